/*
** solve.c: route a puzzle to the solver for its size: 9x9 to the fast
** solver (solve9.c), every other size to the general one (solven.c).
*/
#include "solve.h"
#include "solve9.h"
#include "solven.h"

#include <string.h>

unsigned long long solve_grid(const Grid *g, unsigned long long limit,
                              Grid *first, SolveStats *stats, Work *work){
  if( g->box==3 ){
    unsigned char sol[81];
    unsigned long long n = solve9(g->v, limit ? limit : 1,
                                  first ? sol : 0, stats, work);
    if( n>0 && n!=SOLVE_OVER_BUDGET && first ){
      grid_init(first, 3);
      memcpy(first->v, sol, sizeof(sol));
    }
    return n;
  }
  if( !grid_consistent(g) ) return 0;
  return solven(g, limit ? limit : 1, first, stats, work);
}

const char *solve_failure(unsigned long long result){
  if( result==SOLVE_NOMEM ) return "out of memory";
  if( result==SOLVE_OVER_BUDGET ){
    return "over the work budget (too sparse or too hard to finish within "
           "it)";
  }
  return 0;
}
