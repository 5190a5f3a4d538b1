/* SPDX-License-Identifier: MIT */
/*
** canon_row.c: lay out one candidate for the next row of the canonical
** form (canon_search.h): the orders of its stacks, the order of its
** columns that gives the smallest row, the bound on the empty cells it can
** put in front, and its labelling, compared slot by slot with the
** smallest row seen.
**
** Stacks: inside a cell the stacks empty in that row go first and stay
** together, the others are tried in every order (at most 6).  Columns
** need no such enumeration: the smallest row fills each cell with its
** empty columns, then the columns of digits that already have a label in
** increasing label order, then the columns of new digits, the digits met
** in more columns first (a new label is larger than every label handed
** out, and each new digit takes the next one).  Only new digits met
** equally often may come in any order; those orders are tried.  Every
** other arrangement gives a larger row, so it cannot lead to the minimum.
*/
#include "canon_search.h"

#include <string.h>

/* The orderings of n = 0..3 items: aPerm[n][k] for k < anPerm[n]. */
static const int anPerm[4] = { 1, 1, 2, 6 };
static const unsigned char aPerm[4][6][3] = {
  { {0,0,0} },
  { {0,0,0} },
  { {0,1,0}, {1,0,0} },
  { {0,1,2}, {0,2,1}, {1,0,2}, {1,2,0}, {2,0,1}, {2,1,0} },
};

/* Bits set in 0..7. */
static const unsigned char aCount[8] = { 0, 1, 1, 2, 1, 2, 2, 3 };

/* Input row r of the state's orientation. */
static const unsigned char *row_of(const CanonSearch *x, const CanonState *t,
                                   int r){
  return &x->aGrid[t->o][r*x->side];
}

/* Put input stack k at stack slot s, its columns one cell in order. */
void canon_place_stack(const CanonSearch *x, CanonState *t, int s, int k){
  int i, j0 = s*x->box;
  t->stackAt[s] = (unsigned char)k;
  for(i=0; i<x->box; i++){
    t->colAt[j0+i] = (unsigned char)(k*x->box + i);
    if( i<x->box-1 ) t->colJoin |= (unsigned short)(1<<(j0+i));
  }
}

/* Mark slots [a, b] (bits in *pJoin) as one cell. */
static void join_cell(unsigned *pJoin, int a, int b){
  int i;
  for(i=a; i<=b; i++){
    if( i<b ) *pJoin |= 1u<<i; else *pJoin &= ~(1u<<i);
  }
}

/*
** Append to aOut, from slot s on, every refinement of the stack cells of
** t for input row r: in each cell the stacks empty in row r first (still
** one cell), then the others in every order.  Returns the new count.
*/
static int stack_orders(const CanonSearch *x, const CanonState *t, int r,
                        int s, CanonState *aOut, int nOut){
  int b, i, k, nZero = 0, nGiven = 0;
  unsigned char aZero[3], aGiven[3];
  unsigned given = x->aGiven[t->o][r], stackBits = (1u<<x->box)-1;
  if( s>=x->box ){
    aOut[nOut] = *t;
    return nOut+1;
  }
  b = canon_cell_end(t->stackJoin, s);
  for(i=s; i<=b; i++){
    int st = t->stackAt[i];
    if( given & (stackBits<<(st*x->box)) ) aGiven[nGiven++] = (unsigned char)st;
    else aZero[nZero++] = (unsigned char)st;
  }
  if( nGiven==0 || b==s ) return stack_orders(x, t, r, b+1, aOut, nOut);
  for(k=0; k<anPerm[nGiven]; k++){
    CanonState u = *t;
    unsigned join = u.stackJoin;
    for(i=0; i<nZero; i++) canon_place_stack(x, &u, s+i, aZero[i]);
    if( nZero ) join_cell(&join, s, s+nZero-1);
    for(i=0; i<nGiven; i++){
      canon_place_stack(x, &u, s+nZero+i, aGiven[aPerm[nGiven][k][i]]);
      join &= ~(1u<<(s+nZero+i));
    }
    u.stackJoin = (unsigned char)join;
    nOut = stack_orders(x, &u, r, b+1, aOut, nOut);
  }
  return nOut;
}

/* Every stack order of t that input row r may take, into aOut (room for
** CANON_MAX_ORDER); returns how many. */
int canon_stack_orders(const CanonSearch *x, const CanonState *t, int r,
                       CanonState *aOut){
  return stack_orders(x, t, r, 0, aOut, 0);
}

