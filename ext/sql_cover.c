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
** links, ext/dlx.c; the solver of variants, ext/solvevar.c, under rules
** other than the plain ones), so LIMIT, the progress handler and sqlite3_interrupt
** act between solutions; the search for each next solution is bounded by
** the connection's work budget.  A NULL argument gives no rows; bad
** arguments give an error "name: problem".  The hidden argument columns
** are named after the function (exact_cover_rows, ...), so an argument
** naming a column of an outer query (sudoku_solutions(p)) is not taken
** for the function's own column.
*/
#include "sqlglue.h"
#include "coverin.h"
#include "cover_sudoku.h"
#include "iq.h"
#include "solvevar.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ARGS 3          /* most hidden argument columns of a stream */
#define MAX_I64 ((sqlite3_int64)0x7fffffffffffffffLL)

typedef struct StreamKind StreamKind;
typedef struct StreamVtab StreamVtab;
typedef struct StreamCursor StreamCursor;

/*
** What tells exact_cover and sudoku_solutions apart: the schema, where the
** hidden argument columns start, and how to start, step and read.
** Argument 0 is required; the others are optional.
*/
struct StreamKind {
  const char *zName;
  const char *zSchema;
  int iFirstArg;                /* column number of the first argument */
  int nArg;                     /* argument columns */
  int (*xStart)(StreamCursor*, sqlite3_value**);  /* NULL args: absent */
  int (*xStep)(StreamCursor*);                    /* to the next row */
  void (*xColumn)(StreamCursor*, sqlite3_context*, int);
};

struct StreamVtab {
  sqlite3_vtab base;
  const StreamKind *pKind;
  void *pAux;                       /* the module's, for the budget */
};

