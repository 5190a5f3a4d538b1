/* SPDX-License-Identifier: MIT */
/*
** solven.h: the general solver for any box side 2..5 (4x4 to 25x25):
** candidate bitmasks per cell with naked and hidden singles and locked
** candidates, branching on the smallest choice, and on hard 16x16 and
** 25x25 grids clause learning (solvecdcl.c; see solven.c).
**
** It allocates (the search state and a stack of copies): when that fails
** it returns SOLVE_NOMEM.  Each search node, and each round of
** propagation past a node's first, costs work_noden_cost() units of
** *work (clause learning: WORK_CDCL_TICK a step); it returns
** SOLVE_OVER_BUDGET at the work limit.
*/
#ifndef SUDOKU_SOLVEN_H
#define SUDOKU_SOLVEN_H

#include "solve.h"

/* Same contract as solve_grid(), for any size. */
unsigned long long solven(const Grid *g, unsigned long long limit,
                          Grid *first, SolveStats *stats, Work *work);

#endif
