/* SPDX-License-Identifier: MIT */
/*
** fn.h: the bodies of the SQL functions, for any engine's glue.
**
** The SQLite glue (sqlite/sudoku.c, sqlite/sql_*.c) and the PostgreSQL glue
** (pg/) read their engine's arguments into C values, call fn_* here and
** hand the FnOut back in their engine's terms:
**
**   FnOut o;  Work w = { 0, budget };  Grid g;
**   fn_init(&o);
**   if( fn_grid(&o, z, n, &g) ) fn_solve(&o, &g, &w);
**   ... o.eType: FN_NULL, FN_INT (o.i), FN_REAL (o.r), FN_TEXT,
**       FN_JSON or FN_BLOB (o.z, o.n bytes), FN_ERROR (o.eErr, the
**       problem in o.z)
**   fn_free(&o);
**
** So the argument checks, the error texts and the formatting of results
** are written once.  An error text is the problem only: each glue puts
** "name: " before it.  Memory is malloc'd (fn_free frees it); nothing
** here knows SQLite or PostgreSQL.
*/
#ifndef SUDOKU_FN_H
#define SUDOKU_FN_H

#include "grid.h"
#include "rules.h"
#include "solve.h"
#include "work.h"

#include <stddef.h>

/* What a function returned (FnOut.eType). */
enum { FN_NULL, FN_INT, FN_REAL, FN_TEXT, FN_JSON, FN_BLOB, FN_ERROR };

/* Kinds of errors (FnOut.eErr), for the engines' error codes. */
enum {
  FN_ERR_INPUT = 1,   /* a bad argument or a puzzle it cannot take */
  FN_ERR_BUDGET,      /* over the work budget (or interrupted) */
  FN_ERR_LIMIT,       /* a bound of the function itself (a count cap) */
  FN_ERR_NOMEM        /* out of memory; z is "out of memory" */
};

/* Room for short results (a grid line) and error texts. */
#define FN_BUF 700

typedef struct FnOut FnOut;
struct FnOut {
  int eType;
  int eErr;              /* FN_ERROR: FN_ERR_* */
  long long i;           /* FN_INT */
  double r;              /* FN_REAL */
  const char *z;         /* FN_TEXT, FN_JSON, FN_BLOB, FN_ERROR: n bytes */
  size_t n;
  char *zHeap;           /* a malloc'd result, freed by fn_free */
  char zBuf[FN_BUF];
};

/* Start o as a NULL result. */
void fn_init(FnOut *o);

/* Free what o holds; o is NULL again. */
void fn_free(FnOut *o);

/* Set o to an error of kind eErr, its text printf-formatted. */
void fn_error(FnOut *o, int eErr, const char *zFmt, ...);

/* Set o to the out-of-memory error. */
void fn_nomem(FnOut *o);

/* Set o to the malloc'd text z (eType FN_TEXT or FN_JSON), which it
** takes over; z NULL (its building ran out of memory): the
** out-of-memory error. */
void fn_result_heap(FnOut *o, int eType, char *z);

/* Set o to the error of a search that went over the budget w->limit, or
** over the memory limit w->memLimit when w->memOver. */
void fn_over_budget(FnOut *o, const Work *w);

/* 1 when o is the error of a search cut short (over its budget or a
** limit): what a search the host interrupted reports. */
int fn_cut_short(const FnOut *o);

/* Room for fn_budget_problem's text. */
#define FN_BUDGET_MAX 200

/*
** What a search that went over the budget w->limit reports ("over the
** work budget of ... units; raise it ..."), or over the memory limit
** when w->memOver ("over the memory limit of ... bytes; raise it ..."),
** into zBuf (FN_BUDGET_MAX bytes).  Returns zBuf.
*/
char *fn_budget_problem(const Work *w, char *zBuf);

/* sudoku_budget(n)'s check of n: 1 when valid, else 0 with o's error. */
int fn_budget_arg(FnOut *o, long long n);

