/* SPDX-License-Identifier: MIT */
/*
** fn.c: FnOut, the result of an SQL function's body (see fn.h), and the
** argument checks and error texts every body shares.
*/
#include "fn.h"
#include "solve.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void fn_init(FnOut *o){
  o->eType = FN_NULL;
  o->eErr = 0;
  o->z = 0;
  o->n = 0;
  o->zHeap = 0;
}

void fn_free(FnOut *o){
  free(o->zHeap);
  fn_init(o);
}

void fn_error(FnOut *o, int eErr, const char *zFmt, ...){
  va_list ap;
  int n;
  va_start(ap, zFmt);
  n = vsnprintf(o->zBuf, sizeof(o->zBuf), zFmt, ap);
  va_end(ap);
  o->eType = FN_ERROR;
  o->eErr = eErr;
  o->z = o->zBuf;
  o->n = n<0 ? 0 : (size_t)n<sizeof(o->zBuf) ? (size_t)n : sizeof(o->zBuf)-1;
}

void fn_nomem(FnOut *o){
  fn_error(o, FN_ERR_NOMEM, "out of memory");
}

void fn_result_heap(FnOut *o, int eType, char *z){
  if( z==0 ){
    fn_nomem(o);
    return;
  }
  o->eType = eType;
  o->zHeap = z;
  o->z = z;
  o->n = strlen(z);
}

char *fn_budget_problem(const Work *w, char *zBuf){
  if( w->memOver ){
    snprintf(zBuf, FN_BUDGET_MAX, "over the memory limit of %llu bytes; "
             "raise it on this connection with SELECT sudoku_memory_limit"
             "(%llu) (0 for no bound)", w->memLimit,
             w->memLimit<~0ULL/4 ? w->memLimit*4 : w->memLimit);
    return zBuf;
  }
  snprintf(zBuf, FN_BUDGET_MAX, "over the work budget of %llu units; raise "
           "it on this connection with SELECT sudoku_budget(%llu) (0 for no "
           "bound)", w->limit, w->limit<~0ULL/10 ? w->limit*10 : w->limit);
  return zBuf;
}

void fn_over_budget(FnOut *o, const Work *w){
  char zBuf[FN_BUDGET_MAX];
  fn_error(o, FN_ERR_BUDGET, "%s", fn_budget_problem(w, zBuf));
}

int fn_cut_short(const FnOut *o){
  return o->eType==FN_ERROR
      && (o->eErr==FN_ERR_BUDGET || o->eErr==FN_ERR_LIMIT);
}

int fn_budget_arg(FnOut *o, long long n){
  if( n<0 ){
    fn_error(o, FN_ERR_INPUT, "the budget must be 0 (no bound) or more");
    return 0;
  }
  return 1;
}

int fn_memory_arg(FnOut *o, long long n){
  if( n<0 ){
    fn_error(o, FN_ERR_INPUT, "the memory limit must be 0 (no bound) or "
             "more bytes");
    return 0;
  }
  return 1;
}

int fn_threads_arg(FnOut *o, long long n){
  if( n<1 || n>WORK_MAX_THREADS ){
    fn_error(o, FN_ERR_INPUT, "the threads must be 1 to %d",
             WORK_MAX_THREADS);
    return 0;
  }
  return 1;
}

int fn_grid(FnOut *o, const char *zArg, const char *z, size_t n, Grid *g){
  char zErr[GRID_ERR_MAX];
  if( grid_parse(g, z, n, GRID_ALPHA_AUTO, zErr) ){
    fn_error(o, FN_ERR_INPUT, "%s%s%s", zArg ? zArg : "", zArg ? ": " : "",
             zErr);
    return 0;
  }
  return 1;
}

int fn_rules(FnOut *o, const char *z, size_t n, const Grid *g, Rules *r){
  char zErr[JSON_ERR_MAX];
  if( n>0x7fffffff || rules_parse(r, z, (int)n, g->side, zErr) ){
    fn_error(o, FN_ERR_INPUT, "%s", n>0x7fffffff ? "rules: too long" : zErr);
    return 0;
  }
  return !g->marked || fn_plain_rules(o, r, "pencil-mark puzzles take");
}

int fn_plain_rules(FnOut *o, const Rules *r, const char *zWhat){
  const char *zKey = r ? rules_variant_key(r) : 0;
  if( zKey ){
    fn_error(o, FN_ERR_INPUT, "%s plain sudoku only, not the variant of the "
             "rules' \"%s\"", zWhat, zKey);
    return 0;
  }
  return 1;
}

/*
** solve_rules() within the budget of w: 1 with the count in *pCount, or 0
** with o's error (over budget, out of memory).
*/
int fn_solve_grid(FnOut *o, const Grid *g, const Rules *r,
                  unsigned long long limit, Grid *first, SolveStats *stats,
                  Work *w, unsigned long long *pCount){
  *pCount = solve_rules(g, r, limit, first, stats, w);
  if( *pCount==SOLVE_NOMEM ){
    fn_nomem(o);
    return 0;
  }
  if( *pCount==SOLVE_OVER_BUDGET ){
    fn_over_budget(o, w);
    return 0;
  }
  return 1;
}

void fn_result_grid(FnOut *o, const Grid *g){
  o->eType = FN_TEXT;
  o->n = (size_t)grid_format_line(g, GRID_ALPHA_AUTO, o->zBuf);
  o->z = o->zBuf;
}

int fn_int_in(FnOut *o, int isInt, long long v, long long lo, long long hi,
              const char *zProblem, long long *pOut){
  if( !isInt || v<lo || v>hi ){
    fn_error(o, FN_ERR_INPUT, "%s", zProblem);
    return 0;
  }
  *pOut = v;
  return 1;
}
