/* SPDX-License-Identifier: MIT */
/*
** fill.c: the worker pool and batch writer of solve and rate (fill.h).
*/
#include "fill.h"
#include "cli.h"
#include "args.h"
#include "batch_vtab.h"
#include "db.h"
#include "grid.h"
#include "progress.h"
#include "work.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* Rows per batch (one transaction each), batches queued ahead of the
** writer, and rows per grab of a worker. */
#define FILL_BATCH 4096
#define FILL_DEPTH 16
#define FILL_CHUNK 32

/* Errors printed before the rest are only counted. */
#define FILL_MAX_PRINTED 10

/* The work budget of a row unless --budget sets one: 5 billion units,
** some 50 s of a search (docs/budget.md).  Fifty times a SQL call's
** default: whoever runs solve or rate over a collection wants its hard
** rows answered too (Gecode's hardest 25x25 grids take up to 2 billion,
** an SE 11+ rating 3 billion), and sees the progress and can stop it. */
#define FILL_DEFAULT_BUDGET (50*WORK_DEFAULT_LIMIT)

/* The command line of a fill command. */
typedef struct FillArgs FillArgs;
struct FillArgs {
  const char *zDb;
  const char *zCollection;
  const char *zWhere;
  int nJobs;
  unsigned long long budget;    /* work units a row may take (--budget) */
};

/* The text area a batch starts with: room for every job of a batch of
** one-line 25x25 puzzles.  A batch whose texts need more ends early; only
** a single text longer than the whole area makes it grow. */
#define FILL_AREA ((size_t)FILL_BATCH*2*(GRID_MAX_CELLS+1))

/* A batch of jobs and the text area their strings live in. */
typedef struct Batch Batch;
struct Batch {
  FillJob *aJob;
  char *zArea;               /* the jobs' texts, one after the other */
  size_t nArea;              /* bytes allocated at zArea */
  int nJob;
  int iNext;                 /* the next job to hand out */
  int nDone;                 /* jobs computed */
};

/* The worker pool and its queue: a ring of FILL_DEPTH batches, of which
** nQueued from iFirst on are handed to the workers.  Workers take chunks
** of the oldest batch with jobs left; the main thread waits for the
** oldest batch to be computed, writes it and queues the next. */
typedef struct Pool Pool;
struct Pool {
  const FillSpec *pSpec;
  pthread_mutex_t mu;
  pthread_cond_t cvWork, cvDone;
  Batch aRing[FILL_DEPTH];
  int iFirst, nQueued;
  int nWorker, nBusy;        /* threads, and those computing a chunk */
  int bCancel;               /* hand out no more work */
  int bQuit;
  Progress *pProg;           /* counts the rows computed */
};

typedef struct Worker Worker;
struct Worker {
  Pool *pPool;
  void *pState;
  pthread_t tid;
};

/* The oldest queued batch with jobs not yet handed out, or NULL. */
static Batch *pool_next_batch(Pool *p){
  int k;
  if( p->bCancel ) return 0;
  for(k=0; k<p->nQueued; k++){
    Batch *b = &p->aRing[(p->iFirst+k)%FILL_DEPTH];
    if( b->iNext<b->nJob ) return b;
  }
  return 0;
}

static void *worker_main(void *pArg){
  Worker *w = (Worker*)pArg;
  Pool *p = w->pPool;
  pthread_mutex_lock(&p->mu);
  for(;;){
    Batch *b = pool_next_batch(p);
    int i, iEnd, n;
    if( b==0 ){
      if( p->bQuit ) break;
      pthread_cond_wait(&p->cvWork, &p->mu);
      continue;
    }
    i = b->iNext;
    iEnd = i+FILL_CHUNK<b->nJob ? i+FILL_CHUNK : b->nJob;
    b->iNext = iEnd;
    n = iEnd-i;
    p->nBusy++;
    pthread_mutex_unlock(&p->mu);
    for(; i<iEnd; i++){
      FillJob *j = &b->aJob[i];
      j->bComputed = 0;
      if( interrupt_seen() ) continue;
      p->pSpec->xWork(w->pState, j);
      /* A search cut short by the interrupt (work_interrupted) reports
      ** what the budget would: its outcome is dropped, not stored. */
      j->bComputed = !interrupt_seen();
    }
    pthread_mutex_lock(&p->mu);
    p->nBusy--;
    b->nDone += n;
    if( p->pProg ) progress_add(p->pProg, n);
    pthread_cond_broadcast(&p->cvDone);
  }
  pthread_mutex_unlock(&p->mu);
  return 0;
}

