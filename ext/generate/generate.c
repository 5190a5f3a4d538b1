/* SPDX-License-Identifier: MIT */
/*
** generate.c: make a puzzle with one solution to the options of a
** GenOptions (see generate.h).
**
** An attempt starts from a random full grid (gen_fill.c) and empties the
** orbits of the symmetry (single cells without one) in a random order,
** each kept empty only while the puzzle keeps one solution and enough
** givens; that ends at a puzzle from which no orbit can go.  With a
** pattern, the givens' places are fixed instead and their values are
** changed until the puzzle has one solution.  For a rating band (9x9):
**
**   - too hard: the puzzles met on the way down (each a superset of the
**     next) are bisected for the last one rated at most the band's top;
**   - too easy: climb: move a given (empty one orbit, fill others from
**     the solution where another solution differs, until unique again),
**     empty what can go again, and keep the result when its rating did
**     not fall, until it lands in the band.
**
** A rating stops at the first step above the band (gen_rate_upto).
**
** An attempt that fails gives way to the next (a new grid).  All of it is
** charged to the Work; GEN_EFFORT_MAX bounds a call without a limit.
** Under the rules of a variant (and on sides without square boxes) the
** solver of variants counts, and the shortcuts that hold for plain
** sudoku only (values a peer holds, rectangles of two values) are off.
*/
#include "genint.h"
#include "rate.h"
#include "solve.h"

#include <string.h>

/* Moves in a row without a rise in rating after which a climb gives up. */
#define CLIMB_STEPS 30

/* Orbits a climb's move fills at most to make the puzzle unique again. */
#define GEN_REFILL_MAX 3

/* Value changes a pattern fit tries per cell of the grid, and the
** solutions it counts at most. */
#define FIT_STEPS_PER_CELL 4
#define FIT_LIMIT 64

/* One call's state. */
typedef struct Gen Gen;
struct Gen {
  const GenOptions *o;
  GenRng rng;
  Work w;                    /* this call's work */
  int (*xCancel)(void*);
  void *pCancelArg;
  int rc;                    /* why it stopped: a GenStatus */
  int ncell;
  GenOrbits orb;
  Grid sol;                  /* the solution of the attempt */
  VarModel *model;           /* the variant's rules; NULL: plain square */
};

/* Note the first reason to stop; returns -1. */
static int gen_fail(Gen *p, int rc){
  if( p->rc==GEN_OK ) p->rc = rc;
  return -1;
}

/* -1 (GEN_CANCELLED) when the caller asks to stop, else 0. */
static int gen_cancelled(Gen *p){
  if( p->xCancel && p->xCancel(p->pCancelArg) ){
    return gen_fail(p, GEN_CANCELLED);
  }
  return 0;
}

/* A count n of the solver as gen_count returns it. */
static long long gen_counted(Gen *p, unsigned long long n){
  if( n==SOLVE_OVER_BUDGET ) return gen_fail(p, GEN_OVER_BUDGET);
  if( n==SOLVE_NOMEM ) return gen_fail(p, GEN_NOMEM);
  return (long long)n;
}

/* The solutions of g counted up to limit (the first into *first when
** not NULL) on the call's work, or -1 when the search could not finish. */
static long long gen_count(Gen *p, const Grid *g, unsigned long long limit,
                           Grid *first){
  return gen_counted(p, p->model
                        ? varmodel_solve(p->model, g, limit, first, 0, &p->w)
                        : solve_grid(g, limit, first, 0, &p->w));
}

/* 1 when g has one solution, 0 when not, -1 on failure. */
static int gen_unique(Gen *p, const Grid *g){
  long long n = gen_count(p, g, 2, 0);
  return n<0 ? -1 : n==1;
}

