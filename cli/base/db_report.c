/* SPDX-License-Identifier: MIT */
/*
** db_report.c: the messages of a failed database operation (db_report,
** db_exec in db.h), saying what SQLite's words leave out.
*/
#include "cli.h"
#include "db.h"

#include <errno.h>
#include <string.h>

/*
** The system's reason (errno) for the last I/O error of db: SQLite's
** record of it, or else, as SQLite 3.40 keeps none for a failed commit,
** the errno this thread was left with, if it is one that only a failed
** write gives.  0 when unknown.  Call it first thing after the error.
*/
static int io_errno(sqlite3 *db){
  int e = errno;
  int eSqlite = sqlite3_system_errno(db);
  if( eSqlite ) return eSqlite;
  return e==EFBIG || e==ENOSPC || e==EDQUOT || e==EIO ? e : 0;
}

/*
** Print "sudokudb CMD: [WHAT: ]MESSAGE" for the last error of db, and
** what it means where SQLite's words are short: for an I/O error the
** file and the system's reason (a file size limit says so: EFBIG), for a
** damaged file which one, for a lock the writer that holds it.  Either
** way nothing committed is lost.
*/
static void print_error(sqlite3 *db, const char *zCmd, const char *zWhat,
                        const char *zMsg){
  int e = io_errno(db);
  int rc = sqlite3_extended_errcode(db) & 0xff;
  fprintf(stderr, "sudokudb %s: %s%s%s", zCmd, zWhat ? zWhat : "",
          zWhat ? ": " : "", zMsg);
  if( rc==SQLITE_IOERR || rc==SQLITE_FULL ){
    if( rc==SQLITE_IOERR && e ){
      fprintf(stderr, ": %s%s", strerror(e), e==EFBIG ? " (EFBIG: the file"
              " size limit, ulimit -f, was reached)" : "");
    }
    fprintf(stderr, " on %s; what was committed before is kept",
            sqlite3_db_filename(db, "main"));
  }else if( rc==SQLITE_CORRUPT ){
    fprintf(stderr, " in %s (the file is damaged: cut short or overwritten;"
            " the sqlite3 shell's .recover may save its rows)",
            sqlite3_db_filename(db, "main"));
  }else if( rc==SQLITE_BUSY ){
    fprintf(stderr, " (another program held the write lock for more than "
            "%d s: an import holds it until it ends; what was committed "
            "before is kept, run this again after it)", DB_BUSY_MS/1000);
  }
  fputc('\n', stderr);
}

void db_report(sqlite3 *db, const char *zCmd, const char *zWhat){
  print_error(db, zCmd, zWhat, sqlite3_errmsg(db));
}

void db_report_rc(sqlite3 *db, const char *zCmd, const char *zWhat, int rc){
  print_error(db, zCmd, zWhat, sqlite3_errcode(db)!=SQLITE_OK
                                ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
}

int db_exec(sqlite3 *db, const char *zCmd, const char *zSql){
  char *zErr = 0;
  int rc = sqlite3_exec(db, zSql, 0, 0, &zErr);
  if( rc!=SQLITE_OK ){
    print_error(db, zCmd, 0, zErr ? zErr : sqlite3_errstr(rc));
  }
  sqlite3_free(zErr);
  return rc;
}
