/* SPDX-License-Identifier: MIT */
/*
** rate.h: a human-style logical solver for 9x9 puzzles that rates them on
** the Sudoku Explainer (SE) scale.
**
** The solver keeps a candidate grid and applies techniques in order of SE
** difficulty, simplest first, starting again from the simplest after every
** successful step, as SE does.  Each step is a technique with a score (in
** tenths: 23 is SE 2.3) and the placements and eliminations it makes.  The
** rating is the score of the hardest step.  Where no technique applies, a
** search step places the solution's digit in a cell (RATE_SEARCH).
**
**   Grid g; RateResult r; char zErr[GRID_ERR_MAX];
**   const char *z = "..4.2.9...";     (the 81 cells of a puzzle)
**   Work w = {0}; w.limit = WORK_DEFAULT_LIMIT;
**   if( grid_parse(&g, z, strlen(z), GRID_ALPHA_AUTO, zErr)==0
**    && rate_grid(&g, 0, 0, &r, &w)==RATE_OK ){
**     printf("%.1f\n", r.score/10.0);
**   }
*/
#ifndef SUDOKU_RATE_H
#define SUDOKU_RATE_H

#include "grid.h"
#include "work.h"
#include "solve.h"

/*
** The rater's version: raised whenever a change can change a rating, so
** that a database can tell rows rated by an older rater (sudokudb rate
** re-rates them; SQL: sudoku_rate_version()).
**   1  the rater up to 0.2 (SE's order, its own chains, "Search" at 10.0)
**   2  Sukaku Explainer's techniques, chains and difficulty rules
*/
#define RATE_VERSION 2