struct StreamCursor {
  sqlite3_vtab_cursor base;
  const StreamKind *pKind;
  sqlite3_value *apArg[MAX_ARGS];   /* copies, for the hidden columns */
  sqlite3_int64 iRowid;
  int eof;
  Work work;                        /* the budget of the current step */
  /* exact_cover */
  Dlx *pDlx;
  int *aRow;                        /* rows of the current solution, sorted */
  int nRow, iRow;                   /* its size, and the row being shown */
  /* sudoku_solutions */
  SudokuCover sc;                   /* plain rules */
  VarModel *pModel;                 /* other rules */
  VarSearch *pSearch;
  sqlite3_int64 nLeft;              /* solutions the limit allows, or -1 */
  Grid sol;
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

/* Report that the search for the next row went over the budget. */
static int stream_over_budget(StreamCursor *pCur){
  char zBuf[SQLGLUE_BUDGET_MAX];
  return stream_error(pCur, "%s", sqlglue_budget_problem(&pCur->work, zBuf));
}

/* Free the search state of a cursor, keeping the cursor itself. */
static void stream_reset(StreamCursor *pCur){
  int i;
  for(i=0; i<MAX_ARGS; i++){
    sqlite3_value_free(pCur->apArg[i]);
    pCur->apArg[i] = 0;
  }
  dlx_free(pCur->pDlx);
  pCur->pDlx = 0;
  sqlite3_free(pCur->aRow);
  pCur->aRow = 0;
  pCur->nRow = pCur->iRow = 0;
  sudoku_cover_free(&pCur->sc);
  varsearch_free(pCur->pSearch);
  pCur->pSearch = 0;
  varmodel_free(pCur->pModel);
  pCur->pModel = 0;
  pCur->iRowid = 0;
  pCur->eof = 1;
}

/* The text of argument pArg in *pz, *pn; SQLITE_OK or an error. */
static int text_arg(StreamCursor *pCur, sqlite3_value *pArg,
                    const char *zWhat, const char **pz, int *pn){
  if( sqlite3_value_type(pArg)!=SQLITE_TEXT ){
    return stream_error(pCur, "%s must be text, got %s", zWhat,
                        sqlglue_type_name(pArg));
  }
  *pz = (const char*)sqlite3_value_text(pArg);
  if( *pz==0 ) return SQLITE_NOMEM;
  *pn = sqlite3_value_bytes(pArg);
  return SQLITE_OK;
}

/*
** An optional integer argument in iMin..iMax into *pOut (left alone when
** the argument is absent); otherwise the error zProblem.
*/
static int int_arg(StreamCursor *pCur, sqlite3_value *pArg,
                   const char *zProblem, sqlite3_int64 iMin,
                   sqlite3_int64 iMax, sqlite3_int64 *pOut){
  if( pArg==0 ) return SQLITE_OK;
  if( sqlite3_value_type(pArg)!=SQLITE_INTEGER
   || sqlite3_value_int64(pArg)<iMin || sqlite3_value_int64(pArg)>iMax ){
    return stream_error(pCur, "%s", zProblem);
  }
  *pOut = sqlite3_value_int64(pArg);
  return SQLITE_OK;
}

/* ---- exact_cover ------------------------------------------------------- */

static int cmp_int(const void *a, const void *b){
  int x = *(const int*)a, y = *(const int*)b;
  return (x>y) - (x<y);
}

/* exact_cover(rows [, limit [, secondary]]): parse and set up the search. */
static int coverStart(StreamCursor *pCur, sqlite3_value **apArg){
  CoverRows rows;
  char zErr[COVER_ERR_MAX];
  const char *z;
  int n, rc, nCol;
  sqlite3_int64 limit = 0, nPrimary = -1;
  if( (rc = text_arg(pCur, apArg[0], "rows", &z, &n))!=SQLITE_OK ) return rc;
  rc = int_arg(pCur, apArg[1], "limit must be a positive integer", 1,
               MAX_I64, &limit);
  if( rc==SQLITE_OK ){
    rc = int_arg(pCur, apArg[2], "secondary must be an integer 0..1048576",
                 0, DLX_MAX_COLS, &nPrimary);
  }
  if( rc!=SQLITE_OK ) return rc;
  memset(&rows, 0, sizeof(rows));
  rc = coverrows_from_json(&rows, z, (size_t)n, zErr);
  if( rc==COVER_NOMEM ) return SQLITE_NOMEM;
  if( rc!=COVER_OK ) return stream_error(pCur, "%s", zErr);
  if( nPrimary<0 ) nPrimary = rows.nCol;
  nCol = rows.nCol>nPrimary ? rows.nCol : (int)nPrimary;
  pCur->pDlx = coverrows_dlx(&rows, nCol, (int)nPrimary);
  coverrows_free(&rows);
  pCur->aRow = sqlite3_malloc64(sizeof(int)*((sqlite3_uint64)nPrimary+1));
  if( pCur->pDlx==0 || pCur->aRow==0 ) return SQLITE_NOMEM;
  dlx_set_limit(pCur->pDlx, (unsigned long long)limit);
  dlx_set_work(pCur->pDlx, &pCur->work);
  return SQLITE_OK;
}

/* Show the next chosen row, searching on when a solution is used up. */
static int coverStep(StreamCursor *pCur){
  pCur->iRow++;
  while( pCur->iRow>=pCur->nRow ){
    const int *aRow;
    int rc = dlx_next(pCur->pDlx);
    if( rc==DLX_OVER_BUDGET ) return stream_over_budget(pCur);
    if( rc<0 ) return SQLITE_NOMEM;
    if( rc==0 ){
      pCur->eof = 1;
      return SQLITE_OK;
    }
    pCur->nRow = dlx_solution(pCur->pDlx, &aRow);
    memcpy(pCur->aRow, aRow, sizeof(int)*(size_t)pCur->nRow);
    qsort(pCur->aRow, (size_t)pCur->nRow, sizeof(int), cmp_int);
    pCur->iRow = 0;
  }
  return SQLITE_OK;
}

/* Columns: solution (1-based), row (0-based index into rows). */
static void coverColumn(StreamCursor *pCur, sqlite3_context *ctx, int i){
  if( i==0 ){
    sqlite3_result_int64(ctx, (sqlite3_int64)dlx_found(pCur->pDlx));
  }else{
    sqlite3_result_int(ctx, pCur->aRow[pCur->iRow]);
  }
}

/* ---- sudoku_solutions -------------------------------------------------- */

/* sudoku_solutions(p [, limit [, rules]]): parse the puzzle and the
** rules, set up the search. */
static int solutionsStart(StreamCursor *pCur, sqlite3_value **apArg){
  Grid g;
  Rules r;
  char zErr[JSON_ERR_MAX];
  const char *z, *zRules = 0;
  int n, nRules = 0, rc;
  sqlite3_int64 limit = 0;
  if( (rc = text_arg(pCur, apArg[0], "p", &z, &n))!=SQLITE_OK ) return rc;
  rc = int_arg(pCur, apArg[1], "limit must be a positive integer", 1,
               MAX_I64, &limit);
  if( rc!=SQLITE_OK ) return rc;
  if( apArg[2] ){
    rc = text_arg(pCur, apArg[2], "rules", &zRules, &nRules);
    if( rc!=SQLITE_OK ) return rc;
  }
  if( grid_parse(&g, z, (size_t)n, GRID_ALPHA_AUTO, zErr)
   || rules_parse(&r, zRules, nRules, g.side, zErr) ){
    return stream_error(pCur, "%s", zErr);
  }
  if( !g.box || !rules_plain(&r) ){
    pCur->nLeft = limit ? limit : -1;
    pCur->pModel = varmodel_new(&r);
    pCur->pSearch = pCur->pModel ? varsearch_new(pCur->pModel, &g) : 0;
    return pCur->pSearch ? SQLITE_OK : SQLITE_NOMEM;
  }
  if( sudoku_cover_init(&pCur->sc, &g, &pCur->work)!=DLX_OK ){
    return SQLITE_NOMEM;
  }
  if( pCur->sc.pDlx ) dlx_set_limit(pCur->sc.pDlx, (unsigned long long)limit);
  return SQLITE_OK;
}

/* The next solution under rules other than the plain ones: 1, 0 at the
** end (or the limit), or a DLX_ code. */
static int solutions_next_var(StreamCursor *pCur){
  int rc;
  if( pCur->nLeft==0 ) return 0;
  rc = varsearch_next(pCur->pSearch, &pCur->sol, &pCur->work);
  if( rc==1 && pCur->nLeft>0 ) pCur->nLeft--;
  return rc==VARSEARCH_OVER_BUDGET ? DLX_OVER_BUDGET
       : rc==VARSEARCH_NOMEM ? DLX_NOMEM : rc;
}

static int solutionsStep(StreamCursor *pCur){
  int rc = pCur->pSearch ? solutions_next_var(pCur)
                         : sudoku_cover_next(&pCur->sc, &pCur->sol);
  if( rc==DLX_OVER_BUDGET ) return stream_over_budget(pCur);
  if( rc<0 ) return SQLITE_NOMEM;
  pCur->eof = rc==0;
  return SQLITE_OK;
}

/* Columns: n (1-based), solution (canonical one-line form). */
static void solutionsColumn(StreamCursor *pCur, sqlite3_context *ctx, int i){
  if( i==0 ){
    sqlite3_result_int64(ctx, pCur->iRowid+1);
  }else{
    sqlglue_result_grid(ctx, &pCur->sol);
  }
}

/* ---- The virtual table methods, shared by both kinds ------------------- */

static const StreamKind coverKind = {
  "exact_cover",
  "CREATE TABLE x(solution INTEGER, row INTEGER, exact_cover_rows HIDDEN, "
  "exact_cover_limit HIDDEN, exact_cover_secondary HIDDEN)",
  2, 3, coverStart, coverStep, coverColumn
};

static const StreamKind solutionsKind = {
  "sudoku_solutions",
  "CREATE TABLE x(n INTEGER, solution TEXT, sudoku_solutions_puzzle HIDDEN, "
  "sudoku_solutions_limit HIDDEN, sudoku_solutions_rules HIDDEN)",
  2, 3, solutionsStart, solutionsStep, solutionsColumn
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
  /* Innocuous: each step is bounded by the budget (see sudoku.c). */
  sqlite3_vtab_config(db, SQLITE_VTAB_INNOCUOUS);
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
  sqlglue_module_work(p->pAux, &pCur->work);
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
  pCur->work.used = 0;
  rc = pKind->xStart(pCur, apArg);
  if( rc==SQLITE_OK ) rc = pKind->xStep(pCur);
  if( rc!=SQLITE_OK ) pCur->eof = 1;
  return rc;
}

static int streamNext(sqlite3_vtab_cursor *cur){
  StreamCursor *pCur = (StreamCursor*)cur;
  int rc;
  pCur->iRowid++;
  pCur->work.used = 0;          /* each row has the whole budget */
  rc = pCur->pKind->xStep(pCur);
  if( rc!=SQLITE_OK ) pCur->eof = 1;
  return rc;
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
  *pRowid = ((StreamCursor*)cur)->iRowid + 1;
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
  IqBoard in, out;
  Work w;
  char zErr[IQ_ERR_MAX];
  char zOut[IQ_TEXT_MAX];
  const unsigned char *z;
  int rc, eType = sqlite3_value_type(argv[0]);
  (void)argc;
  if( eType==SQLITE_NULL ) return;
  if( eType!=SQLITE_TEXT ){
    sqlglue_error(ctx, "board must be text, got %s", sqlglue_type_name(argv[0]));
    return;
  }
  z = sqlite3_value_text(argv[0]);
  if( z==0 ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  rc = iq_parse(&in, (const char*)z, (size_t)sqlite3_value_bytes(argv[0]),
                zErr);
  sqlglue_work(ctx, &w);
  if( rc==IQ_OK ) rc = iq_solve(&in, &out, zErr, 0, &w);
  if( rc==IQ_NOMEM ){
    sqlite3_result_error_nomem(ctx);
  }else if( rc==IQ_OVER_BUDGET ){
    sqlglue_over_budget(ctx, &w);
  }else if( rc<0 ){
    sqlglue_error(ctx, "%s", zErr);
  }else if( rc==1 ){
    int n = iq_format(&out, zOut);
    sqlite3_result_text(ctx, zOut, n, SQLITE_TRANSIENT);
  }
}

int sqlglue_register_cover(sqlite3 *db, SqlConn *pConn){
  static const SqlFunc aFunc[] = {
    { "iq_solve", 1, SQLGLUE_PURE, iqSolveFunc },
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