/* sudoku_memory_limit(n)'s check of n: 1 when valid, else 0 with o's
** error. */
int fn_memory_arg(FnOut *o, long long n);

/* sudoku_threads(n)'s check of n (1 to WORK_MAX_THREADS): 1 when valid,
** else 0 with o's error. */
int fn_threads_arg(FnOut *o, long long n);

/* Parse a puzzle: 1 when g holds it, else 0 with o's error, which names
** the argument zArg ("s: expected 81 cells, got 80") unless it is NULL
** (the first puzzle argument goes unnamed). */
int fn_grid(FnOut *o, const char *zArg, const char *z, size_t n, Grid *g);

/*
** Parse a rules argument (the JSON object z, n bytes; rules.h; z NULL or
** '', as the rules column of sudokudb's schema has it: the plain rules)
** for the puzzle g: 1 when r holds them, else 0
** with o's error naming the key (a prime side without "regions" is one;
** a pencil-mark puzzle takes the plain rules only).
*/
int fn_rules(FnOut *o, const char *z, size_t n, const Grid *g, Rules *r);

/*
** For a body that handles plain sudoku only (zWhat says what it does, as
** in "rates"): 1 when r is NULL or the plain rules, else 0 with o's error
** naming the first other key.
*/
int fn_plain_rules(FnOut *o, const Rules *r, const char *zWhat);

/*
** solve_rules() (solve.h; r NULL: plain) within the budget of w: 1 with
** the count in *pCount, or 0 with o's error (over budget, out of memory).
*/
int fn_solve_grid(FnOut *o, const Grid *g, const Rules *r,
                  unsigned long long limit, Grid *first, SolveStats *stats,
                  Work *w, unsigned long long *pCount);

/* Set o to a text result: g's canonical one-line form. */
void fn_result_grid(FnOut *o, const Grid *g);

/*
** An integer argument of a set-returning function that must lie in
** lo..hi (isInt 0: it is not an integer): 1 with *pOut set, else 0 with
** o's error zProblem.
*/
int fn_int_in(FnOut *o, int isInt, long long v, long long lo, long long hi,
              const char *zProblem, long long *pOut);

/* ---- fn_table.c: the one-puzzle functions by name ------------------ */
/*
** The functions of one puzzle argument, by name: sudoku_solve,
** sudoku_is_unique, sudoku_valid, sudoku_clues, sudoku_format,
** sudoku_canonical, sudoku_pack, sudoku_key, target_score, target_solve,
** sudoku_rate, sudoku_ratings, sudoku_grade, sudoku_stats.  The glue
** registers each of fn_grid_funcs (ended by a NULL name) under its name,
** and calls the body that fn_grid_body gives for the name (NULL: not one
** of them) with the parsed puzzle.  Those with hasRules take an optional
** second argument, the rules: the glue reads it with fn_rules (z NULL
** when absent) and passes them; the others get NULL.
*/
typedef void FnGridBodyFn(FnOut*, const Grid*, const Rules*, Work*);
typedef FnGridBodyFn *FnGridBody;
typedef struct FnGridFunc FnGridFunc;
struct FnGridFunc {
  const char *zName;
  FnGridBody x;
  int hasRules;          /* 1: also registered with a rules argument */
  int searches;          /* 1: runs a search the work budget bounds; 0:
                         ** linear in its arguments */
};
extern const FnGridFunc fn_grid_funcs[];
FnGridBody fn_grid_body(const char *zName);

/* ---- fn_sudoku.c: the puzzle functions with other arguments ---------- */
void fn_count(FnOut *o, const Grid *g, const Rules *r, long long limit,
              int hasLimit, Work *w);
void fn_check(FnOut *o, const Grid *p, const Grid *s, const Rules *r);
void fn_normalize(FnOut *o, const char *z, size_t n, const char *zAlpha,
                  size_t nAlpha);

