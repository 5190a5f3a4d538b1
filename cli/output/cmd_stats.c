/* SPDX-License-Identifier: MIT */
/*
** cmd_stats.c: `sudokudb stats DB [--json] [--collection NAME] [--plot
** FILE.svg]`: per collection, how many puzzles, how many unsolved,
** without solution, with several, with conflicting givens, duplicates
** seen at import, rejected records, rated, classes up to symmetry and
** isomorphs, and histograms of the number
** of givens and of the grades; as a table (names aligned by display
** width) or as one JSON object; and a picture of the ratings
** (stats_plot.c).
*/
#include "cli.h"
#include "buf.h"
#include "db.h"
#include "args.h"
#include "rowout.h"
#include "stats_plot.h"
#include "textwidth.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

static const char zStatsHelp[] =
"usage: sudokudb stats DB [--json] [--collection NAME] [--plot FILE.svg]\n"
"\n"
"Print one line per collection (and a total):\n"
"  puzzles       rows in the puzzle table\n"
"  unsolved      not solved yet (run sudokudb solve)\n"
"  no-solution   solutions = 0 (includes conflicting givens)\n"
"  non-unique    solutions = 2 (two or more)\n"
"  conflicting   givens that break the rules, a variant's under its own\n"
"                (consistent = 0)\n"
"  duplicates    records whose puzzle was already stored\n"
"  rejects       records that could not be imported\n"
"  rated         rows with a rating (run sudokudb rate; grades 'unrated',\n"
"                no unique solution, and 'variant' are not counted)\n"
"  pearls        rated rows whose pearl rating is the rating (ep =\n"
"                rating: the hardest step comes by the first placement)\n"
"  diamonds      rated rows whose diamond rating is the rating (ed =\n"
"                rating: the first step is the hardest)\n"
"  classes       distinct canonical forms (column canon: the same puzzle\n"
"                up to symmetry) among the collection's puzzles\n"
"  isomorphs     puzzles with a canonical form minus classes: the\n"
"                disguised copies (run sudokudb canon first on a database\n"
"                made before the column; the total line adds the lines)\n"
"then, indented, the histogram of givens and of grades.  Collections with\n"
"no puzzle, duplicate or reject are left out (a last line counts them).\n"
"\n"
"  --json   one JSON object instead: {\"collections\": [{\"name\": ...,\n"
"           \"puzzles\": N, ..., \"givens\": {\"17\": N, ...}, \"grades\":\n"
"           {\"easy\": N, ...}}, ...], \"total\": {...},\n"
"           \"empty_collections\": N}\n"
"  --collection NAME  only this collection\n"
"  --plot FILE.svg    also draw a histogram of the ratings (one bar per\n"
"           band of one point of the Sudoku Explainer scale, 4 = 4.0 to\n"
"           4.9, with the counts) into FILE.svg\n"
"Exit status: 0 done, 1 failed, 2 usage error.\n";

/* Per-collection counts in one pass over each table. */
static const char zCountsSql[] =
  "WITH p AS (SELECT collection_id AS cid, count(*) AS n,"
  "   sum(solutions IS NULL) AS unsolved, sum(solutions=0) AS nosol,"
  "   sum(solutions=2) AS multi, sum(consistent=0) AS conflict,"
  "   sum(rating IS NOT NULL) AS rated, sum(ep=rating) AS pearls,"
  "   sum(ed=rating) AS diamonds, count(DISTINCT class_id) AS classes,"
  "   count(class_id) - count(DISTINCT class_id) AS isomorphs"
  "   FROM puzzle GROUP BY collection_id),"
  " d AS (SELECT collection_id AS cid, count(*) AS n FROM duplicate"
  "   GROUP BY collection_id),"
  " r AS (SELECT collection_id AS cid, count(*) AS n FROM reject"
  "   GROUP BY collection_id)"
  " SELECT c.name, c.id, coalesce(p.n, 0), coalesce(p.unsolved, 0),"
  "  coalesce(p.nosol, 0), coalesce(p.multi, 0), coalesce(p.conflict, 0),"
  "  coalesce(d.n, 0), coalesce(r.n, 0), coalesce(p.rated, 0),"
  "  coalesce(p.pearls, 0), coalesce(p.diamonds, 0), coalesce(p.classes, 0),"
  "  coalesce(p.isomorphs, 0)"
  " FROM collection c LEFT JOIN p ON p.cid=c.id LEFT JOIN d ON d.cid=c.id"
  " LEFT JOIN r ON r.cid=c.id WHERE ?1 IS NULL OR c.name=?1"
  " ORDER BY c.name";

