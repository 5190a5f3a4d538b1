/* SPDX-License-Identifier: MIT */
/*
** unit_rules.c: the solver of variants (ext/solve/solvevar.c) against
** exhaustive enumeration on small grids.  For each rule on 4x4 and 6x6
** grids, the solutions of puzzles (the empty 4x4, and 6x6 puzzles made by
** keeping a fixed share of a solution's cells) are counted by the solver
** and by a plain enumeration that tries every value of every empty cell
** in turn and keeps what rules_consistent() accepts; the two counts must
** be equal, and so must the count of their clauses alone (varcdcl.c,
** which counts where depth-first search runs long).  Also: the rules'
** messages, the one-at-a-time search.
*/
#include "unit.h"
#include "rules.h"
#include "solve.h"
#include "solvevarint.h"
#include "solstream.h"

#include <stdio.h>
#include <string.h>

/* Completions of g from cell i on that break no rule, by enumeration. */
static long long enumerate(const Rules *r, Grid *g, int i){
  long long n = 0;
  int v;
  while( i<g->ncell && g->v[i] ) i++;
  if( i==g->ncell ) return rules_consistent(r, g);
  for(v=1; v<=g->side; v++){
    g->v[i] = (unsigned char)v;
    if( rules_consistent(r, g) ) n += enumerate(r, g, i+1);
  }
  g->v[i] = 0;
  return n;
}

/* The clauses of varcdcl.c alone, from g's givens (no propagation). */
static long long count_by_clauses(const Rules *r, const Grid *g){
  VarModel *m = varmodel_new(r);
  Mask cand[GRID_MAX_CELLS];
  long long n;
  int i;
  for(i=0; i<g->ncell; i++){
    cand[i] = g->v[i] ? 1u<<(g->v[i]-1) : (1u<<g->side)-1;
  }
  n = (long long)varcdcl_count(m, cand, 0, 0, 100000000, 0, 0, 0);
  varmodel_free(m);
  return n;
}

/* Check solver = enumeration on puzzle g under the rules zRules, and the
** clauses of the learning search too. */
static void check_count(const char *zName, const Grid *g, const char *zRules){
  Rules r;
  Grid copy = *g;
  char zErr[JSON_ERR_MAX];
  long long want;
  if( rules_parse(&r, zRules, -1, g->side, zErr) ){
    CHECK_STR(zName, zErr, "");
    return;
  }
  want = rules_consistent(&r, &copy) ? enumerate(&r, &copy, 0) : 0;
  CHECK_INT(zName, solve_rules(g, &r, 100000000, 0, 0, 0), want);
  if( want ) CHECK_INT(zName, count_by_clauses(&r, g), want);
}

/* The rules tried on each size. */
static const char *const azRules4[] = {
  "{}", "{\"diagonals\":true}", "{\"windoku\":true}",
  "{\"antiknight\":true}", "{\"antiking\":true}",
  "{\"nonconsecutive\":true}",
  "{\"regions\":\"AABBACBBACDDCCDD\"}",
  "{\"cages\":[[3,[0,1]],[7,[2,3]],[5,[4,8]],[9,[5,6,7]]]}",
  "{\"diagonals\":true,\"antiknight\":true,\"cages\":[[4,[0,5]]]}",
};
static const char *const azRules6[] = {
  "{}", "{\"box\":\"3x2\"}", "{\"diagonals\":true}", "{\"windoku\":true}",
  "{\"antiknight\":true}", "{\"antiking\":true}",
  "{\"nonconsecutive\":true}",
  "{\"regions\":\"AAABBBAACCBBACCCDBEECDDFEEFDDDEEFFFF\"}",
  ("{\"cages\":[[7,[0,1,2]],[11,[6,12]],[9,[3,4]],[6,[20,21,22]],"
   "[15,[30,31,32,33,34]]]}"),
};

