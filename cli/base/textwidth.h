/* SPDX-License-Identifier: MIT */
/*
** textwidth.h: how many terminal columns UTF-8 text takes (a CJK character
** two, a combining accent none), for aligning tables of names and cutting
** a progress line to the terminal's width.
*/
#ifndef SUDOKUDB_TEXTWIDTH_H
#define SUDOKUDB_TEXTWIDTH_H

#include <stddef.h>
#include <stdio.h>

/* The display width of z[0..n).  A byte that is not valid UTF-8 counts as
** one column, and so does a control character (text_pad writes '?'). */
int text_width(const char *z, size_t n);

/* The bytes of the longest start of z[0..n) that fits in nCol columns,
** never cutting a character in two. */
size_t text_fit(const char *z, size_t n, int nCol);

/* Write z padded with blanks to nCol columns (left-aligned, or right when
** bRight); text wider than nCol is written whole.  Control characters
** (a line break, an escape sequence's ESC) are written as '?', so a name
** or value can neither break the table's lines nor drive the terminal. */
void text_pad(const char *z, int nCol, int bRight, FILE *out);

#endif
