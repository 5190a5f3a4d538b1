/* SPDX-License-Identifier: MIT */
/*
** batch_vtab.c: read-only eponymous virtual tables over an array (see
** batch_vtab.h).
**
** Why a virtual table: one INSERT ... SELECT (or UPDATE ... FROM) keeps
** SQLite's cursors on the puzzle table and each of its indexes open and
** positioned from row to row, so a batch in key (or id) order is appended
** to (or updated along) every B-tree.  A prepared statement stepped once
** per row opens them again each time and walks every B-tree from its
** root: three times slower for a million-row import.
*/
#include "batch_vtab.h"

#include <string.h>

typedef struct BatchTable BatchTable;
struct BatchTable {
  sqlite3_vtab base;
  BatchSource *pSrc;
};

typedef struct BatchCursor BatchCursor;
struct BatchCursor {
  sqlite3_vtab_cursor base;
  int iRow;
  int nRow;             /* rows of the array when the scan began */
};

static int batch_connect(sqlite3 *db, void *pAux, int argc,
                         const char *const *argv, sqlite3_vtab **ppVtab,
                         char **pzErr){
  BatchSource *pSrc = (BatchSource*)pAux;
  BatchTable *pTab;
  char *zDeclare;
  int rc;
  (void)argc; (void)argv; (void)pzErr;
  zDeclare = sqlite3_mprintf("CREATE TABLE x(%s)", pSrc->zColumns);
  if( zDeclare==0 ) return SQLITE_NOMEM;
  rc = sqlite3_declare_vtab(db, zDeclare);
  sqlite3_free(zDeclare);
  if( rc ) return rc;
  pTab = sqlite3_malloc64(sizeof(*pTab));
  if( pTab==0 ) return SQLITE_NOMEM;
  memset(pTab, 0, sizeof(*pTab));
  pTab->pSrc = pSrc;
  *ppVtab = &pTab->base;
  return SQLITE_OK;
}

static int batch_disconnect(sqlite3_vtab *pVtab){
  sqlite3_free(pVtab);
  return SQLITE_OK;
}

/* The number of rows now. */
static int batch_count(const BatchTable *pTab){
  return pTab->pSrc->xCount(pTab->pSrc->pArg);
}

/* Only full scans, in the array's order. */
static int batch_best_index(sqlite3_vtab *pVtab, sqlite3_index_info *pInfo){
  int n = batch_count((BatchTable*)pVtab);
  pInfo->estimatedCost = (double)n;
  pInfo->estimatedRows = n;
  return SQLITE_OK;
}

static int batch_open(sqlite3_vtab *pVtab, sqlite3_vtab_cursor **ppCursor){
  BatchCursor *pCur = sqlite3_malloc64(sizeof(*pCur));
  (void)pVtab;
  if( pCur==0 ) return SQLITE_NOMEM;
  memset(pCur, 0, sizeof(*pCur));
  *ppCursor = &pCur->base;
  return SQLITE_OK;
}

static int batch_close(sqlite3_vtab_cursor *pCursor){
  sqlite3_free(pCursor);
  return SQLITE_OK;
}

static int batch_filter(sqlite3_vtab_cursor *pCursor, int idxNum,
                        const char *idxStr, int argc, sqlite3_value **argv){
  BatchCursor *pCur = (BatchCursor*)pCursor;
  (void)idxNum; (void)idxStr; (void)argc; (void)argv;
  pCur->iRow = 0;
  pCur->nRow = batch_count((BatchTable*)pCursor->pVtab);
  return SQLITE_OK;
}

static int batch_next(sqlite3_vtab_cursor *pCursor){
  BatchCursor *pCur = (BatchCursor*)pCursor;
  ((BatchTable*)pCursor->pVtab)->pSrc->nAt = ++pCur->iRow;
  return SQLITE_OK;
}

static int batch_eof(sqlite3_vtab_cursor *pCursor){
  BatchCursor *pCur = (BatchCursor*)pCursor;
  return pCur->iRow >= pCur->nRow;
}

static int batch_column(sqlite3_vtab_cursor *pCursor, sqlite3_context *ctx,
                        int iCol){
  const BatchSource *pSrc = ((BatchTable*)pCursor->pVtab)->pSrc;
  pSrc->xColumn(pSrc->pArg, ((BatchCursor*)pCursor)->iRow, iCol, ctx);
  return SQLITE_OK;
}

static int batch_rowid(sqlite3_vtab_cursor *pCursor, sqlite3_int64 *pRowid){
  *pRowid = ((BatchCursor*)pCursor)->iRow + 1;
  return SQLITE_OK;
}

static const sqlite3_module batchModule = {
  0,                  /* iVersion */
  0,                  /* xCreate: eponymous only */
  batch_connect,
  batch_best_index,
  batch_disconnect,
  0,                  /* xDestroy */
  batch_open,
  batch_close,
  batch_filter,
  batch_next,
  batch_eof,
  batch_column,
  batch_rowid,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0   /* read-only, no other methods */
};

int batch_vtab_register(sqlite3 *db, const char *zName, BatchSource *pSrc){
  return sqlite3_create_module_v2(db, zName, &batchModule, pSrc, 0);
}
