/* SPDX-License-Identifier: MIT */
/*
** rate_wxyz.c: Sudoku Explainer's wing family, WXYZ-, VWXYZ-, UVWXYZ- and
** TUVWXYZ-wings (SE 5.5-7.5): an almost locked set of n cells (3 to 6,
** every two seeing each other, so all in one unit) holding n+1 digits
** between them, and a bivalue cell yz, outside it, whose two digits are
** both in the set.
**
** A digit of yz is restricted when yz sees every cell of the set that
** holds it: yz and the set cannot both have it.  With one restricted
** digit x, yz's other digit z is in yz or in the set, and goes from every
** cell seeing yz and all of the set's z cells.  With both restricted the
** n+1 cells are a locked set of n+1 digits: every digit of the set goes
** from the cells seeing all of its holders (and yz, for yz's two).
**
** SE lists every wing, sorts them (easiest first, then most eliminations,
** then its "suffix" text highest first, ties in the order found: sets by
** increasing cells, then yz by increasing cell) and applies the first.
*/
#include "rateint.h"
#include "rate_say.h"

#include <stdio.h>
#include <string.h>

/* One wing's eliminations, digit by digit, and what SE sorts it by. */
typedef struct WingElim WingElim;
struct WingElim {
  RateBits aGone[9];        /* cells losing digit d+1 */
  int score;                /* tenths */
  int nGone;                /* eliminations */
  char zSuffix[32];         /* SE's suffix: link kind, biggest cell, size */
  unsigned char aCell[7];   /* the set's cells, increasing, then yz: SE's
                            ** order of search among equals */
};

typedef struct Wing Wing;
struct Wing {
  const RateState *s;
  int n;                    /* cells in the set */
  RateBits aHolds[9];       /* cells holding digit d+1 */
  RateBits bival;           /* bivalue cells */
  RateBits changed;         /* cells changed since the memo */
  RateBits want;            /* a new wing has one of these in its set: the
                            ** changed cells and the peers of changed
                            ** bivalue cells */
  unsigned char aCell[6];   /* the set being built */
  int box;                  /* the unit searched is a box */
  int nUnit;                /* its cells that may be in a set */
  unsigned char aUnit[9];
  unsigned short aMask[9];  /* and their candidates */
  unsigned wantHere;        /* those of w->want, as bits of aUnit */
  unsigned long long nWork; /* nodes visited */
  int found;                /* best holds a wing */
  WingElim best;
};

/* SE's rating of a wing of n cells whose largest cell has `big`
** candidates: the middle sizes rate a tenth or two higher for the small
** wings; the big ones have one rating. */
static int wing_score(int n, int big){
  int d = big>3 ? big-3 : 3-big;
  switch( n ){
    case 3:  return 55 + 1 - d;
    case 4:  return 62 + 2 - d;
    case 5:  return 66;
    default: return 75;
  }
}

/* 1 when wing a comes before wing b in SE's sort; among equals, the one
** SE finds first: by its cells, then by yz. */
static int wing_before(const WingElim *a, const WingElim *b, int n){
  int c;
  if( a->score!=b->score ) return a->score<b->score;
  if( a->nGone!=b->nGone ) return a->nGone>b->nGone;
  c = strcmp(a->zSuffix, b->zSuffix);
  if( c ) return c>0;
  return memcmp(a->aCell, b->aCell, (size_t)n+1)<0;
}

/* Count the eliminations of e. */
static int count_gone(const WingElim *e){
  int d, n = 0;
  for(d=0; d<9; d++) n += rate_bits_count(e->aGone[d]);
  return n;
}

/*
** The set in w->aCell with the bivalue cell yz, whose digits are in the
** set's candidates `digits`: aSee[d] holds the cells seeing every cell of
** the set that holds digit d+1.  Keeps the wing if it is SE's best yet.
*/
static void try_yz(Wing *w, int yz, unsigned digits, const RateBits *aSee,
                   int big, int size){
  WingElim e;
  unsigned pair = w->s->cand[yz];
  int x = rate_low_digit(pair)-1, z = rate_low_digit(pair & (pair-1))-1;
  int rx = (int)(aSee[x]>>yz & 1), rz = (int)(aSee[z]>>yz & 1);
  RateBits near = rate_peer_set(w->s, yz);
  int dbl = 0;
  if( !rx && !rz ) return;
  memset(e.aGone, 0, sizeof(e.aGone));
  if( rx && rz ){
    unsigned m;
    int weak = 0;
    for(m=digits & ~pair; m; m&=m-1){
      int d = __builtin_ctz(m);
      e.aGone[d] = aSee[d] & w->aHolds[d];
      if( e.aGone[d] ) weak = 1;
    }
    e.aGone[x] = near & aSee[x] & w->aHolds[x];
    e.aGone[z] = near & aSee[z] & w->aHolds[z];
    /* SE calls it doubly linked unless only yz's digits go, not both */
    dbl = weak || (e.aGone[x]!=0 && e.aGone[z]!=0);
  }else{
    int d = rx ? z : x;     /* the digit that is not restricted goes */
    e.aGone[d] = near & aSee[d] & w->aHolds[d];
  }
  e.nGone = count_gone(&e);
  if( e.nGone==0 ) return;
  e.score = wing_score(w->n, big);
  snprintf(e.zSuffix, sizeof(e.zSuffix), "%d%d%d", dbl ? 2 : 1, big, size);
  memcpy(e.aCell, w->aCell, (size_t)w->n);
  e.aCell[w->n] = (unsigned char)yz;
  if( !w->found || wing_before(&e, &w->best, w->n) ){
    w->best = e;
    w->found = 1;
  }
}

