/* SPDX-License-Identifier: MIT */
/*
** bench_generate.c: the puzzle generator's speed, and the plain generator
** it is measured against, in CPU time.
**
**   build/bench/bench_generate plain COUNT [BOX [FLOOR]]  the plain
**       generator: a random full grid, givens removed one by one in random
**       order while the puzzle keeps one solution (counted to 2), down to
**       FLOOR givens (default 0: a minimal puzzle)
**   build/bench/bench_generate gen COUNT [JSON]    generate() with options
**   build/bench/bench_generate distinct COUNT [JSON]  COUNT consecutive
**       seeds: how many different canonical forms
**   build/bench/bench_generate budget COUNT [JSON]  COUNT consecutive
**       seeds, each at the default work budget of a SQL call (a band's
**       GEN_BAND_LIMIT, else WORK_DEFAULT_LIMIT): "COUNT seeds OK made
**       SECONDS s mean-work W max-work X"
**
** Prints "COUNT puzzles SECONDS s RATE/s mean-givens G median-ms M max-ms
** X hash H" (distinct: the number of forms).  Seeds start at 1.  The
** plain generator draws the same random numbers as generate() without a
** symmetry, so where generate() takes givens away down to a minimal
** puzzle it must make the same puzzles (the same hash H of their texts):
** its shortcuts only save work.
*/
#include "canon.h"
#include "generate.h"
#include "genint.h"
#include "solve.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The plain generator's puzzle of seed `seed` (box side `box`), with at
** least `floor` givens. */
static void plain_one(int box, int floor, unsigned long long seed, Grid *g){
  GenRng rng;
  int order[GRID_MAX_CELLS], i, nGiven;
  gen_rng_seed(&rng, seed);
  gen_fill(box, &rng, 0, g);
  for(i=0; i<g->ncell; i++) order[i] = i;
  for(i=g->ncell-1; i>0; i--){      /* the generator's shuffle */
    int j = (int)gen_rng_below(&rng, (unsigned)i+1), t = order[i];
    order[i] = order[j];
    order[j] = t;
  }
  nGiven = g->ncell;
  for(i=0; i<g->ncell && nGiven>floor; i++){
    unsigned char v = g->v[order[i]];
    g->v[order[i]] = 0;
    if( solve_grid(g, 2, 0, 0, 0)!=1 ) g->v[order[i]] = v;
    else nGiven--;
  }
}

/* qsort's order of doubles. */
static int cmp_double(const void *a, const void *b){
  double x = *(const double*)a, y = *(const double*)b;
  return x<y ? -1 : x>y;
}

int main(int argc, char **argv){
  GenOptions o;
  char zErr[GEN_ERR_MAX];
  const char *zMode = argc>2 ? argv[1] : "";
  int n = argc>2 ? atoi(argv[2]) : 0, i, nGiven = 0;
  unsigned long long hash = 14695981039346656037ULL;
  clock_t t0;
  double t, *aMs;
  if( strcmp(zMode, "plain") && strcmp(zMode, "gen")
   && strcmp(zMode, "distinct") && strcmp(zMode, "budget") ){
    fprintf(stderr, "usage: %s plain|gen|distinct|budget COUNT "
            "[BOX [FLOOR]|JSON]\n",
            argv[0]);
    return 2;
  }
  if( strcmp(zMode, "plain")
   && gen_options_parse(&o, argc>3 ? argv[3] : 0, -1, zErr) ){
    fprintf(stderr, "%s\n", zErr);
    return 2;
  }
  t0 = clock();
  if( strcmp(zMode, "budget")==0 ){
    double sum = 0, most = 0;
    int nOk = 0;
    for(i=0; i<n; i++){
      Work w;
      GenResult r;
      memset(&w, 0, sizeof(w));
      w.limit = o.rateHi ? GEN_BAND_LIMIT : WORK_DEFAULT_LIMIT;
      nOk += generate(&o, (unsigned long long)i+1, &w, 0, 0, &r)==GEN_OK;
      sum += (double)w.used;
      if( (double)w.used>most ) most = (double)w.used;
    }
    printf("%d seeds %d made %.3f s mean-work %.0f max-work %.0f\n", n, nOk,
           (double)(clock()-t0)/CLOCKS_PER_SEC, n ? sum/n : 0.0, most);
    return 0;
  }
  if( strcmp(zMode, "distinct")==0 ){
    Grid *aForm = malloc(sizeof(Grid)*(size_t)n);
    int nForm = 0, j;
    for(i=0; aForm && i<n; i++){
      GenResult r;
      if( generate(&o, (unsigned long long)i+1, 0, 0, 0, &r) ) return 1;
      canon_grid(&r.puzzle, &aForm[i]);
    }
    for(i=0; aForm && i<n; i++){
      for(j=0; j<i && memcmp(aForm[j].v, aForm[i].v, 81); j++){}
      nForm += j==i;
    }
    printf("%d seeds %d forms\n", n, nForm);
    free(aForm);
    return 0;
  }
  aMs = malloc(sizeof(double)*(size_t)(n>0 ? n : 1));
  if( aMs==0 ) return 1;
  for(i=0; i<n; i++){
    clock_t t1 = clock();
    Grid g;
    int k;
    if( strcmp(zMode, "plain")==0 ){
      plain_one(argc>3 ? atoi(argv[3]) : 3, argc>4 ? atoi(argv[4]) : 0,
                (unsigned long long)i+1, &g);
    }else{
      GenResult r;
      if( generate(&o, (unsigned long long)i+1, 0, 0, 0, &r) ){
        fprintf(stderr, "seed %d: no puzzle\n", i+1);
        return 1;
      }
      g = r.puzzle;
    }
    nGiven += grid_clues(&g);
    for(k=0; k<g.ncell; k++) hash = (hash ^ g.v[k])*1099511628211ULL;
    aMs[i] = 1000.0*(double)(clock()-t1)/CLOCKS_PER_SEC;
  }
  t = (double)(clock()-t0)/CLOCKS_PER_SEC;
  qsort(aMs, (size_t)n, sizeof(double), cmp_double);
  printf("%d puzzles %.3f s %.1f/s mean-givens %.1f median-ms %.1f max-ms "
         "%.1f hash %016llx\n", n, t, t>0 ? n/t : 0.0,
         n ? (double)nGiven/n : 0.0, n ? aMs[n/2] : 0.0, n ? aMs[n-1] : 0.0,
         hash);
  free(aMs);
  return 0;
}
