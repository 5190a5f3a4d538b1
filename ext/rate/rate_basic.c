/* SPDX-License-Identifier: MIT */
/*
** rate_basic.c: the rater's simplest techniques, found in the order
** Sudoku Explainer (SE) finds them: singles (a unit's last empty cell,
** hidden, naked) and locked candidates (pointing from a box into a line,
** claiming from a line into a box), with SE's "direct" variants that
** place the hidden single the locking leaves instead of eliminating.
*/
#include "rateint.h"
#include "rate_say.h"

/* Unit types, the index into rate_cell_unit[c]. */
#define TYPE_ROW 0
#define TYPE_COL 1
#define TYPE_BOX 2

/* The cells (as 81-bit masks) that are still empty. */
static RateBits empty_cells(const RateState *s){
  RateBits empty = 0;
  int c;
  for(c=80; c>=0; c--) empty = empty<<1 | (s->val[c]==0);
  return empty;
}

/* Digits (bit d-1) with exactly one place in unit u. */
static unsigned once_digits(const RateState *s, int u){
  unsigned once = 0;
  int d;
  for(d=1; d<=9; d++){
    unsigned m = rate_places(s, u, d);
    once |= (unsigned)(m!=0 && (m & (m-1))==0)<<(d-1);
  }
  return once;
}

/* Record the hidden single of the lowest digit in `once` in unit u. */
static int hidden_single(const RateState *s, RateFind *f, int u,
                         unsigned once, int tech, int score){
  int d = rate_low_digit(once);
  int c = rate_unit_cell(s, u, __builtin_ctz(rate_places(s, u, d)));
  rate_find_start(f, tech, score);
  rate_find_place(f, c, d);
  if( f->why ){
    char z[RATE_UNIT_NAME_MAX];
    rate_why_unit(f->why, RATE_ROLE_UNIT, u);
    rate_why_cand(f->why, RATE_ROLE_PATTERN, c, d);
    if( tech==RATE_LAST_VALUE ){
      rate_why_cell(f->why, RATE_ROLE_CELL, c);
      rate_why_unit_name(f->why, u, z);
      rate_why_say(f->why, "r%dc%d is the last empty cell in %s, so it "
                   "takes the one digit %s lacks, %d.", c/9+1, c%9+1, z,
                   u<9 ? "the row" : u<18 ? "the column" : u<27 ? "the box"
                   : z, d);
    }else{
      rate_why_say(f->why, "In %s, %d can only go in r%dc%d.",
                   rate_why_unit_name(f->why, u, z), d, c/9+1, c%9+1);
    }
  }
  return 1;
}

/* Last value: a unit with one empty cell gets its missing digit (SE's
** 1.0 "hidden single" of a unit's last cell); boxes, columns, rows, then
** a variant's units. */
int rate_find_last_value(const RateState *s, RateFind *f, int variant){
  RateBits empty = empty_cells(s);
  int k;
  (void)variant;
  for(k=0; k<rate_n_unit(s); k++){
    int u = k<27 ? rate_se_unit(k) : k;
    RateBits m = empty & rate_bits(u<27 ? rate_unit_bits[u]
                                        : s->geom->unitBits[u]);
    unsigned once;
    if( m==0 || (m & (m-1))!=0 ) continue;
    once = once_digits(s, u);
    if( once ) return hidden_single(s, f, u, once, RATE_LAST_VALUE, 10);
  }
  return 0;
}

/* Hidden single: a digit with one place in a box (inBox), else in a
** column or a row (columns first, as SE looks), then a variant's units. */
int rate_find_hidden_single(const RateState *s, RateFind *f, int inBox){
  int k;
  for(k=(inBox ? 0 : 9); k<(inBox ? 9 : rate_n_unit(s)); k++){
    int u = k<27 ? rate_se_unit(k) : k;
    unsigned once = once_digits(s, u);
    if( once ){
      return hidden_single(s, f, u, once,
                           inBox ? RATE_HIDDEN_SINGLE_BOX
                                 : RATE_HIDDEN_SINGLE_LINE, inBox ? 12 : 15);
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
      if( f->why ){
        rate_why_cell(f->why, RATE_ROLE_CELL, c);
        rate_why_cand(f->why, RATE_ROLE_PATTERN, c, rate_low_digit(m));
        rate_why_say(f->why, "r%dc%d can only hold %d: it is the cell's "
                     "last candidate.", c/9+1, c%9+1, rate_low_digit(m));
      }
      return 1;
    }
  }
  return 0;
}

