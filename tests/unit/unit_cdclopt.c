/* SPDX-License-Identifier: MIT */
/*
** unit_cdclopt.c: the options of the clause-learning solver
** (ext/solve/cdclopt.h): "NAME=VALUE" parsed and checked (unknown names,
** values that are no number of the option's kind, out of range, the
** bounds themselves), the table's rows against the defaults, and the
** search the defaults give: conflicts, decisions and work on a
** pigeonhole formula and a 9x9 grid's race and proof, the figures the
** solver gave before its constants became options; another value of an
** option changes them, and a solver keeps the options it was made with.
*/
#include "unit.h"
#include "cdcl.h"
#include "cdclopt.h"
#include "solvecdcl.h"

#include <string.h>

/* cdcl_option_set on a copy of the defaults: 0 or 1, its error to zErr. */
static int set1(CdclOptions *o, const char *zAssign, char *zErr){
  *o = cdcl_option_defaults;
  zErr[0] = 0;
  return cdcl_option_set(o, zAssign, zErr);
}

static void parsing(void){
  CdclOptions o;
  char zErr[CDCL_OPTION_ERR_MAX];
  CHECK_INT("cdclopt-1.1", set1(&o, "VAR_DECAY=0.9", zErr), 0);
  CHECK_INT("cdclopt-1.2", o.VAR_DECAY==0.9, 1);
  CHECK_INT("cdclopt-1.3", set1(&o, "KEEP_GLUE=6", zErr), 0);
  CHECK_INT("cdclopt-1.4", o.KEEP_GLUE, 6);
  CHECK_INT("cdclopt-1.5", o.REDUCE_FIRST, 1000);   /* the rest untouched */
  /* the bounds are allowed, a step past them is not */
  CHECK_INT("cdclopt-1.6", set1(&o, "VAR_DECAY=0.5", zErr), 0);
  CHECK_INT("cdclopt-1.7", set1(&o, "VAR_DECAY=1", zErr), 0);
  CHECK_INT("cdclopt-1.8", set1(&o, "VAR_DECAY=1.01", zErr), 1);
  CHECK_STR("cdclopt-1.9", zErr,
            "cdcl option VAR_DECAY: 1.01 is out of its range 0.5..1");
  CHECK_INT("cdclopt-1.10", o.VAR_DECAY==0.95, 1);   /* unchanged */
  CHECK_INT("cdclopt-1.11", set1(&o, "REDUCE_FIRST=0", zErr), 1);
  CHECK_STR("cdclopt-1.12", zErr,
            "cdcl option REDUCE_FIRST: 0 is out of its range 1..1000000000");
  CHECK_INT("cdclopt-1.13", set1(&o, "RIVAL_SEED=2147483647", zErr), 0);
  CHECK_INT("cdclopt-1.14", o.RIVAL_SEED, 2147483647);
  CHECK_INT("cdclopt-1.15", set1(&o, "RIVAL_SEED=2147483648", zErr), 1);
  CHECK_INT("cdclopt-1.16", set1(&o, "KEEP_GLUE=-1", zErr), 1);
  CHECK_INT("cdclopt-1.17",
            set1(&o, "KEEP_GLUE=99999999999999999999999", zErr), 1);
  CHECK_STR("cdclopt-1.18", zErr, "cdcl option KEEP_GLUE: "
            "\"99999999999999999999999\" is not a whole number");

  /* names, and values that are no number of the option's kind */
  CHECK_INT("cdclopt-2.1", set1(&o, "VAR_DECAYS=0.9", zErr), 1);
  CHECK_STR("cdclopt-2.2", zErr, "no cdcl option named \"VAR_DECAYS\"");
  CHECK_INT("cdclopt-2.3", set1(&o, "var_decay=0.9", zErr), 1);
  CHECK_INT("cdclopt-2.4", set1(&o, "=1", zErr), 1);
  CHECK_STR("cdclopt-2.5", zErr, "no cdcl option named \"\"");
  CHECK_INT("cdclopt-2.6", set1(&o, "KEEP_GLUE", zErr), 1);
  CHECK_STR("cdclopt-2.7", zErr,
            "cdcl option \"KEEP_GLUE\": expected NAME=VALUE");
  CHECK_INT("cdclopt-2.8", set1(&o, "KEEP_GLUE=2.5", zErr), 1);
  CHECK_STR("cdclopt-2.9", zErr,
            "cdcl option KEEP_GLUE: \"2.5\" is not a whole number");
  CHECK_INT("cdclopt-2.10", set1(&o, "KEEP_GLUE=", zErr), 1);
  CHECK_INT("cdclopt-2.11", set1(&o, "KEEP_GLUE=3x", zErr), 1);
  CHECK_INT("cdclopt-2.12", set1(&o, "VAR_DECAY=nan", zErr), 1);
  CHECK_STR("cdclopt-2.13", zErr,
            "cdcl option VAR_DECAY: \"nan\" is not a number");
  CHECK_INT("cdclopt-2.14", set1(&o, "VAR_DECAY=0.9.1", zErr), 1);
  CHECK_INT("cdclopt-2.15", set1(&o, 0, zErr), 1);
  CHECK_INT("cdclopt-2.16", memcmp(&o, &cdcl_option_defaults, sizeof(o)), 0);
}

