/* SPDX-License-Identifier: MIT */
/*
** collmap.h: collection names already looked up by an import, with their
** ids, so that a file naming a collection per record (CSV or JSON with a
** collection column) asks the database once per name.
*/
#ifndef SUDOKUDB_COLLMAP_H
#define SUDOKUDB_COLLMAP_H

#include <stddef.h>

typedef struct CollEntry CollEntry;
struct CollEntry {
  char *zName;          /* NULL: a free slot */
  long long iId;
};

typedef struct CollMap CollMap;
struct CollMap {
  CollEntry *a;         /* open addressing, a power of two slots */
  size_t nSlot, nUsed;
};

/* The id of name z[0..n), or 0 when it is not in the map. */
long long collmap_find(const CollMap *p, const char *z, size_t n);

/* Add name z[0..n) with id iId.  Returns 0, or -1 when out of memory. */
int collmap_add(CollMap *p, const char *z, size_t n, long long iId);

/* Forget every name and free the table. */
void collmap_clear(CollMap *p);

#endif
