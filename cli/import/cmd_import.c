/* SPDX-License-Identifier: MIT */
/*
** cmd_import.c: `sudokudb import DB FILE... [--collection NAME]
** [--format F] [--rules JSON] [--strict]`: read puzzle files into the
** puzzle table.
**
** This file reads: the files, their records (records.c), big files in
** two halves at once (import_half.c).  import_db.c holds the batch (the
** two halves merged into it) and stores it: each batch of
** puzzles sorted by key (duplicates and isomorphs found), put back in
** file order and inserted with one INSERT OR IGNORE, so that
** importing a file again adds nothing and an interrupted import, run
** again, completes.  Each batch is its own transaction: a killed import
** loses at most the open batch and leaves the database consistent, and
** other connections read the last commit meanwhile (WAL).  Bad
** records go to stderr and to the reject table; --strict turns any reject
** into a failure with nothing written (one transaction for the whole run).
*/
#include "cli.h"
#include "args.h"
#include "db.h"
#include "import_db.h"
#include "import_half.h"
#include "progress.h"
#include "records.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Puzzles per batch (sorted, inserted, committed outside --strict),
** unless --batch says.  Every commit rewrites the pages the batch touched,
** and with a random key that is most of the index: big batches are much
** faster.  The batch is held in memory: about 200 bytes a 9x9 puzzle
** (its canonical form 82 of them). */
#define IMPORT_BATCH 1000000

static const char zImportHelp[] =
"usage: sudokudb import DB FILE... [--collection NAME] [--format F]\n"
"                                  [--rules JSON] [--strict] [--batch N]\n"
"                                  [--isomorphs keep|skip|link]\n"
"\n"
"Import puzzle files into DB (created if missing).  FILE '-' is stdin;\n"
"gzip-, bzip2-, xz- and zstd-compressed input, a file or stdin, is read\n"
"directly (through gzip -dc, ...).\n"
"\n"
"  --collection NAME  the collection the new puzzles join (default: the\n"
"                     file name without directory and extension; a CSV or\n"
"                     JSON record's collection value, when not given)\n"
"  --format F         lines, judge, grid, csv, json, ndjson or opensudoku\n"
"                     (default: detected per file)\n"
"                     lines: one puzzle per line (a complete grid after it\n"
"                       is its solution, checked), the rest of the line\n"
"                       kept as the note; a line 'end' ends the input\n"
"                       (judge)\n"
"                     grid: N lines of N cells, borders optional (.sdk, .ss)\n"
"                     csv: a header naming the puzzle column (quizzes,\n"
"                       puzzle, ...) and optionally solution, solutions,\n"
"                       rating, ep, ed, grade, rater, collection, note,\n"
"                       gen_seed, gen_options, gen_version and rules\n"
"                       columns, each\n"
"                       checked (a bad value rejects the record); the\n"
"                       delimiter is the header's: ',', ';' or a tab\n"
"                     json, ndjson: objects with the same names as keys,\n"
"                       one per line or in an array (what export writes)\n"
"                     opensudoku (also xml): the OpenSudoku app's XML, a\n"
"                       puzzle per <game data=\"...\"> tag\n"
"  --rules JSON       the rules of a variant (docs/variants.md), such as\n"
"                     '{\"diagonals\":true}', for every puzzle of the files\n"
"                     but those whose rules column gives their own; a\n"
"                     puzzle is stored under its rules in normal form (the\n"
"                     same puzzle under other rules is another row)\n"
"  --strict           fail and write nothing if any record is rejected\n"
"  --batch N          puzzles per transaction (default 1000000), held in\n"
"                     memory and stored in file order; an interrupted\n"
"                     import keeps the batches committed\n"
"  --isomorphs M      what to do with a record whose puzzle is not stored\n"
"                     but a disguise of it is (same canonical form,\n"
"                     column canon: in DB or earlier in the files):\n"
"                     keep (default) stores it, skip does not, link does\n"
"                     not but notes its file and line in the duplicate\n"
"                     table against the class's first stored puzzle\n"
"\n"
"A plain file of 1 MiB or more in the lines format is parsed by two\n"
"threads at once (its front and back halves); the result is the same.\n"
"\n"
"Other programs can read DB while the import runs (they see the batches\n"
"committed so far; WAL); writers wait for it to end (sudokudb commands\n"
"10 s, then 'database is locked').\n"
"\n"
"Rejected records are listed on stderr as FILE:LINE: reason and kept in\n"
"the reject table (a line longer than 16 MiB too, unread).  A puzzle\n"
"already in DB (under the same rules) counts as a duplicate.  A file that\n"
"changes while it is read fails (what was committed before is kept).  The\n"
"summary line (stdout): imported N, duplicates N, rejected N, S s\n"
"(', isomorphs N' after the duplicates when there are any).\n"
"Exit status: 0 done (even with rejects), 1 a file could not be read or\n"
"--strict found rejects, 2 usage error.\n";

