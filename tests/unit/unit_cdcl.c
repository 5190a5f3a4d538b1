/* SPDX-License-Identifier: MIT */
/*
** unit_cdcl.c: the clause-learning core (ext/solve/cdcl.c) and its sudoku
** encoding (ext/solve/solvecdcl.c) called directly: counts known by hand
** (Latin squares, 4x4 sudoku grids, with grids excluded and with an extra
** unit), a pigeonhole formula long enough to reduce the learned clauses
** (with and without target phases),
** degenerate clauses, the work budget, and the model counts of random
** formulas against a count of every assignment; "exactly one" of many
** variables (the sequential counter) counted against the assignments it
** allows, its size, its building charged and interrupted, and the memory
** limit.
*/
#include "unit.h"
#include "cdcl.h"
#include "solvecdcl.h"

#include <stdlib.h>
#include <string.h>

/* Count the models of s by excluding each one found, up to max. */
static long count_models(Cdcl *s, long max){
  long n = 0;
  int rc;
  while( n<max && (rc = cdcl_solve(s, 0))==CDCL_SAT ){
    n++;
    if( cdcl_block_model(s) ) return -1;
  }
  return n;
}

/* The Latin squares of order n as clauses, on the Work w (NULL: none). */
static Cdcl *unit_latin_work(int n, Work *w){
  Cdcl *s = cdcl_new(n*n*n, w);
  int a, b, k, x[16];
  if( s==0 ) return 0;
  for(a=0; a<n; a++){
    for(b=0; b<n; b++){
      for(k=0; k<n; k++) x[k] = (a*n + b)*n + k;     /* a cell */
      cdcl_add_exactly_one(s, x, n);
      for(k=0; k<n; k++) x[k] = (a*n + k)*n + b;     /* a row, a value */
      cdcl_add_exactly_one(s, x, n);
      for(k=0; k<n; k++) x[k] = (k*n + a)*n + b;     /* a column */
      cdcl_add_exactly_one(s, x, n);
    }
  }
  return s;
}

Cdcl *unit_latin(int n){
  return unit_latin_work(n, 0);
}

/* The Latin squares of order n (576 for 4). */
static long latin_squares(int n){
  Cdcl *s = unit_latin(n);
  long count = count_models(s, 100000);
  cdcl_free(s);
  return count;
}

/*
** Random formulas of 14 variables, 3-5 literals a clause with a clause of
** two now and then (an implication list), and their models counted
** twice: by the solver (each model excluded in turn, so it learns and
** shrinks many clauses on the way) and by trying every assignment.
** Returns the number of formulas on which the two counts differ.
*/
static int random_formulas(int nFormula, int target){
  enum { NVAR = 14, NCLAUSE = 48 };
  unsigned x = 2463534242u;
  int f, bad = 0;
  for(f=0; f<nFormula; f++){
    int cl[NCLAUSE][5], len[NCLAUSE], c, k;
    long want = 0, got;
    unsigned a;
    Cdcl *s = cdcl_new(NVAR, 0);
    if( s==0 ) return -1;
    for(c=0; c<NCLAUSE; c++){
      len[c] = unit_rand(&x)%8==0 ? 2 : 3 + (int)(unit_rand(&x)%3);
      for(k=0; k<len[c]; k++){
        cl[c][k] = (int)(unit_rand(&x)%(2*NVAR));
      }
      cdcl_add_clause(s, cl[c], len[c]);
    }
    cdcl_target_phases(s, target);
    for(a=0; a<(1u<<NVAR); a++){
      for(c=0; c<NCLAUSE; c++){
        for(k=0; k<len[c]; k++){
          int lit = cl[c][k];
          if( ((a>>(lit>>1)) & 1)!=(unsigned)(lit & 1) ) break;
        }
        if( k==len[c] ) break;
      }
      want += c==NCLAUSE;
    }
    got = count_models(s, 1L<<NVAR);
    bad += got!=want;
    cdcl_free(s);
  }
  return bad;
}

