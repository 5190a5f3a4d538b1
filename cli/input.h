/* SPDX-License-Identifier: MIT */
/*
** input.h: read an import file line by line: a named file, `-` for stdin,
** compressed by gzip, bzip2, xz or zstd (told by their magic bytes and
** read through a `gzip -dc`, ... child) or not.
** A leading UTF-8 byte order mark is dropped; lines end at LF, CRLF or
** a lone CR (classic Mac OS).  The first block stays available for
** format detection.
*/
#ifndef SUDOKUDB_INPUT_H
#define SUDOKUDB_INPUT_H

#include <stdio.h>
#include <sys/types.h>

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
** order mark or compression is looked for.  For reading a big file in parts.
** Returns 0, or -1 after writing a message to zErr.
*/
int input_open_range(Input *p, const char *zName, long long iOffset,
                     long long nBytes, char *zErr, size_t nErr);

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
** next call).  Returns 1 for a line, 0 at the end, -1 on a read error.
*/
int input_line(Input *p, const char **pz, size_t *pn);

/* Close; returns 0, or -1 after writing why to zErr (a read error, or
** the decompressor failing on a corrupt file or missing). */
int input_close(Input *p, char *zErr, size_t nErr);

#endif
