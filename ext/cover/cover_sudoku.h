/* SPDX-License-Identifier: MIT */
/*
** cover_sudoku.h: every solution of a puzzle of any size (4x4 .. 25x25),
** one at a time, by encoding it as an exact cover for dlx.c.  Rows are
** (cell, value) pairs left possible by the givens; columns are "cell
** filled", "value in row", "value in column" and "value in box".
** The order of solutions is deterministic.
*/
#ifndef SUDOKU_COVER_SUDOKU_H
#define SUDOKU_COVER_SUDOKU_H

#include "grid.h"
#include "dlx.h"

typedef struct SudokuCover SudokuCover;
struct SudokuCover {
  Grid base;           /* the puzzle */
  Dlx *pDlx;           /* NULL when the givens conflict: no solutions */
  int *aPick;          /* per Dlx row: cell*side + value-1 */
};

/*
** Set up *p for puzzle g, the search charged to *work (see dlx_set_work;
** NULL for no bound).  Returns DLX_OK or DLX_NOMEM.
*/
int sudoku_cover_init(SudokuCover *p, const Grid *g, Work *work);

/*
** The next solution into *out.  Returns 1 when there is one, 0 when there
** are no more, DLX_NOMEM when out of memory, DLX_OVER_BUDGET when the
** work limit was reached.
*/
int sudoku_cover_next(SudokuCover *p, Grid *out);

/* Release what sudoku_cover_init allocated (safe after a failed init). */
void sudoku_cover_free(SudokuCover *p);

#endif
