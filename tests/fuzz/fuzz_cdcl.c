/* SPDX-License-Identifier: MIT */
/*
** fuzz_cdcl.c: libFuzzer target for the clause-learning core (ext/solve/cdcl.c)
** against brute force.  The first byte gives the number of variables
** (1..MAX_VARS); then each clause is a length byte and that many literal
** bytes, and a length byte with the top bit set makes an exactly-one
** group of the variables named instead.  Clauses of two may come before
** the first solve (implication lists) or after it (arena clauses): the
** first byte's top bit adds the second half of the clauses after one
** solve, and the bit below it turns on target phases.  Checks: every
** model found satisfies every clause, models are distinct (each found one
** is excluded), and their number equals the count of all 2^n assignments
** that satisfy the clauses.  Then two fresh copies of all the clauses
** race (ext/solve/cdclrace.c), the second's ties broken in an order drawn
** from the first byte: a model, which satisfies every clause, exactly when
** brute force finds one; with the first byte's bit 0x20, also on two
** threads, which must give the same model and work.
*/
#include "cdclrace.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_VARS    12
#define MAX_CLAUSES 64
#define MAX_LEN     8

/* The clauses read, as literals (2*var + negated). */
typedef struct Formula Formula;
struct Formula {
  int nvar, nclause;
  int len[MAX_CLAUSES];
  int lit[MAX_CLAUSES][MAX_LEN*MAX_LEN];  /* room for an exactly-one's pairs */
};

/* 1 when assignment a (bit v = var v) satisfies clause k. */
static int satisfies(const Formula *f, int k, unsigned a){
  int i;
  for(i=0; i<f->len[k]; i++){
    int l = f->lit[k][i];
    if( ((a>>(l>>1))&1) != (unsigned)(l&1) ) return 1;
  }
  return 0;
}

/* Append the clause lits[0..n-1] to f (silently dropped when full). */
static void push(Formula *f, const int *lits, int n){
  if( f->nclause==MAX_CLAUSES ) return;
  memcpy(f->lit[f->nclause], lits, (size_t)n*sizeof(int));
  f->len[f->nclause++] = n;
}

/* Read the clauses; exactly-one groups become their clauses. */
static void read_formula(Formula *f, const uint8_t *z, size_t n){
  size_t at = 1;
  f->nvar = 1 + z[0]%MAX_VARS;
  f->nclause = 0;
  while( at<n ){
    int len = z[at] & 0x7f, group = z[at] & 0x80, lits[MAX_LEN], m = 0;
    at++;
    len %= MAX_LEN+1;
    while( m<len && at<n ){
      lits[m++] = z[at++] % (2*f->nvar);
    }
    if( group ){
      int i, j, pair[2];
      for(i=0; i<m; i++) lits[i] &= ~1;
      push(f, lits, m);
      for(i=0; i<m; i++){
        for(j=i+1; j<m; j++){
          pair[0] = lits[i] | 1;
          pair[1] = lits[j] | 1;
          push(f, pair, 2);
        }
      }
    }else{
      push(f, lits, m);
    }
  }
}

/* Race two copies of f (the second shuffled by seed) on `threads`
** threads; the winner's model into *pModel.  Returns the race's answer;
** the work charged goes to *pUsed. */
static int race(const Formula *f, unsigned seed, int threads,
                unsigned *pModel, unsigned long long *pUsed){
  Cdcl *a[2];
  Work w;
  int i, k, v, rc;
  for(i=0; i<2; i++){
    if( (a[i] = cdcl_new(f->nvar, 0))==0 ) abort();
    for(k=0; k<f->nclause; k++) cdcl_add_clause(a[i], f->lit[k], f->len[k]);
  }
  cdcl_shuffle(a[1], seed);
  memset(&w, 0, sizeof(w));
  w.threads = threads;
  rc = cdcl_race(a, 2, &w);
  *pModel = 0;
  for(v=0; rc==CDCL_SAT && v<f->nvar; v++){
    *pModel |= (unsigned)cdcl_value(a[0], v) << v;
  }
  *pUsed = w.used;
  cdcl_free(a[0]);
  cdcl_free(a[1]);
  return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Formula f;
  Cdcl *s;
  unsigned a;
  unsigned char seen[1<<MAX_VARS];
  int k, nSeen = 0, brute = 0, rc, half, late;
  if( size<1 ) return 0;
  read_formula(&f, data, size);
  memset(seen, 0, sizeof(seen));
  late = data[0] & 0x80;
  half = late ? f.nclause/2 : f.nclause;
  s = cdcl_new(f.nvar, 0);
  if( s==0 ) abort();
  cdcl_target_phases(s, data[0] & 0x40);
  for(k=0; k<half; k++) cdcl_add_clause(s, f.lit[k], f.len[k]);
  if( late ){
    rc = cdcl_solve(s, 0);
    if( rc!=CDCL_SAT && rc!=CDCL_UNSAT ) abort();
    for(; k<f.nclause; k++) cdcl_add_clause(s, f.lit[k], f.len[k]);
  }
  while( (rc = cdcl_solve(s, 0))==CDCL_SAT ){
    unsigned m = 0;
    int v;
    for(v=0; v<f.nvar; v++) m |= (unsigned)cdcl_value(s, v) << v;
    for(k=0; k<f.nclause; k++) if( !satisfies(&f, k, m) ) abort();
    if( seen[m]++ ) abort();
    nSeen++;
    if( cdcl_block_model(s) ) abort();
  }
  if( rc!=CDCL_UNSAT ) abort();
  cdcl_free(s);
  for(a=0; a<(1u<<f.nvar); a++){
    for(k=0; k<f.nclause && satisfies(&f, k, a); k++){}
    brute += k==f.nclause;
  }
  if( brute!=nSeen ) abort();
  {
    unsigned m, m2;
    unsigned long long used, used2;
    rc = race(&f, data[0]+1u, 1, &m, &used);
    if( rc!=(brute ? CDCL_SAT : CDCL_UNSAT) ) abort();
    for(k=0; rc==CDCL_SAT && k<f.nclause; k++){
      if( !satisfies(&f, k, m) ) abort();
    }
    if( (data[0] & 0x20) && (race(&f, data[0]+1u, 2, &m2, &used2)!=rc
                             || m2!=m || used2!=used) ){
      abort();
    }
  }
  return 0;
}
