/* SPDX-License-Identifier: MIT */
/*
** fuzz_canon.c: libFuzzer target for canon_grid.  Any bytes that parse as
** a 4x4 or 9x9 puzzle give a canonical form that keeps the clue count, is
** its own canonical form, sorts at or below the puzzle, and equals the
** canonical form of a copy disguised by a symmetry and relabelling drawn
** from the input's hash.  Other sizes must be refused.
*/
#include "canon.h"
#include "fuzzlib.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Bytes from a small deterministic generator (xorshift64) seeded with
** the input's hash, for fz_disguise to draw from. */
static void random_bytes(uint64_t seed, unsigned char *a, size_t n){
  size_t i;
  for(i=0; i<n; i++){
    seed ^= seed<<13; seed ^= seed>>7; seed ^= seed<<17;
    a[i] = (unsigned char)(seed>>24);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Grid g, form, again, other, otherForm;
  char err[GRID_ERR_MAX];
  uint64_t seed = 1469598103934665603ull;
  unsigned char aRand[64];
  FuzzIn in = {aRand, sizeof(aRand)};
  size_t i;
  if( grid_parse(&g, (const char*)data, size, GRID_ALPHA_AUTO, err) ) return 0;
  if( g.box!=2 && g.box!=3 ){
    if( canon_grid(&g, &form)==0 ) abort();
    return 0;
  }
  if( canon_grid(&g, &form) ) abort();
  if( form.box!=g.box || grid_clues(&form)!=grid_clues(&g) ) abort();
  if( memcmp(form.v, g.v, (size_t)g.ncell)>0 ) abort();
  if( canon_grid(&form, &again) ) abort();
  if( memcmp(again.v, form.v, (size_t)g.ncell) ) abort();
  for(i=0; i<size; i++) seed = (seed ^ data[i]) * 1099511628211ull;
  random_bytes(seed|1, aRand, sizeof(aRand));
  fz_disguise(&g, &other, &in);
  if( canon_grid(&other, &otherForm) ) abort();
  if( memcmp(otherForm.v, form.v, (size_t)g.ncell) ) abort();
  return 0;
}
