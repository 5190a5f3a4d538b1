/* SPDX-License-Identifier: MIT */
/*
** canon.c: the minlex canonical form of a 4x4 or 9x9 puzzle (canon.h).
**
** The search builds the answer one output row at a time, depth first.
** A state records the orientation, the input rows placed so far, how the
** digits met so far are labelled (in order of first appearance), and a
** partly decided column arrangement: an ordered partition of the stacks
** and, inside each stack, of its columns.  Slots that share a cell hold
** stacks that were empty, or columns that were equal, in every row placed
** so far, so their order does not matter yet.  Placing the next row
** refines the partition: inside a cell the columns (stacks) empty in that
** row go first and stay together, the others are tried in every order
** (columns holding the same digit stay together).  Any other arrangement
** would put a digit before an empty cell that could have come first, so
** it cannot be minimal.  Of two equal unused rows of a band only the
** first is tried, and a puzzle equal to its transpose is searched once.
**
** At each depth every candidate (row, refinement) is scored first, and
** column orders are dropped as soon as their prefix exceeds the smallest
** row seen; only candidates giving the smallest row, and only if that row
** is no larger than the same row of the best answer so far, are explored
** further.
*/
#include "canon.h"

#include <string.h>

/* The orderings of n = 0..3 items: aPerm[n][k] for k < anPerm[n]. */
static const int anPerm[4] = { 1, 1, 2, 6 };
static const unsigned char aPerm[4][6][3] = {
  { {0,0,0} },
  { {0,0,0} },
  { {0,1,0}, {1,0,0} },
  { {0,1,2}, {0,2,1}, {1,0,2}, {1,2,0}, {2,0,1}, {2,1,0} },
};

#define CANON_SIDE 9
#define CANON_CELLS (CANON_SIDE*CANON_SIDE)

/* The whole search: the puzzle both ways round and the best rows found. */
typedef struct CanonSearch CanonSearch;
struct CanonSearch {
  int box, side;
  unsigned char aGrid[2][CANON_CELLS];  /* the puzzle and its transpose */
  unsigned char aBest[CANON_CELLS];     /* smallest rows found so far */
  int nBestRow;                         /* rows of aBest that are set */
  int symmetric;                        /* the puzzle equals its transpose */
};

/* One node of the search: the arrangement decided so far. */
typedef struct CanonState CanonState;
struct CanonState {
  const unsigned char *grid;            /* aGrid[0] or aGrid[1] */
  unsigned short rowsUsed;              /* bit r: input row r is placed */
  unsigned char rowAt[CANON_SIDE];      /* input row of each output row */
  unsigned char stackAt[3];             /* input stack of each stack slot */
  unsigned char stackJoin;              /* bit s: slot s shares a cell with s+1 */
  unsigned char colAt[CANON_SIDE];      /* input column of each column slot */
  unsigned short colJoin;               /* bit j: slot j shares a cell with j+1 */
  unsigned char label[CANON_SIDE+1];    /* digit -> label, 0 = not met yet */
  unsigned char nLabel;                 /* labels handed out */
};

/* Per depth: the pass (score or descend) and the smallest row seen. */
typedef struct CanonLevel CanonLevel;
struct CanonLevel {
  int iRow;                             /* output row being placed */
  int descend;                          /* 0: find the minimum; 1: explore it */
  int found;                            /* a candidate reached aMin */
  int lower;                            /* aMin is below the best so far */
  int haveMin;                          /* aMin holds a row */
  unsigned ver;                         /* bumped when aMin changes */
  unsigned char aMin[CANON_SIDE];
};

static void search_rows(CanonSearch *x, const CanonState *t, int iRow);

/* Value of input cell (r, c) of the state's orientation. */
static int cell_at(const CanonSearch *x, const CanonState *t, int r, int c){
  return t->grid[r*x->side + c];
}

/* 1 when input row r has a given in input stack k. */
static int stack_has_given(const CanonSearch *x, const CanonState *t,
                           int r, int k){
  int c;
  for(c=k*x->box; c<(k+1)*x->box; c++){
    if( cell_at(x, t, r, c) ) return 1;
  }
  return 0;
}

