/* SPDX-License-Identifier: MIT */
/*
** records_text.c: the text a record is assembled in, for the format
** readers (see records.h): growing buffers, the lines one record spans,
** its note, the reason it was rejected.  It calls nothing of the readers,
** so that the readers and the dispatch in records.c call back into it
** without a cycle among their files.
*/
#include "records.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int records_buf_reserve(char **pz, size_t *pnAlloc, size_t nUsed, size_t n){
  if( nUsed+n+1 > *pnAlloc ){
    size_t nNew = (nUsed+n+1)*2;
    char *zNew = realloc(*pz, nNew);
    if( zNew==0 ) return -1;
    *pz = zNew;
    *pnAlloc = nNew;
  }
  return 0;
}

int records_buf_append(char **pzBuf, size_t *pnUsed, size_t *pnAlloc,
                       const char *z, size_t n){
  if( records_buf_reserve(pzBuf, pnAlloc, *pnUsed, n) ) return -1;
  memcpy(*pzBuf+*pnUsed, z, n);
  *pnUsed += n;
  (*pzBuf)[*pnUsed] = 0;
  return 0;
}

int records_join(RecordReader *p, const char *z, size_t n){
  return records_buf_append(&p->zJoin, &p->nJoin, &p->nJoinAlloc, z, n);
}

int records_note(RecordReader *p, Record *r, const char *zA, size_t nA,
                 const char *zB, size_t nB){
  size_t n = 0;
  r->zNote = 0;
  r->nNote = 0;
  if( nA+nB==0 ) return 0;
  if( (nA && records_buf_append(&p->zNoteBuf, &n, &p->nNoteAlloc, zA, nA))
   || (nA && nB && records_buf_append(&p->zNoteBuf, &n, &p->nNoteAlloc,
                                      " ", 1))
   || (nB && records_buf_append(&p->zNoteBuf, &n, &p->nNoteAlloc, zB, nB)) ){
    return -1;
  }
  r->zNote = p->zNoteBuf;
  r->nNote = n;
  return 0;
}

void records_reject(RecordReader *p, Record *r, const char *zFmt, ...){
  va_list ap;
  va_start(ap, zFmt);
  vsnprintf(p->zReason, sizeof(p->zReason), zFmt, ap);
  va_end(ap);
  r->zReason = p->zReason;
}
