/* SPDX-License-Identifier: MIT */
/*
** unit_rate.c: rate_tech_name() outside the techniques (the SQL layer only
** names techniques it got from a step), against rate.h's list; and the
** chain producers' use of the solution (RateState.sol): it only skips
** work, so the steps with it and without it are the same; and their
** threads (Work.threads): the same steps and work units with 1, 2 and
** 3 of them.
*/
#include "unit.h"
#include "rateint.h"
#include "grid.h"

#include <stdio.h>
#include <string.h>

/* The number of steps of log that rating g again without the solution
** (s.sol NULL) repeats, in order, before it differs or ends. */
static int same_steps_without_solution(const Grid *g, const RateLog *log){
  static RateState s;
  static RateMemo aMemo[RATE_N_FINDER];
  static RateFind f;
  int i, k = 0;
  rate_state_init(&s, aMemo, 0);
  for(i=0; i<81; i++) if( g->v[i] ) rate_place(&s, i, g->v[i]);
  rate_find_init(&f, 0);
  rate_index(&s);
  while( k<log->nStep && rate_next_step(&s, &f)==1 ){
    const RateStep *st = &log->aStep[k];
    if( f.tech!=st->tech || f.score!=st->score || f.n!=st->n ) break;
    if( memcmp(f.a, &log->aAction[st->first], sizeof(f.a[0])*(size_t)f.n) ){
      break;
    }
    rate_apply(&s, &f);
    rate_index(&s);
    k++;
  }
  rate_state_free(&s);
  return k;
}

/* 1 when rating g with nThread threads gives log's steps, and charges
** what one thread charged (*pUsed; 0: note it there). */
static int same_with_threads(const Grid *g, const RateLog *log, int nThread,
                             unsigned long long *pUsed){
  static RateLog log2;
  RateResult r;
  Work w = {.threads = 1};
  w.threads = nThread;
  rate_grid(g, 0, &log2, &r, &w);
  if( *pUsed==0 ) *pUsed = w.used;
  return r.status==RATE_OK && log2.nStep==log->nStep
      && log2.nAction==log->nAction && w.used==*pUsed
      && memcmp(log2.aStep, log->aStep, sizeof(RateStep)*(size_t)log->nStep)==0
      && memcmp(log2.aAction, log->aAction,
                sizeof(RateAction)*(size_t)log->nAction)==0;
}

void unit_rate(void){
  /* Nishio, dynamic contradictions, double, cell and region chains,
  ** dynamic (+); then nested forcing chains of levels 2 and 3 */
  static const char *azPuzzle[] = {
    "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4...."
    "7.5...........",
    "98.7.....6...9.7....7.56...4...3..2...86..5..........3.1......4..65"
    "..9.......2.1.",
  };
  static RateLog log;
  char zErr[128], zName[32];
  size_t i;
  CHECK_STR("rate-1.1", rate_tech_name(RATE_SEARCH), "Search");
  CHECK_STR("rate-1.2", rate_tech_name(RATE_N_TECH), "?");
  CHECK_STR("rate-1.3", rate_tech_name(-1), "?");
  for(i=0; i<sizeof(azPuzzle)/sizeof(azPuzzle[0]); i++){
    Grid g;
    RateResult r;
    grid_parse(&g, azPuzzle[i], 81, GRID_ALPHA_AUTO, zErr);
    rate_grid(&g, 0, &log, &r, 0);
    snprintf(zName, sizeof(zName), "rate-2.%d.1", (int)i+1);
    CHECK_INT(zName, r.status==RATE_OK && r.nSearch==0 && log.nStep>50, 1);
    snprintf(zName, sizeof(zName), "rate-2.%d.2", (int)i+1);
    CHECK_INT(zName, same_steps_without_solution(&g, &log), log.nStep);
  }
  for(i=0; i<sizeof(azPuzzle)/sizeof(azPuzzle[0]); i++){
    Grid g;
    RateResult r;
    unsigned long long used = 0;
    int n;
    grid_parse(&g, azPuzzle[i], 81, GRID_ALPHA_AUTO, zErr);
    rate_grid(&g, 0, &log, &r, 0);
    for(n=1; n<=3; n++){
      snprintf(zName, sizeof(zName), "rate-3.%d.%d", (int)i+1, n);
      CHECK_INT(zName, same_with_threads(&g, &log, n, &used), 1);
    }
  }
}