#define N_COUNTS 12

static const char *const azCountName[N_COUNTS] = {
  "puzzles", "unsolved", "no-solution", "non-unique", "conflicting",
  "duplicates", "rejects", "rated", "pearls", "diamonds", "classes",
  "isomorphs"
};

/* The two histograms of a collection (?1). */
static const char *const azHistSql[2] = {
  "SELECT givens, count(*) FROM puzzle WHERE collection_id=?1"
  " GROUP BY givens ORDER BY givens",
  "SELECT grade, count(*) FROM puzzle WHERE collection_id=?1"
  " AND grade IS NOT NULL GROUP BY grade ORDER BY min(coalesce(rating, 99))"
};
static const char *const azHistName[2] = { "givens", "grades" };

/* One collection's line. */
typedef struct StatRow StatRow;
struct StatRow {
  char *zName;
  sqlite3_int64 iId;
  long long a[N_COUNTS];
};

/* The collections that hold something, and how many do not. */
typedef struct Stats Stats;
struct Stats {
  StatRow *aRow;
  int nRow;
  int nEmpty;
  long long aTotal[N_COUNTS];
};

/* Read the counts of every collection, or of zCollection.  Returns an
** SQLite code. */
static int read_counts(sqlite3 *db, const char *zCollection, Stats *p){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db, zCountsSql, -1, &pStmt, 0), i, nAlloc = 0;
  if( rc ) return rc;
  if( zCollection ){
    sqlite3_bind_text(pStmt, 1, zCollection, -1, SQLITE_STATIC);
  }
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    StatRow r;
    long long nAll = 0;
    for(i=0; i<N_COUNTS; i++){
      r.a[i] = sqlite3_column_int64(pStmt, i+2);
      nAll += r.a[i];
    }
    if( nAll==0 ){
      p->nEmpty++;
      continue;
    }
    if( !buf_room(&p->aRow, &nAlloc, p->nRow+1, sizeof(StatRow), 16) ){
      rc = SQLITE_NOMEM;
      break;
    }
    r.iId = sqlite3_column_int64(pStmt, 1);
    r.zName = strdup((const char*)sqlite3_column_text(pStmt, 0));
    if( r.zName==0 ){ rc = SQLITE_NOMEM; break; }
    p->aRow[p->nRow++] = r;
    for(i=0; i<N_COUNTS; i++) p->aTotal[i] += r.a[i];
  }
  sqlite3_finalize(pStmt);
  return rc==SQLITE_DONE ? SQLITE_OK : rc;
}

static void stats_free(Stats *p){
  int i;
  for(i=0; i<p->nRow; i++) free(p->aRow[i].zName);
  free(p->aRow);
}

/* Write histogram k of collection iColl: as "  givens: 17:3 18:5" lines
** of the table, or as a JSON object ("givens":{"17":3,...}).  Returns an
** SQLite code. */
static int put_histogram(sqlite3 *db, int k, sqlite3_int64 iColl,
                         int bJson){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db, azHistSql[k], -1, &pStmt, 0), n = 0;
  if( rc ) return rc;
  sqlite3_bind_int64(pStmt, 1, iColl);
  if( bJson ) printf(",\"%s\":{", azHistName[k]);
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    const char *zKey = (const char*)sqlite3_column_text(pStmt, 0);
    long long v = (long long)sqlite3_column_int64(pStmt, 1);
    if( bJson ){
      if( n ) putchar(',');
      rowout_json_string(stdout, zKey, strlen(zKey));
      printf(":%lld", v);
    }else{
      if( n==0 ) printf("  %s:", azHistName[k]);
      printf(" %s:%lld", zKey, v);
    }
    n++;
  }
  if( bJson ) putchar('}');
  else if( n ) putchar('\n');
  sqlite3_finalize(pStmt);
  return rc==SQLITE_DONE ? SQLITE_OK : rc;
}

/* The width of count i's column in the table: its name, 9 at least. */
static int count_width(int i){
  int w = (int)strlen(azCountName[i]);
  return w<9 ? 9 : w;
}

