/* SPDX-License-Identifier: MIT */
/*
** grid.h: the puzzle representation shared by every solver, and the text
** parser/formatter that turns any accepted spelling into it.
**
** This header and everything under ext/ is free of SQLite (its glue is
** sqlite/): the CLI, benchmarks and fuzzers use it as is.
**
** Sizes: every side N from 4 to 25, told apart by the number of cells in
** the text (N*N: 16, 25, 36, ..., 625).  A side's boxes are R x C cells,
** R*C = N, R <= C, as square as possible (2x3 for 6x6, 3x4 for 12x12); a
** prime side has none (its regions come with the rules, rules.h).
*/
#ifndef SUDOKU_GRID_H
#define SUDOKU_GRID_H

#include <stddef.h>

#define GRID_MAX_BOX   5
#define GRID_MIN_SIDE  4
#define GRID_MAX_SIDE  (GRID_MAX_BOX*GRID_MAX_BOX)
#define GRID_MAX_CELLS (GRID_MAX_SIDE*GRID_MAX_SIDE)

/* Room for a parse error message, including the terminating NUL. */
#define GRID_ERR_MAX 96

typedef struct Grid Grid;
struct Grid {
  int box;                          /* square boxes' side (2..5), else 0 */
  int boxr, boxc;                   /* box rows and columns; 0 if prime */
  int side;                         /* digits per unit, 4..25 */
  int ncell;                        /* side*side */
  unsigned char v[GRID_MAX_CELLS];  /* 0 = empty, 1..side = given */
  int marked;                       /* 1: a 9x9 pencil-mark puzzle, whose
                                    ** empty cells have the candidates of
                                    ** cand (grid_marks.c) */
  unsigned short cand[81];          /* marked: each cell's candidates, bit
                                    ** d-1 for digit d */
};

/*
** Spellings of the values 1..side, chosen by grid_parse or forced.
**
** Detection (GRID_ALPHA_AUTO), from the cell characters of the text:
**   1. no digit 1-9 and at least one letter: LETTERS (A = 1, B = 2, ...);
**   2. 16x16 with a '0', no 'G', and either another empty marker
**      ('.', '-', '_', '*') or exactly 16 '0's and no other empty cell:
**      HEX (0-9A-F are 1..16);
**   3. otherwise DIGITS (1-9 are 1..9, A = 10, B = 11, ...; '0' is empty).
** So 4x4 is 1-4 or A-D; 9x9 is 1-9 or A-I; 12x12 is 1-9A-C or A-L; 16x16
** is 1-9A-G, 0-9A-F or A-P; 25x25 is 1-9A-P or A-Y.  Results are written
** in the canonical alphabet (grid_canonical_alphabet): digits up to 9x9,
** letters from 10x10.
*/
typedef enum GridAlphabet {
  GRID_ALPHA_AUTO = 0,  /* detect from the text (see grid_parse) */
  GRID_ALPHA_DIGITS,    /* 1-9 then A, B, ...: 16x16 is 1-9A-G; 0 is empty */
  GRID_ALPHA_HEX,       /* 16x16 only: 0-9A-F are the values 1..16 */
  GRID_ALPHA_LETTERS    /* A, B, C, ...: 16x16 is A-P, 25x25 is A-Y */
} GridAlphabet;

/*
** Parse text into g.  A 9x9 pencil-mark grid of 729 characters is read
** as one (grid_marks_parse).  Otherwise accepted: values in the alphabet; empty cells as
** '.', '0' (except in GRID_ALPHA_HEX), '-', '_', '*'; whitespace, line
** breaks, '|' and '+' ignored.  Lines made only of '-', '+', '=', '|'
** and blanks are grid borders when they contain '+' or '='.  Lines of only
** '-', '|' and blanks are borders too, unless that leaves an invalid cell
** count: then those with a row's (4, 9, 16, 25) or a grid's worth of
** dashes are rows of empty cells, and failing that all of them are.
** Letters may be lower case.
**
** Returns 0 on success.  On failure returns -1 and writes a message such as
** "expected 81 cells, got 80" or "bad character '%' at offset 12" to err.
*/
int grid_parse(Grid *g, const char *z, size_t n, GridAlphabet alpha,
               char *err);

/* The characters of a 9x9 pencil-mark grid: a block of 9 per cell. */
#define GRID_MARKS_CHARS 729

/*
** Read z[0..n) as a 9x9 pencil-mark grid (SukakuExplainer's and HoDoKu's
** 729-character form): a block of 9 characters per cell, row-major, the
** digit d at place d of its block when d is a candidate, '.' or '0' when
** it is not; blanks are ignored.  Returns 1 with g holding it (no value:
** a cell with one candidate is not a given), 0 when z is not 729 such
** characters (nothing written), or -1 with err ("digit 5 at place 3 of
** r1c2 (offset 11)").
*/
int grid_marks_parse(Grid *g, const char *z, size_t n, char *err);

/* Write g's candidates in the 729-character form (a filled cell has its
** value alone) into out (GRID_MARKS_CHARS bytes and a NUL). */
void grid_marks_format(const Grid *g, char *out);

/* Write g's candidates as a grid of 9 lines, each cell's digits in a
** column as wide as its widest, boxes parted by '|' and lines of '-'
** (HoDoKu's and SE's pencil-mark grid, for people), into out
** (GRID_MARKS_PRETTY_MAX bytes).  Returns the length, without the NUL. */
#define GRID_MARKS_PRETTY_MAX (11*(9*9+8+4+1)+1)  /* 9 rows, 2 rules */
size_t grid_marks_pretty(const Grid *g, char *out);

/* The canonical spelling of value v (1..side) in an alphabet. */
char grid_value_char(int side, GridAlphabet alpha, int v);

/* The canonical alphabet for a size: digits up to 9x9, letters beyond. */
GridAlphabet grid_canonical_alphabet(int side);

/* Write the one-line form (ncell chars + NUL) in the given alphabet;
** AUTO means canonical. Returns the number of chars written (ncell). */
int grid_format_line(const Grid *g, GridAlphabet alpha, char *out);

/* Bytes needed by grid_format_pretty for g's size, including the NUL. */
size_t grid_pretty_size(const Grid *g);

/* Write a multi-line grid with box borders into out (grid_pretty_size
** bytes). Returns the length written, without the NUL. */
size_t grid_format_pretty(const Grid *g, char *out);

/* Number of givens. */
int grid_clues(const Grid *g);

/* 1 when no two givens in a row, column or box are equal, else 0
** (rows and columns only for a prime side). */
int grid_consistent(const Grid *g);

/* 1 when every cell is filled and the grid is consistent. */
int grid_complete(const Grid *g);

/* Set up an empty grid of the given box side (2..5). */
void grid_init(Grid *g, int box);

/* Set up an empty grid of side 4..25 with its default boxes. */
void grid_init_side(Grid *g, int side);

/* The box of cell i (0..side-1, row-major over the boxes); a prime side
** has none and gives the cell's row. */
int grid_box_of(const Grid *g, int i);

/* The default box shape of a side: *pR x *pC with *pR <= *pC, as square
** as possible; 0 x 0 for a prime side. */
void grid_box_shape(int side, int *pR, int *pC);

#endif
