/* SPDX-License-Identifier: MIT */
/*
** hint_sheet.h: steps drawn with their captions, for `sudokudb hint`,
** `sudokudb explain` and `sudokudb print --steps`: a step's caption
** ("Step 24: X-Wing (3.2)", then its sentence wrapped), and SVG text of
** pictures one below the other.
*/
#ifndef SUDOKUDB_HINT_SHEET_H
#define SUDOKUDB_HINT_SHEET_H

#include "fn_hintpic.h"
#include "svg.h"

/* The most lines of a caption. */
#define HINT_CAPTION_LINES 8

/* A step's caption: its lines, in zBuf. */
typedef struct HintCaption HintCaption;
struct HintCaption {
  int nLine;
  const char *azLine[HINT_CAPTION_LINES];
  char zBuf[1024];
};

/* The caption of step h: zFirst (or NULL) on a line of its own, then
** "Step N: Technique (score)", then the sentence, lines wrapped at
** nWidth characters. */
void hint_caption(HintCaption *c, const FnHintPic *h, const char *zFirst,
                  int nWidth);

/* Pictures one below the other, each under its caption, as SVG text:
** hint_svg_add each, then hint_svg_close (malloc'd text, NULL when out
** of memory). */
typedef struct HintSvg HintSvg;
struct HintSvg {
  Buf body;
  long size;        /* a picture's side, in tenths */
  long h;           /* the height so far */
  const Rules *rules;   /* the variant's, drawn in each picture; or NULL */
};
void hint_svg_open(HintSvg *s, int size, const Rules *rules);
void hint_svg_add(HintSvg *s, const FnHintPic *h, const char *zFirst);
char *hint_svg_close(HintSvg *s);

#endif
