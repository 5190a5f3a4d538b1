/* SPDX-License-Identifier: MIT */
/*
** rate_json.c: the rater's steps as JSON (see rate_json.h).
*/
#include "rate_json.h"
#include "rate_why.h"

/* "r3c4" */
static void put_cell(JsonOut *j, int cell){
  json_out_strf(j, "r%dc%d", cell/9+1, cell%9+1);
}

static void put_unit(JsonOut *j, const RateWhy *w, int unit){
  char z[RATE_UNIT_NAME_MAX];
  json_out_str(j, rate_why_unit_name(w, unit, z));
}

/* The placements (place=1) or eliminations of v as "r1c2=3" texts. */
static void put_actions(JsonOut *j, const RateStepView *v, int place){
  int k;
  json_out_key(j, place ? "placements" : "eliminations");
  json_out_open(j, '[');
  for(k=0; k<v->n; k++){
    const RateAction *a = &v->a[k];
    if( a->place!=place ) continue;
    json_out_strf(j, "r%dc%d%s%d", a->cell/9+1, a->cell%9+1,
                  place ? "=" : "<>", a->digit);
  }
  json_out_close(j, ']');
}

/* The parts of w of one kind, as an array named zKey. */
static void put_parts(JsonOut *j, const RateWhy *w, int kind,
                      const char *zKey){
  int i, n = 0;
  for(i=0; i<w->nPart; i++){
    const RateWhyPart *p = &w->aPart[i];
    if( p->kind!=kind ) continue;
    if( n++==0 ){
      json_out_key(j, zKey);
      json_out_open(j, '[');
    }
    json_out_open(j, '{');
    if( kind==RATE_PART_UNIT ){
      json_out_key(j, "unit");
      put_unit(j, w, p->at);
    }else{
      json_out_key(j, "cell");
      put_cell(j, p->at);
      if( kind==RATE_PART_CAND ){
        json_out_key(j, "digit");
        json_out_num(j, "%d", p->digit);
      }
    }
    json_out_key(j, "role");
    json_out_str(j, rate_role_name(p->role));
    json_out_close(j, '}');
  }
  if( n ) json_out_close(j, ']');
}

/* One end of a link: {"cell":"r3c4","digit":7,"on":true}. */
static void put_end(JsonOut *j, const char *zKey, int cell, int digit,
                    int on){
  json_out_key(j, zKey);
  json_out_open(j, '{');
  json_out_key(j, "cell");
  put_cell(j, cell);
  json_out_key(j, "digit");
  json_out_num(j, "%d", digit);
  json_out_key(j, "on");
  json_out_bool(j, on);
  json_out_close(j, '}');
}

static void put_link(JsonOut *j, const RateWhy *w, const RateWhyLink *l){
  json_out_open(j, '{');
  put_end(j, "from", l->fromCell, l->fromDigit, l->fromOn);
  put_end(j, "to", l->toCell, l->toDigit, l->toOn);
  json_out_key(j, "type");
  json_out_str(j, !l->fromOn && l->toOn ? "strong" : "weak");
  if( l->unit!=RATE_WHY_NONE ){
    json_out_key(j, "unit");
    if( l->unit==RATE_WHY_CELL ){
      json_out_str(j, "cell");
    }else if( l->unit==RATE_WHY_PEER ){
      json_out_str(j, "peer");
    }else{
      put_unit(j, w, l->unit);
    }
  }
  if( l->nested>=0 ){
    json_out_key(j, "nested");
    json_out_num(j, "%d", l->nested);
  }
  json_out_close(j, '}');
}

/* One potential in SE's notation: "r3c4.7 on" or "r3c4.7 off". */
static void put_potential(Buf *t, int cell, int digit, int on){
  buf_printf(t, "r%dc%d.%d %s", cell/9+1, cell%9+1, digit, on ? "on" : "off");
}

