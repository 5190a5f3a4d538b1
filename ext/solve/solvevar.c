/* SPDX-License-Identifier: MIT */
/*
** solvevar.c: the solver of variants (solvevar.h).
**
** The model lists, for each cell, its peers (the cells that must hold
** another value: its units, a knight's or king's move away, its cage) as
** a list and as a bit set, its orthogonal neighbours when neighbours may
** not be consecutive, and each cage's sum as the sets of values that add
** up to it.  A search state is a candidate mask per cell and a flag per
** placed cell; propagation, repeated until nothing changes:
**
**   - a placed value leaves its peers (and its neighbours' consecutive
**     values leave them); a value goes from a cell when a neighbour's
**     values left are all it or one from it;
**   - hidden singles: a value with one place left in a unit;
**   - cages: a cell keeps the values of the sum's value sets its cage can
**     still take, and a value every such set needs, with one place left
**     in the cage, goes there (a cage with too many sets keeps bounds:
**     a value stays when the others' least and most can make up the sum);
**   - pointing: when the places of a value in a unit (or of a value a
**     cage needs) all see a cell, the value leaves that cell (locked
**     candidates, and their like for every other rule).
**
** Then the search branches on the cell with the fewest candidates, or a
** value with fewer places in a unit, on a copy of the state (a stack of
** states on the heap, one per depth).
*/
#include "solvevarint.h"
#include "buf.h"

#include <stdlib.h>
#include <string.h>

/* Places of a value the pointing rule looks at, at most. */
#define POINT_MAX 6


void varmodel_free(VarModel *m){
  if( m==0 ) return;
  free(m->unit);
  free(m->peerStart);
  free(m->peer);
  free(m->seen);
  free(m->unitBits);
  free(m->ortho);
  free(m->cageStart);
  free(m->cageCell);
  free(m->cageSum);
  free(m->comboStart);
  free(m->combo);
  free(m->cageBig);
  free(m);
}

/* Mark cells a and b as peers. */
static void see(VarModel *m, int a, int b){
  if( a==b ) return;
  m->seen[(size_t)a*m->nword + b/64] |= 1ULL<<(b%64);
  m->seen[(size_t)b*m->nword + a/64] |= 1ULL<<(a%64);
}

/* Cells (r+dr, c+dc) for each offset of aOff, when on the grid, are peers
** of (r, c). */
static void see_offsets(VarModel *m, const int (*aOff)[2], int nOff){
  int side = m->side, i, k;
  for(i=0; i<m->ncell; i++){
    for(k=0; k<nOff; k++){
      int r = i/side + aOff[k][0], c = i%side + aOff[k][1];
      if( r>=0 && r<side && c>=0 && c<side ) see(m, i, r*side+c);
    }
  }
}

/* Append the value sets of n distinct values from `from` up adding up to
** sum, to the ones in `have`; 0, or -1 when past COMBO_MAX or out of
** memory (*pOom). */
static int add_combos(VarModel *m, int n, int sum, int from, Mask have,
                      int *pOom){
  int v;
  if( n==0 ){
    if( sum!=0 ) return 0;
    if( m->nCombo>=COMBO_MAX ) return -1;
    if( !buf_room(&m->combo, &m->comboCap, m->nCombo+1, sizeof(Mask), 64) ){
      *pOom = 1;
      return -1;
    }
    m->combo[m->nCombo++] = have;
    return 0;
  }
  for(v=from; v<=m->side; v++){
    /* The least the n-1 values above v can add is n-1 past v each. */
    int lo = v*n + n*(n-1)/2, hi = v + (n-1)*m->side - (n-1)*(n-2)/2;
    if( lo>sum ) break;
    if( hi<sum ) continue;
    if( add_combos(m, n-1, sum-v, v+1, have | 1u<<(v-1), pOom) ) return -1;
  }
  return 0;
}

