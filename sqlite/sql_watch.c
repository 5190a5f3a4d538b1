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
** core's interrupt test (work_interrupted, ext/work.h) steps a statement
** of ours, the probe, on the call's connection: SQLITE_INTERRUPT there is
** the host asking the call to stop, and the search then stops as if over
** its budget.
**
** A handler set with N ops runs each time a statement's own count of VM
** ops (SQLITE_STMTSTATUS_VM_STEP) passes a multiple of N, and SQLite has
** no call that tells N.  So the probe runs VM ops in proportion to the
** time the calls have run: one op for every WATCH_NS_PER_OP ns, paid at a
** look once WATCH_PAY_NS is owed.  A handler set with N ops is reached at
** least every N*WATCH_NS_PER_OP ns of a call (100 ms for N = 1,000,000,
** 10 s for N = 10^8), plus the time between two looks of the search and
** WATCH_PAY_NS.  The probe is one row of some 90 cheap ops, stepped and
** reset until its count has grown by what is owed.  Time owed when a
** call ends is carried to the next call on the same connection and thread, so that a statement of many short
** calls reaches the handler too.  A thread that had the CPU only part of
** the time (a loaded machine) pays for that part: never more ops than
** its CPU time since the last payment buys, as the statement's own ops
** advance only while it runs.
**
** The probe is prepared at the first payment of a call and finalized when
** the call ends, so the connection never holds a statement of ours
** between calls (sqlite3_close would refuse to close it), and calls owing
** less than WATCH_PAY_NS never prepare one.  Only the calling thread
** looks: a call's worker threads never touch the connection.  A call made
** while the probe runs (the progress handler or an authorizer calling a
** function of ours on another connection) is not watched: its looks
** leave the probe alone.
*/
#include "sqlglue.h"

#include <string.h>
#include <time.h>

/* Call time per VM op the probe runs (ns): an op of the probe costs some 5
** ns with its share of a step, so it takes some 5% of the calls' time
** (docs/budget.md); half this reaches a handler of N ops twice as often
** at twice the cost. */
#define WATCH_NS_PER_OP 100

/* Call time owed before a look pays it (ns): 200,000 ops, so that a fresh
** probe's payment alone passes a handler of the shell's N = 100,000; a
** paying call prepares the probe (some 30 us). */
#define WATCH_PAY_NS 20000000LL

/* The clock of call times, read at every call and look: the coarse one
** where there is one (a few ns to read, updated every few ms), whose
** ticks fall inside calls in proportion to their length, so that a
** statement of short calls owes their time on the whole. */
#ifdef CLOCK_MONOTONIC_COARSE
# define WATCH_CLOCK CLOCK_MONOTONIC_COARSE
#else
# define WATCH_CLOCK CLOCK_MONOTONIC
#endif

/* The probe: one row of WATCH_TERMS terms "~~...~?1=0" of WATCH_CHAIN bit
** inversions each (even, so that with ?1 bound to 0 every term holds;
** within SQLite's parser stack), some 90 VM ops a step.  It reads no
** table, so stepping and resetting it allocates nothing, and it is small,
** so preparing it allocates little (the out-of-memory tests fail each of
** those allocations in every long call). */
#define WATCH_TERMS 2
#define WATCH_CHAIN 40

/* The watch of the call running on this thread. */
typedef struct Watch Watch;
struct Watch {
  sqlite3 *db;               /* the call's connection; NULL: no call */
  sqlite3 *dbOwing;          /* the connection owed nOwedNs */
  long long sinceNs;         /* the start of the time not yet counted */
  long long nOwedNs;         /* call time counted and not yet paid */
  long long cpuNs;           /* the thread's CPU time after the last
                             ** payment, or at its first watched call */
  sqlite3_stmt *pProbe;      /* prepared at the call's first payment */
  int stop;                  /* 1: the host asked the call to stop */
  int paying;                /* 1 while the probe is prepared or run */
  int nNested;               /* calls begun while paying, not ended */
};
static __thread Watch tWatch;

/* Nanoseconds of a clock: WATCH_CLOCK (cheap), CLOCK_THREAD_CPUTIME_ID
** (a system call: read at payments and a thread's first call).  A system
** without that clock (WebAssembly under emscripten has neither it nor
** the coarse one) reads CLOCK_MONOTONIC instead: call time then caps a
** payment rather than CPU time, which is never less; 0 when there is no
** clock at all (the calls then owe nothing and are never stopped). */
static long long clock_ns(clockid_t id){
  struct timespec t;
  if( clock_gettime(id, &t)!=0 && clock_gettime(CLOCK_MONOTONIC, &t)!=0 ){
    return 0;
  }
  return (long long)t.tv_sec*1000000000 + t.tv_nsec;
}
static long long now_ns(void){ return clock_ns(WATCH_CLOCK); }

