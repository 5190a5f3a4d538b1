/* SPDX-License-Identifier: MIT */
/*
** rulesnorm.c: the normal form of finished rules (rules.h), one text for
** every way of writing the same rules, so that a collection can key its
** rows on (puzzle, rules):
**
**   ""                                  the plain sudoku of the side
**   {"box":"2x3","diagonals":true}      keys in rules_key_list's order,
**                                       only those that change the rules
**   {"regions":"AAB...","cages":[[3,[0,1]],[7,[2,3]]]}
**
** Regions are renamed A, B, C, ... in the order of their first cell;
** a cage's cells are in increasing order, and the cages in the order of
** their first cell.  Parsing the normal form gives the same rules.
*/
#include "rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Append the key zKey (a comma before all but the first) to z at *pn. */
static void put_key(char *z, size_t *pn, const char *zKey){
  *pn += (size_t)sprintf(z+*pn, "%s\"%s\":", *pn>1 ? "," : "", zKey);
}

/* Cage numbers of r sorted by their smallest cell into aOrder, and the
** sorted cells of each into aCell (in the cages' own order). */
static void sort_cages(const Rules *r, int *aOrder, unsigned short *aCell){
  int k, i, j;
  memcpy(aCell, r->cageCell, sizeof(r->cageCell[0])*r->cageStart[r->nCage]);
  for(k=0; k<r->nCage; k++){
    unsigned short *c = aCell + r->cageStart[k];
    int n = r->cageStart[k+1]-r->cageStart[k];
    for(i=1; i<n; i++){              /* insertion sort: cages are small */
      unsigned short x = c[i];
      for(j=i; j>0 && c[j-1]>x; j--) c[j] = c[j-1];
      c[j] = x;
    }
    for(j=k; j>0 && aCell[r->cageStart[aOrder[j-1]]]>c[0]; j--){
      aOrder[j] = aOrder[j-1];
    }
    aOrder[j] = k;
  }
}

size_t rules_normal(const Rules *r, char *z){
  int br, bc, i, k;
  size_t n = 1;
  if( rules_plain(r) ){
    z[0] = 0;
    return 0;
  }
  z[0] = '{';
  grid_box_shape(r->side, &br, &bc);
  if( !r->hasRegions && (r->boxr!=br || r->boxc!=bc) ){
    put_key(z, &n, "box");
    n += (size_t)sprintf(z+n, "\"%dx%d\"", r->boxr, r->boxc);
  }
  if( r->hasRegions ){
    unsigned char aName[GRID_MAX_SIDE];
    int nName = 0;
    memset(aName, 0xff, sizeof(aName));
    put_key(z, &n, "regions");
    z[n++] = '"';
    for(i=0; i<r->side*r->side; i++){
      unsigned char *pName = &aName[r->region[i]];
      if( *pName==0xff ) *pName = (unsigned char)nName++;
      z[n++] = (char)('A' + *pName);
    }
    z[n++] = '"';
  }
  for(k=0; k<RULE_N_FLAGS; k++){
    if( r->flags & (1u<<k) ){
      put_key(z, &n, rules_flag_key(k));
      n += (size_t)sprintf(z+n, "true");
    }
  }
  if( r->nCage ){
    int aOrder[GRID_MAX_CELLS];
    unsigned short aCell[GRID_MAX_CELLS];
    sort_cages(r, aOrder, aCell);
    put_key(z, &n, "cages");
    z[n++] = '[';
    for(k=0; k<r->nCage; k++){
      int c = aOrder[k];
      n += (size_t)sprintf(z+n, "%s[%d,[", k ? "," : "", r->cageSum[c]);
      for(i=r->cageStart[c]; i<r->cageStart[c+1]; i++){
        n += (size_t)sprintf(z+n, "%s%d", i>r->cageStart[c] ? "," : "",
                             aCell[i]);
      }
      n += (size_t)sprintf(z+n, "]]");
    }
    z[n++] = ']';
  }
  z[n++] = '}';
  z[n] = 0;
  return n;
}
