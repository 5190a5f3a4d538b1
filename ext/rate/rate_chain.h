/* SPDX-License-Identifier: MIT */
/*
** rate_chain.h: what the chain finders (rate_chains.c, rate_forcing.c)
** share: potentials, SE's chain difficulty and the order of hints.
**
** A potential is a candidate (x = cell*9 + digit-1) assumed true ("on")
** or false ("off").  Sudoku Explainer (SE) rates a chain hint by a base
** for its kind plus a tenth per threshold its complexity passes, and
** takes, among all hints of one producer, the least by (difficulty,
** complexity, sort key), the first listed on ties.  ChainKey holds those
** three; difficulties are doubles computed with SE's own arithmetic, so
** that they compare as SE's do.
*/
#ifndef SUDOKU_RATE_CHAIN_H
#define SUDOKU_RATE_CHAIN_H

#include "rateint.h"

typedef struct ChainKey ChainKey;
struct ChainKey {
  double d;     /* difficulty */
  int c;        /* complexity: the potentials the hint's chains hold */
  int sk;       /* SE's sort key of the hint's kind */
};

/* SE's difficulty of a chain hint of the given base and complexity. */
static inline double chain_difficulty(double base, int complexity){
  double added = 0.0;
  int ceil = 4, length = complexity-2, odd = 0;
  while( length>ceil ){
    added += 0.1;
    ceil = odd ? ceil*4/3 : ceil*3/2;
    odd = !odd;
  }
  return base + added;
}

/* 1 when key a sorts strictly before key b. */
static inline int chain_key_less(const ChainKey *a, const ChainKey *b){
  if( a->d!=b->d ) return a->d<b->d;
  if( a->c!=b->c ) return a->c<b->c;
  return a->sk<b->sk;
}

/* A difficulty in tenths. */
static inline int chain_score(double d){
  return (int)(d*10.0+0.5);
}

/* The cells of the row, column and box of cell c, as 81-bit sets. */
static inline RateBits chain_row(int c){ return rate_bits(rate_unit_bits[c/9]); }
static inline RateBits chain_col(int c){ return rate_bits(rate_unit_bits[9+c%9]); }
static inline RateBits chain_box(int c){
  return rate_bits(rate_unit_bits[rate_cell_unit[c][2]]);
}

#endif
