/*
** sql_rate.c: difficulty on the Sudoku Explainer scale (9x9 only) and
** search figures.
**
**   SELECT sudoku_rate(p);     -- 7.2: SE score of the hardest step
**   SELECT sudoku_rate(p, '{}');   -- the same; other rules are refused
**   SELECT sudoku_grade(p);    -- 'easy' 'medium' 'hard' 'expert' 'extreme'
**   SELECT sudoku_explain(p);  -- JSON array of every step
**   SELECT sudoku_hint(p);     -- JSON object: the next step
**   SELECT sudoku_stats(p);    -- JSON: clues, solutions (up to 2), nodes,
**                              -- guesses of the solver (any size)
**   SELECT sudoku_rate_version();  -- 2: changes when a rating may change
**
** A puzzle without exactly one solution (conflicting givens, no solution,
** several solutions) has no rating: the first four give NULL for it.
** Other sizes than 9x9 are an error for them.
*/
#include "sqlglue.h"
#include "grade.h"
#include "rate.h"

int sqlglue_rate(sqlite3_context *ctx, const Grid *g, int maxSteps,
                 RateLog *log, RateResult *res){
  Work w;
  int rc;
  sqlglue_work(ctx, &w);
  rc = rate_grid(g, maxSteps, log, res, &w);
  if( rc==RATE_OVER_BUDGET ) sqlglue_over_budget(ctx, &w);
  if( rc==RATE_NOMEM ) sqlite3_result_error_nomem(ctx);
  return rc;
}

/*
** Parse and rate argv[0] (under the plain rules argv[1] when argc is 2)
** with up to maxSteps steps into *log (may be 0).  Returns 1 when rated;
** otherwise the result is already set (NULL, or an error for a bad
** argument, size or rules).
*/
static int rate_arg(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                    int maxSteps, RateLog *log, RateResult *res){
  Grid g;
  int rc;
  if( !sqlglue_grid_arg(ctx, argv[0], &g) ) return 0;
  if( argc>1 && !sqlglue_plain_rules_arg(ctx, argv[1], &g, "rates") ){
    return 0;
  }
  rc = sqlglue_rate(ctx, &g, maxSteps, log, res);
  if( rc==RATE_NOT_9X9 ) sqlglue_error(ctx, "only 9x9 puzzles can be rated");
  return rc==RATE_OK;   /* else an error, or NULL: no solution or several */
}

/* sudoku_rate(p): the SE score of the hardest step, as a REAL. */
static void rateFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  RateResult res;
  (void)argc;
  if( !rate_arg(ctx, argc, argv, 0, 0, &res) ) return;
  sqlite3_result_double(ctx, res.score/10.0);
}

/* sudoku_grade(p): the rating's band name. */
static void gradeFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  RateResult res;
  (void)argc;
  if( !rate_arg(ctx, argc, argv, 0, 0, &res) ) return;
  sqlite3_result_text(ctx, grade_name(res.score), -1, SQLITE_STATIC);
}

/* Append step i of log to str as a JSON object. */
static void append_step(sqlite3_str *str, const RateLog *log, int i){
  const RateStep *st = &log->aStep[i];
  int pass, k;
  sqlite3_str_appendf(str, "{\"step\":%d,\"technique\":\"%s\",\"score\":%.1f",
                      i+1, rate_tech_name(st->tech), st->score/10.0);
  for(pass=1; pass>=0; pass--){
    int n = 0;
    sqlite3_str_appendf(str, ",\"%s\":[",
                        pass ? "placements" : "eliminations");
    for(k=st->first; k<st->first+st->n; k++){
      const RateAction *a = &log->aAction[k];
      if( a->place!=pass ) continue;
      sqlite3_str_appendf(str, "%s\"r%dc%d%s%d\"", n++ ? "," : "",
                          a->cell/9+1, a->cell%9+1, pass ? "=" : "<>",
                          a->digit);
    }
    sqlite3_str_appendchar(str, 1, ']');
  }
  sqlite3_str_appendchar(str, 1, '}');
}

/* Hand the finished string to SQLite as the result (JSON subtype-free). */
static void result_str(sqlite3_context *ctx, sqlite3_str *str){
  int rc = sqlite3_str_errcode(str);
  char *z = sqlite3_str_finish(str);
  if( rc!=SQLITE_OK || z==0 ){
    sqlite3_free(z);
    sqlite3_result_error_nomem(ctx);
    return;
  }
  sqlite3_result_text(ctx, z, -1, sqlite3_free);
}

/* Every step of the puzzle in argv[0] as a JSON array, or with isHint
** the first step as a JSON object (NULL for a solved grid). */
static void steps_json(sqlite3_context *ctx, sqlite3_value **argv,
                       int isHint){
  RateLog *log = (RateLog*)sqlite3_malloc64(sizeof(RateLog));
  RateResult res;
  sqlite3_str *str;
  int i;
  if( log==0 ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  if( rate_arg(ctx, 1, argv, isHint ? 1 : 0, log, &res)
   && !(isHint && log->nStep==0) ){
    str = sqlite3_str_new(0);
    if( !isHint ) sqlite3_str_appendchar(str, 1, '[');
    for(i=0; i<log->nStep; i++){
      if( i ) sqlite3_str_appendchar(str, 1, ',');
      append_step(str, log, i);
    }
    if( !isHint ) sqlite3_str_appendchar(str, 1, ']');
    result_str(ctx, str);
  }
  sqlite3_free(log);
}

/* sudoku_explain(p): every step as a JSON array. */
static void explainFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc;
  steps_json(ctx, argv, 0);
}

/* sudoku_hint(p): the next step as a JSON object. */
static void hintFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc;
  steps_json(ctx, argv, 1);
}

/* sudoku_stats(p): search figures of the solver, for any size. */
static void statsFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Grid g;
  SolveStats st = {0, 0};
  unsigned long long n;
  sqlite3_str *str;
  (void)argc;
  if( !sqlglue_grid_arg(ctx, argv[0], &g) ) return;
  if( !sqlglue_solve(ctx, &g, 0, 2, 0, &st, &n) ) return;
  str = sqlite3_str_new(0);
  sqlite3_str_appendf(str, "{\"size\":%d,\"clues\":%d,\"solutions\":%llu,"
                      "\"nodes\":%llu,\"guesses\":%llu}", g.side,
                      grid_clues(&g), n, st.nodes, st.guesses);
  result_str(ctx, str);
}

/* sudoku_rate_version(): RATE_VERSION, the version of the rater; a
** rating stored with an older version may differ from this build's. */
static void rateVersionFunc(sqlite3_context *ctx, int argc,
                            sqlite3_value **argv){
  (void)argc;
  (void)argv;
  sqlite3_result_int(ctx, RATE_VERSION);
}

int sqlglue_register_rate(sqlite3 *db, SqlConn *pConn){
  static const SqlFunc aFunc[] = {
    { "sudoku_rate",    1, SQLGLUE_PURE, rateFunc    },
    { "sudoku_rate",    2, SQLGLUE_PURE, rateFunc    },
    { "sudoku_grade",   1, SQLGLUE_PURE, gradeFunc   },
    { "sudoku_explain", 1, SQLGLUE_PURE, explainFunc },
    { "sudoku_hint",    1, SQLGLUE_PURE, hintFunc    },
    { "sudoku_stats",   1, SQLGLUE_PURE, statsFunc   },
    { "sudoku_rate_version", 0, SQLGLUE_PURE, rateVersionFunc },
  };
  return sqlglue_register_all(db, pConn, aFunc,
                              (int)(sizeof(aFunc)/sizeof(aFunc[0])));
}
