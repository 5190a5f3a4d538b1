/* SPDX-License-Identifier: MIT */
/*
** rate_subset.c: naked and hidden subsets (pairs, triplets, quads) in a
** unit, and basic fish (X-wing, swordfish, jellyfish) on one digit, found
** in the order Sudoku Explainer (SE) finds them: units as boxes, columns,
** rows; subsets as 9-bit masks of size k in increasing order.
*/
#include "rateint.h"
#include "rate_say.h"

#include <string.h>

/*
** Visit the k-subsets m of `elig` (9-bit) whose union of aSet[i] over
** i in m has exactly k bits, in increasing order of m (the order of
** rate_subset9[k]), until xVisit returns 1.  Subsets whose partial union
** already has more than k bits are skipped.  Returns 1 when xVisit did.
*/
typedef int (*SubsetVisit)(void *pCtx, unsigned m, unsigned cover);
static int each_subset(const unsigned *aSet, unsigned elig, int k,
                       unsigned m, unsigned cover, int below,
                       SubsetVisit xVisit, void *pCtx){
  unsigned rest;
  if( k==0 ) return rate_popc(cover)==rate_popc(m) && xVisit(pCtx, m, cover);
  /* h from k-1 up to below-1, where elig has it */
  for(rest=elig & ((1u<<below)-1) & ~((1u<<(k-1))-1); rest; rest&=rest-1){
    int h = __builtin_ctz(rest);
    unsigned c2 = cover | aSet[h];
    if( rate_popc(c2)>rate_popc(m)+k ) continue;
    if( each_subset(aSet, elig, k-1, m | 1u<<h, c2, h, xVisit, pCtx) ){
      return 1;
    }
  }
  return 0;
}

/* What a subset visitor needs: the finder's arguments and the unit or
** line (u), and for fish the digit and orientation. */
typedef struct SubsetCtx SubsetCtx;
struct SubsetCtx {
  const RateState *s;
  RateFind *f;
  int tech, score;
  int u;            /* unit; for fish the digit */
  unsigned empty;   /* naked subsets: the unit's empty positions */
  const unsigned *places;  /* hidden subsets: the unit's places by digit */
  int direct;       /* hidden subsets: RATE_SUBSET_DIRECT */
  int gen;          /* naked subsets: RATE_SUBSET_GEN */
  int byRow;        /* fish: base lines are rows */
  unsigned foundM, foundCover;  /* fish: the first found */
};

/* Start a finder's context: the state, the result, the technique found. */
static void ctx_start(SubsetCtx *p, const RateState *s, RateFind *f,
                      int tech, int score){
  memset(p, 0, sizeof(*p));
  p->s = s;
  p->f = f;
  p->tech = tech;
  p->score = score;
}

/*
** Describe a subset of unit p->u: the cells at positions pos and the
** candidates of `digits` in them, and the sentence's start, "In row 3,
** r3c1 and r3c5 can only hold 2 and 7" (naked) or "In box 3, the digits
** 1 and 8 can only go in r1c8 and r2c8" (hidden).
*/
static void say_subset(const SubsetCtx *p, unsigned pos, unsigned digits,
                       int hidden){
  RateWhy *w = p->f->why;
  unsigned char aCell[9];
  char z[RATE_UNIT_NAME_MAX];
  int n = 0, i, d;
  rate_why_unit(w, RATE_ROLE_UNIT, p->u);
  for(i=0; i<9; i++){
    if( (pos>>i & 1)==0 ) continue;
    aCell[n] = (unsigned char)rate_unit_cell(p->s, p->u, i);
    rate_why_cell(w, RATE_ROLE_CELL, aCell[n]);
    for(d=1; d<=9; d++){
      if( p->s->cand[aCell[n]] & digits & DBIT(d) ){
        rate_why_cand(w, RATE_ROLE_PATTERN, aCell[n], d);
      }
    }
    n++;
  }
  rate_why_say(w, "In %s, ", rate_why_unit_name(p->f->why, p->u, z));
  if( hidden ){
    rate_why_say(w, "the digits ");
    rate_say_digits(w, digits, "and");
    rate_why_say(w, " can only go in ");
    rate_say_cell_list(w, aCell, n, "and");
  }else{
    rate_say_cell_list(w, aCell, n, "and");
    rate_why_say(w, " can only hold ");
    rate_say_digits(w, digits, "and");
    if( n>2 ) rate_why_say(w, " between them");
  }
}

