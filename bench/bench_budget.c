/* SPDX-License-Identifier: MIT */
/*
** bench_budget.c: what one work unit (ext/work.h) costs in CPU time, for
** each search, side by side in one run.
**
**   build/bench/bench_budget [--cdcl-NAME=VALUE ...] UNITS REPEATS < workloads
**
** Each line of stdin is one workload, five fields split by '|':
**
**   label|function|puzzle|rules|argument
**
** function: count (sudoku_count, the argument its limit), generate
** (sudoku_generate, the argument its seed, the rules field its options),
** iq_solve (the puzzle field ignored: the empty board), exact_cover (the
** rules field its rows), solutions (sudoku_solutions: rows until their
** units together pass the budget), or the name of a one-puzzle SQL
** function (sudoku_solve, sudoku_rate, target_score, ...).
** puzzle: a puzzle's text, or "empty:N" for N empty cells.  rules: a JSON
** object, or '-' for none.  Lines starting with '#' are skipped.
**
** Each workload runs REPEATS times under a budget of UNITS units on one
** thread; reported are the units it used (a little over UNITS when it
** ran to the budget, else it finished first), the least user CPU time of
** the runs, and the nanoseconds a unit took.  The last line gives the
** spread: the slowest unit over the fastest, among the workloads that
** took 10 ms or more.  CPU time, not wall time, so that other processes on
** the machine matter little.  The --cdcl-... arguments set the options of
** the clause-learning solver, its accounting of work among them
** (bench_cdcl.h; --cdcl-options lists them).
*/
#include "fn.h"
#include "fn_stream.h"
#include "grid.h"
#include "work.h"
#include "bench_cdcl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#define MAX_LINE 8192
#define MAX_CELLS 1024

/* User CPU time of this process so far, in seconds. */
static double user_seconds(void){
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec*1e-6;
}

/* Split z at '|' into at most n fields; returns how many. */
static int split_fields(char *z, char **az, int n){
  int i = 0;
  az[i++] = z;
  while( i<n && (z = strchr(z, '|'))!=0 ){
    *z++ = 0;
    az[i++] = z;
  }
  return i;
}

/* The empty IQ board: 10 lines, line i of i empty cells. */
static void iq_empty(char *z, size_t *pn){
  size_t n = 0;
  int i, j;
  for(i=1; i<=10; i++){
    for(j=0; j<i; j++) z[n++] = '.';
    if( i<10 ) z[n++] = '\n';
  }
  *pn = n;
}

/*
** Stream the rows of s (started: ok 1) until the end or until their units
** together pass w's limit, adding them to w.  0 when it ran, else 1.
*/
static int run_stream(FnStream *s, FnOut *o, int ok, Work *w){
  int rc = ok ? 1 : -1;
  while( rc==1 && w->used<=w->limit ){
    rc = fn_stream_next(s, o);
    w->used += s->work.used;
  }
  fn_stream_free(s);
  return rc<0 && o->eErr!=FN_ERR_BUDGET;
}