/* The cages of r and their value sets into m.  0, or -1 out of memory. */
static int model_cages(VarModel *m, const Rules *r){
  int k, oom = 0;
  m->nCage = r->nCage;
  m->cageStart = malloc(sizeof(short)*((size_t)r->nCage+1));
  m->cageCell = malloc(sizeof(short)*((size_t)r->cageStart[r->nCage]+1));
  m->cageSum = malloc(sizeof(short)*((size_t)r->nCage+1));
  m->comboStart = malloc(sizeof(int)*((size_t)r->nCage+1));
  m->cageBig = malloc((size_t)r->nCage+1);
  if( !m->cageStart || !m->cageCell || !m->cageSum || !m->comboStart
   || !m->cageBig ) return -1;
  memcpy(m->cageStart, r->cageStart, sizeof(short)*((size_t)r->nCage+1));
  memcpy(m->cageCell, r->cageCell, sizeof(short)*r->cageStart[r->nCage]);
  memcpy(m->cageSum, r->cageSum, sizeof(short)*(size_t)r->nCage);
  for(k=0; k<r->nCage; k++){
    int n = r->cageStart[k+1]-r->cageStart[k], at = m->nCombo;
    m->comboStart[k] = at;
    m->cageBig[k] = 0;
    if( add_combos(m, n, r->cageSum[k], 1, 0, &oom) ){
      if( oom ) return -1;
      m->nCombo = at;
      m->cageBig[k] = 1;
    }
  }
  m->comboStart[r->nCage] = m->nCombo;
  return 0;
}

/* The peer lists (from the bit sets) and the neighbours.  0 or -1. */
static int model_peers(VarModel *m){
  int i, j, n = 0;
  for(i=0; i<m->ncell*m->nword; i++) n += __builtin_popcountll(m->seen[i]);
  m->peerStart = malloc(sizeof(int)*((size_t)m->ncell+1));
  m->peer = malloc(sizeof(short)*((size_t)n+1));
  if( m->peerStart==0 || m->peer==0 ) return -1;
  n = 0;
  for(i=0; i<m->ncell; i++){
    m->peerStart[i] = n;
    for(j=0; j<m->nword; j++){
      Word b;
      for(b=m->seen[(size_t)i*m->nword + j]; b; b &= b-1){
        m->peer[n++] = (short)(j*64 + __builtin_ctzll(b));
      }
    }
  }
  m->peerStart[m->ncell] = n;
  if( m->flags & RULE_NONCONSECUTIVE ){
    static const int aOff[4][2] = { {-1,0}, {1,0}, {0,-1}, {0,1} };
    int side = m->side, k;
    m->ortho = malloc(sizeof(short)*4*(size_t)m->ncell);
    if( m->ortho==0 ) return -1;
    for(i=0; i<m->ncell; i++){
      for(k=0; k<4; k++){
        int r = i/side + aOff[k][0], c = i%side + aOff[k][1];
        m->ortho[4*i+k] = (short)((r>=0 && r<side && c>=0 && c<side)
                                  ? r*side+c : -1);
      }
    }
  }
  return 0;
}

VarModel *varmodel_new(const Rules *r){
  static const int aKnight[8][2] = {
    {1,2}, {1,-2}, {-1,2}, {-1,-2}, {2,1}, {2,-1}, {-2,1}, {-2,-1}
  };
  static const int aKing[4][2] = { {1,1}, {1,-1}, {-1,1}, {-1,-1} };
  VarModel *m = calloc(1, sizeof(VarModel));
  short aUnit[RULES_MAX_UNITS*GRID_MAX_SIDE];
  int u, a, b, k;
  if( m==0 ) return 0;
  m->side = r->side;
  m->ncell = r->side*r->side;
  m->nword = (m->ncell+63)/64;
  m->full = (1u<<r->side)-1;
  m->flags = r->flags;
  m->nunit = rules_units(r, aUnit);
  m->unit = malloc(sizeof(short)*(size_t)m->nunit*(size_t)m->side);
  m->seen = calloc((size_t)m->ncell*(size_t)m->nword, sizeof(Word));
  m->unitBits = calloc((size_t)m->nunit*(size_t)m->nword, sizeof(Word));
  if( m->unit==0 || m->seen==0 || m->unitBits==0 ) goto oom;
  memcpy(m->unit, aUnit, sizeof(short)*(size_t)m->nunit*(size_t)m->side);
  for(u=0; u<m->nunit; u++){
    const short *c = m->unit + u*m->side;
    Word *bits = m->unitBits + (size_t)u*m->nword;
    for(a=0; a<m->side; a++){
      bits[c[a]/64] |= 1ULL<<(c[a]%64);
      for(b=a+1; b<m->side; b++) see(m, c[a], c[b]);
    }
  }
  if( r->flags & RULE_ANTIKNIGHT ) see_offsets(m, aKnight, 8);
  if( r->flags & RULE_ANTIKING ) see_offsets(m, aKing, 4);
  for(k=0; k<r->nCage; k++){
    for(a=r->cageStart[k]; a<r->cageStart[k+1]; a++){
      for(b=a+1; b<r->cageStart[k+1]; b++){
        see(m, r->cageCell[a], r->cageCell[b]);
      }
    }
  }
  if( model_peers(m) || model_cages(m, r) ) goto oom;
  return m;
oom:
  varmodel_free(m);
  return 0;
}

