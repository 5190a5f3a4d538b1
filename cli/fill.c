/*
** fill.c: the worker pool and batch writer of solve and rate (fill.h).
*/
#include "fill.h"
#include "cli.h"
#include "args.h"
#include "batch_vtab.h"
#include "db.h"
#include "progress.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Rows per batch (one transaction each), and per grab of a worker. */
#define FILL_BATCH 4096
#define FILL_CHUNK 32

/* Errors printed before the rest are only counted. */
#define FILL_MAX_PRINTED 10

/* The command line of a fill command. */
typedef struct FillArgs FillArgs;
struct FillArgs {
  const char *zDb;
  const char *zCollection;
  const char *zWhere;
  int nJobs;
};

/* The worker pool: workers take chunks of aJob[0..nJob) until none is
** left; the main thread waits until all of them are idle. */
typedef struct Pool Pool;
struct Pool {
  const FillSpec *pSpec;
  pthread_mutex_t mu;
  pthread_cond_t cvWork, cvIdle;
  FillJob *aJob;
  int nJob, iNext;
  int nWorker, nIdle;
  unsigned gen;              /* bumped for every batch */
  int bQuit;
};

typedef struct Worker Worker;
struct Worker {
  Pool *pPool;
  void *pState;
  pthread_t tid;
};

static void *worker_main(void *pArg){
  Worker *w = (Worker*)pArg;
  Pool *p = w->pPool;
  unsigned gen = 0;
  pthread_mutex_lock(&p->mu);
  for(;;){
    while( p->gen==gen && !p->bQuit ) pthread_cond_wait(&p->cvWork, &p->mu);
    if( p->bQuit ) break;
    gen = p->gen;
    while( p->iNext<p->nJob ){
      int i = p->iNext, iEnd = i+FILL_CHUNK;
      if( iEnd>p->nJob ) iEnd = p->nJob;
      p->iNext = iEnd;
      pthread_mutex_unlock(&p->mu);
      for(; i<iEnd; i++) p->pSpec->xWork(w->pState, &p->aJob[i]);
      pthread_mutex_lock(&p->mu);
    }
    if( ++p->nIdle==p->nWorker ) pthread_cond_signal(&p->cvIdle);
  }
  pthread_mutex_unlock(&p->mu);
  return 0;
}

/* Hand a batch to the workers. */
static void pool_start(Pool *p, FillJob *aJob, int nJob){
  pthread_mutex_lock(&p->mu);
  p->aJob = aJob;
  p->nJob = nJob;
  p->iNext = 0;
  p->nIdle = 0;
  p->gen++;
  pthread_cond_broadcast(&p->cvWork);
  pthread_mutex_unlock(&p->mu);
}

/* Wait until the batch handed out last is done. */
static void pool_wait(Pool *p){
  pthread_mutex_lock(&p->mu);
  while( p->nIdle<p->nWorker ) pthread_cond_wait(&p->cvIdle, &p->mu);
  pthread_mutex_unlock(&p->mu);
}

/* Stop and join the workers, closing their state. */
static void pool_stop(Pool *p, Worker *aWorker, int nStarted){
  int i;
  pthread_mutex_lock(&p->mu);
  p->bQuit = 1;
  pthread_cond_broadcast(&p->cvWork);
  pthread_mutex_unlock(&p->mu);
  for(i=0; i<nStarted; i++){
    pthread_join(aWorker[i].tid, 0);
    p->pSpec->xClose(aWorker[i].pState);
  }
}

