/* SPDX-License-Identifier: MIT */
/*
** solve.h: one entry point that solves or counts a puzzle of any size.
** It picks the fast 9x9 solver (solve9.c) or the general one (solven.c).
*/
#ifndef SUDOKU_SOLVE_H
#define SUDOKU_SOLVE_H

#include "grid.h"
#include "rules.h"
#include "work.h"

/* Search figures, deterministic for the same input and limit. */
typedef struct SolveStats SolveStats;
struct SolveStats {
  unsigned long long nodes;    /* search states visited */
  unsigned long long guesses;  /* branches taken on a guess */
};

/* solve_grid's results when it could not finish; never valid counts. */
#define SOLVE_OVER_BUDGET (~0ULL)     /* the Work's limit was reached */
#define SOLVE_NOMEM       (~0ULL - 1) /* out of memory */

/*
** Count the solutions of g, stopping once `limit` (>= 1, below
** SOLVE_NOMEM) are found.  The first solution found is stored in *first
** when first is not NULL (it is the same for the same input).  Stats are
** added to *stats when not NULL.  The search is charged to *work (see
** work.h; NULL for no bound).  Returns the count (0..limit), or
** SOLVE_OVER_BUDGET or SOLVE_NOMEM.  A puzzle whose givens conflict has 0.
** 9x9 puzzles never allocate.  Sides without square boxes are solved
** with their default boxes (rows and columns alone for a prime side).
*/
unsigned long long solve_grid(const Grid *g, unsigned long long limit,
                              Grid *first, SolveStats *stats, Work *work);

/*
** solve_grid() under rules r (finished for g's side; NULL: plain): the
** plain sudoku of a square side goes to solve_grid's solvers, anything
** else to the solver of variants (solvevar.c).
*/
unsigned long long solve_rules(const Grid *g, const Rules *r,
                               unsigned long long limit, Grid *first,
                               SolveStats *stats, Work *work);

/* What went wrong, for SOLVE_OVER_BUDGET or SOLVE_NOMEM; NULL for a count. */
const char *solve_failure(unsigned long long result);

#endif
