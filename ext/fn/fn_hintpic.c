/* SPDX-License-Identifier: MIT */
/*
** fn_hintpic.c: a step of the rater as the marks of a puzzle picture
** (see fn_hintpic.h): the colours of the roles, the links as arrows.
*/
#include "fn_hintpic.h"
#include "rate_why.h"

#include <stdlib.h>
#include <string.h>

/* The fills of units: where a unit of kind A (unit, line, base, ...), of
** kind B (box, cover) or of both holds a cell. */
#define FILL_UNIT_A    "#fff4c4"
#define FILL_UNIT_B    "#e2edff"
#define FILL_UNIT_BOTH "#e4f2d4"

/* The colours of the chains' arrows, and of a link's end that no part
** colours: on (true) and off (false). */
#define ARROW_OWN    "#2050c0"
#define ARROW_NESTED "#9040a0"
#define TINT_ON      "#b4e6a0"
#define TINT_OFF     "#ffc4b4"

/* A cell's fill for its role. */
static const char *cell_fill(int role){
  switch( role ){
    case RATE_ROLE_PIVOT:    return "#ffc890";
    case RATE_ROLE_PINCER:   return "#c4dcff";
    case RATE_ROLE_LOOP:     return "#ecd0f4";
    case RATE_ROLE_SOURCE:   return "#f6c4dc";
    case RATE_ROLE_TARGET:   return "#fff0a0";
    case RATE_ROLE_EXCLUDER: return "#dcdcdc";
    case RATE_ROLE_FIN:      return "#ffd8b8";
    case RATE_ROLE_GUARDIAN: return "#ffd0e4";
    default:                 return "#ffe4a8";   /* cell and the rest */
  }
}

/* A candidate's colour for its role. */
static const char *cand_tint(int role){
  switch( role ){
    case RATE_ROLE_FIN:      return "#ffa468";
    case RATE_ROLE_PIVOT:    return "#ffb45c";
    case RATE_ROLE_PINCER:   return "#84d4c4";
    case RATE_ROLE_LOOP:     return "#d8a4ec";
    case RATE_ROLE_GUARDIAN: return "#ff94c4";
    case RATE_ROLE_LINK:     return "#a8dc84";
    case RATE_ROLE_SOURCE:   return "#70d070";
    case RATE_ROLE_TARGET:   return "#ffd848";
    case RATE_ROLE_EXCLUDER: return "#c4c4c4";
    default:                 return "#94c4ff";   /* pattern and the rest */
  }
}

/* The cells of unit u (0..8 rows, 9..17 columns, 18..26 boxes). */
static void unit_cells(int u, int *aCell){
  int k;
  for(k=0; k<9; k++){
    if( u<9 ) aCell[k] = u*9 + k;
    else if( u<18 ) aCell[k] = k*9 + (u-9);
    else aCell[k] = ((u-18)/3*3 + k/3)*9 + (u-18)%3*3 + k%3;
  }
}

/* The fills of w's units and cells into h: one per cell filled. */
static void take_fills(FnHintPic *h, const RateWhy *w){
  unsigned char aKind[81];      /* bit 0: kind A, bit 1: kind B */
  const char *azFill[81];
  int i, k, aCell[9];
  memset(aKind, 0, sizeof(aKind));
  memset(azFill, 0, sizeof(azFill));
  for(i=0; i<w->nPart; i++){
    const RateWhyPart *p = &w->aPart[i];
    if( p->kind!=RATE_PART_UNIT || p->at>=27 ) continue;
    unit_cells(p->at, aCell);
    for(k=0; k<9; k++){
      aKind[aCell[k]] |= p->role==RATE_ROLE_BOX || p->role==RATE_ROLE_COVER
                       ? 2 : 1;
    }
  }
  for(i=0; i<81; i++){
    if( aKind[i] ){
      azFill[i] = aKind[i]==3 ? FILL_UNIT_BOTH
                : aKind[i]==2 ? FILL_UNIT_B : FILL_UNIT_A;
    }
  }
  for(i=0; i<w->nPart; i++){
    const RateWhyPart *p = &w->aPart[i];
    if( p->kind==RATE_PART_CELL && p->at<81 ){
      azFill[p->at] = cell_fill(p->role);
    }
  }
  h->nShade = 0;
  for(i=0; i<81; i++){
    if( azFill[i] ){
      h->aShade[h->nShade].cell = i;
      h->aShade[h->nShade++].zFill = azFill[i];
    }
  }
}

/* Colour candidate (cell, digit) zFill, over an earlier colour. */
static void tint(const char **azTint, int cell, int digit,
                 const char *zFill){
  if( cell<81 && digit>=1 && digit<=9 ) azTint[cell*9 + digit-1] = zFill;
}

/* The colours of w's candidates into h: the links' ends first, then the
** parts over them. */
static void take_tints(FnHintPic *h, const RateWhy *w){
  const char *azTint[729];
  int i;
  memset(azTint, 0, sizeof(azTint));
  for(i=0; i<w->nLink; i++){
    const RateWhyLink *l = &w->aLink[i];
    tint(azTint, l->fromCell, l->fromDigit, l->fromOn ? TINT_ON : TINT_OFF);
    tint(azTint, l->toCell, l->toDigit, l->toOn ? TINT_ON : TINT_OFF);
  }
  for(i=0; i<w->nPart; i++){
    const RateWhyPart *p = &w->aPart[i];
    if( p->kind==RATE_PART_CAND ){
      tint(azTint, p->at, p->digit, cand_tint(p->role));
    }
  }
  h->nTint = 0;
  for(i=0; i<729; i++){
    if( azTint[i] ){
      h->aTint[h->nTint].cell = i/9;
      h->aTint[h->nTint].digit = i%9 + 1;
      h->aTint[h->nTint++].zFill = azTint[i];
    }
  }
}

