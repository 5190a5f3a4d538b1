/* SPDX-License-Identifier: MIT */
/*
** oom.h: what the parts of the out-of-memory test program build/oom/oom
** share: the tally of checks, and the two parts (oom_sql.c: every SQL
** function; oom_cli.c: the CLI's import, solve and rate).
*/
#ifndef SUDOKU_OOM_H
#define SUDOKU_OOM_H

extern int oom_nPass, oom_nFail;   /* checks passed and failed */
extern int oom_bVerbose;           /* -v: say what is being run */
extern long oom_iOnly;             /* -n N: only failing allocation N */

/* Count a failed check of zName and say what went wrong. */
void oom_fail(const char *zName, const char *zFmt, ...);

/* The parts; zOnly, when not NULL, keeps the cases whose names start
** with it.  The CLI's runs are shared among nWorker processes. */
void oom_sql_tests(const char *zOnly);
void oom_cli_tests(const char *zOnly, int nWorker);

#endif
