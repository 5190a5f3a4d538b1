/* SPDX-License-Identifier: MIT */
/*
** unit_fn.c: the engine-neutral bodies of the SQL functions (ext/fn/fn.h)
** where SQL does not reach them, and the host interrupt test of work.h:
** with it raised, every search stops as over its budget.
*/
#include "unit.h"
#include "fn.h"
#include "fn_stream.h"

#include <string.h>

static const char zP9[] =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/* The host's interrupt test of these tests: raised while bStop is set. */
static int bStop;
static int stop_test(void){ return bStop; }

/* A host's interrupt that comes during the search: raised from its
** 1,000th look on. */
static int nLooks;
static int stop_later(void){ return ++nLooks>1000; }

/* Counts the solutions of the empty grid of `side` (under the rules JSON
** zRules, or plain) up to 10^7 without a work bound (far more
** than the steps of 1,000 looks), with an interrupt
** that comes during the search: 1 when the count stops as over budget. */
static int stopped_midway(int side, const char *zRules){
  char z[626], zErr[JSON_ERR_MAX];
  FnOut o;
  Grid g;
  Rules r;
  Work w = {.threads = 1};
  int ok;
  memset(z, '.', (size_t)(side*side));
  fn_init(&o);
  if( !fn_grid(&o, 0, z, (size_t)(side*side), &g)
   || rules_parse(&r, zRules, -1, side, zErr) ) return 0;
  nLooks = 0;
  work_interrupted = stop_later;
  fn_count(&o, &g, &r, 10000000, 1, &w);
  work_interrupted = 0;
  ok = o.eType==FN_ERROR && o.eErr==FN_ERR_BUDGET && nLooks>1000;
  fn_free(&o);
  return ok;
}

void unit_fn(void){
  FnOut o;
  FnStream s;
  Work w = {.threads = 1};
  Grid g;
  int rc;
  fn_init(&o);
  CHECK_INT("fn-1.1", fn_grid(&o, 0, zP9, strlen(zP9), &g), 1);
  fn_solve(&o, &g, 0, &w);
  CHECK_INT("fn-1.2", o.eType, FN_TEXT);
  CHECK_INT("fn-1.3", o.n, 81);
  fn_free(&o);
  /* An unknown name has no body. */
  CHECK_INT("fn-1.4", fn_grid_body("sudoku_nothing")==0, 1);
  CHECK_INT("fn-1.5", fn_grid_body("sudoku_rate")==fn_rate, 1);

  /* Interrupted: the searches stop as over the budget (no bound here). */
  work_interrupted = stop_test;
  bStop = 1;
  fn_rate(&o, &g, 0, &w);
  CHECK_INT("fn-2.1", o.eType==FN_ERROR && o.eErr==FN_ERR_BUDGET, 1);
  fn_free(&o);
  fn_count(&o, &g, 0, 10, 1, &w);
  CHECK_INT("fn-2.2", o.eType==FN_ERROR && o.eErr==FN_ERR_BUDGET, 1);
  fn_free(&o);
  fn_stream_init(&s, &w);
  CHECK_INT("fn-2.3", fn_solutions_start(&s, &o, zP9, strlen(zP9), 0, 0, 0, 0, 0),
            1);
  rc = fn_stream_next(&s, &o);
  CHECK_INT("fn-2.4", rc==-1 && o.eErr==FN_ERR_BUDGET, 1);
  fn_free(&o);
  fn_stream_free(&s);
  /* Lowered again: the same calls answer. */
  bStop = 0;
  fn_rate(&o, &g, 0, &w);
  CHECK_INT("fn-2.5", o.eType, FN_REAL);
  CHECK_INT("fn-2.6", (int)(o.r*10+0.5), 12);
  work_interrupted = 0;

  /* Without a work bound, an interrupt during a long count stops it:
  ** the 9x9 solver, the depth-first search of larger grids, and the
  ** solver of variants look at the host's test every few thousand steps. */
  CHECK_INT("fn-3.1", stopped_midway(9, ""), 1);
  CHECK_INT("fn-3.2", stopped_midway(16, ""), 1);
  CHECK_INT("fn-3.3", stopped_midway(9, "{\"diagonals\":true}"), 1);
}
