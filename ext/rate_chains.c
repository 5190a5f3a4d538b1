/*
** rate_chains.c: static alternating chains.  A chain starts by assuming a
** candidate true and alternates weak links (a true candidate removes the
** others in its cell and its digit from its peers) with strong links (a
** false candidate forces the other candidate of a bivalue cell, or the
** other place of a digit with two places in a unit).  A chain that comes
** back to the starting candidate as false removes it.  This covers every
** elimination of X-chains/turbot fish and X-cycles (one digit, unit links
** only), XY-chains (bivalue cells only) and general AICs.
**
** The search is breadth first from every starting candidate at once: each
** state (candidate, true/false) carries the set of starts that reached it
** at the current depth as a bit set, so each chain found is as short as
** possible.  Chains are rated like SE: a base for the kind plus a tenth
** per length threshold.  Kinds are tried in order (X, XY, AIC) and the
** first kind with a chain makes the step: its lowest rated elimination,
** with every other one of that kind rated no higher than that or than the
** hardest step so far (which cannot raise the rating, and saves searching
** again); the step's score is the highest among those it takes.
*/
#include "rateint.h"

#include <stdlib.h>
#include <string.h>

/* Longest chain tried, in links: longer ones rate 7.5 and more, where
** the forcing techniques take over. */
#define CHAIN_MAX_LINKS 16

enum { MODE_X, MODE_XY, MODE_AIC };

/* Set of starts: bit i for live candidate i. */
typedef unsigned long long Word;
#define MAX_WORDS ((729+63)/64)

typedef struct ChainGraph ChainGraph;
struct ChainGraph {
  int nLive;                 /* candidates; state 2*i+1 true, 2*i false */
  int nWord;                 /* words per set of starts */
  short aNode[729];          /* live index -> cell*9+digit-1 */
  short aIdx[729];           /* cell*9+digit-1 -> live index, or -1 */
  int aFirst[2*729*2+1];     /* successors of state k: aEdge from
                             ** aFirst[2k] (cell links) and aFirst[2k+1]
                             ** (unit links) up to aFirst[2k+2] */
  short aEdge[729*32];
};

/* Add the edge to candidate node `to` in polarity `on`, if it is live. */
static void add_edge(ChainGraph *g, int *pn, int to, int on){
  if( g->aIdx[to]>=0 ) g->aEdge[(*pn)++] = (short)(2*g->aIdx[to]+on);
}

/*
** Build the implication graph of all links.  From a false candidate, the
** cell link goes to the other candidate of a bivalue cell and the unit
** links to the other place of its digit in a unit with two; from a true
** candidate, the cell links go to the cell's other candidates and the
** unit links to the digit's peers.
*/
static void build_graph(const RateState *s, ChainGraph *g){
  RateBits aDigit[9];   /* the cells where each digit is a candidate */
  int i, k, n = 0, c;
  memset(aDigit, 0, sizeof(aDigit));
  memset(g->aIdx, 0xff, sizeof(g->aIdx));
  g->nLive = 0;
  for(c=0; c<81; c++){
    unsigned m;
    for(m=s->cand[c]; m; m&=m-1){
      int x = c*9+__builtin_ctz(m);
      g->aIdx[x] = (short)g->nLive;
      g->aNode[g->nLive++] = (short)x;
      aDigit[x%9] |= RATE_BIT(c);
    }
  }
  g->nWord = (g->nLive+63)/64;
  for(i=0; i<g->nLive; i++){
    int c = g->aNode[i]/9, d = g->aNode[i]%9+1;
    unsigned m;
    RateBits p;
    g->aFirst[4*i] = n;
    if( rate_popc(s->cand[c])==2 ){
      add_edge(g, &n, c*9+rate_low_digit(s->cand[c] & ~DBIT(d))-1, 1);
    }
    g->aFirst[4*i+1] = n;
    for(k=0; k<3; k++){
      const unsigned char *u = rate_unit[rate_cell_unit[c][k]];
      unsigned pl = rate_places(s, rate_cell_unit[c][k], d);
      if( rate_popc(pl)==2 ){
        int a = u[__builtin_ctz(pl)], b = u[31-__builtin_clz(pl)];
        add_edge(g, &n, (a==c ? b : a)*9+d-1, 1);
      }
    }
    g->aFirst[4*i+2] = n;
    for(m=s->cand[c] & ~DBIT(d); m; m&=m-1){
      add_edge(g, &n, c*9+rate_low_digit(m)-1, 0);
    }
    g->aFirst[4*i+3] = n;
    /* the peers holding d, in increasing order like rate_peer[c] */
    for(p = aDigit[d-1] & rate_bits(rate_peer_bits[c]); p; p &= p-1){
      add_edge(g, &n, rate_lowest_cell(p)*9+d-1, 0);
    }
  }
  g->aFirst[4*g->nLive] = n;
}

