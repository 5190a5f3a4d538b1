/* SPDX-License-Identifier: MIT */
/*
** svg.c: puzzle pictures as SVG text (see svg.h): a Canvas whose
** primitives are written as SVG elements.  Lengths are written with one
** decimal, so the text is the same on every machine.
*/
#include "svg.h"
#include "rulesdraw.h"

#include <string.h>

/* A length in tenths, written as "12.3" (or "12") after zBefore. */
static void out_num(Buf *t, const char *zBefore, long v){
  if( v%10==0 ){
    buf_printf(t, "%s%ld", zBefore, v/10);
  }else{
    buf_printf(t, "%s%ld.%ld", zBefore, v/10, v%10);
  }
}

static int svg_rect(void *p, long x, long y, long w, long h,
                    const char *zFill){
  Buf *t = (Buf*)p;
  out_num(t, "<rect x=\"", x);
  out_num(t, "\" y=\"", y);
  out_num(t, "\" width=\"", w);
  out_num(t, "\" height=\"", h);
  buf_printf(t, "\" fill=\"%s\"/>\n", zFill);
  return t->oom;
}

/* A line element, dashed (its dashes and gaps 3 and 2 widths) or not. */
static int line_element(Buf *t, long x1, long y1, long x2, long y2,
                        const char *zColour, int width, int dashed){
  out_num(t, "<line x1=\"", x1);
  out_num(t, "\" y1=\"", y1);
  out_num(t, "\" x2=\"", x2);
  out_num(t, "\" y2=\"", y2);
  buf_printf(t, "\" stroke=\"%s\" stroke-width=\"%d\"", zColour, width);
  if( dashed ){
    buf_printf(t, " stroke-dasharray=\"%d %d\"", 3*width, 2*width);
  }
  buf_printf(t, "/>\n");
  return t->oom;
}

static int svg_line(void *p, long x1, long y1, long x2, long y2,
                    const char *zColour, int width){
  return line_element((Buf*)p, x1, y1, x2, y2, zColour, width, 0);
}

static int svg_dashed(void *p, long x1, long y1, long x2, long y2,
                      const char *zColour, int width){
  return line_element((Buf*)p, x1, y1, x2, y2, zColour, width, 1);
}

static int svg_text(void *p, long x, long y, long size, char ch,
                    const char *zColour, int bold){
  Buf *t = (Buf*)p;
  out_num(t, "<text x=\"", x);
  out_num(t, "\" y=\"", y);
  out_num(t, "\" font-size=\"", size);
  buf_printf(t, "\"%s fill=\"%s\">%c</text>\n",
      bold ? " font-weight=\"bold\"" : "", zColour, ch);
  return t->oom;
}

void svg_open(Buf *t, long w, long h){
  memset(t, 0, sizeof(*t));
  out_num(t, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"", w);
  out_num(t, "\" height=\"", h);
  out_num(t, "\" viewBox=\"0 0 ", w);
  out_num(t, " ", h);
  buf_printf(t, "\" font-family=\"sans-serif\" text-anchor=\"middle\">\n");
  svg_rect(t, 0, 0, w, h, "#ffffff");
}

void svg_canvas(Buf *t, Canvas *c){
  c->p = t;
  c->xRect = svg_rect;
  c->xLine = svg_line;
  c->xText = svg_text;
  c->xDashed = svg_dashed;
}

void svg_escape(Buf *t, const char *z){
  for(; *z; z++){
    switch( *z ){
      case '<': buf_printf(t, "&lt;"); break;
      case '>': buf_printf(t, "&gt;"); break;
      case '&': buf_printf(t, "&amp;"); break;
      default:  buf_putc(t, *z); break;
    }
  }
}

void svg_label(Buf *t, long x, long y, long size, const char *z, int align,
               int bold, const char *zColour){
  static const char *azAnchor[] = { "start", "middle", "end" };
  out_num(t, "<text x=\"", x);
  out_num(t, "\" y=\"", y);
  out_num(t, "\" font-size=\"", size);
  buf_printf(t, "\" text-anchor=\"%s\"%s fill=\"%s\">",
             azAnchor[align>=0 && align<=2 ? align : 0],
             bold ? " font-weight=\"bold\"" : "", zColour);
  svg_escape(t, z);
  buf_printf(t, "</text>\n");
}

void svg_caption(Buf *t, long x, long y, long size, const char *z){
  svg_label(t, x, y, size, z, SVG_START, 0, "#000000");
}

void svg_title(Buf *t, const char *z){
  buf_printf(t, "<title>");
  svg_escape(t, z);
  buf_printf(t, "</title>\n");
}

char *svg_close(Buf *t){
  buf_printf(t, "</svg>\n");
  return buf_take(t);
}

char *svg_render(const Picture *pic, int size){
  Buf t;
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
