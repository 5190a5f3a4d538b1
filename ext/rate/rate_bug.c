/* SPDX-License-Identifier: MIT */
/*
** rate_bug.c: the bivalue universal grave (BUG), types 1 to 4, found and
** rated the way Sukaku Explainer's serate does (with its default lkSudoku
** fix).  It relies on the puzzle having one solution.
**
** Were every empty cell bivalue and every digit in every unit at two
** places, the grid would have two solutions.  The "BUG cells" hold the
** surplus: where a digit has neither 0 nor 2 places in a unit, the one
** cell among those places with three or more candidates takes it as a
** BUG digit.  When removing the BUG digits leaves such a grid, one of
** them is true:
**   type 1 (5.6): one BUG cell: it keeps only its BUG digits;
**   type 2 (5.7): one BUG digit x: cells seeing every BUG cell lose x;
**   type 3 (5.7+): the BUG digits form a naked set with other cells of a
**           unit holding every BUG cell: the rest of that unit loses the
**           set's digits (a tenth more per digit beyond two);
**   type 4 (5.7): two BUG cells in one unit with one more common digit y:
**           both keep only their BUG digits and y.
** The first of these that applies, in that order (type 4 before 3), is
** the step, as SE adds them.
**
** Example (SQL): SELECT sudoku_explain(:p) lists "BUG type 1" steps.
*/
#include "rateint.h"
#include "rate_say.h"

/* What the scan of the grid gathered. */
typedef struct Bug Bug;
struct Bug {
  int aCell[81];            /* BUG cells, in the order found */
  int nCell;
  RateBits cells;           /* the same, as a set */
  unsigned short digits[81];/* BUG digits per cell */
  unsigned all;             /* every BUG digit */
  int hasCommon;            /* `common` is set */
  RateBits common;          /* cells seeing every BUG cell, not BUG cells */
  unsigned short rest[81];  /* the candidates without the BUG digits */
};

/* Add digit d of cell c to the BUG; returns 0 when the cells seeing all
** BUG cells run out while there are two BUG cells and two digits (no
** type 1, 2 or 3 can follow). */
static int add_bug(const RateState *s, Bug *b, int c, int d, int addToAll){
  if( (b->cells & RATE_BIT(c))==0 ){
    b->aCell[b->nCell++] = c;
    b->cells |= RATE_BIT(c);
  }
  b->digits[c] |= (unsigned short)DBIT(d);
  if( addToAll ) b->all |= DBIT(d);
  b->rest[c] &= (unsigned short)~DBIT(d);
  b->common = (b->hasCommon ? b->common : ~(RateBits)0)
              & rate_peer_set(s, c);
  b->common &= ~b->cells;
  b->hasCommon = 1;
  return !(b->nCell>1 && rate_popc(b->all)>1 && b->common==0);
}

/* The k-th unit in SE's order: boxes, rows, columns, a variant's. */
static int se_unit(int k){
  return k<27 ? rate_se_region(k/9, k%9) : k;
}

/*
** Scan every unit and digit as SE does; returns 1 when the removal of the
** BUG digits leaves a bivalue grave.  lkSudoku's fix: when every surplus
** is of one digit, the cells with three or more candidates among its
** places all become BUG cells of that digit.
*/
static int scan(const RateState *s, Bug *b){
  RateBits extraCells = 0;
  int hasExtra = 0, oneDigit = 1, onlyDigit = 0, k, u, d, c;
  for(c=0; c<81; c++){
    b->digits[c] = 0;
    b->rest[c] = s->cand[c];
  }
  b->nCell = 0;
  b->cells = 0;
  b->all = 0;
  b->hasCommon = 0;
  for(k=0; k<rate_n_unit(s); k++){
    u = se_unit(k);
    for(d=1; d<=9; d++){
      unsigned m = rate_places(s, u, d);
      RateBits wide = 0;
      int nWide = 0;
      if( m==0 || rate_popc(m)==2 ) continue;
      for(; m; m&=m-1){
        int cell = rate_unit_cell(s, u, __builtin_ctz(m));
        if( rate_popc(s->cand[cell])>=3 ){
          wide |= RATE_BIT(cell);
          nWide++;
        }
      }
      if( !hasExtra ){
        hasExtra = 1;
        extraCells = wide;
        onlyDigit = d;
      }else if( oneDigit ){
        if( d==onlyDigit ) extraCells |= wide;
        else oneDigit = 0;
      }
      if( nWide==1 && !add_bug(s, b, rate_lowest_cell(wide), d, 1) ){
        return 0;
      }
      if( nWide==0 ) return 0;
    }
  }
  if( oneDigit && hasExtra && rate_bits_count(extraCells)>b->nCell ){
    RateBits m;
    for(m=extraCells & ~b->cells; m; m&=m-1){
      if( !add_bug(s, b, rate_lowest_cell(m), onlyDigit, 0) ) return 0;
    }
  }
  for(c=0; c<81; c++){
    if( s->val[c]==0 && rate_popc(b->rest[c])!=2 ) return 0;
  }
  for(u=0; u<rate_n_unit(s); u++) for(d=1; d<=9; d++){
    int n = 0, i;
    for(i=0; i<9; i++) n += (b->rest[rate_unit_cell(s, u, i)] & DBIT(d))!=0;
    if( n!=0 && n!=2 ) return 0;
  }
  /* SE's check under anti-knight, anti-king and non-consecutive rules */
  for(c=0; s->geom && c<81; c++){
    if( s->val[c]==0 && rate_geom_restricted(s, c, b->rest[c]) ) return 0;
  }
  return 1;
}

