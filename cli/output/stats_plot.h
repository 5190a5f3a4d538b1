/* SPDX-License-Identifier: MIT */
/*
** stats_plot.h: `sudokudb stats DB --plot FILE.svg`: a histogram of the
** ratings of a database's puzzles (one bar per band of one point on the
** Sudoku Explainer scale) as an SVG file.
*/
#ifndef SUDOKUDB_STATS_PLOT_H
#define SUDOKUDB_STATS_PLOT_H

#include <sqlite3.h>

/*
** Write the histogram of the rated puzzles of collection zCollection
** (NULL: every collection) to the file zPath.  Returns an exit code
** (after a message on stderr).
*/
int stats_plot(sqlite3 *db, const char *zCollection, const char *zPath);

#endif
