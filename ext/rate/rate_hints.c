/* SPDX-License-Identifier: MIT */
/*
** rate_hints.c: the hints of chains as records, for every chain file: a
** growing list of hints (a nested producer's, or the forcing chains'
** search's), the 64-bit mix their signatures are made with, and the ids
** of the nested hints an engine's chains use (hints with equal chains
** share one).
*/
#include "rate_forcing.h"
#include "buf.h"

#include <stdlib.h>

/* A new hint at the end of L (NULL when out of memory). */
ChainHint *chain_hint_add(ChainHints *L){
  if( !buf_room(&L->a, &L->nAlloc, L->n+1, sizeof(ChainHint), 64) ){
    L->oom = 1;
    return 0;
  }
  return &L->a[L->n++];
}

/* A 64-bit mix of x (for the signatures of chains). */
unsigned long long chain_mix(unsigned long long x){
  x ^= x>>33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x>>33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  return x ^ x>>33;
}

/* Grow E's table of nested hints; 0 when out of memory. */
static int nest_grow(ChainEngine *E){
  int nNew = E->nNestAlloc ? 2*E->nNestAlloc : 256, k;
  int *aC = (int*)realloc(E->aNestC, sizeof(int)*(size_t)nNew);
  unsigned long long *aG;
  unsigned *aS;
  int *aH;
  if( aC==0 ) return 0;
  E->aNestC = aC;
  aG = (unsigned long long*)realloc(E->aNestSig, sizeof(*aG)*(size_t)nNew);
  if( aG==0 ) return 0;
  E->aNestSig = aG;
  aS = (unsigned*)realloc(E->aNestSeen, sizeof(unsigned)*(size_t)nNew);
  if( aS==0 ) return 0;
  E->aNestSeen = aS;
  aH = (int*)realloc(E->aNestHash, sizeof(int)*2*(size_t)nNew);
  if( aH==0 ) return 0;
  E->aNestHash = aH;
  E->nNestAlloc = nNew;
  for(k=0; k<2*nNew; k++) aH[k] = -1;
  for(k=0; k<E->nNest; k++){
    int j = (int)(E->aNestSig[k] & (unsigned long long)(2*nNew-1));
    while( aH[j]>=0 ) j = (j+1) & (2*nNew-1);
    aH[j] = k;
  }
  return 1;
}

/*
** The id of a nested hint of complexity c and chains' signature sig used
** by E's chains: hints with equal chains share one (SE's FullChain), so
** that a hint counts them once.  Returns -1 when out of memory.
*/
int chain_nest_id(ChainEngine *E, int c, unsigned long long sig){
  int j;
  if( E->nNest==E->nNestAlloc && !nest_grow(E) ) return -1;
  j = (int)(sig & (unsigned long long)(2*E->nNestAlloc-1));
  while( E->aNestHash[j]>=0 ){
    int k = E->aNestHash[j];
    if( E->aNestSig[k]==sig && E->aNestC[k]==c ) return k;
    j = (j+1) & (2*E->nNestAlloc-1);
  }
  E->aNestHash[j] = E->nNest;
  E->aNestC[E->nNest] = c;
  E->aNestSig[E->nNest] = sig;
  E->aNestSeen[E->nNest] = 0;
  return E->nNest++;
}
