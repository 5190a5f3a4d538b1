/* SPDX-License-Identifier: MIT */
/*
** target_bound.c: why target sudoku's score depends on 17 cells, and the
** upper bounds on it that prune the search in target.c.
**
** The weight of a cell is 6 plus its ring (0 on the edge, 4 in the
** centre), so a score is 6 x 405 plus, for k = 1..4, the sum of the digits
** with ring >= k: the inner 7x7 square, the inner 5x5, the centre box (45
** in every solution) and the centre cell.  Rows and columns sum to 45, so
** the inner 7x7 holds 225 plus the four corners, and the inner 5x5 holds
** 45 plus the corners, the eight edge cells next to them and the four
** cells diagonally inside them.  Adding up, every solution scores
**
**     2745 + 2 x (4 corners) + (the 12 other cells of rows 0, 1, 7, 8
**            that lie in columns 0, 1, 7, 8) + (the centre cell),
**
** the "reduced score": 16 corner cells in a 4x4 pattern, and the centre.
** Every other cell only has to let the grid be completed.
**
** The corner cells that share a sudoku unit must differ: each box's four,
** each row's four and each column's four.  A relaxation keeps one of the
** three partitions (boxes, rows or columns), so it splits into four
** groups of at most four cells plus the centre; the best digits for a
** group, all different and within the cells' candidates, is a tiny
** assignment problem solved exactly by search.  The bound is the smallest
** of the three relaxations' sums.  With a target to reach, the same
** relaxations filter: a digit of a cell is dropped when the relaxation's
** best with that cell fixed to that digit falls short of the target, and
** the rules of sudoku then carry the loss to other cells.
*/
#include "target_bound.h"

#include <limits.h>

const unsigned char tbound_cell[TBOUND_NCELL] = {
  0, 1, 7, 8, 9, 10, 16, 17, 40, 63, 64, 70, 71, 72, 73, 79, 80
};

/* The rows (and the columns) that hold the corner cells. */
static const unsigned char aLine[4] = { 0, 1, 7, 8 };

#define CENTRE 40

/* The relaxations: which partition of the corner cells each keeps. */
#define KIND_BOX 0
#define KIND_ROW 1
#define KIND_COL 2

/* Candidates of one group's open cells, heaviest coefficient first. */
typedef struct TGroup TGroup;
struct TGroup {
  int n;               /* open cells */
  int cell[4];
  int coef[4];
  unsigned short m[4];
  int best;            /* best digits for the open cells together */
};

static int top_digit(unsigned m){ return m ? 32 - __builtin_clz(m) : 0; }

int tbound_coef(int i){
  int r = i/9, c = i%9;
  int inR = r<=1 || r>=7, inC = c<=1 || c>=7;
  if( i==CENTRE ) return 1;
  if( !inR || !inC ) return 0;
  return (r==0 || r==8) && (c==0 || c==8) ? 2 : 1;
}

int tbound_score(const unsigned char *v){
  int k, s = 0;
  for(k=0; k<TBOUND_NCELL; k++){
    s += tbound_coef(tbound_cell[k])*v[tbound_cell[k]];
  }
  return s;
}

/* Cell k (0..3) of group g (0..3) of a kind. */
static int group_cell(int kind, int g, int k){
  int a, b;
  if( kind==KIND_BOX ){
    a = (g/2)*2 + k/2;
    b = (g%2)*2 + k%2;
  }else if( kind==KIND_ROW ){
    a = g;
    b = k;
  }else{
    a = k;
    b = g;
  }
  return aLine[a]*9 + aLine[b];
}

/*
** The best sum of coefficient x digit over the n cells of m[] and w[]
** (coefficients falling), all digits different and none in `used`; -1
** when there is no such choice.  The digits of a best choice go to
** *pDigits when not NULL.
*/
static int group_best(const unsigned short *m, const int *w, int n,
                      unsigned used, unsigned *pDigits){
  int d, j, best = -1, rest = 0;
  unsigned restDigits = 0;
  if( pDigits ) *pDigits = 0;
  if( n==0 ) return 0;
  for(j=1; j<n; j++) rest += w[j]*top_digit(m[j] & ~used);
  for(d=top_digit(m[0] & ~used); d>0; d--){
    unsigned bit = 1u<<(d-1);
    int sum;
    if( (m[0] & ~used & bit)==0 ) continue;
    if( w[0]*d + rest<=best ) break;
    sum = group_best(m+1, w+1, n-1, used|bit, pDigits ? &restDigits : 0);
    if( sum>=0 && w[0]*d + sum>best ){
      best = w[0]*d + sum;
      if( pDigits ) *pDigits = restDigits | bit;
    }
  }
  return best;
}

