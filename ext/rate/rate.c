/* SPDX-License-Identifier: MIT */
/*
** rate.c: the rater's driver.  It checks that the puzzle has one solution,
** builds the candidate grid, and repeatedly applies the simplest technique
** that makes progress (the order of aFinder[] below), recording each step.
** Every step is checked against the solution before it is applied: a step
** that would remove the solution's digit is refused and counted, and a
** search step (placing the solution's digit) is taken instead, so a wrong
** technique can never corrupt the result.
*/
#include "rateint.h"

#include <string.h>

/* Display names, indexed by RateTech: SE's technique names (SE calls
** all three singles of a unit "Hidden Single"). */
static const char *const azTechName[RATE_N_TECH] = {
  [RATE_LAST_VALUE] = "Hidden Single",
  [RATE_HIDDEN_SINGLE_BOX] = "Hidden Single",
  [RATE_HIDDEN_SINGLE_LINE] = "Hidden Single",
  [RATE_DIRECT_POINTING] = "Direct Pointing",
  [RATE_DIRECT_CLAIMING] = "Direct Claiming",
  [RATE_DIRECT_HIDDEN_PAIR] = "Direct Hidden Pair",
  [RATE_NAKED_SINGLE] = "Naked Single",
  [RATE_DIRECT_HIDDEN_TRIPLE] = "Direct Hidden Triplet",
  [RATE_POINTING] = "Pointing",
  [RATE_CLAIMING] = "Claiming",
  [RATE_NAKED_PAIR] = "Naked Pair",
  [RATE_X_WING] = "X-Wing",
  [RATE_HIDDEN_PAIR] = "Hidden Pair",
  [RATE_NAKED_TRIPLE] = "Naked Triplet",
  [RATE_SWORDFISH] = "Swordfish",
  [RATE_HIDDEN_TRIPLE] = "Hidden Triplet",
  [RATE_SKYSCRAPER] = "Skyscraper",
  [RATE_KITE2] = "2-String Kite",
  [RATE_LINKS2] = "2 Strong links",
  [RATE_LOOP2] = "(2 Strong Links) X-Loop",
  [RATE_GROUPED_SKYSCRAPER] = "Grouped Skyscraper",
  [RATE_GROUPED_KITE2] = "Grouped 2-String Kite",
  [RATE_GROUPED_LINKS2] = "Grouped 2 Strong links",
  [RATE_GROUPED_LOOP2] = "(2 Strong Links) Grouped X-Loop",
  [RATE_XY_WING] = "XY-Wing",
  [RATE_XYZ_WING] = "XYZ-Wing",
  [RATE_UNIQUE_RECT1] = "Unique Rectangle type 1",
  [RATE_UNIQUE_RECT2] = "Unique Rectangle type 2",
  [RATE_UNIQUE_RECT3] = "Unique Rectangle type 3",
  [RATE_UNIQUE_RECT4] = "Unique Rectangle type 4",
  [RATE_UNIQUE_LOOP1] = "Unique Loop type 1",
  [RATE_UNIQUE_LOOP2] = "Unique Loop type 2",
  [RATE_UNIQUE_LOOP3] = "Unique Loop type 3",
  [RATE_UNIQUE_LOOP4] = "Unique Loop type 4",
  [RATE_NAKED_QUAD] = "Naked Quad",
  [RATE_JELLYFISH] = "Jellyfish",
  [RATE_HIDDEN_QUAD] = "Hidden Quad",
  [RATE_SKYSCRAPERS3] = "3 Skyscrapers",
  [RATE_KITE3] = "3-String Kite",
  [RATE_LINKS3] = "3 Strong links",
  [RATE_LOOP3] = "(3 Strong Links) X-Loop",
  [RATE_GROUPED_SKYSCRAPERS3] = "Grouped 3 Skyscrapers",
  [RATE_GROUPED_KITE3] = "Grouped 3-String Kite",
  [RATE_GROUPED_LINKS3] = "Grouped 3 Strong links",
  [RATE_GROUPED_LOOP3] = "(3 Strong Links) Grouped X-Loop",
  [RATE_WXYZ_WING] = "WXYZ-Wing",
  [RATE_BUG1] = "BUG type 1",
  [RATE_BUG2] = "BUG type 2",
  [RATE_BUG3] = "BUG type 3",
  [RATE_BUG4] = "BUG type 4",
  [RATE_SKYSCRAPERS4] = "4 Skyscrapers",
  [RATE_LINKS4] = "4 Strong links",
  [RATE_LOOP4] = "(4 Strong Links) X-Loop",
  [RATE_GROUPED_SKYSCRAPERS4] = "Grouped 4 Skyscrapers",
  [RATE_GROUPED_LINKS4] = "Grouped 4 Strong links",
  [RATE_GROUPED_LOOP4] = "(4 Strong Links) Grouped X-Loop",
  [RATE_VWXYZ_WING] = "VWXYZ-Wing",
  [RATE_ALIGNED_PAIR] = "Aligned Pair Exclusion",
  [RATE_UVWXYZ_WING] = "UVWXYZ-Wing",
  [RATE_X_CYCLE] = "Bidirectional X-Cycle",
  [RATE_Y_CYCLE] = "Bidirectional Y-Cycle",
  [RATE_FORCING_X_CHAIN] = "Forcing X-Chain",
  [RATE_XY_CYCLE] = "Bidirectional Cycle",
  [RATE_FORCING_CHAIN] = "Forcing Chain",
  [RATE_TUVWXYZ_WING] = "TUVWXYZ-Wing",
  [RATE_ALIGNED_TRIPLET] = "Aligned Triplet Exclusion",
  [RATE_NISHIO] = "Nishio Forcing Chains",
  [RATE_CELL_FORCING] = "Cell Forcing Chains",
  [RATE_REGION_FORCING] = "Region Forcing Chains",
  [RATE_DYNAMIC_CONTRADICTION] = "Dynamic Contradiction Forcing Chains",
  [RATE_DYNAMIC_DOUBLE] = "Dynamic Double Forcing Chains",
  [RATE_DYNAMIC_CELL] = "Dynamic Cell Forcing Chains",
  [RATE_DYNAMIC_REGION] = "Dynamic Region Forcing Chains",
  [RATE_DYNAMIC_PLUS] = "Dynamic Forcing Chains (+)",
  [RATE_NESTED_FC] = "Dynamic Forcing Chains (+ Forcing Chains)",
  [RATE_NESTED_MFC] = "Dynamic Forcing Chains (+ Multiple Forcing Chains)",
  [RATE_NESTED_DFC] = "Dynamic Forcing Chains (+ Dynamic Forcing Chains)",
  [RATE_SEARCH] = "Search",
  [RATE_VLOCKING] = "Generalized Intersections",
  [RATE_NAKED_PAIR_GEN] = "Generalized Naked Pair",
  [RATE_NAKED_TRIPLE_GEN] = "Generalized Naked Triplet",
  [RATE_NC_FORCING_CELL] = "Non-Consecutive Forcing Cell",
  [RATE_NC_LOCKED] = "Locked Non-Consecutive",
  [RATE_NAKED_QUAD_GEN] = "Generalized Naked Quad",
};

