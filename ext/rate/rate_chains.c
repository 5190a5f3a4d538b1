/* SPDX-License-Identifier: MIT */
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
** still find would sort before the best hint so far.  rate_reach.c's
** sets rule searches out: a forcing chain needs the start's assumption
** to reach its own negation, and a cycle with eliminations needs a
** component of the links (where all its links lie) whose potentials
** hold a digit on in one cell and off in another that a candidate of
** that digit sees.
*/
#include "rate_forcing.h"

#include <stdlib.h>
#include <string.h>

/* Most nodes of one search: every potential once. */
#define MAX_NODE (2*729)

/* The three passes: which links a chain may use. */
enum { PASS_X, PASS_Y, PASS_XY };

/* A listed hint to describe (chain_search_why): its number in the
** listing, and its chain's potentials and their causes, taken when it is
** listed (n: 0 until then); a cycle's chain closes its loop. */
typedef struct ChainWant ChainWant;
struct ChainWant {
  int seq, n, cycle;
  int aP[MAX_NODE+2];
  unsigned char aC[MAX_NODE+2];
};

struct ChainSearch {
  const unsigned short *cand;  /* the grid searched */
  const RateGeom *geom;        /* a variant's units and peers, or 0 */
  ChainHints *collect;           /* list every hint here, not the best */
  int nSeq;
  ChainWant *pWant;            /* describing: the listed hint to take */
  RateBits places[9];          /* cells where each digit is a candidate */
  int y, x;                    /* cell links / unit links allowed */
  /* nodes: potential (2*x+on) and the node it came from (-1: none);
  ** off potentials that make nothing true in the pass are only counted
  ** (nDead), as they lead nowhere */
  int nNode, nDead;
  short aPid[MAX_NODE];
  int aPar[MAX_NODE];
  unsigned char aCause[MAX_NODE];   /* how SE's chain made it (CAUSE_*) */
  int aPendOn[729], nPendOn;   /* nodes of on potentials to expand */
  int aPendOff[MAX_NODE], nPendOff;
  const ChainLinks *L;           /* the links, made once for the three
                               ** passes (pReach's) */
  unsigned aOnSeen[729];       /* == stamp when listed as on */
  unsigned aOffSeen[729];      /* == stamp when listed as off */
  unsigned aPred[729];         /* == stamp: "false" makes the start true */
  unsigned char aLive[3][729]; /* 1: "false" makes something true, per
                               ** pass */
  const unsigned char *live;   /* that of the running pass */
  ChainReach *pReach;            /* what each potential can imply, with
                               ** both kinds of links (every pass's
                               ** links are among them) */
  unsigned stamp;
  /* the best hint so far */
  ChainKey best;
  int found;
  int tech;
  int place;                   /* the hint places x (else eliminates) */
  int xTarget;                 /* the candidate of a forcing chain */
  int bestPass, bestStart;     /* its pass and the candidate its search
                               ** started from (to describe it) */
  RateBits aRemove[9];         /* a cycle's eliminations, per digit */
};

/* The peers of cell c, a variant's when the search has one. */
static RateBits peers(const ChainSearch *q, int c){
  return rate_bits(q->geom ? q->geom->peerBits[c] : rate_peer_bits[c]);
}

/* Add a node for potential pid from node par; returns its index. */
static int add_node(ChainSearch *q, int pid, int par, int cause){
  int k = q->nNode++;
  q->aPid[k] = (short)pid;
  q->aPar[k] = par;
  q->aCause[k] = (unsigned char)cause;
  return k;
}

/* Take the links of every candidate (in SE's order, with both kinds) from
** the reach sets' grid: a pass uses a range of them (see links_on_off,
** links_off_on), and aLive[p] says which candidates' "false" makes
** something true in pass p. */
static void take_links(ChainSearch *q){
  const ChainLinks *L = q->L = chain_reach_links(q->pReach);
  int c, e;
  for(c=0; c<81; c++){
    for(e=0; e<9; e++){
      int x = c*9+e;
      if( !(q->cand[c]>>e & 1) ) continue;
      q->aLive[PASS_X][x] = L->aUnit[2*x]<L->aFirst[2*x+1];
      q->aLive[PASS_Y][x] = L->aFirst[2*x]<L->aUnit[2*x];
      q->aLive[PASS_XY][x] = L->aFirst[2*x]<L->aFirst[2*x+1];
    }
  }
}

