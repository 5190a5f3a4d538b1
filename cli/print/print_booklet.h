/* SPDX-License-Identifier: MIT */
/*
** print_booklet.h: the puzzle and answer pages of `sudokudb print`.  The
** puzzles are numbered 1..N in print order, each under its number, its
** variant's name or its size (other than 9x9), its grade word and, when
** asked, its rating; a variant's rule in a line under it.  The first
** page opens with the title block, the others with a running title; in
** grade order each page is headed by the grades of its puzzles ("Easy",
** or "Easy" and "Medium" with a middle dot between), the pages full.
** The answers
** follow, smaller, many a page, each under its puzzle's number.
*/
#ifndef SUDOKUDB_PRINT_BOOKLET_H
#define SUDOKUDB_PRINT_BOOKLET_H

#include "print_out.h"
#include "print_select.h"

#include <sqlite3.h>

typedef struct Booklet Booklet;
struct Booklet {
  PrintOut *o;
  sqlite3 *db;
  const PrintSel *sel;
  PrintOrder order;
  const char *zTitle;       /* or NULL */
  const char *zSubtitle;    /* or NULL */
  int perPage;              /* puzzles a page */
  int answersPerPage;
  int showRating;
};

/* Draw the page header: the title block on the first page, else the
** running title; then zHeading (or NULL) as a section's heading. */
void booklet_head(const Booklet *b, const char *zHeading);

/* The puzzle pages, then the answer pages.  0, or -1 after a message. */
int booklet_puzzles(const Booklet *b);
int booklet_answers(const Booklet *b);

#endif
