/* SPDX-License-Identifier: MIT */
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

int json_is_blank(int c){
  return c==' ' || c=='\t' || c=='\n' || c=='\r';
}

static void json_ws(Json *j){
  while( j->i<j->n && json_is_blank(j->z[j->i]) ) j->i++;
}

char json_peek(Json *j){
  json_ws(j);
  return j->i<j->n ? j->z[j->i] : 0;
}

/* The value of the 4 hex digits at z[0..n), or -1. */
static long json_hex4(const char *z, size_t n){
  long v = 0;
  size_t k;
  if( n<4 ) return -1;
  for(k=0; k<4; k++){
    char c = z[k];
    int d = c>='0' && c<='9' ? c-'0' : c>='a' && c<='f' ? c-'a'+10
          : c>='A' && c<='F' ? c-'A'+10 : -1;
    if( d<0 ) return -1;
    v = v*16 + d;
  }
  return v;
}

int json_unescape(const char *z, size_t n, char *aOut, int *pnOut,
                  unsigned long *pCode){
  static const char zFrom[] = "\"\\/bfnrt", zTo[] = "\"\\/\b\f\n\r\t";
  static const unsigned char aLead[] = { 0, 0, 0xc0, 0xe0, 0xf0 };
  const char *p = n>0 && z[0] ? strchr(zFrom, z[0]) : 0;
  long c, lo;
  int k = 5, nOut, b;
  if( p ){
    aOut[0] = zTo[p-zFrom];
    *pnOut = 1;
    *pCode = (unsigned char)aOut[0];
    return 1;
  }
  if( n==0 || z[0]!='u' || (c = json_hex4(z+1, n-1))<0 ) return 0;
  if( c>=0xdc00 && c<0xe000 ) return -1;
  if( c>=0xd800 && c<0xdc00 ){
    if( n<11 || z[5]!='\\' || z[6]!='u' ) return -1;
    lo = json_hex4(z+7, n-7);
    if( lo<0xdc00 || lo>=0xe000 ) return -1;
    c = 0x10000 + ((c-0xd800)<<10) + (lo-0xdc00);
    k = 11;
  }
  nOut = c<0x80 ? 1 : c<0x800 ? 2 : c<0x10000 ? 3 : 4;
  aOut[0] = (char)(aLead[nOut] | c>>(6*(nOut-1)));
  for(b=1; b<nOut; b++) aOut[b] = (char)(0x80 | (c>>(6*(nOut-1-b)) & 0x3f));
  *pnOut = nOut;
  *pCode = (unsigned long)c;
  return k;
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
      char aOut[4];
      int nOut;
      unsigned long u;
      int k = json_unescape(j->z+j->i, (size_t)(j->n-j->i), aOut, &nOut, &u);
      if( k<=0 || u==0 ){
        j->i--;                     /* the offset of the backslash */
        return json_fail(j, k<0 ? "unpaired surrogate"
                            : k==0 ? "unsupported escape in a string"
                            : "\\u0000 in a string");
      }
      if( v->nStr+nOut>JSON_STR_MAX ) return json_fail(j, "string too long");
      memcpy(v->zStr+v->nStr, aOut, (size_t)nOut);
      v->nStr += nOut;
      j->i += k;
      continue;
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

long json_nul_offset(const char *z, size_t n){
  const char *p = n ? memchr(z, 0, n) : 0;
  return p ? (long)(p - z) : -1;
}

int json_parse(const char *z, int n, const char *zWho, char *zErr,
               int (*xKey)(void*, Json*, const char*, JsonVal*), void *pArg){
  Json j;
  long iNul;
  j.z = z;
  j.n = n<0 ? (int)strlen(z) : n;
  j.i = 0;
  j.zWho = zWho;
  j.zErr = zErr;
  if( (iNul = json_nul_offset(z, (size_t)j.n))>=0 ){
    j.i = (int)iNul;
    return json_fail(&j, "bad byte 0x00");
  }
  return json_members(&j, xKey, pArg);
}
