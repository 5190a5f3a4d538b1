/* SPDX-License-Identifier: MIT */
/*
** pgglue.h: what the PostgreSQL glue files (pg/pg_*.c) share.  The
** functions' bodies are the core's (ext/fn/fn.h); the glue reads
** PostgreSQL's arguments, runs them with the work budget of the GUC
** sudoku.budget, and turns an FnOut into a Datum or an ereport.
*/
#ifndef SUDOKU_PGGLUE_H
#define SUDOKU_PGGLUE_H

#include "postgres.h"
#include "fmgr.h"

#include "fn.h"

/* A fresh Work with the session's budget (sudoku.budget), memory limit
** (sudoku.memory_limit) and threads (sudoku.threads). */
void pg_work(Work *w);

/* The session's budget in work units (0: no bound). */
unsigned long long pg_budget(void);

/* The session's memory limit in bytes (sudoku.memory_limit; 0: none). */
unsigned long long pg_memory_limit(void);

/* The session's threads a call may use (sudoku.threads). */
int pg_threads(void);

/*
** Integer argument i, declared numeric so that an integral value of any
** numeric type or spelling is taken (7, 7.0, and '7.0' from a client that
** binds its parameters as text, as JavaScript's do): 1 with *pv set when
** it is integral and within 64 bits, else 0 (7.5, NaN, infinity).
*/
int pg_int_arg(FunctionCallInfo fcinfo, int i, long long *pv);

/* The text of argument i as a palloc'd NUL-terminated string. */
char *pg_text_arg(FunctionCallInfo fcinfo, int i, size_t *pn);

/*
** The Datum of o as a value of type `type` (int4, int8, float8, text,
** jsonb; bytea: the bytes of a blob or of a text); a NULL result sets
** fcinfo->isnull.  An error is raised with ereport as "zName: problem"
** (an interrupt as PostgreSQL's own).
** Frees o.
*/
Datum pg_result(FunctionCallInfo fcinfo, FnOut *o, Oid type,
                const char *zName);

/* Raise o's error as "zName: problem"; frees o. */
void pg_fail(FnOut *o, const char *zName) pg_attribute_noreturn();

/* sudoku_svg's options argument (JSON text z) into *p: 1, or 0 with o's
** error (pg_svg.c). */
int pg_svg_options(FnOut *o, char *z, size_t n, FnSvgOpts *p);

#endif
