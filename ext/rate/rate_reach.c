/* SPDX-License-Identifier: MIT */
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
** allow.  The sets hold components, by number: Tarjan's walk
** closes a component after those it reaches, so a component's set holds
** no number above its own and takes only the words up to it.
*/
#include "rate_forcing.h"

#include <stdlib.h>
#include <string.h>

#define NPID 1458                  /* potentials: 2*candidate + on */

struct ChainReach {
  ChainLinks L;                  /* the links of the grid */
  const RateGeom *geom;            /* a variant's units and peers, or 0 */
  unsigned short aPos[RATE_MAX_UNIT][9];  /* places of each digit in each
                                   ** unit */
  short aScc[NPID];                /* component of pid (-1: none yet) */
  short aIndex[NPID], aLow[NPID];  /* Tarjan's numbers (0: unvisited) */
  short aStack[NPID];              /* Tarjan's stack of potentials */
  short aCallNode[NPID];           /* the walk's path: node, next link */
  int aCallEdge[NPID];
  unsigned aMark[NPID];            /* component last merged into a set */
  int nW;                          /* words per set (at most) */
  int built;                       /* 1: the sets are those of aGrid */
  unsigned short aGrid[81];
  const RateBits *places;          /* the grid's cells of each digit
                                   ** (during chain_reach_build) */
  unsigned char aCycle[NPID];      /* per component: 1 when a loop of its
                                   ** potentials may eliminate something */
  unsigned long long aSet[NPID*24];    /* per component: aSet[id*nW..] */
};

/* The position of cell c in its row, column and box (the bit of
** rate_positions' masks), and the positions in its row and its column of
** the cells of its box. */
#define POS_ROW(c) ((c)%9)
#define POS_COL(c) ((c)/9)
#define POS_BOX(c) (3*((c)/9%3)+(c)%3)
#define BOX_IN_ROW(c) (7u<<((c)%9/3*3))
#define BOX_IN_COL(c) (7u<<((c)/27*3))

/* The units holding cell c in SE's order of region kinds (box, row,
** column, then a variant's units in order) into aOut; returns how many. */
int chain_units_of(const RateGeom *g, int c, int *aOut){
  const unsigned char *aU = rate_cell_unit[c];
  unsigned long long m;
  int n = 3;
  aOut[0] = aU[2];
  aOut[1] = aU[0];
  aOut[2] = aU[1];
  for(m=g->cellUnits[c]>>27<<27; m; m&=m-1) aOut[n++] = __builtin_ctzll(m);
  return n;
}

