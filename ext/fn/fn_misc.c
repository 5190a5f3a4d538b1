/* SPDX-License-Identifier: MIT */
/*
** fn_misc.c: the bodies of iq_solve, sudoku_generate, sudoku_svg and
** sudoku_debug (see fn.h).
*/
#include "fn.h"
#include "fn_hintpic.h"
#include "fn_play.h"
#include "generate.h"
#include "iq.h"
#include "json.h"
#include "rate.h"
#include "solve9.h"
#include "svg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef SUDOKU_VERSION
# error "SUDOKU_VERSION is set by the Makefile from the file VERSION"
#endif
#ifndef SUDOKU_BUILD_DATE
# define SUDOKU_BUILD_DATE "unknown"
#endif

#if defined(__clang__)
# define SUDOKU_COMPILER "clang " __clang_version__
#elif defined(__GNUC__)
# define SUDOKU_COMPILER "gcc " __VERSION__
#else
# define SUDOKU_COMPILER "unknown"
#endif

#define SVG_DEFAULT_SIZE 450

/* iq_solve(board): the completed board in the same form, NULL if none. */
void fn_iq_solve(FnOut *o, const char *z, size_t n, Work *w){
  IqBoard in, out;
  char zErr[IQ_ERR_MAX];
  int rc = iq_parse(&in, z, n, zErr);
  if( rc==IQ_OK ) rc = iq_solve(&in, &out, zErr, 0, w);
  if( rc==IQ_NOMEM ){
    fn_nomem(o);
  }else if( rc==IQ_OVER_BUDGET ){
    fn_over_budget(o, w);
  }else if( rc<0 ){
    fn_error(o, FN_ERR_INPUT, "%s", zErr);
  }else if( rc==1 ){
    o->eType = FN_TEXT;
    o->n = (size_t)iq_format(&out, o->zBuf);
    o->z = o->zBuf;
  }
}

/* sudoku_generate(seed [, options]): a puzzle with one solution; zOpt
** (nOpt bytes) is the options' JSON text, NULL for none.  A search for a
** rating band takes GEN_BAND_LIMIT unless the user set a budget. */
void fn_generate(FnOut *o, long long seed, const char *zOpt, int nOpt,
                 Work *w){
  GenOptions opt;
  GenResult res;
  char zErr[GEN_ERR_MAX];
  if( gen_options_parse(&opt, zOpt, nOpt, zErr) ){
    fn_error(o, FN_ERR_INPUT, "%s", zErr);
    return;
  }
  if( opt.rateHi && w->limitDefault ) w->limit = GEN_BAND_LIMIT;
  switch( generate(&opt, (unsigned long long)seed, w, 0, 0, &res) ){
    case GEN_OK:
      fn_result_grid(o, &res.puzzle);
      break;
    case GEN_NOMEM:
      fn_nomem(o);
      break;
    case GEN_OVER_BUDGET: {
      char zBuf[FN_BUDGET_MAX];
      fn_error(o, FN_ERR_BUDGET, "no puzzle meeting the options yet when the "
               "search went %s; or relax the options",
               fn_budget_problem(w, zBuf));
      break;
    }
    case GEN_NO_GRID:
      fn_error(o, FN_ERR_INPUT, "options: no %dx%d grid keeps the rules "
               "(the empty grid has no solution under them), so no puzzle "
               "does", opt.side, opt.side);
      break;
    default:
      fn_error(o, FN_ERR_LIMIT, "no puzzle meeting the options within %llu "
               "units of search work; relax the options", GEN_EFFORT_MAX);
      break;
  }
}

void fn_svg_defaults(FnSvgOpts *p){
  p->solution = p->candidates = p->hint = p->step = 0;
  p->size = SVG_DEFAULT_SIZE;
  p->nState = 0;
  p->hasRules = 0;
}

const char fn_svg_not_object[] =
  "options must be a JSON object, such as '{\"solution\": true}'";

int fn_svg_text(FnOut *o, const char *z, size_t n){
  long iNul = json_nul_offset(z, n);
  if( iNul>=0 ){
    fn_error(o, FN_ERR_INPUT, "options: bad byte 0x00 at offset %ld", iNul);
    return 0;
  }
  return 1;
}

/* Read a boolean option: true/false or 0/1 (null: the default, false). */
static int bool_option(FnOut *o, const char *zKey, const char *zType,
                       long long v, int *pOut){
  if( strcmp(zType, "null")==0 ) return 1;
  if( strcmp(zType, "true")==0 || strcmp(zType, "false")==0
   || (strcmp(zType, "integer")==0 && (v==0 || v==1)) ){
    *pOut = (int)v;
    return 1;
  }
  fn_error(o, FN_ERR_INPUT, "option \"%s\" must be true or false", zKey);
  return 0;
}

