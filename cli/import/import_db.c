/* SPDX-License-Identifier: MIT */
/*
** import_db.c: the database side of `sudokudb import` (see import_db.h):
** the batch of puzzles (the two halves of a big file merged into it) and
** its insertion, duplicates and rejects.
*/
#include "import_db.h"
#include "db.h"
#include "fields.h"
#include "import_index.h"

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
      "INSERT INTO puzzle_store(cells, key, size, givens, consistent,"
      " collection_id, source_id, source_line, note, solution, solutions,"
      " rating10, grade, rater, gen_seed, gen_options, gen_version, rules,"
      " ep10, ed10, class_id)"
      " SELECT cells, key, size, givens, consistent, coalesce(collection, ?1),"
      " ?2, line, note, solution, solutions, rating10, grade, rater,"
      " gen_seed, gen_options, gen_version, rules, ep10, ed10, class_id"
      " FROM sudokudb_batch WHERE repeat=0")
      || prepare(p, &p->pMaxId, "SELECT coalesce(max(id), 0) FROM puzzle_store")
      || prepare(p, &p->pNewLines,
      "SELECT source_line FROM puzzle_store WHERE id>?1 ORDER BY id")
      || prepare(p, &p->pFind,
      "SELECT p.id, s.file IS ?2 AND p.source_line IS ?3,"
      " p.class_id IS NOT ?6"
      " FROM puzzle_store p JOIN source s ON s.id=p.source_id"
      " WHERE p.key=?5 AND p.cells=?1 AND p.rules=?4")
      || prepare(p, &p->pSetClass,
      "UPDATE puzzle_store SET class_id=?1 WHERE id=?2")
      || prepare(p, &p->pStored,
      "SELECT 1 FROM puzzle_store WHERE key=?3 AND cells=?1 AND rules=?2")
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
  sqlite3_finalize(p->pStored);
  sqlite3_finalize(p->pDuplicate);
  sqlite3_finalize(p->pReject);
  sqlite3_finalize(p->pSetClass);
}

/* The batch as a table (batch_vtab.h): its rows and columns. */
static int batch_rows(const void *pArg){
  return ((const RowBuf*)pArg)->nRow;
}

/* Set a note, solution or rules column: arena text i of length n, or
** NULL. */
static void result_arena(sqlite3_context *ctx, const RowBuf *pBuf, size_t i,
                         int n){
  if( i==ROWBUF_NONE ){
    sqlite3_result_null(ctx);
  }else{
    sqlite3_result_text(ctx, rowbuf_text(pBuf, i), n, SQLITE_STATIC);
  }
}

/* The columns of a row's extra values (RowExtra): solutions, rating,
** grade, rater, collection, the generator's seed, options and version,
** ep and ed; NULL when absent. */
static void extra_column(const RowBuf *pBuf, const BufRow *r, int iCol,
                         sqlite3_context *ctx){
  RowExtra x;
  if( r->iExtra==ROWBUF_NONE ) return;      /* NULL: a lines record */
  rowbuf_extra(pBuf, r, &x);
  switch( iCol ){
    case 7:
      if( x.nSolutions>=0 ) sqlite3_result_int(ctx, x.nSolutions);
      break;
    case 8:
      if( x.bRating ) sqlite3_result_double(ctx, x.rating*10);
      break;
    case 9:
      if( x.iGrade>=0 ){
        sqlite3_result_text(ctx, fields_grades[x.iGrade], -1, SQLITE_STATIC);
      }
      break;
    case 10:
      if( x.nRater ) sqlite3_result_int(ctx, x.nRater);
      break;
    case 11:
      if( x.iCollection ) sqlite3_result_int64(ctx, x.iCollection);
      break;
    case 12:
      if( x.bGenSeed ) sqlite3_result_int64(ctx, x.genSeed);
      break;
    case 13:
      if( x.bGenSeed ){
        sqlite3_result_text(ctx, rowbuf_gen_options(pBuf, r), x.nGenOptions,
                            SQLITE_STATIC);
      }
      break;
    case 14:
      if( x.nGenVersion ) sqlite3_result_int(ctx, x.nGenVersion);
      break;
    case 16:
      if( x.bEp ) sqlite3_result_double(ctx, x.ep*10);
      break;
    default:
      if( x.bEd ) sqlite3_result_double(ctx, x.ed*10);
      break;
  }
}

