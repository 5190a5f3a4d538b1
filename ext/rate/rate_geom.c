/* SPDX-License-Identifier: MIT */
/*
** rate_geom.c: the units a variant adds to the rater's rows, columns and
** boxes, as SukakuExplainer (SE) defines its extra regions, and the peers
** that follow.  SE numbers its region kinds blocks, rows, columns,
** disjoint groups, windows, main diagonal, anti-diagonal, ...; each
** technique looks at the extra kinds in that order after the plain ones,
** so units 27.. come in that order.  Windoku has SE's nine windows: the
** four drawn ones and the five groups they imply (the cells of rows and
** columns 1, 5 and 9, and the strips between the windows), with SE's
** numbering and cell order.  Anti-knight and anti-king add no unit,
** only peers; non-consecutive neither (rate_place and rate_nc.c).
*/
#include "rateint.h"

#include <string.h>

/* SE's windows (Grid.Window): window index and position of each cell. */
static const unsigned char aWindow[81] = {
  8,4,4,4,8,5,5,5,8, 6,0,0,0,6,1,1,1,6, 6,0,0,0,6,1,1,1,6,
  6,0,0,0,6,1,1,1,6, 8,4,4,4,8,5,5,5,8, 7,2,2,2,7,3,3,3,7,
  7,2,2,2,7,3,3,3,7, 7,2,2,2,7,3,3,3,7, 8,4,4,4,8,5,5,5,8,
};
static const unsigned char aWindowPos[81] = {
  0,0,1,2,1,0,1,2,2, 0,0,1,2,3,0,1,2,6, 1,3,4,5,4,3,4,5,7,
  2,6,7,8,5,6,7,8,8, 3,3,4,5,4,3,4,5,5, 0,0,1,2,3,0,1,2,6,
  1,3,4,5,4,3,4,5,7, 2,6,7,8,5,6,7,8,8, 6,6,7,8,7,6,7,8,8,
};

/* Add unit cells[0..8] to g, of SE's region kind `kind` (its index
** among them follows the units of that kind before it). */
static void add_unit(RateGeom *g, int kind, const unsigned char *cells){
  int i, k = 0;
  for(i=0; i<g->nUnit; i++) k += g->kind[i]==kind;
  g->kind[g->nUnit] = (unsigned char)kind;
  g->index[g->nUnit] = (unsigned char)k;
  memcpy(g->unit[g->nUnit], cells, 9);
  for(i=0; i<9; i++){
    g->unitBits[g->nUnit][cells[i]/64] |= 1ULL<<(cells[i]%64);
  }
  g->nUnit++;
}

/* Anti-knight and anti-king: the cells a knight's or a king's move apart
** are peers too (SE's anti-knight and anti-ferz visibility; a king's
** orthogonal moves stay in a row or a column). */
static void add_moves(RateGeom *g, unsigned flags){
  static const signed char aKnight[8][2] = {
    {-2,-1}, {-2,1}, {-1,-2}, {-1,2}, {1,-2}, {1,2}, {2,-1}, {2,1} };
  static const signed char aKing[8][2] = {
    {-1,-1}, {-1,0}, {-1,1}, {0,-1}, {0,1}, {1,-1}, {1,0}, {1,1} };
  int c, k, kind;
  for(c=0; c<81; c++){
    for(kind=0; kind<2; kind++){
      const signed char (*a)[2] = kind ? aKing : aKnight;
      if( (flags & (kind ? RULE_ANTIKING : RULE_ANTIKNIGHT))==0 ) continue;
      for(k=0; k<8; k++){
        int r = c/9 + a[k][0], q = c%9 + a[k][1], o;
        if( r<0 || r>8 || q<0 || q>8 ) continue;
        o = r*9+q;
        g->peerBits[c][o/64] |= 1ULL<<(o%64);
      }
    }
  }
}

/* The rule flags SE rates (every flag today; a new one is refused until
** the rater knows it). */
#define RATED_FLAGS (RULE_DIAGONALS|RULE_WINDOKU|RULE_ANTIKNIGHT \
  |RULE_ANTIKING|RULE_NONCONSECUTIVE|RULE_DISJOINTGROUPS|RULE_GIRANDOLA \
  |RULE_ASTERISK|RULE_CENTREDOT)

/* Add the units cell[0..9n-1] to g, of kinds aKind[0..n-1]. */
static void add_units(RateGeom *g, const short *cell, const int *aKind,
                      int n){
  unsigned char aCell[9];
  int k, i;
  for(k=0; k<n; k++){
    for(i=0; i<9; i++) aCell[i] = (unsigned char)cell[k*9+i];
    add_unit(g, aKind[k], aCell);
  }
}

