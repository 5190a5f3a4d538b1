/* SPDX-License-Identifier: MIT */
/*
** genpool.c: the threads of sudokudb generate (see genpool.h).  A ring
** of slots, one per seed: threads claim the next seed while it is fewer
** than the ring's size ahead of the reader, and fill its slot; the reader
** takes slots in order.
*/
#include "genpool.h"
#include "rate.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* Seeds each thread may run ahead of the reader. */
#define GENPOOL_AHEAD 4

typedef struct Slot Slot;
struct Slot {
  int bDone;
  GenOut out;
};

struct GenPool {
  const GenOptions *o;
  unsigned long long seed0, budget;
  pthread_mutex_t mu;
  pthread_cond_t cvFree, cvDone;
  Slot *aSlot;
  int nSlot;
  unsigned long long iNext;    /* next seed offset to claim */
  unsigned long long iRead;    /* next offset the reader takes */
  unsigned long long iFreed;   /* offsets below this are read and free */
  atomic_int bStop;            /* set (under mu) by genpool_stop; searches
                               ** read it without the lock */
  int (*xCancel)(void);
  GenMaker xMake;
  void *pMakeArg;
  int nThread;
  pthread_t aTid[1];           /* nThread of them (over-allocated) */
};

/* generate()'s xCancel: stop a search in progress on the caller's
** xCancel, or once genpool_stop (the run needs no more puzzles). */
static int pool_cancel(void *pArg){
  GenPool *p = (GenPool*)pArg;
  return atomic_load(&p->bStop) || (p->xCancel && p->xCancel());
}

/* Make the puzzle of one seed into *out (the maker's outcome when there
** is one), with its rating when a plain 9x9 (generation rates plain
** sudoku only: a variant's puzzle, unique only under its rules, is left
** unrated, as `rate` leaves it). */
static void make_one(GenPool *p, GenOut *out){
  Work w;
  memset(&w, 0, sizeof(w));
  w.limit = p->budget;
  w.threads = 1;                 /* the pool runs a puzzle per worker */
  w.memLimit = WORK_DEFAULT_MEMORY;
  if( p->xMake ){
    p->xMake(p->pMakeArg, out, &w);
    return;
  }
  out->rc = generate(p->o, out->seed, &w, pool_cancel, p, &out->res);
  if( out->rc==GEN_OK && out->res.score<0 && out->res.puzzle.box==3
   && rules_plain(&p->o->rules) ){
    RateResult rr;
    int rc = rate_grid(&out->res.puzzle, 0, 0, &rr, &w);
    if( rc==RATE_OK ) out->res.score = rr.score;
    else out->rc = rc==RATE_NOMEM ? GEN_NOMEM : GEN_OVER_BUDGET;
  }
}

static void *worker_main(void *pArg){
  GenPool *p = (GenPool*)pArg;
  pthread_mutex_lock(&p->mu);
  for(;;){
    unsigned long long i;
    Slot *s;
    while( !atomic_load(&p->bStop)
        && p->iNext>=p->iFreed+(unsigned long long)p->nSlot ){
      pthread_cond_wait(&p->cvFree, &p->mu);
    }
    if( atomic_load(&p->bStop) ) break;
    i = p->iNext++;
    s = &p->aSlot[i % (unsigned long long)p->nSlot];
    pthread_mutex_unlock(&p->mu);
    s->out.seed = p->seed0 + i;
    make_one(p, &s->out);
    pthread_mutex_lock(&p->mu);
    s->bDone = 1;
    pthread_cond_broadcast(&p->cvDone);
  }
  pthread_mutex_unlock(&p->mu);
  return 0;
}

GenPool *genpool_start(const GenOptions *o, unsigned long long seed0,
                       unsigned long long budget, int nJobs,
                       int (*xCancel)(void), GenMaker xMake,
                       void *pMakeArg){
  GenPool *p = calloc(1, sizeof(GenPool) + sizeof(pthread_t)*(size_t)nJobs);
  int i;
  if( p==0 ) return 0;
  p->o = o;
  p->seed0 = seed0;
  p->budget = budget;
  p->xCancel = xCancel;
  p->xMake = xMake;
  p->pMakeArg = pMakeArg;
  atomic_init(&p->bStop, 0);
  p->nSlot = nJobs*GENPOOL_AHEAD;
  p->aSlot = calloc((size_t)p->nSlot, sizeof(Slot));
  if( p->aSlot==0 ){
    free(p);
    return 0;
  }
  pthread_mutex_init(&p->mu, 0);
  pthread_cond_init(&p->cvFree, 0);
  pthread_cond_init(&p->cvDone, 0);
  for(i=0; i<nJobs; i++){
    if( pthread_create(&p->aTid[i], 0, worker_main, p) ) break;
    p->nThread++;
  }
  if( p->nThread==0 ){
    genpool_stop(p);
    return 0;
  }
  return p;
}

const GenOut *genpool_next(GenPool *p){
  Slot *s;
  pthread_mutex_lock(&p->mu);
  if( p->iRead>p->iFreed ){
    /* The previous slot is read: free it for a thread. */
    p->aSlot[p->iFreed % (unsigned long long)p->nSlot].bDone = 0;
    p->iFreed = p->iRead;
    pthread_cond_broadcast(&p->cvFree);
  }
  s = &p->aSlot[p->iRead % (unsigned long long)p->nSlot];
  while( !s->bDone ) pthread_cond_wait(&p->cvDone, &p->mu);
  p->iRead++;
  pthread_mutex_unlock(&p->mu);
  return &s->out;
}

void genpool_stop(GenPool *p){
  int i;
  pthread_mutex_lock(&p->mu);
  atomic_store(&p->bStop, 1);
  pthread_cond_broadcast(&p->cvFree);
  pthread_mutex_unlock(&p->mu);
  for(i=0; i<p->nThread; i++) pthread_join(p->aTid[i], 0);
  pthread_mutex_destroy(&p->mu);
  pthread_cond_destroy(&p->cvFree);
  pthread_cond_destroy(&p->cvDone);
  free(p->aSlot);
  free(p);
}
