/* SPDX-License-Identifier: MIT */
/*
** rate_unique.c: unique rectangles and unique loops, types 1 to 4, found
** and rated the way Sukaku Explainer's serate does (with its default
** lkSudoku fixes).  They rely on the puzzle having one solution, which
** the rater has checked.
**
** A loop is a closed path of cells that all hold the two digits {v1,v2}
** of its first (bivalue) cell, each step going through a row, column or
** box of a different kind than the step before, where every unit the
** loop visits holds exactly two of its cells, one at an even and one at
** an odd position.  Were every cell exactly {v1,v2} the puzzle would have
** two solutions, so some cell with more digits ("extra" cells) must take
** one of them:
**   type 1: one extra cell: it loses v1 and v2;
**   type 2: every extra cell has the same single extra digit x: the cells
**           seeing all of them lose x;
**   type 3: two extra cells, whose extra digits form a naked set with
**           other cells of a unit they share (or v1, v2 a hidden set);
**   type 4: two extra cells in a unit where v1 (or v2) has no other
**           place: both lose v2 (or v1).
** SE rates a rectangle (4 cells) 4.5, loops of 6 and 8 cells 4.6 and 4.7,
** longer ones 5.0; type 3 adds a tenth per digit of its naked set beyond
** one (of its hidden set beyond two).
** Of all steps found SE takes the easiest, then the lowest type, then the
** first found, comparing its difficulties as the doubles it computes; so
** does this file, enumerating in SE's order.
**
** Example (SQL): the steps of a puzzle whose hardest is a unique loop:
**   SELECT value->>'technique' FROM json_each(sudoku_explain(:p));
*/
#include "rateint.h"
#include "rate_say.h"

/* The work units charged per path extension (a few chain potentials'
** worth). */
#define LOOP_NODE_WORK 1

/* The position of cell c in its unit u (rows 0-8, columns, boxes, a
** variant's units). */
static inline int position_in(const RateState *s, int u, int c){
  int i;
  if( u<9 ) return c%9;
  if( u<18 ) return c/9;
  if( u<27 ) return c/9%3*3 + c%3;
  for(i=0; s->geom->unit[u][i]!=c; i++){}
  return i;
}

/* The units holding cell c, as bits 1<<u. */
static inline unsigned long long cell_units(const RateState *s, int c){
  return s->geom ? s->geom->cellUnits[c] : rate_cell_units[c];
}

/* The number of SE's region kinds of s, and the unit of kind k (SE's
** order: box, row, column, a variant's kinds) holding cell c, or -1. */
static inline int n_kind(const RateState *s){
  return s->geom ? RATE_N_KIND : 3;
}
static inline int region_of(const RateState *s, int c, int k){
  return k<3 ? rate_se_region_of(c, k) : s->geom->cellUnit[c][k];
}

/* The first cell of m (cells of unit u, a variant's) in the unit's
** order: not always that of their numbers. */
static int first_in_unit(const RateState *s, int u, RateBits m){
  int i;
  for(i=0; (m & RATE_BIT(s->geom->unit[u][i]))==0; i++){}
  return s->geom->unit[u][i];
}

/* What a step of type 3 or 4 rests on, kept to describe it: the unit,
** type 3's set (the other cells of a naked set, or the cells of a hidden
** one but the first extra cell) and its digits, or type 4's digit locked
** in the unit. */
typedef struct LoopUse LoopUse;
struct LoopUse {
  int unit;         /* -1: none (types 1 and 2) */
  int hidden;       /* type 3: 1 hidden set, 0 naked */
  RateBits set;
  unsigned digits;  /* type 3: the set's digits; type 4: the locked one */
};

/* One candidate step: `digits` go from `cells`. */
typedef struct Candidate Candidate;
struct Candidate {
  double diff;      /* SE's difficulty, as SE computes it */
  int type;         /* 1-4 */
  int size;         /* cells in the loop */
  RateBits cells;
  unsigned digits;
  unsigned char aLoop[81];  /* when describing: the loop, in order */
  LoopUse use;              /* when describing */
};