/* A text of the arena (rowbuf_text), or NULL for ROWBUF_NONE. */
static const char *arena_or_null(const RowBuf *pBuf, size_t i){
  return i==ROWBUF_NONE ? 0 : rowbuf_text(pBuf, i);
}

static void batch_column(const void *pArg, int iRow, int iCol,
                         sqlite3_context *ctx){
  const RowBuf *pBuf = (const RowBuf*)pArg;
  const BufRow *r = &pBuf->aRow[iRow];
  char zKey[ROWBUF_KEY_MAX];
  switch( iCol ){
    case 0:  db_result_cells(ctx, rowbuf_key(pBuf, r, zKey), (size_t)r->nKey);
             break;
    case 1:  sqlite3_result_int(ctx, r->size);                      break;
    case 2:  sqlite3_result_int(ctx, r->givens);                    break;
    case 3:  sqlite3_result_int(ctx, r->consistent);                break;
    case 4:  sqlite3_result_int64(ctx, r->nLine);                   break;
    case 5:  result_arena(ctx, pBuf, r->iNote, r->nNote);           break;
    case 6:  db_result_cells(ctx, arena_or_null(pBuf, r->iSolution),
                             (size_t)(r->size*r->size));
             break;
    case 15:                                    /* '' for plain sudoku */
      if( r->iRules==ROWBUF_NONE ){
        sqlite3_result_text(ctx, "", 0, SQLITE_STATIC);
      }else{
        result_arena(ctx, pBuf, r->iRules, r->nRules);
      }
      break;
    case 18: if( r->iClass ) sqlite3_result_int64(ctx, r->iClass);  break;
    case 19: sqlite3_result_int(ctx, r->bRepeat);                   break;
    case 20: sqlite3_result_int(ctx, r->key);                       break;
    default: extra_column(pBuf, r, iCol, ctx);                      break;
  }
}

/* The id of the file's collection, created the first time it is needed.
** Returns an SQLite result code. */
static int file_collection(ImportDb *p, sqlite3_int64 *pId){
  int rc = SQLITE_OK;
  if( p->iCollection==0 ){
    rc = db_collection_id(p->db, p->zCollection, &p->iCollection);
    if( rc ) db_report(p->db, "import", "creating the collection");
  }
  *pId = p->iCollection;
  return rc;
}

/* The collection a row joins: the one its record named, or the file's. */
static int row_collection(ImportDb *p, const BufRow *r, sqlite3_int64 *pId){
  RowExtra x;
  if( rowbuf_extra(&p->buf, r, &x) && x.iCollection ){
    *pId = x.iCollection;
    return SQLITE_OK;
  }
  return file_collection(p, pId);
}

/* Step a prepared statement to completion and reset it.  Returns an SQLite
** result code (SQLITE_OK on success).  The import's statements run in its
** transaction: one that ended with the statement (SQLite rolls it all
** back when it cannot close the statement's savepoint, out of memory)
** is a failure too. */
static int run(ImportDb *p, sqlite3_stmt *pStmt){
  int rc = sqlite3_step(pStmt);
  sqlite3_reset(pStmt);
  if( (rc==SQLITE_DONE || rc==SQLITE_ROW) && !sqlite3_get_autocommit(p->db) ){
    return SQLITE_OK;
  }
  if( rc==SQLITE_DONE || rc==SQLITE_ROW ) rc = SQLITE_NOMEM;
  db_report_rc(p->db, "import", "writing", rc);
  return rc;
}

int idb_reject(ImportDb *p, const char *zFile, long long nLine,
               const char *zReason, const char *zRaw, size_t nRaw){
  sqlite3_stmt *s = p->pReject;
  sqlite3_int64 iColl;
  int rc = file_collection(p, &iColl);
  if( rc ) return rc;
  p->nRejected++;
  if( p->nPrinted++ < IMPORT_MAX_PRINTED ){
    progress_message("%s:%lld: rejected: %s\n", zFile, nLine, zReason);
  }else if( p->nPrinted==IMPORT_MAX_PRINTED+1 ){
    progress_message("(more rejects are not shown; see the reject "
                     "table)\n");
  }
  if( nRaw>IMPORT_RAW_MAX ) nRaw = IMPORT_RAW_MAX;
  sqlite3_bind_int64(s, 1, iColl);
  sqlite3_bind_text(s, 2, zFile, -1, SQLITE_STATIC);
  sqlite3_bind_int64(s, 3, nLine);
  sqlite3_bind_text(s, 4, zReason, -1, SQLITE_STATIC);
  sqlite3_bind_text(s, 5, zRaw, (int)nRaw, SQLITE_STATIC);
  return run(p, s);
}

