/* SPDX-License-Identifier: MIT */
/*
** cdclgrid.h: what the two encodings of a grid for the learning solver
** (cdcl.c) share: solvecdcl.c (units only) and varcdcl.c (the rules of
** variants).  A variable per candidate left in an open cell (placed
** values and struck ones are constants), the grid read back from a model,
** and the loop that counts models, excluding each grid found:
**
**   CdclGrid e;
**   rc = cdclgrid_init(&e, side, ncell, cand);
**   ... e.s = cdcl_new(e.nvar + extra, work); add the clauses ...
**   n = cdclgrid_count(&e, rc, blocked, nBlocked, limit, first, 0, 0,
**                      stats, work);
**
** or, for the grids one at a time, cdclgrid_block() the ones given
** already, cdclgrid_next() each time, cdclgrid_release() at the end.
*/
#ifndef SUDOKU_CDCLGRID_H
#define SUDOKU_CDCLGRID_H

#include "cdcl.h"
#include "solve.h"

typedef struct CdclGrid CdclGrid;
struct CdclGrid {
  int side, ncell;
  const unsigned *cand;  /* per cell: bit v-1 for value v; one bit: placed */
  int *var;              /* ncell*side: variable of (cell, value-1), or -1 */
  int nvar;
  Cdcl *s;               /* the caller's, made with room for nvar */
  Cdcl *rival;           /* NULL, or a copy of s that the search for the
                         ** first model races (cdclrace.h) */
};

/* Number a variable for each candidate of an open cell of cand (the
** caller keeps it).  0, or CDCL_NOMEM. */
int cdclgrid_init(CdclGrid *e, int side, int ncell, const unsigned *cand);

/* What a cdcl_new() that returned NULL means: CDCL_OVER_BUDGET when
** work's memory limit refused it, else CDCL_NOMEM. */
static inline int cdclgrid_nomem(const Work *work){
  return work && work->memOver ? CDCL_OVER_BUDGET : CDCL_NOMEM;
}

/* The variable of value v+1 in cell c, or -1 (a constant). */
static inline int cdclgrid_var(const CdclGrid *e, int c, int v){
  return e->var[(size_t)c*e->side + v];
}

/*
** The next model of e->s as a grid into g[0..ncell-1] (the first one
** raced against e->rival when set), excluded from then on.  A grid that
** xKeep (NULL: none) refuses is excluded and passed over.  Returns
** CDCL_SAT, CDCL_UNSAT when no grid is left, CDCL_OVER_BUDGET (charged
** to *work) or CDCL_NOMEM.
*/
int cdclgrid_next(CdclGrid *e, unsigned char *g,
                  int (*xKeep)(void*, const unsigned char*), void *pKeep,
                  Work *work);

/* Exclude the nBlocked grids of `blocked` (ncell values each).  0 or
** CDCL_NOMEM. */
int cdclgrid_block(CdclGrid *e, const unsigned char *blocked, int nBlocked);

/* Free e->s, e->rival and e->var. */
void cdclgrid_release(CdclGrid *e);

/*
** Count the models of e->s as grids (the first one raced against
** e->rival when set), then free e->s, e->rival and e->var.  rc is
** the encoding's status: 0 to search, 1 when it found no way (the count
** is 0), or a CDCL_ error.  First the nBlocked grids of `blocked` (ncell
** values each, counted by the caller) are excluded; then up to `limit`
** grids are found, the first into first[0..ncell-1] when not NULL.  A
** grid that xKeep (NULL: none) refuses is excluded and not counted.
** Decisions are added to *stats (nodes and guesses) when not NULL.
** Returns the count, SOLVE_OVER_BUDGET or SOLVE_NOMEM.
*/
unsigned long long cdclgrid_count(CdclGrid *e, int rc,
                                  const unsigned char *blocked, int nBlocked,
                                  unsigned long long limit,
                                  unsigned char *first,
                                  int (*xKeep)(void*, const unsigned char*),
                                  void *pKeep, SolveStats *stats,
                                  Work *work);

#endif
