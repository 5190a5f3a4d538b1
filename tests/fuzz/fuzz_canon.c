/*
** fuzz_canon.c: libFuzzer target for canon_grid.  Any bytes that parse as
** a 4x4 or 9x9 puzzle give a canonical form that keeps the clue count, is
** its own canonical form, sorts at or below the puzzle, and equals the
** canonical form of a copy disguised by a symmetry and relabelling drawn
** from the input's hash.  Other sizes must be refused.
*/
#include "canon.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A small deterministic generator (xorshift64). */
static unsigned next_rand(uint64_t *pSeed, unsigned n){
  uint64_t s = *pSeed;
  s ^= s<<13; s ^= s>>7; s ^= s<<17;
  *pSeed = s;
  return (unsigned)(s % n);
}

/* Shuffle a[0..n-1] in place. */
static void shuffle(int *a, int n, uint64_t *pSeed){
  int i;
  for(i=n-1; i>0; i--){
    int j = (int)next_rand(pSeed, (unsigned)i+1), t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}

/* A random order of the lines: bands shuffled, then lines in each band. */
static void line_order(int box, int *aOut, uint64_t *pSeed){
  int aBand[3] = {0, 1, 2}, aIn[3] = {0, 1, 2}, b, k;
  shuffle(aBand, box, pSeed);
  for(b=0; b<box; b++){
    shuffle(aIn, box, pSeed);
    for(k=0; k<box; k++) aOut[b*box+k] = aBand[b]*box + aIn[k];
  }
}

/* A copy of g under a random symmetry and relabelling. */
static void disguise(const Grid *g, Grid *out, uint64_t seed){
  int aRow[9], aCol[9], aDigit[10], r, c, i;
  int flip = (int)next_rand(&seed, 2);
  line_order(g->box, aRow, &seed);
  line_order(g->box, aCol, &seed);
  for(i=0; i<=g->side; i++) aDigit[i] = i;
  shuffle(aDigit+1, g->side, &seed);
  grid_init(out, g->box);
  for(r=0; r<g->side; r++){
    for(c=0; c<g->side; c++){
      int ir = flip ? aCol[c] : aRow[r], ic = flip ? aRow[r] : aCol[c];
      out->v[r*g->side+c] = (unsigned char)aDigit[g->v[ir*g->side+ic]];
    }
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Grid g, form, again, other, otherForm;
  char err[GRID_ERR_MAX];
  uint64_t seed = 1469598103934665603ull;
  size_t i;
  if( grid_parse(&g, (const char*)data, size, GRID_ALPHA_AUTO, err) ) return 0;
  if( g.box!=2 && g.box!=3 ){
    if( canon_grid(&g, &form)==0 ) abort();
    return 0;
  }
  if( canon_grid(&g, &form) ) abort();
  if( form.box!=g.box || grid_clues(&form)!=grid_clues(&g) ) abort();
  if( memcmp(form.v, g.v, (size_t)g.ncell)>0 ) abort();
  if( canon_grid(&form, &again) ) abort();
  if( memcmp(again.v, form.v, (size_t)g.ncell) ) abort();
  for(i=0; i<size; i++) seed = (seed ^ data[i]) * 1099511628211ull;
  disguise(&g, &other, seed|1);
  if( canon_grid(&other, &otherForm) ) abort();
  if( memcmp(otherForm.v, form.v, (size_t)g.ncell) ) abort();
  return 0;
}