/* Count the call time since w->sinceNs as owed. */
static void watch_count(Watch *w){
  long long t = now_ns();
  w->nOwedNs += t - w->sinceNs;
  w->sinceNs = t;
}

/* Prepare the probe: "SELECT" and WATCH_TERMS terms "~~...~?1=0" joined
** by AND, ?1 bound to 0; on a connection that refuses it (a lowered
** SQLITE_LIMIT_EXPR_DEPTH, an authorizer) "SELECT 1", which sees
** sqlite3_interrupt and reaches only a handler of a few ops.  SQLITE_OK or
** an error code. */
static int watch_prepare(Watch *w){
  static const char zHead[] = "SELECT ";
  static const char zTerm[] = "?1=0 AND ";
  static const char zTail[] = "1";
  char zSql[sizeof(zHead) + sizeof(zTail)
            + WATCH_TERMS*(sizeof(zTerm) + WATCH_CHAIN)];
  size_t n = sizeof(zHead)-1;
  int t, rc;
  memcpy(zSql, zHead, n);
  for(t=0; t<WATCH_TERMS; t++){
    memset(zSql+n, '~', WATCH_CHAIN);
    n += WATCH_CHAIN;
    memcpy(zSql+n, zTerm, sizeof(zTerm)-1);
    n += sizeof(zTerm)-1;
  }
  memcpy(zSql+n, zTail, sizeof(zTail));
  rc = sqlite3_prepare_v2(w->db, zSql, -1, &w->pProbe, 0);
  if( rc==SQLITE_OK ){
    rc = sqlite3_bind_int(w->pProbe, 1, 0);
  }else if( rc!=SQLITE_NOMEM ){
    rc = sqlite3_prepare_v2(w->db, "SELECT 1", -1, &w->pProbe, 0);
  }
  return rc;
}

/* Run the probe for the ops owed; 1 when SQLite refused it (the host
** asks the call to stop). */
static int watch_pay(Watch *w){
  long long cpu = clock_ns(CLOCK_THREAD_CPUTIME_ID);
  long long nNs = w->nOwedNs;
  unsigned int nOps, iStart;
  int rc;
  if( cpu - w->cpuNs < nNs ) nNs = cpu - w->cpuNs;
  nOps = (unsigned int)(nNs / WATCH_NS_PER_OP);
  w->nOwedNs = 0;
  w->paying = 1;
  if( w->pProbe==0 && watch_prepare(w)!=SQLITE_OK ){
    w->paying = 0;
    w->db = 0;               /* cannot look (out of memory): not stopped */
    return 0;
  }
  /* The statement's op count goes on across resets, and so does the
  ** progress handler's reckoning from it. */
  iStart = (unsigned int)sqlite3_stmt_status(w->pProbe,
                                             SQLITE_STMTSTATUS_VM_STEP, 0);
  do{
    rc = sqlite3_step(w->pProbe);
    sqlite3_reset(w->pProbe);
  }while( rc==SQLITE_ROW
       && (unsigned int)sqlite3_stmt_status(w->pProbe,
                                            SQLITE_STMTSTATUS_VM_STEP, 0)
          - iStart < nOps );
  w->paying = 0;
  w->cpuNs = clock_ns(CLOCK_THREAD_CPUTIME_ID);   /* the probe's own time */
  w->sinceNs = now_ns();                          /* is not owed */
  return rc==SQLITE_INTERRUPT;
}

/* The core's interrupt test (work_interrupted) for a watched call. */
static int watch_interrupted(void){
  Watch *w = &tWatch;
  if( w->db==0 || w->stop || w->paying ) return w->stop;
  watch_count(w);
  if( w->nOwedNs < WATCH_PAY_NS ) return 0;
  w->stop = watch_pay(w);
  return w->stop;
}

void sqlglue_watch_install(void){
  if( work_interrupted==0 ) work_interrupted = watch_interrupted;
}

/* End the watch of this thread's call, keeping what it owes. */
static void watch_clear(void){
  if( tWatch.db ) watch_count(&tWatch);
  sqlite3_finalize(tWatch.pProbe);
  tWatch.pProbe = 0;
  tWatch.db = 0;
  tWatch.stop = 0;
}

void sqlglue_watch_begin(sqlite3 *db){
  if( tWatch.paying ){
    tWatch.nNested++;
    return;
  }
  watch_clear();
  if( tWatch.dbOwing!=db ){
    tWatch.dbOwing = db;
    tWatch.nOwedNs = 0;
  }
  if( tWatch.cpuNs==0 ) tWatch.cpuNs = clock_ns(CLOCK_THREAD_CPUTIME_ID);
  tWatch.db = db;
  tWatch.sinceNs = now_ns();
}

int sqlglue_watch_end(const FnOut *o){
  int stop;
  if( tWatch.nNested ){
    tWatch.nNested--;
    return 0;
  }
  stop = tWatch.stop && fn_cut_short(o);
  watch_clear();
  return stop;
}