/* The search for loops on one pair of digits, and the best step so far. */
typedef struct LoopSearch LoopSearch;
struct LoopSearch {
  const RateState *s;
  unsigned pair;            /* {v1,v2} */
  RateBits usable;          /* cells that may be in a new loop: those
                            ** holding the pair, but the bivalue ones
                            ** before the start (every valid loop
                            ** through those was found from there, as
                            ** from any of its bivalue cells) */
  int aLoop[81];            /* the path, aLoop[0] the bivalue start */
  int n;
  RateBits inLoop;
  unsigned long long aSeen[2];  /* units (bit u) of the path's cells at
                            ** even and at odd positions */
  unsigned long long nNode; /* path extensions tried, for the work */
  unsigned long long nMax;  /* the most the work budget allows */
  int hasBest;
  Candidate best;
  int describe;             /* 1: keep what describes the best step */
  LoopUse use;              /* when describing: the step being offered */
};

/* SE's difficulty of a loop of `size` cells before type 3's addition. */
static double loop_base(int size){
  double d = 4.5;
  if( size>=10 ) d += 0.3;
  if( size>=8 ) d += 0.2;
  else if( size>=6 ) d += 0.1;
  return d;
}

/* 1 when a step of difficulty `diff` and type `type` would replace the
** best so far: SE sorts by difficulty, then type, and keeps the order
** found among equals. */
static int beats(const LoopSearch *p, double diff, int type){
  if( !p->hasBest ) return 1;
  return diff<p->best.diff || (diff==p->best.diff && type<p->best.type);
}

/* 1 when no loop of `size` cells or more can give a better step. */
static int hopeless(const LoopSearch *p, int size){
  return !beats(p, loop_base(size<4 ? 4 : size), 1);
}

/* Offer a step: kept when it removes something and beats the best. */
static void offer_loop_step(LoopSearch *p, double diff, int type,
                            RateBits cells, unsigned digits){
  RateBits m;
  if( !beats(p, diff, type) ) return;
  for(m=cells; m; m&=m-1){
    if( p->s->cand[rate_lowest_cell(m)] & digits ) break;
  }
  if( m==0 ) return;
  p->hasBest = 1;
  p->best.diff = diff;
  p->best.type = type;
  p->best.size = p->n;
  p->best.cells = cells;
  p->best.digits = digits;
  if( p->describe ){
    int k;
    for(k=0; k<p->n; k++) p->best.aLoop[k] = (unsigned char)p->aLoop[k];
    p->best.use = p->use;
  }
}

/* The cells of unit u as a set. */
static RateBits unit_cells(const RateState *s, int u){
  return rate_bits(u<27 ? rate_unit_bits[u] : s->geom->unitBits[u]);
}

/* The cells of unit u at the positions in mask m. */
static RateBits unit_subset(const RateState *s, int u, unsigned m){
  RateBits b = 0;
  for(; m; m&=m-1) b |= RATE_BIT(rate_unit_cell(s, u, __builtin_ctz(m)));
  return b;
}

/*
** Type 3 with naked sets of `degree` digits in unit u shared by c1 and c2
** (at positions i1 and i2): the sets of cells that hold c1 and not c2,
** in SE's order (that of their position masks), where c1 stands for the
** extra digits of both.  Only cells with two or more candidates, which
** fit in `degree` digits with the extra ones, can be among the others.
*/
static void type3_naked(LoopSearch *p, int u, int i1, int i2, int c1, int c2,
                        unsigned extra, int degree, double base){
  const RateState *s = p->s;
  unsigned fit = 0, m;
  int i;
  for(i=0; i<9; i++){
    unsigned c = s->cand[rate_unit_cell(s, u, i)];
    if( i!=i1 && i!=i2 && rate_popc(c)>=2 && rate_popc(c|extra)<=degree ){
      fit |= 1u<<i;
    }
  }
  m = 0;
  do{
    unsigned others, naked, uni;
    if( rate_popc(m)!=degree-1 ) continue;
    naked = extra & s->cand[c1] & s->cand[c2];
    uni = extra;
    for(others=m; others; others&=others-1){
      unsigned c = s->cand[rate_unit_cell(s, u, __builtin_ctz(others))];
      naked |= c;
      uni |= c;
    }
    if( rate_popc(naked)!=degree || rate_popc(uni)!=degree ) continue;
    if( p->describe ){
      p->use.unit = u;
      p->use.hidden = 0;
      p->use.set = unit_subset(s, u, m);
      p->use.digits = uni;
    }
    offer_loop_step(p, base + (degree-1)*0.1, 3,
                    unit_cells(s, u) & ~unit_subset(s, u, m | 1u<<i1)
                    & ~RATE_BIT(c2), uni);
  }while( (m = (m-fit) & fit)!=0 );   /* the next subset of fit */
}

