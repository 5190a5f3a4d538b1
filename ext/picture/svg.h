/* SPDX-License-Identifier: MIT */
/*
** svg.h: SVG text of puzzle pictures (the layout is picture.h's).
**
**   char *z = svg_render(&pic, 450);   -- one picture, 450 px; malloc'd
**
** or, for pages of several pictures (sudokudb print):
**
**   SvgText t; Canvas c;
**   svg_open(&t, 5950, 8420);          -- width, height in tenths
**   svg_canvas(&t, &c);
**   picture_draw(&pic, &c, x, y, size);  ...   svg_caption(&t, ...);
**   z = svg_close(&t);                 -- malloc'd, NULL when out of memory
*/
#ifndef SUDOKU_SVG_H
#define SUDOKU_SVG_H

#include "picture.h"

#include <stddef.h>

/* Smallest and largest sudoku_svg sizes, in pixels. */
#define SVG_MIN_SIZE 50
#define SVG_MAX_SIZE 10000

/* SVG text being written; oom once an allocation failed. */
typedef struct SvgText SvgText;
struct SvgText {
  char *z;
  size_t n, nAlloc;
  int oom;
};

void svg_open(SvgText *t, long w, long h);

/* Append printf-formatted text to t (also a plain text builder: start it
** zeroed, take t.z when !t.oom, free it). */
void svg_printf(SvgText *t, const char *zFmt, ...);
void svg_canvas(SvgText *t, Canvas *c);
void svg_caption(SvgText *t, long x, long y, long size, const char *z);
char *svg_close(SvgText *t);

/* One picture of size x size pixels: the text, or NULL when out of
** memory. */
char *svg_render(const Picture *pic, int size);

#endif