/*
** The techniques in the order they are tried: SE's order (its default
** rule list), each finder looking at units, digits and cells in the order
** SE's rule does, so that the first step found is SE's.  Ratings follow
** the technique set of the Sudoku Exchange puzzle bank, whose ratings are
** the ones collectors quote (and ../shared/data/se_rated.txt's): serate's
** defaults without UVWXYZ- and TUVWXYZ-wings.  Those two (serateOnly) are
** tried only when a state asks for serate's own defaults (serateDefaults,
** as build/bench/rate_steps --serate-defaults does).
*/
static const struct {
  RateFinder xFind;
  int variant;
  int serateOnly;   /* 1: in serate's default set, not in the bank's */
} aFinder[] = {
  { rate_find_last_value,          0,       0 },
  { rate_find_hidden_single,       1,       0 },      /* box */
  { rate_find_hidden_single,       0,       0 },      /* column or row */
  { rate_find_locked,              RATE_LOCKED_DIRECT|RATE_LOCKED_POINTING, 0 },
  { rate_find_locked,              RATE_LOCKED_DIRECT, 0 },
  { rate_find_hidden_subset,       RATE_SUBSET_DIRECT|2, 0 },
  { rate_find_naked_single,        0,       0 },
  { rate_find_hidden_subset,       RATE_SUBSET_DIRECT|3, 0 },
  { rate_find_locked,              RATE_LOCKED_POINTING, 0 },
  { rate_find_locked,              0,       0 },
  { rate_find_naked_subset,        2,       0 },
  { rate_find_fish,                2,       0 },
  { rate_find_hidden_subset,       2,       0 },
  { rate_find_naked_subset,        3,       0 },
  { rate_find_fish,                3,       0 },
  { rate_find_hidden_subset,       3,       0 },
  { rate_find_strong_links,        2,       0 },
  { rate_find_wing,                0,       0 },      /* XY */
  { rate_find_wing,                1,       0 },      /* XYZ */
  { rate_find_unique_loop,         0,       0 },
  { rate_find_naked_subset,        4,       0 },
  { rate_find_fish,                4,       0 },
  { rate_find_hidden_subset,       4,       0 },
  { rate_find_strong_links,        3,       0 },
  { rate_find_wxyz_wing,           3,       0 },      /* WXYZ */
  { rate_find_bug,                 0,       0 },
  { rate_find_strong_links,        4,       0 },
  { rate_find_wxyz_wing,           4,       0 },      /* VWXYZ */
  { rate_find_aligned,             2,       0 },      /* pair */
  { rate_find_wxyz_wing,           5,       1 },      /* UVWXYZ */
  { rate_find_forcing_chain,       0,       0 },
  { rate_find_wxyz_wing,           6,       1 },      /* TUVWXYZ */
  { rate_find_aligned,             3,       0 },      /* triplet */
  { rate_find_chaining,            RATE_CHAIN_NISHIO, 0 },
  { rate_find_chaining,            RATE_CHAIN_MULTIPLE, 0 },
  { rate_find_chaining,            RATE_CHAIN_DYNAMIC, 0 },
  { rate_find_chaining,            RATE_CHAIN_PLUS, 0 },
  { rate_find_chaining,            RATE_CHAIN_NESTED2, 0 },   /* level 2 */
  { rate_find_chaining,            RATE_CHAIN_NESTED2+1, 0 }, /* level 3 */
  { rate_find_chaining,            RATE_CHAIN_NESTED2+2, 0 }, /* level 4, */
  { rate_find_chaining,            RATE_CHAIN_NESTED2+3, 0 }, /* nesting */
  { rate_find_chaining,            RATE_CHAIN_NESTED2+4, 0 }, /* limits */
  { rate_find_chaining,            RATE_CHAIN_NESTED2+5, 0 }, /* 0 to 3 */
};
#define N_FINDER ((int)(sizeof(aFinder)/sizeof(aFinder[0])))
_Static_assert(sizeof(aFinder)/sizeof(aFinder[0])<=RATE_N_FINDER,
               "a state has a memo for each finder");

