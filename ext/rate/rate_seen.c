/* SPDX-License-Identifier: MIT */
/*
** rate_seen.c: the hints a nested Forcing Chains & Cycles search listed
** on recent grids (rate_nested.c).
**
** A nested producer lists every hint of SE's forcing chains and cycles
** on the working grid of a dynamic chain each time the chain gets stuck.
** That list depends on the grid alone, and chains from different
** assumptions, from the same assumption one step later, or from the
** same assumption in the producer of the next level (which follows it
** the same way until its own nested producers add something), often get
** stuck on the very same grid.  So the lists of recent grids are kept in
** a direct-mapped table by the grid's hash, one for every producer of a
** rating; a grid found there (compared in full) gives back the same
** hints, in the same order, and the same work to charge, without
** searching again.  The threads of a producer (rate_forcing.c) share
** the table under its lock; a grid that two of them miss at once is
** searched by both, with the same hints and work.
*/
#include "rate_forcing.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define N_SEEN 16384             /* slots of the table (a power of 2) */

typedef struct SeenGrid SeenGrid;
struct SeenGrid {
  unsigned long long h;          /* the grid's hash, 0 for an empty slot */
  unsigned short cand[81];
  unsigned long long nWork;      /* what the search charged */
  int n;
  ChainHint *a;                  /* its hints, in the order listed */
};

struct ChainSeen {
  pthread_mutex_t mu;            /* the threads of a producer share it */
  SeenGrid a[N_SEEN];
};

/* A table (NULL when out of memory). */
ChainSeen *chain_seen_new(void){
  ChainSeen *t = (ChainSeen*)calloc(1, sizeof(ChainSeen));
  if( t && pthread_mutex_init(&t->mu, 0) ){
    free(t);
    t = 0;
  }
  return t;
}

void chain_seen_free(ChainSeen *t){
  int k;
  if( t==0 ) return;
  for(k=0; k<N_SEEN; k++) free(t->a[k].a);
  pthread_mutex_destroy(&t->mu);
  free(t);
}

/* The hash of grid cand (never 0). */
static unsigned long long seen_hash(const unsigned short *cand){
  unsigned long long h = 0, w;
  int c;
  for(c=0; c<81; c+=4){
    w = cand[c];
    if( c+1<81 ) w |= (unsigned long long)cand[c+1]<<16;
    if( c+2<81 ) w |= (unsigned long long)cand[c+2]<<32;
    if( c+3<81 ) w |= (unsigned long long)cand[c+3]<<48;
    h = chain_mix(h ^ w);
  }
  return h | 1;
}

/*
** chain_search_collect() through table t: the hints of SE's Forcing
** Chains & Cycles on grid cand appended to the empty list L, from t when
** it holds them.  Returns the work the search charged.
*/
unsigned long long chain_seen_collect(ChainSeen *t, ChainSearch *q,
                                      const unsigned short *cand,
                                      ChainHints *L){
  unsigned long long h = seen_hash(cand), nWork;
  SeenGrid *g = &t->a[(h>>20) & (N_SEEN-1)];
  ChainHint *a;
  int k;
  pthread_mutex_lock(&t->mu);
  if( g->h==h && memcmp(g->cand, cand, sizeof(g->cand))==0 ){
    for(k=0; k<g->n; k++){
      ChainHint *h = chain_hint_add(L);
      if( h==0 ) break;
      *h = g->a[k];
    }
    nWork = g->nWork;
    pthread_mutex_unlock(&t->mu);
    return nWork;
  }
  pthread_mutex_unlock(&t->mu);
  nWork = chain_search_collect(q, cand, L);
  if( L->oom ) return nWork;
  pthread_mutex_lock(&t->mu);
  g->h = 0;
  if( L->n ){
    a = (ChainHint*)realloc(g->a, sizeof(ChainHint)*(size_t)L->n);
    if( a==0 ){                   /* the slot stays empty */
      pthread_mutex_unlock(&t->mu);
      return nWork;
    }
    g->a = a;
    memcpy(a, L->a, sizeof(ChainHint)*(size_t)L->n);
  }
  g->n = L->n;
  g->nWork = nWork;
  memcpy(g->cand, cand, sizeof(g->cand));
  g->h = h;
  pthread_mutex_unlock(&t->mu);
  return nWork;
}
