/* SPDX-License-Identifier: MIT */
/*
** print_select.h: the puzzles `sudokudb print` prints, in print order:
** the rows of the puzzle table matching --where and --collection, in
** --order (id, rating, grade, givens, or random:SEED), the first --limit
** of them.
*/
#ifndef SUDOKUDB_PRINT_SELECT_H
#define SUDOKUDB_PRINT_SELECT_H

#include <sqlite3.h>

typedef enum {
  PRINT_BY_ID, PRINT_BY_RATING, PRINT_BY_GRADE, PRINT_BY_GIVENS,
  PRINT_BY_RANDOM
} PrintOrder;

typedef struct PrintQuery PrintQuery;
struct PrintQuery {
  PrintOrder order;
  unsigned long long seed;  /* PRINT_BY_RANDOM's */
  int limit;                /* -1: all */
  const char *zCollection;  /* or NULL */
  const char *zWhere;       /* a condition on the puzzle table, or NULL */
};

/* A row chosen: its id, its grid's side, 1 when it has rules. */
typedef struct PrintPick PrintPick;
struct PrintPick {
  sqlite3_int64 id;
  int side, variant;
};

/* The rows chosen, in print order. */
typedef struct PrintSel PrintSel;
struct PrintSel {
  PrintPick *a;
  int n;
  int maxSide;              /* the largest grid among them */
  int hasVariant;           /* 1 when one has rules */
};

/* Read --order z into q; 0, or -1 when z is none of the orders. */
int print_order(const char *z, PrintQuery *q);

/* The keyword that ends a condition, ORDER or LIMIT, when zWhere has one
** outside brackets and quotes (what --order and --limit do), else NULL. */
const char *print_where_tail(const char *zWhere);

/* Choose the rows of q; 0, or -1 after a message on stderr. */
int print_select(sqlite3 *db, const PrintQuery *q, PrintSel *s);
void print_sel_free(PrintSel *s);

#endif
