/* SPDX-License-Identifier: MIT */
/*
** bench_cover.c: timings of the exact-cover code (no SQLite): the NOI2005
** piece puzzle, a large judge-size exact cover, all N-queens solutions
** (secondary columns), and the rate of streaming sudoku solutions.
** Run by bench/bench_cover.sh; prints one line per measurement.
*/
#include "dlx.h"
#include "iq.h"
#include "cover_sudoku.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* CPU seconds of this process: steady on a busy machine. */
static double now(void){
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec*1e-9;
}

/* A small deterministic generator, so every run times the same input. */
static unsigned int rng_next(unsigned int *s){
  *s = *s*1103515245u + 12345u;
  return (*s>>16) & 0x7fff;
}

/* Solve a board text `reps` times; print ms per solve. */
static void bench_iq(const char *zName, const char *zBoard, int reps){
  IqBoard in, out;
  char zErr[IQ_ERR_MAX];
  unsigned long long nodes = 0;
  double t0;
  int i, rc = 0;
  if( iq_parse(&in, zBoard, strlen(zBoard), zErr) ){
    printf("iq %s: %s\n", zName, zErr);
    exit(1);
  }
  t0 = now();
  for(i=0; i<reps; i++) rc = iq_solve(&in, &out, zErr, &nodes, 0);
  printf("iq %-14s %8.3f ms per solve (%d runs, %llu nodes, %s)\n", zName,
         (now()-t0)*1000.0/reps, reps, nodes, rc==1 ? "solved" : "no solution");
}

/*
** A 500x500 judge-size instance of 5000 ones: 500 rows of 10 columns,
** random except (when planted) 50 rows that together cover every column.
*/
static void bench_large_cover(int planted){
  int aPerm[500], aCol[10], i, j, rc;
  unsigned int seed = 2005;
  Dlx *p = dlx_new(500, 500);
  double t0;
  if( p==0 ) exit(1);
  for(i=0; i<500; i++) aPerm[i] = i;
  for(i=499; i>0; i--){
    int k = (int)(rng_next(&seed) % (unsigned)(i+1)), t = aPerm[i];
    aPerm[i] = aPerm[k];
    aPerm[k] = t;
  }
  for(i=0; i<500; i++){
    if( i<50 && planted ){
      memcpy(aCol, aPerm+10*i, sizeof(aCol));
    }else{
      for(j=0; j<10; j++){
        int k, c = (int)(rng_next(&seed) % 500);
        for(k=0; k<j && aCol[k]!=c; k++){}
        if( k<j ){ j--; continue; }
        aCol[j] = c;
      }
    }
    if( dlx_add_row(p, aCol, 10) ) exit(1);
  }
  t0 = now();
  rc = dlx_next(p);
  printf("exact cover 500x500, 5000 ones, %s: %8.3f ms (%s, %llu nodes)\n",
         planted ? "planted cover" : "random rows  ",
         (now()-t0)*1000.0, rc==1 ? "solved" : "no solution", dlx_nodes(p));
  dlx_free(p);
}

/*
** N-queens as exact cover: rows and columns primary, the diagonals
** secondary.  Counts every solution.
*/
static void bench_queens(int n){
  Dlx *p = dlx_new(6*n-2, 2*n);
  int r, c;
  unsigned long long nSol = 0;
  double t0;
  if( p==0 ) exit(1);
  for(r=0; r<n; r++){
    for(c=0; c<n; c++){
      int aCol[4];
      aCol[0] = r;
      aCol[1] = n + c;
      aCol[2] = 2*n + r + c;
      aCol[3] = 4*n - 1 + r - c + n - 1;
      if( dlx_add_row(p, aCol, 4) ) exit(1);
    }
  }
  t0 = now();
  while( dlx_next(p)==1 ) nSol++;
  printf("%d-queens, all solutions: %8.3f ms (%llu solutions, %llu nodes)\n",
         n, (now()-t0)*1000.0, nSol, dlx_nodes(p));
  dlx_free(p);
}

/* Stream up to `limit` solutions of a puzzle; print solutions/s. */
static void bench_solutions(const char *zName, const char *zPuzzle,
                            unsigned long long limit){
  Grid g, sol;
  SudokuCover sc;
  char zErr[GRID_ERR_MAX];
  unsigned long long n = 0;
  double t0, dt;
  if( grid_parse(&g, zPuzzle, strlen(zPuzzle), GRID_ALPHA_AUTO, zErr) ){
    printf("%s: %s\n", zName, zErr);
    exit(1);
  }
  t0 = now();
  if( sudoku_cover_init(&sc, &g, 0) ) exit(1);
  while( n<limit && sudoku_cover_next(&sc, &sol)==1 ) n++;
  sudoku_cover_free(&sc);
  dt = now()-t0;
  printf("solutions of %-24s %9llu in %7.3f s: %10.0f solutions/s\n",
         zName, n, dt, n/dt);
}

int main(void){
  char zEmpty[IQ_TEXT_MAX+1], z625[626];
  int i, k = 0;
  for(i=1; i<=IQ_ROWS; i++){
    memset(zEmpty+k, '.', (size_t)i);
    k += i;
    zEmpty[k++] = '\n';
  }
  zEmpty[k] = 0;
  bench_iq("empty board", zEmpty, 200);
  bench_iq("NOI sample", ".\n..\n...\n....\n.....\n.....C\n...CCC.\n"
           "EEEHH...\nE.HHH....\nE.........\n", 200);
  bench_large_cover(1);
  bench_large_cover(0);
  bench_queens(12);
  bench_solutions("an empty 9x9 (first 5e5)", "................................"
                  ".................................................", 500000);
  bench_solutions("a 21-clue 9x9 (all)", "........................."
                  "6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
                  (unsigned long long)-1);
  memset(z625, '.', 625);
  z625[625] = 0;
  bench_solutions("an empty 25x25 (first 1e4)", z625, 10000);
  return 0;
}
