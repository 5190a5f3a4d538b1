/* SPDX-License-Identifier: MIT */
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
**   Dynamic (+) (9.0+) the same, following also the simple rules of
**                      rate_plus.c on the way, and the nested levels
**                      (9.5+) the chaining producers of rate_nested.c.
**
** Each assumption is followed as SE's doChaining does: on potentials
** before off ones, each potential listed once with the potentials it came
** from (in a dynamic chain also those whose removal made it a single, its
** "hidden" parents), stopping at the first potential found both on and
** off.  A hint's complexity is the number of distinct potentials its
** chains come from (their ancestors), summed over its chains; all hints of
** one producer share a base, so SE's pick is the least complexity, then
** the least sort key, the first found on ties, which is what is kept.
**
** With threads (Work.threads), a dynamic producer's call on the rating's
** grid first makes the runs it will need on all of them (ChainJob
** below), then picks its hint on the calling thread as with one.
*/
#include "rate_forcing.h"

#include <stdlib.h>
#include <string.h>

/*
** Keep the runs of the last call that the grid's changes since cannot
** alter: a level 0 run reads only what run_reads() notes, so when no
** removed candidate lies in a cell it read or among the places of a
** digit in a unit it read, it would follow the same course.  New
** candidates, or the advanced steps of level 1 and up (which read the
** whole grid), make every run stale.
*/
static void keep_runs(ChainEngine *E, const unsigned short *cand){
  RateBits cells = 0;
  unsigned units[9] = {0, 0, 0, 0, 0, 0, 0, 0, 0};
  int c, x, e, stale = E->level>0 || E->geom;
  for(c=0; c<81 && !stale; c++){
    unsigned gone = E->prevBase[c] & ~cand[c];
    stale = (cand[c] & ~E->prevBase[c])!=0;
    if( gone ) cells |= RATE_BIT(c);
    for(; gone; gone&=gone-1) units[__builtin_ctz(gone)] |= rate_cell_units[c];
  }
  for(x=0; x<729; x++){
    const ChainRun *R = E->aOn[x];
    unsigned hit = 0;
    if( !E->aOnValid[x] ) continue;
    for(e=0; e<9; e++) hit |= R->seenUnits[e] & units[e];
    E->aOnValid[x] = !stale && (cand[x/9]>>(x%9) & 1)
       && (R->seenCells & cells)==0 && hit==0;
  }
  memcpy(E->prevBase, cand, sizeof(E->prevBase));
}

/*
** Count the potentials potential pid of R comes from, itself included,
** that this hint has not counted yet (SE's ancestor count when called
** once per hint).  Adds the complexity of the nested hints that removed
** any of them (each nested hint once per hint, as SE does), and, when
** listing hints, what the hint's chains rely on to E->spec and their
** signature to E->sig.  CHAIN_FRESH is the unlisted half of R's
** contradiction.  Stops counting once the count passes lim.
*/
static int ancestors(ChainEngine *E, const ChainRun *R, int pid, int lim){
  int n = 0, nStack = 0;
  E->stamp++;
  E->aStack[nStack++] = (short)pid;
  E->aSeen[pid] = E->stamp;
  while( nStack>0 ){
    int p = E->aStack[--nStack], i, nPar = R->aNPar[p] & ~CHAIN_PAR_NESTED;
    const short *a = &R->aPool[R->aFirst[p]];
    n++;
    if( R->aNPar[p] & CHAIN_PAR_NESTED ){
      int id = a[nPar] | a[nPar+1]<<15;
      if( E->aNestSeen[id]!=E->nestStamp ){
        E->aNestSeen[id] = E->nestStamp;
        n += E->aNestC[id];
      }
    }
    if( n>lim ) break;
    if( E->collect ){
      E->sig += chain_mix((unsigned long long)p+1);
      if( p & 1 ) chain_spec_add(&E->spec, E->geom, p/2, R->aCause[p]);
    }
    for(i=0; i<nPar; i++){
      if( E->aSeen[a[i]]==E->stamp ) continue;
      E->aSeen[a[i]] = E->stamp;
      E->aStack[nStack++] = a[i];
    }
  }
  return n;
}

/* Keep the hint of complexity c and sort key sk whose chains end at
** potentials aPid[k] of runs aRun[k] (k<n) as E's best (see
** offer_forcing_hint). */
static void keep_best(ChainEngine *E, int x, int place, int c, int sk,
                      int tech, ChainRun *const *aRun, const int *aPid,
                      int n){
  int k;
  E->found = 1;
  E->bestC = c;
  E->bestSk = sk;
  E->bestX = x;
  E->bestPlace = place;
  E->bestTech = tech;
  E->nBest = n;
  for(k=0; k<n; k++){
    E->aBestRoot[k] = aRun[k]->root;
    E->aBestPid[k] = aPid[k];
  }
}

