/* SPDX-License-Identifier: MIT */
/*
** sudoku.c: the SQLite extension's entry point and the helpers every SQL
** function shares.  Load it with
**
**     .load ./sudoku
**     SELECT sudoku_solve('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
**
** The functions themselves live in sqlite/sql_*.c, one file per group; each
** group has a sqlglue_register_<group>() called from the table below.
**
** Every search is bounded by the connection's work budget (ext/work.h):
**
**     SELECT sudoku_budget();             -- the budget, in work units
**     SELECT sudoku_budget(1000000000);   -- ten times the default
**     SELECT sudoku_budget(0);            -- no bound
**
** and the bytes its searches may hold (the learning solver's clauses,
** ext/work.h), 1 GiB unless set:
**
**     SELECT sudoku_memory_limit();       -- the limit, in bytes
**     SELECT sudoku_memory_limit(0);      -- no bound
**
** and may use several threads for one call (the rater's chain searches,
** the race of two searches for one solution of a hard 16x16 or 25x25;
** the results are the same whatever the number):
**
**     SELECT sudoku_threads();            -- the online CPUs, at most 4
**     SELECT sudoku_threads(1);           -- the calling thread alone
**
** sudoku_budget, sudoku_memory_limit and sudoku_threads are registered
** SQLITE_DIRECTONLY: a view, trigger, index or CHECK constraint of a
** database file cannot raise them for itself.  What else such a schema
** may call: the flags of sqlglue.h (docs/budget.md).
*/
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT1

#include "sqlglue.h"

#include <stdarg.h>
#include <stdlib.h>

/* Every group of functions and modules, registered in this order. */
static int (*const aRegister[])(sqlite3*, SqlConn*) = {
  sqlglue_register_sudoku,
  sqlglue_register_cover,
  sqlglue_register_version,
  sqlglue_register_svg,
  sqlglue_register_generate,
};

/*
** One connection's settings.  Every function and module registered on
** the connection holds a reference; the last destructor frees it.
*/
struct SqlConn {
  int nRef;
  sqlite3_uint64 budget;          /* work units a call may spend; 0: none */
  int budgetSet;                  /* 1: sudoku_budget(n) set it */
  sqlite3_uint64 memLimit;        /* bytes a call's searches may hold */
  int threads;                    /* threads a call may use */
};

/* A registered function's or module's user data: its name or kind. */
typedef struct SqlUser SqlUser;
struct SqlUser {
  const void *pWhat;              /* the name (const char*) or a kind */
  SqlConn *pConn;
};

/* Drop a reference to pConn. */
static void conn_release(SqlConn *pConn){
  if( --pConn->nRef==0 ) sqlite3_free(pConn);
}

/* Destructor of an SqlUser (sqlite3_create_function_v2, module_v2). */
static void user_free(void *p){
  SqlUser *pUser = (SqlUser*)p;
  conn_release(pUser->pConn);
  sqlite3_free(pUser);
}

/* A new SqlUser holding a reference to pConn; NULL when out of memory. */
static SqlUser *user_new(SqlConn *pConn, const void *pWhat){
  SqlUser *pUser = sqlite3_malloc64(sizeof(*pUser));
  if( pUser ){
    pUser->pWhat = pWhat;
    pUser->pConn = pConn;
    pConn->nRef++;
  }
  return pUser;
}

int sqlglue_register_all(sqlite3 *db, SqlConn *pConn, const SqlFunc *aFunc,
                         int nFunc){
  int i, rc = SQLITE_OK;
  for(i=0; rc==SQLITE_OK && i<nFunc; i++){
    SqlUser *pUser = user_new(pConn, aFunc[i].zName);
    if( pUser==0 ) return SQLITE_NOMEM;
    /* On failure too, SQLite calls user_free. */
    rc = sqlite3_create_function_v2(db, aFunc[i].zName, aFunc[i].nArg,
                                    aFunc[i].flags, pUser, aFunc[i].xFunc,
                                    0, 0, user_free);
  }
  return rc;
}

