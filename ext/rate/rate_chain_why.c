/* SPDX-License-Identifier: MIT */
/*
** rate_chain_why.c: the chain finders' steps described (rate_why.h):
** the links of a chain with the unit each lies in, a chain said as a
** sentence ("If r5c9 were 6, then r5c2 would be 4, ..."), and the
** branches of a forcing-chain producer's hint (rate_forcing.c), made
** again from their assumptions and read back from the parents of their
** potentials.  Only sudoku_explain and sudoku_hint come here: rating
** never does.
*/
#include "rate_forcing.h"

#include <stdlib.h>
#include <string.h>

/*
** The unit of the link from candidate x (on or off) to candidate y:
** RATE_WHY_CELL within a cell; for a strong link that SE made by a hidden
** single (cause CHAIN_CAUSE_BOX+k), that region; else the first unit of
** x's box, row and column holding y; RATE_WHY_NONE when none does.
*/
int chain_why_unit(int x, int y, int yOn, int cause){
  int cx = x/9, cy = y/9, k;
  if( cx==cy ) return RATE_WHY_CELL;
  if( x%9!=y%9 ) return RATE_WHY_NONE;
  if( yOn && cause>=CHAIN_CAUSE_BOX && cause<=CHAIN_CAUSE_COL ){
    return rate_se_region_of(cy, cause-CHAIN_CAUSE_BOX);
  }
  for(k=0; k<3; k++){
    int u = rate_se_region_of(cx, k);
    if( u==rate_se_region_of(cy, k) ) return u;
  }
  return RATE_WHY_NONE;
}

/* "r5c2 would be 4" or "r5c2 would not be 4". */
static void say_would(RateWhy *w, int cell, int digit, int on){
  rate_why_say(w, "r%dc%d would %sbe %d", cell/9+1, cell%9+1,
               on ? "" : "not ", digit);
}

/* Chains longer than this (in potentials said) are summed up. */
#define SAY_MAX 10

/*
** Say chain i of w (cap: capitalised): "If r5c9 were 6, then r5c2 would
** be 4, ... and r3c1 would not be 5" (each potential it reaches once, in
** order), or for a long one "If r5c9 were 6, then through 12 links, r3c1 would not be 5".
*/
void chain_why_say_chain(RateWhy *w, int i, int cap){
  const RateWhyChain *c;
  const RateWhyLink *l, *last;
  int k, nSaid = 0, nTo = 0;
  if( i<0 || i>=w->nChain || w->aChain[i].n==0 ) return;
  c = &w->aChain[i];
  l = &w->aLink[c->first];
  last = &w->aLink[c->first+c->n-1];
  rate_why_say(w, "%s r%dc%d were %s%d, then ", cap ? "If" : "if",
               l->fromCell/9+1,
               l->fromCell%9+1, l->fromOn ? "" : "not ", l->fromDigit);
  for(k=0; k<c->n; k++){
    const RateWhyLink *m = &w->aLink[c->first+k];
    if( k+1<c->n && m[1].toCell==m->toCell && m[1].toDigit==m->toDigit
     && m[1].toOn==m->toOn ) continue;
    nTo++;
  }
  if( nTo>SAY_MAX ){
    rate_why_say(w, "through %d links, ", c->n);
    say_would(w, last->toCell, last->toDigit, last->toOn);
    return;
  }
  for(k=0; k<c->n; k++){
    const RateWhyLink *m = &w->aLink[c->first+k];
    if( k+1<c->n && m[1].toCell==m->toCell && m[1].toDigit==m->toDigit
     && m[1].toOn==m->toOn ) continue;
    if( nSaid>0 ) rate_why_say(w, nSaid==nTo-1 ? " and " : ", ");
    say_would(w, m->toCell, m->toDigit, m->toOn);
    nSaid++;
  }
}

/* The candidate and state of potential pid of run R (CHAIN_FRESH: the
** half of its contradiction that it did not list). */
static int pid_cand(const ChainRun *R, int pid, int *pOn){
  if( pid==CHAIN_FRESH ){
    *pOn = R->absurdFreshOn;
    return R->absurd;
  }
  *pOn = pid & 1;
  return pid/2;
}

/*
** Add to the chain being made the links that bring run R to potential
** pid, parents first (SE's order of its hint's chain): a link from each
** parent of a potential to it, in the unit of the link when it has one
** parent, else RATE_WHY_NONE (a dynamic implication).  aSeen marks the
** potentials done.
*/
static void add_links(RateWhy *w, const ChainRun *R, int pid,
                      unsigned char *aSeen){
  int nPar = R->aNPar[pid] & ~CHAIN_PAR_NESTED, i, x, on;
  const short *a = &R->aPool[R->aFirst[pid]];
  aSeen[pid] = 1;
  for(i=0; i<nPar; i++){
    if( !aSeen[a[i]] ) add_links(w, R, a[i], aSeen);
  }
  x = pid_cand(R, pid, &on);
  for(i=0; i<nPar; i++){
    int y = a[i]/2, unit = RATE_WHY_NONE;
    if( nPar==1 && !(R->aNPar[pid] & CHAIN_PAR_NESTED) ){
      unit = chain_why_unit(y, x, on, on ? R->aCause[pid] : CHAIN_CAUSE_NONE);
    }
    rate_why_link(w, y/9, y%9+1, a[i]&1, x/9, x%9+1, on, unit, -1);
  }
}

