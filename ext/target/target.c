/* SPDX-License-Identifier: MIT */
/*
** target.c: the highest-scoring solution of a target sudoku (see
** target.h), by branch and bound over the 17 cells the score depends on.
**
** A solution scores 2745 plus a "reduced score" of 16 corner cells and
** the centre (target_bound.c shows why), so every completion of the same
** 17 digits scores the same: the search branches on those cells only and
** asks the 9x9 solver (solve9.c) whether a state can be completed at all.
** Each search state:
**
**   1. tightens its candidates (target_bound.c): digits of the scored
**      cells that cannot beat the best score found are dropped, the rules
**      of sudoku (target_prop.c) carry that on, and the bound is the
**      smallest of three assignment relaxations;
**   2. asks solve9 for any completion, after a check that each unit can
**      still be matched with its digits (which spares solve9 the long
**      proofs that a box short of cells has no completion): none cuts
**      the state, one is a solution whose score may improve the best;
**   3. branches on the open scored cell that loses most when denied its
**      best digit (coefficient x the gap to its second best), trying its
**      digits largest first.
**
** When the caller wants the grid, a second pass picks among the best
** solutions by the tie rule of target.h: the scored cells in reading
** order, smallest digits first, then the other cells the same way.
*/
#include "target.h"
#include "target_bound.h"
#include "solve9.h"

#include <string.h>

/* The search: the best solution found, and the work spent. */
typedef struct TSearch TSearch;
struct TSearch {
  int best;                    /* best reduced score found, -1 before any */
  unsigned char bestV[81];
  unsigned char witness[81];   /* the last completion solve9 found */
  unsigned long long nodes;
  Work *work;
  int overBudget;              /* the work limit was reached */
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

/* Charge one search state; 0 when over the budget. */
static int charge_node(TSearch *t){
  t->nodes++;
  if( work_charge(t->work, WORK_TARGET_NODE) ) t->overBudget = 1;
  return !t->overBudget;
}

/*
** 1 when the known cells of p can be completed (the completion goes to
** t->witness and may improve the best), 0 when not or over budget.
*/
static int complete(TSearch *t, const TProp *p){
  unsigned char v[81];
  unsigned long long n;
  int score;
  if( !tprop_matchable(p) ) return 0;
  tprop_cells(p, v);
  /* solve9 leaves the witness alone when it finds no solution; over the
  ** budget, no caller reads it again. */
  n = solve9(v, 1, t->witness, 0, t->work);
  if( n==SOLVE_OVER_BUDGET ) t->overBudget = 1;
  if( n!=1 ) return 0;
  score = tbound_score(t->witness);
  if( score>t->best ){
    t->best = score;
    memcpy(t->bestV, t->witness, 81);
  }
  return 1;
}

/*
** The open scored cell to branch on: the largest coefficient x (best
** digit - second best digit), then the fewest candidates, then the first
** in reading order.  -1 when every scored cell is known.
*/
static int branch_cell(const TProp *p){
  int k, pick = -1, pickLoss = -1, pickCount = 10;
  for(k=0; k<TBOUND_NCELL; k++){
    int i = tbound_cell[k];
    unsigned m = p->cand[i];
    int count = __builtin_popcount(m), loss, top;
    if( count<2 ) continue;
    top = 31 - __builtin_clz(m);
    loss = tbound_coef(i)*(top - (31 - __builtin_clz(m & ~(1u<<top))));
    if( loss>pickLoss || (loss==pickLoss && count<pickCount) ){
      pick = i;
      pickLoss = loss;
      pickCount = count;
    }
  }
  return pick;
}

/* Search the state p (the caller's copy, changed here) for a better score. */
static void search(TSearch *t, TProp *p){
  int i, d;
  if( !charge_node(t) ) return;
  if( tbound_tighten(p, t->best+1)<0 || !complete(t, p) ) return;
  i = branch_cell(p);
  if( i<0 ) return;            /* all scored cells known: the witness */
  for(d=9; d>=1 && !t->overBudget; d--){
    TProp child;
    if( (p->cand[i] & (1u<<(d-1)))==0 ) continue;
    child = *p;
    if( tprop_assign(&child, i, d) ) search(t, &child);
  }
}

/*
** 1 when p (tightened here) has a completion with a reduced score of
** `target`, the maximum, which then goes to t->bestV: the search for a
** better score, run with the best set just below it, stops at the first.
*/
static int reaches(TSearch *t, TProp *p, int target){
  int found;
  t->best = target-1;
  search(t, p);
  found = t->best>=target;
  t->best = target;
  return found;
}

/*
** Fix the scored cells of p by the tie rule: in reading order, each gets
** the smallest digit with which the maximum t->best can still be reached.
** t->bestV holds a solution reaching it, whose digit needs no search.
** Returns 1 with a completion of the result in t->witness, or 0 when
** over budget.
*/
static int least_scored(TSearch *t, TProp *p){
  unsigned char aReach[81];
  int k, target = t->best;
  memcpy(aReach, t->bestV, 81);
  for(k=0; k<TBOUND_NCELL; k++){
    int i = tbound_cell[k], d;
    for(d=1; d<aReach[i]; d++){
      TProp child;
      if( (p->cand[i] & (1u<<(d-1)))==0 ) continue;
      child = *p;
      if( tprop_assign(&child, i, d) && reaches(t, &child, target) ){
        memcpy(aReach, t->bestV, 81);
        break;
      }
      if( t->overBudget ) return 0;
    }
    /* aReach solves p, so its digit is possible here. */
    tprop_assign(p, i, aReach[i]);
  }
  return complete(t, p);
}

/*
** Complete p, whose scored cells are all known, with the smallest digits
** in reading order, into t->bestV.  t->witness holds a completion.
** Returns 0 when over budget.
*/
static int least_completion(TSearch *t, TProp *p){
  int i, d;
  for(i=0; i<81; i++){
    if( tprop_value(p, i) ) continue;
    for(d=1; d<t->witness[i]; d++){
      TProp trial;
      if( (p->cand[i] & (1u<<(d-1)))==0 ) continue;
      if( !charge_node(t) ) return 0;
      trial = *p;
      if( tprop_assign(&trial, i, d) && complete(t, &trial) ){
        *p = trial;
        break;
      }
      if( t->overBudget ) return 0;
    }
    /* The witness completes p, so its digit is still possible here. */
    if( !tprop_value(p, i) ) tprop_assign(p, i, t->witness[i]);
  }
  memcpy(t->bestV, t->witness, 81);
  return 1;
}

int target_best(const Grid *g, Grid *best, unsigned long long *nodes,
                Work *work){
  TSearch t;
  TProp p, root;
  if( nodes ) *nodes = 0;
  if( g->box!=3 ) return -1;
  memset(&t, 0, sizeof(t));
  t.best = -1;
  t.work = work;
  if( tprop_init(&root, g->v) && complete(&t, &root) ){
    p = root;
    search(&t, &p);
    if( best && !t.overBudget ){
      p = root;
      if( least_scored(&t, &p) ) least_completion(&t, &p);
    }
  }
  if( nodes ) *nodes = t.nodes;
  if( t.overBudget ) return TARGET_OVER_BUDGET;
  if( t.best<0 ) return -1;
  if( best ){
    grid_init(best, 3);
    memcpy(best->v, t.bestV, sizeof(t.bestV));
  }
  return TBOUND_BASE + t.best;
}
