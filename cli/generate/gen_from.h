/* SPDX-License-Identifier: MIT */
/*
** gen_from.h: `sudokudb generate DB N --from COLLECTION`: new puzzles in
** a rating band by local moves from the puzzles of a collection.
*/
#ifndef SUDOKUDB_GENFROM_H
#define SUDOKUDB_GENFROM_H

#include "generate.h"

/* What the command line asked. */
typedef struct GenFromArgs GenFromArgs;
struct GenFromArgs {
  const char *zDb;
  long long nWant;              /* puzzles to make */
  const char *zFrom;            /* the collection moved from */
  const char *zCollection;      /* the collection the new ones go to */
  const GenOptions *o;          /* the band: o->rateLo, o->rateHi */
  unsigned long long seed0;     /* the first seed of the moves */
  unsigned long long budget;    /* work units per neighbour (0: none) */
  int nJobs;
};

/* Run it.  Returns an exit code. */
int genfrom_run(const GenFromArgs *a);

#endif
