/* SPDX-License-Identifier: MIT */
/*
** rate_nested.c: SE's nested forcing chains (Chaining levels 2 to 4).
**
** When a dynamic chain of level 2 or more has nothing left to follow and
** none of rate_plus.c's simple rules applies, SE runs whole chaining
** producers on the chain's working grid:
**
**   level 2: Forcing Chains & Cycles            (9.5+)
**   level 3: the same, then Multiple Forcing Chains (10.0+)
**   level 4: Dynamic Forcing Chains, themselves of level 0 to 3 (the
**            nesting limit; 10.5+)
**
** and the first producer with hints that rely on the chain's removals
** gives every such hint's removals (in SE's order: its hints sorted by
** difficulty, complexity and kind, those removing the same candidates
** kept once) as new off potentials.  Their parents are the candidates the
** chain removed in the cells and units the nested hint's chains used (SE's
** getRuleParents), and a hint counts the complexity of each nested hint
** its chains go through.  When a hint is being described (E->pRec), the
** hint that first removed each candidate is noted with the grid it was
** listed on, for rate_nest_why.c to list it again and describe it.
*/
#include "rate_forcing.h"

#include <stdlib.h>
#include <string.h>

/* SE's order of hints: difficulty, complexity, sort key, then found. */
static int hint_cmp(const void *pa, const void *pb){
  const ChainHint *a = (const ChainHint*)pa, *b = (const ChainHint*)pb;
  if( a->d!=b->d ) return a->d<b->d ? -1 : 1;
  if( a->c!=b->c ) return a->c<b->c ? -1 : 1;
  if( a->sk!=b->sk ) return a->sk<b->sk ? -1 : 1;
  return a->seq<b->seq ? -1 : a->seq>b->seq;
}

/* The candidates h removes, as a set over the 729 candidates. */
static void removals(const ChainHint *h, unsigned long long *m){
  int k;
  memset(m, 0, sizeof(unsigned long long)*12);
  for(k=0; k<h->rem.n; k++){
    unsigned v;
    for(v=h->rem.aBits[k]; v; v&=v-1){
      int x = h->rem.aCell[k]*9+__builtin_ctz(v);
      chain_xset_put(m, x);
    }
  }
}

/*
** The parents of nested hint h in E's chain: the candidates the chain
** removed (E->base but not E->cand) in the cells and units h relies on.
** Returns their number, into aPar (as off pids).
*/
static int rule_parents(const ChainEngine *E, const ChainHint *h, short *aPar){
  unsigned long long m[12];
  int c, k, n = 0;
  RateBits b;
  memset(m, 0, sizeof(m));
  for(b=h->spec.cells; b; b&=b-1){
    unsigned v;
    c = rate_lowest_cell(b);
    for(v=E->base[c] & ~E->cand[c]; v; v&=v-1){
      int x = c*9+__builtin_ctz(v);
      chain_xset_put(m, x);
    }
  }
  for(k=0; k<(E->geom ? E->geom->nUnit : 27)*9; k++){
    int e = k%9, u = k/9;
    if( !(h->spec.hidden[k/64]>>(k%64) & 1) ) continue;
    b = E->basePlaces[e] & ~E->places[e]
        & rate_bits(u<27 ? rate_unit_bits[u] : E->geom->unitBits[u]);
    for(; b; b&=b-1){
      int x = rate_lowest_cell(b)*9+e;
      chain_xset_put(m, x);
    }
  }
  for(k=0; k<12; k++){
    unsigned long long w;
    for(w=m[k]; w; w&=w-1) aPar[n++] = (short)(2*(64*k+__builtin_ctzll(w)));
  }
  return n;
}

/* The index of a copy of E's working grid in rec (-1 when out of
** memory). */
static int rec_grid(ChainNestRec *rec, const ChainEngine *E){
  if( rec->nGrid==rec->nGridAlloc ){
    int nNew = rec->nGridAlloc ? 2*rec->nGridAlloc : 16;
    unsigned short (*a)[81] = (unsigned short(*)[81])realloc(rec->aGrid,
                                                 sizeof(*a)*(size_t)nNew);
    if( a==0 ){
      rec->oom = 1;
      return -1;
    }
    rec->aGrid = a;
    rec->nGridAlloc = nNew;
  }
  memcpy(rec->aGrid[rec->nGrid], E->cand, sizeof(rec->aGrid[0]));
  return rec->nGrid++;
}