/*
** Run one workload under w; 0 when it ran (to its end or to the budget),
** else 1 with a message on stderr.
*/
static int run_once(char **az, Work *w){
  const char *zFunc = az[1], *zPuzzle = az[2], *zRules = az[3];
  long long arg = atoll(az[4]);
  char zText[MAX_CELLS+1];
  size_t n;
  FnOut o;
  Grid g;
  Rules r;
  int ok = 1;
  fn_init(&o);
  if( strcmp(zFunc, "iq_solve")==0 ){
    iq_empty(zText, &n);
    fn_iq_solve(&o, zText, n, w);
  }else if( strcmp(zFunc, "exact_cover")==0
          || strcmp(zFunc, "solutions")==0 ){
    FnStream s;
    fn_stream_init(&s, w);
    if( zFunc[0]=='e' ){
      ok = fn_cover_start(&s, &o, zRules, strlen(zRules), 0, 0, 0, 0, 0, 0);
    }else{
      ok = fn_solutions_start(&s, &o, zPuzzle, strlen(zPuzzle), 0, 0, 0,
                              strcmp(zRules, "-") ? zRules : 0,
                              strcmp(zRules, "-") ? strlen(zRules) : 0);
    }
    ok = !run_stream(&s, &o, ok, w);
  }else if( strcmp(zFunc, "generate")==0 ){
    fn_generate(&o, arg, zRules, (int)strlen(zRules), w);
  }else{
    if( strncmp(zPuzzle, "empty:", 6)==0 ){
      n = (size_t)atoi(zPuzzle+6);
      if( n>MAX_CELLS ) n = MAX_CELLS;
      memset(zText, '.', n);
    }else{
      n = strlen(zPuzzle);
      if( n>MAX_CELLS ) n = MAX_CELLS;
      memcpy(zText, zPuzzle, n);
    }
    ok = fn_grid(&o, 0, zText, n, &g)
         && fn_rules(&o, strcmp(zRules, "-") ? zRules : 0,
                     strcmp(zRules, "-") ? strlen(zRules) : 0, &g, &r);
    if( ok && strcmp(zFunc, "count")==0 ){
      fn_count(&o, &g, &r, arg, 1, w);
    }else if( ok ){
      FnGridBody x = fn_grid_body(zFunc);
      if( x==0 ){
        fprintf(stderr, "bench_budget: %s: no such function\n", zFunc);
        return 1;
      }
      x(&o, &g, &r, w);
    }
  }
  if( o.eType==FN_ERROR && o.eErr!=FN_ERR_BUDGET ){
    fprintf(stderr, "bench_budget: %s: %.*s\n", az[0], (int)o.n, o.z);
    ok = 0;
  }
  fn_free(&o);
  return !ok;
}

int main(int argc, char **argv){
  char zLine[MAX_LINE];
  unsigned long long units;
  double lo = 0, hi = 0;
  const char *zLo = 0, *zHi = 0;
  static char zLoName[64], zHiName[64];
  int repeats, i;
  argc = bench_cdcl_args(argc, argv);
  if( argc!=3 || (units = strtoull(argv[1], 0, 10))==0
   || (repeats = atoi(argv[2]))<1 ){
    fprintf(stderr, "usage: bench_budget [--cdcl-NAME=VALUE ...] UNITS "
            "REPEATS < workloads\n");
    return 2;
  }
  printf("%-34s %12s %9s %9s\n", "workload (budget per run)", "units",
         "CPU s", "ns/unit");
  while( fgets(zLine, sizeof(zLine), stdin) ){
    char *az[5];
    double best = 0, ns;
    Work w;
    memset(&w, 0, sizeof(w));
    w.threads = 1;
    zLine[strcspn(zLine, "\n")] = 0;
    if( zLine[0]=='#' || zLine[0]==0 ) continue;
    if( split_fields(zLine, az, 5)!=5 ){
      fprintf(stderr, "bench_budget: not 5 fields: %s\n", zLine);
      return 1;
    }
    for(i=0; i<repeats; i++){
      double t0 = user_seconds(), t;
      w.used = 0;
      w.limit = units;
      if( run_once(az, &w) ) return 1;
      t = user_seconds() - t0;
      if( i==0 || t<best ) best = t;
    }
    ns = w.used ? best*1e9/(double)w.used : 0;
    printf("%-34s %12llu %9.3f %9.2f%s\n", az[0], w.used, best, ns,
           w.used>units ? "" : "  (finished first)");
    fflush(stdout);
    if( best<0.01 ) continue;
    if( zLo==0 || ns<lo ){
      lo = ns;
      snprintf(zLoName, sizeof(zLoName), "%s", az[0]);
      zLo = zLoName;
    }
    if( zHi==0 || ns>hi ){
      hi = ns;
      snprintf(zHiName, sizeof(zHiName), "%s", az[0]);
      zHi = zHiName;
    }
  }
  if( zLo ){
    printf("spread: %.2f ns/unit (%s) to %.2f (%s): %.2fx\n", lo, zLo, hi,
           zHi, hi/lo);
  }
  return 0;
}
