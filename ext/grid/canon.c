/* SPDX-License-Identifier: MIT */
/*
** canon.c: the minlex canonical form of a 4x4 or 9x9 puzzle (canon.h).
**
** The search builds the answer one output row at a time.  A state
** (canon_search.h) records the orientation, the input rows placed so far,
** how the digits met so far are labelled (in order of first appearance),
** and a partly decided column arrangement: an ordered partition of the
** stacks and, inside each stack, of its columns.  Slots that share a cell
** hold stacks that were empty, or columns that were equal, in every row
** placed so far, so their order does not matter yet.  Placing the next
** row refines the partition (canon_row.c).
**
** At each depth every candidate (row, stack order) of every state of the
** front is scored, rows that cannot put as many empty cells in front as
** the smallest row seen are skipped unlaid, and the states reaching the
** smallest row are kept; only those go on, and only if that row is no
** larger than the same row of the best answer so far.  They go on
** together (breadth first) while they fit in a level's room, so that a
** tie on the first rows that loses later stops at the row where it
** loses; more are searched one front state after another.  Of two equal
** unused rows of a band only the first is tried, and a puzzle equal to
** its transpose is searched once.
*/
#include "canon_search.h"

#include <string.h>

static void search_rows(CanonSearch *x, const CanonState *aFront, int nFront,
                        int iRow);

/* Make aRow the level's smallest row. */
static void set_min(const CanonSearch *x, CanonLevel *v,
                    const unsigned char *aRow){
  int i;
  memcpy(v->aMin, aRow, (size_t)x->side);
  v->minPattern = 0;
  for(i=0; i<x->side; i++) v->minPattern |= (unsigned)(aRow[i]!=0) << i;
  for(i=0; i<x->side && aRow[i]==0; i++){}
  v->minLead = i;
}

/* Place input row r, scanned as p, under the fully refined state t. */
static void place_row(const CanonSearch *x, CanonState *u, const CanonState *t,
                      int r, const RowScan *p){
  *u = *t;
  memcpy(u->label, p->label, sizeof(u->label));
  u->nLabel = (unsigned char)p->nLabel;
  u->band = x->aBand[r];
  u->rowsUsed |= (unsigned short)(1<<r);
}

/*
** A complete row p from input row r under the fully refined state t:
** score it and keep the state with it placed (first pass) or, when it
** equals the minimum, place it and go one row deeper (second pass).
*/
static void visit(CanonSearch *x, CanonLevel *v, const CanonState *t, int r,
                  const RowScan *p){
  if( !v->descend ){
    if( p->cmp<0 ){
      set_min(x, v, p->aRow);
      v->haveMin = v->lower = 1;
      v->ver++;
      v->nChild = 0;
    }
    v->found = 1;
    if( v->nChild>=0 && v->nChild<CANON_MAX_CHILD ){
      place_row(x, &v->aChild[v->nChild++], t, r, p);
    }else{
      v->nChild = -1;
    }
  }else if( p->cmp==0 ){
    CanonState u;
    place_row(x, &u, t, r, p);
    search_rows(x, &u, 1, v->iRow+1);
  }
}

/*
** Score (or explore) every input row that may come next after state t (in
** both orientations for the first row, unless the puzzle is symmetric)
** under each of its stack orders.  Rows that can put more empty slots in
** front come first, and rows that cannot match the smallest row's are
** skipped.
*/
static void each_next_row(CanonSearch *x, CanonLevel *v,
                          const CanonState *t){
  CanonState aOrd[CANON_MAX_ORDER], aOrient[2];
  const CanonState *apOrient[2];
  unsigned char aRow[2*CANON_SIDE], aOri[2*CANON_SIDE], aLead[2*CANON_SIDE];
  int iRow = v->iRow, r, o, i, k, n, nCand = 0;
  int nOrient = iRow>0 || x->symmetric ? 1 : 2;
  int bandStart = iRow%x->box==0;
  for(o=0; o<nOrient; o++){
    const CanonState *u = apOrient[o] = t;
    if( iRow==0 ){
      aOrient[o] = *t;
      aOrient[o].o = (unsigned char)o;
      u = apOrient[o] = &aOrient[o];
    }
    for(r=0; r<x->side; r++){
      int lead;
      if( u->rowsUsed & (1u<<r) ) continue;
      if( bandStart ? (u->rowsUsed & x->aBandRows[r])!=0
                    : x->aBand[r]!=u->band ) continue;
      if( x->aTwin[u->o][r] & ~u->rowsUsed ) continue;
      lead = canon_row_lead(x, u, r);
      for(i=nCand; i>0 && aLead[i-1]<lead; i--){
        aRow[i] = aRow[i-1];
        aOri[i] = aOri[i-1];
        aLead[i] = aLead[i-1];
      }
      aRow[i] = (unsigned char)r;
      aOri[i] = (unsigned char)o;
      aLead[i] = (unsigned char)lead;
      nCand++;
    }
  }
  for(i=0; i<nCand; i++){
    if( v->haveMin && aLead[i]<v->minLead ) break;
    n = canon_stack_orders(x, apOrient[aOri[i]], aRow[i], aOrd);
    for(k=0; k<n; k++) canon_try_row(x, v, &aOrd[k], aRow[i]);
  }
}