/* Each row's default within its range and equal to the member's value in
** the defaults; names found, and only exactly. */
static void table(void){
  int i, bad = 0;
  for(i=0; i<cdcl_option_count; i++){
    const CdclOption *p = &cdcl_option_table[i];
    double v = cdcl_option_get(&cdcl_option_defaults, p);
    if( v!=p->dflt || v<p->lo || v>p->hi || p->lo>p->hi
     || cdcl_option_find(p->zName)!=p || p->zDoc[0]==0 ){
      bad++;
    }
  }
  CHECK_INT("cdclopt-3.1", bad, 0);
  CHECK_INT("cdclopt-3.2", cdcl_option_count>=20, 1);
  CHECK_INT("cdclopt-3.3", cdcl_option_find("VAR_DECAY")->isReal, 1);
  CHECK_INT("cdclopt-3.4", cdcl_option_find("KEEP_GLUE")->isReal, 0);
  CHECK_INT("cdclopt-3.5", cdcl_option_find("VAR_DECA")==0, 1);
  CHECK_INT("cdclopt-3.6", cdcl_option_find(0)==0, 1);
  CHECK_INT("cdclopt-3.7", memcmp(&cdcl_options, &cdcl_option_defaults,
                                  sizeof(CdclOptions)), 0);
}

/* The pigeons of unit_pigeons(7), with target phases when `target`,
** searched with the options cdcl_options holds: conflicts, decisions and
** work into a[0..2]. */
static void pigeons7(int target, unsigned long long *a){
  Cdcl *s = unit_pigeons(7);
  cdcl_target_phases(s, target);
  cdcl_solve(s, 0);
  a[0] = cdcl_conflicts(s);
  a[1] = cdcl_decisions(s);
  a[2] = cdcl_work(s);
  cdcl_free(s);
}

/* A 17-clue 9x9's candidates (the givens placed, every value elsewhere)
** and units, as solve_cdcl takes them. */
static void grid9(UnitList *u, short *cell, unsigned *cand){
  static const char z[] = ".................1.....2.3......3.2...1.4......"
                          "5....6..3......4.7..8...962...7...";
  int i;
  unit_units(u, cell, 3, 0);
  for(i=0; i<81; i++) cand[i] = z[i]=='.' ? 0x1ff : 1u<<(z[i]-'1');
}

/*
** The search the defaults give, figure for figure as before the constants
** were options (conflicts, decisions, work): restarts in both modes,
** reduces, target phases and restart blocking (past 5,000 conflicts) on
** the pigeons; on the grid, the race of two copies (the rival's seed) and
** the proof of uniqueness.
*/
static void same_search(void){
  unsigned long long a[3], w1, w2;
  Work w = {.threads = 1};
  UnitList u;
  short cell[29*9];
  unsigned cand[81];
  unsigned char first[81];
  pigeons7(0, a);
  CHECK_INT("cdclopt-4.1", a[0], 7162);
  CHECK_INT("cdclopt-4.2", a[1], 7357);
  CHECK_INT("cdclopt-4.3", a[2], 1895767);
  pigeons7(1, a);
  CHECK_INT("cdclopt-4.4", a[0], 6041);
  CHECK_INT("cdclopt-4.5", a[1], 6980);
  CHECK_INT("cdclopt-4.6", a[2], 2253421);
  grid9(&u, cell, cand);
  CHECK_INT("cdclopt-4.7", solve_cdcl(&u, cand, 0, 0, 1, first, 0, &w), 1);
  w1 = w.used;
  CHECK_INT("cdclopt-4.8", w1, 3911544);
  CHECK_INT("cdclopt-4.9", first[0]*100 + first[1]*10 + first[80], 953);
  w.used = 0;
  CHECK_INT("cdclopt-4.10", solve_cdcl(&u, cand, 0, 0, 2, 0, 0, &w), 1);
  w2 = w.used;
  CHECK_INT("cdclopt-4.11", w2, 11267338);

  /* Other values change the search: each option is read. */
  cdcl_options.VAR_DECAY = 0.9;
  pigeons7(0, a);
  CHECK_INT("cdclopt-5.1", a[0]!=7162, 1);
  cdcl_options = cdcl_option_defaults;
  cdcl_options.KEEP_GLUE = 0;
  pigeons7(0, a);
  CHECK_INT("cdclopt-5.2", a[0]!=7162, 1);
  cdcl_options = cdcl_option_defaults;
  cdcl_options.HEAP_POP_TICKS = 0;     /* the work, not the search */
  pigeons7(0, a);
  CHECK_INT("cdclopt-5.3", a[0]==7162 && a[2]<1895767, 1);
  cdcl_options = cdcl_option_defaults;
  cdcl_options.RIVAL_SEED = 7;
  w.used = 0;
  solve_cdcl(&u, cand, 0, 0, 1, 0, 0, &w);
  CHECK_INT("cdclopt-5.4", w.used!=w1, 1);
  cdcl_options = cdcl_option_defaults;

  /* A solver keeps the options it was made with. */
  {
    Cdcl *s = unit_pigeons(7);
    cdcl_options.VAR_DECAY = 0.9;
    cdcl_solve(s, 0);
    cdcl_options = cdcl_option_defaults;
    CHECK_INT("cdclopt-6.1", cdcl_conflicts(s), 7162);
    cdcl_free(s);
  }
}

void unit_cdclopt(void){
  parsing();
  table();
  same_search();
}