/* Put input stack k at stack slot s, its columns one cell in order. */
static void place_stack(const CanonSearch *x, CanonState *t, int s, int k){
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

/* Last slot of the cell starting at slot a. */
static int cell_end(unsigned join, int a){
  while( join & (1u<<a) ) a++;
  return a;
}

/*
** The output row being built by refine_cols: values of the slots decided
** so far, the labels they used, and how that prefix compares with the
** level's smallest row (cmp, valid while ver matches the level's).
*/
typedef struct RowScan RowScan;
struct RowScan {
  int nSlot;                            /* slots of aRow filled */
  int nLabel;                           /* labels handed out, with these */
  int cmp;                              /* <0, 0: prefix below, equal aMin */
  unsigned ver;                         /* CanonLevel.ver cmp was made for */
  unsigned char aRow[CANON_SIDE];
  unsigned char label[CANON_SIDE+1];
};

/*
** Extend the scan of input row r over column slots up to b under state t.
** Returns 0 when the prefix is already above the level's smallest row,
** so that no completion can be kept.
*/
static int scan_slots(const CanonSearch *x, const CanonLevel *v,
                      const CanonState *t, int r, int b, RowScan *p){
  if( p->ver!=v->ver ){
    int c = v->haveMin ? memcmp(p->aRow, v->aMin, (size_t)p->nSlot) : -1;
    p->cmp = c<0 ? -1 : c>0;
    p->ver = v->ver;
    if( p->cmp>0 ) return 0;
  }
  for(; p->nSlot<=b; p->nSlot++){
    int d = cell_at(x, t, r, t->colAt[p->nSlot]);
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
** A complete row p from input row r under the fully refined state t:
** score it (first pass) or, when it equals the minimum, place it and go
** one row deeper (second pass).
*/
static void visit(CanonSearch *x, CanonLevel *v, const CanonState *t, int r,
                  const RowScan *p){
  if( !v->descend ){
    if( p->cmp<0 ){
      memcpy(v->aMin, p->aRow, (size_t)x->side);
      v->haveMin = v->found = v->lower = 1;
      v->ver++;
    }else{
      v->found = 1;
    }
  }else if( p->cmp==0 ){
    CanonState u = *t;
    memcpy(u.label, p->label, sizeof(u.label));
    u.nLabel = (unsigned char)p->nLabel;
    u.rowAt[v->iRow] = (unsigned char)r;
    u.rowsUsed |= (unsigned short)(1<<r);
    search_rows(x, &u, v->iRow+1);
  }
}

/*
** Refine the column cells from slot j on for input row r.  A cell holds
** columns equal in every row placed so far.  Its columns empty in row r
** stay one cell in front; the others form one cell per digit of row r,
** and these cells are tried in every order.  p holds the row up to slot j;
** orders whose prefix is already too large are dropped.
*/
static void refine_cols(CanonSearch *x, CanonLevel *v, const CanonState *t,
                        int r, int j, const RowScan *p){
  int b, i, k, g, nZero = 0, nGroup = 0;
  unsigned char aZero[3], aDigit[3], nMember[3], aMember[3][3];
  RowScan q;
  if( j>=x->side ){
    q = *p;
    if( scan_slots(x, v, t, r, j-1, &q) ) visit(x, v, t, r, &q);
    return;
  }
  b = cell_end(t->colJoin, j);
  for(i=j; i<=b; i++){
    int c = t->colAt[i], d = cell_at(x, t, r, c);
    if( d==0 ){
      aZero[nZero++] = (unsigned char)c;
      continue;
    }
    for(g=0; g<nGroup && aDigit[g]!=d; g++){}
    if( g==nGroup ){
      aDigit[nGroup] = (unsigned char)d;
      nMember[nGroup++] = 0;
    }
    aMember[g][nMember[g]++] = (unsigned char)c;
  }
  if( nGroup==0 || nZero+nGroup==1 ){
    q = *p;
    if( scan_slots(x, v, t, r, b, &q) ) refine_cols(x, v, t, r, b+1, &q);
    return;
  }
  for(k=0; k<anPerm[nGroup]; k++){
    CanonState u = *t;
    unsigned join = u.colJoin;
    int at = j;
    for(i=0; i<nZero; i++) u.colAt[at++] = aZero[i];
    if( nZero ) join_cell(&join, j, at-1);
    for(g=0; g<nGroup; g++){
      int h = aPerm[nGroup][k][g], start = at;
      for(i=0; i<nMember[h]; i++) u.colAt[at++] = aMember[h][i];
      join_cell(&join, start, at-1);
    }
    u.colJoin = (unsigned short)join;
    q = *p;
    if( scan_slots(x, v, &u, r, b, &q) ) refine_cols(x, v, &u, r, b+1, &q);
  }
}

/*
** Refine the stack cells from slot s on for input row r, like
** refine_cols one level up, then the column cells.
*/
static void refine_stacks(CanonSearch *x, CanonLevel *v, const CanonState *t,
                          int r, int s){
  int b, i, k, nZero = 0, nGiven = 0;
  unsigned char aZero[3], aGiven[3];
  if( s>=x->box ){
    RowScan q;
    memset(&q, 0, sizeof(q));
    memcpy(q.label, t->label, sizeof(q.label));
    q.nLabel = t->nLabel;
    q.ver = v->ver-1;                   /* compare afresh */
    refine_cols(x, v, t, r, 0, &q);
    return;
  }
  b = cell_end(t->stackJoin, s);
  for(i=s; i<=b; i++){
    int st = t->stackAt[i];
    if( stack_has_given(x, t, r, st) ) aGiven[nGiven++] = (unsigned char)st;
    else aZero[nZero++] = (unsigned char)st;
  }
  if( nGiven==0 || b==s ){
    refine_stacks(x, v, t, r, b+1);
    return;
  }
  for(k=0; k<anPerm[nGiven]; k++){
    CanonState u = *t;
    unsigned join = u.stackJoin;
    for(i=0; i<nZero; i++) place_stack(x, &u, s+i, aZero[i]);
    if( nZero ) join_cell(&join, s, s+nZero-1);
    for(i=0; i<nGiven; i++){
      place_stack(x, &u, s+nZero+i, aGiven[aPerm[nGiven][k][i]]);
      join &= ~(1u<<(s+nZero+i));
    }
    u.stackJoin = (unsigned char)join;
    refine_stacks(x, v, &u, r, b+1);
  }
}

/*
** 1 when unused input row r has an unused twin earlier in its band with
** the same cells: swapping the two is a symmetry of the puzzle, so only
** the first needs to be tried.
*/
static int row_has_earlier_twin(const CanonSearch *x, const CanonState *t,
                                int r){
  int r2;
  for(r2=r/x->box*x->box; r2<r; r2++){
    if( (t->rowsUsed & (1u<<r2))==0
     && memcmp(&t->grid[r2*x->side], &t->grid[r*x->side],
               (size_t)x->side)==0 ){
      return 1;
    }
  }
  return 0;
}

/*
** Run one pass of depth iRow over every input row that may come next (in
** both orientations for the first row, unless the puzzle is symmetric).
*/
static void each_next_row(CanonSearch *x, CanonLevel *v, const CanonState *t){
  int iRow = v->iRow, r, o;
  int nOrient = iRow>0 || x->symmetric ? 1 : 2;
  for(o=0; o<nOrient; o++){
    CanonState u = *t;
    if( iRow==0 ) u.grid = x->aGrid[o];
    for(r=0; r<x->side; r++){
      int band = r/x->box;
      unsigned bandRows = ((1u<<x->box)-1) << (band*x->box);
      if( u.rowsUsed & (1u<<r) ) continue;
      if( iRow%x->box==0 ? (u.rowsUsed & bandRows)!=0
                         : band!=u.rowAt[iRow-1]/x->box ) continue;
      if( row_has_earlier_twin(x, &u, r) ) continue;
      refine_stacks(x, v, &u, r, 0);
    }
  }
}

/*
** Place output rows iRow.. below state t: find the smallest next row over
** all candidates, give up if it is above the best answer's, record it if
** below, and explore every candidate that gives it.
*/
static void search_rows(CanonSearch *x, const CanonState *t, int iRow){
  CanonLevel v;
  if( iRow>=x->side ) return;
  memset(&v, 0, sizeof(v));
  v.iRow = iRow;
  if( x->nBestRow>iRow ){
    memcpy(v.aMin, &x->aBest[iRow*x->side], (size_t)x->side);
    v.haveMin = 1;
  }
  each_next_row(x, &v, t);
  if( !v.found ) return;
  if( v.lower ){
    memcpy(&x->aBest[iRow*x->side], v.aMin, (size_t)x->side);
    x->nBestRow = iRow+1;
  }
  v.descend = 1;
  each_next_row(x, &v, t);
}

int canon_grid(const Grid *g, Grid *out){
  CanonSearch x;
  CanonState t;
  int r, c, s;
  if( g->box!=2 && g->box!=3 ) return -1;
  memset(&x, 0, sizeof(x));
  x.box = g->box;
  x.side = g->side;
  for(r=0; r<x.side; r++){
    for(c=0; c<x.side; c++){
      x.aGrid[0][r*x.side+c] = g->v[r*x.side+c];
      x.aGrid[1][c*x.side+r] = g->v[r*x.side+c];
    }
  }
  x.symmetric = memcmp(x.aGrid[0], x.aGrid[1], (size_t)(x.side*x.side))==0;
  memset(&t, 0, sizeof(t));
  for(s=0; s<x.box; s++) place_stack(&x, &t, s, s);
  t.stackJoin = (unsigned char)((1u<<(x.box-1))-1);
  search_rows(&x, &t, 0);
  grid_init(out, x.box);
  memcpy(out->v, x.aBest, (size_t)(x.side*x.side));
  return 0;
}
