/* SPDX-License-Identifier: MIT */
/*
** generate.h: make new puzzles with exactly one solution, to a size, a
** symmetry, a number of givens, a pattern of givens, minimality and (9x9)
** a band of Sudoku Explainer ratings.
**
**   GenOptions o;
**   GenResult r;
**   char zErr[GEN_ERR_MAX];
**   if( gen_options_parse(&o, "{\"rating\":[4,6],\"symmetry\":\"rot180\"}",
**                         -1, zErr)==0
**    && generate(&o, 42, &work, 0, 0, &r)==GEN_OK ){
**     ... r.puzzle, r.solution, r.score ...
**   }
**
** Determinism: the puzzle depends only on the seed and the options (never
** on the machine, the clock, threads or the work budget, which can only
** stop a search), through the integer-only generator of gen_rng.h and
** searches whose answers (solution counts, ratings) do not depend on how
** the solvers find them.  So the same seed and options give the same
** puzzle on every machine, for one version of this code (GEN_VERSION).
** Different seeds give different puzzles (random full grids, random
** removal orders).
*/
#ifndef SUDOKU_GENERATE_H
#define SUDOKU_GENERATE_H

#include "grid.h"
#include "rules.h"
#include "work.h"

/* Raised whenever a change can change the puzzle a seed gives. */
#define GEN_VERSION 4

/* Room for an options error message, including the NUL. */
#define GEN_ERR_MAX JSON_ERR_MAX

/* Symmetries of the pattern of givens (a cell is given iff its images
** under the symmetry's maps are). */
typedef enum GenSym {
  GEN_SYM_NONE = 0,
  GEN_SYM_ROT180,       /* half turn */
  GEN_SYM_ROT90,        /* quarter turns */
  GEN_SYM_MIRROR,       /* left-right */
  GEN_SYM_FLIP,         /* top-bottom */
  GEN_SYM_DIAGONAL,     /* the main diagonal */
  GEN_SYM_ANTIDIAGONAL, /* the other diagonal */
  GEN_SYM_DIHEDRAL,     /* all of the above */
  GEN_N_SYM
} GenSym;

/* What to make (gen_options_parse fills it from JSON). */
typedef struct GenOptions GenOptions;
struct GenOptions {
  int side;                  /* 4..25 */
  int box;                   /* square boxes' side (2..5), else 0 */
  int sym;                   /* a GenSym */
  int minimal;               /* no given may go without losing uniqueness */
  int givensLo, givensHi;    /* the number of givens, inclusive */
  int rateLo, rateHi;        /* SE rating band in tenths; rateHi 0: none */
  int hasPattern;            /* givens exactly where pattern[] is 1 */
  unsigned char pattern[GRID_MAX_CELLS];
  Rules rules;               /* the variant's rules (rules.h) */
};

/*
** Read options from the JSON object z (n bytes, or -1 up to a NUL); every
** key is optional: "size", "symmetry", "minimal", "givens", "rating" or
** "grade", "pattern", and the rules keys of variants (rules.h).  Returns 0, or -1 with a message naming the key
** and the problem in zErr (GEN_ERR_MAX bytes).  A NULL or empty z gives
** the defaults: 9x9, no symmetry, not minimal, any number of givens.
*/
int gen_options_parse(GenOptions *o, const char *z, int n, char *zErr);

typedef enum GenStatus {
  GEN_OK = 0,
  GEN_NOT_FOUND,   /* no puzzle met the options within GEN_EFFORT_MAX */
  GEN_OVER_BUDGET, /* the Work's limit came first */
  GEN_NOMEM,       /* a search could not allocate */
  GEN_CANCELLED,   /* xCancel said stop */
  GEN_NO_GRID      /* no complete grid keeps the rules: nothing to find */
} GenStatus;

/* The work after which generate() gives up with GEN_NOT_FOUND when the
** Work does not stop it first (a Work without a limit). */
#define GEN_EFFORT_MAX 10000000000ULL

/* The default work budget of a search for a rating band (four times
** WORK_DEFAULT_LIMIT, about 1.2 s; the SQL function takes it when the
** connection's budget is the default): a puzzle rated 9 to 10 takes some
** 50,000,000 units on average, with a long tail (the most in seeds 1 to
** 100: 320,000,000). */
#define GEN_BAND_LIMIT (4*WORK_DEFAULT_LIMIT)

typedef struct GenResult GenResult;
struct GenResult {
  Grid puzzle;
  Grid solution;
  int score;          /* SE rating in tenths when rated, else -1 */
  int attempts;       /* full grids tried */
};

/*
** Make the puzzle of `seed` for options o, charging the search to *work
** (see work.h; NULL: no bound but GEN_EFFORT_MAX).  A 9x9 puzzle is
** rated when o asks for a band (res->score).  The puzzle has one solution
** under o's rules.  xCancel, when not NULL, is
** asked between steps whether to give up (GEN_CANCELLED), with
** pCancelArg.  Returns a GenStatus.
*/
int generate(const GenOptions *o, unsigned long long seed, Work *work,
             int (*xCancel)(void*), void *pCancelArg, GenResult *res);

/* Room for the moves of gen_local, including the NUL. */
#define GEN_MOVES_MAX 160

/*
** A neighbour of the 9x9 puzzle `from` (plain rules, one solution): the
** random numbers of `seed` take nRemove of its givens away, then add
** givens (at most nRemove+1) from a target solution (from's, or another
** of the puzzle without those givens) until the puzzle has one solution
** again.  Returns 1 with it in *out, its solution in *sol and the moves
** in zMoves (GEN_MOVES_MAX bytes: "-r1c2 -r5c5 +r3c4=7", rows and
** columns from 1), 0 when the seed gave none, -1 over *w's budget.
*/
int gen_local(const Grid *from, unsigned long long seed, int nRemove,
              Work *w, Grid *out, Grid *sol, char *zMoves);

/*
** Rate g (9x9, plain rules, one solution: sol) on *w, stopping at the
** first step that scores above top (the score is then above it, all a
** band needs): the score into *pScore.  Returns a RateStatus.
*/
int gen_rate_upto(const Grid *g, const Grid *sol, int top, Work *w,
                  int *pScore);

#endif
