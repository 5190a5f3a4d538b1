/* SPDX-License-Identifier: MIT */
/*
** pg_funcs.c: the scalar SQL functions of the PostgreSQL extension, the
** same as the SQLite extension's (their bodies are ext/fn/fn*.c's):
**
**   SELECT sudoku_solve(p), sudoku_rate(p), sudoku_explain(p) FROM t;
**   SELECT sudoku_budget(1000000000);     -- sets sudoku.budget
**   SELECT sudoku_threads(2);             -- sets sudoku.threads
**
** The one-puzzle functions share one C entry point, sudoku_grid_fn (or
** sudoku_grid_rules_fn for those that take rules), which finds the body
** by the SQL function's name (fn_grid_funcs).  sudoku.sql
** declares them all.
*/
#include "pgglue.h"

#include "catalog/pg_type.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/lsyscache.h"

#include "generate.h"
#include "fn_play.h"
#include "rate.h"
#include "rate_json.h"

PG_FUNCTION_INFO_V1(sudoku_grid_fn);
PG_FUNCTION_INFO_V1(sudoku_grid_rules_fn);
PG_FUNCTION_INFO_V1(sudoku_count_fn);
PG_FUNCTION_INFO_V1(sudoku_explain_fn);
PG_FUNCTION_INFO_V1(sudoku_hint_fn);
PG_FUNCTION_INFO_V1(sudoku_check_fn);
PG_FUNCTION_INFO_V1(sudoku_normalize_fn);
PG_FUNCTION_INFO_V1(sudoku_generate_fn);
PG_FUNCTION_INFO_V1(sudoku_svg_fn);
PG_FUNCTION_INFO_V1(iq_solve_fn);
PG_FUNCTION_INFO_V1(sudoku_version_fn);
PG_FUNCTION_INFO_V1(sudoku_rate_version_fn);
PG_FUNCTION_INFO_V1(sudoku_generate_version_fn);
PG_FUNCTION_INFO_V1(sudoku_debug_fn);
PG_FUNCTION_INFO_V1(sudoku_budget_fn);
PG_FUNCTION_INFO_V1(sudoku_threads_fn);
PG_FUNCTION_INFO_V1(sudoku_memory_limit_fn);

/* What sudoku_grid_fn keeps per call site (flinfo->fn_extra). */
typedef struct GridCall GridCall;
struct GridCall {
  FnGridBody x;
  Oid type;                 /* the result type */
  char *zName;
};

/* Read puzzle argument i into g, or raise its error as zName's (naming
** the argument zArg unless it is NULL, as fn_grid does). */
static void grid_arg(FunctionCallInfo fcinfo, int i, const char *zName,
                     const char *zArg, Grid *g){
  FnOut o;
  size_t n;
  char *z = pg_text_arg(fcinfo, i, &n);
  fn_init(&o);
  if( !fn_grid(&o, zArg, z, n, g) ) pg_fail(&o, zName);
  pfree(z);
}

/* Read the rules argument i (none past the arguments: the plain rules)
** for the puzzle g into r, or raise its error as zName's. */
static void rules_arg(FunctionCallInfo fcinfo, int i, const char *zName,
                      const Grid *g, Rules *r){
  FnOut o;
  size_t n = 0;
  char *z = PG_NARGS()>i ? pg_text_arg(fcinfo, i, &n) : 0;
  fn_init(&o);
  if( !fn_rules(&o, z, n, g, r) ) pg_fail(&o, zName);
  if( z ) pfree(z);
}

/* The functions of one puzzle: the body named by the SQL function; with
** hasRules, under the rules of a second argument, else the plain ones. */
static Datum grid_call(FunctionCallInfo fcinfo, int hasRules){
  GridCall *p = (GridCall*)fcinfo->flinfo->fn_extra;
  FnOut o;
  Work w;
  Grid g;
  Rules r;
  if( p==0 ){
    Oid fn = fcinfo->flinfo->fn_oid;
    char *zName = get_func_name(fn);
    p = MemoryContextAlloc(fcinfo->flinfo->fn_mcxt, sizeof(*p));
    p->zName = MemoryContextStrdup(fcinfo->flinfo->fn_mcxt, zName);
    p->x = fn_grid_body(zName);
    p->type = get_func_rettype(fn);
    if( p->x==0 ){
      ereport(ERROR, (errcode(ERRCODE_UNDEFINED_FUNCTION),
                      errmsg("%s: not a function of the sudoku extension",
                             zName)));
    }
    fcinfo->flinfo->fn_extra = p;
  }
  grid_arg(fcinfo, 0, p->zName, 0, &g);
  if( hasRules ) rules_arg(fcinfo, 1, p->zName, &g, &r);
  pg_work(&w);
  fn_init(&o);
  p->x(&o, &g, hasRules ? &r : 0, &w);
  return pg_result(fcinfo, &o, p->type, p->zName);
}

