/*
** import_db.c: the database side of `sudokudb import` (see import_db.h):
** the batch of puzzles and its insertion, duplicates and rejects.
*/
#include "import_db.h"
#include "db.h"

#include <stdio.h>
#include <string.h>

/* Rejects printed to stderr before the rest are only counted. */
#define IMPORT_MAX_PRINTED 50

static int prepare(ImportDb *p, sqlite3_stmt **ppStmt, const char *zSql){
  int rc = sqlite3_prepare_v3(p->db, zSql, -1, SQLITE_PREPARE_PERSISTENT,
                              ppStmt, 0);
  if( rc ) db_report(p->db, "import", "preparing statements");
  return rc;
}

static int prepare_all(ImportDb *p){
  return prepare(p, &p->pInsert,
      "INSERT OR IGNORE INTO puzzle(puzzle, size, givens, consistent,"
      " collection_id, source_id, source_line, note, solution)"
      " SELECT puzzle, size, givens, consistent, ?1, ?2, line, note,"
      " solution FROM sudokudb_batch")
      || prepare(p, &p->pMaxId, "SELECT coalesce(max(id), 0) FROM puzzle")
      || prepare(p, &p->pNewLines,
      "SELECT source_line FROM puzzle WHERE id>?1 ORDER BY id")
      || prepare(p, &p->pFind,
      "SELECT p.id, s.file IS ?2 AND p.source_line IS ?3"
      " FROM puzzle p JOIN source s ON s.id=p.source_id WHERE p.puzzle=?1")
      || prepare(p, &p->pDuplicate,
      "INSERT INTO duplicate(puzzle_id, collection_id, source_file,"
      " source_line) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING")
      || prepare(p, &p->pReject,
      "INSERT INTO reject(collection_id, source_file, source_line, reason,"
      " raw) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING");
}

static void finalize_all(ImportDb *p){
  sqlite3_finalize(p->pInsert);
  sqlite3_finalize(p->pMaxId);
  sqlite3_finalize(p->pNewLines);
  sqlite3_finalize(p->pFind);
  sqlite3_finalize(p->pDuplicate);
  sqlite3_finalize(p->pReject);
}

/* The batch as a table (batch_vtab.h): its rows and columns. */
static int batch_rows(const void *pArg){
  return ((const RowBuf*)pArg)->nRow;
}

/* Set a note or solution column: arena text i of length n, or NULL. */
static void result_arena(sqlite3_context *ctx, const RowBuf *pBuf, size_t i,
                         int n){
  if( i==ROWBUF_NONE ){
    sqlite3_result_null(ctx);
  }else{
    sqlite3_result_text(ctx, rowbuf_text(pBuf, i), n, SQLITE_STATIC);
  }
}

static void batch_column(const void *pArg, int iRow, int iCol,
                         sqlite3_context *ctx){
  const RowBuf *pBuf = (const RowBuf*)pArg;
  const BufRow *r = &pBuf->aRow[iRow];
  char zKey[ROWBUF_KEY_MAX];
  switch( iCol ){
    case 0:  sqlite3_result_text(ctx, rowbuf_key(pBuf, r, zKey), r->nKey,
                                 SQLITE_TRANSIENT);                 break;
    case 1:  sqlite3_result_int(ctx, r->size);                      break;
    case 2:  sqlite3_result_int(ctx, r->givens);                    break;
    case 3:  sqlite3_result_int(ctx, r->consistent);                break;
    case 4:  sqlite3_result_int64(ctx, r->nLine);                   break;
    case 5:  result_arena(ctx, pBuf, r->iNote, r->nNote);           break;
    default: result_arena(ctx, pBuf, r->iSolution, r->nKey);        break;
  }
}

/* Step a prepared statement to completion and reset it.  Returns an SQLite
** result code (SQLITE_OK on success). */
static int run(ImportDb *p, sqlite3_stmt *pStmt){
  int rc = sqlite3_step(pStmt);
  sqlite3_reset(pStmt);
  if( rc==SQLITE_DONE || rc==SQLITE_ROW ) return SQLITE_OK;
  db_report(p->db, "import", "writing");
  return rc;
}