static Mask *state_cand(unsigned char *s){ return (Mask*)s; }
static unsigned char *state_done(const VarModel *m, unsigned char *s){
  return s + sizeof(Mask)*(size_t)m->ncell;
}

/*
** One propagation: the state it narrows, its work list, and what it has
** cost so far in cells and candidates looked at (`ops`, which the search
** charges).  Pointing looks again only at the values whose places in a
** unit changed since `prev`: the candidates of a state where no unit
** pointed at anything (the parent's, then those of the last pass; NULL:
** none known), kept in `snap` from pass to pass.
*/
typedef struct Prop Prop;
struct Prop {
  const VarModel *m;
  Mask *cand;
  unsigned char *done;
  WorkList *w;
  const Mask *prev;
  Mask *snap;                /* room for ncell masks */
  unsigned long long ops;
};

/* Narrow cell q to the one value `bit` (a candidate of it). */
static void narrow(Mask *cand, WorkList *w, int q, Mask bit){
  if( cand[q]==bit ) return;
  cand[q] = bit;
  w->cell[w->n++] = (short)q;
}

/* Place every cell on the work list.  0 on contradiction. */
static int place_pending(Prop *p){
  const VarModel *m = p->m;
  Mask *cand = p->cand;
  WorkList *w = p->w;
  while( w->n>0 ){
    int i = w->cell[--w->n], k;
    Mask bit = cand[i];
    if( p->done[i] ) continue;
    p->done[i] = 1;
    p->ops += (unsigned)(m->peerStart[i+1]-m->peerStart[i]);
    for(k=m->peerStart[i]; k<m->peerStart[i+1]; k++){
      int q = m->peer[k];
      if( (cand[q] & bit) && !cand_eliminate(cand, w, q, bit) ) return 0;
    }
    if( m->ortho ){
      Mask near = ((bit<<1) | (bit>>1)) & m->full;
      for(k=0; k<4; k++){
        int q = m->ortho[4*i+k];
        if( q>=0 && !cand_eliminate(cand, w, q, near) ) return 0;
      }
    }
  }
  return 1;
}

/*
** Strike value `bit` from every cell but those of aPlace[0..n-1] that sees
** all of them, passing over the cells of `skip` (NULL: none), which hold
** no `bit` but in those places.  Returns -1 on contradiction, else how
** many cells lost it.
*/
static int point(Prop *p, const Word *skip, const short *aPlace, int n,
                 Mask bit){
  const VarModel *m = p->m;
  Word x[GRID_MAX_CELLS/64+1];
  int i, k, changed = 0;
  memcpy(x, m->seen + (size_t)aPlace[0]*m->nword, sizeof(Word)*m->nword);
  for(k=1; k<n; k++){
    const Word *y = m->seen + (size_t)aPlace[k]*m->nword;
    for(i=0; i<m->nword; i++) x[i] &= y[i];
  }
  p->ops += (unsigned)(n*m->nword);
  for(i=0; i<m->nword; i++){
    Word b;
    for(b=skip ? x[i] & ~skip[i] : x[i]; b; b &= b-1){
      int q = i*64 + __builtin_ctzll(b);
      p->ops++;
      if( p->cand[q] & bit ){
        changed++;
        if( !cand_eliminate(p->cand, p->w, q, bit) ) return -1;
      }
    }
  }
  return changed;
}