/*
** Describing (E->pRec): note nested hint h, given to E's chain with id
** `id` by the search (bSearch) or the sub-producer, as the first to
** remove each of its candidates that none removed before; *pGrid is the
** copy of E's grid noted for this call (-1: none yet).
*/
static void rec_hint(ChainEngine *E, const ChainHint *h, int id, int bSearch,
                     int *pGrid){
  ChainNestRec *rec = E->pRec;
  int k;
  for(k=0; k<h->rem.n; k++){
    unsigned v;
    for(v=h->rem.aBits[k]; v; v&=v-1){
      int x = h->rem.aCell[k]*9+__builtin_ctz(v);
      if( rec->aGridOf[x]>=0 ) continue;
      if( *pGrid<0 && (*pGrid = rec_grid(rec, E))<0 ) return;
      rec->aGridOf[x] = *pGrid;
      rec->aSeq[x] = h->seq;
      rec->aId[x] = id;
      rec->aSearch[x] = (unsigned char)bSearch;
    }
  }
}

/*
** Give the hints of L (sorted, each set of removals once) that rely on
** E's chain to E's advanced list (listed by the search: bSearch).
** Returns -1 when out of memory.
*/
static int give_hints(ChainEngine *E, ChainHints *L, int bSearch){
  int i, j, nKept = 0;
  unsigned long long (*aSeen)[12];
  short aPar[729];
  int iGrid = -1;
  if( L->n==0 ) return 0;
  qsort(L->a, (size_t)L->n, sizeof(ChainHint), hint_cmp);
  aSeen = (unsigned long long(*)[12])malloc(sizeof(*aSeen)*(size_t)(L->n+1));
  if( aSeen==0 ) return -1;
  for(i=0; i<L->n; i++){
    const ChainHint *h = &L->a[i];
    int nPar, id;
    removals(h, aSeen[nKept]);
    for(j=0; j<nKept && memcmp(aSeen[j], aSeen[nKept], sizeof(aSeen[0])); j++){}
    if( j<nKept ) continue;
    nKept++;
    nPar = rule_parents(E, h, aPar);
    if( nPar==0 ) continue;
    id = chain_nest_id(E, h->c, h->sig);
    if( id<0 ){
      free(aSeen);
      return -1;
    }
    chain_adv_add(&E->adv, &h->rem, aPar, nPar, id);
    if( E->pRec ) rec_hint(E, h, id, bSearch, &iGrid);
  }
  free(aSeen);
  return 0;
}

/* E's nested producer, made on first use: level 4's dynamic chains of
** its nesting limit, level 3's multiple forcing chains. */
static ChainEngine *sub_engine(ChainEngine *E){
  ChainEngine *S = E->pSub;
  if( S==0 ){
    S = E->pSub = (ChainEngine*)malloc(sizeof(ChainEngine));
    if( S==0 ) return 0;
    if( E->level>=4 ){
      int lim = E->nestingLimit;
      chain_engine_init(S, 1, 1, 0, lim, lim>0 ? 8.5+0.5*lim : 8.5);
    }else{
      chain_engine_init(S, 1, 0, 0, 0, 8.0);
      chain_engine_share_reach(S, E->pSearch);
    }
    S->pSeen = E->pSeen;
    S->xNested = chain_nested;
  }
  S->geom = E->geom;
  return S;
}

/*
** List the hints of a nested producer on E's working grid, the forcing
** chains' search (bSearch) or E's sub-producer, and give those relying on
** E's chain to E->adv.  Returns -1 when out of memory, else 0.
*/
static int nested_hints(ChainEngine *E, int bSearch){
  ChainHints L;
  int rc = 0;
  memset(&L, 0, sizeof(L));
  if( bSearch ){
    if( E->pSearch==0 && (E->pSearch = chain_search_new(E->geom))==0 ){
      return -1;
    }
    *E->pProp += chain_seen_collect(E->pSeen, E->pSearch, E->cand, &L);
  }else{
    ChainEngine *S = sub_engine(E);
    if( S==0 ) return -1;
    S->pProp = E->pProp;
    S->collect = &L;
    chain_produce(S, E->cand, E->nPlaced);
    S->collect = 0;
    if( S->oom ) rc = -1;
  }
  if( L.oom ) rc = -1;
  if( rc==0 ) rc = give_hints(E, &L, bSearch);
  free(L.a);
  return rc;
}

/*
** SE's nested producers on E's working grid, in order, until one gives
** hints relying on the chain (into E->adv): levels 2 and 3 Forcing
** Chains & Cycles, then level 3 Multiple Forcing Chains; level 4 Dynamic
** Forcing Chains.  Returns -1 when out of memory, else 0.
*/
int chain_nested(ChainEngine *E){
  int rc;
  if( E->level>=4 ) return nested_hints(E, 0);
  rc = nested_hints(E, 1);
  if( rc==0 && E->adv.n==0 && E->level>=3 ) rc = nested_hints(E, 0);
  return rc;
}
