/*
** fill.h: the engine behind `sudokudb solve` and `sudokudb rate`: fill
** columns of the puzzle table for the rows that lack them, with N worker
** threads computing and one writer committing each batch.
**
** The main thread reads a batch of pending rows (id order) while the
** workers compute the previous one, then writes that one in a single
** transaction.  Ctrl-C stops after the batch being written: at most one
** batch of work is lost, and a re-run goes on where this one stopped.
*/
#ifndef SUDOKUDB_FILL_H
#define SUDOKUDB_FILL_H

#include <sqlite3.h>
#include "grid.h"

/* One computed value for the UPDATE (SQLITE_NULL, _INTEGER, _FLOAT or
** _TEXT; text in z). */
typedef struct FillValue FillValue;
struct FillValue {
  int eType;
  sqlite3_int64 i;
  double r;
  char z[GRID_MAX_CELLS+1];
};

/* One row: the puzzle in, two values out, and an error message if the
** computation failed (the values are still written). */
typedef struct FillJob FillJob;
struct FillJob {
  sqlite3_int64 id;
  char zPuzzle[GRID_MAX_CELLS+1];
  int nPuzzle;                  /* strlen(zPuzzle) */
  FillValue aOut[2];
  char zError[128];
};

/* What a command fills and how. */
typedef struct FillSpec FillSpec;
struct FillSpec {
  const char *zCmd;       /* "solve": for messages */
  const char *zHelp;      /* the command's --help text */
  const char *zPending;   /* SQL condition on puzzle rows needing work */
  const char *zSet;       /* the SET clause of the UPDATE, from the
                          ** row's two values r.v1 and r.v2 */
  /* Per-worker state: returns 0, or -1 after writing why to zErr. */
  int (*xOpen)(void **ppState, char *zErr, int nErr);
  void (*xWork)(void *pState, FillJob *pJob);
  void (*xClose)(void *pState);
};

/* Run `sudokudb CMD DB [--jobs N] [--collection NAME] [--where SQL]`.
** Returns an exit code. */
int fill_main(const FillSpec *pSpec, int argc, char **argv);

#endif
