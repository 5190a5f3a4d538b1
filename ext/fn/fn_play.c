/* SPDX-License-Identifier: MIT */
/*
** fn_play.c: reading and checking a player's state (see fn_play.h).
*/
#include "fn_play.h"
#include "json.h"
#include "json_out.h"
#include "rate_why.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The state's values from the puzzle g: its givens, nothing entered. */
static void play_from_givens(FnPlay *p, const Grid *g){
  memset(p, 0, sizeof(*p));
  memcpy(p->val, g->v, 81);
}

/* Read z as the player's values (zArg names it in errors: "state" or
** "state: values"): 1, or 0 with o's error. */
static int play_values(FnOut *o, const char *zArg, const char *z, size_t n,
                       FnPlay *p){
  char zErr[GRID_ERR_MAX];
  Grid s;
  long want, got;
  if( grid_parse(&s, z, n, GRID_ALPHA_AUTO, zErr) ){
    if( sscanf(zErr, "expected %ld cells, got %ld", &want, &got)==2 ){
      fn_error(o, FN_ERR_INPUT, "%s: expected 81 or 729 cells, got %ld",
               zArg, got);
    }else{
      fn_error(o, FN_ERR_INPUT, "%s: %s", zArg, zErr);
    }
    return 0;
  }
  if( s.marked || s.side!=9 ){
    fn_error(o, FN_ERR_INPUT, "%s: expected 81 cells, got %d", zArg,
             s.marked ? GRID_MARKS_CHARS : s.ncell);
    return 0;
  }
  memcpy(p->val, s.v, 81);
  return 1;
}

/* Read z as the player's candidates when it is a pencil-mark grid: 1
** when read, 0 when z is not one (nothing set), -1 with o's error. */
static int play_marks(FnOut *o, const char *zArg, const char *z, size_t n,
                      FnPlay *p){
  char zErr[GRID_ERR_MAX];
  Grid s;
  int rc = grid_marks_parse(&s, z, n, zErr);
  if( rc<0 ) fn_error(o, FN_ERR_INPUT, "%s: %s", zArg, zErr);
  if( rc>0 ){
    memcpy(p->cand, s.cand, sizeof(p->cand));
    p->hasCand = 1;
  }
  return rc;
}

/* The JSON form's keys, read into a FnPlay. */
typedef struct PlayJson PlayJson;
struct PlayJson {
  FnOut *o;
  FnPlay *p;
  int bad;            /* o holds the error of a key's value */
};

static int play_json_key(void *pArg, Json *j, const char *zKey,
                         JsonVal *v){
  PlayJson *q = (PlayJson*)pArg;
  if( strcmp(zKey, "values")!=0 && strcmp(zKey, "candidates")!=0 ){
    return json_key_fail(j, zKey, "is not a key of a state (values, "
                         "candidates)");
  }
  if( v->kind!=JV_STR ) return json_key_fail(j, zKey, "must be a string");
  if( zKey[0]=='v' ){
    if( !play_values(q->o, "state: values", v->zStr, (size_t)v->nStr,
                     q->p) ){
      q->bad = 1;
      return -1;
    }
  }else{
    int rc = play_marks(q->o, "state: candidates", v->zStr, (size_t)v->nStr,
                        q->p);
    if( rc==0 ){
      fn_error(q->o, FN_ERR_INPUT, "state: candidates: expected %d "
               "characters of digits and '.', got %d", GRID_MARKS_CHARS,
               v->nStr);
    }
    if( rc<=0 ){
      q->bad = 1;
      return -1;
    }
  }
  return 0;
}

/* Read the JSON form {"values": ..., "candidates": ...}. */
static int play_json(FnOut *o, const char *z, size_t n, FnPlay *p){
  char zErr[JSON_ERR_MAX];
  PlayJson q;
  q.o = o;
  q.p = p;
  q.bad = 0;
  if( n>0x7fffffff ){
    fn_error(o, FN_ERR_INPUT, "state: too long");
    return 0;
  }
  if( json_parse(z, (int)n, "state", zErr, play_json_key, &q) ){
    if( !q.bad ) fn_error(o, FN_ERR_INPUT, "%s", zErr);
    return 0;
  }
  return 1;
}

