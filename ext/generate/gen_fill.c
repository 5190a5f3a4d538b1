/* SPDX-License-Identifier: MIT */
/*
** gen_fill.c: a random complete grid, the start of every generated
** puzzle.  Depth-first search on row, column and box masks: at each node
** the empty cell with the fewest candidates (the first of them in a list
** kept in random order), its values tried in random order.  A run that
** takes more than a few nodes per cell starts again (the heavy tail of
** such searches), with the same stream of random numbers going on, so
** the grid depends only on the stream.  No allocation.  Under the rules
** of a variant: random givens, then the solver of variants.
*/
#include "genint.h"

#include <string.h>

/* Nodes per cell after which a fill starts over. */
#define FILL_RESTART 8

/* Nodes per cell a fill under rules tries from its random givens. */
#define FILL_RULES_NODES 4

int gen_fill(int box, GenRng *rng, Work *work, Grid *out){
  int side = box*box, ncell = side*side;
  unsigned full = (1u<<side)-1;
  unsigned aRow[GRID_MAX_SIDE], aCol[GRID_MAX_SIDE], aBox[GRID_MAX_SIDE];
  unsigned aLeft[GRID_MAX_CELLS];            /* values not yet tried */
  unsigned short aEmpty[GRID_MAX_CELLS];     /* empty cells, then filled */
  unsigned char aRowOf[GRID_MAX_CELLS], aColOf[GRID_MAX_CELLS];
  unsigned char aBoxOf[GRID_MAX_CELLS];
  unsigned long long nodes;
  unsigned long long cost = (unsigned long long)ncell/WORK_GEN_FILL_DIV+1;
  int i, depth;
  for(i=0; i<ncell; i++){
    aRowOf[i] = (unsigned char)(i/side);
    aColOf[i] = (unsigned char)(i%side);
    aBoxOf[i] = (unsigned char)((i/side)/box*box + (i%side)/box);
  }
restart:
  grid_init(out, box);
  memset(aRow, 0, sizeof(aRow));
  memset(aCol, 0, sizeof(aCol));
  memset(aBox, 0, sizeof(aBox));
  for(i=0; i<ncell; i++){
    int j = (int)gen_rng_below(rng, (unsigned)i+1);
    aEmpty[i] = aEmpty[j];
    aEmpty[j] = (unsigned short)i;
  }
  nodes = 0;
  depth = 0;
  for(;;){
    int best = -1, nBest = side+1, k, c, v;
    unsigned m;
    if( depth==ncell ) return GEN_OK;
    if( work_charge(work, cost) ) return GEN_OVER_BUDGET;
    if( ++nodes > (unsigned long long)FILL_RESTART*ncell ) goto restart;
    /* Move the best empty cell to position depth. */
    for(k=depth; k<ncell; k++){
      int e = aEmpty[k];
      int n = __builtin_popcount(full & ~(aRow[aRowOf[e]] | aCol[aColOf[e]]
                                          | aBox[aBoxOf[e]]));
      if( n<nBest ){
        nBest = n;
        best = k;
        if( n<=1 ) break;
      }
    }
    c = aEmpty[best];
    aEmpty[best] = aEmpty[depth];
    aEmpty[depth] = (unsigned short)c;
    aLeft[depth] = full & ~(aRow[aRowOf[c]] | aCol[aColOf[c]]
                            | aBox[aBoxOf[c]]);
    /* Place a value, backing up to the last cell with values left. */
    while( aLeft[depth]==0 ){
      if( depth==0 ) goto restart;
      depth--;
      c = aEmpty[depth];
      m = ~(1u<<(out->v[c]-1));
      aRow[aRowOf[c]] &= m;
      aCol[aColOf[c]] &= m;
      aBox[aBoxOf[c]] &= m;
      out->v[c] = 0;
    }
    c = aEmpty[depth];
    v = gen_rng_bit(rng, aLeft[depth]) + 1;
    aLeft[depth] &= ~(1u<<(v-1));
    out->v[c] = (unsigned char)v;
    m = 1u<<(v-1);
    aRow[aRowOf[c]] |= m;
    aCol[aColOf[c]] |= m;
    aBox[aBoxOf[c]] |= m;
    depth++;
  }
}

int gen_fill_rules(const Rules *r, const VarModel *m, GenRng *rng,
                   Work *work, Grid *out){
  int side = r->side, ncell = side*side, nSeed = side, i;
  for(;;){
    Grid g;
    unsigned long long n;
    grid_init_side(&g, side);
    for(i=0; i<nSeed; i++){
      int c = (int)gen_rng_below(rng, (unsigned)ncell);
      g.v[c] = (unsigned char)(gen_rng_below(rng, (unsigned)side)+1);
      if( !rules_consistent(r, &g) ) g.v[c] = 0;
    }
    n = varmodel_first_within(m, &g,
                              nSeed ? (unsigned long long)FILL_RULES_NODES*ncell
                                    : 0, out, work);
    if( nSeed && work_charge(work, 0) ) return GEN_OVER_BUDGET;
    if( n==1 ) return GEN_OK;
    if( n==SOLVE_NOMEM ) return GEN_NOMEM;
    if( nSeed==0 ) return n==0 ? GEN_NO_GRID : GEN_OVER_BUDGET;
    nSeed /= 2;
  }
}
