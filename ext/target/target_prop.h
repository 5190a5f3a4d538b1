/* SPDX-License-Identifier: MIT */
/*
** target_prop.h: the candidate state of target sudoku's search (9x9
** only): a mask of the digits still possible in each cell, kept closed
** under the plain rules of sudoku (naked singles, hidden singles, and
** locked candidates between a box and a row or column).  A state is
** copied on each branch, never undone.  No SQLite, no allocation.
*/
#ifndef SUDOKU_TARGET_PROP_H
#define SUDOKU_TARGET_PROP_H

/* Bit d-1 of a cell's mask stands for digit d. */
#define TPROP_ALL 0x1ffu

typedef struct TProp TProp;
struct TProp {
  unsigned short cand[81];  /* digits still possible in each cell */
  unsigned char placed[81]; /* 1 once a single's digit left its peers */
};

/*
** Start from the 81 cells v (0 empty, 1..9 given) and propagate.
** Returns 1, or 0 when the givens contradict each other or the rules.
*/
int tprop_init(TProp *p, const unsigned char *v);

/*
** Take the digits aMask[k] out of cell aCell[k] for k < n, then propagate
** to a fixed point.  Returns 1, or 0 on a contradiction (the state is
** then of no further use).
*/
int tprop_remove_all(TProp *p, const int *aCell, const unsigned short *aMask,
                     int n);

/* Put digit d in cell i and propagate; 0 on a contradiction. */
int tprop_assign(TProp *p, int i, int d);

/*
** 1 when every unit can still give its nine cells nine different digits
** (a perfect matching of cells and candidates), else 0: this catches
** what the rules miss, such as three digits left with two cells of a box.
*/
int tprop_matchable(const TProp *p);

/* The digit of cell i when only one is left, else 0. */
int tprop_value(const TProp *p, int i);

/* The known cells as a puzzle: 81 bytes, 0 where a cell is still open. */
void tprop_cells(const TProp *p, unsigned char *v);

#endif
