/* SPDX-License-Identifier: MIT */
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
#include "work.h"

/* Weight of cell i (0..80) of a 9x9 grid. */
int target_weight(int i);

/* Score of the digits in g (empty cells count 0).  9x9 only. */
int target_grid_score(const Grid *g);

/* target_best's result when the work limit was reached. */
#define TARGET_OVER_BUDGET (-2)

/*
** The highest score over all solutions of the 9x9 puzzle g.  Returns the
** score and writes a solution reaching it to *best (when not NULL), or
** returns -1 when g has no solution (or is not 9x9).  Tie rule: of the
** solutions with the highest score, *best gets the one whose scored cells
** (the 16 cells of the four corner 2x2 squares and the centre, read row
** by row: cells 0 1 7 8 9 10 16 17 40 63 64 70 71 72 73 79 80) form the
** smallest digit string, and of those the smallest grid read row by row.
** `nodes`, when not NULL, receives the number of search states visited.
** Each state costs WORK_TARGET_NODE units of *work, and the 9x9 solver's
** checks their own (NULL: no bound); at the work limit it returns
** TARGET_OVER_BUDGET.  Any 9x9 puzzle, even the empty grid, takes well
** under the default budget (see README, "Target sudoku").
*/
int target_best(const Grid *g, Grid *best, unsigned long long *nodes,
                Work *work);

#endif
