/* SPDX-License-Identifier: MIT */
/*
** svg.h: SVG text of puzzle pictures (the layout is picture.h's).
**
**   char *z = svg_render(&pic, 450);   -- one picture, 450 px; malloc'd
**
** or, for pages of several pictures (sudokudb print):
**
**   Buf t; Canvas c;
**   svg_open(&t, 5950, 8420);          -- width, height in tenths
**   svg_canvas(&t, &c);
**   picture_draw(&pic, &c, x, y, size);  ...   svg_caption(&t, ...);
**   z = svg_close(&t);                 -- malloc'd, NULL when out of memory
*/
#ifndef SUDOKU_SVG_H
#define SUDOKU_SVG_H

#include "buf.h"
#include "picture.h"

#include <stddef.h>

/* Smallest and largest sudoku_svg sizes, in pixels. */
#define SVG_MIN_SIZE 50
#define SVG_MAX_SIZE 10000

/* The SVG text is written into a Buf (buf.h): svg_open starts it,
** svg_close ends it and hands it over (NULL when out of memory). */
void svg_open(Buf *t, long w, long h);
void svg_canvas(Buf *t, Canvas *c);
void svg_caption(Buf *t, long x, long y, long size, const char *z);
/* Text z (UTF-8) with its baseline at y, starting, centred or ending at
** x (align SVG_START, SVG_MIDDLE, SVG_END), bold or not, in colour
** zColour ("#rrggbb"). */
#define SVG_START  0
#define SVG_MIDDLE 1
#define SVG_END    2
void svg_label(Buf *t, long x, long y, long size, const char *z, int align,
               int bold, const char *zColour);
/* Text z with the characters XML gives a meaning (<, >, &) escaped. */
void svg_escape(Buf *t, const char *z);
/* A <title> element: the document's title (call it right after
** svg_open). */
void svg_title(Buf *t, const char *z);
char *svg_close(Buf *t);

/* One picture of size x size pixels: the text, or NULL when out of
** memory. */
char *svg_render(const Picture *pic, int size);

#endif
