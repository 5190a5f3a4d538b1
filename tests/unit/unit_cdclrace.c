/* SPDX-License-Identifier: MIT */
/*
** unit_cdclrace.c: searches cut into slices (cdcl_run) and the race of
** two copies of a formula (ext/solve/cdclrace.c).  A search in slices
** goes exactly as in one run; the race keeps the copy that answers in
** the fewest steps, with the same model and the same work charged on one
** thread and on two, whichever copy wins; it shares the work budget and
** sees the host's interrupt.
*/
#include "unit.h"
#include "cdclrace.h"

#include <string.h>

/* A Latin square of order N (unit_latin) with its first row given
** (1..N), satisfiable with many models; target phases on, ties broken
** by seed (0: by number). */
#define N 12
static Cdcl *latin(unsigned seed){
  Cdcl *s = unit_latin(N);
  int a, lit;
  for(a=0; a<N; a++){
    lit = CDCL_POS(a*N + a);
    cdcl_add_clause(s, &lit, 1);
  }
  cdcl_target_phases(s, 1);
  if( seed ) cdcl_shuffle(s, seed);
  return s;
}

/* unit_pigeons(n), ties broken by seed. */
static Cdcl *pigeons(int n, unsigned seed){
  Cdcl *s = unit_pigeons(n);
  if( seed ) cdcl_shuffle(s, seed);
  return s;
}

/* The model of s, one byte per variable of the Latin square. */
static void model(const Cdcl *s, unsigned char *m){
  int v;
  for(v=0; v<N*N*N; v++) m[v] = (unsigned char)cdcl_value(s, v);
}

/* Race the Latin squares of seeds a and b on `threads` threads; the
** winner's model into m, the work charged into *pUsed.  Returns the
** race's result. */
static int race_latin(unsigned a, unsigned b, int threads, unsigned char *m,
                      unsigned long long *pUsed){
  Cdcl *c[2];
  Work w;
  int rc;
  c[0] = latin(a);
  c[1] = latin(b);
  memset(&w, 0, sizeof(w));
  w.threads = threads;
  rc = cdcl_race(c, 2, &w);
  if( rc==CDCL_SAT ) model(c[0], m);
  *pUsed = w.used;
  cdcl_free(c[0]);
  cdcl_free(c[1]);
  return rc;
}

/* An interrupt test that says "interrupted" from its second call on. */
static int nLooks;
static int interrupt_later(void){
  return ++nLooks>1;
}

void unit_cdclrace(void){
  static unsigned char m0[N*N*N], m1[N*N*N], mRace[N*N*N], mRace2[N*N*N];
  unsigned long long t0, t1, w0, w1, used, used2, conflicts;
  Cdcl *s, *c[2];
  Work w;
  int rc, slices;

  /* A search in slices of 2,000 steps: the same answer, conflicts and
  ** steps as in one run. */
  s = pigeons(7, 0);
  CHECK_INT("race-1.1", cdcl_run(s, ~0ULL), CDCL_UNSAT);
  conflicts = cdcl_conflicts(s);
  t0 = cdcl_ticks(s);
  cdcl_free(s);
  s = pigeons(7, 0);
  slices = 0;
  while( (rc = cdcl_run(s, 2000))==CDCL_OVER_BUDGET ) slices++;
  CHECK_INT("race-1.2", rc, CDCL_UNSAT);
  CHECK_INT("race-1.3", slices>100, 1);
  CHECK_INT("race-1.4", cdcl_conflicts(s)==conflicts && cdcl_ticks(s)==t0,
            1);
  cdcl_free(s);

  /* Each copy alone: another order of ties finds another model, in
  ** another number of steps. */
  s = latin(0);
  CHECK_INT("race-2.1", cdcl_run(s, ~0ULL), CDCL_SAT);
  t0 = cdcl_ticks(s);
  w0 = cdcl_work(s);
  model(s, m0);
  cdcl_free(s);
  s = latin(7);
  CHECK_INT("race-2.2", cdcl_run(s, ~0ULL), CDCL_SAT);
  t1 = cdcl_ticks(s);
  w1 = cdcl_work(s);
  model(s, m1);
  cdcl_free(s);
  CHECK_INT("race-2.3", memcmp(m0, m1, sizeof(m0))!=0 && t0!=t1, 1);

  /* The race, in both orders, on one thread and on two: the model of the
  ** copy with fewer steps, and twice its work charged (in units). */
  CHECK_INT("race-3.1", race_latin(0, 7, 1, mRace, &used), CDCL_SAT);
  CHECK_INT("race-3.2", memcmp(mRace, t0<t1 ? m0 : m1, sizeof(m0)), 0);
  CHECK_INT("race-3.3", used,
            2*(t0<t1 ? w0 : w1)*WORK_CDCL_TICK);
  CHECK_INT("race-3.4", race_latin(0, 7, 2, mRace2, &used2), CDCL_SAT);
  CHECK_INT("race-3.5", memcmp(mRace, mRace2, sizeof(m0))==0
                        && used==used2, 1);
  CHECK_INT("race-3.6", race_latin(7, 0, 1, mRace, &used), CDCL_SAT);
  CHECK_INT("race-3.7", race_latin(7, 0, 2, mRace2, &used2), CDCL_SAT);
  CHECK_INT("race-3.8", memcmp(mRace, t0<t1 ? m0 : m1, sizeof(m0))==0
                        && memcmp(mRace, mRace2, sizeof(m0))==0
                        && used==used2, 1);

  /* No model: both copies prove it, the answer is the faster proof. */
  c[0] = pigeons(7, 0);
  c[1] = pigeons(7, 3);
  memset(&w, 0, sizeof(w));
  w.threads = 2;
  CHECK_INT("race-4.1", cdcl_race(c, 2, &w), CDCL_UNSAT);
  cdcl_free(c[0]);
  cdcl_free(c[1]);

  /* Each copy may take half the budget: over it, the usual answer. */
  c[0] = pigeons(7, 0);
  c[1] = pigeons(7, 3);
  w.used = 0;
  w.limit = 10000;
  CHECK_INT("race-4.2", cdcl_race(c, 2, &w), CDCL_OVER_BUDGET);
  CHECK_INT("race-4.3", w.used>w.limit, 1);
  cdcl_free(c[0]);
  cdcl_free(c[1]);

  /* A host's interrupt during the race stops it, on two threads (only
  ** the calling thread looks) and on one. */
  for(slices=1; slices<=2; slices++){
    c[0] = pigeons(9, 0);
    c[1] = pigeons(9, 3);
    w.used = 0;
    w.limit = 0;
    w.threads = slices;
    nLooks = 0;
    work_interrupted = interrupt_later;
    rc = cdcl_race(c, 2, &w);
    work_interrupted = 0;
    CHECK_INT(slices==1 ? "race-5.1" : "race-5.2", rc, CDCL_OVER_BUDGET);
    cdcl_free(c[0]);
    cdcl_free(c[1]);
  }
}