/* The values whose places in unit u differ between the candidates a and
** b. */
static Mask unit_changes(const VarModel *m, int u, const Mask *a,
                         const Mask *b){
  const short *cells = m->unit + u*m->side;
  Mask changed = 0;
  int k;
  for(k=0; k<m->side; k++) changed |= a[cells[k]] ^ b[cells[k]];
  return changed;
}

/* Pointing in every unit, for the values whose places changed since
** p->prev: -1 on contradiction, else how many strikes. */
static int pointing(Prop *p){
  const VarModel *m = p->m;
  Mask aChanged[RULES_MAX_UNITS];
  short aPlace[GRID_MAX_SIDE][POINT_MAX];
  unsigned char nPlace[GRID_MAX_SIDE];
  int u, k, v, changed = 0;
  for(u=0; u<m->nunit; u++){
    aChanged[u] = p->prev ? unit_changes(m, u, p->prev, p->cand) : m->full;
  }
  p->ops += (unsigned)(m->nunit*m->side);
  memcpy(p->snap, p->cand, sizeof(Mask)*(size_t)m->ncell);
  p->prev = p->snap;
  for(u=0; u<m->nunit; u++){
    const short *cells = m->unit + u*m->side;
    const Word *skip = m->unitBits + (size_t)u*m->nword;
    if( aChanged[u]==0 ) continue;
    memset(nPlace, 0, sizeof(nPlace));
    p->ops += (unsigned)m->side;
    for(k=0; k<m->side; k++){
      Mask x = p->cand[cells[k]];
      if( cand_single(x) ){
        nPlace[__builtin_ctz(x)] = POINT_MAX+1;
        continue;
      }
      for(x &= aChanged[u]; x; x &= x-1){
        v = __builtin_ctz(x);
        if( nPlace[v]<POINT_MAX ) aPlace[v][nPlace[v]] = cells[k];
        if( nPlace[v]<=POINT_MAX ) nPlace[v]++;
      }
    }
    for(v=0; v<m->side; v++){
      if( nPlace[v]>=2 && nPlace[v]<=POINT_MAX ){
        int n = point(p, skip, aPlace[v], nPlace[v], 1u<<v);
        if( n<0 ) return -1;
        changed += n;
      }
    }
  }
  return changed;
}

/*
** Non-consecutive neighbours: a value v of cell a goes when every value
** left in a neighbour b is v or one from it (only a b with 2 or 3 values
** left can do that).  -1 on contradiction, else how many strikes.
*/
static int nonconsecutive(Prop *p){
  const VarModel *m = p->m;
  Mask *cand = p->cand;
  int b, k, changed = 0;
  p->ops += 4*(unsigned)m->ncell;
  for(b=0; b<m->ncell; b++){
    Mask y = cand[b];
    int n = __builtin_popcount(y);
    if( p->done[b] || n<2 || n>3 ) continue;
    p->ops += 4*(unsigned)n;
    for(k=0; k<4; k++){
      int a = m->ortho[4*b+k];
      Mask x, drop = 0;
      if( a<0 || p->done[a] ) continue;
      for(x=cand[a]; x; x &= x-1){
        Mask bit = x & (0u-x);
        if( (y & ~(bit | bit<<1 | bit>>1))==0 ) drop |= bit;
      }
      if( drop ){
        changed++;
        if( !cand_eliminate(cand, p->w, a, drop) ) return -1;
      }
    }
  }
  return changed;
}

/* Values from the lowest of lo..hi to the highest, as a mask (1..side). */
static Mask value_range(int lo, int hi, Mask full){
  if( lo<1 ) lo = 1;
  if( hi>31 ) hi = 31;
  if( lo>hi ) return 0;
  return ((2u<<(hi-1)) - (1u<<(lo-1))) & full;
}

