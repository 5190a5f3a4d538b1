/* SPDX-License-Identifier: MIT */
/*
** solvevar.h: the exact solver of every variant (rules.h): any side 4..25,
** any units (rows, columns, boxes or jigsaw regions, diagonals, windows),
** cells that must differ at a knight's or king's move, non-consecutive
** neighbours, and killer cages with sums.  Plain sudoku goes through
** solve.c's faster solvers; this one takes what they cannot.
**
**   VarModel *m = varmodel_new(&rules);     -- once per set of rules
**   n = varmodel_solve(m, &grid, 2, &first, 0, &work);
**   varmodel_free(m);
**
** The model is read only while solving, so threads may share one.
*/
#ifndef SUDOKU_SOLVEVAR_H
#define SUDOKU_SOLVEVAR_H

#include "rules.h"
#include "solve.h"

typedef struct VarModel VarModel;

/* The compiled form of finished rules r (rules_finish); NULL when out of
** memory. */
VarModel *varmodel_new(const Rules *r);
void varmodel_free(VarModel *m);

/*
** solve_grid()'s contract under the model's rules: count the solutions of
** g (of the model's side) up to limit, the first into *first when not
** NULL, figures added to *stats, the search charged to *work (one unit
** per WORK_VAR_OPS cells and candidates its propagation looks at; clause
** learning, which takes over a count that depth-first search finds slow,
** as cdcl.c charges).  Returns the count, SOLVE_OVER_BUDGET or
** SOLVE_NOMEM; givens that break a rule give 0.
*/
unsigned long long varmodel_solve(const VarModel *m, const Grid *g,
                                  unsigned long long limit, Grid *first,
                                  SolveStats *stats, Work *work);

/*
** varmodel_solve() for the solutions of g that do not hold value v
** (1..side) in its empty cell c.  The generator's test that a puzzle
** stays unique without a given: one search for a solution with another
** value there, rather than one per value.
*/
unsigned long long varmodel_solve_except(const VarModel *m, const Grid *g,
                                         int c, int v,
                                         unsigned long long limit,
                                         Grid *first, SolveStats *stats,
                                         Work *work);

/*
** The first solution of g (into *first) within an allowance of maxNodes
** search states as well as *work: the generator's fill, which starts over
** from other givens when the allowance runs out.  Past SWITCH_NODES
** states (solvevar.c) clause learning goes on with what is left, at
** work_noden_cost() units a state.  Returns 1, 0 (no solution),
** SOLVE_OVER_BUDGET (allowance or *work spent) or SOLVE_NOMEM.  maxNodes
** 0 is no allowance: varmodel_solve(m, g, 1, first, 0, work).
*/
unsigned long long varmodel_first_within(const VarModel *m, const Grid *g,
                                         unsigned long long maxNodes,
                                         Grid *first, Work *work);

/*
** The solutions one at a time (sudoku_solutions): a search of g under the
** model (which must outlive it); NULL when out of memory.  Each
** varsearch_next() finds the next solution into *out (when not NULL),
** charged to *work, and returns 1, 0 when there are no more, or
** VARSEARCH_OVER_BUDGET or VARSEARCH_NOMEM (after which it gives 0).
** The order is deterministic.
*/
typedef struct VarSearch VarSearch;
#define VARSEARCH_OVER_BUDGET (-1)
#define VARSEARCH_NOMEM       (-2)
VarSearch *varsearch_new(const VarModel *m, const Grid *g);
int varsearch_next(VarSearch *p, Grid *out, Work *work);

/* varsearch_next() entering at most maxNodes more states: past them it
** returns VARSEARCH_NODE_CAP, and the search is over. */
#define VARSEARCH_NODE_CAP (-3)
int varsearch_next_within(VarSearch *p, Grid *out, Work *work,
                          unsigned long long maxNodes);
void varsearch_free(VarSearch *p);

/* Add the search figures so far to *stats. */
void varsearch_stats(const VarSearch *p, SolveStats *stats);

#endif
