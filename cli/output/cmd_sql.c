/* SPDX-License-Identifier: MIT */
/*
** cmd_sql.c: `sudokudb sql DB [SQL] [--format F] [--header]`: run SQL on
** DB with the sudoku extension loaded (sql_run.c), printing result rows in
** one of the formats of rowout.h (by default as the sqlite3 shell's list
** mode does: columns joined by '|', NULL as an empty string).  Without SQL
** (or with '-') the SQL is read from stdin: all of it, or, when stdin is a
** terminal, statement by statement after a prompt (sql_shell.c).
*/
#include "cli.h"
#include "buf.h"
#include "args.h"
#include "db.h"
#include "rowout.h"
#include "sql_run.h"
#include "sql_shell.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char zSqlHelp[] =
"usage: sudokudb sql DB [SQL] [--format F] [--header]\n"
"\n"
"Run SQL (one or more statements; read from stdin when not given or '-')\n"
"on DB with every sudoku_* function available, and print each result row.\n"
"When stdin is a terminal, it prompts for statements, each ending with ';'\n"
"(over several lines if need be), and takes .tables, .schema [TABLE],\n"
".help and .quit, as the sqlite3 shell does.\n"
"DB must exist (':memory:' for none), it is not changed unless the SQL\n"
"changes it.\n"
"\n"
"  --format list      (default) columns separated by '|', NULL empty, as\n"
"                     the sqlite3 shell's list mode\n"
"  --format table     columns aligned (by display width) under a header\n"
"  --format csv       RFC 4180: fields with , \" or line breaks quoted\n"
"  --format tsv       tab-separated; tab, line break, backslash as \\t \\n\n"
"                     \\r \\\\; NULL empty\n"
"  --format json      an array of objects {\"column\": value} per statement\n"
"                     (numbers as numbers, NULL as null)\n"
"  --format ndjson    the same objects, one per line\n"
"  --header           a first line of column names (list, csv, tsv)\n"
"\n"
"Example:\n"
"  sudokudb sql demo.db \"SELECT grade, count(*) FROM puzzle GROUP BY 1\"\n"
"Exit status: 0 done, 1 an SQL error (the statements before it ran),\n"
"2 usage error.\n";

/* Read the command line: the database, the SQL (NULL: stdin) and the
** options.  Returns -1 to go on, else an exit code. */
static int parse_args(int argc, char **argv, const char **pzDb,
                      const char **pzSql, RowFormat *peFormat,
                      int *pbHeader){
  const char *zFormat = 0;
  int i = 1, rc, nPos = 0;
  while( i<argc ){
    if( cli_is_help(argv[i]) ){
      fputs(zSqlHelp, stdout);
      return EXIT_OK;
    }
    if( (rc = args_value(argc, argv, &i, "--format", &zFormat))!=0 ){
      if( rc<0 ) return EXIT_USAGE;
    }else if( strcmp(argv[i], "--header")==0 ){
      *pbHeader = 1;
      i++;
    }else if( argv[i][0]=='-' && argv[i][1]!=0
           && argv[i][strcspn(argv[i], " \t\r\n")]==0 ){
      /* A word: an option mistyped; SQL opening with a comment has
      ** blanks. */
      return cli_bad_argument("sql", argv[i]);
    }else if( nPos==0 ){
      *pzDb = argv[i++];
      nPos++;
    }else if( nPos==1 ){
      *pzSql = strcmp(argv[i], "-")==0 ? 0 : argv[i];
      i++;
      nPos++;
    }else{
      return cli_usage_error("sql: unexpected argument %s (the SQL is one "
                             "argument: quote it)", argv[i]);
    }
  }
  if( nPos==0 ) return cli_missing("sql", "DB");
  if( zFormat ){
    int e = rowout_format(zFormat);
    if( e<0 ){
      return cli_usage_error("sql: unknown format '%s' (list, table, csv, "
                             "tsv, json or ndjson)", zFormat);
    }
    *peFormat = (RowFormat)e;
  }
  return -1;
}

int cmd_sql(int argc, char **argv){
  const char *zDb = 0, *zSql = 0;
  char *zStdin = 0;
  RowFormat eFormat = ROW_LIST;
  int bHeader = 0;
  sqlite3 *db;
  int rc;
  cli_set_help(zSqlHelp);
  rc = parse_args(argc, argv, &zDb, &zSql, &eFormat, &bHeader);
  if( rc>=0 ) return rc;
  if( !db_exists(zDb) ){
    fprintf(stderr, "sudokudb sql: no database %s (create one with "
            "`sudokudb import %s FILE...`, or use :memory:)\n", zDb, zDb);
    return EXIT_FAIL;
  }
  if( zSql==0 && isatty(0) ){
    rc = db_open("sql", zDb, DB_OPEN_ANY, &db);
    if( rc==EXIT_OK ){
      rc = sql_shell(db, eFormat, bHeader, stdin);
      sqlite3_close(db);
    }
    return rc;
  }
  if( zSql==0 ){
    Buf in = BUF_INIT;
    buf_read(&in, stdin);
    if( (zStdin = buf_take(&in))==0 ){
      fputs("sudokudb sql: cannot read stdin\n", stderr);
      return EXIT_FAIL;
    }
  }
  rc = db_open("sql", zDb, DB_OPEN_ANY, &db);
  if( rc==EXIT_OK ){
    rc = sql_run(db, zStdin ? zStdin : zSql, eFormat, bHeader);
    sqlite3_close(db);
  }
  free(zStdin);
  return rc;
}