/* The values of 1..side that no given of g sees from cell c, as a mask
** (under the rules of a variant, every value). */
static unsigned free_values(const Gen *p, const Grid *g, int c){
  int side = g->side, r = c/side, col = c%side, k, b0;
  unsigned used = 0;
  if( p->model ) return (1u<<side)-1;
  b0 = (r - r%g->box)*side + col - col%g->box;
  for(k=0; k<side; k++){
    int inBox = b0 + (k/g->box)*side + k%g->box;
    if( r*side+k!=c ) used |= 1u<<g->v[r*side+k];
    if( k*side+col!=c ) used |= 1u<<g->v[k*side+col];
    if( inBox!=c ) used |= 1u<<g->v[inBox];
  }
  return ((1u<<side)-1) & ~(used>>1);
}

/*
** 1 when cell c of g is in a rectangle of the solution whose other three
** cells are empty: cells (r1,c1) (r1,c2) (r2,c1) (r2,c2) in two boxes,
** with values a b / b a.  Swapping a and b there gives a second
** solution, so g without c cannot be unique (a quarter of the failed
** removals of a 9x9 are caught so, without a search).
*/
static int gen_lone_in_rectangle(const Gen *p, const Grid *g, int c){
  int side = g->side, box = g->box, r1 = c/side, c1 = c%side, c2, r2;
  const unsigned char *s = p->sol.v;
  for(c2=0; c2<side; c2++){
    if( c2==c1 ) continue;
    for(r2=0; s[r2*side+c1]!=s[r1*side+c2]; r2++){}
    if( s[r2*side+c2]==s[c] && (r1/box==r2/box || c1/box==c2/box)
     && !g->v[r1*side+c2] && !g->v[r2*side+c1] && !g->v[r2*side+c2] ){
      return 1;
    }
  }
  return 0;
}

/* 1 when emptying orbit k (already emptied in g) left a rectangle of the
** solution without a given (see gen_lone_in_rectangle); never under the
** rules of a variant, which a swap may break. */
static int orbit_in_rectangle(const Gen *p, const Grid *g, int k){
  int i;
  if( p->model ) return 0;
  for(i=p->orb.aStart[k]; i<p->orb.aStart[k+1]; i++){
    if( gen_lone_in_rectangle(p, g, p->orb.aCell[i]) ) return 1;
  }
  return 0;
}

/*
** 1 when g, which has one solution (p->sol), keeps it without the given
** in cell c; 0 when not; -1 on failure.  Cheaper than counting the
** solutions of g without c to 2: another solution must put another value
** in c, so each such value is tried alone for a first solution, which
** propagation from the extra given often refutes at once.  Under the
** rules of a variant, where no value is ruled out beforehand, one search
** looks for a solution with any other value there (on a sparse
** non-consecutive puzzle, one proof instead of eight).
*/
static int gen_unique_without(Gen *p, Grid *g, int c){
  unsigned m = free_values(p, g, c) & ~(1u<<(p->sol.v[c]-1));
  int r = 1;
  if( p->model ){
    long long n;
    g->v[c] = 0;
    n = gen_counted(p, varmodel_solve_except(p->model, g, c, p->sol.v[c], 1,
                                             0, 0, &p->w));
    return n<0 ? -1 : n==0;
  }
  if( gen_lone_in_rectangle(p, g, c) ) return 0;
  while( m && r==1 ){
    long long n;
    g->v[c] = (unsigned char)(__builtin_ctz(m)+1);
    m &= m-1;
    n = gen_count(p, g, 1, 0);
    if( n ) r = n<0 ? -1 : 0;
  }
  g->v[c] = 0;
  return r;
}

/* The SE rating of g (one solution, p->sol) in tenths, or -1 on
** failure; gen_rate_upto (gen_local.c) stops it above the band. */
static int gen_rate(Gen *p, const Grid *g){
  int score, rc;
  if( gen_cancelled(p) ) return -1;
  rc = gen_rate_upto(g, &p->sol, p->o->rateHi, &p->w, &score);
  if( rc==RATE_OK ) return score;
  return gen_fail(p, rc==RATE_OVER_BUDGET ? GEN_OVER_BUDGET
                     : rc==RATE_NOMEM ? GEN_NOMEM : GEN_NOT_FOUND);
}

/* Cells in orbit k. */
static int orbit_size(const Gen *p, int k){
  return p->orb.aStart[k+1] - p->orb.aStart[k];
}

