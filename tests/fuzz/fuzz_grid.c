/* SPDX-License-Identifier: MIT */
/*
** fuzz_grid.c: libFuzzer target for the text parser and the solver
** dispatch.  Any bytes either fail to parse with a message, or give a grid
** whose canonical and pretty forms parse back to the same grid, and whose
** solution (if any) is a complete grid that keeps the givens.
*/
#include "grid.h"
#include "solve.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void check_round_trip(const Grid *g){
  char line[GRID_MAX_CELLS+1], err[GRID_ERR_MAX];
  char *pretty = malloc(grid_pretty_size(g));
  Grid back;
  size_t n;
  if( pretty==0 ) return;
  grid_format_line(g, GRID_ALPHA_AUTO, line);
  if( grid_parse(&back, line, strlen(line), GRID_ALPHA_AUTO, err) ) abort();
  if( back.ncell!=g->ncell || memcmp(back.v, g->v, (size_t)g->ncell) ) abort();
  n = grid_format_pretty(g, pretty);
  if( grid_parse(&back, pretty, n, GRID_ALPHA_AUTO, err) ) abort();
  if( memcmp(back.v, g->v, (size_t)g->ncell) ) abort();
  free(pretty);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Grid g, sol;
  char err[GRID_ERR_MAX];
  int i;
  if( grid_parse(&g, (const char*)data, size, GRID_ALPHA_AUTO, err) ){
    if( err[0]==0 || strlen(err)>=GRID_ERR_MAX ) abort();
    return 0;
  }
  check_round_trip(&g);
  /* Large sparse grids can take long to solve; solve the small ones. */
  if( g.side>9 ) return 0;
  if( solve_grid(&g, 2, &sol, 0, 0)>0 ){
    if( !grid_complete(&sol) ) abort();
    for(i=0; i<g.ncell; i++){
      if( g.v[i] && g.v[i]!=sol.v[i] ) abort();
    }
  }
  return 0;
}
