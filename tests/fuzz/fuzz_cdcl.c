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
** that satisfy the clauses.
*/
#include "cdcl.h"

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
  s = cdcl_new(f.nvar);
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
  return 0;
}
