/* SPDX-License-Identifier: MIT */
/*
** solvecdcl.h: count the solutions of a grid with clause learning
** (cdcl.c), for the puzzles where depth-first search runs long: hard
** 16x16 and 25x25 grids.  The grid is given as its units (any list of
** cells that hold each value exactly once: rows, columns, boxes, or the
** irregular regions and diagonals of variants) and the candidates left
** in each cell after the caller's own propagation.
*/
#ifndef SUDOKU_SOLVECDCL_H
#define SUDOKU_SOLVECDCL_H

#include "solve.h"

/* The units of a grid: nunit lists of `side` cells each, one after the
** other in `cell`; every unit holds each of the side values once. */
typedef struct UnitList UnitList;
struct UnitList {
  int side;            /* values 1..side, 2..32 */
  int ncell;           /* cells 0..ncell-1 */
  int nunit;
  const short *cell;   /* nunit*side cell numbers */
};

/*
** Count the grids that give each cell one of its candidates (cand[i]: bit
** v-1 for value v; one bit means the value is placed) and each unit every
** value once, but for the nBlocked grids in `blocked` (ncell values 1..side
** each, already counted by the caller), stopping at `limit` (>= 1).  The
** first one found goes to first[0..ncell-1] when first is not NULL; the
** same input gives the same one.  Decisions are added to *stats (nodes and
** guesses) when not NULL; the search is charged to *work (NULL: no bound).
** Returns the count, SOLVE_OVER_BUDGET or SOLVE_NOMEM.  Looking for one
** solution (limit 1, nothing blocked), two copies of the clauses race
** (cdclrace.h): twice the memory of one search, each copy on its own
** thread when work->threads allows two, the same answer either way.
*/
unsigned long long solve_cdcl(const UnitList *u, const unsigned *cand,
                              const unsigned char *blocked, int nBlocked,
                              unsigned long long limit, unsigned char *first,
                              SolveStats *stats, Work *work);

#endif
