/*
** solven.h: the general solver for any box side 2..5 (4x4 to 25x25):
** candidate bitmasks per cell with naked and hidden singles, branching on
** the cell with the fewest candidates.
*/
#ifndef SUDOKU_SOLVEN_H
#define SUDOKU_SOLVEN_H

#include "solve.h"

/* Same contract as solve_grid(), for any size. */
unsigned long long solven(const Grid *g, unsigned long long limit,
                          Grid *first, SolveStats *stats);

#endif
