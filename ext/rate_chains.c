/*
** rate_chains.c: Sudoku Explainer's "Forcing Chains & Cycles" producer,
** the first chaining technique SE tries (6.5 and up):
**
**   Bidirectional X-Cycle (6.5+)  a loop of one digit through units,
**   Bidirectional Y-Cycle (6.5+)  a loop through bivalue cells,
**   Bidirectional Cycle (7.0+)    a loop with both kinds of links,
**   Forcing X-Chain (6.6+)        a candidate that implies its own
**                                 negation through units of one digit,
**   Forcing Chain (7.0+)          the same with both kinds of links.
**
** SE searches three passes (X links, Y links, both), and in each every
** candidate of every empty cell in order: assumed true, a layered
** breadth-first search of implications looks for the candidate coming
** back true (a cycle) and, with X links, for it coming back false; the
** candidate assumed false is searched for it coming back true.  Each hint
** is rated by its complexity (the potentials of its chain) and SE keeps
** the least by (difficulty, complexity, kind), first found on ties.  The
** searches below follow SE's order of implications exactly, so that they
** find the same chains, and stop a search as soon as no chain it can
** still find would sort before the best hint so far.
*/
#include "rate_chain.h"

#include <stdlib.h>
#include <string.h>

/* Most nodes of one cycle search: on potentials are listed once each, off
** potentials once per on potential that implies them (at most 28). */
#define MAX_NODE (729*30)

/* The three passes: which links a chain may use. */
enum { PASS_X, PASS_Y, PASS_XY };

typedef struct Search Search;
struct Search {
  const RateState *s;
  RateBits places[9];          /* cells where each digit is a candidate */
  int y, x;                    /* cell links / unit links allowed */
  /* nodes: potential (2*x+on) and the node it came from (-1: none) */
  int nNode;
  short aPid[MAX_NODE];
  int aPar[MAX_NODE];
  int aPendOn[729], nPendOn;   /* nodes of on potentials to expand */
  int aPendOff[MAX_NODE], nPendOff;
  unsigned aOnSeen[729];       /* == stamp when listed as on */
  unsigned aOffSeen[729];      /* == stamp when listed as off */
  unsigned stamp;
  /* the best hint so far */
  ChainKey best;
  int found;
  int tech;
  int place;                   /* the hint places x (else eliminates) */
  int xTarget;                 /* the candidate of a forcing chain */
  RateBits aRemove[9];         /* a cycle's eliminations, per digit */
};

/* Add a node for potential pid from node par; returns its index. */
static int add_node(Search *q, int pid, int par){
  int k = q->nNode++;
  q->aPid[k] = (short)pid;
  q->aPar[k] = par;
  return k;
}

/*
** The potentials (candidates, as x) that "x true" makes false, in SE's
** order: the cell's other digits (with cell links), then the digit's
** other places in the box, the row and the column, each cell once.
*/
static int on_to_off(const Search *q, int x, int *aOut){
  int c = x/9, e = x%9, n = 0;
  RateBits box = chain_box(c), m;
  unsigned v;
  if( q->y ){
    for(v=q->s->cand[c] & ~(1u<<e); v; v&=v-1) aOut[n++] = c*9+__builtin_ctz(v);
  }
  m = q->places[e] & ~RATE_BIT(c);
  for(RateBits b = m & box; b; b&=b-1) aOut[n++] = rate_lowest_cell(b)*9+e;
  for(RateBits b = m & chain_row(c) & ~box; b; b&=b-1){
    aOut[n++] = rate_lowest_cell(b)*9+e;
  }
  for(RateBits b = m & chain_col(c) & ~box; b; b&=b-1){
    aOut[n++] = rate_lowest_cell(b)*9+e;
  }
  return n;
}

/*
** The potentials that "x false" makes true, in SE's order: the other digit
** of a bivalue cell (cell links), then the other place of the digit in
** the box, the row and the column when it has only two (unit links; a
** cell found twice is listed once).  `units` allows the unit links.
*/
static int off_to_on(const Search *q, int x, int units, int *aOut){
  int c = x/9, e = x%9, n = 0, k;
  unsigned m = q->s->cand[c];
  if( q->y && rate_popc(m)==2 ){
    aOut[n++] = c*9+__builtin_ctz(m & ~(1u<<e));
  }
  if( units ){
    RateBits aUnit[3];
    aUnit[0] = chain_box(c);
    aUnit[1] = chain_row(c);
    aUnit[2] = chain_col(c);
    for(k=0; k<3; k++){
      RateBits o = q->places[e] & aUnit[k] & ~RATE_BIT(c);
      int y;
      if( o==0 || (o & (o-1))!=0 ) continue;
      y = rate_lowest_cell(o)*9+e;
      if( n==0 || aOut[n-1]!=y ) aOut[n++] = y;
    }
  }
  return n;
}

