/* SPDX-License-Identifier: MIT */
/*
** rulesdraw.c: a puzzle drawn with its regions, cages and rules
** (rulesdraw.h).
*/
#include "rulesdraw.h"

#include <stdio.h>
#include <string.h>

/* Bytes of one wall map of side n: 2n+1 lines of 4n+1 and a newline. */
static size_t map_size(int n){
  return (size_t)(2*n+1)*(size_t)(4*n+2);
}

size_t rules_flags_line(unsigned f, char *out){
  size_t k = (size_t)sprintf(out, "rules:");
  int b;
  for(b=0; b<RULE_N_FLAGS && k<RULES_FLAGS_LINE_MAX; b++){
    if( f & (1u<<b) ){
      k += (size_t)snprintf(out+k, RULES_FLAGS_LINE_MAX-k, " %s",
                            rules_flag_key(b));
    }
  }
  return k<RULES_FLAGS_LINE_MAX ? k : RULES_FLAGS_LINE_MAX-1;
}

/* g with the box shape of r, for grid_format_pretty. */
static Grid shaped(const Grid *g, const Rules *r){
  Grid s = *g;
  s.boxr = r->boxr;
  s.boxc = r->boxc;
  return s;
}

size_t rules_draw_size(const Grid *g, const Rules *r){
  Grid s = shaped(g, r);
  return grid_pretty_size(&s) + 2*map_size(g->side) + RULES_FLAGS_LINE_MAX
       + 4;
}

/*
** One map of walls: aId[] gives each cell's group (-1: none), walls stand
** between cells of different groups and around the grid, and each cell's
** text is azText[cell] (3 characters).  Returns the length written.
*/
static size_t draw_map(int n, const short *aId, char (*azText)[4],
                       char *out){
  size_t k = 0;
  int r, c;
  for(r=0; r<=n; r++){
    for(c=0; c<n; c++){
      int wall = r==0 || r==n || aId[(r-1)*n+c]!=aId[r*n+c];
      out[k++] = '+';
      memset(out+k, wall ? '-' : ' ', 3);
      k += 3;
    }
    out[k++] = '+';
    out[k++] = '\n';
    if( r==n ) break;
    for(c=0; c<n; c++){
      out[k++] = (c==0 || aId[r*n+c-1]!=aId[r*n+c]) ? '|' : ' ';
      memcpy(out+k, azText[r*n+c], 3);
      k += 3;
    }
    out[k++] = '|';
    out[k++] = '\n';
  }
  return k;
}

/* The cage map: each cage's sum in its first cell. */
static size_t draw_cages(const Grid *g, const Rules *r, char *out){
  char azText[GRID_MAX_CELLS][4];
  short aCage[GRID_MAX_CELLS];
  int i, k;
  rules_cage_of(r, aCage);
  for(i=0; i<g->ncell; i++) memcpy(azText[i], "   ", 4);
  for(k=0; k<r->nCage; k++){
    int first = g->ncell;
    for(i=r->cageStart[k]; i<r->cageStart[k+1]; i++){
      if( r->cageCell[i]<first ) first = r->cageCell[i];
    }
    snprintf(azText[first], 4, "%-3d", r->cageSum[k]%1000);
  }
  return draw_map(g->side, aCage, azText, out);
}

size_t rules_draw(const Grid *g, const Rules *r, char *out){
  size_t k;
  if( r->hasRegions ){
    char azText[GRID_MAX_CELLS][4];
    short aId[GRID_MAX_CELLS];
    int i;
    for(i=0; i<g->ncell; i++){
      aId[i] = r->region[i];
      snprintf(azText[i], 4, " %c ",
               grid_value_char(g->side, GRID_ALPHA_AUTO, g->v[i]));
    }
    k = draw_map(g->side, aId, azText, out);
    k--;                                 /* no newline at the end */
  }else{
    Grid s = shaped(g, r);
    k = grid_format_pretty(&s, out);
  }
  if( r->nCage ){
    out[k++] = '\n';
    out[k++] = '\n';
    k += draw_cages(g, r, out+k) - 1;
  }
  if( r->flags ){
    out[k++] = '\n';
    k += rules_flags_line(r->flags, out+k);
  }
  out[k] = 0;
  return k;
}
