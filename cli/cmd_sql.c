/*
** cmd_sql.c: `sudokudb sql DB [SQL]`: run SQL on DB with the sudoku
** extension loaded, printing result rows as the sqlite3 shell's list mode
** does (columns joined by '|', NULL as an empty string).  Without SQL (or
** with '-') the SQL is read from stdin.
*/
#include "cli.h"
#include "db.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char zSqlHelp[] =
"usage: sudokudb sql DB [SQL]\n"
"\n"
"Run SQL (one or more statements; read from stdin when not given or '-')\n"
"on DB with every sudoku_* function available, and print each result row\n"
"as the sqlite3 shell's list mode: columns separated by '|', NULL empty.\n"
"DB must exist (':memory:' for none), it is not changed unless the SQL\n"
"changes it.  Example:\n"
"  sudokudb sql demo.db \"SELECT grade, count(*) FROM puzzle GROUP BY 1\"\n"
"Exit status: 0 done, 1 an SQL error (the statements before it ran),\n"
"2 usage error.\n";

/* All of stdin as a NUL-terminated string (malloc), or NULL. */
static char *read_stdin(void){
  size_t n = 0, nAlloc = 4096, k;
  char *z = malloc(nAlloc);
  while( z && (k = fread(z+n, 1, nAlloc-n-1, stdin))>0 ){
    n += k;
    if( nAlloc-n-1==0 ){
      char *zNew = realloc(z, nAlloc*2);
      if( zNew==0 ){ free(z); return 0; }
      z = zNew;
      nAlloc *= 2;
    }
  }
  if( z ) z[n] = 0;
  return z;
}

/* Run one prepared statement, printing its rows.  Returns an SQLite code. */
static int print_rows(sqlite3_stmt *pStmt){
  int rc, i, n = sqlite3_column_count(pStmt);
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    for(i=0; i<n; i++){
      const unsigned char *z = sqlite3_column_text(pStmt, i);
      if( i ) putchar('|');
      if( z ) fwrite(z, 1, (size_t)sqlite3_column_bytes(pStmt, i), stdout);
    }
    putchar('\n');
  }
  return rc==SQLITE_DONE ? SQLITE_OK : rc;
}

/* Run every statement of zSql in turn.  Returns an exit code. */
static int run_sql(sqlite3 *db, const char *zSql){
  while( zSql && *zSql ){
    sqlite3_stmt *pStmt = 0;
    const char *zTail = 0;
    int rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, &zTail);
    if( rc==SQLITE_OK && pStmt ) rc = print_rows(pStmt);
    sqlite3_finalize(pStmt);
    if( rc!=SQLITE_OK ){
      fflush(stdout);
      fprintf(stderr, "sudokudb sql: %s\n", sqlite3_errmsg(db));
      return EXIT_FAIL;
    }
    zSql = zTail;
  }
  return EXIT_OK;
}

int cmd_sql(int argc, char **argv){
  const char *zDb;
  char *zStdin = 0;
  sqlite3 *db;
  int rc;
  if( argc>=2 && cli_is_help(argv[1]) ){
    fputs(zSqlHelp, stdout);
    return EXIT_OK;
  }
  if( argc<2 || argc>3 ){
    fputs(zSqlHelp, stderr);
    return EXIT_USAGE;
  }
  zDb = argv[1];
  if( strcmp(zDb, ":memory:")!=0 && access(zDb, F_OK)!=0 ){
    fprintf(stderr, "sudokudb sql: no database %s (create one with "
            "`sudokudb import %s FILE...`, or use :memory:)\n", zDb, zDb);
    return EXIT_FAIL;
  }
  if( argc==2 || strcmp(argv[2], "-")==0 ){
    zStdin = read_stdin();
    if( zStdin==0 ){
      fputs("sudokudb sql: cannot read stdin\n", stderr);
      return EXIT_FAIL;
    }
  }
  rc = db_open("sql", zDb, DB_OPEN_ANY, &db);
  if( rc==EXIT_OK ){
    rc = run_sql(db, zStdin ? zStdin : argv[2]);
    sqlite3_close(db);
  }
  free(zStdin);
  if( rc==EXIT_OK && fflush(stdout)!=0 ){
    perror("sudokudb sql: writing output");
    rc = EXIT_FAIL;
  }
  return rc;
}