/* The free slot after the queued batches (the main thread fills it). */
static Batch *pool_slot(Pool *p){
  return &p->aRing[(p->iFirst+p->nQueued)%FILL_DEPTH];
}

/* Queue the slot, filled with nJob jobs, for the workers. */
static void pool_queue(Pool *p, int nJob){
  Batch *b = pool_slot(p);
  pthread_mutex_lock(&p->mu);
  b->nJob = nJob;
  b->iNext = b->nDone = 0;
  p->nQueued++;
  pthread_cond_broadcast(&p->cvWork);
  pthread_mutex_unlock(&p->mu);
}

/* Wait until the oldest queued batch is computed, and return it.  After
** an interrupt no more work is handed out and the workers stop within a
** row: the batch is returned once none of them is busy, with the jobs
** that were not computed marked so (bComputed 0). */
static Batch *pool_wait_first(Pool *p){
  Batch *b = &p->aRing[p->iFirst];
  int i;
  pthread_mutex_lock(&p->mu);
  while( b->nDone<b->nJob ){
    if( interrupt_seen() ) p->bCancel = 1;
    if( p->bCancel && p->nBusy==0 ) break;
    pthread_cond_wait(&p->cvDone, &p->mu);
  }
  for(i=b->iNext; i<b->nJob; i++) b->aJob[i].bComputed = 0;
  pthread_mutex_unlock(&p->mu);
  return b;
}

/* Free the oldest batch's slot after it was written. */
static void pool_dequeue(Pool *p){
  pthread_mutex_lock(&p->mu);
  p->iFirst = (p->iFirst+1)%FILL_DEPTH;
  p->nQueued--;
  pthread_mutex_unlock(&p->mu);
}

/* Stop handing out work, and join the workers, closing their state. */
static void pool_stop(Pool *p, Worker *aWorker, int nStarted){
  int i;
  pthread_mutex_lock(&p->mu);
  p->bCancel = p->bQuit = 1;
  pthread_cond_broadcast(&p->cvWork);
  pthread_mutex_unlock(&p->mu);
  for(i=0; i<nStarted; i++){
    pthread_join(aWorker[i].tid, 0);
    p->pSpec->xClose(aWorker[i].pState);
  }
}

/* Open the per-worker states, each searching within `budget` units a row,
** and start the threads.  Returns the number started; fewer than nWorker
** means failure (message printed). */
static int pool_begin(Pool *p, Worker *aWorker, unsigned long long budget){
  char zErr[256];
  int i;
  for(i=0; i<p->nWorker; i++){
    aWorker[i].pPool = p;
    aWorker[i].pState = 0;
    if( p->pSpec->xOpen(&aWorker[i].pState, budget, p->nWorker>1 ? 1 : 0,
                        zErr, (int)sizeof(zErr)) ){
      fprintf(stderr, "sudokudb %s: %s\n", p->pSpec->zCmd, zErr);
      break;
    }
    if( pthread_create(&aWorker[i].tid, 0, worker_main, &aWorker[i]) ){
      fprintf(stderr, "sudokudb %s: cannot start a thread\n",
              p->pSpec->zCmd);
      p->pSpec->xClose(aWorker[i].pState);
      break;
    }
  }
  return i;
}

/* The reader and writer of the database side. */
typedef struct Store Store;
struct Store {
  sqlite3 *db;
  const FillSpec *pSpec;
  sqlite3_stmt *pFetch, *pUpdate;
  sqlite3_stmt *pBefore;      /* pSpec->zBefore, or 0 */
  BatchSource results;        /* the batch being written, as a table */
  const FillJob *aWrite;      /* that batch */
  int nWrite;
  sqlite3_int64 iLast;        /* highest id fetched so far */
  long long nFilled;          /* rows written (committed) */
  long long nFailed;          /* rows computed with an error (zError set),
                              ** left as they were */
};

/* The SQL that selects pending rows, with the collection and --where. */
static char *pending_sql(const FillSpec *pSpec, const FillArgs *a,
                         const char *zSelect, const char *zTail){
  return sqlite3_mprintf("SELECT %s FROM puzzle WHERE (%s)%s%s%s%s%s",
      zSelect, pSpec->zPending,
      a->zCollection ? " AND collection_id=(SELECT id FROM collection "
                       "WHERE name=?9)" : "",
      a->zWhere ? " AND (" : "", a->zWhere ? a->zWhere : "",
      a->zWhere ? ")" : "", zTail);
}