/*
** Under a variant's rules g, the candidates that "x true" makes false on
** grid cand, in SE's order: the cell's other digits (cell links, when
** cellLinks; *pnCell of them), the digit's other places in each unit of
** the cell (SE's order, each cell once), in the cells a king's step
** aslant and a knight's move away (anti-king, anti-knight: SE's order
** of moves), and the digits either side of it in the orthogonal
** neighbours (non-consecutive: up, down, right, left).  The cause of an
** off potential (into aCause, unless NULL) only describes it; units of a
** variant's kinds are CHAIN_CAUSE_BOX + their kind.
*/
int chain_var_on_to_off(const RateGeom *g, const unsigned short *cand,
                        int x, int cellLinks, short *aOut,
                        unsigned char *aCause, int *pnCell){
  static const signed char aFerz[4][2] = {{1,1},{-1,1},{-1,-1},{1,-1}};
  static const signed char aKnight[8][2] = {{1,2},{-1,2},{1,-2},{-1,-2},
                                            {2,1},{-2,1},{2,-1},{-2,-1}};
  static const signed char aWazir[4][2] = {{0,-1},{0,1},{1,0},{-1,0}};
  int c = x/9, e = x-9*(x/9), n = 0, aUnit[3+RATE_MAX_XUNIT], nUnit, k, i;
  RateBits added = RATE_BIT(c), moves;
  unsigned v;
  for(v=cellLinks ? cand[c] & ~(1u<<e) : 0; v; v&=v-1){
    if( aCause ) aCause[n] = CHAIN_CAUSE_CELL;
    aOut[n++] = (short)(c*9+__builtin_ctz(v));
  }
  *pnCell = n;
  nUnit = chain_units_of(g, c, aUnit);
  moves = rate_bits(g->peerBits[c]);
  for(k=0; k<nUnit; k++){
    int u = aUnit[k];
    moves &= ~rate_bits(g->unitBits[u]);
    for(i=0; i<9; i++){
      int o = g->unit[u][i];
      if( (added>>o & 1) || !(cand[o]>>e & 1) ) continue;
      added |= RATE_BIT(o);
      if( aCause ){
        aCause[n] = (unsigned char)(CHAIN_CAUSE_BOX + (k<3 ? k : g->kind[u]));
      }
      aOut[n++] = (short)(o*9+e);
    }
  }
  /* the moves' cells, which no unit of c holds */
  for(k=0; k<2; k++){
    const signed char (*a)[2] = k ? aKnight : aFerz;
    for(i=0; i<(k ? 8 : 4); i++){
      int q = c%9 + a[i][0], row = c/9 + a[i][1], o;
      if( q<0 || q>8 || row<0 || row>8 ) continue;
      o = row*9+q;
      if( !(moves>>o & 1) || (added>>o & 1) || !(cand[o]>>e & 1) ) continue;
      added |= RATE_BIT(o);
      if( aCause ) aCause[n] = CHAIN_CAUSE_NONE;
      aOut[n++] = (short)(o*9+e);
    }
  }
  for(i=0; g->nc && i<4; i++){
    int q = c%9 + aWazir[i][0], row = c/9 + aWazir[i][1], o;
    if( q<0 || q>8 || row<0 || row>8 ) continue;
    o = row*9+q;
    if( e<8 && (cand[o]>>(e+1) & 1) ){
      if( aCause ) aCause[n] = CHAIN_CAUSE_NONE;
      aOut[n++] = (short)(o*9+e+1);
    }
    if( e>0 && (cand[o]>>(e-1) & 1) ){
      if( aCause ) aCause[n] = CHAIN_CAUSE_NONE;
      aOut[n++] = (short)(o*9+e-1);
    }
  }
  return n;
}

/*
** The potentials (off pids) that "x true" makes false, in SE's order:
** the cell's other digits (cell links, *pnCell of them), then the
** digit's other places in the box, the row and the column, each cell
** once.
*/
static int make_on_to_off(const ChainReach *r, const unsigned short *cand,
                          int x, short *aOut, unsigned char *aCause,
                          int *pnCell){
  int c = x/9, e = x-9*(x/9), n = 0;
  const unsigned char *aU = rate_cell_unit[c];
  unsigned v, m;
  for(v=cand[c] & ~(1u<<e); v; v&=v-1){
    aCause[n] = CHAIN_CAUSE_CELL;
    aOut[n++] = (short)(2*(c*9+__builtin_ctz(v)));
  }
  *pnCell = n;
  for(m=r->aPos[aU[2]][e] & ~(1u<<POS_BOX(c)); m; m&=m-1){
    aCause[n] = CHAIN_CAUSE_BOX;
    aOut[n++] = (short)(2*(rate_unit[aU[2]][__builtin_ctz(m)]*9+e));
  }
  for(m=r->aPos[aU[0]][e] & ~BOX_IN_ROW(c); m; m&=m-1){
    aCause[n] = CHAIN_CAUSE_ROW;
    aOut[n++] = (short)(2*((c/9*9+__builtin_ctz(m))*9+e));
  }
  for(m=r->aPos[aU[1]][e] & ~BOX_IN_COL(c); m; m&=m-1){
    aCause[n] = CHAIN_CAUSE_COL;
    aOut[n++] = (short)(2*((__builtin_ctz(m)*9+c%9)*9+e));
  }
  return n;
}

