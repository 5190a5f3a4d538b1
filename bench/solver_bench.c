/* SPDX-License-Identifier: MIT */
/*
** solver_bench.c: time the fast 9x9 solver in process, or check it.
**
**   solver_bench FILE [N]           puzzles/s of solve9 over the first N
**                                   puzzles of FILE (all when N is absent),
**                                   first solution and counting to 2, each
**                                   the best of three runs
**   solver_bench --wall FILE [N]    the same timed by the wall clock, as
**                                   other benchmarks (tdoku's) time
**   solver_bench --verify FILE [N]  check solve9 on the first N puzzles:
**                                   every solution complete, valid and
**                                   keeping the givens; the count (limit
**                                   1000) equal to the general solver's
**   solver_bench --dump FILE [N]    one line per puzzle: for the limits 1,
**                                   2 and 1000, count, nodes and guesses,
**                                   then the first solution; the same on
**                                   every instruction-set path
**   solver_bench --isa              the instruction-set path solve9 runs
**                                   (see SUDOKU_ISA in ext/solve/solve9.c)
**
** FILE has one puzzle per line (81 cells, '.' or '0' empty, the rest of
** the line ignored); lines starting with '#' or shorter than 81 are
** skipped.  Times are CPU seconds unless --wall.  Timing output is one
** line per mode:
**   first  <n> puzzles <secs> s <rate> puzzles/s  (<guesses> guesses/puzzle)
** Exit status: 0 on success, 1 on a failed check or bad input, 2 on usage.
*/
#include "grid.h"
#include "solve9.h"
#include "solven.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define VERIFY_LIMIT 1000     /* count limit of --verify */
#define WARM_UP_PUZZLES 2000  /* solved untimed before timing */
#define TIMING_RUNS 3         /* timings are the best of this many runs */
#define MIN_RUN_SECS 0.2      /* a run repeats the set until this long */

/* The puzzles of a file, 81 cells each. */
typedef struct PuzzleSet PuzzleSet;
struct PuzzleSet {
  unsigned char (*cells)[81];
  size_t n;
};

/* Parse the first 81 chars of a line into cells. 0 when malformed. */
static int parse_line(const char *z, unsigned char *cells){
  int i;
  for(i=0; i<81; i++){
    if( z[i]>='1' && z[i]<='9' ) cells[i] = (unsigned char)(z[i]-'0');
    else if( z[i]=='.' || z[i]=='0' ) cells[i] = 0;
    else return 0;
  }
  return 1;
}

/* Read up to max puzzles of a file. Returns 0 (after a message) on error. */
static int load_puzzles(const char *zFile, size_t max, PuzzleSet *set){
  FILE *f = fopen(zFile, "r");
  char line[1024];
  size_t nAlloc = 0;
  set->cells = 0;
  set->n = 0;
  if( f==0 ){
    perror(zFile);
    return 0;
  }
  while( set->n<max && fgets(line, sizeof(line), f) ){
    if( line[0]=='#' || strlen(line)<81 ) continue;
    if( set->n==nAlloc ){
      size_t nNew = nAlloc ? 2*nAlloc : 1024;
      void *p = realloc(set->cells, nNew*sizeof(set->cells[0]));
      if( p==0 ){
        fprintf(stderr, "out of memory\n");
        fclose(f);
        return 0;
      }
      set->cells = p;
      nAlloc = nNew;
    }
    if( !parse_line(line, set->cells[set->n]) ){
      fprintf(stderr, "%s: bad puzzle line %zu\n", zFile, set->n+1);
      fclose(f);
      return 0;
    }
    set->n++;
  }
  fclose(f);
  return 1;
}

/* The clock of the timings: the CPU seconds used by this process (unlike
** wall time, not inflated when other work shares the machine), or with
** --wall the wall clock. */
static clockid_t benchClock = CLOCK_PROCESS_CPUTIME_ID;

/* Seconds on benchClock. */
static double now_seconds(void){
  struct timespec ts;
  clock_gettime(benchClock, &ts);
  return (double)ts.tv_sec + ts.tv_nsec*1e-9;
}

/* Time solve9 over the set with the given limit, best of TIMING_RUNS
** runs, and print one line.  A run repeats the set until it has taken
** MIN_RUN_SECS (small sets would be timed too coarsely otherwise); rates
** and guesses are per puzzle solved. */
static void time_mode(const PuzzleSet *set, const char *zMode,
                      unsigned long long limit){
  SolveStats stats = {0, 0};
  unsigned char sol[81];
  unsigned long long solved = 0;
  double best = 0;
  int run;
  for(run=0; run<TIMING_RUNS; run++){
    double t0 = now_seconds(), t;
    unsigned long long reps = 0;
    stats.nodes = stats.guesses = 0;
    solved = 0;
    do{
      size_t i;
      for(i=0; i<set->n; i++){
        solved += solve9(set->cells[i], limit, sol, &stats, 0)>0;
      }
      reps++;
      t = now_seconds() - t0;
    }while( t<MIN_RUN_SECS );
    if( run==0 || (double)(set->n*reps)/t>best ){
      best = (double)(set->n*reps)/t;
    }
    solved /= reps;
    stats.guesses /= reps;
  }
  printf("%-6s %zu puzzles %.3f s %.0f puzzles/s  (%.2f guesses/puzzle, "
         "%llu solved)\n", zMode, set->n, best>0 ? (double)set->n/best : 0.0,
         best, set->n ? (double)stats.guesses/(double)set->n : 0.0, solved);
}