typedef struct Importer Importer;
struct Importer {
  ImportDb idb;                 /* the database side */
  RecordFormat eFormat;         /* --format */
  const char *zCollection;      /* --collection, or NULL */
  const char *zRules;           /* --rules, or NULL */
  int bStrict;                  /* --strict */
  long long nBatch;             /* --batch */
  IsoMode eIso;                 /* --isomorphs */
  long long nRead;              /* records read */
  long long nReadBefore;        /* of them, before the file being read */
  int nFileError;
};

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

/*
** Read the records of rd into the batch and the rejects, numbering its
** lines from nLineBase+1, until its end, an interrupt or an error.  The
** progress line counts the file's records and iByteBase plus the bytes
** read from in, plus those of the back half pHalf being read meanwhile
** (when not NULL).  Returns an
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
      rc = idb_reject(&p->idb, zFile, rec.nLine, rec.zReason, rec.zRaw,
                      rec.nRaw);
    }else{
      rc = idb_puzzle(&p->idb, zFile, &rec);
    }
    p->nRead++;
    if( pHalf ){
      long long nHalfRows, nHalfBytes = back_half_progress(pHalf, &nHalfRows);
      progress_update(pProg, p->nRead - p->nReadBefore + nHalfRows,
                      iByteBase + in->nConsumed + nHalfBytes);
    }else{
      progress_update(pProg, p->nRead - p->nReadBefore,
                      iByteBase + in->nConsumed);
    }
  }
  if( rcRead==RECORDS_NOMEM ){
    /* The input failed on the next line, or the record on its last. */
    fprintf(stderr, "sudokudb import: out of memory reading %s (line %lld)"
            "\n", zFile, nLineBase + in->nLine
                          + (in->eFail==INPUT_NOMEM ? 1 : 0));
    rc = SQLITE_NOMEM;
  }else if( rcRead<0 ){
    *pbReadError = 1;
  }
  return rc;
}

/* Close an input, counting and reporting a read error it reveals (a
** failed gzip, say) unless the import was interrupted.  Returns 0, or -1
** for such an error. */
static int close_input(Importer *p, Input *in){
  char zErr[300];
  if( input_close(in, zErr, sizeof(zErr)) && !interrupt_seen() ){
    fprintf(stderr, "sudokudb import: %s\n", zErr);
    p->nFileError++;
    return -1;
  }
  return 0;
}