/* A cage with too many value sets: each cell keeps the values v for which
** the others' least and most values can make up sum - v.  -1 or changes. */
static int cage_bounds(Prop *p, int k){
  const VarModel *m = p->m;
  Mask *cand = p->cand;
  const unsigned short *c = m->cageCell + m->cageStart[k];
  int n = m->cageStart[k+1]-m->cageStart[k], i, lo = 0, hi = 0, changed = 0;
  p->ops += (unsigned)n;
  for(i=0; i<n; i++){
    lo += __builtin_ctz(cand[c[i]])+1;
    hi += 32-__builtin_clz(cand[c[i]]);
  }
  for(i=0; i<n; i++){
    Mask x = cand[c[i]];
    int loO = lo - (__builtin_ctz(x)+1), hiO = hi - (32-__builtin_clz(x));
    Mask keep = value_range(m->cageSum[k]-hiO, m->cageSum[k]-loO, m->full);
    if( x & ~keep ){
      changed++;
      if( !cand_eliminate(cand, p->w, c[i], ~keep) ) return -1;
    }
  }
  return changed;
}

/* One cage with its value sets: -1 on contradiction, else changes. */
static int cage_sets(Prop *p, int k){
  const VarModel *m = p->m;
  Mask *cand = p->cand;
  const unsigned short *c = m->cageCell + m->cageStart[k];
  int n = m->cageStart[k+1]-m->cageStart[k], i, j, changed = 0;
  Mask allowed = 0, need = m->full;
  p->ops += (unsigned)(n*(m->comboStart[k+1]-m->comboStart[k]+1));
  for(j=m->comboStart[k]; j<m->comboStart[k+1]; j++){
    if( !varmodel_set_fits(m, cand, k, m->combo[j]) ) continue;
    allowed |= m->combo[j];
    need &= m->combo[j];
  }
  if( allowed==0 ) return -1;
  for(i=0; i<n; i++){
    if( cand[c[i]] & ~allowed ){
      changed++;
      if( !cand_eliminate(cand, p->w, c[i], ~allowed) ) return -1;
    }
  }
  for(; need; need &= need-1){
    Mask bit = need & (0u-need);
    short aPlace[GRID_MAX_SIDE];
    int nPlace = 0, single = 0;
    p->ops += (unsigned)n;
    for(i=0; i<n; i++){
      if( cand[c[i]] & bit ){
        aPlace[nPlace++] = (short)c[i];
        single |= cand[c[i]]==bit;
      }
    }
    if( nPlace==0 ) return -1;
    if( single ) continue;
    if( nPlace==1 ){
      narrow(cand, p->w, aPlace[0], bit);
      changed++;
    }else if( nPlace<=POINT_MAX ){
      int r = point(p, 0, aPlace, nPlace, bit);
      if( r<0 ) return -1;
      changed += r;
    }
  }
  return changed;
}

/* Every cage: -1 on contradiction, else how many changes. */
static int cages(Prop *p){
  int k, n, changed = 0;
  for(k=0; k<p->m->nCage; k++){
    n = p->m->cageBig[k] ? cage_bounds(p, k) : cage_sets(p, k);
    if( n<0 ) return -1;
    changed += n;
  }
  return changed;
}

/* Propagate to a fixed point.  Returns 0 on contradiction. */
static int propagate(Prop *p){
  const VarModel *m = p->m;
  for(;;){
    int n;
    if( !place_pending(p) ) return 0;
    n = cand_hidden_singles(p->cand, p->w, m->unit, m->side, m->nunit,
                            m->side, m->full);
    p->ops += (unsigned)(m->nunit*m->side);
    if( n<0 ) return 0;
    if( n>0 ) continue;
    if( m->ortho ){
      if( (n = nonconsecutive(p))<0 ) return 0;
      if( n>0 ) continue;
    }
    if( m->nCage ){
      if( (n = cages(p))<0 ) return 0;
      if( n>0 ) continue;
    }
    if( (n = pointing(p))<0 ) return 0;
    if( n==0 ) return 1;
  }
}

/* One search: the model, a state and a choice per depth, the figures. */
struct VarSearch {
  const VarModel *m;
  size_t stateSize;          /* ncell masks, then ncell placed flags */
  unsigned char *stack;      /* the states, one per depth */
  CandChoice *choice;            /* the choice at each depth, and what is left
                             ** of it (cell: the values; value: places) */
  int depthCap;
  int depth;                 /* of the current state; -1: no more */
  int atLeaf;                /* the current state is a solution given */
  int rootDead;              /* the givens' propagation failed */
  SolveStats stats;
  unsigned long long ops;        /* cost of the search so far (Prop) */
  unsigned long long opsCharged; /* of which charged, WORK_VAR_OPS a unit */
  Mask *snap;                    /* Prop's room between passes */
  WorkList work;
};

