/* SPDX-License-Identifier: MIT */
/*
** sql_cover.c: exact cover and the streams of solutions, as table-valued
** functions (eponymous virtual tables), and the NOI2005 piece puzzle.
**
**   SELECT * FROM exact_cover('[[0,3],[1,2],[0,1,2,3]]');
**       -- solution | row : one row per chosen input row of each solution
**   SELECT * FROM exact_cover(:rows, 10, 4);   -- 10 solutions at most,
**                                              -- columns >= 4 optional
**   SELECT n, solution FROM sudoku_solutions(:puzzle) LIMIT 5;
**   SELECT solution FROM sudoku_solutions(:puzzle, 10, '{"windoku":true}');
**   SELECT iq_solve(:board);                   -- the completed board
**
** Solutions are found one at a time as SQLite asks for rows (dancing
** links, ext/cover/dlx.c), so LIMIT, the progress handler and sqlite3_interrupt
** act between solutions; the search for each next solution is bounded by
** the connection's work budget.  A NULL argument gives no rows; bad
** arguments give an error "name: problem".  The hidden argument columns
** are named after the function (exact_cover_rows, ...), so an argument
** naming a column of an outer query (sudoku_solutions(p)) is not taken
** for the function's own column.  They are declared BLOB, which has no
** affinity: an argument reaches xFilter as it was given, also from an IN
** list (a column without a type would be NUMERIC, and turn an all-digit
** puzzle into a number).
*/
#include "sqlglue.h"
#include "fn_stream.h"

#include <stdarg.h>
#include <string.h>

#define MAX_ARGS 3          /* most hidden argument columns of a stream */

typedef struct StreamKind StreamKind;
typedef struct StreamVtab StreamVtab;
typedef struct StreamCursor StreamCursor;

/*
** What tells exact_cover and sudoku_solutions apart: the schema, where the
** hidden argument columns start, and how to start and read a row.
** Argument 0 is required; the others are optional.
*/
struct StreamKind {
  const char *zName;
  const char *zSchema;
  int iFirstArg;                /* column number of the first argument */
  int nArg;                     /* argument columns */
  int (*xStart)(StreamCursor*, sqlite3_value**);  /* NULL args: absent */
  void (*xColumn)(StreamCursor*, sqlite3_context*, int);
};

struct StreamVtab {
  sqlite3_vtab base;
  const StreamKind *pKind;
  void *pAux;                       /* the module's, for the budget */
  sqlite3 *db;                      /* its connection, watched (sql_watch.c)
                                    ** while a row is searched for */
};

struct StreamCursor {
  sqlite3_vtab_cursor base;
  const StreamKind *pKind;
  sqlite3_value *apArg[MAX_ARGS];   /* copies, for the hidden columns */
  int eof;
  FnStream s;                       /* the search (fn_stream.h) */
};

/* Report "name: <formatted problem>" as the error of the statement. */
static int stream_error(StreamCursor *pCur, const char *zFmt, ...){
  sqlite3_vtab *pVtab = pCur->base.pVtab;
  va_list ap;
  char *zMsg;
  va_start(ap, zFmt);
  zMsg = sqlite3_vmprintf(zFmt, ap);
  va_end(ap);
  sqlite3_free(pVtab->zErrMsg);
  pVtab->zErrMsg = zMsg ? sqlite3_mprintf("%s: %s", pCur->pKind->zName, zMsg)
                        : 0;
  sqlite3_free(zMsg);
  return pVtab->zErrMsg ? SQLITE_ERROR : SQLITE_NOMEM;
}

/* Report the error of o (fn.h) as the statement's. */
static int stream_fail(StreamCursor *pCur, FnOut *o){
  int rc = o->eErr==FN_ERR_NOMEM ? SQLITE_NOMEM
           : stream_error(pCur, "%.*s", (int)o->n, o->z);
  fn_free(o);
  return rc;
}

/* Free the search state of a cursor, keeping the cursor itself. */
static void stream_reset(StreamCursor *pCur){
  int i;
  for(i=0; i<MAX_ARGS; i++){
    sqlite3_value_free(pCur->apArg[i]);
    pCur->apArg[i] = 0;
  }
  fn_stream_free(&pCur->s);
  pCur->eof = 1;
}