/* Read bytes [iOffset, iOffset+nBytes) of zFile, which start a line and
** is to be what pStamp says, as lines whose numbers start after
** nLineBase.  Returns an SQLite code. */
static int read_tail(Importer *p, const char *zFile, const InputStamp *pStamp,
                     long long iOffset, long long nBytes, long long nLineBase,
                     Progress *pProg, int *pbReadError){
  char zErr[300];
  Input in;
  RecordReader rd;
  int rc, bTailError = 0;
  if( input_open_range(&in, zFile, pStamp, iOffset, nBytes, zErr,
                       sizeof(zErr)) ){
    fprintf(stderr, "sudokudb import: %s\n", zErr);
    input_close(&in, zErr, 0);
    p->nFileError++;
    return SQLITE_OK;
  }
  records_open_lines(&rd, &in);
  rd.zFileRules = p->zRules;
  rc = read_records(p, zFile, &rd, &in, nLineBase, iOffset, 0, pProg,
                    &bTailError);
  records_close(&rd);
  if( close_input(p, &in)==0 && bTailError ) *pbReadError = 1;
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
   || in->pidDecompress ){
    return 0;
  }
  iSplit = back_half_split_point(zFile, in->nSize);
  if( iSplit<0 || input_limit(in, iSplit) ) return 0;
  if( back_half_start(h, zFile, &in->stamp, p->zRules, iSplit,
                      in->nSize-iSplit, p->nBatch, IMPORT_RAW_MAX) ){
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
** or the file changed while the back half was read, the back half's work
** is dropped: its line numbers are unknown, and a re-run imports it.
** Returns an SQLite result code.
*/
static int finish_back_half(Importer *p, const char *zFile, BackHalf *h,
                            int bComplete, long long nLineBase,
                            Progress *pProg, int *pbReadError){
  int i, rc = SQLITE_OK;
  if( !bComplete ){
    back_half_cancel(h);
  }else{
    idb_sort_front(&p->idb);
    progress_phase(pProg, "reading the back half", h->nBytes, 0);
    while( !back_half_finished(h) ){
      struct timespec ts = { 0, 20000000 };
      long long nRows, nBytes = back_half_progress(h, &nRows);
      progress_update(pProg, nRows, nBytes);
      nanosleep(&ts, 0);
    }
  }
  back_half_join(h);
  if( bComplete && h->bFailed ){
    fprintf(stderr, "sudokudb import: %s\n", h->zErr);
    p->nFileError++;
  }
  if( h->bChanged ) bComplete = 0;
  for(i=0; bComplete && rc==SQLITE_OK && i<h->nReject; i++){
    const HalfReject *x = &h->aReject[i];
    rc = idb_reject(&p->idb, zFile, nLineBase+x->nLine, x->zReason, x->zRaw,
                    x->nRaw);
  }
  if( bComplete && rc==SQLITE_OK ){
    p->nRead += h->buf.nRow;
    rc = idb_merge_back(&p->idb, &h->buf, nLineBase);
  }
  if( bComplete && rc==SQLITE_OK && !h->bEnd && !h->bFailed
   && !interrupt_seen() && h->iStop < h->iOffset+h->nBytes ){
    progress_phase(pProg, "reading", h->iOffset+h->nBytes, 0);
    rc = read_tail(p, zFile, &h->stamp, h->iStop,
                   h->iOffset+h->nBytes-h->iStop, nLineBase+h->nLines, pProg,
                   pbReadError);
  }
  back_half_free(h);
  return rc;
}

/*
** Warn when a file gave no record at all (no puzzle, no reject): it is
** empty, or its lines are not in the format read (a forced --format, or
** one detected from lines that mislead), which says what it expected and,
** when detection picks another format, to try that.  nLine lines and
** nConsumed bytes were read.
*/
static void warn_no_records(const char *zFile, long long nLine,
                            long long nConsumed, RecordFormat eRead,
                            RecordFormat eDetected){
  if( strcmp(zFile, "-")==0 ) zFile = "standard input";
  if( nLine==0 || (nLine==1 && nConsumed<=1) ){
    fprintf(stderr, "sudokudb import: warning: %s is empty; nothing to "
            "import\n", zFile);
    return;
  }
  fprintf(stderr, "sudokudb import: warning: %s: no puzzle in its %lld "
          "line%s read as the %s format (%s)", zFile, nLine,
          nLine==1 ? "" : "s", records_format_name(eRead),
          records_format_expects(eRead));
  if( eDetected!=eRead ){
    fprintf(stderr, "; it looks like the %s format: try --format %s",
            records_format_name(eDetected), records_format_name(eDetected));
  }
  fputc('\n', stderr);
}

/* Import one file into collection zColl.  Returns an SQLite error code
** (for database errors: the run stops), or SQLITE_OK (problems with the
** file are counted). */
static int import_file(Importer *p, const char *zFile, const char *zColl){
  char zErr[300];
  Input in;
  RecordReader rd;
  Progress prog;
  char zWhat[300];
  BackHalf half;
  int rc, bReadError = 0, bNoRecords = 0;
  long long nLine, nConsumed;
  RecordFormat eDetected, eRead;
  if( input_open(&in, zFile, zErr, sizeof(zErr)) ){
    fprintf(stderr, "sudokudb import: %s\n", zErr);
    input_close(&in, zErr, sizeof(zErr));
    p->nFileError++;
    return SQLITE_OK;
  }
  eDetected = records_detect(&in);
  rc = records_open(&rd, &in, p->eFormat==FORMAT_AUTO ? eDetected
                              : p->eFormat, zErr, sizeof(zErr));
  rd.zFileRules = p->zRules;
  idb_file(&p->idb, zFile, rd.eFormat, zColl, p->zCollection!=0);
  if( rc==RECORDS_NOMEM ){
    fprintf(stderr, "sudokudb import: %s\n", zErr);
    rc = SQLITE_NOMEM;
  }else if( rc ){
    rc = idb_reject(&p->idb, zFile, 0, zErr, "", 0);
  }else{
    int bHalf = start_back_half(p, zFile, &in, &rd, &half);
    snprintf(zWhat, sizeof(zWhat), "import %s", zFile);
    p->nReadBefore = p->nRead;
    progress_start(&prog, zWhat, "reading", in.nSize, 0);
    idb_progress(&p->idb, &prog);
    rc = read_records(p, zFile, &rd, &in, 0, 0, bHalf ? &half : 0, &prog,
                      &bReadError);
    if( bHalf ){
      int bComplete = rc==SQLITE_OK && !bReadError && !rd.bDone
                   && !interrupt_seen();
      int rc2 = finish_back_half(p, zFile, &half, bComplete, in.nLine,
                                 &prog, &bReadError);
      if( rc==SQLITE_OK ) rc = rc2;
    }
    if( rc==SQLITE_OK ) rc = idb_flush(&p->idb, zFile);
    idb_progress(&p->idb, 0);
    progress_end(&prog);
    bNoRecords = rc==SQLITE_OK && !bReadError && p->nRead==p->nReadBefore;
  }
  eRead = rd.eFormat;
  records_close(&rd);
  nLine = in.nLine;
  nConsumed = in.nConsumed;
  /* A failed read (a file that changed, a decompressor that failed) says
  ** why as the input closes; no warning of an empty file then. */
  if( close_input(p, &in)==0 ){
    if( bReadError && !interrupt_seen() ){
      fprintf(stderr, "sudokudb import: error reading %s\n", zFile);
      p->nFileError++;
    }else if( bNoRecords ){
      warn_no_records(zFile, nLine, nConsumed, eRead, eDetected);
    }
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
                                   "grid, csv, json, ndjson or opensudoku)",
                                   zVal);
        return EXIT_USAGE;
      }
      p->eFormat = (RecordFormat)e;
    }else if( (rc = args_value(argc, argv, &i, "--rules", &p->zRules)) ){
      if( rc<0 || args_rules("import", p->zRules) ) return EXIT_USAGE;
    }else if( (rc = args_value(argc, argv, &i, "--batch", &zVal)) ){
      if( rc<0 || (p->nBatch = args_positive("--batch", zVal))<0 ){
        return EXIT_USAGE;
      }
    }else if( (rc = args_value(argc, argv, &i, "--isomorphs", &zVal)) ){
      int e = rc<0 ? -1 : iso_mode_from_name(zVal);
      if( e<0 ){
        if( rc>0 ) cli_usage_error("unknown --isomorphs '%s' (keep, skip or"
                                   " link)", zVal);
        return EXIT_USAGE;
      }
      p->eIso = (IsoMode)e;
    }else if( strcmp(argv[i], "--strict")==0 ){
      p->bStrict = 1;
      i++;
    }else if( argv[i][0]=='-' && argv[i][1]!=0 ){
      return cli_bad_argument("import", argv[i]);
    }else if( *pzDb==0 ){
      *pzDb = argv[i++];
    }else{
      azFile[(*pnFile)++] = argv[i++];
    }
  }
  if( *pzDb==0 ) return cli_missing("import", "DB and FILE");
  if( *pnFile==0 ) return cli_missing("import", "FILE (the files to import)");
  return -1;
}

