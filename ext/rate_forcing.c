/*
** rate_forcing.c: Sudoku Explainer's multiple and dynamic forcing chains,
** the chaining producers SE tries after forcing chains and cycles:
**
**   Nishio (7.5+)      a candidate whose assumption, following only its
**                      digit's units, makes some candidate both true and
**                      false (contradiction): it goes;
**   Multiple (8.0+)    cell forcing chains (every candidate of a cell of 3
**                      or more implies the same) and region forcing chains
**                      (every place of a digit in a unit does);
**   Dynamic (8.5+)     the same and contradictions and double forcing
**                      chains (a candidate true and false imply the same),
**                      on a grid where each assumed-false candidate is
**                      removed as the chain goes, so later links may use
**                      the singles those removals make;
**   Dynamic (+) (9.0+) and nested levels: see rate_nested.c.
**
** Each assumption is followed as SE's doChaining does: on potentials
** before off ones, each potential listed once with the potentials it came
** from (in a dynamic chain also those whose removal made it a single, its
** "hidden" parents), stopping at the first potential found both on and
** off.  A hint's complexity is the number of distinct potentials its
** chains come from (their ancestors), summed over its chains; all hints of
** one producer share a base, so SE's pick is the least complexity, then
** the least sort key, the first found on ties, which is what is kept.
*/
#include "rate_forcing.h"

#include <stdlib.h>
#include <string.h>

/* The potential (2*x+on) of candidate x. */
#define PID(x, on) (2*(x)+(on))

/* Set membership over the 729 candidates. */
static inline int has(const unsigned long long *m, int x){
  return (int)(m[x>>6]>>(x&63) & 1);
}
static inline void put(unsigned long long *m, int x){
  m[x>>6] |= 1ULL<<(x&63);
}

/* Add the list aPar[0..nPar-1] as the parents of potential pid of R. */
static int set_parents(Run *R, int pid, const short *aPar, int nPar){
  if( R->nPool+nPar>RUN_POOL ){
    R->overflow = 1;
    nPar = 0;
  }
  R->aFirst[pid] = R->nPool;
  R->aNPar[pid] = (unsigned char)nPar;
  memcpy(&R->aPool[R->nPool], aPar, sizeof(short)*(size_t)nPar);
  R->nPool += nPar;
  return pid;
}

/* 1 when R lists candidate x as off. */
int run_listed_off(const Run *R, int x){
  return has(R->off, x);
}

/* List potential x (on or off) in R with its parents. */
void run_list(Run *R, int x, int on, const short *aPar, int nPar){
  if( on ){
    put(R->on, x);
    R->aOn[R->nOn++] = (short)x;
  }else{
    put(R->off, x);
    R->aOff[R->nOff++] = (short)x;
  }
  set_parents(R, PID(x, on), aPar, nPar);
}

/*
** The candidates that "x true" makes false on the working grid, in SE's
** order: the cell's other digits (when cell links are used), then the
** digit's other places in the box, the row and the column, each cell once.
*/
static int run_on_to_off(const Engine *E, int x, short *aOut){
  int c = x/9, e = x%9, n = 0;
  RateBits box = chain_box(c), m, b;
  unsigned v;
  if( !E->nishio ){
    for(v=E->cand[c] & ~(1u<<e); v; v&=v-1){
      aOut[n++] = (short)(c*9+__builtin_ctz(v));
    }
  }
  m = E->places[e] & ~RATE_BIT(c);
  for(b = m & box; b; b&=b-1) aOut[n++] = (short)(rate_lowest_cell(b)*9+e);
  for(b = m & chain_row(c) & ~box; b; b&=b-1){
    aOut[n++] = (short)(rate_lowest_cell(b)*9+e);
  }
  for(b = m & chain_col(c) & ~box; b; b&=b-1){
    aOut[n++] = (short)(rate_lowest_cell(b)*9+e);
  }
  return n;
}

/* What "x false" makes true: up to 4 candidates, each with its parents. */
typedef struct OnList OnList;
struct OnList {
  int n;
  short aX[4];
  short aNPar[4];
  short aPar[4][10];
};