/*
** Type 3 with hidden sets of `degree` digits in unit u: v1, v2 and
** degree-2 digits foreign to c1 and c2, confined to `degree` cells of
** the unit once c2 is left out; the other cells of the set lose the
** other digits.  In SE's order (that of the digit masks); only digits
** with places that fit in `degree` cells with those of v1 and v2 count.
*/
static void type3_hidden(LoopSearch *p, int u, int i1, int i2,
                         unsigned extra, int degree, double base){
  const RateState *s = p->s;
  unsigned out = ~(1u<<i2), pairPos = 0, pool = 0, h, v;
  for(v=p->pair; v; v&=v-1){
    pairPos |= rate_places(s, u, __builtin_ctz(v)+1) & out;
  }
  for(v=ALL9 & ~p->pair & ~extra; v; v&=v-1){
    unsigned q = rate_places(s, u, __builtin_ctz(v)+1) & out;
    if( q && rate_popc(q|pairPos)<=degree ) pool |= v & -v;
  }
  if( rate_popc(pairPos)>degree || rate_popc(pool)<degree-2 ) return;
  h = 0;
  do{
    unsigned pos = pairPos;
    if( rate_popc(h)!=degree-2 ) continue;
    for(v=h; v; v&=v-1) pos |= rate_places(s, u, __builtin_ctz(v)+1) & out;
    if( rate_popc(pos)!=degree ) continue;
    pos &= ~(1u<<i1);
    if( p->describe ){
      p->use.unit = u;
      p->use.hidden = 1;
      p->use.set = unit_subset(s, u, pos);
      p->use.digits = h | p->pair;
    }
    offer_loop_step(p, base + (rate_popc(pos)-1)*0.1, 3,
                    unit_subset(s, u, pos), ALL9 & ~(h | p->pair));
  }while( (h = (h-pool) & pool)!=0 );   /* the next subset of pool */
}

/* Type 3 for extra cells c1 and c2, whose extra digits are `extra`: by
** degree, then unit (box, row, column, a variant's), naked sets before
** hidden ones. */
static void type3(LoopSearch *p, int c1, int c2, unsigned extra, double base){
  int aUnit[RATE_N_KIND], aEmpty[RATE_N_KIND], nUnit = 0, degree, k;
  for(k=0; k<n_kind(p->s); k++){
    int u = region_of(p->s, c1, k);
    if( u<0 || u!=region_of(p->s, c2, k) ) continue;
    aUnit[nUnit] = u;
    aEmpty[nUnit++] = rate_empty_in(p->s, u);
  }
  for(degree=2; degree<=7 && beats(p, base + (degree-2)*0.1, 3); degree++){
    for(k=0; k<nUnit; k++){
      int u = aUnit[k];
      int i1 = position_in(p->s, u, c1), i2 = position_in(p->s, u, c2);
      if( degree*2<=aEmpty[k] && degree>=rate_popc(extra) ){
        type3_naked(p, u, i1, i2, c1, c2, extra, degree, base);
      }
      if( degree*2<aEmpty[k] ) type3_hidden(p, u, i1, i2, extra, degree, base);
    }
  }
}

/* Type 4's use: the first unit (SE's order) of c1 and c2 where the
** digit `keep` has no other place. */
static void use_lock(LoopSearch *p, int c1, int c2, unsigned keep){
  int k;
  p->use.digits = keep;
  for(k=0; k<n_kind(p->s); k++){
    int u = region_of(p->s, c1, k);
    unsigned ends;
    if( u<0 || u!=region_of(p->s, c2, k) ) continue;
    ends = 1u<<position_in(p->s, u, c1) | 1u<<position_in(p->s, u, c2);
    if( (rate_places(p->s, u, rate_low_digit(keep)) & ~ends)==0 ){
      p->use.unit = u;
      return;
    }
  }
}

