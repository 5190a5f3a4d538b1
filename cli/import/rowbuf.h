/* SPDX-License-Identifier: MIT */
/*
** rowbuf.h: a batch of parsed puzzles held in memory by `sudokudb import`
** and sorted by key, which puts equal puzzles together (the repeats and
** isomorphs of a batch) and makes lookups in the table run from left to
** right; the rows are then put back in line order to be stored, so that
** ids follow the file.  Of two equal puzzles the one from the earlier line
** sorts first, so it is the one stored.
**
** The rows themselves are sorted, each carrying its key as numbers that
** sort like the key's text: for 9x9 puzzles the whole key, four bits a
** cell, so neither the sort nor the insert touches the text arena.
*/
#ifndef SUDOKUDB_ROWBUF_H
#define SUDOKUDB_ROWBUF_H

#include "buf.h"
#include "records.h"

#define ROWBUF_NONE ((size_t)-1)

/* Numbers in a row's sort key: 6*64 bits hold 81 cells of 4 bits. */
#define ROWBUF_KEY_WORDS 6

/* One puzzle: numbers, and its texts as offsets into the arena. */
typedef struct BufRow BufRow;
struct BufRow {
  unsigned long long aSort[ROWBUF_KEY_WORDS];  /* see rowbuf.c */
  long long nLine;
  size_t iKey;          /* the canonical key text, or ROWBUF_NONE for a
                        ** 9x9 puzzle (its key is aSort, see rowbuf_key);
                        ** a pencil-mark puzzle's is its 729 characters */
  size_t iNote;         /* the note, or ROWBUF_NONE */
  size_t iSolution;     /* a checked solution, or ROWBUF_NONE */
  size_t iExtra;        /* a RowExtra, or ROWBUF_NONE */
  size_t iRules;        /* the rules in normal form, or ROWBUF_NONE (plain) */
  size_t iCanon;        /* the canonical form (canon.h) of a plain 4x4 or
                        ** 9x9 puzzle, or ROWBUF_NONE */
  long long iClass;     /* the id of its class in puzzle_class, found or
                        ** added by iso_batch; 0: none */
  int nKey, nNote, nRules;
  int key;              /* the puzzle's key in the table (db_cells_key) */
  int givens;
  unsigned char size, consistent;
  unsigned char bRepeat;  /* the puzzle and rules of an earlier line of the
                          ** batch (rowbuf_mark_repeats), or stored already */
};

/* What a CSV or JSON record may give besides the puzzle, its note and
** its solution (records.h), kept in the arena for the rows that have it;
** the generator's options follow it there (rowbuf_gen_options). */
typedef struct RowExtra RowExtra;
struct RowExtra {
  double rating;
  double ep, ed;
  long long iCollection;    /* 0: the file's collection */
  long long genSeed;        /* with bGenSeed: the generator's seed */
  int nGenOptions;          /* and the length of its options */
  int nGenVersion;          /* 0: none */
  int nRater;               /* 0: none */
  unsigned char bGenSeed;
  signed char nSolutions;   /* -1: none */
  signed char iGrade;       /* -1: none */
  unsigned char bRating;
  unsigned char bEp, bEd;
};

typedef struct RowBuf RowBuf;
struct RowBuf {
  BufRow *aRow;         /* after rowbuf_sort: in key order; after
                        ** rowbuf_sort_lines in line order */
  int nRow, nRowAlloc;
  Buf arena;            /* the texts, each with its NUL */
  int bSorted;          /* the rows are in key order (rowbuf_sort) */
};

/* Add a record's puzzle (not a reject), with its canonical form when it
** has one (computed here, on the thread that reads the record).  Returns
** 0, or -1 when out of memory. */
int rowbuf_add(RowBuf *p, const Record *r);

/* Append the rows of pFrom (read from a later part of the same file),
** their line numbers moved by nLineOffset.  When both are sorted, the
** rows are merged and the result is sorted too, so that two threads can
** each sort a half.  Returns 0, or -1 when out of memory. */
int rowbuf_append(RowBuf *p, const RowBuf *pFrom, long long nLineOffset);

/* In a batch sorted by key (rowbuf_sort), set bRepeat of each row whose
** puzzle and rules an earlier line of the batch has. */
void rowbuf_mark_repeats(RowBuf *p);

/* Put the rows back in line order (the order of the file), in which
** they are stored so that ids follow the file (out of memory it sorts
** in place, more slowly). */
void rowbuf_sort_lines(RowBuf *p);

/* Put the rows in key order, and of equal keys in line order (nothing to
** do when they already are).  Returns 0, or -1 when out of memory (the
** rows are left as they were). */
int rowbuf_sort(RowBuf *p);

/* Room for a key written out by rowbuf_key, with its NUL. */
#define ROWBUF_KEY_MAX (GRID_MARKS_CHARS+1)   /* longer than 625 cells */

/* The key text of row r: in the arena, or written into zBuf. */
const char *rowbuf_key(const RowBuf *p, const BufRow *r, char *zBuf);

/* Row r's extra values into *pX; 0 when it has none (*pX is then the
** absent values). */
int rowbuf_extra(const RowBuf *p, const BufRow *r, RowExtra *pX);

/* The generator's options of row r, whose extra values have bGenSeed. */
const char *rowbuf_gen_options(const RowBuf *p, const BufRow *r);

/* The text at offset i of the arena. */
const char *rowbuf_text(const RowBuf *p, size_t i);

/* Forget the rows (keeping the memory), or free everything. */
void rowbuf_clear(RowBuf *p);
void rowbuf_free(RowBuf *p);

#endif
