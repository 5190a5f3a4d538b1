/* SPDX-License-Identifier: MIT */
/*
** pool.h: worker threads for one call's search (pool.c): the rater's
** chain producers split their runs over them (one chain per assumption),
** and the learning solver races two searches on them (cdclrace.c).
**
** pool_run() runs a job on the calling
** thread (number 0) and on every idle worker (1 .. n-1) at once, and
** returns when all of them are done.  A job hands out its own pieces
** (an atomic counter), so a worker that wakes late finds nothing left
** and the caller never waits for one that has not started.  The workers
** block every signal (the host's handlers run on its own thread) and
** call nothing of the host.
*/
#ifndef SUDOKU_POOL_H
#define SUDOKU_POOL_H

#include "work.h"

typedef struct Pool Pool;

/* A pool of nThread-1 workers (at most WORK_MAX_THREADS in all; fewer
** when the system refuses some); NULL when out of memory. */
Pool *pool_new(int nThread);

/* The threads that run a job, the caller's included (1 for NULL). */
int pool_size(const Pool *p);

/* Run xJob(pArg, i) on the caller (i=0) and the idle workers (i>0);
** return when every one that started it is done. */
void pool_run(Pool *p, void (*xJob)(void*, int), void *pArg);

/* Stop and join the workers; free p. */
void pool_free(Pool *p);

#endif
