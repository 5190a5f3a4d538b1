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

void unit_fn(void){
  FnOut o;
  FnStream s;
  Work w = { 0, 0 };
  Grid g;
  int rc;
  fn_init(&o);
  CHECK_INT("fn-1.1", fn_grid(&o, zP9, strlen(zP9), &g), 1);
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
  fn_stream_init(&s, 0);
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
}