int rate_step_places(const RateAction *a, int n){
  int i;
  for(i=0; i<n; i++) if( a[i].place ) return 1;
  return 0;
}

/*
** The techniques under variant rules, in SE's order: serate's technique
** set when a variant adds units or peers (VAR: pointing and claiming give
** way to generalized intersections, naked subsets to generalized ones),
** else the plain one (PLAIN); non-consecutive's own after naked singles
** (NC).  The finders look at the variant's units after the plain ones.
** The list stops where the variant finders stop.
*/
#define FOR_ALL   0
#define FOR_PLAIN 1
#define FOR_VAR   2
#define FOR_NC    3
static const struct {
  RateFinder xFind;
  int variant;
  int eFor;
} aVarFinder[] = {
  { rate_find_last_value,          0, FOR_ALL },
  { rate_find_hidden_single,       1, FOR_ALL },      /* box */
  { rate_find_hidden_single,       0, FOR_ALL },      /* lines, extra units */
  { rate_find_locked,              RATE_LOCKED_DIRECT|RATE_LOCKED_POINTING,
                                      FOR_ALL },
  { rate_find_locked,              RATE_LOCKED_DIRECT, FOR_ALL },
  { rate_find_locked_extra,        0, FOR_ALL },
  { rate_find_hidden_subset,       RATE_SUBSET_DIRECT|2, FOR_ALL },
  { rate_find_naked_single,        0, FOR_ALL },
  { rate_find_nc_forcing_cell,     0, FOR_NC },
  { rate_find_nc_locked,           0, FOR_NC },
  { rate_find_hidden_subset,       RATE_SUBSET_DIRECT|3, FOR_ALL },
  { rate_find_locked,              RATE_LOCKED_POINTING, FOR_PLAIN },
  { rate_find_locked,              0, FOR_PLAIN },
  { rate_find_vlocking,            0, FOR_VAR },
  { rate_find_naked_subset,        2, FOR_PLAIN },
  { rate_find_naked_subset,        RATE_SUBSET_GEN|2, FOR_VAR },
  { rate_find_fish,                2, FOR_ALL },
  { rate_find_hidden_subset,       2, FOR_ALL },
  { rate_find_naked_subset,        3, FOR_PLAIN },
  { rate_find_naked_subset,        RATE_SUBSET_GEN|3, FOR_VAR },
  { rate_find_fish,                3, FOR_ALL },
  { rate_find_hidden_subset,       3, FOR_ALL },
  { rate_find_strong_links,        2, FOR_ALL },
  { rate_find_wing,                0, FOR_ALL },      /* XY */
  { rate_find_wing,                1, FOR_ALL },      /* XYZ */
  { rate_find_unique_loop,         0, FOR_ALL },
  { rate_find_naked_subset,        4, FOR_PLAIN },
  { rate_find_naked_subset,        RATE_SUBSET_GEN|4, FOR_VAR },
  { rate_find_fish,                4, FOR_ALL },
  { rate_find_hidden_subset,       4, FOR_ALL },
  { rate_find_strong_links,        3, FOR_ALL },
  { rate_find_wxyz_wing,           3, FOR_ALL },      /* WXYZ */
  { rate_find_bug,                 0, FOR_ALL },
  { rate_find_strong_links,        4, FOR_ALL },
  { rate_find_wxyz_wing,           4, FOR_ALL },      /* VWXYZ */
  { rate_find_aligned,             2, FOR_ALL },      /* pair */
  { rate_find_wxyz_wing,           5, FOR_ALL },      /* UVWXYZ */
  { rate_find_forcing_chain,       0, FOR_ALL },
  { rate_find_wxyz_wing,           6, FOR_ALL },      /* TUVWXYZ */
  { rate_find_aligned,             3, FOR_ALL },      /* triplet */
  { rate_find_chaining,            RATE_CHAIN_NISHIO, FOR_ALL },
  { rate_find_chaining,            RATE_CHAIN_MULTIPLE, FOR_ALL },
  { rate_find_chaining,            RATE_CHAIN_DYNAMIC, FOR_ALL },
  { rate_find_chaining,            RATE_CHAIN_PLUS, FOR_ALL },
  { rate_find_chaining,            RATE_CHAIN_NESTED2, FOR_ALL },
  { rate_find_chaining,            RATE_CHAIN_NESTED2+1, FOR_ALL },
  { rate_find_chaining,            RATE_CHAIN_NESTED2+2, FOR_ALL },
  { rate_find_chaining,            RATE_CHAIN_NESTED2+3, FOR_ALL },
  { rate_find_chaining,            RATE_CHAIN_NESTED2+4, FOR_ALL },
  { rate_find_chaining,            RATE_CHAIN_NESTED2+5, FOR_ALL },
};
#define N_VAR_FINDER ((int)(sizeof(aVarFinder)/sizeof(aVarFinder[0])))
_Static_assert(sizeof(aVarFinder)/sizeof(aVarFinder[0])<=RATE_N_FINDER,
               "a state has a memo for each variant finder");

