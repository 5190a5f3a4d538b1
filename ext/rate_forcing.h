/*
** rate_forcing.h: the engine of SE's multiple and dynamic forcing chains
** (rate_forcing.c), shared with the nested levels (rate_nested.c).
**
** A Run is what one assumption implies (SE's doChaining): the candidates
** found on and off, in the order found, and the parents of each potential
** (pid = 2*candidate + on), so that a hint's complexity can be counted.
** An Engine is one of SE's chaining producers with its working grid and
** the runs it keeps while it looks at one cell.
*/
#ifndef SUDOKU_RATE_FORCING_H
#define SUDOKU_RATE_FORCING_H

#include "rate_chain.h"

#define RUN_FRESH 1458           /* pid slot of a contradiction's unlisted
                                 ** half */
#define RUN_POOL  32768          /* parents a run may hold */
#define ADV_POOL  65536          /* parents of one advanced step */

typedef struct Run Run;
struct Run {
  int nOn, nOff;
  short aOn[729], aOff[729];     /* candidates found on / off, in order */
  unsigned long long on[12], off[12];   /* the same as sets */
  int aFirst[RUN_FRESH+1];       /* parents of pid: aPool[aFirst[pid]..] */
  unsigned char aNPar[RUN_FRESH+1];
  int nPool;
  int overflow;                  /* parents were dropped (pool full) */
  int absurd;                    /* candidate found on and off, or -1 */
  int absurdFreshOn;             /* 1: its on half is RUN_FRESH */
  short aPool[RUN_POOL];
};

/* Which of aTech names a hint. */
enum { TECH_CELL, TECH_REGION, TECH_CONTRADICTION, TECH_DOUBLE, N_TECH };

/* The off potentials an advanced step adds, with their parents. */
typedef struct Adv Adv;
struct Adv {
  int n, nPool;
  short aX[729];
  int aFirst[729];
  short aNPar[729];
  short aPool[ADV_POOL];
};

typedef struct Engine Engine;
struct Engine {
  int multiple, dynamic, nishio, level;   /* SE's Chaining(...) flags */
  double base_d;                 /* base difficulty of its hints */
  int aTech[N_TECH];             /* RateTech of each kind of hint */
  unsigned short base[81];       /* the grid the producer looks at */
  RateBits basePlaces[9];
  unsigned short cand[81];       /* the working grid of a dynamic run */
  RateBits places[9];
  unsigned char nPlaced[9];      /* cells holding each digit */
  unsigned long long nProp;      /* runs made, for the work charge */
  /* the best hint so far: its target, complexity, sort key */
  int found, bestC, bestSk, bestX, bestPlace, bestTech;
  /* ancestor counting */
  unsigned stamp;
  unsigned aSeen[RUN_FRESH+1];
  short aStack[RUN_FRESH+1];
  Adv adv;                       /* rate_plus.c's working list */
  Run off;                       /* a candidate assumed false */
  Run aCell[9];                  /* each candidate of a cell assumed true */
  Run aRegion[9];                /* each place of a digit in a unit */
};

void run_chain(Engine *E, Run *R, int pid);
int run_listed_off(const Run *R, int x);
void run_list(Run *R, int x, int on, const short *aPar, int nPar);
int rate_advanced(Engine *E, Run *R);
int run_ancestors(Engine *E, const Run *R, int pid);
int rate_chaining(Engine *E, const RateState *s, RateFind *f);

#endif