/*
** Positions (bit i = rate_unit[u][i]) of unit u that lie in unit v, for
** a box and a line or a line and a box: a box's row is 3 consecutive
** positions and its column every third; a line's box is 3 consecutive.
*/
static unsigned positions_in(int u, int v){
  if( u>=18 ){
    int band = (u-18)/3, stack = (u-18)%3;
    if( v<9 ) return v/3==band ? 7u<<(3*(v%3)) : 0;
    return (v-9)/3==stack ? 0x49u<<((v-9)%3) : 0;
  }
  if( u<9 ) return u/3==(v-18)/3 ? 7u<<(3*((v-18)%3)) : 0;
  return (u-9)/3==(v-18)%3 ? 7u<<(3*((v-18)/3)) : 0;
}

/*
** The unit of type coverType holding every place m (2 or more) of a digit
** in the base unit b, or -1.  Box positions run 3 per row; line
** positions 3 per box.
*/
static int locked_cover(int b, unsigned m, int coverType){
  int first = rate_unit[b][__builtin_ctz(m)], k;
  for(k=0; k<3; k++){
    if( coverType==TYPE_COL ){
      if( (m & ~(0x49u<<k))==0 ) return rate_cell_unit[first][TYPE_COL];
    }else if( (m & ~(7u<<(3*k)))==0 ){
      return rate_cell_unit[first][coverType];
    }
  }
  return -1;
}

/*
** Describe the locking of digit d of base unit b (a box when pointing)
** in `cover` (a variant's units too): the parts and the sentence's
** start, "In box 2, 7 can only go in r3c4 or r3c6, both in row 3, so 7 ".
*/
static void say_locking(const RateState *s, RateWhy *w, int b, int cover,
                        int d){
  char zC[RATE_UNIT_NAME_MAX];
  rate_why_unit(w, b>=18 ? RATE_ROLE_BOX : RATE_ROLE_LINE, b);
  rate_why_unit(w, cover>=18 ? RATE_ROLE_BOX : RATE_ROLE_LINE, cover);
  rate_say_places(s, w, b, d);
  rate_why_say(w, ", %s in %s, so %d ",
               rate_popc(rate_places(s, b, d))==2 ? "both" : "all",
               rate_why_unit_name(w, cover, zC), d);
}

/* Describe the direct locking of digit d of base unit b in `cover`,
** which leaves cell c the only place for d in unit k. */
static void say_direct_locking(const RateState *s, RateWhy *w, int b,
                               int cover, int k, int c, int d){
  char zC[RATE_UNIT_NAME_MAX], zK[RATE_UNIT_NAME_MAX];
  say_locking(s, w, b, cover, d);
  rate_why_unit(w, RATE_ROLE_UNIT, k);
  rate_why_cell(w, RATE_ROLE_TARGET, c);
  rate_why_say(w, "cannot go elsewhere in %s; that leaves r%dc%d as the "
               "only place for %d in %s.", rate_why_unit_name(w, cover, zC),
               c/9+1, c%9+1, d, rate_why_unit_name(w, k, zK));
}

/*
** SE's direct locking: digit d of base unit b is locked in `cover`.  Find
** the first other unit of b's type (in index order) crossing the cover
** whose places for d, more than one, all but one lie in the cover: the
** locking leaves d a hidden single there, and the step places it (SE
** applies only the placement).
*/
static int direct_locking(const RateState *s, RateFind *f, int b, int cover,
                          int d, int tech, int score){
  int type = b/9, k, c;
  for(k=type*9; k<type*9+9; k++){
    unsigned m, rest;
    if( k==b ) continue;
    m = rate_places(s, k, d);
    rest = m & ~positions_in(k, cover);
    if( rate_popc(m)<2 || rest==0 || (rest & (rest-1))!=0 ) continue;
    c = rate_unit[k][__builtin_ctz(rest)];
    rate_find_start(f, tech, score);
    rate_find_place(f, c, d);
    if( f->why ) say_direct_locking(s, f->why, b, cover, k, c, d);
    return 1;
  }
  return 0;
}