/* Read option "rules": a rules object, its JSON text zJson (nJson
** bytes); null: none, the default. */
static int rules_option(FnOut *o, FnSvgOpts *p, const char *zType,
                        const char *zJson, size_t nJson){
  char zErr[JSON_ERR_MAX];
  if( strcmp(zType, "null")==0 ) return 1;
  if( strcmp(zType, "object")!=0 || zJson==0 ){
    fn_error(o, FN_ERR_INPUT, "option \"rules\" must be a rules object, such "
             "as {\"diagonals\": true}");
    return 0;
  }
  if( nJson>0x7fffffff || rules_read(&p->rules, zJson, (int)nJson, zErr) ){
    fn_error(o, FN_ERR_INPUT, "%s", nJson>0x7fffffff ? "rules: too long"
                                                     : zErr);
    return 0;
  }
  p->hasRules = 1;
  return 1;
}

/* Read option "state": the player's state as text, or as a JSON object
** (its text zJson, nJson bytes); null: none, the default. */
static int state_option(FnOut *o, FnSvgOpts *p, const char *zType,
                        const char *zJson, size_t nJson){
  if( strcmp(zType, "null")==0 ) return 1;
  if( (strcmp(zType, "text")!=0 && strcmp(zType, "object")!=0)
   || zJson==0 ){
    fn_error(o, FN_ERR_INPUT, "option \"state\" must be a player's state: "
             "a grid as text, or an object");
    return 0;
  }
  if( nJson==0 || nJson>=FN_SVG_STATE_MAX ){
    fn_error(o, FN_ERR_INPUT, "option \"state\" must have 1 to %d bytes",
             FN_SVG_STATE_MAX-1);
    return 0;
  }
  memcpy(p->zState, zJson, nJson);
  p->zState[nJson] = 0;
  p->nState = nJson;
  return 1;
}

int fn_svg_option(FnOut *o, FnSvgOpts *p, const char *zKey,
                  const char *zType, long long v, const char *zJson,
                  size_t nJson){
  if( strcmp(zKey, "solution")==0 ){
    return bool_option(o, zKey, zType, v, &p->solution);
  }else if( strcmp(zKey, "candidates")==0 ){
    return bool_option(o, zKey, zType, v, &p->candidates);
  }else if( strcmp(zKey, "hint")==0 ){
    return bool_option(o, zKey, zType, v, &p->hint);
  }else if( strcmp(zKey, "rules")==0 ){
    return rules_option(o, p, zType, zJson, nJson);
  }else if( strcmp(zKey, "state")==0 ){
    return state_option(o, p, zType, zJson, nJson);
  }else if( strcmp(zKey, "step")==0 ){
    if( strcmp(zType, "null")==0 ) return 1;
    if( strcmp(zType, "integer")!=0 || v<1 || v>RATE_MAX_STEPS ){
      fn_error(o, FN_ERR_INPUT, "option \"step\" must be an integer from 1 "
               "to %d", RATE_MAX_STEPS);
      return 0;
    }
    p->step = (int)v;
    return 1;
  }else if( strcmp(zKey, "size")==0 ){
    if( strcmp(zType, "null")==0 ) return 1;
    if( strcmp(zType, "integer")!=0 || v<SVG_MIN_SIZE || v>SVG_MAX_SIZE ){
      fn_error(o, FN_ERR_INPUT, "option \"size\" must be an integer from %d "
               "to %d", SVG_MIN_SIZE, SVG_MAX_SIZE);
      return 0;
    }
    p->size = (int)v;
    return 1;
  }
  fn_error(o, FN_ERR_INPUT, "unknown option \"%s\" (known: solution, "
           "candidates, hint, state, step, size, rules)", zKey);
  return 0;
}