/*
** The potentials (on pids) that "x false" makes true, in SE's order: the
** other digit of a bivalue cell (cell link), then the other place of the
** digit in the box, the row and the column when it has only two (unit
** links; a cell found twice is listed once).  *pnCell: the cell links.
*/
static int make_off_to_on(const ChainReach *r, const unsigned short *cand,
                          int x, short *aOut, unsigned char *aCause,
                          int *pnCell){
  int c = x/9, e = x-9*(x/9), n = 0, k, aY[3];
  const unsigned char *aU = rate_cell_unit[c];
  unsigned m = cand[c], o[3];
  if( rate_popc(m)==2 ){
    aCause[n] = CHAIN_CAUSE_CELL;
    aOut[n++] = (short)(2*(c*9+__builtin_ctz(m & ~(1u<<e)))+1);
  }
  *pnCell = n;
  o[0] = r->aPos[aU[2]][e] & ~(1u<<POS_BOX(c));
  o[1] = r->aPos[aU[0]][e] & ~(1u<<POS_ROW(c));
  o[2] = r->aPos[aU[1]][e] & ~(1u<<POS_COL(c));
  aY[0] = o[0] ? 2*(rate_unit[aU[2]][__builtin_ctz(o[0])]*9+e)+1 : 0;
  aY[1] = o[1] ? 2*((c/9*9+__builtin_ctz(o[1]))*9+e)+1 : 0;
  aY[2] = o[2] ? 2*((__builtin_ctz(o[2])*9+c%9)*9+e)+1 : 0;
  for(k=0; k<3; k++){
    int j;
    if( o[k]==0 || (o[k] & (o[k]-1))!=0 ) continue;
    for(j=*pnCell; j<n && aOut[j]!=aY[k]; j++){}
    if( j<n ) continue;
    aCause[n] = (unsigned char)(CHAIN_CAUSE_BOX+k);
    aOut[n++] = (short)aY[k];
  }
  return n;
}

/* make_on_to_off() under a variant's rules (chain_var_on_to_off). */
static int var_on_to_off(const ChainReach *r, const unsigned short *cand,
                         int x, short *aOut, unsigned char *aCause,
                         int *pnCell){
  int k, n = chain_var_on_to_off(r->geom, cand, x, 1, aOut, aCause, pnCell);
  for(k=0; k<n; k++) aOut[k] = (short)(2*aOut[k]);
  return n;
}

/* make_off_to_on() under a variant's rules: the other digit of a
** bivalue cell, then the other place of the digit in each unit of the
** cell (SE's order) holding two, each once. */
static int var_off_to_on(const ChainReach *r, const unsigned short *cand,
                         int x, short *aOut, unsigned char *aCause,
                         int *pnCell){
  int c = x/9, e = x-9*(x/9), n = 0, k;
  int aUnit[3+RATE_MAX_XUNIT], nUnit = chain_units_of(r->geom, c, aUnit);
  unsigned m = cand[c];
  if( rate_popc(m)==2 ){
    aCause[n] = CHAIN_CAUSE_CELL;
    aOut[n++] = (short)(2*(c*9+__builtin_ctz(m & ~(1u<<e)))+1);
  }
  *pnCell = n;
  for(k=0; k<nUnit; k++){
    int u = aUnit[k], y, j, i;
    unsigned p = r->aPos[u][e];
    for(i=0; r->geom->unit[u][i]!=c; i++){}
    p &= ~(1u<<i);
    if( p==0 || (p & (p-1))!=0 ) continue;
    y = 2*(r->geom->unit[u][__builtin_ctz(p)]*9+e)+1;
    for(j=*pnCell; j<n && aOut[j]!=y; j++){}
    if( j<n ) continue;
    aCause[n] = (unsigned char)(CHAIN_CAUSE_BOX
                                + (k<3 ? k : r->geom->kind[u]));
    aOut[n++] = (short)y;
  }
  return n;
}