/* 1 when potential pid is on the path from node k back to the start. */
static int on_path(const Search *q, int k, int pid){
  for(k=q->aPar[k]; k>=0; k=q->aPar[k]){
    if( q->aPid[k]==pid ) return 1;
  }
  return 0;
}

/* The key of a hint of base `base` and complexity c in this pass. */
static ChainKey pass_key(double base, int c, int sk){
  ChainKey k;
  k.d = chain_difficulty(base, c);
  k.c = c;
  k.sk = sk;
  return k;
}

/* 1 when a hint of this base and complexity would sort before the best. */
static int may_win(const Search *q, double base, int c, int sk){
  ChainKey k = pass_key(base, c, sk);
  return !q->found || chain_key_less(&k, &q->best);
}

/*
** The eliminations of the cycle that closes at node par (whose next
** potential is the start again): candidates outside the loop's cells that
** see, with its digit, both an on and an off potential of the loop.
** Returns 1 when there is at least one.
*/
static int cycle_removes(const Search *q, int par, int xStart,
                         RateBits *aRemove){
  RateBits cells = RATE_BIT(xStart/9), aOn[9], aOff[9];
  int k, e, any = 0;
  memset(aOn, 0, sizeof(aOn));
  memset(aOff, 0, sizeof(aOff));
  for(k=par; q->aPar[k]>=0; k=q->aPar[k]) cells |= RATE_BIT(q->aPid[k]/18);
  aOn[xStart%9] |= rate_bits(rate_peer_bits[xStart/9]);
  for(k=par; q->aPar[k]>=0; k=q->aPar[k]){
    int pid = q->aPid[k], c = pid/18;
    RateBits *a = (pid & 1) ? aOn : aOff;
    a[pid/2%9] |= rate_bits(rate_peer_bits[c]);
  }
  for(e=0; e<9; e++){
    aRemove[e] = aOn[e] & aOff[e] & q->places[e] & ~cells;
    any |= aRemove[e]!=0;
  }
  return any;
}

/*
** SE's cycle search from "xStart true": layered, on potentials listed once
** and off potentials once per on potential implying them (unless already
** on its path); each time the start comes back true after 4 links or
** more, that loop is a cycle hint.
*/
static void find_cycles(Search *q, int xStart, double base, int sk, int tech){
  int aNext[32], r, i, j, n;
  int *aOff = q->aPendOff;
  q->stamp++;
  q->nNode = 0;
  q->nPendOn = 0;
  q->aPendOn[q->nPendOn++] = add_node(q, 2*xStart+1, -1);
  q->aOnSeen[xStart] = q->stamp;
  for(r=1; q->nPendOn>0; r++){
    int nOn = q->nPendOn;
    /* a loop closed this round has 2r potentials */
    if( !may_win(q, base, 2*r, sk) ) return;
    q->nPendOff = 0;
    for(i=0; i<nOn; i++){
      int k = q->aPendOn[i];
      n = on_to_off(q, q->aPid[k]/2, aNext);
      for(j=0; j<n; j++){
        if( on_path(q, k, 2*aNext[j]) ) continue;
        if( q->nNode>=MAX_NODE ) return;
        aOff[q->nPendOff++] = add_node(q, 2*aNext[j], k);
      }
    }
    q->nPendOn = 0;
    for(i=0; i<q->nPendOff; i++){
      int k = aOff[i];
      n = off_to_on(q, q->aPid[k]/2, q->x, aNext);
      for(j=0; j<n; j++){
        int y = aNext[j];
        if( y==xStart && r>=2 ){
          RateBits aRemove[9];
          if( cycle_removes(q, k, xStart, aRemove) ){
            q->found = 1;
            q->best = pass_key(base, 2*r, sk);
            q->tech = tech;
            q->xTarget = -1;
            memcpy(q->aRemove, aRemove, sizeof(aRemove));
            return;
          }
        }
        if( q->aOnSeen[y]==q->stamp ) continue;
        q->aOnSeen[y] = q->stamp;
        if( q->nNode>=MAX_NODE ) return;
        q->aPendOn[q->nPendOn++] = add_node(q, 2*y+1, k);
      }
    }
  }
}

