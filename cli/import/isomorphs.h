/* SPDX-License-Identifier: MIT */
/*
** isomorphs.h: the isomorphs of a batch of `sudokudb import`: records
** whose puzzle is not stored yet but a disguise of it is (same canonical
** form, canon.h), in the database or on an earlier line of the file.
** Under --isomorphs keep they are stored and counted; under skip and link
** they are taken out of the batch before its insert (link then notes
** each in the duplicate table against its class's stored puzzle).
**
** A record is one of: the first of its class (stored), a duplicate (its
** very puzzle is stored, or is the one of an earlier record that is to
** be: the insert notes it as before), or an isomorph.  Under skip and
** link a copy of a skipped puzzle is an isomorph too.
*/
#ifndef SUDOKUDB_ISOMORPHS_H
#define SUDOKUDB_ISOMORPHS_H

#include <sqlite3.h>
#include "db.h"
#include "rowbuf.h"

/* What import does with an isomorph (--isomorphs). */
typedef enum IsoMode { ISO_KEEP, ISO_SKIP, ISO_LINK } IsoMode;

/* The name of --isomorphs' value as a mode, or -1. */
int iso_mode_from_name(const char *zName);

typedef struct IsoFinder IsoFinder;
struct IsoFinder {
  IsoMode eMode;
  DbClass classes;          /* puzzle_class */
  sqlite3_stmt *pLowest;    /* the lowest id of the puzzles of class ?1 */
  sqlite3_stmt *pHas;       /* 1 when plain puzzle ?1 (key ?2) is stored */
  BufRow *aGone;            /* the rows taken out of the last batch */
  int nGone, nGoneAlloc;
};

/* Prepare the statements on db.  Returns an SQLite result code. */
int iso_open(IsoFinder *p, sqlite3 *db, IsoMode eMode);
void iso_close(IsoFinder *p);

/* Find the isomorphs of sorted batch pBuf and add their number to
** *pnIso; set the class (iClass) of each row with a canonical form,
** adding the classes new to puzzle_class; under skip and link move the
** isomorphs out of pBuf (into p->aGone, their texts still in pBuf's
** arena; pBuf stays sorted).  Returns an SQLite result code (after a
** message). */
int iso_batch(IsoFinder *p, RowBuf *pBuf, long long *pnIso);

/* The lowest id of the stored puzzles of class iClass in *piId.  Returns
** an SQLite result code (SQLITE_DONE: none is stored). */
int iso_class(IsoFinder *p, sqlite3_int64 iClass, sqlite3_int64 *piId);

#endif
