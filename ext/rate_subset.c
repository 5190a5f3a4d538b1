/*
** rate_subset.c: naked and hidden subsets (pairs, triples, quads) in a
** unit, and basic fish (X-wing, swordfish, jellyfish) on one digit.
** Subsets are enumerated as 9-bit masks of size k.
*/
#include "rateint.h"

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
  int direct;       /* hidden subsets: RATE_SUBSET_DIRECT */
  int byRow;        /* fish: base lines are rows */
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

/* Naked subset found: cells m of unit p->u hold the digits `digits`. */
static int naked_visit(void *pCtx, unsigned m, unsigned digits){
  SubsetCtx *p = (SubsetCtx*)pCtx;
  int i, d;
  rate_find_start(p->f, p->tech, p->score);
  for(i=0; i<9; i++){
    if( (p->empty & ~m)>>i & 1 ){
      for(d=1; d<=9; d++){
        if( digits & DBIT(d) ) rate_find_elim(p->f, p->s, rate_unit[p->u][i], d);
      }
    }
  }
  return p->f->n>0;
}

/* Naked subset: k (2..4) empty cells of a unit with k candidates between
** them; those digits go from the unit's other cells. */
int rate_find_naked_subset(const RateState *s, RateFind *f, int k){
  static const int aTech[5] = { 0, 0, RATE_NAKED_PAIR, RATE_NAKED_TRIPLE,
                                RATE_NAKED_QUAD };
  static const int aScore[5] = { 0, 0, 30, 36, 50 };
  SubsetCtx p;
  unsigned todo = rate_changed_units(s);
  int i;
  ctx_start(&p, s, f, aTech[k], aScore[k]);
  for(p.u=0; p.u<27; p.u++){
    unsigned aCand[9], elig = 0;
    if( (todo>>p.u & 1)==0 ) continue;
    p.empty = 0;
    for(i=0; i<9; i++){
      int c = rate_unit[p.u][i];
      aCand[i] = s->cand[c];
      if( s->val[c]==0 ){
        p.empty |= 1u<<i;
        if( rate_popc(aCand[i])<=k ) elig |= 1u<<i;
      }
    }
    if( rate_popc(p.empty)<=k ) continue;
    if( each_subset(aCand, elig, k, 0, 0, 9, naked_visit, &p) ) return 1;
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

/* Hidden subset found: digits m (bit d-1) of unit p->u confined to the
** positions pos. */
static int hidden_visit(void *pCtx, unsigned m, unsigned pos){
  SubsetCtx *p = (SubsetCtx*)pCtx;
  int i, d;
  rate_find_start(p->f, p->tech, p->score);
  for(i=0; i<9; i++){
    if( pos>>i & 1 ){
      int c = rate_unit[p->u][i];
      for(d=1; d<=9; d++){
        if( (p->s->cand[c] & ~m) & DBIT(d) ) rate_find_elim(p->f, p->s, c, d);
      }
    }
  }
  return p->f->n && (!p->direct || leaves_single_in_unit(p->s, p->f, p->u));
}

/* Hidden subset: k digits (variant & 7, 2..4) confined to k cells of a
** unit; other digits go from those cells.  With RATE_SUBSET_DIRECT, only
** when that leaves a hidden single. */
int rate_find_hidden_subset(const RateState *s, RateFind *f, int variant){
  static const int aTech[5] = { 0, 0, RATE_HIDDEN_PAIR, RATE_HIDDEN_TRIPLE,
                                RATE_HIDDEN_QUAD };
  static const int aScore[5] = { 0, 0, 34, 40, 54 };
  int k = variant & 7, d;
  unsigned todo = rate_changed_units(s);
  SubsetCtx p;
  if( variant & RATE_SUBSET_DIRECT ){
    ctx_start(&p, s, f, k==2 ? RATE_DIRECT_HIDDEN_PAIR
                             : RATE_DIRECT_HIDDEN_TRIPLE, k==2 ? 20 : 25);
  }else{
    ctx_start(&p, s, f, aTech[k], aScore[k]);
  }
  p.direct = variant & RATE_SUBSET_DIRECT;
  for(p.u=0; p.u<27; p.u++){
    unsigned places[9], free = 0, elig = 0;
    if( (todo>>p.u & 1)==0 ) continue;
    for(d=0; d<9; d++){
      places[d] = rate_places(s, p.u, d+1);
      if( places[d] ) free |= 1u<<d;
      if( places[d] && rate_popc(places[d])<=k ) elig |= 1u<<d;
    }
    if( rate_popc(free)<=k ) continue;
    if( each_subset(places, elig, k, 0, 0, 9, hidden_visit, &p) ) return 1;
  }
  return 0;
}

/* The cell on base line b at position j: rows as base, or columns. */
static int fish_cell(int byRow, int b, int j){
  return byRow ? b*9+j : j*9+b;
}

/* Fish found: base lines m for digit p->u cover the cross lines `cover`. */
static int fish_visit(void *pCtx, unsigned m, unsigned cover){
  SubsetCtx *p = (SubsetCtx*)pCtx;
  int b, j;
  rate_find_start(p->f, p->tech, p->score);
  for(b=0; b<9; b++){
    if( m>>b & 1 ) continue;
    for(j=0; j<9; j++){
      if( cover>>j & 1 ){
        rate_find_elim(p->f, p->s, fish_cell(p->byRow, b, j), p->u);
      }
    }
  }
  return p->f->n>0;
}

/* Fish of size k (2..4): k lines whose places for a digit lie in k cross
** lines; the digit goes from the rest of those cross lines. */
int rate_find_fish(const RateState *s, RateFind *f, int k){
  static const int aTech[5] = { 0, 0, RATE_X_WING, RATE_SWORDFISH,
                                RATE_JELLYFISH };
  static const int aScore[5] = { 0, 0, 32, 38, 52 };
  SubsetCtx p;
  unsigned todo = rate_changed_digits(s);
  int b;
  ctx_start(&p, s, f, aTech[k], aScore[k]);
  for(p.u=1; p.u<=9; p.u++){
    if( (todo & DBIT(p.u))==0 ) continue;
    for(p.byRow=1; p.byRow>=0; p.byRow--){
      unsigned lines[9], avail = 0;
      for(b=0; b<9; b++){
        lines[b] = rate_places(s, p.byRow ? b : 9+b, p.u);
        if( rate_popc(lines[b])>=2 && rate_popc(lines[b])<=k ){
          avail |= 1u<<b;
        }
      }
      if( rate_popc(avail)<k ) continue;
      if( each_subset(lines, avail, k, 0, 0, 9, fish_visit, &p) ) return 1;
    }
  }
  return 0;
}
