/* SPDX-License-Identifier: MIT */
/*
** print_layout.c: the page plan of `sudokudb print` (print_layout.h):
** paper sizes and margins, the body of a page, and its slots.
*/
#include "print_layout.h"

#include <stdio.h>
#include <strings.h>

/* Millimetres to tenths of a point. */
#define MM(v) ((long)((v)*7200.0/254.0 + 0.5))

/* The margin of each side: 13 mm, 12 mm on paper under 180 mm wide, so
** that home printers (which cannot print the last 5 mm or so) print it
** all. */
static long paper_margin(double wMm, double hMm){
  return (wMm<hMm ? wMm : hMm)<180 ? MM(12) : MM(13);
}

int print_paper(const char *z, PrintPaper *p){
  static const struct { const char *zName; double w, h; } aPaper[] = {
    { "A4", 210, 297 }, { "Letter", 215.9, 279.4 }, { "A5", 148, 210 },
  };
  double w = 0, h = 0;
  char c;
  size_t i;
  for(i=0; i<sizeof(aPaper)/sizeof(aPaper[0]); i++){
    if( strcasecmp(z, aPaper[i].zName)==0 ){
      w = aPaper[i].w;
      h = aPaper[i].h;
    }
  }
  if( w==0 && (sscanf(z, "%lfx%lf%c", &w, &h, &c)!=2
               || !(w>=50 && w<=1000 && h>=50 && h<=1000)) ){
    return -1;
  }
  p->wMm = w;
  p->hMm = h;
  p->w = MM(w);
  p->h = MM(h);
  p->margin = paper_margin(w, h);
  return 0;
}

void print_body(const PrintPaper *p, PrintBox *b){
  b->x = p->margin;
  b->y = p->margin + PRINT_HEAD_H;
  b->w = p->w - 2*p->margin;
  b->h = p->h - 2*p->margin - PRINT_HEAD_H - PRINT_FOOT_H;
}

/* The side of the pictures of a cols x rows grid over b. */
static long slot_side(const PrintBox *b, int cols, int rows, long extra){
  long w = b->w/cols, h = b->h/rows - PRINT_CAPTION_H - extra;
  return h<w ? h : w;
}

void print_grid(int n, const PrintBox *b, long extra, int *pCols,
                int *pRows){
  int cols, best = 1;
  for(cols=2; cols<=n; cols++){
    if( slot_side(b, cols, (n+cols-1)/cols, extra)
        > slot_side(b, best, (n+best-1)/best, extra) ){
      best = cols;
    }
  }
  *pCols = best;
  *pRows = (n+best-1)/best;
}

void print_slot(const PrintBox *b, int cols, int rows, int k, long below,
                long *px, long *py, long *pSize){
  long w = b->w/cols, h = b->h/rows, size = slot_side(b, cols, rows, below);
  *px = b->x + w*(k%cols) + (w-size)/2;
  *py = b->y + h*(k/cols) + (h - PRINT_CAPTION_H - size - below)/2
        + PRINT_CAPTION_H;
  *pSize = size;
}