/*
** Consider a hint whose chains end at potentials aPid[k] of runs aRun[k]
** (k<n), removing candidate x (or, with place, every other candidate of
** x's cell); `root` is the cause SE gives each run's assumption (cell and
** region forcing chains), CHAIN_CAUSE_NONE for others.  Its complexity is the
** sum of the ancestors in each run plus the complexity of its nested
** hints.  The best hint is kept (counting stops once a hint is worse),
** or every hint listed (and the one numbered E->whySeq kept too, to be
** described).
*/
static void offer_forcing_hint(ChainEngine *E, int x, int place, int sk,
                               int tech, ChainRun *const *aRun, const int *aPid,
                               int n, int root){
  int c = 0, k, lim = E->found && !E->collect ? E->bestC : 0x7fffffff;
  if( place && rate_popc(E->base[x/9])<2 ) return;   /* nothing to remove */
  E->nestStamp++;
  memset(&E->spec, 0, sizeof(E->spec));
  E->sig = 0;
  for(k=0; k<n; k++){
    c += ancestors(E, aRun[k], aPid[k], lim-c);
    if( c>lim ) return;
    if( E->collect ){
      E->sig = chain_mix(E->sig + (unsigned long long)aPid[k]);
    }
  }
  if( E->collect ){
    ChainHint *h = chain_hint_add(E->collect);
    if( h==0 ) return;
    /* each run's assumption, its first on potential, made by root */
    for(k=0; k<n && root!=CHAIN_CAUSE_NONE; k++){
      chain_spec_add(&E->spec, E->geom, aRun[k]->aOn[0], root);
    }
    h->d = chain_difficulty(E->base_d, c);
    h->c = c;
    h->sk = sk;
    h->seq = E->nSeq++;
    h->sig = E->sig;
    h->spec = E->spec;
    h->rem.n = 1;
    h->rem.aCell[0] = (unsigned char)(x/9);
    h->rem.aBits[0] = (unsigned short)(place ? E->base[x/9] & ~(1u<<(x%9))
                                         : 1u<<(x%9));
    if( h->seq==E->whySeq ) keep_best(E, x, place, c, sk, tech, aRun, aPid, n);
    return;
  }
  if( E->found && (c>E->bestC || (c==E->bestC && sk>=E->bestSk)) ) return;
  keep_best(E, x, place, c, sk, tech, aRun, aPid, n);
}

/* Offer the contradiction of R: x false (when R assumed x true) or true. */
static void offer_absurd(ChainEngine *E, ChainRun *R, int x, int place){
  ChainRun *aRun[2];
  int aPid[2], y = R->absurd;
  aRun[0] = aRun[1] = R;
  aPid[0] = R->absurdFreshOn ? CHAIN_FRESH : CHAIN_PID(y, 1);
  aPid[1] = R->absurdFreshOn ? CHAIN_PID(y, 0) : CHAIN_FRESH;
  offer_forcing_hint(E, x, place, 7, E->aTech[CHAIN_TECH_CONTRADICTION], aRun,
                     aPid, 2, CHAIN_CAUSE_NONE);
}

static ChainRun *on_run(ChainEngine *E, int x);

/* 1 when the branches aRun[0..n-1] that are made (not NULL) all list
** some potential other than "x false" (the branches of the others of
** a cell or a unit all list it). */
static int branches_meet(ChainRun *const *aRun, int n, int x){
  int on, k, w;
  for(on=1; on>=0; on--){
    unsigned long long all[12], any = 0;
    memset(all, 0xff, sizeof(all));
    if( !on ) all[x>>6] &= ~(1ULL<<(x&63));
    for(k=0; k<n; k++){
      const unsigned long long *m;
      if( aRun[k]==0 ) continue;
      m = on ? aRun[k]->on : aRun[k]->off;
      for(w=0; w<12; w++) all[w] &= m[w];
    }
    for(w=0; w<12; w++) any |= all[w];
    if( any ) return 1;
  }
  return 0;
}

