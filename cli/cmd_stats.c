/*
** cmd_stats.c: `sudokudb stats DB`: per collection, how many puzzles, how
** many solved, without solution, with several, with conflicting givens,
** duplicates seen at import, rejected records, rated, and histograms of
** the number of givens and of the grades.
*/
#include "cli.h"
#include "db.h"

#include <sqlite3.h>
#include <string.h>

static const char zStatsHelp[] =
"usage: sudokudb stats DB\n"
"\n"
"Print one line per collection (and a total):\n"
"  puzzles       rows in the puzzle table\n"
"  unsolved      not solved yet (run sudokudb solve)\n"
"  no-solution   solutions = 0 (includes conflicting givens)\n"
"  non-unique    solutions = 2 (two or more)\n"
"  conflicting   givens that break the rules (consistent = 0)\n"
"  duplicates    records whose puzzle was already stored\n"
"  rejects       records that could not be imported\n"
"  rated         rows with a grade (run sudokudb rate)\n"
"then, indented, the histogram of givens and of grades.\n"
"Exit status: 0 done, 1 failed, 2 usage error.\n";

/* Per-collection counts; ?1 is a collection id, or NULL for all. */
static const char zCountsSql[] =
  "SELECT c.name, c.id,"
  " (SELECT count(*) FROM puzzle p WHERE p.collection_id=c.id),"
  " (SELECT count(*) FROM puzzle p WHERE p.collection_id=c.id"
  "    AND p.solutions IS NULL),"
  " (SELECT count(*) FROM puzzle p WHERE p.collection_id=c.id"
  "    AND p.solutions=0),"
  " (SELECT count(*) FROM puzzle p WHERE p.collection_id=c.id"
  "    AND p.solutions=2),"
  " (SELECT count(*) FROM puzzle p WHERE p.collection_id=c.id"
  "    AND p.consistent=0),"
  " (SELECT count(*) FROM duplicate d WHERE d.collection_id=c.id),"
  " (SELECT count(*) FROM reject r WHERE r.collection_id=c.id),"
  " (SELECT count(*) FROM puzzle p WHERE p.collection_id=c.id"
  "    AND p.grade IS NOT NULL)"
  " FROM collection c ORDER BY c.name";

#define N_COUNTS 8

/* Print "  LABEL: key:count key:count ..." from a two-column query on
** collection ?1; nothing when it has no rows.  Returns an SQLite code. */
static int print_histogram(sqlite3 *db, const char *zLabel,
                           const char *zSql, sqlite3_int64 iCollection){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0), n = 0;
  if( rc ) return rc;
  sqlite3_bind_int64(pStmt, 1, iCollection);
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    if( n++==0 ) printf("  %s:", zLabel);
    printf(" %s:%lld", sqlite3_column_text(pStmt, 0),
           (long long)sqlite3_column_int64(pStmt, 1));
  }
  if( n ) putchar('\n');
  sqlite3_finalize(pStmt);
  return rc==SQLITE_DONE ? SQLITE_OK : rc;
}

static void print_row(const char *zName, const long long *a){
  printf("%-20s %9lld %9lld %11lld %10lld %11lld %10lld %7lld %9lld\n",
         zName, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
}

/* The table of counts with histograms.  Returns an SQLite code. */
static int print_stats(sqlite3 *db){
  sqlite3_stmt *pStmt = 0;
  long long aTotal[N_COUNTS];
  int rc = sqlite3_prepare_v2(db, zCountsSql, -1, &pStmt, 0), i;
  if( rc ) return rc;
  memset(aTotal, 0, sizeof(aTotal));
  printf("%-20s %9s %9s %11s %10s %11s %10s %7s %9s\n", "collection",
         "puzzles", "unsolved", "no-solution", "non-unique", "conflicting",
         "duplicates", "rejects", "rated");
  while( rc==SQLITE_OK && sqlite3_step(pStmt)==SQLITE_ROW ){
    long long a[N_COUNTS];
    sqlite3_int64 iColl = sqlite3_column_int64(pStmt, 1);
    for(i=0; i<N_COUNTS; i++){
      a[i] = sqlite3_column_int64(pStmt, i+2);
      aTotal[i] += a[i];
    }
    print_row((const char*)sqlite3_column_text(pStmt, 0), a);
    rc = print_histogram(db, "givens", "SELECT givens, count(*) FROM puzzle"
             " WHERE collection_id=?1 GROUP BY givens ORDER BY givens", iColl);
    if( rc==SQLITE_OK ){
      rc = print_histogram(db, "grades", "SELECT grade, count(*) FROM puzzle"
             " WHERE collection_id=?1 AND grade IS NOT NULL GROUP BY grade"
             " ORDER BY min(coalesce(rating, 99))", iColl);
    }
  }
  if( rc==SQLITE_OK ) rc = sqlite3_finalize(pStmt);
  else sqlite3_finalize(pStmt);
  if( rc==SQLITE_OK ) print_row("total", aTotal);
  return rc;
}

int cmd_stats(int argc, char **argv){
  sqlite3 *db;
  int rc;
  if( argc==2 && cli_is_help(argv[1]) ){
    fputs(zStatsHelp, stdout);
    return EXIT_OK;
  }
  if( argc!=2 || argv[1][0]=='-' ){
    fputs(zStatsHelp, stderr);
    return EXIT_USAGE;
  }
  rc = db_open("stats", argv[1], DB_OPEN_EXISTING, &db);
  if( rc ) return rc;
  if( print_stats(db)!=SQLITE_OK ){
    db_report(db, "stats", "reading the database");
    rc = EXIT_FAIL;
  }
  sqlite3_close(db);
  return rc;
}