/* Prepare zSql (freed here; NULL: out of memory) with the collection
** bound.  Returns 0 or an exit code after a message. */
static int store_prepare(Store *s, const FillArgs *a, char *zSql,
                         sqlite3_stmt **ppStmt){
  int rc;
  if( zSql==0 ){
    fprintf(stderr, "sudokudb %s: out of memory\n", s->pSpec->zCmd);
    return EXIT_FAIL;
  }
  rc = sqlite3_prepare_v2(s->db, zSql, -1, ppStmt, 0);
  sqlite3_free(zSql);
  if( rc ){
    db_report(s->db, s->pSpec->zCmd, a->zWhere ? "in the query (check "
              "--where)" : "in the query");
    return EXIT_FAIL;
  }
  if( a->zCollection ){
    sqlite3_bind_text(*ppStmt, 9, a->zCollection, -1, SQLITE_STATIC);
  }
  return EXIT_OK;
}

/* Count the pending rows (for the progress line); -1 on error. */
static long long store_count(Store *s, const FillArgs *a){
  sqlite3_stmt *pStmt = 0;
  long long n = -1;
  if( store_prepare(s, a, pending_sql(s->pSpec, a, "count(*)", ""),
                    &pStmt)==EXIT_OK ){
    if( sqlite3_step(pStmt)==SQLITE_ROW ) n = sqlite3_column_int64(pStmt, 0);
    else db_report(s->db, s->pSpec->zCmd, "counting rows");
  }
  sqlite3_finalize(pStmt);
  return n;
}

/* Make the text area of b, which holds no job yet, nNeed bytes at least.
** Returns 0, or -1 out of memory. */
static int batch_grow(Batch *b, size_t nNeed){
  char *zNew = malloc(nNeed);
  if( zNew==0 ) return -1;
  free(b->zArea);
  b->zArea = zNew;
  b->nArea = nNeed;
  return 0;
}

/*
** Read the next batch of pending rows into b, each text whole into its
** area, after it room for the result text.  The batch ends early when the
** next text does not fit (it starts the next batch; ids are read in
** order, from after the last one taken).  Returns the count, or -1 on
** error.
*/
static int store_fetch(Store *s, Batch *b){
  size_t iOff = 0;
  int n = 0, rc;
  sqlite3_bind_int64(s->pFetch, 1, s->iLast);
  while( n<FILL_BATCH && (rc = sqlite3_step(s->pFetch))==SQLITE_ROW ){
    const char *zPuzzle = (const char*)sqlite3_column_text(s->pFetch, 1);
    int nPuzzle = zPuzzle ? sqlite3_column_bytes(s->pFetch, 1) : 0;
    const char *zRules = (const char*)sqlite3_column_text(s->pFetch, 2);
    int nRules = zRules ? sqlite3_column_bytes(s->pFetch, 2) : 0;
    int nText = nPuzzle<GRID_MAX_CELLS ? nPuzzle : GRID_MAX_CELLS, k;
    size_t nNeed;
    FillJob *j;
    char *z;
    if( nText<FILL_TEXT_MIN ) nText = FILL_TEXT_MIN;
    nNeed = (size_t)nPuzzle + (size_t)nText + (size_t)nRules + 3;
    if( iOff+nNeed>b->nArea ){
      if( n>0 ) break;
      if( batch_grow(b, nNeed) ){
        fprintf(stderr, "sudokudb %s: out of memory reading puzzle id %lld "
                "(%d bytes)\n", s->pSpec->zCmd,
                (long long)sqlite3_column_int64(s->pFetch, 0), nPuzzle);
        sqlite3_reset(s->pFetch);
        return -1;
      }
    }
    z = b->zArea + iOff;
    memcpy(z, zPuzzle ? zPuzzle : "", (size_t)nPuzzle);
    z[nPuzzle] = 0;
    j = &b->aJob[n++];
    j->id = sqlite3_column_int64(s->pFetch, 0);
    j->zPuzzle = z;
    j->nPuzzle = nPuzzle;
    j->zText = z + nPuzzle + 1;
    j->nText = nText;
    j->zRules = j->zText + nText + 1;
    j->nRules = nRules;
    memcpy(j->zText + nText + 1, zRules ? zRules : "", (size_t)nRules);
    j->zText[nText + 1 + nRules] = 0;
    j->zError[0] = 0;
    for(k=0; k<FILL_MAX_OUT; k++) j->aOut[k].eType = SQLITE_NULL;
    iOff += nNeed;
    s->iLast = j->id;
  }
  sqlite3_reset(s->pFetch);
  if( rc!=SQLITE_ROW && rc!=SQLITE_DONE ){
    db_report(s->db, s->pSpec->zCmd, "reading puzzles");
    return -1;
  }
  return n;
}