const char *rate_rules_key(const Rules *r){
  RateGeom g;
  return r ? rate_geom_init(&g, r) : 0;
}

const char *rate_tech_name(int tech){
  if( tech<0 || tech>=RATE_N_TECH ) return "?";
  return azTechName[tech];
}

/* 1 when every action of f agrees with the solution. */
static int agrees_with_solution(const RateFind *f, const Grid *sol){
  int i;
  if( f->n==0 ) return 0;
  for(i=0; i<f->n; i++){
    int isSol = sol->v[f->a[i].cell]==f->a[i].digit;
    if( isSol!=(f->a[i].place!=0) ) return 0;
  }
  return 1;
}

/* The step of last resort: the solution's digit in an empty cell with the
** fewest candidates. */
static void search_step(const RateState *s, const Grid *sol, RateFind *f){
  int i, best = -1, bestN = 10;
  for(i=0; i<81; i++){
    if( s->val[i]==0 && rate_popc(s->cand[i])<bestN ){
      best = i;
      bestN = rate_popc(s->cand[i]);
    }
  }
  rate_find_start(f, RATE_SEARCH, 100);
  rate_find_place(f, best, sol->v[best]);
  if( f->why ){
    rate_why_cell(f->why, RATE_ROLE_CELL, best);
    rate_why_say(f->why, "No technique applies: r%dc%d is %d in the "
                 "solution.", best/9+1, best%9+1, sol->v[best]);
  }
}

