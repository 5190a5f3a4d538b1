/* SPDX-License-Identifier: MIT */
/*
** solve.c: route a puzzle to the solver for its size and rules: a plain
** 9x9 to the fast solver (solve9.c), other plain square sizes and 9x9
** pencil-mark puzzles to the general one (solven.c, which starts from
** candidates), the rest to the solver of variants (solvevar.c).
*/
#include "solve.h"
#include "solve9.h"
#include "solven.h"
#include "solvevar.h"

#include <string.h>

unsigned long long solve_grid(const Grid *g, unsigned long long limit,
                              Grid *first, SolveStats *stats, Work *work){
  if( g->box==3 && !g->marked ){
    unsigned char sol[81];
    unsigned long long n = solve9(g->v, limit ? limit : 1,
                                  first ? sol : 0, stats, work);
    if( n>0 && n!=SOLVE_OVER_BUDGET && first ){
      grid_init(first, 3);
      memcpy(first->v, sol, sizeof(sol));
    }
    return n;
  }
  if( g->box==0 ){
    Rules r;
    rules_plain_of(&r, g->side);
    return solve_rules(g, &r, limit, first, stats, work);
  }
  if( !grid_consistent(g) ) return 0;
  return solven(g, limit ? limit : 1, first, stats, work);
}

unsigned long long solve_rules(const Grid *g, const Rules *r,
                               unsigned long long limit, Grid *first,
                               SolveStats *stats, Work *work){
  VarModel *m;
  unsigned long long n;
  if( r==0 || (g->box && rules_plain(r)) ){
    return solve_grid(g, limit, first, stats, work);
  }
  m = varmodel_new(r);
  if( m==0 ) return SOLVE_NOMEM;
  n = varmodel_solve(m, g, limit, first, stats, work);
  varmodel_free(m);
  return n;
}

const char *solve_failure(unsigned long long result){
  if( result==SOLVE_NOMEM ) return "out of memory";
  if( result==SOLVE_OVER_BUDGET ){
    return "over the work budget (too sparse or too hard to finish within "
           "it)";
  }
  return 0;
}
