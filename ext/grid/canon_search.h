/* SPDX-License-Identifier: MIT */
/*
** canon_search.h: the state of the canonical-form search (canon.c), shared
** with the code that lays out one candidate row (canon_row.c).  Internal
** to those two files.
*/
#ifndef SUDOKU_CANON_SEARCH_H
#define SUDOKU_CANON_SEARCH_H

#include "canon.h"

#define CANON_SIDE 9                        /* largest side: 9x9 */
#define CANON_CELLS (CANON_SIDE*CANON_SIDE)
#define CANON_MAX_ORDER 6                   /* stack orders of one row */
#define CANON_MAX_CHILD 16                  /* placed rows kept per depth */

/* The whole search: the puzzle both ways round and the best rows found. */
typedef struct CanonSearch CanonSearch;
struct CanonSearch {
  int box, side;
  unsigned char aGrid[2][CANON_CELLS];  /* the puzzle and its transpose */
  unsigned short aGiven[2][CANON_SIDE]; /* bit c: row has a given in col c */
  unsigned short aTwin[2][CANON_SIDE];  /* bit r2: earlier equal row, band */
  unsigned char aBand[CANON_SIDE];      /* band of each row */
  unsigned short aBandRows[CANON_SIDE]; /* bit r2: row r2 is in that band */
  unsigned char aBest[CANON_CELLS];     /* smallest rows found so far */
  int nBestRow;                         /* rows of aBest that are set */
  int symmetric;                        /* the puzzle equals its transpose */
};

/* One node of the search: the arrangement decided so far. */
typedef struct CanonState CanonState;
struct CanonState {
  unsigned char o;                      /* orientation: index of aGrid */
  unsigned char band;                   /* band of the last placed row */
  unsigned short rowsUsed;              /* bit r: input row r is placed */
  unsigned char stackAt[3];             /* input stack of each stack slot */
  unsigned char stackJoin;              /* bit s: slot s, s+1 share a cell */
  unsigned char colAt[CANON_SIDE];      /* input column of each column slot */
  unsigned short colJoin;               /* bit j: slot j, j+1 share a cell */
  unsigned char label[CANON_SIDE+1];    /* digit -> label, 0 = not met yet */
  unsigned char nLabel;                 /* labels handed out */
};

typedef struct RowScan RowScan;

/*
** Per depth: the smallest row seen and the states giving it, found by a
** first pass over the candidates; when they do not fit, a second pass
** (descend) goes below each in turn.  Each complete candidate row goes to
** xVisit (canon.c), which keeps or explores it.
*/
typedef struct CanonLevel CanonLevel;
struct CanonLevel {
  void (*xVisit)(CanonSearch*, CanonLevel*, const CanonState*, int,
                 const RowScan*);
  int iRow;                             /* output row being placed */
  int descend;                          /* 0: find the minimum; 1: explore it */
  int found;                            /* a candidate reached aMin */
  int lower;                            /* aMin is below the best so far */
  int haveMin;                          /* aMin holds a row */
  unsigned ver;                         /* bumped when aMin changes */
  unsigned char aMin[CANON_SIDE];
  unsigned minPattern;                  /* bit i: aMin[i] is not empty */
  int minLead;                          /* empty slots in front in aMin */
  int nChild;                           /* the states reaching aMin, row */
  CanonState aChild[CANON_MAX_CHILD];   /* placed, while they fit (else -1) */
};

/*
** The output row being built: values of the slots decided so far, the
** labels they used, and how that prefix compares with the level's
** smallest row (cmp, valid while ver matches the level's).
*/
struct RowScan {
  int nSlot;                            /* slots of aRow filled */
  int nLabel;                           /* labels handed out, with these */
  int cmp;                              /* <0, 0: prefix below, equal aMin */
  unsigned ver;                         /* CanonLevel.ver cmp was made for */
  unsigned char aRow[CANON_SIDE];
  unsigned char label[CANON_SIDE+1];
};

/* Last slot of the cell starting at slot a (bits of join: a slot shares
** a cell with the next). */
static inline int canon_cell_end(unsigned join, int a){
  return a + __builtin_ctz(~(join>>a));
}

/* canon_row.c: one candidate row. */
void canon_place_stack(const CanonSearch *x, CanonState *t, int s, int k);
int canon_row_lead(const CanonSearch *x, const CanonState *t, int r);
int canon_stack_orders(const CanonSearch *x, const CanonState *t, int r,
                       CanonState *aOut);
void canon_try_row(CanonSearch *x, CanonLevel *v, const CanonState *t, int r);

#endif