/* The batch being written as the table sudokudb_results(id, v1, ..., v4). */
static int results_rows(const void *pArg){
  return ((const Store*)pArg)->nWrite;
}

static void results_column(const void *pArg, int iRow, int iCol,
                           sqlite3_context *ctx){
  const FillJob *j = &((const Store*)pArg)->aWrite[iRow];
  const FillValue *v;
  if( iCol==0 ){
    sqlite3_result_int64(ctx, j->id);
    return;
  }
  v = &j->aOut[iCol-1];
  switch( v->eType ){
    case SQLITE_INTEGER: sqlite3_result_int64(ctx, v->i); break;
    case SQLITE_FLOAT:   sqlite3_result_double(ctx, v->r); break;
    case SQLITE_TEXT:    sqlite3_result_text(ctx, j->zText, -1, SQLITE_STATIC);
                         break;
    default:             sqlite3_result_null(ctx); break;
  }
}

/* Report the jobs of a batch that failed (the first few), drop them and
** those not computed (an interrupt), and move the others to the front.
** Returns the number of the others. */
static int store_drop_failed(Store *s, FillJob *aJob, int nJob){
  int i, nKeep = 0;
  for(i=0; i<nJob; i++){
    const FillJob *j = &aJob[i];
    if( !j->bComputed ) continue;
    if( j->zError[0]==0 ){
      if( nKeep<i ) aJob[nKeep] = *j;
      nKeep++;
    }else if( s->nFailed++ < FILL_MAX_PRINTED ){
      progress_message("sudokudb %s: puzzle id %lld: %s; left %s\n",
                       s->pSpec->zCmd, (long long)j->id, j->zError,
                       s->pSpec->zLeft);
    }
  }
  return nKeep;
}

/* Write a computed batch with one UPDATE ... FROM sudokudb_results, in
** one transaction; failed jobs are not written.  Returns 0 or -1. */
static int store_write(Store *s, FillJob *aJob, int nJob){
  int rc, nWrite = store_drop_failed(s, aJob, nJob);
  if( db_exec(s->db, s->pSpec->zCmd, "BEGIN IMMEDIATE") ) return -1;
  s->aWrite = aJob;
  s->nWrite = nWrite;
  rc = SQLITE_DONE;
  if( s->pBefore ){
    rc = sqlite3_step(s->pBefore);
    sqlite3_reset(s->pBefore);
  }
  if( rc==SQLITE_DONE ){
    rc = sqlite3_step(s->pUpdate);
    sqlite3_reset(s->pUpdate);
  }
  s->nWrite = 0;
  if( rc!=SQLITE_DONE ){
    db_report(s->db, s->pSpec->zCmd, "writing results");
    sqlite3_exec(s->db, "ROLLBACK", 0, 0, 0);
    return -1;
  }
  if( db_exec(s->db, s->pSpec->zCmd, "COMMIT") ){
    sqlite3_exec(s->db, "ROLLBACK", 0, 0, 0);
    return -1;
  }
  s->nFilled += nWrite;
  return 0;
}

/*
** The pipeline: keep up to FILL_DEPTH batches queued for the workers,
** write the oldest once it is computed, queue the next in its place.
** After an interrupt, no batch is read; the rows of the queued ones
** computed so far are written.  Returns 0, or -1 on a database error.
*/
static int run_batches(Store *s, Pool *p, long long nTotal){
  Progress prog;
  int bEnd = 0, rc = 0;
  progress_start(&prog, s->pSpec->zCmd, 0, nTotal, 1);
  pthread_mutex_lock(&p->mu);
  p->pProg = &prog;
  pthread_mutex_unlock(&p->mu);
  for(;;){
    Batch *b;
    while( !bEnd && p->nQueued<FILL_DEPTH ){
      int n = interrupt_seen() ? 0 : store_fetch(s, pool_slot(p));
      if( n<0 ) rc = -1;
      if( n<=0 ) bEnd = 1;
      else pool_queue(p, n);
    }
    if( rc || p->nQueued==0 ) break;
    b = pool_wait_first(p);
    if( store_write(s, b->aJob, b->nJob) ){
      rc = -1;
      break;
    }
    pool_dequeue(p);
  }
  pthread_mutex_lock(&p->mu);
  p->pProg = 0;
  pthread_mutex_unlock(&p->mu);
  progress_end(&prog);
  return rc;
}

