/* SPDX-License-Identifier: MIT */
/*
** pipe.h: the stdin-to-stdout solvers of `sudokudb pipe FORMAT`, one per
** judge format, each in its own pipe_*.c file.  Each reads all of `in`,
** writes answers to `out`, searches within `budget` work units a puzzle
** (ext/work.h; 0 for no bound), and returns an exit code (cli.h).
*/
#ifndef SUDOKUDB_PIPE_H
#define SUDOKUDB_PIPE_H

#include <stdio.h>
#include <sys/types.h>

typedef struct PipeFormat PipeFormat;
struct PipeFormat {
  const char *zName;
  int (*xRun)(FILE *in, FILE *out, unsigned long long budget);
  const char *zHelp;    /* input and output, a few lines */
};

int pipe_sudoku(FILE *in, FILE *out, unsigned long long budget);

/* pipe_sudoku under the rules of a variant, the JSON object zRules (NULL:
** plain); a puzzle the rules do not fit is answered "error: rules: ...". */
int pipe_sudoku_rules(FILE *in, FILE *out, unsigned long long budget,
                      const char *zRules);
int pipe_exact_cover(FILE *in, FILE *out, unsigned long long budget);
int pipe_iq(FILE *in, FILE *out, unsigned long long budget);
int pipe_target(FILE *in, FILE *out, unsigned long long budget);
int pipe_sudoku16(FILE *in, FILE *out, unsigned long long budget);

/* All of `in` as one NUL-terminated string of *pn bytes (malloc'd), or
** NULL after a message on stderr (cli/pipe/pipe_read.c). */
char *pipe_read_all(FILE *in, size_t *pn);

/* The next line of `in` into *pz (grown as getline() does, *pAlloc its
** room), without its end: LF, CR LF or a lone CR (old Mac files).  Its
** length; -1 at the end of the input or on a read error (ferror), -2
** out of memory (after a message on stderr).  A NUL inside a line stays
** (cli/pipe/pipe_read.c). */
ssize_t pipe_getline(char **pz, size_t *pAlloc, FILE *in);

#endif
