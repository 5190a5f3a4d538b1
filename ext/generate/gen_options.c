/* SPDX-License-Identifier: MIT */
/*
** gen_options.c: the generator's options, read from a JSON object (see
** generate.h):
**
**   {"size":9, "symmetry":"rot180", "minimal":true, "givens":[20,26],
**    "rating":[4.0,6.0], "pattern":"x...x...x..."}
**
** The rules keys of variants (rules.h) are read too.  A null value means
** the default.  Every problem is reported naming the key.
*/
#include "generate.h"
#include "genint.h"
#include "grade.h"
#include "json.h"

#include <stdio.h>
#include <string.h>

/* The keys, in the order messages list them, and their indexes. */
static const char *const azKey[] = {
  "size", "symmetry", "minimal", "givens", "rating", "grade", "pattern"
};
enum { KEY_SIZE, KEY_SYMMETRY, KEY_MINIMAL, KEY_GIVENS, KEY_RATING,
       KEY_GRADE, KEY_PATTERN, N_KEY };

/* The names of the symmetries, by GenSym. */
static const char *const azSym[GEN_N_SYM] = {
  "none", "rot180", "rot90", "mirror", "flip", "diagonal", "antidiagonal",
  "dihedral"
};

/* Report "options: \"key\" must ..." and return -1. */
static int key_fail(char *zErr, const char *zKey, const char *zMsg){
  snprintf(zErr, GEN_ERR_MAX, "options: \"%s\" %s", zKey, zMsg);
  return -1;
}

/*
** The array [lo, hi] of two numbers (the '[' read), in tenths.  Returns
** 0, or -1 with the message for key zKey.
*/
static int json_pair(Json *j, const char *zKey, const char *zMsg,
                     JsonVal *aVal){
  int k, first = 1;
  for(k=0; k<2; k++){
    if( json_more(j, &first, zKey, zMsg)!=1 ) return key_fail(j->zErr, zKey,
                                                              zMsg);
    if( json_value(j, &aVal[k]) ) return -1;
    if( aVal[k].kind!=JV_NUM ) return key_fail(j->zErr, zKey, zMsg);
  }
  if( json_peek(j)!=']' ) return key_fail(j->zErr, zKey, zMsg);
  j->i++;
  return 0;
}

/* What the keys said, before the checks that relate them. */
typedef struct Raw Raw;
struct Raw {
  int seen[N_KEY];
  int size, sym, minimal;
  JsonVal aGivens[2], aRating[2];
  char zGrade[16];
  int nPattern;
  char zPattern[JSON_STR_MAX+1];
  Rules rules;         /* the rules keys of variants */
};

/* Store the value of key k (v read) into r.  Returns 0 or -1. */
static int raw_set(Json *j, Raw *r, int k, JsonVal *v){
  const char *zKey = azKey[k];
  int i;
  if( v->kind==JV_NULL ){ r->seen[k] = 0; return 0; }
  switch( k ){
    case KEY_SIZE:
      if( v->kind!=JV_NUM || !v->isInt || v->tenths<GRID_MIN_SIDE*10
       || v->tenths>GRID_MAX_SIDE*10 ){
        return key_fail(j->zErr, zKey, "must be a side from 4 to 25");
      }
      r->size = (int)(v->tenths/10);
      return 0;
    case KEY_SYMMETRY:
      for(i=0; v->kind==JV_STR && i<GEN_N_SYM; i++){
        if( strcmp(v->zStr, azSym[i])==0 ){ r->sym = i; return 0; }
      }
      return key_fail(j->zErr, zKey, "must be one of none, rot180, rot90, "
                      "mirror, flip, diagonal, antidiagonal, dihedral");
    case KEY_MINIMAL:
      if( v->kind!=JV_TRUE && v->kind!=JV_FALSE ){
        return key_fail(j->zErr, zKey, "must be true or false");
      }
      r->minimal = v->kind==JV_TRUE;
      return 0;
    case KEY_GIVENS:
    case KEY_RATING: {
      const char *zMsg = k==KEY_GIVENS ? "must be [lo, hi], two whole numbers"
                                       : "must be [lo, hi], two SE ratings";
      if( v->kind!=JV_ARRAY ) return key_fail(j->zErr, zKey, zMsg);
      return json_pair(j, zKey, zMsg, k==KEY_GIVENS ? r->aGivens : r->aRating);
    }
    case KEY_GRADE: {
      int lo, hi;
      if( v->kind!=JV_STR || !grade_band(v->zStr, &lo, &hi) ){
        snprintf(j->zErr, GEN_ERR_MAX, "options: \"grade\" must be one of "
                 "%s", grade_list());
        return -1;
      }
      memcpy(r->zGrade, v->zStr, (size_t)v->nStr+1);
      return 0;
    }
    default:  /* KEY_PATTERN */
      if( v->kind!=JV_STR ){
        return key_fail(j->zErr, zKey, "must be a string with one "
                        "character per cell");
      }
      memcpy(r->zPattern, v->zStr, (size_t)v->nStr+1);
      r->nPattern = v->nStr;
      return 0;
  }
}

