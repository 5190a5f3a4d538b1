/* SPDX-License-Identifier: MIT */
/*
** fn_stream.c: exact_cover's and sudoku_solutions' searches, one row at a
** time (see fn_stream.h).
*/
#include "fn_stream.h"
#include "coverin.h"

#include <stdlib.h>
#include <string.h>

#define MAX_I64 0x7fffffffffffffffLL

const char fn_stream_limit_problem[] = "limit must be a positive integer";
const char fn_stream_secondary_problem[] =
  "secondary must be an integer 0..1048576";

void fn_stream_init(FnStream *s, const Work *w){
  unsigned long long limit = w->limit, memLimit = w->memLimit;
  memset(s, 0, sizeof(*s));             /* w may be s->work */
  s->work.limit = limit;
  s->work.memLimit = memLimit;
}

void fn_stream_free(FnStream *s){
  Work w = s->work;
  dlx_free(s->pDlx);
  free(s->aRow);
  solstream_free(s->pSol);
  fn_stream_init(s, &w);
}

/* Read an optional limit: 1 with *pLimit (0: none), else 0 with o's
** error. */
static int limit_arg(FnOut *o, int has, int isInt, long long v,
                     long long *pLimit){
  *pLimit = 0;
  return !has || fn_int_in(o, isInt, v, 1, MAX_I64, fn_stream_limit_problem,
                           pLimit);
}

int fn_cover_start(FnStream *s, FnOut *o, const char *z, size_t n,
                   int hasLimit, int limitIsInt, long long limit,
                   int hasSecondary, int secondaryIsInt, long long secondary){
  CoverRows rows;
  char zErr[COVER_ERR_MAX];
  long long nPrimary = -1;
  int rc, nCol;
  if( !limit_arg(o, hasLimit, limitIsInt, limit, &limit) ) return 0;
  if( hasSecondary
   && !fn_int_in(o, secondaryIsInt, secondary, 0, DLX_MAX_COLS,
                 fn_stream_secondary_problem, &nPrimary) ){
    return 0;
  }
  memset(&rows, 0, sizeof(rows));
  rc = coverrows_from_json(&rows, z, n, zErr);
  if( rc==COVER_NOMEM ){
    fn_nomem(o);
    return 0;
  }
  if( rc!=COVER_OK ){
    fn_error(o, FN_ERR_INPUT, "%s", zErr);
    return 0;
  }
  if( nPrimary<0 ) nPrimary = rows.nCol;
  nCol = rows.nCol>nPrimary ? rows.nCol : (int)nPrimary;
  s->pDlx = coverrows_dlx(&rows, nCol, (int)nPrimary);
  coverrows_free(&rows);
  s->aRow = malloc(sizeof(int)*((size_t)nPrimary+1));
  if( s->pDlx==0 || s->aRow==0 ){
    fn_nomem(o);
    return 0;
  }
  dlx_set_limit(s->pDlx, (unsigned long long)limit);
  dlx_set_work(s->pDlx, &s->work);
  s->iCol = 0;
  return 1;
}

int fn_solutions_start(FnStream *s, FnOut *o, const char *z, size_t n,
                       int hasLimit, int limitIsInt, long long limit,
                       const char *zRules, size_t nRules){
  Grid g;
  Rules r;
  if( !limit_arg(o, hasLimit, limitIsInt, limit, &limit) ) return 0;
  if( !fn_grid(o, 0, z, n, &g) ) return 0;
  if( !fn_rules(o, zRules, nRules, &g, &r) ) return 0;
  s->nLeft = limit ? limit : -1;
  if( (s->pSol = solstream_new(&g, &r))==0 ){
    fn_nomem(o);
    return 0;
  }
  return 1;
}

static int cmp_int(const void *a, const void *b){
  int x = *(const int*)a, y = *(const int*)b;
  return (x>y) - (x<y);
}

/* A search's failure, as fn_stream_next's -1: over the budget, or out of
** memory. */
static int search_failed(FnStream *s, FnOut *o, int overBudget){
  if( overBudget ){
    fn_over_budget(o, &s->work);
  }else{
    fn_nomem(o);
  }
  return -1;
}

/* exact_cover: the next chosen row, searching on when a solution is used
** up; returns as fn_stream_next. */
static int cover_next(FnStream *s, FnOut *o){
  s->iCol++;
  while( s->iCol>=s->nRow ){
    const int *aRow;
    int rc = dlx_next(s->pDlx);
    if( rc<0 ) return search_failed(s, o, rc==DLX_OVER_BUDGET);
    if( rc==0 ) return 0;
    s->nRow = dlx_solution(s->pDlx, &aRow);
    memcpy(s->aRow, aRow, sizeof(int)*(size_t)s->nRow);
    qsort(s->aRow, (size_t)s->nRow, sizeof(int), cmp_int);
    s->iCol = 0;
  }
  return 1;
}

/* sudoku_solutions: the next solution within the limit; returns as
** fn_stream_next. */
static int solution_next(FnStream *s, FnOut *o){
  int rc;
  if( s->nLeft==0 ) return 0;
  rc = solstream_next(s->pSol, &s->sol, &s->work);
  if( rc<0 ) return search_failed(s, o, rc==SOLSTREAM_OVER_BUDGET);
  if( rc==1 && s->nLeft>0 ) s->nLeft--;
  return rc;
}

int fn_stream_next(FnStream *s, FnOut *o){
  int rc;
  s->work.used = 0;             /* each row has the whole budget; the
                                ** memory held stays the stream's */
  rc = s->aRow ? cover_next(s, o) : solution_next(s, o);
  if( rc==1 ) s->iRow++;
  return rc;
}

long long fn_stream_solution(const FnStream *s){
  return (long long)dlx_found(s->pDlx);
}

int fn_stream_cover_row(const FnStream *s){
  return s->aRow[s->iCol];
}