/* Parse the command line.  Returns -1 to go on, else an exit code. */
static int parse_args(const FillSpec *pSpec, int argc, char **argv,
                      FillArgs *a){
  int i = 1, rc;
  const char *zJobs = 0, *zBudget = 0;
  memset(a, 0, sizeof(*a));
  a->budget = FILL_DEFAULT_BUDGET;
  cli_set_help(pSpec->zHelp);
  while( i<argc ){
    if( cli_is_help(argv[i]) ){
      fputs(pSpec->zHelp, stdout);
      return EXIT_OK;
    }
    if( (rc = args_value(argc, argv, &i, "--jobs", &zJobs))
     || (rc = args_value(argc, argv, &i, "--budget", &zBudget))
     || (rc = args_value(argc, argv, &i, "--collection", &a->zCollection))
     || (rc = args_value(argc, argv, &i, "--where", &a->zWhere)) ){
      if( rc<0 ) return EXIT_USAGE;
    }else if( argv[i][0]=='-' || a->zDb ){
      return cli_bad_argument(pSpec->zCmd, argv[i]);
    }else{
      a->zDb = argv[i++];
    }
  }
  if( a->zDb==0 ) return cli_missing(pSpec->zCmd, "DB");
  if( (a->nJobs = args_jobs(zJobs))<0 ) return EXIT_USAGE;
  if( zBudget && args_budget(zBudget, &a->budget) ) return EXIT_USAGE;
  return -1;
}

/* Open the database and prepare the statements.  Returns an exit code. */
static int store_open(Store *s, const FillArgs *a){
  char *zSql;
  int rc = db_open(s->pSpec->zCmd, a->zDb, DB_OPEN_EXISTING, &s->db);
  if( rc ) return rc;
  if( a->zCollection
   && (rc = db_check_collection(s->db, s->pSpec->zCmd, a->zCollection)) ){
    return rc;
  }
  rc = store_prepare(s, a, pending_sql(s->pSpec, a, "id, puzzle, rules",
                     " AND id>?1 ORDER BY id"), &s->pFetch);
  if( rc ) return rc;
  s->results.zColumns = "id INT, v1, v2, v3, v4";
  s->results.pArg = s;
  s->results.xCount = results_rows;
  s->results.xColumn = results_column;
  if( batch_vtab_register(s->db, "sudokudb_results", &s->results) ){
    db_report(s->db, s->pSpec->zCmd, "registering sudokudb_results");
    return EXIT_FAIL;
  }
  zSql = sqlite3_mprintf("UPDATE puzzle_store SET %s FROM sudokudb_results"
                         " AS r WHERE puzzle_store.id=r.id", s->pSpec->zSet);
  if( zSql==0 ){
    fprintf(stderr, "sudokudb %s: out of memory\n", s->pSpec->zCmd);
    return EXIT_FAIL;
  }
  rc = sqlite3_prepare_v2(s->db, zSql, -1, &s->pUpdate, 0);
  sqlite3_free(zSql);
  if( rc==SQLITE_OK && s->pSpec->zBefore ){
    rc = sqlite3_prepare_v2(s->db, s->pSpec->zBefore, -1, &s->pBefore, 0);
  }
  if( rc ){
    db_report(s->db, s->pSpec->zCmd, "preparing the update");
    return EXIT_FAIL;
  }
  if( s->pSpec->zStart ){
    char *zStart = sqlite3_mprintf("BEGIN IMMEDIATE; %s; COMMIT",
                                   s->pSpec->zStart);
    rc = zStart ? db_exec(s->db, s->pSpec->zCmd, zStart) : SQLITE_NOMEM;
    sqlite3_free(zStart);
    if( rc ){
      if( rc==SQLITE_NOMEM ){
        fprintf(stderr, "sudokudb %s: out of memory\n", s->pSpec->zCmd);
      }
      sqlite3_exec(s->db, "ROLLBACK", 0, 0, 0);
      return EXIT_FAIL;
    }
  }
  return EXIT_OK;
}

