/* SPDX-License-Identifier: MIT */
/*
** sql_version.c: which build of the extension is loaded.
**
**   SELECT sudoku_version();       -- '0.3.0' (the file VERSION)
**   SELECT sudoku_rate_version();  -- 2: changes when a rating may change
**   SELECT sudoku_debug();         -- JSON: version, build date, compiler,
**                                  -- SQLite library, the CPU's
**                                  -- instruction sets, the build of
**                                  -- the 9x9 solver in use (solver9:
**                                  -- generic, sse2, avx2)
**
** The Makefile passes the version and the build date (SOURCE_DATE_EPOCH
** when set, for reproducible packages) as SUDOKU_VERSION and
** SUDOKU_BUILD_DATE.
*/
#include "sqlglue.h"
#include "rate.h"

#ifndef SUDOKU_VERSION
# error "SUDOKU_VERSION is set by the Makefile from the file VERSION"
#endif

/* sudoku_version(): the project's version. */
static void versionFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc;
  (void)argv;
  sqlite3_result_text(ctx, SUDOKU_VERSION, -1, SQLITE_STATIC);
}

/* sudoku_rate_version(): RATE_VERSION, the version of the rater; a
** rating stored with an older version may differ from this build's. */
static void rateVersionFunc(sqlite3_context *ctx, int argc,
                            sqlite3_value **argv){
  (void)argc;
  (void)argv;
  sqlite3_result_int(ctx, RATE_VERSION);
}

/* sudoku_debug(): what a bug report needs to know about this build. */
static void debugFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  FnOut o;
  (void)argc;
  (void)argv;
  fn_init(&o);
  fn_debug(&o, "sqlite", sqlite3_libversion());
  sqlglue_result(ctx, &o);
}

int sqlglue_register_version(sqlite3 *db, SqlConn *pConn){
  static const SqlFunc aFunc[] = {
    { "sudoku_version", 0, SQLGLUE_PURE, versionFunc },
    { "sudoku_rate_version", 0, SQLGLUE_PURE, rateVersionFunc },
    /* not deterministic: it describes the machine it runs on */
    { "sudoku_debug",   0, SQLITE_UTF8|SQLITE_INNOCUOUS, debugFunc },
  };
  return sqlglue_register_all(db, pConn, aFunc,
                              (int)(sizeof(aFunc)/sizeof(aFunc[0])));
}
