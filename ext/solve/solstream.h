/* SPDX-License-Identifier: MIT */
/*
** solstream.h: every solution of a puzzle under its rules, one at a time
** (sudoku_solutions).
**
** Depth-first search gives them first: dancing links for the plain rules
** of a grid with square boxes (cover_sudoku.c, in its order), the solver
** of variants (solvevar.c) for the others.  While it has given at most
** SWITCH_KEEP solutions (candsolve.h), a search that runs long for the
** next one (SOLSTREAM_COVER_UNITS work units of dancing links, or
** SWITCH_NODES states of the other) hands the rest over to clause
** learning (varcdcl.c) from the givens' propagated state, the solutions
** given so far excluded: the counts' hand-over (solven.c, solvevar.c),
** so that a puzzle sudoku_count settles is listed too.  Deterministic:
** the same puzzle gives the same solutions in the same order.
**
**   SolStream *p = solstream_new(&g, &rules);     NULL: out of memory
**   while( (rc = solstream_next(p, &sol, &work))==1 ){ ... sol ... }
**   rc: 0 when none is left, else SOLSTREAM_OVER_BUDGET or SOLSTREAM_NOMEM
**   solstream_free(p);
*/
#ifndef SUDOKU_SOLSTREAM_H
#define SUDOKU_SOLSTREAM_H

#include "grid.h"
#include "rules.h"
#include "work.h"

#define SOLSTREAM_COVER_UNITS 10000000ULL

#define SOLSTREAM_OVER_BUDGET (-1)
#define SOLSTREAM_NOMEM       (-2)

typedef struct SolStream SolStream;

/* The solutions of g under the finished rules r (rules_finish, for g's
** side); NULL when out of memory. */
SolStream *solstream_new(const Grid *g, const Rules *r);

/*
** The next solution into *out, its search charged to *work: 1, 0 when
** there are no more, SOLSTREAM_OVER_BUDGET or SOLSTREAM_NOMEM (after
** either it gives 0).  Every call takes the same *work, which outlives
** p: it holds the memory of the clause learning p hands over to (its
** memLimit bounds it, work.h).
*/
int solstream_next(SolStream *p, Grid *out, Work *work);

void solstream_free(SolStream *p);

#endif
