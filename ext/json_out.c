/* SPDX-License-Identifier: MIT */
/*
** json_out.c: writing JSON text (see json_out.h).
*/
#include "json_out.h"

#include <stdarg.h>
#include <string.h>

void json_out_init(JsonOut *j){
  memset(j, 0, sizeof(*j));
}

/* The comma before a value or a key, when it is not its container's
** first. */
static void separate(JsonOut *j){
  if( j->afterKey ){
    j->afterKey = 0;
    return;
  }
  if( j->depth>0 ){
    unsigned char *pCount = &j->aCount[j->depth-1];
    if( *pCount ) buf_putc(&j->b, ',');
    if( *pCount<255 ) (*pCount)++;
  }
}

void json_out_open(JsonOut *j, char c){
  separate(j);
  buf_putc(&j->b, c);
  if( j->depth<JSON_OUT_DEPTH ){
    j->aCount[j->depth] = 0;
  }else{
    j->b.oom = 1;            /* too deep for this writer: refuse */
  }
  j->depth++;
}

void json_out_close(JsonOut *j, char c){
  if( j->depth>0 ) j->depth--;
  buf_putc(&j->b, c);
}

/* Append z as a JSON string. */
static void put_string(Buf *b, const char *z){
  static const char azHex[] = "0123456789abcdef";
  buf_putc(b, '"');
  for(; *z; z++){
    unsigned char c = (unsigned char)*z;
    if( c=='"' || c=='\\' ){
      buf_putc(b, '\\');
      buf_putc(b, (char)c);
    }else if( c=='\n' ){
      buf_append(b, "\\n", 2);
    }else if( c<0x20 ){
      char e[6] = { '\\', 'u', '0', '0', azHex[c>>4], azHex[c&15] };
      buf_append(b, e, 6);
    }else{
      buf_putc(b, (char)c);
    }
  }
  buf_putc(b, '"');
}

void json_out_key(JsonOut *j, const char *zKey){
  separate(j);
  put_string(&j->b, zKey);
  buf_putc(&j->b, ':');
  j->afterKey = 1;
}

void json_out_str(JsonOut *j, const char *z){
  separate(j);
  put_string(&j->b, z);
}

void json_out_strf(JsonOut *j, const char *zFmt, ...){
  Buf t = BUF_INIT;
  va_list ap;
  va_start(ap, zFmt);
  buf_vprintf(&t, zFmt, ap);
  va_end(ap);
  if( t.oom ){
    j->b.oom = 1;
  }else{
    json_out_str(j, t.z ? t.z : "");
  }
  buf_free(&t);
}

void json_out_num(JsonOut *j, const char *zFmt, ...){
  va_list ap;
  separate(j);
  va_start(ap, zFmt);
  buf_vprintf(&j->b, zFmt, ap);
  va_end(ap);
}

void json_out_bool(JsonOut *j, int b){
  separate(j);
  buf_printf(&j->b, "%s", b ? "true" : "false");
}
