/* SPDX-License-Identifier: MIT */
/*
** sql_sudoku.c: the puzzle functions (their bodies are ext/fn/fn*.c's).
**
**   SELECT sudoku_solve(p);          -- a solution, or NULL if none
**   SELECT sudoku_count(p, 10);      -- solutions, stopping at 10
**   SELECT sudoku_is_unique(p);      -- 1 when exactly one solution
**   SELECT sudoku_check(p, s);       -- 1 when s is a valid solution of p
**   SELECT sudoku_valid(p);          -- 1 when no two givens conflict
**   SELECT sudoku_normalize(text);   -- canonical one-line spelling
**   SELECT sudoku_normalize(text, 'hex');  -- ... in a named alphabet
**   SELECT sudoku_clues(p);          -- number of givens
**   SELECT sudoku_pack(p);           -- the packed form sudokudb stores
**                                    -- (a blob up to 9x9, else the text)
**   SELECT sudoku_key(p);            -- its 32-bit key (the index's)
**   SELECT sudoku_format(p);         -- multi-line grid with box borders
**   SELECT sudoku_canonical(p);      -- the minlex form up to symmetry
**   SELECT target_score(p);          -- target sudoku (NOIP 2009): the
**   SELECT target_solve(p);          -- best score, a solution reaching it
**   SELECT sudoku_rate(p);           -- 7.2: SE score of the hardest step
**   SELECT sudoku_ratings(p);        -- {"er":7.2,"ep":1.2,"ed":1.2}:
**                                    -- SE's rating, pearl and diamond
**   SELECT sudoku_grade(p);          -- 'easy' ... 'extreme'
**   SELECT sudoku_explain(p);        -- JSON array of every step
**   SELECT sudoku_hint(p);           -- JSON object: the next step
**   SELECT sudoku_stats(p);          -- JSON: clues, solutions (up to 2),
**                                    -- nodes, guesses of the solver
**
** sudoku_solve, sudoku_count, sudoku_is_unique, sudoku_check,
** sudoku_valid, sudoku_format, sudoku_canonical, sudoku_rate,
** sudoku_ratings, sudoku_explain and sudoku_hint take the rules of a
** variant as an optional last argument (a JSON object, ext/rules/rules.h);
** the last four refuse the variants SukakuExplainer does not rate:
**
**   SELECT sudoku_solve(p, '{"diagonals":true}');
**   SELECT sudoku_count(p, 10, '{"cages":[[3,[0,1]], ...]}');
**   SELECT sudoku_format(p, '{"regions":"AAABBB..."}');  -- walls drawn
**
** A puzzle without exactly one solution has no rating: the rating
** functions give NULL for it; other sizes than 9x9 are an error for them
** and for target sudoku.
*/
#include "sqlglue.h"
#include "fn_play.h"
#include "rate_json.h"

#include <string.h>

/* Every function of one puzzle (fn_grid_funcs): parse, run its body. */
static void gridFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  FnOut o;
  Work w;
  Grid g;
  (void)argc;
  if( !sqlglue_grid_arg(ctx, argv[0], 0, &g) ) return;
  sqlglue_work(ctx, &w);
  fn_init(&o);
  fn_grid_body(sqlglue_name(ctx))(&o, &g, 0, &w);
  sqlglue_result(ctx, &o);
}

/* The same for those that take rules (FnGridFunc.hasRules): the rules
** argument when given, else the plain rules of the puzzle's side. */
static void gridRulesFunc(sqlite3_context *ctx, int argc,
                          sqlite3_value **argv){
  FnOut o;
  Work w;
  Grid g;
  Rules r;
  if( !sqlglue_grid_arg(ctx, argv[0], 0, &g) ) return;
  if( !sqlglue_rules_arg(ctx, argc>1 ? argv[1] : 0, &g, &r) ) return;
  sqlglue_work(ctx, &w);
  fn_init(&o);
  fn_grid_body(sqlglue_name(ctx))(&o, &g, &r, &w);
  sqlglue_result(ctx, &o);
}

/* sudoku_count(p [, limit [, rules]]): the number of solutions, up to
** limit. */
static void countFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  FnOut o;
  Work w;
  Grid g;
  Rules r;
  if( !sqlglue_grid_arg(ctx, argv[0], 0, &g) ) return;
  if( argc>1 && sqlite3_value_type(argv[1])==SQLITE_NULL ) return;
  if( !sqlglue_rules_arg(ctx, argc>2 ? argv[2] : 0, &g, &r) ) return;
  sqlglue_work(ctx, &w);
  fn_init(&o);
  fn_count(&o, &g, &r,
           argc>1 && sqlglue_is_int(argv[1])
           ? sqlite3_value_int64(argv[1]) : 0, argc>1, &w);
  sqlglue_result(ctx, &o);
}

/* sudoku_check(p, s [, rules]): 1 when s is a complete grid keeping the
** rules and solving p. */
static void checkFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  FnOut o;
  Grid p, s;
  Rules r;
  if( !sqlglue_grid_arg(ctx, argv[0], 0, &p) ) return;
  if( !sqlglue_grid_arg(ctx, argv[1], "s", &s) ) return;
  if( !sqlglue_rules_arg(ctx, argc>2 ? argv[2] : 0, &p, &r) ) return;
  fn_init(&o);
  fn_check(&o, &p, &s, &r);
  sqlglue_result(ctx, &o);
}