/*
** For every live candidate i that may start a chain of this kind, set
** aLen[i] to the links of the shortest chain from "i true" to "i false"
** within maxLinks, or 0 (aLen has 729 entries).  Memory for the sets
** comes from aSet (3 sets of 2*nLive states, of W>=g->nWord words each:
** the words past g->nWord stay 0).  Only the states reached at
** the current depth (the frontier, listed in aList) are visited.
*/
static inline __attribute__((always_inline))
void search_chains(const RateState *s, int mode, const ChainGraph *g,
                   int maxLinks, unsigned char *aLen, Word *aSet, int W){
  int nState = 2*g->nLive, i, k, e, dep, w, j;
  size_t nSet = (size_t)nState*(size_t)W;
  Word *cur = aSet, *next = aSet + nSet, *seen = aSet + 2*nSet;
  short aList[2][2*729];        /* frontier now, frontier next */
  unsigned char aOnList[2*729]; /* 1 when listed in aList[1] */
  int nCur = 0, nNext;
  memset(aLen, 0, 729);
  memset(aOnList, 0, (size_t)nState);
  memset(aSet, 0, sizeof(Word)*3*nSet);
  for(i=0; i<g->nLive; i++){
    int c = g->aNode[i]/9;
    if( mode==MODE_XY && rate_popc(s->cand[c])!=2 ) continue;
    cur[(2*i+1)*W + i/64] |= 1ULL<<(i%64);
    seen[(2*i+1)*W + i/64] |= 1ULL<<(i%64);
    aList[0][nCur++] = (short)(2*i+1);
  }
  for(dep=1; dep<=maxLinks && nCur>0; dep++){
    nNext = 0;
    for(j=0; j<nCur; j++){
      Word *from = cur + aList[0][j]*W, f[MAX_WORDS];
      int e0, e1;
      k = aList[0][j];
      /* X: unit links only; XY: cell links from false, unit from true */
      e0 = g->aFirst[2*k];
      e1 = g->aFirst[2*k+2];
      if( mode==MODE_X || (mode==MODE_XY && (k & 1)) ) e0 = g->aFirst[2*k+1];
      if( mode==MODE_XY && !(k & 1) ) e1 = g->aFirst[2*k+1];
      /* take the set (its state's cur is 0 again for the depth after) */
#pragma GCC unroll 12
      for(w=0; w<W; w++){
        f[w] = from[w];
        from[w] = 0;
      }
      for(e=e0; e<e1; e++){
        int to = g->aEdge[e];
        Word *pTo = next + to*W;
        /* list `to` unless listed (without a branch) */
        aList[1][nNext] = (short)to;
        nNext += !aOnList[to];
        aOnList[to] = 1;
#pragma GCC unroll 12
        for(w=0; w<W; w++) pTo[w] |= f[w];
      }
    }
    nCur = 0;
    for(j=0; j<nNext; j++){
      int any = 0;
      Word *pNext, *pSeen;
      k = aList[1][j];
      aOnList[k] = 0;
      pNext = next + k*W;
      pSeen = seen + k*W;
#pragma GCC unroll 12
      for(w=0; w<W; w++){
        pNext[w] &= ~pSeen[w];
        pSeen[w] |= pNext[w];
        any |= pNext[w]!=0;
      }
      if( !any ) continue;
      aList[0][nCur++] = (short)k;
      i = k/2;
      if( (k & 1)==0 && aLen[i]==0 && (pNext[i/64]>>(i%64) & 1) ){
        aLen[i] = (unsigned char)dep;
      }
    }
    { Word *t = cur; cur = next; next = t; }
  }
}

/*
** search_chains() with sets of 4 words when they fit (up to 256 live
** candidates, the usual case), else of the most words: a constant size
** lets the compiler unroll the loops over a set.
*/
static void shortest_chains(const RateState *s, int mode,
                            const ChainGraph *g, int maxLinks,
                            unsigned char *aLen, Word *aSet){
  if( g->nWord<=4 ){
    search_chains(s, mode, g, maxLinks, aLen, aSet, 4);
  }else{
    search_chains(s, mode, g, maxLinks, aLen, aSet, MAX_WORDS);
  }
}

/* Rating of a chain of the given kind with n links. */
static int chain_score(int mode, int nLinks){
  return (mode==MODE_AIC ? 69 : 65) + rate_length_bonus(nLinks);
}

int rate_find_chain(const RateState *s, RateFind *f, int variant){
  static const int aTech[] = { RATE_X_CHAIN, RATE_XY_CHAIN, RATE_AIC };
  ChainGraph *g = (ChainGraph*)malloc(sizeof(ChainGraph));
  Word *aSet = (Word*)malloc(sizeof(Word)*3*2*729*MAX_WORDS);
  unsigned char aLen[729], aAic[729];
  int best = 1000, mode, i, any = 0;
  (void)variant;
  if( g==0 || aSet==0 ){
    free(aSet);
    free(g);
    return RATE_FIND_NOMEM;
  }
  /* every X- or XY-chain is also an AIC: with no AIC, nothing to do */
  build_graph(s, g);
  shortest_chains(s, MODE_AIC, g, CHAIN_MAX_LINKS, aAic, aSet);
  for(i=0; i<g->nLive; i++) any |= aAic[i]!=0;
  for(mode=MODE_X; any && mode<=MODE_AIC && best==1000; mode++){
    int limit;
    if( mode==MODE_AIC ){
      memcpy(aLen, aAic, sizeof(aLen));
    }else{
      shortest_chains(s, mode, g, CHAIN_MAX_LINKS, aLen, aSet);
    }
    for(i=0; i<g->nLive; i++){
      if( aLen[i] && chain_score(mode, aLen[i])<best ){
        best = chain_score(mode, aLen[i]);
      }
    }
    if( best==1000 ) continue;
    limit = best>s->ceiling ? best : s->ceiling;
    rate_find_start(f, aTech[mode], best);
    for(i=0; i<g->nLive; i++){
      int score = chain_score(mode, aLen[i]);
      if( aLen[i]==0 || score>limit ) continue;
      rate_find_elim(f, s, g->aNode[i]/9, g->aNode[i]%9+1);
      if( score>f->score ) f->score = score;
    }
  }
  free(aSet);
  free(g);
  return best<1000;
}
