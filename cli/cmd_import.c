/*
** cmd_import.c: `sudokudb import DB FILE... [--collection NAME]
** [--format F] [--strict]`: read puzzle files into the puzzle table.
**
** Each record is parsed (records.c) and buffered (rowbuf.c); a full batch
** is sorted by key and stored with one INSERT OR IGNORE ... SELECT from
** the sudokudb_batch virtual table (batch_vtab.c), so importing a file
** again adds nothing and an interrupted import, run again, completes.
** Each batch is its own transaction: a killed import loses at most the
** open batch and leaves the database consistent.  Bad records go to
** stderr and to the reject table; --strict turns any reject into a
** failure with nothing written (one transaction for the whole run).
*/
#include "cli.h"
#include "args.h"
#include "batch_vtab.h"
#include "db.h"
#include "import_half.h"
#include "progress.h"
#include "records.h"
#include "rowbuf.h"

#include <stdlib.h>
#include <string.h>

/* Puzzles per batch (sorted, inserted, committed outside --strict),
** unless --batch says.  Every commit rewrites the pages the batch touched,
** and with a random key that is most of the index: big batches are much
** faster.  The batch is held in memory: about 120 bytes a 9x9 puzzle. */
#define IMPORT_BATCH 1000000

/* Rejects printed to stderr before the rest are only counted. */
#define IMPORT_MAX_PRINTED 50

/* Bytes of a rejected record's text kept in the reject table. */
#define IMPORT_RAW_MAX 1000

static const char zImportHelp[] =
"usage: sudokudb import DB FILE... [--collection NAME] [--format F]\n"
"                                  [--strict] [--batch N]\n"
"\n"
"Import puzzle files into DB (created if missing).  FILE '-' is stdin;\n"
"gzip-compressed files are read directly (through gzip -dc).\n"
"\n"
"  --collection NAME  the collection the new puzzles join (default: the\n"
"                     file name without directory and extension)\n"
"  --format F         lines, judge, grid or csv (default: detected per file)\n"
"                     lines: one puzzle per line, the rest of the line kept\n"
"                       as the note; a line 'end' ends the input (judge)\n"
"                     grid: N lines of N cells, borders optional (.sdk, .ss)\n"
"                     csv: a header naming the puzzle column (quizzes,\n"
"                       puzzle, ...) and optionally the solution column\n"
"                       (solutions, solution); a given solution is checked\n"
"  --strict           fail and write nothing if any record is rejected\n"
"  --batch N          puzzles per transaction (default 1000000), held in\n"
"                     memory and inserted in key order; an interrupted\n"
"                     import keeps the batches committed\n"
"\n"
"A plain file of 1 MiB or more in the lines format is parsed by two\n"
"threads at once (its front and back halves); the result is the same.\n"
"\n"
"Rejected records are listed on stderr as FILE:LINE: reason and kept in\n"
"the reject table.  A puzzle already in DB counts as a duplicate.  The\n"
"summary line (stdout): imported N, duplicates N, rejected N, S s.\n"
"Exit status: 0 done (even with rejects), 1 a file could not be read or\n"
"--strict found rejects, 2 usage error.\n";

typedef struct Importer Importer;
struct Importer {
  sqlite3 *db;
  sqlite3_stmt *pInsert, *pMaxId, *pNewLines, *pFind, *pDuplicate, *pReject;
  int bStrict;
  RecordFormat eFormat;
  const char *zCollection;      /* --collection, or NULL */
  sqlite3_int64 iCollection;    /* of the file being read */
  sqlite3_int64 iSource;        /* its row in the source table */
  long long nImported, nDuplicate, nRejected, nPrinted;
  long long nRead, nBatch;      /* records read; puzzles per batch */
  RowBuf buf;                   /* the batch, inserted in key order */
  BatchSource batch;            /* buf as the table sudokudb_batch */
  int nFileError;
};

static int prepare(Importer *p, sqlite3_stmt **ppStmt, const char *zSql){
  int rc = sqlite3_prepare_v3(p->db, zSql, -1, SQLITE_PREPARE_PERSISTENT,
                              ppStmt, 0);
  if( rc ) db_report(p->db, "import", "preparing statements");
  return rc;
}

