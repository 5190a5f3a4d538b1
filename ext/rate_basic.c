/*
** rate_basic.c: the rater's simplest techniques: singles (last value,
** hidden, naked) and locked candidates (pointing from a box into a line,
** claiming from a line into a box), with SE's "direct" variants that only
** count when they leave a hidden single.
*/
#include "rateint.h"

/* Last value: a unit with one empty cell gets its missing digit. */
int rate_find_last_value(const RateState *s, RateFind *f, int variant){
  RateBits empty = 0;
  int u, i, c;
  (void)variant;
  for(c=80; c>=0; c--) empty = empty<<1 | (s->val[c]==0);
  for(u=0; u<27; u++){
    RateBits m = empty & rate_bits(rate_unit_bits[u]);
    unsigned have = 0;
    if( m==0 || (m & (m-1))!=0 ) continue;
    for(i=0; i<9; i++){
      int v = s->val[rate_unit[u][i]];
      if( v ) have |= DBIT(v);
    }
    if( rate_popc(ALL9 & ~have)==1 ){
      rate_find_start(f, RATE_LAST_VALUE, 10);
      rate_find_place(f, rate_lowest_cell(m), rate_low_digit(ALL9 & ~have));
      return 1;
    }
  }
  return 0;
}

/* Hidden single: a digit with one place in a box (inBox) or a line. */
int rate_find_hidden_single(const RateState *s, RateFind *f, int inBox){
  int u, d;
  for(u=inBox ? 18 : 0; u<(inBox ? 27 : 18); u++){
    unsigned once = 0;   /* digits (bit d-1) with one place in u */
    for(d=1; d<=9; d++){
      unsigned m = rate_places(s, u, d);
      once |= (unsigned)(m!=0 && (m & (m-1))==0)<<(d-1);
    }
    if( once ){
      d = rate_low_digit(once);
      rate_find_start(f, inBox ? RATE_HIDDEN_SINGLE_BOX
                               : RATE_HIDDEN_SINGLE_LINE, inBox ? 12 : 15);
      rate_find_place(f, rate_unit[u][__builtin_ctz(rate_places(s, u, d))], d);
      return 1;
    }
  }
  return 0;
}

/* Naked single: an empty cell with one candidate. */
int rate_find_naked_single(const RateState *s, RateFind *f, int variant){
  int c;
  (void)variant;
  for(c=0; c<81; c++){
    unsigned m = s->cand[c];
    if( s->val[c]==0 && m && (m & (m-1))==0 ){
      rate_find_start(f, RATE_NAKED_SINGLE, 23);
      rate_find_place(f, c, rate_low_digit(m));
      return 1;
    }
  }
  return 0;
}

/*
** Locked candidates.  With RATE_LOCKED_POINTING in variant, the base units
** are boxes and the cover units lines (pointing); without, the other way
** round (claiming).  When every place of a digit in a base unit lies in
** one cover unit, the digit goes from the rest of the cover unit.  With
** RATE_LOCKED_DIRECT, a step only counts when it leaves a hidden single.
*/
int rate_find_locked(const RateState *s, RateFind *f, int variant){
  static const int aTech[4] = { RATE_CLAIMING, RATE_POINTING,
                                RATE_DIRECT_CLAIMING, RATE_DIRECT_POINTING };
  static const int aScore[4] = { 28, 26, 19, 17 };
  int pointing = variant & RATE_LOCKED_POINTING;
  int direct = variant & RATE_LOCKED_DIRECT;
  int tech = aTech[variant & 3], score = aScore[variant & 3];
  int base, d, i;
  for(base=(pointing ? 18 : 0); base<(pointing ? 27 : 18); base++){
    for(d=1; d<=9; d++){
      unsigned m = rate_places(s, base, d);
      int first, cover = -1, k;
      if( rate_popc(m)<2 ) continue;
      first = rate_unit[base][__builtin_ctz(m)];
      /* box positions: 3 per row; line positions: 3 per box */
      for(k=0; k<3; k++){
        if( (m & ~(7u<<(3*k)))==0 ){
          cover = rate_cell_unit[first][pointing ? 0 : 2];
        }else if( pointing && (m & ~(0x49u<<k))==0 ){
          cover = rate_cell_unit[first][1];
        }
      }
      /* the cover's places for d outside base: none, nothing to do */
      if( cover<0 || rate_popc(rate_places(s, cover, d))==rate_popc(m) ){
        continue;
      }
      rate_find_start(f, tech, score);
      for(i=0; i<9; i++){
        int c = rate_unit[cover][i];
        if( rate_cell_unit[c][base/9]!=base ) rate_find_elim(f, s, c, d);
      }
      if( f->n && (!direct || rate_makes_hidden_single(s, f)) ) return 1;
    }
  }
  return 0;
}
