/* SPDX-License-Identifier: MIT */
/*
** solve9_isa.h: the builds of the fast 9x9 solver's body (solve9_core.h),
** one per instruction set, and how solve9.c picks one.  Each has the
** contract of solve9() without the work budget: it stops after maxNodes
** search nodes, stores its figures in *stats and returns the count.
*/
#ifndef SUDOKU_SOLVE9_ISA_H
#define SUDOKU_SOLVE9_ISA_H

#include "solve.h"

typedef unsigned long long Solve9Fn(const unsigned char *cells,
                                    unsigned long long limit,
                                    unsigned char *first,
                                    unsigned long long maxNodes,
                                    SolveStats *stats);

/* Plain C, for any machine. */
Solve9Fn solve9_generic;

#if defined(__x86_64__) || defined(__i386__)
# define SOLVE9_X86 1
/* SSE2 (every x86-64). */
Solve9Fn solve9_sse2;
/* AVX2, BMI1, BMI2 and POPCNT. */
Solve9Fn solve9_avx2;
#endif

#endif
