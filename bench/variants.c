/* SPDX-License-Identifier: MIT */
/*
** variants.c: many distinct puzzles from a few, by the transformations
** that keep a sudoku valid: relabelling the digits, permuting rows within
** a band, bands, columns within a stack, stacks, and transposing.
**
**   build/bench/variants FILE COUNT SEED > out.txt
**
** Reads the puzzles of FILE (one per line, '#' lines skipped; square
** boxes, 4x4 to 25x25) and writes COUNT puzzles, each a random
** transformation of the next input puzzle in turn (so with COUNT = k
** times the input's lines, k variants of each), one per line in the
** canonical spelling ('.' for empty).  The same arguments give the same
** output.  With 9!*6^8*2 transformations of a 9x9 puzzle, repeats are
** practically impossible (the import reports any); a variant is the same
** puzzle to a solver, searched in another order (bench_big.sh).
*/
#include "grid.h"
#include "bench_rng.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A random permutation of 0..n-1 into a. */
static void random_perm(int *a, int n, unsigned long long *rng){
  int i;
  for(i=0; i<n; i++) a[i] = i;
  rng_shuffle(a, n, rng);
}

/* A random row (or column) order of a grid with boxes of side `box`
** that keeps bands together. */
static void band_order(int *aOut, int box, unsigned long long *rng){
  int aBand[GRID_MAX_BOX], aIn[GRID_MAX_BOX], b, r;
  random_perm(aBand, box, rng);
  for(b=0; b<box; b++){
    random_perm(aIn, box, rng);
    for(r=0; r<box; r++) aOut[b*box+r] = aBand[b]*box + aIn[r];
  }
}

/* A random transformation of g, written to out as one line
** (ncell + 2 bytes). */
static void transform(const Grid *g, char *out, unsigned long long *rng){
  int aRow[GRID_MAX_SIDE], aCol[GRID_MAX_SIDE], aDigit[GRID_MAX_SIDE];
  int side = g->side, bT, r, c, n;
  Grid t = *g;
  band_order(aRow, g->box, rng);
  band_order(aCol, g->box, rng);
  random_perm(aDigit, side, rng);
  bT = (int)(rng_next(rng) & 1);
  for(r=0; r<side; r++){
    for(c=0; c<side; c++){
      int i = bT ? aCol[c]*side + aRow[r] : aRow[r]*side + aCol[c];
      t.v[r*side+c] = g->v[i] ? (unsigned char)(1+aDigit[g->v[i]-1]) : 0;
    }
  }
  n = grid_format_line(&t, GRID_ALPHA_AUTO, out);
  out[n] = '\n';
  out[n+1] = 0;
}

int main(int argc, char **argv){
  FILE *in;
  char zLine[GRID_MAX_CELLS*4+2], zErr[GRID_ERR_MAX];
  char zOut[GRID_MAX_CELLS+2];
  Grid *aGrid = 0;
  long nGrid = 0, nAlloc = 0, i, nOut;
  unsigned long long rng;
  if( argc!=4 || (nOut = atol(argv[2]))<1 ){
    fprintf(stderr, "usage: %s FILE COUNT SEED\n", argv[0]);
    return 2;
  }
  rng = strtoull(argv[3], 0, 10)*0x9E3779B97F4A7C15ULL + 1;
  if( (in = fopen(argv[1], "r"))==0 ){
    perror(argv[1]);
    return 1;
  }
  while( fgets(zLine, sizeof(zLine), in) ){
    size_t n = strcspn(zLine, " \t\r\n");
    if( zLine[0]=='#' || n==0 ) continue;
    if( nGrid==nAlloc ){
      nAlloc = nAlloc ? nAlloc*2 : 1024;
      aGrid = realloc(aGrid, sizeof(Grid)*(size_t)nAlloc);
      if( aGrid==0 ){ fclose(in); return 1; }
    }
    if( grid_parse(&aGrid[nGrid], zLine, n, GRID_ALPHA_AUTO, zErr)==0
     && aGrid[nGrid].box>0 ){
      nGrid++;
    }
  }
  fclose(in);
  if( nGrid==0 ){
    fprintf(stderr, "%s: no puzzles with square boxes\n", argv[1]);
    free(aGrid);
    return 1;
  }
  for(i=0; i<nOut; i++){
    transform(&aGrid[i%nGrid], zOut, &rng);
    fputs(zOut, stdout);
  }
  free(aGrid);
  return fflush(stdout)==0 ? 0 : 1;
}