/* Type 4: v1 (else v2) has no place but c1 and c2 in a unit they share:
** both lose the other digit. */
static void type4(LoopSearch *p, int c1, int c2, double base){
  unsigned lock = 0;
  int k;
  for(k=0; k<n_kind(p->s); k++){
    int u = region_of(p->s, c1, k);
    unsigned ends, v;
    if( u<0 || u!=region_of(p->s, c2, k) ) continue;
    ends = 1u<<position_in(p->s, u, c1) | 1u<<position_in(p->s, u, c2);
    for(v=p->pair; v; v&=v-1){
      if( (rate_places(p->s, u, __builtin_ctz(v)+1) & ~ends)==0 ) lock |= v & -v;
    }
  }
  if( lock ){
    unsigned keep = lock & -lock;   /* v1 when both are locked */
    if( p->describe ) use_lock(p, c1, c2, keep);
    offer_loop_step(p, base, 4, RATE_BIT(c1) | RATE_BIT(c2), p->pair & ~keep);
  }
}

/* Under anti-knight, anti-king and non-consecutive rules SE takes no
** loop that these could break (rate_geom_restricted). */
static int restricted(const LoopSearch *p){
  int k;
  for(k=0; k<p->n; k++){
    if( rate_geom_restricted(p->s, p->aLoop[k], p->pair) ) return 1;
  }
  return 0;
}

/* The steps of the loop in p->aLoop, closed, in SE's order. */
static void loop_steps(LoopSearch *p){
  const RateState *s = p->s;
  int aExtra[81], nExtra = 0, k;
  RateBits extraCells = 0, seeAll = ~(RateBits)0;
  double base = loop_base(p->n);
  /* valid: every unit visited holds one cell at an even position and
  ** one at an odd position (extend_loop_path() saw to no unit twice at
  ** one) */
  if( hopeless(p, p->n) || p->aSeen[0]!=p->aSeen[1] ) return;
  if( s->geom && restricted(p) ) return;
  if( p->describe ) p->use.unit = -1;
  for(k=0; k<p->n; k++){
    int c = p->aLoop[k];
    if( rate_popc(s->cand[c])>2 ){
      aExtra[nExtra++] = c;
      extraCells |= RATE_BIT(c);
      seeAll &= rate_peer_set(s, c);
    }
  }
  if( nExtra==1 ){
    offer_loop_step(p, base, 1, extraCells, p->pair);
  }else if( nExtra>=2 ){
    int c1 = aExtra[0], c2 = aExtra[1];
    unsigned extra = (s->cand[c1] | s->cand[c2]) & ~p->pair;
    if( nExtra>2 || rate_popc(extra)==1 ){
      unsigned x = s->cand[c1] & ~p->pair;
      offer_loop_step(p, base, 2, seeAll & ~extraCells, x & -x);
    }else{
      type3(p, c1, c2, extra, base);
    }
    if( nExtra==2 ) type4(p, c1, c2, base);
  }
}