/* The number k (2..4) in words. */
static const char *subset_size(int k){
  static const char *const az[5] = { "", "", "two", "three", "four" };
  return az[k];
}

/* SE's generalized naked subset's eliminations: each digit goes from
** the cells that see every cell of the subset holding it. */
static void gen_elims(SubsetCtx *p, unsigned m, unsigned digits){
  int i, d;
  for(d=1; d<=9; d++){
    RateBits victims = ~(RateBits)0;
    if( (digits & DBIT(d))==0 ) continue;
    for(i=0; i<9; i++){
      int c = rate_unit_cell(p->s, p->u, i);
      if( (m>>i & 1) && (p->s->cand[c] & DBIT(d)) ){
        victims &= rate_peer_set(p->s, c);
      }
    }
    for(i=0; i<81; i++){
      if( victims>>i & 1 ) rate_find_elim(p->f, p->s, i, d);
    }
  }
}

/* Naked subset found: cells m of unit p->u hold the digits `digits`. */
static int naked_visit(void *pCtx, unsigned m, unsigned digits){
  SubsetCtx *p = (SubsetCtx*)pCtx;
  int i, d;
  rate_find_start(p->f, p->tech, p->score);
  if( p->gen ){
    gen_elims(p, m, digits);
  }else{
    for(i=0; i<9; i++){
      if( (p->empty & ~m)>>i & 1 ){
        for(d=1; d<=9; d++){
          if( digits & DBIT(d) ){
            rate_find_elim(p->f, p->s, rate_unit[p->u][i], d);
          }
        }
      }
    }
  }
  if( p->f->n==0 ) return 0;
  if( p->f->why ){
    char z[RATE_UNIT_NAME_MAX];
    say_subset(p, m, digits, 0);
    rate_why_say(p->f->why, ", so ");
    rate_say_digits(p->f->why, digits, "and");
    rate_why_say(p->f->why, " %s removed from the rest of %s.",
                 rate_popc(digits)>1 ? "are" : "is", rate_why_unit_name(p->f->why, p->u, z));
  }
  return 1;
}

/* Naked subset: k (variant & 7, 2..4) cells of a unit, of 2 to k
** candidates each, with k candidates between them; those digits go from
** the unit's other cells (with RATE_SUBSET_GEN, from every cell that
** sees all the subset's cells holding the digit, over a variant's units
** too).  SE looks only in units with 2k empty cells or more. */
int rate_find_naked_subset(const RateState *s, RateFind *f, int variant){
  static const int aTech[5] = { 0, 0, RATE_NAKED_PAIR, RATE_NAKED_TRIPLE,
                                RATE_NAKED_QUAD };
  static const int aGenTech[5] = { 0, 0, RATE_NAKED_PAIR_GEN,
                                   RATE_NAKED_TRIPLE_GEN, RATE_NAKED_QUAD_GEN };
  static const int aScore[5] = { 0, 0, 30, 36, 50 };
  SubsetCtx p;
  int k = variant & 7, gen = (variant & RATE_SUBSET_GEN)!=0;
  unsigned todo = gen ? (1u<<27)-1 : rate_changed_units(s);
  int i, j;
  ctx_start(&p, s, f, gen ? aGenTech[k] : aTech[k], aScore[k]);
  p.gen = gen;
  for(j=0; j<(gen ? rate_n_unit(s) : 27); j++){
    unsigned aCand[9], elig = 0;
    p.u = j<27 ? rate_se_unit(j) : j;
    if( j<27 && (todo>>p.u & 1)==0 ) continue;
    p.empty = 0;
    for(i=0; i<9; i++){
      int c = rate_unit_cell(s, p.u, i);
      aCand[i] = s->cand[c];
      if( s->val[c]==0 ){
        p.empty |= 1u<<i;
        if( rate_popc(aCand[i])>=2 && rate_popc(aCand[i])<=k ) elig |= 1u<<i;
      }
    }
    if( rate_popc(p.empty)<2*k ) continue;
    if( each_subset(aCand, elig, k, 0, 0, 9, naked_visit, &p) ) return 1;
  }
  return 0;
}