/* A chain in SE's notation of potentials (Potential.toString and the
** on/off of its hints' names) joined by "->": "r1c1.4 on -> r2c1.4 off
** -> r2c1.1 on"; where a link does not start where the last one ended (a
** dynamic implication resting on several potentials), ", " and its
** start. */
static void put_notation(JsonOut *j, const RateWhy *w, const RateWhyChain *c){
  Buf t = BUF_INIT;
  int k;
  for(k=0; k<c->n; k++){
    const RateWhyLink *l = &w->aLink[c->first+k];
    const RateWhyLink *p = k ? l-1 : 0;
    if( p==0 || p->toCell!=l->fromCell || p->toDigit!=l->fromDigit
     || p->toOn!=l->fromOn ){
      if( p ) buf_printf(&t, ", ");
      put_potential(&t, l->fromCell, l->fromDigit, l->fromOn);
    }
    buf_printf(&t, " -> ");
    put_potential(&t, l->toCell, l->toDigit, l->toOn);
  }
  if( t.oom ) j->b.oom = 1;
  json_out_str(j, t.z ? t.z : "");
  buf_free(&t);
}

static void put_chains(JsonOut *j, const RateWhy *w){
  int i, k;
  if( w->nChain==0 ) return;
  json_out_key(j, "chains");
  json_out_open(j, '[');
  for(i=0; i<w->nChain; i++){
    const RateWhyChain *c = &w->aChain[i];
    json_out_open(j, '{');
    json_out_key(j, "depth");
    json_out_num(j, "%d", c->depth);
    if( c->parent>=0 ){
      json_out_key(j, "parent");
      json_out_num(j, "%d", c->parent);
    }
    json_out_key(j, "notation");
    put_notation(j, w, c);
    json_out_key(j, "links");
    json_out_open(j, '[');
    for(k=0; k<c->n; k++) put_link(j, w, &w->aLink[c->first+k]);
    json_out_close(j, ']');
    json_out_close(j, '}');
  }
  json_out_close(j, ']');
}

/* Where to look, for a nudge: the pattern's units, else its cells, else
** the cells of its candidates. */
static void put_look(JsonOut *j, const RateWhy *w){
  int kind, i, n = 0;
  json_out_key(j, "look");
  json_out_open(j, '[');
  for(kind=RATE_PART_UNIT; n==0 && kind<=RATE_PART_CAND; kind++){
    for(i=0; i<w->nPart; i++){
      const RateWhyPart *p = &w->aPart[i];
      int dup = 0, k;
      if( p->kind!=kind ) continue;
      for(k=0; k<i; k++){
        dup |= w->aPart[k].kind==kind && w->aPart[k].at==p->at;
      }
      if( dup ) continue;
      if( kind==RATE_PART_UNIT ) put_unit(j, w, p->at); else put_cell(j, p->at);
      n++;
    }
  }
  json_out_close(j, ']');
}

void rate_json_step(JsonOut *j, const RateStepView *v, int level){
  const RateWhy *w = v->why;
  json_out_open(j, '{');
  json_out_key(j, "step");
  json_out_num(j, "%d", v->iStep+1);
  json_out_key(j, "technique");
  json_out_str(j, rate_tech_name(v->tech));
  json_out_key(j, "score");
  json_out_num(j, "%.1f", v->score/10.0);
  if( level>=RATE_JSON_FULL || w==0 ){
    put_actions(j, v, 1);
    put_actions(j, v, 0);
  }
  if( w && level>=RATE_JSON_FULL && w->say.n ){
    json_out_key(j, "why");
    json_out_str(j, w->say.z);
  }
  if( w && level==RATE_JSON_NUDGE ) put_look(j, w);
  if( w && level>=RATE_JSON_PATTERN ){
    json_out_key(j, "pattern");
    json_out_open(j, '{');
    put_parts(j, w, RATE_PART_UNIT, "units");
    put_parts(j, w, RATE_PART_CELL, "cells");
    put_parts(j, w, RATE_PART_CAND, "candidates");
    put_chains(j, w);
    json_out_close(j, '}');
  }
  json_out_close(j, '}');
}