/* 6x6 puzzles of each rule: a solution, a third of its cells kept. */
static void check_6x6(void){
  unsigned seed = 12345;
  size_t k;
  int t, i;
  char zName[32];
  for(k=0; k<sizeof(azRules6)/sizeof(azRules6[0]); k++){
    Rules r;
    Grid g, sol;
    char zErr[JSON_ERR_MAX];
    rules_parse(&r, azRules6[k], -1, 6, zErr);
    for(t=0; t<4; t++){
      grid_init_side(&g, 6);
      /* A random start, so that the solutions differ. */
      for(i=0; i<3; i++){
        int c = (int)(unit_rand(&seed)%36);
        g.v[c] = (unsigned char)(unit_rand(&seed)%6+1);
        if( !rules_consistent(&r, &g) ) g.v[c] = 0;
      }
      if( solve_rules(&g, &r, 1, &sol, 0, 0)!=1 ) continue;
      grid_init_side(&g, 6);
      for(i=0; i<36; i++){
        if( unit_rand(&seed)%3==0 ) g.v[i] = sol.v[i];
      }
      snprintf(zName, sizeof(zName), "rules-2.%d.%d", (int)k, t);
      check_count(zName, &g, azRules6[k]);
    }
  }
}

/* The solutions one at a time, as sudoku_solutions takes them. */
static void check_stream(void){
  Rules r;
  Grid g, out;
  VarModel *m;
  VarSearch *p;
  char zErr[JSON_ERR_MAX];
  int n = 0;
  Work w = {.threads = 1};
  grid_init_side(&g, 4);
  rules_parse(&r, "{\"diagonals\":true}", -1, 4, zErr);
  m = varmodel_new(&r);
  p = varsearch_new(m, &g);
  while( varsearch_next(p, &out, &w)==1 ) n++;
  CHECK_INT("rules-3.1", n, 48);
  CHECK_INT("rules-3.2", varsearch_next(p, &out, &w), 0);
  varsearch_free(p);
  w.limit = 100;
  p = varsearch_new(m, &g);
  CHECK_INT("rules-3.3", varsearch_next(p, &out, &w), VARSEARCH_OVER_BUDGET);
  varsearch_free(p);
  varmodel_free(m);
}

/*
** sudoku_solutions' stream (solstream.c) where depth-first search runs
** long between two solutions and hands over to clause learning (the order
** differs from the search's alone): every solution once, each keeping the
** givens and the rules, as many as solve_rules counts.
*/
static void check_stream_hand_over(void){
  static const char zPuzzle[] =
    "...2....6...6..4.1........2.....1...............36.......1..2.33"
    "........2........";
  static unsigned char aSol[200][81];
  Rules r;
  Grid g, out;
  SolStream *p;
  char zErr[JSON_ERR_MAX];
  int n = 0, bad = 0, i, j, rc;
  Work w = {.threads = 1};
  rules_parse(&r, "{\"antiknight\":true}", -1, 9, zErr);
  grid_parse(&g, zPuzzle, 81, GRID_ALPHA_AUTO, zErr);
  p = solstream_new(&g, &r);
  while( n<200 && (rc = solstream_next(p, &out, &w))==1 ){
    for(i=0; i<81; i++) bad += g.v[i] && g.v[i]!=out.v[i];
    bad += !rules_consistent(&r, &out);
    for(j=0; j<n; j++) bad += memcmp(aSol[j], out.v, 81)==0;
    memcpy(aSol[n++], out.v, 81);
  }
  CHECK_INT("rules-3.6", n, (long long)solve_rules(&g, &r, 1000, 0, 0, 0));
  CHECK_INT("rules-3.7", n, 120);
  CHECK_INT("rules-3.8", bad, 0);
  CHECK_INT("rules-3.9", solstream_next(p, &out, &w), 0);
  solstream_free(p);
}

/* States a search of the empty 9x9 grid under zRules enters within a
** budget of `limit` units. */
static long long states_within(const char *zRules, unsigned long long limit){
  Rules r;
  Grid g;
  VarModel *m;
  VarSearch *p;
  SolveStats st = {0, 0};
  char zErr[JSON_ERR_MAX];
  Work w = {.threads = 1};
  w.limit = limit;
  grid_init_side(&g, 9);
  rules_parse(&r, zRules, -1, 9, zErr);
  m = varmodel_new(&r);
  p = varsearch_new(m, &g);
  while( varsearch_next(p, 0, &w)==1 ){}
  varsearch_stats(p, &st);
  varsearch_free(p);
  varmodel_free(m);
  return (long long)st.nodes;
}

/* The budget charges what propagation costs, not a fixed price a state:
** diagonals and anti-knight (many strikes a state, ~10x the time of one
** under rows, columns and boxes alone) get far fewer states from the same
** units.  (A fixed price let a default-budget call run 8 s.) */
static void check_charge(void){
  long long plain = states_within("{}", 10000000);
  long long heavy = states_within("{\"diagonals\":true,\"antiknight\":true}",
                                  10000000);
  CHECK_INT("rules-3.4", plain>0 && heavy>0, 1);
  CHECK_INT("rules-3.5", heavy*4<plain, 1);
}

