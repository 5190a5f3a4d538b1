/* SPDX-License-Identifier: MIT */
/*
** rate_nc.c: the techniques of non-consecutive sudoku (orthogonal
** neighbours differ by more than 1; 1 and 9 are not consecutive), as
** SukakuExplainer's serate --isNC=1 finds them.  Placing a digit already
** takes its neighbours' consecutive digits (rate_place); these two find
** what a cell's or a unit's candidates force on the neighbours.
*/
#include "rateint.h"
#include "rate_say.h"

/* The orthogonal neighbours of cell c as 81 bits. */
static RateBits neighbours(int c){
  RateBits m = 0;
  if( c/9>0 ) m |= RATE_BIT(c-9);
  if( c/9<8 ) m |= RATE_BIT(c+9);
  if( c%9>0 ) m |= RATE_BIT(c-1);
  if( c%9<8 ) m |= RATE_BIT(c+1);
  return m;
}

/* Remove the digits of mask `digits` from the cells of `cells`; 1 when
** that removes something. */
static int elim_cells(const RateState *s, RateFind *f, RateBits cells,
                      unsigned digits, int tech, int score){
  int c, d;
  rate_find_start(f, tech, score);
  for(c=0; c<81; c++){
    if( (cells>>c & 1)==0 ) continue;
    for(d=1; d<=9; d++){
      if( digits & DBIT(d) ) rate_find_elim(f, s, c, d);
    }
  }
  return f->n>0;
}

/* The end of a description: "..., so r4c5 and r5c4 cannot be 3 or 5." */
static void say_removed(RateWhy *w, const RateFind *f){
  RateBits cells = rate_find_cells(f);
  rate_why_say(w, ", so ");
  rate_say_cells(w, cells);
  rate_why_say(w, " cannot be ");
  rate_say_digits(w, rate_find_digits(f), "or");
  rate_why_say(w, ".");
}

/* Describe the forcing cell c: "r9c6 can only be 4 or 5, and its
** neighbours can hold neither the digit it takes nor one next to it, so
** r8c6 and r9c7 cannot be 4 or 5." */
static void say_forcing_cell(const RateState *s, RateFind *f, int c){
  RateWhy *w = f->why;
  unsigned m = s->cand[c];
  rate_why_cell(w, RATE_ROLE_CELL, c);
  for(; m; m&=m-1) rate_why_cand(w, RATE_ROLE_PATTERN, c, rate_low_digit(m));
  rate_why_say(w, "r%dc%d can only be ", c/9+1, c%9+1);
  rate_say_digits(w, s->cand[c], "or");
  rate_why_say(w, ", and its neighbours can hold neither the digit it "
               "takes nor one consecutive to it");
  say_removed(w, f);
}

/*
** SE's forcing cell (2.4): a cell of 2 or 3 candidates.  Two consecutive
** digits (4 and 5) leave neither to its neighbours; three consecutive
** ones (3, 4, 5) or two a digit apart (3 and 5) leave no middle digit.
** Cells in order; SE's two tests in its order.
*/
int rate_find_nc_forcing_cell(const RateState *s, RateFind *f, int variant){
  int c;
  (void)variant;
  for(c=0; c<81; c++){
    unsigned m = s->cand[c];
    int n = rate_popc(m), lo, hi;
    if( s->val[c] || (n!=2 && n!=3) ) continue;
    lo = rate_low_digit(m);
    hi = 32-__builtin_clz(m);
    if( hi-lo==n-1 ){
      unsigned digits = n==2 ? m : DBIT(lo+1);
      if( elim_cells(s, f, neighbours(c), digits, RATE_NC_FORCING_CELL, 24) ){
        if( f->why ) say_forcing_cell(s, f, c);
        return 1;
      }
    }
    if( hi-lo==2
     && elim_cells(s, f, neighbours(c), DBIT(lo+1), RATE_NC_FORCING_CELL, 24) ){
      if( f->why ) say_forcing_cell(s, f, c);
      return 1;
    }
  }
  return 0;
}

/* Describe the locked non-consecutive digit d of unit u: "In row 7, 3
** can only go in r7c1 or r7c3; whichever holds 3, r7c2 is that cell or
** next to it, so r7c2 cannot be 2 or 4." */
static void say_nc_locked(const RateState *s, RateFind *f, int u, int d){
  RateWhy *w = f->why;
  RateBits cells = rate_find_cells(f);
  rate_why_unit(w, RATE_ROLE_UNIT, u);
  rate_say_places(s, w, u, d);
  rate_why_say(w, "; whichever holds %d, %s", d,
               (cells & (cells-1)) ? "each of " : "");
  rate_say_cells(w, cells);
  rate_why_say(w, " is that cell or next to it");
  say_removed(w, f);
}

/*
** SE's locked non-consecutive (2.5): a digit's places in a unit, up to 3
** in a line or 5 in a box or window, are all next to or at some cell,
** which cannot hold the digits either side of it.  Digits from 1; for
** each, the first four windows (windoku), columns, rows, boxes.
*/
int rate_find_nc_locked(const RateState *s, RateFind *f, int variant){
  int d, kind, u;
  (void)variant;
  for(d=1; d<=9; d++){
    unsigned digits = (d>1 ? DBIT(d-1) : 0) | (d<9 ? DBIT(d+1) : 0);
    for(kind=0; kind<4; kind++){
      static const int aFirst[4] = { -1, 9, 0, 18 };
      int u0 = kind==0 ? (s->geom->window0 ? s->geom->window0 : -1)
                       : aFirst[kind];
      int nU = kind==0 ? 4 : 9, maxN = kind==0 || kind==3 ? 5 : 3;
      if( u0<0 ) continue;
      for(u=u0; u<u0+nU; u++){
        unsigned m = rate_places(s, u, d);
        RateBits victims = ~(RateBits)0;
        if( m==0 || rate_popc(m)>maxN ) continue;
        for(; m; m&=m-1){
          int c = rate_unit_cell(s, u, __builtin_ctz(m));
          victims &= neighbours(c) | RATE_BIT(c);
        }
        if( victims
         && elim_cells(s, f, victims, digits, RATE_NC_LOCKED, 25) ){
          if( f->why ) say_nc_locked(s, f, u, d);
          return 1;
        }
      }
    }
  }
  return 0;
}
