/* SPDX-License-Identifier: MIT */
/*
** records_json.c: the JSON import format: objects one after another, on
** lines of their own (ndjson) or in an array ([ {...}, {...} ]), each on
** one line or spread over several.  Each object is a record numbered by
** the line it starts on; its keys are the column names of fields.h.
** Strings are unescaped (\uXXXX and surrogate pairs to UTF-8); numbers,
** true, false, nested arrays and objects are kept as their text; null is
** an absent value.
*/
#include "records.h"
#include "fields.h"
#include "json.h"

#include <stdlib.h>
#include <string.h>

/* Lines one object may span. */
#define JSON_MAX_LINES 10000

/* Where a scan of an object's text stands, from one line to the next. */
typedef struct JsonScan JsonScan;
struct JsonScan {
  int nDepth;       /* open braces and brackets */
  int bString;      /* inside a string */
  int bEscape;      /* after a backslash in a string */
};

/* Scan z[0..n) on from s; returns the offset just after the object's
** closing brace, or -1 when it is still open at the end. */
static long scan_object(JsonScan *s, const char *z, size_t n){
  size_t i;
  for(i=0; i<n; i++){
    char c = z[i];
    if( s->bString ){
      if( s->bEscape ) s->bEscape = 0;
      else if( c=='\\' ) s->bEscape = 1;
      else if( c=='"' ) s->bString = 0;
    }else if( c=='"' ){
      s->bString = 1;
    }else if( c=='{' || c=='[' ){
      s->nDepth++;
    }else if( (c=='}' || c==']') && --s->nDepth==0 ){
      return (long)i+1;
    }
  }
  return -1;
}

/* A parse of one object's text, with the unescaped strings written to
** zOut. */
typedef struct JsonParse JsonParse;
struct JsonParse {
  const char *z;
  size_t n, i;
  char *zOut;
  size_t nOut;
  const char *zErr;
  const char *zBad;     /* set instead: this grid's array is no grid */
};

static void skip_blanks(JsonParse *j){
  while( j->i<j->n && json_is_blank(j->z[j->i]) ) j->i++;
}

/* The escape after a backslash at z[i] (i is at the letter; json.h's
** json_unescape); returns the offset after it, or 0 after setting zErr. */
static size_t unescape(JsonParse *j, size_t i){
  unsigned long c;
  int nOut;
  int k = json_unescape(j->z+i, i<j->n ? j->n-i : 0, j->zOut+j->nOut, &nOut,
                        &c);
  if( k<=0 ){
    j->zErr = k<0 ? "a lone surrogate escape in a string"
                  : "a bad escape in a string";
    return 0;
  }
  if( c==0 ){
    /* The values are C strings: a NUL would cut the rest off unseen. */
    j->zErr = "a \\u0000 (NUL) escape in a string";
    return 0;
  }
  j->nOut += (size_t)nOut;
  return i+(size_t)k;
}

/* A string at z[i] ('"'): its unescaped text, NUL-terminated in zOut.
** Returns its start in zOut, or NULL after setting zErr. */
static const char *parse_string(JsonParse *j, size_t *pn){
  size_t iStart = j->nOut, i = j->i+1;
  while( i<j->n && j->z[i]!='"' ){
    if( j->z[i]=='\\' ){
      if( (i = unescape(j, i+1))==0 ) return 0;
    }else{
      j->zOut[j->nOut++] = j->z[i++];
    }
  }
  if( i>=j->n ){
    j->zErr = "a string is not closed";
    return 0;
  }
  j->i = i+1;
  *pn = j->nOut - iStart;
  j->zOut[j->nOut++] = 0;
  return j->zOut + iStart;
}

/* Any other value (a number, true, false, null, an array or object): its
** text up to the next ',' or '}' outside brackets and strings. */
static const char *parse_other(JsonParse *j, size_t *pn){
  JsonScan s = {0, 0, 0};
  size_t iStart = j->i, iOut = j->nOut;
  for(; j->i<j->n; j->i++){
    char c = j->z[j->i];
    if( s.nDepth==0 && !s.bString && (c==',' || c=='}') ) break;
    scan_object(&s, &c, 1);
    if( c==']' && s.nDepth<0 ) break;
  }
  while( j->i>iStart && json_is_blank(j->z[j->i-1]) ) j->i--;
  *pn = j->i - iStart;
  memcpy(j->zOut+iOut, j->z+iStart, *pn);
  j->zOut[iOut+*pn] = 0;
  j->nOut += *pn + 1;
  skip_blanks(j);
  if( *pn==0 ) j->zErr = "a value is missing";
  return j->zOut + iOut;
}

