/* SPDX-License-Identifier: MIT */
/*
** rate_say.h: pieces of the sentences finders write for a step's why
** (rate_why_say): lists of cells and of digits in plain English.
*/
#ifndef SUDOKU_RATE_SAY_H
#define SUDOKU_RATE_SAY_H

#include "rateint.h"

/* Append the cells of m as "r1c2", "r1c2 and r3c4" or "r1c2, r3c4 and
** r5c6", in cell order. */
void rate_say_cells(RateWhy *w, RateBits m);

/* Append the digits of mask (bit d-1 for d), zLast before the last:
** "2", "2 and 9", "2, 5 and 9" (zLast "and") or "2, 5 or 9" ("or"). */
void rate_say_digits(RateWhy *w, unsigned mask, const char *zLast);

/* The n cells of aCell, in that order, the last two joined by zLast. */
void rate_say_cell_list(RateWhy *w, const unsigned char *aCell, int n,
                        const char *zLast);

/* Mark the places of digit d in unit u as the pattern's candidates and
** append "In row 7, 3 can only go in r7c1 or r7c3" (the sentence goes
** on after it). */
void rate_say_places(const RateState *s, RateWhy *w, int u, int d);

/* Append a group of cells lying in one row or one column as one name:
** "r4c7", "r4c78" or "r45c7" (else as rate_say_cells). */
void rate_say_group(RateWhy *w, RateBits m);

/* The name of a set of n cells or digits: "pair" (2), "triple", "quad",
** "quint", "sextet", "septet" (7), else "set". */
const char *rate_say_set_name(int n);

/* The digits (bit d-1) and the cells of the actions of f. */
unsigned rate_find_digits(const RateFind *f);
RateBits rate_find_cells(const RateFind *f);

#endif
