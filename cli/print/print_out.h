/* SPDX-License-Identifier: MIT */
/*
** print_out.h: the output of `sudokudb print`, by kind (the file's
** extension): a PDF (cairo, one page per sheet, the title in its
** metadata), PNG images or SVG files (one file per page: FILE.png for a
** single page, else FILE-1.png, FILE-2.png, ...), or an HTML file (one
** inline SVG per page, printed a page per sheet of the paper, scaled to
** the screen's width).  Every page ends with its number at its foot.
*/
#ifndef SUDOKUDB_PRINT_OUT_H
#define SUDOKUDB_PRINT_OUT_H

#include "buf.h"
#include "picture.h"
#include "print_cairo.h"
#include "print_layout.h"

#include <stdio.h>

typedef enum { PRINT_PDF, PRINT_PNG, PRINT_SVG, PRINT_HTML } PrintKind;

/* Text alignment of print_out_label. */
#define PRINT_LEFT   0
#define PRINT_CENTRE 1
#define PRINT_RIGHT  2

typedef struct PrintOut PrintOut;
struct PrintOut {
  /* Set by the caller before print_out_open. */
  PrintKind e;
  const char *zPath;
  const char *zTitle;       /* the document's title, or NULL */
  PrintPaper paper;
  int dpi;                  /* PNG: pixels an inch */
  /* The output's state. */
  int iPage;                /* pages begun */
  PrintDoc *doc;            /* PDF and PNG */
  Buf page;                 /* SVG and HTML: the page being drawn */
  FILE *html;
  Canvas c;                 /* where pictures are drawn */
};

/* The kind of output file zPath names by its extension, or -1. */
int print_kind(const char *zPath);

/* Open the output; 0, or -1 after a message on stderr. */
int print_out_open(PrintOut *o);
/* Start the next page. */
void print_out_begin(PrintOut *o);
/* Text z (UTF-8) with its baseline at y, aligned on x (PRINT_LEFT, ...). */
void print_out_label(PrintOut *o, long x, long y, long size, const char *z,
                     int align, int bold, const char *zColour);
/* End the page, its number at its foot; 0, or -1 after a message. */
int print_out_end(PrintOut *o);
/* Finish the output (ok: 0 when every page was drawn); an exit code. */
int print_out_close(PrintOut *o, int ok);

#endif
