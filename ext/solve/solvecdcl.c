/* SPDX-License-Identifier: MIT */
/*
** solvecdcl.c: a grid as clauses for the learning solver (cdcl.c).
**
** One variable per candidate left in an open cell (placed cells are
** constants): exactly one candidate per open cell, and exactly one place
** per value not yet placed in each unit, so that unit propagation does
** the naked and hidden singles.  The caller's own propagation (locked
** candidates included) has already struck what it could.  Every model is
** one grid, so excluding a model's decisions excludes just that grid.
**
** (Extra variables for "value v lies in the cells a box and a line
** share", which make locked candidates unit propagation, were tried: on
** the Gecode 25x25 puzzles they cost 1.6 times the work.)
*/
#include "solvecdcl.h"
#include "cdclgrid.h"
#include "cdclopt.h"

#include <stdlib.h>
#include <string.h>

/* The clauses being built: the units, the candidates' variables and the
** solver (cdclgrid.h), and scratch room for one clause. */
typedef struct Encoding Encoding;
struct Encoding {
  const UnitList *u;
  CdclGrid g;
  int *lits;          /* room for side literals */
};

/* The values placed in unit k. */
static unsigned unit_placed(const Encoding *e, int k){
  const short *c = e->u->cell + (size_t)k*e->u->side;
  unsigned placed = 0;
  int i;
  for(i=0; i<e->u->side; i++){
    unsigned m = e->g.cand[c[i]];
    if( (m & (m-1))==0 ) placed |= m;
  }
  return placed;
}

/* The positive literals of value v's candidates among cells c[0..n-1],
** written to out; returns how many. */
static int places(const Encoding *e, const short *c, int n, int v, int *out){
  int i, m = 0;
  for(i=0; i<n; i++){
    int x = cdclgrid_var(&e->g, c[i], v);
    if( x>=0 ) out[m++] = CDCL_POS(x);
  }
  return m;
}

/* Every clause of the grid, into s.  0, 1 when the candidates leave no
** way (an empty cell or a value without a place), or CDCL_NOMEM. */
static int encode(Encoding *e, const unsigned *placed, Cdcl *s){
  const UnitList *u = e->u;
  int side = u->side, i, k, v, n, *l = e->lits, rc = 0;
  for(i=0; i<u->ncell && rc==0; i++){
    unsigned m = e->g.cand[i];
    if( m==0 ) return 1;
    if( (m & (m-1))==0 ) continue;
    for(n=v=0; v<side; v++){
      int x = cdclgrid_var(&e->g, i, v);
      if( x>=0 ) l[n++] = x;
    }
    rc = cdcl_add_exactly_one(s, l, n);
  }
  for(k=0; k<u->nunit && rc==0; k++){
    for(v=0; v<side && rc==0; v++){
      if( placed[k] & (1u<<v) ) continue;
      n = places(e, u->cell + (size_t)k*side, side, v, l);
      if( n==0 ) return 1;
      for(i=0; i<n; i++) l[i] >>= 1;
      rc = cdcl_add_exactly_one(s, l, n);
    }
  }
  return rc;
}

unsigned long long solve_cdcl(const UnitList *u, const unsigned *cand,
                              const unsigned char *blocked, int nBlocked,
                              unsigned long long limit, unsigned char *first,
                              SolveStats *stats, Work *work){
  Encoding e;
  unsigned *placed = malloc(((size_t)u->nunit+1)*sizeof(unsigned));
  unsigned long long n;
  int i, rc;
  memset(&e, 0, sizeof(e));
  e.u = u;
  rc = cdclgrid_init(&e.g, u->side, u->ncell, cand);
  e.lits = malloc(((size_t)u->side+1)*sizeof(int));
  if( rc==0 && (placed==0 || e.lits==0) ) rc = CDCL_NOMEM;
  if( rc==0 && (e.g.s = cdcl_new(e.g.nvar, work))==0 ) rc = cdclgrid_nomem(work);
  if( rc==0 ){
    for(i=0; i<u->nunit; i++) placed[i] = unit_placed(&e, i);
    rc = encode(&e, placed, e.g.s);
  }
  /* Looking for one solution, find it fast: target phases, and a race
  ** with a copy that decides in another order (cdclrace.h).  Counting
  ** further, the proofs dominate, which go faster without either. */
  if( rc==0 && limit==1 && nBlocked==0 ){
    cdcl_target_phases(e.g.s, 1);
    if( (e.g.rival = cdcl_new(e.g.nvar, work))==0 ) rc = cdclgrid_nomem(work);
    else rc = encode(&e, placed, e.g.rival);
    if( rc==0 ){
      cdcl_target_phases(e.g.rival, 1);
      /* the seed of its order of decisions: an option (cdclopt.h) */
      cdcl_shuffle(e.g.rival, (unsigned)cdcl_options.RIVAL_SEED);
    }
  }
  n = cdclgrid_count(&e.g, rc, blocked, nBlocked, limit, first, 0, 0, stats,
                     work);
  free(e.lits);
  free(placed);
  return n;
}
