/* SPDX-License-Identifier: MIT */
/*
** solve9_tables.h: constant lookup tables of the fast 9x9 solver
** (solve9.c), filled in at compile time by solve9_tables.c.
**
** A band is three rows of the grid; for one digit its candidates are a
** 27-bit mask, bit 9*row+col (row 0..2 inside the band, col 0..8).  Bits
** 3k..3k+2 are "triad" k = 3*row+box: the digit's three cells of that row
** inside box `box` of the band.
*/
#ifndef SUDOKU_SOLVE9_TABLES_H
#define SUDOKU_SOLVE9_TABLES_H

#include <stdint.h>

/* For 9 bits (three triads of 3 bits): which triads are non-empty. */
extern const unsigned char solve9_triads[512];

/*
** For a 9-bit set of present triads (bit 3*row+box): the subset lying on
** some placement of the digit once per row and once per box of the band
** (0 when there is none).  By symmetry the same holds for a stack with
** bands in place of boxes and columns in place of rows.
*/
extern const uint16_t solve9_placeable[512];

/*
** For a 9-bit set of present triads (bit 3*row+box): the 27-bit mask of the
** cells of every triad that lies on some placement of the digit once per
** row and once per box of the band.  0 when no such placement exists.
*/
extern const uint32_t solve9_locked[512];

/* For a 9-bit set of present triads: how many placements (once per row
** and once per box) lie inside it, 0..6. */
extern const unsigned char solve9_nplace[512];

#endif