PGDLLEXPORT Datum sudoku_grid_fn(PG_FUNCTION_ARGS){
  return grid_call(fcinfo, 0);
}

/* Those that take rules (FnGridFunc.hasRules), with or without them. */
PGDLLEXPORT Datum sudoku_grid_rules_fn(PG_FUNCTION_ARGS){
  return grid_call(fcinfo, 1);
}

/* sudoku_count(p [, limit [, rules]]). */
PGDLLEXPORT Datum sudoku_count_fn(PG_FUNCTION_ARGS){
  FnOut o;
  Work w;
  Grid g;
  Rules r;
  long long limit = 0;
  grid_arg(fcinfo, 0, "sudoku_count", 0, &g);
  rules_arg(fcinfo, 2, "sudoku_count", &g, &r);
  if( PG_NARGS()>1 && !pg_int_arg(fcinfo, 1, &limit) ) limit = 0;
  pg_work(&w);
  fn_init(&o);
  fn_count(&o, &g, &r, limit, PG_NARGS()>1, &w);
  return pg_result(fcinfo, &o, INT8OID, "sudoku_count");
}

/* sudoku_explain(p [, state [, rules]]) and sudoku_hint(p [, state
** [, level [, rules]]]): not strict, since a NULL state means "from the
** givens" (NULL p or rules: NULL). */
static Datum steps_call(FunctionCallInfo fcinfo, int isHint){
  const char *zName = isHint ? "sudoku_hint" : "sudoku_explain";
  int iRules = isHint ? 3 : 2;
  FnOut o;
  Work w;
  Grid g;
  Rules r;
  FnPlay play;
  int hasPlay = PG_NARGS()>1 && !PG_ARGISNULL(1);
  int level = RATE_JSON_FULL;
  if( PG_ARGISNULL(0) ) PG_RETURN_NULL();
  if( PG_NARGS()>iRules && PG_ARGISNULL(iRules) ) PG_RETURN_NULL();
  grid_arg(fcinfo, 0, zName, 0, &g);
  rules_arg(fcinfo, iRules, zName, &g, &r);
  fn_init(&o);
  if( hasPlay ){
    size_t n;
    char *z = pg_text_arg(fcinfo, 1, &n);
    if( !fn_play_read(&o, z, n, &g, &play) ) pg_fail(&o, zName);
    pfree(z);
  }
  if( isHint && PG_NARGS()>2 && !PG_ARGISNULL(2) ){
    size_t n;
    char *z = pg_text_arg(fcinfo, 2, &n);
    if( !fn_hint_level(&o, z, n, &level) ) pg_fail(&o, zName);
    pfree(z);
  }
  pg_work(&w);
  if( isHint ){
    fn_hint(&o, &g, hasPlay ? &play : 0, level, &r, &w);
  }else{
    fn_explain(&o, &g, hasPlay ? &play : 0, &r, &w);
  }
  return pg_result(fcinfo, &o, JSONBOID, zName);
}

PGDLLEXPORT Datum sudoku_explain_fn(PG_FUNCTION_ARGS){
  return steps_call(fcinfo, 0);
}
PGDLLEXPORT Datum sudoku_hint_fn(PG_FUNCTION_ARGS){
  return steps_call(fcinfo, 1);
}

/* sudoku_check(p, s [, rules]). */
PGDLLEXPORT Datum sudoku_check_fn(PG_FUNCTION_ARGS){
  FnOut o;
  Grid p, s;
  Rules r;
  grid_arg(fcinfo, 0, "sudoku_check", 0, &p);
  grid_arg(fcinfo, 1, "sudoku_check", "s", &s);
  rules_arg(fcinfo, 2, "sudoku_check", &p, &r);
  fn_init(&o);
  fn_check(&o, &p, &s, &r);
  return pg_result(fcinfo, &o, INT4OID, "sudoku_check");
}

/* sudoku_normalize(text [, alphabet]). */
PGDLLEXPORT Datum sudoku_normalize_fn(PG_FUNCTION_ARGS){
  FnOut o;
  size_t n, nAlpha = 0;
  char *z = pg_text_arg(fcinfo, 0, &n);
  char *zAlpha = PG_NARGS()>1 ? pg_text_arg(fcinfo, 1, &nAlpha) : 0;
  fn_init(&o);
  fn_normalize(&o, z, n, zAlpha, nAlpha);
  return pg_result(fcinfo, &o, TEXTOID, "sudoku_normalize");
}

/* sudoku_generate(seed [, options]). */
PGDLLEXPORT Datum sudoku_generate_fn(PG_FUNCTION_ARGS){
  FnOut o;
  Work w;
  size_t nOpt = 0;
  char *zOpt = PG_NARGS()>1 ? pg_text_arg(fcinfo, 1, &nOpt) : 0;
  long long seed;
  fn_init(&o);
  if( !pg_int_arg(fcinfo, 0, &seed) ){
    fn_error(&o, FN_ERR_INPUT, "seed must be an integer, got real");
    pg_fail(&o, "sudoku_generate");
  }
  pg_work(&w);
  fn_generate(&o, seed, zOpt, (int)nOpt, &w);
  return pg_result(fcinfo, &o, TEXTOID, "sudoku_generate");
}