/*
** Locked candidates, in SE's order.  Pointing (RATE_LOCKED_POINTING):
** boxes locked in a column, then boxes locked in a row; claiming: columns
** locked in a box, then rows.  Within each, digits from 1, then base
** units in order.  The digit goes from the rest of the cover unit; with
** RATE_LOCKED_DIRECT, the step is instead the hidden single that leaves
** in a unit of the base's type (see direct_locking).  A digit's lockings
** depend on its places alone: only the digits that lost a candidate since
** the finder last found nothing are looked at.
*/
int rate_find_locked(const RateState *s, RateFind *f, int variant){
  static const int aTech[4] = { RATE_CLAIMING, RATE_POINTING,
                                RATE_DIRECT_CLAIMING, RATE_DIRECT_POINTING };
  static const int aScore[4] = { 28, 26, 19, 17 };
  int pointing = variant & RATE_LOCKED_POINTING;
  int direct = variant & RATE_LOCKED_DIRECT;
  int tech = aTech[variant & 3], score = aScore[variant & 3];
  int pass, d, b, i;
  unsigned todo = rate_changed_digits(s);
  for(pass=0; pass<2; pass++){
    /* pointing: box -> column, box -> row; claiming: column, row -> box */
    int coverType = pointing ? (pass==0 ? TYPE_COL : TYPE_ROW) : TYPE_BOX;
    int base0 = pointing ? 18 : (pass==0 ? 9 : 0);
    for(d=1; d<=9; d++){
      if( (todo & DBIT(d))==0 ) continue;
      for(b=base0; b<base0+9; b++){
        unsigned m = rate_places(s, b, d);
        int cover;
        if( rate_popc(m)<2 ) continue;
        cover = locked_cover(b, m, coverType);
        if( cover<0 ) continue;
        if( direct ){
          if( direct_locking(s, f, b, cover, d, tech, score) ) return 1;
          continue;
        }
        /* the cover's places for d outside base: none, nothing to do */
        if( rate_popc(rate_places(s, cover, d))==rate_popc(m) ) continue;
        rate_find_start(f, tech, score);
        for(i=0; i<9; i++){
          int c = rate_unit[cover][i];
          if( rate_cell_unit[c][b/9]!=b ) rate_find_elim(f, s, c, d);
        }
        if( f->why ){
          char z[RATE_UNIT_NAME_MAX];
          say_locking(s, f->why, b, cover, d);
          rate_why_say(f->why, "is removed from the rest of %s.",
                       rate_why_unit_name(f->why, cover, z));
        }
        return 1;
      }
    }
  }
  return 0;
}

/* Describe the generalized intersection of digit d in unit u: "In the
** main diagonal, 6 can only go in r1c1 or r2c2; r1c2 and r2c1 see each
** of them, so 6 is removed from them." */
static void say_vlocking(const RateState *s, RateFind *f, int u, int d){
  RateWhy *w = f->why;
  RateBits victims = rate_find_cells(f);
  int n = rate_popc(rate_places(s, u, d));
  rate_why_unit(w, RATE_ROLE_UNIT, u);
  rate_say_places(s, w, u, d);
  rate_why_say(w, "; ");
  rate_say_cells(w, victims);
  rate_why_say(w, " see%s %s of them, so %d is removed from %s.",
               (victims & (victims-1)) ? "" : "s", n==2 ? "both" : "all", d,
               (victims & (victims-1)) ? "them" : "it");
}