/*
** Hidden subset found: digits m (bit d-1) of unit p->u confined to the
** positions pos.  The other digits go from those cells; with p->direct,
** the step is instead SE's: the lowest other digit left with one place
** in the unit (it had more) is placed there, or nothing is found.
*/
static int hidden_visit(void *pCtx, unsigned m, unsigned pos){
  SubsetCtx *p = (SubsetCtx*)pCtx;
  int i, d;
  rate_find_start(p->f, p->tech, p->score);
  if( p->direct ){
    for(d=0; d<9; d++){
      unsigned rest = p->places[d] & ~pos;
      if( (m>>d & 1) || rate_popc(p->places[d])<2 ) continue;
      if( rest && (rest & (rest-1))==0 ){
        int c = rate_unit_cell(p->s, p->u, __builtin_ctz(rest));
        rate_find_place(p->f, c, d+1);
        if( p->f->why ){
          char z[RATE_UNIT_NAME_MAX];
          say_subset(p, pos, m, 1);
          rate_why_cell(p->f->why, RATE_ROLE_TARGET, c);
          rate_why_say(p->f->why, ", so those %s cells hold no other "
                       "digit; that leaves r%dc%d as the only place for %d "
                       "in %s.", subset_size(rate_popc(m)), c/9+1, c%9+1,
                       d+1, rate_why_unit_name(p->f->why, p->u, z));
        }
        return 1;
      }
    }
    return 0;
  }
  for(i=0; i<9; i++){
    if( pos>>i & 1 ){
      int c = rate_unit_cell(p->s, p->u, i);
      for(d=1; d<=9; d++){
        if( (p->s->cand[c] & ~m) & DBIT(d) ) rate_find_elim(p->f, p->s, c, d);
      }
    }
  }
  if( p->f->n==0 ) return 0;
  if( p->f->why ){
    say_subset(p, pos, m, 1);
    rate_why_say(p->f->why, ", so those %s cells hold no other digit.",
                 subset_size(rate_popc(m)));
  }
  return 1;
}

/* Hidden subset: k digits (variant & 7, 2..4), of 2 to k places each,
** confined to k cells of a unit; other digits go from those cells.  SE
** looks only in units with more than 2k empty cells, or more than k with
** RATE_SUBSET_DIRECT (see hidden_visit). */
int rate_find_hidden_subset(const RateState *s, RateFind *f, int variant){
  static const int aTech[5] = { 0, 0, RATE_HIDDEN_PAIR, RATE_HIDDEN_TRIPLE,
                                RATE_HIDDEN_QUAD };
  static const int aScore[5] = { 0, 0, 34, 40, 54 };
  int k = variant & 7, d, j;
  unsigned todo = rate_changed_units(s);
  SubsetCtx p;
  if( variant & RATE_SUBSET_DIRECT ){
    ctx_start(&p, s, f, k==2 ? RATE_DIRECT_HIDDEN_PAIR
                             : RATE_DIRECT_HIDDEN_TRIPLE, k==2 ? 20 : 25);
  }else{
    ctx_start(&p, s, f, aTech[k], aScore[k]);
  }
  p.direct = variant & RATE_SUBSET_DIRECT;
  for(j=0; j<rate_n_unit(s); j++){
    unsigned places[9], elig = 0;
    p.u = j<27 ? rate_se_unit(j) : j;
    if( j<27 && (todo>>p.u & 1)==0 ) continue;
    if( rate_empty_in(s, p.u)<=(p.direct ? k : 2*k) ) continue;
    for(d=0; d<9; d++){
      places[d] = rate_places(s, p.u, d+1);
      if( rate_popc(places[d])>=2 && rate_popc(places[d])<=k ) elig |= 1u<<d;
    }
    p.places = places;
    if( each_subset(places, elig, k, 0, 0, 9, hidden_visit, &p) ) return 1;
  }
  return 0;
}