/*
** SE's reductions of a set of branches aRun[0..n-1] that cover every
** possibility (the candidates of a cell, or the places of a digit in a
** unit): a potential listed by all of them holds, in the order of the
** first branch.  A NULL branch is the assumption of candidate `lazy`,
** the solution's: its run lists no "lazy false" (it has no
** contradiction), so it is made only when the other branches agree on
** something else.
*/
static void reductions(ChainEngine *E, ChainRun **aRun, int n, int lazy, int sk,
                       int tech, int root){
  int on, i, k, w;
  for(k=0; k<n && lazy>=0; k++){
    if( aRun[k] ) continue;
    if( !branches_meet(aRun, n, lazy) ) return;
    if( (aRun[k] = on_run(E, lazy))==0 ) return;
  }
  for(on=1; on>=0; on--){
    const ChainRun *R0 = aRun[0];
    int nList = on ? R0->nOn : R0->nOff;
    const short *aList = on ? R0->aOn : R0->aOff;
    unsigned long long all[12], any = 0;
    /* the candidates every branch lists */
    memcpy(all, on ? R0->on : R0->off, sizeof(all));
    for(k=1; k<n; k++){
      const unsigned long long *m = on ? aRun[k]->on : aRun[k]->off;
      for(w=0; w<12; w++) all[w] &= m[w];
    }
    for(w=0; w<12; w++) any |= all[w];
    for(i=0; any && i<nList; i++){
      int x = aList[i], aPid[9];
      if( !chain_xset_has(all, x) ) continue;
      for(k=0; k<n; k++) aPid[k] = CHAIN_PID(x, on);
      offer_forcing_hint(E, x, on, sk, tech, aRun, aPid, n, root);
    }
  }
}

/* The ChainRun in *pR, allocated on first use (NULL when out of memory). */
static ChainRun *run_slot(ChainRun **pR){
  if( *pR==0 && (*pR = (ChainRun*)malloc(sizeof(ChainRun)))!=0 ){
    (*pR)->aPool = 0;
    (*pR)->nPoolAlloc = 0;
  }
  return *pR;
}

/*
** The run of candidate x assumed true on E's grid (NULL when out of
** memory).  A nested producer charges a run kept from its last call as
** if it made it again: what it charges then depends on the grid alone,
** not on the grids its thread gave it before.
*/
static ChainRun *on_run(ChainEngine *E, int x){
  ChainRun *R = run_slot(&E->aOn[x]);
  if( R==0 ){
    E->oom = 1;
    return 0;
  }
  if( E->aOnValid[x]==0 ){
    chain_run(E, R, CHAIN_PID(x, 1));
  }else if( E->aOnValid[x]==1 && E->collect ){
    *E->pProp += (unsigned)(R->nOn+R->nOff);
  }
  E->aOnValid[x] = 2;
  return R;
}

/* The run of candidate x assumed false: the first phase's, else made in
** E->off. */
static ChainRun *off_run(ChainEngine *E, int x){
  if( E->aOffReady[x] ) return E->aOffRun[x];
  chain_run(E, &E->off, CHAIN_PID(x, 0));
  return &E->off;
}

/* chain_reach_meet() for digit e in the cells of m. */
static int reach_meet_cells(const ChainReach *r, RateBits m, int e){
  int aX[9], n = 0;
  for(; m; m&=m-1) aX[n++] = rate_lowest_cell(m)*9+e;
  return chain_reach_meet(r, aX, n);
}

/*
** SE's region forcing chains from cell c and digit e: for each unit of c
** where e has two places (or more, for multiple chains) and c is the
** first, the assumption of each place; R is c's own branch (NULL: not
** made yet).  A static producer skips the units where the places' chains
** imply nothing in common (E->pReach).
*/
static void region_chains(ChainEngine *E, int c, int e, ChainRun *R){
  int k, nUnit = 3, aU[3+RATE_MAX_XUNIT];
  RateBits aUnit[3+RATE_MAX_XUNIT];
  aUnit[0] = chain_box(c);
  aUnit[1] = chain_row(c);
  aUnit[2] = chain_col(c);
  if( E->geom ){
    nUnit = chain_units_of(E->geom, c, aU);
    for(k=3; k<nUnit; k++) aUnit[k] = rate_bits(E->geom->unitBits[aU[k]]);
  }
  for(k=0; k<nUnit; k++){
    RateBits m = E->basePlaces[e] & aUnit[k], two;
    ChainRun *aRun[9];
    int n = 0, lazy = -1, aQ[9], nQ = 0, i;
    two = m & (m-1);
    if( two==0 || (k<3 && rate_lowest_cell(m)!=c) ) continue;
    /* the places in the unit's order: that of their numbers, but in some
    ** of a variant's units */
    if( k<3 ){
      for(; m; m&=m-1) aQ[nQ++] = rate_lowest_cell(m);
    }else{
      for(i=0; i<9; i++){
        int q = E->geom->unit[aU[k]][i];
        if( m>>q & 1 ) aQ[nQ++] = q;
      }
    }
    if( aQ[0]!=c ) continue;
    if( (two & (two-1))!=0 && !E->multiple ) continue;
    if( E->pReach && !reach_meet_cells(E->pReach, E->basePlaces[e] & aUnit[k],
                                       e) ){
      continue;
    }
    for(i=0; i<nQ; i++){
      int q = aQ[i];
      if( q==c && R ){
        aRun[n++] = R;
      }else if( E->sol && E->sol[q]==e+1 ){
        aRun[n++] = 0;
        lazy = q*9+e;
      }else if( (aRun[n++] = on_run(E, q*9+e))==0 ){
        return;
      }
    }
    reductions(E, aRun, n, lazy, 6, E->aTech[CHAIN_TECH_REGION],
               CHAIN_CAUSE_BOX + (k<3 ? k : E->geom->kind[aU[k]]));
  }
}

