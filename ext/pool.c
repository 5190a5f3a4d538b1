/* SPDX-License-Identifier: MIT */
/*
** pool.c: worker threads for one call's search (see pool.h).
**
** The workers wait on a condition for the next job (a generation count).
** pool_run() publishes a job, runs it itself, then closes it: a
** worker that wakes after that skips it, so the caller waits only for
** the workers that took the job, while they finish their last piece.
*/
#include "pool.h"

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>

typedef struct PoolWorker PoolWorker;
struct PoolWorker {
  Pool *p;
  int i;                         /* its thread number, 1 and up */
  pthread_t tid;
};

struct Pool {
  pthread_mutex_t mu;
  pthread_cond_t wake;           /* a new job, or stop */
  pthread_cond_t idle;           /* a worker left the job */
  unsigned gen;                  /* the job's generation */
  int open;                      /* 1: workers may still take the job */
  int nBusy;                     /* workers running the job */
  int stop;
  void (*xJob)(void*, int);
  void *pArg;
  int nWorker;
  PoolWorker aWorker[WORK_MAX_THREADS];
};

/* A worker: take each job published while it is open, until stop. */
static void *pool_main(void *pv){
  PoolWorker *w = (PoolWorker*)pv;
  Pool *p = w->p;
  unsigned seen = 0;
  void (*xJob)(void*, int);
  void *pArg;
  pthread_mutex_lock(&p->mu);
  for(;;){
    while( !p->stop && (p->gen==seen || !p->open) ){
      if( p->gen!=seen ) seen = p->gen;   /* closed before we woke */
      pthread_cond_wait(&p->wake, &p->mu);
    }
    if( p->stop ) break;
    seen = p->gen;
    p->nBusy++;
    xJob = p->xJob;
    pArg = p->pArg;
    pthread_mutex_unlock(&p->mu);
    xJob(pArg, w->i);
    pthread_mutex_lock(&p->mu);
    if( --p->nBusy==0 ) pthread_cond_signal(&p->idle);
  }
  pthread_mutex_unlock(&p->mu);
  return 0;
}

Pool *pool_new(int nThread){
  Pool *p;
  sigset_t all, old;
  int k;
  if( nThread>WORK_MAX_THREADS ) nThread = WORK_MAX_THREADS;
  p = (Pool*)calloc(1, sizeof(Pool));
  if( p==0 ) return 0;
  if( pthread_mutex_init(&p->mu, 0) ){
    free(p);
    return 0;
  }
  pthread_cond_init(&p->wake, 0);
  pthread_cond_init(&p->idle, 0);
  /* the workers start with every signal blocked */
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  for(k=1; k<nThread; k++){
    PoolWorker *w = &p->aWorker[p->nWorker];
    w->p = p;
    w->i = p->nWorker+1;
    if( pthread_create(&w->tid, 0, pool_main, w) ) break;
    p->nWorker++;
  }
  pthread_sigmask(SIG_SETMASK, &old, 0);
  return p;
}

int pool_size(const Pool *p){
  return p ? p->nWorker+1 : 1;
}

void pool_run(Pool *p, void (*xJob)(void*, int), void *pArg){
  if( p==0 || p->nWorker==0 ){
    xJob(pArg, 0);
    return;
  }
  pthread_mutex_lock(&p->mu);
  p->xJob = xJob;
  p->pArg = pArg;
  p->gen++;
  p->open = 1;
  pthread_cond_broadcast(&p->wake);
  pthread_mutex_unlock(&p->mu);
  xJob(pArg, 0);
  pthread_mutex_lock(&p->mu);
  p->open = 0;
  while( p->nBusy>0 ) pthread_cond_wait(&p->idle, &p->mu);
  pthread_mutex_unlock(&p->mu);
}

void pool_free(Pool *p){
  int k;
  if( p==0 ) return;
  pthread_mutex_lock(&p->mu);
  p->stop = 1;
  pthread_cond_broadcast(&p->wake);
  pthread_mutex_unlock(&p->mu);
  for(k=0; k<p->nWorker; k++) pthread_join(p->aWorker[k].tid, 0);
  pthread_cond_destroy(&p->wake);
  pthread_cond_destroy(&p->idle);
  pthread_mutex_destroy(&p->mu);
  free(p);
}
