/* SPDX-License-Identifier: MIT */
/*
** picture.h: the layout of a puzzle picture, drawn through a Canvas: the
** same layout gives the SVG text of sudoku_svg (svg.c) and the pages of
** `sudokudb print` (cli/print/print_cairo.c: PDF and PNG through cairo).
**
** A picture is a square: a white margin, then the grid, each cell a
** square with thin lines between cells and thick ones between boxes and
** around.  Givens are bold black, solution values blue; pencil marks sit
** in a box-by-box sub-grid of their cell.  A hint's placement cells are
** shaded green (the value green), its elimination cells red (the marks
** it eliminates red and struck out).  Lengths are tenths of a unit
** (pixels for SVG, points for PDF), so that the layout is exact.
**
** With rules (a variant), the thick lines follow its regions (jigsaw) or
** its box shape, each diagonal is a thin grey line, windoku's windows are
** shaded light grey, and each killer cage is outlined by a thin dashed
** line inset from the cell lines, its sum in a small white box in the
** top left corner of its first cell (the top row's leftmost; a value
** there is drawn smaller, lower right); pencil marks then leave out the
** values of every unit of the rules.
**
** A hint's pattern is drawn over that (picture.h knows no rater: the
** caller chooses the colours): cells filled (aShade, later fills over
** earlier ones; the cells of placements and eliminations stay green and
** red), pencil marks on a
** coloured square (aTint), and arrows from a pencil mark to a pencil
** mark (aArrow: solid or dashed), over everything else.  The pencil marks
** can be given (aCand) instead of computed from the givens, and the
** values a player entered (entries) are drawn blue.
*/
#ifndef SUDOKU_PICTURE_H
#define SUDOKU_PICTURE_H

#include "grid.h"
#include "rules.h"

/* A candidate a hint places (place=1) or eliminates (place=0). */
typedef struct PictureMark PictureMark;
struct PictureMark {
  int cell;               /* 0..ncell-1, row-major */
  int digit;              /* 1..side */
  int place;
};

/* A cell filled with a colour ("#rrggbb"). */
typedef struct PictureShade PictureShade;
struct PictureShade {
  int cell;
  const char *zFill;
};

/* A pencil mark on a square of colour zFill. */
typedef struct PictureTint PictureTint;
struct PictureTint {
  int cell, digit;
  const char *zFill;
};

/* An arrow from the pencil mark (fromCell, fromDigit) to (toCell,
** toDigit), solid or dashed. */
typedef struct PictureArrow PictureArrow;
struct PictureArrow {
  int fromCell, fromDigit, toCell, toDigit;
  int dashed;
  const char *zColour;
};

typedef struct Picture Picture;
struct Picture {
  const Grid *puzzle;     /* givens, drawn bold */
  const Grid *solution;   /* or NULL: its values fill the empty cells */
  int candidates;         /* 1: pencil marks in the empty cells (the
                          ** values no given of a peer holds); a
                          ** pencil-mark puzzle's are always drawn */
  int nMark;              /* a hint's marks (pencil marks are drawn) */
  const PictureMark *aMark;
  const Rules *rules;     /* or NULL: the plain sudoku of the side; else
                          ** finished for the puzzle's side */
  const Grid *entries;    /* or NULL: values entered in the empty cells
                          ** of the puzzle, drawn blue */
  const unsigned *aCand;  /* or NULL: each empty cell's pencil marks (bit
                          ** v-1), drawn instead of the computed ones */
  int nShade;             /* a pattern's cells, tints and arrows */
  const PictureShade *aShade;
  int nTint;
  const PictureTint *aTint;
  int nArrow;
  const PictureArrow *aArrow;
};

/* Where a picture is drawn: the primitives, in tenths, colours as
** "#rrggbb".  Each returns 0, or non-zero to stop (out of memory). */
typedef struct Canvas Canvas;
struct Canvas {
  void *p;
  int (*xRect)(void *p, long x, long y, long w, long h, const char *zFill);
  int (*xLine)(void *p, long x1, long y1, long x2, long y2,
               const char *zColour, int width);
  int (*xText)(void *p, long x, long y, long size, char ch,
               const char *zColour, int bold);   /* centred on x; y is
                                                 ** the baseline */
  int (*xDashed)(void *p, long x1, long y1, long x2, long y2,
                 const char *zColour, int width);  /* a dashed line */
};

/* The white margin around the grid of a picture of side `size`. */
long picture_margin(long size);

/* The RULE_* flags of pic's rules that no mark in the picture shows
** (anti-knight, anti-king, non-consecutive): a caption must name them. */
unsigned picture_unshown_rules(const Picture *pic);

/* Draw pic as a square of side `size` (tenths) with its corner at (x0,
** y0) on canvas c.  Returns 0, or the first non-zero a primitive
** returned, or -1 when out of memory. */
int picture_draw(const Picture *pic, const Canvas *c, long x0, long y0,
                 long size);

#endif