int idb_reject(ImportDb *p, const char *zFile, long long nLine,
               const char *zReason, const char *zRaw, size_t nRaw){
  sqlite3_stmt *s = p->pReject;
  p->nRejected++;
  if( p->nPrinted++ < IMPORT_MAX_PRINTED ){
    fprintf(stderr, "%s:%lld: rejected: %s\n", zFile, nLine, zReason);
  }else if( p->nPrinted==IMPORT_MAX_PRINTED+1 ){
    fprintf(stderr, "(more rejects are not shown; see the reject table)\n");
  }
  if( nRaw>IMPORT_RAW_MAX ) nRaw = IMPORT_RAW_MAX;
  sqlite3_bind_int64(s, 1, p->iCollection);
  sqlite3_bind_text(s, 2, zFile, -1, SQLITE_STATIC);
  sqlite3_bind_int64(s, 3, nLine);
  sqlite3_bind_text(s, 4, zReason, -1, SQLITE_STATIC);
  sqlite3_bind_text(s, 5, zRaw, (int)nRaw, SQLITE_STATIC);
  return run(p, s);
}

/* Store a sighting of puzzle iPuzzle at zFile:nLine in the duplicate
** table.  Returns an SQLite result code. */
static int note_duplicate(ImportDb *p, sqlite3_int64 iPuzzle,
                          const char *zFile, long long nLine){
  sqlite3_stmt *s = p->pDuplicate;
  sqlite3_bind_int64(s, 1, iPuzzle);
  sqlite3_bind_int64(s, 2, p->iCollection);
  sqlite3_bind_text(s, 3, zFile, -1, SQLITE_STATIC);
  sqlite3_bind_int64(s, 4, nLine);
  return run(p, s);
}

/* A record whose puzzle is already stored: note where it was seen again,
** unless this is the very record that stored it (a re-import). */
static int add_duplicate(ImportDb *p, const char *zLine, const char *zFile,
                         long long nLine){
  sqlite3_stmt *s = p->pFind;
  sqlite3_int64 iPuzzle;
  int bSame, rc;
  p->nDuplicate++;
  sqlite3_bind_text(s, 1, zLine, -1, SQLITE_STATIC);
  sqlite3_bind_text(s, 2, zFile, -1, SQLITE_STATIC);
  sqlite3_bind_int64(s, 3, nLine);
  rc = sqlite3_step(s);
  if( rc!=SQLITE_ROW ){
    sqlite3_reset(s);
    db_report(p->db, "import", "looking up a duplicate");
    return rc==SQLITE_DONE ? SQLITE_ERROR : rc;
  }
  iPuzzle = sqlite3_column_int64(s, 0);
  bSame = sqlite3_column_int(s, 1);
  sqlite3_reset(s);
  return bSame ? SQLITE_OK : note_duplicate(p, iPuzzle, zFile, nLine);
}

/*
** After the batch went in with INSERT OR IGNORE, find the rows that were
** not stored because their puzzle already was (in the table before, or
** earlier in the batch), and note them as duplicates.  The rows stored
** have ids above iMaxBefore, in batch order: walk both lists together.
** Reading them stops at an error (after which SQLite may have rolled the
** transaction back).  Returns an SQLite result code.
*/
static int find_duplicates(ImportDb *p, const char *zFile,
                           sqlite3_int64 iMaxBefore){
  sqlite3_stmt *s = p->pNewLines;
  char zKey[ROWBUF_KEY_MAX];
  int i, rc = SQLITE_OK, rcStep;
  sqlite3_bind_int64(s, 1, iMaxBefore);
  rcStep = sqlite3_step(s);
  for(i=0; rc==SQLITE_OK && (rcStep==SQLITE_ROW || rcStep==SQLITE_DONE)
           && i<p->buf.nRow; i++){
    const BufRow *r = &p->buf.aRow[i];
    if( rcStep==SQLITE_ROW && sqlite3_column_int64(s, 0)==r->nLine ){
      rcStep = sqlite3_step(s);
    }else{
      rc = add_duplicate(p, rowbuf_key(&p->buf, r, zKey), zFile, r->nLine);
    }
  }
  if( (rcStep = sqlite3_reset(s))!=SQLITE_OK && rc==SQLITE_OK ){
    db_report(p->db, "import", "reading the new rows");
    rc = rcStep;
  }
  return rc;
}

/* Add the source row of the file being read (p->zSourceFile) to the
** collection; sets p->iSource.  Returns an SQLite result code. */
static int add_source(ImportDb *p){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(p->db, "INSERT INTO source(collection_id, file,"
                              " format) VALUES (?1, ?2, ?3) RETURNING id",
                              -1, &pStmt, 0);
  if( rc==SQLITE_OK ){
    sqlite3_bind_int64(pStmt, 1, p->iCollection);
    sqlite3_bind_text(pStmt, 2, p->zSourceFile, -1, SQLITE_STATIC);
    sqlite3_bind_text(pStmt, 3, records_format_name(p->eSourceFormat), -1,
                      SQLITE_STATIC);
    rc = sqlite3_step(pStmt);
    if( rc==SQLITE_ROW ){
      p->iSource = sqlite3_column_int64(pStmt, 0);
      rc = SQLITE_OK;
    }
  }
  sqlite3_finalize(pStmt);
  if( rc ) db_report(p->db, "import", "adding the source");
  return rc;
}

