/* SPDX-License-Identifier: MIT */
/*
** work.h: a bound on the search work of one call.
**
** Every search that can run long (solving and counting, dancing links,
** target sudoku, the rater) takes a Work and charges it as it goes, in
** work units: deterministic counts of search steps, never seconds, so the
** same call on the same input always stops at the same point.  A unit is
** about 10 ns of work on a 2-core x86-64 machine of 2026 in every search
** (each weighs its steps by the WORK_* costs below), so the default limit
** of 100,000,000 units keeps one call to about a second of CPU time (the
** worst measured is in docs/budget.md); hard 16x16 and 25x25 grids may
** need a raised budget.
**
** A search that would go past `limit` stops and reports that it is over
** budget (each caller has its own code for that); `used` then holds the
** units spent, a little above the limit.  A NULL Work, or a limit of 0,
** means no bound.  A Work may be passed to several searches in turn: each
** adds to `used` and all of them share the one limit.
*/
#ifndef SUDOKU_WORK_H
#define SUDOKU_WORK_H

typedef struct Work Work;
struct Work {
  unsigned long long used;    /* units spent so far */
  unsigned long long limit;   /* most units allowed; 0 means no bound */
  int threads;                /* threads a search may use at once, the
                              ** caller's included (the rater's chain
                              ** producers); 0 or 1: the caller alone */
  unsigned long long memLimit;/* most bytes the call's structures that
                              ** grow with the search may hold (work_mem);
                              ** 0 means no bound */
  unsigned long long memHeld; /* bytes they hold now */
  int memOver;                /* 1: a structure was refused memory: the
                              ** call stops as over budget, and its error
                              ** names the memory limit (fn_over_budget) */
  int limitDefault;           /* 1: limit is the front end's default, not
                              ** one the user set: a search with a default
                              ** of its own may take that (GEN_BAND_LIMIT) */
};

/* The most threads a call may use, and the default of the SQLite glue:
** the online CPUs, at most WORK_DEFAULT_THREADS_MAX (work_default_threads). */
#define WORK_MAX_THREADS 16
#define WORK_DEFAULT_THREADS_MAX 4
int work_default_threads(void);

/* The limit of the SQL functions and the CLI unless the user sets one. */
#define WORK_DEFAULT_LIMIT 100000000ULL

/* The memory limit of the SQL functions and the CLI unless the user sets
** one: 1 GiB, ten times what the largest search we know holds (a killer
** cage of 19,809 value sets in a 25x25 grid; Gecode's hardest 25x25
** grids hold under 32 MiB: docs/budget.md). */
#define WORK_DEFAULT_MEMORY (1ULL<<30)

/*
** What one step of each search costs, in units: each search's steps are
** weighed so that a unit is about 10 ns of CPU time in all of them, within
** 2x (bench/bench_budget.sh measures it, docs/budget.md gives the table).
*/
#define WORK_NODE9         24   /* one node of the 9x9 solver (solve9.c) */
#define WORK_NODEN_QUARTERS 3  /* a node of solven.c, or a round of its
                                ** propagation: this many quarter units
                                ** a cell (work_noden_cost) */
#define WORK_VAR_OPS       13   /* cells and candidates the propagation
                                ** of solvevar.c looks at, per unit */
#define WORK_CDCL_TICK     2    /* units per implication or clause look of
                                ** the learning solver (cdcl.c) */
#define WORK_DLX_UPDATES   3    /* link updates or column looks (dlx.c)
                                ** per unit */
#define WORK_TARGET_NODE   400  /* one state of target sudoku (target.c) */
#define WORK_RATE_STEP     200  /* one step of the rater (rate.c) */
#define WORK_RATE_PROP     26   /* units per potential its chain searches
                                ** list */

/* One node of the general solver (solven.c) on a grid of ncell cells. */
static inline unsigned long long work_noden_cost(int ncell){
  return (unsigned long long)ncell*WORK_NODEN_QUARTERS/4 + 1;
}

/*
** A host's interrupt test (PostgreSQL's glue sets it, the SQLite glue's
** watch of a call, sqlite/sql_watch.c, and sudokudb's runs; NULL in a
** host without one):
** when it returns non-zero, every Work counts as over its limit, so the
** search stops at its next charge and the host reports the interrupt.
** Searches that were given their allowance up front (work_steps_left)
** look at it every WORK_LOOK_STEPS steps (work_look).
*/
extern int (*work_interrupted)(void);

/*
** How many steps of `cost` units each w still allows: ~0 when unbounded,
** 0 when already over.  Searches compare a step counter with this once
** per step instead of calling work_charge() in their inner loops.
*/
static inline unsigned long long work_steps_left(const Work *w,
                                                 unsigned long long cost){
  if( w && work_interrupted && work_interrupted() ) return 0;
  if( w==0 || w->limit==0 ) return ~0ULL;
  if( w->used>=w->limit ) return 0;
  return (w->limit - w->used)/cost;
}

/* Steps a search that took its allowance up front runs between two looks
** at the host's interrupt test: well under a millisecond of any of them. */
#define WORK_LOOK_STEPS 4096

/*
** The look of a search that took its allowance up front: called when its
** count of steps `done` passes *pLook (start *pLook at 0).  Returns 1 when
** the search must stop: past its allowance `left`, or the host interrupts.
** Else moves *pLook to the next look: `left`, or sooner while a host can
** interrupt, so that even an unbounded search (budget 0) sees a cancel.
*/
static inline int work_look(unsigned long long done, unsigned long long left,
                            unsigned long long *pLook){
  if( done>left || (work_interrupted && work_interrupted()) ) return 1;
  if( work_interrupted==0 || left-done<=WORK_LOOK_STEPS ) *pLook = left;
  else *pLook = done + WORK_LOOK_STEPS;
  return 0;
}

/* Add n units to w (when not NULL); returns 1 when w is now over. */
static inline int work_charge(Work *w, unsigned long long n){
  if( w==0 ) return 0;
  w->used += n;
  if( work_interrupted && work_interrupted() ) return 1;
  return w->limit!=0 && w->used>w->limit;
}

/*
** Memory: a structure that grows with the search (the learning solver's
** clauses, watches and implication lists, cdcl.c) takes the bytes it
** adds from w before it allocates them, and gives back what it frees.
** Returns 0, or 1 when that would pass w->memLimit: nothing is taken,
** w->memOver is set, and the caller fails as over budget.  A NULL Work
** takes anything.  Threads of one call may take and give at once.
*/
static inline int work_mem_take(Work *w, unsigned long long n){
  if( w==0 ) return 0;
  if( __atomic_add_fetch(&w->memHeld, n, __ATOMIC_RELAXED)>w->memLimit
   && w->memLimit!=0 ){
    __atomic_sub_fetch(&w->memHeld, n, __ATOMIC_RELAXED);
    __atomic_store_n(&w->memOver, 1, __ATOMIC_RELAXED);
    return 1;
  }
  return 0;
}
static inline void work_mem_give(Work *w, unsigned long long n){
  if( w ) __atomic_sub_fetch(&w->memHeld, n, __ATOMIC_RELAXED);
}

#endif