/*
** Start the description of a step of the grave b in w: the BUG digits
** of the BUG cells (guardian), and the sentence up to "; ".
*/
static void bug_why(const Bug *b, RateWhy *w){
  int i, same;
  for(i=0; i<b->nCell; i++){
    int c = b->aCell[i];
    unsigned d;
    for(d=b->digits[c]; d; d&=d-1){
      rate_why_cand(w, RATE_ROLE_GUARDIAN, c, rate_low_digit(d));
    }
  }
  rate_why_say(w, "Without ");
  for(i=1; i<b->nCell && b->digits[b->aCell[i]]==b->digits[b->aCell[0]]; i++){}
  same = i==b->nCell;
  if( same ){
    /* one set of BUG digits: "Without 7 in r8c3 and r7c9" */
    rate_say_digits(w, b->digits[b->aCell[0]], "and");
    rate_why_say(w, " in ");
  }
  for(i=0; i<b->nCell; i++){
    int c = b->aCell[i];
    rate_why_say(w, "%s", i==0 ? "" : i+1<b->nCell ? ", " : " and ");
    if( !same ){
      rate_say_digits(w, b->digits[c], "and");
      rate_why_say(w, " in ");
    }
    rate_why_say(w, "r%dc%d", c/9+1, c%9+1);
  }
  rate_why_say(w, ", every empty cell would have two candidates and every "
               "digit two places in each row, column and box it is in: a "
               "bivalue universal grave, which cannot have just one "
               "solution; ");
}

/* List the removal of `digits` from every cell of `cells`. */
static void elim_set(RateFind *f, const RateState *s, RateBits cells,
                     unsigned digits){
  for(; cells; cells&=cells-1){
    int c = rate_lowest_cell(cells);
    unsigned d;
    for(d=digits & s->cand[c]; d; d&=d-1) rate_find_elim(f, s, c, __builtin_ctz(d)+1);
  }
}

/* The unit of SE's region kind k holding cell c, or -1. */
static int region_of(const RateState *s, int c, int k){
  return k<3 ? rate_se_region_of(c, k) : s->geom->cellUnit[c][k];
}

/* The number of SE's region kinds of s. */
static int n_kind(const RateState *s){
  return s->geom ? RATE_N_KIND : 3;
}

/* The unit of kind k (SE's order) holding every BUG cell, or -1. */
static int shared_unit(const RateState *s, const Bug *b, int k){
  int u = region_of(s, b->aCell[0], k), i;
  for(i=1; i<b->nCell; i++){
    if( region_of(s, b->aCell[i], k)!=u ) return -1;
  }
  return u;
}

/* Type 4: two BUG cells in one unit with exactly one more common digit. */
static int bug_type4(const RateState *s, const Bug *b, RateFind *f){
  int c1 = b->aCell[0], c2 = b->aCell[1], k;
  unsigned y = s->cand[c1] & s->cand[c2] & ~b->all;
  if( rate_popc(y)!=1 ) return 0;
  for(k=0; k<n_kind(s); k++){
    if( shared_unit(s, b, k)<0 ) continue;
    rate_find_start(f, RATE_BUG4, 57);
    elim_set(f, s, RATE_BIT(c1), ~(b->digits[c1] | y) & ALL9);
    elim_set(f, s, RATE_BIT(c2), ~(b->digits[c2] | y) & ALL9);
    if( f->why && f->n ){
      char z[RATE_UNIT_NAME_MAX];
      int u = shared_unit(s, b, k);
      bug_why(b, f->why);
      rate_why_unit(f->why, RATE_ROLE_UNIT, u);
      rate_why_say(f->why, "one of r%dc%d and r%dc%d must take its extra "
                   "digit, and the other is %d, which has no other place in "
                   "%s, so they cannot be ", c1/9+1, c1%9+1, c2/9+1, c2%9+1,
                   rate_low_digit(y), rate_why_unit_name(f->why, u, z));
      rate_say_digits(f->why, rate_find_digits(f), "or");
      rate_why_say(f->why, ".");
    }
    return f->n>0;
  }
  return 0;
}