/*
** A grid given as a JSON array of cells, flat or by rows (`[[5,3,0,...],
** ...]`, as apps keep boards), rewritten in place as puzzle text: a
** number 1..35 is its value (10 and up as A, B, ...: the digits
** alphabet), 0 or null an empty cell, a string of one character that
** character ("" empty).  Returns the new length, or 0 when z[0..n) is
** no such array.
*/
static size_t array_cells(char *z, size_t n){
  size_t i = 0, nOut = 0;
  if( n==0 || z[0]!='[' ) return 0;
  while( i<n ){
    char c = z[i];
    if( c=='[' || c==']' || c==',' || json_is_blank(c) ){
      i++;
    }else if( c=='"' ){
      if( i+1<n && z[i+1]=='"' ){
        z[nOut++] = '.';
        i += 2;
      }else if( i+2<n && z[i+2]=='"' && z[i+1]!='\\' ){
        z[nOut++] = z[i+1];
        i += 3;
      }else{
        return 0;
      }
    }else if( c>='0' && c<='9' ){
      int v = 0;
      while( i<n && z[i]>='0' && z[i]<='9' && v<100 ) v = v*10 + (z[i++]-'0');
      if( v>35 ) return 0;
      z[nOut++] = (char)(v==0 ? '.' : v<10 ? '0'+v : 'A'+v-10);
    }else if( n-i>=4 && memcmp(z+i, "null", 4)==0 ){
      z[nOut++] = '.';
      i += 4;
    }else{
      return 0;
    }
  }
  z[nOut] = 0;
  return nOut;
}

/* The kind of key zKey with value z (fields.h): a "solutions" string is
** the solution, a number the count. */
static FieldKind key_kind(const char *zKey, int bString){
  FieldKind e = fields_kind(zKey, 1);
  if( e==FIELD_SOLUTIONS ) e = bString ? FIELD_SOLUTION : FIELD_COUNT;
  return e;
}

/* Parse object z[0..n) into the reader's fields.  Returns 0, -1 after
** setting j->zErr (or j->zBad), or RECORDS_NOMEM. */
static int parse_object(RecordReader *p, JsonParse *j){
  Fields *f = p->pFields;
  fields_reset(f);
  j->i = 1;                                /* after the '{' */
  skip_blanks(j);
  if( j->i<j->n && j->z[j->i]=='}' ) return 0;
  for(;;){
    const char *zKey, *zVal;
    size_t nKey, nVal;
    int bString;
    FieldKind e;
    if( j->i>=j->n || j->z[j->i]!='"' ){
      j->zErr = "expected a key (a string)";
      return -1;
    }
    if( (zKey = parse_string(j, &nKey))==0 ) return -1;
    skip_blanks(j);
    if( j->i>=j->n || j->z[j->i]!=':' ){
      j->zErr = "expected ':' after a key";
      return -1;
    }
    j->i++;
    skip_blanks(j);
    bString = j->i<j->n && j->z[j->i]=='"';
    zVal = bString ? parse_string(j, &nVal) : parse_other(j, &nVal);
    if( zVal==0 || j->zErr ) return -1;
    if( !bString && strcmp(zVal, "null")==0 ) nVal = 0;
    e = key_kind(zKey, bString || zVal[0]=='[');
    if( !bString && zVal[0]=='[' && (e==FIELD_PUZZLE || e==FIELD_SOLUTION) ){
      if( (nVal = array_cells((char*)zVal, nVal))==0 ){
        j->zBad = e==FIELD_PUZZLE ? "puzzle" : "solution";
        return -1;
      }
    }
    if( fields_add(f, e, zKey, zVal, nVal) ) return RECORDS_NOMEM;
    skip_blanks(j);
    if( j->i<j->n && j->z[j->i]==',' ){
      j->i++;
      skip_blanks(j);
      continue;
    }
    if( j->i+1==j->n && j->z[j->i]=='}' ) return 0;
    j->zErr = "expected ',' or '}' after a value";
    return -1;
  }
}