/* A line of the table: the name padded to nName columns, the counts. */
static void put_row(const char *zName, int nName, const long long *a){
  int i;
  text_pad(zName, nName, 0, stdout);
  for(i=0; i<N_COUNTS; i++) printf(" %*lld", count_width(i), a[i]);
  putchar('\n');
}

/* The table of counts with histograms.  Returns an SQLite code. */
static int put_table(sqlite3 *db, const Stats *p){
  int i, k, nName = (int)strlen("collection"), rc = SQLITE_OK;
  for(i=0; i<p->nRow; i++){
    int w = text_width(p->aRow[i].zName, strlen(p->aRow[i].zName));
    if( w>nName ) nName = w;
  }
  text_pad("collection", nName, 0, stdout);
  for(i=0; i<N_COUNTS; i++) printf(" %*s", count_width(i), azCountName[i]);
  putchar('\n');
  for(i=0; i<p->nRow && rc==SQLITE_OK; i++){
    put_row(p->aRow[i].zName, nName, p->aRow[i].a);
    for(k=0; k<2 && rc==SQLITE_OK; k++){
      rc = put_histogram(db, k, p->aRow[i].iId, 0);
    }
  }
  if( rc==SQLITE_OK ) put_row("total", nName, p->aTotal);
  if( rc==SQLITE_OK && p->nEmpty ){
    printf("(%d empty collection%s not shown)\n", p->nEmpty,
           p->nEmpty==1 ? "" : "s");
  }
  return rc;
}

/* The counts as JSON members: "puzzles":N,... */
static void put_json_counts(const long long *a){
  int i;
  for(i=0; i<N_COUNTS; i++){
    printf("%s\"%s\":%lld", i ? "," : "", azCountName[i], a[i]);
  }
}

/* Everything as one JSON object.  Returns an SQLite code. */
static int put_json(sqlite3 *db, const Stats *p){
  int i, k, rc = SQLITE_OK;
  fputs("{\"collections\":[", stdout);
  for(i=0; i<p->nRow && rc==SQLITE_OK; i++){
    const char *zName = p->aRow[i].zName;
    fputs(i ? ",\n{\"name\":" : "\n{\"name\":", stdout);
    rowout_json_string(stdout, zName, strlen(zName));
    putchar(',');
    put_json_counts(p->aRow[i].a);
    for(k=0; k<2 && rc==SQLITE_OK; k++){
      rc = put_histogram(db, k, p->aRow[i].iId, 1);
    }
    putchar('}');
  }
  fputs("],\n\"total\":{", stdout);
  put_json_counts(p->aTotal);
  printf("},\n\"empty_collections\":%d}\n", p->nEmpty);
  return rc;
}

int cmd_stats(int argc, char **argv){
  const char *zDb = 0, *zCollection = 0, *zPlot = 0;
  int bJson = 0, i = 1, rc;
  Stats st;
  sqlite3 *db;
  cli_set_help(zStatsHelp);
  while( i<argc ){
    if( cli_is_help(argv[i]) ){
      fputs(zStatsHelp, stdout);
      return EXIT_OK;
    }
    if( (rc = args_value(argc, argv, &i, "--collection", &zCollection))
     || (rc = args_value(argc, argv, &i, "--plot", &zPlot)) ){
      if( rc<0 ) return EXIT_USAGE;
    }else if( strcmp(argv[i], "--json")==0 ){
      bJson = 1;
      i++;
    }else if( argv[i][0]=='-' || zDb ){
      return cli_bad_argument("stats", argv[i]);
    }else{
      zDb = argv[i++];
    }
  }
  if( zDb==0 ) return cli_missing("stats", "DB");
  rc = db_open("stats", zDb, DB_OPEN_READ, &db);
  if( rc ) return rc;
  if( zCollection && db_check_collection(db, "stats", zCollection) ){
    sqlite3_close(db);
    return EXIT_FAIL;
  }
  memset(&st, 0, sizeof(st));
  if( read_counts(db, zCollection, &st)!=SQLITE_OK
   || (bJson ? put_json(db, &st) : put_table(db, &st))!=SQLITE_OK ){
    db_report(db, "stats", "reading the database");
    rc = EXIT_FAIL;
  }
  if( rc==EXIT_OK && zPlot ) rc = stats_plot(db, zCollection, zPlot);
  stats_free(&st);
  sqlite3_close(db);
  return rc;
}
