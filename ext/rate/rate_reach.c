/*
** rate_reach.c: what each candidate assumed true implies, as sets, for
** SE's static chains (the multiple forcing chains' producer).
**
** A static chain follows two kinds of links on a fixed grid: "x true"
** makes the other candidates of its cell and the other places of its
** digit in its units false, and "x false" makes the other candidate of a
** bivalue cell, or the other place of its digit in a unit holding two,
** true.  The potentials such a chain lists from "x true" are the ones
** reachable from it over these links (all of them, unless it stops at a
** contradiction first, then fewer).  This file computes those sets for
** every candidate at once: the strongly connected components of the links
** (Tarjan's algorithm, iterative), then each component's set as its own
** potentials and the sets of the components its links lead to, which
** come first in Tarjan's order.  A hint whose chains start at several
** candidates can only name a potential that all their sets hold, so an
** empty intersection proves that no such hint exists without following
** any chain; likewise a forcing chain from "x true" (or "x false") needs
** "x false" ("x true") in its set, and a cycle (a loop of links, all in
** one component) can only eliminate what its component's potentials
** allow.  The sets number the grid's candidates (bits 2i and 2i+1
** for candidate i on and off), so that they are as short as it allows.
*/
#include "rate_forcing.h"

#include <stdlib.h>
#include <string.h>

#define NPID 1458                  /* potentials: 2*candidate + on */
#define MAX_EDGE (729*28 + 729*4)  /* on: cell + 3 units; off: 4 */

struct Reach {
  int aFirst[NPID], aEnd[NPID];    /* links of pid: aEdge[aFirst..aEnd) */
  short aEdge[MAX_EDGE];
  short aScc[NPID];                /* component of pid (-1: none yet) */
  short aIndex[NPID], aLow[NPID];  /* Tarjan's numbers (0: unvisited) */
  short aStack[NPID];              /* Tarjan's stack of potentials */
  short aCallNode[NPID];           /* the walk's path: node, next link */
  int aCallEdge[NPID];
  unsigned aMark[NPID];            /* component last merged into a set */
  short aBit[NPID];                /* the bit of each potential in a set */
  int nW;                          /* words per set */
  int built;                       /* 1: the sets are those of aGrid */
  unsigned short aGrid[81];
  const RateBits *places;          /* the grid's cells of each digit
                                   ** (during reach_build) */
  unsigned char aCycle[NPID];      /* per component: 1 when a loop of its
                                   ** potentials may eliminate something */
  unsigned long long aSet[NPID*24];    /* per component: aSet[id*nW..] */
};

/* Make the links of every potential of grid cand, and number the
** candidates' bits in the sets (2i: on, 2i+1: off). */
static void reach_links(Reach *r, const unsigned short *cand,
                        const RateBits *places){
  int c, n = 0, i = 0;
  for(c=0; c<81; c++){
    unsigned m, v;
    for(m=cand[c]; m; m&=m-1){
      int e = __builtin_ctz(m), x = c*9+e, k;
      RateBits b;
      r->aBit[2*x+1] = (short)(2*i);
      r->aBit[2*x] = (short)(2*i+1);
      i++;
      r->aFirst[2*x] = n;            /* x false */
      if( rate_popc(cand[c])==2 ){
        r->aEdge[n++] = (short)(2*(c*9+__builtin_ctz(cand[c] & ~(1u<<e)))+1);
      }
      for(k=0; k<3; k++){
        b = places[e] & rate_bits(rate_unit_bits[rate_cell_unit[c][k]])
          & ~RATE_BIT(c);
        if( b && (b & (b-1))==0 ){
          r->aEdge[n++] = (short)(2*(rate_lowest_cell(b)*9+e)+1);
        }
      }
      r->aEnd[2*x] = r->aFirst[2*x+1] = n;     /* x true */
      for(v=cand[c] & ~(1u<<e); v; v&=v-1){
        r->aEdge[n++] = (short)(2*(c*9+__builtin_ctz(v)));
      }
      for(b=places[e] & rate_bits(rate_peer_bits[c]); b; b&=b-1){
        r->aEdge[n++] = (short)(2*(rate_lowest_cell(b)*9+e));
      }
      r->aEnd[2*x+1] = n;
    }
  }
  r->nW = (2*i+63)/64;
}

/*
** 1 when a loop through the potentials aStack[lo..hi) (one component)
** may eliminate something: a candidate seeing a cell where the digit is
** on and another where it is off, both among them.  A cycle's links all
** lie within one component, so its eliminations are among these.
*/
static int loop_may_remove(const Reach *r, int lo, int hi){
  RateBits aOn[9], aOff[9];
  int i, e;
  memset(aOn, 0, sizeof(aOn));
  memset(aOff, 0, sizeof(aOff));
  for(i=lo; i<hi; i++){
    int w = r->aStack[i];
    RateBits *a = (w & 1) ? aOn : aOff;
    a[w/2%9] |= rate_bits(rate_peer_bits[w/18]);
  }
  for(e=0; e<9; e++){
    if( aOn[e] & aOff[e] & r->places[e] ) return 1;
  }
  return 0;
}

