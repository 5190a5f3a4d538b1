/* SPDX-License-Identifier: MIT */
/*
** gen_rng.h: the puzzle generator's random numbers.  SplitMix64 over a
** 64-bit counter: integer arithmetic only (no floating point, no libc
** rand), so a seed gives the same stream on every platform and compiler,
** and so the same puzzle (see generate.h).
*/
#ifndef SUDOKU_GEN_RNG_H
#define SUDOKU_GEN_RNG_H

typedef struct GenRng GenRng;
struct GenRng {
  unsigned long long s;      /* the counter; each draw adds the golden step */
};

/* Start the stream of a seed (any 64-bit value). */
static inline void gen_rng_seed(GenRng *r, unsigned long long seed){
  r->s = seed ^ 0x5DEECE66DULL;
}

/* The next 64 random bits. */
static inline unsigned long long gen_rng_next(GenRng *r){
  unsigned long long z = (r->s += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z>>30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z>>27)) * 0x94D049BB133111EBULL;
  return z ^ (z>>31);
}

/* A uniform integer in 0..n-1 (n >= 1), without modulo bias: draws that
** fall in the incomplete last block of n are drawn again. */
static inline unsigned gen_rng_below(GenRng *r, unsigned n){
  unsigned long long lim = ~0ULL - (~0ULL % n) - 1, x;
  do{ x = gen_rng_next(r); }while( x>lim );
  return (unsigned)(x % n);
}

/* A random set bit of m (not 0): its index, 0 for bit 0. */
static inline int gen_rng_bit(GenRng *r, unsigned m){
  unsigned k = gen_rng_below(r, (unsigned)__builtin_popcount(m));
  while( k-- ) m &= m-1;
  return __builtin_ctz(m);
}

#endif
