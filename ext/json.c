/*
** json.c: the small JSON reader of json.h.
*/
#include "json.h"

#include <stdio.h>
#include <string.h>

int json_fail(Json *j, const char *zWhat){
  snprintf(j->zErr, JSON_ERR_MAX, "%s: %s at offset %d", j->zWho, zWhat,
           j->i);
  return -1;
}

int json_key_fail(Json *j, const char *zKey, const char *zMsg){
  snprintf(j->zErr, JSON_ERR_MAX, "%s: \"%s\" %s", j->zWho, zKey, zMsg);
  return -1;
}

static void json_ws(Json *j){
  while( j->i<j->n && (j->z[j->i]==' ' || j->z[j->i]=='\t'
         || j->z[j->i]=='\n' || j->z[j->i]=='\r') ) j->i++;
}

char json_peek(Json *j){
  json_ws(j);
  return j->i<j->n ? j->z[j->i] : 0;
}

int json_string(Json *j, JsonVal *v){
  v->kind = JV_STR;
  v->nStr = 0;
  j->i++;
  for(;;){
    char c;
    if( j->i>=j->n ) return json_fail(j, "unterminated string");
    c = j->z[j->i++];
    if( c=='"' ) break;
    if( (unsigned char)c<0x20 ) return json_fail(j, "control character in "
                                                 "a string");
    if( c=='\\' ){
      if( j->i>=j->n || strchr("\"\\/", j->z[j->i])==0 ){
        return json_fail(j, "unsupported escape in a string");
      }
      c = j->z[j->i++];
    }
    if( v->nStr>=JSON_STR_MAX ) return json_fail(j, "string too long");
    v->zStr[v->nStr++] = c;
  }
  v->zStr[v->nStr] = 0;
  return 0;
}

/* A number: -?digits(.digits)?, kept in tenths; more than one decimal
** that is not 0, an exponent, or more than 9 integer digits is refused. */
static int json_number(Json *j, JsonVal *v){
  int neg = 0, nDigit = 0;
  long long x = 0;
  v->kind = JV_NUM;
  v->isInt = 1;
  if( j->z[j->i]=='-' ){ neg = 1; j->i++; }
  while( j->i<j->n && j->z[j->i]>='0' && j->z[j->i]<='9' ){
    if( ++nDigit>9 ) return json_fail(j, "number too large");
    x = x*10 + (j->z[j->i++]-'0');
  }
  if( nDigit==0 ) return json_fail(j, "expected a value");
  x *= 10;
  if( j->i<j->n && j->z[j->i]=='.' ){
    int k = 0;
    j->i++;
    if( j->i>=j->n || j->z[j->i]<'0' || j->z[j->i]>'9' ){
      return json_fail(j, "expected a digit after '.'");
    }
    while( j->i<j->n && j->z[j->i]>='0' && j->z[j->i]<='9' ){
      int d = j->z[j->i++]-'0';
      if( k==0 ) x += d;
      else if( d ) return json_fail(j, "more than one decimal (ratings "
                                    "are in tenths)");
      if( d ) v->isInt = 0;
      k++;
    }
  }
  if( j->i<j->n && (j->z[j->i]=='e' || j->z[j->i]=='E') ){
    return json_fail(j, "exponents are not supported");
  }
  v->tenths = neg ? -x : x;
  return 0;
}

/* A word: true, false or null. */
static int json_word(Json *j, JsonVal *v){
  static const struct { const char *z; JvKind k; } aWord[] = {
    { "true", JV_TRUE }, { "false", JV_FALSE }, { "null", JV_NULL }
  };
  int k;
  for(k=0; k<3; k++){
    int n = (int)strlen(aWord[k].z);
    if( j->n-j->i>=n && memcmp(j->z+j->i, aWord[k].z, (size_t)n)==0 ){
      j->i += n;
      v->kind = aWord[k].k;
      return 0;
    }
  }
  return json_fail(j, "expected a value");
}

int json_value(Json *j, JsonVal *v){
  char c = json_peek(j);
  if( c=='"' ) return json_string(j, v);
  if( c=='-' || (c>='0' && c<='9') ) return json_number(j, v);
  if( c=='[' ){
    j->i++;
    v->kind = JV_ARRAY;
    return 0;
  }
  return json_word(j, v);
}

int json_more(Json *j, int *pFirst, const char *zKey, const char *zMsg){
  char c = json_peek(j);
  if( c==']' ){
    j->i++;
    return 0;
  }
  if( !*pFirst ){
    if( c!=',' ) return json_key_fail(j, zKey, zMsg);
    j->i++;
  }
  *pFirst = 0;
  return 1;
}

int json_members(Json *j, int (*xKey)(void*, Json*, const char*, JsonVal*),
                void *pArg){
  JsonVal v;
  char zKey[48];
  if( json_peek(j)!='{' ) return json_fail(j, "expected a JSON object");
  j->i++;
  if( json_peek(j)=='}' ){
    j->i++;
  }else for(;;){
    if( json_peek(j)!='"' ) return json_fail(j, "expected a key");
    if( json_string(j, &v) ) return -1;
    snprintf(zKey, sizeof(zKey), "%.47s", v.zStr);
    if( json_peek(j)!=':' ) return json_fail(j, "expected ':'");
    j->i++;
    if( json_value(j, &v) || xKey(pArg, j, zKey, &v) ) return -1;
    if( json_peek(j)=='}' ){
      j->i++;
      break;
    }
    if( json_peek(j)!=',' ) return json_fail(j, "expected ',' or '}'");
    j->i++;
  }
  if( json_peek(j)!=0 ) return json_fail(j, "unexpected text after the "
                                         "object");
  return 0;
}

int json_parse(const char *z, int n, const char *zWho, char *zErr,
               int (*xKey)(void*, Json*, const char*, JsonVal*), void *pArg){
  Json j;
  j.z = z;
  j.n = n<0 ? (int)strlen(z) : n;
  j.i = 0;
  j.zWho = zWho;
  j.zErr = zErr;
  return json_members(&j, xKey, pArg);
}
