/* SPDX-License-Identifier: MIT */
/*
** rate_why.h: why a step of the rater holds, as data: the pattern that
** makes it, each part with its role, the chains of links for chaining
** techniques, and a sentence saying why in plain English.
**
** A finder describes its step in a RateWhy when the RateFind it fills has
** one (f->why, set by sudoku_explain and sudoku_hint); rating alone
** passes none, so the description costs a rating nothing.  Cells are
** 0..80 row-major, units 0..26 (rows, columns, boxes; rate_units.c),
** digits 1..9; a candidate is a cell and a digit.  Under variant rules
** units 27.. are the variant's (rate_geom.c), named by
** rate_why_unit_name.
**
**   if( f->why ){
**     rate_why_unit(f->why, RATE_ROLE_BOX, 18+b);
**     rate_why_cand(f->why, RATE_ROLE_PATTERN, cell, d);
**     rate_why_say(f->why, "In %s, %d can only go in ...", ...);
**   }
**
** Chains: rate_why_chain() starts one (depth 0 for the step's own chains,
** 1 and more for the chains a nested step rests on, with the chain it
** serves as parent); rate_why_link() adds its links in order.  A link
** that a nested hint gives (a candidate it removes, from the candidates
** the outer chain removed that it relies on) names the first of that
** hint's chains (`nested`); its other chains follow it, at its depth
** with the same parent (chains of deeper hints may come in between).  A link
** goes from a candidate, true (on) or false (off), to a candidate:
** on -> off is a weak link (the first excludes the second), off -> on a
** strong one (the second is the only other place or value).
*/
#ifndef SUDOKU_RATE_WHY_H
#define SUDOKU_RATE_WHY_H

#include "buf.h"

/* The roles of a pattern's parts (rate_role_name gives the JSON name). */
typedef enum RateRole {
  RATE_ROLE_UNIT = 0,  /* "unit": where a single or a subset is found */
  RATE_ROLE_CELL,      /* "cell": a cell of the pattern (a naked single's
                       ** cell, a subset's cells, aligned cells) */
  RATE_ROLE_PATTERN,   /* "pattern": a candidate the pattern is made of */
  RATE_ROLE_BOX,       /* "box": locked candidates' box */
  RATE_ROLE_LINE,      /* "line": locked candidates' row or column */
  RATE_ROLE_BASE,      /* "base": a fish's base unit */
  RATE_ROLE_COVER,     /* "cover": a fish's cover unit */
  RATE_ROLE_FIN,       /* "fin": a fin of a fish */
  RATE_ROLE_PIVOT,     /* "pivot": a wing's pivot cell */
  RATE_ROLE_PINCER,    /* "pincer": a wing's pincer cells */
  RATE_ROLE_LOOP,      /* "loop": a unique rectangle's or loop's cells */
  RATE_ROLE_GUARDIAN,  /* "guardian": the candidates that keep a deadly
                       ** pattern (uniqueness, BUG) from forming */
  RATE_ROLE_LINK,      /* "link": a strong link's unit */
  RATE_ROLE_EXCLUDER,  /* "excluder": a cell whose candidates rule out
                       ** combinations (aligned exclusion) */
  RATE_ROLE_SOURCE,    /* "source": the candidate or cell or unit a
                       ** forcing chain starts from */
  RATE_ROLE_TARGET,    /* "target": what chains conclude on; the cell
                       ** of the hidden single a direct technique
                       ** leaves */
  RATE_N_ROLE
} RateRole;

/* What a part is. */
enum { RATE_PART_UNIT, RATE_PART_CELL, RATE_PART_CAND };

typedef struct RateWhyPart RateWhyPart;
struct RateWhyPart {
  unsigned char kind;    /* RATE_PART_* */
  unsigned char role;    /* a RateRole */
  unsigned char at;      /* the unit (0..26, a variant's 27..) or cell */
  unsigned char digit;   /* 1..9 for a candidate, else 0 */
};

