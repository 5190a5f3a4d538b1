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

/* The name of unit u of rules_units(r) (r NULL: the 27) into z. */
static const char *unit_name(const Rules *r, int u, char *z){
  static const int aGroupKind[3] = { RATE_KIND_GIRANDOLA, RATE_KIND_ASTERISK,
                                     RATE_KIND_CENTREDOT };
  short aWin[RULES_MAX_UNITS*9];
  int nWin, k;
  if( u<27 || r==0 ) return rate_unit_name(u, z);
  u -= 27;
  if( r->flags & RULE_DIAGONALS ){
    if( u<2 ) return rate_kind_unit_name(RATE_KIND_DIAGONAL+u, 0, z);
    u -= 2;
  }
  nWin = rules_windows(r, aWin);
  if( u<nWin ) return rate_kind_unit_name(RATE_KIND_WINDOW, u, z);
  u -= nWin;
  if( r->flags & RULE_DISJOINTGROUPS ){
    if( u<9 ) return rate_kind_unit_name(RATE_KIND_GROUP, u, z);
    u -= 9;
  }
  for(k=0; k<3; k++){
    if( (r->flags & (RULE_GIRANDOLA<<k))==0 ) continue;
    if( u==0 ) return rate_kind_unit_name(aGroupKind[k], 0, z);
    u--;
  }
  return rate_unit_name(0, z);
}

/* Digits entered twice or more in one unit of the rules r (NULL: the
** plain rules), the values alone. */
static void find_unit_conflicts(Mistakes *m, const FnPlay *p,
                                const Rules *r){
  static const char *const azCount[] = { "", "", "two", "three", "four",
    "five", "six", "seven", "eight", "nine" };
  short aUnit[RULES_MAX_UNITS*9];
  int nUnit = 27, u, d, k;
  if( r ){
    nUnit = rules_units(r, aUnit);
  }else{
    for(u=0; u<27; u++){
      for(k=0; k<9; k++){
        int row = u<9 ? u : u<18 ? k : (u-18)/3*3 + k/3;
        int col = u<9 ? k : u<18 ? u-9 : (u-18)%3*3 + k%3;
        aUnit[u*9+k] = (short)(row*9+col);
      }
    }
  }
  for(u=0; u<nUnit; u++){
    for(d=1; d<=9; d++){
      int aCell[9], nCell = 0;
      char zUnit[RATE_UNIT_NAME_MAX];
      Buf t = BUF_INIT;
      for(k=0; k<9; k++){
        if( p->val[aUnit[u*9+k]]==d ) aCell[nCell++] = aUnit[u*9+k];
      }
      if( nCell<2 ) continue;
      buf_printf(&t, "%s %ds in %s: ", azCount[nCell], d,
                 unit_name(r, u, zUnit));
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

/* Values that the rules r forbid at a distance: the same digit a
** knight's move apart (anti-knight) or a diagonal step apart (anti-king),
** consecutive digits side by side (non-consecutive); each pair once, by
** its first cell. */
static void find_move_conflicts(Mistakes *m, const FnPlay *p,
                                const Rules *r){
  static const signed char aMove[8][2] = {
    {0,1}, {1,0},                          /* 0-1 neighbours */
    {1,-1}, {1,1},                         /* 2-3 diagonal steps */
    {1,-2}, {1,2}, {2,-1}, {2,1} };        /* 4-7 knight's moves */
  int c, k;
  for(c=0; c<81; c++){
    int v = p->val[c];
    if( v==0 ) continue;
    for(k=0; k<8; k++){
      int rr = c/9 + aMove[k][0], cc = c%9 + aMove[k][1], o, w;
      if( rr<0 || rr>8 || cc<0 || cc>8 ) continue;
      o = rr*9+cc;
      w = p->val[o];
      if( w==0 ) continue;
      if( k<2 && (r->flags & RULE_NONCONSECUTIVE) && (w==v+1 || w==v-1) ){
        mistake_open(m, "conflict", c);
        json_out_strf(&m->j, "consecutive neighbours: r%dc%d is %d and "
                      "r%dc%d is %d", c/9+1, c%9+1, v, rr+1, cc+1, w);
      }else if( w==v && ((k>=2 && k<4 && (r->flags & RULE_ANTIKING))
                      || (k>=4 && (r->flags & RULE_ANTIKNIGHT))) ){
        mistake_open(m, "conflict", c);
        json_out_strf(&m->j, "two %ds a %s's move apart: r%dc%d and r%dc%d",
                      v, k<4 ? "king" : "knight", c/9+1, c%9+1, rr+1, cc+1);
      }else{
        continue;
      }
      json_out_close(&m->j, '}');
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
                  const Rules *r, const FnPlay *p){
  Mistakes m;
  json_out_init(&m.j);
  m.n = 0;
  json_out_open(&m.j, '{');
  json_out_key(&m.j, "mistakes");
  json_out_open(&m.j, '[');
  find_unit_conflicts(&m, p, r);
  if( r ) find_move_conflicts(&m, p, r);
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