/* The text of argument pArg in *pz, *pn; SQLITE_OK or an error. */
static int text_arg(StreamCursor *pCur, sqlite3_value *pArg,
                    const char *zWhat, const char **pz, size_t *pn){
  if( sqlite3_value_type(pArg)!=SQLITE_TEXT ){
    return stream_error(pCur, "%s must be text, got %s", zWhat,
                        sqlglue_type_name(pArg));
  }
  *pz = (const char*)sqlite3_value_text(pArg);
  if( *pz==0 ) return SQLITE_NOMEM;
  *pn = (size_t)sqlite3_value_bytes(pArg);
  return SQLITE_OK;
}

/* An optional integer argument: is it there, is it an integer (an
** integral REAL too), its value. */
#define INT_ARG(p) (p)!=0, (p) && sqlglue_is_int(p), \
                   (p) ? sqlite3_value_int64(p) : 0

/* exact_cover(rows [, limit [, secondary]]): set up the search. */
static int coverStart(StreamCursor *pCur, sqlite3_value **apArg){
  FnOut o;
  const char *z;
  size_t n;
  int rc = text_arg(pCur, apArg[0], "rows", &z, &n);
  if( rc!=SQLITE_OK ) return rc;
  fn_init(&o);
  if( !fn_cover_start(&pCur->s, &o, z, n, INT_ARG(apArg[1]),
                      INT_ARG(apArg[2])) ){
    return stream_fail(pCur, &o);
  }
  return SQLITE_OK;
}

/* Columns: solution (1-based), row (0-based index into rows). */
static void coverColumn(StreamCursor *pCur, sqlite3_context *ctx, int i){
  if( i==0 ){
    sqlite3_result_int64(ctx, fn_stream_solution(&pCur->s));
  }else{
    sqlite3_result_int(ctx, fn_stream_cover_row(&pCur->s));
  }
}

/* sudoku_solutions(p [, limit [, rules]]): set up the search. */
static int solutionsStart(StreamCursor *pCur, sqlite3_value **apArg){
  FnOut o;
  const char *z, *zRules = 0;
  size_t n, nRules = 0;
  char zBuf[SQLGLUE_PROBLEM_MAX];
  int rc;
  if( sqlite3_value_type(apArg[0])!=SQLITE_TEXT ){
    return stream_error(pCur, "%s",
                        sqlglue_puzzle_type_problem(apArg[0], "p", zBuf));
  }
  rc = text_arg(pCur, apArg[0], "p", &z, &n);
  if( rc==SQLITE_OK && apArg[2] ){
    rc = text_arg(pCur, apArg[2], "rules", &zRules, &nRules);
  }
  if( rc!=SQLITE_OK ) return rc;
  fn_init(&o);
  if( !fn_solutions_start(&pCur->s, &o, z, n, INT_ARG(apArg[1]), zRules,
                          nRules) ){
    return stream_fail(pCur, &o);
  }
  return SQLITE_OK;
}

/* Columns: n (1-based), solution (canonical one-line form). */
static void solutionsColumn(StreamCursor *pCur, sqlite3_context *ctx, int i){
  if( i==0 ){
    sqlite3_result_int64(ctx, (sqlite3_int64)pCur->s.iRow);
  }else{
    FnOut o;
    fn_init(&o);
    fn_result_grid(&o, &pCur->s.sol);
    sqlglue_result(ctx, &o);
  }
}

/* To the next row (fn_stream_next); SQLITE_OK or an error (a search the
** host stopped: SQLITE_INTERRUPT). */
static int stream_step(StreamCursor *pCur){
  FnOut o;
  int rc, stop;
  fn_init(&o);
  sqlglue_watch_begin(((StreamVtab*)pCur->base.pVtab)->db);
  rc = fn_stream_next(&pCur->s, &o);
  stop = sqlglue_watch_end(&o);
  if( rc<0 ){
    pCur->eof = 1;
    if( stop ){
      fn_free(&o);
      rc = stream_error(pCur, "interrupted");
      return rc==SQLITE_ERROR ? SQLITE_INTERRUPT : rc;
    }
    return stream_fail(pCur, &o);
  }
  pCur->eof = rc==0;
  return SQLITE_OK;
}

/* ---- The virtual table methods, shared by both kinds ------------------- */

static const StreamKind coverKind = {
  "exact_cover",
  "CREATE TABLE x(solution INTEGER, row INTEGER, "
  "exact_cover_rows BLOB HIDDEN, exact_cover_limit BLOB HIDDEN, "
  "exact_cover_secondary BLOB HIDDEN)",
  2, 3, coverStart, coverColumn
};

