/* SPDX-License-Identifier: MIT */
/*
** grade.h: the names sudoku_grade gives ratings (bands of the SE scale),
** shared by the SQL function, the generator's "grade" option and the CLI.
*/
#ifndef SUDOKU_GRADE_H
#define SUDOKU_GRADE_H

/* Highest score (tenths of SE points) the generator's bands reach. */
#define GRADE_MAX_SCORE 200

/* The grade of a rating in tenths: "easy", ..., "extreme". */
const char *grade_name(int score);

/*
** The band of scores (tenths, inclusive) of grade zName: 1 and *pLo,
** *pHi set, or 0 for an unknown name.  "easy" starts at 1.0 (only a
** complete grid rates lower); "extreme" ends at GRADE_MAX_SCORE.
*/
int grade_band(const char *zName, int *pLo, int *pHi);

/* The grade names in order, separated by ", " (for messages). */
const char *grade_list(void);

#endif
