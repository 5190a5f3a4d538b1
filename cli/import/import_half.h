/* SPDX-License-Identifier: MIT */
/*
** import_half.h: the back half of a big one-puzzle-per-line file, read and
** parsed by a thread of its own while `sudokudb import` reads the front
** half, so that a large import parses on two cores.
**
** The half keeps what it found (puzzles in a RowBuf, rejects in a list,
** lines numbered from 1 at the start of the half) for the import to take
** over, in file order, once the front half is done.  It stops early after
** a given number of puzzles (the import's batch size), leaving the rest
** of the file to be read after it.
*/
#ifndef SUDOKUDB_IMPORT_HALF_H
#define SUDOKUDB_IMPORT_HALF_H

#include <pthread.h>
#include "input.h"
#include "rowbuf.h"

/* Files smaller than this are not split. */
#define HALF_MIN_BYTES (1<<20)

/* A rejected line of the half. */
typedef struct HalfReject HalfReject;
struct HalfReject {
  long long nLine;          /* from 1 at the start of the half */
  char *zReason;
  char *zRaw;
  size_t nRaw;
};

typedef struct BackHalf BackHalf;
struct BackHalf {
  /* Set by back_half_start */
  const char *zFile;
  const char *zRules;            /* import --rules, or NULL */
  InputStamp stamp;              /* what zFile was when the import opened
                                 ** it */
  long long iOffset, nBytes;     /* the half: bytes of zFile */
  long long nMaxRows;            /* stop after this many puzzles */
  size_t nRawMax;                /* bytes of a rejected line kept */
  pthread_t tid;
  int bCancel;                   /* set by back_half_cancel (atomic) */
  long long nProgress;           /* bytes read so far (atomic) */
  long long nProgressRows;       /* and records (atomic) */
  int bFinished;                 /* the thread is done (atomic) */
  /* Results, for after back_half_join */
  RowBuf buf;
  HalfReject *aReject;
  int nReject, nRejectAlloc;
  long long nLines;              /* lines read */
  long long iStop;               /* file offset where reading stopped */
  int bEnd;                      /* an "end" line ended the input */
  int bFailed;                   /* a read or memory error: zErr says */
  int bChanged;                  /* the file changed: its lines are not
                                 ** those the front half counted */
  char zErr[300];
};

/*
** Where to split plain file zFile of nSize bytes: the start of the first
** line at or after the middle.  Returns that offset, or -1 when the file
** is too small or no line starts in the back half.
*/
long long back_half_split_point(const char *zFile, long long nSize);

/* Start the thread reading bytes [iOffset, iOffset+nBytes) of zFile,
** which is to be what pStamp says (input.h).  Returns 0, or -1 when no thread could be started (nothing to join). */
int back_half_start(BackHalf *p, const char *zFile, const InputStamp *pStamp,
                    const char *zRules, long long iOffset, long long nBytes,
                    long long nMaxRows, size_t nRawMax);

/* Bytes of the half read so far, and in *pnRows its records (for a
** progress line, from any thread). */
long long back_half_progress(BackHalf *p, long long *pnRows);

/* 1 when the thread has finished (back_half_join will not wait). */
int back_half_finished(BackHalf *p);

/* Ask the thread to stop soon (its results are then not wanted). */
void back_half_cancel(BackHalf *p);

/* Wait for the thread to finish. */
void back_half_join(BackHalf *p);

/* Free the results. */
void back_half_free(BackHalf *p);

#endif
