/*
** rate_forcing.c: the rater's techniques beyond static chains, all built
** on assuming a candidate true and propagating:
**
**   Nishio (7.5+): only the assumed digit is followed (its placements and
**     the hidden singles they cause); a unit left without a place for it
**     removes the candidate.
**   Cell / region forcing chains (8.2+): every candidate of a cell, or
**     every place of a digit in a unit, is followed through singles; what
**     all branches agree on (a placement or an elimination) holds.
**   Dynamic forcing chain (8.5+): following a candidate through singles
**     ends in a contradiction, so the candidate goes.
**   Dynamic forcing chain (+) (9.0+): the same, propagating locked
**     candidates as well as singles.
**
** The length of a dynamic chain is estimated from the rounds and the
** placements of the propagation (chain_length), and rated with SE's length
** thresholds.  Nishio counts 2 links per placement.
*/
#include "rateint.h"

#include <stdlib.h>
#include <string.h>


/*
** The estimated length of a dynamic chain from a propagation: 5 links per
** round (every round is one more level of implications) and one per 3
** placements (more placements, more branches of the chain).  Fitted to
** SE's ratings of se_rated.txt (bench/rate_bench.c).
*/
static int chain_length(int passes, int placed){
  return 5*passes + placed/3;
}

/*
** What may have changed since it was last checked: propagate() re-checks
** only dirty cells and units, in the same order as a full scan, which
** gives the same placements and the same outcome.  A clean cell checks as
** before, without a single or a contradiction; a unit is only marked
** dirty when a digit not placed in it is left with one place or none
** (`lost`), since otherwise its check finds nothing either.
*/
typedef struct Dirty Dirty;
struct Dirty {
  RateBits cells;
  unsigned units;
  unsigned short placed[27];   /* digits placed per unit */
  unsigned short lost[27];     /* digits left with one place or none since
                               ** the unit's last check */
  unsigned char count[9][27];  /* places per digit (0-based) and unit,
                               ** for the digits not placed in the unit */
  RateBits places[9];          /* cells where each digit may go, and the
                               ** cells placed with it */
  RateBits *filled;            /* add the cells placed here */
};

/* What every propagation from one state starts from. */
typedef struct PropStart PropStart;
struct PropStart {
  int settled;                 /* rate_settled() */
  unsigned short placed[27];
  unsigned char count[9][27];
  RateBits places[9];
};

/* The places of each digit in s, as cells and as counts per unit. */
static void count_places(const RateState *s, RateBits *places,
                         unsigned char count[9][27]){
  int c, k;
  memset(places, 0, sizeof(places[0])*9);
  memset(count, 0, sizeof(count[0])*9);
  for(c=0; c<81; c++){
    unsigned m;
    for(m=s->cand[c]; m; m&=m-1){
      int d = __builtin_ctz(m);
      places[d] |= RATE_BIT(c);
      for(k=0; k<3; k++) count[d][rate_cell_unit[c][k]]++;
    }
  }
}

/* The digits placed in each unit of s. */
static void units_placed(const RateState *s, unsigned short *placed){
  int c, k;
  memset(placed, 0, sizeof(placed[0])*27);
  for(c=0; c<81; c++){
    if( s->val[c]==0 ) continue;
    for(k=0; k<3; k++) placed[rate_cell_unit[c][k]] |= DBIT(s->val[c]);
  }
}

/* Mark cell c and every digit of its three units dirty. */
static void mark_dirty(Dirty *z, int c){
  int k;
  z->cells |= RATE_BIT(c);
  z->units |= rate_cell_units[c];
  for(k=0; k<3; k++) z->lost[rate_cell_unit[c][k]] = ALL9;
}

/* Digit e (0-based) loses a place in unit u; nothing to check unless
** `open` (1 when e is not placed there).  (Without branches: they would
** be hard to predict.) */
static inline void lose_place(Dirty *z, int u, int e, unsigned open){
  unsigned low = (--z->count[e][u]<=1) & open;
  z->units |= low<<u;
  z->lost[u] |= (unsigned short)(low<<e);
}

