/* SPDX-License-Identifier: MIT */
/*
** rate_why.c: recording why a step holds (see rate_why.h).
*/
#include "rate_why.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const azRole[RATE_N_ROLE] = {
  "unit", "cell", "pattern", "box", "line", "base", "cover", "fin",
  "pivot", "pincer", "loop", "guardian", "link", "excluder", "source",
  "target"
};

const char *rate_role_name(int role){
  return role>=0 && role<RATE_N_ROLE ? azRole[role] : "?";
}

const char *rate_unit_name(int unit, char *z){
  static const char *const azKind[3] = { "row", "column", "box" };
  snprintf(z, RATE_UNIT_NAME_MAX, "%s %d", azKind[(unit/9)%3], unit%9+1);
  return z;
}

const char *rate_kind_unit_name(int kind, int index, char *z){
  static const char *const azName[RATE_N_KIND] = { "box %d", "row %d",
    "column %d", "disjoint group %d", "window %d", "the main diagonal",
    "the anti-diagonal", "the girandola", "the asterisk", "the centre dot" };
  if( kind<0 || kind>=RATE_N_KIND ) kind = RATE_KIND_BOX;
  snprintf(z, RATE_UNIT_NAME_MAX, azName[kind], index+1);
  return z;
}

const char *rate_why_unit_name(const RateWhy *w, int unit, char *z){
  if( unit<27 || w==0 || w->unitKind==0 ) return rate_unit_name(unit, z);
  return rate_kind_unit_name(w->unitKind[unit], w->unitIndex[unit], z);
}

void rate_why_init(RateWhy *w){
  memset(w, 0, sizeof(*w));
}

void rate_why_reset(RateWhy *w){
  w->nPart = w->nLink = w->nChain = 0;
  w->say.n = 0;
  if( w->say.z ) w->say.z[0] = 0;
  w->say.oom = 0;
  w->oom = 0;
}

void rate_why_free(RateWhy *w){
  free(w->aPart);
  free(w->aLink);
  free(w->aChain);
  buf_free(&w->say);
  memset(w, 0, sizeof(*w));
}

/* Room for one more element in the array *pa of n (buf_room); 0 with
** w's oom set when out of memory. */
static int why_room(RateWhy *w, void *pa, int *pnAlloc, int n, size_t sz,
                    int nMin){
  if( buf_room(pa, pnAlloc, n+1, sz, nMin) ) return 1;
  w->oom = 1;
  return 0;
}

static void add_part(RateWhy *w, int kind, int role, int at, int digit){
  RateWhyPart *p;
  int i;
  for(i=0; i<w->nPart; i++){
    p = &w->aPart[i];
    if( p->kind==kind && p->role==role && p->at==at && p->digit==digit ){
      return;
    }
  }
  if( !why_room(w, &w->aPart, &w->nPartAlloc, w->nPart, sizeof(*p), 32) ){
    return;
  }
  p = &w->aPart[w->nPart++];
  p->kind = (unsigned char)kind;
  p->role = (unsigned char)role;
  p->at = (unsigned char)at;
  p->digit = (unsigned char)digit;
}

void rate_why_unit(RateWhy *w, int role, int unit){
  add_part(w, RATE_PART_UNIT, role, unit, 0);
}
void rate_why_cell(RateWhy *w, int role, int cell){
  add_part(w, RATE_PART_CELL, role, cell, 0);
}
void rate_why_cand(RateWhy *w, int role, int cell, int digit){
  add_part(w, RATE_PART_CAND, role, cell, digit);
}

int rate_why_chain(RateWhy *w, int depth, int parent){
  RateWhyChain *c;
  if( !why_room(w, &w->aChain, &w->nChainAlloc, w->nChain, sizeof(*c), 8) ){
    return -1;
  }
  c = &w->aChain[w->nChain];
  c->first = w->nLink;
  c->n = 0;
  c->depth = depth;
  c->parent = parent;
  return w->nChain++;
}

void rate_why_link(RateWhy *w, int fromCell, int fromDigit, int fromOn,
                   int toCell, int toDigit, int toOn, int unit,
                   int nested){
  RateWhyLink *l;
  if( w->nChain==0 ) return;
  if( !why_room(w, &w->aLink, &w->nLinkAlloc, w->nLink, sizeof(*l), 64) ){
    return;
  }
  l = &w->aLink[w->nLink++];
  l->fromCell = (unsigned char)fromCell;
  l->fromDigit = (unsigned char)fromDigit;
  l->fromOn = (unsigned char)(fromOn!=0);
  l->toCell = (unsigned char)toCell;
  l->toDigit = (unsigned char)toDigit;
  l->toOn = (unsigned char)(toOn!=0);
  l->unit = (unsigned char)unit;
  l->nested = (short)nested;
  w->aChain[w->nChain-1].n++;
}

void rate_why_say(RateWhy *w, const char *zFmt, ...){
  va_list ap;
  va_start(ap, zFmt);
  buf_vprintf(&w->say, zFmt, ap);
  va_end(ap);
  if( w->say.oom ) w->oom = 1;
}