/* Allocate the batches of the ring.  Returns 0, or -1 out of memory. */
static int ring_alloc(Pool *p){
  int i;
  for(i=0; i<FILL_DEPTH; i++){
    Batch *b = &p->aRing[i];
    b->aJob = malloc(sizeof(FillJob)*FILL_BATCH);
    b->zArea = malloc(FILL_AREA);
    b->nArea = FILL_AREA;
    if( b->aJob==0 || b->zArea==0 ) return -1;
  }
  return 0;
}

static void ring_free(Pool *p){
  int i;
  for(i=0; i<FILL_DEPTH; i++){
    free(p->aRing[i].aJob);
    free(p->aRing[i].zArea);
  }
}

/*
** The closing line, true after an error or an interrupt too: the rows
** written, and the rows still pending (counted again: those that failed,
** those cut short and those never reached; the rows pending at the start
** less those written when the count fails); after an interrupt, the
** same on stderr.  rc is the run's exit code.
*/
static void print_summary(Store *s, const FillArgs *a, long long nTotal,
                          int rc, double t){
  const FillSpec *pSpec = s->pSpec;
  long long nLeft = store_count(s, a);
  if( nLeft<0 ) nLeft = nTotal - s->nFilled;
  if( s->nFailed>FILL_MAX_PRINTED ){
    fprintf(stderr, "sudokudb %s: %lld more rows left %s (not shown)\n",
            pSpec->zCmd, s->nFailed-FILL_MAX_PRINTED, pSpec->zLeft);
  }
  printf("%s: %lld rows, %d jobs, %.2f s, %.0f rows/s, %lld left %s\n",
         pSpec->zCmd, s->nFilled, a->nJobs, t,
         t>0 ? (double)s->nFilled/t : 0.0, nLeft, pSpec->zLeft);
  if( rc==EXIT_OK && interrupt_seen() ){
    fprintf(stderr, "sudokudb %s: interrupted; %lld rows are saved, %lld "
            "left %s; run the same command again to go on\n", pSpec->zCmd,
            s->nFilled, nLeft, pSpec->zLeft);
  }
}

int fill_main(const FillSpec *pSpec, int argc, char **argv){
  FillArgs a;
  Store s;
  Pool pool;
  Worker *aWorker = 0;
  long long nTotal;
  int rc = parse_args(pSpec, argc, argv, &a), nStarted = 0, bRan = 0;
  int (*hostTest)(void) = work_interrupted; /* the test before the run */
  double t0 = clock_seconds();
  if( rc>=0 ) return rc;
  memset(&s, 0, sizeof(s));
  memset(&pool, 0, sizeof(pool));
  s.pSpec = pool.pSpec = pSpec;
  pool.nWorker = a.nJobs;
  /* caught from here: an interrupt while the pending rows are counted
  ** (a full scan of a big table) ends the run with its summary too */
  interrupt_catch();
  rc = store_open(&s, &a);
  if( rc==EXIT_OK && (nTotal = store_count(&s, &a))<0 ) rc = EXIT_FAIL;
  if( rc==EXIT_OK ){
    aWorker = calloc((size_t)a.nJobs, sizeof(Worker));
    if( aWorker==0 || ring_alloc(&pool) ){
      fprintf(stderr, "sudokudb %s: out of memory\n", pSpec->zCmd);
      rc = EXIT_FAIL;
    }
  }
  if( rc==EXIT_OK ){
    pthread_mutex_init(&pool.mu, 0);
    pthread_cond_init(&pool.cvWork, 0);
    pthread_cond_init(&pool.cvDone, 0);
    nStarted = pool_begin(&pool, aWorker, a.budget);
    if( nStarted<a.nJobs ){
      rc = EXIT_FAIL;
    }else{
      work_interrupted = interrupt_seen;
      bRan = 1;
      if( run_batches(&s, &pool, nTotal) ){
        rc = EXIT_FAIL;
      }
    }
    pool_stop(&pool, aWorker, nStarted);
    work_interrupted = hostTest;
    pthread_mutex_destroy(&pool.mu);
    pthread_cond_destroy(&pool.cvWork);
    pthread_cond_destroy(&pool.cvDone);
  }
  if( bRan ) print_summary(&s, &a, nTotal, rc, clock_seconds()-t0);
  if( rc==EXIT_OK && interrupt_seen() ) rc = EXIT_FAIL;
  ring_free(&pool);
  free(aWorker);
  sqlite3_finalize(s.pFetch);
  sqlite3_finalize(s.pUpdate);
  sqlite3_finalize(s.pBefore);
  sqlite3_close(s.db);
  return rc;
}
