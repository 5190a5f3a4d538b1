/* SPDX-License-Identifier: MIT */
/*
** cdclgrid.c: a grid's candidates as variables of the learning solver,
** and the count of its models (see cdclgrid.h).
*/
#include "cdclgrid.h"
#include "cdclrace.h"

#include <stdlib.h>
#include <string.h>

int cdclgrid_init(CdclGrid *e, int side, int ncell, const unsigned *cand){
  int i, v;
  memset(e, 0, sizeof(*e));
  e->side = side;
  e->ncell = ncell;
  e->cand = cand;
  e->var = malloc((size_t)ncell*(size_t)side*sizeof(int));
  if( e->var==0 ) return CDCL_NOMEM;
  for(i=0; i<ncell; i++){
    unsigned m = cand[i];
    for(v=0; v<side; v++){
      int open = (m & (m-1))!=0 && (m>>v & 1);
      e->var[(size_t)i*side+v] = open ? e->nvar++ : -1;
    }
  }
  return 0;
}

/* The grid of the model just found, into g. */
static void read_model(const CdclGrid *e, unsigned char *g){
  int i, v;
  for(i=0; i<e->ncell; i++){
    g[i] = (unsigned char)(__builtin_ctz(e->cand[i])+1);
    for(v=0; v<e->side; v++){
      int x = cdclgrid_var(e, i, v);
      if( x>=0 && cdcl_value(e->s, x) ) g[i] = (unsigned char)(v+1);
    }
  }
}

/* Exclude a grid counted by the caller: not all of its open cells' values
** (nothing to add when one is no candidate).  0 or CDCL_NOMEM. */
static int block_grid(CdclGrid *e, const unsigned char *g){
  int i, n = 0;
  int *l = malloc(((size_t)e->ncell+1)*sizeof(int));
  int rc = 0;
  if( l==0 ) return CDCL_NOMEM;
  for(i=0; i<e->ncell; i++){
    int x;
    if( g[i]<1 || g[i]>e->side || !(e->cand[i]>>(g[i]-1) & 1) ) break;
    x = cdclgrid_var(e, i, g[i]-1);
    if( x>=0 ) l[n++] = CDCL_NEG(x);
  }
  if( i==e->ncell ) rc = cdcl_add_clause(e->s, l, n);
  free(l);
  return rc;
}

int cdclgrid_next(CdclGrid *e, unsigned char *g,
                  int (*xKeep)(void*, const unsigned char*), void *pKeep,
                  Work *work){
  for(;;){
    int rc, ok;
    if( e->rival ){
      Cdcl *a[2];
      a[0] = e->s;
      a[1] = e->rival;
      rc = cdcl_race(a, 2, work);
      e->s = a[0];
      cdcl_free(a[1]);
      e->rival = 0;
    }else{
      rc = cdcl_solve(e->s, work);
    }
    if( rc!=CDCL_SAT ) return rc;
    read_model(e, g);
    ok = xKeep==0 || xKeep(pKeep, g);
    if( cdcl_block_model(e->s) ) return CDCL_NOMEM;
    if( ok ) return CDCL_SAT;
  }
}

int cdclgrid_block(CdclGrid *e, const unsigned char *blocked, int nBlocked){
  int i, rc = 0;
  for(i=0; i<nBlocked && rc==0; i++){
    rc = block_grid(e, blocked + (size_t)i*e->ncell);
  }
  return rc;
}

void cdclgrid_release(CdclGrid *e){
  cdcl_free(e->s);
  cdcl_free(e->rival);
  free(e->var);
  e->s = 0;
  e->rival = 0;
  e->var = 0;
}

unsigned long long cdclgrid_count(CdclGrid *e, int rc,
                                  const unsigned char *blocked, int nBlocked,
                                  unsigned long long limit,
                                  unsigned char *first,
                                  int (*xKeep)(void*, const unsigned char*),
                                  void *pKeep, SolveStats *stats,
                                  Work *work){
  unsigned char *g = rc==0 ? malloc((size_t)e->ncell) : 0;
  unsigned long long found = 0;
  if( rc==0 && g==0 ) rc = CDCL_NOMEM;
  if( rc==0 ) rc = cdclgrid_block(e, blocked, nBlocked);
  while( rc==0 && found<limit ){
    int next = cdclgrid_next(e, g, xKeep, pKeep, work);
    if( next!=CDCL_SAT ){
      rc = next;
      break;
    }
    if( found==0 && first ) memcpy(first, g, (size_t)e->ncell);
    found++;
  }
  if( stats && e->s ){
    stats->nodes += cdcl_decisions(e->s);
    stats->guesses += cdcl_decisions(e->s);
  }
  cdclgrid_release(e);
  free(g);
  if( rc==CDCL_NOMEM ) return SOLVE_NOMEM;
  if( rc==CDCL_OVER_BUDGET ) return SOLVE_OVER_BUDGET;
  return found;
}
