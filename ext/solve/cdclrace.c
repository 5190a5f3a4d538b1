/* SPDX-License-Identifier: MIT */
/*
** cdclrace.c: the race of cdclrace.h.
**
** Each copy searches in slices of RACE_SLICE steps (cdcl_run).  After a
** slice, under the race's lock, a copy that answered sets the best answer
** so far (its steps and number) when it beats it, and a copy that has not
** answered yet drops out as soon as it cannot beat the best any more (it
** already took more steps) or has used its share of the budget.  Which
** copy wins depends only on each copy's own search, so the threads'
** timing changes how far the losers run, never the answer.
*/
#include "cdclrace.h"
#include "pool.h"

#include <pthread.h>
#include <time.h>

/* Steps per slice: about 10 ms, between two looks at the host. */
#define RACE_SLICE (1ULL<<20)

/* A copy's state in the race. */
#define COPY_RUNNING 0
#define COPY_DONE    1

typedef struct Race Race;
struct Race {
  Cdcl **a;
  int n;
  int look;                         /* the caller may look at the host */
  unsigned long long share;         /* steps each copy may take */
  unsigned long long start[CDCL_RACE_MAX]; /* its steps before the race */
  unsigned long long startWork[CDCL_RACE_MAX]; /* its work (cdcl_work) */
  int state[CDCL_RACE_MAX];
  pthread_mutex_t mu;               /* guards what follows */
  int nDone;
  unsigned long long best;          /* steps of the best answer so far */
  int iBest;                        /* its copy, or -1 */
  int rcBest;
  int stop;                         /* interrupted, or out of memory */
  int oom;
};

/* 1 when an answer after `steps` steps of copy k beats the best so far. */
static int beats(const Race *r, unsigned long long steps, int k){
  return r->iBest<0 || steps<r->best || (steps==r->best && k<r->iBest);
}

/* Run copy k for one slice and record what it did.  Returns 1 when its
** part in the race is over. */
static int race_slice(Race *r, int k){
  Cdcl *s = r->a[k];
  unsigned long long steps;
  int rc, stop, done = 1;
  pthread_mutex_lock(&r->mu);
  stop = r->stop;
  pthread_mutex_unlock(&r->mu);
  rc = stop ? CDCL_OVER_BUDGET : cdcl_run(s, RACE_SLICE);
  steps = cdcl_ticks(s) - r->start[k];
  pthread_mutex_lock(&r->mu);
  if( rc==CDCL_NOMEM ){
    r->oom = r->stop = 1;
  }else if( rc!=CDCL_OVER_BUDGET ){
    if( steps<=r->share && beats(r, steps, k) ){
      r->best = steps;
      r->iBest = k;
      r->rcBest = rc;
    }
  }else if( !r->stop && steps<=r->share && beats(r, steps, k) ){
    done = 0;          /* it may still answer first */
  }
  if( done ){
    r->state[k] = COPY_DONE;
    r->nDone++;
  }
  pthread_mutex_unlock(&r->mu);
  return done;
}

/* The calling thread's look at the host between two slices. */
static void race_look(Race *r){
  if( r->look && work_interrupted && work_interrupted() ){
    pthread_mutex_lock(&r->mu);
    r->stop = 1;
    pthread_mutex_unlock(&r->mu);
  }
}

/* 1 while some copy still runs. */
static int race_open(Race *r){
  int open;
  pthread_mutex_lock(&r->mu);
  open = r->nDone<r->n;
  pthread_mutex_unlock(&r->mu);
  return open;
}

/* One copy per thread; the caller (thread 0) then waits for the others,
** looking at the host every millisecond. */
static void race_job(void *pArg, int iThread){
  Race *r = (Race*)pArg;
  if( iThread>=r->n ) return;
  while( !race_slice(r, iThread) ){
    if( iThread==0 ) race_look(r);
  }
  if( iThread==0 ){
    struct timespec ms = { 0, 1000000 };
    while( race_open(r) ){
      race_look(r);
      nanosleep(&ms, 0);
    }
  }
}

/* Every copy on the calling thread, in turns of a slice. */
static void race_turns(Race *r){
  while( r->nDone<r->n ){
    int k;
    for(k=0; k<r->n; k++){
      if( r->state[k]==COPY_RUNNING ) race_slice(r, k);
    }
    race_look(r);
  }
}

int cdcl_race(Cdcl **a, int n, Work *work){
  Race r;
  Pool *pool = 0;
  unsigned long long left = work_steps_left(work, WORK_CDCL_TICK);
  int k;
  if( n<1 || n>CDCL_RACE_MAX ) return CDCL_NOMEM;
  if( n==1 ) return cdcl_solve(a[0], work);
  r.a = a;
  r.n = n;
  r.look = work!=0;
  r.share = left/(unsigned)n;
  for(k=0; k<n; k++){
    r.start[k] = cdcl_ticks(a[k]);
    r.startWork[k] = cdcl_work(a[k]);
    r.state[k] = COPY_RUNNING;
  }
  r.nDone = 0;
  r.best = 0;
  r.iBest = -1;
  r.rcBest = CDCL_OVER_BUDGET;
  r.stop = r.oom = 0;
  if( pthread_mutex_init(&r.mu, 0) ) return CDCL_NOMEM;
  if( work && work->threads>1 ) pool = pool_new(n);
  if( pool_size(pool)>=n ) pool_run(pool, race_job, &r);
  else race_turns(&r);
  pool_free(pool);
  pthread_mutex_destroy(&r.mu);
  if( r.oom ) return CDCL_NOMEM;
  if( r.stop || r.iBest<0 ){
    work_charge(work, left==~0ULL ? 1 : (left+1)*WORK_CDCL_TICK);
    return CDCL_OVER_BUDGET;
  }
  /* every copy as much as the winner */
  work_charge(work, (unsigned long long)n*WORK_CDCL_TICK
                    *(cdcl_work(a[r.iBest])-r.startWork[r.iBest]));
  if( r.iBest>0 ){
    Cdcl *t = a[0];
    a[0] = a[r.iBest];
    a[r.iBest] = t;
  }
  return r.rcBest;
}
