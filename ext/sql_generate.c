/*
** sql_generate.c: new puzzles.
**
**   SELECT sudoku_generate(42);                        -- a 9x9, one solution
**   SELECT sudoku_generate(42, '{"rating":[4,6]}');    -- rated 4.0 to 6.0
**   SELECT sudoku_generate(7, '{"size":16,"minimal":true}');
**   SELECT sudoku_generate(value, '{"grade":"hard","symmetry":"rot180"}')
**   FROM generate_series(1, 100);
**   SELECT sudoku_generate_version();                  -- 1, its version
**
** The same seed and options give the same puzzle on every machine (for
** one version of the generator, ext/generate.h), so the function is
** deterministic; the connection's work budget bounds each call.
*/
#include "sqlglue.h"
#include "generate.h"

/* sudoku_generate(seed [, options]): a puzzle with one solution. */
static void generateFunc(sqlite3_context *ctx, int argc,
                         sqlite3_value **argv){
  GenOptions o;
  GenResult res;
  Work w;
  char zErr[GEN_ERR_MAX];
  const char *zOpt = 0;
  int nOpt = 0, i;
  sqlite3_int64 seed;
  for(i=0; i<argc; i++){
    if( sqlite3_value_type(argv[i])==SQLITE_NULL ) return;
  }
  if( sqlite3_value_type(argv[0])!=SQLITE_INTEGER ){
    sqlglue_error(ctx, "seed must be an integer, got %s",
                  sqlglue_type_name(argv[0]));
    return;
  }
  seed = sqlite3_value_int64(argv[0]);
  if( argc>1 ){
    if( sqlite3_value_type(argv[1])!=SQLITE_TEXT ){
      sqlglue_error(ctx, "options must be text (a JSON object), got %s",
                    sqlglue_type_name(argv[1]));
      return;
    }
    zOpt = (const char*)sqlite3_value_text(argv[1]);
    if( zOpt==0 ){
      sqlite3_result_error_nomem(ctx);
      return;
    }
    nOpt = sqlite3_value_bytes(argv[1]);
  }
  if( gen_options_parse(&o, zOpt, nOpt, zErr) ){
    sqlglue_error(ctx, "%s", zErr);
    return;
  }
  sqlglue_work(ctx, &w);
  switch( generate(&o, (unsigned long long)seed, &w, 0, 0, &res) ){
    case GEN_OK:
      sqlglue_result_grid(ctx, &res.puzzle);
      break;
    case GEN_NOMEM:
      sqlite3_result_error_nomem(ctx);
      break;
    case GEN_OVER_BUDGET: {
      char zBuf[SQLGLUE_BUDGET_MAX];
      sqlglue_error(ctx, "no puzzle meeting the options yet when the search "
                    "went %s; or relax the options",
                    sqlglue_budget_problem(&w, zBuf));
      break;
    }
    default:
      sqlglue_error(ctx, "no puzzle meeting the options within %llu units "
                    "of search work; relax the options", GEN_EFFORT_MAX);
      break;
  }
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
    { "sudoku_generate", 1, SQLGLUE_PURE, generateFunc },
    { "sudoku_generate", 2, SQLGLUE_PURE, generateFunc },
    { "sudoku_generate_version", 0, SQLGLUE_PURE, generateVersionFunc },
  };
  return sqlglue_register_all(db, pConn, aFunc,
                              (int)(sizeof(aFunc)/sizeof(aFunc[0])));
}
