/* SPDX-License-Identifier: MIT */
/*
** rowout.h: writing the rows of a query in one of the output formats of
** `sudokudb sql --format` and `sudokudb export`:
**
**   list    columns joined by '|', NULL empty (the sqlite3 shell's list)
**   table   columns aligned by display width under a header and a rule;
**           numbers to the right
**   csv     RFC 4180: a field with a comma, quote or line break quoted,
**           quotes doubled; NULL empty
**   tsv     tab-separated; a tab, line break or backslash in a value
**           written as \t, \n, \r, \\; NULL empty
**   json    one array of objects, {"column": value, ...}: numbers as
**           numbers, NULL as null, text as strings, a blob as a string of
**           hex digits
**   ndjson  the same objects, one per line
**
** The header (column names) is a first row for list, csv and tsv when
** asked for; table always has one, json and ndjson name every value.
*/
#ifndef SUDOKUDB_ROWOUT_H
#define SUDOKUDB_ROWOUT_H

#include <sqlite3.h>
#include <stdio.h>

typedef enum RowFormat {
  ROW_LIST, ROW_TABLE, ROW_CSV, ROW_TSV, ROW_JSON, ROW_NDJSON
} RowFormat;

/* The format named zName, or -1. */
int rowout_format(const char *zName);

typedef struct RowOut RowOut;
struct RowOut {
  FILE *out;
  RowFormat eFormat;
  int bHeader;
  int nCol;
  long long nRow;         /* rows written (or held, for table) */
  char **azCell;          /* table: every cell, header first, row by row */
  unsigned char *aRight;  /* table: per cell, 1 to align it right */
  size_t nCell, nCellAlloc;
  int bNomem;
};

/* Start writing the rows of pStmt to out. */
void rowout_begin(RowOut *p, FILE *out, RowFormat eFormat, int bHeader,
                  sqlite3_stmt *pStmt);

/* Write the current row of pStmt.  Returns 0, or -1 when out of memory
** (table) or after a write error. */
int rowout_row(RowOut *p, sqlite3_stmt *pStmt);

/* Finish (table: write the held rows; json: close the array) and free.
** Returns 0, or -1 as rowout_row. */
int rowout_end(RowOut *p);

/* Write z[0..n) as a JSON string, quotes included (for other writers of
** JSON). */
void rowout_json_string(FILE *out, const char *z, size_t n);

#endif
