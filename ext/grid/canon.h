/* SPDX-License-Identifier: MIT */
/*
** canon.h: the canonical form of a puzzle up to symmetry ("minlex").
**
** Two puzzles are equivalent when one turns into the other by any mix of:
** permuting the rows inside a band, permuting the bands, the same for
** columns and stacks, transposing, and relabelling the digits.  The
** canonical form is the smallest member of the class when the grid is read
** row by row as a string of values with 0 for an empty cell (so empty cells
** sort before every digit).  Equivalent puzzles, and only those, share it.
**
** Sizes: 9x9 and 4x4 (box side 3 and 2).
*/
#ifndef SUDOKU_CANON_H
#define SUDOKU_CANON_H

#include "grid.h"

/*
** The version of the canonical form: raised whenever canon_grid may give
** any puzzle another form than before, so that stored forms made by an
** older version are known (sudokudb keeps it beside each stored form and
** `sudokudb canon` fills them again).
*/
#define CANON_VERSION 1

/*
** Write the canonical form of g to out (out may be g).  Returns 0, or -1
** when g is not 4x4 or 9x9 (out is then untouched).
*/
int canon_grid(const Grid *g, Grid *out);

#endif