const char *rate_geom_init(RateGeom *g, const Rules *r){
  unsigned char aCell[9];
  short aGroup[(9+3)*9];
  int aKind[9+3], u, c, i, k, nDg;
  if( r->hasRegions ) return "regions";
  if( r->boxr!=3 || r->boxc!=3 ) return "box";
  if( r->nCage ) return "cages";
  if( r->flags & ~(unsigned)RATED_FLAGS ){
    return rules_flag_key(__builtin_ctz(r->flags & ~(unsigned)RATED_FLAGS));
  }
  memset(g, 0, sizeof(*g));
  for(u=0; u<27; u++){
    add_unit(g, u<9 ? RATE_KIND_ROW : u<18 ? RATE_KIND_COLUMN : RATE_KIND_BOX,
             rate_unit[u]);
  }
  g->nc = (r->flags & RULE_NONCONSECUTIVE)!=0;
  g->extra = (r->flags & ~(unsigned)RULE_NONCONSECUTIVE)!=0;
  /* disjoint groups (SE's DG k: place k of each box, boxes in order),
  ** then girandola, asterisk, centre dot, as rules_groups lists them */
  k = rules_groups(r, aGroup);
  nDg = (r->flags & RULE_DISJOINTGROUPS) ? 9 : 0;
  for(i=0; i<nDg; i++) aKind[i] = RATE_KIND_GROUP;
  if( r->flags & RULE_GIRANDOLA ) aKind[i++] = RATE_KIND_GIRANDOLA;
  if( r->flags & RULE_ASTERISK ) aKind[i++] = RATE_KIND_ASTERISK;
  if( r->flags & RULE_CENTREDOT ) aKind[i++] = RATE_KIND_CENTREDOT;
  if( nDg ) g->group0 = g->nUnit;
  add_units(g, aGroup, aKind, nDg);
  if( r->flags & RULE_WINDOKU ){
    g->window0 = g->nUnit;
    for(u=0; u<9; u++){
      for(c=0; c<81; c++) if( aWindow[c]==u ) aCell[aWindowPos[c]] = c;
      add_unit(g, RATE_KIND_WINDOW, aCell);
    }
  }
  if( r->flags & RULE_DIAGONALS ){
    for(i=0; i<9; i++) aCell[i] = (unsigned char)(i*10);
    add_unit(g, RATE_KIND_DIAGONAL, aCell);
    for(i=0; i<9; i++) aCell[i] = (unsigned char)(8+i*8);
    add_unit(g, RATE_KIND_DIAGONAL+1, aCell);
  }
  add_units(g, aGroup+nDg*9, aKind+nDg, k-nDg);
  for(u=0; u<g->nUnit; u++){
    for(i=0; i<9; i++){
      c = g->unit[u][i];
      g->peerBits[c][0] |= g->unitBits[u][0];
      g->peerBits[c][1] |= g->unitBits[u][1];
    }
  }
  memset(g->cellUnit, -1, sizeof(g->cellUnit));
  memset(g->cellUnits, 0, sizeof(g->cellUnits));
  for(u=0; u<g->nUnit; u++){
    for(i=0; i<9; i++){
      g->cellUnit[g->unit[u][i]][g->kind[u]] = (signed char)u;
      g->cellUnits[g->unit[u][i]] |= 1ULL<<u;
    }
  }
  if( r->flags & (RULE_ANTIKNIGHT|RULE_ANTIKING) ) add_moves(g, r->flags);
  for(c=0; c<81; c++){
    g->peerBits[c][c/64] &= ~(1ULL<<(c%64));
    for(i=0; i<81; i++){
      if( g->peerBits[c][i/64]>>(i%64) & 1 ){
        g->peer[c][g->nPeer[c]++] = (unsigned char)i;
      }
    }
  }
  return 0;
}

int rate_geom_restricted(const RateState *s, int c, unsigned pair){
  static const signed char aStep[4][2] = {{-1,0},{1,0},{0,-1},{0,1}};
  const RateGeom *g = s->geom;
  unsigned near = ((pair<<1) | (pair>>1)) & ALL9;
  RateBits moves = rate_bits(g->peerBits[c]), m;
  unsigned long long us;
  int j;
  for(us=g->cellUnits[c]; us; us &= us-1){
    moves &= ~rate_bits(g->unitBits[__builtin_ctzll(us)]);
  }
  for(m=moves; m; m &= m-1){
    if( s->cand[rate_lowest_cell(m)] & pair ) return 1;
  }
  for(j=0; g->nc && j<4; j++){
    int r = c/9 + aStep[j][0], q = c%9 + aStep[j][1];
    if( r>=0 && r<9 && q>=0 && q<9 && (s->cand[r*9+q] & near) ) return 1;
  }
  return 0;
}

/* 1 when cells a and b are orthogonal neighbours. */
static int is_neighbour(int a, int b){
  int dr = a/9-b/9, dc = a%9-b%9;
  return dr*dr + dc*dc==1;
}

void rate_geom_why_links(const RateGeom *g, RateWhy *w){
  int i;
  for(i=0; i<w->nLink; i++){
    RateWhyLink *l = &w->aLink[i];
    int a = l->fromCell, b = l->toCell;
    if( l->unit!=RATE_WHY_NONE || l->nested>=0 || a==b ) continue;
    if( l->fromDigit==l->toDigit ){
      unsigned long long us = g->cellUnits[a] & g->cellUnits[b]
                              & ~((1ULL<<27)-1);
      if( us ){
        l->unit = (unsigned char)__builtin_ctzll(us);
      }else if( l->fromOn && !l->toOn && (g->peerBits[a][b/64]>>(b%64) & 1) ){
        l->unit = RATE_WHY_PEER;
      }
    }else if( g->nc && l->fromOn && !l->toOn && is_neighbour(a, b)
           && (l->fromDigit==l->toDigit+1 || l->fromDigit+1==l->toDigit) ){
      l->unit = RATE_WHY_PEER;
    }
  }
}
