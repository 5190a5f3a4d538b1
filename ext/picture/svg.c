/* SPDX-License-Identifier: MIT */
/*
** svg.c: puzzle pictures as SVG text (see svg.h): a Canvas whose
** primitives are written as SVG elements.  Lengths are written with one
** decimal, so the text is the same on every machine.
*/
#include "svg.h"
#include "rulesdraw.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* Append printf-formatted text to t (see svg.h). */
void svg_printf(SvgText *t, const char *zFmt, ...){
  va_list ap;
  int n;
  if( t->oom ) return;
  for(;;){
    size_t room = t->nAlloc - t->n;
    va_start(ap, zFmt);
    n = vsnprintf(t->z ? t->z+t->n : 0, t->z ? room : 0, zFmt, ap);
    va_end(ap);
    if( n<0 ){
      t->oom = 1;
      return;
    }
    if( t->z && (size_t)n<room ) break;
    {
      size_t nNew = 2*t->nAlloc + (size_t)n + 4096;
      char *z = (char*)realloc(t->z, nNew);
      if( z==0 ){
        t->oom = 1;
        return;
      }
      t->z = z;
      t->nAlloc = nNew;
    }
  }
  t->n += (size_t)n;
}

/* A length in tenths, written as "12.3" (or "12") after zBefore. */
static void out_num(SvgText *t, const char *zBefore, long v){
  if( v%10==0 ){
    svg_printf(t, "%s%ld", zBefore, v/10);
  }else{
    svg_printf(t, "%s%ld.%ld", zBefore, v/10, v%10);
  }
}

static int svg_rect(void *p, long x, long y, long w, long h,
                    const char *zFill){
  SvgText *t = (SvgText*)p;
  out_num(t, "<rect x=\"", x);
  out_num(t, "\" y=\"", y);
  out_num(t, "\" width=\"", w);
  out_num(t, "\" height=\"", h);
  svg_printf(t, "\" fill=\"%s\"/>\n", zFill);
  return t->oom;
}

/* A line element, dashed (its dashes and gaps 3 and 2 widths) or not. */
static int line_element(SvgText *t, long x1, long y1, long x2, long y2,
                        const char *zColour, int width, int dashed){
  out_num(t, "<line x1=\"", x1);
  out_num(t, "\" y1=\"", y1);
  out_num(t, "\" x2=\"", x2);
  out_num(t, "\" y2=\"", y2);
  svg_printf(t, "\" stroke=\"%s\" stroke-width=\"%d\"", zColour, width);
  if( dashed ){
    svg_printf(t, " stroke-dasharray=\"%d %d\"", 3*width, 2*width);
  }
  svg_printf(t, "/>\n");
  return t->oom;
}

static int svg_line(void *p, long x1, long y1, long x2, long y2,
                    const char *zColour, int width){
  return line_element((SvgText*)p, x1, y1, x2, y2, zColour, width, 0);
}

static int svg_dashed(void *p, long x1, long y1, long x2, long y2,
                      const char *zColour, int width){
  return line_element((SvgText*)p, x1, y1, x2, y2, zColour, width, 1);
}

static int svg_text(void *p, long x, long y, long size, char ch,
                    const char *zColour, int bold){
  SvgText *t = (SvgText*)p;
  out_num(t, "<text x=\"", x);
  out_num(t, "\" y=\"", y);
  out_num(t, "\" font-size=\"", size);
  svg_printf(t, "\"%s fill=\"%s\">%c</text>\n",
      bold ? " font-weight=\"bold\"" : "", zColour, ch);
  return t->oom;
}

void svg_open(SvgText *t, long w, long h){
  t->z = 0;
  t->n = t->nAlloc = 0;
  t->oom = 0;
  out_num(t, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"", w);
  out_num(t, "\" height=\"", h);
  out_num(t, "\" viewBox=\"0 0 ", w);
  out_num(t, " ", h);
  svg_printf(t, "\" font-family=\"sans-serif\" text-anchor=\"middle\">\n");
  svg_rect(t, 0, 0, w, h, "#ffffff");
}

void svg_canvas(SvgText *t, Canvas *c){
  c->p = t;
  c->xRect = svg_rect;
  c->xLine = svg_line;
  c->xText = svg_text;
  c->xDashed = svg_dashed;
}

void svg_caption(SvgText *t, long x, long y, long size, const char *z){
  out_num(t, "<text x=\"", x);
  out_num(t, "\" y=\"", y);
  out_num(t, "\" font-size=\"", size);
  svg_printf(t, "\" text-anchor=\"start\" fill=\"#000000\">");
  for(; *z; z++){
    switch( *z ){
      case '<': svg_printf(t, "&lt;"); break;
      case '>': svg_printf(t, "&gt;"); break;
      case '&': svg_printf(t, "&amp;"); break;
      default:  svg_printf(t, "%c", *z); break;
    }
  }
  svg_printf(t, "</text>\n");
}

char *svg_close(SvgText *t){
  svg_printf(t, "</svg>\n");
  if( t->oom ){
    free(t->z);
    t->z = 0;
  }
  return t->z;
}

char *svg_render(const Picture *pic, int size){
  SvgText t;
  Canvas c;
  long side = size*10L, font = side/30 + 30;
  unsigned unshown = picture_unshown_rules(pic);
  char zNote[RULES_FLAGS_LINE_MAX];
  /* rules the grid cannot show are named on a line under it */
  svg_open(&t, side, unshown ? side + font*3/2 : side);
  svg_canvas(&t, &c);
  if( picture_draw(pic, &c, 0, 0, side)<0 ) t.oom = 1;
  if( unshown ){
    rules_flags_line(unshown, zNote);
    svg_caption(&t, picture_margin(side), side + font, font, zNote);
  }
  return svg_close(&t);
}
