/* SPDX-License-Identifier: MIT */
/*
** solvevarint.h: the compiled rules of a variant (solvevar.c) as the
** solver's files share them: solvevar.c (propagation and search) and
** varcdcl.c (the same rules as clauses for cdcl.c).
*/
#ifndef SUDOKU_SOLVEVARINT_H
#define SUDOKU_SOLVEVARINT_H

#include "solvevar.h"
#include "candsolve.h"

typedef unsigned long long Word;

/* Value sets kept per model at most; cages past it keep bounds only. */
#define COMBO_MAX 20000

struct VarModel {
  int side, ncell, nunit, nword;
  Mask full;
  unsigned flags;
  short *unit;            /* nunit*side cells */
  int *peerStart;         /* peers of cell i: peer[peerStart[i] ..] */
  short *peer;
  Word *seen;             /* cell i's peers as bits: seen[i*nword ..] */
  Word *unitBits;         /* unit u's cells as bits: unitBits[u*nword ..] */
  short *ortho;           /* 4 per cell, -1 for none (non-consecutive) */
  int nCage;              /* cages as in Rules */
  unsigned short *cageStart, *cageCell, *cageSum;
  int *comboStart;        /* cage k's value sets: combo[comboStart[k] ..] */
  Mask *combo;
  int nCombo, comboCap;
  unsigned char *cageBig; /* 1: too many sets, bounds only */
};

/* 1 when the sets of values cage k can take under the candidates cand
** include `set`: each cell has one of them and together they have all. */
static inline int varmodel_set_fits(const VarModel *m, const Mask *cand,
                                    int k, Mask set){
  const unsigned short *c = m->cageCell + m->cageStart[k];
  int n = m->cageStart[k+1]-m->cageStart[k], i;
  Mask seen = 0;
  for(i=0; i<n; i++){
    Mask x = cand[c[i]] & set;
    if( x==0 ) return 0;
    seen |= x;
  }
  return seen==set;
}

/*
** Count the grids that give each cell one of its candidates (cand, a
** state propagated by solvevar.c) and keep every rule of m, but for the
** nBlocked grids in `blocked` (already counted), stopping at `limit`.
** The first goes to first[0..ncell-1] when not NULL.  Decisions are added
** to *stats; the search is charged to *work.  Returns the count,
** SOLVE_OVER_BUDGET or SOLVE_NOMEM.
*/
unsigned long long varcdcl_count(const VarModel *m, const Mask *cand,
                                 const unsigned char *blocked, int nBlocked,
                                 unsigned long long limit,
                                 unsigned char *first, SolveStats *stats,
                                 Work *work);

/* The candidates of the search's root state, the givens propagated:
** where clause learning takes over.  NULL when they leave no way. */
const Mask *varsearch_root(const VarSearch *p);

/*
** The same grids one at a time: clause learning from the state cand (a
** copy is kept), the nBlocked grids of `blocked` excluded, built on
** *work (which must outlive it: it holds its memory, cdcl.h); NULL when
** out of memory (or refused it: work->memOver).  A build that goes over
** budget makes every varlearn_next() say so.  varlearn_next() puts the next grid in g[0..ncell-1] and
** excludes it from then on, charged to *work; it returns CDCL_SAT,
** CDCL_UNSAT when none is left, CDCL_OVER_BUDGET or CDCL_NOMEM (cdcl.h).
*/
typedef struct VarLearn VarLearn;
VarLearn *varlearn_new(const VarModel *m, const Mask *cand,
                       const unsigned char *blocked, int nBlocked,
                       Work *work);
int varlearn_next(VarLearn *p, unsigned char *g, Work *work);
void varlearn_free(VarLearn *p);

#endif
