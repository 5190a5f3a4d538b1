/*
** rate_pool.h: the worker threads of one rating (rate_pool.c).
**
** The chain producers split independent work (one chain per assumption)
** over the threads of a pool: rate_pool_run() runs a job on the calling
** thread (number 0) and on every idle worker (1 .. n-1) at once, and
** returns when all of them are done.  A job hands out its own pieces
** (an atomic counter), so a worker that wakes late finds nothing left
** and the caller never waits for one that has not started.  The workers
** block every signal (the host's handlers run on its own thread) and
** call nothing of the host.
*/
#ifndef SUDOKU_RATE_POOL_H
#define SUDOKU_RATE_POOL_H

#include "work.h"

typedef struct RatePool RatePool;

/* A pool of nThread-1 workers (at most WORK_MAX_THREADS in all; fewer
** when the system refuses some); NULL when out of memory. */
RatePool *rate_pool_new(int nThread);

/* The threads that run a job, the caller's included (1 for NULL). */
int rate_pool_size(const RatePool *p);

/* Run xJob(pArg, i) on the caller (i=0) and the idle workers (i>0);
** return when every one that started it is done. */
void rate_pool_run(RatePool *p, void (*xJob)(void*, int), void *pArg);

/* Stop and join the workers; free p. */
void rate_pool_free(RatePool *p);

#endif