int sqlglue_register_module(sqlite3 *db, SqlConn *pConn, const char *zName,
                            const sqlite3_module *pModule, const void *pKind){
  SqlUser *pUser = user_new(pConn, pKind);
  if( pUser==0 ) return SQLITE_NOMEM;
  return sqlite3_create_module_v2(db, zName, pModule, pUser, user_free);
}

const void *sqlglue_module_kind(void *pAux){
  return ((SqlUser*)pAux)->pWhat;
}

/* Start w with pConn's budget. */
static void conn_work(const SqlConn *pConn, Work *w){
  w->used = 0;
  w->limit = pConn->budget;
  w->threads = pConn->threads;
  w->memLimit = pConn->memLimit;
  w->memHeld = 0;
  w->memOver = 0;
  w->limitDefault = !pConn->budgetSet;
}

void sqlglue_module_work(void *pAux, Work *w){
  conn_work(((SqlUser*)pAux)->pConn, w);
}

void sqlglue_work(sqlite3_context *ctx, Work *w){
  conn_work(((SqlUser*)sqlite3_user_data(ctx))->pConn, w);
  sqlglue_watch_begin(sqlite3_context_db_handle(ctx));
}

const char *sqlglue_name(sqlite3_context *ctx){
  return (const char*)((SqlUser*)sqlite3_user_data(ctx))->pWhat;
}

/*
** The argument of a connection setting's function (sudoku_budget,
** sudoku_memory_limit, sudoku_threads), checked by xCheck: 1 with the new value in *pN, 0
** without an argument, -1 when the call is done (NULL gives NULL; a bad
** value has its error set).
*/
static int setting_arg(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                       int (*xCheck)(FnOut*, long long), long long *pN){
  FnOut o;
  if( argc==0 ) return 0;
  if( sqlite3_value_type(argv[0])==SQLITE_NULL ) return -1;
  if( !sqlglue_is_int(argv[0]) ){
    sqlglue_error(ctx, "expected an integer, got %s",
                  sqlglue_type_name(argv[0]));
    return -1;
  }
  *pN = sqlite3_value_int64(argv[0]);
  fn_init(&o);
  if( !xCheck(&o, *pN) ){
    sqlglue_result(ctx, &o);
    return -1;
  }
  return 1;
}

/*
** sudoku_budget([n]): the connection's work budget, after setting it to n
** (a non-negative integer; 0 for no bound) when given.  NULL gives NULL
** and changes nothing.
*/
static void budgetFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  SqlConn *pConn = ((SqlUser*)sqlite3_user_data(ctx))->pConn;
  long long n;
  int rc = setting_arg(ctx, argc, argv, fn_budget_arg, &n);
  if( rc<0 ) return;
  if( rc ){
    pConn->budget = (sqlite3_uint64)n;
    pConn->budgetSet = 1;
  }
  sqlite3_result_int64(ctx, (sqlite3_int64)pConn->budget);
}

/*
** sudoku_memory_limit([n]): the bytes a call's searches on the connection
** may hold, after setting it to n (a non-negative integer; 0 for no
** bound) when given.  NULL gives NULL and changes nothing.
*/
static void memoryFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  SqlConn *pConn = ((SqlUser*)sqlite3_user_data(ctx))->pConn;
  long long n;
  int rc = setting_arg(ctx, argc, argv, fn_memory_arg, &n);
  if( rc<0 ) return;
  if( rc ) pConn->memLimit = (sqlite3_uint64)n;
  sqlite3_result_int64(ctx, (sqlite3_int64)pConn->memLimit);
}

/*
** sudoku_threads([n]): the threads a call on the connection may use,
** after setting it to n (1 to 16) when given.  NULL gives NULL and
** changes nothing.
*/
static void threadsFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  SqlConn *pConn = ((SqlUser*)sqlite3_user_data(ctx))->pConn;
  long long n;
  int rc = setting_arg(ctx, argc, argv, fn_threads_arg, &n);
  if( rc<0 ) return;
  if( rc ) pConn->threads = (int)n;
  sqlite3_result_int(ctx, pConn->threads);
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

