/* SPDX-License-Identifier: MIT */
/*
** progress.h: the progress line of long commands on stderr, shown only
** when stderr is a terminal.  A thread of its own redraws it four times a
** second, whatever the command is doing (a long commit, a hard puzzle),
** so the clock and the rate keep moving; the command only says which
** phase it is in ("reading", "sorting", "inserting", "committing") and
** how far it got, from any thread.  The line is cut to the terminal's
** width (by display width), so it never wraps into a trail of lines:
** when it is too long, the rate goes first, then the middle of the name
** ("import ...0k.csv"), so that the ETA stays.
**
** With SUDOKUDB_PROGRESS=lines in the environment, each phase is written
** instead as a line of its own when it ends, with its final counts,
** whether stderr is a terminal or not (for logs, and the tests).
**
**   import big.txt: reading 412,000 rows, 41.2%, 205,000 rows/s, ETA 0:02
**   import big.txt: inserting 340,000 of 1,000,000 rows, 34.0%, ETA 0:01
*/
#ifndef SUDOKUDB_PROGRESS_H
#define SUDOKUDB_PROGRESS_H

#include <pthread.h>
#include <stdio.h>

/* Seconds between two drawings of the line. */
#define PROGRESS_INTERVAL 0.25

/* What the line shows: a snapshot of a Progress. */
typedef struct ProgressView ProgressView;
struct ProgressView {
  const char *zWhat;        /* "import big.txt", "solve" */
  const char *zPhase;       /* "reading", "inserting", ... or NULL */
  long long nRows;          /* rows done in the phase */
  long long nDone, nTotal;  /* units done of the phase's total (rows or
                            ** bytes; nTotal <= 0: unknown) */
  int bRowsOfTotal;         /* the units are the rows: "N of M rows" */
  double tPhase;            /* when the phase began */
};

typedef struct Progress Progress;
struct Progress {
  int bOn;                  /* stderr is a terminal: the thread runs */
  int bLines;               /* SUDOKUDB_PROGRESS=lines: a line per phase */
  ProgressView vLogged;     /* the phase last written so (bLines) */
  ProgressView v;           /* counters written atomically */
  double tLast;             /* when the line was last drawn (0: never) */
  int bStop;
  pthread_mutex_t mu;       /* the phase, drawing, messages */
  pthread_cond_t cv;
  pthread_t tid;
};

/* Seconds on a monotonic clock. */
double clock_seconds(void);

/* Start showing the progress of zWhat (kept as given), in phase zPhase
** of nTotal units (rows when bRows, else e.g. bytes). */
void progress_start(Progress *p, const char *zWhat, const char *zPhase,
                    long long nTotal, int bRows);

/* Enter a new phase (its counters start at 0). */
void progress_phase(Progress *p, const char *zPhase, long long nTotal,
                    int bRows);

/* nRows rows done, nDone of the phase's nTotal units. */
void progress_update(Progress *p, long long nRows, long long nDone);

/* nRows more rows (and as many units) done: for worker threads. */
void progress_add(Progress *p, long long nRows);

/* The phase and counters now, and setting them back (to return to a
** phase after another). */
void progress_view(Progress *p, ProgressView *v);
void progress_set_view(Progress *p, const ProgressView *v);

/* Clear the line and stop the thread. */
void progress_end(Progress *p);

/* Print a message on stderr; while a progress line is drawn, it is
** cleared first (the next drawing puts it back under the message). */
void progress_message(const char *zFmt, ...);

/* The line for view v at time tNow, cut to nCol columns, into zBuf
** (nBuf bytes).  Returns its length in bytes. */
int progress_format(const ProgressView *v, double tNow, int nCol,
                    char *zBuf, size_t nBuf);

/* Draw the line on out when PROGRESS_INTERVAL has passed since the last
** drawing (the thread calls it with the clock and the terminal's width).
** Returns 1 when it drew. */
int progress_poll(Progress *p, double tNow, FILE *out, int nCol);

#endif
