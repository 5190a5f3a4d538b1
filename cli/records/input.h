/* SPDX-License-Identifier: MIT */
/*
** input.h: read an import file line by line: a named file, `-` for stdin,
** compressed by gzip, bzip2, xz or zstd (told by their magic bytes and
** read through a `gzip -dc`, ... child) or not.
** A leading UTF-8 byte order mark is dropped; lines end at LF, CRLF or
** a lone CR (classic Mac OS).  The first block stays available for
** format detection.
**
** A line longer than INPUT_LINE_MAX is not held: it is skipped and comes
** as an empty line (nLongCount, nLongLine say so, and keep its first
** bytes), so memory stays bounded whatever the input.  A plain file is read up to the size it had
** when opened, and checked against what it was then (its size, its
** modification time): a file cut short or written to while it is read
** fails the read (INPUT_CHANGED) rather than giving other lines than
** were there.
*/
#ifndef SUDOKUDB_INPUT_H
#define SUDOKUDB_INPUT_H

#include <stdio.h>
#include <sys/types.h>

/* The longest line held whole: enough for a one-line JSON array of
** tens of thousands of records; an input line is one puzzle record (at
** most some KiB: a 25x25 grid of candidates is 16 KiB). */
#define INPUT_LINE_MAX (16<<20)

/* Bytes kept of a longer line (for a reject's text). */
#define INPUT_LONG_HEAD 80

/* Why a read failed (Input.eFail). */
#define INPUT_OK       0
#define INPUT_ERROR    1   /* a read error (Input.errnoFail) */
#define INPUT_NOMEM    2   /* out of memory */
#define INPUT_CHANGED  3   /* the file was cut short or written to */

/* What a plain file was when opened: a file that changes while it is
** read (cut short, written to, replaced) is told by these. */
typedef struct InputStamp InputStamp;
struct InputStamp {
  dev_t dev;
  ino_t ino;
  long long nSize;
  long long mtimeSec, mtimeNsec;
};

typedef struct Input Input;
struct Input {
  const char *zName;       /* for messages: the path, or "standard
                           ** input" for "-" */
  FILE *in;
  pid_t pidDecompress;     /* the decompressing child, or 0 */
  const char *zDecompress; /* its program ("gzip", "xz", ...) */
  FILE *errLog;            /* its stderr, for the message when it fails */
  pid_t pidFeed;           /* the child feeding it stdin, or 0 */
  char *buf;               /* buf[iStart..iEnd) is read but not consumed */
  size_t nAlloc, iStart, iEnd;
  int eof;                 /* no more bytes will come from `in` */
  long long nLine;         /* number of the line last returned, from 1 */
  int bCrEnd;              /* that line ended with a lone '\r' */
  long long nConsumed;     /* bytes of the input consumed so far */
  long long nSize;         /* size of a plain file, else -1 */
  long long nLeft;         /* bytes this range may still read, or -1 */
  int bStamp;              /* a plain file: stamp is what it was */
  InputStamp stamp;
  int eFail;               /* INPUT_OK, or why the read failed */
  int errnoFail;           /* errno of an INPUT_ERROR */
  char zChange[120];       /* what changed, for INPUT_CHANGED */
  long long nLongCount;    /* lines longer than INPUT_LINE_MAX so far */
  long long nLongLine;     /* the last of them: its number, */
  long long nLongBytes;    /* its length */
  char aLongHead[INPUT_LONG_HEAD];  /* and its first bytes */
};

/*
** Open zName for reading.  Returns 0, or -1 after writing a message for
** the user to zErr (nErr bytes).
*/
int input_open(Input *p, const char *zName, char *zErr, size_t nErr);

/* Whether zName can be opened for reading and is no directory (stdin,
** "-", always can).  Returns 0, or -1 after writing why to zErr. */
int input_check(const char *zName, char *zErr, size_t nErr);

/*
** Open bytes [iOffset, iOffset+nBytes) of plain file zName, which starts a
** line, as an input of its own: lines are numbered from 1, and no byte
** order mark or compression is looked for.  For reading a big file in
** parts: pStamp is what the file was when the whole was opened (an input
** of it, input_open), and the part fails as that would when the file is
** not that any more.  Returns 0, or -1 after writing a message to zErr.
*/
int input_open_range(Input *p, const char *zName, const InputStamp *pStamp,
                     long long iOffset, long long nBytes, char *zErr,
                     size_t nErr);

/* Check that a plain file is still what it was when opened (its stamp);
** 0, or -1 after setting p->eFail to INPUT_CHANGED.  Reading checks it
** at the end of the file; input_close checks it too. */
int input_verify(Input *p);

/* Read no further than byte nEnd of the file (a plain file only).
** Returns 0, or -1 when more than that has been read already. */
int input_limit(Input *p, long long nEnd);

/* The bytes read ahead but not consumed yet (at least the first block of
** the file before the first input_line). */
const char *input_peek(Input *p, size_t *pn);

/*
** Where the line at z (nAvail bytes read, bEof: all there is) ends:
** *pnEnd gets the length of its line ending.  A line ends at '\n', at
** '\r' followed by '\n' (CRLF; also a run of '\r's before it, as a CRLF
** file converted twice has), or at a lone '\r' (classic Mac OS).
** Returns NULL when no ending is in the bytes read (or a '\r' ends them
** and the next byte, not read yet, decides).
*/
const char *input_line_end(const char *z, size_t nAvail, int bEof,
                           size_t *pnEnd);

/*
** The next line, without its line ending, in *pz and *pn (valid until the
** next call).  Returns 1 for a line, 0 at the end, -1 when the read fails
** (p->eFail says why).  A line longer than INPUT_LINE_MAX comes as an
** empty line, counted in p->nLongCount (p->nLongLine its number).
*/
int input_line(Input *p, const char **pz, size_t *pn);

/* Close; returns 0, or -1 after writing why to zErr (a read error, a
** file that changed while it was read, or the decompressor failing on a
** corrupt file or missing; not out of memory, which the reader of the
** lines reports). */
int input_close(Input *p, char *zErr, size_t nErr);

#endif