/* The one-puzzle bodies (see fn_grid_body). */
FnGridBodyFn fn_solve, fn_is_unique, fn_valid, fn_clues, fn_format,
             fn_canonical, fn_pack, fn_key, fn_target_score,
             fn_target_solve, fn_rate, fn_ratings, fn_grade, fn_stats;

/* ---- fn_rate.c: the steps, from the givens or a player's state ------ */
/* sudoku_explain(p [, state [, rules]]) and sudoku_hint(p [, state
** [, level [, rules]]]): play is NULL without a state (fn_play.h reads
** one); level is a RATE_JSON_* (rate_json.h); r NULL or the plain rules,
** or a variant SukakuExplainer rates (others are refused, as
** sudoku_rate refuses them). */
typedef struct FnPlay FnPlay;
void fn_explain(FnOut *o, const Grid *g, const FnPlay *play,
                const Rules *r, Work *w);
void fn_hint(FnOut *o, const Grid *g, const FnPlay *play, int level,
             const Rules *r, Work *w);

/*
** Rate g under the rules r (NULL: plain; a variant as fn_explain takes
** it) from the player's state play (NULL: from the givens) as opt
** says (rate.h): 1 with *res set, or 0 with o's error, or with o the
** JSON answer that lists the state's mistakes (fn_play_check), or with
** o NULL when the puzzle has no unique solution.
*/
struct RateOptions;
struct RateResult;
int fn_rate_from(FnOut *o, const Grid *g, const FnPlay *play,
                 const Rules *r, const struct RateOptions *opt,
                 struct RateResult *res, Work *w);

/* sudoku_hint's level argument (z, n bytes: "nudge", "pattern" or
** "full"): 1 with *pLevel set, else 0 with o's error. */
int fn_hint_level(FnOut *o, const char *z, size_t n, int *pLevel);

/* ---- fn_misc.c: iq_solve, sudoku_generate, sudoku_svg, sudoku_debug --- */
void fn_iq_solve(FnOut *o, const char *z, size_t n, Work *w);
void fn_generate(FnOut *o, long long seed, const char *zOpt, int nOpt,
                 Work *w);

/* sudoku_svg's options (defaults from fn_svg_defaults). */
#define FN_SVG_STATE_MAX 8192
typedef struct FnSvgOpts FnSvgOpts;
struct FnSvgOpts {
  int solution, candidates, hint, size;
  int step;                 /* "step": the step drawn (1 the first), 0 the
                            ** next hint */
  size_t nState;            /* "state": its text (nState bytes), 0: none */
  char zState[FN_SVG_STATE_MAX];
  int hasRules;             /* "rules" given: read (rules_read) into rules,
                            ** finished for the puzzle by fn_svg */
  Rules rules;
};
void fn_svg_defaults(FnSvgOpts *p);

/* The problem of an options argument that is not a JSON object. */
extern const char fn_svg_not_object[];

/*
** The check of the options' text (z, n bytes) before a glue hands it to
** its engine's JSON reader, which would end it at a NUL byte: 1, or 0
** with o's error ("options: bad byte 0x00 at offset N", json.h).
*/
int fn_svg_text(FnOut *o, const char *z, size_t n);

/*
** Set option zKey of p from its JSON type, spelled as SQLite's json_type
** does ("true", "false", "integer", "real", "text", "object", ...),
** integer value v and, for an object, its JSON text zJson (nJson bytes),
** for a string, its text (unquoted; else NULL): 1, or 0 with o's error.
*/
int fn_svg_option(FnOut *o, FnSvgOpts *p, const char *zKey,
                  const char *zType, long long v, const char *zJson,
                  size_t nJson);
void fn_svg(FnOut *o, const Grid *g, const FnSvgOpts *p, Work *w);

/* sudoku_debug's JSON, naming the engine (zEngine: its version). */
void fn_debug(FnOut *o, const char *zEngine, const char *zEngineVersion);

#endif
