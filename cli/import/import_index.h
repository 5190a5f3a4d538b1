/* SPDX-License-Identifier: MIT */
/*
** import_index.h: the indexes of puzzle_store taken away for a batch
** at least as big as the table and made again after it, each written once
** from sorted entries instead of by a million inserts at random places
** (ids follow the file, so the keys come in no order).
*/
#ifndef SUDOKUDB_IMPORT_INDEX_H
#define SUDOKUDB_IMPORT_INDEX_H

#include <sqlite3.h>

/* The CREATE INDEX statements of the indexes dropped. */
typedef struct IndexSet IndexSet;
struct IndexSet {
  char **azSql;
  int n;
};

/* Drop every index of puzzle_store (in the caller's transaction), keeping
** their statements in p.  Returns an SQLite result code (after a
** message); on error p holds those dropped so far. */
int iidx_drop(sqlite3 *db, IndexSet *p);

/* Make the indexes of p again and empty p.  Returns an SQLite result
** code (after a message). */
int iidx_create(sqlite3 *db, IndexSet *p);

/* Free p without making its indexes (the transaction is rolled back). */
void iidx_clear(IndexSet *p);

#endif