/* Add to L the candidate y made true by "x false", with the hidden
** parents of y: the candidates of `gone` (cells of digit e, or digits of
** cell c when cells is 0) that the chain removed. */
static void add_on(OnList *L, int y, int x, RateBits gone, int e){
  int k = L->n++, n = 0;
  L->aX[k] = (short)y;
  L->aPar[k][n++] = (short)PID(x, 0);
  for(; gone; gone&=gone-1){
    L->aPar[k][n++] = (short)PID(rate_lowest_cell(gone)*9+e, 0);
  }
  L->aNPar[k] = (short)n;
}

/*
** The candidates that "x false" makes true on the working grid, in SE's
** order: the other digit of a cell left with two (cell links), then the
** only other place of the digit in the box, the row, the column (a
** candidate found twice is listed once).  On a dynamic grid each comes
** with the removed candidates that left it single.
*/
static void run_off_to_on(const Engine *E, int x, OnList *L){
  int c = x/9, e = x%9, k, y;
  unsigned m = E->cand[c];
  RateBits aUnit[3];
  L->n = 0;
  if( !E->nishio && rate_popc(m)==2 ){
    unsigned gone = E->base[c] & ~m;
    int n = 0;
    y = c*9+__builtin_ctz(m & ~(1u<<e));
    k = L->n++;
    L->aX[k] = (short)y;
    L->aPar[k][n++] = (short)PID(x, 0);
    for(; gone; gone&=gone-1) L->aPar[k][n++] = (short)PID(c*9+__builtin_ctz(gone), 0);
    L->aNPar[k] = (short)n;
  }
  aUnit[0] = chain_box(c);
  aUnit[1] = chain_row(c);
  aUnit[2] = chain_col(c);
  for(k=0; k<3; k++){
    RateBits o = E->places[e] & aUnit[k] & ~RATE_BIT(c);
    int j, dup = 0;
    if( o==0 || (o & (o-1))!=0 ) continue;
    y = rate_lowest_cell(o)*9+e;
    for(j=0; j<L->n; j++) dup |= L->aX[j]==y;
    if( dup ) continue;
    add_on(L, y, x, E->basePlaces[e] & aUnit[k] & ~E->places[e], e);
  }
}

/* Remove candidate x from the working grid (a dynamic chain's off). */
static void grid_remove(Engine *E, int x){
  E->cand[x/9] &= (unsigned short)~(1u<<(x%9));
  E->places[x%9] &= ~RATE_BIT(x/9);
}

/* Record the contradiction of R: on potential xOn and off potential
** xOff of the same candidate, one of them `fresh` (not listed, its
** parents given). */
static void contradiction(Run *R, int x, int freshOn, const short *aPar,
                          int nPar){
  R->absurd = x;
  R->absurdFreshOn = freshOn;
  set_parents(R, RUN_FRESH, aPar, nPar);
}

/*
** SE's doChaining: follow the assumption pid (on or off) into R.  Pending
** on potentials go before pending off ones; the first candidate found
** both on and off stops it (R->absurd).  With E->level>0 the advanced
** implications (rate_plus.c) are added when nothing else is pending.
*/
void run_chain(Engine *E, Run *R, int pid){
  short aNext[32], aPar[1];
  int headOn = 0, headOff = 0, i, x;
  OnList L;
  R->nOn = R->nOff = 0;
  R->nPool = 0;
  R->overflow = 0;
  R->absurd = -1;
  memset(R->on, 0, sizeof(R->on));
  memset(R->off, 0, sizeof(R->off));
  memcpy(E->cand, E->base, sizeof(E->cand));
  memcpy(E->places, E->basePlaces, sizeof(E->places));
  run_list(R, pid/2, pid&1, 0, 0);
  E->nProp++;
  for(;;){
    if( headOn<R->nOn ){
      int n;
      x = R->aOn[headOn++];
      n = run_on_to_off(E, x, aNext);
      aPar[0] = (short)PID(x, 1);
      for(i=0; i<n; i++){
        int y = aNext[i];
        if( has(R->on, y) ){
          contradiction(R, y, 0, aPar, 1);
          return;
        }
        if( !has(R->off, y) ) run_list(R, y, 0, aPar, 1);
      }
      continue;
    }
    if( headOff<R->nOff ){
      x = R->aOff[headOff++];
      run_off_to_on(E, x, &L);
      if( E->dynamic ) grid_remove(E, x);
      for(i=0; i<L.n; i++){
        int y = L.aX[i];
        if( has(R->off, y) ){
          contradiction(R, y, 1, L.aPar[i], L.aNPar[i]);
          return;
        }
        if( !has(R->on, y) ) run_list(R, y, 1, L.aPar[i], L.aNPar[i]);
      }
      continue;
    }
    if( E->level>0 && rate_advanced(E, R) ) continue;
    break;
  }
}

