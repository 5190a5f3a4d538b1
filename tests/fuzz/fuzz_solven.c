/* SPDX-License-Identifier: MIT */
/*
** fuzz_solven.c: libFuzzer differential target for the general solver
** (ext/solve/solven.c) against the exact-cover one (ext/cover/cover_sudoku.c).  The
** first byte picks the size (4x4, 9x9, 16x16, 25x25), the limit (1..6)
** and how the puzzle is built: (cell, value) byte pairs on an empty grid
** (4x4 and 9x9 only: larger sparse grids can search for seconds), or a
** full grid with cells emptied and now and then a given changed
** (tests/fuzz/fuzzlib.c), at most a third of the cells for 16x16 and
** 25x25.  Both must count alike up to the limit; every solution must be
** complete and keep the givens; exact cover's must be distinct; when
** there are fewer than `limit`, solven's first solution must be one of
** them; solve_grid (solve9 for 9x9) must count alike too; a second run
** of solven must give the same first solution and search figures.
*/
#include "cover_sudoku.h"
#include "fuzzlib.h"
#include "solven.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LIMIT 6

/* The puzzle for this input, as the first byte says. */
static void make_puzzle(FuzzIn *in, int mode, int box, Grid *g){
  if( mode && box<=3 ){
    grid_init(g, box);
    while( in->n>=2 ){
      int cell = (int)fz_below(in, (unsigned)g->ncell);
      g->v[cell] = (unsigned char)fz_below(in, (unsigned)g->side+1);
    }
  }else{
    int ncell = box*box*box*box;
    fz_puzzle(g, box, box<=3 ? ncell : ncell/3, in);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  FuzzIn in = {data, size};
  unsigned op = fz_byte(&in);
  int box = 2 + (int)(op%4), mode = (int)(op/4%2), i, j;
  unsigned long long limit = 1 + (op/8)%MAX_LIMIT, n, nCover = 0, nAgain;
  Grid g, first, again, aSol[MAX_LIMIT];
  SolveStats st = {0, 0}, stAgain = {0, 0};
  SudokuCover sc;
  int rc = 1;
  Work w = {.limit = WORK_DEFAULT_LIMIT, .threads = 1,
            .memLimit = WORK_DEFAULT_MEMORY};
  Work wCover = w;
  make_puzzle(&in, mode, box, &g);
  n = solven(&g, limit, &first, &st, &w);
  if( n==SOLVE_OVER_BUDGET ) return 0;
  if( n>limit ) abort();
  if( sudoku_cover_init(&sc, &g, &wCover)!=DLX_OK ) abort();
  while( nCover<limit && (rc = sudoku_cover_next(&sc, &aSol[nCover]))==1 ){
    if( !fz_solves(&g, &aSol[nCover]) ) abort();
    for(j=0; j<(int)nCover; j++){
      if( !memcmp(aSol[j].v, aSol[nCover].v, (size_t)g.ncell) ) abort();
    }
    nCover++;
  }
  sudoku_cover_free(&sc);
  if( rc==DLX_OVER_BUDGET ) return 0;
  if( rc<0 || nCover!=n ) abort();
  if( fz_solve(&g, limit, 0)!=n ) abort();
  if( n==0 ) return 0;
  if( !fz_solves(&g, &first) ) abort();
  if( n<limit ){
    for(i=0; i<(int)n && memcmp(aSol[i].v, first.v, (size_t)g.ncell); i++){}
    if( i==(int)n ) abort();
  }
  w.used = 0;
  nAgain = solven(&g, limit, &again, &stAgain, &w);
  if( nAgain!=n || memcmp(again.v, first.v, (size_t)g.ncell)
   || stAgain.nodes!=st.nodes || stAgain.guesses!=st.guesses ){
    abort();
  }
  return 0;
}
