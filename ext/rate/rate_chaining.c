/* SPDX-License-Identifier: MIT */
/*
** rate_chaining.c: the finder of SE's chaining producers after forcing
** chains and cycles (rate_find_chaining: Nishio, multiple, dynamic,
** dynamic (+) and nested forcing chains): their flags and base
** difficulties, their engines (rate_forcing.c) kept from one step to the
** next in the state's RateChainMem with the forcing chains' search, the
** nested hints' table by grid and the rating's threads, and the hint an
** engine keeps given as the step.
*/
#include "rate_forcing.h"

#include <stdlib.h>
#include <string.h>

RateChainMem *rate_chain_mem_new(void){
  RateChainMem *m = (RateChainMem*)malloc(sizeof(RateChainMem));
  if( m ) memset(m, 0, sizeof(*m));
  return m;
}

void rate_chain_mem_free(RateChainMem *m){
  int k;
  if( m==0 ) return;
  pool_free(m->pPool);
  for(k=0; k<CHAIN_N_PROD; k++){
    if( m->aEngine[k] ){
      chain_engine_free(m->aEngine[k]);
      free(m->aEngine[k]);
    }
  }
  chain_search_free(m->pSearch);
  chain_seen_free(m->pSeen);
  free(m);
}

/* SE's chaining producers after forcing chains and cycles: the flags of
** its Chaining (multiple, dynamic, nishio, level), the base difficulty,
** and the names of their hints (cell, region, contradiction, double;
** one name for all four: ALL4).  The last serves the 4 nesting limits of
** level 4 (CHAIN_PROD_NESTED+2 and up). */
#define ALL4(t) { t, t, t, t }
static const struct {
  int multiple, dynamic, nishio, level;
  double base;
  int aTech[CHAIN_N_TECH];
} aProd[CHAIN_PROD_NESTED+3] = {
  { 0, 1, 1, 0, 7.5, ALL4(RATE_NISHIO) },
  { 1, 0, 0, 0, 8.0, { RATE_CELL_FORCING, RATE_REGION_FORCING,
                       RATE_CELL_FORCING, RATE_CELL_FORCING } },
  { 1, 1, 0, 0, 8.5, { RATE_DYNAMIC_CELL, RATE_DYNAMIC_REGION,
                       RATE_DYNAMIC_CONTRADICTION, RATE_DYNAMIC_DOUBLE } },
  { 1, 1, 0, 1, 9.0, ALL4(RATE_DYNAMIC_PLUS) },
  { 1, 1, 0, 2, 9.5, ALL4(RATE_NESTED_FC) },
  { 1, 1, 0, 3, 10.0, ALL4(RATE_NESTED_MFC) },
  { 1, 1, 0, 4, 10.5, ALL4(RATE_NESTED_DFC) },
};
#undef ALL4

/* The rating's threads, made on first use (NULL: one thread). */
static Pool *chain_pool(const RateState *s){
  RateChainMem *m = s->chain;
  int n = s->work ? s->work->threads : 1;
  if( n>1 && !m->bPoolTried ){
    m->bPoolTried = 1;
    m->pPool = pool_new(n);
  }
  return m->pPool;
}

/*
** Run producer `prod` (a RATE_CHAIN_*, rateint.h) on s, its engine made
** on first use and kept in s->chain; its hint into f.
*/
int rate_find_chaining(const RateState *s, RateFind *f, int prod){
  ChainEngine *E;
  unsigned char nPlaced[9];
  unsigned long long nProp = 0;
  int c, found, k = prod<CHAIN_PROD_NESTED+2 ? prod : CHAIN_PROD_NESTED+2;
  if( s->chain==0 ) return RATE_FIND_NOMEM;
  if( prod>=CHAIN_PROD_NESTED && s->chain->pSeen==0
   && (s->chain->pSeen = chain_seen_new())==0 ){
    return RATE_FIND_NOMEM;
  }
  E = s->chain->aEngine[prod];
  if( E==0 ){
    E = s->chain->aEngine[prod] = (ChainEngine*)malloc(sizeof(ChainEngine));
    if( E==0 ) return RATE_FIND_NOMEM;
    chain_engine_init(E, aProd[k].multiple, aProd[k].dynamic, aProd[k].nishio,
                aProd[k].level, aProd[k].base);
    E->nestingLimit = prod-k;
    memcpy(E->aTech, aProd[k].aTech, sizeof(E->aTech));
    if( prod==CHAIN_PROD_MULTIPLE ){
      chain_engine_share_reach(E, s->chain->pSearch);
    }
    E->pSeen = s->chain->pSeen;
    E->xNested = chain_nested;
  }
  E->pProp = &nProp;
  E->sol = s->sol;
  E->geom = s->geom;
  E->pPool = prod>=CHAIN_PROD_DYNAMIC ? chain_pool(s) : 0;
  memset(nPlaced, 0, sizeof(nPlaced));
  for(c=0; c<81; c++) if( s->val[c] ) nPlaced[s->val[c]-1]++;
  chain_produce(E, s->cand, nPlaced);
  work_charge(s->work, nProp*WORK_RATE_PROP);
  found = E->found;
  if( E->oom ){
    found = RATE_FIND_NOMEM;
  }else if( found ){
    rate_find_start(f, E->bestTech,
                    chain_score(chain_difficulty(E->base_d, E->bestC)));
    if( E->bestPlace ){
      rate_find_place(f, E->bestX/9, E->bestX%9+1);
    }else{
      rate_find_elim(f, s, E->bestX/9, E->bestX%9+1);
    }
    if( f->why ) chain_why_engine(E, f->why);
  }
  return found;
}