/* 1 when a unit of cell c has two places of digit e on E's grid. */
static int off_leads(const ChainEngine *E, int c, int e){
  const unsigned char *aU = rate_cell_unit[c];
  if( E->geom ){
    unsigned long long us;
    for(us=E->geom->cellUnits[c]; us; us&=us-1){
      if( E->aBaseCnt[__builtin_ctzll(us)][e]==2 ) return 1;
    }
    return 0;
  }
  return E->aBaseCnt[aU[0]][e]==2 || E->aBaseCnt[aU[1]][e]==2
      || E->aBaseCnt[aU[2]][e]==2;
}

/* What cell_chains() does with candidate x = c*9+e of a cell of nCand:
** PLAN_* bits. */
#define PLAN_SOL    1   /* x is the solution's digit */
#define PLAN_OFF    2   /* "x false" is followed */
#define PLAN_DOUBLE 4   /* double forcing chains from x */
static unsigned cand_plan(const ChainEngine *E, int c, int e, int nCand){
  int doDouble = nCand>=3 && E->dynamic;
  int doContradiction = E->dynamic;
  /* x false holds when x is not the solution's digit, and a true
  ** assumption leads to no contradiction (every link holds in the
  ** solution): without double chains its run would give nothing */
  int isSol = E->sol && E->sol[c]==e+1;
  int doOff = doContradiction && (doDouble || E->sol==0 || isSol);
  /* in a cell of three or more, "x false" lists more than itself only
  ** where a unit of x has two places of its digit (the advanced steps
  ** aside): else it has no contradiction, and no double chains (x true
  ** never lists x false) */
  if( doOff && nCand>=3 && E->level==0 && !off_leads(E, c, e) ){
    doOff = doDouble = 0;
  }
  return (isSol ? PLAN_SOL : 0) | (doOff ? PLAN_OFF : 0)
       | (doDouble ? PLAN_DOUBLE : 0);
}