/* Techniques, in the order the solver tries them. */
typedef enum RateTech {
  RATE_LAST_VALUE = 0,      /* 1.0 the last empty cell of a unit */
  RATE_HIDDEN_SINGLE_BOX,   /* 1.2 */
  RATE_HIDDEN_SINGLE_LINE,  /* 1.5 */
  RATE_DIRECT_POINTING,     /* 1.7 the hidden single a pointing leaves */
  RATE_DIRECT_CLAIMING,     /* 1.9 the hidden single a claiming leaves */
  RATE_DIRECT_HIDDEN_PAIR,  /* 2.0 the hidden single a hidden pair leaves */
  RATE_NAKED_SINGLE,        /* 2.3 */
  RATE_DIRECT_HIDDEN_TRIPLE,/* 2.5 */
  RATE_POINTING,            /* 2.6 */
  RATE_CLAIMING,            /* 2.8 */
  RATE_NAKED_PAIR,          /* 3.0 */
  RATE_X_WING,              /* 3.2 */
  RATE_HIDDEN_PAIR,         /* 3.4 */
  RATE_NAKED_TRIPLE,        /* 3.6 */
  RATE_SWORDFISH,           /* 3.8 */
  RATE_HIDDEN_TRIPLE,       /* 4.0 */
  RATE_SKYSCRAPER,          /* 4.0 two strong links, parallel lines */
  RATE_KITE2,               /* 4.1 2-String Kite: a row and a column */
  RATE_LINKS2,              /* 4.1 2 Strong links: with a box link */
  RATE_LOOP2,               /* 4.0-4.2 (2 Strong Links) X-Loop */
  RATE_GROUPED_SKYSCRAPER,  /* 4.3 the same with a group as an end */
  RATE_GROUPED_KITE2,       /* 4.3 */
  RATE_GROUPED_LINKS2,      /* 4.3 (empty rectangles among them) */
  RATE_GROUPED_LOOP2,       /* 4.3 */
  RATE_XY_WING,             /* 4.2 */
  RATE_XYZ_WING,            /* 4.4 */
  RATE_UNIQUE_RECT1,        /* 4.5+ unique rectangle, types 1-4 */
  RATE_UNIQUE_RECT2,
  RATE_UNIQUE_RECT3,
  RATE_UNIQUE_RECT4,
  RATE_UNIQUE_LOOP1,        /* 4.6+ unique loop (6 or more cells) */
  RATE_UNIQUE_LOOP2,
  RATE_UNIQUE_LOOP3,
  RATE_UNIQUE_LOOP4,
  RATE_NAKED_QUAD,          /* 5.0 */
  RATE_JELLYFISH,           /* 5.2 */
  RATE_HIDDEN_QUAD,         /* 5.4 */
  RATE_SKYSCRAPERS3,        /* 5.4 three strong links: lines of a kind */
  RATE_KITE3,               /* 5.5 rows and columns */
  RATE_LINKS3,              /* 5.5-5.6 with a box link */
  RATE_LOOP3,               /* 5.4-5.6 (3 Strong Links) X-Loop */
  RATE_GROUPED_SKYSCRAPERS3,/* 5.7 the same with a group as an end */
  RATE_GROUPED_KITE3,       /* 5.7 */
  RATE_GROUPED_LINKS3,      /* 5.7 */
  RATE_GROUPED_LOOP3,       /* 5.7 */
  RATE_WXYZ_WING,           /* 5.5-5.6 set of 3 cells and a bivalue cell */
  RATE_BUG1,                /* 5.6 bivalue universal grave, type 1 */
  RATE_BUG2,                /* 5.7 */
  RATE_BUG3,                /* 5.8+ */
  RATE_BUG4,                /* 5.7 */
  RATE_SKYSCRAPERS4,        /* 5.8 four strong links: lines of a kind */
  RATE_LINKS4,              /* 5.9-6.0 mixed kinds */
  RATE_LOOP4,               /* 5.8-6.0 (4 Strong Links) X-Loop */
  RATE_GROUPED_SKYSCRAPERS4,/* 6.1 the same with a group as an end */
  RATE_GROUPED_LINKS4,      /* 6.1 */
  RATE_GROUPED_LOOP4,       /* 6.1 */
  RATE_VWXYZ_WING,          /* 6.2-6.4 set of 4 cells and a bivalue cell */
  RATE_ALIGNED_PAIR,        /* 6.2 aligned pair exclusion */
  RATE_UVWXYZ_WING,         /* 6.6 set of 5 cells and a bivalue cell */
  RATE_X_CYCLE,             /* 6.5+ bidirectional X-cycle: one digit */
  RATE_Y_CYCLE,             /* 6.5+ bidirectional Y-cycle: bivalue cells */
  RATE_FORCING_X_CHAIN,     /* 6.6+ a candidate forcing itself, one digit */
  RATE_XY_CYCLE,            /* 7.0+ bidirectional cycle */
  RATE_FORCING_CHAIN,       /* 7.0+ a candidate forcing itself */
  RATE_TUVWXYZ_WING,        /* 7.5 set of 6 cells and a bivalue cell */
  RATE_ALIGNED_TRIPLET,     /* 7.5 aligned triplet exclusion */
  RATE_NISHIO,              /* 7.5+ a candidate leads to a contradiction
                            ** through its digit's units */
  RATE_CELL_FORCING,        /* 8.0+ every candidate of a cell agrees */
  RATE_REGION_FORCING,      /* 8.0+ every place of a digit agrees */
  RATE_DYNAMIC_CONTRADICTION, /* 8.5+ dynamic chains: a contradiction */
  RATE_DYNAMIC_DOUBLE,      /* 8.5+ a candidate true and false agree */
  RATE_DYNAMIC_CELL,        /* 8.5+ dynamic cell forcing chains */
  RATE_DYNAMIC_REGION,      /* 8.5+ dynamic region forcing chains */
  RATE_DYNAMIC_PLUS,        /* 9.0+ dynamic chains using locked candidates,
                            ** pairs and X-wings on the way */
  RATE_NESTED_FC,           /* 9.5+ dynamic chains nesting forcing chains */
  RATE_NESTED_MFC,          /* 10.0+ nesting multiple forcing chains too */
  RATE_NESTED_DFC,          /* 10.5+ nesting dynamic forcing chains */
  RATE_SEARCH,              /* 10.0 logic exhausted: a solution digit */
  RATE_VLOCKING,            /* 2.9 variants: generalized intersections */
  RATE_NAKED_PAIR_GEN,      /* 3.0 variants: generalized naked pair */
  RATE_NAKED_TRIPLE_GEN,    /* 3.6 variants: generalized naked triplet */
  RATE_NC_FORCING_CELL,     /* 2.4 non-consecutive: a cell's candidates */
  RATE_NC_LOCKED,           /* 2.5 non-consecutive: a unit's places */
  RATE_NAKED_QUAD_GEN,      /* 5.0 variants: generalized naked quad */
  RATE_N_TECH
} RateTech;

/* One placement (place=1: cell gets digit) or elimination (place=0). */
typedef struct RateAction RateAction;
struct RateAction {
  unsigned char cell;   /* 0..80, row-major */
  unsigned char digit;  /* 1..9 */
  unsigned char place;
};

typedef struct RateStep RateStep;
struct RateStep {
  unsigned char tech;     /* a RateTech */
  unsigned char score;    /* tenths of SE points */
  unsigned short first;   /* index of the first action in RateLog.aAction */
  unsigned short n;       /* number of actions */
};

/* Every candidate is removed at most once, so 729 actions always fit. */
#define RATE_MAX_ACTIONS 729
#define RATE_MAX_STEPS   729

typedef struct RateLog RateLog;
struct RateLog {
  int nStep;
  int nAction;
  RateStep aStep[RATE_MAX_STEPS];
  RateAction aAction[RATE_MAX_ACTIONS];
};

