/* SPDX-License-Identifier: MIT */
/*
** print_out.c: the output kinds of `sudokudb print` (print_out.h).
*/
#include "cli.h"
#include "print_out.h"
#include "svg.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

int print_kind(const char *zPath){
  const char *zExt = strrchr(zPath, '.');
  if( zExt==0 ) return -1;
  if( strcmp(zExt, ".pdf")==0 ) return PRINT_PDF;
  if( strcmp(zExt, ".png")==0 ) return PRINT_PNG;
  if( strcmp(zExt, ".svg")==0 ) return PRINT_SVG;
  if( strcmp(zExt, ".html")==0 || strcmp(zExt, ".htm")==0 ) return PRINT_HTML;
  return -1;
}

/* The file of page n (1-based) of an output of a file per page: the
** path with -n before its extension (sqlite3_malloc'd; NULL when out of
** memory). */
static char *page_path(const char *zPath, int n){
  const char *zExt = strrchr(zPath, '.');
  return sqlite3_mprintf("%.*s-%d%s", (int)(zExt-zPath), zPath, n, zExt);
}

/* The path to write the page just drawn to: the output's own for the
** first page; from the second on, the first is renamed to its page's
** name and each has its own.  NULL after a message. */
static char *this_page_path(PrintOut *o){
  char *z;
  if( o->iPage==1 ) return sqlite3_mprintf("%s", o->zPath);
  if( o->iPage==2 ){
    char *zFirst = page_path(o->zPath, 1);
    if( zFirst && rename(o->zPath, zFirst) ){
      fprintf(stderr, "sudokudb print: cannot rename %s to %s: %s\n",
              o->zPath, zFirst, strerror(errno));
      sqlite3_free(zFirst);
      return 0;
    }
    sqlite3_free(zFirst);
  }
  z = page_path(o->zPath, o->iPage);
  if( z==0 ) fputs("sudokudb print: out of memory\n", stderr);
  return z;
}

/* Write the SVG text of the page just drawn to its own file; 0, or -1
** after a message. */
static int write_svg_page(PrintOut *o, const char *z){
  char *zFile = this_page_path(o);
  FILE *f;
  int rc = 0;
  if( zFile==0 ) return -1;
  f = fopen(zFile, "wb");
  if( f==0 || fputs(z, f)<0 || fclose(f)!=0 ){
    fprintf(stderr, "sudokudb print: cannot write %s: %s\n", zFile,
            strerror(errno));
    rc = -1;
  }
  sqlite3_free(zFile);
  return rc;
}

/* The head of the HTML file: the paper for printing, the pages scaled
** to the window's width on a screen narrower than the paper. */
static void html_head(PrintOut *o){
  Buf t;
  memset(&t, 0, sizeof(t));
  svg_escape(&t, o->zTitle ? o->zTitle : "sudokudb");
  fprintf(o->html,
    "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n"
    "<meta name=\"viewport\" content=\"width=device-width, "
    "initial-scale=1\">\n<title>%s</title>\n"
    "<style>@page { size: %gmm %gmm; margin: 0 }\n"
    "body { margin: 0 }\n.page { break-after: page }\n"
    ".page svg { display: block; width: 100%%; max-width: %gmm;"
    " height: auto }\n"
    "@media print { .page svg { width: %gmm; height: %gmm } }"
    "</style></head>\n<body>\n", t.z ? t.z : "", o->paper.wMm,
    o->paper.hMm, o->paper.wMm, o->paper.wMm, o->paper.hMm);
  buf_free(&t);
}

/* Open the output; the file is created here for every kind, so that one
** that cannot be says why in the system's words (cairo's would be
** "error while writing to output stream"). */
int print_out_open(PrintOut *o){
  char zErr[200];
  o->iPage = 0;
  o->html = fopen(o->zPath, "wb");
  if( o->html==0 ){
    fprintf(stderr, "sudokudb print: cannot create %s: %s\n", o->zPath,
            strerror(errno));
    return -1;
  }
  if( o->e==PRINT_HTML ){
    html_head(o);
    return 0;
  }
  fclose(o->html);
  o->html = 0;
  if( o->e==PRINT_PDF ){
    o->doc = print_doc_pdf(o->zPath, o->paper.w, o->paper.h, o->zTitle,
                           zErr, (int)sizeof(zErr));
  }else if( o->e==PRINT_PNG ){
    o->doc = print_doc_png(o->paper.w, o->paper.h, o->dpi, zErr,
                           (int)sizeof(zErr));
  }else{
    return 0;
  }
  if( o->doc==0 ){
    fprintf(stderr, "sudokudb print: %s: %s\n", o->zPath, zErr);
    return -1;
  }
  print_doc_canvas(o->doc, &o->c);
  return 0;
}

void print_out_begin(PrintOut *o){
  o->iPage++;
  if( o->e==PRINT_SVG || o->e==PRINT_HTML ){
    svg_open(&o->page, o->paper.w, o->paper.h);
    if( o->e==PRINT_SVG && o->zTitle ) svg_title(&o->page, o->zTitle);
    svg_canvas(&o->page, &o->c);
  }
}

void print_out_label(PrintOut *o, long x, long y, long size, const char *z,
                     int align, int bold, const char *zColour){
  if( o->doc ){
    print_doc_label(o->doc, x, y, size, z, align, bold, zColour);
  }else{
    svg_label(&o->page, x, y, size, z, align, bold, zColour);
  }
}

int print_out_end(PrintOut *o){
  char zNum[16], zErr[200];
  char *z;
  int rc = 0;
  snprintf(zNum, sizeof(zNum), "%d", o->iPage);
  print_out_label(o, o->paper.w/2, o->paper.h - o->paper.margin - 40,
                  PRINT_FOLIO_FONT, zNum, PRINT_CENTRE, 0, "#000000");
  if( o->doc ){
    char *zPng = o->e==PRINT_PNG ? this_page_path(o) : 0;
    if( o->e==PRINT_PNG && zPng==0 ) return -1;
    if( print_doc_page(o->doc, zPng, zErr, (int)sizeof(zErr)) ){
      fprintf(stderr, "sudokudb print: %s: %s\n", zPng, zErr);
      rc = -1;
    }
    sqlite3_free(zPng);
    return rc;
  }
  if( (z = svg_close(&o->page))==0 ){
    fputs("sudokudb print: out of memory\n", stderr);
    return -1;
  }
  if( o->e==PRINT_HTML ){
    fprintf(o->html, "<div class=\"page\">\n%s</div>\n", z);
  }else{
    rc = write_svg_page(o, z);
  }
  free(z);
  return rc;
}

int print_out_close(PrintOut *o, int ok){
  char zErr[200];
  int rc = ok;
  buf_free(&o->page);   /* a page left unfinished by a failure */
  if( o->doc && print_doc_close(o->doc, zErr, (int)sizeof(zErr)) ){
    fprintf(stderr, "sudokudb print: %s: %s\n", o->zPath, zErr);
    rc = -1;
  }
  if( o->html ){
    fputs("</body></html>\n", o->html);
    if( fclose(o->html)!=0 && rc==0 ){
      perror(o->zPath);
      rc = -1;
    }
  }
  return rc ? EXIT_FAIL : EXIT_OK;
}
