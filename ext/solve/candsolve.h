/* SPDX-License-Identifier: MIT */
/*
** candsolve.h: what the general solver (solven.c) and the solver of
** variants (solvevar.c) share: candidates as a bit mask per cell, the
** work list of cells narrowed to one value, hidden singles over a list of
** units, and the smallest branching choice.  Inline, so that each solver
** compiles them into its own loops.
**
** Units are `nunit` lists of `side` cells, list u at unit[u*stride].
*/
#ifndef SUDOKU_CANDSOLVE_H
#define SUDOKU_CANDSOLVE_H

#include "grid.h"

#include <string.h>

typedef unsigned int Mask;

/* When a depth-first search hands over to clause learning (solven.c,
** solvevar.c, solstream.c): after this many nodes without a new solution,
** as long as it has found at most SWITCH_KEEP solutions (each is kept, to
** be excluded from the learning search). */
#define SWITCH_NODES 1000
#define SWITCH_KEEP 64

/* The cells whose candidates became a single value, still to be placed. */
typedef struct WorkList WorkList;
struct WorkList {
  short cell[GRID_MAX_CELLS];
  int n;
};

static inline int cand_single(Mask m){ return m && (m & (m-1))==0; }

/* Remove the values `drop` from cell q; 0 when the cell is left empty. */
static inline int cand_eliminate(Mask *cand, WorkList *w, int q, Mask drop){
  Mask m = cand[q];
  if( !(m & drop) ) return 1;
  m &= ~drop;
  cand[q] = m;
  if( m==0 ) return 0;
  if( cand_single(m) ) w->cell[w->n++] = (short)q;
  return 1;
}

/* Hidden singles in every unit: -1 on contradiction (a value with no
** place, or two values needing one cell), else the cells narrowed. */
static inline int cand_hidden_singles(Mask *cand, WorkList *w,
                                      const short *unit, int stride,
                                      int nunit, int side, Mask full){
  int u, k, found = 0;
  for(u=0; u<nunit; u++){
    const short *cells = unit + u*stride;
    Mask once = 0, twice = 0, fixed = 0, hidden;
    for(k=0; k<side; k++){
      Mask m = cand[cells[k]];
      if( cand_single(m) ) fixed |= m;
      twice |= once & m;
      once |= m;
    }
    if( once!=full ) return -1;
    hidden = once & ~twice & ~fixed;
    if( hidden==0 ) continue;
    for(k=0; k<side; k++){
      int i = cells[k];
      Mask m = cand[i] & hidden;
      if( m && cand[i]!=m ){
        if( !cand_single(m) ) return -1;
        cand[i] = m;
        w->cell[w->n++] = (short)i;
        found++;
      }
    }
  }
  return found;
}

/* A branching choice: a cell and its candidates, or a value and the
** cells of a unit that can hold it. */
typedef struct CandChoice CandChoice;
struct CandChoice {
  int cell;            /* >=0: branch on this cell's candidates */
  Mask value;          /* else: branch on the places of this value */
  short places[GRID_MAX_SIDE];
  int nplace;
};

/*
** The smallest choice among the cells not done: the cell with the fewest
** candidates, unless some value has fewer places left in a unit.
** Returns 0 when every cell is done.
*/
static inline int cand_choose(const Mask *cand, const unsigned char *done,
                              int ncell, const short *unit, int stride,
                              int nunit, int side, CandChoice *c){
  int i, u, k, best = 999, bestUnit = -1;
  Mask bestValue = 0;
  c->cell = -1;
  for(i=0; i<ncell; i++){
    int n;
    if( done[i] ) continue;
    n = __builtin_popcount(cand[i]);
    if( n<best ){
      best = n;
      c->cell = i;
      if( n==2 ) return 1;
    }
  }
  if( c->cell<0 ) return 0;
  for(u=0; u<nunit && best>2; u++){
    const short *cells = unit + u*stride;
    unsigned char count[GRID_MAX_SIDE];
    memset(count, 0, sizeof(count));
    for(k=0; k<side; k++){
      Mask m = done[cells[k]] ? 0 : cand[cells[k]];
      for(; m; m &= m-1) count[__builtin_ctz(m)]++;
    }
    for(k=0; k<side; k++){
      if( count[k]>=2 && count[k]<best ){
        best = count[k];
        bestUnit = u;
        bestValue = 1u<<k;
      }
    }
  }
  if( bestUnit>=0 ){
    const short *cells = unit + bestUnit*stride;
    c->cell = -1;
    c->value = bestValue;
    c->nplace = 0;
    for(k=0; k<side; k++){
      if( !done[cells[k]] && (cand[cells[k]] & bestValue) ){
        c->places[c->nplace++] = cells[k];
      }
    }
  }
  return 1;
}

#endif
