/* SPDX-License-Identifier: MIT */
/*
** sql_run.c: SQL text run statement by statement, the rows printed (see
** sql_run.h): for `sudokudb sql DB SQL` and for each statement of the
** interactive shell (sql_shell.c).
*/
#include "sql_run.h"
#include "cli.h"

#include <stdio.h>

/* Run one prepared statement, printing its rows.  Returns an SQLite code
** (SQLITE_IOERR after a failed write: main reports it). */
static int print_rows(sqlite3_stmt *pStmt, RowFormat eFormat, int bHeader){
  RowOut ro;
  int rc, rcOut = 0;
  if( sqlite3_column_count(pStmt)==0 ){
    rc = sqlite3_step(pStmt);
    return rc==SQLITE_DONE || rc==SQLITE_ROW ? SQLITE_OK : rc;
  }
  rowout_begin(&ro, stdout, eFormat, bHeader, pStmt);
  while( rcOut==0 && (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    rcOut = rowout_row(&ro, pStmt);
  }
  if( rowout_end(&ro) ) rcOut = -1;
  if( rcOut ) return ferror(stdout) ? SQLITE_IOERR : SQLITE_NOMEM;
  return rc==SQLITE_DONE ? SQLITE_OK : rc;
}

int sql_run(sqlite3 *db, const char *zSql, RowFormat eFormat, int bHeader){
  while( zSql && *zSql ){
    sqlite3_stmt *pStmt = 0;
    const char *zTail = 0;
    int rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, &zTail);
    if( rc==SQLITE_OK && pStmt ) rc = print_rows(pStmt, eFormat, bHeader);
    sqlite3_finalize(pStmt);
    if( rc==SQLITE_IOERR && ferror(stdout) ) return EXIT_FAIL;
    if( rc!=SQLITE_OK ){
      fflush(stdout);
      fprintf(stderr, "sudokudb sql: %s\n", rc==SQLITE_NOMEM
              ? "out of memory" : sqlite3_errmsg(db));
      return EXIT_FAIL;
    }
    zSql = zTail;
  }
  return EXIT_OK;
}
