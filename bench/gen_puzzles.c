/* SPDX-License-Identifier: MIT */
/*
** gen_puzzles.c: a small deterministic puzzle generator for tests and
** benchmarks of the larger sizes.
**
**   build/bench/gen_puzzles BOX COUNT SEED [GIVENS]
**
** For each puzzle: a full grid is made by filling the diagonal boxes (which
** never see each other) with shuffled values and letting the solver
** complete it (another shuffle when it cannot); then cells are emptied in
** a shuffled order, each kept empty only while the puzzle still has
** exactly one solution.  With GIVENS the
** removal stops once that few givens are left (faster for 25x25), else it
** runs to a minimal puzzle.  Output: one puzzle per line in the canonical
** alphabet (digits up to 9x9, letters A.. beyond), '.' for empty.  The
** same arguments always give the same puzzles.
*/
#include "bench_rng.h"
#include "grid.h"
#include "solve.h"

#include <stdio.h>
#include <stdlib.h>

/* A random complete grid of box side `box` made from shuffled diagonal
** boxes; 0 when those cannot be completed (it happens for 4x4). */
static int random_full_grid(int box, unsigned long long *rng, Grid *out){
  Grid g;
  int vals[GRID_MAX_SIDE];
  int side = box*box, b, k;
  grid_init(&g, box);
  for(b=0; b<box; b++){
    for(k=0; k<side; k++) vals[k] = k+1;
    rng_shuffle(vals, side, rng);
    for(k=0; k<side; k++){
      int r = b*box + k/box, c = b*box + k%box;
      g.v[r*side+c] = (unsigned char)vals[k];
    }
  }
  return solve_grid(&g, 1, out, 0, 0)==1;
}

/* Empty cells of g in random order while the solution stays unique,
** stopping at `floor` givens. */
static void remove_givens(Grid *g, int floor, unsigned long long *rng){
  int order[GRID_MAX_CELLS];
  int i, clues = g->ncell;
  for(i=0; i<g->ncell; i++) order[i] = i;
  rng_shuffle(order, g->ncell, rng);
  for(i=0; i<g->ncell && clues>floor; i++){
    int cell = order[i];
    unsigned char keep = g->v[cell];
    g->v[cell] = 0;
    if( solve_grid(g, 2, 0, 0, 0)==1 ){
      clues--;
    }else{
      g->v[cell] = keep;
    }
  }
}

int main(int argc, char **argv){
  int box, count, floor = 0, n;
  unsigned long long rng;
  if( argc<4 || argc>5 ){
    fprintf(stderr, "usage: %s BOX COUNT SEED [GIVENS]\n", argv[0]);
    return 2;
  }
  box = atoi(argv[1]);
  count = atoi(argv[2]);
  rng = rng_seed(argv[3]);
  if( argc==5 ) floor = atoi(argv[4]);
  if( box<2 || box>GRID_MAX_BOX || count<0 ){
    fprintf(stderr, "%s: BOX must be 2..%d\n", argv[0], GRID_MAX_BOX);
    return 2;
  }
  for(n=0; n<count; n++){
    Grid g;
    char line[GRID_MAX_CELLS+1];
    int tries = 0;
    while( !random_full_grid(box, &rng, &g) ){
      if( ++tries>1000 ){
        fprintf(stderr, "%s: could not complete a grid\n", argv[0]);
        return 1;
      }
    }
    remove_givens(&g, floor, &rng);
    grid_format_line(&g, GRID_ALPHA_AUTO, line);
    puts(line);
  }
  return fflush(stdout)==0 ? 0 : 1;
}