/*
** Random formulas over "exactly one of n" variables (n from 33 to 96:
** past CDCL_PAIRWISE_MAX, the sequential counter) and 1-12 random clauses
** of 1-4 literals over them, their models counted by the solver (the
** counter's own variables follow from the true one, so a model per
** assignment) and by trying each of the n assignments with exactly one
** variable true.  Returns the number of formulas on which they differ.
*/
static int random_exactly_one(int nFormula){
  enum { MAXN = 96, MAXCL = 12 };
  unsigned x = 88172645u;
  int f, bad = 0;
  for(f=0; f<nFormula; f++){
    int n = 33 + (int)(unit_rand(&x)%(MAXN-32)), vars[MAXN];
    int nCl = 1 + (int)(unit_rand(&x)%MAXCL), cl[MAXCL][4], len[MAXCL];
    int c, k, i;
    long want = 0, got;
    Cdcl *s = cdcl_new(n, 0);
    if( s==0 ) return -1;
    for(i=0; i<n; i++) vars[i] = i;
    cdcl_add_exactly_one(s, vars, n);
    for(c=0; c<nCl; c++){
      len[c] = 1 + (int)(unit_rand(&x)%4);
      for(k=0; k<len[c]; k++) cl[c][k] = (int)(unit_rand(&x)%(2*(unsigned)n));
      cdcl_add_clause(s, cl[c], len[c]);
    }
    for(i=0; i<n; i++){                  /* variable i alone true */
      for(c=0; c<nCl; c++){
        for(k=0; k<len[c]; k++){
          if( (cl[c][k]>>1==i)!=(cl[c][k] & 1) ) break;   /* true literal */
        }
        if( k==len[c] ) break;
      }
      want += c==nCl;
    }
    got = count_models(s, 2*MAXN);
    bad += got!=want;
    cdcl_free(s);
  }
  return bad;
}

/* The memory held (work.h) by a solver with "exactly one" of n
** variables; 0 when it was refused. */
static unsigned long long exactly_one_bytes(int n, unsigned long long limit){
  Work w;
  int *vars = malloc(sizeof(int)*(size_t)n), i, rc = -1;
  unsigned long long held = 0;
  Cdcl *s;
  memset(&w, 0, sizeof(w));
  w.memLimit = limit;
  s = vars ? cdcl_new(n, &w) : 0;
  if( s ){
    for(i=0; i<n; i++) vars[i] = i;
    rc = cdcl_add_exactly_one(s, vars, n);
    if( rc==0 ) rc = cdcl_solve(s, &w);
    held = w.memHeld;
  }
  cdcl_free(s);
  free(vars);
  if( w.memHeld!=0 ) return 1;           /* freeing gives it all back */
  return rc==CDCL_SAT ? held : 0;
}

/* An interrupt test that says "interrupted" from its second call on. */
static int nInterruptTests;
static int interrupt_later(void){
  return ++nInterruptTests>1;
}

Cdcl *unit_pigeons(int n){
  Cdcl *s = cdcl_new((n+1)*n, 0);
  int p, q, h, lits[16];
  if( s==0 ) return 0;
  for(p=0; p<=n; p++){
    for(h=0; h<n; h++) lits[h] = CDCL_POS(p*n + h);
    cdcl_add_clause(s, lits, n);
  }
  for(h=0; h<n; h++){
    for(p=0; p<=n; p++){
      for(q=p+1; q<=n; q++){
        lits[0] = CDCL_NEG(p*n + h);
        lits[1] = CDCL_NEG(q*n + h);
        cdcl_add_clause(s, lits, 2);
      }
    }
  }
  return s;
}

/* Search the pigeons of unit_pigeons(n), with target phases when
** `target`; the conflicts into *pConflicts. */
static int pigeons(int n, int target, Work *w,
                   unsigned long long *pConflicts){
  Cdcl *s = unit_pigeons(n);
  int rc;
  cdcl_target_phases(s, target);
  rc = cdcl_solve(s, w);
  *pConflicts = cdcl_conflicts(s);
  cdcl_free(s);
  return rc;
}

void unit_units(UnitList *u, short *cell, int box, int diagonals){
  int n = box*box, k, i;
  for(k=0; k<n; k++){
    for(i=0; i<n; i++){
      cell[k*n + i] = (short)(k*n + i);
      cell[n*n + k*n + i] = (short)(i*n + k);
      cell[2*n*n + k*n + i] =
        (short)(((k/box)*box + i/box)*n + (k%box)*box + i%box);
    }
  }
  for(i=0; i<n; i++){
    cell[3*n*n + i] = (short)(i*n + i);
    cell[3*n*n + n + i] = (short)(i*n + n-1 - i);
  }
  u->side = n;
  u->ncell = n*n;
  u->nunit = diagonals ? 3*n + 2 : 3*n;
  u->cell = cell;
}