static int importer_prepare(Importer *p){
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

static void importer_finalize(Importer *p){
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
static int run(Importer *p, sqlite3_stmt *pStmt){
  int rc = sqlite3_step(pStmt);
  sqlite3_reset(pStmt);
  if( rc==SQLITE_DONE || rc==SQLITE_ROW ) return SQLITE_OK;
  db_report(p->db, "import", "writing");
  return rc;
}

/* Record a rejected record: stderr (the first few) and the reject table. */
static int add_reject(Importer *p, const char *zFile, long long nLine,
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
static int note_duplicate(Importer *p, sqlite3_int64 iPuzzle,
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
static int add_duplicate(Importer *p, const char *zLine, const char *zFile,
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
** Returns an SQLite result code.
*/
static int find_duplicates(Importer *p, const char *zFile,
                           sqlite3_int64 iMaxBefore){
  sqlite3_stmt *s = p->pNewLines;
  char zKey[ROWBUF_KEY_MAX];
  int i, rc = SQLITE_OK, bStored;
  sqlite3_bind_int64(s, 1, iMaxBefore);
  bStored = sqlite3_step(s)==SQLITE_ROW;
  for(i=0; rc==SQLITE_OK && i<p->buf.nRow; i++){
    const BufRow *r = &p->buf.aRow[i];
    if( bStored && sqlite3_column_int64(s, 0)==r->nLine ){
      bStored = sqlite3_step(s)==SQLITE_ROW;
    }else{
      rc = add_duplicate(p, rowbuf_key(&p->buf, r, zKey), zFile, r->nLine);
    }
  }
  if( sqlite3_reset(s)!=SQLITE_OK && rc==SQLITE_OK ){
    db_report(p->db, "import", "reading the new rows");
    rc = SQLITE_ERROR;
  }
  return rc;
}

/* Insert the buffered puzzles in key order, then commit (outside
** --strict).  Returns an SQLite result code. */
static int flush_batch(Importer *p, const char *zFile){
  sqlite3_int64 iMaxBefore = 0, nStored;
  int rc = SQLITE_OK;
  if( rowbuf_sort(&p->buf) ){
    fprintf(stderr, "sudokudb import: out of memory sorting a batch (try a"
            " smaller --batch)\n");
    return SQLITE_NOMEM;
  }
  if( p->buf.nRow>0 ){
    rc = sqlite3_step(p->pMaxId);
    if( rc==SQLITE_ROW ){
      iMaxBefore = sqlite3_column_int64(p->pMaxId, 0);
      rc = SQLITE_OK;
    }
    sqlite3_reset(p->pMaxId);
    if( rc ) db_report(p->db, "import", "reading the puzzle table");
  }
  if( rc==SQLITE_OK && p->buf.nRow>0 ){
    sqlite3_bind_int64(p->pInsert, 1, p->iCollection);
    sqlite3_bind_int64(p->pInsert, 2, p->iSource);
    rc = run(p, p->pInsert);
  }
  if( rc==SQLITE_OK && p->buf.nRow>0 ){
    nStored = sqlite3_changes64(p->db);
    p->nImported += nStored;
    if( nStored<p->buf.nRow ) rc = find_duplicates(p, zFile, iMaxBefore);
  }
  rowbuf_clear(&p->buf);
  if( rc==SQLITE_OK && !p->bStrict ){
    rc = db_exec(p->db, "import", "COMMIT; BEGIN IMMEDIATE");
  }
  return rc;
}

/* Buffer one puzzle record, flushing a full batch.  Returns an SQLite
** result code. */
static int add_puzzle(Importer *p, const char *zFile, const Record *r){
  if( rowbuf_add(&p->buf, r) ){
    fprintf(stderr, "sudokudb import: out of memory (try a smaller "
            "--batch)\n");
    return SQLITE_NOMEM;
  }
  return p->buf.nRow>=p->nBatch ? flush_batch(p, zFile) : SQLITE_OK;
}

/* The default collection name: the file name without directories and
** extensions ("data/17_clue.txt.gz" -> "17_clue"). */
static char *collection_name(const char *zFile){
  const char *zBase = strrchr(zFile, '/');
  char *zName, *zDot;
  if( strcmp(zFile, "-")==0 ) return strdup("stdin");
  zName = strdup(zBase ? zBase+1 : zFile);
  if( zName && (zDot = strchr(zName+1, '.'))!=0 && zDot!=zName ) *zDot = 0;
  return zName;
}

/* Add the source row of a file being imported; sets p->iSource.
** Returns an SQLite result code. */
static int add_source(Importer *p, const char *zFile, RecordFormat eFormat){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(p->db, "INSERT INTO source(collection_id, file,"
                              " format) VALUES (?1, ?2, ?3) RETURNING id",
                              -1, &pStmt, 0);
  if( rc==SQLITE_OK ){
    sqlite3_bind_int64(pStmt, 1, p->iCollection);
    sqlite3_bind_text(pStmt, 2, zFile, -1, SQLITE_STATIC);
    sqlite3_bind_text(pStmt, 3, records_format_name(eFormat), -1,
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

/*
** Read the records of rd into the batch and the rejects, numbering its
** lines from nLineBase+1, until its end, an interrupt or an error.  The
** progress line counts iByteBase plus the bytes read from in, plus those
** of the back half pHalf being read meanwhile (when not NULL).  Returns an
** SQLite result code; *pbReadError is set after a read error.
*/
static int read_records(Importer *p, const char *zFile, RecordReader *rd,
                        Input *in, long long nLineBase, long long iByteBase,
                        BackHalf *pHalf, Progress *pProg, int *pbReadError){
  Record rec;
  int rc = SQLITE_OK, rcRead = 0;
  while( rc==SQLITE_OK && !interrupt_seen()
      && (rcRead = records_next(rd, &rec))==1 ){
    rec.nLine += nLineBase;
    if( rec.zReason ){
      rc = add_reject(p, zFile, rec.nLine, rec.zReason, rec.zRaw, rec.nRaw);
    }else{
      rc = add_puzzle(p, zFile, &rec);
    }
    progress_update(pProg, ++p->nRead, iByteBase + in->nConsumed
                    + (pHalf ? back_half_progress(pHalf) : 0));
  }
  if( rcRead<0 ) *pbReadError = 1;
  return rc;
}

/* Read bytes [iOffset, iOffset+nBytes) of zFile, which start a line, as
** lines whose numbers start after nLineBase.  Returns an SQLite code. */
static int read_tail(Importer *p, const char *zFile, long long iOffset,
                     long long nBytes, long long nLineBase, Progress *pProg,
                     int *pbReadError){
  char zErr[300];
  Input in;
  RecordReader rd;
  int rc;
  if( input_open_range(&in, zFile, iOffset, nBytes, zErr, sizeof(zErr)) ){
    fprintf(stderr, "sudokudb import: %s\n", zErr);
    input_close(&in, zErr, 0);
    p->nFileError++;
    return SQLITE_OK;
  }
  records_open_lines(&rd, &in);
  rc = read_records(p, zFile, &rd, &in, nLineBase, iOffset, 0, pProg,
                    pbReadError);
  records_close(&rd);
  if( input_close(&in, zErr, sizeof(zErr)) && !interrupt_seen() ){
    fprintf(stderr, "sudokudb import: %s\n", zErr);
    p->nFileError++;
  }
  return rc;
}

/*
** A big plain file in the lines format is read in two halves at once: a
** thread reads the back half (import_half.c) while this one reads the
** front.  Returns 1 after starting that thread and limiting `in` to the
** front half, or 0 to read the file the usual way.
*/
static int start_back_half(Importer *p, const char *zFile, Input *in,
                           const RecordReader *rd, BackHalf *h){
  long long iSplit;
  if( rd->eFormat!=FORMAT_LINES || in->nSize<HALF_MIN_BYTES
   || in->pidGzip ){
    return 0;
  }
  iSplit = back_half_split_point(zFile, in->nSize);
  if( iSplit<0 || input_limit(in, iSplit) ) return 0;
  if( back_half_start(h, zFile, iSplit, in->nSize-iSplit, p->nBatch,
                      IMPORT_RAW_MAX) ){
    input_limit(in, in->nSize);
    return 0;
  }
  return 1;
}

/*
** The front half is read (bComplete: to its end, without error, interrupt
** or "end" line): take over the back half's rejects and puzzles, its lines
** numbered after the front's nLineBase, then read whatever it left unread
** (it stops at a batch of puzzles).  When the front half is not complete,
** the back half's work is dropped: its line numbers are unknown, and a
** re-run imports it.  Returns an SQLite result code.
*/
static int finish_back_half(Importer *p, const char *zFile, BackHalf *h,
                            int bComplete, long long nLineBase,
                            Progress *pProg, int *pbReadError){
  int i, rc = SQLITE_OK;
  if( !bComplete ) back_half_cancel(h);
  back_half_join(h);
  if( bComplete && h->bFailed ){
    fprintf(stderr, "sudokudb import: %s\n", h->zErr);
    p->nFileError++;
  }
  for(i=0; bComplete && rc==SQLITE_OK && i<h->nReject; i++){
    const HalfReject *x = &h->aReject[i];
    rc = add_reject(p, zFile, nLineBase+x->nLine, x->zReason, x->zRaw,
                    x->nRaw);
  }
  if( bComplete && rc==SQLITE_OK ){
    p->nRead += h->buf.nRow;
    if( rowbuf_append(&p->buf, &h->buf, nLineBase) ){
      fprintf(stderr, "sudokudb import: out of memory (try a smaller "
              "--batch)\n");
      rc = SQLITE_NOMEM;
    }
  }
  if( bComplete && rc==SQLITE_OK && !h->bEnd && !h->bFailed
   && !interrupt_seen() && h->iStop < h->iOffset+h->nBytes ){
    rc = read_tail(p, zFile, h->iStop, h->iOffset+h->nBytes-h->iStop,
                   nLineBase+h->nLines, pProg, pbReadError);
  }
  back_half_free(h);
  return rc;
}

/* Import one file.  Returns an SQLite error code (for database errors:
** the run stops), or SQLITE_OK (problems with the file are counted). */
static int import_file(Importer *p, const char *zFile){
  char zErr[300];
  Input in;
  RecordReader rd;
  Progress prog;
  BackHalf half;
  char *zName = p->zCollection ? 0 : collection_name(zFile);
  int rc, bReadError = 0;
  if( !p->zCollection && !zName ) return SQLITE_NOMEM;
  rc = db_collection_id(p->db, p->zCollection ? p->zCollection : zName,
                        &p->iCollection);
  free(zName);
  if( rc ){
    db_report(p->db, "import", "creating the collection");
    return rc;
  }
  if( input_open(&in, zFile, zErr, sizeof(zErr)) ){
    fprintf(stderr, "sudokudb import: %s\n", zErr);
    input_close(&in, zErr, sizeof(zErr));
    p->nFileError++;
    return SQLITE_OK;
  }
  if( records_open(&rd, &in, p->eFormat, zErr, sizeof(zErr)) ){
    rc = add_reject(p, zFile, 0, zErr, "", 0);
  }else if( (rc = add_source(p, zFile, rd.eFormat))==SQLITE_OK ){
    int bHalf = start_back_half(p, zFile, &in, &rd, &half);
    progress_start(&prog, zFile, in.nSize);
    rc = read_records(p, zFile, &rd, &in, 0, 0, bHalf ? &half : 0, &prog,
                      &bReadError);
    if( bHalf ){
      int bComplete = rc==SQLITE_OK && !bReadError && !rd.bDone
                   && !interrupt_seen();
      int rc2 = finish_back_half(p, zFile, &half, bComplete, in.nLine,
                                 &prog, &bReadError);
      if( rc==SQLITE_OK ) rc = rc2;
    }
    if( rc==SQLITE_OK ) rc = flush_batch(p, zFile);
    progress_end(&prog);
  }
  records_close(&rd);
  if( bReadError ){
    fprintf(stderr, "sudokudb import: error reading %s\n", zFile);
    p->nFileError++;
  }
  if( input_close(&in, zErr, sizeof(zErr)) && !interrupt_seen() ){
    fprintf(stderr, "sudokudb import: %s\n", zErr);
    p->nFileError++;
  }
  return rc;
}

/* Read the command line into p and the list of files.  Returns an exit
** code, or -1 to go on. */
static int parse_args(Importer *p, int argc, char **argv,
                      const char **pzDb, char **azFile, int *pnFile){
  int i = 1, rc;
  const char *zVal;
  *pnFile = 0;
  *pzDb = 0;
  while( i<argc ){
    if( cli_is_help(argv[i]) ){
      fputs(zImportHelp, stdout);
      return EXIT_OK;
    }
    if( (rc = args_value(argc, argv, &i, "--collection", &p->zCollection)) ){
      if( rc<0 ) return EXIT_USAGE;
    }else if( (rc = args_value(argc, argv, &i, "--format", &zVal)) ){
      int e = rc<0 ? -1 : records_format_from_name(zVal);
      if( e<0 ){
        if( rc>0 ) cli_usage_error("unknown format '%s' (lines, judge, "
                                   "grid or csv)", zVal);
        return EXIT_USAGE;
      }
      p->eFormat = (RecordFormat)e;
    }else if( (rc = args_value(argc, argv, &i, "--batch", &zVal)) ){
      if( rc<0 || (p->nBatch = args_positive("--batch", zVal))<0 ){
        return EXIT_USAGE;
      }
    }else if( strcmp(argv[i], "--strict")==0 ){
      p->bStrict = 1;
      i++;
    }else if( argv[i][0]=='-' && argv[i][1]!=0 ){
      return cli_usage_error("import: unknown option %s (see sudokudb "
                             "import --help)", argv[i]);
    }else if( *pzDb==0 ){
      *pzDb = argv[i++];
    }else{
      azFile[(*pnFile)++] = argv[i++];
    }
  }
  if( *pzDb==0 || *pnFile==0 ){
    fputs(zImportHelp, stderr);
    return EXIT_USAGE;
  }
  return -1;
}

/* Import every file inside the transactions; returns an SQLite code. */
static int import_all(Importer *p, char **azFile, int nFile){
  int i, rc = SQLITE_OK;
  for(i=0; rc==SQLITE_OK && i<nFile && !interrupt_seen(); i++){
    long long n0 = p->nImported, d0 = p->nDuplicate, r0 = p->nRejected;
    rc = import_file(p, azFile[i]);
    if( nFile>1 && rc==SQLITE_OK ){
      printf("%s: imported %lld, duplicates %lld, rejected %lld\n",
             azFile[i], p->nImported-n0, p->nDuplicate-d0, p->nRejected-r0);
    }
  }
  return rc;
}

int cmd_import(int argc, char **argv){
  Importer imp;
  const char *zDb;
  char **azFile = malloc(sizeof(char*)*(size_t)(argc>0 ? argc : 1));
  int nFile, rc;
  double t0 = clock_seconds();
  memset(&imp, 0, sizeof(imp));
  imp.nBatch = IMPORT_BATCH;
  if( azFile==0 ) return EXIT_FAIL;
  rc = parse_args(&imp, argc, argv, &zDb, azFile, &nFile);
  if( rc>=0 ){
    free(azFile);
    return rc;
  }
  rc = db_open("import", zDb, DB_OPEN_CREATE, &imp.db);
  if( rc ){
    free(azFile);
    return rc;
  }
  interrupt_catch();
  imp.batch.zColumns = "puzzle TEXT, size INT, givens INT, consistent INT,"
                       " line INT, note TEXT, solution TEXT";
  imp.batch.pArg = &imp.buf;
  imp.batch.xCount = batch_rows;
  imp.batch.xColumn = batch_column;
  rc = batch_vtab_register(imp.db, "sudokudb_batch", &imp.batch);
  if( rc ) db_report(imp.db, "import", "registering sudokudb_batch");
  /* A rollback journal writes the new pages of a big import once, where
  ** WAL writes them twice (to the log, then to the database); a killed
  ** import leaves a hot journal that the next connection rolls back.  WAL
  ** comes back at the end. */
  rc = rc || importer_prepare(&imp)
    || db_set_journal(imp.db, "import", "DELETE")
    || db_exec(imp.db, "import", "PRAGMA cache_size=-262144; BEGIN IMMEDIATE");
  if( rc==SQLITE_OK ) rc = import_all(&imp, azFile, nFile);
  free(azFile);
  if( imp.bStrict && rc==SQLITE_OK && (imp.nRejected || imp.nFileError) ){
    fprintf(stderr, "sudokudb import: --strict: %lld rejected, %d unreadable"
            " file(s); nothing was written\n", imp.nRejected, imp.nFileError);
    rc = SQLITE_ABORT;
  }else if( imp.bStrict && rc==SQLITE_OK && interrupt_seen() ){
    fprintf(stderr, "sudokudb import: --strict: interrupted; nothing was "
            "written\n");
    rc = SQLITE_ABORT;
  }
  if( rc==SQLITE_OK ) rc = db_exec(imp.db, "import", "COMMIT");
  else sqlite3_exec(imp.db, "ROLLBACK", 0, 0, 0);
  if( db_set_journal(imp.db, "import", "WAL") && rc==SQLITE_OK ){
    rc = SQLITE_ERROR;
  }
  importer_finalize(&imp);
  rowbuf_free(&imp.buf);
  sqlite3_close(imp.db);
  if( rc!=SQLITE_OK ) return EXIT_FAIL;
  printf("imported %lld, duplicates %lld, rejected %lld, %.2f s\n",
         imp.nImported, imp.nDuplicate, imp.nRejected, clock_seconds()-t0);
  if( interrupt_seen() ){
    fprintf(stderr, "sudokudb import: interrupted; what was read is saved, "
            "run the same command again to finish\n");
    return EXIT_FAIL;
  }
  return imp.nFileError ? EXIT_FAIL : EXIT_OK;
}