/*
** The number of distinct potentials potential pid of R comes from,
** itself included (SE's ancestor count).  RUN_FRESH is the unlisted half
** of R's contradiction.
*/
int run_ancestors(Engine *E, const Run *R, int pid){
  int n = 0, nStack = 0;
  E->stamp++;
  E->aStack[nStack++] = (short)pid;
  E->aSeen[pid] = E->stamp;
  while( nStack>0 ){
    int p = E->aStack[--nStack], i;
    const short *a = &R->aPool[R->aFirst[p]];
    n++;
    for(i=0; i<R->aNPar[p]; i++){
      if( E->aSeen[a[i]]==E->stamp ) continue;
      E->aSeen[a[i]] = E->stamp;
      E->aStack[nStack++] = a[i];
    }
  }
  return n;
}

/* Consider a hint: target candidate x (place it, or remove it), its
** complexity and sort key; kept when it sorts before the best so far. */
static void offer(Engine *E, int x, int place, int c, int sk, int tech){
  if( E->found && (c>E->bestC || (c==E->bestC && sk>=E->bestSk)) ) return;
  if( place && rate_popc(E->base[x/9])<2 ) return;   /* nothing to remove */
  E->found = 1;
  E->bestC = c;
  E->bestSk = sk;
  E->bestX = x;
  E->bestPlace = place;
  E->bestTech = tech;
}

/* The ancestors of the contradiction of R (both halves). */
static int absurd_complexity(Engine *E, const Run *R){
  int x = R->absurd;
  int pidOn = R->absurdFreshOn ? RUN_FRESH : PID(x, 1);
  int pidOff = R->absurdFreshOn ? PID(x, 0) : RUN_FRESH;
  return run_ancestors(E, R, pidOn) + run_ancestors(E, R, pidOff);
}

/*
** SE's reductions of a set of branches aRun[0..n-1] that cover every
** possibility (the candidates of a cell, or the places of a digit in a
** unit): a potential listed by all of them holds, in the order of the
** first branch; its complexity is the sum of its ancestors in each.
*/
static void reductions(Engine *E, Run **aRun, int n, int sk, int tech){
  int on, i, k;
  for(on=1; on>=0; on--){
    const Run *R0 = aRun[0];
    int nList = on ? R0->nOn : R0->nOff;
    const short *aList = on ? R0->aOn : R0->aOff;
    for(i=0; i<nList; i++){
      int x = aList[i], c = 0;
      for(k=1; k<n && has(on ? aRun[k]->on : aRun[k]->off, x); k++){}
      if( k<n ) continue;
      for(k=0; k<n; k++) c += run_ancestors(E, aRun[k], PID(x, on));
      offer(E, x, on, c, sk, tech);
    }
  }
}

/*
** SE's region forcing chains from cell c and digit e: for each unit of c
** where e has two places (or more, for multiple chains) and c is the
** first, the assumption of each place; R is c's own branch.
*/
static void region_chains(Engine *E, int c, int e, Run *R){
  int k;
  RateBits aUnit[3];
  aUnit[0] = chain_box(c);
  aUnit[1] = chain_row(c);
  aUnit[2] = chain_col(c);
  for(k=0; k<3; k++){
    RateBits m = E->basePlaces[e] & aUnit[k], two;
    Run *aRun[9];
    int n = 0;
    two = m & (m-1);
    if( rate_lowest_cell(m)!=c || two==0 ) continue;
    if( (two & (two-1))!=0 && !E->multiple ) continue;
    for(; m; m&=m-1){
      int q = rate_lowest_cell(m);
      if( q==c ){
        aRun[n++] = R;
      }else{
        aRun[n] = &E->aRegion[n];
        run_chain(E, aRun[n], PID(q*9+e, 1));
        n++;
      }
    }
    reductions(E, aRun, n, 6, E->aTech[TECH_REGION]);
  }
}

