/* SPDX-License-Identifier: MIT */
/*
** iq.h: the NOI2005 piece puzzle ("智慧珠游戏"), solved as an exact cover.
**
** The board is a staircase of 10 rows, row i (1-based) holding i cells:
** 55 cells.  The 12 pieces, which may be rotated and flipped, are
**
**   A  L-tromino (3 cells)      E  V-pentomino     I  N-pentomino
**   B  I-tetromino              F  Y-pentomino     J  X-pentomino
**   C  L-tetromino              G  U-pentomino     K  W-pentomino
**   D  O-tetromino              H  P-pentomino     L  L-pentomino
**
** 3 + 3*4 + 8*5 = 55, so a solution uses every piece once and fills the
** board.  A board's text is 10 lines, line i with i characters, each a
** piece letter already placed or '.' for empty; or the same 55 characters
** on one line.  Blank lines and blanks around and between the cells of
** a line are ignored.
*/
#ifndef SUDOKU_IQ_H
#define SUDOKU_IQ_H

#include <stddef.h>

#include "work.h"

#define IQ_ROWS    10
#define IQ_CELLS   55
#define IQ_PIECES  12
#define IQ_ERR_MAX 96

/* Room for iq_format's output: 55 cells, 9 newlines, a NUL. */
#define IQ_TEXT_MAX (IQ_CELLS + IQ_ROWS)

/* Result codes of iq_parse and iq_solve (iq_solve: 1 = solved). */
#define IQ_OK       0
#define IQ_NOMEM   (-1)
#define IQ_INVALID (-2)     /* the message says why */
#define IQ_OVER_BUDGET (-3) /* the work limit was reached (iq_solve) */

typedef struct IqBoard IqBoard;
struct IqBoard {
  char cell[IQ_CELLS];  /* row by row: 'A'..'L' or '.' */
  int oneLine;          /* it was read from the one-line form */
};

/* Read a board; IQ_OK or IQ_INVALID with a message naming the line. */
int iq_parse(IqBoard *b, const char *z, size_t n, char *zErr);

/*
** Complete board `in` into *out.  Returns 1 when solved, 0 when there is
** no solution, IQ_INVALID when a letter's cells are not a placement of
** that piece (message in zErr), IQ_NOMEM when out of memory,
** IQ_OVER_BUDGET when the search went past the limit of *work (NULL: no
** bound; see dlx_set_work).  When nodes is not NULL, the search nodes
** are stored there.
*/
int iq_solve(const IqBoard *in, IqBoard *out, char *zErr,
             unsigned long long *nodes, Work *work);

/*
** Write the board in the form it was read (10 lines joined by '\n', no
** final newline; or 55 characters) plus a NUL.  Returns the length.
*/
int iq_format(const IqBoard *b, char *zOut);

#endif
