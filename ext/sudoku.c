/*
** sudoku.c: the SQLite extension's entry point and the helpers every SQL
** function shares.  Load it with
**
**     .load ./sudoku
**     SELECT sudoku_solve('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
**
** The functions themselves live in ext/sql_*.c, one file per group; each
** group has a sqlglue_register_<group>() called from the table below.
*/
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT1

#include "sqlglue.h"

#include <stdarg.h>

/* Every group of functions and modules, registered in this order. */
static int (*const aRegister[])(sqlite3*) = {
  sqlglue_register_sudoku,
  sqlglue_register_rate,
  sqlglue_register_target,
  sqlglue_register_cover,
  sqlglue_register_canon,
};

int sqlglue_register_all(sqlite3 *db, const SqlFunc *aFunc, int nFunc){
  int i, rc = SQLITE_OK;
  for(i=0; rc==SQLITE_OK && i<nFunc; i++){
    rc = sqlite3_create_function(db, aFunc[i].zName, aFunc[i].nArg,
                                 aFunc[i].flags, (void*)aFunc[i].zName,
                                 aFunc[i].xFunc, 0, 0);
  }
  return rc;
}

const char *sqlglue_name(sqlite3_context *ctx){
  const char *z = (const char*)sqlite3_user_data(ctx);
  return z ? z : "sudoku";
}

void sqlglue_error(sqlite3_context *ctx, const char *zFmt, ...){
  va_list ap;
  char *zMsg, *zFull;
  va_start(ap, zFmt);
  zMsg = sqlite3_vmprintf(zFmt, ap);
  va_end(ap);
  zFull = zMsg ? sqlite3_mprintf("%s: %s", sqlglue_name(ctx), zMsg) : 0;
  if( zFull ){
    sqlite3_result_error(ctx, zFull, -1);
  }else{
    sqlite3_result_error_nomem(ctx);
  }
  sqlite3_free(zMsg);
  sqlite3_free(zFull);
}

const char *sqlglue_type_name(sqlite3_value *pVal){
  switch( sqlite3_value_type(pVal) ){
    case SQLITE_INTEGER: return "integer";
    case SQLITE_FLOAT:   return "real";
    case SQLITE_BLOB:    return "blob";
    case SQLITE_NULL:    return "null";
    default:             return "text";
  }
}

int sqlglue_grid_arg(sqlite3_context *ctx, sqlite3_value *pArg, Grid *g){
  int eType = sqlite3_value_type(pArg);
  const unsigned char *z;
  char zErr[GRID_ERR_MAX];
  if( eType==SQLITE_NULL ) return 0;
  if( eType!=SQLITE_TEXT ){
    sqlglue_error(ctx, "expected text, got %s", sqlglue_type_name(pArg));
    return 0;
  }
  z = sqlite3_value_text(pArg);
  if( z==0 ){
    sqlite3_result_error_nomem(ctx);
    return 0;
  }
  if( grid_parse(g, (const char*)z, (size_t)sqlite3_value_bytes(pArg),
                 GRID_ALPHA_AUTO, zErr) ){
    sqlglue_error(ctx, "%s", zErr);
    return 0;
  }
  return 1;
}

int sqlglue_positive_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                         const char *zWhat, sqlite3_int64 *pOut){
  int eType = sqlite3_value_type(pArg);
  if( eType==SQLITE_NULL ) return 0;
  if( eType!=SQLITE_INTEGER || sqlite3_value_int64(pArg)<1 ){
    sqlglue_error(ctx, "%s must be a positive integer", zWhat);
    return 0;
  }
  *pOut = sqlite3_value_int64(pArg);
  return 1;
}

int sqlglue_solve(sqlite3_context *ctx, const Grid *g,
                  unsigned long long limit, Grid *first, SolveStats *stats,
                  unsigned long long *pCount){
  *pCount = solve_grid(g, limit, first, stats);
  if( *pCount==SOLVE_NOMEM ){
    sqlite3_result_error_nomem(ctx);
    return 0;
  }
  if( solve_failure(*pCount) ){
    sqlglue_error(ctx, "%s", solve_failure(*pCount));
    return 0;
  }
  return 1;
}

void sqlglue_result_grid(sqlite3_context *ctx, const Grid *g){
  char zOut[GRID_MAX_CELLS+1];
  int n = grid_format_line(g, GRID_ALPHA_AUTO, zOut);
  sqlite3_result_text(ctx, zOut, n, SQLITE_TRANSIENT);
}

#ifdef _WIN32
__declspec(dllexport)
#else
__attribute__((visibility("default")))
#endif
int sqlite3_sudoku_init(sqlite3 *db, char **pzErrMsg,
                        const sqlite3_api_routines *pApi){
  int rc = SQLITE_OK;
  size_t i;
  SQLITE_EXTENSION_INIT2(pApi);
  for(i=0; rc==SQLITE_OK && i<sizeof(aRegister)/sizeof(aRegister[0]); i++){
    rc = aRegister[i](db);
  }
  if( rc!=SQLITE_OK && pzErrMsg ){
    *pzErrMsg = sqlite3_mprintf("sudoku: cannot register functions: %s",
                                sqlite3_errstr(rc));
  }
  return rc;
}