/* json_members's callback: the generator's keys, then the rules keys. */
static int gen_key(void *pArg, Json *j, const char *zKey, JsonVal *v){
  Raw *r = (Raw*)pArg;
  int k, rc;
  for(k=0; k<N_KEY && strcmp(zKey, azKey[k]); k++){}
  if( k==N_KEY ){
    rc = rules_key(&r->rules, j, zKey, v);
    if( rc==1 ){
      snprintf(j->zErr, GEN_ERR_MAX, "options: unknown key \"%.40s\" (keys: "
               "size, symmetry, minimal, givens, rating, grade, pattern, %s)",
               zKey, rules_key_list);
      return -1;
    }
    return rc;
  }
  if( r->seen[k] ) return key_fail(j->zErr, azKey[k], "is given twice");
  r->seen[k] = 1;
  return raw_set(j, r, k, v);
}

/* The pattern's ncell cells into o: '.', '0', '-' and '_' are empty,
** other characters but blanks (spaces, tabs, line breaks) are givens.
** Returns 0, or -1 after a message when r->zPattern has not ncell
** cells. */
static int set_pattern(GenOptions *o, int ncell, const Raw *r, char *zErr){
  int i, n = 0;
  for(i=0; i<r->nPattern; i++){
    char c = r->zPattern[i];
    if( json_is_blank(c) ) continue;
    if( n>=ncell ) break;
    o->pattern[n++] = !(c=='.' || c=='0' || c=='-' || c=='_');
  }
  if( n!=ncell || i<r->nPattern ){
    char zMsg[80];
    snprintf(zMsg, sizeof(zMsg), "must have %d cells (size %d), got %s%d",
             ncell, o->side, i<r->nPattern ? "more than " : "", n);
    return key_fail(zErr, "pattern", zMsg);
  }
  o->hasPattern = 1;
  return 0;
}

/*
** -1 after a message for key zKey when no plain sudoku of o's side with n
** givens has one solution (the known least: 4 for 4x4, 17 for 9x9; the
** other sizes' and the variants' are not known here), else 0.
*/
static int too_few_givens(const GenOptions *o, int n, const char *zKey,
                          char *zErr){
  int least = !rules_plain(&o->rules) ? 0 : o->side==4 ? 4
            : o->side==9 ? 17 : 0;
  char zMsg[100];
  if( n>=least ) return 0;
  snprintf(zMsg, sizeof(zMsg), "cannot be met: no %dx%d sudoku with fewer "
           "than %d givens has one solution", o->side, o->side, least);
  return key_fail(zErr, zKey, zMsg);
}

