/* SPDX-License-Identifier: MIT */
/*
** fn_rate.c: the bodies of the rater's functions (see fn.h):
** sudoku_rate, sudoku_grade, sudoku_ratings, sudoku_explain, sudoku_hint
** and the search figures of sudoku_stats.  The steps' JSON is
** rate_json.c's; sudoku_explain adds the pearl and diamond marks.
*/
#include "fn.h"
#include "grade.h"
#include "rate.h"
#include "solve.h"
#include "fn_play.h"
#include "rate_json.h"
#include "rate_why.h"

#include <stdlib.h>
#include <string.h>

/* Rate g and set o to what eWhat asks: the SE score (a REAL), its
** grade name, or the JSON object of the three SE ratings ER, EP and ED.
** A puzzle without exactly one solution gives NULL; other sizes than
** 9x9, rules other than the plain ones and the budget give errors. */
enum { RATE_SCORE, RATE_GRADE, RATE_RATINGS };
static int rate_status(FnOut *o, int rc, Work *w){
  if( rc==RATE_OVER_BUDGET ){
    fn_over_budget(o, w);
  }else if( rc==RATE_NOMEM ){
    fn_nomem(o);
  }else if( rc==RATE_NOT_9X9 ){
    fn_error(o, FN_ERR_INPUT, "only 9x9 puzzles can be rated");
  }else if( rc==RATE_VARIANT_BEYOND ){
    fn_error(o, FN_ERR_INPUT, "this puzzle needs techniques past %s, the "
             "last SukakuExplainer applies under variant rules",
             RATE_VARIANT_LAST);
  }else if( rc==RATE_VARIANT_LINKS ){
    fn_error(o, FN_ERR_INPUT, "this puzzle has more links at some step "
             "than the rater follows under variant rules");
  }
  return rc==RATE_OK;
}

/*
** The rules the rater takes for r, into *pRules: NULL for the plain
** rules, r for a variant SukakuExplainer rates.  0 with o's error naming
** the rule for any other.
*/
static int rate_rules(FnOut *o, const Rules *r, const Rules **pRules){
  const char *zKey = r ? rules_variant_key(r) : 0;
  *pRules = 0;
  if( zKey==0 ) return 1;
  zKey = rate_rules_key(r);
  if( zKey ){
    fn_error(o, FN_ERR_INPUT, "rates plain sudoku and the variants "
             "SukakuExplainer rates, not the rules' \"%s\"", zKey);
    return 0;
  }
  *pRules = r;
  return 1;
}

static void rate(FnOut *o, const Grid *g, const Rules *r, int eWhat,
                 Work *w){
  RateResult res;
  RateStart st = { 0, 0, 0, 0, 0 };
  RateOptions opt = { 0, 0, 0, 0, 0 };
  if( g->box==3 && !rate_rules(o, r, &st.rules) ) return;
  st.puzzle = g;
  if( !rate_status(o, rate_from(&st, &opt, &res, w), w) ) return;
  if( eWhat==RATE_SCORE ){
    o->eType = FN_REAL;
    o->r = res.score/10.0;
  }else if( eWhat==RATE_RATINGS ){
    Buf t = BUF_INIT;
    buf_printf(&t, "{\"er\":%d.%d,\"ep\":%d.%d,\"ed\":%d.%d}",
               res.score/10, res.score%10, res.ep/10, res.ep%10,
               res.ed/10, res.ed%10);
    fn_result_heap(o, FN_JSON, buf_take(&t));
  }else{
    o->eType = FN_TEXT;
    o->z = grade_name(res.score);
    o->n = strlen(o->z);
  }
}

/* The steps being written: each step as rate_from hands it over.  With
** marks (sudoku_explain), the step that gives the diamond rating (the
** first) gets "diamond":true and the one that gives the pearl rating
** (the first step of the highest score up to the first placement,
** serate's %P) "pearl":true, once the first placement shows which. */
typedef struct StepsOut StepsOut;
struct StepsOut {
  JsonOut j;
  int level;
  int marks;
  int max;              /* the highest score so far */
  size_t atMax;         /* where the first step of that score ends ('}') */
  int pearlDone;        /* the pearl step is marked */
};

/* Insert the text z into b at offset at (<= b->n). */
static void insert_text(Buf *b, size_t at, const char *z){
  size_t n = strlen(z);
  if( !buf_reserve(b, n) ) return;
  memmove(b->z+at+n, b->z+at, b->n-at+1);
  memcpy(b->z+at, z, n);
  b->n += n;
}

