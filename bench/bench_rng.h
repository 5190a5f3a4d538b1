/* SPDX-License-Identifier: MIT */
/*
** bench_rng.h: a small seeded random generator (xorshift64*) and a shuffle
** for the benchmark and generator programs, the same on every platform so
** that a seed always gives the same puzzles.
*/
#ifndef SUDOKU_BENCH_RNG_H
#define SUDOKU_BENCH_RNG_H

#include <stdlib.h>

/* The generator's state for a seed given on the command line. */
static inline unsigned long long rng_seed(const char *zSeed){
  return strtoull(zSeed, 0, 10)*2654435761ULL + 0x9E3779B97F4A7C15ULL;
}

static inline unsigned long long rng_next(unsigned long long *state){
  unsigned long long x = *state;
  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *state = x;
  return x * 0x2545F4914F6CDD1DULL;
}

/* Shuffle a[0..n-1] in place (Fisher-Yates). */
static inline void rng_shuffle(int *a, int n, unsigned long long *rng){
  int i;
  for(i=n-1; i>0; i--){
    int j = (int)(rng_next(rng) % (unsigned long long)(i+1));
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}

#endif
