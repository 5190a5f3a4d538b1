/*
** target.h: the "target sudoku" of NOIP 2009.  Every cell of a 9x9 grid
** has a weight by its ring: 6 on the outer ring, then 7, 8, 9, and 10 in
** the centre cell.  The score of a completed grid is the sum of weight x
** digit over all cells; the task is the highest score over all solutions
** of a puzzle.  No SQLite, no allocation.
*/
#ifndef SUDOKU_TARGET_H
#define SUDOKU_TARGET_H

#include "grid.h"

/* Weight of cell i (0..80) of a 9x9 grid. */
int target_weight(int i);

/* Score of the digits in g (empty cells count 0).  9x9 only. */
int target_grid_score(const Grid *g);

/*
** The search gives up after this many states, so a call never runs away
** (the emptiest puzzles: the bounds are too loose to prune them). Puzzles
** with 24 givens take up to about 200,000.
*/
#define TARGET_MAX_NODES 2000000ULL

/* target_best's result when it gave up after TARGET_MAX_NODES states. */
#define TARGET_GAVE_UP (-2)

/*
** The highest score over all solutions of the 9x9 puzzle g.  Returns the
** score and writes a solution reaching it to *best (when not NULL), or
** returns -1 when g has no solution (or is not 9x9), or TARGET_GAVE_UP.  The solution
** written is the same for the same input: the first one found, in a
** fixed search order, that reaches the maximum.  `nodes`, when not NULL,
** receives the number of search states visited.
*/
int target_best(const Grid *g, Grid *best, unsigned long long *nodes);

#endif
