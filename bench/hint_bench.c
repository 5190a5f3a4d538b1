/* SPDX-License-Identifier: MIT */
/*
** hint_bench.c: how fast a hint comes, from the givens and from a
** player's state midway, against the rater's own time per step.
**
**   build/bench/hint_bench FILE [N]
**
** For each of the first N puzzles of FILE (81-character lines; default
** all): rates it with its log (the time per step of a whole rating is
** the yardstick), then times sudoku_hint's body (fn_hint: solve, check,
** the next step with its pattern, the JSON) from the givens, and from the
** player's state halfway through: the values and candidates after the
** first half of the steps, with one candidate the steps kept removed when
** the solution does not need it (as a player's pencil marks would be).
** Prints the median and the 99th percentile of each, in milliseconds.
*/
#include "fn.h"
#include "fn_play.h"
#include "rate.h"
#include "rate_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_PUZZLES 20000

static double now(void){
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec*1e-9;
}

static int by_value(const void *a, const void *b){
  double d = *(const double*)a - *(const double*)b;
  return d<0 ? -1 : d>0;
}

/* The q-quantile of a[0..n) (sorted here), in ms. */
static double quantile(double *a, int n, double q){
  int k;
  if( n==0 ) return 0;
  qsort(a, (size_t)n, sizeof(a[0]), by_value);
  k = (int)(q*(n-1) + 0.5);
  return a[k]*1e3;
}

/* The state after the first half of log's steps on g: values and
** candidates (every digit the values leave, less what the steps
** eliminated). */
static void half_way(const Grid *g, const RateLog *log, const Grid *sol,
                     FnPlay *p){
  int i, k, c, removed = 0;
  memset(p, 0, sizeof(*p));
  for(c=0; c<81; c++) p->val[c] = g->v[c];
  for(k=0; k<log->nStep/2; k++){
    const RateStep *st = &log->aStep[k];
    for(i=st->first; i<st->first+st->n; i++){
      const RateAction *a = &log->aAction[i];
      if( a->place ) p->val[a->cell] = a->digit;
      else p->cand[a->cell] |= (unsigned short)(1u<<(a->digit-1));
    }
  }
  /* p->cand holds the eliminations: turn it into the candidates kept */
  for(c=0; c<81; c++){
    unsigned short keep = 0x1ff & (unsigned short)~p->cand[c];
    int d;
    for(i=0; i<81; i++){
      int same = i/9==c/9 || i%9==c%9 || (i/27==c/27 && i%9/3==c%9/3);
      if( i!=c && same && p->val[i] ){
        keep &= (unsigned short)~(1u<<(p->val[i]-1));
      }
    }
    if( p->val[c] ) keep = 0;
    for(d=1; d<=9 && !removed && __builtin_popcount(keep)>2; d++){
      if( d!=sol->v[c] && (keep & (1u<<(d-1))) ){
        keep &= (unsigned short)~(1u<<(d-1));
        removed = 1;
      }
    }
    p->cand[c] = keep;
  }
  p->hasCand = 1;
}

int main(int argc, char **argv){
  static double aGiv[MAX_PUZZLES], aState[MAX_PUZZLES], aStep[MAX_PUZZLES];
  static RateLog log;
  FILE *in;
  char zLine[512];
  int n = 0, nMax = argc>2 ? atoi(argv[2]) : MAX_PUZZLES, nNull = 0;
  if( argc<2 || (in = fopen(argv[1], "r"))==0 ){
    fprintf(stderr, "usage: hint_bench FILE [N]\n");
    return 1;
  }
  while( n<nMax && n<MAX_PUZZLES && fgets(zLine, sizeof(zLine), in) ){
    Grid g;
    char zErr[GRID_ERR_MAX];
    RateResult res;
    FnPlay play;
    FnOut o;
    Work w = {0};
    double t0, t1, t2, t3;
    if( zLine[0]=='#' || strlen(zLine)<81 ) continue;
    if( grid_parse(&g, zLine, 81, GRID_ALPHA_AUTO, zErr) ) continue;
    t0 = now();
    if( rate_grid(&g, 0, &log, &res, 0)!=RATE_OK || res.nStep<2 ) continue;
    t1 = now();
    half_way(&g, &log, &res.solution, &play);
    fn_init(&o);
    fn_hint(&o, &g, 0, RATE_JSON_FULL, 0, &w);
    fn_free(&o);
    t2 = now();
    fn_init(&o);
    fn_hint(&o, &g, &play, RATE_JSON_FULL, 0, &w);
    nNull += o.eType!=FN_JSON;
    fn_free(&o);
    t3 = now();
    aStep[n] = (t1-t0)/res.nStep;
    aGiv[n] = t2-t1;
    aState[n] = t3-t2;
    n++;
  }
  fclose(in);
  printf("%d puzzles (%d hints from a state not JSON: must be 0)\n", n,
         nNull);
  printf("  %-34s %9s %9s\n", "ms", "median", "99th pct");
  printf("  %-34s %9.3f %9.3f\n", "rating, per step (yardstick)",
         quantile(aStep, n, 0.5), quantile(aStep, n, 0.99));
  printf("  %-34s %9.3f %9.3f\n", "hint from the givens",
         quantile(aGiv, n, 0.5), quantile(aGiv, n, 0.99));
  printf("  %-34s %9.3f %9.3f\n", "hint from a state halfway",
         quantile(aState, n, 0.5), quantile(aState, n, 0.99));
  return nNull!=0;
}
