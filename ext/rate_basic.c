/*
** rate_basic.c: the rater's simplest techniques: singles (last value,
** hidden, naked) and locked candidates (pointing from a box into a line,
** claiming from a line into a box), with SE's "direct" variants that only
** count when they leave a hidden single.
*/
#include "rateint.h"

/* Last value: a unit with one empty cell gets its missing digit. */
int rate_find_last_value(const RateState *s, RateFind *f, int variant){
  int u, i;
  (void)variant;
  for(u=0; u<27; u++){
    int nEmpty = 0, cell = 0;
    unsigned have = 0;
    for(i=0; i<9; i++){
      int c = rate_unit[u][i];
      if( s->val[c] ){
        have |= DBIT(s->val[c]);
      }else{
        nEmpty++;
        cell = c;
      }
    }
    if( nEmpty==1 && rate_popc(ALL9 & ~have)==1 ){
      rate_find_start(f, RATE_LAST_VALUE, 10);
      rate_find_place(f, cell, rate_low_digit(ALL9 & ~have));
      return 1;
    }
  }
  return 0;
}

/* Hidden single: a digit with one place in a box (inBox) or a line. */
int rate_find_hidden_single(const RateState *s, RateFind *f, int inBox){
  int u, d;
  for(u=inBox ? 18 : 0; u<(inBox ? 27 : 18); u++){
    for(d=1; d<=9; d++){
      unsigned m = rate_places(s, u, d);
      if( m && (m & (m-1))==0 ){
        rate_find_start(f, inBox ? RATE_HIDDEN_SINGLE_BOX
                                 : RATE_HIDDEN_SINGLE_LINE, inBox ? 12 : 15);
        rate_find_place(f, rate_unit[u][__builtin_ctz(m)], d);
        return 1;
      }
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
  int b0 = pointing ? 18 : 0, b1 = pointing ? 27 : 18;
  int base, d, k, i;
  for(base=b0; base<b1; base++){
    for(d=1; d<=9; d++){
      unsigned m = rate_places(s, base, d);
      int first, cover = -1;
      if( rate_popc(m)<2 ) continue;
      first = rate_unit[base][__builtin_ctz(m)];
      for(k=0; k<3 && cover<0; k++){
        int u = rate_cell_unit[first][k];
        int inside = 1;
        if( u==base || (u>=18)==(base>=18) ) continue;
        for(i=0; i<9; i++){
          if( (m>>i & 1) && rate_cell_unit[rate_unit[base][i]][k]!=u ){
            inside = 0;
          }
        }
        if( inside ) cover = u;
      }
      if( cover<0 ) continue;
      rate_find_start(f, tech, score);
      for(i=0; i<9; i++){
        int c = rate_unit[cover][i];
        int inBase = rate_cell_unit[c][0]==base || rate_cell_unit[c][1]==base
                     || rate_cell_unit[c][2]==base;
        if( !inBase ) rate_find_elim(f, s, c, d);
      }
      if( f->n && (!direct || rate_makes_hidden_single(s, f)) ) return 1;
    }
  }
  return 0;
}