/* Gather group g of a kind: its open cells, and what its fixed ones add. */
static int load_group(const TProp *p, int kind, int g, TGroup *pG){
  int k, fixed = 0;
  pG->n = 0;
  for(k=0; k<4; k++){
    int i = group_cell(kind, g, k), w = tbound_coef(i), j;
    int v = tprop_value(p, i);
    if( v ){
      fixed += w*v;
      continue;
    }
    for(j=pG->n; j>0 && pG->coef[j-1]<w; j--){
      pG->cell[j] = pG->cell[j-1];
      pG->coef[j] = pG->coef[j-1];
      pG->m[j] = pG->m[j-1];
    }
    pG->cell[j] = i;
    pG->coef[j] = w;
    pG->m[j] = p->cand[i];
    pG->n++;
  }
  pG->best = group_best(pG->m, pG->coef, pG->n, 0, 0);
  return fixed;
}

/*
** The digits of open cell k of group G that cannot make `target` when
** everything else of the relaxation reaches `total`.
*/
static unsigned short short_digits(const TGroup *pG, int k, int total,
                                   int target){
  unsigned short m[3], out = 0;
  int w[3], n = 0, j, d, best;
  unsigned digits;
  for(j=0; j<pG->n; j++){
    if( j==k ) continue;
    m[n] = pG->m[j];
    w[n++] = pG->coef[j];
  }
  /* Only a digit of the others' best choice changes their best. */
  best = group_best(m, w, n, 0, &digits);
  for(d=1; d<=9; d++){
    unsigned bit = 1u<<(d-1);
    int rest = best;
    if( (pG->m[k] & bit)==0 ) continue;
    if( digits & bit ) rest = group_best(m, w, n, bit, 0);
    if( rest<0 || total - pG->best + pG->coef[k]*d + rest<target ){
      out |= (unsigned short)bit;
    }
  }
  return out;
}

/* Digits to take out of cells: up to one entry per scored cell and kind. */
typedef struct TCuts TCuts;
struct TCuts {
  int n;
  int aCell[3*TBOUND_NCELL];
  unsigned short aMask[3*TBOUND_NCELL];
};

static void add_cut(TCuts *pCut, int i, unsigned short m){
  pCut->aCell[pCut->n] = i;
  pCut->aMask[pCut->n++] = m;
}

/*
** One relaxation: its bound on p, or -1 when under `target`.  The digits
** that cannot make the target are added to *pCut.
*/
static int relax(const TProp *p, int kind, int target, TCuts *pCut){
  TGroup aG[4];
  int g, k, d, total;
  unsigned centre = p->cand[CENTRE];
  unsigned short centreCut = 0;
  total = top_digit(centre);
  for(g=0; g<4; g++){
    total += load_group(p, kind, g, &aG[g]);
    if( aG[g].best<0 ) return -1;
    total += aG[g].best;
  }
  if( total<target ) return -1;
  for(d=1; d<=9; d++){
    if( (centre & (1u<<(d-1))) && total - top_digit(centre) + d<target ){
      centreCut |= (unsigned short)(1u<<(d-1));
    }
  }
  if( centreCut ) add_cut(pCut, CENTRE, centreCut);
  for(g=0; g<4; g++){
    for(k=0; k<aG[g].n; k++){
      unsigned short m = short_digits(&aG[g], k, total, target);
      if( m ) add_cut(pCut, aG[g].cell[k], m);
    }
  }
  return total;
}

int tbound_tighten(TProp *p, int target){
  for(;;){
    TCuts cut;
    int kind, bound = INT_MAX;
    cut.n = 0;
    for(kind=KIND_BOX; kind<=KIND_COL; kind++){
      int v = relax(p, kind, target, &cut);
      if( v<0 ) return -1;
      if( v<bound ) bound = v;
    }
    if( cut.n==0 ) return bound;
    if( !tprop_remove_all(p, cut.aCell, cut.aMask, cut.n) ) return -1;
  }
}
