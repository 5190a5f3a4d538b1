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
** so far, so their order does not matter yet.
**
** Placing the next row refines the partition.  Stacks: inside a cell the
** stacks empty in that row go first and stay together, the others are
** tried in every order (at most 6).  Columns need no such enumeration:
** the smallest row fills each cell with its empty columns, then the
** columns of digits that already have a label in increasing label order,
** then the columns of new digits, the digits met in more columns first
** (a new label is larger than every label handed out, and each new digit
** takes the next one).  Only new digits met equally often may come in any
** order; those orders are tried.  Every other arrangement gives a larger
** row, so it cannot lead to the minimum.
**
** At each depth every candidate (row, stack order) is scored first, with
** rows dropped as soon as their prefix exceeds the smallest row seen, and
** the candidates reaching the smallest row are kept; only those are
** explored, and only if that row is no larger than the same row of the
** best answer so far.  Of two equal unused rows of a band only the first
** is tried, and a puzzle equal to its transpose is searched once.
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

/* Bits set in 0..7. */
static const unsigned char aCount[8] = { 0, 1, 1, 2, 1, 2, 2, 3 };

#define CANON_SIDE 9
#define CANON_CELLS (CANON_SIDE*CANON_SIDE)
#define CANON_MAX_ORDER 6                   /* stack orders of one row */
#define CANON_MAX_CHILD 16                  /* placed rows kept per depth */

/* The whole search: the puzzle both ways round and the best rows found. */
typedef struct CanonSearch CanonSearch;
struct CanonSearch {
  int box, side;
  unsigned char aGrid[2][CANON_CELLS];  /* the puzzle and its transpose */
  unsigned short aGiven[2][CANON_SIDE]; /* bit c: row has a given in col c */
  unsigned short aTwin[2][CANON_SIDE];  /* bit r2: earlier equal row, band */
  unsigned char aBand[CANON_SIDE];      /* band of each row */
  unsigned short aBandRows[CANON_SIDE]; /* bit r2: row r2 is in that band */
  unsigned char aBest[CANON_CELLS];     /* smallest rows found so far */
  int nBestRow;                         /* rows of aBest that are set */
  int symmetric;                        /* the puzzle equals its transpose */
};

/* One node of the search: the arrangement decided so far. */
typedef struct CanonState CanonState;
struct CanonState {
  unsigned char o;                      /* orientation: index of aGrid */
  unsigned char band;                   /* band of the last placed row */
  unsigned short rowsUsed;              /* bit r: input row r is placed */
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
  unsigned minPattern;                  /* bit i: aMin[i] is not empty */
  int minLead;                          /* empty slots in front in aMin */
  int nChild;                           /* the states reaching aMin, row */
  CanonState aChild[CANON_MAX_CHILD];   /* placed, while they fit (else -1) */
};

/*
** The output row being built: values of the slots decided so far, the
** labels they used, and how that prefix compares with the level's
** smallest row (cmp, valid while ver matches the level's).
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

static void search_rows(CanonSearch *x, const CanonState *aFront, int nFront,
                        int iRow);

/* Input row r of the state's orientation. */
static const unsigned char *row_of(const CanonSearch *x, const CanonState *t,
                                   int r){
  return &x->aGrid[t->o][r*x->side];
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
  return a + __builtin_ctz(~(join>>a));
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
  b = cell_end(t->stackJoin, s);
  for(i=s; i<=b; i++){
    int st = t->stackAt[i];
    if( given & (stackBits<<(st*x->box)) ) aGiven[nGiven++] = (unsigned char)st;
    else aZero[nZero++] = (unsigned char)st;
  }
  if( nGiven==0 || b==s ) return stack_orders(x, t, r, b+1, aOut, nOut);
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
    nOut = stack_orders(x, &u, r, b+1, aOut, nOut);
  }
  return nOut;
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

