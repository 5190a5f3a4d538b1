/* SPDX-License-Identifier: MIT */
/*
** bench_sizes.c: time the general solver on puzzles read from stdin, one
** per line (any size, any accepted spelling; blank and '#' lines skipped).
**
**   build/bench/bench_sizes [--cdcl-NAME=VALUE ...] LABEL < puzzles.txt
**
** For each puzzle: solve it (limit 1) and prove it unique (limit 2), check
** the solution against the givens, and report one line: the label, the
** number of puzzles, ms per puzzle (mean and worst) for each of the two,
** and the mean search nodes.  Exit status 1 when a puzzle has no solution
** or the solution is wrong.  The --cdcl-... arguments set the options of
** the clause learning that hard grids hand over to (bench_cdcl.h;
** --cdcl-options lists them).
*/
#include "grid.h"
#include "solve.h"
#include "bench_cdcl.h"
#include "bench_solved.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Running mean and maximum of a series of times. */
typedef struct Timing Timing;
struct Timing { double total, worst; };

static void timing_add(Timing *t, double ms){
  t->total += ms;
  if( ms>t->worst ) t->worst = ms;
}

int main(int argc, char **argv){
  char *zLine = 0;
  size_t nAlloc = 0;
  ssize_t n;
  Timing solve = {0, 0}, unique = {0, 0};
  SolveStats stats = {0, 0};
  int count = 0, bad = 0, notUnique = 0;
  const char *zLabel;
  argc = bench_cdcl_args(argc, argv);
  zLabel = argc>1 ? argv[1] : "puzzles";
  while( (n = getline(&zLine, &nAlloc, stdin))>=0 ){
    Grid g, sol;
    char zErr[GRID_ERR_MAX];
    double t0, t1, t2;
    unsigned long long found;
    if( n<=1 || zLine[0]=='#' ) continue;
    if( grid_parse(&g, zLine, (size_t)n, GRID_ALPHA_AUTO, zErr) ){
      fprintf(stderr, "%s: line skipped: %s\n", zLabel, zErr);
      continue;
    }
    t0 = now_ms();
    found = solve_grid(&g, 1, &sol, &stats, 0);
    t1 = now_ms();
    if( solve_grid(&g, 2, 0, 0, 0)!=1 ) notUnique++;
    t2 = now_ms();
    if( found!=1 || !solution_ok(&g, &sol) ) bad++;
    timing_add(&solve, t1-t0);
    timing_add(&unique, t2-t1);
    count++;
  }
  free(zLine);
  if( count==0 ){
    printf("%-22s no puzzles\n", zLabel);
    return 1;
  }
  printf("%-22s %4d puzzles  solve %8.3f ms mean %8.3f ms max  "
         "prove unique %8.3f ms mean %8.3f ms max  %6.0f nodes/puzzle%s\n",
         zLabel, count, solve.total/count, solve.worst,
         unique.total/count, unique.worst, (double)stats.nodes/count,
         notUnique ? "  (some not unique)" : "");
  if( bad ){
    printf("%s: %d puzzles not solved correctly\n", zLabel, bad);
    return 1;
  }
  return 0;
}
