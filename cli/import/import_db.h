/* SPDX-License-Identifier: MIT */
/*
** import_db.h: the database side of `sudokudb import`: puzzles collected
** in a batch (a big file's two halves merged into it), sorted and inserted
** with one statement (batch_vtab.h), duplicates noted, rejects stored.
** The batch is ImportDb's own: the import reaches it through these
** functions.
*/
#ifndef SUDOKUDB_IMPORT_DB_H
#define SUDOKUDB_IMPORT_DB_H

#include <sqlite3.h>
#include "batch_vtab.h"
#include "collmap.h"
#include "isomorphs.h"
#include "progress.h"
#include "records.h"
#include "rowbuf.h"

/* Bytes of a rejected record's text kept in the reject table. */
#define IMPORT_RAW_MAX 1000

typedef struct ImportDb ImportDb;
struct ImportDb {
  sqlite3 *db;
  sqlite3_stmt *pInsert, *pMaxId, *pNewLines, *pFind, *pStored, *pDuplicate;
  sqlite3_stmt *pReject, *pSetClass;
  int bStrict;                  /* one transaction for the run */
  long long nBatch;             /* puzzles per batch */
  const char *zCollection;      /* the file's collection (idb_file) */
  sqlite3_int64 iCollection;    /* its id, 0 until it is needed */
  int bCollectionForced;        /* --collection: record's names ignored */
  CollMap named;                /* collections named by records */
  const char *zSourceFile;      /* the file being read */
  RecordFormat eSourceFormat;   /* and its format */
  sqlite3_int64 iSource;        /* its row in the source table, or 0 */
  long long nImported, nDuplicate, nRejected, nPrinted;
  long long nIsomorph;          /* records with a disguise stored
                                ** (isomorphs.h) */
  IsoFinder iso;                /* and what to do with them */
  Progress *pProg;              /* the progress line of the file */
  RowBuf buf;                   /* the batch, inserted in file order */
  BatchSource batch;            /* buf as the table sudokudb_batch */
};

/* Prepare the statements on db (inside the caller's transaction handling:
** batches end with COMMIT; BEGIN IMMEDIATE unless bStrict), isomorphs
** to be handled as eIso says.  Returns an SQLite result code (after a
** message). */
int idb_open(ImportDb *p, sqlite3 *db, long long nBatch, int bStrict,
             IsoMode eIso);
void idb_close(ImportDb *p);

/* Start file zFile (format eFormat) whose puzzles join collection
** zCollection, unless a record names another (and bForced is 0).  The
** collection is created when something is stored in it, the file's
** source row with the first puzzle it stores, and neither when it stores
** none (a re-import adds nothing). */
void idb_file(ImportDb *p, const char *zFile, RecordFormat eFormat,
              const char *zCollection, int bForced);

/* A rejected record: stderr (the first few) and the reject table.  Returns
** an SQLite result code. */
int idb_reject(ImportDb *p, const char *zFile, long long nLine,
               const char *zReason, const char *zRaw, size_t nRaw);

/* Buffer one puzzle record (setting r->iCollection when it names its
** collection), flushing a full batch.  Returns an SQLite result code. */
int idb_puzzle(ImportDb *p, const char *zFile, Record *r);

/* Insert the buffered puzzles in file order (but the isomorphs skipped),
** note the duplicates (and the linked isomorphs), then commit (outside
** --strict).  Returns an SQLite result code. */
int idb_flush(ImportDb *p, const char *zFile);

/* The progress line of the file being read, on which each batch shows
** its phases (sorting, inserting, committing); NULL for none. */
void idb_progress(ImportDb *p, Progress *pProg);

/* A big file is read in two halves at once (import_half.h).  Once the
** front half is read into the batch, idb_sort_front sorts it while the
** back half's thread sorts its own (out of memory, it is left for the
** flush to report); idb_merge_back then merges the back half's sorted
** puzzles pBack into the batch, their lines numbered after the front's
** nLineBase.  idb_merge_back returns an SQLite result code (after a
** message). */
void idb_sort_front(ImportDb *p);
int idb_merge_back(ImportDb *p, const RowBuf *pBack, long long nLineBase);

#endif
