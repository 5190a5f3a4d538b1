/* SPDX-License-Identifier: MIT */
/*
** rate_run.c: one assumption of a forcing-chain producer followed as Sudoku
** Explainer's doChaining does (a ChainRun, rate_forcing.h): on potentials
** before off ones, each listed once with the potentials it came from (in a
** dynamic chain also those whose removal made it a single), on a working
** grid that a dynamic chain changes as it goes, until a candidate is both
** on and off or nothing is left to follow.  rate_forcing.c's producers
** make the runs and read hints from them.
*/
#include "rate_forcing.h"
#include "buf.h"

#include <stdlib.h>
#include <string.h>

/* Room for n more parents in R's pool; 0 when out of memory. */
static int pool_room(ChainRun *R, int n){
  if( !buf_room(&R->aPool, &R->nPoolAlloc, R->nPool+n, sizeof(short), 256) ){
    R->overflow = 1;
    return 0;
  }
  return 1;
}

/* Add the list aPar[0..nPar-1] as the parents of potential pid of R. */
static void set_parents(ChainRun *R, int pid, const short *aPar, int nPar){
  int i;
  if( !pool_room(R, nPar) ) nPar = 0;
  R->aFirst[pid] = R->nPool;
  R->aNPar[pid] = (unsigned short)nPar;
  for(i=0; i<nPar; i++) R->aPool[R->nPool+i] = aPar[i];
  R->nPool += nPar;
}

/* Mark potential pid of R as removed by nested hint `id`. */
static void set_nested(ChainRun *R, int pid, int id){
  if( !pool_room(R, 2) ) return;
  R->aPool[R->nPool++] = (short)(id & 0x7fff);
  R->aPool[R->nPool++] = (short)(id>>15 & 0x7fff);
  R->aNPar[pid] |= CHAIN_PAR_NESTED;
}

/* 1 when R lists candidate x as off. */
static int run_listed_off(const ChainRun *R, int x){
  return chain_xset_has(R->off, x);
}

/* List potential x (on or off) in R, its parents not set yet. */
static void run_add(ChainRun *R, int x, int on){
  R->aCause[CHAIN_PID(x, on)] = CHAIN_CAUSE_NONE;
  if( on ){
    chain_xset_put(R->on, x);
    R->aOn[R->nOn++] = (short)x;
  }else{
    chain_xset_put(R->off, x);
    R->aOff[R->nOff++] = (short)x;
  }
}

/* List potential x (on or off) in R with its parents (and the nested
** hint that made it, or -1). */
static void run_list(ChainRun *R, int x, int on, const short *aPar, int nPar,
                     int nest){
  run_add(R, x, on);
  set_parents(R, CHAIN_PID(x, on), aPar, nPar);
  if( nest>=0 ) set_nested(R, CHAIN_PID(x, on), nest);
}

