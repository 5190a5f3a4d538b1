/*
** bench_target.c: time target_best (target sudoku, branch and bound) on
** puzzles with many solutions.
**
**   build/bench/bench_target GIVENS COUNT SEED < puzzles.txt
**
** Each 9x9 puzzle read from stdin (one per line, '#' lines skipped) is
** solved, and GIVENS cells of its solution, picked by a seeded shuffle,
** become a new puzzle with many solutions; COUNT such puzzles are timed.
** With -print as the first argument the derived puzzles are written out
** instead (one line each, '.' for empty).  Reports puzzles/s, mean and
** worst ms, and mean search nodes.
*/
#include "bench_rng.h"
#include "grid.h"
#include "solve.h"
#include "target.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void){
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec*1e3 + ts.tv_nsec/1e6;
}

/* Keep `givens` cells of the complete grid g, chosen at random. */
static void keep_givens(Grid *g, int givens, unsigned long long *rng){
  int order[81], i;
  for(i=0; i<81; i++) order[i] = i;
  rng_shuffle(order, 81, rng);
  for(i=givens; i<81; i++) g->v[order[i]] = 0;
}

int main(int argc, char **argv){
  int print = argc>1 && strcmp(argv[1], "-print")==0;
  int givens, count, done = 0;
  unsigned long long rng, nodes = 0;
  double total = 0, worst = 0;
  char *zLine = 0;
  size_t nAlloc = 0;
  if( argc!=4+print ){
    fprintf(stderr, "usage: %s [-print] GIVENS COUNT SEED < puzzles\n",
            argv[0]);
    return 2;
  }
  givens = atoi(argv[1+print]);
  count = atoi(argv[2+print]);
  rng = rng_seed(argv[3+print]);
  if( givens<0 || givens>81 ) givens = 24;
  while( done<count && getline(&zLine, &nAlloc, stdin)>=0 ){
    Grid g, sol, best;
    char zErr[GRID_ERR_MAX], zOut[82];
    unsigned long long n;
    double t0, ms;
    if( zLine[0]=='#' ) continue;
    if( grid_parse(&g, zLine, strlen(zLine), GRID_ALPHA_AUTO, zErr)
     || g.box!=3 || solve_grid(&g, 1, &sol, 0, 0)!=1 ){
      continue;
    }
    keep_givens(&sol, givens, &rng);
    done++;
    if( print ){
      grid_format_line(&sol, GRID_ALPHA_AUTO, zOut);
      puts(zOut);
      continue;
    }
    t0 = now_ms();
    if( target_best(&sol, &best, &n, 0)<0 ){
      fprintf(stderr, "bench_target: no solution for a derived puzzle\n");
      return 1;
    }
    ms = now_ms()-t0;
    total += ms;
    nodes += n;
    if( ms>worst ) worst = ms;
  }
  free(zLine);
  if( print ) return 0;
  if( done==0 ){
    fprintf(stderr, "bench_target: no puzzles read\n");
    return 1;
  }
  printf("target sudoku, %2d givens: %5d puzzles  %9.1f puzzles/s  "
         "%8.3f ms mean  %8.3f ms max  %8.0f nodes/puzzle\n",
         givens, done, done/(total/1e3), total/done, worst,
         (double)nodes/done);
  return 0;
}