static const StreamKind solutionsKind = {
  "sudoku_solutions",
  "CREATE TABLE x(n INTEGER, solution TEXT, "
  "sudoku_solutions_puzzle BLOB HIDDEN, sudoku_solutions_limit BLOB HIDDEN, "
  "sudoku_solutions_rules BLOB HIDDEN)",
  2, 3, solutionsStart, solutionsColumn
};

static int streamConnect(sqlite3 *db, void *pAux, int argc,
                         const char *const *argv, sqlite3_vtab **ppVtab,
                         char **pzErr){
  const StreamKind *pKind = (const StreamKind*)sqlglue_module_kind(pAux);
  StreamVtab *pNew;
  int rc;
  (void)argc; (void)argv; (void)pzErr;
  rc = sqlite3_declare_vtab(db, pKind->zSchema);
  if( rc!=SQLITE_OK ) return rc;
  pNew = sqlite3_malloc64(sizeof(*pNew));
  if( pNew==0 ) return SQLITE_NOMEM;
  memset(pNew, 0, sizeof(*pNew));
  pNew->pKind = pKind;
  pNew->pAux = pAux;
  pNew->db = db;
  /* Direct only: each row is bounded by the budget, but their number is
  ** not, so no schema may list them (docs/budget.md). */
  sqlite3_vtab_config(db, SQLITE_VTAB_DIRECTONLY);
  *ppVtab = &pNew->base;
  return SQLITE_OK;
}

static int streamDisconnect(sqlite3_vtab *pVtab){
  sqlite3_free(pVtab);
  return SQLITE_OK;
}

static int streamOpen(sqlite3_vtab *pVtab, sqlite3_vtab_cursor **ppCursor){
  StreamCursor *pCur = sqlite3_malloc64(sizeof(*pCur));
  StreamVtab *p = (StreamVtab*)pVtab;
  if( pCur==0 ) return SQLITE_NOMEM;
  memset(pCur, 0, sizeof(*pCur));
  pCur->pKind = p->pKind;
  sqlglue_module_work(p->pAux, &pCur->s.work);
  fn_stream_init(&pCur->s, &pCur->s.work);
  pCur->eof = 1;
  *ppCursor = &pCur->base;
  return SQLITE_OK;
}

static int streamClose(sqlite3_vtab_cursor *cur){
  stream_reset((StreamCursor*)cur);
  sqlite3_free(cur);
  return SQLITE_OK;
}

/*
** Use the arguments given (idxNum bit i set: argument i is in argv, in
** order).  The first argument is required; any NULL argument means no
** rows.
*/
static int streamFilter(sqlite3_vtab_cursor *cur, int idxNum,
                        const char *idxStr, int argc, sqlite3_value **argv){
  StreamCursor *pCur = (StreamCursor*)cur;
  const StreamKind *pKind = pCur->pKind;
  sqlite3_value *apArg[MAX_ARGS] = {0};
  int i, j = 0, rc;
  (void)idxStr;
  stream_reset(pCur);
  if( !(idxNum & 1) ){
    return stream_error(pCur, "the first argument is required, as in "
                        "SELECT * FROM %s(...); an argument that names a "
                        "hidden column of %s itself does not count",
                        pKind->zName, pKind->zName);
  }
  for(i=0; i<pKind->nArg && j<argc; i++){
    if( !(idxNum & (1<<i)) ) continue;
    apArg[i] = argv[j++];
    if( sqlite3_value_type(apArg[i])==SQLITE_NULL ) return SQLITE_OK;
    pCur->apArg[i] = sqlite3_value_dup(apArg[i]);
    if( pCur->apArg[i]==0 ) return SQLITE_NOMEM;
  }
  pCur->eof = 0;
  rc = pKind->xStart(pCur, apArg);
  if( rc==SQLITE_OK ) rc = stream_step(pCur);
  if( rc!=SQLITE_OK ) pCur->eof = 1;
  return rc;
}

static int streamNext(sqlite3_vtab_cursor *cur){
  return stream_step((StreamCursor*)cur);
}

static int streamEof(sqlite3_vtab_cursor *cur){
  return ((StreamCursor*)cur)->eof;
}

