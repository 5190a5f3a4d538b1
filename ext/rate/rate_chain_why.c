/* SPDX-License-Identifier: MIT */
/*
** rate_chain_why.c: the chain finders' steps described (rate_why.h):
** the links of a chain with the unit each lies in, a chain said as a
** sentence ("If r5c9 were 6, then r5c2 would be 4, ..."), naming the
** chains of the nested hints it rests on, a run's chain read back from
** the parents of its potentials (rate_nest_why.c makes the runs of a
** forcing-chain producer's hint again), and that hint's parts and
** sentence.  Only sudoku_explain and sudoku_hint come here: rating never
** does.
*/
#include "rate_forcing.h"

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

/* 1 when chain j of w is the first of a nested hint's chains that a link
** of chain i rests on. */
static int nest_start(const RateWhy *w, int i, int j){
  const RateWhyChain *c = &w->aChain[i];
  int k;
  for(k=0; k<c->n; k++) if( w->aLink[c->first+k].nested==j ) return 1;
  return 0;
}

/* The number of chains of the nested hint whose first chain is s (a
** link of chain i rests on it): s and the chains after it at its depth
** serving chain i, up to the next hint's (deeper ones in between are
** theirs). */
static int nest_count(const RateWhy *w, int i, int s){
  int j, n = 1, depth = w->aChain[s].depth;
  for(j=s+1; j<w->nChain; j++){
    const RateWhyChain *c = &w->aChain[j];
    if( c->depth>depth ) continue;
    if( c->depth<depth || c->parent!=i || nest_start(w, i, j) ) break;
    n++;
  }
  return n;
}

/* Say the chains (numbered from 1) of the nested hint starting at chain
** s that chain i rests on: "chain 3", "chains 3 and 4", "chains 3 to 5". */
static void say_nest(RateWhy *w, int i, int s){
  int n = nest_count(w, i, s);
  if( n==1 ){
    rate_why_say(w, "chain %d", s+1);
  }else{
    rate_why_say(w, "chains %d %s %d", s+1, n==2 ? "and" : "to", s+n);
  }
}

/* The nested hint (its first chain) that the links k0..k1 of chain i
** (those into one potential) rest on, or -1. */
static int link_nest(const RateWhy *w, int i, int k0, int k1){
  const RateWhyChain *c = &w->aChain[i];
  int k;
  for(k=k0; k<=k1; k++){
    if( w->aLink[c->first+k].nested>=0 ) return w->aLink[c->first+k].nested;
  }
  return -1;
}

/*
** Say chain i of w (cap: capitalised): "If r5c9 were 6, then r5c2 would
** be 4, ... and r3c1 would not be 5" (each potential it reaches once, in
** order; one that a nested hint gives with the chains of that hint: "r4c5
** would not be 3 (by a forcing chain, chain 2)"), or for a long one "If
** r5c9 were 6, then through 12 links, r3c1 would not be 5" (with the
** nested hints' chains: "through 12 links (some by the nested chains 2
** and 3), ...").
*/
void chain_why_say_chain(RateWhy *w, int i, int cap){
  const RateWhyChain *c;
  const RateWhyLink *l, *last;
  int k, k0, nSaid = 0, nTo = 0, nNest = 0, s;
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
  for(s=i+1; s<w->nChain; s++) nNest += nest_start(w, i, s);
  if( nTo>SAY_MAX ){
    int toCell = last->toCell, toDigit = last->toDigit, toOn = last->toOn;
    rate_why_say(w, "through %d links", c->n);
    for(s=i+1, k=0; s<w->nChain; s++){
      if( !nest_start(w, i, s) ) continue;
      rate_why_say(w, "%s%d", k==0 ? " (some by the nested chains "
                                   : k==nNest-1 ? " and " : ", ", s+1);
      k++;
    }
    rate_why_say(w, "%s, ", nNest>0 ? ")" : "");
    say_would(w, toCell, toDigit, toOn);
    return;
  }
  for(k=0, k0=0; k<c->n; k++){
    const RateWhyLink *m = &w->aLink[c->first+k];
    int toCell = m->toCell, toDigit = m->toDigit, toOn = m->toOn;
    if( k+1<c->n && m[1].toCell==m->toCell && m[1].toDigit==m->toDigit
     && m[1].toOn==m->toOn ) continue;
    if( nSaid>0 ) rate_why_say(w, nSaid==nTo-1 ? " and " : ", ");
    say_would(w, toCell, toDigit, toOn);
    s = link_nest(w, i, k0, k);
    if( s>=0 ){
      rate_why_say(w, " (by %s, ",
                   nest_count(w, i, s)>1 ? "forcing chains" : "a forcing chain");
      say_nest(w, i, s);
      rate_why_say(w, ")");
    }
    nSaid++;
    k0 = k+1;
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
** parent, else RATE_WHY_NONE (a dynamic or nested implication; the
** nested hint's chains are rate_nest_why.c's).  aSeen marks the
** potentials done (CHAIN_FRESH+1 of them, 0 at first).
*/
void chain_why_run_links(RateWhy *w, const ChainRun *R, int pid,
                         unsigned char *aSeen){
  int nPar = R->aNPar[pid] & ~CHAIN_PAR_NESTED, i, x, on;
  const short *a = &R->aPool[R->aFirst[pid]];
  aSeen[pid] = 1;
  for(i=0; i<nPar; i++){
    if( !aSeen[a[i]] ) chain_why_run_links(w, R, a[i], aSeen);
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

/* The id of the nested hint that removed candidate x in run R (x listed
** off, a nested hint its parents' source), else -1. */
int chain_why_run_nest(const ChainRun *R, int x){
  int pid = CHAIN_PID(x, 0), nPar;
  const short *a;
  if( !chain_xset_has(R->off, x) ) return -1;
  nPar = R->aNPar[pid];
  if( !(nPar & CHAIN_PAR_NESTED) ) return -1;
  a = &R->aPool[R->aFirst[pid] + (nPar & ~CHAIN_PAR_NESTED)];
  return a[0] | a[1]<<15;
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

/* Say each chain of the step's own (depth 0) of w as "if ..., then
** ...", joined by semicolons, the first capitalised. */
static void say_branches(RateWhy *w){
  int i, n = 0;
  for(i=0; i<w->nChain; i++){
    if( w->aChain[i].depth>0 ) continue;
    if( n++>0 ) rate_why_say(w, "; ");
    chain_why_say_chain(w, i, n==1);
  }
}

/*
** Describe in w the parts and the sentence of E's best hint (chain_produce
** with E->found), its chains made (rate_nest_why.c): the assumptions as
** sources, the cell or unit whose possibilities they cover, the
** conclusion as target (absurd: a contradiction's candidate, found both
** true and false, or -1).
*/
void chain_why_say_engine(ChainEngine *E, RateWhy *w, int absurd){
  int k, x = E->bestX, place = E->bestPlace, root = E->aBestRoot[0];
  int cell = x/9, digit = x%9+1, src = root/2, u;
  char z[RATE_UNIT_NAME_MAX];
  for(k=0; k<E->nBest; k++){
    int r = E->aBestRoot[k];
    rate_why_cand(w, RATE_ROLE_SOURCE, r/2/9, r/2%9+1);
  }
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
    rate_why_say(w, "In %s, %d can only go in ", rate_why_unit_name(w, u, z),
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
