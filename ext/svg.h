/*
** svg.h: a puzzle drawn as an SVG picture (any size), with its solution,
** its pencil marks, or a hint's placements and eliminations.
**
**   SvgPicture p = { &puzzle, 0, 1, 0, 0, 450 };   -- with pencil marks
**   char *z = svg_render(&p);                       -- malloc'd, or NULL
*/
#ifndef SUDOKU_SVG_H
#define SUDOKU_SVG_H

#include "grid.h"

/* A candidate a hint places (place=1) or eliminates (place=0). */
typedef struct SvgMark SvgMark;
struct SvgMark {
  int cell;               /* 0..ncell-1, row-major */
  int digit;              /* 1..side */
  int place;
};

typedef struct SvgPicture SvgPicture;
struct SvgPicture {
  const Grid *puzzle;     /* givens, drawn bold */
  const Grid *solution;   /* or NULL: its values fill the empty cells */
  int candidates;         /* 1: pencil marks in the empty cells (the
                          ** values no given of a peer holds) */
  int nMark;              /* a hint's marks (pencil marks are drawn) */
  const SvgMark *aMark;
  int size;               /* width and height in pixels */
};

/* Smallest and largest picture sizes, in pixels. */
#define SVG_MIN_SIZE 50
#define SVG_MAX_SIZE 10000

/* The SVG text (NUL-terminated, from malloc), or NULL when out of memory. */
char *svg_render(const SvgPicture *p);

#endif
