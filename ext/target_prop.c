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
** box.  It stops when a whole round changes nothing.
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

/* Cell k (0..8) of unit u: rows 0-8, columns 9-17, boxes 18-26. */
static int unit_cell(int u, int k){
  if( u<9 ) return u*9 + k;
  if( u<18 ) return k*9 + u-9;
  u -= 18;
  return (u/3)*27 + (u%3)*3 + (k/3)*9 + k%3;
}

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
      unsigned m = p->cand[unit_cell(u, k)];
      twice |= once & m;
      once |= m;
    }
    if( once!=TPROP_ALL ) return 0;
    lone = once & ~twice;
    for(k=0; k<9 && lone; k++){
      int j = unit_cell(u, k);
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

/*
** Locked candidates between box b and line `line` (a row 0-8 or a
** column 9-17) crossing it.  *pChanged is set when a mask shrinks.
*/
static int locked_pair(TProp *p, TQueue *q, int b, int line, int *pChanged){
  unsigned seg = 0, restBox = 0, restLine = 0, pointing, claiming;
  int k, aBox[9], aLine[9], inBox[9], inLine[9];
  for(k=0; k<9; k++){
    aBox[k] = unit_cell(18+b, k);
    aLine[k] = unit_cell(line, k);
  }
  for(k=0; k<9; k++){
    int j = aBox[k];
    inLine[k] = line<9 ? j/9==line : j%9==line-9;
    if( inLine[k] ) seg |= p->cand[j];
    else restBox |= p->cand[j];
  }
  for(k=0; k<9; k++){
    int j = aLine[k];
    inBox[k] = (j/27)*3 + (j%9)/3==b;
    if( !inBox[k] ) restLine |= p->cand[j];
  }
  pointing = seg & ~restBox & restLine;
  claiming = seg & ~restLine & restBox;
  if( pointing==0 && claiming==0 ) return 1;
  *pChanged = 1;
  for(k=0; k<9; k++){
    if( pointing && !inBox[k] && !cut(p, q, aLine[k], pointing) ) return 0;
    if( claiming && !inLine[k] && !cut(p, q, aBox[k], claiming) ) return 0;
  }
  return 1;
}

/* Propagate the queued singles and every rule to a fixed point. */
static int propagate(TProp *p, TQueue *q){
  for(;;){
    int b, t, changed = 0;
    if( !drain(p, q) || !hidden_singles(p, q) ) return 0;
    if( q->n>0 ) continue;
    for(b=0; b<9; b++){
      for(t=0; t<3; t++){
        if( !locked_pair(p, q, b, (b/3)*3 + t, &changed)
         || !locked_pair(p, q, b, 9 + (b%3)*3 + t, &changed) ){
          return 0;
        }
      }
    }
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

int tprop_remove(TProp *p, int i, unsigned mask){
  TQueue q;
  q.n = 0;
  if( !cut(p, &q, i, mask) ) return 0;
  return propagate(p, &q);
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
