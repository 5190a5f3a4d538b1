/*
** solve.c: route a puzzle to the solver for its size.
*/
#include "solve.h"
#include "solven.h"

unsigned long long solve_grid(const Grid *g, unsigned long long limit,
                              Grid *first, SolveStats *stats){
  if( !grid_consistent(g) ) return 0;
  return solven(g, limit ? limit : 1, first, stats);
}
