/* SPDX-License-Identifier: MIT */
/*
** cmd_solve.c: `sudokudb solve DB [--jobs N] [--budget N] [--collection NAME]
** [--where SQL]`: fill solution and solutions (0, 1, 2 = two or more) for
** the rows that lack them.  The workers run the same parse-and-solve path
** as the SQL functions sudoku_solve/sudoku_count(p, 2, rules) (grid_parse
** then solve_rules with a limit of 2, under the row's rules), without a
** connection each, since nothing
** else of SQLite is needed to compute it; see fill.c for the batching.
*/
#include "cli.h"
#include "fill.h"
#include "solve.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char zSolveHelp[] =
"usage: sudokudb solve DB [--jobs N] [--budget N] [--collection NAME]\n"
"                         [--where SQL]\n"
"\n"
"Fill in the solution and the solution count (0, 1, or 2 meaning two or\n"
"more) of every puzzle that has no count yet, under the rules of its\n"
"variant (column rules).  A solution given at import (CSV) is kept.\n"
"\n"
"  --jobs N           worker threads (default: the number of cores)\n"
"  --budget N         work units a puzzle may take (default 5000000000,\n"
"                     some 50 s of a search; 0 for no bound)\n"
"  --collection NAME  only puzzles of this collection\n"
"  --where SQL        only rows matching this condition on the puzzle\n"
"                     table, e.g. --where 'givens < 20'\n"
"\n"
"A row whose text is not a puzzle (or whose search goes over the budget,\n"
"a very sparse 16x16 or 25x25) is left unsolved, never counted as 0 solutions:\n"
"stderr names it (puzzle id N: not a puzzle: ...; the first 10), and a\n"
"re-run tries it again.\n"
"\n"
"Work is committed in batches of 4096 rows; Ctrl-C (or SIGTERM) stops\n"
"the searches in progress, commits the rows already computed and ends,\n"
"and a re-run goes on from there.  A progress line (rows, rate, ETA) is\n"
"shown when stderr is a terminal; at the end one line on stdout:\n"
"solve: N rows, J jobs, S s, R rows/s, K left unsolved (N rows written,\n"
"K still pending; true after Ctrl-C or an error too).\n"
"Exit status: 0 done, 1 failed or interrupted, 2 usage error.\n";

/* A worker's state: the work budget of each row (the solver runs on the
** worker's thread alone: nThread is not used). */
static int solve_open(void **ppState, unsigned long long budget, int nThread,
                      char *zErr, int nErr){
  Work *pBudget = malloc(sizeof(Work));
  (void)nThread;
  *ppState = pBudget;
  if( pBudget==0 ){
    snprintf(zErr, (size_t)nErr, "out of memory");
    return -1;
  }
  memset(pBudget, 0, sizeof(*pBudget));
  pBudget->limit = budget;
  pBudget->threads = 1;
  pBudget->memLimit = WORK_DEFAULT_MEMORY;
  return 0;
}

static void solve_close(void *pState){
  free(pState);
}

/* Solve one row under its rules: solution (text or NULL) and the capped
** count.  A text that is no puzzle, rules it cannot be under, or a search
** that gives up, leave the row unsolved (zError set): never a count of 0,
** which means "no solution". */
static void solve_work(void *pState, FillJob *j){
  Grid g, sol;
  Rules r;
  char zErr[JSON_ERR_MAX];
  unsigned long long n;
  Work w = *(const Work*)pState;
  if( grid_parse(&g, j->zPuzzle, (size_t)j->nPuzzle, GRID_ALPHA_AUTO, zErr) ){
    snprintf(j->zError, sizeof(j->zError), "not a puzzle: %.100s", zErr);
    return;
  }
  if( j->nRules==0 && g.box ){          /* plain sudoku of a square side */
    n = solve_grid(&g, 2, &sol, 0, &w);
  }else if( rules_parse(&r, j->zRules, j->nRules, g.side, zErr) ){
    snprintf(j->zError, sizeof(j->zError), "%.120s", zErr);
    return;
  }else{
    n = solve_rules(&g, &r, 2, &sol, 0, &w);
  }
  if( solve_failure(n) ){
    snprintf(j->zError, sizeof(j->zError), "%s", solve_failure(n));
    return;
  }
  j->aOut[0].eType = SQLITE_NULL;
  if( n>=1 ){
    grid_format_line(&sol, GRID_ALPHA_AUTO, j->zText);
    j->aOut[0].eType = SQLITE_TEXT;
  }
  j->aOut[1].eType = SQLITE_INTEGER;
  j->aOut[1].i = (sqlite3_int64)n;
}

static const FillSpec solveSpec = {
  "solve", "unsolved", zSolveHelp, "solutions IS NULL",
  "solution=coalesce(solution, sudoku_pack(r.v1)), solutions=r.v2", 0, 0,
  solve_open, solve_work, solve_close
};

int cmd_solve(int argc, char **argv){
  return fill_main(&solveSpec, argc, argv);
}
