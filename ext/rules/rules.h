/* SPDX-License-Identifier: MIT */
/*
** rules.h: the rules of a sudoku and its variants, shared by every solver
** and function that takes a `rules` JSON object:
**
**   {"box":"2x3"}                 boxes of 2 rows by 3 columns
**   {"regions":"AAABBB..."}       jigsaw: a letter per cell names its
**                                 region (replaces the boxes)
**   {"diagonals":true}            X: both diagonals hold every value once
**   {"windoku":true}              four extra windows (9x9; any size with
**                                 boxes: windows of a box's shape, one
**                                 row and column apart, from row/column 1)
**   {"antiknight":true}           cells a knight's move apart differ
**   {"antiking":true}             cells a king's move apart differ
**   {"nonconsecutive":true}       orthogonal neighbours differ by more
**                                 than 1
**   {"disjointgroups":true}       the cells at one place of every box
**                                 hold every value once (any side with
**                                 boxes)
**   {"girandola":true}            9x9: the corners, r2c5, r5c2, r5c5,
**                                 r5c8 and r8c5 hold every value once
**   {"asterisk":true}             9x9: r2c5, r3c3, r3c7, r5c2, r5c5,
**                                 r5c8, r7c3, r7c7 and r8c5 likewise
**   {"centredot":true}            9x9: the centres of the nine boxes
**                                 likewise
**   {"cages":[[15,[0,1,9]], ...]} killer: the cells of a cage (row-major
**                                 from 0) differ and add up to its sum
**
** Without rules (or with {}), a grid of side N has rows, columns and boxes
** of R x C cells, R*C = N, R <= C, as square as possible (grid_box_shape);
** a prime side has no boxes and needs "regions".
*/
#ifndef SUDOKU_RULES_H
#define SUDOKU_RULES_H

#include "grid.h"
#include "json.h"

#define RULE_DIAGONALS      0x01
#define RULE_WINDOKU        0x02
#define RULE_ANTIKNIGHT     0x04
#define RULE_ANTIKING       0x08
#define RULE_NONCONSECUTIVE 0x10
#define RULE_DISJOINTGROUPS 0x20
#define RULE_GIRANDOLA      0x40
#define RULE_ASTERISK       0x80
#define RULE_CENTREDOT      0x100
#define RULE_N_FLAGS        9      /* the flags are bits 0 to 8 */

/* Units of a grid at most: rows, columns, boxes, 2 diagonals, windows,
** disjoint groups, girandola, asterisk, centre dot. */
#define RULES_MAX_UNITS (3*GRID_MAX_SIDE + 2 + 2*GRID_MAX_SIDE + 3)

typedef struct Rules Rules;
struct Rules {
  int side;                 /* the grid's side (rules_finish) */
  int boxr, boxc;           /* box shape; 0 with regions or none */
  unsigned flags;           /* RULE_* */
  int hasRegions;           /* region[] replaces the boxes */
  unsigned char region[GRID_MAX_CELLS];   /* 0..side-1 per cell */
  int nCage;                /* cage k: cells cageCell[cageStart[k] ..
                            ** cageStart[k+1]-1], adding up to cageSum[k] */
  unsigned short cageSum[GRID_MAX_CELLS];
  unsigned short cageStart[GRID_MAX_CELLS+1];
  unsigned short cageCell[GRID_MAX_CELLS];
  /* As read, until rules_finish checks them against the side. */
  int askR, askC;           /* "box", 0 when not given */
  int nRegionText;
  char zRegion[GRID_MAX_CELLS+1];
  unsigned seen;            /* keys given, a bit each */
};

/* No rules: the plain sudoku of any side (rules_finish sets it). */
void rules_init(Rules *r);

/*
** Read the value v of key zKey (json_members's callback, for a reader
** whose own keys come first: the generator's options).  Returns 1 when
** zKey is no rules key, 0 when read, -1 after a message.
*/
int rules_key(Rules *r, Json *j, const char *zKey, JsonVal *v);

/* The rules keys, for messages listing what may be given. */
extern const char rules_key_list[];

/* The key of the RULE_* flag 1<<bit ("diagonals" for bit 0, ...), NULL
** for any other bit.  The flags' keys come in bit order in
** rules_key_list. */
const char *rules_flag_key(int bit);

/*
** Check what was read against a grid of `side` and settle the box shape.
** Returns 0, or -1 with "<zWho>: \"key\" problem" in zErr (JSON_ERR_MAX).
*/
int rules_finish(Rules *r, int side, const char *zWho, char *zErr);

/*
** rules_init and read the JSON object z (n bytes; -1: up to a NUL; NULL
** or empty: no rules, as a collection's '' for plain sudoku) without a side: its syntax and keys only, for a check before
** the puzzles are known.  Returns 0 or -1 with a message in zErr.
*/
int rules_read(Rules *r, const char *z, int n, char *zErr);

/*
** rules_init, read the JSON object z (n bytes; -1: up to a NUL; NULL or
** empty: no rules) for a grid of `side` and rules_finish.  Returns 0 or -1 with a
** message in zErr naming the key ("rules: ...").
*/
int rules_parse(Rules *r, const char *z, int n, int side, char *zErr);

/* The plain sudoku of `side` as finished rules: its default boxes, or
** rows and columns alone (a Latin square) for a prime side. */
void rules_plain_of(Rules *r, int side);

/* 1 when r is the plain sudoku with its default boxes. */
int rules_plain(const Rules *r);

/* The first key of r that makes it other than the plain sudoku ("box",
** "regions", "diagonals", ...), or NULL for the plain rules. */
const char *rules_variant_key(const Rules *r);

/*
** The units of r (lists of side cells holding each value once: rows,
** columns, boxes or regions, diagonals, windows, groups) into cell[] (room for
** RULES_MAX_UNITS*side); returns how many.
*/
int rules_units(const Rules *r, short *cell);

/*
** 1 when the values of g (0 empty) break no rule: no value twice in a
** unit or cage or at a forbidden distance, no consecutive neighbours when
** asked, no cage over its sum (and a full cage at its sum).
*/
int rules_consistent(const Rules *r, const Grid *g);

/*
** Room for rules_normal's text: "regions" and a letter a cell, and the
** cages, each cell at most ",624" and each cage at most "[99999,[]]," a
** cell, with room for the other keys.
*/
#define RULES_NORMAL_MAX (GRID_MAX_CELLS*16 + 256)

/*
** The normal form of finished rules r as JSON text into z (room for
** RULES_NORMAL_MAX bytes; rulesnorm.c): "" for the plain rules of the
** side, else the keys that change them in rules_key_list's order,
** regions renamed A, B, ... by first cell, cages sorted.  The same rules
** written differently give the same text.  Returns its length.
*/
size_t rules_normal(const Rules *r, char *z);

/*
** Windoku's windows of r (none without the rule), side cells each, into
** cell[]; returns how many.  rules_units lists them after the diagonals.
*/
int rules_windows(const Rules *r, short *cell);

/*
** The groups of r: disjoint groups (a place of the box each), girandola,
** asterisk, centre dot (none without the rules), side cells each, into
** cell[]; returns how many.  rules_units lists them last.
*/
int rules_groups(const Rules *r, short *cell);

/* The cage of each cell (-1 for none) into aCage[ncell]. */
void rules_cage_of(const Rules *r, short *aCage);

#endif