/*
** SE's hints from cell c (getMultipleChainsHintListForCell): per digit,
** its assumption true and false (contradictions, double forcing chains),
** region chains, then the cell's reductions.
*/
static void cell_chains(ChainEngine *E, int c){
  int nCand = rate_popc(E->base[c]), n = 0, lazy = -1;
  int doCell = nCand==2 || E->multiple;
  unsigned m;
  ChainRun *aRun[9];
  if( doCell && E->pReach ){
    int aX[9];
    for(m=E->base[c]; m; m&=m-1) aX[n++] = c*9+__builtin_ctz(m);
    doCell = chain_reach_meet(E->pReach, aX, n);
    n = 0;
  }
  for(m=E->base[c]; m; m&=m-1){
    int e = __builtin_ctz(m), x = c*9+e, i, on;
    ChainRun *R = 0, *F = &E->off, *aPair[2];
    unsigned plan = cand_plan(E, c, e, nCand);
    int doDouble = (plan & PLAN_DOUBLE)!=0;
    int doContradiction = E->dynamic;
    int doOff = (plan & PLAN_OFF)!=0;
    /* x true, when x is the solution's digit, is made only when needed:
    ** its run has no contradiction, and it is a branch of reductions
    ** (see reductions) and of double chains */
    if( plan & PLAN_SOL ){
      lazy = x;
    }else if( E->pReach==0 || doCell ){
      R = on_run(E, x);
      if( R==0 ) return;
    }
    aRun[n++] = R;
    if( doContradiction && R && R->absurd>=0 ) offer_absurd(E, R, x, 0);
    if( doOff ){
      F = off_run(E, x);
      if( F->absurd>=0 ) offer_absurd(E, F, x, 1);
    }
    /* x false lists only itself: no double chains */
    if( doDouble && R==0 && F->nOn+F->nOff>1 ){
      R = aRun[n-1] = on_run(E, x);
      if( R==0 ) return;
    }
    aPair[0] = R;
    aPair[1] = F;
    for(on=1; doDouble && R && on>=0; on--){
      int nList = on ? R->nOn : R->nOff;
      const short *aList = on ? R->aOn : R->aOff;
      for(i=0; i<nList; i++){
        int y = aList[i], aPid[2];
        if( !chain_xset_has(on ? F->on : F->off, y) ) continue;
        aPid[0] = aPid[1] = CHAIN_PID(y, on);
        offer_forcing_hint(E, y, on, 1, E->aTech[CHAIN_TECH_DOUBLE], aPair,
                           aPid, 2, CHAIN_CAUSE_NONE);
      }
    }
    region_chains(E, c, e, R);
  }
  if( doCell ){
    reductions(E, aRun, n, lazy, 5, E->aTech[CHAIN_TECH_CELL],
               CHAIN_CAUSE_CELL);
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
static int nishio_contradicts(const ChainEngine *E, int x, int on){
  RateBits places = E->basePlaces[x%9];
  RateBits cOn = on ? RATE_BIT(x/9) : 0, cOff = on ? 0 : RATE_BIT(x/9);
  int changed = 1, u, nUnit = E->geom ? E->geom->nUnit : 27;
  /* non-consecutive's links change the digit: no closed form */
  if( E->geom && E->geom->nc ) return 1;
  while( changed ){
    RateBits off = cOff, m;
    if( E->geom ){
      for(m=cOn; m; m&=m-1){
        off |= rate_bits(E->geom->peerBits[rate_lowest_cell(m)]);
      }
    }else{
      off |= rate_peers_of(cOn);
    }
    off &= places;
    if( off & cOn ) return 1;
    changed = off!=cOff;
    cOff = off;
    for(u=0; u<nUnit; u++){
      RateBits unit = rate_bits(u<27 ? rate_unit_bits[u]
                                     : E->geom->unitBits[u]), rest;
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

/* nishio_contradicts(), remembered while the places of x's digit stay
** as they were (they are all it reads). */
static int nishio_cached(ChainEngine *E, int x, int on){
  int e = x%9;
  unsigned char *p = &E->aNishio[x];
  if( E->aNishioKey[e]!=E->basePlaces[e] ){
    int c;
    for(c=0; c<81; c++) E->aNishio[c*9+e] = 0;
    E->aNishioKey[e] = E->basePlaces[e];
  }
  if( !(*p & (4<<on)) ){
    *p |= (unsigned char)((4 | nishio_contradicts(E, x, on))<<on);
  }
  return *p>>on & 1;
}

/* SE's Nishio: the contradictions of each candidate assumed on, then
** off, cell by cell (none from an assumption that holds in the
** solution, when it is known). */
static void nishio_chains(ChainEngine *E, int c){
  unsigned m;
  for(m=E->base[c]; m; m&=m-1){
    int x = c*9+__builtin_ctz(m), on;
    for(on=1; on>=0; on--){
      ChainRun *R = &E->off;
      if( E->sol && (E->sol[c]==x%9+1)==on ) continue;
      if( !nishio_cached(E, x, on) ) continue;
      chain_run(E, R, CHAIN_PID(x, on));
      if( R->absurd>=0 ) offer_absurd(E, R, x, !on);
    }
  }
}

/*
** The first phase of a dynamic producer's call with threads: the runs
** its cells will make in any case (each candidate assumed true, but the
** solution's, and false where cell_chains follows that), made by the
** threads of E->pPool, each taking the next one left, then likewise
** the solution's assumptions that those show it will need.  The second
** phase, cell_chains on the calling thread, finds them made (it makes
** any other it needs, as with one thread).  The same runs are made as
** with one thread, each once, so the same work is charged; a worker's
** nested producers charge what a grid costs, not what their thread saw
** before (on_run, rate_seen.c).
*/
typedef struct ChainJob ChainJob;
struct ChainJob {
  ChainEngine *E;
  int nTask;
  int iNext;                          /* the next task to take (atomic) */
  short aTask[2*729];                 /* the pids to follow */
  unsigned char aThread[2*729];       /* the thread that followed each
                                      ** (CHAIN_NONE: none, out of
                                      ** memory) */
  unsigned long long aProp[WORK_MAX_THREADS];   /* work, per thread */
};

#define CHAIN_NONE 0xff

/* Fewer runs than this are made on the calling thread alone. */
#define CHAIN_MIN_TASKS 16

/* Forget the nested hints E's chains used (a new call). */
static void nest_reset(ChainEngine *E){
  int k;
  E->nNest = 0;
  for(k=0; E->aNestHash && k<2*E->nNestAlloc; k++) E->aNestHash[k] = -1;
}

/* A job of the pool: take tasks of J until none is left. */
static void chain_job(void *pArg, int iThread){
  ChainJob *J = (ChainJob*)pArg;
  ChainEngine *E = J->E;
  ChainEngine *W = iThread ? E->apWorker[iThread-1] : E;
  unsigned long long *pProp = W->pProp;
  W->pProp = &J->aProp[iThread];
  for(;;){
    int k = __atomic_fetch_add(&J->iNext, 1, __ATOMIC_RELAXED), pid, x;
    ChainRun *R;
    if( k>=J->nTask ) break;
    pid = J->aTask[k];
    x = pid/2;
    R = run_slot(pid&1 ? &E->aOn[x] : &E->aOffRun[x]);
    if( R==0 ){
      W->oom = 1;
      break;
    }
    chain_run(W, R, pid);
    J->aThread[k] = (unsigned char)iThread;
    if( pid&1 ){
      E->aOnValid[x] = 2;
    }else{
      E->aOffReady[x] = 1;
    }
  }
  W->pProp = pProp;
}

/* The engine of E's k-th worker (0 and up), made on first use, set to
** follow chains on E's grid; NULL when out of memory. */
static ChainEngine *worker_engine(ChainEngine *E, int k){
  ChainEngine *W;
  if( k==E->nWorker ){
    W = (ChainEngine*)malloc(sizeof(ChainEngine));
    if( W==0 ) return 0;
    chain_engine_init(W, E->multiple, E->dynamic, E->nishio, E->level,
                      E->base_d);
    W->nestingLimit = E->nestingLimit;
    W->xNested = E->xNested;
    W->pSeen = E->pSeen;
    E->apWorker[E->nWorker++] = W;
  }
  W = E->apWorker[k];
  memcpy(W->base, E->base, sizeof(W->base));
  memcpy(W->basePlaces, E->basePlaces, sizeof(W->basePlaces));
  memcpy(W->aBaseCnt, E->aBaseCnt, sizeof(W->aBaseCnt));
  memcpy(W->aBasePos, E->aBasePos, sizeof(W->aBasePos));
  memcpy(W->nPlaced, E->nPlaced, sizeof(W->nPlaced));
  memcpy(W->aEmpty, E->aEmpty, sizeof(W->aEmpty));
  W->geom = E->geom;
  nest_reset(W);
  return W;
}

/* Give the nested hints that run R (made by worker W) names E's ids. */
static void run_renest(ChainEngine *E, const ChainEngine *W, ChainRun *R){
  int i;
  for(i=0; i<R->nOn+R->nOff; i++){
    int pid = i<R->nOn ? CHAIN_PID(R->aOn[i], 1)
                       : CHAIN_PID(R->aOff[i-R->nOn], 0);
    int nPar = R->aNPar[pid], id;
    short *a;
    if( !(nPar & CHAIN_PAR_NESTED) ) continue;
    a = &R->aPool[R->aFirst[pid] + (nPar & ~CHAIN_PAR_NESTED)];
    id = a[0] | a[1]<<15;
    id = chain_nest_id(E, W->aNestC[id], W->aNestSig[id]);
    if( id<0 ){
      E->oom = 1;
      return;
    }
    a[0] = (short)(id & 0x7fff);
    a[1] = (short)(id>>15 & 0x7fff);
  }
}

/* Make the runs of J's tasks on the threads of E's pool, and take the
** work and the nested hints of each worker's into E. */
static void chain_run_tasks(ChainEngine *E, ChainJob *J){
  int k, nThread = pool_size(E->pPool);
  for(k=0; k<nThread-1; k++){
    if( worker_engine(E, k)==0 ){
      E->oom = 1;
      return;
    }
  }
  J->E = E;
  J->iNext = 0;
  memset(J->aProp, 0, sizeof(J->aProp));
  memset(J->aThread, CHAIN_NONE, sizeof(J->aThread));
  pool_run(E->pPool, chain_job, J);
  for(k=0; k<nThread; k++) *E->pProp += J->aProp[k];
  for(k=0; k<J->nTask && !E->oom; k++){
    int pid = J->aTask[k];
    if( J->aThread[k]==0 || J->aThread[k]==CHAIN_NONE ) continue;
    run_renest(E, E->apWorker[J->aThread[k]-1],
               pid&1 ? E->aOn[pid/2] : E->aOffRun[pid/2]);
  }
  for(k=0; k<nThread-1; k++){
    ChainEngine *W = E->apWorker[k];
    if( W->oom ) E->oom = 1;
    W->oom = 0;
  }
}

/* The run of candidate x made by the first phase, else NULL. */
static ChainRun *made_on(const ChainEngine *E, int x){
  return E->aOnValid[x] ? E->aOn[x] : 0;
}

/*
** 1 when cell_chains() will make the run of the solution's candidate x
** (the lazy one) once the others are made: for double chains, when "x
** false" lists more than itself; for the reductions of x's cell or of a
** unit of x where its digit has other places, when the other branches
** meet (branches_meet).  A branch the first phase did not make (out of
** memory) leaves x to be made when needed.
*/
static int lazy_needed(const ChainEngine *E, int x){
  int c = x/9, e = x%9, nCand = rate_popc(E->base[c]), n = 0, k;
  unsigned m;
  ChainRun *aRun[9];
  if( (cand_plan(E, c, e, nCand) & PLAN_DOUBLE) && E->aOffReady[x] ){
    const ChainRun *F = E->aOffRun[x];
    if( F->nOn+F->nOff>1 ) return 1;
  }
  for(m=E->base[c] & ~(1u<<e); m; m&=m-1){
    if( (aRun[n++] = made_on(E, c*9+__builtin_ctz(m)))==0 ) return 0;
  }
  if( branches_meet(aRun, n, x) ) return 1;
  for(k=0; k<(E->geom ? E->geom->nUnit : 3); k++){
    RateBits unit, b;
    if( E->geom ){
      /* a variant's units of c, in SE's order (chain_units_of) */
      int aU[3+RATE_MAX_XUNIT], nU = chain_units_of(E->geom, c, aU);
      if( k>=nU ) break;
      unit = rate_bits(E->geom->unitBits[aU[k]]);
    }else{
      unit = rate_bits(rate_unit_bits[rate_se_region_of(c, k)]);
    }
    b = E->basePlaces[e] & unit & ~RATE_BIT(c);
    if( b==0 ) continue;
    for(n=0; b; b&=b-1){
      if( (aRun[n++] = made_on(E, rate_lowest_cell(b)*9+e))==0 ) return 0;
    }
    if( branches_meet(aRun, n, x) ) return 1;
  }
  return 0;
}

/*
** The first phase (see ChainJob) of E's call on its grid: the runs its
** cells make in any case, then those of the solution's candidates that
** the others show it will make.
*/
static void chain_first_phase(ChainEngine *E){
  ChainJob J;
  int c, k;
  J.nTask = 0;
  for(c=0; c<81; c++){
    int n = rate_popc(E->base[c]);
    unsigned m;
    if( n<2 ) continue;
    for(m=E->base[c]; m; m&=m-1){
      int e = __builtin_ctz(m), x = c*9+e;
      unsigned plan = cand_plan(E, c, e, n);
      if( !(plan & PLAN_SOL) && E->aOnValid[x]==0 ){
        J.aTask[J.nTask++] = (short)CHAIN_PID(x, 1);
      }
      if( plan & PLAN_OFF ) J.aTask[J.nTask++] = (short)CHAIN_PID(x, 0);
    }
  }
  if( J.nTask<CHAIN_MIN_TASKS ) return;
  chain_run_tasks(E, &J);
  if( E->oom || E->sol==0 ) return;
  J.nTask = 0;
  for(c=0; c<81; c++){
    k = c*9+E->sol[c]-1;
    if( E->base[c] && E->aOnValid[k]==0 && lazy_needed(E, k) ){
      J.aTask[J.nTask++] = (short)CHAIN_PID(k, 1);
    }
  }
  if( J.nTask>1 ) chain_run_tasks(E, &J);
}

/* Start a producer with SE's Chaining flags and base difficulty. */
void chain_engine_init(ChainEngine *E, int multiple, int dynamic,
                       int nishio, int level, double base){
  E->multiple = multiple;
  E->dynamic = dynamic;
  E->nishio = nishio;
  E->level = level;
  E->nestingLimit = 0;
  E->base_d = base;
  E->sol = 0;
  E->geom = 0;
  E->collect = 0;
  E->whySeq = -1;
  E->pRec = 0;
  E->nNest = E->nNestAlloc = 0;
  E->aNestC = 0;
  E->aNestSig = 0;
  E->aNestSeen = 0;
  E->aNestHash = 0;
  E->pSub = 0;
  E->xNested = 0;
  E->pSearch = 0;
  E->pSeen = 0;
  E->pReach = 0;
  E->reachShared = 0;
  E->oom = 0;
  E->pPool = 0;
  E->nWorker = 0;
  memset(E->aOffRun, 0, sizeof(E->aOffRun));
  memset(E->aOffReady, 0, sizeof(E->aOffReady));
  E->off.aPool = 0;
  E->off.nPoolAlloc = 0;
  memset(E->aOn, 0, sizeof(E->aOn));
  memset(E->aOnValid, 0, sizeof(E->aOnValid));
  memset(E->prevBase, 0, sizeof(E->prevBase));
  memset(E->aNishio, 0, sizeof(E->aNishio));
  memset(E->aNishioKey, 0, sizeof(E->aNishioKey));
}

/* Let static producer E use search q's reach sets, which the search
** made on the grid E then looks at, when it made none of its own. */
void chain_engine_share_reach(ChainEngine *E, ChainSearch *q){
  if( E->pReach==0 && q ){
    E->pReach = chain_search_reach(q);
    E->reachShared = 1;
  }
}

/* Free what a producer allocated (its nested producers too). */
void chain_engine_free(ChainEngine *E){
  int k;
  if( E->pSub ){
    chain_engine_free(E->pSub);
    free(E->pSub);
  }
  for(k=0; k<E->nWorker; k++){
    chain_engine_free(E->apWorker[k]);
    free(E->apWorker[k]);
  }
  for(k=0; k<729; k++){
    if( E->aOn[k] ){
      free(E->aOn[k]->aPool);
      free(E->aOn[k]);
    }
    if( E->aOffRun[k] ){
      free(E->aOffRun[k]->aPool);
      free(E->aOffRun[k]);
    }
  }
  free(E->off.aPool);
  chain_search_free(E->pSearch);
  if( !E->reachShared ) free(E->pReach);
  free(E->aNestC);
  free(E->aNestSig);
  free(E->aNestSeen);
  free(E->aNestHash);
}

/*
** Run producer E on the grid cand (nPlaced: cells holding each digit):
** its best hint in E->found and E->best*, or with E->collect set every
** hint listed there.
*/
void chain_produce(ChainEngine *E, const unsigned short *cand,
                   const unsigned char *nPlaced){
  int c, nUnit = E->geom ? E->geom->nUnit : 27;
  memcpy(E->base, cand, sizeof(E->base));
  memcpy(E->nPlaced, nPlaced, sizeof(E->nPlaced));
  memset(E->basePlaces, 0, sizeof(E->basePlaces));
  memset(E->aEmpty, 0, sizeof(E->aEmpty[0])*(size_t)nUnit);
  memset(E->aBaseCnt, 0, sizeof(E->aBaseCnt[0])*(size_t)nUnit);
  for(c=0; c<81; c++){
    unsigned m;
    for(m=cand[c]; m; m&=m-1){
      int e = __builtin_ctz(m);
      E->basePlaces[e] |= RATE_BIT(c);
      E->aBaseCnt[rate_cell_unit[c][0]][e]++;
      E->aBaseCnt[rate_cell_unit[c][1]][e]++;
      E->aBaseCnt[rate_cell_unit[c][2]][e]++;
    }
    if( cand[c] ){
      E->aEmpty[rate_cell_unit[c][0]]++;
      E->aEmpty[rate_cell_unit[c][1]]++;
      E->aEmpty[rate_cell_unit[c][2]]++;
    }
    if( E->geom ){
      /* a variant's units too */
      unsigned long long us;
      for(us=E->geom->cellUnits[c]>>27<<27; us; us&=us-1){
        int u = __builtin_ctzll(us);
        for(m=cand[c]; m; m&=m-1) E->aBaseCnt[u][__builtin_ctz(m)]++;
        if( cand[c] ) E->aEmpty[u]++;
      }
    }
  }
  if( E->level>0 ) rate_positions(cand, E->aBasePos);
  E->found = 0;
  E->nSeq = 0;
  keep_runs(E, cand);
  nest_reset(E);
  memset(E->aOffReady, 0, sizeof(E->aOffReady));
  E->nestStamp = 0;
  E->stamp = 0;
  memset(E->aSeen, 0, sizeof(E->aSeen));
  if( !E->dynamic && !E->nishio && E->level==0 ){
    if( E->pReach==0 && (E->pReach = chain_reach_new())==0 ){
      E->oom = 1;
      return;
    }
    chain_reach_build(E->pReach, E->geom, cand, E->basePlaces);
  }
  if( E->pPool && E->dynamic && !E->nishio && E->pReach==0 && !E->collect ){
    chain_first_phase(E);
  }
  for(c=0; c<81; c++){
    int n = rate_popc(cand[c]);
    if( E->nishio ){
      if( n>1 ) nishio_chains(E, c);
    }else if( n>2 || (n>1 && E->dynamic) ){
      cell_chains(E, c);
    }
  }
}
