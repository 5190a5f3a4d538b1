/* SPDX-License-Identifier: MIT */
/*
** sql_run.h: SQL text run on a database statement by statement, the rows
** of each printed on stdout in one of rowout.h's formats: what `sudokudb
** sql` does with its SQL, and the interactive shell with each statement.
*/
#ifndef SUDOKUDB_SQL_RUN_H
#define SUDOKUDB_SQL_RUN_H

#include "rowout.h"

#include <sqlite3.h>

/* Run every statement of zSql in turn, printing the rows on stdout in
** eFormat.  Returns EXIT_OK, or EXIT_FAIL after a message on stderr (the
** statements before the failing one ran). */
int sql_run(sqlite3 *db, const char *zSql, RowFormat eFormat, int bHeader);

#endif