/*
** Extend the path, whose last cell is `cell`, through the units of the
** kinds other than `lastKind`, in SE's order: `nFree` more cells may have
** extra digits (or any number, while all extra digits so far are one),
** `ex` are the extra digits so far.  A path that visits a unit twice at
** even positions, or twice at odd ones, cannot close into a valid loop
** and stops.
*/
static void extend_loop_path(LoopSearch *p, int cell, int nFree,
                             unsigned ex, int lastKind){
  const RateState *s = p->s;
  unsigned long long units = cell_units(s, cell);
  int k, nKind = n_kind(s);
  p->aSeen[p->n & 1] |= units;
  p->aLoop[p->n++] = cell;
  p->inLoop |= RATE_BIT(cell);
  for(k=0; k<nKind && p->nNode<p->nMax; k++){
    RateBits uc, m;
    int u = region_of(s, cell, k), next;
    if( k==lastKind || u<0 ) continue;
    /* the unit's cells in SE's order */
    uc = unit_cells(s, u);
    m = uc & p->usable & ~p->inLoop;
    if( p->n>=4 ) m |= uc & RATE_BIT(p->aLoop[0]);
    for(; m; m = u<27 ? m & (m-1) : m & ~RATE_BIT(next)){
      unsigned c, ex2;
      next = u<27 ? rate_lowest_cell(m) : first_in_unit(s, u, m);
      c = s->cand[next];
      if( next==p->aLoop[0] ){
        loop_steps(p);
        continue;
      }
      if( p->aSeen[p->n & 1] & cell_units(s, next) ) continue;
      ex2 = ex | (c & ~p->pair);
      if( rate_popc(c)!=2 && rate_popc(ex2)!=1 && nFree<=0 ) continue;
      if( hopeless(p, p->n+1) ) continue;
      p->nNode++;
      extend_loop_path(p, next, nFree - (rate_popc(c)>2), ex2, k);
    }
  }
  p->n--;
  p->inLoop &= ~RATE_BIT(cell);
  p->aSeen[p->n & 1] &= ~units;
}

/*
** Describe step b in w: the loop's cells (loop) in order, their two
** digits (pattern), the other digits of the cells holding more
** (guardian), for type 3 the unit and the set's cells (cell), for type 4
** the unit, and the sentence.  The loop starts at a cell holding just
** its two digits.
*/
static void describe_loop(const RateState *s, const Candidate *b,
                          RateWhy *w){
  char z[RATE_UNIT_NAME_MAX];
  unsigned pair = s->cand[b->aLoop[0]], extra = 0, d;
  int v1 = rate_low_digit(pair), v2 = rate_low_digit(pair & (pair-1));
  int k;
  RateBits guards = 0, elim = 0, m;
  for(k=0; k<b->size; k++){
    int c = b->aLoop[k];
    rate_why_cell(w, RATE_ROLE_LOOP, c);
    rate_why_cand(w, RATE_ROLE_PATTERN, c, v1);
    rate_why_cand(w, RATE_ROLE_PATTERN, c, v2);
    for(d=s->cand[c] & ~pair; d; d&=d-1){
      rate_why_cand(w, RATE_ROLE_GUARDIAN, c, rate_low_digit(d));
    }
    if( s->cand[c] & ~pair ){
      guards |= RATE_BIT(c);
      extra |= s->cand[c] & ~pair;
    }
  }
  for(m=b->cells; m; m&=m-1){
    if( s->cand[rate_lowest_cell(m)] & b->digits ) elim |= RATE_BIT(rate_lowest_cell(m));
  }
  if( b->use.unit>=0 ){
    rate_why_unit(w, RATE_ROLE_UNIT, b->use.unit);
    for(m=b->type==3 ? b->use.set : 0; m; m&=m-1){
      rate_why_cell(w, RATE_ROLE_CELL, rate_lowest_cell(m));
    }
  }
  for(k=0; k<b->size; k++){
    rate_why_say(w, "%s", k==0 ? "" : k+1<b->size ? ", " : " and ");
    rate_why_say(w, "r%dc%d", b->aLoop[k]/9+1, b->aLoop[k]%9+1);
  }
  rate_why_say(w, " would form a deadly pattern of %d and %d (two "
               "solutions); ", v1, v2);
  switch( b->type ){
    case 1:
      rate_say_cells(w, guards);
      rate_why_say(w, " must keep it from forming, so it is neither %d nor "
                   "%d.", v1, v2);
      break;
    case 2:
      rate_say_cells(w, guards);
      rate_why_say(w, " hold%s only %d besides, so %s %d, and ",
                   rate_bits_count(guards)==1 ? "s" : "",
                   rate_low_digit(b->digits),
                   rate_bits_count(guards)==1 ? "it is" : "one of them is",
                   rate_low_digit(b->digits));
      rate_say_cells(w, elim);
      rate_why_say(w, ", which see%s them all, cannot be %d.",
                   rate_bits_count(elim)==1 ? "s" : "",
                   rate_low_digit(b->digits));
      break;
    case 3:
      rate_say_cells(w, guards);
      rate_why_say(w, " must keep it from forming, so one of them is ");
      rate_say_digits(w, extra, "or");
      if( b->use.hidden ){
        rate_why_say(w, ", not %d or %d; then in %s, ", v1, v2,
                     rate_why_unit_name(w, b->use.unit, z));
        rate_say_digits(w, b->use.digits, "and");
        rate_why_say(w, " can only go in ");
        rate_say_cells(w, b->use.set);
        rate_why_say(w, " and one of ");
        rate_say_cells(w, guards);
        rate_why_say(w, ", a hidden %s, so ",
                     rate_say_set_name(rate_popc(b->use.digits)));
        rate_say_cells(w, elim);
        rate_why_say(w, " can only be ");
        rate_say_digits(w, b->use.digits, "or");
        rate_why_say(w, ".");
      }else{
        rate_why_say(w, ", and with ");
        rate_say_cells(w, b->use.set);
        rate_why_say(w, " that makes a naked %s of ",
                     rate_say_set_name(rate_popc(b->use.digits)));
        rate_say_digits(w, b->use.digits, "and");
        rate_why_say(w, " in %s, so ", rate_why_unit_name(w, b->use.unit, z));
        rate_say_cells(w, elim);
        rate_why_say(w, " cannot be ");
        rate_say_digits(w, b->digits, "or");
        rate_why_say(w, ".");
      }
      break;
    default:
      rate_why_say(w, "in %s, %d can only go in ",
                   rate_why_unit_name(w, b->use.unit, z), rate_low_digit(b->use.digits));
      rate_say_cells(w, guards);
      rate_why_say(w, ", so one of them is %d, and to keep the pattern from "
                   "forming neither can be %d.", rate_low_digit(b->use.digits),
                   rate_low_digit(b->digits));
      break;
  }
}

