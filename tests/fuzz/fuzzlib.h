/* SPDX-License-Identifier: MIT */
/*
** fuzzlib.h: what several fuzz targets share: puzzles built from fuzz
** input, for the targets that need valid puzzles with a known shape
** rather than raw text (fuzz_sql, fuzz_target, fuzz_solven; fuzz_canon
** disguises with it), and checks of answers.  The input is read a byte
** at a time; once it is used up every draw is 0, so any input gives a
** puzzle, and the same input always gives the same one.
*/
#ifndef SUDOKU_FUZZLIB_H
#define SUDOKU_FUZZLIB_H

#include "coverin.h"
#include "grid.h"

#include <stddef.h>

/* The fuzz input still to be read. */
typedef struct FuzzIn FuzzIn;
struct FuzzIn {
  const unsigned char *z;
  size_t n;
};

/* The next byte, 0 when the input is used up. */
unsigned fz_byte(FuzzIn *in);

/* A number 0..n-1 (n >= 1) from the next byte, or two when n > 256. */
unsigned fz_below(FuzzIn *in, unsigned n);

/*
** g under a symmetry drawn from the input: bands, the rows inside each
** band, stacks and the columns inside each stack shuffled, maybe a
** transposition, and the values relabelled.  Solutions of g map to
** solutions of out, so both have as many.  out must not be g.
*/
void fz_disguise(const Grid *g, Grid *out, FuzzIn *in);

/*
** A complete valid grid of box side `box` (2..5): for 4x4 and 9x9 the
** first solution of a few givens drawn from the input, else (or when
** those have none) a fixed pattern grid, then disguised.
*/
void fz_full_grid(Grid *g, int box, FuzzIn *in);

/*
** A puzzle with many givens: a full grid with up to maxBlank cells
** emptied, then up to two cells set to a value drawn from the input
** (which may break it: conflicting givens, or no solution).
*/
void fz_puzzle(Grid *g, int box, int maxBlank, FuzzIn *in);

/*
** solve_grid(g, limit, first, 0) within the default work budget, as the
** SQL functions and the pipes run it: a count, or SOLVE_OVER_BUDGET.
*/
unsigned long long fz_solve(const Grid *g, unsigned long long limit,
                            Grid *first);

/* 1 when s is a complete valid grid of g's size that keeps its givens. */
int fz_solves(const Grid *g, const Grid *s);

/*
** 1 when rows aRow[0..n-1] of p (distinct, each with a primary column)
** cover each of the first nPrimary columns exactly once and every other
** column of the nCol at most once.
*/
int fz_is_cover(const CoverRows *p, int nCol, int nPrimary,
                const int *aRow, int n);

#endif
