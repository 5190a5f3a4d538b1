/* SPDX-License-Identifier: MIT */
/*
** bench_solved.h: what the programs that time the solvers on puzzle
** files share: CPU and wall time, and the check of a solution against
** its puzzle.
*/
#ifndef SUDOKU_BENCH_SOLVED_H
#define SUDOKU_BENCH_SOLVED_H

#include "grid.h"

#include <time.h>

/* CPU time of the process, in ms. */
static inline double now_ms(void){
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec*1e3 + ts.tv_nsec/1e6;
}

/* Wall time, in ms. */
static inline double wall_ms(void){
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec*1e3 + ts.tv_nsec/1e6;
}

/* 1 when sol is complete, valid and keeps every given of g. */
static inline int solution_ok(const Grid *g, const Grid *sol){
  int i;
  if( !grid_complete(sol) ) return 0;
  for(i=0; i<g->ncell; i++){
    if( g->v[i] && g->v[i]!=sol->v[i] ) return 0;
  }
  return 1;
}

#endif