/* Remove the source row added for a batch that stored no puzzle, so that
** a run storing nothing (a re-import) leaves no trace.  Returns an SQLite
** result code. */
static int drop_source(ImportDb *p){
  char *zSql = sqlite3_mprintf("DELETE FROM source WHERE id=%lld",
                               (long long)p->iSource);
  int rc = zSql ? sqlite3_exec(p->db, zSql, 0, 0, 0) : SQLITE_NOMEM;
  sqlite3_free(zSql);
  if( rc ) db_report(p->db, "import", "removing an unused source");
  p->iSource = 0;
  return rc;
}

/* Insert the sorted, non-empty batch with one statement and note the
** records it did not store.  The file's source row is added with its
** first batch that stores a puzzle (in that batch's transaction).
** Returns an SQLite result code. */
static int insert_batch(ImportDb *p, const char *zFile){
  sqlite3_int64 iMaxBefore, nStored;
  int bNewSource = p->iSource==0;
  int rc = sqlite3_step(p->pMaxId);
  iMaxBefore = rc==SQLITE_ROW ? sqlite3_column_int64(p->pMaxId, 0) : 0;
  sqlite3_reset(p->pMaxId);
  if( rc!=SQLITE_ROW ){
    db_report(p->db, "import", "reading the puzzle table");
    return rc;
  }
  if( bNewSource && (rc = add_source(p))!=SQLITE_OK ) return rc;
  sqlite3_bind_int64(p->pInsert, 1, p->iCollection);
  sqlite3_bind_int64(p->pInsert, 2, p->iSource);
  rc = run(p, p->pInsert);
  if( rc ) return rc;
  nStored = sqlite3_changes64(p->db);
  p->nImported += nStored;
  if( bNewSource && nStored==0 && (rc = drop_source(p))!=SQLITE_OK ){
    return rc;
  }
  return nStored<p->buf.nRow ? find_duplicates(p, zFile, iMaxBefore)
                             : SQLITE_OK;
}

int idb_flush(ImportDb *p, const char *zFile){
  int rc = SQLITE_OK;
  if( rowbuf_sort(&p->buf) ){
    fprintf(stderr, "sudokudb import: out of memory sorting a batch (try a"
            " smaller --batch)\n");
    return SQLITE_NOMEM;
  }
  if( p->buf.nRow>0 ) rc = insert_batch(p, zFile);
  rowbuf_clear(&p->buf);
  if( rc==SQLITE_OK && !p->bStrict ){
    rc = db_exec(p->db, "import", "COMMIT; BEGIN IMMEDIATE");
  }
  return rc;
}

int idb_puzzle(ImportDb *p, const char *zFile, const Record *r){
  if( rowbuf_add(&p->buf, r) ){
    fprintf(stderr, "sudokudb import: out of memory (try a smaller "
            "--batch)\n");
    return SQLITE_NOMEM;
  }
  return p->buf.nRow>=p->nBatch ? idb_flush(p, zFile) : SQLITE_OK;
}

void idb_source(ImportDb *p, const char *zFile, RecordFormat eFormat){
  p->zSourceFile = zFile;
  p->eSourceFormat = eFormat;
  p->iSource = 0;
}

int idb_open(ImportDb *p, sqlite3 *db, long long nBatch, int bStrict){
  int rc;
  memset(p, 0, sizeof(*p));
  p->db = db;
  p->nBatch = nBatch;
  p->bStrict = bStrict;
  p->batch.zColumns = "puzzle TEXT, size INT, givens INT, consistent INT,"
                      " line INT, note TEXT, solution TEXT";
  p->batch.pArg = &p->buf;
  p->batch.xCount = batch_rows;
  p->batch.xColumn = batch_column;
  rc = batch_vtab_register(db, "sudokudb_batch", &p->batch);
  if( rc ) db_report(db, "import", "registering sudokudb_batch");
  return rc ? rc : prepare_all(p);
}

void idb_close(ImportDb *p){
  finalize_all(p);
  rowbuf_free(&p->buf);
}