/* Append f to the log as one step. */
static void log_step(RateLog *log, const RateFind *f){
  RateStep *st;
  if( log->nStep>=RATE_MAX_STEPS || log->nAction+f->n>RATE_MAX_ACTIONS ){
    return;
  }
  st = &log->aStep[log->nStep++];
  st->tech = (unsigned char)f->tech;
  st->score = (unsigned char)f->score;
  st->first = (unsigned short)log->nAction;
  st->n = (unsigned short)f->n;
  memcpy(&log->aAction[log->nAction], f->a, sizeof(f->a[0])*(size_t)f->n);
  log->nAction += f->n;
}

/* 1 when no cell is empty. */
static int is_solved(const RateState *s){
  int i;
  for(i=0; i<81; i++) if( s->val[i]==0 ) return 0;
  return 1;
}

/* Start a state for the puzzle g (9x9): every empty cell has every digit
** the givens allow, and no finder has a memo yet. */
void rate_state_init(RateState *s, RateMemo *aMemo, Work *work){
  int i;
  for(i=0; i<81; i++){
    s->cand[i] = ALL9;
    s->val[i] = 0;
  }
  s->serateDefaults = 0;
  s->memo = 0;
  s->work = work;
  s->sol = 0;
  s->aMemo = aMemo;
  s->geom = 0;
  s->peerBits = rate_peer_bits;
  s->chain = rate_chain_mem_new();
  s->links = rate_link_mem_new();
  for(i=0; i<RATE_N_FINDER; i++) aMemo[i].valid = 0;
}

/* Release what rate_state_init allocated. */
void rate_state_free(RateState *s){
  rate_chain_mem_free(s->chain);
  s->chain = 0;
  rate_link_mem_free(s->links);
  s->links = 0;
}

/* rate_next_step under a variant's rules: the finders of aVarFinder. */
static int variant_step(RateState *s, RateFind *f){
  int k, found = 0;
  for(k=0; !found && k<N_VAR_FINDER; k++){
    int e = aVarFinder[k].eFor;
    if( (e==FOR_PLAIN && s->geom->extra) || (e==FOR_VAR && !s->geom->extra)
     || (e==FOR_NC && !s->geom->nc) ){
      continue;
    }
    s->memo = &s->aMemo[k];
    found = aVarFinder[k].xFind(s, f, aVarFinder[k].variant);
    if( found<0 ) break;
    if( !found ){
      s->aMemo[k].valid = 1;
      memcpy(s->aMemo[k].cand, s->cand, sizeof(s->cand));
    }
  }
  s->memo = 0;
  return found;
}

/*
** Find the next step from state s: the first finder, in SE's order, that
** has one.  Returns 1 with the step in f, 0 when no technique applies, or
** RATE_FIND_NOMEM.  s->places must be current (rate_index).
*/
int rate_next_step(RateState *s, RateFind *f){
  int k, found = 0;
  if( s->geom ) return variant_step(s, f);
  for(k=0; !found && k<N_FINDER; k++){
    if( aFinder[k].serateOnly && !s->serateDefaults ) continue;
    s->memo = &s->aMemo[k];
    found = aFinder[k].xFind(s, f, aFinder[k].variant);
    if( found==RATE_FIND_NOMEM ) break;
    if( !found ){
      s->aMemo[k].valid = 1;
      memcpy(s->aMemo[k].cand, s->cand, sizeof(s->cand));
    }
  }
  s->memo = 0;
  return found;
}

/* As SukakuExplainer loads a pencil-mark grid: each empty cell with one
** candidate that no peer has is filled with it (no step: it removes
** nothing). */
static void place_lone_singles(RateState *s){
  int i, k;
  for(i=0; i<81; i++){
    unsigned m = s->cand[i];
    if( s->val[i] || m==0 || (m & (m-1)) ) continue;
    for(k=0; k<20 && (s->cand[rate_peer[i][k]] & m)==0; k++){}
    if( k==20 ) rate_place(s, i, __builtin_ctz(m)+1);
  }
}

/* Start s from st: the givens placed (a pencil-mark puzzle's candidates
** kept), the player's values placed, then the player's candidates kept
** (where given): a candidate that a value rules out is gone whether it
** was kept or not.  Where candidates were given, the lone singles are
** filled (place_lone_singles). */
static void state_start(RateState *s, const RateStart *st){
  const Grid *g = st->puzzle;
  int i;
  for(i=0; i<81; i++){
    if( g->v[i] ) rate_place(s, i, g->v[i]);
  }
  for(i=0; g->marked && i<81; i++){
    if( s->val[i]==0 ) s->cand[i] &= g->cand[i];
  }
  for(i=0; st->val && i<81; i++){
    if( st->val[i] && s->val[i]==0 ) rate_place(s, i, st->val[i]);
  }
  for(i=0; st->cand && i<81; i++){
    if( s->val[i]==0 && st->cand[i] ){
      s->cand[i] &= st->cand[i];
    }
  }
  if( g->marked || st->cand ) place_lone_singles(s);
}

