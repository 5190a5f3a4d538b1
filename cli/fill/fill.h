/* SPDX-License-Identifier: MIT */
/*
** fill.h: the engine behind `sudokudb solve` and `sudokudb rate`: fill
** columns of the puzzle table for the rows that lack them, with N worker
** threads computing and one writer committing each batch.
**
** The main thread reads batches of pending rows (id order) and queues them
** for the workers, a few batches ahead, and writes each computed batch in
** a single transaction, so that neither side waits for the other's slow
** moments (a checkpoint, a hard puzzle).  Ctrl-C stops the searches in
** progress (work_interrupted) and the handing out of work, writes the
** rows already computed and ends: only the rows being computed are lost,
** and a re-run goes on where this one stopped.
*/
#ifndef SUDOKUDB_FILL_H
#define SUDOKUDB_FILL_H

#include <sqlite3.h>

/* One computed value for the UPDATE: SQLITE_NULL, SQLITE_INTEGER (i),
** SQLITE_FLOAT (r) or SQLITE_TEXT (the job's zText). */
typedef struct FillValue FillValue;
struct FillValue {
  int eType;
  sqlite3_int64 i;
  double r;
};

/* The values a job computes at most (the UPDATE's r.v1 to r.v4). */
#define FILL_MAX_OUT 4

/* The least room a job has for its text value. */
#define FILL_TEXT_MIN 32

/* One row: the puzzle and its rules in (their whole texts), up to
** FILL_MAX_OUT values out (at most one of them text, kept in zText; those
** a command leaves unset are NULL), and an error message if
** the computation failed: such a row is not written (it stays pending,
** NULL), and is reported and counted.  The texts live in the batch's
** text area, so that a batch of 9x9 jobs stays small and close together
** in memory. */
typedef struct FillJob FillJob;
struct FillJob {
  sqlite3_int64 id;
  const char *zPuzzle;          /* 0-terminated */
  int nPuzzle;                  /* strlen(zPuzzle) */
  const char *zRules;           /* its rules (JSON, normal form; "" for
                                ** plain sudoku), 0-terminated */
  int nRules;
  char *zText;                  /* room for nText characters and a 0 */
  int nText;                    /* nPuzzle, at most GRID_MAX_CELLS, at
                                ** least FILL_TEXT_MIN */
  FillValue aOut[FILL_MAX_OUT];
  char zError[128];
  int bComputed;                /* done before any interrupt: aOut and
                                ** zError hold its outcome */
};

/* What a command fills and how. */
typedef struct FillSpec FillSpec;
struct FillSpec {
  const char *zCmd;       /* "solve": for messages */
  const char *zLeft;      /* "unsolved": what a failed row is left */
  const char *zHelp;      /* the command's --help text */
  const char *zPending;   /* SQL condition on puzzle rows needing work */
  const char *zSet;       /* the SET clause of the UPDATE, from the
                          ** row's values r.v1 to r.v4 */
  const char *zStart;     /* SQL run once before the first batch is read,
                          ** in its own transaction, or 0 */
  const char *zBefore;    /* SQL run before each batch's UPDATE, in its
                          ** transaction, reading sudokudb_results, or 0 */
  /* Per-worker state, searching within `budget` work units a row (0:
  ** no bound) with up to nThread threads (1 when several workers run, 0
  ** for the default): returns 0, or -1 after writing why to zErr. */
  int (*xOpen)(void **ppState, unsigned long long budget, int nThread,
               char *zErr, int nErr);
  void (*xWork)(void *pState, FillJob *pJob);
  void (*xClose)(void *pState);
};

/* Run `sudokudb CMD DB [--jobs N] [--budget N] [--collection NAME]
** [--where SQL]`.
** Returns an exit code. */
int fill_main(const FillSpec *pSpec, int argc, char **argv);

#endif