/* Make aRow the level's smallest row. */
static void set_min(const CanonSearch *x, CanonLevel *v,
                    const unsigned char *aRow){
  int i;
  memcpy(v->aMin, aRow, (size_t)x->side);
  v->minPattern = 0;
  for(i=0; i<x->side; i++) v->minPattern |= (unsigned)(aRow[i]!=0) << i;
  for(i=0; i<x->side && aRow[i]==0; i++){}
  v->minLead = i;
}

/* Place input row r, scanned as p, under the fully refined state t. */
static void place_row(const CanonSearch *x, CanonState *u, const CanonState *t,
                      int r, const RowScan *p){
  *u = *t;
  memcpy(u->label, p->label, sizeof(u->label));
  u->nLabel = (unsigned char)p->nLabel;
  u->band = x->aBand[r];
  u->rowsUsed |= (unsigned short)(1<<r);
}

/*
** A complete row p from input row r under the fully refined state t:
** score it and keep the state with it placed (first pass) or, when it
** equals the minimum, place it and go one row deeper (second pass).
*/
static void visit(CanonSearch *x, CanonLevel *v, const CanonState *t, int r,
                  const RowScan *p){
  if( !v->descend ){
    if( p->cmp<0 ){
      set_min(x, v, p->aRow);
      v->haveMin = v->lower = 1;
      v->ver++;
      v->nChild = 0;
    }
    v->found = 1;
    if( v->nChild>=0 && v->nChild<CANON_MAX_CHILD ){
      place_row(x, &v->aChild[v->nChild++], t, r, p);
    }else{
      v->nChild = -1;
    }
  }else if( p->cmp==0 ){
    CanonState u;
    place_row(x, &u, t, r, p);
    search_rows(x, &u, 1, v->iRow+1);
  }
}

/*
** Order the columns of the cell [j, b] of u for input row r as the
** smallest row wants it (see the top of the file), with the k-th order of
** its new digits met equally often.  Returns how many such orders there
** are (1 when there is no choice).
*/
static int order_cell(const CanonSearch *x, CanonState *u, const RowScan *p,
                      int r, int j, int b, int k){
  const unsigned char *row = row_of(x, u, r);
  int i, g, h, at, nZero = 0, nGroup = 0, nTie, tie0;
  unsigned char aZero[3], aDigit[3], nMember[3], aMember[3][3], aOrder[3];
  unsigned join;
  int aKey[3];
  for(i=j; i<=b; i++){
    int c = u->colAt[i], d = row[c];
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
  if( nGroup==0 || nZero+nGroup==1 ) return 1;
  /* Labelled digits by label, then new digits by how many columns hold
  ** them, most first.  Only new digits can tie. */
  for(g=0; g<nGroup; g++){
    int label = p->label[aDigit[g]];
    aKey[g] = label ? label : CANON_SIDE+1 + (3-nMember[g]);
    for(i=g; i>0 && aKey[aOrder[i-1]]>aKey[g]; i--) aOrder[i] = aOrder[i-1];
    aOrder[i] = (unsigned char)g;
  }
  for(tie0=0; tie0<nGroup-1 && aKey[aOrder[tie0]]!=aKey[aOrder[tie0+1]];
      tie0++){}
  for(nTie=1; tie0+nTie<nGroup
              && aKey[aOrder[tie0+nTie]]==aKey[aOrder[tie0]]; nTie++){}
  join = u->colJoin;
  at = j;
  for(i=0; i<nZero; i++) u->colAt[at++] = aZero[i];
  if( nZero ) join_cell(&join, j, at-1);
  for(g=0; g<nGroup; g++){
    int start = at;
    h = g>=tie0 && g<tie0+nTie ? aOrder[tie0+aPerm[nTie][k][g-tie0]]
                               : aOrder[g];
    for(i=0; i<nMember[h]; i++) u->colAt[at++] = aMember[h][i];
    join_cell(&join, start, at-1);
  }
  u->colJoin = (unsigned short)join;
  return anPerm[nTie];
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
    int b = cell_end(u.colJoin, j);
    unsigned cell = (2u<<b) - (1u<<j);
    if( b>j && (given & cell)!=0 ){
      unsigned char aCol[3];
      unsigned short join = u.colJoin;
      int k, n;
      memcpy(aCol, &u.colAt[j], (size_t)(b-j+1));
      n = order_cell(x, &u, &q, r, j, b, 0);
      for(k=1; k<n; k++){
        CanonState u2 = u;
        RowScan q2 = q;
        memcpy(&u2.colAt[j], aCol, (size_t)(b-j+1));
        u2.colJoin = join;
        order_cell(x, &u2, &q2, r, j, b, k);
        if( scan_slots(x, v, &u2, r, b, &q2) ){
          refine_cols(x, v, &u2, r, b+1, given, &q2);
        }
      }
    }
    if( !scan_slots(x, v, &u, r, b, &q) ) return;
    j = b+1;
  }
  visit(x, v, &u, r, &q);
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
  for(j=0; j<x->side; j++) m |= ((given>>t->colAt[j]) & 1u) << j;
  for(bits=m; bits; ){
    int b, nGiven;
    unsigned cell;
    j = __builtin_ctz(bits);            /* the cell's first given */
    b = cell_end(t->colJoin, j);
    cell = (2u<<b) - (1u<<j);
    nGiven = aCount[(bits & cell) >> j];  /* cells span 3 slots at most */
    pattern |= (2u<<b) - (1u<<(b+1-nGiven));
    bits &= ~cell;
  }
  *pGiven = m;
  return pattern;
}