/* rate_place(), marking what changes dirty. */
static void place_dirty(RateState *t, Dirty *z, int cell, int d){
  unsigned short bit = (unsigned short)DBIT(d);
  unsigned others = t->cand[cell] & ~bit;
  const unsigned char *cu = rate_cell_unit[cell];
  RateBits peers;
  int i;
  t->val[cell] = (unsigned char)d;
  t->cand[cell] = 0;
  *z->filled |= RATE_BIT(cell);
  for(i=0; i<3; i++) z->placed[cu[i]] |= bit;
  for(; others; others&=others-1){
    int e = __builtin_ctz(others);
    z->places[e] &= ~RATE_BIT(cell);
    for(i=0; i<3; i++) lose_place(z, cu[i], e, 1);
  }
  peers = z->places[d-1] & rate_bits(rate_peer_bits[cell]);
  z->places[d-1] &= ~peers;
  for(; peers; peers&=peers-1){
    int p = rate_lowest_cell(peers);   /* an empty cell holding d */
    unsigned m = t->cand[p] &= (unsigned short)~bit;
    /* a cell left with two or more candidates checks as nothing */
    z->cells |= (RateBits)((m & (m-1))==0)<<p;
    /* (the units it shares with cell now hold d) */
    for(i=0; i<3; i++){
      lose_place(z, rate_cell_unit[p][i], d-1, rate_cell_unit[p][i]!=cu[i]);
    }
  }
}

/*
** 1 when s has no empty cell without candidates, no naked single and no
** unit with a digit in no place or in one: then a propagation from s only
** needs to check what its first placement changes.
*/
static int rate_settled(const RateState *s){
  int c, u, i;
  for(c=0; c<81; c++){
    unsigned m = s->cand[c];
    if( s->val[c]==0 && (m & (m-1))==0 ) return 0;
  }
  for(u=0; u<27; u++){
    unsigned once = 0, twice = 0, placed = 0;
    for(i=0; i<9; i++){
      int cc = rate_unit[u][i];
      if( s->val[cc] ){
        placed |= DBIT(s->val[cc]);
      }else{
        twice |= once & s->cand[cc];
        once |= s->cand[cc];
      }
    }
    if( (once|placed)!=ALL9 || (once & ~twice)!=0 ) return 0;
  }
  return 1;
}

/* The start of every propagation from s. */
static void prop_start(const RateState *s, PropStart *st){
  st->settled = rate_settled(s);
  units_placed(s, st->placed);
  count_places(s, st->places, st->count);
}

/*
** Place d in cell of t and propagate singles (and, with plus, locked
** candidates) until nothing changes.  st: prop_start(t).  The cells
** placed go to *pFilled.
** Returns the estimated chain length, or -1 - length on a contradiction
** (an empty cell without candidates, a digit without a place in a unit,
** or a cell needing two digits).
*/
static int propagate(RateState *t, int cell, int d, const PropStart *st,
                     int plus, RateBits *pFilled){
  int changed = 1, passes = 0, nPlaced = 0;
  Dirty z;
  memcpy(z.placed, st->placed, sizeof(z.placed));
  memcpy(z.count, st->count, sizeof(z.count));
  memcpy(z.places, st->places, sizeof(z.places));
  memset(z.lost, st->settled ? 0 : 0xff, sizeof(z.lost));
  z.cells = st->settled ? 0 : ~(RateBits)0 >> 47;
  z.units = st->settled ? 0 : (1u<<27)-1;
  z.filled = pFilled;
  *pFilled = 0;
  place_dirty(t, &z, cell, d);
  while( changed ){
    RateBits todo;
    int u, i;
    changed = 0;
    passes++;
    /* cells in increasing order, including those made dirty on the way */
    todo = z.cells;
    while( todo ){
      int c = rate_lowest_cell(todo);
      unsigned m = t->cand[c];
      z.cells &= ~RATE_BIT(c);
      if( t->val[c]==0 ){
        if( m==0 ) return -1-chain_length(passes, nPlaced);
        if( (m & (m-1))==0 ){
          place_dirty(t, &z, c, rate_low_digit(m));
          nPlaced++;
          changed = 1;
        }
      }
      todo = z.cells & ~((RATE_BIT(c)<<1)-1);
    }
    /* dirty units in increasing order, the same way */
    for(u=0; (z.units>>u)!=0; u++){
      unsigned lost, single = 0, m;
      RateBits cells = 0;
      u += __builtin_ctz(z.units>>u);
      z.units &= ~(1u<<u);
      lost = z.lost[u] & ~z.placed[u] & ALL9;
      z.lost[u] = 0;
      for(; lost; lost&=lost-1){
        int n = z.count[__builtin_ctz(lost)][u];
        if( n==0 ) return -1-chain_length(passes, nPlaced);
        if( n==1 ) single |= lost & -lost;
      }
      /* their places, in the unit's order (which is the cells' order) */
      for(m=single; m; m&=m-1){
        cells |= z.places[__builtin_ctz(m)] & rate_bits(rate_unit_bits[u]);
      }
      for(; cells; cells&=cells-1){
        int cc = rate_lowest_cell(cells);
        m = t->cand[cc] & single;
        if( m & (m-1) ) return -1-chain_length(passes, nPlaced);
        place_dirty(t, &z, cc, rate_low_digit(m));
        nPlaced++;
        changed = 1;
      }
    }
    if( !changed && plus ){
      RateFind f;
      rate_find_init(&f);
      rate_index(t);
      if( rate_find_locked(t, &f, RATE_LOCKED_POINTING)
       || rate_find_locked(t, &f, 0) ){
        rate_apply(t, &f);
        count_places(t, z.places, z.count);
        for(i=0; i<f.n; i++) mark_dirty(&z, f.a[i].cell);
        changed = 1;
      }
    }
  }
  return chain_length(passes, nPlaced);
}

