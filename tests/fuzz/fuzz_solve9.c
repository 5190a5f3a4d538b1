/* SPDX-License-Identifier: MIT */
/*
** fuzz_solve9.c: libFuzzer differential target for the fast 9x9 solver.
** The input is read as (cell, value) byte pairs placed on an empty grid
** (cell = byte % 81, value = byte % 10, 0 clears), so short inputs give
** puzzles with many solutions and long ones mostly conflicting givens.
** solve9 must count like the general solver (limit 3), give a complete
** valid first solution that keeps the givens, give the same first
** solution whatever the limit, and repeat itself exactly.
*/
#include "grid.h"
#include "solve9.h"
#include "solven.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define FUZZ_LIMIT 3

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Grid g, sol;
  unsigned char first[81], again[81];
  SolveStats s1 = {0, 0}, s2 = {0, 0};
  unsigned long long n9, nn;
  size_t i;
  grid_init(&g, 3);
  for(i=0; i+1<size; i+=2) g.v[data[i]%81] = (unsigned char)(data[i+1]%10);
  n9 = solve9(g.v, FUZZ_LIMIT, first, &s1, 0);
  nn = grid_consistent(&g) ? solven(&g, FUZZ_LIMIT, 0, 0, 0) : 0;
  if( n9!=nn ) abort();
  if( n9==0 ) return 0;
  grid_init(&sol, 3);
  memcpy(sol.v, first, 81);
  if( !grid_complete(&sol) ) abort();
  for(i=0; i<81; i++){
    if( g.v[i] && g.v[i]!=sol.v[i] ) abort();
  }
  if( solve9(g.v, 1, again, 0, 0)!=1 || memcmp(first, again, 81) ) abort();
  if( solve9(g.v, FUZZ_LIMIT, again, &s2, 0)!=n9 || memcmp(first, again, 81)
   || s1.nodes!=s2.nodes || s1.guesses!=s2.guesses ){
    abort();
  }
  return 0;
}
