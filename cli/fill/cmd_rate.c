/* SPDX-License-Identifier: MIT */
/*
** cmd_rate.c: `sudokudb rate DB [--jobs N] [--budget N] [--collection NAME]
** [--where SQL]`: fill rating, grade, ep and ed from the extension's SQL
** function sudoku_ratings(p) (the grade is grade_name of the rating, as
** sudoku_grade gives it), for rows without a grade, rated by an older
** version of the rater (column rater) or without ep (rated before the
** schema had it).  Each worker has its own in-memory connection (the
** extension is registered on every connection) running sudoku_ratings.
*/
#include "cli.h"
#include "fill.h"
#include "grade.h"

#include <math.h>
#include <sqlite3.h>
#include <string.h>

static const char zRateHelp[] =
"usage: sudokudb rate DB [--jobs N] [--budget N] [--collection NAME]\n"
"                        [--where SQL]\n"
"\n"
"Fill in rating (Sudoku Explainer scale, sudoku_rate), grade\n"
"(sudoku_grade: easy, medium, hard, expert, extreme) and the pearl and\n"
"diamond ratings ep and ed (sudoku_ratings) of every puzzle that has no\n"
"grade yet, was rated by an older version of the rater (column rater;\n"
"after an upgrade, run rate again to refresh the ratings) or has a\n"
"rating but no ep (rated before the schema had it).  Only\n"
"9x9 puzzles are rated; one the rater gives no rating (no unique\n"
"solution) gets rating NULL and grade 'unrated', and one of a variant\n"
"(rules other than the plain ones: rate rates plain sudoku only)\n"
"rating NULL and grade 'variant'.  A\n"
"row whose text is not a 9x9 puzzle is left as it is (grade NULL) and\n"
"named on stderr (the first 10); a re-run tries it again.\n"
"\n"
"  --jobs N           worker threads (default: the number of cores); with\n"
"                     --jobs 1 a rating uses up to 4 threads of its own\n"
"  --budget N         work units a puzzle may take (default 5000000000,\n"
"                     some 50 s of a search; 0 for no bound)\n"
"  --collection NAME  only puzzles of this collection\n"
"  --where SQL        only rows matching this condition on the puzzle\n"
"                     table, e.g. --where 'solutions = 1'\n"
"\n"
"Batches, Ctrl-C and progress are as for solve; the closing line is\n"
"rate: N rows, J jobs, S s, R rows/s, K left unrated.\n"
"Exit status: 0 done, 1 failed or interrupted, 2 usage error.\n";

/* What a rated puzzle without a rating gets as its grade, and one of a
** variant, which the rater does not handle. */
#define GRADE_UNRATED "unrated"
#define GRADE_VARIANT "variant"

/* A worker's state: a statement rating ?1 on a connection of its own,
** whose work budget is `budget`, rating with nThread threads (0: the
** connection's default). */
static int rate_open(void **ppState, unsigned long long budget, int nThread,
                     char *zErr, int nErr){
  sqlite3 *db = 0;
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE
                           | SQLITE_OPEN_NOMUTEX, 0);
  *ppState = 0;
  if( rc==SQLITE_OK ){
    char *zSql = nThread>0
      ? sqlite3_mprintf("SELECT sudoku_budget(%llu), sudoku_threads(%d)",
                        budget, nThread)
      : sqlite3_mprintf("SELECT sudoku_budget(%llu)", budget);
    rc = zSql ? sqlite3_exec(db, zSql, 0, 0, 0) : SQLITE_NOMEM;
    sqlite3_free(zSql);
  }
  if( rc!=SQLITE_OK ){
    snprintf(zErr, (size_t)nErr, "cannot open a connection: %s",
             sqlite3_errstr(rc));
    sqlite3_close(db);
    return -1;
  }
  rc = sqlite3_prepare_v2(db, "SELECT r->>'er', r->>'ep', r->>'ed' "
                          "FROM (SELECT sudoku_ratings(?1) AS r)", -1, &pStmt,
                          0);
  if( rc!=SQLITE_OK ){
    snprintf(zErr, (size_t)nErr, "%s%s", sqlite3_errmsg(db),
             rc==SQLITE_NOMEM ? "" : " (this build lacks the rating "
             "functions; rebuild with sqlite/sql_sudoku.c)");
    sqlite3_close(db);
    return -1;
  }
  *ppState = pStmt;
  return 0;
}

static void rate_close(void *pState){
  sqlite3_stmt *pStmt = (sqlite3_stmt*)pState;
  sqlite3 *db = pStmt ? sqlite3_db_handle(pStmt) : 0;
  sqlite3_finalize(pStmt);
  sqlite3_close(db);
}

/* Rate one row through the SQL functions.  An error (a text that is no
** 9x9 puzzle, out of memory) leaves the row unrated (zError set); a
** puzzle without a rating (no unique solution) is graded 'unrated', one
** of a variant 'variant' (the rater refuses rules but the plain ones). */
static void rate_work(void *pState, FillJob *j){
  sqlite3_stmt *pStmt = (sqlite3_stmt*)pState;
  /* the columns er, ep, ed give v1, v3, v4; the grade is v2 */
  static const int aOutOf[3] = { 0, 2, 3 };
  FillValue *pGrade = &j->aOut[1];
  const char *zGrade = 0;
  int i;
  if( j->nRules ){                  /* the normal form of plain rules is "" */
    pGrade->eType = SQLITE_TEXT;
    strcpy(j->zText, GRADE_VARIANT);
    return;
  }
  sqlite3_bind_text(pStmt, 1, j->zPuzzle, j->nPuzzle, SQLITE_STATIC);
  if( sqlite3_step(pStmt)==SQLITE_ROW ){
    zGrade = sqlite3_column_type(pStmt, 0)==SQLITE_NULL ? GRADE_UNRATED
             : grade_name((int)lround(sqlite3_column_double(pStmt, 0)*10));
  }
  if( zGrade ){
    for(i=0; i<3 && sqlite3_column_type(pStmt, 0)!=SQLITE_NULL; i++){
      FillValue *v = &j->aOut[aOutOf[i]];
      v->eType = SQLITE_FLOAT;
      v->r = sqlite3_column_double(pStmt, i);
    }
    pGrade->eType = SQLITE_TEXT;
    strcpy(j->zText, strlen(zGrade)<=(size_t)j->nText ? zGrade
                                                       : GRADE_UNRATED);
  }else{
    snprintf(j->zError, sizeof(j->zError), "%s",
             sqlite3_errmsg(sqlite3_db_handle(pStmt)));
  }
  sqlite3_reset(pStmt);
}

static const FillSpec rateSpec = {
  "rate", "unrated", zRateHelp,
  "size=9 AND (grade IS NULL OR rater IS NULL OR rater<sudoku_rate_version()"
  " OR (rating IS NOT NULL AND ep IS NULL))",
  "rating10=r.v1*10, grade=r.v2, ep10=r.v3*10, ed10=r.v4*10,"
  " rater=sudoku_rate_version()", 0, 0,
  rate_open, rate_work, rate_close
};

int cmd_rate(int argc, char **argv){
  return fill_main(&rateSpec, argc, argv);
}
