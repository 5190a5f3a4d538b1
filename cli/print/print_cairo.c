/* SPDX-License-Identifier: MIT */
/*
** print_cairo.c: the cairo Canvas of `sudokudb print` (print_cairo.h):
** a PDF surface, or an image surface written to PNG a page at a time.
** cairo embeds the subset of each font it uses in the PDF.
*/
#include "print_cairo.h"

#include <cairo.h>
#include <cairo-pdf.h>
#include <stdio.h>
#include <stdlib.h>

struct PrintDoc {
  cairo_surface_t *s;
  cairo_t *cr;
  int png;                  /* an image surface: pages go to PNG files */
};

/* Set the source colour from "#rrggbb". */
static void set_colour(cairo_t *cr, const char *z){
  unsigned v = (unsigned)strtoul(z+1, 0, 16);
  cairo_set_source_rgb(cr, (v>>16 & 255)/255.0, (v>>8 & 255)/255.0,
                       (v & 255)/255.0);
}

static int doc_rect(void *p, long x, long y, long w, long h,
                    const char *zFill){
  cairo_t *cr = ((PrintDoc*)p)->cr;
  set_colour(cr, zFill);
  cairo_rectangle(cr, x/10.0, y/10.0, w/10.0, h/10.0);
  cairo_fill(cr);
  return 0;
}

/* A line from (x1, y1) to (x2, y2) with the caps cap. */
static void stroke(cairo_t *cr, long x1, long y1, long x2, long y2,
                   const char *zColour, int width, cairo_line_cap_t cap){
  set_colour(cr, zColour);
  cairo_set_line_width(cr, width*0.75);
  cairo_set_line_cap(cr, cap);
  cairo_move_to(cr, x1/10.0, y1/10.0);
  cairo_line_to(cr, x2/10.0, y2/10.0);
  cairo_stroke(cr);
}

static int doc_line(void *p, long x1, long y1, long x2, long y2,
                    const char *zColour, int width){
  stroke(((PrintDoc*)p)->cr, x1, y1, x2, y2, zColour, width,
         CAIRO_LINE_CAP_SQUARE);
  return 0;
}

/* A dashed line: dashes of 3 widths, gaps of 2, butt ends. */
static int doc_dashed(void *p, long x1, long y1, long x2, long y2,
                      const char *zColour, int width){
  cairo_t *cr = ((PrintDoc*)p)->cr;
  double aDash[2];
  aDash[0] = width*2.25;
  aDash[1] = width*1.5;
  cairo_set_dash(cr, aDash, 2, 0);
  stroke(cr, x1, y1, x2, y2, zColour, width, CAIRO_LINE_CAP_BUTT);
  cairo_set_dash(cr, 0, 0, 0);
  return 0;
}

/* Text z at (x, y) (baseline), starting, centred or ending at x. */
static void show(cairo_t *cr, long x, long y, long size, const char *z,
                 int bold, int align){
  cairo_text_extents_t ext;
  cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD
                              : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size/10.0);
  cairo_text_extents(cr, z, &ext);
  cairo_move_to(cr, x/10.0 - ext.x_advance*align/2, y/10.0);
  cairo_show_text(cr, z);
}

static int doc_text(void *p, long x, long y, long size, char ch,
                    const char *zColour, int bold){
  cairo_t *cr = ((PrintDoc*)p)->cr;
  char z[2];
  z[0] = ch;
  z[1] = 0;
  set_colour(cr, zColour);
  show(cr, x, y, size, z, bold, 1);
  return 0;
}

/* d (its surface made) with its context, or NULL and cairo's message in
** zErr when either failed. */
static PrintDoc *doc_start(PrintDoc *d, char *zErr, int nErr){
  cairo_status_t st;
  d->cr = cairo_create(d->s);
  st = cairo_surface_status(d->s);
  if( st==CAIRO_STATUS_SUCCESS ) st = cairo_status(d->cr);
  if( st!=CAIRO_STATUS_SUCCESS ){
    snprintf(zErr, (size_t)nErr, "%s", cairo_status_to_string(st));
    cairo_destroy(d->cr);
    cairo_surface_destroy(d->s);
    free(d);
    return 0;
  }
  return d;
}

/* A new PrintDoc, or NULL and a message. */
static PrintDoc *doc_new(char *zErr, int nErr){
  PrintDoc *d = (PrintDoc*)calloc(1, sizeof(PrintDoc));
  if( d==0 ) snprintf(zErr, (size_t)nErr, "out of memory");
  return d;
}

PrintDoc *print_doc_pdf(const char *zPath, long w, long h, const char *zTitle,
                        char *zErr, int nErr){
  PrintDoc *d = doc_new(zErr, nErr);
  if( d==0 ) return 0;
  d->s = cairo_pdf_surface_create(zPath, w/10.0, h/10.0);
  if( zTitle && cairo_surface_status(d->s)==CAIRO_STATUS_SUCCESS ){
    cairo_pdf_surface_set_metadata(d->s, CAIRO_PDF_METADATA_TITLE, zTitle);
  }
  if( cairo_surface_status(d->s)==CAIRO_STATUS_SUCCESS ){
    cairo_pdf_surface_set_metadata(d->s, CAIRO_PDF_METADATA_CREATOR,
                                   "sudokudb");
  }
  return doc_start(d, zErr, nErr);
}

/* Clear an image page to white. */
static void clear_page(PrintDoc *d){
  cairo_save(d->cr);
  cairo_identity_matrix(d->cr);
  cairo_set_source_rgb(d->cr, 1, 1, 1);
  cairo_paint(d->cr);
  cairo_restore(d->cr);
}

PrintDoc *print_doc_png(long w, long h, int dpi, char *zErr, int nErr){
  PrintDoc *d = doc_new(zErr, nErr);
  if( d==0 ) return 0;
  d->png = 1;
  d->s = cairo_image_surface_create(CAIRO_FORMAT_RGB24,
                                    (int)(w*dpi/720 + 1), (int)(h*dpi/720 + 1));
  if( doc_start(d, zErr, nErr)==0 ) return 0;
  cairo_scale(d->cr, dpi/72.0, dpi/72.0);
  clear_page(d);
  return d;
}

void print_doc_canvas(PrintDoc *d, Canvas *c){
  c->p = d;
  c->xRect = doc_rect;
  c->xLine = doc_line;
  c->xDashed = doc_dashed;
  c->xText = doc_text;
}

void print_doc_label(PrintDoc *d, long x, long y, long size, const char *z,
                     int align, int bold, const char *zColour){
  set_colour(d->cr, zColour);
  show(d->cr, x, y, size, z, bold, align);
}

int print_doc_page(PrintDoc *d, const char *zPng, char *zErr, int nErr){
  cairo_status_t st;
  if( !d->png ){
    cairo_show_page(d->cr);
    return 0;
  }
  cairo_surface_flush(d->s);
  st = cairo_surface_write_to_png(d->s, zPng);
  clear_page(d);
  if( st!=CAIRO_STATUS_SUCCESS ){
    snprintf(zErr, (size_t)nErr, "%s", cairo_status_to_string(st));
    return -1;
  }
  return 0;
}

int print_doc_close(PrintDoc *d, char *zErr, int nErr){
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