/*
** SE's hints from cell c (getMultipleChainsHintListForCell): per digit,
** its assumption true and false (contradictions, double forcing chains),
** region chains, then the cell's reductions.
*/
static void cell_chains(Engine *E, int c){
  int nCand = rate_popc(E->base[c]), n = 0;
  unsigned m;
  Run *aRun[9];
  for(m=E->base[c]; m; m&=m-1){
    int e = __builtin_ctz(m), x = c*9+e, i;
    Run *R = &E->aCell[n], *F = &E->off;
    int doDouble = nCand>=3 && !E->nishio && E->dynamic;
    int doContradiction = E->dynamic;
    aRun[n++] = R;
    run_chain(E, R, PID(x, 1));
    if( doContradiction && R->absurd>=0 ){
      offer(E, x, 0, absurd_complexity(E, R), 7, E->aTech[TECH_CONTRADICTION]);
    }
    if( doContradiction || doDouble ){
      run_chain(E, F, PID(x, 0));
      if( doContradiction && F->absurd>=0 ){
        offer(E, x, 1, absurd_complexity(E, F), 7,
              E->aTech[TECH_CONTRADICTION]);
      }
    }
    if( doDouble ){
      for(i=0; i<R->nOn; i++){
        int y = R->aOn[i];
        if( !has(F->on, y) ) continue;
        offer(E, y, 1, run_ancestors(E, R, PID(y, 1))
                       + run_ancestors(E, F, PID(y, 1)), 1,
              E->aTech[TECH_DOUBLE]);
      }
      for(i=0; i<R->nOff; i++){
        int y = R->aOff[i];
        if( !has(F->off, y) ) continue;
        offer(E, y, 0, run_ancestors(E, R, PID(y, 0))
                       + run_ancestors(E, F, PID(y, 0)), 1,
              E->aTech[TECH_DOUBLE]);
      }
    }
    if( !E->nishio ) region_chains(E, c, e, R);
  }
  if( !E->nishio && (nCand==2 || E->multiple) ){
    reductions(E, aRun, n, 5, E->aTech[TECH_CELL]);
  }
}

/*
** 1 when assuming candidate x on (or off) leads Nishio's chain to a
** contradiction.  Nishio follows x's digit alone, so its chain is decided
** on the digit's places: at the fixpoint, the places seeing an on cell
** are off, and a unit with an off place and one place left has it on
** (none left: a contradiction, once two places went).  Whether the chain
** meets a contradiction does not depend on the order SE follows it in;
** only the candidates that do are followed SE's way.
*/
static int nishio_contradicts(const Engine *E, int x, int on){
  RateBits places = E->basePlaces[x%9];
  RateBits cOn = on ? RATE_BIT(x/9) : 0, cOff = on ? 0 : RATE_BIT(x/9);
  int changed = 1, u;
  while( changed ){
    RateBits m, off = cOff;
    changed = 0;
    for(m=cOn; m; m&=m-1) off |= rate_bits(rate_peer_bits[rate_lowest_cell(m)]);
    off &= places;
    if( off & cOn ) return 1;
    changed = off!=cOff;
    cOff = off;
    for(u=0; u<27; u++){
      RateBits unit = rate_bits(rate_unit_bits[u]), rest;
      RateBits gone = cOff & unit;
      if( gone==0 ) continue;
      rest = places & unit & ~cOff;
      if( rest==0 ){
        if( gone & (gone-1) ) return 1;
      }else if( (rest & (rest-1))==0 && !(cOn & rest) ){
        cOn |= rest;
        changed = 1;
      }
    }
  }
  return 0;
}

