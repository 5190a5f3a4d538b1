/* SPDX-License-Identifier: MIT */
/*
** bench_target.c: time target_best (target sudoku) on puzzles with many
** solutions, side by side with the seeds' enumerate-everything search.
**
**   build/bench/bench_target [-print] [-v] [-seed PROG]
**                            [-completions LO-HI] GIVENS COUNT SEED
**                            < puzzles.txt
**
** Each 9x9 puzzle read from stdin (one per line, '#' lines skipped) is
** solved, and GIVENS cells of its solution (a number, or LO-HI for a
** number picked in that range), chosen by a seeded shuffle, become a new
** puzzle with many solutions; COUNT such puzzles are timed.  With
** -completions, a derived puzzle is kept only when its number of
** completions (counted by solve_grid) lies in LO..HI.  With -print the
** puzzles are written out instead (one line each, '.' for empty); with
** -v (and -seed) each puzzle's line is followed by its own figures.
**
** Reported: the CPU time of target_best for the score alone and for the
** score with the tie rule's grid (mean and worst ms), search states per
** puzzle; with -seed, the yardstick PROG ($BENCH_SEEDS/seed_target.c,
** fed the judge format, timed as a child process by its CPU time) on
** the same puzzles, its answers checked against ours, and how many times
** faster ours is: over the whole set, on the puzzle where the ratio is
** lowest, and the median.  The yardstick's time is net of what it takes
** on a complete grid (starting a process, reading the input), so that
** puzzles of a few hundred completions are not flattered.
*/
#include "bench_rng.h"
#include "bench_solved.h"
#include "grid.h"
#include "solve.h"
#include "target.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_PUZZLES 10000

/* Keep `givens` cells of the complete grid g, chosen at random. */
static void keep_givens(Grid *g, int givens, unsigned long long *rng){
  int order[81], i;
  for(i=0; i<81; i++) order[i] = i;
  rng_shuffle(order, 81, rng);
  for(i=givens; i<81; i++) g->v[order[i]] = 0;
}

/* Parse "N" or "LO-HI" into *pLo, *pHi; 0 when malformed. */
static int parse_range(const char *z, unsigned long long *pLo,
                       unsigned long long *pHi){
  char *zEnd;
  *pLo = *pHi = strtoull(z, &zEnd, 10);
  if( *zEnd=='-' ) *pHi = strtoull(zEnd+1, &zEnd, 10);
  return zEnd!=z && *zEnd==0 && *pLo<=*pHi;
}

/*
** Run the yardstick PROG on puzzle g in the judge format; its answer
** goes to *pScore.  Returns its CPU time in ms, or -1 when it failed.
*/
static double run_seed(const char *zProg, const Grid *g, int *pScore){
  int aIn[2], aOut[2], i, status;
  char zText[200], zAnswer[64];
  ssize_t n;
  pid_t pid;
  struct rusage ru;
  if( pipe(aIn) || pipe(aOut) ) return -1;
  pid = fork();
  if( pid<0 ) return -1;
  if( pid==0 ){
    int fdNull = open("/dev/null", O_WRONLY);
    dup2(aIn[0], 0);
    dup2(aOut[1], 1);
    if( fdNull>=0 ) dup2(fdNull, 2);
    close(aIn[1]);
    close(aOut[0]);
    execl(zProg, zProg, (char*)0);
    _exit(127);
  }
  close(aIn[0]);
  close(aOut[1]);
  for(i=0; i<81; i++){
    zText[2*i] = (char)('0' + g->v[i]);
    zText[2*i+1] = i%9==8 ? '\n' : ' ';
  }
  n = write(aIn[1], zText, 162);
  close(aIn[1]);
  n = n==162 ? read(aOut[0], zAnswer, sizeof(zAnswer)-1) : -1;
  close(aOut[0]);
  if( wait4(pid, &status, 0, &ru)<0 || n<=0 || !WIFEXITED(status)
   || WEXITSTATUS(status)!=0 ){
    return -1;
  }
  zAnswer[n] = 0;
  *pScore = atoi(zAnswer);
  return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec)*1e3
         + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec)/1e3;
}

static int cmp_double(const void *a, const void *b){
  double x = *(const double*)a, y = *(const double*)b;
  return x<y ? -1 : x>y;
}