int rate_find_unique_loop(const RateState *s, RateFind *f, int variant){
  LoopSearch ls;
  RateBits aHas[9], bivalue = 0, m;
  int c, d, k, tech;
  (void)variant;
  rate_digit_cells(s->cand, aHas);
  for(c=0; c<81; c++){
    if( rate_popc(s->cand[c])==2 ) bivalue |= RATE_BIT(c);
  }
  ls.s = s;
  ls.n = 0;
  ls.inLoop = 0;
  ls.nNode = 0;
  ls.nMax = work_steps_left(s->work, LOOP_NODE_WORK);
  ls.hasBest = 0;
  ls.describe = f->why!=0;
  ls.use.unit = -1;
  ls.aSeen[0] = ls.aSeen[1] = 0;
  for(c=0; c<81 && !hopeless(&ls, 4); c++){
    unsigned x = s->cand[c];
    if( rate_popc(x)!=2 ) continue;
    ls.pair = x;
    ls.usable = aHas[__builtin_ctz(x)] & aHas[31-__builtin_clz(x)]
                & ~(bivalue & (RATE_BIT(c)-1));
    /* a loop leaves its start through units of two kinds */
    for(d=0, k=0; k<n_kind(s); k++){
      int u = region_of(s, c, k);
      d += u>=0 && (unit_cells(s, u) & ls.usable & ~RATE_BIT(c))!=0;
    }
    if( d>=2 ) extend_loop_path(&ls, c, 2, 0, -1);
  }
  work_charge(s->work, ls.nNode*LOOP_NODE_WORK);
  if( !ls.hasBest ) return 0;
  tech = (ls.best.size==4 ? RATE_UNIQUE_RECT1 : RATE_UNIQUE_LOOP1)
         + ls.best.type-1;
  rate_find_start(f, tech, (int)(ls.best.diff*10+0.5));
  for(m=ls.best.cells; m; m&=m-1){
    int cell = rate_lowest_cell(m);
    unsigned d;
    for(d=ls.best.digits & s->cand[cell]; d; d&=d-1){
      rate_find_elim(f, s, cell, __builtin_ctz(d)+1);
    }
  }
  if( f->why ) describe_loop(s, &ls.best, f->why);
  return 1;
}
