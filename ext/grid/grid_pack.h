/* SPDX-License-Identifier: MIT */
/*
** grid_pack.h: the packed form of a puzzle of up to 9 digits per unit, as
** the sudokudb database stores it: one nibble per cell, 0 for an empty
** cell and 1..9 for a digit, two cells a byte, the first cell in the high
** nibble, a last odd cell followed by a 0 nibble.  SQL's hex() spells
** it back: substr(replace(hex(cells), '0', '.'), 1, size*size).
*/
#ifndef GRID_PACK_H
#define GRID_PACK_H

#include <stddef.h>

/* Bytes of the packed form of the largest packable puzzle (81 cells). */
#define GRID_PACK_MAX 41

/* Pack the one-line spelling z[0..n) ('.' or '0' empty, '1'..'9' a
** digit, at most 81 cells) into aOut (GRID_PACK_MAX bytes).  Returns the
** number of bytes written, or 0 when the text has another character or
** more than 81 cells (it is then stored as text). */
size_t grid_pack_text(const char *z, size_t n, unsigned char *aOut);

/* The key of a stored form a[0..n) (the packed cells, or the normal text
** of a larger or pencil-mark puzzle): a 32-bit hash of its bytes as a
** signed integer, which SQLite stores in 4 bytes.  Equal forms have equal
** keys; the database indexes the key (puzzle_key) and compares the cells
** of the few different puzzles that share one. */
int grid_pack_key(const unsigned char *a, size_t n);

#endif
