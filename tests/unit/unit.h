/* SPDX-License-Identifier: MIT */
/*
** unit.h: a small harness for C unit tests of the core (ext/ without the
** SQL glue), for what SQL cannot reach: API misuse, alphabets no SQL
** function passes, allocation failures.
**
**   CHECK_INT("grid-1.1", grid_parse(&g, "1", 1, GRID_ALPHA_AUTO, e), -1);
**   CHECK_STR("grid-1.2", zErr, "expected 4 cells, got 1");
**
** A failed check prints its name, what was expected and what came; the
** run (tests/unit/unit_main.c) ends with "N passed, M failed" and exits
** 1 when anything failed.
*/
#ifndef SUDOKU_UNIT_H
#define SUDOKU_UNIT_H

#include <stddef.h>

void unit_int(const char *zName, long long got, long long want);
void unit_str(const char *zName, const char *got, const char *want);
#define CHECK_INT(NAME, GOT, WANT) unit_int(NAME, (long long)(GOT), \
                                            (long long)(WANT))
#define CHECK_STR(NAME, GOT, WANT) unit_str(NAME, GOT, WANT)

/* A fixed pseudo-random stream (xorshift32): the next number from *s,
** which must not start at 0. */
unsigned unit_rand(unsigned *s);

/* The units of the sudoku of boxes box x box for solve_cdcl(): rows,
** columns, boxes, and with `diagonals` the two diagonals; cell[] has room
** for (3*n + 2)*n, n = box*box (56 for the 4x4; unit_cdcl.c). */
struct UnitList;
void unit_units(struct UnitList *u, short *cell, int box, int diagonals);

/* Formulas for the clause-learning solver (unit_cdcl.c), with no search
** made yet: Latin squares of order n (exactly one value per cell, and
** per row and column each value once; variable (r*n + c)*n + v), and n+1
** pigeons in n holes (unsatisfiable; variable p*n + h).  NULL when out of
** memory. */
struct Cdcl;
struct Cdcl *unit_latin(int n);
struct Cdcl *unit_pigeons(int n);

/* The groups of tests, one per file. */
void unit_buf(void);
void unit_grid(void);
void unit_dlx(void);
void unit_coverin(void);
void unit_solve(void);
void unit_rate(void);
void unit_target(void);
void unit_iq(void);
void unit_cdcl(void);
void unit_cdclrace(void);
void unit_cdclopt(void);
void unit_oom(void);
void unit_progress(void);
void unit_fn(void);
void unit_rules(void);
void unit_rulesnorm(void);
void unit_assert(void);
void unit_hint_verify(void);
void unit_hintpic(void);
void unit_canon(void);

#endif