/* Store a sighting of puzzle iPuzzle at zFile:nLine, in collection
** iColl, in the duplicate table.  Returns an SQLite result code. */
static int note_duplicate(ImportDb *p, sqlite3_int64 iPuzzle,
                          sqlite3_int64 iColl, const char *zFile,
                          long long nLine){
  sqlite3_stmt *s = p->pDuplicate;
  sqlite3_bind_int64(s, 1, iPuzzle);
  sqlite3_bind_int64(s, 2, iColl);
  sqlite3_bind_text(s, 3, zFile, -1, SQLITE_STATIC);
  sqlite3_bind_int64(s, 4, nLine);
  return run(p, s);
}

/* A record whose puzzle is already stored: note where it was seen again,
** unless this is the very record that stored it (a re-import).  The
** stored row takes the record's class when it has none or an older
** canonicalizer's (a row stored before forms, or by generate), so that
** the isomorphs of the class find it. */
static int add_duplicate(ImportDb *p, const BufRow *r, const char *zFile){
  sqlite3_stmt *s = p->pFind;
  sqlite3_int64 iPuzzle, iColl;
  char zKey[ROWBUF_KEY_MAX];
  int bSame, bOtherClass, rc;
  p->nDuplicate++;
  rc = db_bind_cells(s, 1, rowbuf_key(&p->buf, r, zKey), (size_t)r->nKey);
  if( rc ){
    db_report_rc(p->db, "import", "looking up a duplicate", rc);
    return rc;
  }
  sqlite3_bind_int(s, 5, r->key);
  sqlite3_bind_text(s, 2, zFile, -1, SQLITE_STATIC);
  sqlite3_bind_int64(s, 3, r->nLine);
  if( r->iRules==ROWBUF_NONE ) sqlite3_bind_text(s, 4, "", 0, SQLITE_STATIC);
  else sqlite3_bind_text(s, 4, rowbuf_text(&p->buf, r->iRules), r->nRules,
                         SQLITE_STATIC);
  sqlite3_bind_int64(s, 6, r->iClass);
  rc = sqlite3_step(s);
  if( rc!=SQLITE_ROW ){
    sqlite3_reset(s);
    db_report(p->db, "import", "looking up a duplicate");
    return rc==SQLITE_DONE ? SQLITE_ERROR : rc;
  }
  iPuzzle = sqlite3_column_int64(s, 0);
  bSame = sqlite3_column_int(s, 1);
  bOtherClass = r->iClass && sqlite3_column_int(s, 2);
  sqlite3_reset(s);
  if( bOtherClass ){
    sqlite3_bind_int64(p->pSetClass, 1, r->iClass);
    sqlite3_bind_int64(p->pSetClass, 2, iPuzzle);
    if( (rc = run(p, p->pSetClass))!=SQLITE_OK ) return rc;
  }
  if( bSame ) return SQLITE_OK;
  rc = row_collection(p, r, &iColl);
  return rc ? rc : note_duplicate(p, iPuzzle, iColl, zFile, r->nLine);
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
  int i, rc = SQLITE_OK, rcStep;
  sqlite3_bind_int64(s, 1, iMaxBefore);
  rcStep = sqlite3_step(s);
  for(i=0; rc==SQLITE_OK && (rcStep==SQLITE_ROW || rcStep==SQLITE_DONE)
           && i<p->buf.nRow; i++){
    const BufRow *r = &p->buf.aRow[i];
    if( rcStep==SQLITE_ROW && sqlite3_column_int64(s, 0)==r->nLine ){
      rcStep = sqlite3_step(s);
    }else{
      rc = add_duplicate(p, r, zFile);
    }
  }
  if( (rcStep = sqlite3_reset(s))!=SQLITE_OK && rc==SQLITE_OK ){
    db_report(p->db, "import", "reading the new rows");
    rc = rcStep;
  }
  return rc;
}