static int streamColumn(sqlite3_vtab_cursor *cur, sqlite3_context *ctx,
                        int i){
  StreamCursor *pCur = (StreamCursor*)cur;
  int iArg = i - pCur->pKind->iFirstArg;
  if( iArg>=0 ){
    if( pCur->apArg[iArg] ) sqlite3_result_value(ctx, pCur->apArg[iArg]);
  }else{
    pCur->pKind->xColumn(pCur, ctx, i);
  }
  return SQLITE_OK;
}

static int streamRowid(sqlite3_vtab_cursor *cur, sqlite_int64 *pRowid){
  *pRowid = (sqlite_int64)((StreamCursor*)cur)->s.iRow;
  return SQLITE_OK;
}

/*
** Pass each usable "argument column = value" constraint to xFilter, in
** argument order, and note which are present in idxNum.  A plan where an
** argument's constraint is unusable is refused (SQLITE_CONSTRAINT), so
** SQLite picks a join order that can supply it.
*/
static int streamBestIndex(sqlite3_vtab *pVtab, sqlite3_index_info *pInfo){
  const StreamKind *pKind = ((StreamVtab*)pVtab)->pKind;
  int aIdx[MAX_ARGS];
  int i, nUsed = 0, mUsable = 0, mUnusable = 0;
  const struct sqlite3_index_constraint *pC = pInfo->aConstraint;
  for(i=0; i<pKind->nArg; i++) aIdx[i] = -1;
  for(i=0; i<pInfo->nConstraint; i++, pC++){
    int iArg = pC->iColumn - pKind->iFirstArg;
    if( iArg<0 || iArg>=pKind->nArg ) continue;
    if( pC->op!=SQLITE_INDEX_CONSTRAINT_EQ ) continue;
    if( !pC->usable ){
      mUnusable |= 1<<iArg;
    }else if( aIdx[iArg]<0 ){
      aIdx[iArg] = i;
      mUsable |= 1<<iArg;
    }
  }
  if( mUnusable & ~mUsable ) return SQLITE_CONSTRAINT;
  for(i=0; i<pKind->nArg; i++){
    if( aIdx[i]<0 ) continue;
    pInfo->aConstraintUsage[aIdx[i]].argvIndex = ++nUsed;
    pInfo->aConstraintUsage[aIdx[i]].omit = 1;
  }
  pInfo->idxNum = mUsable;
  pInfo->estimatedCost = (mUsable & 1) ? 1000.0 : 1e12;
  pInfo->estimatedRows = (mUsable & 1) ? 1000 : 1000000000;
  return SQLITE_OK;
}

static const sqlite3_module streamModule = {
  0,                    /* iVersion */
  0,                    /* xCreate: eponymous only */
  streamConnect,
  streamBestIndex,
  streamDisconnect,
  0,                    /* xDestroy */
  streamOpen,
  streamClose,
  streamFilter,
  streamNext,
  streamEof,
  streamColumn,
  streamRowid,
  0, 0, 0, 0, 0,        /* xUpdate .. xRollback */
  0,                    /* xFindFunction */
  0,                    /* xRename */
  0, 0, 0,              /* xSavepoint, xRelease, xRollbackTo */
  0                     /* xShadowName */
};

/* ---- iq_solve ---------------------------------------------------------- */

/* iq_solve(board): the completed board in the same form, NULL if none. */
static void iqSolveFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  FnOut o;
  Work w;
  const char *z;
  size_t n;
  (void)argc;
  if( !sqlglue_text_arg(ctx, argv[0], "board", &z, &n) ) return;
  sqlglue_work(ctx, &w);
  fn_init(&o);
  fn_iq_solve(&o, z, n, &w);
  sqlglue_result(ctx, &o);
}

int sqlglue_register_cover(sqlite3 *db, SqlConn *pConn){
  static const SqlFunc aFunc[] = {
    { "iq_solve", 1, SQLGLUE_SEARCH, iqSolveFunc },
  };
  int rc = sqlglue_register_module(db, pConn, coverKind.zName, &streamModule,
                                   &coverKind);
  if( rc==SQLITE_OK ){
    rc = sqlglue_register_module(db, pConn, solutionsKind.zName,
                                 &streamModule, &solutionsKind);
  }
  if( rc==SQLITE_OK ){
    rc = sqlglue_register_all(db, pConn, aFunc,
                              (int)(sizeof(aFunc)/sizeof(aFunc[0])));
  }
  return rc;
}