/* The links of w's chains as arrows into h: 0, or -1 when out of
** memory. */
static int take_arrows(FnHintPic *h, const RateWhy *w){
  int c, k;
  h->nArrow = 0;
  if( w->nLink>h->nArrowAlloc ){
    PictureArrow *a = (PictureArrow*)realloc(h->aArrow,
                                       sizeof(PictureArrow)*(size_t)w->nLink);
    if( a==0 ) return -1;
    h->aArrow = a;
    h->nArrowAlloc = w->nLink;
  }
  for(c=0; c<w->nChain; c++){
    const RateWhyChain *ch = &w->aChain[c];
    for(k=ch->first; k<ch->first+ch->n && k<w->nLink; k++){
      const RateWhyLink *l = &w->aLink[k];
      PictureArrow *a;
      if( l->fromCell>=81 || l->toCell>=81 || l->fromDigit<1
       || l->fromDigit>9 || l->toDigit<1 || l->toDigit>9 ){
        continue;
      }
      a = &h->aArrow[h->nArrow++];
      a->fromCell = l->fromCell;
      a->fromDigit = l->fromDigit;
      a->toCell = l->toCell;
      a->toDigit = l->toDigit;
      a->dashed = !(!l->fromOn && l->toOn);
      a->zColour = ch->depth>0 ? ARROW_NESTED : ARROW_OWN;
    }
  }
  return 0;
}

void fn_hintpic_init(FnHintPic *h){
  memset(h, 0, sizeof(*h));
}

void fn_hintpic_free(FnHintPic *h){
  free(h->aArrow);
  free(h->zSay);
  fn_hintpic_init(h);
}

int fn_hintpic_step(FnHintPic *h, const Grid *g, const RateStepView *v){
  int i;
  h->puzzle = g;
  h->iStep = v->iStep + 1;
  h->tech = v->tech;
  h->score = v->score;
  h->entries = *g;
  for(i=0; i<81; i++){
    h->entries.v[i] = v->val[i];
    h->aCand[i] = v->cand[i];
  }
  h->nMark = 0;
  for(i=0; i<v->n && i<RATE_MAX_ACTIONS; i++){
    h->aMark[i].cell = v->a[i].cell;
    h->aMark[i].digit = v->a[i].digit;
    h->aMark[i].place = v->a[i].place;
    h->nMark++;
  }
  free(h->zSay);
  h->zSay = 0;
  h->nShade = h->nTint = h->nArrow = 0;
  if( v->why==0 ) return 0;
  take_fills(h, v->why);
  take_tints(h, v->why);
  if( v->why->say.n>0 ){
    h->zSay = (char*)malloc(v->why->say.n + 1);
    if( h->zSay==0 ) return -1;
    memcpy(h->zSay, v->why->say.z, v->why->say.n);
    h->zSay[v->why->say.n] = 0;
  }
  return take_arrows(h, v->why);
}

/* The step being looked for: its number, the picture, and whether it
** was found or memory ran out. */
typedef struct HintFind HintFind;
struct HintFind {
  int iStep;
  FnHintPic *h;
  const Grid *g;
  int found, nomem;
};

static int find_step(void *pArg, const RateStepView *v){
  HintFind *f = (HintFind*)pArg;
  if( v->iStep+1!=f->iStep ) return 0;
  f->found = 1;
  f->nomem = fn_hintpic_step(f->h, f->g, v)!=0;
  return 1;
}

int fn_hintpic_find(FnOut *o, const Grid *g, const FnPlay *play, int iStep,
                    const Rules *r, FnHintPic *h, Work *w){
  RateOptions opt = { 0, 0, 0, 0, 0 };
  RateResult res;
  RateWhy why;
  HintFind f;
  int ok;
  f.iStep = iStep>0 ? iStep : 1;
  f.h = h;
  f.g = g;
  f.found = f.nomem = 0;
  rate_why_init(&why);
  opt.maxSteps = f.iStep;
  opt.why = &why;
  opt.xStep = find_step;
  opt.pArg = &f;
  ok = fn_rate_from(o, g, play, r, &opt, &res, w);
  if( why.oom ) f.nomem = 1;
  rate_why_free(&why);
  if( ok && f.nomem ){
    fn_nomem(o);
    return -1;
  }
  if( ok ) return f.found;
  if( o->eType==FN_JSON ){
    char z[FN_BUF-40];
    size_t n = o->n<sizeof(z)-1 ? o->n : sizeof(z)-1;
    memcpy(z, o->z, n);
    z[n] = 0;
    fn_free(o);
    fn_error(o, FN_ERR_INPUT, "the state has mistakes: %s", z);
  }
  return -1;
}

void fn_hintpic_set(const FnHintPic *h, Picture *pic){
  pic->puzzle = h->puzzle;
  pic->entries = &h->entries;
  pic->aCand = h->aCand;
  pic->nMark = h->nMark;
  pic->aMark = h->aMark;
  pic->nShade = h->nShade;
  pic->aShade = h->aShade;
  pic->nTint = h->nTint;
  pic->aTint = h->aTint;
  pic->nArrow = h->nArrow;
  pic->aArrow = h->aArrow;
}