/*
** Score (or explore) candidate row r under the stack-refined state t.
** Candidates whose givens start before those of the smallest row seen
** are dropped at once: up to the first slot where both have a given,
** the empty cells decide.
*/
static void try_row(CanonSearch *x, CanonLevel *v, const CanonState *t,
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
static int row_lead(const CanonSearch *x, const CanonState *t, int r){
  unsigned given, pattern = row_pattern(x, t, r, &given);
  unsigned stackBits = (1u<<x->box)-1;
  int s, b, i, lead = 0;
  for(s=0; s<x->box; s=b+1){
    int best = -1, nEmpty = 0;
    b = cell_end(t->stackJoin, s);
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

/*
** Score (or explore) every input row that may come next after state t (in
** both orientations for the first row, unless the puzzle is symmetric)
** under each of its stack orders.  Rows that can put more empty slots in
** front come first, and rows that cannot match the smallest row's are
** skipped.
*/
static void each_next_row(CanonSearch *x, CanonLevel *v,
                          const CanonState *t){
  CanonState aOrd[CANON_MAX_ORDER], aOrient[2];
  const CanonState *apOrient[2];
  unsigned char aRow[2*CANON_SIDE], aOri[2*CANON_SIDE], aLead[2*CANON_SIDE];
  int iRow = v->iRow, r, o, i, k, n, nCand = 0;
  int nOrient = iRow>0 || x->symmetric ? 1 : 2;
  int bandStart = iRow%x->box==0;
  for(o=0; o<nOrient; o++){
    const CanonState *u = apOrient[o] = t;
    if( iRow==0 ){
      aOrient[o] = *t;
      aOrient[o].o = (unsigned char)o;
      u = apOrient[o] = &aOrient[o];
    }
    for(r=0; r<x->side; r++){
      int lead;
      if( u->rowsUsed & (1u<<r) ) continue;
      if( bandStart ? (u->rowsUsed & x->aBandRows[r])!=0
                    : x->aBand[r]!=u->band ) continue;
      if( x->aTwin[u->o][r] & ~u->rowsUsed ) continue;
      lead = row_lead(x, u, r);
      for(i=nCand; i>0 && aLead[i-1]<lead; i--){
        aRow[i] = aRow[i-1];
        aOri[i] = aOri[i-1];
        aLead[i] = aLead[i-1];
      }
      aRow[i] = (unsigned char)r;
      aOri[i] = (unsigned char)o;
      aLead[i] = (unsigned char)lead;
      nCand++;
    }
  }
  for(i=0; i<nCand; i++){
    if( v->haveMin && aLead[i]<v->minLead ) break;
    n = stack_orders(x, apOrient[aOri[i]], aRow[i], 0, aOrd, 0);
    for(k=0; k<n; k++) try_row(x, v, &aOrd[k], aRow[i]);
  }
}

/*
** Place output rows iRow.. below the states aFront, which agree on the
** rows placed so far: find the smallest next row over all their
** candidates, give up if it is above the best answer's, record it if
** below, and go on with every state that gives it, all together while
** they fit in a level's room, else below each front state in turn.
*/
static void search_rows(CanonSearch *x, const CanonState *aFront, int nFront,
                        int iRow){
  CanonLevel v;
  int i;
  if( iRow>=x->side ) return;
  v.iRow = iRow;
  v.descend = v.found = v.lower = v.haveMin = 0;
  v.ver = 0;
  v.nChild = 0;
  if( x->nBestRow>iRow ){
    set_min(x, &v, &x->aBest[iRow*x->side]);
    v.haveMin = 1;
  }
  for(i=0; i<nFront; i++) each_next_row(x, &v, &aFront[i]);
  if( !v.found ) return;
  if( v.lower ){
    memcpy(&x->aBest[iRow*x->side], v.aMin, (size_t)x->side);
    x->nBestRow = iRow+1;
  }
  if( v.nChild>=0 ){
    search_rows(x, v.aChild, v.nChild, iRow+1);
  }else{
    v.descend = 1;
    for(i=0; i<nFront; i++) each_next_row(x, &v, &aFront[i]);
  }
}

/* Fill x from g: both orientations, their given masks and row twins. */
static void search_init(CanonSearch *x, const Grid *g){
  int o, r, r2, c, n = g->side;
  memset(x, 0, sizeof(*x));
  x->box = g->box;
  x->side = n;
  for(r=0; r<n; r++){
    for(c=0; c<n; c++){
      int d = g->v[r*n+c];
      x->aGrid[0][r*n+c] = x->aGrid[1][c*n+r] = (unsigned char)d;
      if( d ){
        x->aGiven[0][r] |= (unsigned short)(1<<c);
        x->aGiven[1][c] |= (unsigned short)(1<<r);
      }
    }
  }
  x->symmetric = memcmp(x->aGrid[0], x->aGrid[1], (size_t)(n*n))==0;
  for(r=0; r<n; r++){
    x->aBand[r] = (unsigned char)(r/x->box);
    x->aBandRows[r] = (unsigned short)(((1u<<x->box)-1) << (r/x->box*x->box));
  }
  for(o=0; o<2; o++){
    for(r=0; r<n; r++){
      for(r2=r/x->box*x->box; r2<r; r2++){
        if( x->aGiven[o][r2]==x->aGiven[o][r]
         && memcmp(&x->aGrid[o][r2*n], &x->aGrid[o][r*n], (size_t)n)==0 ){
          x->aTwin[o][r] |= (unsigned short)(1<<r2);
        }
      }
    }
  }
}

int canon_grid(const Grid *g, Grid *out){
  CanonSearch x;
  CanonState t;
  int s;
  if( g->box!=2 && g->box!=3 ) return -1;
  search_init(&x, g);
  memset(&t, 0, sizeof(t));
  for(s=0; s<x.box; s++) place_stack(&x, &t, s, s);
  t.stackJoin = (unsigned char)((1u<<(x.box-1))-1);
  search_rows(&x, &t, 1, 0);
  grid_init(out, x.box);
  memcpy(out->v, x.aBest, (size_t)(x.side*x.side));
  return 0;
}
