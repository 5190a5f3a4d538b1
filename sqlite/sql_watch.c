/* SPDX-License-Identifier: MIT */
/*
** sql_watch.c: a long call stops when its connection is interrupted
** (sqlite3_interrupt, Ctrl-C in the shell) or its progress handler asks.
**
** SQLite 3.40 gives an extension no test for either inside a call, but it
** refuses to start a statement on an interrupted connection, and runs the
** progress handler inside every statement, which may refuse it too.  So a
** call is watched from sqlglue_work to sqlglue_result (a row of a table-
** valued function from the start to the end of its search), and the
** core's interrupt test (work_interrupted, ext/work.h), once the call has
** run WATCH_AFTER_MS, prepares "SELECT 1" on the call's connection and
** steps it at each look: SQLITE_INTERRUPT is the host asking the call to
** stop, and the search then stops as if over its budget.  The statement
** is finalized when the call ends, so the connection never holds one of
** ours between calls (sqlite3_close would refuse to close it), and calls
** shorter than that never prepare one.  Only the calling thread looks: a
** call's worker threads never touch the connection.
*/
#include "sqlglue.h"

#include <time.h>

/* A call younger than this is not looked at (milliseconds). */
#define WATCH_AFTER_MS 10

/* The watch of the call running on this thread. */
typedef struct Watch Watch;
struct Watch {
  sqlite3 *db;               /* the call's connection; NULL: no call */
  long long startMs;         /* when the call began */
  sqlite3_stmt *pProbe;      /* "SELECT 1", prepared once it is looked at */
  int stop;                  /* 1: the host asked the call to stop */
};
static __thread Watch tWatch;

/* Milliseconds of a monotonic clock. */
static long long now_ms(void){
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long long)t.tv_sec*1000 + t.tv_nsec/1000000;
}

/* The core's interrupt test (work_interrupted) for a watched call. */
static int watch_interrupted(void){
  Watch *w = &tWatch;
  int rc;
  if( w->db==0 || w->stop ) return w->stop;
  if( w->pProbe==0 ){
    if( now_ms() - w->startMs < WATCH_AFTER_MS ) return 0;
    if( sqlite3_prepare_v2(w->db, "SELECT 1", -1, &w->pProbe, 0)!=SQLITE_OK ){
      w->db = 0;             /* cannot look (out of memory): not stopped */
      return 0;
    }
  }
  rc = sqlite3_step(w->pProbe);
  sqlite3_reset(w->pProbe);
  w->stop = rc==SQLITE_INTERRUPT;
  return w->stop;
}

void sqlglue_watch_install(void){
  if( work_interrupted==0 ) work_interrupted = watch_interrupted;
}

/* Forget the watch of this thread's last call. */
static void watch_clear(void){
  sqlite3_finalize(tWatch.pProbe);
  tWatch.pProbe = 0;
  tWatch.db = 0;
  tWatch.stop = 0;
}

void sqlglue_watch_begin(sqlite3 *db){
  watch_clear();
  tWatch.db = db;
  tWatch.startMs = now_ms();
}

int sqlglue_watch_end(const FnOut *o){
  int stop = tWatch.stop && fn_cut_short(o);
  watch_clear();
  return stop;
}