/* The unit whose places of digit e are exactly the cells of the
** branches' assumptions aRoot[0..n-1] (a region forcing chain's), or -1. */
static int branch_unit(const ChainEngine *E, const int *aRoot, int n, int e){
  RateBits m = 0;
  int k;
  for(k=0; k<n; k++) m |= RATE_BIT(aRoot[k]/2/9);
  for(k=0; k<3; k++){
    int u = rate_se_region_of(aRoot[0]/2/9, k);
    if( (E->basePlaces[e] & rate_bits(rate_unit_bits[u]))==m ) return u;
  }
  return -1;
}

/* Say each chain of w as "if ..., then ...", joined by semicolons, the
** first capitalised. */
static void say_branches(RateWhy *w){
  int i;
  for(i=0; i<w->nChain; i++){
    if( i>0 ) rate_why_say(w, "; ");
    chain_why_say_chain(w, i, i==0);
  }
}

/*
** Describe in w the branches of E's best hint (chain_produce with
** E->found): each made again from its assumption on E's grid, a chain of
** depth 0 per branch, the parts (the assumptions as sources, the cell or
** unit whose possibilities they cover, the conclusion as target), and the
** sentence.
*/
void chain_why_engine(ChainEngine *E, RateWhy *w){
  ChainRun *R = (ChainRun*)malloc(sizeof(ChainRun));
  unsigned char *aSeen = (unsigned char*)malloc(CHAIN_FRESH+1);
  unsigned long long nProp = 0, *pProp = E->pProp;
  int k, x = E->bestX, place = E->bestPlace, root = E->aBestRoot[0];
  int cell = x/9, digit = x%9+1, src = root/2, u, absurd = -1;
  char z[RATE_UNIT_NAME_MAX];
  if( R==0 || aSeen==0 ){
    w->oom = 1;
    free(R);
    free(aSeen);
    return;
  }
  R->aPool = 0;
  R->nPoolAlloc = 0;
  E->pProp = &nProp;
  for(k=0; k<E->nBest; k++){
    int i = rate_why_chain(w, 0, -1), r = E->aBestRoot[k];
    chain_run(E, R, r);
    if( E->bestSk==7 ) absurd = R->absurd;
    memset(aSeen, 0, CHAIN_FRESH+1);
    if( i>=0 ) add_links(w, R, E->aBestPid[k], aSeen);
    rate_why_cand(w, RATE_ROLE_SOURCE, r/2/9, r/2%9+1);
  }
  E->pProp = pProp;
  free(R->aPool);
  free(R);
  free(aSeen);
  if( E->bestSk==5 ) rate_why_cell(w, RATE_ROLE_SOURCE, src/9);
  u = E->bestSk==6 ? branch_unit(E, E->aBestRoot, E->nBest, src%9) : -1;
  if( u>=0 ) rate_why_unit(w, RATE_ROLE_SOURCE, u);
  /* the target: what the chains conclude on (a contradiction's
  ** candidate, found both true and false) */
  rate_why_cand(w, RATE_ROLE_TARGET, absurd>=0 ? absurd/9 : cell,
                absurd>=0 ? absurd%9+1 : digit);
  if( E->bestSk==5 ){
    rate_why_say(w, "r%dc%d can only be ", src/9/9+1, src/9%9+1);
  }else if( u>=0 ){
    rate_why_say(w, "In %s, %d can only go in ", rate_unit_name(u, z),
                 src%9+1);
  }
  for(k=0; (E->bestSk==5 || u>=0) && k<E->nBest; k++){
    int y = E->aBestRoot[k]/2;
    if( k>0 ) rate_why_say(w, k==E->nBest-1 ? " or " : ", ");
    if( E->bestSk==5 ){
      rate_why_say(w, "%d", y%9+1);
    }else{
      rate_why_say(w, "r%dc%d", y/9/9+1, y/9%9+1);
    }
  }
  if( E->bestSk==5 || u>=0 ) rate_why_say(w, ". ");
  say_branches(w);
  if( E->bestSk==7 ){
    rate_why_say(w, ": a contradiction, so r%dc%d is %s%d.", cell/9+1,
                 cell%9+1, place ? "" : "not ", digit);
  }else{
    rate_why_say(w, ". Either way r%dc%d would %sbe %d, so it is %s%d.",
                 cell/9+1, cell%9+1, place ? "" : "not ", digit,
                 place ? "" : "not ", digit);
  }
}
