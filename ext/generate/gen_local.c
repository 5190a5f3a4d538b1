/* SPDX-License-Identifier: MIT */
/*
** gen_local.c: new puzzles near a known one (9x9, plain rules): the
** {-n+m} neighbourhoods of those who hunt the hardest puzzles.  n givens
** go; then, while the puzzle has another solution, a given is added
** where that solution differs from the target (the seed puzzle's
** solution, or another solution of the puzzle without the givens that
** went): the first such cell, from a random one on, that leaves one
** solution, else the random one, n+1 givens at most.  The moves are written as
** text ("-r1c2 -r5c5 +r3c4=7").
** Also the rating cut short above a band that the generator shares.
*/
#include "genint.h"
#include "rate.h"
#include "solve.h"

#include <stdio.h>
#include <string.h>

/* rate_from's step callback: stop at a step above the band, since the
** puzzle is then too hard whatever follows (pArg: the band's top). */
static int rate_past_top(void *pArg, const RateStepView *v){
  return v->score > *(const int*)pArg;
}

int gen_rate_upto(const Grid *g, const Grid *sol, int top, Work *w,
                  int *pScore){
  RateStart st;
  RateOptions opt;
  RateResult res;
  int rc;
  memset(&st, 0, sizeof(st));
  memset(&opt, 0, sizeof(opt));
  st.puzzle = g;
  st.solution = sol;
  opt.xStep = rate_past_top;
  opt.pArg = &top;
  rc = rate_from(&st, &opt, &res, w);
  *pScore = res.score;
  return rc;
}

/* Append " -rRcC" or " +rRcC=V" to the moves text z (GEN_MOVES_MAX). */
static void move_text(char *z, int c, int v){
  size_t n = strlen(z);
  if( v ){
    snprintf(z+n, GEN_MOVES_MAX-n, "%s+r%dc%d=%d", n ? " " : "", c/9+1,
             c%9+1, v);
  }else{
    snprintf(z+n, GEN_MOVES_MAX-n, "%s-r%dc%d", n ? " " : "", c/9+1, c%9+1);
  }
}

/*
** A solution of g other than t into *pOther: 1 found, 0 none (t is g's
** only solution), -1 over budget.  Each empty cell is tried with each
** other value for a first solution, starting at a random cell.
*/
static int other_solution(Grid *g, const Grid *t, GenRng *rng, Work *w,
                          Grid *pOther){
  int k, c0 = (int)gen_rng_below(rng, 81);
  for(k=0; k<81; k++){
    int c = (c0+k)%81, v;
    if( g->v[c] ) continue;
    for(v=1; v<=9; v++){
      unsigned long long n;
      if( v==t->v[c] ) continue;
      g->v[c] = (unsigned char)v;
      n = solve_grid(g, 1, pOther, 0, w);
      g->v[c] = 0;
      if( n==SOLVE_OVER_BUDGET || n==SOLVE_NOMEM ) return -1;
      if( n ) return 1;
    }
  }
  return 0;
}

int gen_local(const Grid *from, unsigned long long seed, int nRemove,
              Work *w, Grid *out, Grid *sol, char *zMoves){
  GenRng rng;
  unsigned short aGiven[81];
  int nGiven = 0, c, i, nAdd, r;
  Grid g = *from, other;
  zMoves[0] = 0;
  gen_rng_seed(&rng, seed);
  for(c=0; c<81; c++) if( g.v[c] ) aGiven[nGiven++] = (unsigned short)c;
  if( nGiven<=nRemove ) return 0;
  for(i=0; i<nRemove; i++){       /* n givens at random go */
    int j = i + (int)gen_rng_below(&rng, (unsigned)(nGiven-i));
    unsigned short t = aGiven[i];
    aGiven[i] = aGiven[j];
    aGiven[j] = t;
    g.v[aGiven[i]] = 0;
    move_text(zMoves, aGiven[i], 0);
  }
  /* The target: the seed's solution, or (a time in four) another one. */
  if( solve_grid(from, 1, sol, 0, w)!=1 ) return -1;
  if( gen_rng_below(&rng, 4)==0 ){
    if( (r = other_solution(&g, sol, &rng, w, &other))<0 ) return -1;
    if( r ) *sol = other;
  }
  for(nAdd=0; ; nAdd++){
    unsigned short aDiff[81];
    int nDiff = 0, k;
    if( (r = other_solution(&g, sol, &rng, w, &other))<0 ) return -1;
    if( r==0 ) break;                       /* unique */
    if( nAdd>nRemove ) return 0;
    for(c=0; c<81; c++){
      if( !g.v[c] && other.v[c]!=sol->v[c] && from->v[c]!=sol->v[c] ){
        aDiff[nDiff++] = (unsigned short)c;   /* not a given put back */
      }
    }
    if( nDiff==0 ) return 0;
    k = (int)gen_rng_below(&rng, (unsigned)nDiff);
    /* The first cell, from a random one on, that leaves one solution;
    ** else (but for the last add) the random one. */
    for(i=0; i<nDiff; i++){
      unsigned long long n;
      c = aDiff[(k+i)%nDiff];
      g.v[c] = sol->v[c];
      n = solve_grid(&g, 2, 0, 0, w);
      if( n==SOLVE_OVER_BUDGET || n==SOLVE_NOMEM ) return -1;
      if( n==1 ) break;
      g.v[c] = 0;
    }
    if( i==nDiff ){
      if( nAdd==nRemove ) return 0;
      c = aDiff[k];
      g.v[c] = sol->v[c];
    }
    move_text(zMoves, c, sol->v[c]);
  }
  if( memcmp(g.v, from->v, 81)==0 ) return 0;
  *out = g;
  return 1;
}
