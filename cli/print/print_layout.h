/* SPDX-License-Identifier: MIT */
/*
** print_layout.h: the page plan of `sudokudb print`: the paper and its
** margins, the header band at the top of a page (the title block on the
** first page, a running title and a section's heading on the others),
** the page number at the foot, and the grid of slots between them, each
** slot a caption over a square picture with, for variants, a line of the
** rule under it.  Lengths are tenths of a point.
**
**   +----------------------------+
**   |        Title block         |   header band (PRINT_HEAD_H)
**   | Heading                    |
**   | 1  Easy        2  Easy     |   caption (PRINT_CAPTION_H)
**   | +------+       +------+    |
**   | |      |       |      |    |   picture (a square)
**   | +------+       +------+    |
**   | rule line      rule line   |   (variants: PRINT_RULE_H, two
**   |                            |   lines PRINT_RULE2_H)
**   |             3              |   footer: the page number (PRINT_FOOT_H)
**   +----------------------------+
*/
#ifndef SUDOKUDB_PRINT_LAYOUT_H
#define SUDOKUDB_PRINT_LAYOUT_H

/* The bands and their fonts. */
#define PRINT_HEAD_H      420   /* header band */
#define PRINT_FOOT_H      180   /* footer band: the page number */
#define PRINT_CAPTION_H   170   /* a slot's caption */
#define PRINT_RULE_H      120   /* a variant's rule line */
#define PRINT_RULE2_H     200   /* ... broken in two */
#define PRINT_TITLE_FONT  200
#define PRINT_SUB_FONT    110
#define PRINT_HEADING_FONT 140
#define PRINT_RUNNING_FONT 90
#define PRINT_NUMBER_FONT 120   /* a puzzle's number */
#define PRINT_CAPTION_FONT 100
#define PRINT_RULE_FONT   85
#define PRINT_RULE_MIN    70    /* below: the rule line breaks in two */
#define PRINT_FOLIO_FONT  90    /* the page number */

typedef struct PrintPaper PrintPaper;
struct PrintPaper {
  long w, h;                /* tenths of a point */
  double wMm, hMm;          /* the same in millimetres (HTML's @page) */
  long margin;              /* each side */
};

/* A rectangle of the page. */
typedef struct PrintBox PrintBox;
struct PrintBox {
  long x, y, w, h;
};

/* The paper of --paper z: A4, Letter, A5 (any case) or WxH in mm (50 to
** 1000 each).  Returns 0, or -1 when z is none of them. */
int print_paper(const char *z, PrintPaper *p);

/* The part of the page under the header band and above the footer. */
void print_body(const PrintPaper *p, PrintBox *b);

/* The grid of n slots in area b (cols x rows) that gives the largest
** pictures, each slot extra tall for its caption and rule line. */
void print_grid(int n, const PrintBox *b, long extra, int *pCols,
                int *pRows);

/* The picture of slot k of a cols x rows grid over area b, each slot a
** caption over the square picture over `below` for a rule line: its
** corner and side. */
void print_slot(const PrintBox *b, int cols, int rows, int k, long below,
                long *px, long *py, long *pSize);

/* Text of `size` is estimated at this many thousandths of its size per
** character (sans-serif digits and lower case), for what SVG cannot
** measure. */
#define PRINT_CHAR_W 560

#endif
