/* SPDX-License-Identifier: MIT */
/*
** rulesdraw.h: a puzzle drawn as text with its rules (sudoku_format):
** plain rules or other box shapes as grid_format_pretty's grid with
** borders; jigsaw regions as walls around cells; killer cages as a second
** map of walls with each cage's sum in its first cell; the other rules
** named on a last line.
**
**   +-----------+---+       value grid: walls where regions meet
**   | 5   3   . | . |
**   +---+   +---+   +
**   ...
**
**   +-------+---+           cage map: the sum in each cage's first cell
**   |15     |8  |
**   +---+---+   +
*/
#ifndef SUDOKU_RULESDRAW_H
#define SUDOKU_RULESDRAW_H

#include "rules.h"

/* Bytes of rules_flags_line's text at most, with the NUL. */
#define RULES_FLAGS_LINE_MAX 128

/* The line naming the rule flags f (RULE_* bits): "rules: antiknight
** nonconsecutive", in out (RULES_FLAGS_LINE_MAX bytes; all nine flags
** take 103); returns its length. */
size_t rules_flags_line(unsigned f, char *out);

/* Bytes rules_draw needs for g under r, including the NUL. */
size_t rules_draw_size(const Grid *g, const Rules *r);

/* Draw g under r (finished for g's side) into out; returns the length,
** without the NUL. */
size_t rules_draw(const Grid *g, const Rules *r, char *out);

#endif