/* SE's Nishio: the contradictions of each candidate assumed on, then
** off, cell by cell. */
static void nishio_chains(Engine *E, int c){
  unsigned m;
  for(m=E->base[c]; m; m&=m-1){
    int x = c*9+__builtin_ctz(m), on;
    for(on=1; on>=0; on--){
      Run *R = &E->off;
      if( !nishio_contradicts(E, x, on) ) continue;
      run_chain(E, R, PID(x, on));
      if( R->absurd>=0 ){
        offer(E, x, !on, absurd_complexity(E, R), 7,
              E->aTech[TECH_CONTRADICTION]);
      }
    }
  }
}

/* Run producer E over the state s; 1 with the hint in f when found. */
int rate_chaining(Engine *E, const RateState *s, RateFind *f){
  int c;
  memcpy(E->base, s->cand, sizeof(E->base));
  memset(E->basePlaces, 0, sizeof(E->basePlaces));
  for(c=0; c<81; c++){
    unsigned m;
    for(m=s->cand[c]; m; m&=m-1) E->basePlaces[__builtin_ctz(m)] |= RATE_BIT(c);
  }
  memset(E->nPlaced, 0, sizeof(E->nPlaced));
  for(c=0; c<81; c++) if( s->val[c] ) E->nPlaced[s->val[c]-1]++;
  E->found = 0;
  E->nProp = 0;
  E->stamp = 0;
  memset(E->aSeen, 0, sizeof(E->aSeen));
  for(c=0; c<81; c++){
    int n = rate_popc(s->cand[c]);
    if( E->nishio ){
      if( n>1 ) nishio_chains(E, c);
    }else if( n>2 || (n>1 && E->dynamic) ){
      cell_chains(E, c);
    }
  }
  work_charge(s->work, E->nProp*WORK_RATE_PROP);
  if( !E->found ) return 0;
  rate_find_start(f, E->bestTech,
                  chain_score(chain_difficulty(E->base_d, E->bestC)));
  if( E->bestPlace ){
    rate_find_place(f, E->bestX/9, E->bestX%9+1);
  }else{
    rate_find_elim(f, s, E->bestX/9, E->bestX%9+1);
  }
  return 1;
}

/* Run the producer with the given flags. */
static int producer(const RateState *s, RateFind *f, int multiple,
                    int dynamic, int nishio, int level, double base,
                    const int *aTech){
  Engine *E = (Engine*)malloc(sizeof(Engine));
  int found;
  if( E==0 ) return RATE_FIND_NOMEM;
  E->multiple = multiple;
  E->dynamic = dynamic;
  E->nishio = nishio;
  E->level = level;
  E->base_d = base;
  memcpy(E->aTech, aTech, sizeof(E->aTech));
  found = rate_chaining(E, s, f);
  free(E);
  return found;
}

int rate_find_nishio(const RateState *s, RateFind *f, int variant){
  static const int aTech[N_TECH] = {
    RATE_NISHIO, RATE_NISHIO, RATE_NISHIO, RATE_NISHIO
  };
  (void)variant;
  return producer(s, f, 0, 1, 1, 0, 7.5, aTech);
}

int rate_find_multiple(const RateState *s, RateFind *f, int variant){
  static const int aTech[N_TECH] = {
    RATE_CELL_FORCING, RATE_REGION_FORCING, RATE_CELL_FORCING,
    RATE_CELL_FORCING
  };
  (void)variant;
  return producer(s, f, 1, 0, 0, 0, 8.0, aTech);
}

int rate_find_dynamic(const RateState *s, RateFind *f, int variant){
  static const int aTech[N_TECH] = {
    RATE_DYNAMIC_CELL, RATE_DYNAMIC_REGION, RATE_DYNAMIC_CONTRADICTION,
    RATE_DYNAMIC_DOUBLE
  };
  (void)variant;
  return producer(s, f, 1, 1, 0, 0, 8.5, aTech);
}

int rate_find_dynamic_plus(const RateState *s, RateFind *f, int variant){
  static const int aTech[N_TECH] = {
    RATE_DYNAMIC_PLUS, RATE_DYNAMIC_PLUS, RATE_DYNAMIC_PLUS, RATE_DYNAMIC_PLUS
  };
  (void)variant;
  return producer(s, f, 1, 1, 0, 1, 9.0, aTech);
}