/* Check what the keys say together, and fill o. */
static int options_check(GenOptions *o, const Raw *r, char *zErr){
  int ncell, i;
  char zMsg[120];
  Grid shape;
  grid_init_side(&shape, r->seen[KEY_SIZE] ? r->size : 9);
  o->side = shape.side;
  o->box = shape.box;
  ncell = shape.ncell;
  o->rules = r->rules;
  if( rules_finish(&o->rules, o->side, "options", zErr) ) return -1;
  o->sym = r->sym;
  o->minimal = r->minimal;
  o->givensLo = 0;
  o->givensHi = ncell;
  if( r->seen[KEY_GIVENS] ){
    const JsonVal *a = r->aGivens;
    if( !a[0].isInt || !a[1].isInt || a[0].tenths<0 || a[0].tenths>a[1].tenths
     || a[1].tenths>ncell*10 ){
      snprintf(zMsg, sizeof(zMsg), "must be [lo, hi], whole numbers with "
               "0 <= lo <= hi <= %d", ncell);
      return key_fail(zErr, "givens", zMsg);
    }
    o->givensLo = (int)(a[0].tenths/10);
    o->givensHi = (int)(a[1].tenths/10);
    if( too_few_givens(o, o->givensHi, "givens", zErr) ) return -1;
  }
  if( r->seen[KEY_RATING] && r->seen[KEY_GRADE] ){
    snprintf(zErr, GEN_ERR_MAX, "options: give \"rating\" or \"grade\", "
             "not both");
    return -1;
  }
  if( (r->seen[KEY_RATING] || r->seen[KEY_GRADE]) && o->box!=3 ){
    return key_fail(zErr, r->seen[KEY_RATING] ? "rating" : "grade",
                    "needs size 9 (only 9x9 puzzles are rated)");
  }
  if( (r->seen[KEY_RATING] || r->seen[KEY_GRADE])
   && rules_variant_key(&o->rules) ){
    snprintf(zMsg, sizeof(zMsg), "needs the plain rules (variants are not "
             "rated), not \"%s\"", rules_variant_key(&o->rules));
    return key_fail(zErr, r->seen[KEY_RATING] ? "rating" : "grade", zMsg);
  }
  if( r->seen[KEY_RATING] ){
    const JsonVal *a = r->aRating;
    if( a[0].tenths<0 || a[0].tenths>a[1].tenths ){
      return key_fail(zErr, "rating", "must be [lo, hi] with 0 <= lo <= hi");
    }
    if( a[1].tenths<10 ){
      return key_fail(zErr, "rating", "cannot be met: every puzzle with an "
                      "empty cell rates 1.0 or more");
    }
    if( a[0].tenths>120 ){
      return key_fail(zErr, "rating", "cannot be met: no known puzzle rates "
                      "above 12.0");
    }
    o->rateLo = a[0].tenths<10 ? 10 : (int)a[0].tenths;
    o->rateHi = a[1].tenths>GRADE_MAX_SCORE ? GRADE_MAX_SCORE
                                            : (int)a[1].tenths;
  }else if( r->seen[KEY_GRADE] ){
    grade_band(r->zGrade, &o->rateLo, &o->rateHi);
  }
  if( r->seen[KEY_PATTERN] ){
    int n = 0;
    if( set_pattern(o, ncell, r, zErr) ) return -1;
    for(i=0; i<ncell; i++) n += o->pattern[i];
    if( n<o->givensLo || n>o->givensHi ){
      snprintf(zMsg, sizeof(zMsg), "has %d givens, outside \"givens\" "
               "[%d, %d]", n, o->givensLo, o->givensHi);
      return key_fail(zErr, "pattern", zMsg);
    }
    if( too_few_givens(o, n, "pattern", zErr) ) return -1;
    if( !gen_sym_keeps(o->side, o->sym, o->pattern) ){
      snprintf(zMsg, sizeof(zMsg), "is not symmetric under \"%s\" (the "
               "\"symmetry\" asked)", azSym[o->sym]);
      return key_fail(zErr, "pattern", zMsg);
    }
  }
  return 0;
}

int gen_options_parse(GenOptions *o, const char *z, int n, char *zErr){
  Raw r;
  memset(o, 0, sizeof(*o));
  memset(&r, 0, sizeof(r));
  rules_init(&r.rules);
  if( z && (n==0 || (n<0 && z[0]==0)) ) z = 0;   /* '': the defaults */
  if( z && json_parse(z, n, "options", zErr, gen_key, &r) ) return -1;
  return options_check(o, &r, zErr);
}