/* Make the record from the object in r->zRaw. */
static int object_record(RecordReader *p, Record *r){
  JsonParse j;
  int rc;
  memset(&j, 0, sizeof(j));
  j.z = r->zRaw;
  j.n = r->nRaw;
  /* Unescaped text is never longer than the raw text, plus a NUL a value
  ** and a key. */
  p->text.n = 0;
  if( !buf_reserve(&p->text, r->nRaw*2+1) ) return RECORDS_NOMEM;
  j.zOut = p->text.z;
  rc = parse_object(p, &j);
  if( rc==RECORDS_NOMEM ) return rc;
  if( rc && j.zBad ){
    records_reject(p, r, "%s: an array of cells holds numbers 0 to 35, "
                   "null or one-character strings", j.zBad);
    return 1;
  }
  if( rc ){
    records_reject(p, r, "not a JSON object: %s (at byte %lu of the "
                   "object)", j.zErr, (unsigned long)j.i+1);
    return 1;
  }
  return fields_finish(p, p->pFields, r) ? RECORDS_NOMEM : 1;
}

/* The rest of the current line, or the next line: 1, 0 at the end, -1
** on a read error. */
static int next_text(RecordReader *p, const char **pz, size_t *pn,
                     long long *pnLine){
  int rc;
  if( p->zPending ){
    *pz = p->zPending;
    *pn = p->nPending;
    *pnLine = p->nPendingLine;
    p->zPending = 0;
    return 1;
  }
  rc = input_line(p->pIn, pz, pn);
  *pnLine = p->pIn->nLine;
  return rc;
}

/* Keep z[i..n) of line nLine to read on from. */
static void keep_rest(RecordReader *p, const char *z, size_t i, size_t n,
                      long long nLine){
  if( i<n ){
    p->zPending = z+i;
    p->nPending = n-i;
    p->nPendingLine = nLine;
  }
}

/* An object starting at z[0..n) on line nLine that the line does not
** close: join the next lines until it closes.  Returns as records_next. */
static int object_across_lines(RecordReader *p, Record *r, JsonScan *s,
                               const char *z, size_t n){
  int nLines = 1, rc;
  long iEnd = -1;
  p->join.n = 0;
  if( records_join(p, z, n) ) return RECORDS_NOMEM;
  while( iEnd<0 && nLines<JSON_MAX_LINES ){
    long long nLine;
    if( (rc = next_text(p, &z, &n, &nLine))!=1 ){
      if( rc<0 ) return rc;
      break;
    }
    nLines++;
    iEnd = scan_object(s, z, n);
    if( records_join(p, "\n", 1)
     || records_join(p, z, iEnd<0 ? n : (size_t)iEnd) ){
      return RECORDS_NOMEM;
    }
    if( iEnd>=0 ) keep_rest(p, z, (size_t)iEnd, n, nLine);
  }
  r->zRaw = p->join.z;
  r->nRaw = p->join.n;
  if( iEnd<0 ){
    records_reject(p, r, "a JSON object is not closed %s",
                   nLines<JSON_MAX_LINES ? "before the end of the file"
                   : "within 10000 lines");
    return 1;
  }
  return object_record(p, r);
}

int records_json_next(RecordReader *p, Record *r){
  const char *z;
  size_t n, i;
  long long nLine;
  int rc;
  for(;;){
    if( (rc = next_text(p, &z, &n, &nLine))!=1 ) return rc;
    for(i=0; i<n && strchr(" \t\r,[]", z[i]) && z[i]; i++){}
    if( i==n ) continue;
    r->nLine = nLine;
    if( z[i]!='{' ){
      r->zRaw = z+i;
      r->nRaw = n-i;
      records_reject(p, r, "expected a JSON object ('{'), got '%c'", z[i]);
      return 1;                     /* the rest of the line is dropped */
    }else{
      JsonScan s = {0, 0, 0};
      long iEnd = scan_object(&s, z+i, n-i);
      if( iEnd<0 ) return object_across_lines(p, r, &s, z+i, n-i);
      r->zRaw = z+i;
      r->nRaw = (size_t)iEnd;
      keep_rest(p, z, i+(size_t)iEnd, n, nLine);
      return object_record(p, r);
    }
  }
}
