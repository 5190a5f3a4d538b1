/*
** cmd_export.c: `sudokudb export DB [--format lines|csv|grid]
** [--collection NAME] [--where SQL]`: write puzzles to stdout in file
** order (by source, then line).
** The lines and csv outputs import again (lines keeps the note, csv the
** solution); see the help text for the exact forms.
*/
#include "cli.h"
#include "args.h"
#include "db.h"
#include "grid.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

static const char zExportHelp[] =
"usage: sudokudb export DB [--format lines|csv|grid] [--collection NAME]\n"
"                          [--where SQL]\n"
"\n"
"Write puzzles to stdout in the order of their files and lines.\n"
"\n"
"  --format lines     (default) the puzzle, then a blank and the note if any\n"
"  --format csv       header puzzle,solution,solutions,givens,rating,grade,\n"
"                     collection,note; empty fields for NULL; RFC 4180 quotes\n"
"  --format grid      each puzzle as a grid with box borders after a\n"
"                     '# collection file:line' comment, a blank line between\n"
"  --collection NAME  only puzzles of this collection\n"
"  --where SQL        only rows matching this condition on the puzzle table,\n"
"                     e.g. --where 'solutions = 2' or 'rating >= 8'\n"
"\n"
"Exit status: 0 done, 1 failed (e.g. a bad --where), 2 usage error.\n";

typedef enum ExportFormat { EXPORT_LINES, EXPORT_CSV, EXPORT_GRID } ExportFormat;

enum { COL_PUZZLE, COL_SOLUTION, COL_SOLUTIONS, COL_GIVENS, COL_RATING,
       COL_GRADE, COL_COLLECTION, COL_NOTE, COL_FILE, COL_LINE };

/* A CSV field: quoted when it holds a comma, quote or line break. */
static void put_csv_field(const char *z, FILE *out){
  if( z==0 ) return;
  if( strpbrk(z, ",\"\r\n")==0 ){
    fputs(z, out);
    return;
  }
  fputc('"', out);
  for(; *z; z++){
    if( *z=='"' ) fputc('"', out);
    fputc(*z, out);
  }
  fputc('"', out);
}

static void put_csv_row(sqlite3_stmt *pStmt, FILE *out){
  int i;
  for(i=COL_PUZZLE; i<=COL_NOTE; i++){
    if( i>COL_PUZZLE ) fputc(',', out);
    put_csv_field((const char*)sqlite3_column_text(pStmt, i), out);
  }
  fputc('\n', out);
}

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
   && (zText = malloc(grid_pretty_size(g.box)))!=0 ){
    grid_format_pretty(&g, zText);
    fputs(zText, out);
    free(zText);
  }else if( zPuzzle ){
    fprintf(out, "%s\n", zPuzzle);
  }
  fputc('\n', out);
}

static void put_line(sqlite3_stmt *pStmt, FILE *out){
  const char *zNote = (const char*)sqlite3_column_text(pStmt, COL_NOTE);
  fputs((const char*)sqlite3_column_text(pStmt, COL_PUZZLE), out);
  if( zNote ) fprintf(out, " %s", zNote);
  fputc('\n', out);
}

/* Run the export query and write every row.  Returns an exit code. */
static int export_rows(sqlite3 *db, ExportFormat eFormat,
                       const char *zCollection, const char *zWhere){
  char *zSql = sqlite3_mprintf(
      "SELECT puzzle, solution, solutions, givens, rating, grade,"
      " (SELECT name FROM collection WHERE id=collection_id), note,"
      " (SELECT file FROM source WHERE id=source_id), source_line"
      " FROM puzzle WHERE (%s)%s ORDER BY source_id, source_line",
      zWhere ? zWhere : "1",
      zCollection ? " AND collection_id=(SELECT id FROM collection WHERE "
                    "name=?1)" : "");
  sqlite3_stmt *pStmt = 0;
  int rc;
  if( zSql==0 ) return EXIT_FAIL;
  rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0);
  sqlite3_free(zSql);
  if( rc ){
    db_report(db, "export", zWhere ? "in the query (check --where)"
                                   : "in the query");
    return EXIT_FAIL;
  }
  if( zCollection ) sqlite3_bind_text(pStmt, 1, zCollection, -1, SQLITE_STATIC);
  if( eFormat==EXPORT_CSV ){
    fputs("puzzle,solution,solutions,givens,rating,grade,collection,note\n",
          stdout);
  }
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    switch( eFormat ){
      case EXPORT_CSV:  put_csv_row(pStmt, stdout); break;
      case EXPORT_GRID: put_grid(pStmt, stdout);    break;
      default:          put_line(pStmt, stdout);    break;
    }
  }
  if( rc!=SQLITE_DONE ) db_report(db, "export", "reading puzzles");
  sqlite3_finalize(pStmt);
  if( fflush(stdout)!=0 ){
    perror("sudokudb export: writing output");
    return EXIT_FAIL;
  }
  return rc==SQLITE_DONE ? EXIT_OK : EXIT_FAIL;
}

int cmd_export(int argc, char **argv){
  const char *zDb = 0, *zFormat = "lines", *zWhere = 0, *zCollection = 0;
  ExportFormat eFormat;
  sqlite3 *db;
  int i = 1, rc;
  while( i<argc ){
    if( cli_is_help(argv[i]) ){
      fputs(zExportHelp, stdout);
      return EXIT_OK;
    }
    if( (rc = args_value(argc, argv, &i, "--format", &zFormat))
     || (rc = args_value(argc, argv, &i, "--where", &zWhere))
     || (rc = args_value(argc, argv, &i, "--collection", &zCollection)) ){
      if( rc<0 ) return EXIT_USAGE;
    }else if( argv[i][0]=='-' || zDb ){
      return cli_usage_error("export: unexpected argument %s (see sudokudb "
                             "export --help)", argv[i]);
    }else{
      zDb = argv[i++];
    }
  }
  if( zDb==0 ){
    fputs(zExportHelp, stderr);
    return EXIT_USAGE;
  }
  if( strcmp(zFormat, "lines")==0 ) eFormat = EXPORT_LINES;
  else if( strcmp(zFormat, "csv")==0 ) eFormat = EXPORT_CSV;
  else if( strcmp(zFormat, "grid")==0 ) eFormat = EXPORT_GRID;
  else return cli_usage_error("export: unknown format '%s' (lines, csv or "
                              "grid)", zFormat);
  rc = db_open("export", zDb, DB_OPEN_EXISTING, &db);
  if( rc ) return rc;
  rc = export_rows(db, eFormat, zCollection, zWhere);
  sqlite3_close(db);
  return rc;
}
