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

void fn_stream_init(FnStream *s, unsigned long long budget){
  memset(s, 0, sizeof(*s));
  s->work.limit = budget;
}

void fn_stream_free(FnStream *s){
  unsigned long long budget = s->work.limit;
  dlx_free(s->pDlx);
  free(s->aRow);
  sudoku_cover_free(&s->sc);
  varsearch_free(s->pSearch);
  varmodel_free(s->pModel);
  fn_stream_init(s, budget);
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
  if( !g.box || !rules_plain(&r) ){
    s->nLeft = limit ? limit : -1;
    s->pModel = varmodel_new(&r);
    s->pSearch = s->pModel ? varsearch_new(s->pModel, &g) : 0;
    if( s->pSearch==0 ){
      fn_nomem(o);
      return 0;
    }
    return 1;
  }
  if( sudoku_cover_init(&s->sc, &g, &s->work)!=DLX_OK ){
    fn_nomem(o);
    return 0;
  }
  if( s->sc.pDlx ) dlx_set_limit(s->sc.pDlx, (unsigned long long)limit);
  return 1;
}

static int cmp_int(const void *a, const void *b){
  int x = *(const int*)a, y = *(const int*)b;
  return (x>y) - (x<y);
}

/* exact_cover: the next chosen row, searching on when a solution is used
** up; returns as fn_stream_next. */
static int cover_next(FnStream *s, FnOut *o){
  s->iCol++;
  while( s->iCol>=s->nRow ){
    const int *aRow;
    int rc = dlx_next(s->pDlx);
    if( rc==DLX_OVER_BUDGET ){
      fn_over_budget(o, &s->work);
      return -1;
    }
    if( rc<0 ){
      fn_nomem(o);
      return -1;
    }
    if( rc==0 ) return 0;
    s->nRow = dlx_solution(s->pDlx, &aRow);
    memcpy(s->aRow, aRow, sizeof(int)*(size_t)s->nRow);
    qsort(s->aRow, (size_t)s->nRow, sizeof(int), cmp_int);
    s->iCol = 0;
  }
  return 1;
}

/* sudoku_solutions under rules other than the plain ones: the next
** solution as sudoku_cover_next gives it (1, 0 at the end or the limit,
** or a DLX_ code). */
static int var_next(FnStream *s){
  int rc;
  if( s->nLeft==0 ) return 0;
  rc = varsearch_next(s->pSearch, &s->sol, &s->work);
  if( rc==1 && s->nLeft>0 ) s->nLeft--;
  return rc==VARSEARCH_OVER_BUDGET ? DLX_OVER_BUDGET
       : rc==VARSEARCH_NOMEM ? DLX_NOMEM : rc;
}

int fn_stream_next(FnStream *s, FnOut *o){
  int rc;
  s->work.used = 0;             /* each row has the whole budget */
  if( s->aRow ){
    rc = cover_next(s, o);
  }else{
    rc = s->pSearch ? var_next(s) : sudoku_cover_next(&s->sc, &s->sol);
    if( rc==DLX_OVER_BUDGET ){
      fn_over_budget(o, &s->work);
      rc = -1;
    }else if( rc<0 ){
      fn_nomem(o);
      rc = -1;
    }
  }
  if( rc==1 ) s->iRow++;
  return rc;
}

long long fn_stream_solution(const FnStream *s){
  return (long long)dlx_found(s->pDlx);
}

int fn_stream_cover_row(const FnStream *s){
  return s->aRow[s->iCol];
}
