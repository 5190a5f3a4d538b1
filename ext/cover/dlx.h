/* SPDX-License-Identifier: MIT */
/*
** dlx.h: exact cover by Knuth's Algorithm X with dancing links.
**
** Columns are numbered 0..nCol-1; columns 0..nPrimary-1 are primary (each
** must be covered exactly once), the rest secondary (covered at most
** once).  Rows are added one at a time as lists of distinct columns and
** are numbered 0, 1, 2, ... in the order added.  The search branches on
** the first primary column with at most one row left, else the one with
** the fewest rows (the leftmost of those on a tie), so it is deterministic, and it is resumable: each dlx_next() call
** returns the next solution, so a caller can stream solutions one by one.
** The search uses an explicit stack, never recursion.
**
**     Dlx *p = dlx_new(4, 4);
**     dlx_add_row(p, (int[]){0,3}, 2);   ... more rows ...
**     while( dlx_next(p)==1 ){
**       const int *aRow; int n = dlx_solution(p, &aRow);  ...
**     }
**     dlx_free(p);
**
** No SQLite here: memory comes from malloc/free and every allocation
** failure is reported as DLX_NOMEM.
*/
#ifndef SUDOKU_DLX_H
#define SUDOKU_DLX_H

#include "work.h"

/* Most columns a matrix may have. */
#define DLX_MAX_COLS (1<<20)

/* Result codes (dlx_next also returns 1 for "a solution is ready"). */
#define DLX_OK       0
#define DLX_NOMEM   (-1)   /* out of memory; the object is unchanged */
#define DLX_RANGE   (-2)   /* a column number outside 0..nCol-1 */
#define DLX_DUP     (-3)   /* a row lists the same column twice */
#define DLX_MISUSE  (-4)   /* a row added after the search started */
#define DLX_OVER_BUDGET (-5)  /* the work limit was reached (dlx_next) */

typedef struct Dlx Dlx;

/*
** A new empty matrix of nCol columns (0..DLX_MAX_COLS), the first nPrimary
** of them primary (0..nCol).  NULL when out of memory or out of range.
*/
Dlx *dlx_new(int nCol, int nPrimary);

/* Free the matrix and its search state.  NULL is a no-op. */
void dlx_free(Dlx *p);

/*
** Append a row covering the n columns aCol[0..n-1] (distinct, any order).
** A row with no columns is allowed and never chosen.  Returns DLX_OK or a
** DLX_* error, in which case nothing was added.
*/
int dlx_add_row(Dlx *p, const int *aCol, int n);

/* Number of rows added so far. */
int dlx_row_count(const Dlx *p);

/* Stop after `limit` solutions (0, the default, means no limit). */
void dlx_set_limit(Dlx *p, unsigned long long limit);

/*
** Charge the search to *work (NULL, the default: no bound): every link
** update and every column looked at is a step, WORK_DLX_UPDATES steps a
** unit.  The
** Work is read at each dlx_next() call, so a caller may reset its `used`
** between calls to bound the work per solution.
*/
void dlx_set_work(Dlx *p, Work *work);

/*
** Search on to the next solution.  Returns 1 when one is ready (read it
** with dlx_solution), 0 when there are no more (or the limit is reached),
** DLX_NOMEM when the search state could not be allocated,
** DLX_OVER_BUDGET when the work limit was reached (the search can then
** not go on: later calls return 0).
*/
int dlx_next(Dlx *p);

/*
** The solution dlx_next() last found: sets *paRow to its row numbers, in
** the order they were chosen, and returns how many there are.  The array
** stays valid until the next dlx_next() or dlx_free().
*/
int dlx_solution(const Dlx *p, const int **paRow);

/* Solutions found so far. */
unsigned long long dlx_found(const Dlx *p);

/* Search nodes so far: the number of times a row was tried. */
unsigned long long dlx_nodes(const Dlx *p);

#endif