/* SE-like score for a chain of the given length. */
static int forcing_score(int base, int length){
  return base + rate_length_bonus(length);
}

/*
** Nishio: assume digit d in cell c and follow d alone, with `places` the
** cells where d may go and `done` the units (bit u) that already hold d.
** Returns the placements made before a unit lost every place for d, or 0.
*/
static int nishio_one(RateBits places, unsigned done, int c){
  RateBits p = places & ~rate_bits(rate_peer_bits[c]) & ~RATE_BIT(c);
  int n = 1, changed = 1;
  done |= rate_cell_units[c];
  while( changed ){
    /* the units without d, in order, skipping those that get it */
    unsigned todo = ~done & ((1u<<27)-1);
    changed = 0;
    while( todo ){
      int u = __builtin_ctz(todo);
      RateBits m = p & rate_bits(rate_unit_bits[u]);
      if( m==0 ) return n;
      if( (m & (m-1))==0 ){
        int x = rate_lowest_cell(m);
        p &= ~rate_bits(rate_peer_bits[x]) & ~m;
        done |= rate_cell_units[x];
        n++;
        changed = 1;
      }
      todo = ~done & ((1u<<27)-1) & ~((2u<<u)-1);
    }
  }
  return 0;
}

int rate_find_nishio(const RateState *s, RateFind *f, int variant){
  unsigned todo = rate_changed_digits(s);   /* each digit on its own */
  int c, d, best = 1000;
  (void)variant;
  for(d=1; d<=9; d++){
    RateBits places = 0;
    unsigned done = 0;
    if( (todo & DBIT(d))==0 ) continue;
    for(c=80; c>=0; c--){
      places = places<<1 | (s->cand[c]>>(d-1) & 1);
      done |= rate_cell_units[c] & -(unsigned)(s->val[c]==d);
    }
    for(c=0; c<81; c++){
      int n, score;
      if( !(places & RATE_BIT(c)) ) continue;
      n = nishio_one(places, done, c);
      if( n==0 ) continue;
      score = forcing_score(75, 2*n+2);
      if( score<best ){
        best = score;
        rate_find_start(f, RATE_NISHIO, score);
      }
      if( score==best ) rate_find_elim(f, s, c, d);
    }
  }
  return best<1000;
}

#define ALIVE_WORDS ((81+3)/4)

/* The outcome of assuming each candidate true and propagating singles. */
typedef struct Branches Branches;
struct Branches {
  short n[729];                /* length; <0: contradiction (-1-length) */
  unsigned long long alive[729][ALIVE_WORDS];  /* candidates left per
                               ** cell (the value's bit for a cell the
                               ** branch placed, 0 for one filled in s):
                               ** its cand[] copied into words */
  unsigned long long cand[ALIVE_WORDS];  /* s->cand, the same way */
  int settled;                 /* rate_settled(s) */
};

