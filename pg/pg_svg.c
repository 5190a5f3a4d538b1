/* SPDX-License-Identifier: MIT */
/*
** pg_svg.c: sudoku_svg's options in the PostgreSQL extension: the JSON
** object's members read with PostgreSQL's JSON parser and handed to the
** core (fn_svg_option) with SQLite's names of their JSON types, so both
** extensions take the same options with the same errors.  That parser
** recurses once per level of nesting, so a text nesting deeper than any
** options do is refused before it runs (else PostgreSQL's "stack depth
** limit exceeded", without the function's name).
*/
#include "pgglue.h"

#include "common/jsonapi.h"
#include "mb/pg_wchar.h"

#include <stdlib.h>
#include <string.h>

/* The deepest nesting of arrays and objects options are read with: the
** options object, "rules", its "cages", a cage, its cells need 5. */
#define SVG_OPTIONS_MAX_DEPTH 64

/* 1 when arrays and objects in z[0..n-1] (strings skipped) nest deeper
** than nMax. */
static int nests_deeper(const char *z, size_t n, int nMax){
  size_t i;
  int depth = 0, inString = 0;
  for(i=0; i<n; i++){
    if( inString ){
      if( z[i]=='\\' ) i++;
      else if( z[i]=='"' ) inString = 0;
    }else if( z[i]=='"' ){
      inString = 1;
    }else if( z[i]=='[' || z[i]=='{' ){
      if( ++depth>nMax ) return 1;
    }else if( (z[i]==']' || z[i]=='}') && depth>0 ){
      depth--;
    }
  }
  return 0;
}

/* The walk over the options object. */
typedef struct OptWalk OptWalk;
struct OptWalk {
  JsonLexContext *lex;
  FnOut *o;
  FnSvgOpts *p;
  int ok;                   /* no option refused yet */
  const char *zType;        /* the type of the member being read */
  long long v;              /* its value, for integers and booleans */
  const char *zObj;         /* its text, for an object (from zObj, ... */
  size_t nObj;              /* ... nObj bytes, 0 until it ends) or a
                            ** string (unquoted) */
};

/* 1 when token z is a JSON integer (no fraction, no exponent). */
static int is_integer(const char *z){
  if( *z=='-' ) z++;
  return *z && strspn(z, "0123456789")==strlen(z);
}

/* An object starts: a member's value when at level 1. */
static void walk_object_start(void *pState){
  OptWalk *w = (OptWalk*)pState;
  if( w->lex->lex_level==1 ){
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
    case JSON_TOKEN_STRING:
      w->zType = "text";
      w->zObj = zToken;
      w->nObj = strlen(zToken);
      break;
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
                        strcmp(w->zType, "object")==0
                        || strcmp(w->zType, "text")==0 ? w->zObj : 0,
                        w->nObj);
  w->zObj = 0;
  w->nObj = 0;
}

int pg_svg_options(FnOut *o, char *z, size_t n, FnSvgOpts *p){
  JsonSemAction sem;
  OptWalk w;
  size_t skip;
  if( !fn_svg_text(o, z, n) ) return 0;
  /* First the shape (no member applied from a text that is not a JSON
  ** object, as in SQLite), then the depth, then the parse. */
  skip = strspn(z, " \t\n\r");
  if( skip>=n || z[skip]!='{' ){
    fn_error(o, FN_ERR_INPUT, "%s", fn_svg_not_object);
    return 0;
  }
  if( nests_deeper(z, n, SVG_OPTIONS_MAX_DEPTH) ){
    fn_error(o, FN_ERR_INPUT, "options nest deeper than %d levels of "
             "arrays and objects", SVG_OPTIONS_MAX_DEPTH);
    return 0;
  }
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
  if( pg_parse_json(makeJsonLexContextCstringLen(z, (int)n,
                                                 GetDatabaseEncoding(),
                                                 false),
                    &nullSemAction)!=JSON_SUCCESS ){
    fn_error(o, FN_ERR_INPUT, "%s", fn_svg_not_object);
    return 0;
  }
  pg_parse_json(w.lex, &sem);
  return w.ok;
}
