/* SPDX-License-Identifier: MIT */
/*
** cmd_export.c: `sudokudb export DB [--format lines|csv|grid|json|ndjson]
** [--collection NAME] [--where SQL] [--order id|file]`: write puzzles to
** stdout as they are read, in id order (the table's own order: the first
** line comes at once, however big the table), or in file order.
** The lines, csv, json and ndjson outputs import again; csv, json and
** ndjson carry every stored column (see the help text for the forms).
*/
#include "cli.h"
#include "args.h"
#include "db.h"
#include "grid.h"
#include "rowout.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

static const char zExportHelp[] =
"usage: sudokudb export DB [--format F] [--collection NAME] [--where SQL]\n"
"                          [--order id|file] [--one-per-class]\n"
"\n"
"Write puzzles to stdout, in id order: each row as it is read, so the\n"
"first comes at once however many there are.\n"
"\n"
"  --format lines     (default) the puzzle, then a blank and the note if\n"
"                     any (line breaks in it become blanks)\n"
"  --format csv       header puzzle,solution,solutions,givens,rating,ep,ed,\n"
"                     grade,rater,collection,note,gen_seed,gen_options,\n"
"                     gen_version,rules; empty fields for NULL (and for\n"
"                     the rules of plain sudoku); RFC 4180\n"
"  --format json      an array of objects, one per line, with every column:\n"
"                     id, puzzle, size, givens, consistent, solution,\n"
"                     solutions, rating, ep, ed, grade, rater, collection,\n"
"                     note, gen_seed, gen_options, gen_version, rules,\n"
"                     file, line (NULL as null; rules \"\" for plain\n"
"                     sudoku)\n"
"  --format ndjson    the same objects, one per line without the array\n"
"  --format grid      each puzzle as a grid with box borders after a\n"
"                     '# collection file:line' comment, a blank line between\n"
"  --collection NAME  only puzzles of this collection\n"
"  --where SQL        only rows matching this condition on the puzzle table,\n"
"                     e.g. --where 'solutions = 2' or 'rating >= 8'\n"
"  --order file       in the order of the files and lines they came from\n"
"                     (sorts every row first: the output starts later)\n"
"  --one-per-class    of the puzzles selected that are the same up to\n"
"                     symmetry (equal canonical form, column canon), only\n"
"                     the one of lowest id; rows without a form (variants,\n"
"                     16x16, 25x25, not yet filled: sudokudb canon) all\n"
"                     (reads every row first)\n"
"\n"
"Importing a csv, json or ndjson export into a new database gives the same\n"
"puzzles, solutions, counts, ratings (with ep and ed), grades, raters,\n"
"notes, collections and generator columns (gen_seed, gen_options,\n"
"gen_version), and the rules of variants.  lines and grid write the\n"
"puzzle alone, without its rules.\n"
"Exit status: 0 done, 1 failed (a bad --where, no such collection, a\n"
"write error), 2 usage error.\n";

typedef enum ExportFormat {
  EXPORT_LINES, EXPORT_CSV, EXPORT_GRID, EXPORT_JSON, EXPORT_NDJSON
} ExportFormat;

static const char *const azExportFormat[] = {
  "lines", "csv", "grid", "json", "ndjson", 0
};

/* The columns each format selects.  Those of csv, json and ndjson are
** written as they are named here (rowout.h); lines and grid use the
** first three and the last two. */
static const char zLinesColumns[] =
  "puzzle, note, (SELECT name FROM collection WHERE id=collection_id),"
  " (SELECT file FROM source WHERE id=source_id), source_line";
static const char zCsvColumns[] =
  "puzzle, solution, solutions, givens, rating, ep, ed, grade, rater,"
  " (SELECT name FROM collection WHERE id=collection_id) AS collection, note,"
  " gen_seed, gen_options, gen_version, rules";
static const char zJsonColumns[] =
  "id, puzzle, size, givens, consistent, solution, solutions, rating, ep,"
  " ed, grade, rater, (SELECT name FROM collection WHERE id=collection_id) AS collection,"
  " note, gen_seed, gen_options, gen_version, rules,"
  " (SELECT file FROM source WHERE id=source_id) AS file,"
  " source_line AS line";

enum { COL_PUZZLE, COL_NOTE, COL_COLLECTION, COL_FILE, COL_LINE };

/* A puzzle as a bordered grid, after a comment saying where it came from. */
static void put_grid(sqlite3_stmt *pStmt, FILE *out){
  const char *zPuzzle = (const char*)sqlite3_column_text(pStmt, COL_PUZZLE);
  char *zText;
  Grid g;
  char zErr[GRID_ERR_MAX];
  fprintf(out, "# %s %s:%lld\n", sqlite3_column_text(pStmt, COL_COLLECTION),
          sqlite3_column_text(pStmt, COL_FILE),
          (long long)sqlite3_column_int64(pStmt, COL_LINE));
  if( zPuzzle && grid_parse(&g, zPuzzle, strlen(zPuzzle), GRID_ALPHA_AUTO,
                            zErr)==0
   && (zText = malloc(grid_pretty_size(&g)))!=0 ){
    grid_format_pretty(&g, zText);
    fputs(zText, out);
    free(zText);
  }else if( zPuzzle ){
    fprintf(out, "%s\n", zPuzzle);
  }
  fputc('\n', out);
}

/* The puzzle and the note on one line (a line break in the note would
** start another record: it becomes a blank). */
static void put_line(sqlite3_stmt *pStmt, FILE *out){
  const char *zNote = (const char*)sqlite3_column_text(pStmt, COL_NOTE);
  fputs((const char*)sqlite3_column_text(pStmt, COL_PUZZLE), out);
  if( zNote ){
    fputc(' ', out);
    for(; *zNote; zNote++){
      fputc(*zNote=='\n' || *zNote=='\r' ? ' ' : *zNote, out);
    }
  }
  fputc('\n', out);
}

