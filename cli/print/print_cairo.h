/* SPDX-License-Identifier: MIT */
/*
** print_cairo.h: a Canvas (ext/picture/picture.h) drawing with cairo, for
** `sudokudb print`: pages of a PDF file, or of a PNG image each.  Lengths
** are tenths of a point.
*/
#ifndef SUDOKUDB_PRINT_CAIRO_H
#define SUDOKUDB_PRINT_CAIRO_H

#include "picture.h"

typedef struct PrintDoc PrintDoc;

/* A PDF of pages w x h (tenths of a point) in file zPath, its title
** zTitle in its metadata (NULL: none); NULL and a message in zErr (nErr
** bytes) when it cannot be created. */
PrintDoc *print_doc_pdf(const char *zPath, long w, long h, const char *zTitle,
                        char *zErr, int nErr);
/* Pages w x h as images of dpi pixels an inch, each written to a PNG
** file by print_doc_page; NULL and a message as above. */
PrintDoc *print_doc_png(long w, long h, int dpi, char *zErr, int nErr);
void print_doc_canvas(PrintDoc *d, Canvas *c);
/* Text z (UTF-8) with its baseline at y, starting, centred or ending at
** x (align 0, 1, 2), bold or not, in colour zColour ("#rrggbb"). */
void print_doc_label(PrintDoc *d, long x, long y, long size, const char *z,
                     int align, int bold, const char *zColour);
/* End the page: a PDF's next page starts; an image is written to zPng
** and cleared to white.  Returns 0, or -1 with a message in zErr. */
int print_doc_page(PrintDoc *d, const char *zPng, char *zErr, int nErr);
/* Finish and close; returns 0, or -1 with a message in zErr. */
int print_doc_close(PrintDoc *d, char *zErr, int nErr);

#endif
