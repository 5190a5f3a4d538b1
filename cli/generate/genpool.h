/* SPDX-License-Identifier: MIT */
/*
** genpool.h: worker threads that make the puzzles of consecutive seeds
** for `sudokudb generate`, handed back in seed order whatever the number
** of threads, so that a run's rows do not depend on --jobs.
*/
#ifndef SUDOKUDB_GENPOOL_H
#define SUDOKUDB_GENPOOL_H

#include "generate.h"

/* One seed's outcome. */
typedef struct GenOut GenOut;
struct GenOut {
  unsigned long long seed;
  int rc;              /* a GenStatus */
  GenResult res;       /* res.score: the rating (9x9), -1 for none */
  int iFrom;           /* a maker's: the index of the puzzle moved from */
  int bKnown;          /* a maker's: the database holds the puzzle */
  char zMoves[GEN_MOVES_MAX];  /* a maker's: the moves (gen_local) */
  unsigned char aCanon[81];    /* a maker's: the 9x9 puzzle's canonical
                               ** form (0 for an empty cell) */
};

/* What makes a seed's outcome instead of generate(): fills out->rc,
** out->res (and iFrom, zMoves, aCanon) for out->seed within the work w. */
typedef void (*GenMaker)(void *pArg, GenOut *out, Work *w);

typedef struct GenPool GenPool;

/*
** Start nJobs threads making the puzzles of seeds seed0, seed0+1, ...
** with options o, each within `budget` work units (0: the generator's
** own bound), at most a few per thread ahead of the reader.  9x9 puzzles
** are rated when the options did not already.  A thread stops a search
** when xCancel() says so.  With xMake, it makes each seed's outcome
** instead (with pMakeArg).  Returns NULL when out of memory or when no
** thread could start.
*/
GenPool *genpool_start(const GenOptions *o, unsigned long long seed0,
                       unsigned long long budget, int nJobs,
                       int (*xCancel)(void), GenMaker xMake,
                       void *pMakeArg);

/* The next seed's outcome, in seed order (waits for it).  Valid until
** the next call. */
const GenOut *genpool_next(GenPool *p);

/* Stop the threads (a search in progress gives up) and free. */
void genpool_stop(GenPool *p);

#endif