static unsigned char *state_of(const VarSearch *p, int depth){
  return p->stack + p->stateSize*(size_t)depth;
}

/* Room for the state and choice at `depth`; 0 when out of memory. */
static int grow_to(VarSearch *p, int depth){
  int nStack = p->depthCap;   /* the stack's room follows the choices' */
  return depth<p->depthCap
      || (buf_room(&p->stack, &nStack, depth+1, p->stateSize, 16)
          && buf_room(&p->choice, &p->depthCap, depth+1, sizeof(CandChoice),
                      16));
}

/* Propagate state s of p, whose parent's candidates are prev (NULL for
** the root), adding the cost to p->ops.  0 on contradiction. */
static int propagate_state(VarSearch *p, unsigned char *s, const Mask *prev){
  Prop pr;
  int ok;
  pr.m = p->m;
  pr.cand = state_cand(s);
  pr.done = state_done(p->m, s);
  pr.w = &p->work;
  pr.prev = prev;
  pr.snap = p->snap;
  pr.ops = 0;
  ok = propagate(&pr);
  p->ops += pr.ops;
  return ok;
}

/* varsearch_new, with value `value` (1..side) struck from cell c of the
** root when c>=0. */
static VarSearch *search_new(const VarModel *m, const Grid *g, int c,
                             int value){
  VarSearch *p = calloc(1, sizeof(VarSearch));
  unsigned char *s;
  Mask *cand;
  WorkList *w;
  int i;
  if( p==0 ) return 0;
  p->m = m;
  p->stateSize = ((sizeof(Mask)+1)*(size_t)m->ncell + 7) & ~(size_t)7;
  p->snap = malloc(sizeof(Mask)*(size_t)m->ncell);
  if( p->snap==0 || !grow_to(p, 0) ){
    varsearch_free(p);
    return 0;
  }
  s = state_of(p, 0);
  cand = state_cand(s);
  w = &p->work;
  memset(state_done(m, s), 0, (size_t)m->ncell);
  for(i=0; i<m->ncell; i++){
    int v = g->v[i];
    cand[i] = (v>0 && v<=m->side) ? 1u<<(v-1) : m->full;
    if( v>0 && v<=m->side ) w->cell[w->n++] = (short)i;
  }
  if( c>=0 && !g->v[c] ){
    cand[c] &= ~(1u<<(value-1));
    if( (cand[c] & (cand[c]-1))==0 ) w->cell[w->n++] = (short)c;
  }
  p->depth = (c<0 || cand[c]) && propagate_state(p, s, 0) ? 0 : -1;
  p->rootDead = p->depth<0;
  p->atLeaf = -1;              /* the root is still to be entered */
  return p;
}

VarSearch *varsearch_new(const VarModel *m, const Grid *g){
  return search_new(m, g, -1, 0);
}

void varsearch_free(VarSearch *p){
  if( p==0 ) return;
  free(p->stack);
  free(p->choice);
  free(p->snap);
  free(p);
}

/* The next branch of the choice at p->depth into *pCell, *pBit; 0 when
** none is left. */
static int next_branch(VarSearch *p, int *pCell, Mask *pBit){
  CandChoice *c = &p->choice[p->depth];
  if( c->cell>=0 ){
    if( c->value==0 ) return 0;
    *pCell = c->cell;
    *pBit = c->value & (0u-c->value);
    c->value &= c->value-1;
  }else{
    if( c->nplace==0 ) return 0;
    *pCell = c->places[--c->nplace];
    *pBit = c->value;
  }
  return 1;
}