/*
** sudoku_explain(p [, state [, rules]]) and sudoku_hint(p [, state
** [, level [, rules]]]): the steps from the givens, or from the player's
** state when it is given and not NULL (fn_play.h); the hint's level
** ("nudge", "pattern", "full") when given and not NULL; under the rules
** when given (NULL rules: NULL).
*/
static void stepsFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  int isHint = strcmp(sqlglue_name(ctx), "sudoku_hint")==0;
  int iRules = isHint ? 3 : 2;
  FnOut o;
  Work w;
  Grid g;
  Rules r;
  FnPlay play;
  int hasPlay = argc>1 && sqlite3_value_type(argv[1])!=SQLITE_NULL;
  int level = RATE_JSON_FULL;
  fn_init(&o);
  if( !sqlglue_grid_arg(ctx, argv[0], 0, &g) ) return;
  if( !sqlglue_rules_arg(ctx, argc>iRules ? argv[iRules] : 0, &g, &r) ){
    return;
  }
  if( hasPlay ){
    const char *z;
    size_t n;
    if( !sqlglue_text_arg(ctx, argv[1], "state", &z, &n) ) return;
    if( !fn_play_read(&o, z, n, &g, &play) ){
      sqlglue_result(ctx, &o);
      return;
    }
  }
  if( isHint && argc>2 && sqlite3_value_type(argv[2])!=SQLITE_NULL ){
    const char *z;
    size_t n;
    if( !sqlglue_text_arg(ctx, argv[2], "level", &z, &n) ) return;
    if( !fn_hint_level(&o, z, n, &level) ){
      sqlglue_result(ctx, &o);
      return;
    }
  }
  sqlglue_work(ctx, &w);
  if( isHint ){
    fn_hint(&o, &g, hasPlay ? &play : 0, level, &r, &w);
  }else{
    fn_explain(&o, &g, hasPlay ? &play : 0, &r, &w);
  }
  sqlglue_result(ctx, &o);
}

/* sudoku_normalize(text [, alphabet]): see fn_normalize. */
static void normalizeFunc(sqlite3_context *ctx, int argc,
                          sqlite3_value **argv){
  FnOut o;
  const char *z, *zAlpha = 0;
  size_t n, nAlpha = 0;
  if( sqlite3_value_type(argv[0])==SQLITE_NULL ) return;
  if( argc>1 && !sqlglue_text_arg(ctx, argv[1], "alphabet", &zAlpha,
                                  &nAlpha) ){
    return;
  }
  if( !sqlglue_puzzle_text_arg(ctx, argv[0], 0, &z, &n) ) return;
  fn_init(&o);
  fn_normalize(&o, z, n, zAlpha, nAlpha);
  sqlglue_result(ctx, &o);
}

int sqlglue_register_sudoku(sqlite3 *db, SqlConn *pConn){
  static const SqlFunc aFunc[] = {
    { "sudoku_count",     1, SQLGLUE_SEARCH, countFunc   },
    { "sudoku_count",     2, SQLGLUE_DIRECT, countFunc   },
    { "sudoku_count",     3, SQLGLUE_DIRECT, countFunc   },
    { "sudoku_check",     2, SQLGLUE_PURE, checkFunc     },
    { "sudoku_check",     3, SQLGLUE_PURE, checkFunc     },
    { "sudoku_normalize", 1, SQLGLUE_PURE, normalizeFunc },
    { "sudoku_normalize", 2, SQLGLUE_PURE, normalizeFunc },
    { "sudoku_explain",   1, SQLGLUE_SEARCH, stepsFunc   },
    { "sudoku_explain",   2, SQLGLUE_SEARCH, stepsFunc   },
    { "sudoku_explain",   3, SQLGLUE_SEARCH, stepsFunc   },
    { "sudoku_hint",      1, SQLGLUE_SEARCH, stepsFunc   },
    { "sudoku_hint",      2, SQLGLUE_SEARCH, stepsFunc   },
    { "sudoku_hint",      3, SQLGLUE_SEARCH, stepsFunc   },
    { "sudoku_hint",      4, SQLGLUE_SEARCH, stepsFunc   },
  };
  const FnGridFunc *p;
  int rc = sqlglue_register_all(db, pConn, aFunc,
                                (int)(sizeof(aFunc)/sizeof(aFunc[0])));
  for(p=fn_grid_funcs; rc==SQLITE_OK && p->zName; p++){
    int flags = p->searches ? SQLGLUE_SEARCH : SQLGLUE_PURE;
    SqlFunc f[2] = { { p->zName, 1, flags, gridFunc },
                     { p->zName, 2, flags, gridRulesFunc } };
    if( p->hasRules ) f[0].xFunc = gridRulesFunc;
    rc = sqlglue_register_all(db, pConn, f, p->hasRules ? 2 : 1);
  }
  return rc;
}