/*
** Place output rows iRow.. below the states aFront, which agree on the
** rows placed so far: find the smallest next row over all their
** candidates, give up if it is above the best answer's, record it if
** below, and go on with every state that gives it, all together while
** they fit in a level's room, else below each front state in turn.
*/
static void search_rows(CanonSearch *x, const CanonState *aFront, int nFront,
                        int iRow){
  CanonLevel v;
  int i;
  if( iRow>=x->side ) return;
  v.xVisit = visit;
  v.iRow = iRow;
  v.descend = v.found = v.lower = v.haveMin = 0;
  v.ver = 0;
  v.nChild = 0;
  if( x->nBestRow>iRow ){
    set_min(x, &v, &x->aBest[iRow*x->side]);
    v.haveMin = 1;
  }
  for(i=0; i<nFront; i++) each_next_row(x, &v, &aFront[i]);
  if( !v.found ) return;
  if( v.lower ){
    memcpy(&x->aBest[iRow*x->side], v.aMin, (size_t)x->side);
    x->nBestRow = iRow+1;
  }
  if( v.nChild>=0 ){
    search_rows(x, v.aChild, v.nChild, iRow+1);
  }else{
    v.descend = 1;
    for(i=0; i<nFront; i++) each_next_row(x, &v, &aFront[i]);
  }
}

/* Fill x from g: both orientations, their given masks and row twins. */
static void search_init(CanonSearch *x, const Grid *g){
  int o, r, r2, c, n = g->side;
  memset(x, 0, sizeof(*x));
  x->box = g->box;
  x->side = n;
  for(r=0; r<n; r++){
    for(c=0; c<n; c++){
      int d = g->v[r*n+c];
      x->aGrid[0][r*n+c] = x->aGrid[1][c*n+r] = (unsigned char)d;
      if( d ){
        x->aGiven[0][r] |= (unsigned short)(1<<c);
        x->aGiven[1][c] |= (unsigned short)(1<<r);
      }
    }
  }
  x->symmetric = memcmp(x->aGrid[0], x->aGrid[1], (size_t)(n*n))==0;
  for(r=0; r<n; r++){
    x->aBand[r] = (unsigned char)(r/x->box);
    x->aBandRows[r] = (unsigned short)(((1u<<x->box)-1) << (r/x->box*x->box));
  }
  for(o=0; o<2; o++){
    for(r=0; r<n; r++){
      for(r2=r/x->box*x->box; r2<r; r2++){
        if( x->aGiven[o][r2]==x->aGiven[o][r]
         && memcmp(&x->aGrid[o][r2*n], &x->aGrid[o][r*n], (size_t)n)==0 ){
          x->aTwin[o][r] |= (unsigned short)(1<<r2);
        }
      }
    }
  }
}

int canon_grid(const Grid *g, Grid *out){
  CanonSearch x;
  CanonState t;
  int s;
  if( g->box!=2 && g->box!=3 ) return -1;
  search_init(&x, g);
  memset(&t, 0, sizeof(t));
  for(s=0; s<x.box; s++) canon_place_stack(&x, &t, s, s);
  t.stackJoin = (unsigned char)((1u<<(x.box-1))-1);
  search_rows(&x, &t, 1, 0);
  grid_init(out, x.box);
  memcpy(out->v, x.aBest, (size_t)(x.side*x.side));
  return 0;
}