typedef enum RateStatus {
  RATE_OK = 0,        /* rated */
  RATE_NOT_9X9,       /* only 9x9 puzzles are rated */
  RATE_NO_SOLUTION,   /* conflicting givens or no solution */
  RATE_MULTIPLE,      /* more than one solution */
  RATE_OVER_BUDGET,   /* the work limit was reached */
  RATE_NOMEM,         /* a technique's working memory could not be had */
  RATE_VARIANT_BEYOND,/* no technique applies to a variant's puzzle at
                      ** some step (SE has none left either) */
  RATE_VARIANT_LINKS  /* a variant's grid has more links than the rater
                      ** follows: a digit's strong links (more than
                      ** RATE_VARIANT_MAX_LINKS), or the chains' links */
} RateStatus;

/* The key of the first of rules r that the rater cannot rate as
** SukakuExplainer does, or NULL when it can (NULL rules: plain). */
const char *rate_rules_key(const Rules *r);

/* Under variant rules the rater applies serate's techniques as under the
** plain ones, up to its nested dynamic forcing chains; where none applies
** (the plain rater's search step) it gives RATE_VARIANT_BEYOND: serate
** has nothing left either. */
#define RATE_VARIANT_LAST "Dynamic Forcing Chains (+ Dynamic Forcing Chains)"
#define RATE_VARIANT_MAX_LINKS 64

typedef struct RateResult RateResult;
struct RateResult {
  int status;         /* a RateStatus, also the return value */
  int score;          /* hardest step in tenths (0 for a solved grid) */
  int ep;             /* pearl: the hardest step up to the first that
                      ** places a digit, as serate's %p (0: none yet) */
  int ed;             /* diamond: the first step's score, as serate's %d
                      ** (0: no step) */
  int nStep;          /* steps taken */
  int nSearch;        /* RATE_SEARCH steps among them */
  int nRejected;      /* steps refused as contradicting the solution: a bug
                      ** in a technique if ever non-zero */
  Grid solution;      /* the unique solution when status is RATE_OK */
};

/* One step as it is taken, for rate_from's callback: the technique, its
** score, its actions, why it holds (when asked for) and the state it
** was found in (each empty cell's candidates, bit d-1 for digit d, and
** the values placed). */
typedef struct RateWhy RateWhy;
typedef struct RateStepView RateStepView;
struct RateStepView {
  int iStep;                    /* 0 for the first */
  int tech, score;
  int n;
  const RateAction *a;
  const RateWhy *why;           /* NULL unless RateOptions.why */
  const unsigned short *cand;   /* 81 cells, 0 when filled */
  const unsigned char *val;     /* 81 cells, 0 when empty */
};

/*
** Where rating starts: a puzzle (its givens), and optionally a player's
** state on it: the values they placed (val, 81 cells, 0 empty) and the
** candidates they kept (cand, 81 masks, bit d-1 for digit d; a mask of
** 0 in an empty cell means "not given": every digit its peers allow).
** A value or a candidate the puzzle's solution contradicts must have
** been refused before (fn_play_check).  A pencil-mark puzzle (Grid's
** marked) starts from its candidates.  Where candidates are given, each
** cell left with one candidate that no peer has is filled without a step,
** as SukakuExplainer loads a pencil-mark grid.
*/
typedef struct RateStart RateStart;
struct RateStart {
  const Grid *puzzle;
  const unsigned char *val;
  const unsigned short *cand;
  const Grid *solution;   /* the puzzle's one solution, when the caller
                          ** has proved it unique already; else NULL */
  const Rules *rules;     /* a variant's rules (rate_rules_key says
                          ** which), or NULL: plain sudoku */
};

/* How far and with what record: at most maxSteps steps (<=0: to the
** end); each step appended to *log, described in *why and handed to
** xStep (any of them NULL: not wanted; xStep returning nonzero stops the
** rating after that step). */
typedef struct RateOptions RateOptions;
struct RateOptions {
  int maxSteps;
  RateLog *log;
  RateWhy *why;
  int (*xStep)(void *pArg, const RateStepView *v);
  void *pArg;
};

/* Rate from st as opt says; the rest as rate_grid. */
int rate_from(const RateStart *st, const RateOptions *opt, RateResult *res,
              Work *work);

/*
** Rate g, solving it step by step.  Solving stops after maxSteps steps
** (maxSteps<=0: at the end); the score covers the steps taken.  Steps are
** recorded in *log when log is not NULL.  The work is charged to *work
** (NULL: no bound): WORK_RATE_STEP a step and WORK_RATE_PROP a potential
** the chain searches list, looked at after each step.  Returns
** res->status.  The same input always gives the same steps.
*/
int rate_grid(const Grid *g, int maxSteps, RateLog *log, RateResult *res,
              Work *work);

/* 1 when one of the n actions a places a digit: the step is one of SE's
** hints with a cell (hint.getCell()), which ends the pearl rating. */
int rate_step_places(const RateAction *a, int n);

/* The display name of a technique, SE's name: e.g. "Hidden Single". */
const char *rate_tech_name(int tech);

#endif
