/* SPDX-License-Identifier: MIT */
/*
** print_steps.h: `sudokudb print --steps`: after the booklet, each plain
** 9x9 puzzle's hard steps (of score minScore tenths and above) two to a
** page, each drawn with its hint under a caption that starts with the
** puzzle's number; a puzzle that cannot be explained is named on stderr
** and left out.
*/
#ifndef SUDOKUDB_PRINT_STEPS_H
#define SUDOKUDB_PRINT_STEPS_H

#include "print_booklet.h"

/* The step pages of b's puzzles; 0, or -1 after a message. */
int print_steps(const Booklet *b, int minScore);

#endif
