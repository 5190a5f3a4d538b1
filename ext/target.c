/*
** target.c: the highest-scoring solution of a target sudoku (see
** target.h), by depth-first search with branch and bound.
**
** Rows, columns and boxes keep bitmasks of the digits used.  Each search
** state scans the empty cells once, which gives the branch (the cell with
** the fewest candidates, the heavier one on a tie) and a first upper
** bound: the score so far plus, for every empty cell, its weight times its
** largest candidate.  A second bound pairs each row's (column's, box's)
** missing digits with its empty cells' weights, largest with largest.  A
** state whose bound cannot beat the best score found is cut.  Digits are
** tried from the largest down, so good solutions come early and the first
** bound only falls from one digit to the next: once one digit cannot beat
** the best, no smaller one can.
*/
#include "target.h"

#include <string.h>

/* The search: digit masks per unit (bit d-1 for digit d), the cells. */
typedef struct TSearch TSearch;
struct TSearch {
  unsigned short row[9], col[9], box[9];
  unsigned char v[81];
  unsigned char empty[81];     /* the empty cells, first nEmpty of them */
  int nEmpty;
  int best;                    /* best score found, -1 before any */
  unsigned char bestV[81];
  unsigned long long nodes;
  unsigned long long maxNodes; /* nodes the work budget allows */
  int overBudget;              /* nodes passed maxNodes */
};

int target_weight(int i){
  int r = i/9, c = i%9;
  int ring = r;
  if( c<ring ) ring = c;
  if( 8-r<ring ) ring = 8-r;
  if( 8-c<ring ) ring = 8-c;
  return 6 + ring;
}

int target_grid_score(const Grid *g){
  int i, score = 0;
  for(i=0; i<81 && g->box==3; i++) score += target_weight(i)*g->v[i];
  return score;
}

static int box_of(int i){ return (i/27)*3 + (i%9)/3; }

/* Add digit d (1..9) of cell i to its units' masks, or take it out. */
static void toggle(TSearch *t, int i, int d){
  unsigned short bit = (unsigned short)(1u<<(d-1));
  t->row[i/9] ^= bit;
  t->col[i%9] ^= bit;
  t->box[box_of(i)] ^= bit;
}

/* Digits still free for cell i. */
static unsigned free_digits(const TSearch *t, int i){
  return 0x1ffu & ~(unsigned)(t->row[i/9] | t->col[i%9] | t->box[box_of(i)]);
}

static int highest_digit(unsigned m){ return 32 - __builtin_clz(m); }

/*
** An upper bound on what the empty cells of one unit can add: its missing
** digits, largest first, paired with its empty cells' weights, largest
** first (the best pairing when the other units are ignored).  nWeight[k]
** counts the unit's empty cells of weight 6+k.
*/
static int unit_bound(const unsigned char *nWeight, unsigned missing){
  int k, n, sum = 0;
  for(k=4; k>=0; k--){
    for(n=nWeight[k]; n>0 && missing; n--){
      int d = highest_digit(missing);
      sum += (6+k)*d;
      missing &= ~(1u<<(d-1));
    }
  }
  return sum;
}

/*
** The tightest of three bounds on what the empty cells can add: the sum
** over rows (columns, boxes) of, per unit, the smaller of its pairing
** bound and its cells' weight x largest candidate (aMost[k] for the k-th
** empty cell).
*/
static int units_bound(const TSearch *t, const int *aMost){
  unsigned char nWeight[3][9][5];
  int cellSum[3][9];
  int k, u, best = 1<<30;
  memset(nWeight, 0, sizeof(nWeight));
  memset(cellSum, 0, sizeof(cellSum));
  for(k=0; k<t->nEmpty; k++){
    int i = t->empty[k], w = target_weight(i);
    int most = aMost[k];
    int unit[3];
    unit[0] = i/9;
    unit[1] = i%9;
    unit[2] = box_of(i);
    for(u=0; u<3; u++){
      nWeight[u][unit[u]][w-6]++;
      cellSum[u][unit[u]] += most;
    }
  }
  for(k=0; k<3; k++){
    const unsigned short *used = k==0 ? t->row : k==1 ? t->col : t->box;
    int sum = 0;
    for(u=0; u<9; u++){
      int pair = unit_bound(nWeight[k][u], 0x1ffu & ~used[u]);
      sum += pair<cellSum[k][u] ? pair : cellSum[k][u];
    }
    if( sum<best ) best = sum;
  }
  return best;
}

/* Search on from a state whose filled cells score `score`. */
static void search(TSearch *t, int score){
  int k, pick = -1, fewest = 10, bound = score, cell, w, last;
  int pickWeight = 0, aMost[81];
  unsigned cand = 0, m;
  if( ++t->nodes>t->maxNodes ){
    t->overBudget = 1;
    return;
  }
  if( t->nEmpty==0 ){
    if( score>t->best ){
      t->best = score;
      memcpy(t->bestV, t->v, sizeof(t->v));
    }
    return;
  }
  for(k=0; k<t->nEmpty; k++){
    int i = t->empty[k], n;
    m = free_digits(t, i);
    if( m==0 ) return;
    aMost[k] = target_weight(i)*highest_digit(m);
    bound += aMost[k];
    n = __builtin_popcount(m);
    if( n<fewest || (n==fewest && target_weight(i)>pickWeight) ){
      fewest = n;
      pick = k;
      pickWeight = target_weight(i);
      cand = m;
    }
  }
  if( bound<=t->best ) return;
  if( score + units_bound(t, aMost)<=t->best ) return;
  /* Take the chosen cell out of the empty list for the subtree. */
  last = t->nEmpty-1;
  cell = t->empty[pick];
  t->empty[pick] = t->empty[last];
  t->empty[last] = (unsigned char)cell;
  t->nEmpty--;
  w = target_weight(cell);
  bound -= w*highest_digit(cand);
  for(m=cand; m; m &= ~(1u<<(highest_digit(m)-1))){
    int d = highest_digit(m);
    if( bound + w*d<=t->best ) break;
    t->v[cell] = (unsigned char)d;
    toggle(t, cell, d);
    search(t, score + w*d);
    toggle(t, cell, d);
    t->v[cell] = 0;
    if( t->overBudget ) break;
  }
  /* Undo the swap, so the caller's list is as it was. */
  t->nEmpty++;
  t->empty[last] = t->empty[pick];
  t->empty[pick] = (unsigned char)cell;
}

int target_best(const Grid *g, Grid *best, unsigned long long *nodes,
                Work *work){
  TSearch t;
  int i, score = 0;
  if( nodes ) *nodes = 0;
  if( g->box!=3 ) return -1;
  memset(&t, 0, sizeof(t));
  t.best = -1;
  t.maxNodes = work_steps_left(work, WORK_TARGET_NODE);
  for(i=0; i<81; i++){
    int d = g->v[i];
    if( d<1 || d>9 ){
      t.empty[t.nEmpty++] = (unsigned char)i;
      continue;
    }
    if( !(free_digits(&t, i) & (1u<<(d-1))) ) return -1;
    t.v[i] = (unsigned char)d;
    toggle(&t, i, d);
    score += target_weight(i)*d;
  }
  search(&t, score);
  if( nodes ) *nodes = t.nodes;
  if( work_charge(work, t.nodes*WORK_TARGET_NODE) ) return TARGET_OVER_BUDGET;
  if( t.best>=0 && best ){
    grid_init(best, 3);
    memcpy(best->v, t.bestV, sizeof(t.bestV));
  }
  return t.best;
}