/* Write each row of pStmt as it comes; a failed write stops at once
** (main reports it).  Returns an exit code. */
static int write_rows(sqlite3 *db, sqlite3_stmt *pStmt, ExportFormat eFormat){
  RowOut ro;
  int rc, bFailed = 0;
  static const RowFormat aRowFormat[] = {
    ROW_LIST, ROW_CSV, ROW_LIST, ROW_JSON, ROW_NDJSON
  };
  int bRowOut = eFormat==EXPORT_CSV || eFormat==EXPORT_JSON
             || eFormat==EXPORT_NDJSON;
  if( bRowOut ) rowout_begin(&ro, stdout, aRowFormat[eFormat], 1, pStmt);
  while( !bFailed && (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    switch( eFormat ){
      case EXPORT_GRID:  put_grid(pStmt, stdout); break;
      case EXPORT_LINES: put_line(pStmt, stdout); break;
      default:           rowout_row(&ro, pStmt); break;
    }
    bFailed = ferror(stdout);
  }
  if( bRowOut && rowout_end(&ro) ) bFailed = 1;
  if( bFailed ) return EXIT_FAIL;
  if( rc!=SQLITE_DONE ){
    db_report(db, "export", "reading puzzles");
    return EXIT_FAIL;
  }
  return EXIT_OK;
}

/* Run the export query and write every row (of each class of puzzles the
** same up to symmetry, the one of lowest id, with bOnePerClass).  Returns
** an exit code. */
static int export_rows(sqlite3 *db, ExportFormat eFormat,
                       const char *zCollection, const char *zWhere,
                       int bFileOrder, int bOnePerClass){
  const char *zColumns = eFormat==EXPORT_CSV ? zCsvColumns
                       : eFormat>=EXPORT_JSON ? zJsonColumns : zLinesColumns;
  /* One per class: the rows selected, numbered within their class (equal
  ** class_id) by id, as the table puzzle for the columns. */
  char *zSql = sqlite3_mprintf(
      bOnePerClass
        ? "SELECT %s FROM (SELECT *, row_number() OVER (PARTITION BY"
          " class_id ORDER BY id) AS class_rank FROM puzzle WHERE (%s)%s)"
          " AS puzzle WHERE class_id IS NULL OR class_rank=1 ORDER BY %s"
        : "SELECT %s FROM puzzle WHERE (%s)%s ORDER BY %s", zColumns,
      zWhere ? zWhere : "1",
      zCollection ? " AND collection_id=(SELECT id FROM collection WHERE "
                    "name=?1)" : "",
      bFileOrder ? "source_id, source_line" : "id");
  sqlite3_stmt *pStmt = 0;
  int rc;
  if( zSql==0 ){
    fputs("sudokudb export: out of memory\n", stderr);
    return EXIT_FAIL;
  }
  rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0);
  sqlite3_free(zSql);
  if( rc ){
    db_report(db, "export", zWhere ? "in the query (check --where)"
                                   : "in the query");
    return EXIT_FAIL;
  }
  if( zCollection ) sqlite3_bind_text(pStmt, 1, zCollection, -1, SQLITE_STATIC);
  rc = write_rows(db, pStmt, eFormat);
  sqlite3_finalize(pStmt);
  return rc;
}

/* The index of zName in azName, or -1. */
static int name_index(const char *const *azName, const char *zName){
  int i;
  for(i=0; azName[i]; i++){
    if( strcmp(azName[i], zName)==0 ) return i;
  }
  return -1;
}

int cmd_export(int argc, char **argv){
  const char *zDb = 0, *zFormat = "lines", *zWhere = 0, *zCollection = 0;
  const char *zOrder = "id";
  int eFormat;
  sqlite3 *db;
  int i = 1, rc, bOnePerClass = 0;
  cli_set_help(zExportHelp);
  while( i<argc ){
    if( cli_is_help(argv[i]) ){
      fputs(zExportHelp, stdout);
      return EXIT_OK;
    }
    if( (rc = args_value(argc, argv, &i, "--format", &zFormat))
     || (rc = args_value(argc, argv, &i, "--where", &zWhere))
     || (rc = args_value(argc, argv, &i, "--order", &zOrder))
     || (rc = args_value(argc, argv, &i, "--collection", &zCollection)) ){
      if( rc<0 ) return EXIT_USAGE;
    }else if( strcmp(argv[i], "--one-per-class")==0 ){
      bOnePerClass = 1;
      i++;
    }else if( argv[i][0]=='-' || zDb ){
      return cli_bad_argument("export", argv[i]);
    }else{
      zDb = argv[i++];
    }
  }
  if( zDb==0 ) return cli_missing("export", "DB");
  if( (eFormat = name_index(azExportFormat, zFormat))<0 ){
    return cli_usage_error("export: unknown format '%s' (lines, csv, grid, "
                           "json or ndjson)", zFormat);
  }
  if( strcmp(zOrder, "id")!=0 && strcmp(zOrder, "file")!=0 ){
    return cli_usage_error("export: unknown order '%s' (id or file)", zOrder);
  }
  rc = db_open("export", zDb, DB_OPEN_READ, &db);
  if( rc ) return rc;
  if( zCollection ) rc = db_check_collection(db, "export", zCollection);
  if( rc==EXIT_OK ){
    rc = export_rows(db, (ExportFormat)eFormat, zCollection, zWhere,
                     strcmp(zOrder, "file")==0, bOnePerClass);
  }
  sqlite3_close(db);
  return rc;
}
