/* SPDX-License-Identifier: MIT */
/*
** fn_play.h: a player's state on a 9x9 puzzle, the second argument of
** sudoku_hint and sudoku_explain: the values they entered and, when
** given, the candidates they kept (pencil marks).
**
** Formats read (docs/hints.md):
**   - 81 cells, like a puzzle: the player's grid (givens and entries);
**   - 729 characters, a block of 9 per cell (SukakuExplainer's and
**     HoDoKu's pencil-mark grid): the candidates kept; a digit d at
**     place d of the block, '.' or '0' where a candidate was removed;
**   - a JSON object {"values": <81 cells>, "candidates": <729 chars>}.
*/
#ifndef SUDOKU_FN_PLAY_H
#define SUDOKU_FN_PLAY_H

#include "fn.h"

typedef struct FnPlay FnPlay;
struct FnPlay {
  unsigned char val[81];     /* values entered (givens too), 0 empty */
  unsigned short cand[81];   /* candidates kept, bit d-1; 0: not given */
  int hasCand;               /* pencil marks were given */
};

/*
** Read the state z (n bytes) of a player on the puzzle g: 1 with *p set,
** or 0 with o's error, which names the argument ("state: ...").
*/
int fn_play_read(FnOut *o, const char *z, size_t n, const Grid *g,
                 FnPlay *p);

/*
** Check p against g's solution sol: 1 when nothing in it is wrong; else
** 0 with o set to the JSON answer that lists the mistakes.
*/
int fn_play_check(FnOut *o, const Grid *g, const Grid *sol,
                  const FnPlay *p);

#endif
