/* SPDX-License-Identifier: MIT */
/*
** rate_runlist.h: listing potentials in a ChainRun (rate_forcing.h), with
** their parents, for the files that add to runs: rate_run.c, which
** follows an assumption, and rate_plus.c, whose advanced steps add the
** off potentials they find.  Inline, as they are called for every
** potential a run lists.
*/
#ifndef SUDOKU_RATE_RUNLIST_H
#define SUDOKU_RATE_RUNLIST_H

#include "rate_forcing.h"

#include <stdlib.h>

/* Room for n more parents in R's pool; 0 when out of memory. */
static inline int chain_run_room(ChainRun *R, int n){
  if( R->nPool+n>R->nPoolAlloc ){
    int nNew = 2*R->nPoolAlloc+n+256;
    short *a = (short*)realloc(R->aPool, sizeof(short)*(size_t)nNew);
    if( a==0 ){
      R->overflow = 1;
      return 0;
    }
    R->aPool = a;
    R->nPoolAlloc = nNew;
  }
  return 1;
}

/* Add the list aPar[0..nPar-1] as the parents of potential pid of R. */
static inline void chain_run_parents(ChainRun *R, int pid, const short *aPar,
                                     int nPar){
  int i;
  if( !chain_run_room(R, nPar) ) nPar = 0;
  R->aFirst[pid] = R->nPool;
  R->aNPar[pid] = (unsigned short)nPar;
  for(i=0; i<nPar; i++) R->aPool[R->nPool+i] = aPar[i];
  R->nPool += nPar;
}

/* Mark potential pid of R as removed by nested hint `id`. */
static inline void chain_run_nest(ChainRun *R, int pid, int id){
  if( !chain_run_room(R, 2) ) return;
  R->aPool[R->nPool++] = (short)(id & 0x7fff);
  R->aPool[R->nPool++] = (short)(id>>15 & 0x7fff);
  R->aNPar[pid] |= CHAIN_PAR_NESTED;
}

/* 1 when R lists candidate x as off. */
static inline int chain_run_listed_off(const ChainRun *R, int x){
  return chain_xset_has(R->off, x);
}

/* List potential x (on or off) in R, its parents not set yet. */
static inline void chain_run_add(ChainRun *R, int x, int on){
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
static inline void chain_run_list(ChainRun *R, int x, int on,
                                  const short *aPar, int nPar, int nest){
  chain_run_add(R, x, on);
  chain_run_parents(R, CHAIN_PID(x, on), aPar, nPar);
  if( nest>=0 ) chain_run_nest(R, CHAIN_PID(x, on), nest);
}

#endif