/* Enter the state at p->depth: 1 when it is a solution, else its choice
** is set up. */
static int enter(VarSearch *p){
  unsigned char *s = state_of(p, p->depth);
  CandChoice *c = &p->choice[p->depth];
  if( !cand_choose(state_cand(s), state_done(p->m, s), p->m->ncell,
                   p->m->unit, p->m->side, p->m->nunit, p->m->side, c) ){
    return 1;
  }
  if( c->cell>=0 ){
    c->value = state_cand(s)[c->cell];
  }else{
    int i, j;                          /* try the places in unit order */
    for(i=0, j=c->nplace-1; i<j; i++, j--){
      short t = c->places[i];
      c->places[i] = c->places[j];
      c->places[j] = t;
    }
  }
  return 0;
}

/*
** varsearch_next, entering at most maxNodes states: past them it gives
** VARSEARCH_NODE_CAP and the search is over, as on a Work's limit.  The
** search's cost (Prop's ops and ncell a state entered) is charged to
** *work, WORK_VAR_OPS to a unit.
*/
static int search_next(VarSearch *p, Grid *out, Work *work,
                       unsigned long long maxNodes){
  const VarModel *m = p->m;
  unsigned long long n0 = p->stats.nodes, units;
  unsigned long long left = work_steps_left(work, 1);
  unsigned long long look = 0;        /* see work_look */
  int rc = 0, cell;
  Mask bit;
  if( p->atLeaf>0 ) p->depth--;
  while( p->depth>=0 ){
    if( p->atLeaf<0 ){
      /* Enter the state at p->depth. */
      units = (p->ops - p->opsCharged)/WORK_VAR_OPS;
      if( units>=look && work_look(units, left, &look) ){
        rc = VARSEARCH_OVER_BUDGET;
        p->depth = -1;
        break;
      }
      if( p->stats.nodes-n0>=maxNodes ){
        rc = VARSEARCH_NODE_CAP;
        p->depth = -1;
        break;
      }
      p->stats.nodes++;
      p->ops += (unsigned)m->ncell;
      if( enter(p) ){
        rc = 1;
        break;
      }
    }
    p->atLeaf = 0;
    if( !next_branch(p, &cell, &bit) ){
      p->depth--;
      continue;
    }
    if( !grow_to(p, p->depth+1) ){
      rc = VARSEARCH_NOMEM;
      p->depth = -1;
      break;
    }
    memcpy(state_of(p, p->depth+1), state_of(p, p->depth), p->stateSize);
    p->stats.guesses++;
    state_cand(state_of(p, p->depth+1))[cell] = bit;
    p->work.n = 0;
    p->work.cell[p->work.n++] = (short)cell;
    if( propagate_state(p, state_of(p, p->depth+1),
                        state_cand(state_of(p, p->depth))) ){
      p->depth++;
      p->atLeaf = -1;
    }
  }
  p->atLeaf = rc==1;
  if( rc==1 && out ){
    Mask *cand = state_cand(state_of(p, p->depth));
    int i;
    grid_init_side(out, m->side);
    for(i=0; i<m->ncell; i++){
      out->v[i] = (unsigned char)(__builtin_ctz(cand[i])+1);
    }
  }
  units = (p->ops - p->opsCharged)/WORK_VAR_OPS;
  p->opsCharged += units*WORK_VAR_OPS;
  work_charge(work, units);
  return rc;
}

int varsearch_next(VarSearch *p, Grid *out, Work *work){
  return search_next(p, out, work, ~0ULL);
}

int varsearch_next_within(VarSearch *p, Grid *out, Work *work,
                          unsigned long long maxNodes){
  return search_next(p, out, work, maxNodes);
}

const Mask *varsearch_root(const VarSearch *p){
  return p->rootDead ? 0 : state_cand(state_of(p, 0));
}

void varsearch_stats(const VarSearch *p, SolveStats *stats){
  stats->nodes += p->stats.nodes;
  stats->guesses += p->stats.guesses;
}