/* Fish found: base lines m (rows if p->byRow, else columns) for digit
** p->u cover the cross lines `cover`; the digit goes from the rest of
** the cross lines, listed in cell order. */
static int fish_visit(void *pCtx, unsigned m, unsigned cover){
  SubsetCtx *p = (SubsetCtx*)pCtx;
  int r, c;
  rate_find_start(p->f, p->tech, p->score);
  for(r=0; r<9; r++){
    for(c=0; c<9; c++){
      int base = p->byRow ? r : c, cross = p->byRow ? c : r;
      if( (m>>base & 1)==0 && (cover>>cross & 1) ){
        rate_find_elim(p->f, p->s, r*9+c, p->u);
      }
    }
  }
  if( p->f->n==0 ) return 0;
  p->foundM = m;
  p->foundCover = cover;
  return 1;
}

/* The lines of mask m (bit i: the (i+1)th), rows or columns: "rows 2
** and 6", "column 4". */
static void say_lines(RateWhy *w, int rows, unsigned m){
  rate_why_say(w, "%s%s ", rows ? "row" : "column", rate_popc(m)>1 ? "s" : "");
  rate_say_digits(w, m, "and");
}

/* Describe the fish of p->u on base lines m and cover lines `cover`:
** "In rows 2 and 6, the digit 4 can only go in columns 3 and 7, so 4 is
** removed from the rest of columns 3 and 7." */
static void say_fish(const SubsetCtx *p, unsigned m, unsigned cover){
  RateWhy *w = p->f->why;
  int i, j;
  for(i=0; i<9; i++){
    if( m>>i & 1 ) rate_why_unit(w, RATE_ROLE_BASE, p->byRow ? i : 9+i);
  }
  for(i=0; i<9; i++){
    if( cover>>i & 1 ) rate_why_unit(w, RATE_ROLE_COVER, p->byRow ? 9+i : i);
  }
  for(i=0; i<9; i++){
    int base = p->byRow ? i : 9+i;
    if( (m>>i & 1)==0 ) continue;
    for(j=0; j<9; j++){
      if( rate_places(p->s, base, p->u)>>j & 1 ){
        rate_why_cand(w, RATE_ROLE_PATTERN, rate_unit[base][j], p->u);
      }
    }
  }
  rate_why_say(w, "In ");
  say_lines(w, p->byRow, m);
  rate_why_say(w, ", the digit %d can only go in ", p->u);
  say_lines(w, !p->byRow, cover);
  rate_why_say(w, ", so %d is removed from the rest of ", p->u);
  say_lines(w, !p->byRow, cover);
  rate_why_say(w, ".");
}

/*
** Fish of size k (2..4): k lines whose places for a digit, 2 to k in
** each, lie in k cross lines; the digit goes from the rest of those
** cross lines.  SE's order: columns as base lines, then rows; the sets
** of base lines in increasing order; digits from 1, each with at least
** 2k cells not yet holding it.
*/
int rate_find_fish(const RateState *s, RateFind *f, int k){
  static const int aTech[5] = { 0, 0, RATE_X_WING, RATE_SWORDFISH,
                                RATE_JELLYFISH };
  static const int aScore[5] = { 0, 0, 32, 38, 52 };
  SubsetCtx p;
  unsigned todo = rate_changed_digits(s);
  int nPlaced[10] = {0};
  int b, c, d;
  ctx_start(&p, s, f, aTech[k], aScore[k]);
  for(c=0; c<81; c++) nPlaced[s->val[c]]++;
  for(p.byRow=0; p.byRow<=1; p.byRow++){
    unsigned bestM = 0, bestCover = 0;
    int bestD = 0;
    for(d=1; d<=9; d++){
      unsigned lines[9], avail = 0;
      if( (todo & DBIT(d))==0 || nPlaced[d]+2*k>9 ) continue;
      for(b=0; b<9; b++){
        lines[b] = rate_places(s, p.byRow ? b : 9+b, d);
        if( rate_popc(lines[b])>=2 && rate_popc(lines[b])<=k ){
          avail |= 1u<<b;
        }
      }
      if( rate_popc(avail)<k ) continue;
      p.u = d;
      if( each_subset(lines, avail, k, 0, 0, 9, fish_visit, &p)
       && (bestD==0 || p.foundM<bestM) ){
        bestM = p.foundM;
        bestCover = p.foundCover;
        bestD = d;
      }
    }
    if( bestD ){
      p.u = bestD;
      int found = fish_visit(&p, bestM, bestCover);
      if( found && f->why ) say_fish(&p, bestM, bestCover);
      return found;
    }
  }
  return 0;
}