/* Messages naming the key. */
static void check_errors(void){
  static const struct { const char *zRules; int side; const char *zErr; }
  aCase[] = {
    { "{\"box\":\"2x2\"}", 6, "rules: \"box\" must be RxC with R*C = 6 "
      "(the side) and R, C >= 2, got \"2x2\"" },
    { "{\"box\":3}", 9, "rules: \"box\" must be \"RxC\", rows by columns "
      "of a box, as \"2x3\"" },
    { "{\"cages\":[[3,[0,1]],[5,[1,2]]]}", 4, "rules: \"cages\" overlap: "
      "cell 1 is in two cages" },
    { "{\"cages\":[[3,[0,16]]]}", 4, "rules: \"cages\" has cell 16, outside "
      "the 4x4 grid (cells 0 to 15)" },
    { "{\"cages\":[[2,[0,1]]]}", 4, "rules: \"cages\" has a cage of 2 cells "
      "adding up to 2, which no 2 different values of 1..4 do" },
    { "{\"regions\":\"AAAABBBBCCCCDDD\"}", 4, "rules: \"regions\" must have "
      "16 cells (one per cell of the 4x4 grid), got 15" },
    { "{\"regions\":\"AAAAABBBCCCCDDDD\"}", 4, "rules: \"regions\" region "
      "'A' has 5 cells, not 4" },
    { "{\"diagonals\":1}", 9, "rules: \"diagonals\" must be true or false" },
    { "{\"x\":true}", 9, "rules: unknown key \"x\" (keys: box, regions, "
      "diagonals, windoku, antiknight, antiking, nonconsecutive, "
      "disjointgroups, girandola, asterisk, centredot, cages)" },
    { "{}", 7, "rules: a 7x7 grid has no boxes (7 is prime); give "
      "\"regions\"" },
    { "{\"box\":\"2x2\",\"regions\":\"\"}", 4, "rules: give \"box\" or "
      "\"regions\", not both" },
  };
  size_t k;
  char zName[32];
  for(k=0; k<sizeof(aCase)/sizeof(aCase[0]); k++){
    Rules r;
    char zErr[JSON_ERR_MAX];
    zErr[0] = 0;
    snprintf(zName, sizeof(zName), "rules-4.%d", (int)k);
    CHECK_INT(zName, rules_parse(&r, aCase[k].zRules, -1, aCase[k].side,
                                 zErr), -1);
    CHECK_STR(zName, zErr, aCase[k].zErr);
  }
}

/* varmodel_solve_except: the solutions without value v in cell c are
** all of them less those with v there, for every cell and value of the
** empty 4x4 under each rule; a given in c stays (the count with it). */
static void check_except(void){
  size_t k;
  for(k=0; k<sizeof(azRules4)/sizeof(azRules4[0]); k++){
    Rules r;
    char zErr[JSON_ERR_MAX], zName[40];
    Grid g, one;
    VarModel *m;
    long long all;
    int c, v, bad = 0;
    if( rules_parse(&r, azRules4[k], -1, 4, zErr) ) continue;
    m = varmodel_new(&r);
    grid_init_side(&g, 4);
    all = (long long)varmodel_solve(m, &g, 100000, 0, 0, 0);
    for(c=0; c<16; c++){
      for(v=1; v<=4; v++){
        long long with;
        one = g;
        one.v[c] = (unsigned char)v;
        with = (long long)varmodel_solve(m, &one, 100000, 0, 0, 0);
        bad += (long long)varmodel_solve_except(m, &g, c, v, 100000, 0, 0, 0)
               != all-with;
        bad += varmodel_solve_except(m, &one, c, v, 100000, 0, 0, 0)
               !=(unsigned long long)with;
      }
    }
    snprintf(zName, sizeof(zName), "rules-5.%d", (int)k);
    CHECK_INT(zName, bad, 0);
    varmodel_free(m);
  }
}

void unit_rules(void){
  Grid g;
  size_t k;
  char zName[32];
  grid_init_side(&g, 4);
  for(k=0; k<sizeof(azRules4)/sizeof(azRules4[0]); k++){
    snprintf(zName, sizeof(zName), "rules-1.%d", (int)k);
    check_count(zName, &g, azRules4[k]);
  }
  check_6x6();
  check_stream();
  check_stream_hand_over();
  check_charge();
  check_errors();
  check_except();
}
