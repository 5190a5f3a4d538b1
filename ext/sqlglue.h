/*
** sqlglue.h: what the SQL glue files (ext/sudoku.c, ext/sql_*.c) share.
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

#include "grid.h"
#include "rules.h"
#include "solve.h"
#include "rate.h"

/*
** Flags for pure functions.  INNOCUOUS is safe for them because every
** search they run is bounded by the connection's work budget (see
** sudoku_budget in sudoku.c), which only direct SQL can change.
*/
#define SQLGLUE_PURE (SQLITE_UTF8|SQLITE_DETERMINISTIC|SQLITE_INNOCUOUS)

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

/* Room for sqlglue_budget_problem's text. */
#define SQLGLUE_BUDGET_MAX 160

/*
** What a search that went over the budget w->limit reports, after the
** function's name ("over the work budget of ... units; raise it ..."),
** into zBuf (SQLGLUE_BUDGET_MAX bytes).  Returns zBuf.
*/
char *sqlglue_budget_problem(const Work *w, char *zBuf);

/* Set the calling function's error to "name: " sqlglue_budget_problem. */
void sqlglue_over_budget(sqlite3_context *ctx, const Work *w);

/* The calling function's name, for error messages. */
const char *sqlglue_name(sqlite3_context *ctx);

/* SQLite's name for a value's type ("integer", "real", "text", ...). */
const char *sqlglue_type_name(sqlite3_value *pVal);

/* Report "name: <printf-formatted problem>" as the function's error. */
void sqlglue_error(sqlite3_context *ctx, const char *zFmt, ...);

/*
** Read a puzzle argument.  Returns 1 when g holds the parsed puzzle.
** Returns 0 when the argument is NULL (the result is then NULL) or when
** it is not a valid puzzle (the error is then set): either way the caller
** just returns.
*/
int sqlglue_grid_arg(sqlite3_context *ctx, sqlite3_value *pArg, Grid *g);

/*
** Read an optional positive integer argument (a limit).  Returns 1 and
** sets *pOut when valid; returns 0 after setting the result (NULL for a
** NULL argument, else an error naming the argument zWhat).
*/
int sqlglue_positive_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                         const char *zWhat, sqlite3_int64 *pOut);

/*
** Read a text argument into *pz, *pn.  Returns 1 when it is text; 0 after
** setting the result (NULL for NULL; else "<zWhat> must be text<zHint>,
** got <type>", or SQLITE_NOMEM).
*/
int sqlglue_text_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                     const char *zWhat, const char *zHint, const char **pz,
                     int *pn);

/*
** Read the rules argument (a JSON object, rules.h) of a function for the
** puzzle g into r; pArg NULL (no such argument) means the plain rules.
** Returns 1 when r holds them; 0 after setting the result (NULL for a
** NULL argument, else an error naming the key).
*/
int sqlglue_rules_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                      const Grid *g, Rules *r);

/*
** For a function that handles the plain rules only (zWhat says what it
** does): read its rules argument (NULL pArg: none) for g; 1 when they are
** the plain ones, else 0 after setting the result (NULL for a NULL
** argument; else an error naming the first other key).
*/
int sqlglue_plain_rules_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                            const Grid *g, const char *zWhat);

/*
** solve_rules() (r NULL: plain) for a SQL function, within the
** connection's work budget: returns 1 with the count in *pCount, or 0
** after setting the function's error (over budget) or SQLITE_NOMEM.
*/
int sqlglue_solve(sqlite3_context *ctx, const Grid *g, const Rules *r,
                  unsigned long long limit, Grid *first, SolveStats *stats,
                  unsigned long long *pCount);

/*
** rate_grid() for a SQL function, within the connection's work budget:
** returns its status, after setting the function's error when over the
** budget or out of memory (other statuses are the caller's to report).
*/
int sqlglue_rate(sqlite3_context *ctx, const Grid *g, int maxSteps,
                 RateLog *log, RateResult *res);

/* Return g in its canonical one-line form as the function's result. */
void sqlglue_result_grid(sqlite3_context *ctx, const Grid *g);

/* Registration of each group of functions (one per sql_*.c file). */
int sqlglue_register_sudoku(sqlite3 *db, SqlConn *pConn);
int sqlglue_register_rate(sqlite3 *db, SqlConn *pConn);
int sqlglue_register_target(sqlite3 *db, SqlConn *pConn);
int sqlglue_register_cover(sqlite3 *db, SqlConn *pConn);
int sqlglue_register_canon(sqlite3 *db, SqlConn *pConn);
int sqlglue_register_version(sqlite3 *db, SqlConn *pConn);
int sqlglue_register_svg(sqlite3 *db, SqlConn *pConn);
int sqlglue_register_generate(sqlite3 *db, SqlConn *pConn);

#endif
