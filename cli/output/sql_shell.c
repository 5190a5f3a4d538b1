/* SPDX-License-Identifier: MIT */
/*
** sql_shell.c: the interactive `sudokudb sql DB` (see sql_shell.h).
*/
#include "sql_shell.h"
#include "sql_run.h"
#include "cli.h"
#include "buf.h"

#include <stdlib.h>
#include <string.h>

static const char zShellHelp[] =
".help            this text\n"
".quit            end the session (so does Ctrl-D)\n"
".schema [TABLE]  the CREATE statements of the database, or of TABLE\n"
".tables          the tables and views\n"
"Anything else is SQL, run when a line ends a statement with ';'.\n";

/* Print the first column of every row of zSql (with ?1 bound to zArg
** when not NULL), each followed by zEnd.  Returns an SQLite code. */
static int print_column(sqlite3 *db, const char *zSql, const char *zArg,
                        const char *zEnd){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0);
  if( rc==SQLITE_OK && zArg ){
    sqlite3_bind_text(pStmt, 1, zArg, -1, SQLITE_STATIC);
  }
  while( rc==SQLITE_OK && sqlite3_step(pStmt)==SQLITE_ROW ){
    printf("%s%s", (const char*)sqlite3_column_text(pStmt, 0), zEnd);
  }
  if( rc==SQLITE_OK ) rc = sqlite3_finalize(pStmt);
  else sqlite3_finalize(pStmt);
  if( rc!=SQLITE_OK ) fprintf(stderr, "sudokudb sql: %s\n", sqlite3_errmsg(db));
  return rc;
}

/* Run the dot command of line z.  Returns 1 for .quit, else 0. */
static int dot_command(sqlite3 *db, char *z){
  char *zCmd = strtok(z, " \t\r\n");
  char *zArg = strtok(0, " \t\r\n");
  if( strcmp(zCmd, ".quit")==0 || strcmp(zCmd, ".exit")==0 ) return 1;
  if( strcmp(zCmd, ".help")==0 ){
    fputs(zShellHelp, stdout);
  }else if( strcmp(zCmd, ".tables")==0 ){
    print_column(db, "SELECT name FROM sqlite_schema WHERE type IN "
                 "('table','view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
                 "ORDER BY name", 0, "\n");
  }else if( strcmp(zCmd, ".schema")==0 ){
    print_column(db, "SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL "
                 "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
                 "AND (?1 IS NULL OR tbl_name LIKE ?1 OR name LIKE ?1) "
                 "ORDER BY tbl_name, type DESC, name", zArg ? zArg : 0,
                 ";\n");
  }else{
    fprintf(stderr, "sudokudb sql: unknown command %s (.help lists them)\n",
            zCmd);
  }
  return 0;
}

int sql_shell(sqlite3 *db, RowFormat eFormat, int bHeader, FILE *in){
  char *zLine = 0;
  size_t nLineAlloc = 0;
  Buf sql = BUF_INIT;
  ssize_t nLine;
  int rc = EXIT_OK;
  printf("sudokudb %s: SQL statements end with ';' (over several lines if "
         "need be); .help for more, .quit or Ctrl-D to end\n",
         SUDOKU_VERSION);
  for(;;){
    fputs(sql.n ? "   ...> " : "sudokudb> ", stdout);
    fflush(stdout);
    if( (nLine = getline(&zLine, &nLineAlloc, in))<0 ) break;
    if( sql.n==0 && zLine[strspn(zLine, " \t")]=='.' ){
      if( dot_command(db, zLine+strspn(zLine, " \t")) ) break;
      continue;
    }
    if( sql.n==0 && zLine[strspn(zLine, " \t\r\n")]==0 ) continue;
    buf_append(&sql, zLine, (size_t)nLine);
    if( sql.oom ){
      fputs("sudokudb sql: out of memory\n", stderr);
      rc = EXIT_FAIL;
      break;
    }
    if( sqlite3_complete(sql.z) ){
      sql_run(db, sql.z, eFormat, bHeader);
      sql.n = 0;
      if( ferror(stdout) ){
        rc = EXIT_FAIL;
        break;
      }
    }
  }
  if( rc==EXIT_OK && nLine<0 ) fputc('\n', stdout);
  free(zLine);
  buf_free(&sql);
  return rc;
}
