/* SPDX-License-Identifier: MIT */
/*
** solve9_avx2.c: the fast 9x9 solver (solve9_core.h) with AVX2, BMI1,
** BMI2 and POPCNT, compiled for them whatever the build flags say;
** solve9.c calls it only on a processor that has them.  Empty on other
** machines.
*/
#if defined(__x86_64__) || defined(__i386__)
# define S9_ENTRY solve9_avx2
# define S9_TARGET "avx2,bmi,bmi2,popcnt"
# define S9_AVX2 1
# include "solve9_core.h"
#else
typedef int solve9_avx2_unused;   /* ISO C wants something in a file */
#endif