typedef struct RateWhyLink RateWhyLink;
struct RateWhyLink {
  unsigned char fromCell, fromDigit, fromOn;
  unsigned char toCell, toDigit, toOn;
  unsigned char unit;    /* the unit the link is in (0..26 or a
                         ** variant's), or RATE_WHY_PEER (cells that see
                         ** each other through a variant's knight's or
                         ** king's move or consecutive neighbours), or
                         ** RATE_WHY_CELL (within a cell), or
                         ** RATE_WHY_NONE (not a direct link: a dynamic
                         ** or nested implication) */
  short nested;          /* the first chain (index in aChain) of the
                         ** nested hint the implication rests on, or
                         ** -1 */
};
#define RATE_WHY_PEER 253
#define RATE_WHY_CELL 254
#define RATE_WHY_NONE 255

typedef struct RateWhyChain RateWhyChain;
struct RateWhyChain {
  int first, n;          /* its links: aLink[first .. first+n) */
  int depth;             /* 0 the step's own, 1+ nested */
  int parent;            /* the chain it serves (depth>0), else -1 */
};

typedef struct RateWhy RateWhy;
struct RateWhy {
  int nPart, nPartAlloc;
  RateWhyPart *aPart;
  int nLink, nLinkAlloc;
  RateWhyLink *aLink;
  int nChain, nChainAlloc;
  RateWhyChain *aChain;
  Buf say;               /* the sentence */
  int oom;               /* an append failed: the description is partial */
  const unsigned char *unitKind;   /* units 27.. of a variant: SE's region
                         ** kind and index of each unit (rate_from sets */
  const unsigned char *unitIndex;  /* them while it rates), else NULL */
};

/* Start w empty (rate_why_init), empty it for the next step
** (rate_why_reset), free it (rate_why_free). */
void rate_why_init(RateWhy *w);
void rate_why_reset(RateWhy *w);
void rate_why_free(RateWhy *w);

/* Add a part: a unit, a cell, a candidate, each with its role.  A part
** already there with the same role is not added twice. */
void rate_why_unit(RateWhy *w, int role, int unit);
void rate_why_cell(RateWhy *w, int role, int cell);
void rate_why_cand(RateWhy *w, int role, int cell, int digit);

/* Start a chain; returns its index (or -1 when out of memory). */
int rate_why_chain(RateWhy *w, int depth, int parent);

/* Add a link to the last chain started. */
void rate_why_link(RateWhy *w, int fromCell, int fromDigit, int fromOn,
                   int toCell, int toDigit, int toOn, int unit,
                   int nested);

/* Append to the sentence (printf-formatted). */
void rate_why_say(RateWhy *w, const char *zFmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 2, 3)))
#endif
  ;

/* SE's region kinds, numbered as SE numbers them: the kinds of the
** units a variant adds (rate_geom.c). */
#define RATE_KIND_BOX 0
#define RATE_KIND_ROW 1
#define RATE_KIND_COLUMN 2
#define RATE_KIND_GROUP 3       /* disjoint group */
#define RATE_KIND_WINDOW 4
#define RATE_KIND_DIAGONAL 5    /* 5 main, 6 anti */
#define RATE_KIND_GIRANDOLA 7
#define RATE_KIND_ASTERISK 8
#define RATE_KIND_CENTREDOT 9
#define RATE_N_KIND 10

/*
** Names for sentences and JSON: a role ("pivot"); a unit written into z
** (RATE_UNIT_NAME_MAX bytes): of the 27, "row 3", "column 4", "box 2"
** (rate_unit_name); a unit of SE's region kind `kind` (RATE_KIND_*) and
** index among that kind's from 0: "disjoint group 5" (the cells at place
** 5 of their boxes), "window 1" (windows 1-4 drawn, 5-9 the groups they
** imply, in SE's numbering), "the main diagonal" (r1c1 to r9c9), "the
** anti-diagonal" (r1c9 to r9c1), "the girandola", "the asterisk", "the
** centre dot" (rate_kind_unit_name); any unit of the rating w describes
** (rate_why_unit_name: units 27.. by w's unitKind and unitIndex).
*/
#define RATE_UNIT_NAME_MAX 24
const char *rate_role_name(int role);
const char *rate_unit_name(int unit, char *z);
const char *rate_kind_unit_name(int kind, int index, char *z);
const char *rate_why_unit_name(const RateWhy *w, int unit, char *z);

#endif
