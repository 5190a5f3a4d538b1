/*
** solven.c: the general solver for 4x4 .. 25x25.  Each cell keeps a
** bitmask of candidates; placing a value removes it from the cell's peers.
** Naked singles (one candidate left) and hidden singles (a value with one
** place left in a unit) are applied until nothing changes, then the search
** branches on the cell with the fewest candidates, copying the state for
** each branch instead of undoing.
*/
#include "solven.h"

#include <string.h>

typedef unsigned int Mask;

/* Everything a search node needs; copied on each branch. */
typedef struct NState NState;
struct NState {
  Mask cand[GRID_MAX_CELLS];            /* candidates of each cell */
  unsigned char val[GRID_MAX_CELLS];    /* 0 = not yet placed */
};

/* Fixed facts about the grid size being solved, and the search outcome. */
typedef struct NSearch NSearch;
struct NSearch {
  int box, side, ncell;
  Mask full;                    /* all values of a unit */
  unsigned long long limit;     /* stop after this many solutions */
  unsigned long long found;     /* solutions found so far */
  Grid *first;                  /* where the first solution goes, or NULL */
  SolveStats stats;
};

static int popcount(Mask m){ return __builtin_popcount(m); }
static int lowest_value(Mask m){ return __builtin_ctz(m)+1; }

/* Place value v in cell i and strike it from the peers. 0 on contradiction. */
static int place(const NSearch *p, NState *s, int i, int v){
  Mask bit = 1u<<(v-1);
  int r = i/p->side, c = i%p->side;
  int r0 = r - r%p->box, c0 = c - c%p->box;
  int k, j;
  if( !(s->cand[i] & bit) ) return 0;
  s->val[i] = (unsigned char)v;
  s->cand[i] = bit;
  for(k=0; k<p->side; k++){
    int peers[3];
    peers[0] = r*p->side + k;
    peers[1] = k*p->side + c;
    peers[2] = (r0 + k/p->box)*p->side + c0 + k%p->box;
    for(j=0; j<3; j++){
      int q = peers[j];
      if( q==i || s->val[q] ) continue;
      s->cand[q] &= ~bit;
      if( s->cand[q]==0 ) return 0;
    }
  }
  return 1;
}

/* Cell index of the k-th cell of unit u (rows, then columns, then boxes). */
static int unit_cell(const NSearch *p, int u, int k){
  int side = p->side, box = p->box;
  if( u<side ) return u*side + k;
  u -= side;
  if( u<side ) return k*side + u;
  u -= side;
  return ((u/box)*box + k/box)*side + (u%box)*box + k%box;
}

/* Apply naked singles everywhere. Returns -1 on contradiction, else the
** number of values placed. */
static int naked_singles(const NSearch *p, NState *s){
  int i, placed = 0;
  for(i=0; i<p->ncell; i++){
    Mask m = s->cand[i];
    if( s->val[i] ) continue;
    if( m==0 ) return -1;
    if( (m & (m-1))==0 ){
      if( !place(p, s, i, lowest_value(m)) ) return -1;
      placed++;
    }
  }
  return placed;
}

/* Apply hidden singles in every unit. Returns -1 on contradiction, else
** the number of values placed. */
static int hidden_singles(const NSearch *p, NState *s){
  int u, k, placed = 0;
  for(u=0; u<3*p->side; u++){
    Mask once = 0, twice = 0, fixed = 0, hidden;
    for(k=0; k<p->side; k++){
      int i = unit_cell(p, u, k);
      Mask m = s->cand[i];
      if( s->val[i] ){ fixed |= m; continue; }
      twice |= once & m;
      once |= m;
    }
    if( (once|fixed)!=p->full ) return -1;
    hidden = once & ~twice & ~fixed;
    while( hidden ){
      Mask bit = hidden & (0u-hidden);
      hidden &= hidden-1;
      for(k=0; k<p->side; k++){
        int i = unit_cell(p, u, k);
        if( !s->val[i] && (s->cand[i] & bit) ){
          if( !place(p, s, i, lowest_value(bit)) ) return -1;
          placed++;
          break;
        }
      }
    }
  }
  return placed;
}

/* Propagate singles to a fixed point. Returns 0 on contradiction. */
static int propagate(const NSearch *p, NState *s){
  for(;;){
    int n = naked_singles(p, s), h;
    if( n<0 ) return 0;
    h = hidden_singles(p, s);
    if( h<0 ) return 0;
    if( n==0 && h==0 ) return 1;
  }
}

/* The empty cell with the fewest candidates, or -1 when all are placed. */
static int best_cell(const NSearch *p, const NState *s){
  int i, best = -1, bestCount = 99;
  for(i=0; i<p->ncell; i++){
    int n;
    if( s->val[i] ) continue;
    n = popcount(s->cand[i]);
    if( n<bestCount ){
      bestCount = n;
      best = i;
      if( n==2 ) break;
    }
  }
  return best;
}

/* Record a completed state as a solution. */
static void record_solution(NSearch *p, const NState *s){
  if( p->found==0 && p->first ){
    int i;
    grid_init(p->first, p->box);
    for(i=0; i<p->ncell; i++) p->first->v[i] = s->val[i];
  }
  p->found++;
}

/* Depth-first search from state s (already propagated). */
static void search(NSearch *p, const NState *s){
  int cell;
  Mask m;
  p->stats.nodes++;
  cell = best_cell(p, s);
  if( cell<0 ){
    record_solution(p, s);
    return;
  }
  for(m = s->cand[cell]; m && p->found<p->limit; m &= m-1){
    NState child;
    p->stats.guesses++;
    memcpy(&child, s, sizeof(child));
    if( place(p, &child, cell, lowest_value(m)) && propagate(p, &child) ){
      search(p, &child);
    }
  }
}

unsigned long long solven(const Grid *g, unsigned long long limit,
                          Grid *first, SolveStats *stats){
  NSearch p;
  NState s;
  int i;
  memset(&p, 0, sizeof(p));
  p.box = g->box;
  p.side = g->side;
  p.ncell = g->ncell;
  p.full = (p.side==32) ? ~0u : (1u<<p.side)-1;
  p.limit = limit ? limit : 1;
  p.first = first;
  for(i=0; i<p.ncell; i++){
    s.cand[i] = p.full;
    s.val[i] = 0;
  }
  for(i=0; i<p.ncell; i++){
    if( g->v[i] && !place(&p, &s, i, g->v[i]) ) goto done;
  }
  if( propagate(&p, &s) ) search(&p, &s);
done:
  if( stats ){
    stats->nodes += p.stats.nodes;
    stats->guesses += p.stats.guesses;
  }
  return p.found;
}