/* Solve a few puzzles untimed so that caches and clocks are warm. */
static void warm_up(const PuzzleSet *set){
  unsigned char sol[81];
  size_t i;
  for(i=0; i<set->n && i<WARM_UP_PUZZLES; i++){
    solve9(set->cells[i], 1, sol, 0, 0);
  }
}

/* 1 when sol is a complete valid grid that keeps the givens of puzzle. */
static int solution_ok(const unsigned char *puzzle, const unsigned char *sol){
  Grid g;
  int i;
  grid_init(&g, 3);
  for(i=0; i<81; i++){
    if( sol[i]<1 || sol[i]>9 ) return 0;
    if( puzzle[i] && puzzle[i]!=sol[i] ) return 0;
    g.v[i] = sol[i];
  }
  return grid_complete(&g);
}

/* Check solve9 against solven on every puzzle. Returns failures. */
static size_t verify(const PuzzleSet *set){
  size_t i, bad = 0, solved = 0;
  for(i=0; i<set->n; i++){
    const unsigned char *puzzle = set->cells[i];
    unsigned char sol[81], again[81];
    SolveStats s1 = {0, 0}, s2 = {0, 0};
    unsigned long long n9, n2, nn;
    Grid g;
    grid_init(&g, 3);
    memcpy(g.v, puzzle, 81);
    n9 = solve9(puzzle, VERIFY_LIMIT, sol, &s1, 0);
    n2 = solve9(puzzle, VERIFY_LIMIT, again, &s2, 0);
    nn = grid_consistent(&g) ? solven(&g, VERIFY_LIMIT, 0, 0, 0) : 0;
    if( n9!=nn ){
      printf("puzzle %zu: solve9 counts %llu, solven %llu\n", i+1, n9, nn);
      bad++;
    }else if( n9>0 && !solution_ok(puzzle, sol) ){
      printf("puzzle %zu: solve9 solution is wrong\n", i+1);
      bad++;
    }else if( n2!=n9 || (n9>0 && memcmp(sol, again, 81)!=0)
           || s1.nodes!=s2.nodes || s1.guesses!=s2.guesses ){
      printf("puzzle %zu: solve9 differs between two runs\n", i+1);
      bad++;
    }
    solved += n9>0;
  }
  printf("verify: %zu puzzles, %zu solved, %zu mismatches\n",
         set->n, solved, bad);
  return bad;
}

/* Print what solve9 finds on every puzzle (see the top of the file). */
static void dump(const PuzzleSet *set){
  static const unsigned long long aLimit[] = { 1, 2, VERIFY_LIMIT };
  size_t i;
  for(i=0; i<set->n; i++){
    unsigned char sol[81];
    int j;
    for(j=0; j<(int)(sizeof(aLimit)/sizeof(aLimit[0])); j++){
      SolveStats st = {0, 0};
      unsigned long long n = solve9(set->cells[i], aLimit[j], sol, &st, 0);
      printf("%llu %llu %llu ", n, st.nodes, st.guesses);
      if( j==0 ){
        int k;
        if( n==0 ) memset(sol, 0, sizeof(sol));
        for(k=0; k<81; k++) sol[k] = (unsigned char)('0' + sol[k]);
        printf("%.81s ", (const char*)sol);
      }
    }
    printf("\n");
  }
}

static int usage(void){
  fprintf(stderr, "usage: solver_bench [--verify|--dump] FILE [N]\n"
                  "       solver_bench [--wall] FILE [N]\n"
                  "       solver_bench --isa\n");
  return 2;
}

int main(int argc, char **argv){
  int doVerify = argc>1 && strcmp(argv[1], "--verify")==0;
  int doDump = argc>1 && strcmp(argv[1], "--dump")==0;
  int doWall = argc>1 && strcmp(argv[1], "--wall")==0;
  int nOpt;                   /* 1 when an option comes before FILE */
  const char *zFile;
  size_t max = (size_t)-1;
  PuzzleSet set;
  int rc = 0;
  if( argc==2 && strcmp(argv[1], "--isa")==0 ){
    printf("%s\n", solve9_isa());
    return 0;
  }
  nOpt = doVerify || doDump || doWall;
  if( doWall ) benchClock = CLOCK_MONOTONIC;
  if( argc<2+nOpt || argc>3+nOpt ) return usage();
  zFile = argv[1+nOpt];
  if( argc==3+nOpt ){
    char *zEnd;
    max = strtoul(argv[2+nOpt], &zEnd, 10);
    if( *zEnd || max==0 ) return usage();
  }
  if( !load_puzzles(zFile, max, &set) ) return 1;
  if( doDump ){
    dump(&set);
  }else if( doVerify ){
    rc = verify(&set)>0;
  }else{
    warm_up(&set);
    time_mode(&set, "first", 1);
    time_mode(&set, "count2", 2);
  }
  free(set.cells);
  return rc;
}
