/* SPDX-License-Identifier: MIT */
/*
** rate_step.c: a step of the rater.  A finder describes the step it
** found in a RateFind (its technique, its score, the placements and
** eliminations, each listed once); the driver applies it to the state.
**
** The assert()s check what the driver applies: a digit placed in an empty
** cell was one of its candidates (and is the solution's, when known); an
** elimination takes out a candidate (unless a placement of the same step
** took it already) and never a cell's last one.
*/
#include "rateint.h"

#include <assert.h>
#include <string.h>

void rate_find_init(RateFind *f, RateWhy *why){
  memset(f->elim, 0, sizeof(f->elim));
  f->n = 0;
  f->why = why;
}

/* Start describing a new step; f must have been through rate_find_init.
** Only the cells the previous step listed need clearing, and the
** description, when there is one. */
void rate_find_start(RateFind *f, int tech, int score){
  int i;
  for(i=0; i<f->n; i++) f->elim[f->a[i].cell] = 0;
  if( f->why ) rate_why_reset(f->why);
  f->tech = tech;
  f->score = score;
  f->n = 0;
}

/* List the elimination of d from cell, unless it is not a candidate or
** already listed. */
void rate_find_elim(RateFind *f, const RateState *s, int cell, int d){
  unsigned b = DBIT(d);
  if( (s->cand[cell] & b)==0 || (f->elim[cell] & b)!=0 ) return;
  f->elim[cell] |= (unsigned short)b;
  f->a[f->n].cell = (unsigned char)cell;
  f->a[f->n].digit = (unsigned char)d;
  f->a[f->n].place = 0;
  f->n++;
}

/* List the placement of d in cell, unless the cell already has one. */
void rate_find_place(RateFind *f, int cell, int d){
  if( f->elim[cell] & RATE_PLACE_LISTED ) return;
  f->elim[cell] |= RATE_PLACE_LISTED;
  f->a[f->n].cell = (unsigned char)cell;
  f->a[f->n].digit = (unsigned char)d;
  f->a[f->n].place = 1;
  f->n++;
}

void rate_place(RateState *s, int cell, int d){
  unsigned short keep = (unsigned short)~DBIT(d);
  int i;
  assert( cell>=0 && cell<81 && d>=1 && d<=9 );
  assert( s->val[cell]==0 && (s->cand[cell] & DBIT(d))!=0 );
  assert( s->sol==0 || s->sol[cell]==d );
  s->val[cell] = (unsigned char)d;
  s->cand[cell] = 0;
  if( s->geom ){
    for(i=0; i<s->geom->nPeer[cell]; i++){
      s->cand[s->geom->peer[cell][i]] &= keep;
    }
    if( s->geom->nc ){
      /* the orthogonal neighbours lose the digits either side */
      unsigned short near = (unsigned short)~(DBIT(d)<<1 | DBIT(d)>>1);
      if( cell/9>0 ) s->cand[cell-9] &= near;
      if( cell/9<8 ) s->cand[cell+9] &= near;
      if( cell%9>0 ) s->cand[cell-1] &= near;
      if( cell%9<8 ) s->cand[cell+1] &= near;
    }
    return;
  }
  for(i=0; i<20; i++) s->cand[rate_peer[cell][i]] &= keep;
}

void rate_apply(RateState *s, const RateFind *f){
  int i;
  assert( f->n>=0 && f->n<=RATE_MAX_ACTIONS );
#ifndef NDEBUG
  /* up to the first placement, nothing has changed since the finding */
  for(i=0; i<f->n && !f->a[i].place; i++){
    assert( (s->cand[f->a[i].cell] & DBIT(f->a[i].digit))!=0 );
  }
#endif
  for(i=0; i<f->n; i++){
    const RateAction *a = &f->a[i];
    if( a->place ){
      if( s->val[a->cell]==0 ) rate_place(s, a->cell, a->digit);
    }else{
      assert( s->val[a->cell]!=0
           || (s->cand[a->cell] & ~DBIT(a->digit))!=0 );
      assert( s->sol==0 || s->sol[a->cell]!=a->digit );
      s->cand[a->cell] &= (unsigned short)~DBIT(a->digit);
    }
  }
}
