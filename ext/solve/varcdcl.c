/* SPDX-License-Identifier: MIT */
/*
** varcdcl.c: the rules of a variant as clauses for the learning solver
** (cdcl.c), for the searches where depth-first search runs long (sparse
** non-consecutive or anti-knight puzzles).  From a propagated state:
**
**   - a variable per candidate left in an open cell (placed values and
**     struck ones are constants);
**   - exactly one value per open cell, exactly one place per value not
**     yet placed in each unit;
**   - for peers that share no unit (a knight's or king's move, a cage),
**     not the same value; for orthogonal neighbours under
**     "nonconsecutive", not values one apart;
**   - for a cage, a variable per set of values its sum allows that still
**     fits: exactly one set; a set keeps the cage's cells to its values
**     and puts each of its values somewhere in the cage.  (A cage with
**     too many sets is checked on each grid found instead: a grid that
**     breaks its sum is excluded and not counted.)
**
** Every grid is one model (the set of a cage is its values), so excluding
** a model's decisions excludes just that grid.
*/
#include "solvevarint.h"
#include "cdclgrid.h"

#include <stdlib.h>
#include <string.h>

/* The clauses being built: the candidates' variables and the solver
** (cdclgrid.h), room for one clause. */
typedef struct VEnc VEnc;
struct VEnc {
  const VarModel *m;
  CdclGrid g;
  int *lits;
};

/* The variable of value v-1 in cell c, or -1 (a constant). */
static int var_of(const VEnc *e, int c, int v){
  return cdclgrid_var(&e->g, c, v);
}

/* 1 when value v-1 is certain in cell c (placed there). */
static int is_placed(const VEnc *e, int c, int v){
  return e->g.cand[c]==(1u<<v);
}

/* Clause "not (v-1 in a and w-1 in b)" over what is open of it.  0, 1
** when both are placed, or CDCL_NOMEM. */
static int not_both(VEnc *e, int a, int v, int b, int w){
  int x = var_of(e, a, v), y = var_of(e, b, w), l[2], n = 0;
  int pa = is_placed(e, a, v), pb = is_placed(e, b, w);
  if( (x<0 && !pa) || (y<0 && !pb) ) return 0;    /* one is struck */
  if( pa && pb ) return 1;
  if( x>=0 ) l[n++] = CDCL_NEG(x);
  if( y>=0 ) l[n++] = CDCL_NEG(y);
  return cdcl_add_clause(e->g.s, l, n);
}

/* Exactly one value per open cell, one place per value of each unit.
** 0, 1 when some value has no place, or CDCL_NOMEM. */
static int encode_units(VEnc *e){
  const VarModel *m = e->m;
  int i, u, v, k, n, rc = 0;
  for(i=0; i<m->ncell && rc==0; i++){
    for(n=v=0; v<m->side; v++){
      if( var_of(e, i, v)>=0 ) e->lits[n++] = var_of(e, i, v);
    }
    if( n ) rc = cdcl_add_exactly_one(e->g.s, e->lits, n);
  }
  for(u=0; u<m->nunit && rc==0; u++){
    const short *c = m->unit + u*m->side;
    for(v=0; v<m->side && rc==0; v++){
      int placed = 0;
      for(n=k=0; k<m->side; k++){
        placed += is_placed(e, c[k], v);
        if( var_of(e, c[k], v)>=0 ) e->lits[n++] = var_of(e, c[k], v);
      }
      if( placed>1 ) return 1;
      if( placed ){
        /* placed: the other places are struck (propagation has done it,
        ** but for a state that was not propagated) */
        for(k=0; k<n && rc==0; k++){
          int l = CDCL_NEG(e->lits[k]);
          rc = cdcl_add_clause(e->g.s, &l, 1);
        }
        continue;
      }
      if( n==0 ) return 1;
      rc = cdcl_add_exactly_one(e->g.s, e->lits, n);
    }
  }
  return rc;
}

/* Peers outside a common unit, and non-consecutive neighbours.  0, 1 when
** placed values break them, or CDCL_NOMEM. */
static int encode_pairs(VEnc *e){
  const VarModel *m = e->m;
  Word *inUnit = calloc((size_t)m->ncell*(size_t)m->nword, sizeof(Word));
  int i, k, u, a, b, v, rc = 0;
  if( inUnit==0 ) return CDCL_NOMEM;
  for(u=0; u<m->nunit; u++){
    const short *c = m->unit + u*m->side;
    for(a=0; a<m->side; a++){
      for(b=0; b<m->side; b++){
        inUnit[(size_t)c[a]*m->nword + c[b]/64] |= 1ULL<<(c[b]%64);
      }
    }
  }
  for(i=0; i<m->ncell && rc==0; i++){
    for(k=m->peerStart[i]; k<m->peerStart[i+1] && rc==0; k++){
      int q = m->peer[k];
      if( q<i || (inUnit[(size_t)i*m->nword + q/64] & (1ULL<<(q%64))) ){
        continue;
      }
      for(v=0; v<m->side && rc==0; v++) rc = not_both(e, i, v, q, v);
    }
    for(k=0; m->ortho && k<4 && rc==0; k++){
      int q = m->ortho[4*i+k];
      if( q<i ) continue;
      for(v=0; v+1<m->side && rc==0; v++){
        rc = not_both(e, i, v, q, v+1);
        if( rc==0 ) rc = not_both(e, i, v+1, q, v);
      }
    }
  }
  free(inUnit);
  return rc;
}