/* Open the per-worker states and start the threads.  Returns the number
** started; fewer than nWorker means failure (message printed). */
static int pool_begin(Pool *p, Worker *aWorker){
  char zErr[256];
  int i;
  for(i=0; i<p->nWorker; i++){
    aWorker[i].pPool = p;
    aWorker[i].pState = 0;
    if( p->pSpec->xOpen(&aWorker[i].pState, zErr, (int)sizeof(zErr)) ){
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
  BatchSource results;        /* the batch being written, as a table */
  const FillJob *aWrite;      /* that batch */
  int nWrite;
  sqlite3_int64 iLast;        /* highest id fetched so far */
  long long nDone, nErrors;
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

/* Prepare zSql (freed here) with the collection bound.  Returns 0 or an
** exit code after a message. */
static int store_prepare(Store *s, const FillArgs *a, char *zSql,
                         sqlite3_stmt **ppStmt){
  int rc = zSql ? sqlite3_prepare_v2(s->db, zSql, -1, ppStmt, 0)
                : SQLITE_NOMEM;
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

/* Check that a named collection exists.  Returns an exit code. */
static int check_collection(Store *s, const char *zName){
  sqlite3_stmt *pStmt = 0;
  int bFound = 0;
  if( sqlite3_prepare_v2(s->db, "SELECT 1 FROM collection WHERE name=?1",
                         -1, &pStmt, 0)==SQLITE_OK ){
    sqlite3_bind_text(pStmt, 1, zName, -1, SQLITE_STATIC);
    bFound = sqlite3_step(pStmt)==SQLITE_ROW;
  }
  sqlite3_finalize(pStmt);
  if( bFound ) return EXIT_OK;
  fprintf(stderr, "sudokudb %s: no collection '%s' (`sudokudb stats DB` "
          "lists them)\n", s->pSpec->zCmd, zName);
  return EXIT_FAIL;
}

/* Read the next batch of pending rows into aJob.  Returns the count, or
** -1 on error. */
static int store_fetch(Store *s, FillJob *aJob){
  int n = 0, rc;
  sqlite3_bind_int64(s->pFetch, 1, s->iLast);
  while( n<FILL_BATCH && (rc = sqlite3_step(s->pFetch))==SQLITE_ROW ){
    const char *z = (const char*)sqlite3_column_text(s->pFetch, 1);
    int nz = sqlite3_column_bytes(s->pFetch, 1);
    FillJob *j = &aJob[n++];
    j->id = sqlite3_column_int64(s->pFetch, 0);
    if( nz>GRID_MAX_CELLS ) nz = GRID_MAX_CELLS;
    memcpy(j->zPuzzle, z ? z : "", z ? (size_t)nz : 0);
    j->nPuzzle = z ? nz : 0;
    j->zPuzzle[j->nPuzzle] = 0;
    j->zError[0] = 0;
    s->iLast = j->id;
  }
  sqlite3_reset(s->pFetch);
  if( rc!=SQLITE_ROW && rc!=SQLITE_DONE ){
    db_report(s->db, s->pSpec->zCmd, "reading puzzles");
    return -1;
  }
  return n;
}

/* The batch being written as the table sudokudb_results(id, v1, v2). */
static int results_rows(const void *pArg){
  return ((const Store*)pArg)->nWrite;
}

static void results_column(const void *pArg, int iRow, int iCol,
                           sqlite3_context *ctx){
  const FillJob *j = &((const Store*)pArg)->aWrite[iRow];
  const FillValue *v = &j->aOut[iCol==1 ? 0 : 1];
  if( iCol==0 ){
    sqlite3_result_int64(ctx, j->id);
    return;
  }
  switch( v->eType ){
    case SQLITE_INTEGER: sqlite3_result_int64(ctx, v->i); break;
    case SQLITE_FLOAT:   sqlite3_result_double(ctx, v->r); break;
    case SQLITE_TEXT:    sqlite3_result_text(ctx, v->z, -1, SQLITE_STATIC);
                         break;
    default:             sqlite3_result_null(ctx); break;
  }
}

/* Write a computed batch with one UPDATE ... FROM sudokudb_results, in
** one transaction.  Returns 0 or -1. */
static int store_write(Store *s, FillJob *aJob, int nJob){
  int i, rc;
  for(i=0; i<nJob; i++){
    const FillJob *j = &aJob[i];
    if( j->zError[0] && s->nErrors++ < FILL_MAX_PRINTED ){
      fprintf(stderr, "sudokudb %s: puzzle id %lld: %s\n", s->pSpec->zCmd,
              (long long)j->id, j->zError);
    }
  }
  if( db_exec(s->db, s->pSpec->zCmd, "BEGIN IMMEDIATE") ) return -1;
  s->aWrite = aJob;
  s->nWrite = nJob;
  rc = sqlite3_step(s->pUpdate);
  sqlite3_reset(s->pUpdate);
  s->nWrite = 0;
  if( rc!=SQLITE_DONE ){
    db_report(s->db, s->pSpec->zCmd, "writing results");
    sqlite3_exec(s->db, "ROLLBACK", 0, 0, 0);
    return -1;
  }
  if( db_exec(s->db, s->pSpec->zCmd, "COMMIT") ) return -1;
  s->nDone += nJob;
  return 0;
}

/*
** The pipeline: fetch batch B while the workers compute batch A, then
** write A while they compute B.  Returns 0, or -1 on a database error.
*/
static int run_batches(Store *s, Pool *pool, FillJob *aA, FillJob *aB,
                       long long nTotal){
  Progress prog;
  int nA = store_fetch(s, aA), nB;
  progress_start(&prog, s->pSpec->zCmd, nTotal);
  if( nA>0 ) pool_start(pool, aA, nA);
  while( nA>0 ){
    FillJob *aT;
    nB = interrupt_seen() ? 0 : store_fetch(s, aB);
    pool_wait(pool);
    if( nB>0 ) pool_start(pool, aB, nB);
    if( nB<0 || store_write(s, aA, nA) ){
      if( nB>0 ) pool_wait(pool);
      progress_end(&prog);
      return -1;
    }
    progress_update(&prog, s->nDone, s->nDone);
    if( interrupt_seen() && nB>0 ){
      pool_wait(pool);
      nB = 0;
    }
    aT = aA; aA = aB; aB = aT;
    nA = nB;
  }
  progress_end(&prog);
  return 0;
}

/* Parse the command line.  Returns -1 to go on, else an exit code. */
static int parse_args(const FillSpec *pSpec, int argc, char **argv,
                      FillArgs *a){
  int i = 1, rc;
  const char *zJobs = 0;
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  memset(a, 0, sizeof(*a));
  a->nJobs = n>0 ? (int)n : 1;
  while( i<argc ){
    if( cli_is_help(argv[i]) ){
      fputs(pSpec->zHelp, stdout);
      return EXIT_OK;
    }
    if( (rc = args_value(argc, argv, &i, "--jobs", &zJobs))
     || (rc = args_value(argc, argv, &i, "--collection", &a->zCollection))
     || (rc = args_value(argc, argv, &i, "--where", &a->zWhere)) ){
      if( rc<0 ) return EXIT_USAGE;
    }else if( argv[i][0]=='-' || a->zDb ){
      return cli_usage_error("%s: unexpected argument %s (see sudokudb %s "
                             "--help)", pSpec->zCmd, argv[i], pSpec->zCmd);
    }else{
      a->zDb = argv[i++];
    }
  }
  if( a->zDb==0 ){
    fputs(pSpec->zHelp, stderr);
    return EXIT_USAGE;
  }
  if( zJobs ){
    n = args_positive("--jobs", zJobs);
    if( n<0 ) return EXIT_USAGE;
    if( n>256 ) return cli_usage_error("--jobs %ld is too many (at most "
                                       "256)", n);
    a->nJobs = (int)n;
  }
  return -1;
}

/* Open the database and prepare the statements.  Returns an exit code. */
static int store_open(Store *s, const FillArgs *a){
  char *zSql;
  int rc = db_open(s->pSpec->zCmd, a->zDb, DB_OPEN_EXISTING, &s->db);
  if( rc ) return rc;
  if( a->zCollection && (rc = check_collection(s, a->zCollection)) ) return rc;
  rc = store_prepare(s, a, pending_sql(s->pSpec, a, "id, puzzle",
                     " AND id>?1 ORDER BY id"), &s->pFetch);
  if( rc ) return rc;
  s->results.zColumns = "id INT, v1, v2";
  s->results.pArg = s;
  s->results.xCount = results_rows;
  s->results.xColumn = results_column;
  if( batch_vtab_register(s->db, "sudokudb_results", &s->results) ){
    db_report(s->db, s->pSpec->zCmd, "registering sudokudb_results");
    return EXIT_FAIL;
  }
  zSql = sqlite3_mprintf("UPDATE puzzle SET %s FROM sudokudb_results AS r"
                         " WHERE puzzle.id=r.id", s->pSpec->zSet);
  rc = zSql ? sqlite3_prepare_v2(s->db, zSql, -1, &s->pUpdate, 0)
            : SQLITE_NOMEM;
  sqlite3_free(zSql);
  if( rc ){
    db_report(s->db, s->pSpec->zCmd, "preparing the update");
    return EXIT_FAIL;
  }
  return EXIT_OK;
}

int fill_main(const FillSpec *pSpec, int argc, char **argv){
  FillArgs a;
  Store s;
  Pool pool;
  Worker *aWorker = 0;
  FillJob *aJob = 0;
  long long nTotal;
  int rc = parse_args(pSpec, argc, argv, &a), nStarted = 0;
  double t0 = clock_seconds();
  if( rc>=0 ) return rc;
  memset(&s, 0, sizeof(s));
  memset(&pool, 0, sizeof(pool));
  s.pSpec = pool.pSpec = pSpec;
  pool.nWorker = a.nJobs;
  rc = store_open(&s, &a);
  if( rc==EXIT_OK && (nTotal = store_count(&s, &a))<0 ) rc = EXIT_FAIL;
  if( rc==EXIT_OK ){
    aWorker = calloc((size_t)a.nJobs, sizeof(Worker));
    aJob = malloc(sizeof(FillJob)*2*FILL_BATCH);
    if( aWorker==0 || aJob==0 ){
      fprintf(stderr, "sudokudb %s: out of memory\n", pSpec->zCmd);
      rc = EXIT_FAIL;
    }
  }
  if( rc==EXIT_OK ){
    pthread_mutex_init(&pool.mu, 0);
    pthread_cond_init(&pool.cvWork, 0);
    pthread_cond_init(&pool.cvIdle, 0);
    nStarted = pool_begin(&pool, aWorker);
    if( nStarted<a.nJobs ){
      rc = EXIT_FAIL;
    }else{
      interrupt_catch();
      if( run_batches(&s, &pool, aJob, aJob+FILL_BATCH, nTotal) ){
        rc = EXIT_FAIL;
      }
    }
    pool_stop(&pool, aWorker, nStarted);
    pthread_mutex_destroy(&pool.mu);
    pthread_cond_destroy(&pool.cvWork);
    pthread_cond_destroy(&pool.cvIdle);
  }
  if( rc==EXIT_OK ){
    double t = clock_seconds()-t0;
    printf("%s: %lld rows, %d jobs, %.2f s, %.0f rows/s\n", pSpec->zCmd,
           s.nDone, a.nJobs, t, t>0 ? (double)s.nDone/t : 0.0);
    if( interrupt_seen() ){
      fprintf(stderr, "sudokudb %s: interrupted; %lld rows are saved, run "
              "the same command again to go on\n", pSpec->zCmd, s.nDone);
      rc = EXIT_FAIL;
    }
  }
  free(aJob);
  free(aWorker);
  sqlite3_finalize(s.pFetch);
  sqlite3_finalize(s.pUpdate);
  sqlite3_close(s.db);
  return rc;
}
