/* SPDX-License-Identifier: MIT */
/*
** sql_generate.c: new puzzles (the body is fn_generate, ext/fn/fn_misc.c).
**
**   SELECT sudoku_generate(42);                        -- a 9x9, one solution
**   SELECT sudoku_generate(42, '{"rating":[4,6]}');    -- rated 4.0 to 6.0
**   SELECT sudoku_generate(7, '{"size":16,"minimal":true}');
**   SELECT sudoku_generate(value, '{"grade":"hard","symmetry":"rot180"}')
**   FROM generate_series(1, 100);
**   SELECT sudoku_generate_version();                  -- 4, its version
**
** The same seed and options give the same puzzle on every machine (for
** one version of the generator, ext/generate/generate.h), so the function is
** deterministic; the connection's work budget bounds each call.
*/
#include "sqlglue.h"
#include "generate.h"

/* sudoku_generate(seed [, options]): a puzzle with one solution. */
static void generateFunc(sqlite3_context *ctx, int argc,
                         sqlite3_value **argv){
  FnOut o;
  Work w;
  const char *zOpt = 0;
  size_t nOpt = 0;
  int i;
  for(i=0; i<argc; i++){
    if( sqlite3_value_type(argv[i])==SQLITE_NULL ) return;
  }
  if( !sqlglue_is_int(argv[0]) ){
    sqlglue_error(ctx, "seed must be an integer, got %s",
                  sqlglue_type_name(argv[0]));
    return;
  }
  if( argc>1 && sqlite3_value_type(argv[1])!=SQLITE_TEXT ){
    sqlglue_error(ctx, "options must be text (a JSON object), got %s",
                  sqlglue_type_name(argv[1]));
    return;
  }
  if( argc>1 && !sqlglue_text_arg(ctx, argv[1], "options", &zOpt, &nOpt) ){
    return;
  }
  sqlglue_work(ctx, &w);
  fn_init(&o);
  fn_generate(&o, sqlite3_value_int64(argv[0]), zOpt, (int)nOpt, &w);
  sqlglue_result(ctx, &o);
}

/* sudoku_generate_version(): GEN_VERSION, the generator's version; a seed
** and options stored with another version may give another puzzle. */
static void generateVersionFunc(sqlite3_context *ctx, int argc,
                                sqlite3_value **argv){
  (void)argc;
  (void)argv;
  sqlite3_result_int(ctx, GEN_VERSION);
}

int sqlglue_register_generate(sqlite3 *db, SqlConn *pConn){
  static const SqlFunc aFunc[] = {
    { "sudoku_generate", 1, SQLGLUE_SEARCH, generateFunc },
    { "sudoku_generate", 2, SQLGLUE_SEARCH, generateFunc },
    { "sudoku_generate_version", 0, SQLGLUE_PURE, generateVersionFunc },
  };
  return sqlglue_register_all(db, pConn, aFunc,
                              (int)(sizeof(aFunc)/sizeof(aFunc[0])));
}