void unit_cdcl(void){
  Cdcl *s;
  Work w;
  UnitList u;
  short cell[56];
  unsigned cand[16];
  unsigned char first[16], blocked[32];
  unsigned long long conflicts, n;
  static int big[20000];
  int x40[40];
  int lits[3], i;

  CHECK_INT("cdcl-1.1", latin_squares(3), 12);
  CHECK_INT("cdcl-1.2", latin_squares(4), 576);

  /* Pigeonhole: unsatisfiable, and long enough to reduce the learned
  ** clauses (the first reduce comes after 1000 conflicts). */
  CHECK_INT("cdcl-2.1", pigeons(7, 0, 0, &conflicts), CDCL_UNSAT);
  CHECK_INT("cdcl-2.2", conflicts>2000, 1);
  memset(&w, 0, sizeof(w));
  w.limit = 10000;
  CHECK_INT("cdcl-2.3", pigeons(7, 0, &w, &conflicts), CDCL_OVER_BUDGET);
  CHECK_INT("cdcl-2.4", w.used>w.limit, 1);
  /* With target phases (past 1000 conflicts, in stable mode, decisions
  ** may set variables false): the same answer. */
  CHECK_INT("cdcl-2.5", pigeons(7, 1, 0, &conflicts), CDCL_UNSAT);
  CHECK_INT("cdcl-2.6", conflicts>1000, 1);
  /* A host's interrupt that comes during the search (not at its start)
  ** stops it within 256 conflicts, even without a work limit. */
  w.used = 0;
  w.limit = 0;
  nInterruptTests = 0;
  work_interrupted = interrupt_later;
  CHECK_INT("cdcl-2.7", pigeons(7, 0, &w, &conflicts), CDCL_OVER_BUDGET);
  work_interrupted = 0;
  CHECK_INT("cdcl-2.8", conflicts<=256, 1);

  /* Degenerate clauses: empty, a unit and its negation, tautologies and
  ** repeats; a model with no decision blocks to "none left". */
  s = cdcl_new(2, 0);
  cdcl_add_clause(s, lits, 0);
  CHECK_INT("cdcl-3.1", cdcl_solve(s, 0), CDCL_UNSAT);
  cdcl_free(s);
  s = cdcl_new(2, 0);
  lits[0] = CDCL_POS(0);
  cdcl_add_clause(s, lits, 1);
  lits[0] = CDCL_NEG(0);
  lits[1] = CDCL_NEG(0);
  cdcl_add_clause(s, lits, 2);
  CHECK_INT("cdcl-3.2", cdcl_solve(s, 0), CDCL_UNSAT);
  cdcl_free(s);
  s = cdcl_new(2, 0);
  lits[0] = CDCL_POS(1);
  lits[1] = CDCL_NEG(1);
  lits[2] = CDCL_POS(0);
  cdcl_add_clause(s, lits, 3);                 /* always true */
  lits[0] = CDCL_POS(0);
  cdcl_add_clause(s, lits, 1);
  lits[0] = CDCL_NEG(1);
  cdcl_add_clause(s, lits, 1);
  CHECK_INT("cdcl-3.3", count_models(s, 10), 1);
  CHECK_INT("cdcl-3.4", cdcl_value(s, 0)*10 + cdcl_value(s, 1), 10);
  cdcl_free(s);

  /* The sudoku encoding: the 288 4x4 grids; with two excluded; with the
  ** diagonals as two more units (the 4x4 "X" grids: 48). */
  for(i=0; i<16; i++) cand[i] = 0xf;
  unit_units(&u, cell, 2, 0);
  n = solve_cdcl(&u, cand, 0, 0, 1000, first, 0, 0);
  CHECK_INT("cdcl-4.1", n, 288);
  memcpy(blocked, first, 16);
  n = solve_cdcl(&u, cand, blocked, 1, 1, blocked+16, 0, 0);
  CHECK_INT("cdcl-4.2", n==1 && memcmp(blocked, blocked+16, 16)!=0, 1);
  CHECK_INT("cdcl-4.3", solve_cdcl(&u, cand, blocked, 2, 1000, 0, 0, 0),
            286);
  unit_units(&u, cell, 2, 1);
  CHECK_INT("cdcl-4.4", solve_cdcl(&u, cand, 0, 0, 1000, 0, 0, 0), 48);

  /* Candidates that leave no way: an empty cell, and a value with no
  ** place in a unit (no 1 left in the first row). */
  unit_units(&u, cell, 2, 0);
  cand[5] = 0;
  CHECK_INT("cdcl-5.1", solve_cdcl(&u, cand, 0, 0, 1, 0, 0, 0), 0);
  cand[5] = 0xf;
  for(i=0; i<4; i++) cand[i] = 0xe;
  CHECK_INT("cdcl-5.2", solve_cdcl(&u, cand, 0, 0, 1, 0, 0, 0), 0);

  /* Learning (analysis, minimization, shrinking) loses no model and
  ** makes none up: random formulas counted against every assignment. */
  CHECK_INT("cdcl-6.1", random_formulas(300, 0), 0);
  CHECK_INT("cdcl-6.2", random_formulas(300, 1), 0);

  /* "Exactly one" of many variables: the sequential counter loses no
  ** model and makes none up; at the threshold, pairs. */
  CHECK_INT("cdcl-7.1", random_exactly_one(300), 0);
  for(i=0; i<40; i++) x40[i] = i;
  s = cdcl_new(40, 0);
  cdcl_add_exactly_one(s, x40, CDCL_PAIRWISE_MAX);
  cdcl_add_exactly_one(s, x40+CDCL_PAIRWISE_MAX, 40-CDCL_PAIRWISE_MAX);
  CHECK_INT("cdcl-7.2", count_models(s, 10000),
            CDCL_PAIRWISE_MAX*(40-CDCL_PAIRWISE_MAX));
  cdcl_free(s);
  s = cdcl_new(40, 0);
  cdcl_add_exactly_one(s, x40, 40);
  cdcl_add_exactly_one(s, x40, 40);           /* twice: the same models */
  CHECK_INT("cdcl-7.3", count_models(s, 100), 40);
  cdcl_free(s);
  /* Added after a search: the counter's variables join a solver whose
  ** implication lists are built. */
  s = cdcl_new(40, 0);
  lits[0] = CDCL_POS(3);
  lits[1] = CDCL_POS(37);
  cdcl_add_clause(s, lits, 2);
  CHECK_INT("cdcl-7.31", cdcl_solve(s, 0), CDCL_SAT);
  cdcl_add_exactly_one(s, x40, 40);
  CHECK_INT("cdcl-7.32", count_models(s, 100), 2);
  cdcl_free(s);

  /* Its size grows linearly: 20,000 variables (a cage's value sets) in
  ** about 5 MB, and 40,000 in about twice that (pairs would be 200 and
  ** 800 million clauses, 1.6 and 6.4 GB).  Under 64 KB it is refused. */
  n = exactly_one_bytes(20000, 0);
  CHECK_INT("cdcl-7.4", n>1000000 && n<8000000, 1);
  CHECK_INT("cdcl-7.5", exactly_one_bytes(40000, 0)<2*n+100000, 1);
  CHECK_INT("cdcl-7.6", exactly_one_bytes(20000, 65536), 0);

  /* Building is charged to the Work given to cdcl_new (a unit per 4
  ** literals, charged every 16,384: the counter's first clause alone
  ** is 5,000 units), stops at its budget and at the
  ** host's interrupt. */
  memset(&w, 0, sizeof(w));
  w.limit = 100;
  s = cdcl_new(20000, &w);
  for(i=0; i<20000; i++) big[i] = i;
  CHECK_INT("cdcl-8.1", cdcl_add_exactly_one(s, big, 20000),
            CDCL_OVER_BUDGET);
  CHECK_INT("cdcl-8.2", w.used>w.limit && w.used<10000 && !w.memOver, 1);
  CHECK_INT("cdcl-8.3", cdcl_solve(s, 0), CDCL_OVER_BUDGET);
  cdcl_free(s);
  memset(&w, 0, sizeof(w));
  s = cdcl_new(20000, &w);
  nInterruptTests = 0;
  work_interrupted = interrupt_later;
  CHECK_INT("cdcl-8.4", cdcl_add_exactly_one(s, big, 20000),
            CDCL_OVER_BUDGET);
  work_interrupted = 0;
  CHECK_INT("cdcl-8.5", nInterruptTests, 2);
  cdcl_free(s);

  /* The memory limit: a solver refused memory says over budget, with
  ** memOver set; freeing it gives back all it held. */
  memset(&w, 0, sizeof(w));
  w.memLimit = 1<<20;
  s = unit_latin_work(8, &w);
  CHECK_INT("cdcl-9.1", s!=0 && cdcl_solve(s, &w)==CDCL_SAT, 1);
  CHECK_INT("cdcl-9.2", w.memHeld>100000 && !w.memOver, 1);
  cdcl_free(s);
  CHECK_INT("cdcl-9.3", w.memHeld, 0);
  w.memLimit = 50000;
  s = unit_latin_work(8, &w);
  CHECK_INT("cdcl-9.4", s==0 || cdcl_solve(s, &w)==CDCL_OVER_BUDGET, 1);
  CHECK_INT("cdcl-9.5", w.memOver && w.memHeld<=w.memLimit, 1);
  cdcl_free(s);
  CHECK_INT("cdcl-9.6", w.memHeld, 0);
}
