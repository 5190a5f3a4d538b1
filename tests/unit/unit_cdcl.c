/* SPDX-License-Identifier: MIT */
/*
** unit_cdcl.c: the clause-learning core (ext/solve/cdcl.c) and its sudoku
** encoding (ext/solve/solvecdcl.c) called directly: counts known by hand
** (Latin squares, 4x4 sudoku grids, with grids excluded and with an extra
** unit), a pigeonhole formula long enough to reduce the learned clauses
** (with and without target phases),
** degenerate clauses, the work budget, and the model counts of random
** formulas against a count of every assignment.
*/
#include "unit.h"
#include "cdcl.h"
#include "solvecdcl.h"

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

Cdcl *unit_latin(int n){
  Cdcl *s = cdcl_new(n*n*n);
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
    Cdcl *s = cdcl_new(NVAR);
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

/* An interrupt test that says "interrupted" from its second call on. */
static int nInterruptTests;
static int interrupt_later(void){
  return ++nInterruptTests>1;
}

Cdcl *unit_pigeons(int n){
  Cdcl *s = cdcl_new((n+1)*n);
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

void unit_units4(UnitList *u, short *cell, int diagonals){
  int k, i;
  for(k=0; k<4; k++){
    for(i=0; i<4; i++){
      cell[k*4 + i] = (short)(k*4 + i);
      cell[16 + k*4 + i] = (short)(i*4 + k);
      cell[32 + k*4 + i] = (short)(((k/2)*2 + i/2)*4 + (k%2)*2 + i%2);
    }
  }
  for(i=0; i<4; i++){
    cell[48 + i] = (short)(i*4 + i);
    cell[52 + i] = (short)(i*4 + 3 - i);
  }
  u->side = 4;
  u->ncell = 16;
  u->nunit = diagonals ? 14 : 12;
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
  int lits[3], i;

  CHECK_INT("cdcl-1.1", latin_squares(3), 12);
  CHECK_INT("cdcl-1.2", latin_squares(4), 576);

  /* Pigeonhole: unsatisfiable, and long enough to reduce the learned
  ** clauses (the first reduce comes after 1000 conflicts). */
  CHECK_INT("cdcl-2.1", pigeons(7, 0, 0, &conflicts), CDCL_UNSAT);
  CHECK_INT("cdcl-2.2", conflicts>2000, 1);
  w.used = 0;
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
  s = cdcl_new(2);
  cdcl_add_clause(s, lits, 0);
  CHECK_INT("cdcl-3.1", cdcl_solve(s, 0), CDCL_UNSAT);
  cdcl_free(s);
  s = cdcl_new(2);
  lits[0] = CDCL_POS(0);
  cdcl_add_clause(s, lits, 1);
  lits[0] = CDCL_NEG(0);
  lits[1] = CDCL_NEG(0);
  cdcl_add_clause(s, lits, 2);
  CHECK_INT("cdcl-3.2", cdcl_solve(s, 0), CDCL_UNSAT);
  cdcl_free(s);
  s = cdcl_new(2);
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
  unit_units4(&u, cell, 0);
  n = solve_cdcl(&u, cand, 0, 0, 1000, first, 0, 0);
  CHECK_INT("cdcl-4.1", n, 288);
  memcpy(blocked, first, 16);
  n = solve_cdcl(&u, cand, blocked, 1, 1, blocked+16, 0, 0);
  CHECK_INT("cdcl-4.2", n==1 && memcmp(blocked, blocked+16, 16)!=0, 1);
  CHECK_INT("cdcl-4.3", solve_cdcl(&u, cand, blocked, 2, 1000, 0, 0, 0),
            286);
  unit_units4(&u, cell, 1);
  CHECK_INT("cdcl-4.4", solve_cdcl(&u, cand, 0, 0, 1000, 0, 0, 0), 48);

  /* Candidates that leave no way: an empty cell, and a value with no
  ** place in a unit (no 1 left in the first row). */
  unit_units4(&u, cell, 0);
  cand[5] = 0;
  CHECK_INT("cdcl-5.1", solve_cdcl(&u, cand, 0, 0, 1, 0, 0, 0), 0);
  cand[5] = 0xf;
  for(i=0; i<4; i++) cand[i] = 0xe;
  CHECK_INT("cdcl-5.2", solve_cdcl(&u, cand, 0, 0, 1, 0, 0, 0), 0);

  /* Learning (analysis, minimization, shrinking) loses no model and
  ** makes none up: random formulas counted against every assignment. */
  CHECK_INT("cdcl-6.1", random_formulas(300, 0), 0);
  CHECK_INT("cdcl-6.2", random_formulas(300, 1), 0);
}