/* Charge s->work for one propagation from each candidate of s. */
static void charge_propagations(const RateState *s){
  unsigned long long n = 0;
  int c;
  for(c=0; c<81; c++) n += (unsigned)rate_popc(s->cand[c]);
  work_charge(s->work, n*WORK_RATE_PROP);
}

/* Propagate every candidate of s into b. */
static void follow_all(const RateState *s, Branches *b){
  int c;
  unsigned m;
  PropStart st;
  prop_start(s, &st);
  charge_propagations(s);
  b->cand[ALIVE_WORDS-1] = 0;
  memcpy(b->cand, s->cand, sizeof(s->cand));
  b->settled = st.settled;
  for(c=0; c<81; c++) for(m=s->cand[c]; m; m&=m-1){
    int x = c*9+__builtin_ctz(m);
    RateState t;   /* without plus, propagate() needs only cand and val */
    RateBits filled;
    memcpy(t.cand, s->cand, sizeof(t.cand));
    memcpy(t.val, s->val, sizeof(t.val));
    b->n[x] = (short)propagate(&t, x/9, x%9+1, &st, 0, &filled);
    /* a cell placed on the way has no candidates: it gets its value */
    for(; filled; filled&=filled-1){
      int p = rate_lowest_cell(filled);
      t.cand[p] = (unsigned short)DBIT(t.val[p]);
    }
    b->alive[x][ALIVE_WORDS-1] = 0;
    memcpy(b->alive[x], t.cand, sizeof(t.cand));
  }
}

/*
** Try the branches xs[0..nx-1] (which cover every possibility): when none
** contradicts, list what they all agree on in f.  Returns the longest
** branch's length, or 0 when nothing follows.
*/
static int agree(const RateState *s, const Branches *b, const int *xs,
                 int nx, RateFind *f){
  unsigned long long any[ALIVE_WORDS], lost = 0;
  unsigned short anyCell[4*ALIVE_WORDS];
  int c, k, w, longest = 0;
  for(k=0; k<nx; k++){
    if( b->n[xs[k]]<0 ) return 0;
    if( b->n[xs[k]]>longest ) longest = b->n[xs[k]];
  }
  memset(any, 0, sizeof(any));
  for(k=0; k<nx; k++){
    for(w=0; w<ALIVE_WORDS; w++) any[w] |= b->alive[xs[k]][w];
  }
  /* from a settled grid, a cell only gets a digit when it loses some */
  for(w=0; w<ALIVE_WORDS; w++) lost |= b->cand[w] & ~any[w];
  if( lost==0 && b->settled ) return 0;
  rate_find_start(f, RATE_CELL_FORCING, 0);
  memcpy(anyCell, any, sizeof(any));
  for(c=0; c<81; c++){
    unsigned anyC = anyCell[c] & ALL9;
    unsigned gone = s->cand[c] & ~anyC;
    if( s->val[c] ) continue;
    if( rate_popc(anyC)==1 ){
      rate_find_place(f, c, rate_low_digit(anyC));
    }else{
      while( gone ){
        rate_find_elim(f, s, c, rate_low_digit(gone));
        gone &= gone-1;
      }
    }
  }
  return f->n ? longest : 0;
}

/*
** Contradiction step: candidates x whose propagation failed after n[x]
** placements (n[x]<0 holds -1-placements).  When one rates below `best`
** (the score of the step already in f, 1000 for none), f becomes a
** `tech` step taking every contradiction rated up to that score or to the
** hardest step so far; its score is the highest taken.
*/
static void dynamic_contradictions(const RateState *s, RateFind *f,
                                   const short *n, int tech, int base,
                                   int best){
  int c, low = 1000, limit;
  unsigned m;
  for(c=0; c<81; c++) for(m=s->cand[c]; m; m&=m-1){
    int x = c*9+__builtin_ctz(m);
    if( n[x]<0 && forcing_score(base, -1-n[x])<low ){
      low = forcing_score(base, -1-n[x]);
    }
  }
  if( low>=best ) return;
  limit = low>s->ceiling ? low : s->ceiling;
  rate_find_start(f, tech, low);
  for(c=0; c<81; c++) for(m=s->cand[c]; m; m&=m-1){
    int x = c*9+__builtin_ctz(m), score;
    if( n[x]>=0 ) continue;
    score = forcing_score(base, -1-n[x]);
    if( score>limit ) continue;
    rate_find_elim(f, s, c, x%9+1);
    if( score>f->score ) f->score = score;
  }
}

