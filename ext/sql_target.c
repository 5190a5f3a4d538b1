/*
** sql_target.c: the target sudoku of NOIP 2009 (see target.h).
**
**   SELECT target_score(p);   -- highest score over all solutions, NULL if none
**   SELECT target_solve(p);   -- a solution reaching that score, NULL if none
**
** When several solutions reach it, target_solve picks by the tie rule of
** target.h (the scored cells smallest in reading order, then the grid).
** 9x9 only; a puzzle of another size is an error.  A complete grid gives
** its own score (or NULL when it breaks the rules).
*/
#include "sqlglue.h"
#include "target.h"

/* Read a 9x9 puzzle argument; 0 when the caller must just return. */
static int target_grid_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                           Grid *g){
  if( !sqlglue_grid_arg(ctx, pArg, g) ) return 0;
  if( g->box!=3 ){
    sqlglue_error(ctx, "target sudoku is 9x9 only, got %dx%d",
                  g->side, g->side);
    return 0;
  }
  return 1;
}

/* Run target_best; 1 when *pScore (>= 0) is the answer, 0 when the
** result is NULL (no solution) or an error was set (over budget). */
static int best_score(sqlite3_context *ctx, const Grid *g, Grid *best,
                      int *pScore){
  Work w;
  sqlglue_work(ctx, &w);
  *pScore = target_best(g, best, 0, &w);
  if( *pScore==TARGET_OVER_BUDGET ) sqlglue_over_budget(ctx, &w);
  return *pScore>=0;
}

/* target_score(p): the highest score, NULL when p has no solution. */
static void scoreFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Grid g;
  int score;
  (void)argc;
  if( !target_grid_arg(ctx, argv[0], &g) ) return;
  if( best_score(ctx, &g, 0, &score) ) sqlite3_result_int(ctx, score);
}

/* target_solve(p): a solution with the highest score, NULL when none. */
static void solveFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Grid g, best;
  int score;
  (void)argc;
  if( !target_grid_arg(ctx, argv[0], &g) ) return;
  if( best_score(ctx, &g, &best, &score) ) sqlglue_result_grid(ctx, &best);
}

int sqlglue_register_target(sqlite3 *db, SqlConn *pConn){
  static const SqlFunc aFunc[] = {
    { "target_score", 1, SQLGLUE_PURE, scoreFunc },
    { "target_solve", 1, SQLGLUE_PURE, solveFunc },
  };
  return sqlglue_register_all(db, pConn, aFunc,
                              (int)(sizeof(aFunc)/sizeof(aFunc[0])));
}