/* Write step v; a description cut short by a failed allocation fails
** the whole answer (the sticky flag of the JSON text), as the JSON's own
** failure does.  Nonzero stops the rating. */
static int write_step(void *pArg, const RateStepView *v){
  StepsOut *p = (StepsOut*)pArg;
  Buf *b = &p->j.b;
  if( v->why && v->why->oom ) b->oom = 1;
  rate_json_step(&p->j, v, p->level);
  if( p->marks && !p->pearlDone && !b->oom ){
    if( v->iStep==0 ) insert_text(b, b->n-1, ",\"diamond\":true");
    if( v->score>p->max ){
      p->max = v->score;
      p->atMax = b->n-1;
    }
    if( rate_step_places(v->a, v->n) ){
      insert_text(b, p->atMax, ",\"pearl\":true");
      p->pearlDone = 1;
    }
  }
  return b->oom;
}

int fn_rate_from(FnOut *o, const Grid *g, const FnPlay *play,
                 const Rules *r, const struct RateOptions *opt,
                 struct RateResult *res, Work *w){
  RateStart st = { 0, 0, 0, 0, 0 };
  Grid sol;
  if( g->box!=3 ){
    fn_error(o, FN_ERR_INPUT, "only 9x9 puzzles can be rated");
    return 0;
  }
  if( !rate_rules(o, r, &st.rules) ) return 0;
  st.puzzle = g;
  if( play ){
    unsigned long long n;
    if( !fn_solve_grid(o, g, st.rules, 2, &sol, 0, w, &n) || n!=1 ){
      return 0;
    }
    if( !fn_play_check(o, g, &sol, st.rules, play) ) return 0;
    st.val = play->val;
    st.cand = play->hasCand ? play->cand : 0;
    st.solution = &sol;
  }
  return rate_status(o, rate_from(&st, opt, res, w), w);
}

/*
** sudoku_explain (isHint 0: every step, a JSON array) and sudoku_hint
** (the next step, a JSON object at the given level, NULL for a solved
** grid), from the player's state when play is not NULL.  A state with
** mistakes gives them instead (fn_play_check).
*/
static void steps(FnOut *o, const Grid *g, const FnPlay *play,
                  const Rules *r, int isHint, int level, Work *w){
  RateOptions opt = { 0, 0, 0, 0, 0 };
  RateWhy why;
  RateResult res;
  StepsOut out;
  int ok;
  rate_why_init(&why);
  json_out_init(&out.j);
  out.level = level;
  out.marks = !isHint;
  out.max = 0;
  out.atMax = 0;
  out.pearlDone = 0;
  opt.maxSteps = isHint ? 1 : 0;
  opt.why = &why;
  opt.xStep = write_step;
  opt.pArg = &out;
  if( !isHint ) json_out_open(&out.j, '[');
  ok = fn_rate_from(o, g, play, r, &opt, &res, w);
  if( !isHint ) json_out_close(&out.j, ']');
  if( ok && (!isHint || res.nStep>0) ){
    fn_result_heap(o, FN_JSON, buf_take(&out.j.b));
  }
  buf_free(&out.j.b);
  rate_why_free(&why);
}

void fn_rate(FnOut *o, const Grid *g, const Rules *r, Work *w){
  rate(o, g, r, RATE_SCORE, w);
}
void fn_grade(FnOut *o, const Grid *g, const Rules *r, Work *w){
  rate(o, g, r, RATE_GRADE, w);
}
void fn_ratings(FnOut *o, const Grid *g, const Rules *r, Work *w){
  rate(o, g, r, RATE_RATINGS, w);
}
void fn_explain(FnOut *o, const Grid *g, const FnPlay *play,
                const Rules *r, Work *w){
  steps(o, g, play, r, 0, RATE_JSON_FULL, w);
}
void fn_hint(FnOut *o, const Grid *g, const FnPlay *play, int level,
             const Rules *r, Work *w){
  steps(o, g, play, r, 1, level, w);
}

int fn_hint_level(FnOut *o, const char *z, size_t n, int *pLevel){
  static const char *const azLevel[] = { "nudge", "pattern", "full" };
  int i;
  for(i=0; i<3; i++){
    if( strlen(azLevel[i])==n && memcmp(azLevel[i], z, n)==0 ){
      *pLevel = RATE_JSON_NUDGE+i;
      return 1;
    }
  }
  fn_error(o, FN_ERR_INPUT, "level: expected nudge, pattern or full, "
           "got '%.*s'", n>40 ? 40 : (int)n, z);
  return 0;
}

/* sudoku_stats(p): search figures of the solver, for any size. */
void fn_stats(FnOut *o, const Grid *g, const Rules *r, Work *w){
  SolveStats st = {0, 0};
  Buf t = BUF_INIT;
  unsigned long long n;
  if( !fn_solve_grid(o, g, r, 2, 0, &st, w, &n) ) return;
  buf_printf(&t, "{\"size\":%d,\"clues\":%d,\"solutions\":%llu,"
             "\"nodes\":%llu,\"guesses\":%llu}", g->side, grid_clues(g), n,
             st.nodes, st.guesses);
  fn_result_heap(o, FN_JSON, buf_take(&t));
}
