/* SPDX-License-Identifier: MIT */
/*
** batch_vtab.h: eponymous virtual tables over an array in memory, through
** which the commands write a whole batch with one statement:
** `sudokudb import` inserts with INSERT ... SELECT FROM sudokudb_batch,
** `solve` and `rate` update with UPDATE ... FROM sudokudb_results.
*/
#ifndef SUDOKUDB_BATCH_VTAB_H
#define SUDOKUDB_BATCH_VTAB_H

#include <sqlite3.h>

/* What a batch table shows: its columns, and the rows of pArg. */
typedef struct BatchSource BatchSource;
struct BatchSource {
  const char *zColumns;   /* the columns, e.g. "id INT, value TEXT" */
  const void *pArg;       /* the array (read when a statement runs) */
  int nAt;                /* rows a scan has passed (for progress) */
  int (*xCount)(const void *pArg);
  /* Set column iCol of row iRow as ctx's result. */
  void (*xColumn)(const void *pArg, int iRow, int iCol, sqlite3_context *ctx);
};

/*
** Make table zName show pSrc's rows on db, in array order (full scans
** only).  *pSrc must outlive the connection.  Returns an SQLite result
** code.
*/
int batch_vtab_register(sqlite3 *db, const char *zName, BatchSource *pSrc);

#endif
