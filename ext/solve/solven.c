/* SPDX-License-Identifier: MIT */
/*
** solven.c: the general solver for 4x4 .. 25x25.  Each cell keeps a
** bitmask of candidates.  Propagation, repeated until nothing changes:
**
**   - naked singles: a cell left with one candidate is placed and the
**     value struck from its peers (a work list, so each cell once);
**   - hidden singles: a value with one place left in a row, column or box;
**   - locked candidates: a value confined to one line segment of a box is
**     struck from the rest of that line (pointing), and a value confined
**     to one box within a line is struck from the rest of that box
**     (claiming).
**
** Then the search branches on the smallest choice: a cell with the fewest
** candidates, or a value with fewer places left in some unit than any
** cell has candidates.  Each branch works on a copy of the state, kept in a
** heap-allocated stack of states (one per depth), so deep searches of
** 25x25 grids do not grow the C stack.
**
** On 16x16 and 25x25 grids a search that goes SWITCH_NODES nodes without
** a new solution hands over to clause learning (solvecdcl.c), which
** counts the rest from the propagated root state.
*/
#include "solven.h"
#include "solvecdcl.h"
#include "candsolve.h"
#include "buf.h"

#include <stdlib.h>
#include <string.h>

/* Peers of a cell: 2*(side-1) in its lines plus (box-1)^2 more in its box. */
#define MAX_PEERS (2*(GRID_MAX_SIDE-1) + (GRID_MAX_BOX-1)*(GRID_MAX_BOX-1))
#define MAX_UNITS (3*GRID_MAX_SIDE)

/* Depth-first search hands over to clause learning (solvecdcl.c) on
** 16x16 and 25x25 grids, at SWITCH_NODES and SWITCH_KEEP (candsolve.h). */

/* Fixed facts about the grid size, the search limits and the outcome. */
typedef struct NSearch NSearch;
struct NSearch {
  int box, side, ncell, nunit;
  Mask full;                               /* all values of a unit */
  short unit[MAX_UNITS][GRID_MAX_SIDE];    /* rows, columns, then boxes */
  short peer[GRID_MAX_CELLS][MAX_PEERS];
  int npeer;
  size_t stateSize;                        /* bytes of one state */
  unsigned char *stack;                    /* states, one per depth */
  int depthCap;                            /* states the stack holds */
  int oom;                                 /* a stack allocation failed */
  int overBudget;                          /* maxSteps reached */
  unsigned long long maxSteps;             /* steps the work budget allows */
  unsigned long long steps;                /* what the budget counts: the
                                           ** nodes, and the rounds of
                                           ** propagation past a node's
                                           ** first (a round scans every
                                           ** unit, as a node's first) */
  unsigned long long look;                 /* step count of its next look */
  unsigned long long limit;                /* stop after this many */
  unsigned long long found;                /* solutions found so far */
  Grid *first;                             /* the first solution, or NULL */
  unsigned long long lastFound;            /* nodes at the last solution */
  unsigned long long switchAfter;          /* nodes without one, or 0 */
  int switching;                           /* hand over to solve_cdcl */
  unsigned char *kept;                     /* the solutions found so far */
  SolveStats stats;
  WorkList work;     /* for propagation, which ends before search goes on */
};

/*
** A search state: the candidate masks of the ncell cells, then ncell
** "placed" flags.  Its size depends on the grid, so it is addressed
** through these helpers rather than as a struct.
*/
static Mask *state_cand(unsigned char *s){ return (Mask*)s; }
static unsigned char *state_done(const NSearch *p, unsigned char *s){
  return s + sizeof(Mask)*(size_t)p->ncell;
}

static int lowest_value(Mask m){ return __builtin_ctz(m)+1; }

/* Fill in the unit and peer tables for box side `box`. */
static void init_geometry(NSearch *p, int box){
  int side = box*box, u, k, i;
  p->box = box;
  p->side = side;
  p->ncell = side*side;
  p->nunit = 3*side;
  p->full = (side>=32) ? ~0u : (1u<<side)-1;
  for(u=0; u<side; u++){
    for(k=0; k<side; k++){
      p->unit[u][k] = (short)(u*side + k);
      p->unit[side+u][k] = (short)(k*side + u);
      p->unit[2*side+u][k] = (short)(((u/box)*box + k/box)*side
                                     + (u%box)*box + k%box);
    }
  }
  p->npeer = 2*(side-1) + (box-1)*(box-1);
  for(i=0; i<p->ncell; i++){
    int r = i/side, c = i%side, n = 0;
    int r0 = r - r%box, c0 = c - c%box;
    for(k=0; k<side; k++){
      if( k!=c ) p->peer[i][n++] = (short)(r*side + k);
      if( k!=r ) p->peer[i][n++] = (short)(k*side + c);
    }
    for(k=0; k<side; k++){
      int rr = r0 + k/box, cc = c0 + k%box;
      if( rr!=r && cc!=c ) p->peer[i][n++] = (short)(rr*side + cc);
    }
  }
}


