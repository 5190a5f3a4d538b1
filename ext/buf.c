/* SPDX-License-Identifier: MIT */
/*
** buf.c: growable text and arrays (see buf.h).
*/
#include "buf.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int buf_reserve(Buf *b, size_t nMore){
  size_t need;
  char *z;
  if( b->oom ) return 0;
  if( nMore >= SIZE_MAX/2 - b->n ){
    b->oom = 1;
    return 0;
  }
  need = b->n + nMore + 1;
  if( need<=b->nAlloc ) return 1;
  if( need < 2*b->nAlloc ) need = 2*b->nAlloc;
  if( need < 64 ) need = 64;
  z = (char*)realloc(b->z, need);
  if( z==0 ){
    b->oom = 1;
    return 0;
  }
  b->z = z;
  b->nAlloc = need;
  return 1;
}

void buf_append(Buf *b, const char *p, size_t n){
  if( !buf_reserve(b, n) ) return;
  if( n ) memcpy(b->z+b->n, p, n);     /* p may be NULL when n is 0 */
  b->n += n;
  b->z[b->n] = 0;
}

void buf_putc(Buf *b, char c){
  buf_append(b, &c, 1);
}

void buf_read(Buf *b, FILE *in){
  size_t got;
  do{
    if( !buf_reserve(b, 4096) ) return;
    got = fread(b->z+b->n, 1, b->nAlloc-b->n-1, in);
    b->n += got;
    b->z[b->n] = 0;
  }while( got>0 );
}

void buf_vprintf(Buf *b, const char *zFmt, va_list ap){
  va_list ap2;
  int k;
  if( b->oom ) return;
  va_copy(ap2, ap);
  k = vsnprintf(b->z ? b->z+b->n : 0, b->z ? b->nAlloc-b->n : 0, zFmt, ap2);
  va_end(ap2);
  if( k<0 ){
    b->oom = 1;
    return;
  }
  if( b->z==0 || (size_t)k >= b->nAlloc-b->n ){
    if( !buf_reserve(b, (size_t)k) ){
      if( b->z ) b->z[b->n] = 0;     /* drop the part that was cut */
      return;
    }
    vsnprintf(b->z+b->n, b->nAlloc-b->n, zFmt, ap);
  }
  b->n += (size_t)k;
}

void buf_printf(Buf *b, const char *zFmt, ...){
  va_list ap;
  va_start(ap, zFmt);
  buf_vprintf(b, zFmt, ap);
  va_end(ap);
}

char *buf_take(Buf *b){
  char *z;
  if( buf_reserve(b, 0) ) b->z[b->n] = 0;
  z = b->oom ? 0 : b->z;
  if( z==0 ) free(b->z);
  b->z = 0;
  b->n = b->nAlloc = 0;
  b->oom = 0;
  return z;
}

void buf_free(Buf *b){
  free(b->z);
  b->z = 0;
  b->n = b->nAlloc = 0;
  b->oom = 0;
}

int buf_grow(void *pa, int *pnAlloc, int nNeed, size_t sz, int nMin){
  void *a;
  int nNew;
  if( nNeed<=*pnAlloc ) return 1;
  nNew = *pnAlloc>INT_MAX/2 ? INT_MAX : 2 * *pnAlloc;
  if( nNew<nMin ) nNew = nMin;
  if( nNew<nNeed ) nNew = nNeed;
  if( sz>0 && (size_t)nNew > SIZE_MAX/sz ) return 0;
  memcpy(&a, pa, sizeof(a));
  a = realloc(a, sz*(size_t)nNew);
  if( a==0 ) return 0;
  memcpy(pa, &a, sizeof(a));
  *pnAlloc = nNew;
  return 1;
}
