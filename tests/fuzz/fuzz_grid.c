/* SPDX-License-Identifier: MIT */
/*
** fuzz_grid.c: libFuzzer target for the text parser and the solver
** dispatch.  Any bytes either fail to parse with a message, or give a grid
** whose canonical and pretty forms (a pencil-mark puzzle's 729-character
** form) parse back to the same grid, and whose solution (if any) is a
** complete grid that keeps the givens (and the candidates).  The same
** bytes as a player's state on a fixed puzzle (fn_play.h) are read with a
** message or checked: no mistake, or the mistakes as a JSON object.
*/
#include "grid.h"
#include "solve.h"
#include "fn_play.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A pencil-mark puzzle's 729 characters read back as the same marks. */
static void check_marks_round_trip(const Grid *g){
  char line[GRID_MARKS_CHARS+1], err[GRID_ERR_MAX];
  Grid back;
  grid_marks_format(g, line);
  if( grid_parse(&back, line, GRID_MARKS_CHARS, GRID_ALPHA_AUTO, err) ){
    abort();
  }
  if( !back.marked || memcmp(back.cand, g->cand, sizeof(g->cand)) ) abort();
}

/* The bytes as a player's state on a puzzle with one solution: an error
** that names the argument, or a check that passes or lists mistakes. */
static void check_state(const uint8_t *data, size_t size){
  static const char zPuzzle[] = "3.5.....2.1.32..5...95..3.8...2.351..3..5.."
    "9..416.8...4.8..52...5..32.8.2.....4.5";
  Grid g, sol;
  FnPlay play;
  FnOut o;
  char err[GRID_ERR_MAX];
  if( grid_parse(&g, zPuzzle, 81, GRID_ALPHA_AUTO, err) ) abort();
  if( solve_grid(&g, 2, &sol, 0, 0)!=1 ) abort();
  fn_init(&o);
  if( !fn_play_read(&o, (const char*)data, size, &g, &play) ){
    if( o.eType!=FN_ERROR || o.n<7 || memcmp(o.z, "state", 5)!=0 ) abort();
  }else if( !fn_play_check(&o, &g, &sol, 0, &play) ){
    if( o.eType!=FN_JSON || memcmp(o.z, "{\"mistakes\":[{", 14)!=0 ){
      abort();
    }
  }
  fn_free(&o);
}

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
  check_state(data, size);
  if( grid_parse(&g, (const char*)data, size, GRID_ALPHA_AUTO, err) ){
    if( err[0]==0 || strlen(err)>=GRID_ERR_MAX ) abort();
    return 0;
  }
  if( g.marked ) check_marks_round_trip(&g);
  else check_round_trip(&g);
  /* Large sparse grids can take long to solve; solve the small ones. */
  if( g.side>9 ) return 0;
  if( solve_grid(&g, 2, &sol, 0, 0)>0 ){
    if( !grid_complete(&sol) ) abort();
    for(i=0; i<g.ncell; i++){
      if( g.v[i] && g.v[i]!=sol.v[i] ) abort();
      if( g.marked && (g.cand[i]>>(sol.v[i]-1) & 1)==0 ) abort();
    }
  }
  return 0;
}