/* Cage k's sets of values as selector variables from *pNext on.  0, 1
** when no set fits, or CDCL_NOMEM. */
static int encode_cage(VEnc *e, int k, int *pNext){
  const VarModel *m = e->m;
  const unsigned short *c = m->cageCell + m->cageStart[k];
  int n = m->cageStart[k+1]-m->cageStart[k], j, i, v, nSel = 0, rc = 0;
  int *aSel = malloc(sizeof(int)*((size_t)(m->comboStart[k+1]
                                           - m->comboStart[k])+1));
  if( aSel==0 ) return CDCL_NOMEM;
  for(j=m->comboStart[k]; j<m->comboStart[k+1] && rc==0; j++){
    Mask set = m->combo[j];
    int sel;
    if( !varmodel_set_fits(m, e->g.cand, k, set) ) continue;
    sel = aSel[nSel++] = (*pNext)++;
    for(v=0; v<m->side && rc==0; v++){
      int nl = 0, done = 0;
      for(i=0; i<n && rc==0; i++){
        int x = var_of(e, c[i], v);
        if( (set>>v & 1) ){
          done |= is_placed(e, c[i], v);
          if( x>=0 ) e->lits[1+nl++] = CDCL_POS(x);
        }else if( x>=0 ){
          int l[2];
          l[0] = CDCL_NEG(sel);
          l[1] = CDCL_NEG(x);
          rc = cdcl_add_clause(e->g.s, l, 2);
        }
      }
      if( (set>>v & 1) && !done && rc==0 ){
        e->lits[0] = CDCL_NEG(sel);
        rc = cdcl_add_clause(e->g.s, e->lits, nl+1);
      }
    }
  }
  if( rc==0 ) rc = nSel ? cdcl_add_exactly_one(e->g.s, aSel, nSel) : 1;
  free(aSel);
  return rc;
}

/* The cages' selectors needed: the sets that still fit. */
static int count_selectors(const VEnc *e){
  const VarModel *m = e->m;
  int k, j, n = 0;
  for(k=0; k<m->nCage; k++){
    for(j=m->comboStart[k]; j<m->comboStart[k+1]; j++){
      n += varmodel_set_fits(m, e->g.cand, k, m->combo[j]);
    }
  }
  return n;
}

/* cdclgrid_count's check of a grid found (pArg the model): 1 when it
** keeps the sums of the cages the clauses leave out. */
static int keeps_sums(void *pArg, const unsigned char *g){
  const VarModel *m = (const VarModel*)pArg;
  int i, k;
  for(k=0; k<m->nCage; k++){
    int sum = 0;
    if( !m->cageBig[k] ) continue;
    for(i=m->cageStart[k]; i<m->cageStart[k+1]; i++) sum += g[m->cageCell[i]];
    if( sum!=m->cageSum[k] ) return 0;
  }
  return 1;
}

/* The clauses of m's rules over the candidates cand (kept by the caller)
** into e, e->g.s made.  0, 1 when they leave no way, or CDCL_NOMEM. */
static int venc_build(VEnc *e, const VarModel *m, const Mask *cand,
                      Work *work){
  int k, next, rc;
  memset(e, 0, sizeof(*e));
  e->m = m;
  rc = cdclgrid_init(&e->g, m->side, m->ncell, cand);
  e->lits = malloc(((size_t)m->ncell+2)*sizeof(int));
  if( rc==0 && e->lits==0 ) rc = CDCL_NOMEM;
  next = e->g.nvar;
  if( rc==0 && (e->g.s = cdcl_new(e->g.nvar + count_selectors(e), work))==0 ){
    rc = cdclgrid_nomem(work);
  }
  if( rc==0 ) rc = encode_units(e);
  if( rc==0 ) rc = encode_pairs(e);
  for(k=0; k<m->nCage && rc==0; k++){
    if( !m->cageBig[k] ) rc = encode_cage(e, k, &next);
  }
  free(e->lits);
  e->lits = 0;
  return rc;
}

unsigned long long varcdcl_count(const VarModel *m, const Mask *cand,
                                 const unsigned char *blocked, int nBlocked,
                                 unsigned long long limit,
                                 unsigned char *first, SolveStats *stats,
                                 Work *work){
  VEnc e;
  int rc = venc_build(&e, m, cand, work);
  return cdclgrid_count(&e.g, rc, blocked, nBlocked, limit, first,
                        keeps_sums, (void*)m, stats, work);
}

/* The grids one at a time (solstream.c): the clauses, and the
** candidates they were made from, which the stream keeps. */
struct VarLearn {
  VEnc e;
  Mask *cand;
  int none;             /* 1: the clauses leave no way */
  int over;             /* 1: building them went over budget */
};

VarLearn *varlearn_new(const VarModel *m, const Mask *cand,
                       const unsigned char *blocked, int nBlocked,
                       Work *work){
  VarLearn *p = calloc(1, sizeof(VarLearn));
  int rc = CDCL_NOMEM;
  if( p && (p->cand = malloc(sizeof(Mask)*(size_t)m->ncell))!=0 ){
    memcpy(p->cand, cand, sizeof(Mask)*(size_t)m->ncell);
    rc = venc_build(&p->e, m, p->cand, work);
    if( rc==0 ) rc = cdclgrid_block(&p->e.g, blocked, nBlocked);
  }
  if( rc==CDCL_NOMEM ){
    varlearn_free(p);
    return 0;
  }
  p->none = rc==1;
  p->over = rc==CDCL_OVER_BUDGET;
  return p;
}

int varlearn_next(VarLearn *p, unsigned char *g, Work *work){
  if( p->over ) return CDCL_OVER_BUDGET;
  if( p->none ) return CDCL_UNSAT;
  return cdclgrid_next(&p->e.g, g, keeps_sums, (void*)p->e.m, work);
}

void varlearn_free(VarLearn *p){
  if( p==0 ) return;
  cdclgrid_release(&p->e.g);
  free(p->cand);
  free(p);
}