/*
** Finish a count that depth-first search gave up on: clause learning
** (varcdcl.c) counts the rest from the root state, the nKept solutions
** found so far (in aKept) excluded, charged to *work and, when nodesLeft
** is not 0, within that many states' worth at work_noden_cost() units a
** cell (what a generator's fill has left).  Returns the count.
*/
static unsigned long long finish_by_learning(VarSearch *p,
                                             const unsigned char *aKept,
                                             int nKept,
                                             unsigned long long limit,
                                             Grid *first, SolveStats *stats,
                                             Work *work,
                                             unsigned long long nodesLeft){
  const VarModel *m = p->m;
  unsigned char sol[GRID_MAX_CELLS];
  unsigned long long n;
  Work allowance;
  memset(&allowance, 0, sizeof(allowance));
  allowance.limit = nodesLeft*work_noden_cost(m->ncell);
  allowance.threads = 1;
  allowance.memLimit = work ? work->memLimit : 0;
  n = varcdcl_count(m, varsearch_root(p), aKept, nKept,
                    limit-(unsigned long long)nKept, sol, stats,
                    nodesLeft ? &allowance : work);
  if( work ) work->memOver |= allowance.memOver;
  if( nodesLeft && work_charge(work, allowance.used) ){
    return SOLVE_OVER_BUDGET;
  }
  if( n==SOLVE_OVER_BUDGET || n==SOLVE_NOMEM ) return n;
  if( n>0 && nKept==0 && first ){
    grid_init_side(first, m->side);
    memcpy(first->v, sol, (size_t)m->ncell);
  }
  return (unsigned long long)nKept + n;
}

/*
** varmodel_solve's count over the search p (freed here), within an
** allowance of maxNodes states entered (0: none; varmodel_first_within)
** as well as *work.  While solutions can be kept, each is looked for by
** depth-first search within SWITCH_NODES states, then by clause learning.
*/
static unsigned long long count_search(VarSearch *p,
                                       unsigned long long limit, Grid *first,
                                       SolveStats *stats, Work *work,
                                       unsigned long long maxNodes){
  const VarModel *m;
  unsigned char *aKept;
  unsigned long long found = 0;
  int rc = 1;
  if( p==0 ) return SOLVE_NOMEM;
  m = p->m;
  aKept = malloc((size_t)SWITCH_KEEP*(size_t)m->ncell);
  if( aKept==0 ){
    varsearch_free(p);
    return SOLVE_NOMEM;
  }
  if( limit==0 ) limit = 1;
  while( found<limit ){
    unsigned long long left = maxNodes ? maxNodes - p->stats.nodes : ~0ULL;
    int capped = found<SWITCH_KEEP && left>SWITCH_NODES;
    Grid sol;
    rc = search_next(p, &sol, work, capped ? SWITCH_NODES : left);
    if( rc==VARSEARCH_NODE_CAP && capped ){
      if( stats ) varsearch_stats(p, stats);
      found = finish_by_learning(p, aKept, (int)found, limit, first, stats,
                                 work, maxNodes ? left-SWITCH_NODES : 0);
      varsearch_free(p);
      free(aKept);
      return found;
    }
    if( rc!=1 ) break;
    if( found==0 && first ) *first = sol;
    if( found<SWITCH_KEEP ){
      memcpy(aKept + (size_t)found*(size_t)m->ncell, sol.v, (size_t)m->ncell);
    }
    found++;
  }
  if( stats ) varsearch_stats(p, stats);
  varsearch_free(p);
  free(aKept);
  if( rc==VARSEARCH_NOMEM ) return SOLVE_NOMEM;
  if( rc==VARSEARCH_OVER_BUDGET || rc==VARSEARCH_NODE_CAP ){
    return SOLVE_OVER_BUDGET;
  }
  return found;
}

unsigned long long varmodel_solve(const VarModel *m, const Grid *g,
                                  unsigned long long limit, Grid *first,
                                  SolveStats *stats, Work *work){
  return count_search(varsearch_new(m, g), limit, first, stats, work, 0);
}

unsigned long long varmodel_solve_except(const VarModel *m, const Grid *g,
                                         int c, int v,
                                         unsigned long long limit,
                                         Grid *first, SolveStats *stats,
                                         Work *work){
  return count_search(search_new(m, g, c, v), limit, first, stats, work, 0);
}

unsigned long long varmodel_first_within(const VarModel *m, const Grid *g,
                                         unsigned long long maxNodes,
                                         Grid *first, Work *work){
  return count_search(varsearch_new(m, g), 1, first, 0, work, maxNodes);
}
