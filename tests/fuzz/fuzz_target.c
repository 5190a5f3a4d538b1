/* SPDX-License-Identifier: MIT */
/*
** fuzz_target.c: libFuzzer target for the target sudoku (ext/target/target.c)
** against brute force.  The input builds a 9x9 puzzle with many givens
** (tests/fuzz/fuzzlib.c: a full grid, up to MAX_BLANK cells emptied, now
** and then a given changed, which may leave no solution); every solution
** is enumerated through the exact-cover solver (ext/cover/cover_sudoku.c) and
** scored.  target_best must return the highest score (-1 when there is
** no solution) with the grid the tie rule of target.h picks among the
** solutions reaching it, the same grid and node count on a second run,
** and the grid's own score for that grid; it must not give up on such
** puzzles.
*/
#include "cover_sudoku.h"
#include "fuzzlib.h"
#include "target.h"
#include "target_bound.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_BLANK     50       /* at least 31 givens */
#define MAX_SOLUTIONS 20000    /* brute force counts no further */

/* 1 when grid a comes before b by the tie rule: scored cells, then all. */
static int tie_less(const Grid *a, const Grid *b){
  int k;
  for(k=0; k<TBOUND_NCELL; k++){
    int i = tbound_cell[k];
    if( a->v[i]!=b->v[i] ) return a->v[i]<b->v[i];
  }
  return memcmp(a->v, b->v, 81)<0;
}

/* The highest score over every solution of g into *pBest (-1: none), and
** the tie rule's grid reaching it into *pGrid.  Returns 0 when there were
** too many solutions to look at. */
static int brute_best(const Grid *g, int *pBest, Grid *pGrid){
  SudokuCover sc;
  Grid sol;
  int rc, n = 0;
  if( sudoku_cover_init(&sc, g, 0)!=DLX_OK ) abort();
  *pBest = -1;
  while( n<=MAX_SOLUTIONS && (rc = sudoku_cover_next(&sc, &sol))==1 ){
    int score = target_grid_score(&sol);
    if( score>*pBest || (score==*pBest && tie_less(&sol, pGrid)) ){
      *pBest = score;
      *pGrid = sol;
    }
    n++;
  }
  sudoku_cover_free(&sc);
  if( rc<0 ) abort();
  return n<=MAX_SOLUTIONS;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  FuzzIn in = {data, size};
  Grid g, best, again, self, want;
  unsigned long long nodes, nodesAgain;
  int score, expected, i;
  fz_puzzle(&g, 3, MAX_BLANK, &in);
  score = target_best(&g, &best, &nodes, 0);
  if( !brute_best(&g, &expected, &want) ) return 0;
  if( score!=expected ) abort();
  if( score<0 ) return 0;
  if( !grid_complete(&best) || target_grid_score(&best)!=score ) abort();
  if( memcmp(best.v, want.v, 81) ) abort();
  for(i=0; i<81; i++){
    if( g.v[i] && g.v[i]!=best.v[i] ) abort();
  }
  if( target_best(&g, &again, &nodesAgain, 0)!=score || nodesAgain!=nodes
   || memcmp(again.v, best.v, 81) ){
    abort();
  }
  if( target_best(&best, &self, 0, 0)!=score || memcmp(self.v, best.v, 81) ){
    abort();
  }
  return 0;
}
