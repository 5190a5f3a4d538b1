/*
** variants.c: many distinct puzzles from a few, by the transformations
** that keep a sudoku valid: relabelling the digits, permuting rows within
** a band, bands, columns within a stack, stacks, and transposing.
**
**   build/bench/variants FILE COUNT SEED > out.txt
**
** Reads the 9x9 puzzles of FILE (one per line, '#' lines skipped) and
** writes COUNT puzzles, each a random transformation of the next input
** puzzle in turn, as 81 characters ('.' for empty) per line.  The same
** arguments give the same output.  With 9!*6^8*2 transformations per
** puzzle, repeats are practically impossible (the import reports any).
*/
#include "grid.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* xorshift64*, seeded: the same sequence everywhere. */
static unsigned long long rng_next(unsigned long long *s){
  *s ^= *s >> 12;
  *s ^= *s << 25;
  *s ^= *s >> 27;
  return *s * 0x2545F4914F6CDD1DULL;
}

/* A random permutation of 0..n-1 into a. */
static void random_perm(int *a, int n, unsigned long long *rng){
  int i;
  for(i=0; i<n; i++) a[i] = i;
  for(i=n-1; i>0; i--){
    int j = (int)(rng_next(rng) % (unsigned long long)(i+1)), t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}

/* A random row (or column) order that keeps bands together. */
static void band_order(int *aOut, unsigned long long *rng){
  int aBand[3], aIn[3], b, r;
  random_perm(aBand, 3, rng);
  for(b=0; b<3; b++){
    random_perm(aIn, 3, rng);
    for(r=0; r<3; r++) aOut[b*3+r] = aBand[b]*3 + aIn[r];
  }
}

/* Write a random transformation of the 81 cells z to out (82 bytes). */
static void transform(const unsigned char *v, char *out,
                      unsigned long long *rng){
  int aRow[9], aCol[9], aDigit[9], bT, r, c;
  band_order(aRow, rng);
  band_order(aCol, rng);
  random_perm(aDigit, 9, rng);
  bT = (int)(rng_next(rng) & 1);
  for(r=0; r<9; r++){
    for(c=0; c<9; c++){
      int i = bT ? aCol[c]*9 + aRow[r] : aRow[r]*9 + aCol[c];
      out[r*9+c] = v[i] ? (char)('1'+aDigit[v[i]-1]) : '.';
    }
  }
  out[81] = '\n';
}

int main(int argc, char **argv){
  FILE *in;
  char zLine[1024], zErr[GRID_ERR_MAX], zOut[82];
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
    if( zLine[0]=='#' || n!=81 ) continue;
    if( nGrid==nAlloc ){
      nAlloc = nAlloc ? nAlloc*2 : 1024;
      aGrid = realloc(aGrid, sizeof(Grid)*(size_t)nAlloc);
      if( aGrid==0 ){ fclose(in); return 1; }
    }
    if( grid_parse(&aGrid[nGrid], zLine, n, GRID_ALPHA_AUTO, zErr)==0
     && aGrid[nGrid].side==9 ){
      nGrid++;
    }
  }
  fclose(in);
  if( nGrid==0 ){
    fprintf(stderr, "%s: no 9x9 puzzles\n", argv[1]);
    free(aGrid);
    return 1;
  }
  for(i=0; i<nOut; i++){
    transform(aGrid[i%nGrid].v, zOut, &rng);
    fwrite(zOut, 1, sizeof(zOut), stdout);
  }
  free(aGrid);
  return fflush(stdout)==0 ? 0 : 1;
}
