/* SPDX-License-Identifier: MIT */
/*
** recrules.c: the rules a record of `sudokudb import` is under (its own
** rules field, else the file's --rules; see records.h): checked against
** its puzzle, which must keep them for `consistent`, and written in
** normal form (rules_normal) for the (puzzle, rules) key of the table.
*/
#include "records.h"

#include <string.h>

int records_rules(RecordReader *p, Record *r){
  const char *z = r->zRulesGiven ? r->zRulesGiven : p->zFileRules;
  size_t n = r->zRulesGiven ? r->nRulesGiven : z ? strlen(z) : 0;
  char zErr[JSON_ERR_MAX];
  r->zRules = "";
  r->nRules = 0;
  if( n==0 && r->puzzle.box ){     /* no rules or '': plain, square side */
    r->consistent = grid_consistent(&r->puzzle);
    return 0;
  }
  if( n>0x7fffffff
   || rules_parse(&p->rules, z, (int)n, r->puzzle.side, zErr) ){
    records_reject(p, r, "%s", n>0x7fffffff ? "rules: too long" : zErr);
    return -1;
  }
  r->consistent = rules_consistent(&p->rules, &r->puzzle);
  r->nRules = rules_normal(&p->rules, p->zRulesBuf);
  r->zRules = p->zRulesBuf;
  return 1;
}

int records_solves(const Rules *pRules, const Grid *g, const Grid *s){
  int i;
  if( g->ncell!=s->ncell ) return 0;
  if( pRules ? grid_clues(s)<s->ncell || !rules_consistent(pRules, s)
             : !grid_complete(s) ){
    return 0;
  }
  for(i=0; i<g->ncell; i++){
    if( g->v[i] && g->v[i]!=s->v[i] ) return 0;
  }
  return 1;
}
