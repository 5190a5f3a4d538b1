/* SPDX-License-Identifier: MIT */
/*
** print_pdf.c: the cairo PDF canvas of `sudokudb print` (print_pdf.h).
*/
#include "print_pdf.h"

#include <cairo.h>
#include <cairo-pdf.h>
#include <stdio.h>
#include <stdlib.h>

struct PdfDoc {
  cairo_surface_t *s;
  cairo_t *cr;
};

/* Set the source colour from "#rrggbb". */
static void set_colour(cairo_t *cr, const char *z){
  unsigned v = (unsigned)strtoul(z+1, 0, 16);
  cairo_set_source_rgb(cr, (v>>16 & 255)/255.0, (v>>8 & 255)/255.0,
                       (v & 255)/255.0);
}

static int pdf_rect(void *p, long x, long y, long w, long h,
                    const char *zFill){
  cairo_t *cr = ((PdfDoc*)p)->cr;
  set_colour(cr, zFill);
  cairo_rectangle(cr, x/10.0, y/10.0, w/10.0, h/10.0);
  cairo_fill(cr);
  return 0;
}

static int pdf_line(void *p, long x1, long y1, long x2, long y2,
                    const char *zColour, int width){
  cairo_t *cr = ((PdfDoc*)p)->cr;
  set_colour(cr, zColour);
  cairo_set_line_width(cr, width*0.75);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
  cairo_move_to(cr, x1/10.0, y1/10.0);
  cairo_line_to(cr, x2/10.0, y2/10.0);
  cairo_stroke(cr);
  return 0;
}

static int pdf_dashed(void *p, long x1, long y1, long x2, long y2,
                      const char *zColour, int width){
  cairo_t *cr = ((PdfDoc*)p)->cr;
  double aDash[2];
  aDash[0] = width*2.25;
  aDash[1] = width*1.5;
  cairo_set_dash(cr, aDash, 2, 0);
  pdf_line(p, x1, y1, x2, y2, zColour, width);
  cairo_set_dash(cr, 0, 0, 0);
  return 0;
}

/* Text z at (x, y) (baseline), centred on x or starting there. */
static void show(cairo_t *cr, long x, long y, long size, const char *z,
                 int bold, int centred){
  cairo_text_extents_t ext;
  cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD
                              : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size/10.0);
  cairo_text_extents(cr, z, &ext);
  cairo_move_to(cr, x/10.0 - (centred ? ext.x_advance/2 : 0), y/10.0);
  cairo_show_text(cr, z);
}

static int pdf_text(void *p, long x, long y, long size, char ch,
                    const char *zColour, int bold){
  cairo_t *cr = ((PdfDoc*)p)->cr;
  char z[2];
  z[0] = ch;
  z[1] = 0;
  set_colour(cr, zColour);
  show(cr, x, y, size, z, bold, 1);
  return 0;
}

PdfDoc *pdf_open(const char *zPath, long w, long h, char *zErr, int nErr){
  PdfDoc *d = (PdfDoc*)malloc(sizeof(PdfDoc));
  if( d==0 ){
    snprintf(zErr, (size_t)nErr, "out of memory");
    return 0;
  }
  d->s = cairo_pdf_surface_create(zPath, w/10.0, h/10.0);
  d->cr = cairo_create(d->s);
  if( cairo_surface_status(d->s)!=CAIRO_STATUS_SUCCESS
   || cairo_status(d->cr)!=CAIRO_STATUS_SUCCESS ){
    snprintf(zErr, (size_t)nErr, "%s", cairo_status_to_string(
             cairo_surface_status(d->s)!=CAIRO_STATUS_SUCCESS
             ? cairo_surface_status(d->s) : cairo_status(d->cr)));
    cairo_destroy(d->cr);
    cairo_surface_destroy(d->s);
    free(d);
    return 0;
  }
  return d;
}

void pdf_canvas(PdfDoc *d, Canvas *c){
  c->p = d;
  c->xRect = pdf_rect;
  c->xLine = pdf_line;
  c->xDashed = pdf_dashed;
  c->xText = pdf_text;
}

void pdf_caption(PdfDoc *d, long x, long y, long size, const char *z){
  set_colour(d->cr, "#000000");
  show(d->cr, x, y, size, z, 0, 0);
}

void pdf_next_page(PdfDoc *d){
  cairo_show_page(d->cr);
}

int pdf_close(PdfDoc *d, char *zErr, int nErr){
  cairo_status_t st;
  cairo_destroy(d->cr);
  cairo_surface_finish(d->s);
  st = cairo_surface_status(d->s);
  cairo_surface_destroy(d->s);
  free(d);
  if( st!=CAIRO_STATUS_SUCCESS ){
    snprintf(zErr, (size_t)nErr, "%s", cairo_status_to_string(st));
    return -1;
  }
  return 0;
}
