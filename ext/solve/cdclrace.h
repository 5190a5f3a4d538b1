/* SPDX-License-Identifier: MIT */
/*
** cdclrace.h: race several searches of one formula (cdclrace.c) and
** keep the answer of the one that needs the fewest steps.
**
** How long clause learning takes to find a model of a hard satisfiable
** formula is largely luck: the order of its first decisions.  On the
** Gecode 25x25 puzzles, the same puzzle with its digits and lines
** permuted takes from a third to nearly four times its median work.  Copies of the
** formula that break ties in different orders (cdcl_shuffle) race: on
** two threads the answer comes about as soon as the luckier copy finds
** it, so one unlucky order no longer sets the time.
**
** The winner is decided by steps (cdcl_ticks), never by the clock: the
** copy that answers in the fewest steps, ties to the lower number.  So
** the answer (which model, when there are several) is the same on one
** thread or several, on any machine.  With Work.threads of 2 or more
** each copy has a thread (pool.h); on one they take turns, a slice of
** steps each.
*/
#ifndef SUDOKU_CDCLRACE_H
#define SUDOKU_CDCLRACE_H

#include "cdcl.h"

/* Copies raced at most. */
#define CDCL_RACE_MAX 4

/*
** Race the n (1..CDCL_RACE_MAX) solvers a[0..n-1], which hold the same
** clauses and have not searched yet, and swap the winner into a[0] (its
** model is then read there); the caller frees all n.  *work is charged n
** times the winner's work (cdcl_work; each copy ran at least as many
** steps) and each
** copy may take 1/n of what it allows.  Returns the winner's CDCL_SAT or
** CDCL_UNSAT, CDCL_OVER_BUDGET when no copy answers within its share or
** the host interrupts (looked at by the calling thread only), or
** CDCL_NOMEM.
*/
int cdcl_race(Cdcl **a, int n, Work *work);

#endif
