/* SPDX-License-Identifier: MIT */
/*
** rate_index.c: what the finders read of the candidate grid besides the
** candidates themselves: the places of each digit in each unit (the
** state's places index, and the same for any grid), the cells of each
** digit, and what changed since a finder's memo was taken.
*/
#include "rateint.h"

#include <string.h>

/*
** Spread the 4 bits of n to bits 0, 16, 32 and 48: the copies of n that
** the product adds at bits 0, 15, 30 and 45 do not overlap, and copy k
** puts bit k at 16k.
*/
static unsigned long long spread4(unsigned n){
  return (n*0x0000200040008001ULL) & 0x0001000100010001ULL;
}

/* Set aCells[d-1] to the cells holding candidate d in cand. */
void rate_digit_cells(const unsigned short *cand, RateBits aCells[9]){
  int c;
  memset(aCells, 0, 9*sizeof(RateBits));
  for(c=0; c<81; c++){
    unsigned m;
    for(m=cand[c]; m; m&=m-1) aCells[__builtin_ctz(m)] |= RATE_BIT(c);
  }
}

/*
** Build aPos[u][d-1], the positions (bit i: rate_unit[u][i]) of digit d
** in unit u, from the candidates cand.  The 9 digits of a unit are built
** as 16-bit lanes of three words (digits 1-4, 5-8 and 9), in the memory
** order of aPos[u][0..8]; position i of the unit shifts its cell's lanes
** by i.
*/
void rate_positions(const unsigned short *cand, unsigned short aPos[27][9]){
  unsigned long long lo[81], hi[81];
  int c, u, i;
  for(c=0; c<81; c++){
    lo[c] = spread4(cand[c] & 15);
    hi[c] = spread4(cand[c]>>4 & 15);
  }
  for(u=0; u<27; u++){
    unsigned long long w0 = 0, w1 = 0;
    unsigned w2 = 0;
    const unsigned char *cell = rate_unit[u];
#pragma GCC unroll 9
    for(i=0; i<9; i++){
      w0 |= lo[cell[i]]<<i;
      w1 |= hi[cell[i]]<<i;
      w2 |= (unsigned)(cand[cell[i]]>>8)<<i;
    }
    memcpy(&aPos[u][0], &w0, 8);
    memcpy(&aPos[u][4], &w1, 8);
    aPos[u][8] = (unsigned short)w2;
  }
}

/* The places of a variant's units (27..) from the candidates. */
static void index_extra(RateState *s){
  int u, i, d;
  for(u=27; u<s->geom->nUnit; u++){
    memset(s->places[u], 0, sizeof(s->places[u]));
    for(i=0; i<9; i++){
      unsigned m = s->cand[s->geom->unit[u][i]];
      for(; m; m&=m-1){
        d = __builtin_ctz(m);
        s->places[u][d] |= (unsigned short)(1u<<i);
      }
    }
  }
}

/* Rebuild the places index from the candidates. */
void rate_index(RateState *s){
  rate_positions(s->cand, s->places);
  if( s->geom ) index_extra(s);
}

/*
** Bring the places index up to date after candidates went: `before` holds
** the candidates of the last rate_index() or rate_index_update().
** Cheaper than rate_index() when a step changed a few cells.
*/
void rate_index_update(RateState *s, const unsigned short *before){
  int c;
  for(c=0; c<81; c++){
    unsigned gone = before[c] & ~s->cand[c];
    unsigned short keep[3];
    if( gone==0 ) continue;
    /* c's position in its row, column and box */
    keep[0] = (unsigned short)~(1u<<(c%9));
    keep[1] = (unsigned short)~(1u<<(c/9));
    keep[2] = (unsigned short)~(1u<<(3*(c/9%3)+c%3));
    for(; gone; gone&=gone-1){
      int e = __builtin_ctz(gone), k;
      for(k=0; k<3; k++) s->places[rate_cell_unit[c][k]][e] &= keep[k];
    }
  }
  if( s->geom ) index_extra(s);
}

/* Units (bit u) with a cell whose candidates changed since the memo of
** the running finder was taken: all of them without a memo. */
unsigned rate_changed_units(const RateState *s){
  unsigned m = 0;
  int c;
  if( s->memo==0 || !s->memo->valid ) return (1u<<27)-1;
  for(c=0; c<81; c++){
    if( s->cand[c]!=s->memo->cand[c] ){
      m |= 1u<<rate_cell_unit[c][0] | 1u<<rate_cell_unit[c][1]
         | 1u<<rate_cell_unit[c][2];
    }
  }
  return m;
}

/* Digits (bit d-1) that lost a candidate since the memo was taken. */
unsigned rate_changed_digits(const RateState *s){
  unsigned m = 0;
  int c;
  if( s->memo==0 || !s->memo->valid ) return ALL9;
  for(c=0; c<81; c++) m |= s->cand[c] ^ s->memo->cand[c];
  return m;
}