/* The links the pass uses from "x true": its cell links with y, and its
** unit links; from "x false": its cell link with y, its unit links with
** x.  Indexes [*pj, *pEnd) of the links' aTo. */
static inline void links_on_off(const ChainSearch *q, int x, int *pj,
                                int *pEnd){
  *pj = q->y ? q->L->aFirst[2*x+1] : q->L->aUnit[2*x+1];
  *pEnd = q->L->aFirst[2*x+2];
}
static inline void links_off_on(const ChainSearch *q, int x, int *pj,
                                int *pEnd){
  *pj = q->y ? q->L->aFirst[2*x] : q->L->aUnit[2*x];
  *pEnd = q->x ? q->L->aFirst[2*x+1] : q->L->aUnit[2*x];
}

/* 1 when potential pid is on the path from node k back to the start. */
static int on_path(const ChainSearch *q, int k, int pid){
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
static int may_win(const ChainSearch *q, double base, int c, int sk){
  ChainKey k;
  if( q->collect || !q->found ) return 1;
  k = pass_key(base, c, sk);
  return chain_key_less(&k, &q->best);
}

/*
** The eliminations of the loop made of the path from the start to node p,
** then off potential y, then the start again: candidates outside the
** loop's cells that see, with their digit, both an on and an off
** potential of the loop.  Returns 1 when there is at least one.
*/
static int cycle_removes(const ChainSearch *q, int p, int y, int xStart,
                         RateBits *aRemove){
  RateBits cells = RATE_BIT(xStart/9) | RATE_BIT(y/9), aOn[9], aOff[9];
  int k, e, any = 0;
  memset(aOn, 0, sizeof(aOn));
  memset(aOff, 0, sizeof(aOff));
  aOn[xStart%9] |= peers(q, xStart/9);
  aOff[y%9] |= peers(q, y/9);
  for(k=p; q->aPar[k]>=0; k=q->aPar[k]){
    int pid = q->aPid[k], c = pid/18;
    RateBits *a = (pid & 1) ? aOn : aOff;
    cells |= RATE_BIT(c);
    a[pid/2%9] |= peers(q, c);
  }
  for(e=0; e<9; e++){
    aRemove[e] = aOn[e] & aOff[e] & q->places[e] & ~cells;
    any |= aRemove[e]!=0;
  }
  return any;
}

/* Mark (aPred[y]==stamp) the candidates y whose "y false" makes xStart
** true in this pass: the links are symmetric (the other digit of a
** bivalue cell, the other place of a digit in a unit holding two), so
** they are the ones "xStart false" makes true.  Returns their number. */
static int mark_preds(ChainSearch *q, int xStart){
  int j, end, n;
  links_off_on(q, xStart, &j, &end);
  for(n=end-j; j<end; j++) q->aPred[q->L->aTo[j]>>1] = q->stamp;
  return n;
}

/* What one search found: a cycle (its round and eliminations) and a
** forcing chain (its round), 0 for none. */
typedef struct Found Found;
struct Found {
  int cycleRound, chainRound;
  int chainNode;               /* the node the chain's last link left */
  int chainCause;              /* and how it made xStart true (from off) */
  int cycleNode, cycleY;       /* the cycle's last on node, and the off
                               ** candidate that closes it */
  RateBits aRemove[9];
};

/* Add to h's spec the on potentials from node k back to the start
** (excluded); with offs, the off ones too (a cycle's reversed chain has
** them on).  The signature hashes every potential of the path. */
static void spec_path(const ChainSearch *q, int k, ChainHint *h, int offs){
  for(; k>=0; k=q->aPar[k]){
    h->sig = chain_mix(h->sig + (unsigned long long)q->aPid[k]);
    if( q->aPar[k]<0 ) break;
    if( (q->aPid[k] & 1) || offs ){
      chain_spec_add(&h->spec, q->geom, q->aPid[k]/2, q->aCause[k]);
    }
  }
}

/* The cause by which "y false" makes x true. */
static int cause_of(const ChainSearch *q, int y, int x){
  int j, end;
  links_off_on(q, y, &j, &end);
  for(; j<end && q->L->aTo[j]>>1!=x; j++){}
  return j<end ? q->L->aCause[j] : CHAIN_CAUSE_NONE;
}

/* A new hint in the list, with its rating and order. */
static ChainHint *new_hint(ChainSearch *q, double base, int c, int sk){
  ChainHint *h = chain_hint_add(q->collect);
  if( h==0 ) return 0;
  memset(&h->spec, 0, sizeof(h->spec));
  h->d = chain_difficulty(base, c);
  h->c = c;
  h->sk = sk;
  h->seq = q->nSeq++;
  h->rem.n = 0;
  return h;
}

/* Add the removal of candidate x to h. */
static void hint_remove(ChainHint *h, int x){
  chain_rem_add(&h->rem, x/9, x%9);
}

/* The potentials of the path from the start to node k, start first, and
** the causes that made them, into aP and aC; returns their number. */
static int path_of(const ChainSearch *q, int k, int *aP, unsigned char *aC){
  int n = 0, i;
  for(; k>=0; k=q->aPar[k], n++){
    aP[n] = q->aPid[k];
    aC[n] = q->aCause[k];
  }
  for(i=0; i<n/2; i++){
    int t = aP[i];
    unsigned char u = aC[i];
    aP[i] = aP[n-1-i];
    aP[n-1-i] = t;
    aC[i] = aC[n-1-i];
    aC[n-1-i] = u;
  }
  return n;
}

/* The potentials and causes (aP, aC) of the forcing chain from xStart
** (assumed on or off) that node k's potential closes (the last link made
** by `cause` when from off); returns their number. */
static int chain_path(const ChainSearch *q, int k, int xStart, int on,
                      int cause, int *aP, unsigned char *aC){
  int n = path_of(q, k, aP, aC);
  aP[n] = 2*xStart+!on;
  aC[n++] = (unsigned char)(on ? CHAIN_CAUSE_NONE : cause);
  return n;
}

/* Those of the loop closed by node p, off potential y and the start
** xStart again. */
static int cycle_path(const ChainSearch *q, int p, int y, int xStart,
                      int *aP, unsigned char *aC){
  int n = path_of(q, p, aP, aC);
  aP[n] = 2*y;
  aC[n++] = CHAIN_CAUSE_NONE;
  aP[n] = 2*xStart+1;
  aC[n++] = (unsigned char)cause_of(q, y, xStart);
  return n;
}

/* Take the chain of the hint h just listed when it is the one wanted. */
static void want_take(ChainSearch *q, const ChainHint *h, int cycle, int k,
                      int y, int xStart, int on, int cause){
  ChainWant *pW = q->pWant;
  if( h->seq!=pW->seq ) return;
  pW->cycle = cycle;
  pW->n = cycle ? cycle_path(q, k, y, xStart, pW->aP, pW->aC)
                : chain_path(q, k, xStart, on, cause, pW->aP, pW->aC);
}

/*
** List the cycle closed by node p, off potential y (made by yCause) and
** the start: its removals in SE's order (the candidates that the loop's
** on potentials see, in path order and cell order, kept when an off
** potential sees them too).
*/
static void list_cycle(ChainSearch *q, int p, int y, int yCause, int xStart,
                       double base, int sk, int r){
  RateBits cells = RATE_BIT(xStart/9) | RATE_BIT(y/9), aOff[9];
  int aNode[2*729], nNode = 0, k, i;
  ChainHint *h;
  memset(aOff, 0, sizeof(aOff));
  aOff[y%9] |= peers(q, y/9);
  for(k=p; q->aPar[k]>=0; k=q->aPar[k]){
    int pid = q->aPid[k];
    cells |= RATE_BIT(pid/18);
    if( !(pid & 1) ) aOff[pid/2%9] |= peers(q, pid/18);
    aNode[nNode++] = pid;
  }
  h = new_hint(q, base, 2*r, sk);
  if( h==0 ) return;
  /* the on potentials in path order: the start again, then p upwards */
  for(i=-1; i<nNode; i++){
    int pid = i<0 ? 2*xStart+1 : aNode[i], e = pid/2%9;
    RateBits m;
    if( !(pid & 1) ) continue;
    m = peers(q, pid/18) & q->places[e] & ~cells & aOff[e];
    for(; m; m&=m-1) hint_remove(h, rate_lowest_cell(m)*9+e);
  }
  if( h->rem.n==0 ){
    q->collect->n--;
    q->nSeq--;
    return;
  }
  chain_spec_add(&h->spec, q->geom, xStart, cause_of(q, y, xStart));
  chain_spec_add(&h->spec, q->geom, y, yCause);
  h->sig = chain_mix(chain_mix(2*y) + (unsigned long long)(2*xStart+1));
  spec_path(q, p, h, 1);
  if( q->pWant ) want_take(q, h, 1, p, y, xStart, 1, CHAIN_CAUSE_NONE);
}

/*
** SE's searches from xStart assumed true (on=1) or false, layered breadth
** first, every potential listed once.  From "true": the forcing chain
** found when xStart comes back false, and SE's cycle search, which lists
** an off potential once per on potential implying it (unless on its
** path), so that each loop closing back on xStart after 4 links or more
** is seen: the first with eliminations is kept.  (Listing those off
** potentials once changes no on potential nor its parent: a repeated off
** potential only implies potentials already listed.)  From "false": the
** forcing chain found when xStart comes back true.  A chain or loop
** closed in round r holds 2r potentials.  The search stops once nothing
** it may still find can sort before the best hint (cycles of cycleBase
** and chains of chainBase, chainBase 0 for none); no cycle closes on a
** start that no link makes true, nor eliminates anything when the
** start's component of the links cannot.
*/
static void search_from(ChainSearch *q, int xStart, int on, double cycleBase,
                        double chainBase, int sk, Found *pF){
  const ChainLinks *L = q->L;
  int r, i, j, loops = 0;
  q->stamp++;
  q->nNode = q->nDead = 0;
  q->nPendOn = q->nPendOff = 0;
  pF->cycleRound = pF->chainRound = 0;
  if( on ){
    q->aPendOn[q->nPendOn++] = add_node(q, 2*xStart+1, -1, CHAIN_CAUSE_NONE);
    q->aOnSeen[xStart] = q->stamp;
    loops = mark_preds(q, xStart)>0 && chain_reach_cycle(q->pReach, 2*xStart+1);
  }else{
    q->aPendOff[q->nPendOff++] = add_node(q, 2*xStart, -1, CHAIN_CAUSE_NONE);
    q->aOffSeen[xStart] = q->stamp;
  }
  for(r=1; q->nPendOn>0 || q->nPendOff>0; r++){
    int nOn = q->nPendOn, nOff;
    int cycles = loops && pF->cycleRound==0 && may_win(q, cycleBase, 2*r, sk);
    int chains = chainBase>0 && pF->chainRound==0
                 && may_win(q, chainBase, 2*r, sk);
    if( r>=2 && !cycles && !chains ) return;
    for(i=0; i<nOn; i++){
      int k = q->aPendOn[i], x = q->aPid[k]/2, end;
      for(links_on_off(q, x, &j, &end); j<end; j++){
        int y = L->aTo[j]>>1;
        if( q->aPred[y]==q->stamp && cycles && r>=2 && y!=xStart
         && !on_path(q, k, 2*y) ){
          if( q->collect ){
            list_cycle(q, k, y, L->aCause[j], xStart, cycleBase, sk, r);
          }else if( cycle_removes(q, k, y, xStart, pF->aRemove) ){
            pF->cycleRound = r;
            pF->cycleNode = k;
            pF->cycleY = y;
            cycles = 0;
          }
        }
        if( y==xStart && on && pF->chainRound==0 && chainBase>0 ){
          pF->chainRound = r;
          pF->chainNode = k;
        }
        if( q->aOffSeen[y]==q->stamp ) continue;
        q->aOffSeen[y] = q->stamp;
        if( !q->live[y] ){
          q->nDead++;
          continue;
        }
        q->aPendOff[q->nPendOff++] = add_node(q, 2*y, k, L->aCause[j]);
      }
    }
    q->nPendOn = 0;
    nOff = q->nPendOff;
    for(i=0; i<nOff; i++){
      int k = q->aPendOff[i], x = q->aPid[k]/2, end;
      for(links_off_on(q, x, &j, &end); j<end; j++){
        int y = L->aTo[j]>>1;
        if( y==xStart && !on && pF->chainRound==0 ){
          pF->chainRound = r;
          pF->chainNode = k;
          pF->chainCause = L->aCause[j];
        }
        if( q->aOnSeen[y]==q->stamp ) continue;
        q->aOnSeen[y] = q->stamp;
        q->aPendOn[q->nPendOn++] = add_node(q, 2*y+1, k, L->aCause[j]);
      }
    }
    q->nPendOff = 0;   /* all expanded: the off pass adds none */
  }
}

/* SE's three passes: their links, sort key, kinds and bases. */
static const struct {
  int y, x, sk, cycleTech, chainTech;
  double cycleBase, chainBase;
} aPass[3] = {
  { 0, 1, 2, RATE_X_CYCLE,  RATE_FORCING_X_CHAIN, 6.5, 6.6 },
  { 1, 0, 3, RATE_Y_CYCLE,  -1,                   6.5, 0.0 },
  { 1, 1, 4, RATE_XY_CYCLE, RATE_FORCING_CHAIN,   7.0, 7.0 },
};

/* A chain of w through the potentials aP[0..n-1] (2*candidate+on), the
** link into aP[i] made by cause aC[i], of this depth serving chain
** parent; backward: the reverse chain (the negations of aP in reverse
** order, each link the contrapositive).  Returns its index, or -1. */
static int add_path(RateWhy *w, const int *aP, const unsigned char *aC,
                    int n, int backward, int depth, int parent){
  int i, iChain = rate_why_chain(w, depth, parent);
  if( iChain<0 ) return -1;
  for(i=1; i<n; i++){
    int j = backward ? n-i : i;
    int a = backward ? aP[j]^1 : aP[j-1], b = backward ? aP[j-1]^1 : aP[j];
    int unit = chain_why_unit(a/2, b/2, b&1, aC[j]);
    rate_why_link(w, a/2/9, a/2%9+1, a&1, b/2/9, b/2%9+1, b&1, unit, -1);
  }
  return iChain;
}

/*
** Describe the best hint in w: its search made again (without the bound
** of a best hint, which would stop it before its own hint), its chain
** read back from the nodes' parents: a cycle both ways round (SE's two
** views), a forcing chain from its assumption to its negation.
*/
static void describe_hint(ChainSearch *q, RateWhy *w){
  int p = q->bestPass, x = q->bestStart, cycle = q->xTarget<0;
  int on = cycle || !q->place, found = q->found, n, i, e, nRem;
  int aP[MAX_NODE+2];
  unsigned char aC[MAX_NODE+2];
  Found F;
  q->y = aPass[p].y;
  q->x = aPass[p].x;
  q->live = q->aLive[p];
  q->found = 0;
  search_from(q, x, on, aPass[p].cycleBase, cycle ? 0 : aPass[p].chainBase,
              aPass[p].sk, &F);
  q->found = found;
  if( cycle ){
    RateBits m;
    if( F.cycleRound==0 ) return;
    n = cycle_path(q, F.cycleNode, F.cycleY, x, aP, aC);
    add_path(w, aP, aC, n, 0, 0, -1);
    add_path(w, aP, aC, n, 1, 0, -1);
    for(i=0; i<n-1; i++) rate_why_cand(w, RATE_ROLE_LOOP, aP[i]/2/9, aP[i]/2%9+1);
    rate_why_say(w, "The cells");
    for(i=0, e=0; i<n-1; i++){
      int c = aP[i]/2/9, k, dup = 0;
      for(k=0; k<i; k++) dup |= aP[k]/2/9==c;
      if( !dup ) rate_why_say(w, "%s r%dc%d", e++ ? "," : "", c/9+1, c%9+1);
    }
    rate_why_say(w, " form a loop of %d links that holds both ways round: "
                 "going round it, its candidates are true and false by "
                 "turns, one way (chain 1) or the other (chain 2). Each "
                 "removed candidate sees one that is true one way and one "
                 "that is true the other way, so", n-1);
    for(nRem=0, e=0; e<9; e++) nRem += rate_bits_count(q->aRemove[e]);
    for(i=0, e=0; e<9; e++){
      for(m=q->aRemove[e]; m; m&=m-1, i++){
        int c = rate_lowest_cell(m);
        rate_why_cand(w, RATE_ROLE_TARGET, c, e+1);
        rate_why_say(w, "%s r%dc%d is not %d",
                     i==0 ? "" : i==nRem-1 ? " and" : ",", c/9+1, c%9+1, e+1);
      }
    }
    rate_why_say(w, ".");
    return;
  }
  if( F.chainRound==0 ) return;
  n = chain_path(q, F.chainNode, x, on, F.chainCause, aP, aC);
  add_path(w, aP, aC, n, 0, 0, -1);
  rate_why_cand(w, RATE_ROLE_SOURCE, x/9, x%9+1);
  rate_why_cand(w, RATE_ROLE_TARGET, x/9, x%9+1);
  chain_why_say_chain(w, w->nChain-1, 1);
  rate_why_say(w, ": a contradiction, so r%dc%d is %s%d.", x/9/9+1,
               x/9%9+1, on ? "not " : "", x%9+1);
}

/* Keep a hint of pass p and complexity c, found from candidate xStart,
** when it sorts before the best so far: a cycle (aRemove: its
** eliminations), or a forcing chain that places xStart (place) or
** eliminates it. */
static void offer_chain_hint(ChainSearch *q, int p, int c, int xStart,
                             int place, const RateBits *aRemove){
  double base = aRemove ? aPass[p].cycleBase : aPass[p].chainBase;
  ChainKey k = pass_key(base, c, aPass[p].sk);
  if( q->found && !chain_key_less(&k, &q->best) ) return;
  q->found = 1;
  q->best = k;
  q->tech = aRemove ? aPass[p].cycleTech : aPass[p].chainTech;
  q->xTarget = aRemove ? -1 : xStart;
  q->place = place;
  q->bestPass = p;
  q->bestStart = xStart;
  if( aRemove ) memcpy(q->aRemove, aRemove, sizeof(q->aRemove));
}

/* Write the best hint into f. */
static void write_hint(const ChainSearch *q, const RateState *s, RateFind *f){
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

/* List the forcing chain pF found from xStart (assumed on or off). */
static void list_chain(ChainSearch *q, int p, int xStart, int on,
                       const Found *pF){
  ChainHint *h = new_hint(q, aPass[p].chainBase, 2*pF->chainRound, aPass[p].sk);
  unsigned m;
  if( h==0 ) return;
  if( on ){
    hint_remove(h, xStart);
  }else{
    chain_spec_add(&h->spec, q->geom, xStart, pF->chainCause);
    m = q->cand[xStart/9] & ~(1u<<(xStart%9));
    for(; m; m&=m-1) hint_remove(h, xStart/9*9+__builtin_ctz(m));
  }
  h->sig = chain_mix((unsigned long long)(2*xStart+!on));
  spec_path(q, pF->chainNode, h, 0);
  if( q->pWant ){
    want_take(q, h, 0, pF->chainNode, -1, xStart, on, pF->chainCause);
  }
}

/*
** SE's Forcing Chains & Cycles on grid cand: each pass, each candidate of
** each empty cell in order, its cycles then its forcing chains, kept in
** q (best) or listed in q->collect.  Returns the potentials the
** searches listed (the work done).
*/
static unsigned long long search_all(ChainSearch *q,
                                     const unsigned short *cand){
  int p, c, e, x;
  unsigned long long nSearch = 0;
  q->cand = cand;
  q->found = 0;
  q->nSeq = 0;
  rate_digit_cells(cand, q->places);
  chain_reach_build(q->pReach, q->geom, cand, q->places);
  take_links(q);
  for(p=PASS_X; p<=PASS_XY; p++){
    q->y = aPass[p].y;
    q->x = aPass[p].x;
    /* its hints hold 4 potentials or more */
    if( !may_win(q, aPass[p].cycleBase, 4, aPass[p].sk) ) continue;
    q->live = q->aLive[p];
    for(c=0; c<81; c++){
      int n = rate_popc(cand[c]);
      if( n<2 || (!q->x && n>2) ) continue;
      for(e=0; e<9; e++){
        Found fOn, fOff;
        int chain;
        x = c*9+e;
        if( !(cand[c]>>e & 1) ) continue;
        /* "x true" may find a cycle when "x false" makes something true
        ** (the cycle's last link), a forcing chain when it reaches "x
        ** false" */
        chain = chain_reach_has(q->pReach, 2*x+1, 2*x);
        if( chain || (q->live[x] && chain_reach_cycle(q->pReach, 2*x+1)) ){
          search_from(q, x, 1, aPass[p].cycleBase,
                      chain ? aPass[p].chainBase : 0, aPass[p].sk, &fOn);
          nSearch += (unsigned)(q->nNode+q->nDead);
          if( q->collect ){
            if( fOn.chainRound ) list_chain(q, p, x, 1, &fOn);
          }else{
            if( fOn.cycleRound ){
              offer_chain_hint(q, p, 2*fOn.cycleRound, x, 0, fOn.aRemove);
            }
            if( fOn.chainRound ){
              offer_chain_hint(q, p, 2*fOn.chainRound, x, 0, 0);
            }
          }
        }
        /* "x false" comes back true by a link making x true: none when
        ** "x false" makes nothing true (the links are symmetric) */
        if( !q->x || !q->live[x] ) continue;
        if( !chain_reach_has(q->pReach, 2*x, 2*x+1) ) continue;
        search_from(q, x, 0, aPass[p].cycleBase, aPass[p].chainBase,
                    aPass[p].sk, &fOff);
        nSearch += (unsigned)(q->nNode+q->nDead);
        if( !fOff.chainRound ) continue;
        if( q->collect ){
          list_chain(q, p, x, 0, &fOff);
        }else{
          offer_chain_hint(q, p, 2*fOff.chainRound, x, 1, 0);
        }
      }
    }
  }
  return nSearch;
}

/* A search's working memory for grids under the rules of geom (NULL:
** plain); NULL when out of memory. */
ChainSearch *chain_search_new(const RateGeom *geom){
  ChainSearch *q = (ChainSearch*)malloc(sizeof(ChainSearch));
  if( q && (q->pReach = chain_reach_new())==0 ){
    free(q);
    q = 0;
  }
  if( q ){
    memset(q->aOnSeen, 0, sizeof(q->aOnSeen));
    memset(q->aOffSeen, 0, sizeof(q->aOffSeen));
    memset(q->aPred, 0, sizeof(q->aPred));
    q->stamp = 0;
    q->collect = 0;
    q->pWant = 0;
    q->geom = geom;
  }
  return q;
}

/* Free a search's working memory. */
void chain_search_free(ChainSearch *q){
  if( q ){
    free(q->pReach);
    free(q);
  }
}

/* The search's reach sets (those of the grid it last searched). */
ChainReach *chain_search_reach(ChainSearch *q){
  return q->pReach;
}

/* List every hint of SE's Forcing Chains & Cycles on grid cand in L;
** returns the potentials the searches listed. */
unsigned long long chain_search_collect(ChainSearch *q,
                                        const unsigned short *cand,
                                        ChainHints *L){
  unsigned long long n;
  q->collect = L;
  n = search_all(q, cand);
  q->collect = 0;
  return n;
}

/*
** Describe in w the hint numbered seq (ChainHint.seq) of those
** chain_search_collect() lists on grid cand: its chain (a cycle's both
** ways round) as chains of this depth serving chain parent.  Returns the
** index of the first, or -1 when there is none.
*/
int chain_search_why(ChainSearch *q, const unsigned short *cand, int seq,
                     RateWhy *w, int depth, int parent){
  ChainWant *pW = (ChainWant*)malloc(sizeof(ChainWant));
  ChainHints L;
  int i = -1;
  if( pW==0 ){
    w->oom = 1;
    return -1;
  }
  memset(&L, 0, sizeof(L));
  pW->seq = seq;
  pW->n = 0;
  q->pWant = pW;
  chain_search_collect(q, cand, &L);
  q->pWant = 0;
  if( L.oom ) w->oom = 1;
  free(L.a);
  if( pW->n>0 ){
    i = add_path(w, pW->aP, pW->aC, pW->n, 0, depth, parent);
    if( pW->cycle ) add_path(w, pW->aP, pW->aC, pW->n, 1, depth, parent);
  }
  free(pW);
  return i;
}

int rate_find_forcing_chain(const RateState *s, RateFind *f, int variant){
  ChainSearch *q;
  (void)variant;
  if( s->chain==0 ) return RATE_FIND_NOMEM;
  if( s->chain->pSearch==0
   && (s->chain->pSearch = chain_search_new(s->geom))==0 ){
    return RATE_FIND_NOMEM;
  }
  q = s->chain->pSearch;
  q->geom = s->geom;
  work_charge(s->work, search_all(q, s->cand)*WORK_RATE_PROP);
  if( q->L->overflow ) return RATE_FIND_BEYOND;
  if( q->found ){
    write_hint(q, s, f);
    if( f->why ) describe_hint(q, f->why);
  }
  return q->found;
}