/* Empty orbit k of g, or with `from` set it to from's values. */
static void orbit_set(const Gen *p, Grid *g, int k, const Grid *from){
  int i;
  for(i=p->orb.aStart[k]; i<p->orb.aStart[k+1]; i++){
    int c = p->orb.aCell[i];
    g->v[c] = from ? from->v[c] : 0;
  }
}

/* Shuffle a[0..n-1]. */
static void gen_shuffle(Gen *p, unsigned short *a, int n){
  int i;
  for(i=n-1; i>0; i--){
    int j = (int)gen_rng_below(&p->rng, (unsigned)i+1);
    unsigned short t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}

/* The orbits of g that are given (bGiven) or empty, into a (shuffled);
** returns their number. */
static int orbits_of(Gen *p, const Grid *g, int bGiven, unsigned short *a){
  int k, n = 0;
  for(k=0; k<p->orb.nOrbit; k++){
    if( (g->v[p->orb.aCell[p->orb.aStart[k]]]!=0)==bGiven ){
      a[n++] = (unsigned short)k;
    }
  }
  gen_shuffle(p, a, n);
  return n;
}

/*
** Empty the given orbits aOrder[0..nOrder) of g in turn, each kept empty
** only while g keeps one solution and at least `floor` givens, as the
** plain one-by-one removal does, but trying runs of orbits at once while
** at least half the cells are given (where nearly every removal passes):
** when g stays unique without a whole run, it does without each prefix
** of it too, so the result is that of one by one.  A run that fails is
** halved, one that passes doubles the next.  A single cell is tested with
** gen_unique_without.  The orbits emptied are appended to
** aChain[*pnChain] (in order).  Returns the givens left, or -1.
*/
static int gen_reduce(Gen *p, Grid *g, const unsigned short *aOrder,
                      int nOrder, int floor, unsigned short *aChain,
                      int *pnChain){
  int nGiven = grid_clues(g), i = 0, run = 1, j, k;
  while( i<nOrder ){
    int nCell = 0, r;
    if( gen_cancelled(p) ) return -1;
    for(j=i; j<nOrder && j-i<run; j++){
      int n = orbit_size(p, aOrder[j]);
      if( nGiven-nCell-n<floor ) break;
      nCell += n;
    }
    if( j==i ){ i++; continue; }       /* would go below the floor */
    for(k=i; k<j; k++) orbit_set(p, g, aOrder[k], 0);
    if( j-i==1 && nCell==1 ){
      r = gen_unique_without(p, g, p->orb.aCell[p->orb.aStart[aOrder[i]]]);
    }else if( j-i==1 && orbit_in_rectangle(p, g, aOrder[i]) ){
      r = 0;
    }else{
      r = gen_unique(p, g);
    }
    if( r<0 ) return -1;
    if( r ){
      for(k=i; k<j; k++) aChain[(*pnChain)++] = aOrder[k];
      nGiven -= nCell;
      i = j;
      run = nGiven*2>=p->ncell ? run*2 : 1;
    }else{
      for(k=i; k<j; k++) orbit_set(p, g, aOrder[k], &p->sol);
      run = (j-i+1)/2;
      if( j-i==1 ) i++;
    }
  }
  return nGiven;
}

/* 1 when no single given of g (one solution) can go without losing
** uniqueness, 0 when one can, -1 on failure. */
static int gen_is_minimal(Gen *p, Grid *g){
  int c;
  for(c=0; c<p->ncell; c++){
    unsigned char v = g->v[c];
    int r;
    if( v==0 ) continue;
    g->v[c] = 0;
    r = gen_unique_without(p, g, c);
    g->v[c] = v;
    if( r ) return r<0 ? -1 : 0;
  }
  return 1;
}

/* 1 when g (one solution, orbit-minimal when asked) may be the answer as
** for "minimal" and "givens", 0 when not, -1 on failure. */
static int gen_fits(Gen *p, Grid *g){
  int n = grid_clues(g);
  if( n<p->o->givensLo || n>p->o->givensHi ) return 0;
  if( p->o->minimal && (p->o->sym!=GEN_SYM_NONE || p->o->hasPattern) ){
    return gen_is_minimal(p, g);
  }
  return 1;
}

/* 1 when score is in the band asked. */
static int in_band(const Gen *p, int score){
  return score>=p->o->rateLo && score<=p->o->rateHi;
}

/* The solution without the orbits aChain[0..n). */
static void chain_grid(const Gen *p, const unsigned short *aChain, int n,
                       Grid *g){
  int k;
  *g = p->sol;
  for(k=0; k<n; k++) orbit_set(p, g, aChain[k], 0);
}

/*
** g was reduced from the solution by emptying aChain[0..nChain) in order
** and rates above the band.  Bisect the chain for the last puzzle on it
** rated at most the top of the band, among those with few enough givens;
** when that one is in the band, it goes into g.  Returns its score, 0
** when the chain has none in the band there, -1 on failure.
*/
static int gen_bisect(Gen *p, Grid *g, const unsigned short *aChain,
                      int nChain){
  int a = 0, b = nChain, nGiven = p->ncell, ra;
  Grid qa, qm;
  while( a<nChain && (a==0 || nGiven>p->o->givensHi) ){
    nGiven -= orbit_size(p, aChain[a++]);
  }
  if( a>=b ) return 0;
  chain_grid(p, aChain, a, &qa);
  if( (ra = gen_rate(p, &qa))<0 ) return -1;
  if( ra>p->o->rateHi ) return 0;
  while( b-a>1 ){
    int m = a+(b-a)/2, rm;
    chain_grid(p, aChain, m, &qm);
    if( (rm = gen_rate(p, &qm))<0 ) return -1;
    if( rm<=p->o->rateHi ){
      a = m;
      ra = rm;
      qa = qm;
    }else{
      b = m;
    }
  }
  if( !in_band(p, ra) ) return 0;
  *g = qa;
  return ra;
}

/*
** Another solution of g (which has p->sol) than p->sol into *pOther,
** one whose cell c differs: 1 when found, 0 when there is none (g is
** unique), -1 on failure.  Each other value c could take is tried for a
** first solution.
*/
static int gen_other_solution(Gen *p, Grid *g, int c, Grid *pOther){
  unsigned m = free_values(p, g, c) & ~(1u<<(p->sol.v[c]-1));
  int r = 0;
  if( p->model ){
    long long n;
    n = gen_counted(p, varmodel_solve_except(p->model, g, c, p->sol.v[c], 1,
                                             pOther, 0, &p->w));
    return n<0 ? -1 : n>0;
  }
  while( m && r==0 ){
    long long n;
    g->v[c] = (unsigned char)(__builtin_ctz(m)+1);
    m &= m-1;
    n = gen_count(p, g, 1, pOther);
    if( n ) r = n<0 ? -1 : 1;
  }
  g->v[c] = 0;
  return r;
}

/*
** g, unique with the given orbit k, lost it: fill empty orbits from the
** solution until it has one solution again, each where another solution
** differs from p->sol (so that the fill rules that one out), the first
** such in the order of aEmpty[0..nEmpty), at most GEN_REFILL_MAX of
** them.  Any other solution differs from p->sol in orbit k, so looking
** there for one (gen_other_solution) proves uniqueness too.  Returns 1 when
** g is unique, 0 when not, -1 on failure.
*/
static int gen_refill(Gen *p, Grid *g, int k, const unsigned short *aEmpty,
                      int nEmpty){
  int nFill;
  for(nFill=0; nFill<=GEN_REFILL_MAX; nFill++){
    Grid other;
    int r = 0, i, j = 0;
    for(i=p->orb.aStart[k]; i<p->orb.aStart[k+1] && r==0; i++){
      r = gen_other_solution(p, g, p->orb.aCell[i], &other);
    }
    if( r<=0 ) return r<0 ? -1 : 1;
    if( nFill==GEN_REFILL_MAX ) return 0;
    for(i=0; i<nEmpty && j==0; i++){
      int e;
      if( aEmpty[i]==k || g->v[p->orb.aCell[p->orb.aStart[aEmpty[i]]]] ){
        continue;
      }
      for(e=p->orb.aStart[aEmpty[i]]; e<p->orb.aStart[aEmpty[i]+1]; e++){
        if( other.v[p->orb.aCell[e]]!=p->sol.v[p->orb.aCell[e]] ) j = 1;
      }
      if( j ) orbit_set(p, g, aEmpty[i], &p->sol);
    }
    if( j==0 ) return 0;
  }
  return 0;
}

/*
** g (one solution, rated *pScore, below the band) climbs: a random given
** orbit is emptied and empty ones filled from the solution until it has
** one solution again (gen_refill); then what can go goes (down to the
** floor), and the result replaces g when its rating is no lower and not
** above the band.  Returns 1 with g and *pScore in the band, 0 after
** CLIMB_STEPS moves in a row without a rise in rating, -1 on failure.
*/
static int gen_climb(Gen *p, Grid *g, int *pScore, int floor){
  unsigned short aGiven[GRID_MAX_CELLS], aEmpty[GRID_MAX_CELLS];
  unsigned short aChain[GRID_MAX_CELLS];
  int step;
  for(step=0; step<CLIMB_STEPS; step++){
    Grid q = *g;
    int nGiven = orbits_of(p, &q, 1, aGiven);
    int nEmpty = orbits_of(p, &q, 0, aEmpty);
    int r, nChain = 0, score;
    if( nGiven==0 || nEmpty==0 ) return 0;
    orbit_set(p, &q, aGiven[0], 0);
    if( (r = gen_refill(p, &q, aGiven[0], aEmpty, nEmpty))<=0 ){
      if( r<0 ) return -1;
      continue;
    }
    nGiven = orbits_of(p, &q, 1, aGiven);
    if( gen_reduce(p, &q, aGiven, nGiven, floor, aChain, &nChain)<0 ){
      return -1;
    }
    if( (r = gen_fits(p, &q))<=0 ){
      if( r<0 ) return -1;
      continue;
    }
    if( (score = gen_rate(p, &q))<0 ) return -1;
    if( score<*pScore || score>p->o->rateHi ) continue;
    if( score>*pScore ) step = 0;
    *g = q;
    *pScore = score;
    if( in_band(p, score) ) return 1;
  }
  return 0;
}

/*
** Make the givens of g (a grid of the size, such as the solution) those
** of the pattern, with values that give one solution: start from the
** solution's values there and change one given at a time to a
** value that does not clash, keeping the change when the puzzle still
** has a solution and no more of them (counted up to FIT_LIMIT).  Returns
** 1 with g unique and p->sol its solution, 0 after FIT_STEPS_PER_CELL
** changes per cell, -1 on failure.
*/
static int gen_fit_pattern(Gen *p, Grid *g){
  unsigned short aCell[GRID_MAX_CELLS];
  int nCell = 0, c, step;
  long long n;
  for(c=0; c<p->ncell; c++){
    g->v[c] = p->o->pattern[c] ? p->sol.v[c] : 0;
    if( g->v[c] ) aCell[nCell++] = (unsigned short)c;
  }
  if( (n = gen_count(p, g, FIT_LIMIT, 0))<0 ) return -1;
  for(step=0; n!=1 && step<FIT_STEPS_PER_CELL*p->ncell; step++){
    unsigned mFree;
    unsigned char old;
    long long m;
    c = aCell[gen_rng_below(&p->rng, (unsigned)nCell)];
    old = g->v[c];
    mFree = free_values(p, g, c) & ~(1u<<(old-1));
    if( mFree==0 ) continue;
    g->v[c] = (unsigned char)(gen_rng_bit(&p->rng, mFree)+1);
    if( (m = gen_count(p, g, FIT_LIMIT, 0))<0 ) return -1;
    if( m>=1 && m<=n ) n = m;
    else g->v[c] = old;
  }
  if( n==1 && (n = gen_count(p, g, 1, &p->sol))<0 ) return -1;
  return n==1;
}

/*
** Where the removal of givens stops: with "minimal" at none (it must find
** a minimal puzzle); for a band at the fewest givens allowed (the band
** search then looks back up the way); else at the most allowed, so that
** a large grid is not emptied further than asked (a minimal puzzle when
** "givens" does not bound it).
*/
static int gen_floor(const Gen *p){
  const GenOptions *o = p->o;
  if( o->minimal ) return 0;
  if( o->rateHi || o->givensHi==p->ncell ) return o->givensLo;
  return o->givensHi;
}

/*
** One attempt from a new random grid.  Returns 1 with the answer in
** *res, 0 when this grid did not give one, -1 on failure.
*/
static int gen_attempt(Gen *p, GenResult *res){
  const GenOptions *o = p->o;
  unsigned short aOrder[GRID_MAX_CELLS], aChain[GRID_MAX_CELLS];
  int nChain = 0, floor = gen_floor(p), r, score = -1;
  Grid g;
  if( gen_cancelled(p) ) return -1;
  r = p->model ? gen_fill_rules(&o->rules, p->model, &p->rng, &p->w, &p->sol)
               : gen_fill(o->box, &p->rng, &p->w, &p->sol);
  if( r ) return gen_fail(p, r);
  g = p->sol;
  if( o->hasPattern ){
    r = gen_fit_pattern(p, &g);
  }else{
    int n = orbits_of(p, &g, 1, aOrder);
    r = gen_reduce(p, &g, aOrder, n, floor, aChain, &nChain)<0 ? -1 : 1;
  }
  if( r<=0 ) return r;
  if( o->rateHi ){
    if( (score = gen_rate(p, &g))<0 ) return -1;
    if( score>o->rateHi ){
      if( o->minimal || o->hasPattern ) return 0;
      if( (score = gen_bisect(p, &g, aChain, nChain))<=0 ) return score;
    }else if( score<o->rateLo ){
      if( o->hasPattern ) return 0;
      if( (r = gen_climb(p, &g, &score, floor))<=0 ) return r;
    }
  }
  if( (r = gen_fits(p, &g))<=0 ) return r;
  res->puzzle = g;
  res->solution = p->sol;
  res->score = score;
  return 1;
}

int generate(const GenOptions *o, unsigned long long seed, Work *work,
             int (*xCancel)(void*), void *pCancelArg, GenResult *res){
  Gen gen;
  int byEffort = 1, r;
  memset(&gen, 0, sizeof(gen));
  gen.o = o;
  gen.xCancel = xCancel;
  gen.pCancelArg = pCancelArg;
  gen.ncell = o->side*o->side;
  gen_rng_seed(&gen.rng, seed);
  gen_orbits(o->side, o->sym, &gen.orb);
  if( o->box==0 || !rules_plain(&o->rules) ){
    gen.model = varmodel_new(&o->rules);
    if( gen.model==0 ) return GEN_NOMEM;
  }
  gen.w.limit = GEN_EFFORT_MAX;
  gen.w.threads = work ? work->threads : 0;
  gen.w.memLimit = work ? work->memLimit : 0;
  if( work && work->limit ){
    unsigned long long left = work->used<work->limit
                              ? work->limit-work->used : 0;
    if( left<=GEN_EFFORT_MAX ){
      /* The caller's budget binds; an exhausted one is over at once. */
      gen.w.limit = left ? left : 1;
      gen.w.used = left ? 0 : 2;
      byEffort = 0;
    }
  }
  res->attempts = 0;
  res->score = -1;
  do{
    res->attempts++;
    r = gen_attempt(&gen, res);
  }while( r==0 );
  if( work ){
    work->used += gen.w.used;
    work->memOver |= gen.w.memOver;
  }
  varmodel_free(gen.model);
  if( r>0 ) return GEN_OK;
  if( gen.rc==GEN_OVER_BUDGET && byEffort ) return GEN_NOT_FOUND;
  return gen.rc;
}