int fn_play_read(FnOut *o, const char *z, size_t n, const Grid *g,
                 FnPlay *p){
  size_t i;
  int rc;
  play_from_givens(p, g);
  if( g->box!=3 ){
    fn_error(o, FN_ERR_INPUT, "state: only for 9x9 puzzles, not %dx%d",
             g->side, g->side);
    return 0;
  }
  for(i=0; i<n && json_is_blank(z[i]); i++){}
  if( i<n && z[i]=='{' ) return play_json(o, z, n, p);
  rc = play_marks(o, "state", z, n, p);
  if( rc ) return rc>0;
  return play_values(o, "state", z, n, p);
}

/* ---- mistakes ------------------------------------------------------- */

/* The mistakes' JSON being written. */
typedef struct Mistakes Mistakes;
struct Mistakes {
  JsonOut j;
  int n;
};

/* Start a mistake of kind zKind at cell i. */
static void mistake_open(Mistakes *m, const char *zKind, int i){
  json_out_open(&m->j, '{');
  json_out_key(&m->j, "cell");
  json_out_strf(&m->j, "r%dc%d", i/9+1, i%9+1);
  json_out_key(&m->j, "kind");
  json_out_str(&m->j, zKind);
  json_out_key(&m->j, "text");
  m->n++;
}

/* Digits entered twice or more in one unit (the values alone). */
static void find_conflicts(Mistakes *m, const FnPlay *p){
  static const char *const azCount[] = { "", "", "two", "three", "four",
    "five", "six", "seven", "eight", "nine" };
  int u, d, k;
  for(u=0; u<27; u++){
    for(d=1; d<=9; d++){
      int aCell[9], nCell = 0;
      char zUnit[RATE_UNIT_NAME_MAX];
      Buf t = BUF_INIT;
      for(k=0; k<9; k++){
        int r = u<9 ? u : u<18 ? k : (u-18)/3*3 + k/3;
        int c = u<9 ? k : u<18 ? u-9 : (u-18)%3*3 + k%3;
        if( p->val[r*9+c]==d ) aCell[nCell++] = r*9+c;
      }
      if( nCell<2 ) continue;
      buf_printf(&t, "%s %ds in %s: ", azCount[nCell], d,
                 rate_unit_name(u, zUnit));
      for(k=0; k<nCell; k++){
        buf_printf(&t, "%sr%dc%d", k==0 ? "" : k==nCell-1 ? " and " : ", ",
                   aCell[k]/9+1, aCell[k]%9+1);
      }
      mistake_open(m, "conflict", aCell[0]);
      if( t.oom ) m->j.b.oom = 1;
      else json_out_str(&m->j, t.z);
      json_out_close(&m->j, '}');
      buf_free(&t);
    }
  }
}

/* Givens changed or removed, values the solution contradicts, candidates
** removed that the solution needs, in the order of the cells. */
static void find_wrong(Mistakes *m, const Grid *g, const Grid *sol,
                       const FnPlay *p){
  int i;
  for(i=0; i<81; i++){
    int v = p->val[i], s = sol->v[i];
    if( g->v[i] && v!=g->v[i] ){
      mistake_open(m, "given", i);
      if( v ){
        json_out_strf(&m->j, "r%dc%d is %d, but it is given as %d", i/9+1,
                      i%9+1, v, g->v[i]);
      }else{
        json_out_strf(&m->j, "r%dc%d is empty, but it is given as %d",
                      i/9+1, i%9+1, g->v[i]);
      }
    }else if( v && v!=s ){
      mistake_open(m, "value", i);
      json_out_strf(&m->j, "r%dc%d is %d, but the solution has %d there",
                    i/9+1, i%9+1, v, s);
    }else if( v==0 && p->hasCand && (p->cand[i]>>(s-1) & 1)==0 ){
      mistake_open(m, "candidate", i);
      json_out_strf(&m->j, "r%dc%d: %d was removed, but %d belongs there",
                    i/9+1, i%9+1, s, s);
      json_out_key(&m->j, "digit");
      json_out_num(&m->j, "%d", s);
    }else{
      continue;
    }
    json_out_close(&m->j, '}');
  }
}

int fn_play_check(FnOut *o, const Grid *g, const Grid *sol,
                  const FnPlay *p){
  Mistakes m;
  json_out_init(&m.j);
  m.n = 0;
  json_out_open(&m.j, '{');
  json_out_key(&m.j, "mistakes");
  json_out_open(&m.j, '[');
  find_conflicts(&m, p);
  find_wrong(&m, g, sol, p);
  json_out_close(&m.j, ']');
  json_out_close(&m.j, '}');
  if( m.n==0 && !m.j.b.oom ){
    buf_free(&m.j.b);
    return 1;
  }
  fn_result_heap(o, FN_JSON, buf_take(&m.j.b));
  return 0;
}
