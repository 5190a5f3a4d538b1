/* SPDX-License-Identifier: MIT */
/*
** solve9.c: the fast 9x9 solver's entry point (contract in solve9.h).  The
** solver itself is solve9_core.h, built once per instruction set; this
** file picks the build the processor runs best, once per process:
** AVX2 (with BMI2 and POPCNT) when the processor has it, else SSE2 on
** x86, else plain C.  The environment variable SUDOKU_ISA=generic, sse2 or
** avx2 forces one (a path the processor lacks falls back to the best it
** has), so that tests can run every path and compare: all give the same
** solutions, counts and search figures.
*/
#include "solve9.h"
#include "solve9_isa.h"

#include <stdlib.h>
#include <string.h>

/* A build of the solver and its name. */
typedef struct Solve9Isa Solve9Isa;
struct Solve9Isa {
  const char *zName;
  Solve9Fn *xSolve;
};

/* The builds, best last. */
static const Solve9Isa aIsa[] = {
  { "generic", solve9_generic },
#ifdef SOLVE9_X86
  { "sse2",    solve9_sse2 },
  { "avx2",    solve9_avx2 },
#endif
};
#define N_ISA ((int)(sizeof(aIsa)/sizeof(aIsa[0])))

/* 1 when the processor can run build i. */
static int isa_usable(int i){
#ifdef SOLVE9_X86
  __builtin_cpu_init();
  if( aIsa[i].xSolve==solve9_sse2 ) return __builtin_cpu_supports("sse2");
  if( aIsa[i].xSolve==solve9_avx2 ){
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi")
        && __builtin_cpu_supports("bmi2")
        && __builtin_cpu_supports("popcnt");
  }
#endif
  return i==0;
}

/* Choose the build: the one SUDOKU_ISA names when usable, else the best
** usable one. */
static const Solve9Isa *isa_choose(void){
  const char *zWant = getenv("SUDOKU_ISA");
  int i, best = 0;
  for(i=0; i<N_ISA; i++){
    if( !isa_usable(i) ) continue;
    if( zWant && strcmp(zWant, aIsa[i].zName)==0 ) return &aIsa[i];
    best = i;
  }
  return &aIsa[best];
}

/* The build in use, chosen on first use.  Threads racing on the first
** call store the same pointer, so relaxed atomics suffice. */
static const Solve9Isa *isa_current(void){
  static const Solve9Isa *pChosen = 0;
  const Solve9Isa *p = __atomic_load_n(&pChosen, __ATOMIC_RELAXED);
  if( p==0 ){
    p = isa_choose();
    __atomic_store_n(&pChosen, p, __ATOMIC_RELAXED);
  }
  return p;
}

const char *solve9_isa(void){
  return isa_current()->zName;
}

unsigned long long solve9(const unsigned char *cells, unsigned long long limit,
                          unsigned char *first, SolveStats *stats,
                          Work *work){
  SolveStats st;
  unsigned long long n;
  n = isa_current()->xSolve(cells, limit ? limit : 1, first,
                            work_steps_left(work, WORK_NODE9), &st);
  if( stats ){
    stats->nodes += st.nodes;
    stats->guesses += st.guesses;
  }
  if( work_charge(work, st.nodes*WORK_NODE9) ) return SOLVE_OVER_BUDGET;
  return n;
}
