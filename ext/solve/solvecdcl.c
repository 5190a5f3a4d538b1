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
#include "cdcl.h"

#include <stdlib.h>
#include <string.h>

/* The clauses being built: the solver, the variable of each candidate
** (-1 for none), and scratch room for one clause. */
typedef struct Encoding Encoding;
struct Encoding {
  const UnitList *u;
  const unsigned *cand;
  int *var;           /* ncell*side: the variable of (cell, value-1) */
  int nvar;
  int *lits;          /* room for side literals */
  Cdcl *s;
};

/* The values placed in unit k. */
static unsigned unit_placed(const Encoding *e, int k){
  const short *c = e->u->cell + (size_t)k*e->u->side;
  unsigned placed = 0;
  int i;
  for(i=0; i<e->u->side; i++){
    unsigned m = e->cand[c[i]];
    if( (m & (m-1))==0 ) placed |= m;
  }
  return placed;
}

/* The positive literals of value v's candidates among cells c[0..n-1],
** written to out; returns how many. */
static int places(const Encoding *e, const short *c, int n, int v, int *out){
  int i, m = 0;
  for(i=0; i<n; i++){
    int x = e->var[(size_t)c[i]*e->u->side + v];
    if( x>=0 ) out[m++] = CDCL_POS(x);
  }
  return m;
}

/* Every clause of the grid.  0, 1 when the candidates leave no way
** (an empty cell or a value without a place), or CDCL_NOMEM. */
static int encode(Encoding *e, const unsigned *placed){
  const UnitList *u = e->u;
  int side = u->side, i, k, v, n, *l = e->lits, rc = 0;
  for(i=0; i<u->ncell && rc==0; i++){
    unsigned m = e->cand[i];
    if( m==0 ) return 1;
    if( (m & (m-1))==0 ) continue;
    for(n=v=0; v<side; v++){
      int x = e->var[(size_t)i*side+v];
      if( x>=0 ) l[n++] = x;
    }
    rc = cdcl_add_exactly_one(e->s, l, n);
  }
  for(k=0; k<u->nunit && rc==0; k++){
    for(v=0; v<side && rc==0; v++){
      if( placed[k] & (1u<<v) ) continue;
      n = places(e, u->cell + (size_t)k*side, side, v, l);
      if( n==0 ) return 1;
      for(i=0; i<n; i++) l[i] >>= 1;
      rc = cdcl_add_exactly_one(e->s, l, n);
    }
  }
  return rc;
}

/* Exclude a grid counted by the caller: not all of its open cells' values
** (nothing to add when one is no candidate).  0 or CDCL_NOMEM. */
static int block_grid(Encoding *e, const unsigned char *g){
  int i, n = 0, side = e->u->side;
  int *l = malloc(((size_t)e->u->ncell+1)*sizeof(int));
  int rc = 0;
  if( l==0 ) return CDCL_NOMEM;
  for(i=0; i<e->u->ncell; i++){
    unsigned m = e->cand[i];
    if( g[i]<1 || g[i]>side || !(m & (1u<<(g[i]-1))) ) break;
    if( m & (m-1) ) l[n++] = CDCL_NEG(e->var[(size_t)i*side + g[i]-1]);
  }
  if( i==e->u->ncell ) rc = cdcl_add_clause(e->s, l, n);
  free(l);
  return rc;
}

/* The grid of the model just found, into g. */
static void read_model(const Encoding *e, unsigned char *g){
  int i, v, side = e->u->side;
  for(i=0; i<e->u->ncell; i++){
    unsigned m = e->cand[i];
    g[i] = (unsigned char)(__builtin_ctz(m)+1);
    if( (m & (m-1))==0 ) continue;
    for(v=0; v<side; v++){
      int x = e->var[(size_t)i*side+v];
      if( x>=0 && cdcl_value(e->s, x) ) g[i] = (unsigned char)(v+1);
    }
  }
}

unsigned long long solve_cdcl(const UnitList *u, const unsigned *cand,
                              const unsigned char *blocked, int nBlocked,
                              unsigned long long limit, unsigned char *first,
                              SolveStats *stats, Work *work){
  Encoding e;
  unsigned *placed = malloc(((size_t)u->nunit+1)*sizeof(unsigned));
  unsigned long long found = 0;
  int i, v, rc = 0;
  memset(&e, 0, sizeof(e));
  e.u = u;
  e.cand = cand;
  e.var = malloc((size_t)u->ncell*(size_t)u->side*sizeof(int));
  e.lits = malloc(((size_t)u->side+1)*sizeof(int));
  if( placed==0 || e.var==0 || e.lits==0 ){
    rc = CDCL_NOMEM;
    goto done;
  }
  for(i=0; i<u->nunit; i++) placed[i] = unit_placed(&e, i);
  for(i=0; i<u->ncell; i++){
    unsigned m = cand[i];
    for(v=0; v<u->side; v++){
      int open = (m & (m-1))!=0 && (m & (1u<<v));
      e.var[(size_t)i*u->side+v] = open ? e.nvar++ : -1;
    }
  }
  e.s = cdcl_new(e.nvar);
  if( e.s==0 ){
    rc = CDCL_NOMEM;
    goto done;
  }
  rc = encode(&e, placed);
  if( rc==1 ) goto done;          /* no solution */
  /* Looking for one solution, find it fast (target phases); counting
  ** further, the proofs dominate, which go faster without. */
  cdcl_target_phases(e.s, limit==1 && nBlocked==0);
  for(i=0; i<nBlocked && rc==0; i++){
    rc = block_grid(&e, blocked + (size_t)i*u->ncell);
  }
  while( rc==0 && found<limit ){
    rc = cdcl_solve(e.s, work);
    if( rc!=CDCL_SAT ) break;
    if( found==0 && first ) read_model(&e, first);
    found++;
    rc = found<limit ? cdcl_block_model(e.s) : 0;
  }
  if( stats ){
    stats->nodes += cdcl_decisions(e.s);
    stats->guesses += cdcl_decisions(e.s);
  }
done:
  cdcl_free(e.s);
  free(e.var);
  free(e.lits);
  free(placed);
  if( rc==CDCL_NOMEM ) return SOLVE_NOMEM;
  if( rc==CDCL_OVER_BUDGET ) return SOLVE_OVER_BUDGET;
  return found;
}
