/*
** solve9_isa.h: the builds of the fast 9x9 solver's body (solve9_core.h),
** one per instruction set, and how solve9.c picks one.  Each has the
** contract of solve9() without the work budget: it stops after maxNodes
** search nodes, stores its figures in *stats and returns the count.
*/
#ifndef SUDOKU_SOLVE9_ISA_H
#define SUDOKU_SOLVE9_ISA_H

#include "solve.h"

typedef unsigned long long (*Solve9Fn)(const unsigned char *cells,
                                       unsigned long long limit,
                                       unsigned char *first,
                                       unsigned long long maxNodes,
                                       SolveStats *stats);

/* Plain C, for any machine. */
unsigned long long solve9_generic(const unsigned char *, unsigned long long,
                                  unsigned char *, unsigned long long,
                                  SolveStats *);

#if defined(__x86_64__) || defined(__i386__)
# define SOLVE9_X86 1
/* SSE2 (every x86-64). */
unsigned long long solve9_sse2(const unsigned char *, unsigned long long,
                               unsigned char *, unsigned long long,
                               SolveStats *);
/* AVX2, BMI1, BMI2 and POPCNT. */
unsigned long long solve9_avx2(const unsigned char *, unsigned long long,
                               unsigned char *, unsigned long long,
                               SolveStats *);
#endif

#endif
