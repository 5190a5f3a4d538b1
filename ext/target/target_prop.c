/* SPDX-License-Identifier: MIT */
/*
** target_prop.c: candidate masks of a 9x9 grid closed under naked
** singles, hidden singles and locked candidates (see target_prop.h).
**
** A cell whose mask is down to one digit goes on a queue; taking it off
** removes its digit from the 20 cells it sees.  When the queue is empty,
** every unit is scanned for a digit with one place left (a hidden single)
** or none (a contradiction), then every box against each row and column
** crossing it: a digit that the box keeps to the crossing is removed from
** the rest of the line, and one the line keeps to it from the rest of the
** box.  It stops when a whole round changes nothing.  tprop_matchable()
** checks more, on demand: that each unit can still hold every digit once
** (a perfect matching of its cells and digits, Hall's condition).
*/
#include "target_prop.h"
#include "rateint.h"     /* the grid's geometry: rate_unit, rate_peer */

#include <string.h>

/* The pending singles: each cell becomes one at most once. */
typedef struct TQueue TQueue;
struct TQueue {
  unsigned char a[81];
  int n;
};

static int one_digit(unsigned m){ return m && !(m & (m-1)); }

/* Take `mask` out of cell j; queue it if a single is left.  0 if empty. */
static int cut(TProp *p, TQueue *q, int j, unsigned mask){
  if( (p->cand[j] & mask)==0 ) return 1;
  p->cand[j] &= (unsigned short)~mask;
  if( p->cand[j]==0 ) return 0;
  if( one_digit(p->cand[j]) ) q->a[q->n++] = (unsigned char)j;
  return 1;
}

/* Remove each queued single's digit from its peers, until none is left. */
static int drain(TProp *p, TQueue *q){
  while( q->n>0 ){
    int i = q->a[--q->n], k;
    unsigned bit = p->cand[i];
    if( p->placed[i] ) continue;
    p->placed[i] = 1;
    for(k=0; k<20; k++){
      if( !cut(p, q, rate_peer[i][k], bit) ) return 0;
    }
  }
  return 1;
}

/* Hidden singles of every unit; 0 when a digit has no place in one. */
static int hidden_singles(TProp *p, TQueue *q){
  int u, k;
  for(u=0; u<27; u++){
    unsigned once = 0, twice = 0, lone;
    for(k=0; k<9; k++){
      unsigned m = p->cand[rate_unit[u][k]];
      twice |= once & m;
      once |= m;
    }
    if( once!=TPROP_ALL ) return 0;
    lone = once & ~twice;
    for(k=0; k<9 && lone; k++){
      int j = rate_unit[u][k];
      unsigned m = p->cand[j] & lone;
      if( m==0 ) continue;
      if( !one_digit(m) ) return 0;   /* two digits need this one cell */
      if( p->cand[j]!=m ){
        p->cand[j] = (unsigned short)m;
        q->a[q->n++] = (unsigned char)j;
      }
      lone &= ~m;
    }
  }
  return 1;
}

/* Cell k (0..2) of segment seg of row `line`, or of column `line`. */
static int segment_cell(int isCol, int line, int seg, int k){
  return isCol ? (seg*3+k)*9 + line : line*9 + seg*3 + k;
}

/* The digits still possible in a segment (see locked()). */
static unsigned segment_digits(const TProp *p, int isCol, int line, int seg){
  return p->cand[segment_cell(isCol, line, seg, 0)]
       | p->cand[segment_cell(isCol, line, seg, 1)]
       | p->cand[segment_cell(isCol, line, seg, 2)];
}

/* Take `mask` out of the three cells of a segment. */
static int cut_segment(TProp *p, TQueue *q, int isCol, int line, int seg,
                       unsigned mask){
  int k;
  for(k=0; k<3; k++){
    if( !cut(p, q, segment_cell(isCol, line, seg, k), mask) ) return 0;
  }
  return 1;
}

