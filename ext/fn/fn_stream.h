/* SPDX-License-Identifier: MIT */
/*
** fn_stream.h: the searches behind the set-returning functions
** exact_cover and sudoku_solutions, for any engine's glue (see fn.h).
**
**   FnStream s;  FnOut o;
**   fn_stream_init(&s, &w);  fn_init(&o);
**   if( fn_cover_start(&s, &o, z, n, ...) ){
**     while( fn_stream_next(&s, &o)==1 ) ... s.iSolution, fn_stream_row ...
**   }
**   ... o holds the error when a call returned -1 (or 0 for a start)
**   fn_stream_free(&s);
**
** Each row's search has the whole budget: the Work is reset per row.
*/
#ifndef SUDOKU_FN_STREAM_H
#define SUDOKU_FN_STREAM_H

#include "fn.h"
#include "dlx.h"
#include "solstream.h"

/* The messages of the optional integer arguments. */
extern const char fn_stream_limit_problem[];
extern const char fn_stream_secondary_problem[];

typedef struct FnStream FnStream;
struct FnStream {
  Work work;              /* the budget of the current row, and the
                          ** memory the stream holds (work.h) */
  unsigned long long iRow;  /* rows returned so far */
  /* exact_cover */
  Dlx *pDlx;
  int *aRow;              /* rows of the current solution, sorted */
  int nRow, iCol;         /* its size, and the row being shown */
  /* sudoku_solutions */
  SolStream *pSol;
  long long nLeft;        /* solutions the limit still allows, -1: any */
  Grid sol;
};

/* Start s empty, each row's search bounded by w's limit (0: none), the
** memory the stream holds by w's memLimit (0: none). */
void fn_stream_init(FnStream *s, const Work *w);

/* Free what s holds; it is empty again, with the same limits. */
void fn_stream_free(FnStream *s);

/*
** exact_cover(rows [, limit [, secondary]]): set up the search over the
** JSON rows (z, n bytes); hasLimit/hasSecondary 0 when absent, isInt 0
** when given but not integers.  1 when set up, 0 with o's error.
*/
int fn_cover_start(FnStream *s, FnOut *o, const char *z, size_t n,
                   int hasLimit, int limitIsInt, long long limit,
                   int hasSecondary, int secondaryIsInt, long long secondary);

/* sudoku_solutions(p [, limit [, rules]]): the same for a puzzle; zRules
** (nRules bytes) is the rules' JSON text, NULL for none. */
int fn_solutions_start(FnStream *s, FnOut *o, const char *z, size_t n,
                       int hasLimit, int limitIsInt, long long limit,
                       const char *zRules, size_t nRules);

/*
** To the next row: 1 when there is one, 0 at the end, -1 with o's error
** (over the budget, out of memory).  The row is, for exact_cover,
** (fn_stream_solution, fn_stream_cover_row); for sudoku_solutions,
** (s->iRow, s->sol).
*/
int fn_stream_next(FnStream *s, FnOut *o);

/* exact_cover's current row: the solution's number (1-based) and the
** chosen input row (0-based). */
long long fn_stream_solution(const FnStream *s);
int fn_stream_cover_row(const FnStream *s);

#endif
