/* SPDX-License-Identifier: MIT */
/*
** gen_sym.c: the symmetries of a generated puzzle's givens: which cells
** must be given together (orbits), and whether a pattern is symmetric.
*/
#include "genint.h"

/* The maps of each symmetry (besides the identity), as codes of
** map_cell: bit 0 transposes, bit 1 reverses the row, bit 2 the column. */
static const struct { int n; unsigned char aMap[7]; } aSymMaps[GEN_N_SYM] = {
  { 0, {0} },                        /* none */
  { 1, {6} },                        /* rot180: (n-1-r, n-1-c) */
  { 3, {6, 3, 5} },                  /* rot90, 180, 270 */
  { 1, {4} },                        /* mirror: (r, n-1-c) */
  { 1, {2} },                        /* flip: (n-1-r, c) */
  { 1, {1} },                        /* diagonal: (c, r) */
  { 1, {7} },                        /* antidiagonal: (n-1-c, n-1-r) */
  { 7, {1, 2, 3, 4, 5, 6, 7} },      /* dihedral: all eight */
};

/* The image of cell (r, c) of an n x n grid under map code m. */
static int map_cell(int n, int m, int r, int c){
  int t;
  if( m & 1 ){ t = r; r = c; c = t; }
  if( m & 2 ) r = n-1-r;
  if( m & 4 ) c = n-1-c;
  return r*n + c;
}

void gen_orbits(int side, int sym, GenOrbits *pOrb){
  int n = side, ncell = n*n, i, k;
  unsigned char seen[GRID_MAX_CELLS] = {0};
  int nCell = 0;
  pOrb->nOrbit = 0;
  for(i=0; i<ncell; i++){
    if( seen[i] ) continue;
    pOrb->aStart[pOrb->nOrbit] = (unsigned short)nCell;
    seen[i] = 1;
    pOrb->aCell[nCell++] = (unsigned short)i;
    for(k=0; k<aSymMaps[sym].n; k++){
      int j = map_cell(n, aSymMaps[sym].aMap[k], i/n, i%n);
      if( !seen[j] ){
        seen[j] = 1;
        pOrb->aCell[nCell++] = (unsigned short)j;
      }
    }
    pOrb->nOrbit++;
  }
  pOrb->aStart[pOrb->nOrbit] = (unsigned short)nCell;
}

int gen_sym_keeps(int side, int sym, const unsigned char *mask){
  int n = side, i, k;
  for(i=0; i<n*n; i++){
    for(k=0; k<aSymMaps[sym].n; k++){
      if( mask[map_cell(n, aSymMaps[sym].aMap[k], i/n, i%n)]!=mask[i] ){
        return 0;
      }
    }
  }
  return 1;
}
