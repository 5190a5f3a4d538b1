/*
** rate_subset.c: naked and hidden subsets (pairs, triples, quads) in a
** unit, and basic fish (X-wing, swordfish, jellyfish) on one digit.
** Subsets are enumerated as 9-bit masks of size k.
*/
#include "rateint.h"

/* Naked subset: k empty cells of a unit with k candidates between them;
** those digits go from the unit's other cells. */
static int naked_subset(const RateState *s, RateFind *f, int k, int tech,
                        int score){
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

/* Hidden subset: k digits confined to k cells of a unit; other digits go
** from those cells.  With direct, only when that leaves a hidden single. */
static int hidden_subset(const RateState *s, RateFind *f, int k, int direct,
                         int tech, int score){
  int u, i, d, t;
  unsigned m, r;
  for(u=0; u<27; u++){
    unsigned places[10] = {0}, free = 0;
    for(i=0; i<9; i++){
      unsigned m = s->cand[rate_unit[u][i]];
      free |= m;
      while( m ){
        places[rate_low_digit(m)] |= 1u<<i;
        m &= m-1;
      }
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

/* Fish of size k: k lines whose places for a digit lie in k cross lines;
** the digit goes from the rest of those cross lines. */
static int fish(const RateState *s, RateFind *f, int k, int tech, int score){
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

int rate_find_direct_hidden_pair(const RateState *s, RateFind *f){
  return hidden_subset(s, f, 2, 1, RATE_DIRECT_HIDDEN_PAIR, 20);
}
int rate_find_direct_hidden_triple(const RateState *s, RateFind *f){
  return hidden_subset(s, f, 3, 1, RATE_DIRECT_HIDDEN_TRIPLE, 25);
}
int rate_find_naked_pair(const RateState *s, RateFind *f){
  return naked_subset(s, f, 2, RATE_NAKED_PAIR, 30);
}
int rate_find_x_wing(const RateState *s, RateFind *f){
  return fish(s, f, 2, RATE_X_WING, 32);
}
int rate_find_hidden_pair(const RateState *s, RateFind *f){
  return hidden_subset(s, f, 2, 0, RATE_HIDDEN_PAIR, 34);
}
int rate_find_naked_triple(const RateState *s, RateFind *f){
  return naked_subset(s, f, 3, RATE_NAKED_TRIPLE, 36);
}
int rate_find_swordfish(const RateState *s, RateFind *f){
  return fish(s, f, 3, RATE_SWORDFISH, 38);
}
int rate_find_hidden_triple(const RateState *s, RateFind *f){
  return hidden_subset(s, f, 3, 0, RATE_HIDDEN_TRIPLE, 40);
}
int rate_find_naked_quad(const RateState *s, RateFind *f){
  return naked_subset(s, f, 4, RATE_NAKED_QUAD, 50);
}
int rate_find_jellyfish(const RateState *s, RateFind *f){
  return fish(s, f, 4, RATE_JELLYFISH, 52);
}
int rate_find_hidden_quad(const RateState *s, RateFind *f){
  return hidden_subset(s, f, 4, 0, RATE_HIDDEN_QUAD, 54);
}
