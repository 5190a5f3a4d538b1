/* SPDX-License-Identifier: MIT */
/*
** bench_rules.c: the solver of variants (ext/solve/solvevar.c) in CPU time,
** side by side in the same run with plain sudoku of the same size and
** number of givens.
**
**   build/bench/bench_rules [COUNT]
**
** For each variant: COUNT puzzles from generate() with the variant's rules
** and exactly G givens (the generator stops removing at G), and COUNT
** plain puzzles of the same size with G givens; each set is proven
** unique (counted to 2) over and over for a while, and the rates are
** printed with their ratio (variant time over plain time).  The rules are
** compiled once per set, as for a batch; the per-call line adds the
** compilation to each puzzle, as one SQL call does.  Then minimal variant
** puzzles (no floor: what the generator makes by default), and killer
** 9x9 puzzles made here: random cages over a random full grid, cages
** growing cell by cell to 2-5 cells (fewer where no free neighbour has a new value) with distinct values, kept when the
** cages alone (no given) have one solution; their time is per puzzle,
** compilation included.
*/
#include "generate.h"
#include "genint.h"
#include "rules.h"
#include "solve.h"
#include "solvevar.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* A 9x9 jigsaw layout: the boxes with five pairs of cells diagonally
** across a border swapped where a full grid has the same value (so that
** grid keeps it). */
#define JIGSAW9 "AAABBBCCCAAABBCCCCADABBBBCCDDAEEEFFFDDDEEEFFFDGDEEEIFFGGDHHHIF" \
                "IGGGHHHHIIGGGHHIIII"

static double cpu_now(void){
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec*1e-9;
}

/* COUNT puzzles of options zOpt (seeds 1..) into a; returns how many. */
static int make_set(const char *zOpt, int count, Grid *a, Rules *r){
  GenOptions o;
  GenResult res;
  char zErr[GEN_ERR_MAX];
  int n = 0;
  unsigned long long seed;
  if( gen_options_parse(&o, zOpt, -1, zErr) ){
    fprintf(stderr, "%s\n", zErr);
    exit(1);
  }
  *r = o.rules;
  for(seed=1; n<count && seed<(unsigned long long)count*4; seed++){
    if( generate(&o, seed, 0, 0, 0, &res)==GEN_OK ) a[n++] = res.puzzle;
  }
  return n;
}

/* Seconds per proof of uniqueness of the n puzzles of a under r, the
** rules compiled once (bPerCall: for each call); exits on a puzzle that
** is not unique. */
static double time_unique(const Grid *a, int n, const Rules *r,
                          int bPerCall){
  VarModel *m = varmodel_new(r);
  double t0 = cpu_now(), t;
  long long calls = 0;
  int i;
  do{
    for(i=0; i<n; i++){
      unsigned long long k;
      if( bPerCall || !m ){
        k = solve_rules(&a[i], r, 2, 0, 0, 0);
      }else{
        k = varmodel_solve(m, &a[i], 2, 0, 0, 0);
      }
      if( k!=1 ){
        fprintf(stderr, "puzzle %d: %llu solutions\n", i, k);
        exit(1);
      }
    }
    calls += n;
    t = cpu_now()-t0;
  }while( t<0.3 );
  varmodel_free(m);
  return t/(double)calls;
}

/* The mean number of givens of a[0..n-1]. */
static double mean_givens(const Grid *a, int n){
  double s = 0;
  int i;
  for(i=0; i<n; i++) s += grid_clues(&a[i]);
  return n ? s/n : 0;
}

/* The variants measured: a side, the givens, a name, the rules keys. */
static const struct { int side, givens; const char *zName, *zRules; }
aVariant[] = {
  { 9, 26, "X (diagonals)",  "\"diagonals\":true" },
  { 9, 26, "windoku",        "\"windoku\":true" },
  { 9, 26, "anti-knight",    "\"antiknight\":true" },
  { 9, 26, "anti-king",      "\"antiking\":true" },
  { 9, 26, "non-consecutive","\"nonconsecutive\":true" },
  { 9, 26, "jigsaw",         "\"regions\":\"" JIGSAW9 "\"" },
  { 6, 12, "6x6 X",          "\"diagonals\":true" },
  { 12, 70, "12x12 X",       "\"diagonals\":true" },
  { 16, 130, "16x16 X",      "\"diagonals\":true" },
};