/* Place every cell on the work list, striking its value from its peers.
** Returns 0 on contradiction. */
static int place_pending(const NSearch *p, unsigned char *s, WorkList *w){
  Mask *cand = state_cand(s);
  unsigned char *done = state_done(p, s);
  while( w->n>0 ){
    int i = w->cell[--w->n], k;
    Mask bit = cand[i];
    if( done[i] ) continue;
    done[i] = 1;
    for(k=0; k<p->npeer; k++){
      int q = p->peer[i][k];
      if( (cand[q] & bit) && !cand_eliminate(cand, w, q, bit) ) return 0;
    }
  }
  return 1;
}

/*
** Locked candidates for one direction: lines are rows (byRow) or columns.
** seg[l][b] is the union of line l's cells inside the b-th box it
** crosses.  Returns -1 on contradiction, else the number of eliminations.
*/
static int locked_lines(const NSearch *p, unsigned char *s, WorkList *w,
                        int byRow){
  Mask *cand = state_cand(s);
  Mask seg[GRID_MAX_SIDE][GRID_MAX_BOX];
  int side = p->side, box = p->box, l, b, j, k, changed = 0;
  int rs = byRow ? side : 1, cs = byRow ? 1 : side;   /* line, along */
  for(l=0; l<side; l++){
    for(b=0; b<box; b++){
      Mask m = 0;
      for(k=0; k<box; k++) m |= cand[l*rs + (b*box+k)*cs];
      seg[l][b] = m;
    }
  }
  for(l=0; l<side; l++){
    for(b=0; b<box; b++){
      /* Claiming: values of line l only in box b leave the box's other
      ** lines.  Pointing: values of the box only on line l leave the
      ** line's other boxes. */
      Mask inLine = 0, inBox = 0, claim, point;
      int band = l - l%box;
      for(j=0; j<box; j++){
        if( j!=b ) inLine |= seg[l][j];
        if( band+j!=l ) inBox |= seg[band+j][b];
      }
      /* Only values still present where they would be struck count. */
      claim = seg[l][b] & ~inLine & inBox;
      point = seg[l][b] & ~inBox & inLine;
      for(j=0; claim && j<box; j++){
        if( band+j==l ) continue;
        for(k=0; k<box; k++){
          int q = (band+j)*rs + (b*box+k)*cs;
          if( cand[q] & claim ){
            changed++;
            if( !cand_eliminate(cand, w, q, claim) ) return -1;
          }
        }
      }
      for(j=0; point && j<side; j++){
        int q = l*rs + j*cs;
        if( j/box==b ) continue;
        if( cand[q] & point ){
          changed++;
          if( !cand_eliminate(cand, w, q, point) ) return -1;
        }
      }
    }
  }
  return changed;
}

/* Propagate to a fixed point.  Returns 0 on contradiction. */
static int propagate(NSearch *p, unsigned char *s, WorkList *w){
  int rounds = 0;
  for(;;){
    int n;
    if( rounds++ ) p->steps++;
    if( !place_pending(p, s, w) ) return 0;
    n = cand_hidden_singles(state_cand(s), w, &p->unit[0][0], GRID_MAX_SIDE,
                            p->nunit, p->side, p->full);
    if( n<0 ) return 0;
    if( n>0 ) continue;
    n = locked_lines(p, s, w, 1);
    if( n<0 ) return 0;
    if( n==0 ) n = locked_lines(p, s, w, 0);
    if( n<0 ) return 0;
    if( n==0 ) return 1;
  }
}

/* The state at a depth, growing the stack as needed; NULL on OOM. */
static unsigned char *state_at(NSearch *p, int depth){
  if( !buf_room(&p->stack, &p->depthCap, depth+1, p->stateSize, 16) ){
    p->oom = 1;
    return 0;
  }
  return p->stack + p->stateSize*(size_t)depth;
}

/* Record a completed state as a solution (kept while a switch to clause
** learning may come). */
static void record_solution(NSearch *p, unsigned char *s){
  Mask *cand = state_cand(s);
  int i;
  if( p->found==0 && p->first ){
    grid_init(p->first, p->box);
    for(i=0; i<p->ncell; i++){
      p->first->v[i] = (unsigned char)lowest_value(cand[i]);
    }
  }
  if( p->kept && p->found<SWITCH_KEEP ){
    unsigned char *g = p->kept + (size_t)p->found*(size_t)p->ncell;
    for(i=0; i<p->ncell; i++) g[i] = (unsigned char)lowest_value(cand[i]);
  }
  p->found++;
  p->lastFound = p->stats.nodes;
}

/* 1 while the search should go on. */
static int searching(const NSearch *p){
  return p->found<p->limit && !p->oom && !p->overBudget && !p->switching;
}

/* Try one branch: copy the state at `depth`, put value `bit` in cell i,
** propagate and search on. */
static void try_branch(NSearch *p, int depth, int i, Mask bit);

