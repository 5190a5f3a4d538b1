/* SPDX-License-Identifier: MIT */
/*
** print_variant.h: a variant in words for `sudokudb print`: its name
** ("Killer", "Jigsaw", "Sudoku X", "Killer X", "Windoku", "Anti-knight",
** ...) and a line that reminds the solver of its rules.
*/
#ifndef SUDOKUDB_PRINT_VARIANT_H
#define SUDOKUDB_PRINT_VARIANT_H

#include "rules.h"

#include <stddef.h>

/* Room for either text, with the NUL. */
#define PRINT_VARIANT_MAX 400

/* The name of the variant r into z (PRINT_VARIANT_MAX bytes): its
** features' names, X last ("Sudoku X" alone); "" for the plain rules. */
void print_variant_name(const Rules *r, char *z);

/* Its rules in a sentence into z (PRINT_VARIANT_MAX bytes): "Cages add
** up to their sums, no digit repeated; the grey windows and both
** diagonals hold every digit."; "" for rules a plain grid shows (the
** plain ones, another box shape). */
void print_variant_rule(const Rules *r, char *z);

#endif