/*
** The candidates that "x true" makes false on the working grid, in SE's
** order: the cell's other digits (when cell links are used), then the
** digit's other places in the box, the row and the column, each cell once.
*/
static int run_on_to_off(const ChainEngine *E, int x, short *aOut){
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

/* What "x false" makes true: a candidate for the cell and for each unit
** of it, each with its parents. */
#define ONLIST_MAX (1+3+RATE_MAX_XUNIT)
typedef struct OnList OnList;
struct OnList {
  int n;
  short aX[ONLIST_MAX];
  unsigned char aCause[ONLIST_MAX];
  short aNPar[ONLIST_MAX];
  short aPar[ONLIST_MAX][10];
};

/* Add to L the candidate y made true by "x false" in a unit, with the
** hidden parents of y: the places `gone` of digit e there that the chain
** removed. */
static inline void add_on(OnList *L, int y, int x, RateBits gone, int e,
                          int cause){
  int k = L->n++, n = 0;
  L->aX[k] = (short)y;
  L->aCause[k] = (unsigned char)cause;
  L->aPar[k][n++] = (short)CHAIN_PID(x, 0);
  for(; gone; gone&=gone-1){
    L->aPar[k][n++] = (short)CHAIN_PID(rate_lowest_cell(gone)*9+e, 0);
  }
  L->aNPar[k] = (short)n;
}

/* Start L with what "x false" makes true in x's cell: its other digit
** when the cell is left with two (cell links), with the digits the chain
** removed there as hidden parents. */
static inline void cell_on(const ChainEngine *E, int x, OnList *L){
  int c = x/9, e = x%9;
  unsigned m = E->cand[c];
  L->n = 0;
  if( !E->nishio && rate_popc(m)==2 ){
    unsigned gone = E->base[c] & ~m;
    int n = 0, k = L->n++;
    L->aX[k] = (short)(c*9+__builtin_ctz(m & ~(1u<<e)));
    L->aCause[k] = CHAIN_CAUSE_CELL;
    L->aPar[k][n++] = (short)CHAIN_PID(x, 0);
    for(; gone; gone&=gone-1){
      L->aPar[k][n++] = (short)CHAIN_PID(c*9+__builtin_ctz(gone), 0);
    }
    L->aNPar[k] = (short)n;
  }
}

/*
** The candidates that "x false" makes true on the working grid, in SE's
** order: the other digit of a cell left with two (cell links), then the
** only other place of the digit in the box, the row, the column (a
** candidate found twice is listed once).  On a dynamic grid each comes
** with the removed candidates that left it single.
*/
static void run_off_to_on(const ChainEngine *E, int x, OnList *L){
  int c = x/9, e = x%9, k, y, need;
  unsigned m = E->cand[c], hit;
  const unsigned char *aU = rate_cell_unit[c];
  cell_on(E, x, L);
  /* the units (k: box, row, column) left with one other place of e */
  need = 1 + (int)(m>>e & 1);
  hit = (unsigned)(E->aCnt[aU[2]][e]==need)
      | (unsigned)(E->aCnt[aU[0]][e]==need)<<1
      | (unsigned)(E->aCnt[aU[1]][e]==need)<<2;
  for(; hit; hit&=hit-1){
    RateBits unit;
    int j, dup = 0;
    k = __builtin_ctz(hit);
    unit = rate_bits(rate_unit_bits[rate_se_region_of(c, k)]);
    y = rate_lowest_cell(E->places[e] & unit & ~RATE_BIT(c))*9+e;
    for(j=0; j<L->n; j++) dup |= L->aX[j]==y;
    if( dup ) continue;
    add_on(L, y, x, E->basePlaces[e] & unit & ~E->places[e], e,
           CHAIN_CAUSE_BOX+k);
  }
}

/* run_off_to_on() under a variant's rules: the cell's other digit, then
** each unit of the cell (SE's order) left with one other place of e. */
static void var_off_to_on(const ChainEngine *E, int x, OnList *L){
  int c = x/9, e = x%9, k, y, need, aUnit[3+RATE_MAX_XUNIT], nUnit;
  unsigned m = E->cand[c];
  cell_on(E, x, L);
  need = 1 + (int)(m>>e & 1);
  nUnit = chain_units_of(E->geom, c, aUnit);
  for(k=0; k<nUnit; k++){
    int u = aUnit[k], j, dup = 0;
    RateBits unit;
    if( E->aCnt[u][e]!=need ) continue;
    unit = rate_bits(E->geom->unitBits[u]);
    y = rate_lowest_cell(E->places[e] & unit & ~RATE_BIT(c))*9+e;
    for(j=0; j<L->n; j++) dup |= L->aX[j]==y;
    if( dup ) continue;
    add_on(L, y, x, E->basePlaces[e] & unit & ~E->places[e], e,
           CHAIN_CAUSE_BOX + (k<3 ? k : E->geom->kind[u]));
  }
}

/* Remove candidate x from the working grid (a dynamic chain's off). */
static void grid_remove(ChainEngine *E, int x){
  int c = x/9, e = x%9;
  if( !(E->cand[c]>>e & 1) ) return;
  E->cand[c] &= (unsigned short)~(1u<<e);
  E->places[e] &= ~RATE_BIT(c);
  E->aCnt[rate_cell_unit[c][0]][e]--;
  E->aCnt[rate_cell_unit[c][1]][e]--;
  E->aCnt[rate_cell_unit[c][2]][e]--;
  if( E->geom ){
    /* a variant's units too */
    unsigned long long us;
    for(us=E->geom->cellUnits[c]>>27<<27; us; us&=us-1){
      E->aCnt[__builtin_ctzll(us)][e]--;
    }
  }
  if( E->level>0 ){
    E->aPos[rate_cell_unit[c][0]][e] &= (unsigned short)~(1u<<(c%9));
    E->aPos[rate_cell_unit[c][1]][e] &= (unsigned short)~(1u<<(c/9));
    E->aPos[rate_cell_unit[c][2]][e] &= (unsigned short)~(1u<<(3*(c/9%3)+c%3));
  }
}

/* Record the contradiction of R: on potential xOn and off potential
** xOff of the same candidate, one of them `fresh` (not listed, its
** parents given). */
static void contradiction(ChainRun *R, int x, int freshOn, const short *aPar,
                          int nPar){
  R->absurd = x;
  R->absurdFreshOn = freshOn;
  R->aCause[CHAIN_FRESH] = CHAIN_CAUSE_NONE;
  set_parents(R, CHAIN_FRESH, aPar, nPar);
}

/* Note that R follows candidate x: it reads x's cell and the places of
** x's digit in x's units. */
static void run_reads(ChainRun *R, int x){
  int c = x/9;
  R->seenCells |= RATE_BIT(c);
  R->seenUnits[x%9] |= rate_cell_units[c];
}

/*
** The advanced potentials of E's working grid (chain_advanced, into
** E->adv) that R does not list yet, listed as off.  Returns 1 when some
** were added.
*/
static int list_advanced(ChainEngine *E, ChainRun *R){
  const ChainAdv *A = &E->adv;
  int k, added = 0;
  chain_advanced(E);
  for(k=0; k<A->n; k++){
    int x = A->aX[k];
    if( run_listed_off(R, x) ) continue;
    run_list(R, x, 0, &A->aPool[A->aFirst[k]], A->aNPar[k], A->aNest[k]);
    added = 1;
  }
  return added;
}

/*
** SE's doChaining: follow the assumption pid (on or off) into R.  Pending
** on potentials go before pending off ones; the first candidate found
** both on and off stops it (R->absurd).  With E->level>0 the advanced
** implications (rate_plus.c) are added when nothing else is pending.
*/
static void run_follow(ChainEngine *E, ChainRun *R, int pid){
  short aNext[8+80+8], aPar[1];
  int headOn = 0, headOff = 0, i, x, slot, nShared, nCell;
  OnList L;
  R->root = pid;
  R->nOn = R->nOff = 0;
  R->nPool = 0;
  R->overflow = 0;
  R->absurd = -1;
  R->seenCells = 0;
  memset(R->seenUnits, 0, sizeof(R->seenUnits));
  memset(R->on, 0, sizeof(R->on));
  memset(R->off, 0, sizeof(R->off));
  memcpy(E->cand, E->base, sizeof(E->cand));
  memcpy(E->places, E->basePlaces, sizeof(E->places));
  memcpy(E->aCnt, E->aBaseCnt,
         sizeof(E->aCnt[0])*(size_t)(E->geom ? E->geom->nUnit : 27));
  if( E->level>0 ) memcpy(E->aPos, E->aBasePos, sizeof(E->aPos));
  run_list(R, pid/2, pid&1, 0, 0, -1);
  for(;;){
    if( headOn<R->nOn ){
      int n;
      x = R->aOn[headOn++];
      run_reads(R, x);
      if( E->geom ){
        n = chain_var_on_to_off(E->geom, E->cand, x, !E->nishio, aNext, 0,
                                &nCell);
      }else{
        n = run_on_to_off(E, x, aNext);
      }
      aPar[0] = (short)CHAIN_PID(x, 1);
      /* the offs x makes share one copy of their parent */
      slot = R->nPool;
      nShared = pool_room(R, 1);
      if( nShared ) R->aPool[R->nPool++] = aPar[0];
      for(i=0; i<n; i++){
        int y = aNext[i];
        if( chain_xset_has(R->on, y) ){
          contradiction(R, y, 0, aPar, 1);
          return;
        }
        if( !chain_xset_has(R->off, y) ){
          run_add(R, y, 0);
          R->aFirst[CHAIN_PID(y, 0)] = slot;
          R->aNPar[CHAIN_PID(y, 0)] = (unsigned short)nShared;
        }
      }
      continue;
    }
    if( headOff<R->nOff ){
      x = R->aOff[headOff++];
      run_reads(R, x);
      if( E->geom ){
        var_off_to_on(E, x, &L);
      }else{
        run_off_to_on(E, x, &L);
      }
      if( E->dynamic ) grid_remove(E, x);
      for(i=0; i<L.n; i++){
        int y = L.aX[i];
        if( chain_xset_has(R->off, y) ){
          contradiction(R, y, 1, L.aPar[i], L.aNPar[i]);
          R->aCause[CHAIN_FRESH] = L.aCause[i];
          return;
        }
        if( chain_xset_has(R->on, y) ) continue;
        run_list(R, y, 1, L.aPar[i], L.aNPar[i], -1);
        R->aCause[CHAIN_PID(y, 1)] = L.aCause[i];
      }
      continue;
    }
    if( E->level>0 && list_advanced(E, R) ) continue;
    break;
  }
}

/* run_follow(), noting a run whose parents could not all be kept, and
** counting its potentials as work done. */
void chain_run(ChainEngine *E, ChainRun *R, int pid){
  run_follow(E, R, pid);
  *E->pProp += (unsigned)(R->nOn+R->nOff);
  if( R->overflow ) E->oom = 1;
}
