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

int records_join(RecordReader *p, const char *z, size_t n){
  buf_append(&p->join, z, n);
  return p->join.oom ? -1 : 0;
}

int records_note(RecordReader *p, Record *r, const char *zA, size_t nA,
                 const char *zB, size_t nB){
  r->zNote = 0;
  r->nNote = 0;
  if( nA+nB==0 ) return 0;
  p->note.n = 0;
  buf_append(&p->note, zA, nA);
  if( nA && nB ) buf_putc(&p->note, ' ');
  buf_append(&p->note, zB, nB);
  if( p->note.oom ) return -1;
  r->zNote = p->note.z;
  r->nNote = p->note.n;
  return 0;
}

void records_reject(RecordReader *p, Record *r, const char *zFmt, ...){
  va_list ap;
  va_start(ap, zFmt);
  vsnprintf(p->zReason, sizeof(p->zReason), zFmt, ap);
  va_end(ap);
  r->zReason = p->zReason;
}
