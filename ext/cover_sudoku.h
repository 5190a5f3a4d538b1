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

/* Set up *p for puzzle g.  Returns DLX_OK or DLX_NOMEM. */
int sudoku_cover_init(SudokuCover *p, const Grid *g);

/*
** The next solution into *out.  Returns 1 when there is one, 0 when there
** are no more, DLX_NOMEM when out of memory, DLX_GAVE_UP after too long
** without a new solution (the limit of solve.h's SOLVE_MAX_STALL_WORK).
*/
int sudoku_cover_next(SudokuCover *p, Grid *out);

/* Release what sudoku_cover_init allocated (safe after a failed init). */
void sudoku_cover_free(SudokuCover *p);

#endif