/* Make the links of every potential of grid cand, and size the sets
** (a component per potential at most). */
static inline void make_links_of(ChainReach *r, const unsigned short *cand,
                                 const int var){
  ChainLinks *L = &r->L;
  int c, e, n = 0, nCell, i = 0, u;
  rate_positions(cand, r->aPos);
  for(u=27; var && u<r->geom->nUnit; u++){
    for(e=0; e<9; e++){
      r->aPos[u][e] = 0;
      for(c=0; c<9; c++){
        if( cand[r->geom->unit[u][c]]>>e & 1 ) r->aPos[u][e] |= 1u<<c;
      }
    }
  }
  L->overflow = 0;
  for(c=0; c<81; c++){
    for(e=0; e<9; e++){
      int x = c*9+e;
      L->aFirst[2*x] = L->aUnit[2*x] = n;
      /* a variant's potential has at most 8 + 80 + 8 links each way */
      if( var && n+2*96>CHAIN_MAX_LINKS ){
        L->overflow = 1;
        L->aFirst[2*x+1] = L->aUnit[2*x+1] = n;
        continue;
      }
      if( !(cand[c]>>e & 1) ){
        L->aFirst[2*x+1] = L->aUnit[2*x+1] = n;
        continue;
      }
      i++;
      if( var ){
        n += var_off_to_on(r, cand, x, &L->aTo[n], &L->aCause[n], &nCell);
      }else{
        n += make_off_to_on(r, cand, x, &L->aTo[n], &L->aCause[n], &nCell);
      }
      L->aUnit[2*x] += nCell;
      L->aFirst[2*x+1] = L->aUnit[2*x+1] = n;
      if( var ){
        n += var_on_to_off(r, cand, x, &L->aTo[n], &L->aCause[n], &nCell);
      }else{
        n += make_on_to_off(r, cand, x, &L->aTo[n], &L->aCause[n], &nCell);
      }
      L->aUnit[2*x+1] += nCell;
    }
  }
  L->aFirst[2*729] = n;
  r->nW = (2*i+63)/64;
}

/* make_links_of() made once for each rules kind, the plain one without
** the variant's tests. */
static void make_links(ChainReach *r, const unsigned short *cand){
  if( r->geom ) make_links_of(r, cand, 1);
  else make_links_of(r, cand, 0);
}

/*
** 1 when a loop through the potentials aStack[lo..hi) (one component)
** may eliminate something: a candidate seeing a cell where the digit is
** on and another where it is off, both among them.  A cycle's links all
** lie within one component, so its eliminations are among these.
*/
static int loop_may_remove(const ChainReach *r, int lo, int hi){
  RateBits aOn[9], aOff[9];
  const unsigned long long (*aPeer)[2] = r->geom ? r->geom->peerBits
                                                 : rate_peer_bits;
  int i, e;
  memset(aOn, 0, sizeof(aOn));
  memset(aOff, 0, sizeof(aOff));
  for(i=lo; i<hi; i++){
    int w = r->aStack[i];
    RateBits *a = (w & 1) ? aOn : aOff;
    a[w/2%9] |= rate_bits(aPeer[w/18]);
  }
  for(e=0; e<9; e++){
    if( aOn[e] & aOff[e] & r->places[e] ) return 1;
  }
  return 0;
}

/* Close the component whose root is v: pop its potentials, give them
** component id, and set its set from them and its links' components. */
static void close_component(ChainReach *r, int v, int *pnStack, int id){
  unsigned long long *s = &r->aSet[id*r->nW];
  int i, j, top = *pnStack, w;
  do{
    w = r->aStack[--top];
    r->aScc[w] = (short)id;
  }while( w!=v );
  memset(s, 0, sizeof(s[0])*(size_t)(id/64+1));
  s[id>>6] |= 1ULL<<(id & 63);
  r->aMark[id] = (unsigned)id+1;
  r->aCycle[id] = *pnStack-top>=4 && loop_may_remove(r, top, *pnStack);
  for(i=top; i<*pnStack; i++){
    w = r->aStack[i];
    for(j=r->L.aFirst[w]; j<r->L.aFirst[w+1]; j++){
      int u = r->L.aTo[j], t = r->aScc[u], k;
      const unsigned long long *a = &r->aSet[t*r->nW];
      if( r->L.aFirst[u]==r->L.aFirst[u+1] ){
        /* a potential that implies nothing: its set is itself */
        s[t>>6] |= 1ULL<<(t & 63);
        continue;
      }
      if( r->aMark[t]==(unsigned)id+1 ) continue;
      r->aMark[t] = (unsigned)id+1;
      for(k=0; k<=t/64; k++) s[k] |= a[k];
    }
  }
  *pnStack = top;
}