/* The step that options p draw (the next hint, or step p->step, from
** the state p->zState when given) under the rules r (NULL: plain) into h:
** 1, or 0 with o's error. */
static int hint_step(FnOut *o, const Grid *g, const FnSvgOpts *p,
                     const Rules *r, FnHintPic *h, Work *w){
  FnPlay play;
  int rc;
  if( g->box!=3 ){
    fn_error(o, FN_ERR_INPUT, "option \"%s\" needs a 9x9 puzzle",
             p->nState ? "state" : p->step ? "step" : "hint");
    return 0;
  }
  if( p->nState && !fn_play_read(o, p->zState, p->nState, g, &play) ){
    return 0;
  }
  rc = fn_hintpic_find(o, g, p->nState ? &play : 0, p->step, r, h, w);
  if( rc<0 && o->eType==FN_NULL ){
    fn_error(o, FN_ERR_INPUT, "option \"hint\" needs a puzzle with one "
             "solution");
  }else if( rc==0 && p->step ){
    fn_error(o, FN_ERR_INPUT, "option \"step\": the grid is solved before "
             "step %d", p->step);
  }else if( rc==0 && p->nState ){
    int i;
    /* a solved state: its values, no hint */
    h->puzzle = g;
    h->entries = *g;
    for(i=0; i<81; i++) h->entries.v[i] = play.val[i];
  }
  return rc==1 || (rc==0 && p->step==0);
}

/* sudoku_svg(p [, options]): the picture as SVG text; "hint", "state"
** and "step" draw a step with its pattern (fn_hintpic.h). */
void fn_svg(FnOut *o, const Grid *g, const FnSvgOpts *p, Work *w){
  Grid sol;
  Rules rules;
  Picture pic;
  FnHintPic *h = 0;
  int hint = p->hint || p->step || p->nState;
  char *z;
  memset(&pic, 0, sizeof(pic));
  pic.puzzle = g;
  pic.candidates = p->candidates;
  if( p->hasRules ){
    char zErr[JSON_ERR_MAX];
    rules = p->rules;
    if( rules_finish(&rules, g->side, "rules", zErr) ){
      fn_error(o, FN_ERR_INPUT, "%s", zErr);
      return;
    }
    pic.rules = &rules;
  }
  if( p->solution ){
    unsigned long long n;
    if( !fn_solve_grid(o, g, pic.rules, 1, &sol, 0, w, &n) ) return;
    if( n==0 ){
      fn_error(o, FN_ERR_INPUT, "option \"solution\": the puzzle has no "
               "solution");
      return;
    }
    pic.solution = &sol;
  }
  if( hint ){
    h = (FnHintPic*)malloc(sizeof(FnHintPic));
    if( h==0 ){
      fn_nomem(o);
      return;
    }
    fn_hintpic_init(h);
    if( !hint_step(o, g, p, pic.rules, h, w) ){
      fn_hintpic_free(h);
      free(h);
      return;
    }
    if( h->puzzle ) fn_hintpic_set(h, &pic);
  }
  z = svg_render(&pic, p->size);
  if( h ){
    fn_hintpic_free(h);
    free(h);
  }
  fn_result_heap(o, FN_TEXT, z);
}

/* The instruction sets of this CPU that the build can use, as a JSON
** array, into zBuf (nBuf bytes). */
static void cpu_sets(char *zBuf, size_t nBuf){
  size_t n = 0;
#if defined(__x86_64__) || defined(__i386__)
  static const char *azSet[] = { "sse2", "sse4.1", "avx2", "avx512f" };
  int aHas[4], i;
  __builtin_cpu_init();
  aHas[0] = __builtin_cpu_supports("sse2");
  aHas[1] = __builtin_cpu_supports("sse4.1");
  aHas[2] = __builtin_cpu_supports("avx2");
  aHas[3] = __builtin_cpu_supports("avx512f");
  for(i=0; i<4; i++){
    if( aHas[i] ){
      n += (size_t)snprintf(zBuf+n, nBuf-n, "%s\"%s\"", n ? "," : "[",
                            azSet[i]);
    }
  }
#endif
  snprintf(zBuf+n, nBuf-n, "%s]", n ? "" : "[");
}

/* sudoku_debug(): what a bug report needs to know about this build. */
void fn_debug(FnOut *o, const char *zEngine, const char *zEngineVersion){
  char zCpu[80];
  int n;
  cpu_sets(zCpu, sizeof(zCpu));
  n = snprintf(o->zBuf, sizeof(o->zBuf), "{\"version\":\"%s\",\"build_date\":"
               "\"%s\",\"compiler\":\"%s\",\"%s\":\"%s\",\"cpu\":%s,"
               "\"solver9\":\"%s\"}",
               SUDOKU_VERSION, SUDOKU_BUILD_DATE, SUDOKU_COMPILER, zEngine,
               zEngineVersion, zCpu, solve9_isa());
  o->eType = FN_JSON;
  o->z = o->zBuf;
  o->n = n<0 ? 0 : (size_t)n<sizeof(o->zBuf) ? (size_t)n : sizeof(o->zBuf)-1;
}
