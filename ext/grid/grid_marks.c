/* SPDX-License-Identifier: MIT */
/*
** grid_marks.c: 9x9 pencil-mark grids ("sukaku"), 729 characters, a block
** of 9 per cell (see grid.h).
*/
#include "grid.h"

#include <stdio.h>
#include <string.h>

/* 1 for the blanks a pencil-mark grid may hold between its characters. */
static int marks_blank(char c){
  return c==' ' || c=='\t' || c=='\r' || c=='\n' || c=='\f' || c=='\v';
}

/* 1 for a character of a block: a digit or '.'. */
static int marks_char(char c){
  return c=='.' || (c>='0' && c<='9');
}

int grid_marks_parse(Grid *g, const char *z, size_t n, char *err){
  size_t i, k = 0;
  for(i=0; i<n; i++){
    if( marks_blank(z[i]) ) continue;
    if( !marks_char(z[i]) || ++k>GRID_MARKS_CHARS ) return 0;
  }
  if( k!=GRID_MARKS_CHARS ) return 0;
  grid_init(g, 3);
  g->marked = 1;
  for(i=0, k=0; i<n; i++){
    int cell, place;
    if( marks_blank(z[i]) ) continue;
    cell = (int)(k/9);
    place = (int)(k%9)+1;
    k++;
    if( z[i]=='.' || z[i]=='0' ) continue;
    if( z[i]-'0'!=place ){
      snprintf(err, GRID_ERR_MAX, "digit %c at place %d of r%dc%d (offset "
               "%zu)", z[i], place, cell/9+1, cell%9+1, i);
      return -1;
    }
    g->cand[cell] |= (unsigned short)(1u<<(place-1));
  }
  return 1;
}

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
