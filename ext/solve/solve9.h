/* SPDX-License-Identifier: MIT */
/*
** solve9.h: the fast 9x9 solver.  Cells are 81 bytes, 0 for empty and
** 1..9 for a given.  No SQLite, no allocation, no global mutable state
** (safe to call from several threads at once).
*/
#ifndef SUDOKU_SOLVE9_H
#define SUDOKU_SOLVE9_H

#include "solve.h"

/*
** Count solutions of the 81 cells in `cells`, stopping once `limit`
** (>= 1) are found.  The first solution found is written to `first`
** (81 bytes, values 1..9) when first is not NULL and the count is >= 1;
** when no solution is found, `first` is left as it was.
** Search figures are added to *stats when not NULL.  Each search node
** costs WORK_NODE9 units of *work (NULL: no bound).  Returns the count,
** or SOLVE_OVER_BUDGET when the work limit was reached first.
*/
unsigned long long solve9(const unsigned char *cells, unsigned long long limit,
                          unsigned char *first, SolveStats *stats,
                          Work *work);

/*
** The name of the instruction-set build solve9() runs: "generic", "sse2"
** or "avx2" (chosen on first use from the processor and the environment
** variable SUDOKU_ISA; see solve9.c).
*/
const char *solve9_isa(void);

#endif