/*
** SE's forcing chain search from xStart assumed true (on=1) or false:
** layered breadth first, every potential listed once; the chain is found
** when xStart comes back with the opposite value.  A chain found in round
** r holds 2r potentials.
*/
static void find_forcing(Search *q, int xStart, int on, double base, int sk,
                         int tech){
  int aNext[32], r, i, j, n;
  q->stamp++;
  q->nNode = 0;
  q->nPendOn = q->nPendOff = 0;
  if( on ){
    q->aPendOn[q->nPendOn++] = add_node(q, 2*xStart+1, -1);
    q->aOnSeen[xStart] = q->stamp;
  }else{
    q->aPendOff[q->nPendOff++] = add_node(q, 2*xStart, -1);
    q->aOffSeen[xStart] = q->stamp;
  }
  for(r=1; q->nPendOn>0 || q->nPendOff>0; r++){
    int nOn = q->nPendOn, nOff;
    if( r>=2 && !may_win(q, base, 2*r, sk) ) return;
    for(i=0; i<nOn; i++){
      int k = q->aPendOn[i];
      n = on_to_off(q, q->aPid[k]/2, aNext);
      for(j=0; j<n; j++){
        int y = aNext[j];
        if( on && y==xStart ){
          q->found = 1;
          q->best = pass_key(base, 2*r, sk);
          q->tech = tech;
          q->xTarget = xStart;
          q->place = 0;
          return;
        }
        if( q->aOffSeen[y]==q->stamp ) continue;
        q->aOffSeen[y] = q->stamp;
        q->aPendOff[q->nPendOff++] = add_node(q, 2*y, k);
      }
    }
    q->nPendOn = 0;
    nOff = q->nPendOff;
    for(i=0; i<nOff; i++){
      int k = q->aPendOff[i];
      n = off_to_on(q, q->aPid[k]/2, 1, aNext);
      for(j=0; j<n; j++){
        int y = aNext[j];
        if( !on && y==xStart ){
          q->found = 1;
          q->best = pass_key(base, 2*r, sk);
          q->tech = tech;
          q->xTarget = xStart;
          q->place = 1;
          return;
        }
        if( q->aOnSeen[y]==q->stamp ) continue;
        q->aOnSeen[y] = q->stamp;
        q->aPendOn[q->nPendOn++] = add_node(q, 2*y+1, k);
      }
    }
    q->nPendOff = 0;   /* all expanded: the off pass adds none */
  }
}

/* Write the best hint into f. */
static void write_hint(const Search *q, RateFind *f){
  const RateState *s = q->s;
  int e;
  rate_find_start(f, q->tech, chain_score(q->best.d));
  if( q->xTarget>=0 ){
    int c = q->xTarget/9, d = q->xTarget%9+1;
    if( q->place ){
      rate_find_place(f, c, d);
    }else{
      rate_find_elim(f, s, c, d);
    }
    return;
  }
  for(e=0; e<9; e++){
    RateBits m;
    for(m=q->aRemove[e]; m; m&=m-1) rate_find_elim(f, s, rate_lowest_cell(m), e+1);
  }
}

int rate_find_forcing_chain(const RateState *s, RateFind *f, int variant){
  static const struct {
    int y, x, sk, cycleTech, chainTech;
    double cycleBase, chainBase;
  } aPass[3] = {
    { 0, 1, 2, RATE_X_CYCLE,  RATE_FORCING_X_CHAIN, 6.5, 6.6 },
    { 1, 0, 3, RATE_Y_CYCLE,  -1,                   6.5, 0.0 },
    { 1, 1, 4, RATE_XY_CYCLE, RATE_FORCING_CHAIN,   7.0, 7.0 },
  };
  Search *q = (Search*)malloc(sizeof(Search));
  int p, c, e, found;
  unsigned long long nSearch = 0;
  (void)variant;
  if( q==0 ) return RATE_FIND_NOMEM;
  memset(q->places, 0, sizeof(q->places));
  memset(q->aOnSeen, 0, sizeof(q->aOnSeen));
  memset(q->aOffSeen, 0, sizeof(q->aOffSeen));
  q->stamp = 0;
  q->s = s;
  q->found = 0;
  for(c=0; c<81; c++){
    unsigned m;
    for(m=s->cand[c]; m; m&=m-1) q->places[__builtin_ctz(m)] |= RATE_BIT(c);
  }
  for(p=PASS_X; p<=PASS_XY; p++){
    q->y = aPass[p].y;
    q->x = aPass[p].x;
    for(c=0; c<81; c++){
      int n = rate_popc(s->cand[c]);
      if( n<2 || (!q->x && n>2) ) continue;
      for(e=0; e<9; e++){
        int x = c*9+e;
        if( !(s->cand[c]>>e & 1) ) continue;
        find_cycles(q, x, aPass[p].cycleBase, aPass[p].sk, aPass[p].cycleTech);
        nSearch++;
        if( !q->x ) continue;
        find_forcing(q, x, 1, aPass[p].chainBase, aPass[p].sk,
                     aPass[p].chainTech);
        find_forcing(q, x, 0, aPass[p].chainBase, aPass[p].sk,
                     aPass[p].chainTech);
        nSearch += 2;
      }
    }
  }
  work_charge(s->work, nSearch*WORK_RATE_PROP);
  found = q->found;
  if( found ) write_hint(q, f);
  free(q);
  return found;
}