/* Tarjan's walk from potential v0. */
static void reach_walk(ChainReach *r, int v0, int *pIdx, int *pnScc){
  int nCall = 0, nStack = 0;
  r->aCallNode[nCall] = (short)v0;
  r->aCallEdge[nCall++] = r->L.aFirst[v0];
  r->aIndex[v0] = r->aLow[v0] = (short)++*pIdx;
  r->aStack[nStack++] = (short)v0;
  while( nCall>0 ){
    int v = r->aCallNode[nCall-1], j = r->aCallEdge[nCall-1];
    if( j<r->L.aFirst[v+1] ){
      int w = r->L.aTo[j];
      r->aCallEdge[nCall-1] = j+1;
      if( r->aIndex[w]==0 ){
        r->aIndex[w] = r->aLow[w] = (short)++*pIdx;
        r->aStack[nStack++] = (short)w;
        r->aCallNode[nCall] = (short)w;
        r->aCallEdge[nCall++] = r->L.aFirst[w];
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
ChainReach *chain_reach_new(void){
  ChainReach *r = (ChainReach*)malloc(sizeof(ChainReach));
  if( r ) r->built = 0;
  return r;
}

/* Compute, for every candidate of grid cand (places: its cells of each
** digit), the potentials its static chain from "true" can list (kept
** when the grid is that of the last call: the forcing chains' search and
** the multiple forcing chains share them). */
void chain_reach_build(ChainReach *r, const RateGeom *geom,
                       const unsigned short *cand,
                       const RateBits *places){
  int c, idx = 0, nScc = 0;
  if( r->built && r->geom==geom
   && memcmp(r->aGrid, cand, sizeof(r->aGrid))==0 ) return;
  memcpy(r->aGrid, cand, sizeof(r->aGrid));
  r->built = 1;
  r->geom = geom;
  r->places = places;
  make_links(r, cand);
  memset(r->aIndex, 0, sizeof(r->aIndex));
  memset(r->aScc, 0xff, sizeof(r->aScc));
  memset(r->aMark, 0, sizeof(r->aMark));
  for(c=0; c<81; c++){
    unsigned m;
    for(m=cand[c]; m; m&=m-1){
      int v = 2*(c*9+__builtin_ctz(m))+1;
      if( r->aIndex[v]==0 ) reach_walk(r, v, &idx, &nScc);
    }
  }
}

/* The links of the grid of the last chain_reach_build. */
const ChainLinks *chain_reach_links(const ChainReach *r){
  return &r->L;
}

/* 1 when potential `to` may be reachable from potential `from` (pids of
** candidates of the grid of the last chain_reach_build): 0 proves it is not. */
int chain_reach_has(const ChainReach *r, int from, int to){
  int id = r->aScc[from], t = r->aScc[to];
  if( id<0 ) return 1;
  if( t<0 || t>id ) return 0;
  return (int)(r->aSet[id*r->nW + (t>>6)]>>(t & 63) & 1);
}

/* 1 when a cycle through potential pid may eliminate something (pid of
** a candidate of the grid of the last chain_reach_build): 0 proves none
** does. */
int chain_reach_cycle(const ChainReach *r, int pid){
  int id = r->aScc[pid];
  return id<0 || r->aCycle[id];
}

/* 1 when some potential is reachable from "x true" for every x of
** aX[0..n-1] (candidates of the grid of the last chain_reach_build). */
int chain_reach_meet(const ChainReach *r, const int *aX, int n){
  unsigned long long m[24], any = 0;
  int i, k, nW, id = r->aScc[2*aX[0]+1];
  for(i=1; i<n; i++) if( r->aScc[2*aX[i]+1]<id ) id = r->aScc[2*aX[i]+1];
  nW = id/64+1;                   /* no set holds a number above its own */
  memcpy(m, &r->aSet[r->aScc[2*aX[0]+1]*r->nW], sizeof(m[0])*(size_t)nW);
  for(i=1; i<n; i++){
    const unsigned long long *s = &r->aSet[r->aScc[2*aX[i]+1]*r->nW];
    for(k=0; k<nW; k++) m[k] &= s[k];
  }
  for(k=0; k<nW; k++) any |= m[k];
  return any!=0;
}
