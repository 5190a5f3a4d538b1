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

#include <string.h>

/* The pending singles: each cell becomes one at most once. */
typedef struct TQueue TQueue;
struct TQueue {
  unsigned char a[81];
  int n;
};

static int one_digit(unsigned m){ return m && !(m & (m-1)); }

/* The cells of each unit: rows 0-8, columns 9-17, boxes 18-26. */
static const unsigned char aUnit[27][9] = {
  { 0, 1, 2, 3, 4, 5, 6, 7, 8}, { 9,10,11,12,13,14,15,16,17},
  {18,19,20,21,22,23,24,25,26}, {27,28,29,30,31,32,33,34,35},
  {36,37,38,39,40,41,42,43,44}, {45,46,47,48,49,50,51,52,53},
  {54,55,56,57,58,59,60,61,62}, {63,64,65,66,67,68,69,70,71},
  {72,73,74,75,76,77,78,79,80},
  { 0, 9,18,27,36,45,54,63,72}, { 1,10,19,28,37,46,55,64,73},
  { 2,11,20,29,38,47,56,65,74}, { 3,12,21,30,39,48,57,66,75},
  { 4,13,22,31,40,49,58,67,76}, { 5,14,23,32,41,50,59,68,77},
  { 6,15,24,33,42,51,60,69,78}, { 7,16,25,34,43,52,61,70,79},
  { 8,17,26,35,44,53,62,71,80},
  { 0, 1, 2, 9,10,11,18,19,20}, { 3, 4, 5,12,13,14,21,22,23},
  { 6, 7, 8,15,16,17,24,25,26}, {27,28,29,36,37,38,45,46,47},
  {30,31,32,39,40,41,48,49,50}, {33,34,35,42,43,44,51,52,53},
  {54,55,56,63,64,65,72,73,74}, {57,58,59,66,67,68,75,76,77},
  {60,61,62,69,70,71,78,79,80}
};

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
    int i = q->a[--q->n], r = i/9, c = i%9, k;
    int b0 = (r/3)*27 + (c/3)*3;
    unsigned bit = p->cand[i];
    if( p->placed[i] ) continue;
    p->placed[i] = 1;
    for(k=0; k<9; k++){
      int aPeer[3], t;
      aPeer[0] = r*9 + k;
      aPeer[1] = k*9 + c;
      aPeer[2] = b0 + (k/3)*9 + k%3;
      for(t=0; t<3; t++){
        if( aPeer[t]!=i && !cut(p, q, aPeer[t], bit) ) return 0;
      }
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
      unsigned m = p->cand[aUnit[u][k]];
      twice |= once & m;
      once |= m;
    }
    if( once!=TPROP_ALL ) return 0;
    lone = once & ~twice;
    for(k=0; k<9 && lone; k++){
      int j = aUnit[u][k];
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

/* Take `mask` out of the three cells of a segment (see locked()). */
static int cut_segment(TProp *p, TQueue *q, int isCol, int line, int seg,
                       unsigned mask){
  int k;
  for(k=0; k<3; k++){
    int j = isCol ? (seg*3+k)*9 + line : line*9 + seg*3 + k;
    if( !cut(p, q, j, mask) ) return 0;
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
      for(s=0; s<3; s++){
        int k;
        aSeg[line][s] = 0;
        for(k=0; k<3; k++){
          int j = isCol ? (s*3+k)*9 + line : line*9 + s*3 + k;
          aSeg[line][s] |= p->cand[j];
        }
      }
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
          int k;
          aSeg[line][t] = aSeg[band+t][s] = 0;
          for(k=0; k<3; k++){
            int a = isCol ? (t*3+k)*9 + line : line*9 + t*3 + k;
            int b = isCol ? (s*3+k)*9 + band+t : (band+t)*9 + s*3 + k;
            aSeg[line][t] |= p->cand[a];
            aSeg[band+t][s] |= p->cand[b];
          }
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
      unsigned c = p->cand[aUnit[u][k]];
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

int tprop_remove(TProp *p, int i, unsigned mask){
  unsigned short m = (unsigned short)mask;
  return tprop_remove_all(p, &i, &m, 1);
}

int tprop_assign(TProp *p, int i, int d){
  unsigned bit = 1u<<(d-1);
  if( (p->cand[i] & bit)==0 ) return 0;
  return tprop_remove(p, i, p->cand[i] & ~bit);
}

int tprop_value(const TProp *p, int i){
  unsigned m = p->cand[i];
  return one_digit(m) ? __builtin_ctz(m)+1 : 0;
}

void tprop_cells(const TProp *p, unsigned char *v){
  int i;
  for(i=0; i<81; i++) v[i] = (unsigned char)tprop_value(p, i);
}
