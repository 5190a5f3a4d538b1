/*
** sql_version.c: which build of the extension is loaded.
**
**   SELECT sudoku_version();   -- '0.3.0' (the file VERSION)
**   SELECT sudoku_debug();     -- JSON: version, build date, compiler,
**                              -- SQLite library, the CPU's instruction
**                              -- sets, the build of the 9x9 solver
**                              -- in use (solver9: generic, sse2, avx2)
**
** The Makefile passes the version and the build date (SOURCE_DATE_EPOCH
** when set, for reproducible packages) as SUDOKU_VERSION and
** SUDOKU_BUILD_DATE.
*/
#include "sqlglue.h"
#include "solve9.h"

#include <stdio.h>

#ifndef SUDOKU_VERSION
# error "SUDOKU_VERSION is set by the Makefile from the file VERSION"
#endif
#ifndef SUDOKU_BUILD_DATE
# define SUDOKU_BUILD_DATE "unknown"
#endif

#if defined(__clang__)
# define SUDOKU_COMPILER "clang " __clang_version__
#elif defined(__GNUC__)
# define SUDOKU_COMPILER "gcc " __VERSION__
#else
# define SUDOKU_COMPILER "unknown"
#endif

/* sudoku_version(): the project's version. */
static void versionFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc;
  (void)argv;
  sqlite3_result_text(ctx, SUDOKU_VERSION, -1, SQLITE_STATIC);
}

/* The instruction sets of this CPU that the build can use, as a JSON
** array, into zBuf (nBuf bytes). */
static void cpu_sets(char *zBuf, size_t nBuf){
  size_t n = 0;
#if defined(__x86_64__) || defined(__i386__)
  static const char *azSet[] = { "sse2", "sse4.1", "avx2", "avx512f" };
  int aHas[4], i;
  __builtin_cpu_init();
  aHas[0] = __builtin_cpu_supports("sse2");
  aHas[1] = __builtin_cpu_supports("sse4.1");
  aHas[2] = __builtin_cpu_supports("avx2");
  aHas[3] = __builtin_cpu_supports("avx512f");
  for(i=0; i<4; i++){
    if( aHas[i] ){
      n += (size_t)snprintf(zBuf+n, nBuf-n, "%s\"%s\"", n ? "," : "[",
                            azSet[i]);
    }
  }
#endif
  snprintf(zBuf+n, nBuf-n, "%s]", n ? "" : "[");
}

/* sudoku_debug(): what a bug report needs to know about this build. */
static void debugFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  char zCpu[80], *z;
  (void)argc;
  (void)argv;
  cpu_sets(zCpu, sizeof(zCpu));
  z = sqlite3_mprintf("{\"version\":\"%s\",\"build_date\":\"%s\","
                      "\"compiler\":\"%s\",\"sqlite\":\"%s\",\"cpu\":%s,"
                      "\"solver9\":\"%s\"}",
                      SUDOKU_VERSION, SUDOKU_BUILD_DATE, SUDOKU_COMPILER,
                      sqlite3_libversion(), zCpu, solve9_isa());
  if( z==0 ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  sqlite3_result_text(ctx, z, -1, sqlite3_free);
}

int sqlglue_register_version(sqlite3 *db, SqlConn *pConn){
  static const SqlFunc aFunc[] = {
    { "sudoku_version", 0, SQLGLUE_PURE, versionFunc },
    /* not deterministic: it describes the machine it runs on */
    { "sudoku_debug",   0, SQLITE_UTF8|SQLITE_INNOCUOUS, debugFunc },
  };
  return sqlglue_register_all(db, pConn, aFunc,
                              (int)(sizeof(aFunc)/sizeof(aFunc[0])));
}