/* Close the component whose root is v: pop its potentials, give them
** component id, and set its set from them and its links' components. */
static void close_component(Reach *r, int v, int *pnStack, int id){
  unsigned long long *s = &r->aSet[id*r->nW];
  int i, j, top = *pnStack, w, nW = r->nW;
  do{
    w = r->aStack[--top];
    r->aScc[w] = (short)id;
  }while( w!=v );
  memset(s, 0, sizeof(s[0])*(size_t)nW);
  r->aMark[id] = (unsigned)id+1;
  r->aCycle[id] = *pnStack-top>=4 && loop_may_remove(r, top, *pnStack);
  for(i=top; i<*pnStack; i++){
    w = r->aStack[i];
    s[r->aBit[w]>>6] |= 1ULL<<(r->aBit[w] & 63);
    for(j=r->aFirst[w]; j<r->aEnd[w]; j++){
      int u = r->aEdge[j], t = r->aScc[u], k;
      const unsigned long long *a = &r->aSet[t*nW];
      if( r->aFirst[u]==r->aEnd[u] ){
        /* a potential that implies nothing: its set is itself */
        s[r->aBit[u]>>6] |= 1ULL<<(r->aBit[u] & 63);
        continue;
      }
      if( r->aMark[t]==(unsigned)id+1 ) continue;
      r->aMark[t] = (unsigned)id+1;
      for(k=0; k<nW; k++) s[k] |= a[k];
    }
  }
  *pnStack = top;
}

/* Tarjan's walk from potential v0. */
static void reach_walk(Reach *r, int v0, int *pIdx, int *pnScc){
  int nCall = 0, nStack = 0;
  r->aCallNode[nCall] = (short)v0;
  r->aCallEdge[nCall++] = r->aFirst[v0];
  r->aIndex[v0] = r->aLow[v0] = (short)++*pIdx;
  r->aStack[nStack++] = (short)v0;
  while( nCall>0 ){
    int v = r->aCallNode[nCall-1], j = r->aCallEdge[nCall-1];
    if( j<r->aEnd[v] ){
      int w = r->aEdge[j];
      r->aCallEdge[nCall-1] = j+1;
      if( r->aIndex[w]==0 ){
        r->aIndex[w] = r->aLow[w] = (short)++*pIdx;
        r->aStack[nStack++] = (short)w;
        r->aCallNode[nCall] = (short)w;
        r->aCallEdge[nCall++] = r->aFirst[w];
      }else if( r->aScc[w]<0 && r->aIndex[w]<r->aLow[v] ){
        r->aLow[v] = r->aIndex[w];       /* w is on the stack */
      }
      continue;
    }
    nCall--;
    if( r->aLow[v]==r->aIndex[v] ) close_component(r, v, &nStack, (*pnScc)++);
    if( nCall>0 ){
      int u = r->aCallNode[nCall-1];
      if( r->aLow[v]<r->aLow[u] ) r->aLow[u] = r->aLow[v];
    }
  }
}

/* A reach table (NULL when out of memory). */
Reach *reach_new(void){
  Reach *r = (Reach*)malloc(sizeof(Reach));
  if( r ) r->built = 0;
  return r;
}

/* Compute, for every candidate of grid cand (places: its cells of each
** digit), the potentials its static chain from "true" can list (kept
** when the grid is that of the last call: the forcing chains' search and
** the multiple forcing chains share them). */
void reach_build(Reach *r, const unsigned short *cand,
                 const RateBits *places){
  int v, idx = 0, nScc = 0;
  if( r->built && memcmp(r->aGrid, cand, sizeof(r->aGrid))==0 ) return;
  memcpy(r->aGrid, cand, sizeof(r->aGrid));
  r->built = 1;
  r->places = places;
  reach_links(r, cand, places);
  memset(r->aIndex, 0, sizeof(r->aIndex));
  memset(r->aScc, 0xff, sizeof(r->aScc));
  memset(r->aMark, 0, sizeof(r->aMark));
  for(v=1; v<NPID; v+=2){
    if( (cand[v/18]>>(v/2%9) & 1) && r->aIndex[v]==0 ){
      reach_walk(r, v, &idx, &nScc);
    }
  }
}

/* 1 when potential `to` may be reachable from potential `from` (pids of
** candidates of the grid of the last reach_build): 0 proves it is not. */
int reach_has(const Reach *r, int from, int to){
  int id = r->aScc[from], b = r->aBit[to];
  if( id<0 ) return 1;
  return (int)(r->aSet[id*r->nW + (b>>6)]>>(b & 63) & 1);
}

/* 1 when a cycle through potential pid may eliminate something (pid of
** a candidate of the grid of the last reach_build): 0 proves none does. */
int reach_cycle(const Reach *r, int pid){
  int id = r->aScc[pid];
  return id<0 || r->aCycle[id];
}

/* 1 when some potential is reachable from "x true" for every x of
** aX[0..n-1] (candidates of the grid of the last reach_build). */
int reach_meet(const Reach *r, const int *aX, int n){
  unsigned long long m[24], any = 0;
  int i, k, nW = r->nW;
  memcpy(m, &r->aSet[r->aScc[2*aX[0]+1]*nW], sizeof(m[0])*(size_t)nW);
  for(i=1; i<n; i++){
    const unsigned long long *s = &r->aSet[r->aScc[2*aX[i]+1]*nW];
    for(k=0; k<nW; k++) m[k] &= s[k];
  }
  for(k=0; k<nW; k++) any |= m[k];
  return any!=0;
}
