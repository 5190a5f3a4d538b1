/* SPDX-License-Identifier: MIT */
/*
** fuzz_rules.c: libFuzzer target for the rules of variants (ext/rules/rules.c)
** and their solver (ext/solve/solvevar.c, ext/solve/varcdcl.c).  The first byte picks
** the side (4 or 6) and a set of rules from a table, which the next bytes
** may replace with text of their own up to a NUL (the JSON reader must
** refuse bad text with a message, never crash); the rest are (cell,
** value) pairs of givens.  Under rules that parse: the solver's count (up
** to a limit) must equal a plain enumeration that tries every value of
** every empty cell, rules_consistent() deciding (4x4 only: small enough),
** every solution found must keep the rules and the givens, and the
** solutions one at a time must count alike.
*/
#include "fuzzlib.h"
#include "rules.h"
#include "solvevar.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define LIMIT 60

/* Rules to start from, picked by the first byte. */
static const char *const azRules[] = {
  "{}", "{\"diagonals\":true}", "{\"windoku\":true}",
  "{\"antiknight\":true,\"antiking\":true}", "{\"nonconsecutive\":true}",
  "{\"regions\":\"AABBACBBACDDCCDD\"}",
  "{\"cages\":[[3,[0,1]],[7,[2,3]],[6,[4,5,6]]]}",
  "{\"box\":\"3x2\",\"diagonals\":true}",
  "{\"disjointgroups\":true}", "{\"girandola\":true,\"centredot\":true}",
};

/* Completions of g from cell i that keep r, up to `limit` in all. */
static long long enumerate(const Rules *r, Grid *g, int i, long long limit){
  long long n = 0;
  int v;
  while( i<g->ncell && g->v[i] ) i++;
  if( i==g->ncell ) return rules_consistent(r, g);
  for(v=1; v<=g->side && n<limit; v++){
    g->v[i] = (unsigned char)v;
    if( rules_consistent(r, g) ) n += enumerate(r, g, i+1, limit-n);
  }
  g->v[i] = 0;
  return n;
}

/* 1 when s is complete, keeps r and agrees with the givens of g. */
static int solves(const Rules *r, const Grid *g, const Grid *s){
  int i;
  if( grid_clues(s)!=s->ncell || !rules_consistent(r, s) ) return 0;
  for(i=0; i<g->ncell; i++){
    if( g->v[i] && g->v[i]!=s->v[i] ) return 0;
  }
  return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  FuzzIn in = {data, size};
  unsigned op = fz_byte(&in);
  int side = op&1 ? 6 : 4, own = (op>>1)&1;
  const char *zRules = azRules[(op>>2)%(sizeof(azRules)/sizeof(azRules[0]))];
  char zText[512], zErr[JSON_ERR_MAX];
  Rules r;
  Grid g, first, s, copy;
  VarModel *m;
  VarSearch *p;
  Work w = {.limit = WORK_DEFAULT_LIMIT, .threads = 1,
           .memLimit = WORK_DEFAULT_MEMORY};
  unsigned long long n, k = 0;
  int rc;
  if( own ){
    size_t i = 0;
    while( in.n>0 && i<sizeof(zText)-1 ){
      char c = (char)fz_byte(&in);
      if( c==0 ) break;
      zText[i++] = c;
    }
    zText[i] = 0;
    zRules = zText;
  }
  zErr[0] = 0;
  if( rules_parse(&r, zRules, -1, side, zErr) ){
    if( zErr[0]==0 ) abort();
    return 0;
  }
  grid_init_side(&g, side);
  while( in.n>=2 ){
    int cell = (int)fz_below(&in, (unsigned)g.ncell);
    g.v[cell] = (unsigned char)fz_below(&in, (unsigned)side+1);
  }
  m = varmodel_new(&r);
  if( m==0 ) abort();
  n = varmodel_solve(m, &g, LIMIT, &first, 0, &w);
  if( n==SOLVE_OVER_BUDGET ){
    varmodel_free(m);
    return 0;
  }
  if( n>LIMIT ) abort();
  if( n>0 && !solves(&r, &g, &first) ) abort();
  copy = g;
  if( side==4 ){
    long long want = rules_consistent(&r, &copy) ? enumerate(&r, &copy, 0, LIMIT)
                                                 : 0;
    if( (long long)n!=want ) abort();
  }
  p = varsearch_new(m, &g);
  if( p==0 ) abort();
  w.used = 0;
  while( k<LIMIT && (rc = varsearch_next(p, &s, &w))==1 ){
    if( !solves(&r, &g, &s) ) abort();
    k++;
  }
  if( rc!=VARSEARCH_OVER_BUDGET && k!=n ) abort();
  varsearch_free(p);
  varmodel_free(m);
  return 0;
}