/*
** 1 when an argument is an integer: an INTEGER, or a REAL whose value is
** integral and within the 64-bit range (7.0, as JavaScript's drivers and
** tools that store numbers as REAL bind 7), so that sqlite3_value_int64
** reads it exactly.  7.5, NaN and text are not.
*/
int sqlglue_is_int(sqlite3_value *pVal){
  double d;
  int eType = sqlite3_value_type(pVal);
  if( eType==SQLITE_INTEGER ) return 1;
  if( eType!=SQLITE_FLOAT ) return 0;
  d = sqlite3_value_double(pVal);
  return d>=-9223372036854775808.0 && d<9223372036854775808.0
      && (double)(sqlite3_int64)d==d;
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

void sqlglue_result(sqlite3_context *ctx, FnOut *o){
  if( sqlglue_watch_end(o) ){
    sqlglue_error(ctx, "interrupted");
    sqlite3_result_error_code(ctx, SQLITE_INTERRUPT);
    fn_free(o);
    return;
  }
  switch( o->eType ){
    case FN_INT:
      sqlite3_result_int64(ctx, o->i);
      break;
    case FN_REAL:
      sqlite3_result_double(ctx, o->r);
      break;
    case FN_TEXT:
    case FN_JSON:
      if( o->zHeap ){
        sqlite3_result_text64(ctx, o->zHeap, o->n, free, SQLITE_UTF8);
        o->zHeap = 0;
      }else{
        sqlite3_result_text64(ctx, o->z, o->n, SQLITE_TRANSIENT, SQLITE_UTF8);
      }
      break;
    case FN_BLOB:
      sqlite3_result_blob64(ctx, o->z, o->n, SQLITE_TRANSIENT);
      break;
    case FN_ERROR:
      if( o->eErr==FN_ERR_NOMEM ){
        sqlite3_result_error_nomem(ctx);
      }else{
        sqlglue_error(ctx, "%.*s", (int)o->n, o->z);
      }
      break;
  }
  fn_free(o);
}

int sqlglue_text_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                     const char *zWhat, const char **pz, size_t *pn){
  int eType = sqlite3_value_type(pArg);
  if( eType==SQLITE_NULL ) return 0;
  if( eType!=SQLITE_TEXT ){
    if( zWhat ){
      sqlglue_error(ctx, "%s must be text, got %s", zWhat,
                    sqlglue_type_name(pArg));
    }else{
      sqlglue_error(ctx, "expected text, got %s", sqlglue_type_name(pArg));
    }
    return 0;
  }
  *pz = (const char*)sqlite3_value_text(pArg);
  if( *pz==0 ){
    sqlite3_result_error_nomem(ctx);
    return 0;
  }
  *pn = (size_t)sqlite3_value_bytes(pArg);
  return 1;
}

char *sqlglue_puzzle_type_problem(sqlite3_value *pArg, const char *zWhat,
                                  char *zBuf){
  int eType = sqlite3_value_type(pArg);
  if( eType==SQLITE_INTEGER || eType==SQLITE_FLOAT ){
    sqlite3_snprintf(SQLGLUE_PROBLEM_MAX, zBuf, "the puzzle%s%s is %s (a "
                     "number), not text: a tool stored the digits as a "
                     "number, losing leading zeros; store puzzles as TEXT "
                     "(sqlite-utils: --no-detect-types)",
                     zWhat ? " " : "", zWhat ? zWhat : "",
                     eType==SQLITE_INTEGER ? "an integer" : "a real");
  }else if( zWhat ){
    sqlite3_snprintf(SQLGLUE_PROBLEM_MAX, zBuf, "%s must be text, got %s",
                     zWhat, sqlglue_type_name(pArg));
  }else{
    sqlite3_snprintf(SQLGLUE_PROBLEM_MAX, zBuf, "expected text, got %s",
                     sqlglue_type_name(pArg));
  }
  return zBuf;
}

