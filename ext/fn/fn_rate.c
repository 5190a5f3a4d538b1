/* SPDX-License-Identifier: MIT */
/*
** fn_rate.c: the bodies of the rater's functions (see fn.h):
** sudoku_rate, sudoku_grade, sudoku_explain, sudoku_hint and the search
** figures of sudoku_stats.  JSON results are built as text.
*/
#include "fn.h"
#include "grade.h"
#include "rate.h"
#include "solve.h"
#include "svg.h"

#include <stdlib.h>
#include <string.h>

/* Append step i of log to t as a JSON object. */
static void append_step(SvgText *t, const RateLog *log, int i){
  const RateStep *st = &log->aStep[i];
  int pass, k;
  svg_printf(t, "{\"step\":%d,\"technique\":\"%s\",\"score\":%.1f",
             i+1, rate_tech_name(st->tech), st->score/10.0);
  for(pass=1; pass>=0; pass--){
    int n = 0;
    svg_printf(t, ",\"%s\":[", pass ? "placements" : "eliminations");
    for(k=st->first; k<st->first+st->n; k++){
      const RateAction *a = &log->aAction[k];
      if( a->place!=pass ) continue;
      svg_printf(t, "%s\"r%dc%d%s%d\"", n++ ? "," : "", a->cell/9+1,
                 a->cell%9+1, pass ? "=" : "<>", a->digit);
    }
    svg_printf(t, "]");
  }
  svg_printf(t, "}");
}

/* Set o to the JSON text built in t (which it takes over). */
static void result_json(FnOut *o, SvgText *t){
  if( t->oom || t->z==0 ){
    free(t->z);
    fn_nomem(o);
    return;
  }
  o->eType = FN_JSON;
  o->zHeap = t->z;
  o->z = t->z;
  o->n = t->n;
}

/* Every step of the log as a JSON array, or with isHint the first one as
** a JSON object (NULL for a solved grid). */
static void steps_json(FnOut *o, const RateLog *log, int isHint){
  SvgText t;
  int i;
  if( isHint && log->nStep==0 ) return;
  memset(&t, 0, sizeof(t));
  if( !isHint ) svg_printf(&t, "[");
  for(i=0; i<log->nStep; i++){
    if( i ) svg_printf(&t, ",");
    append_step(&t, log, i);
  }
  if( !isHint ) svg_printf(&t, "]");
  result_json(o, &t);
}

/*
** Rate g and set o to what eWhat asks: the SE score (a REAL), its grade
** name, every step (JSON array) or the next (JSON object).  A puzzle
** without exactly one solution gives NULL; other sizes than 9x9, rules
** other than the plain ones and the budget give errors.
*/
enum { RATE_SCORE, RATE_GRADE, RATE_EXPLAIN, RATE_HINT };
static void rate(FnOut *o, const Grid *g, const Rules *r, int eWhat,
                 Work *w){
  int withLog = eWhat==RATE_EXPLAIN || eWhat==RATE_HINT;
  RateLog *log = 0;
  RateResult res;
  int rc;
  if( !fn_plain_rules(o, r, "rates") ) return;
  if( withLog && (log = (RateLog*)malloc(sizeof(RateLog)))==0 ){
    fn_nomem(o);
    return;
  }
  rc = rate_grid(g, eWhat==RATE_HINT ? 1 : 0, log, &res, w);
  if( rc==RATE_OVER_BUDGET ){
    fn_over_budget(o, w);
  }else if( rc==RATE_NOMEM ){
    fn_nomem(o);
  }else if( rc==RATE_NOT_9X9 ){
    fn_error(o, FN_ERR_INPUT, "only 9x9 puzzles can be rated");
  }else if( rc==RATE_OK ){
    if( eWhat==RATE_SCORE ){
      o->eType = FN_REAL;
      o->r = res.score/10.0;
    }else if( eWhat==RATE_GRADE ){
      o->eType = FN_TEXT;
      o->z = grade_name(res.score);
      o->n = strlen(o->z);
    }else{
      steps_json(o, log, eWhat==RATE_HINT);
    }
  }
  free(log);
}

void fn_rate(FnOut *o, const Grid *g, const Rules *r, Work *w){
  rate(o, g, r, RATE_SCORE, w);
}
void fn_grade(FnOut *o, const Grid *g, const Rules *r, Work *w){
  rate(o, g, r, RATE_GRADE, w);
}
void fn_explain(FnOut *o, const Grid *g, const Rules *r, Work *w){
  rate(o, g, r, RATE_EXPLAIN, w);
}
void fn_hint(FnOut *o, const Grid *g, const Rules *r, Work *w){
  rate(o, g, r, RATE_HINT, w);
}

/* sudoku_stats(p): search figures of the solver, for any size. */
void fn_stats(FnOut *o, const Grid *g, const Rules *r, Work *w){
  SolveStats st = {0, 0};
  SvgText t;
  unsigned long long n;
  if( !fn_solve_grid(o, g, r, 2, 0, &st, w, &n) ) return;
  memset(&t, 0, sizeof(t));
  svg_printf(&t, "{\"size\":%d,\"clues\":%d,\"solutions\":%llu,"
             "\"nodes\":%llu,\"guesses\":%llu}", g->side, grid_clues(g), n,
             st.nodes, st.guesses);
  result_json(o, &t);
}