/*
** Extend the scan of input row r over column slots up to b under state t.
** Returns 0 when the prefix is already above the level's smallest row,
** so that no completion can be kept.
*/
static int scan_slots(const CanonSearch *x, const CanonLevel *v,
                      const CanonState *t, int r, int b, RowScan *p){
  const unsigned char *row = row_of(x, t, r);
  if( p->ver!=v->ver ){
    int c = v->haveMin ? memcmp(p->aRow, v->aMin, (size_t)p->nSlot) : -1;
    p->cmp = c<0 ? -1 : c>0;
    p->ver = v->ver;
    if( p->cmp>0 ) return 0;
  }
  for(; p->nSlot<=b; p->nSlot++){
    int d = row[t->colAt[p->nSlot]];
    if( d && p->label[d]==0 ) p->label[d] = (unsigned char)++p->nLabel;
    p->aRow[p->nSlot] = p->label[d];     /* label[0] stays 0: empty */
    if( p->cmp==0 ){
      if( p->aRow[p->nSlot]>v->aMin[p->nSlot] ) return 0;
      if( p->aRow[p->nSlot]<v->aMin[p->nSlot] ) p->cmp = -1;
    }
  }
  return 1;
}

/*
** How the smallest row orders the columns of one cell: its empty columns,
** then groups of columns holding one digit each, in the order of aOrder
** except that the nTie groups from aOrder[tie0] on (new digits met equally
** often) may come in any order.
*/
typedef struct CellOrder CellOrder;
struct CellOrder {
  int nZero, nGroup, tie0, nTie;
  unsigned char aZero[3], nMember[3], aMember[3][3], aOrder[3];
};

/*
** Find the order of the cell [j, b] of t for input row r, p holding the
** labels of the row before slot j (see the top of the file).  Returns how
** many orders there are to try: 0 when the cell keeps its order (no
** digit, or one value in all of it), else the orders of the tied groups.
*/
static int cell_order(const CanonSearch *x, const CanonState *t,
                      const RowScan *p, int r, int j, int b, CellOrder *c){
  const unsigned char *row = row_of(x, t, r);
  unsigned char aDigit[3];
  int aKey[3], i, g;
  c->nZero = c->nGroup = 0;
  for(i=j; i<=b; i++){
    int col = t->colAt[i], d = row[col];
    if( d==0 ){
      c->aZero[c->nZero++] = (unsigned char)col;
      continue;
    }
    for(g=0; g<c->nGroup && aDigit[g]!=d; g++){}
    if( g==c->nGroup ){
      aDigit[c->nGroup] = (unsigned char)d;
      c->nMember[c->nGroup++] = 0;
    }
    c->aMember[g][c->nMember[g]++] = (unsigned char)col;
  }
  if( c->nGroup==0 || c->nZero+c->nGroup==1 ) return 0;
  /* Labelled digits by label, then new digits by how many columns hold
  ** them, most first.  Only new digits can tie. */
  for(g=0; g<c->nGroup; g++){
    int label = p->label[aDigit[g]];
    aKey[g] = label ? label : CANON_SIDE+1 + (3-c->nMember[g]);
    for(i=g; i>0 && aKey[c->aOrder[i-1]]>aKey[g]; i--){
      c->aOrder[i] = c->aOrder[i-1];
    }
    c->aOrder[i] = (unsigned char)g;
  }
  for(c->tie0=0; c->tie0<c->nGroup-1
                 && aKey[c->aOrder[c->tie0]]!=aKey[c->aOrder[c->tie0+1]];
      c->tie0++){}
  for(c->nTie=1; c->tie0+c->nTie<c->nGroup
                 && aKey[c->aOrder[c->tie0+c->nTie]]==aKey[c->aOrder[c->tie0]];
      c->nTie++){}
  return anPerm[c->nTie];
}

/* Lay out the cell [j, b] of u in the k-th order of c. */
static void lay_cell(CanonState *u, const CellOrder *c, int j, int k){
  unsigned join = u->colJoin;
  int i, g, at = j;
  for(i=0; i<c->nZero; i++) u->colAt[at++] = c->aZero[i];
  if( c->nZero ) join_cell(&join, j, at-1);
  for(g=0; g<c->nGroup; g++){
    int start = at, h;
    h = g>=c->tie0 && g<c->tie0+c->nTie
        ? c->aOrder[c->tie0+aPerm[c->nTie][k][g-c->tie0]] : c->aOrder[g];
    for(i=0; i<c->nMember[h]; i++) u->colAt[at++] = c->aMember[h][i];
    join_cell(&join, start, at-1);
  }
  u->colJoin = (unsigned short)join;
}

