/* SPDX-License-Identifier: MIT */
/*
** fuzz_rate.c: libFuzzer target for the rater.  The first byte picks the
** mode: odd, the rest is puzzle text for the parser; even, the next byte
** picks one of a few hard puzzles (with bit 1 of the first byte, one of
** a few variants' puzzles, rated under their rules) and every further
** byte adds a given from its solution (bit 7 clear) or removes one (bit 7
** set), which keeps most inputs rateable.  Rating must never crash, and for a rated puzzle
** every recorded step must agree with the solution: no elimination of the
** solution's digit, no wrong placement, no refused step; the placements
** must fill the grid, the score must be the hardest step's, and the
** one-step hint must be the first step.
*/
#include "rate.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const char *const azBase[] = {
  "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
  "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
  "....5...11......7..6.....8......4.....9.1.3.....596.2..8..62..7..7......3.5.7.2..",
  "26.7.......5.81...318.........3.........9..8.....2..76..2.5...1....78.5....9..62.",
  ".652........5.97..9..64..2.6...15.92...4...5.7..9.26........4..17.............913",
};

/* Variants' puzzles (tests/data/se_variants_*.txt) and their rules. */
static const char *const azVariant[][2] = {
  { "......4....5........1..8.9.........9.9.....25.....2.......1.6.....8.6931..2....4.",
    "{\"diagonals\":true}" },
  { "..3...8.......8.12...69....8.......4.....4........9......71..4..85.......16....9.",
    "{\"windoku\":true}" },
  { "49..............5.3...7.2..8.9.....714...3.8...3...942.3.....2...4.3.......26....",
    "{\"antiknight\":true}" },
  { ".6...9.4..............................6...8..28.....7..4..1.......5...2..95......",
    "{\"nonconsecutive\":true}" },
  { "..23..........5.13.3..2.8.7.41.......976.8.......1.........653......9.........4..",
    "{\"disjointgroups\":true}" },
  { "9..........78..43.3.1....29........2.52.46....1925.......1.......5.......8....36.",
    "{\"girandola\":true}" },
};
#define N_VARIANT ((int)(sizeof(azVariant)/sizeof(azVariant[0])))

/* Build the puzzle for this input, and its rules into *r (plain unless a
** variant's); returns 0 when there is none. */
static int make_puzzle(const uint8_t *data, size_t size, Grid *g, Rules *r){
  char err[GRID_ERR_MAX], zErr[JSON_ERR_MAX];
  Grid sol;
  size_t i;
  if( size<2 ) return 0;
  rules_plain_of(r, 9);
  if( data[0] & 1 ){
    return grid_parse(g, (const char*)data+1, size-1, GRID_ALPHA_AUTO,
                      err)==0;
  }
  if( data[0] & 2 ){
    const char *const *a = azVariant[data[1]%N_VARIANT];
    if( grid_parse(g, a[0], 81, GRID_ALPHA_AUTO, err) ) abort();
    if( rules_parse(r, a[1], -1, 9, zErr) ) abort();
    if( solve_rules(g, r, 1, &sol, 0, 0)!=1 ) abort();
  }else{
    if( grid_parse(g, azBase[data[1]%5], 81, GRID_ALPHA_AUTO, err) ) abort();
    if( solve_grid(g, 1, &sol, 0, 0)!=1 ) abort();
  }
  for(i=2; i<size; i++){
    int cell = (data[i] & 0x7f) % 81;
    g->v[cell] = (data[i] & 0x80) ? 0 : sol.v[cell];
  }
  return 1;
}

/* Abort unless the log of a rated puzzle agrees with its solution. */
static void check_log(const Grid *g, const RateResult *res,
                      const RateLog *log){
  int i, k, top = 0, nPlace = 0;
  if( res->nRejected!=0 || log->nStep!=res->nStep ) abort();
  for(i=0; i<log->nStep; i++){
    const RateStep *st = &log->aStep[i];
    if( st->n==0 || st->tech>=RATE_N_TECH ) abort();
    if( st->score>top ) top = st->score;
    for(k=st->first; k<st->first+st->n; k++){
      const RateAction *a = &log->aAction[k];
      int isSol = res->solution.v[a->cell]==a->digit;
      if( a->cell>=81 || a->digit<1 || a->digit>9 ) abort();
      if( isSol!=(a->place!=0) ) abort();
      nPlace += a->place;
    }
  }
  if( top!=res->score || nPlace+grid_clues(g)!=81 ) abort();
}

/* Rate g under the variant's rules r: a rated puzzle's log must agree
** with its solution as a plain one's must. */
static void rate_variant(const Grid *g, const Rules *r){
  static RateLog log;
  RateStart st = { 0, 0, 0, 0, 0 };
  RateOptions opt = { 0, 0, 0, 0, 0 };
  RateResult res;
  st.puzzle = g;
  st.rules = r;
  opt.log = &log;
  if( rate_from(&st, &opt, &res, 0)==RATE_OK ) check_log(g, &res, &log);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  static RateLog log, hint;
  RateResult res, res1;
  Grid g;
  Rules r;
  if( !make_puzzle(data, size, &g, &r) ) return 0;
  if( !rules_plain(&r) ){
    rate_variant(&g, &r);
    return 0;
  }
  if( rate_grid(&g, 0, &log, &res, 0)!=RATE_OK ) return 0;
  check_log(&g, &res, &log);
  if( rate_grid(&g, 1, &hint, &res1, 0)!=RATE_OK ) abort();
  if( log.nStep>0 ){
    const RateStep *a = &log.aStep[0], *b = &hint.aStep[0];
    if( hint.nStep!=1 || a->tech!=b->tech || a->n!=b->n
     || memcmp(&log.aAction[a->first], &hint.aAction[b->first],
               sizeof(RateAction)*a->n) ){
      abort();
    }
  }
  return 0;
}
