/*
** rowbuf.h: a batch of parsed puzzles held in memory by `sudokudb import`
** and sorted by key before they are inserted.  Inserting in key order
** fills the unique index from left to right instead of at random places,
** which makes big imports about a third faster.  The sort is stable on
** the line number, so of two equal puzzles the earlier one is stored.
*/
#ifndef SUDOKUDB_ROWBUF_H
#define SUDOKUDB_ROWBUF_H

#include "records.h"

#define ROWBUF_NONE ((size_t)-1)

/* One puzzle: numbers, and its texts as offsets into the arena. */
typedef struct BufRow BufRow;
struct BufRow {
  long long nLine;
  size_t iKey;          /* canonical one-line puzzle, NUL-terminated */
  size_t iNote;         /* the note, or ROWBUF_NONE */
  size_t iSolution;     /* a checked solution, or ROWBUF_NONE */
  int nKey, nNote;
  int size, givens, consistent;
};

/* A row's place in the sort: the key's first 16 bytes as two big-endian
** numbers, which decide most comparisons without touching the arena. */
typedef struct RowOrder RowOrder;
struct RowOrder {
  unsigned long long k0, k1;
  int iRow;             /* index into aRow */
};

typedef struct RowBuf RowBuf;
struct RowBuf {
  BufRow *aRow;
  RowOrder *aOrder;     /* after rowbuf_sort: the rows in key order */
  int nRow, nRowAlloc;
  char *zArena;
  size_t nArena, nArenaAlloc;
};

/* Add a record's puzzle (not a reject).  Returns 0, or -1 when out of
** memory. */
int rowbuf_add(RowBuf *p, const Record *r);

/* Put the rows in key order (then line order) into aOrder. */
void rowbuf_sort(RowBuf *p);

/* The text at offset i of the arena. */
const char *rowbuf_text(const RowBuf *p, size_t i);

/* Forget the rows (keeping the memory), or free everything. */
void rowbuf_clear(RowBuf *p);
void rowbuf_free(RowBuf *p);

#endif
