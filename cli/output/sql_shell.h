/* SPDX-License-Identifier: MIT */
/*
** sql_shell.h: `sudokudb sql DB` at a terminal: a prompt, statements read
** line by line until one ends with ';', and a few dot commands, as the
** sqlite3 shell does.
*/
#ifndef SUDOKUDB_SQL_SHELL_H
#define SUDOKUDB_SQL_SHELL_H

#include "rowout.h"

#include <sqlite3.h>
#include <stdio.h>

/* Read statements and dot commands (.tables, .schema [TABLE], .help,
** .quit) from in, prompting on stdout, until .quit or the end of in.
** Errors are reported and the session goes on.  Returns EXIT_OK, or
** EXIT_FAIL when out of memory or when writing stdout failed. */
int sql_shell(sqlite3 *db, RowFormat eFormat, int bHeader, FILE *in);

#endif
