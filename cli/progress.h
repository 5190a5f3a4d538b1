/*
** progress.h: a one-line progress display on stderr, shown only when
** stderr is a terminal: rows done, percent, rows per second, ETA.
*/
#ifndef SUDOKUDB_PROGRESS_H
#define SUDOKUDB_PROGRESS_H

typedef struct Progress Progress;
struct Progress {
  int bOn;              /* stderr is a terminal */
  const char *zWhat;    /* "import puzzles.txt", "solve", ... */
  double tStart, tLast;
  long long nTotal;     /* units of the whole job, or <= 0 if unknown */
};

/* Start showing progress of a job of nTotal units (rows or bytes). */
void progress_start(Progress *p, const char *zWhat, long long nTotal);

/* nRows rows done, nDone of the nTotal units; redrawn at most 5 times a
** second. */
void progress_update(Progress *p, long long nRows, long long nDone);

/* Clear the progress line. */
void progress_end(Progress *p);

#endif