/*
** Forcing set k: for k<81 the candidates of cell k, otherwise the places
** of digit k%9+1 in unit (k-81)/9.  Fills xs with its branches and returns
** how many (0 when k is not a set of two or more).
*/
static int forcing_set(const RateState *s, int k, int *xs){
  int nx = 0;
  unsigned m;
  if( k<81 ){
    for(m=s->cand[k]; m; m&=m-1) xs[nx++] = k*9+rate_low_digit(m)-1;
  }else{
    int u = (k-81)/9, d = (k-81)%9+1;
    for(m=rate_places(s, u, d); m; m&=m-1){
      xs[nx++] = rate_unit[u][__builtin_ctz(m)]*9+d-1;
    }
  }
  return nx>=2 ? nx : 0;
}

/*
** Cell and region forcing chains, then dynamic contradictions, from one
** propagation of every candidate.  The lowest rated kind of step found is
** taken, with all its conclusions rated up to that or to the hardest step
** so far (they cannot raise the rating).
*/
static int forcing(const RateState *s, RateFind *f, const Branches *b){
  RateFind *g = (RateFind*)malloc(sizeof(RateFind));
  short aScore[81+243];
  int best = 1000, bestCell = 0, limit, k, i;
  if( g==0 ) return RATE_FIND_NOMEM;
  rate_find_init(g);
  for(k=0; k<81+243; k++){
    int xs[9], nx = forcing_set(s, k, xs), n;
    aScore[k] = 0;
    if( nx==0 ) continue;
    n = agree(s, b, xs, nx, g);
    if( n==0 ) continue;
    aScore[k] = (short)forcing_score(82, n*nx/2);
    if( aScore[k]<best ){
      best = aScore[k];
      bestCell = k<81;
    }
  }
  f->tech = -1;
  if( best<1000 ){
    limit = best>s->ceiling ? best : s->ceiling;
    rate_find_start(f, bestCell ? RATE_CELL_FORCING : RATE_REGION_FORCING,
                    best);
    for(k=0; k<81+243; k++){
      int xs[9], nx;
      if( aScore[k]==0 || aScore[k]>limit || (k<81)!=bestCell ) continue;
      nx = forcing_set(s, k, xs);
      agree(s, b, xs, nx, g);
      for(i=0; i<g->n; i++){
        if( g->a[i].place ){
          rate_find_place(f, g->a[i].cell, g->a[i].digit);
        }else{
          rate_find_elim(f, s, g->a[i].cell, g->a[i].digit);
        }
      }
      if( aScore[k]>f->score ) f->score = aScore[k];
    }
  }
  free(g);
  dynamic_contradictions(s, f, b->n, RATE_DYNAMIC_FORCING, 85, best);
  return f->tech>=0;
}

int rate_find_cell_region_forcing(const RateState *s, RateFind *f, int variant){
  Branches *b = (Branches*)malloc(sizeof(Branches));
  int found;
  (void)variant;
  if( b==0 ) return RATE_FIND_NOMEM;
  follow_all(s, b);
  found = forcing(s, f, b);
  free(b);
  return found;
}

int rate_find_dynamic_plus(const RateState *s, RateFind *f, int variant){
  short n[729];
  int x;
  PropStart st;
  RateBits filled;
  (void)variant;
  prop_start(s, &st);
  charge_propagations(s);
  for(x=0; x<729; x++){
    RateState t;
    n[x] = 0;
    if( !(s->cand[x/9] & DBIT(x%9+1)) ) continue;
    t = *s;
    n[x] = (short)propagate(&t, x/9, x%9+1, &st, 1, &filled);
  }
  f->tech = -1;
  dynamic_contradictions(s, f, n, RATE_DYNAMIC_PLUS, 90, 1000);
  return f->tech>=0;
}
