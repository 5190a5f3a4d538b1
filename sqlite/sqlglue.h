/* SPDX-License-Identifier: MIT */
/*
** sqlglue.h: what the SQL glue files (sqlite/sudoku.c, sqlite/sql_*.c) share.
** Built twice: as the loadable extension (sqlite3_api pointer) and with
** -DSQLITE_CORE inside the sudokudb CLI (direct calls).  Only
** sqlite3_sudoku_init is exported from sudoku.so; everything declared here
** has hidden visibility (see the Makefile's version script).
**
** Conventions for every function: the function's name is its user data
** (sqlite3_user_data) so errors can name it; a NULL argument gives NULL;
** bad input gives "name: problem"; out of memory gives SQLITE_NOMEM.
*/
#ifndef SUDOKU_SQLGLUE_H
#define SUDOKU_SQLGLUE_H

#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT3

#include "fn.h"

/*
** Flags of the functions, by what a database file's schema (a view,
** trigger, index, CHECK constraint or generated column) may do with them
** (docs/budget.md):
**   SQLGLUE_PURE    no search, linear in the arguments: innocuous, any
**                   schema may call them, trusted_schema=OFF or not;
**   SQLGLUE_SEARCH  a search, each call bounded by the connection's work
**                   budget (about a second): a schema may call them only
**                   when the host trusts it (trusted_schema=ON);
**   SQLGLUE_DIRECT  counts to a limit of the caller's: never from a
**                   schema (as the enumerations exact_cover and
**                   sudoku_solutions, and the connection's settings).
*/
#define SQLGLUE_PURE   (SQLITE_UTF8|SQLITE_DETERMINISTIC|SQLITE_INNOCUOUS)
#define SQLGLUE_SEARCH (SQLITE_UTF8|SQLITE_DETERMINISTIC)
#define SQLGLUE_DIRECT (SQLITE_UTF8|SQLITE_DETERMINISTIC|SQLITE_DIRECTONLY)

/* One connection's settings, shared by all its functions (sudoku.c). */
typedef struct SqlConn SqlConn;

/* One scalar function to register. */
typedef struct SqlFunc SqlFunc;
struct SqlFunc {
  const char *zName;
  int nArg;                 /* -1 for a variable count */
  int flags;
  void (*xFunc)(sqlite3_context*, int, sqlite3_value**);
};

/*
** Register every entry of aFunc for pConn; returns the first error code.
** Each function's user data gives its name and pConn (sqlglue_name,
** sqlglue_work).
*/
int sqlglue_register_all(sqlite3 *db, SqlConn *pConn, const SqlFunc *aFunc,
                         int nFunc);

/*
** Register the eponymous module zName for pConn; its xCreate/xConnect get
** pAux, and sqlglue_module_work() reads pConn's budget from it.
*/
int sqlglue_register_module(sqlite3 *db, SqlConn *pConn, const char *zName,
                            const sqlite3_module *pModule, const void *pKind);

/* The pKind given to sqlglue_register_module, from a module's pAux. */
const void *sqlglue_module_kind(void *pAux);

/* A fresh Work with the budget of the connection of a module's pAux. */
void sqlglue_module_work(void *pAux, Work *w);

/* A fresh Work with the budget of the calling function's connection. */
void sqlglue_work(sqlite3_context *ctx, Work *w);

/* The calling function's name, for error messages. */
const char *sqlglue_name(sqlite3_context *ctx);

/* SQLite's name for a value's type ("integer", "real", "text", ...). */
int sqlglue_is_int(sqlite3_value *pVal);
const char *sqlglue_type_name(sqlite3_value *pVal);

/* Report "name: <printf-formatted problem>" as the function's error. */
void sqlglue_error(sqlite3_context *ctx, const char *zFmt, ...);

/* Room for sqlglue_puzzle_type_problem's text, with its NUL. */
#define SQLGLUE_PROBLEM_MAX 200

/*
** The problem of a puzzle argument pArg that is neither text nor NULL
** (zWhat names it; NULL for the first puzzle argument, which goes
** unnamed), into zBuf (SQLGLUE_PROBLEM_MAX bytes); returns zBuf.  A
** number says how a puzzle comes to be one and how to avoid it ("the
** puzzle is a real (a number), not text: a tool stored the digits as a
** number, ..."); a blob is "expected text, got blob".
*/
char *sqlglue_puzzle_type_problem(sqlite3_value *pArg, const char *zWhat,
                                  char *zBuf);

/*
** Read a puzzle argument.  Returns 1 when g holds the parsed puzzle.
** Returns 0 when the argument is NULL (the result is then NULL) or when
** it is not a valid puzzle (the error is then set, naming the argument
** zWhat unless it is NULL): either way the caller just returns.
*/
int sqlglue_grid_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                     const char *zWhat, Grid *g);

/* sqlglue_text_arg for a puzzle argument: a number gets
** sqlglue_puzzle_type_problem's error. */
int sqlglue_puzzle_text_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                            const char *zWhat, const char **pz, size_t *pn);

/*
** Read a text argument into *pz, *pn.  Returns 1, or 0 after setting the
** result: NULL for NULL; an error "zWhat must be text, got <type>" (zWhat
** NULL: "expected text, got <type>") for another type.
*/
int sqlglue_text_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                     const char *zWhat, const char **pz, size_t *pn);

/*
** Read the rules argument (a JSON object, rules.h; pArg NULL: none, the
** plain rules) of a function for the puzzle g into r.  Returns 1, or 0
** after setting the result: NULL for NULL, else an error naming the key
** (a prime side without "regions" is one).
*/
int sqlglue_rules_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                      const Grid *g, Rules *r);

/* Set the function's result from o (fn.h), then free o.  It ends the
** watch sqlglue_work began: a search the host stopped gives "name:
** interrupted" (SQLITE_INTERRUPT). */
void sqlglue_result(sqlite3_context *ctx, FnOut *o);

/*
** The watch of a long call (sql_watch.c): from begin to end, the core's
** interrupt test sees the connection's sqlite3_interrupt() and progress
** handler.  sqlglue_work and sqlglue_result watch every scalar call;
** end returns 1 when the host asked the call to stop and o, the call's
** outcome, is its search cut short (fn_cut_short): the call was
** interrupted.  install makes the test the core's, unless the host (the
** sudokudb CLI) has its own.
*/
void sqlglue_watch_install(void);
void sqlglue_watch_begin(sqlite3 *db);
int sqlglue_watch_end(const FnOut *o);

/* Registration of each group of functions (one per sql_*.c file). */
int sqlglue_register_sudoku(sqlite3 *db, SqlConn *pConn);
int sqlglue_register_cover(sqlite3 *db, SqlConn *pConn);
int sqlglue_register_version(sqlite3 *db, SqlConn *pConn);
int sqlglue_register_svg(sqlite3 *db, SqlConn *pConn);
int sqlglue_register_generate(sqlite3 *db, SqlConn *pConn);

#endif
