/*
** rate_subset.c: naked and hidden subsets (pairs, triples, quads) in a
** unit, and basic fish (X-wing, swordfish, jellyfish) on one digit.
** Subsets are enumerated as 9-bit masks of size k.
*/
#include "rateint.h"

/* Naked subset: k (2..4) empty cells of a unit with k candidates between
** them; those digits go from the unit's other cells. */
int rate_find_naked_subset(const RateState *s, RateFind *f, int k){
  static const int aTech[5] = { 0, 0, RATE_NAKED_PAIR, RATE_NAKED_TRIPLE,
                                RATE_NAKED_QUAD };
  static const int aScore[5] = { 0, 0, 30, 36, 50 };
  int tech = aTech[k], score = aScore[k];
  int u, i, t;
  unsigned m, r;
  for(u=0; u<27; u++){
    unsigned empty = 0;
    for(i=0; i<9; i++) if( s->val[rate_unit[u][i]]==0 ) empty |= 1u<<i;
    if( rate_popc(empty)<=k ) continue;
    for(t=0; (m = rate_subset9[k][t])!=0; t++){
      unsigned digits = 0;
      if( m & ~empty ) continue;
      for(r=m; r; r&=r-1) digits |= s->cand[rate_unit[u][__builtin_ctz(r)]];
      if( rate_popc(digits)!=k ) continue;
      rate_find_start(f, tech, score);
      for(i=0; i<9; i++){
        int d;
        if( (empty & ~m)>>i & 1 ){
          for(d=1; d<=9; d++){
            if( digits & DBIT(d) ) rate_find_elim(f, s, rate_unit[u][i], d);
          }
        }
      }
      if( f->n ) return 1;
    }
  }
  return 0;
}

/* 1 when the eliminations in f leave one of the digits they remove with
** a single place in unit u (SE's "direct" hidden subsets). */
static int leaves_single_in_unit(const RateState *s, const RateFind *f,
                                 int u){
  int i, j;
  for(i=0; i<f->n; i++){
    unsigned b = DBIT(f->a[i].digit);
    int n = 0;
    for(j=0; j<9; j++){
      int c = rate_unit[u][j];
      if( (s->cand[c] & b) && !(f->elim[c] & b) ) n++;
    }
    if( n==1 ) return 1;
  }
  return 0;
}

/* Hidden subset: k digits (variant & 7, 2..4) confined to k cells of a
** unit; other digits go from those cells.  With RATE_SUBSET_DIRECT, only
** when that leaves a hidden single. */
int rate_find_hidden_subset(const RateState *s, RateFind *f, int variant){
  static const int aTech[5] = { 0, 0, RATE_HIDDEN_PAIR, RATE_HIDDEN_TRIPLE,
                                RATE_HIDDEN_QUAD };
  static const int aScore[5] = { 0, 0, 34, 40, 54 };
  int k = variant & 7, direct = variant & RATE_SUBSET_DIRECT;
  int tech = aTech[k], score = aScore[k];
  int u, i, d, t;
  if( direct ){
    tech = k==2 ? RATE_DIRECT_HIDDEN_PAIR : RATE_DIRECT_HIDDEN_TRIPLE;
    score = k==2 ? 20 : 25;
  }
  unsigned m, r;
  for(u=0; u<27; u++){
    unsigned places[10], free = 0;
    for(d=1; d<=9; d++){
      places[d] = rate_places(s, u, d);
      if( places[d] ) free |= DBIT(d);
    }
    if( rate_popc(free)<=k ) continue;
    for(t=0; (m = rate_subset9[k][t])!=0; t++){
      unsigned pos = 0;
      if( m & ~free ) continue;
      for(r=m; r; r&=r-1) pos |= places[__builtin_ctz(r)+1];
      if( rate_popc(pos)!=k ) continue;
      rate_find_start(f, tech, score);
      for(i=0; i<9; i++){
        if( pos>>i & 1 ){
          int c = rate_unit[u][i];
          for(d=1; d<=9; d++){
            if( (s->cand[c] & ~m) & DBIT(d) ) rate_find_elim(f, s, c, d);
          }
        }
      }
      if( f->n && (!direct || leaves_single_in_unit(s, f, u)) ) return 1;
    }
  }
  return 0;
}

/* The cell on base line b at position j: rows as base, or columns. */
static int fish_cell(int byRow, int b, int j){
  return byRow ? b*9+j : j*9+b;
}

/* Fish of size k (2..4): k lines whose places for a digit lie in k cross
** lines; the digit goes from the rest of those cross lines. */
int rate_find_fish(const RateState *s, RateFind *f, int k){
  static const int aTech[5] = { 0, 0, RATE_X_WING, RATE_SWORDFISH,
                                RATE_JELLYFISH };
  static const int aScore[5] = { 0, 0, 32, 38, 52 };
  int tech = aTech[k], score = aScore[k];
  int d, byRow, b, j, t;
  unsigned m, r;
  for(d=1; d<=9; d++){
    for(byRow=1; byRow>=0; byRow--){
      unsigned lines[9], avail = 0;
      for(b=0; b<9; b++){
        lines[b] = rate_places(s, byRow ? b : 9+b, d);
        if( rate_popc(lines[b])>=2 && rate_popc(lines[b])<=k ){
          avail |= 1u<<b;
        }
      }
      if( rate_popc(avail)<k ) continue;
      for(t=0; (m = rate_subset9[k][t])!=0; t++){
        unsigned cover = 0;
        if( m & ~avail ) continue;
        for(r=m; r; r&=r-1) cover |= lines[__builtin_ctz(r)];
        if( rate_popc(cover)!=k ) continue;
        rate_find_start(f, tech, score);
        for(b=0; b<9; b++){
          if( m>>b & 1 ) continue;
          for(j=0; j<9; j++){
            if( cover>>j & 1 ) rate_find_elim(f, s, fish_cell(byRow, b, j), d);
          }
        }
        if( f->n ) return 1;
      }
    }
  }
  return 0;
}