/* Each file must be there and readable before anything is created.
** Returns -1 to go on, or an exit code after naming the first that is
** not. */
static int check_files(char **azFile, int nFile){
  char zErr[300];
  int i;
  for(i=0; i<nFile; i++){
    if( input_check(azFile[i], zErr, sizeof(zErr)) ){
      fprintf(stderr, "sudokudb import: %s; nothing was imported\n", zErr);
      return EXIT_FAIL;
    }
  }
  return -1;
}

/* The isomorphs' part of a summary line: none when there are none. */
static void print_isomorphs(long long n){
  if( n ) printf(", isomorphs %lld", n);
}

/* Import every file inside the transactions; returns an SQLite code. */
static int import_all(Importer *p, char **azFile, int nFile){
  int i, rc = SQLITE_OK;
  for(i=0; rc==SQLITE_OK && i<nFile && !interrupt_seen(); i++){
    const ImportDb *d = &p->idb;
    long long n0 = d->nImported, d0 = d->nDuplicate, r0 = d->nRejected;
    long long i0 = d->nIsomorph;
    char *zName = p->zCollection ? 0 : collection_name(azFile[i]);
    if( !p->zCollection && !zName ){
      fputs("sudokudb import: out of memory\n", stderr);
      return SQLITE_NOMEM;
    }
    rc = import_file(p, azFile[i], zName ? zName : p->zCollection);
    free(zName);
    if( nFile>1 && rc==SQLITE_OK ){
      printf("%s: imported %lld, duplicates %lld", azFile[i],
             d->nImported-n0, d->nDuplicate-d0);
      print_isomorphs(d->nIsomorph-i0);
      printf(", rejected %lld\n", d->nRejected-r0);
    }
  }
  return rc;
}

