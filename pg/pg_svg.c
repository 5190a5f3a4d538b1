/* SPDX-License-Identifier: MIT */
/*
** pg_svg.c: sudoku_svg's options in the PostgreSQL extension: the JSON
** object's members read with PostgreSQL's JSON parser and handed to the
** core (fn_svg_option) with SQLite's names of their JSON types, so both
** extensions take the same options with the same errors.
*/
#include "pgglue.h"

#include "common/jsonapi.h"
#include "mb/pg_wchar.h"

#include <stdlib.h>
#include <string.h>

/* The walk over the options object. */
typedef struct OptWalk OptWalk;
struct OptWalk {
  JsonLexContext *lex;
  FnOut *o;
  FnSvgOpts *p;
  int isObject;             /* the top level is an object */
  int ok;                   /* no option refused yet */
  const char *zType;        /* the type of the member being read */
  long long v;              /* its value, for integers and booleans */
  const char *zObj;         /* its text, for an object: from zObj, ... */
  size_t nObj;              /* ... nObj bytes (0 until it ends) */
};

/* 1 when token z is a JSON integer (no fraction, no exponent). */
static int is_integer(const char *z){
  if( *z=='-' ) z++;
  return *z && strspn(z, "0123456789")==strlen(z);
}

/* An object or array starts: the top level, or a member's value. */
static void walk_object_start(void *pState){
  OptWalk *w = (OptWalk*)pState;
  if( w->lex->lex_level==0 ) w->isObject = 1;
  else if( w->lex->lex_level==1 ){
    w->zType = "object";
    w->zObj = w->lex->token_start;
    w->nObj = 0;
  }
}

/* An object ends: a member's value, whose text ends with the '}' just
** read. */
static void walk_object_end(void *pState){
  OptWalk *w = (OptWalk*)pState;
  if( w->lex->lex_level==1 && w->zObj ){
    w->nObj = (size_t)(w->lex->prev_token_terminator - w->zObj);
  }
}

static void walk_array_start(void *pState){
  OptWalk *w = (OptWalk*)pState;
  if( w->lex->lex_level==1 ) w->zType = "array";
}

/* A scalar: a member's value when at level 1. */
static void walk_scalar(void *pState, char *zToken, JsonTokenType eType){
  OptWalk *w = (OptWalk*)pState;
  if( w->lex->lex_level!=1 ) return;
  w->v = 0;
  switch( eType ){
    case JSON_TOKEN_TRUE:  w->zType = "true";  w->v = 1; break;
    case JSON_TOKEN_FALSE: w->zType = "false"; break;
    case JSON_TOKEN_NULL:  w->zType = "null";  break;
    case JSON_TOKEN_STRING: w->zType = "text"; break;
    default:
      w->zType = is_integer(zToken) ? "integer" : "real";
      w->v = strtoll(zToken, 0, 10);
      break;
  }
}

/* A member has been read: apply it, unless an earlier one failed. */
static void walk_field_end(void *pState, char *zName, bool isNull){
  OptWalk *w = (OptWalk*)pState;
  (void)isNull;
  if( w->lex->lex_level!=1 || !w->ok ) return;
  w->ok = fn_svg_option(w->o, w->p, zName, w->zType, w->v,
                        strcmp(w->zType, "object")==0 ? w->zObj : 0,
                        w->nObj);
  w->zObj = 0;
  w->nObj = 0;
}

int pg_svg_options(FnOut *o, char *z, size_t n, FnSvgOpts *p){
  JsonSemAction sem;
  OptWalk w;
  if( !fn_svg_text(o, z, n) ) return 0;
  memset(&w, 0, sizeof(w));
  w.lex = makeJsonLexContextCstringLen(z, (int)n, GetDatabaseEncoding(),
                                       true);
  w.o = o;
  w.p = p;
  w.ok = 1;
  memset(&sem, 0, sizeof(sem));
  sem.semstate = &w;
  sem.object_start = walk_object_start;
  sem.object_end = walk_object_end;
  sem.array_start = walk_array_start;
  sem.scalar = walk_scalar;
  sem.object_field_end = walk_field_end;
  /* First the shape (no member applied from a text that is not JSON). */
  if( pg_parse_json(makeJsonLexContextCstringLen(z, (int)n,
                                                 GetDatabaseEncoding(),
                                                 false),
                    &nullSemAction)!=JSON_SUCCESS ){
    fn_error(o, FN_ERR_INPUT, "%s", fn_svg_not_object);
    return 0;
  }
  pg_parse_json(w.lex, &sem);
  if( !w.isObject ){
    fn_error(o, FN_ERR_INPUT, "%s", fn_svg_not_object);
    return 0;
  }
  return w.ok;
}
