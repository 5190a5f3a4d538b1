/* SPDX-License-Identifier: MIT */
/*
** target_bound.h: the reduced score of target sudoku and the upper
** bounds that prune its search (see target_bound.c for why the score of
** a solution depends on 17 cells only).  No SQLite, no allocation.
*/
#ifndef SUDOKU_TARGET_BOUND_H
#define SUDOKU_TARGET_BOUND_H

#include "target_prop.h"

/* A solution's score is TBOUND_BASE plus its reduced score. */
#define TBOUND_BASE 2745

/* The cells the reduced score reads, in reading order, and how many. */
#define TBOUND_NCELL 17
extern const unsigned char tbound_cell[TBOUND_NCELL];

/* Coefficient of cell i (0..80) in the reduced score: 0, 1 or 2. */
int tbound_coef(int i);

/* Reduced score of a complete grid (81 digits). */
int tbound_score(const unsigned char *v);

/*
** Bring the candidates of p in line with the goal of a reduced score of
** at least `target`: digits of the scored cells that cannot reach it are
** removed and the rules propagated, until nothing changes.  Returns the
** upper bound on the reduced score of every completion of the result, or
** -1 when no completion can reach `target` (p is then of no further use).
*/
int tbound_tighten(TProp *p, int target);

#endif