/*
** SE's generalized intersections (a variant's locking, 2.9): a digit's
** places in a unit, 2 to 6 of them, all see the cells that see each of
** them, so the digit goes from those.  SE looks at boxes, rows, columns,
** then the variant's units, digits from 1 within each kind, units in
** order; SE's intersections of boxes and lines are the same eliminations
** and come under this name when a variant adds units.
*/
int rate_find_vlocking(const RateState *s, RateFind *f, int variant){
  static const int aKind[3] = { 18, 0, 9 };
  int kind, d, j, i;
  (void)variant;
  for(kind=0; kind<4; kind++){
    int u0 = kind<3 ? aKind[kind] : 27;
    int u1 = kind<3 ? u0+9 : rate_n_unit(s);
    for(d=1; d<=9; d++){
      for(j=u0; j<u1; j++){
        unsigned m = rate_places(s, j, d);
        RateBits victims = ~(RateBits)0;
        int n = rate_popc(m);
        if( n<2 || n>6 ) continue;
        for(; m; m&=m-1){
          int c = rate_unit_cell(s, j, __builtin_ctz(m));
          victims &= rate_peer_set(s, c);
        }
        rate_find_start(f, RATE_VLOCKING, 29);
        for(i=0; i<81; i++){
          if( victims>>i & 1 ) rate_find_elim(f, s, i, d);
        }
        if( f->n && f->why ) say_vlocking(s, f, j, d);
        if( f->n ) return 1;
      }
    }
  }
  return 0;
}

/* The cells of unit u, a variant's too. */
static RateBits unit_set(const RateState *s, int u){
  return rate_bits(u<27 ? rate_unit_bits[u] : s->geom->unitBits[u]);
}

/* The cells of unit u where digit d may go. */
static RateBits places_set(const RateState *s, int u, int d){
  RateBits r = 0;
  unsigned m;
  for(m=rate_places(s, u, d); m; m&=m-1){
    r |= RATE_BIT(rate_unit_cell(s, u, __builtin_ctz(m)));
  }
  return r;
}

/*
** SE's direct locking with a variant's disjoint groups and windows, after
** that of boxes and lines (rate_find_locked): the pairs (base kind, cover
** kind) group-column, group-row, column-group, row-group, box-group,
** group-box, the same with windows, then window-group and group-window;
** digits from 1, base units in order, cover units in order.  Digit d of
** the base unit is locked in the cover; another unit of the base's kind
** crossing the cover whose places for d, more than one, all but one lie
** in the cover has a hidden single there, which the step places (1.7
** from a box, else 1.9).
*/
int rate_find_locked_extra(const RateState *s, RateFind *f, int variant){
  enum { ROW = 0, COL = 9, BOX = 18 };
  int G = s->geom ? s->geom->group0 : 0, W = s->geom ? s->geom->window0 : 0;
  const int aPair[14][2] = {
    {G,COL}, {G,ROW}, {COL,G}, {ROW,G}, {BOX,G}, {G,BOX},
    {W,COL}, {W,ROW}, {COL,W}, {ROW,W}, {BOX,W}, {W,BOX},
    {W,G}, {G,W} };
  int pr, d, i1, i2, i3;
  (void)variant;
  for(pr=0; pr<14; pr++){
    int t1 = aPair[pr][0], t2 = aPair[pr][1];
    if( (pr<6 || pr>=12) && G==0 ) continue;
    if( pr>=6 && W==0 ) continue;
    for(d=1; d<=9; d++){
      for(i1=t1; i1<t1+9; i1++){
        RateBits m = places_set(s, i1, d);
        if( rate_bits_count(m)<2 ) continue;
        for(i2=t2; i2<t2+9; i2++){
          RateBits cover = unit_set(s, i2);
          if( (unit_set(s, i1) & cover)==0 || (m & ~cover)!=0 ) continue;
          for(i3=t1; i3<t1+9; i3++){
            RateBits m3, rest;
            int c;
            if( i3==i1 || (unit_set(s, i3) & cover)==0 ) continue;
            m3 = places_set(s, i3, d);
            rest = m3 & ~cover;
            if( rate_bits_count(m3)<2 || rate_bits_count(rest)!=1 ) continue;
            c = rate_lowest_cell(rest);
            rate_find_start(f, t1==BOX ? RATE_DIRECT_POINTING
                                       : RATE_DIRECT_CLAIMING,
                            t1==BOX ? 17 : 19);
            rate_find_place(f, c, d);
            if( f->why ) say_direct_locking(s, f->why, i1, i2, i3, c, d);
            return 1;
          }
        }
      }
    }
  }
  return 0;
}
