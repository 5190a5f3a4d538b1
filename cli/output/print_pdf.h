/* SPDX-License-Identifier: MIT */
/*
** print_pdf.h: a Canvas (ext/picture/picture.h) drawing on a cairo PDF surface,
** for `sudokudb print -o FILE.pdf`.  Lengths are tenths of a point.
*/
#ifndef SUDOKUDB_PRINT_PDF_H
#define SUDOKUDB_PRINT_PDF_H

#include "picture.h"

typedef struct PdfDoc PdfDoc;

/* A PDF of pages w x h (tenths of a point) in file zPath; NULL and a
** message in zErr (nErr bytes) when it cannot be created. */
PdfDoc *pdf_open(const char *zPath, long w, long h, char *zErr, int nErr);
void pdf_canvas(PdfDoc *d, Canvas *c);
void pdf_caption(PdfDoc *d, long x, long y, long size, const char *z);
void pdf_next_page(PdfDoc *d);
/* Finish and close; returns 0, or -1 with a message in zErr. */
int pdf_close(PdfDoc *d, char *zErr, int nErr);

#endif
