/*
** grid.h: the puzzle representation shared by every solver, and the text
** parser/formatter that turns any accepted spelling into it.
**
** This header and everything under ext/ except the sql_*.c glue and
** sudoku.c is free of SQLite: the CLI, benchmarks and fuzzers use it as is.
**
** Sizes: box side 2, 3, 4, 5 gives grids of 4x4, 9x9, 16x16, 25x25, told
** apart by the number of cells in the text (16, 81, 256, 625).
*/
#ifndef SUDOKU_GRID_H
#define SUDOKU_GRID_H

#include <stddef.h>

#define GRID_MAX_BOX   5
#define GRID_MAX_SIDE  (GRID_MAX_BOX*GRID_MAX_BOX)
#define GRID_MAX_CELLS (GRID_MAX_SIDE*GRID_MAX_SIDE)

/* Room for a parse error message, including the terminating NUL. */
#define GRID_ERR_MAX 96

typedef struct Grid Grid;
struct Grid {
  int box;                          /* box side: 2, 3, 4 or 5 */
  int side;                         /* box*box: digits per unit */
  int ncell;                        /* side*side */
  unsigned char v[GRID_MAX_CELLS];  /* 0 = empty, 1..side = given */
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
** So 4x4 is 1-4 or A-D; 9x9 is 1-9 or A-I; 16x16 is 1-9A-G, 0-9A-F or
** A-P; 25x25 is 1-9A-P or A-Y.  Results are written in the canonical
** alphabet (grid_canonical_alphabet): digits for 4x4 and 9x9, letters for
** 16x16 and 25x25.
*/
typedef enum GridAlphabet {
  GRID_ALPHA_AUTO = 0,  /* detect from the text (see grid_parse) */
  GRID_ALPHA_DIGITS,    /* 1-9 then A, B, ...: 16x16 is 1-9A-G; 0 is empty */
  GRID_ALPHA_HEX,       /* 16x16 only: 0-9A-F are the values 1..16 */
  GRID_ALPHA_LETTERS    /* A, B, C, ...: 16x16 is A-P, 25x25 is A-Y */
} GridAlphabet;

/*
** Parse text into g.  Accepted: values in the alphabet; empty cells as
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

/* The canonical spelling of value v (1..side) in an alphabet. */
char grid_value_char(int side, GridAlphabet alpha, int v);

/* The canonical alphabet for a size: digits up to 9x9, letters beyond. */
GridAlphabet grid_canonical_alphabet(int side);

/* Write the one-line form (ncell chars + NUL) in the given alphabet;
** AUTO means canonical. Returns the number of chars written (ncell). */
int grid_format_line(const Grid *g, GridAlphabet alpha, char *out);

/* Bytes needed by grid_format_pretty for this size, including the NUL. */
size_t grid_pretty_size(int box);

/* Write a multi-line grid with box borders into out (grid_pretty_size
** bytes). Returns the length written, without the NUL. */
size_t grid_format_pretty(const Grid *g, char *out);

/* Number of givens. */
int grid_clues(const Grid *g);

/* 1 when no two givens in a row, column or box are equal, else 0. */
int grid_consistent(const Grid *g);

/* 1 when every cell is filled and the grid is consistent. */
int grid_complete(const Grid *g);

/* Set up an empty grid of the given box side (2..5). */
void grid_init(Grid *g, int box);

#endif
