/* SPDX-License-Identifier: MIT */
/*
** import_half.c: the back half of a big file, read by a thread of its own
** (see import_half.h).
*/
#include "import_half.h"
#include "args.h"
#include "buf.h"
#include "records.h"

#include <stdlib.h>
#include <string.h>

long long back_half_split_point(const char *zFile, long long nSize){
  char aBuf[65536];
  long long iMid = nSize/2, iSplit = -1;
  FILE *in;
  size_t n;
  char *zNl;
  if( nSize<HALF_MIN_BYTES ) return -1;
  in = fopen(zFile, "rb");
  if( in==0 ) return -1;
  if( fseeko(in, (off_t)(iMid-1), SEEK_SET)==0
   && (n = fread(aBuf, 1, sizeof(aBuf), in))>0
   && (zNl = memchr(aBuf, '\n', n))!=0 ){
    iSplit = iMid + (zNl-aBuf);     /* the byte after the newline */
    if( iSplit>=nSize ) iSplit = -1;
  }
  fclose(in);
  return iSplit;
}

/* Keep a copy of a rejected record.  Returns 0, or -1 out of memory. */
static int keep_reject(BackHalf *p, const Record *r){
  HalfReject *x;
  size_t nRaw = r->nRaw<p->nRawMax ? r->nRaw : p->nRawMax;
  if( !buf_room(&p->aReject, &p->nRejectAlloc, p->nReject+1,
                 sizeof(HalfReject), 64) ){
    return -1;
  }
  x = &p->aReject[p->nReject];
  x->nLine = r->nLine;
  x->nRaw = nRaw;
  x->zReason = strdup(r->zReason);
  x->zRaw = malloc(nRaw+1);
  if( x->zReason==0 || x->zRaw==0 ){
    free(x->zReason);
    free(x->zRaw);
    return -1;
  }
  memcpy(x->zRaw, r->zRaw, nRaw);
  x->zRaw[nRaw] = 0;
  p->nReject++;
  return 0;
}

/* Read the half's records until its end, an "end" line, nMaxRows
** puzzles, a cancel or an interrupt. */
static void read_half(BackHalf *p){
  Input in;
  RecordReader rd;
  Record rec;
  int rc = 1;
  if( input_open_range(&in, p->zFile, &p->stamp, p->iOffset, p->nBytes,
                       p->zErr, sizeof(p->zErr)) ){
    p->bFailed = 1;
    p->bChanged = in.eFail==INPUT_CHANGED;
    input_close(&in, p->zErr, 0);
    return;
  }
  records_open_lines(&rd, &in);
  rd.zFileRules = p->zRules;
  while( p->buf.nRow<p->nMaxRows && !interrupt_seen()
      && !__atomic_load_n(&p->bCancel, __ATOMIC_RELAXED)
      && (rc = records_next(&rd, &rec))==1 ){
    if( rec.zReason ? keep_reject(p, &rec) : rowbuf_add(&p->buf, &rec) ){
      snprintf(p->zErr, sizeof(p->zErr), "out of memory");
      p->bFailed = 1;
      break;
    }
    __atomic_store_n(&p->nProgress, in.nConsumed, __ATOMIC_RELAXED);
    __atomic_store_n(&p->nProgressRows, p->buf.nRow + p->nReject,
                     __ATOMIC_RELAXED);
  }
  if( rc<0 ){
    snprintf(p->zErr, sizeof(p->zErr), rc==RECORDS_NOMEM ? "out of memory "
             "reading %s" : "error reading %s", p->zFile);
    p->bFailed = 1;
  }
  p->bEnd = rd.bDone;
  p->nLines = in.nLine;
  p->iStop = p->iOffset + in.nConsumed;
  records_close(&rd);
  p->bChanged = input_verify(&in)!=0;
  if( input_close(&in, p->zErr, sizeof(p->zErr)) ) p->bFailed = 1;
}

/* Read the half, then sort its puzzles while the front half may still
** be read (the import merges the two sorted halves; unsorted after a
** failure, they are simply appended and sorted together). */
static void *half_main(void *pArg){
  BackHalf *p = (BackHalf*)pArg;
  read_half(p);
  if( !p->bFailed && !__atomic_load_n(&p->bCancel, __ATOMIC_RELAXED) ){
    rowbuf_sort(&p->buf);
  }
  __atomic_store_n(&p->bFinished, 1, __ATOMIC_RELEASE);
  return 0;
}

int back_half_start(BackHalf *p, const char *zFile, const InputStamp *pStamp,
                    const char *zRules, long long iOffset, long long nBytes,
                    long long nMaxRows, size_t nRawMax){
  memset(p, 0, sizeof(*p));
  p->zFile = zFile;
  p->stamp = *pStamp;
  p->zRules = zRules;
  p->iOffset = iOffset;
  p->nBytes = nBytes;
  p->nMaxRows = nMaxRows;
  p->nRawMax = nRawMax;
  return pthread_create(&p->tid, 0, half_main, p)==0 ? 0 : -1;
}

long long back_half_progress(BackHalf *p, long long *pnRows){
  *pnRows = __atomic_load_n(&p->nProgressRows, __ATOMIC_RELAXED);
  return __atomic_load_n(&p->nProgress, __ATOMIC_RELAXED);
}

int back_half_finished(BackHalf *p){
  return __atomic_load_n(&p->bFinished, __ATOMIC_ACQUIRE);
}

void back_half_cancel(BackHalf *p){
  __atomic_store_n(&p->bCancel, 1, __ATOMIC_RELAXED);
}

void back_half_join(BackHalf *p){
  pthread_join(p->tid, 0);
}

void back_half_free(BackHalf *p){
  int i;
  for(i=0; i<p->nReject; i++){
    free(p->aReject[i].zReason);
    free(p->aReject[i].zRaw);
  }
  free(p->aReject);
  rowbuf_free(&p->buf);
  p->aReject = 0;
  p->nReject = p->nRejectAlloc = 0;
}