int cmd_import(int argc, char **argv){
  Importer imp;
  Progress prog;
  ImportDb *pIdb = &imp.idb;
  sqlite3 *db = 0;
  const char *zDb;
  char **azFile = malloc(sizeof(char*)*(size_t)(argc>0 ? argc : 1));
  int nFile, rc;
  double t0 = clock_seconds();
  memset(&imp, 0, sizeof(imp));
  imp.nBatch = IMPORT_BATCH;
  if( azFile==0 ){
    fputs("sudokudb import: out of memory\n", stderr);
    return EXIT_FAIL;
  }
  cli_set_help(zImportHelp);
  rc = parse_args(&imp, argc, argv, &zDb, azFile, &nFile);
  if( rc<0 && (rc = db_check_file("import", zDb))==EXIT_OK ) rc = -1;
  if( rc<0 ) rc = check_files(azFile, nFile);
  if( rc>=0 ){
    free(azFile);
    return rc;
  }
  rc = db_open("import", zDb, DB_OPEN_CREATE|DB_OPEN_WRITE_BEHIND, &db);
  if( rc ){
    free(azFile);
    return rc;
  }
  interrupt_catch();
  /* The import writes in WAL mode, as every command that writes does
  ** (db_open), so that other connections go on reading the last commit
  ** while it runs, even through the single transaction of --strict; the
  ** price is that each page is written twice, to the log and then by the
  ** checkpoint to the database (through the writer thread,
  ** DB_OPEN_WRITE_BEHIND).  A
  ** 16 MiB page cache is as fast as a large one here; the few pages read
  ** back go through xRead, not a memory map of a file that keeps
  ** growing. */
  rc = idb_open(pIdb, db, imp.nBatch, imp.bStrict, imp.eIso)
    || db_exec(db, "import", "PRAGMA cache_size=-16384; PRAGMA mmap_size=0;"
                             " BEGIN IMMEDIATE");
  if( rc==SQLITE_OK ) rc = import_all(&imp, azFile, nFile);
  free(azFile);
  if( imp.bStrict && rc==SQLITE_OK && (pIdb->nRejected || imp.nFileError) ){
    fprintf(stderr, "sudokudb import: --strict: %lld rejected, %d unreadable"
            " file(s); nothing was written\n", pIdb->nRejected,
            imp.nFileError);
    rc = SQLITE_ABORT;
  }else if( imp.bStrict && rc==SQLITE_OK && interrupt_seen() ){
    fprintf(stderr, "sudokudb import: --strict: interrupted; nothing was "
            "written\n");
    rc = SQLITE_ABORT;
  }
  /* The commit, and copying the log into the database as it closes, can
  ** take seconds after a big file: a phase of the progress line too. */
  progress_start(&prog, "import", rc==SQLITE_OK ? "committing"
                                                : "rolling back", 0, 0);
  if( rc==SQLITE_OK ) rc = db_exec(db, "import", "COMMIT");
  else sqlite3_exec(db, "ROLLBACK", 0, 0, 0);
  idb_close(pIdb);
  progress_phase(&prog, "writing the database", 0, 0);
  db_close_for_readers(db, "import");
  progress_end(&prog);
  if( rc!=SQLITE_OK ) return EXIT_FAIL;
  printf("imported %lld, duplicates %lld", pIdb->nImported,
         pIdb->nDuplicate);
  print_isomorphs(pIdb->nIsomorph);
  printf(", rejected %lld, %.2f s\n", pIdb->nRejected, clock_seconds()-t0);
  if( interrupt_seen() ){
    fprintf(stderr, "sudokudb import: interrupted; what was read is saved, "
            "run the same command again to finish\n");
    return EXIT_FAIL;
  }
  return imp.nFileError ? EXIT_FAIL : EXIT_OK;
}
