/* SPDX-License-Identifier: MIT */
/*
** cdcl.h: a small conflict-driven clause-learning SAT solver, the engine
** behind the general solver on hard 16x16 and 25x25 grids (solvecdcl.c)
** and meant for any puzzle that is "exactly one of these" constraints.
**
** Variables are 0..nvar-1; a literal is 2*var for "var is true" and
** 2*var+1 for "var is false" (CDCL_POS, CDCL_NEG).  Clauses of two
** literals given before the first cdcl_solve() are kept as implication
** lists, the rest in an arena watched by two literals.  Learning: first
** UIP with recursive minimization and all-UIP shrinking (each lower
** level's literals replaced by one of that level that implies them);
** decisions by activity (VSIDS), each
** setting a variable true (made for "exactly one" constraints: a decision
** places a value rather than strikes one), or with target phases
** (cdcl_target_phases) in stable mode, false for a variable that was false
** in the longest conflict-free trail so far (each stable mode starting
** from the longest of the whole search); restarts in two
** alternating modes (focused: on rising glue; stable: at Luby
** intervals); learned clauses cut in
** half by glue (LBD) at a growing interval, and all but the reasons of
** assignments whenever they hold more than MAX_LEARNT_LITS literals (an
** option, 4,000,000 by default), so memory stays bounded: the formula
** plus about 4*MAX_LEARNT_LITS bytes of learned clauses (16 MB) and their
** watches.  The constants of all this are the options of cdclopt.h, which
** each solver copies when made; the figures here are their defaults.
**
** Deterministic: no randomness, so the same formula gives the same
** answers, models and search figures.  The search is charged to a Work
** (work.h) as it goes: WORK_CDCL_TICK units per literal implication
** or clause look, checked after each round of propagation; a host's
** interrupt (work_interrupted) is seen every 256 conflicts and every 65,536
** steps between them.  Building the formula is charged to the Work given
** to cdcl_new(), a unit per 4 literals added, and looks at the host every
** 16,384 of them.  That Work's memory limit (work_mem_take) bounds the
** bytes the solver holds: its arrays, clauses, watches and implication
** lists; past it, calls return CDCL_OVER_BUDGET with work->memOver set.
*/
#ifndef SUDOKU_CDCL_H
#define SUDOKU_CDCL_H

#include "work.h"

typedef struct Cdcl Cdcl;

#define CDCL_POS(v) (2*(v))
#define CDCL_NEG(v) (2*(v)+1)

/* cdcl_solve() results. */
#define CDCL_UNSAT       0
#define CDCL_SAT         1
#define CDCL_OVER_BUDGET (-1)
#define CDCL_NOMEM       (-2)

/* A solver with nvar variables and no clause, with the options
** cdcl_options holds now (cdclopt.h); NULL when out of memory
** (or refused it by work's memory limit: work->memOver).  work (NULL:
** none) must outlive the solver: it is charged for building and holds
** the solver's memory until cdcl_free(). */
Cdcl *cdcl_new(int nvar, Work *work);
void cdcl_free(Cdcl *s);

/*
** Add the clause lits[0..n-1] (n >= 0; duplicates allowed).  Before the
** first cdcl_solve() any clause may be added; after it, between calls,
** too (such as a clause excluding a model).  Returns 0, CDCL_NOMEM, or
** CDCL_OVER_BUDGET when the building goes over the budget of cdcl_new's
** Work, the host interrupts, or its memory limit is reached.
*/
int cdcl_add_clause(Cdcl *s, const int *lits, int n);

/*
** Exactly one of the variables vars[0..n-1] is true: one clause of n
** literals and, for at most CDCL_PAIRWISE_MAX variables (every unit of a
** grid), a clause of two for each pair; for more (a cage's value sets),
** a sequential counter: n-1 variables of its own (numbered from the
** solver's count so far, which grows) and 3n clauses of two, whose values
** follow from the true one, so models stay one per solution.  0,
** CDCL_NOMEM or CDCL_OVER_BUDGET.
*/
#define CDCL_PAIRWISE_MAX 32
int cdcl_add_exactly_one(Cdcl *s, const int *vars, int n);

/*
** Search for a model of the clauses.  Returns CDCL_SAT (cdcl_value() then
** reads the model), CDCL_UNSAT, CDCL_OVER_BUDGET when *work runs out
** (NULL: no bound) or CDCL_NOMEM.  Learned clauses are kept between
** calls.
*/
int cdcl_solve(Cdcl *s, Work *work);

/*
** Search on for at most `ticks` more steps of work (cdcl_work(): those
** cdcl_solve() charges WORK_CDCL_TICK units each), never
** calling the host: from where the last cdcl_run() that ran out of steps
** stopped (CDCL_OVER_BUDGET), or from the root on a new solver or after
** cdcl_add_clause().  A search cut into several runs goes exactly as one
** run of their sum would.  Returns as cdcl_solve() does.  For searches raced on several threads
** (cdclrace.h), each solver on one thread at a time.
*/
int cdcl_run(Cdcl *s, unsigned long long ticks);

/* The steps of every search of s so far: the implications and clause
** looks (what a race compares, cdclrace.h). */
unsigned long long cdcl_ticks(const Cdcl *s);

/* Its work so far, in steps of the same time: the ticks and the rest
** (variables taken off the decision heap, implication lists built);
** cdcl_run()'s bound and the unit cdcl_solve() charges. */
unsigned long long cdcl_work(const Cdcl *s);

/*
** Before the first search: break the ties between variables of equal
** activity in an order drawn from seed rather than by number, so that a
** copy of a formula searches it in another order (cdclrace.h).
*/
void cdcl_shuffle(Cdcl *s, unsigned seed);

/* The value (0 or 1) of var in the model of the last CDCL_SAT. */
int cdcl_value(const Cdcl *s, int var);

/*
** Exclude the model of the last CDCL_SAT, so that the next cdcl_solve()
** finds another one or CDCL_UNSAT: the clause added is the negation of
** its decisions, which with the clauses imply the whole model.
** Returns 0, or CDCL_NOMEM.
*/
int cdcl_block_model(Cdcl *s);

/*
** Target phases on (1) or off (0, the default): in stable mode, decisions
** follow the values of the longest trail without conflict so far
** (CaDiCaL's idea), which finds the models of hard satisfiable formulas
** with fewer conflicts, but makes the proof that there is no (other) model
** slower.  On before the first search, the search also starts in stable
** mode, with Luby restarts in units of 4,096 conflicts rather than 2,048;
** and focused mode holds its restarts off for a while after a conflict
** on a trail much longer than usual (Glucose's restart blocking).
** Blocking a model turns them off.
*/
void cdcl_target_phases(Cdcl *s, int on);

/* Search figures so far. */
unsigned long long cdcl_conflicts(const Cdcl *s);
unsigned long long cdcl_decisions(const Cdcl *s);

#endif