/* Hand the step f, found in state s, to the options' record. */
static int record_step(const RateOptions *opt, const RateState *s,
                       const RateFind *f, int iStep){
  RateStepView v;
  if( opt->log ) log_step(opt->log, f);
  if( opt->xStep==0 ) return 0;
  v.iStep = iStep;
  v.tech = f->tech;
  v.score = f->score;
  v.n = f->n;
  v.a = f->a;
  v.why = opt->why;
  v.cand = s->cand;
  v.val = s->val;
  return opt->xStep(opt->pArg, &v);
}

int rate_from(const RateStart *st, const RateOptions *opt, RateResult *res,
              Work *work){
  RateState s;
  RateFind f;
  RateMemo aMemo[RATE_N_FINDER];
  RateGeom geom;
  unsigned long long nSol;
  memset(res, 0, sizeof(*res));
  if( opt->log ){
    opt->log->nStep = 0;
    opt->log->nAction = 0;
  }
  if( st->puzzle->box!=3 ) return res->status = RATE_NOT_9X9;
  if( st->rules && rate_geom_init(&geom, st->rules) ){
    return res->status = RATE_NOT_9X9;
  }
  if( st->solution ){
    res->solution = *st->solution;
    nSol = 1;
  }else if( st->rules ){
    nSol = solve_rules(st->puzzle, st->rules, 2, &res->solution, 0, work);
    if( nSol==SOLVE_NOMEM ) return res->status = RATE_NOMEM;
  }else{
    nSol = solve_grid(st->puzzle, 2, &res->solution, 0, work);
  }
  if( nSol==SOLVE_OVER_BUDGET ) return res->status = RATE_OVER_BUDGET;
  if( nSol==0 ) return res->status = RATE_NO_SOLUTION;
  if( nSol>1 ) return res->status = RATE_MULTIPLE;
  rate_state_init(&s, aMemo, work);
  if( st->rules ){
    s.geom = &geom;
    s.peerBits = geom.peerBits;
  }
  s.sol = res->solution.v;
  state_start(&s, st);
  rate_find_init(&f, opt->why);
  if( opt->why && s.geom ){
    opt->why->unitKind = geom.kind;
    opt->why->unitIndex = geom.index;
  }
  rate_index(&s);
  res->status = RATE_OK;
  while( !is_solved(&s) && (opt->maxSteps<=0 || res->nStep<opt->maxSteps) ){
    unsigned short before[81];
    int found = rate_next_step(&s, &f), stop;
    if( found==RATE_FIND_NOMEM ){
      res->status = RATE_NOMEM;
      break;
    }
    if( found==RATE_FIND_BEYOND || (!found && s.geom) ){
      res->status = found ? RATE_VARIANT_LINKS : RATE_VARIANT_BEYOND;
      break;
    }
    if( !found || !agrees_with_solution(&f, &res->solution) ){
      if( found ) res->nRejected++;
      search_step(&s, &res->solution, &f);
    }
    if( f.tech==RATE_SEARCH ) res->nSearch++;
    if( opt->why && s.geom ) rate_geom_why_links(s.geom, opt->why);
    stop = record_step(opt, &s, &f, res->nStep);
    memcpy(before, s.cand, sizeof(before));
    rate_apply(&s, &f);
    rate_index_update(&s, before);
    if( f.score>res->score ) res->score = f.score;
    if( res->ed==0 ) res->ed = res->score;
    if( res->ep==0 && rate_step_places(f.a, f.n) ) res->ep = res->score;
    res->nStep++;
    if( work_charge(work, WORK_RATE_STEP) ){
      res->status = RATE_OVER_BUDGET;
      break;
    }
    if( stop ) break;
  }
  rate_state_free(&s);
  if( opt->why ) opt->why->unitKind = opt->why->unitIndex = 0;
  return res->status;
}

int rate_grid(const Grid *g, int maxSteps, RateLog *log, RateResult *res,
              Work *work){
  RateStart st = { 0, 0, 0, 0, 0 };
  RateOptions opt = { 0, 0, 0, 0, 0 };
  st.puzzle = g;
  opt.maxSteps = maxSteps;
  opt.log = log;
  return rate_from(&st, &opt, res, work);
}
