/* SPDX-License-Identifier: MIT */
/*
** hint_input.h: the PUZZLE and STATE arguments of `sudokudb hint` and
** `sudokudb explain`: the text itself, or a file's text, or standard
** input's ('-').
*/
#ifndef SUDOKUDB_HINT_INPUT_H
#define SUDOKUDB_HINT_INPUT_H

#include <stddef.h>

/* The most bytes a puzzle's or a state's text may have. */
#define HINT_INPUT_MAX 65536

/*
** The texts of the nArg arguments azArg (1 or 2) into azOut (malloc'd,
** trailing white space removed): '-' reads standard input (when both
** are '-', its first line is the puzzle and the rest the state); a name
** of a file that exists, its text; anything else, the argument itself.
** Returns 0, or -1 after a message on stderr naming zCmd (azOut freed).
*/
int hint_input_read(const char *zCmd, int nArg, char **azArg, char **azOut);

#endif
