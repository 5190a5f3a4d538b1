/* SPDX-License-Identifier: MIT */
/*
** coverin.h: the rows of an exact-cover problem as lists of column
** numbers, read from text.  Two spellings:
**
**   JSON (the SQL function exact_cover):  [[0,3],[1,2],[0,1,2,3]]
**     an array of rows, each a non-empty array of distinct column numbers
**     (integers 0..DLX_MAX_COLS-1, JSON syntax, blanks allowed anywhere
**     JSON allows them).
**
**   Matrix (the judge format of `sudokudb pipe exact-cover`):
**     N M
**     N lines of M numbers, each 0 or 1
**     (1 <= N, M <= COVER_MAX_SIDE; any whitespace separates numbers).
**
** Errors are written to a COVER_ERR_MAX buffer, naming the byte offset
** (JSON) or the line (matrix) where the input went wrong.
*/
#ifndef SUDOKU_COVERIN_H
#define SUDOKU_COVERIN_H

#include "dlx.h"

#include <stddef.h>

#define COVER_ERR_MAX  96
#define COVER_MAX_SIDE 100000   /* most rows or columns of a matrix */

/* Result codes. */
#define COVER_OK     0
#define COVER_NOMEM  (-1)
#define COVER_SYNTAX (-2)       /* the message says what and where */

typedef struct CoverRows CoverRows;
struct CoverRows {
  int nRow;          /* rows read */
  int nCol;          /* columns: highest column number + 1 (matrix: M) */
  int *aStart;       /* row i is aCol[aStart[i] .. aStart[i+1]-1] */
  int *aCol;         /* the column numbers of all rows */
  int nColAlloc, nRowAlloc;
  int nOnes;         /* entries used in aCol */
};

/* Parse JSON rows into *p (which must be zeroed or freed first). */
int coverrows_from_json(CoverRows *p, const char *z, size_t n, char *zErr);

/* Parse the judge's 0/1 matrix into *p (zeroed or freed first). */
int coverrows_from_matrix(CoverRows *p, const char *z, size_t n,
                          char *zErr);

/* Release the arrays of *p and zero it. */
void coverrows_free(CoverRows *p);

/*
** A Dlx holding the rows of p over nCol columns of which the first
** nPrimary are primary (nCol >= p->nCol).  NULL when out of memory.
*/
Dlx *coverrows_dlx(const CoverRows *p, int nCol, int nPrimary);

#endif
