/* SPDX-License-Identifier: MIT */
/*
** cdclopt.h: the tuning options of the clause-learning solver (cdcl.c),
** one table (the idea of Kissat's option table): each option's name, its
** default, the range it may take and what it sets.
**
** A solver reads its options from the CdclOptions it copies, when made
** (cdcl_new), from cdcl_options: the table's defaults, which the SQL
** functions and the CLI never change.  The benchmark programs that run
** the solver (bench/bench_big, bench_sizes, bench_budget) set any of
** them from their command line, so that a tuning trial is a command:
**
**   sh bench/bench_big.sh --cdcl-VAR_DECAY=0.9 --cdcl-KEEP_GLUE=3
**   build/bench/bench_big --cdcl-options     (the table, current values)
**
** cdcl_options is the process's: set it before the first search, never
** while one runs (the benchmarks set it as they start).
**
** The table below (CDCL_OPTIONS) is the one list of them, each row with
** its one-line doc: the search's heuristics first (reduces of the
** learned clauses, decay, restarts and modes, restart blocking, the
** raced copy's order), then the accounting of the work that is not an
** implication or a clause look (cdcl_work: what a budget allows, not
** what the search does), whose doc lines start "work:".  bench/README.md
** shows the table as --cdcl-options prints it; a unit test
** (tests/unit/unit_cdclopt.c) checks that the defaults give the search
** they were tuned with, conflict for conflict.
*/
#ifndef SUDOKU_CDCLOPT_H
#define SUDOKU_CDCLOPT_H

#include <stddef.h>

/*
** The table: I(NAME, default, least, most, doc) for an option of whole
** numbers (an int), R(...) for a real one (a double).  The member of
** CdclOptions has the option's name.
*/
#define CDCL_OPTIONS(I, R) \
  I(REDUCE_FIRST, 1000, 1, 1000000000, \
    "conflicts before the first reduce of the learned clauses") \
  I(REDUCE_STEP, 100, 0, 1000000000, \
    "conflicts the interval between reduces grows by each time") \
  I(KEEP_GLUE, 2, 0, 1000000, \
    "learned clauses of glue up to this stay through a reduce") \
  I(MAX_LEARNT_LITS, 4000000, 1, 1000000000, \
    "learned literals kept at most (past it a reduce deletes all it can)") \
  R(VAR_DECAY, 0.95, 0.5, 1.0, \
    "activity decay per conflict (VSIDS)") \
  I(GLUE_FAST, 32, 1, 1000000000, \
    "span of the recent glue average, in conflicts") \
  I(GLUE_SLOW, 10000, 1, 1000000000, \
    "span of the long-run glue average, in conflicts") \
  R(GLUE_MARGIN, 1.1, 1.0, 10.0, \
    "focused mode restarts when recent glue is this times the long-run") \
  I(RESTART_GAP, 2, 1, 1000000000, \
    "conflicts at least between two restarts of focused mode") \
  I(MODE_FIRST, 1000, 1, 1000000000, \
    "conflicts of the first mode (each later one twice the time before)") \
  I(STABLE_UNIT, 2048, 1, 1000000000, \
    "conflicts per Luby unit of stable mode's restarts") \
  I(STABLE_UNIT_SAT, 4096, 1, 1000000000, \
    "the same with target phases on") \
  R(BLOCK_TRAIL, 1.2, 1.0, 10.0, \
    "target phases, focused: a trail this times its average blocks restarts") \
  I(BLOCK_SPAN, 50, 0, 1000000000, \
    "conflicts restarts stay blocked") \
  I(TRAIL_SPAN, 5000, 1, 1000000000, \
    "span of the trail's average, in conflicts (no blocking before)") \
  I(RIVAL_SEED, 1, 0, 2147483647, \
    "order of decisions of the raced copy (cdcl_shuffle)") \
  I(FREEZE_TICKS, 4, 0, 1000, \
    "work: steps per implication-list entry built and sorted") \
  I(HEAP_POP_TICKS, 4, 0, 1000, \
    "work: steps per variable taken off the decision heap") \
  I(BUILD_LITS_PER_UNIT, 4, 1, 1000, \
    "work: literals added per work unit") \
  I(BUILD_LOOK, 16384, 1, 1000000000, \
    "work: literals added between two charges of the Work") \
  I(LOOK_TICKS, 65536, 1, 1000000000, \
    "work: steps between two looks at the host's interrupt")

#define CDCL_OPT_INT_MEMBER(N, D, LO, HI, DOC)  int N;
#define CDCL_OPT_REAL_MEMBER(N, D, LO, HI, DOC) double N;

typedef struct CdclOptions CdclOptions;
struct CdclOptions {
  CDCL_OPTIONS(CDCL_OPT_INT_MEMBER, CDCL_OPT_REAL_MEMBER)
};

/* The options new solvers take (cdcl_new); the defaults until a program
** sets others.  cdcl_option_defaults: the defaults always. */
extern CdclOptions cdcl_options;
extern const CdclOptions cdcl_option_defaults;

/* A row of the table. */
typedef struct CdclOption CdclOption;
struct CdclOption {
  const char *zName;
  int isReal;            /* a double; else an int */
  size_t offset;         /* of its member in CdclOptions */
  double dflt, lo, hi;   /* default, least, most */
  const char *zDoc;
};

extern const CdclOption cdcl_option_table[];
extern const int cdcl_option_count;

/* The row of the option named zName (exactly, case and all), or NULL. */
const CdclOption *cdcl_option_find(const char *zName);

/* The value of option *p in *o. */
double cdcl_option_get(const CdclOptions *o, const CdclOption *p);

/* Room for an error of cdcl_option_set, its NUL included. */
#define CDCL_OPTION_ERR_MAX 160

/*
** Set one option of *o from "NAME=VALUE": VALUE a whole number for an
** int option, a decimal number for a real one, within the option's range.
** Returns 0, or 1 with *o unchanged and zErr (CDCL_OPTION_ERR_MAX bytes)
** naming the option and what is wrong: no '=', an unknown name, a value
** that is no number of its kind, or out of its range.
*/
int cdcl_option_set(CdclOptions *o, const char *zAssign, char *zErr);

#endif