int sqlglue_puzzle_text_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                            const char *zWhat, const char **pz, size_t *pn){
  int eType = sqlite3_value_type(pArg);
  char zBuf[SQLGLUE_PROBLEM_MAX];
  if( eType!=SQLITE_TEXT && eType!=SQLITE_NULL ){
    sqlglue_error(ctx, "%s", sqlglue_puzzle_type_problem(pArg, zWhat, zBuf));
    return 0;
  }
  return sqlglue_text_arg(ctx, pArg, zWhat, pz, pn);
}

int sqlglue_grid_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                     const char *zWhat, Grid *g){
  FnOut o;
  const char *z;
  size_t n;
  if( !sqlglue_puzzle_text_arg(ctx, pArg, zWhat, &z, &n) ) return 0;
  fn_init(&o);
  if( fn_grid(&o, zWhat, z, n, g) ) return 1;
  sqlglue_result(ctx, &o);
  return 0;
}

int sqlglue_rules_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                      const Grid *g, Rules *r){
  FnOut o;
  const char *z = 0;
  size_t n = 0;
  if( pArg && sqlite3_value_type(pArg)==SQLITE_NULL ) return 0;
  if( pArg && sqlite3_value_type(pArg)!=SQLITE_TEXT ){
    sqlglue_error(ctx, "rules must be text (a JSON object), got %s",
                  sqlglue_type_name(pArg));
    return 0;
  }
  if( pArg && !sqlglue_text_arg(ctx, pArg, "rules", &z, &n) ) return 0;
  fn_init(&o);
  if( fn_rules(&o, z, n, g, r) ) return 1;
  sqlglue_result(ctx, &o);
  return 0;
}

#ifdef _WIN32
__declspec(dllexport)
#else
__attribute__((visibility("default")))
#endif
int sqlite3_sudoku_init(sqlite3 *db, char **pzErrMsg,
                        const sqlite3_api_routines *pApi){
  static const SqlFunc aConn[] = {
    { "sudoku_budget", 0, SQLITE_UTF8|SQLITE_DIRECTONLY, budgetFunc },
    { "sudoku_budget", 1, SQLITE_UTF8|SQLITE_DIRECTONLY, budgetFunc },
    { "sudoku_threads", 0, SQLITE_UTF8|SQLITE_DIRECTONLY, threadsFunc },
    { "sudoku_threads", 1, SQLITE_UTF8|SQLITE_DIRECTONLY, threadsFunc },
    { "sudoku_memory_limit", 0, SQLITE_UTF8|SQLITE_DIRECTONLY, memoryFunc },
    { "sudoku_memory_limit", 1, SQLITE_UTF8|SQLITE_DIRECTONLY, memoryFunc },
  };
  int rc;
  size_t i;
  SqlConn *pConn;
  SQLITE_EXTENSION_INIT2(pApi);
  sqlglue_watch_install();
  pConn = sqlite3_malloc64(sizeof(*pConn));
  if( pConn==0 ) return SQLITE_NOMEM;
  pConn->nRef = 1;                     /* this function's, until the end */
  pConn->budget = WORK_DEFAULT_LIMIT;
  pConn->budgetSet = 0;
  pConn->memLimit = WORK_DEFAULT_MEMORY;
  pConn->threads = work_default_threads();
  rc = sqlglue_register_all(db, pConn, aConn,
                            (int)(sizeof(aConn)/sizeof(aConn[0])));
  for(i=0; rc==SQLITE_OK && i<sizeof(aRegister)/sizeof(aRegister[0]); i++){
    rc = aRegister[i](db, pConn);
  }
  conn_release(pConn);
  if( rc!=SQLITE_OK && pzErrMsg ){
    *pzErrMsg = sqlite3_mprintf("sudoku: cannot register functions: %s",
                                sqlite3_errstr(rc));
  }
  return rc;
}