/* The set in w->aCell is complete with candidates `digits` (n+1 of them):
** try every bivalue cell that could make a wing with it. */
static void try_set(Wing *w, unsigned digits){
  const RateState *s = w->s;
  RateBits aSee[9], set = 0, near = 0, yzs;
  unsigned out;
  int i, d, big = 0, size = 0, anyChanged = 0;
  for(i=0; i<w->n; i++){
    int c = w->aCell[i];
    set |= RATE_BIT(c);
    near |= rate_peer_set(s, c);
    if( w->changed>>c & 1 ) anyChanged = 1;
  }
  /* yz: a bivalue cell seeing the set, with no digit outside it */
  yzs = w->bival & near & ~set;
  for(out=ALL9 & ~digits; out && yzs; out&=out-1){
    yzs &= ~w->aHolds[__builtin_ctz(out)];
  }
  /* a wing of unchanged cells gave nothing when the memo was taken */
  if( !anyChanged ) yzs &= w->changed;
  if( yzs==0 ) return;
  for(d=0; d<9; d++) aSee[d] = ~(RateBits)0;
  for(i=0; i<w->n; i++){
    int c = w->aCell[i];
    unsigned m = s->cand[c];
    RateBits peers = rate_peer_set(s, c);
    if( rate_popc(m)>big ) big = rate_popc(m);
    size += rate_popc(m);
    for(; m; m&=m-1) aSee[__builtin_ctz(m)] &= peers;
  }
  for(; yzs; yzs &= yzs-1){
    w->nWork++;
    try_yz(w, rate_lowest_cell(yzs), digits, aSee, big, size);
  }
}

/* 1 when the three cells a[] lie in one row or one column. */
static int in_one_line(const unsigned char *a){
  return (a[0]/9==a[1]/9 && a[0]/9==a[2]/9)
      || (a[0]%9==a[1]%9 && a[0]%9==a[2]%9);
}

/*
** Add cells of the unit from aUnit[from..] as aCell[k..], keeping at most
** n+1 digits (`digits`: those of aCell[0..k-1]).  `hit` is 1 when a cell
** so far is one of w->want.
*/
static void grow(Wing *w, int k, int from, unsigned digits, int hit){
  int i;
  for(i=from; i<=w->nUnit-(w->n-k); i++){
    unsigned m = digits | w->aMask[i];
    int last = k+1==w->n;
    /* a new wing's set holds a cell of w->want */
    if( !hit && (w->wantHere>>i)==0 ) break;
    w->nWork++;
    if( rate_popc(m)>w->n+1 ) continue;
    if( last && !hit && !(w->wantHere>>i & 1) ) continue;
    w->aCell[k] = w->aUnit[i];
    if( !last ){
      grow(w, k+1, i+1, m, hit || (w->wantHere>>i & 1));
    }else if( rate_popc(m)==w->n+1 ){
      /* three cells of a box in one line are the line's */
      if( w->box && w->n==3 && in_one_line(w->aCell) ) continue;
      try_set(w, m);
    }
  }
}

/*
** Under a variant's rules, where cells seeing each other need not share a
** unit: add cells of `from` (those with 2 to n+1 candidates, after the
** set's last cell, seeing all of it) as aCell[k..], keeping at most n+1
** digits.  Each set is made once, its cells increasing.
*/
static void grow_clique(Wing *w, int k, RateBits from, unsigned digits,
                        int hit){
  for(; from; from &= from-1){
    int c = rate_lowest_cell(from);
    unsigned m = digits | w->s->cand[c];
    int h = hit || (w->want>>c & 1);
    w->nWork++;
    if( rate_popc(m)>w->n+1 ) continue;
    w->aCell[k] = (unsigned char)c;
    if( k+1<w->n ){
      grow_clique(w, k+1, from & (from-1) & rate_peer_set(w->s, c), m, h);
    }else if( h && rate_popc(m)==w->n+1 ){
      try_set(w, m);
    }
  }
}

/* The cells whose candidates changed since the memo (all without one). */
static RateBits changed_cells(const RateState *s){
  RateBits m = 0;
  int c;
  if( s->memo==0 || !s->memo->valid ) return ~(RateBits)0;
  for(c=0; c<81; c++){
    if( s->cand[c]!=s->memo->cand[c] ) m |= RATE_BIT(c);
  }
  return m;
}

