/*
** solve.h: one entry point that solves or counts a puzzle of any size.
** It picks the fast 9x9 solver (solve9.c) or the general one (solven.c).
*/
#ifndef SUDOKU_SOLVE_H
#define SUDOKU_SOLVE_H

#include "grid.h"

/* Search figures, deterministic for the same input and limit. */
typedef struct SolveStats SolveStats;
struct SolveStats {
  unsigned long long nodes;    /* search states visited */
  unsigned long long guesses;  /* branches taken on a guess */
};

/*
** Count the solutions of g, stopping once `limit` (>= 1) are found.  The
** first solution found is stored in *first when first is not NULL (it is
** the same for the same input).  Stats are added to *stats when not NULL.
** Returns the count (0..limit).  A puzzle whose givens conflict has 0.
*/
unsigned long long solve_grid(const Grid *g, unsigned long long limit,
                              Grid *first, SolveStats *stats);

#endif