int main(int argc, char **argv){
  const char *zSeed = 0;
  int print = 0, verbose = 0, done = 0, argi = 1, count;
  unsigned long long rng, nodes = 0, gLo, gHi, cLo = 0, cHi = 0;
  double total = 0, worst = 0, totalGrid = 0, worstGrid = 0, seedTotal = 0;
  double seedBase = 0;
  static double aRatio[MAX_PUZZLES];
  char *zLine = 0;
  size_t nAlloc = 0;
  for(; argi<argc && argv[argi][0]=='-'; argi++){
    if( strcmp(argv[argi], "-print")==0 ){
      print = 1;
    }else if( strcmp(argv[argi], "-v")==0 ){
      verbose = 1;
    }else if( strcmp(argv[argi], "-seed")==0 && argi+1<argc ){
      zSeed = argv[++argi];
    }else if( strcmp(argv[argi], "-completions")==0 && argi+1<argc ){
      if( !parse_range(argv[++argi], &cLo, &cHi) ) argi = argc;
    }else{
      argi = argc;
    }
  }
  if( argc-argi!=3 || !parse_range(argv[argi], &gLo, &gHi) || gHi>81 ){
    fprintf(stderr, "usage: %s [-print] [-v] [-seed PROG] [-completions LO-HI] "
            "GIVENS COUNT SEED < puzzles\n", argv[0]);
    return 2;
  }
  count = atoi(argv[argi+1]);
  if( count>MAX_PUZZLES ) count = MAX_PUZZLES;
  rng = rng_seed(argv[argi+2]);
  while( done<count && getline(&zLine, &nAlloc, stdin)>=0 ){
    Grid g, sol, best;
    char zErr[GRID_ERR_MAX], zOut[82];
    unsigned long long n;
    int score, givens = (int)gLo;
    double t0, ms;
    if( zLine[0]=='#' ) continue;
    if( grid_parse(&g, zLine, strlen(zLine), GRID_ALPHA_AUTO, zErr)
     || g.box!=3 || solve_grid(&g, 1, &sol, 0, 0)!=1 ){
      continue;
    }
    if( gHi>gLo ) givens += (int)(rng_next(&rng)%(gHi-gLo+1));
    keep_givens(&sol, givens, &rng);
    if( cHi>0 ){
      n = solve_grid(&sol, cHi+1, 0, 0, 0);
      if( n<cLo || n>cHi ) continue;
    }
    if( print ){
      grid_format_line(&sol, GRID_ALPHA_AUTO, zOut);
      puts(zOut);
      done++;
      continue;
    }
    t0 = now_ms();
    score = target_best(&sol, 0, &n, 0);
    ms = now_ms()-t0;
    if( score<0 ){
      fprintf(stderr, "bench_target: no solution for a derived puzzle\n");
      return 1;
    }
    total += ms;
    nodes += n;
    if( ms>worst ) worst = ms;
    t0 = now_ms();
    target_best(&sol, &best, 0, 0);
    t0 = now_ms()-t0;
    totalGrid += t0;
    if( t0>worstGrid ) worstGrid = t0;
    if( zSeed && done==0 ){
      int k, self;
      for(k=0; k<5; k++){
        double ms0 = run_seed(zSeed, &best, &self);
        if( k==0 || ms0<seedBase ) seedBase = ms0;
      }
    }
    if( zSeed ){
      int seedScore = -1;
      double seedMs = run_seed(zSeed, &sol, &seedScore);
      if( seedMs<0 || seedScore!=score ){
        fprintf(stderr, "bench_target: the yardstick %s (answer %d, "
                "ours %d)\n", seedMs<0 ? "failed" : "disagrees",
                seedScore, score);
        return 1;
      }
      seedMs = seedMs>seedBase ? seedMs-seedBase : 0;
      seedTotal += seedMs;
      aRatio[done] = seedMs/(ms>1e-3 ? ms : 1e-3);
      if( verbose ){
        grid_format_line(&sol, GRID_ALPHA_AUTO, zOut);
        printf("%s %6.3f ms %8llu states  seed %8.2f ms  %6.0fx\n", zOut,
               ms, n, seedMs, aRatio[done]);
      }
    }
    done++;
  }
  free(zLine);
  if( print ) return 0;
  if( done==0 ){
    fprintf(stderr, "bench_target: no puzzles read\n");
    return 1;
  }
  printf("%5s givens", argv[argi]);
  if( cHi>0 ) printf(", %.0e-%.0e completions", (double)cLo, (double)cHi);
  printf(": %4d puzzles  score %7.3f ms mean %7.2f max  with grid %7.3f "
         "mean %7.2f max  %6.0f states\n", done, total/done, worst,
         totalGrid/done, worstGrid, (double)nodes/done);
  if( zSeed ){
    qsort(aRatio, done, sizeof(aRatio[0]), cmp_double);
    printf("      seed: %9.2f ms mean (net of %.2f ms to start); x seed "
           "(score): %5.0f over the set, %5.0f lowest, %5.0f median\n",
           seedTotal/done, seedBase, seedTotal/total, aRatio[0],
           aRatio[done/2]);
  }
  return 0;
}