/*
** Locked candidates.  A segment is the three cells a row (or column)
** shares with a box.  A digit a box keeps to one of its segments leaves
** the rest of that line; a digit a line keeps to one segment leaves the
** rest of the box.  *pChanged is set when a mask shrinks.
*/
static int locked(TProp *p, TQueue *q, int *pChanged){
  int isCol;
  for(isCol=0; isCol<2; isCol++){
    unsigned aSeg[9][3];       /* [line][segment along it] */
    int line, s, t;
    for(line=0; line<9; line++){
      for(s=0; s<3; s++) aSeg[line][s] = segment_digits(p, isCol, line, s);
    }
    for(line=0; line<9; line++){
      int band = line - line%3;
      for(s=0; s<3; s++){
        unsigned restLine = 0, restBox = 0, pointing, claiming;
        for(t=0; t<3; t++){
          if( t!=s ) restLine |= aSeg[line][t];
          if( band+t!=line ) restBox |= aSeg[band+t][s];
        }
        pointing = aSeg[line][s] & ~restBox & restLine;
        claiming = aSeg[line][s] & ~restLine & restBox;
        if( pointing==0 && claiming==0 ) continue;
        *pChanged = 1;
        for(t=0; t<3; t++){
          if( pointing && t!=s
           && !cut_segment(p, q, isCol, line, t, pointing) ) return 0;
          if( claiming && band+t!=line
           && !cut_segment(p, q, isCol, band+t, s, claiming) ) return 0;
        }
        /* The masks changed: the segments of this line and box again. */
        for(t=0; t<3; t++){
          aSeg[line][t] = segment_digits(p, isCol, line, t);
          aSeg[band+t][s] = segment_digits(p, isCol, band+t, s);
        }
      }
    }
  }
  return 1;
}

/*
** Kuhn's augmenting path from open cell k of a unit: aOwner[d] is the
** cell holding digit d+1 or -1, *pOwned the digits held, *pSeen the
** digits this path has visited.
*/
static int augment(const unsigned short *m, int k, signed char *aOwner,
                   unsigned *pOwned, unsigned *pSeen){
  unsigned spare = m[k] & ~*pOwned, next;
  if( spare ){
    int d = __builtin_ctz(spare);
    aOwner[d] = (signed char)k;
    *pOwned |= 1u<<d;
    return 1;
  }
  next = m[k] & ~*pSeen;
  *pSeen |= next;
  while( next ){
    int d = __builtin_ctz(next);
    next &= next-1;
    if( augment(m, aOwner[d], aOwner, pOwned, pSeen) ){
      aOwner[d] = (signed char)k;
      return 1;
    }
  }
  return 0;
}

int tprop_matchable(const TProp *p){
  int u, k;
  for(u=0; u<27; u++){
    unsigned short m[9];
    signed char aOwner[9];
    unsigned owned = 0;
    int n = 0;
    /* Known cells hold different digits that no open cell of the unit
    ** still has, so only the open ones need matching. */
    for(k=0; k<9; k++){
      unsigned c = p->cand[rate_unit[u][k]];
      if( !one_digit(c) ) m[n++] = (unsigned short)c;
    }
    for(k=0; k<n; k++){
      unsigned seen = 0;
      if( !augment(m, k, aOwner, &owned, &seen) ) return 0;
    }
  }
  return 1;
}

/* Propagate the queued singles and every rule to a fixed point. */
static int propagate(TProp *p, TQueue *q){
  for(;;){
    int changed = 0;
    if( !drain(p, q) || !hidden_singles(p, q) ) return 0;
    if( q->n>0 ) continue;
    if( !locked(p, q, &changed) ) return 0;
    if( !changed && q->n==0 ) return 1;
  }
}

int tprop_init(TProp *p, const unsigned char *v){
  TQueue q;
  int i;
  q.n = 0;
  memset(p->placed, 0, sizeof(p->placed));
  for(i=0; i<81; i++){
    p->cand[i] = TPROP_ALL;
    if( v[i]>=1 && v[i]<=9 ){
      p->cand[i] = (unsigned short)(1u<<(v[i]-1));
      q.a[q.n++] = (unsigned char)i;
    }
  }
  return propagate(p, &q);
}

int tprop_remove_all(TProp *p, const int *aCell, const unsigned short *aMask,
                     int n){
  TQueue q;
  int k;
  q.n = 0;
  for(k=0; k<n; k++){
    if( !cut(p, &q, aCell[k], aMask[k]) ) return 0;
  }
  return propagate(p, &q);
}

int tprop_assign(TProp *p, int i, int d){
  unsigned bit = 1u<<(d-1);
  unsigned short others = (unsigned short)(p->cand[i] & ~bit);
  if( (p->cand[i] & bit)==0 ) return 0;
  return tprop_remove_all(p, &i, &others, 1);
}

int tprop_value(const TProp *p, int i){
  unsigned m = p->cand[i];
  return one_digit(m) ? __builtin_ctz(m)+1 : 0;
}

void tprop_cells(const TProp *p, unsigned char *v){
  int i;
  for(i=0; i<81; i++) v[i] = (unsigned char)tprop_value(p, i);
}
