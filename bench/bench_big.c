/* SPDX-License-Identifier: MIT */
/*
** bench_big.c: time the general solver on each puzzle read from stdin
** (one per line, any size and spelling; blank and '#' lines skipped),
** with no work bound, and write each one as CNF for a SAT solver.
**
**   build/bench/bench_big [--cdcl-NAME=VALUE ...] [CNFDIR] < puzzles.txt
**
** One line per puzzle: its number (from 1), ms (CPU) to solve (limit 1)
** on one thread, ms (wall) to solve on two threads (cdclrace.h: the
** same solution, which is checked), ms (CPU) to count to 2, that count,
** and the work units (work.h) the first and the last call took: what a
** budget (sudoku_budget) must allow for it.  With CNFDIR, also writes
** CNFDIR/N.cnf, the plain encoding (one variable per cell and value; at
** least and at most one value per cell; each value at least and at most
** once per row, column and box; the givens as unit clauses), and
** CNFDIR/N-blocked.cnf,
** the same with our first solution excluded by one more clause.  Exit
** status 1 when a solution is wrong or a puzzle has none.  The
** --cdcl-... arguments set the clause-learning solver's options
** (bench_cdcl.h; --cdcl-options lists them).
*/
#include "grid.h"
#include "solve.h"
#include "bench_cdcl.h"
#include "bench_solved.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The DIMACS variable of value v (1..side) in cell i. */
static int cnf_var(const Grid *g, int i, int v){
  return i*g->side + v;
}

/* Write the clauses "exactly one of the n variables x" to f. */
static void exactly_one(FILE *f, const int *x, int n){
  int i, j;
  for(i=0; i<n; i++) fprintf(f, "%d ", x[i]);
  fprintf(f, "0\n");
  for(i=0; i<n; i++){
    for(j=i+1; j<n; j++) fprintf(f, "-%d -%d 0\n", x[i], x[j]);
  }
}

/* The plain encoding of g to path; with block, a clause excluding it. */
static int write_cnf(const Grid *g, const Grid *block, const char *zPath){
  FILE *f = fopen(zPath, "w");
  int side = g->side, box = g->box, i, k, v, u, x[GRID_MAX_SIDE];
  int nClause = 0;
  if( f==0 ) return 1;
  for(i=0; i<g->ncell; i++) nClause += g->v[i]!=0;
  nClause += (1 + side*(side-1)/2) * (g->ncell + 3*side*side);
  fprintf(f, "p cnf %d %d\n", g->ncell*side, nClause + (block!=0));
  for(i=0; i<g->ncell; i++){
    for(v=1; v<=side; v++) x[v-1] = cnf_var(g, i, v);
    exactly_one(f, x, side);
  }
  for(u=0; u<3*side; u++){
    int t = u%side;
    for(v=1; v<=side; v++){
      for(k=0; k<side; k++){
        int cell = u<side ? t*side + k : u<2*side ? k*side + t
                 : ((t/box)*box + k/box)*side + (t%box)*box + k%box;
        x[k] = cnf_var(g, cell, v);
      }
      exactly_one(f, x, side);
    }
  }
  for(i=0; i<g->ncell; i++){
    if( g->v[i] ) fprintf(f, "%d 0\n", cnf_var(g, i, g->v[i]));
  }
  if( block ){
    for(i=0; i<g->ncell; i++) fprintf(f, "-%d ", cnf_var(g, i, block->v[i]));
    fprintf(f, "0\n");
  }
  return fclose(f)!=0;
}

int main(int argc, char **argv){
  char *zLine = 0, zPath[4096];
  size_t nAlloc = 0;
  ssize_t n;
  int count = 0, bad = 0;
  const char *zDir;
  argc = bench_cdcl_args(argc, argv);
  zDir = argc>1 ? argv[1] : 0;
  while( (n = getline(&zLine, &nAlloc, stdin))>=0 ){
    Grid g, sol, sol2;
    Work w1 = {.threads = 1}, w2 = {.threads = 1}, wRace = {.threads = 2};
    char zErr[GRID_ERR_MAX];
    double t0, t1, t2, tRace;   /* t2: the count's ms */
    unsigned long long found, two, found2;
    if( n<=1 || zLine[0]=='#' ) continue;
    if( grid_parse(&g, zLine, (size_t)n, GRID_ALPHA_AUTO, zErr) ){
      fprintf(stderr, "line skipped: %s\n", zErr);
      continue;
    }
    count++;
    t0 = now_ms();
    found = solve_grid(&g, 1, &sol, 0, &w1);
    t1 = now_ms();
    tRace = wall_ms();
    found2 = solve_grid(&g, 1, &sol2, 0, &wRace);
    tRace = wall_ms() - tRace;
    t2 = now_ms();
    two = solve_grid(&g, 2, 0, 0, &w2);
    t2 = now_ms() - t2;
    if( found!=1 || !solution_ok(&g, &sol) ){
      printf("%d: not solved (%llu)\n", count, found);
      bad++;
      continue;
    }
    if( found2!=1 || memcmp(sol.v, sol2.v, (size_t)g.ncell)
     || wRace.used!=w1.used ){
      printf("%d: two threads differ from one\n", count);
      bad++;
      continue;
    }
    printf("%d %.1f %.1f %.1f %llu %llu %llu\n", count, t1-t0, tRace,
           t2, two, w1.used, w2.used);
    fflush(stdout);
    if( zDir ){
      snprintf(zPath, sizeof(zPath), "%s/%d.cnf", zDir, count);
      bad += write_cnf(&g, 0, zPath);
      snprintf(zPath, sizeof(zPath), "%s/%d-blocked.cnf", zDir, count);
      bad += write_cnf(&g, &sol, zPath);
    }
  }
  free(zLine);
  return bad!=0;
}
