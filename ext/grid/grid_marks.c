/* SPDX-License-Identifier: MIT */
/*
** grid_marks.c: 9x9 pencil-mark grids ("sukaku") written out: the
** 729-character line, a block of 9 per cell, and the candidate grid
** (see grid.h; grid.c reads them).
*/
#include "grid.h"

#include <stdio.h>
#include <string.h>

void grid_marks_format(const Grid *g, char *out){
  int i, d;
  for(i=0; i<81; i++){
    unsigned m = g->v[i] ? 1u<<(g->v[i]-1) : g->marked ? g->cand[i] : 0x1ff;
    for(d=1; d<=9; d++) out[i*9+d-1] = (m>>(d-1)) & 1 ? (char)('0'+d) : '.';
  }
  out[GRID_MARKS_CHARS] = 0;
}

/* The digits of cell i's candidates (its value alone when filled) into
** z; returns their number. */
static int marks_digits(const Grid *g, int i, char *z){
  unsigned m = g->v[i] ? 1u<<(g->v[i]-1) : g->marked ? g->cand[i] : 0x1ff;
  int d, n = 0;
  for(d=1; d<=9; d++) if( (m>>(d-1)) & 1 ) z[n++] = (char)('0'+d);
  if( n==0 ) z[n++] = '.';
  return n;
}

/* A line of '-' between bands, as wide as a row of the grid (nRow). */
static size_t marks_rule(char *out, size_t nRow){
  memset(out, '-', nRow);
  out[nRow] = '\n';
  return nRow+1;
}

size_t grid_marks_pretty(const Grid *g, char *out){
  int aWidth[9], r, c;
  size_t n = 0, nRow = 0;
  char z[10];
  for(c=0; c<9; c++){
    aWidth[c] = 1;
    for(r=0; r<9; r++){
      int k = marks_digits(g, r*9+c, z);
      if( k>aWidth[c] ) aWidth[c] = k;
    }
    nRow += (size_t)aWidth[c] + (c<8);
  }
  nRow += 4;
  for(r=0; r<9; r++){
    if( r==3 || r==6 ) n += marks_rule(out+n, nRow);
    for(c=0; c<9; c++){
      int k = marks_digits(g, r*9+c, z);
      if( c==3 || c==6 ) n += (size_t)sprintf(out+n, "| ");
      n += (size_t)sprintf(out+n, "%.*s%*s", k, z,
                           c<8 ? aWidth[c]-k+1 : 0, "");
    }
    out[n++] = '\n';
  }
  out[--n] = 0;
  return n;
}
