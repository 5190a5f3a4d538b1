/* SPDX-License-Identifier: MIT */
/*
** fn_play.h: a player's state on a 9x9 puzzle, the second argument of
** sudoku_hint and sudoku_explain: the values they entered and, when
** given, the candidates they kept (pencil marks).
**
** Formats read (docs/sql.md, "The player's state"):
**   - 81 cells, like a puzzle: the player's grid, givens included;
**   - 729 characters, a block of 9 per cell (SukakuExplainer's and
**     HoDoKu's pencil-mark grid): the candidates kept, a digit d at place
**     d of the block, '.' or '0' where it was removed; a cell whose block
**     has one candidate is not a value (the values are the givens);
**   - a JSON object {"values": <81 cells>, "candidates": <729 chars>},
**     either key optional (values absent: the givens).
** The blocks of filled cells are not read.  Rating from the state
** (rate_from) places the values, then keeps only the candidates given:
** a candidate that a value rules out is gone whether it was kept or not,
** as a player's pencil marks seldom follow every entry; then, as
** SukakuExplainer loads a pencil-mark grid, a cell with one candidate
** that no peer keeps is filled without a step (so SE's own states, serate
** --before='%m', give SE's next step).
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
** Read the state z (n bytes) of a player on the 9x9 puzzle g: 1 with *p
** set, or 0 with o's error, which names the argument and the place
** ("state: expected 81 or 729 cells, got 80", "state: candidates: digit
** 5 at place 3 of r1c2 (offset 11)").
*/
int fn_play_read(FnOut *o, const char *z, size_t n, const Grid *g,
                 FnPlay *p);

/*
** Check p against g's solution sol under the rules r (NULL: the plain
** rules; a variant's rules add their units and, for anti-knight,
** anti-king and non-consecutive, the values they forbid at a distance:
** "two 5s a knight's move apart: r1c1 and r2c3", "consecutive
** neighbours: r1c1 is 4 and r1c2 is 5"): 1 when nothing in it is wrong; else
** 0 with o set to the JSON answer that lists the mistakes (or out of
** memory): {"mistakes":[{"cell":"r3c4","kind":K,"text":T}, ...]}, first
** the conflicts among the values (kind "conflict": "two 5s in row 1: r1c1
** and r1c7", at the first cell), then cell by cell a given changed or
** removed ("given"), a value the solution contradicts ("value": "r3c4 is
** 5, but the solution has 8 there"), a candidate removed that the
** solution needs ("candidate", with "digit": "r5c2: 7 was removed, but 7
** belongs there").
*/
int fn_play_check(FnOut *o, const Grid *g, const Grid *sol,
                  const Rules *r, const FnPlay *p);

#endif