/* Add the source row of the file being read (p->zSourceFile) to
** collection iColl; sets p->iSource.  Returns an SQLite result code. */
static int add_source(ImportDb *p, sqlite3_int64 iColl){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(p->db, "INSERT INTO source(collection_id, file,"
                              " format) VALUES (?1, ?2, ?3) RETURNING id",
                              -1, &pStmt, 0);
  if( rc==SQLITE_OK ){
    sqlite3_bind_int64(pStmt, 1, iColl);
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

/* The progress handler of the INSERT: rows of the batch read so far. */
static int insert_progress(void *pArg){
  ImportDb *p = (ImportDb*)pArg;
  progress_update(p->pProg, p->batch.nAt, p->batch.nAt);
  return 0;
}

/* Create the file's collection when a row of the batch joins it, and
** set *piFirst to the collection of the batch's first line (that of the
** file's source row).  Returns an SQLite result code. */
static int batch_collections(ImportDb *p, sqlite3_int64 *piFirst){
  const BufRow *pFirst = 0;
  int i, bFile = 0;
  for(i=0; i<p->buf.nRow; i++){
    const BufRow *r = &p->buf.aRow[i];
    RowExtra x;
    if( !rowbuf_extra(&p->buf, r, &x) || x.iCollection==0 ) bFile = 1;
    if( pFirst==0 || r->nLine<pFirst->nLine ) pFirst = r;
  }
  if( bFile ){
    sqlite3_int64 iId;
    int rc = file_collection(p, &iId);
    if( rc ) return rc;
  }
  return pFirst ? row_collection(p, pFirst, piFirst) : SQLITE_OK;
}

/* Insert the non-empty batch, in file order, with one statement, leaving
** out the repeats (mark_repeats), and note them.  For a batch of as many
** new rows as the table holds or more (bRebuild) the indexes of
** puzzle_store are dropped first and made again after it
** (import_index.h).
** The file's source row is added with its first batch that stores a
** puzzle (in that batch's transaction).  Returns an SQLite result code. */
static int insert_batch(ImportDb *p, const char *zFile,
                        sqlite3_int64 iMaxBefore, int bRebuild){
  sqlite3_int64 nStored, iFirstColl = 0;
  IndexSet drop = { 0, 0 };
  int bNewSource = p->iSource==0;
  int rc = batch_collections(p, &iFirstColl);
  if( rc ) return rc;
  if( bNewSource && (rc = add_source(p, iFirstColl))!=SQLITE_OK ) return rc;
  sqlite3_bind_int64(p->pInsert, 1, p->iCollection);
  sqlite3_bind_int64(p->pInsert, 2, p->iSource);
  if( bRebuild && (rc = iidx_drop(p->db, &drop))!=SQLITE_OK ){
    iidx_clear(&drop);
    return rc;
  }
  if( p->pProg ){
    progress_phase(p->pProg, "inserting", p->buf.nRow, 1);
    p->batch.nAt = 0;
    sqlite3_progress_handler(p->db, 1000, insert_progress, p);
  }
  rc = run(p, p->pInsert);
  sqlite3_progress_handler(p->db, 0, 0, 0);
  nStored = sqlite3_changes64(p->db);
  if( bRebuild ){
    if( rc==SQLITE_OK ){
      if( p->pProg ) progress_phase(p->pProg, "indexing", 0, 0);
      rc = iidx_create(p->db, &drop);
    }
    iidx_clear(&drop);
  }
  if( rc ) return rc;
  p->nImported += nStored;
  if( bNewSource && nStored==0 && (rc = drop_source(p))!=SQLITE_OK ){
    return rc;
  }
  return nStored<p->buf.nRow ? find_duplicates(p, zFile, iMaxBefore)
                             : SQLITE_OK;
}

/* The highest id in puzzle_store (0: empty) into *piMax.  Returns an
** SQLite result code. */
static int max_id(ImportDb *p, sqlite3_int64 *piMax){
  int rc = sqlite3_step(p->pMaxId);
  *piMax = rc==SQLITE_ROW ? sqlite3_column_int64(p->pMaxId, 0) : 0;
  sqlite3_reset(p->pMaxId);
  if( rc!=SQLITE_ROW ){
    db_report(p->db, "import", "reading the puzzle table");
    return rc;
  }
  return SQLITE_OK;
}

/* The rows of the batch not marked as repeats. */
static int count_new(const RowBuf *pBuf){
  int i, n = 0;
  for(i=0; i<pBuf->nRow; i++) n += !pBuf->aRow[i].bRepeat;
  return n;
}

/* In the batch sorted by key, mark the rows that the INSERT must leave
** out: an earlier line's puzzle again, or one the table holds (looked up
** in key order).  Returns an SQLite result code. */
static int mark_repeats(ImportDb *p, int bTableEmpty){
  int i, rc = SQLITE_OK;
  rowbuf_mark_repeats(&p->buf);
  for(i=0; rc==SQLITE_OK && !bTableEmpty && i<p->buf.nRow; i++){
    BufRow *r = &p->buf.aRow[i];
    char zKey[ROWBUF_KEY_MAX];
    if( r->bRepeat ) continue;
    rc = db_bind_cells(p->pStored, 1, rowbuf_key(&p->buf, r, zKey),
                       (size_t)r->nKey);
    if( rc ){
      db_report_rc(p->db, "import", "looking up the batch's puzzles", rc);
      break;
    }
    sqlite3_bind_int(p->pStored, 3, r->key);
    if( r->iRules==ROWBUF_NONE ){
      sqlite3_bind_text(p->pStored, 2, "", 0, SQLITE_STATIC);
    }else{
      sqlite3_bind_text(p->pStored, 2, rowbuf_text(&p->buf, r->iRules),
                        r->nRules, SQLITE_STATIC);
    }
    rc = sqlite3_step(p->pStored);
    r->bRepeat = rc==SQLITE_ROW;
    sqlite3_reset(p->pStored);
    if( rc==SQLITE_ROW || rc==SQLITE_DONE ){
      rc = SQLITE_OK;
    }else{
      db_report(p->db, "import", "looking up the batch's puzzles");
    }
  }
  return rc;
}

/* Note each isomorph taken out of the batch (under --isomorphs link) in
** the duplicate table, against the lowest id of its class, stored by now.
** Returns an SQLite result code. */
static int link_isomorphs(ImportDb *p, const char *zFile){
  int i, rc = SQLITE_OK;
  for(i=0; rc==SQLITE_OK && i<p->iso.nGone; i++){
    const BufRow *r = &p->iso.aGone[i];
    sqlite3_int64 iId, iColl;
    rc = iso_class(&p->iso, r->iClass, &iId);
    if( rc==SQLITE_DONE ){
      db_report(p->db, "import", "finding a class just stored");
      rc = SQLITE_CORRUPT;
    }
    if( rc==SQLITE_OK ) rc = row_collection(p, r, &iColl);
    if( rc==SQLITE_OK ) rc = note_duplicate(p, iId, iColl, zFile, r->nLine);
  }
  return rc;
}

int idb_flush(ImportDb *p, const char *zFile){
  ProgressView vRead;             /* the reading phase, to go back to */
  int rc = SQLITE_OK;
  if( p->pProg ){
    progress_view(p->pProg, &vRead);
    progress_phase(p->pProg, "sorting", p->buf.nRow, 1);
  }
  if( rowbuf_sort(&p->buf) ){
    fprintf(stderr, "sudokudb import: out of memory sorting a batch (try a"
            " smaller --batch)\n");
    return SQLITE_NOMEM;
  }
  if( p->buf.nRow>0 ){
    if( p->pProg ) progress_phase(p->pProg, "finding isomorphs", 0, 0);
    rc = iso_batch(&p->iso, &p->buf, &p->nIsomorph);
  }
  if( rc==SQLITE_OK && p->buf.nRow>0 ){
    sqlite3_int64 iMax = 0;
    int bRebuild;
    rc = max_id(p, &iMax);
    /* rebuilt when the rows new to the table are as many as those in it
    ** or more (not for a file imported again, which adds none) */
    if( rc==SQLITE_OK ) rc = mark_repeats(p, iMax==0);
    bRebuild = rc==SQLITE_OK && iMax <= count_new(&p->buf);
    if( rc==SQLITE_OK ){
      rowbuf_sort_lines(&p->buf);
      rc = insert_batch(p, zFile, iMax, bRebuild);
    }
  }
  if( rc==SQLITE_OK && p->iso.eMode==ISO_LINK ) rc = link_isomorphs(p, zFile);
  rowbuf_clear(&p->buf);
  if( rc==SQLITE_OK && !p->bStrict ){
    if( p->pProg ) progress_phase(p->pProg, "committing", 0, 0);
    rc = db_exec(p->db, "import", "COMMIT; BEGIN IMMEDIATE");
  }
  if( p->pProg ) progress_set_view(p->pProg, &vRead);
  return rc;
}

void idb_progress(ImportDb *p, Progress *pProg){
  p->pProg = pProg;
}

/* Sorted now, the front is merged with the back half (rowbuf_append)
** rather than sorted again with it by the flush. */
void idb_sort_front(ImportDb *p){
  if( p->pProg ){
    progress_phase(p->pProg, "sorting the front half", p->buf.nRow, 1);
  }
  rowbuf_sort(&p->buf);
}

int idb_merge_back(ImportDb *p, const RowBuf *pBack, long long nLineBase){
  if( rowbuf_append(&p->buf, pBack, nLineBase) ){
    fprintf(stderr, "sudokudb import: out of memory (try a smaller "
            "--batch)\n");
    return SQLITE_NOMEM;
  }
  return SQLITE_OK;
}

/* Set r->iCollection to the id of the collection r names (created when
** new), unless --collection overrides it.  Returns an SQLite code. */
static int named_collection(ImportDb *p, Record *r){
  sqlite3_int64 iId;
  int rc;
  if( r->zCollection==0 || p->bCollectionForced ) return SQLITE_OK;
  iId = collmap_find(&p->named, r->zCollection, r->nCollection);
  if( iId==0 ){
    rc = db_collection_id(p->db, r->zCollection, &iId);
    if( rc ){
      db_report(p->db, "import", "creating a collection");
      return rc;
    }
    if( collmap_add(&p->named, r->zCollection, r->nCollection, iId) ){
      fprintf(stderr, "sudokudb import: out of memory\n");
      return SQLITE_NOMEM;
    }
  }
  r->iCollection = iId;
  return SQLITE_OK;
}

int idb_puzzle(ImportDb *p, const char *zFile, Record *r){
  int rc = named_collection(p, r);
  if( rc ) return rc;
  if( rowbuf_add(&p->buf, r) ){
    fprintf(stderr, "sudokudb import: out of memory (try a smaller "
            "--batch)\n");
    return SQLITE_NOMEM;
  }
  return p->buf.nRow>=p->nBatch ? idb_flush(p, zFile) : SQLITE_OK;
}

void idb_file(ImportDb *p, const char *zFile, RecordFormat eFormat,
              const char *zCollection, int bForced){
  p->zSourceFile = zFile;
  p->eSourceFormat = eFormat;
  p->iSource = 0;
  p->zCollection = zCollection;
  p->iCollection = 0;
  p->bCollectionForced = bForced;
}

int idb_open(ImportDb *p, sqlite3 *db, long long nBatch, int bStrict,
             IsoMode eIso){
  int rc;
  memset(p, 0, sizeof(*p));
  p->db = db;
  p->nBatch = nBatch;
  p->bStrict = bStrict;
  p->batch.zColumns = "cells BLOB, size INT, givens INT, consistent INT,"
                      " line INT, note TEXT, solution BLOB, solutions INT,"
                      " rating10 REAL, grade TEXT, rater INT, collection INT,"
                      " gen_seed INT, gen_options TEXT, gen_version INT,"
                      " rules TEXT, ep10 REAL, ed10 REAL, class_id INT,"
                      " repeat INT, key INT";
  p->batch.pArg = &p->buf;
  p->batch.xCount = batch_rows;
  p->batch.xColumn = batch_column;
  rc = batch_vtab_register(db, "sudokudb_batch", &p->batch);
  if( rc ) db_report(db, "import", "registering sudokudb_batch");
  return rc ? rc : prepare_all(p) || iso_open(&p->iso, db, eIso);
}

void idb_close(ImportDb *p){
  finalize_all(p);
  iso_close(&p->iso);
  rowbuf_free(&p->buf);
  collmap_clear(&p->named);
}