/*
** Refine the column cells from slot j on for input row r and visit the
** rows this gives, trying every order of a cell's new digits met equally
** often.  p holds the row up to slot j; bit i of given: slot i of t holds
** a given of row r.
*/
static void refine_cols(CanonSearch *x, CanonLevel *v, const CanonState *t,
                        int r, int j, unsigned given, const RowScan *p){
  CanonState u = *t;
  RowScan q = *p;
  while( j<x->side ){
    int b = canon_cell_end(u.colJoin, j);
    unsigned cell = (2u<<b) - (1u<<j);
    CellOrder c;
    int k, n = 0;
    if( b>j && (given & cell)!=0 ) n = cell_order(x, &u, &q, r, j, b, &c);
    if( n>0 ){
      for(k=1; k<n; k++){
        CanonState u2 = u;
        RowScan q2 = q;
        lay_cell(&u2, &c, j, k);
        if( scan_slots(x, v, &u2, r, b, &q2) ){
          refine_cols(x, v, &u2, r, b+1, given, &q2);
        }
      }
      lay_cell(&u, &c, j, 0);
    }
    if( !scan_slots(x, v, &u, r, b, &q) ) return;
    j = b+1;
  }
  v->xVisit(x, v, &u, r, &q);
}

/*
** Which slots of the smallest row of input row r under t hold a given (a
** bit each): in every column cell the givens go last.  Bit i of *pGiven
** is set to whether slot i of t holds a given.
*/
static unsigned row_pattern(const CanonSearch *x, const CanonState *t, int r,
                            unsigned *pGiven){
  unsigned given = x->aGiven[t->o][r], m = 0, pattern = 0, bits;
  int j;
  if( given==(1u<<x->side)-1 || given==0 ){
    *pGiven = given;                    /* a full or empty row */
    return given;
  }
  for(j=0; j<x->side; j++) m |= ((given>>t->colAt[j]) & 1u) << j;
  *pGiven = m;
  if( t->colJoin==0 ) return m;         /* every column its own cell */
  for(bits=m; bits; ){
    int b, nGiven;
    unsigned cell;
    j = __builtin_ctz(bits);            /* the cell's first given */
    b = canon_cell_end(t->colJoin, j);
    cell = (2u<<b) - (1u<<j);
    nGiven = aCount[(bits & cell) >> j];  /* cells span 3 slots at most */
    pattern |= (2u<<b) - (1u<<(b+1-nGiven));
    bits &= ~cell;
  }
  return pattern;
}

/*
** Score (or explore) candidate row r under the stack-refined state t.
** Candidates whose givens start before those of the smallest row seen
** are dropped at once: up to the first slot where both have a given,
** the empty cells decide.
*/
void canon_try_row(CanonSearch *x, CanonLevel *v, const CanonState *t,
                    int r){
  RowScan q;
  unsigned given, pattern = row_pattern(x, t, r, &given);
  if( v->haveMin ){
    unsigned diff = pattern ^ v->minPattern, both = pattern & v->minPattern;
    unsigned first = diff & (0u-diff);
    if( diff && (both==0 || first<(both & (0u-both))) && (first & pattern) ){
      return;
    }
  }
  q.nSlot = 0;
  q.nLabel = t->nLabel;
  q.cmp = 0;
  q.ver = v->ver-1;                     /* compare afresh */
  memcpy(q.label, t->label, sizeof(q.label));
  refine_cols(x, v, t, r, 0, given, &q);
}

/*
** The most empty slots input row r can have before its first given under
** any stack order of t (side when it has none): the stack cells empty in
** the row, then in the first other cell its empty stacks and the stack
** with the longest empty run in front.
*/
int canon_row_lead(const CanonSearch *x, const CanonState *t, int r){
  unsigned given, pattern = row_pattern(x, t, r, &given);
  unsigned stackBits = (1u<<x->box)-1;
  int s, b, i, lead = 0;
  for(s=0; s<x->box; s=b+1){
    int best = -1, nEmpty = 0;
    b = canon_cell_end(t->stackJoin, s);
    for(i=s; i<=b; i++){
      unsigned bits = (pattern >> (i*x->box)) & stackBits;
      int z = bits ? __builtin_ctz(bits) : x->box;
      if( z==x->box ) nEmpty++;
      else if( z>best ) best = z;
    }
    if( best>=0 ) return lead + nEmpty*x->box + best;
    lead += (b-s+1)*x->box;
  }
  return lead;
}
