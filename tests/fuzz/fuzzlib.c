/* SPDX-License-Identifier: MIT */
/*
** fuzzlib.c: puzzles built from fuzz input, and checks of answers (see
** fuzzlib.h).
*/
#include "fuzzlib.h"
#include "solve.h"

#include <stdlib.h>
#include <string.h>

/* Givens drawn for the seed of a 4x4 or 9x9 full grid. */
#define SEED_GIVENS 8

unsigned fz_byte(FuzzIn *in){
  if( in->n==0 ) return 0;
  in->n--;
  return *in->z++;
}

unsigned fz_below(FuzzIn *in, unsigned n){
  unsigned x = fz_byte(in);
  if( n>256 ) x = (x<<8) | fz_byte(in);
  return x % n;
}

/* Shuffle a[0..n-1] in place with draws from the input. */
static void shuffle(int *a, int n, FuzzIn *in){
  int i;
  for(i=n-1; i>0; i--){
    int j = (int)fz_below(in, (unsigned)i+1), t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}

/* An order of the box*box lines: the bands (stacks) shuffled, then the
** lines inside each. */
static void line_order(int box, int *aOut, FuzzIn *in){
  int aBand[GRID_MAX_BOX], aIn[GRID_MAX_BOX], b, k;
  for(b=0; b<box; b++) aBand[b] = b;
  shuffle(aBand, box, in);
  for(b=0; b<box; b++){
    for(k=0; k<box; k++) aIn[k] = k;
    shuffle(aIn, box, in);
    for(k=0; k<box; k++) aOut[b*box+k] = aBand[b]*box + aIn[k];
  }
}

void fz_disguise(const Grid *g, Grid *out, FuzzIn *in){
  int aRow[GRID_MAX_SIDE], aCol[GRID_MAX_SIDE], aValue[GRID_MAX_SIDE+1];
  int r, c, i, flip;
  line_order(g->box, aRow, in);
  line_order(g->box, aCol, in);
  for(i=0; i<=g->side; i++) aValue[i] = i;
  shuffle(aValue+1, g->side, in);
  flip = (int)(fz_byte(in) & 1);
  grid_init(out, g->box);
  for(r=0; r<g->side; r++){
    for(c=0; c<g->side; c++){
      int ir = flip ? aCol[c] : aRow[r], ic = flip ? aRow[r] : aCol[c];
      out->v[r*g->side+c] = (unsigned char)aValue[g->v[ir*g->side+ic]];
    }
  }
}

/* The pattern grid: row r is the first row shifted by its place. */
static void pattern_grid(Grid *g, int box){
  int r, c;
  grid_init(g, box);
  for(r=0; r<g->side; r++){
    for(c=0; c<g->side; c++){
      g->v[r*g->side+c] = (unsigned char)
          (((r%box)*box + r/box + c) % g->side + 1);
    }
  }
}

void fz_full_grid(Grid *g, int box, FuzzIn *in){
  Grid seed;
  int k;
  grid_init(&seed, box);
  if( box<=3 ){
    for(k=0; k<SEED_GIVENS; k++){
      int cell = (int)fz_below(in, (unsigned)seed.ncell);
      seed.v[cell] = (unsigned char)fz_below(in, (unsigned)seed.side+1);
    }
  }
  if( box>3 || fz_solve(&seed, 1, g)!=1 ) pattern_grid(g, box);
  seed = *g;
  fz_disguise(&seed, g, in);
}

void fz_puzzle(Grid *g, int box, int maxBlank, FuzzIn *in){
  int k, nBlank, nChange;
  fz_full_grid(g, box, in);
  nChange = (int)fz_below(in, 8);
  nChange = nChange<6 ? 0 : nChange-5;
  for(k=0; k<nChange; k++){
    int cell = (int)fz_below(in, (unsigned)g->ncell);
    g->v[cell] = (unsigned char)fz_below(in, (unsigned)g->side+1);
  }
  nBlank = (int)fz_below(in, (unsigned)maxBlank+1);
  for(k=0; k<nBlank; k++) g->v[fz_below(in, (unsigned)g->ncell)] = 0;
}

unsigned long long fz_solve(const Grid *g, unsigned long long limit,
                            Grid *first){
  Work w = {.limit = WORK_DEFAULT_LIMIT, .threads = 1,
           .memLimit = WORK_DEFAULT_MEMORY};
  return solve_grid(g, limit, first, 0, &w);
}

int fz_solves(const Grid *g, const Grid *s){
  int i;
  if( s->box!=g->box || !grid_complete(s) ) return 0;
  for(i=0; i<g->ncell; i++){
    if( g->v[i] && g->v[i]!=s->v[i] ) return 0;
  }
  return 1;
}

int fz_is_cover(const CoverRows *p, int nCol, int nPrimary,
                const int *aRow, int n){
  unsigned char *aSeen = calloc((size_t)nCol+1, 1);
  int i, j, ok = 1;
  if( aSeen==0 ) abort();
  for(i=0; i<n && ok; i++){
    int hasPrimary = 0;
    if( aRow[i]<0 || aRow[i]>=p->nRow ){
      ok = 0;
      break;
    }
    for(j=p->aStart[aRow[i]]; j<p->aStart[aRow[i]+1]; j++){
      if( aSeen[p->aCol[j]]++ ) ok = 0;
      if( p->aCol[j]<nPrimary ) hasPrimary = 1;
    }
    if( !hasPrimary ) ok = 0;
  }
  for(i=0; i<nPrimary && ok; i++) ok = aSeen[i]==1;
  free(aSeen);
  return ok;
}
