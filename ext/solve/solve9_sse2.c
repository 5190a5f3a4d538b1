/* SPDX-License-Identifier: MIT */
/*
** solve9_sse2.c: the fast 9x9 solver (solve9_core.h) with SSE2, which
** every x86-64 has.  Empty on other machines.
*/
#if defined(__x86_64__) || defined(__i386__)
# define S9_ENTRY solve9_sse2
# define S9_TARGET "sse2"
# define S9_SSE2 1
# include "solve9_core.h"
#else
typedef int solve9_sse2_unused;   /* ISO C wants something in a file */
#endif
