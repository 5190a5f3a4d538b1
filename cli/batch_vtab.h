/*
** batch_vtab.h: the eponymous virtual table through which `sudokudb
** import` inserts a sorted batch of puzzles with one INSERT ... SELECT.
*/
#ifndef SUDOKUDB_BATCH_VTAB_H
#define SUDOKUDB_BATCH_VTAB_H

#include <sqlite3.h>
#include "rowbuf.h"

/*
** Make `sudokudb_batch` available on db: one row per row of *pBuf, in
** its current order, with the columns
**   puzzle TEXT, size INT, givens INT, consistent INT, line INT,
**   note TEXT (or NULL), solution TEXT (or NULL).
** pBuf must outlive the connection.  Returns an SQLite result code.
*/
int batch_vtab_register(sqlite3 *db, const RowBuf *pBuf);

#endif