/* A killer puzzle: random cages over the full grid of `seed`.  Returns 1
** with the rules in *r when the cages alone have one solution. */
static int make_killer(unsigned long long seed, Rules *r){
  GenRng rng;
  Grid sol, empty;
  short aCage[81];
  int aOrder[81], i, k = 0;
  gen_rng_seed(&rng, seed);
  if( gen_fill(3, &rng, 0, &sol) ) return 0;
  rules_plain_of(r, 9);
  for(i=0; i<81; i++){ aOrder[i] = i; aCage[i] = -1; }
  for(i=80; i>0; i--){
    int j = (int)gen_rng_below(&rng, (unsigned)i+1), t = aOrder[i];
    aOrder[i] = aOrder[j];
    aOrder[j] = t;
  }
  r->nCage = 0;
  for(i=0; i<81; i++){
    int c = aOrder[i], size = 2 + (int)gen_rng_below(&rng, 4), n = 1, sum;
    unsigned used;
    if( aCage[c]>=0 ) continue;
    aCage[c] = (short)r->nCage;
    r->cageCell[k++] = (unsigned short)c;
    used = 1u<<sol.v[c];
    sum = sol.v[c];
    while( n<size ){
      /* grow from a random cell of the cage to a free neighbour */
      int from = r->cageCell[k-1-(int)gen_rng_below(&rng, (unsigned)n)];
      int d = (int)gen_rng_below(&rng, 4), q, tries;
      for(tries=0; tries<4; tries++, d=(d+1)%4){
        int rr = from/9 + (d==0) - (d==1), cc = from%9 + (d==2) - (d==3);
        if( rr<0 || rr>8 || cc<0 || cc>8 ) continue;
        q = rr*9+cc;
        if( aCage[q]<0 && !(used & (1u<<sol.v[q])) ) break;
      }
      if( tries==4 ) break;
      aCage[q] = (short)r->nCage;
      r->cageCell[k++] = (unsigned short)q;
      used |= 1u<<sol.v[q];
      sum += sol.v[q];
      n++;
    }
    r->cageSum[r->nCage] = (unsigned short)sum;
    r->cageStart[++r->nCage] = (unsigned short)k;
  }
  grid_init(&empty, 3);
  return solve_rules(&empty, r, 2, 0, 0, 0)==1;
}

int main(int argc, char **argv){
  int count = argc>1 ? atoi(argv[1]) : 20;
  Grid *aPlain = malloc(sizeof(Grid)*(size_t)count);
  Grid *aVar = malloc(sizeof(Grid)*(size_t)count);
  char zOpt[400];
  size_t v;
  int nP, nV, i, nKiller = 0;
  double worst = 0, total = 0;
  Rules r, plain;
  if( aPlain==0 || aVar==0 || count<1 ) return 1;
  setvbuf(stdout, 0, _IOLBF, 0);
  printf("%-16s %4s %12s %12s %7s %12s\n", "variant", "size", "plain/s",
         "variant/s", "ratio", "per-call/s");
  for(v=0; v<sizeof(aVariant)/sizeof(aVariant[0]); v++){
    double tP, tV, tC;
    snprintf(zOpt, sizeof(zOpt), "{\"size\":%d,\"givens\":[%d,%d]}",
             aVariant[v].side, aVariant[v].givens, aVariant[v].givens);
    nP = make_set(zOpt, count, aPlain, &plain);
    snprintf(zOpt, sizeof(zOpt), "{\"size\":%d,\"givens\":[%d,%d],%s}",
             aVariant[v].side, aVariant[v].givens, aVariant[v].givens,
             aVariant[v].zRules);
    nV = make_set(zOpt, count, aVar, &r);
    tP = time_unique(aPlain, nP, &plain, 0);
    tV = time_unique(aVar, nV, &r, 0);
    tC = time_unique(aVar, nV, &r, 1);
    printf("%-16s %2dx%-2d %12.0f %12.0f %7.2f %12.0f  (%d givens)\n",
           aVariant[v].zName, aVariant[v].side, aVariant[v].side, 1/tP,
           1/tV, tV/tP, 1/tC, aVariant[v].givens);
  }
  for(i=1; nKiller<count && i<count*50; i++){
    Grid empty;
    double t0;
    if( !make_killer((unsigned long long)i, &r) ) continue;
    grid_init(&empty, 3);
    t0 = cpu_now();
    if( solve_rules(&empty, &r, 2, 0, 0, 0)!=1 ) return 1;
    t0 = cpu_now()-t0;
    total += t0;
    if( t0>worst ) worst = t0;
    nKiller++;
  }
  printf("\nkiller 9x9 (cages only, no givens): %d puzzles, mean %.3f ms, "
         "worst %.3f ms per proof of uniqueness\n", nKiller,
         nKiller ? total*1000/nKiller : 0, worst*1000);
  printf("\nminimal puzzles (the generator's default), proofs of uniqueness\n");
  for(v=0; v<6; v++){
    double tV;
    snprintf(zOpt, sizeof(zOpt), "{%s}", aVariant[v].zRules);
    nV = make_set(zOpt, count, aVar, &r);
    tV = time_unique(aVar, nV, &r, 0);
    printf("%-16s %12.0f/s  mean givens %.1f\n", aVariant[v].zName, 1/tV,
           mean_givens(aVar, nV));
  }
  free(aPlain);
  free(aVar);
  return 0;
}
