/* SPDX-License-Identifier: MIT */
/*
** fn_hintpic.h: a step of the rater drawn: its pattern (rate_why.h) as
** the marks of a puzzle picture (picture.h), the one place where the
** rater's roles become colours.
**
**   FnHintPic *h = malloc(sizeof(FnHintPic));
**   fn_hintpic_init(h);
**   if( fn_hintpic_find(&o, g, play, 0, 0, h, &w)==1 ){ -- the next hint
**     fn_hintpic_set(h, &pic);  picture_draw(&pic, ...);
**   }
**   fn_hintpic_free(h);
**
** or, from rate_from's callback, fn_hintpic_step(h, g, view) for each
** step (sudokudb explain and print).
**
** The picture: the pencil marks and values of the state before the step;
** the pattern's units filled light (yellow for unit, line, base, link,
** source; blue for box and cover; green where both meet), its cells
** filled by role and its candidates on a square of their role's colour
** (docs/sql.md lists them); each chain link an arrow from candidate to
** candidate, solid for a strong link (off -> on), dashed for a weak one,
** blue for the step's own chains and purple for the nested ones it rests
** on, their ends green (on) or salmon (off) unless a part colours them;
** the eliminations red and struck out, the placements green.
*/
#ifndef SUDOKU_FN_HINTPIC_H
#define SUDOKU_FN_HINTPIC_H

#include "fn.h"
#include "picture.h"
#include "rate.h"

typedef struct FnHintPic FnHintPic;
struct FnHintPic {
  const Grid *puzzle;            /* the puzzle drawn */
  int iStep;                     /* the step drawn: 1 for the first */
  int tech, score;               /* its technique and score (tenths) */
  Grid entries;                  /* the values before the step */
  unsigned aCand[81];            /* the pencil marks before it */
  int nMark;                     /* its placements and eliminations */
  PictureMark aMark[RATE_MAX_ACTIONS];
  int nShade;                    /* the fills of its cells */
  PictureShade aShade[81];
  int nTint;                     /* the colours of its candidates */
  PictureTint aTint[729];
  int nArrow, nArrowAlloc;       /* its links */
  PictureArrow *aArrow;
  char *zSay;                    /* its sentence (malloc'd), or NULL */
};

void fn_hintpic_init(FnHintPic *h);
void fn_hintpic_free(FnHintPic *h);

/* Take step v of puzzle g into h: 0, or -1 when out of memory. */
int fn_hintpic_step(FnHintPic *h, const Grid *g, const RateStepView *v);

/*
** Find step iStep (1 for the first; 0: the next hint) of g under the
** rules r (NULL: plain; the variants the rater takes, fn_rate_from) from
** the player's state play (NULL: the givens) and take it into h: 1; 0 when
** there is no such step (the grid is solved before it); -1 with o's
** error (a state with mistakes names them in it), or with o NULL when
** the puzzle has not exactly one solution.
*/
int fn_hintpic_find(FnOut *o, const Grid *g, const FnPlay *play, int iStep,
                    const Rules *r, FnHintPic *h, Work *w);

/* Set pic's puzzle, entries, pencil marks and hint marks to h's. */
void fn_hintpic_set(const FnHintPic *h, Picture *pic);

#endif
