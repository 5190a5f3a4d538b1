/* SPDX-License-Identifier: MIT */
/*
** unit_hintpic.c: a rater's step drawn (ext/fn/fn_hintpic.c) from a
** pattern built here in the shape of rate_why.h, whatever the finders
** describe: units, cells and candidates by role, chains of strong and
** weak links, nested chains, eliminations; and the SVG it gives.
*/
#include "unit.h"
#include "fn_hintpic.h"
#include "rate_why.h"
#include "svg.h"

#include <stdlib.h>
#include <string.h>

static const char zP9[] =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/* The number of times zNeedle is in z. */
static int count(const char *z, const char *zNeedle){
  int n = 0;
  size_t k = strlen(zNeedle);
  while( z && (z = strstr(z, zNeedle))!=0 ){
    n++;
    z += k;
  }
  return n;
}

/* The fill of cell i in h, or "" for none. */
static const char *fill_of(const FnHintPic *h, int i){
  int k;
  for(k=0; k<h->nShade; k++){
    if( h->aShade[k].cell==i ) return h->aShade[k].zFill;
  }
  return "";
}

/* The colour of candidate (cell, digit) in h, or "" for none. */
static const char *tint_of(const FnHintPic *h, int cell, int digit){
  int k;
  for(k=0; k<h->nTint; k++){
    if( h->aTint[k].cell==cell && h->aTint[k].digit==digit ){
      return h->aTint[k].zFill;
    }
  }
  return "";
}

void unit_hintpic(void){
  FnHintPic *h = (FnHintPic*)malloc(sizeof(FnHintPic));
  unsigned short aCand[81];
  unsigned char aVal[81];
  RateAction aAct[2];
  RateStepView v;
  RateWhy why;
  Picture pic;
  Grid g;
  char zErr[GRID_ERR_MAX], *z;
  int i;
  if( h==0 ) return;
  CHECK_INT("hintpic-0", grid_parse(&g, zP9, 81, GRID_ALPHA_AUTO, zErr), 0);
  for(i=0; i<81; i++){
    aVal[i] = (unsigned char)g.v[i];
    aCand[i] = g.v[i] ? 0 : 0x1ff;
  }
  /* a fish-like pattern: base row 1, cover column 3; a wing's pivot and
  ** pincer; a chain r1c3.4 off -> r1c4.4 on (strong, row 1) -> r3c4.4
  ** off (weak, column 4), and a nested chain of one weak link */
  rate_why_init(&why);
  rate_why_unit(&why, RATE_ROLE_BASE, 0);
  rate_why_unit(&why, RATE_ROLE_COVER, 11);
  rate_why_cell(&why, RATE_ROLE_PIVOT, 40);
  rate_why_cand(&why, RATE_ROLE_PINCER, 37, 2);
  rate_why_chain(&why, 0, -1);
  rate_why_link(&why, 2, 4, 0, 3, 4, 1, 0, -1);
  rate_why_link(&why, 3, 4, 1, 21, 4, 0, 12, -1);
  rate_why_chain(&why, 1, 0);
  rate_why_link(&why, 5, 6, 1, 7, 6, 0, 0, -1);
  rate_why_say(&why, "A made-up step.");
  aAct[0].cell = 8;  aAct[0].digit = 3; aAct[0].place = 0;
  aAct[1].cell = 23; aAct[1].digit = 1; aAct[1].place = 1;
  memset(&v, 0, sizeof(v));
  v.iStep = 4;
  v.tech = RATE_X_WING;
  v.score = 32;
  v.n = 2;
  v.a = aAct;
  v.why = &why;
  v.cand = aCand;
  v.val = aVal;
  fn_hintpic_init(h);
  CHECK_INT("hintpic-1.1", fn_hintpic_step(h, &g, &v), 0);
  CHECK_INT("hintpic-1.2", h->iStep, 5);
  CHECK_STR("hintpic-1.3", h->zSay, "A made-up step.");
  CHECK_INT("hintpic-1.4", h->nMark, 2);
  /* units: row 1 alone, column 3 alone, both (r1c3); a cell's role over
  ** its unit's fill */
  CHECK_STR("hintpic-2.1", fill_of(h, 4), "#fff4c4");
  CHECK_STR("hintpic-2.2", fill_of(h, 29), "#e2edff");
  CHECK_STR("hintpic-2.3", fill_of(h, 2), "#e4f2d4");
  CHECK_STR("hintpic-2.4", fill_of(h, 40), "#ffc890");
  CHECK_STR("hintpic-2.5", fill_of(h, 80), "");
  CHECK_INT("hintpic-2.6", h->nShade, 9+9-1+1);
  /* candidates: a part's role, a link's end on or off */
  CHECK_STR("hintpic-3.1", tint_of(h, 37, 2), "#84d4c4");
  CHECK_STR("hintpic-3.2", tint_of(h, 2, 4), "#ffc4b4");
  CHECK_STR("hintpic-3.3", tint_of(h, 3, 4), "#b4e6a0");
  CHECK_STR("hintpic-3.4", tint_of(h, 37, 3), "");
  /* arrows: strong solid, weak dashed, the nested chain's purple */
  CHECK_INT("hintpic-4.1", h->nArrow, 3);
  CHECK_INT("hintpic-4.2", h->aArrow[0].dashed, 0);
  CHECK_INT("hintpic-4.3", h->aArrow[1].dashed, 1);
  CHECK_INT("hintpic-4.4", h->aArrow[2].dashed, 1);
  CHECK_STR("hintpic-4.5", h->aArrow[1].zColour, "#2050c0");
  CHECK_STR("hintpic-4.6", h->aArrow[2].zColour, "#9040a0");
  /* the SVG: 3 lines an arrow, 2 of them dashed; the elimination struck
  ** out, the placement green */
  memset(&pic, 0, sizeof(pic));
  fn_hintpic_set(h, &pic);
  z = svg_render(&pic, 450);
  CHECK_INT("hintpic-5.1", count(z, "stroke=\"#2050c0\""), 6);
  CHECK_INT("hintpic-5.2", count(z, "stroke=\"#9040a0\""), 3);
  CHECK_INT("hintpic-5.3", count(z, "stroke-dasharray"), 2);
  CHECK_INT("hintpic-5.4", count(z, "fill=\"#c00000\">3</text>"), 1);
  CHECK_INT("hintpic-5.5", count(z, "stroke=\"#c00000\""), 1);
  CHECK_INT("hintpic-5.6", count(z, "fill=\"#107010\">1</text>"), 1);
  CHECK_INT("hintpic-5.7", count(z, "fill=\"#84d4c4\""), 1);
  CHECK_INT("hintpic-5.8", count(z, "fill=\"#e4f2d4\""), 1);
  free(z);
  /* a step without a description: the state and the marks only */
  v.why = 0;
  CHECK_INT("hintpic-6.1", fn_hintpic_step(h, &g, &v), 0);
  CHECK_INT("hintpic-6.2", h->nShade + h->nTint + h->nArrow, 0);
  CHECK_INT("hintpic-6.3", h->zSay==0, 1);
  fn_hintpic_free(h);
  rate_why_free(&why);
  free(h);
}