/* Depth-first search from the (propagated) state at `depth`. */
static void search(NSearch *p, int depth){
  unsigned char *s = p->stack + p->stateSize*(size_t)depth;
  CandChoice c;
  ++p->stats.nodes;
  if( ++p->steps>p->look && work_look(p->steps, p->maxSteps, &p->look) ){
    p->overBudget = 1;
    return;
  }
  if( p->switchAfter && p->stats.nodes-p->lastFound>p->switchAfter
   && p->found<=SWITCH_KEEP ){
    p->switching = 1;
    return;
  }
  if( !cand_choose(state_cand(s), state_done(p, s), p->ncell, &p->unit[0][0],
                   GRID_MAX_SIDE, p->nunit, p->side, &c) ){
    record_solution(p, s);
    return;
  }
  if( c.cell>=0 ){
    Mask m;
    for(m = state_cand(s)[c.cell]; m && searching(p); m &= m-1){
      try_branch(p, depth, c.cell, m & (0u-m));
    }
  }else{
    int k;
    for(k=0; k<c.nplace && searching(p); k++){
      try_branch(p, depth, c.places[k], c.value);
    }
  }
}

static void try_branch(NSearch *p, int depth, int i, Mask bit){
  unsigned char *child = state_at(p, depth+1);
  WorkList *w = &p->work;
  if( child==0 ) return;
  memcpy(child, p->stack + p->stateSize*(size_t)depth, p->stateSize);
  p->stats.guesses++;
  state_cand(child)[i] = bit;
  w->n = 0;
  w->cell[w->n++] = (short)i;
  if( propagate(p, child, w) ) search(p, depth+1);
}

/*
** Finish a search that switched: count what depth-first search has not
** found yet with clause learning, from the propagated root state, the
** solutions found so far excluded.  Returns the search's result.
*/
static unsigned long long finish_by_learning(NSearch *p, Work *work){
  short cells[MAX_UNITS*GRID_MAX_SIDE];
  unsigned char sol[GRID_MAX_CELLS];
  UnitList u;
  unsigned long long n;
  int k;
  for(k=0; k<p->nunit; k++){
    memcpy(cells + k*p->side, p->unit[k], (size_t)p->side*sizeof(short));
  }
  u.side = p->side;
  u.ncell = p->ncell;
  u.nunit = p->nunit;
  u.cell = cells;
  n = solve_cdcl(&u, state_cand(p->stack), p->kept, (int)p->found,
                 p->limit - p->found, sol, &p->stats, work);
  if( n==SOLVE_OVER_BUDGET || n==SOLVE_NOMEM ) return n;
  if( n>0 && p->found==0 && p->first ){
    grid_init(p->first, p->box);
    memcpy(p->first->v, sol, (size_t)p->ncell);
  }
  return p->found + n;
}

unsigned long long solven(const Grid *g, unsigned long long limit,
                          Grid *first, SolveStats *stats, Work *work){
  NSearch *p = malloc(sizeof(NSearch));
  unsigned long long found = 0;
  unsigned char *s;
  WorkList *w;
  int i, empty = 0;
  if( p==0 ) return SOLVE_NOMEM;
  init_geometry(p, g->box);
  p->stateSize = (sizeof(Mask)+1)*(size_t)p->ncell;
  p->stateSize = (p->stateSize + 7) & ~(size_t)7;
  p->stack = 0;
  p->depthCap = 0;
  p->oom = 0;
  p->overBudget = 0;
  p->maxSteps = work_steps_left(work, work_noden_cost(p->ncell));
  p->look = 0;
  p->steps = 0;
  p->limit = limit ? limit : 1;
  p->found = 0;
  p->first = first;
  p->lastFound = 0;
  p->switchAfter = p->box>=4 ? SWITCH_NODES : 0;
  p->switching = 0;
  p->kept = 0;
  if( p->switchAfter && p->limit>1 ){
    p->kept = malloc((size_t)SWITCH_KEEP*(size_t)p->ncell);
    if( p->kept==0 ) p->oom = 1;
  }
  memset(&p->stats, 0, sizeof(p->stats));
  s = p->oom ? 0 : state_at(p, 0);
  if( s ){
    Mask *cand = state_cand(s);
    memset(state_done(p, s), 0, (size_t)p->ncell);
    w = &p->work;
    w->n = 0;
    for(i=0; i<p->ncell; i++){
      if( g->v[i]>0 && g->v[i]<=p->side ){
        cand[i] = 1u<<(g->v[i]-1);
        w->cell[w->n++] = (short)i;
      }else if( g->marked ){
        cand[i] = g->cand[i] & p->full;
        if( cand[i] && (cand[i] & (cand[i]-1))==0 ){
          w->cell[w->n++] = (short)i;
        }
        if( cand[i]==0 ) empty = 1;
      }else{
        cand[i] = p->full;
      }
    }
    if( !empty && propagate(p, s, w) ) search(p, 0);
  }
  /* the root's propagation from the givens costs a node's worth too */
  work_charge(work, (p->steps+1)*work_noden_cost(p->ncell));
  found = p->oom ? SOLVE_NOMEM : p->overBudget ? SOLVE_OVER_BUDGET : p->found;
  if( p->switching && !p->oom ) found = finish_by_learning(p, work);
  if( stats ){
    stats->nodes += p->stats.nodes;
    stats->guesses += p->stats.guesses;
  }
  free(p->kept);
  free(p->stack);
  free(p);
  return found;
}