/* sudoku_svg(p [, options]). */
PGDLLEXPORT Datum sudoku_svg_fn(PG_FUNCTION_ARGS){
  FnSvgOpts opts;
  FnOut o;
  Work w;
  Grid g;
  grid_arg(fcinfo, 0, "sudoku_svg", 0, &g);
  fn_init(&o);
  fn_svg_defaults(&opts);
  if( PG_NARGS()>1 ){
    size_t n;
    char *z = pg_text_arg(fcinfo, 1, &n);
    if( !pg_svg_options(&o, z, n, &opts) ) pg_fail(&o, "sudoku_svg");
  }
  pg_work(&w);
  fn_svg(&o, &g, &opts, &w);
  return pg_result(fcinfo, &o, TEXTOID, "sudoku_svg");
}

/* iq_solve(board). */
PGDLLEXPORT Datum iq_solve_fn(PG_FUNCTION_ARGS){
  FnOut o;
  Work w;
  size_t n;
  char *z = pg_text_arg(fcinfo, 0, &n);
  pg_work(&w);
  fn_init(&o);
  fn_iq_solve(&o, z, n, &w);
  return pg_result(fcinfo, &o, TEXTOID, "iq_solve");
}

/* sudoku_version(): the project's version. */
PGDLLEXPORT Datum sudoku_version_fn(PG_FUNCTION_ARGS){
  (void)fcinfo;
  PG_RETURN_TEXT_P(cstring_to_text(SUDOKU_VERSION));
}

/* sudoku_rate_version(): the rater's version (rate.h). */
PGDLLEXPORT Datum sudoku_rate_version_fn(PG_FUNCTION_ARGS){
  (void)fcinfo;
  PG_RETURN_INT32(RATE_VERSION);
}

/* sudoku_generate_version(): the generator's version (generate.h). */
PGDLLEXPORT Datum sudoku_generate_version_fn(PG_FUNCTION_ARGS){
  (void)fcinfo;
  PG_RETURN_INT32(GEN_VERSION);
}

/* sudoku_debug(): what a bug report needs to know about this build. */
PGDLLEXPORT Datum sudoku_debug_fn(PG_FUNCTION_ARGS){
  FnOut o;
  fn_init(&o);
  fn_debug(&o, "postgresql", PG_VERSION);
  return pg_result(fcinfo, &o, JSONBOID, "sudoku_debug");
}

/* Set the GUC zGuc of the function zFunc to its argument, an integer
** checked by xCheck (an error is raised when it is bad). */
static void pg_set_setting(FunctionCallInfo fcinfo, const char *zGuc,
                           const char *zFunc,
                           int (*xCheck)(FnOut*, long long)){
  FnOut o;
  long long n;
  fn_init(&o);
  if( !pg_int_arg(fcinfo, 0, &n) ){
    fn_error(&o, FN_ERR_INPUT, "expected an integer, got real");
    pg_fail(&o, zFunc);
  }
  if( !xCheck(&o, n) ) pg_fail(&o, zFunc);
  set_config_option(zGuc, psprintf(INT64_FORMAT, (int64)n), PGC_USERSET,
                    PGC_S_SESSION, GUC_ACTION_SET, true, 0, false);
}

/*
** sudoku_budget([n]): the session's work budget (the GUC sudoku.budget),
** after setting it to n (0 for no bound) when given.
*/
PGDLLEXPORT Datum sudoku_budget_fn(PG_FUNCTION_ARGS){
  if( PG_NARGS()>0 ){
    pg_set_setting(fcinfo, "sudoku.budget", "sudoku_budget", fn_budget_arg);
  }
  PG_RETURN_INT64((int64)pg_budget());
}

/*
** sudoku_memory_limit([n]): the bytes a call's searches may hold (the GUC
** sudoku.memory_limit), after setting it to n (0 for no bound) when given.
*/
PGDLLEXPORT Datum sudoku_memory_limit_fn(PG_FUNCTION_ARGS){
  if( PG_NARGS()>0 ){
    pg_set_setting(fcinfo, "sudoku.memory_limit", "sudoku_memory_limit",
                   fn_memory_arg);
  }
  PG_RETURN_INT64((int64)pg_memory_limit());
}

/*
** sudoku_threads([n]): the threads a call may use (the GUC
** sudoku.threads), after setting it to n (1 to 16) when given.
*/
PGDLLEXPORT Datum sudoku_threads_fn(PG_FUNCTION_ARGS){
  if( PG_NARGS()>0 ){
    pg_set_setting(fcinfo, "sudoku.threads", "sudoku_threads", fn_threads_arg);
  }
  PG_RETURN_INT32(pg_threads());
}