/* Describe type 3: the grave's cells with the cells `naked` make a naked
** set of `set` in unit u. */
static void bug3_why(const Bug *b, RateFind *f, int u, RateBits naked,
                     unsigned set){
  char z[RATE_UNIT_NAME_MAX];
  RateBits m;
  bug_why(b, f->why);
  rate_why_unit(f->why, RATE_ROLE_UNIT, u);
  for(m=naked; m; m&=m-1) rate_why_cell(f->why, RATE_ROLE_CELL, rate_lowest_cell(m));
  rate_why_say(f->why, "so one of ");
  rate_say_cells(f->why, b->cells);
  rate_why_say(f->why, " is ");
  rate_say_digits(f->why, b->all, "or");
  rate_why_say(f->why, ", and with ");
  rate_say_cells(f->why, naked);
  rate_why_say(f->why, " that makes a naked %s of ", rate_say_set_name(rate_popc(set)));
  rate_say_digits(f->why, set, "and");
  rate_why_say(f->why, " in %s: ", rate_why_unit_name(f->why, u, z));
  rate_say_cells(f->why, rate_find_cells(f));
  rate_why_say(f->why, " cannot be ");
  rate_say_digits(f->why, rate_find_digits(f), "or");
  rate_why_say(f->why, ".");
}

/*
** Type 3: in a unit holding every BUG cell, degree-1 cells seeing them
** all whose candidates, with the BUG digits, make `degree` digits: the
** other cells of the unit that see every BUG cell lose those digits.
** Smallest sets first, then SE's unit order, then its order of subsets.
*/
static int bug_type3(const RateState *s, const Bug *b, RateFind *f){
  int degree, k;
  for(degree=2; degree<=6; degree++) for(k=0; k<n_kind(s); k++){
    int u = shared_unit(s, b, k), aPos[9], n = 0, i;
    unsigned m;
    if( u<0 ) continue;
    for(i=0; i<9; i++){
      int c = rate_unit_cell(s, u, i);
      if( b->common & RATE_BIT(c) ) aPos[n++] = c;
    }
    if( n<degree ) continue;
    for(m=0; m<(1u<<n); m++){
      unsigned set = 0, mm;
      RateBits naked = 0;
      int ok = rate_popc(b->all)>1;
      if( rate_popc(m)!=degree-1 ) continue;
      for(mm=m; mm; mm&=mm-1){
        int c = aPos[__builtin_ctz(mm)];
        if( rate_popc(s->cand[c])<=1 ) ok = 0;
        set |= s->cand[c];
        naked |= RATE_BIT(c);
      }
      if( !ok || rate_popc(set)!=degree || (b->all & ~set) ) continue;
      rate_find_start(f, RATE_BUG3, 57 + degree-1);
      elim_set(f, s, b->common & rate_bits(u<27 ? rate_unit_bits[u]
                                          : s->geom->unitBits[u])
                     & ~naked, set);
      if( f->why && f->n ) bug3_why(b, f, u, naked, set);
      if( f->n ) return 1;
    }
  }
  return 0;
}

int rate_find_bug(const RateState *s, RateFind *f, int variant){
  Bug b;
  (void)variant;
  if( !scan(s, &b) ) return 0;
  if( b.nCell==1 ){
    int c = b.aCell[0];
    rate_find_start(f, RATE_BUG1, 56);
    elim_set(f, s, RATE_BIT(c), ~b.all & ALL9);
    if( f->why && f->n ){
      bug_why(&b, f->why);
      rate_why_say(f->why, "so r%dc%d is ", c/9+1, c%9+1);
      rate_say_digits(f->why, b.all, "or");
      rate_why_say(f->why, ".");
    }
    return f->n>0;
  }
  if( rate_popc(b.all)==1 ){
    if( b.hasCommon ){
      rate_find_start(f, RATE_BUG2, 57);
      elim_set(f, s, b.common, b.all);
      if( f->why && f->n ){
        bug_why(&b, f->why);
        rate_why_say(f->why, "so one of them is %d, and ",
                     rate_low_digit(b.all));
        rate_say_cells(f->why, rate_find_cells(f));
        rate_why_say(f->why, ", which see%s them all, cannot be %d.",
                     rate_bits_count(rate_find_cells(f))==1 ? "s" : "",
                     rate_low_digit(b.all));
      }
      if( f->n ) return 1;
    }
    return b.nCell==2 && bug_type4(s, &b, f);
  }
  if( !b.hasCommon || b.common==0 ) return 0;
  if( b.nCell==2 && bug_type4(s, &b, f) ) return 1;
  return bug_type3(s, &b, f);
}