/*
** Describe the wing e of n cells and its bivalue cell: the set's cells
** (pincers), the bivalue cell (pivot), their candidates, and why the
** eliminations follow, for one restricted digit or two.
*/
static void say_wing(const RateState *s, RateWhy *w, const WingElim *e,
                     int n){
  int yz = e->aCell[n], i, k;
  unsigned digits = 0, pair = s->cand[yz], restricted = 0, m;
  for(i=0; i<=n; i++){
    int c = e->aCell[i];
    rate_why_cell(w, i<n ? RATE_ROLE_PINCER : RATE_ROLE_PIVOT, c);
    if( i<n ) digits |= s->cand[c];
    for(m=s->cand[c]; m; m&=m-1){
      rate_why_cand(w, RATE_ROLE_PATTERN, c, rate_low_digit(m));
    }
  }
  /* a digit of yz is restricted when yz sees each set cell holding it */
  for(m=pair; m; m&=m-1){
    int d = rate_low_digit(m), all = 1;
    for(i=0; i<n; i++){
      int c = e->aCell[i];
      if( (s->cand[c] & DBIT(d)) && !(rate_peer_set(s, c)>>yz & 1) ) all = 0;
    }
    if( all ) restricted |= DBIT(d);
  }
  rate_say_cell_list(w, e->aCell, n, "and");
  rate_why_say(w, " hold only ");
  rate_say_digits(w, digits, "and");
  rate_why_say(w, " between them, and r%dc%d, which is ", yz/9+1, yz%9+1);
  rate_say_digits(w, pair, "or");
  rate_why_say(w, ", sees every one of them that can be ");
  rate_say_digits(w, restricted, "and every one that can be");
  if( restricted==pair ){
    rate_why_say(w, ". Whatever r%dc%d is, those cells lose it and hold "
                 "the other digits, so the %d cells hold ", yz/9+1, yz%9+1,
                 n+1);
    rate_say_digits(w, digits, "and");
    rate_why_say(w, " once each, and each digit goes from the cells that "
                 "see every one of them that can hold it.");
  }else{
    int x = rate_low_digit(restricted), z = rate_low_digit(pair & ~restricted);
    unsigned char aGone[20];   /* cells seeing yz */
    rate_why_say(w, ". If r%dc%d is %d, those cells are left with ",
                 yz/9+1, yz%9+1, x);
    rate_say_digits(w, digits & ~DBIT(x), "and");
    rate_why_say(w, ", so one of them is %d; so %d is in r%dc%d or in one "
                 "of those cells, and ", z, z, yz/9+1, yz%9+1);
    for(k=i=0; i<81 && k<20; i++){
      if( e->aGone[z-1]>>i & 1 ) aGone[k++] = (unsigned char)i;
    }
    rate_say_cell_list(w, aGone, k, "and");
    rate_why_say(w, ", which see%s all of those that can be %d, cannot be "
                 "%d.", k>1 ? "" : "s", z, z);
  }
}

/* The wing with a set of n cells (3: WXYZ ... 6: TUVWXYZ) SE applies. */
int rate_find_wxyz_wing(const RateState *s, RateFind *f, int n){
  static const int aTech[4] = {
    RATE_WXYZ_WING, RATE_VWXYZ_WING, RATE_UVWXYZ_WING, RATE_TUVWXYZ_WING
  };
  Wing w;
  RateBits ok = 0, m;   /* cells with 2 to n+1 candidates */
  int c, d, u;
  memset(w.aHolds, 0, sizeof(w.aHolds));
  w.s = s;
  w.n = n;
  w.bival = 0;
  w.changed = changed_cells(s);
  w.nWork = 0;
  w.found = 0;
  for(c=0; c<81; c++){
    unsigned cm = s->cand[c];
    int k = rate_popc(cm);
    if( k>=2 && k<=n+1 ) ok |= RATE_BIT(c);
    if( k==2 ) w.bival |= RATE_BIT(c);
    for(; cm; cm&=cm-1) w.aHolds[__builtin_ctz(cm)] |= RATE_BIT(c);
  }
  w.want = w.changed;
  for(m=w.changed & w.bival; m; m &= m-1){
    w.want |= rate_peer_set(s, rate_lowest_cell(m));
  }
  if( s->geom ) grow_clique(&w, 0, ok, 0, 0);
  for(u=0; u<27 && !s->geom; u++){
    RateBits cells = ok & rate_bits(rate_unit_bits[u]);
    w.box = u>=18;
    w.nUnit = 0;
    w.wantHere = 0;
    for(; cells; cells&=cells-1){
      c = rate_lowest_cell(cells);
      if( w.want>>c & 1 ) w.wantHere |= 1u<<w.nUnit;
      w.aMask[w.nUnit] = s->cand[c];
      w.aUnit[w.nUnit++] = (unsigned char)c;
    }
    if( w.nUnit>=n ) grow(&w, 0, 0, 0, 0);
  }
  work_charge(s->work, w.nWork);
  if( !w.found ) return 0;
  rate_find_start(f, aTech[n-3], w.best.score);
  for(c=0; c<81; c++){
    for(d=0; d<9; d++){
      if( w.best.aGone[d]>>c & 1 ) rate_find_elim(f, s, c, d+1);
    }
  }
  if( f->why ) say_wing(s, f->why, &w.best, n);
  return 1;
}
