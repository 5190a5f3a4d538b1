/* SPDX-License-Identifier: MIT */
/*
** rate_nest_why.c: a chain producer's hint described with the nested
** hints its chains rest on.  Each branch of the hint (rate_forcing.c's
** best) is made again from its assumption and read back from the run's
** parents (rate_chain_why.c) as a chain; while it is made, the nested
** producers note the hints they give it (E->pRec, rate_nested.c).  A
** link of the chain that rests on a nested hint then gets that hint's
** chains, one depth down with the chain as parent: its producer lists
** its hints again on the grid it listed it on, keeping that hint
** (ChainEngine.whySeq, chain_search_why), whose branches are described
** the same way, down to the innermost nesting.  Only sudoku_explain and
** sudoku_hint come here: rating never does.
*/
#include "rate_forcing.h"

#include <stdlib.h>
#include <string.h>

/* Forget what rec noted (a new run). */
static void rec_reset(ChainNestRec *rec){
  rec->nGrid = 0;
  memset(rec->aGridOf, 0xff, sizeof(rec->aGridOf));
}

static void why_branches(ChainEngine *E, RateWhy *w, int depth, int parent,
                         int *pAbsurd);

/*
** Describe in w (chains of this depth, serving chain `parent`) the nested
** hint that removed candidate x in E's run, as rec noted it; returns the
** index of its first chain, or -1 when it has none.
*/
static int why_nested(ChainEngine *E, const ChainNestRec *rec, int x,
                      RateWhy *w, int depth, int parent){
  const unsigned short *grid = rec->aGrid[rec->aGridOf[x]];
  ChainEngine *S = E->pSub;
  ChainHints L;
  unsigned long long nProp = 0, *pProp;
  int first = w->nChain, absurd;
  if( rec->aSearch[x] ){
    if( E->pSearch==0 ) return -1;
    return chain_search_why(E->pSearch, grid, rec->aSeq[x], w, depth, parent);
  }
  if( S==0 ) return -1;
  memset(&L, 0, sizeof(L));
  pProp = S->pProp;
  S->pProp = &nProp;
  S->collect = &L;
  S->whySeq = rec->aSeq[x];
  chain_produce(S, grid, E->nPlaced);
  S->whySeq = -1;
  S->collect = 0;
  free(L.a);
  if( L.oom || S->oom ) w->oom = 1;
  if( S->found ) why_branches(S, w, depth, parent, &absurd);
  S->pProp = pProp;
  return w->nChain>first ? first : -1;
}

/*
** The links of E's run R to potential pid as chain i of w, then the
** nested hints its links rest on, each described once (rec: what R's
** nested producers gave it).
*/
static void why_chain(ChainEngine *E, const ChainRun *R, int pid, int i,
                      const ChainNestRec *rec, RateWhy *w){
  unsigned char *aSeen = (unsigned char*)calloc(CHAIN_FRESH+1, 1);
  int first, n, k;
  if( aSeen==0 ){
    w->oom = 1;
    return;
  }
  chain_why_run_links(w, R, pid, aSeen);
  first = w->aChain[i].first;
  n = w->aChain[i].n;
  for(k=0; k<n; k++){
    RateWhyLink *l = &w->aLink[first+k];
    int x = l->toCell*9+l->toDigit-1, id, j, s = -1;
    if( l->unit!=RATE_WHY_NONE || l->toOn ) continue;
    id = chain_why_run_nest(R, x);
    if( id<0 || rec->aGridOf[x]<0 || rec->aId[x]!=id ) continue;
    /* a hint described for an earlier link (the same grid and hint) */
    for(j=0; j<k && s<0; j++){
      const RateWhyLink *m = &w->aLink[first+j];
      int y = m->toCell*9+m->toDigit-1;
      if( m->nested>=0 && rec->aGridOf[y]==rec->aGridOf[x]
       && rec->aSeq[y]==rec->aSeq[x] && rec->aSearch[y]==rec->aSearch[x] ){
        s = m->nested;
      }
    }
    if( s<0 ) s = why_nested(E, rec, x, w, w->aChain[i].depth+1, i);
    w->aLink[first+k].nested = (short)s;
  }
  free(aSeen);
}

/*
** Describe in w the branches of E's best hint, each made again from its
** assumption on E's grid as a chain of this depth serving chain parent,
** with the nested hints its links rest on.  *pAbsurd: a contradiction's
** candidate, else -1.
*/
static void why_branches(ChainEngine *E, RateWhy *w, int depth, int parent,
                         int *pAbsurd){
  ChainRun *R = (ChainRun*)malloc(sizeof(ChainRun));
  ChainNestRec *rec = (ChainNestRec*)malloc(sizeof(ChainNestRec));
  unsigned long long nProp = 0, *pProp = E->pProp;
  int k, nBest = E->nBest, aRoot[9], aPid[9];
  *pAbsurd = -1;
  if( R==0 || rec==0 ){
    w->oom = 1;
    free(R);
    free(rec);
    return;
  }
  /* the inner descriptions reuse E's nested producers, not E */
  memcpy(aRoot, E->aBestRoot, sizeof(aRoot));
  memcpy(aPid, E->aBestPid, sizeof(aPid));
  R->aPool = 0;
  R->nPoolAlloc = 0;
  rec->aGrid = 0;
  rec->nGridAlloc = 0;
  rec->oom = 0;
  E->pProp = &nProp;
  for(k=0; k<nBest; k++){
    int i = rate_why_chain(w, depth, parent);
    rec_reset(rec);
    E->pRec = rec;
    chain_run(E, R, aRoot[k]);
    E->pRec = 0;
    if( rec->oom ) w->oom = 1;
    if( E->bestSk==7 ) *pAbsurd = R->absurd;
    if( i>=0 ) why_chain(E, R, aPid[k], i, rec, w);
  }
  E->pProp = pProp;
  free(rec->aGrid);
  free(rec);
  free(R->aPool);
  free(R);
}

/*
** Describe in w E's best hint (chain_produce with E->found): its branches
** as the step's chains, with the nested hints they rest on, then its
** parts and sentence.
*/
void chain_why_engine(ChainEngine *E, RateWhy *w){
  int absurd;
  why_branches(E, w, 0, -1, &absurd);
  chain_why_say_engine(E, w, absurd);
}
