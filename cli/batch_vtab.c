/*
** batch_vtab.c: the eponymous virtual table sudokudb_batch (see
** batch_vtab.h), read-only, one full scan at a time.
**
** Why a virtual table: one INSERT ... SELECT keeps SQLite's cursors on the
** puzzle table and each of its indexes open and positioned from row to
** row, so a batch in key order is appended to every B-tree.  A prepared
** INSERT stepped once per row opens them again each time and walks every
** B-tree from its root: three times slower for a million rows.
*/
#include "batch_vtab.h"

#include <string.h>

typedef struct BatchTable BatchTable;
struct BatchTable {
  sqlite3_vtab base;
  const RowBuf *pBuf;
};

typedef struct BatchCursor BatchCursor;
struct BatchCursor {
  sqlite3_vtab_cursor base;
  int iRow;
};

/* Column numbers, in the order of the declaration in batch_connect. */
enum { COL_PUZZLE, COL_SIZE, COL_GIVENS, COL_CONSISTENT, COL_LINE,
       COL_NOTE, COL_SOLUTION };

static int batch_connect(sqlite3 *db, void *pAux, int argc,
                         const char *const *argv, sqlite3_vtab **ppVtab,
                         char **pzErr){
  BatchTable *pTab;
  int rc;
  (void)argc; (void)argv; (void)pzErr;
  rc = sqlite3_declare_vtab(db, "CREATE TABLE x(puzzle TEXT, size INT,"
                            " givens INT, consistent INT, line INT,"
                            " note TEXT, solution TEXT)");
  if( rc ) return rc;
  pTab = sqlite3_malloc64(sizeof(*pTab));
  if( pTab==0 ) return SQLITE_NOMEM;
  memset(pTab, 0, sizeof(*pTab));
  pTab->pBuf = (const RowBuf*)pAux;
  *ppVtab = &pTab->base;
  return SQLITE_OK;
}

static int batch_disconnect(sqlite3_vtab *pVtab){
  sqlite3_free(pVtab);
  return SQLITE_OK;
}

/* Only full scans, in the batch's order. */
static int batch_best_index(sqlite3_vtab *pVtab, sqlite3_index_info *pInfo){
  const RowBuf *pBuf = ((BatchTable*)pVtab)->pBuf;
  pInfo->estimatedCost = (double)pBuf->nRow;
  pInfo->estimatedRows = pBuf->nRow;
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
  (void)idxNum; (void)idxStr; (void)argc; (void)argv;
  ((BatchCursor*)pCursor)->iRow = 0;
  return SQLITE_OK;
}

static int batch_next(sqlite3_vtab_cursor *pCursor){
  ((BatchCursor*)pCursor)->iRow++;
  return SQLITE_OK;
}

static int batch_eof(sqlite3_vtab_cursor *pCursor){
  BatchCursor *pCur = (BatchCursor*)pCursor;
  return pCur->iRow >= ((BatchTable*)pCursor->pVtab)->pBuf->nRow;
}

/* Set the result to arena text i of length n, or NULL for ROWBUF_NONE. */
static void result_arena(sqlite3_context *ctx, const RowBuf *pBuf, size_t i,
                         int n){
  if( i==ROWBUF_NONE ){
    sqlite3_result_null(ctx);
  }else{
    sqlite3_result_text(ctx, rowbuf_text(pBuf, i), n, SQLITE_STATIC);
  }
}

static int batch_column(sqlite3_vtab_cursor *pCursor, sqlite3_context *ctx,
                        int iCol){
  BatchCursor *pCur = (BatchCursor*)pCursor;
  const RowBuf *pBuf = ((BatchTable*)pCursor->pVtab)->pBuf;
  const BufRow *r = &pBuf->aRow[pCur->iRow];
  char zKey[ROWBUF_KEY_MAX];
  switch( iCol ){
    case COL_PUZZLE:
      sqlite3_result_text(ctx, rowbuf_key(pBuf, r, zKey), r->nKey,
                          SQLITE_TRANSIENT);
      break;
    case COL_SIZE:       sqlite3_result_int(ctx, r->size);        break;
    case COL_GIVENS:     sqlite3_result_int(ctx, r->givens);      break;
    case COL_CONSISTENT: sqlite3_result_int(ctx, r->consistent);  break;
    case COL_LINE:       sqlite3_result_int64(ctx, r->nLine);     break;
    case COL_NOTE:       result_arena(ctx, pBuf, r->iNote, r->nNote); break;
    default:             result_arena(ctx, pBuf, r->iSolution, r->nKey);
  }
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

int batch_vtab_register(sqlite3 *db, const RowBuf *pBuf){
  return sqlite3_create_module_v2(db, "sudokudb_batch", &batchModule,
                                  (void*)pBuf, 0);
}
