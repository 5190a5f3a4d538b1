/* SPDX-License-Identifier: MIT */
/*
** fuzz_records.c: libFuzzer target for the import formats
** (cli/records/records.c) and the import batch (cli/import/rowbuf.c).  The
** first byte picks the format (modulo 6: detected, lines, grid, CSV, JSON or
** OpenSudoku XML) and, divided by 4, after how many puzzles the batch is
** split in two (as the import splits a big file); the rest is the
** file.  Every record is a puzzle or a reject with a reason; line numbers
** never go back; the two parts, each sorted and then merged, are in key
** order (line order among equal keys), and every key reads back as a puzzle
** of its size.  A compressed file (by its magic bytes) is read through its
** decompressor, as the CLI reads it.
*/
#include "records.h"
#include "rowbuf.h"

#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The scratch file the input is written to (Input reads files). */
static char zPath[64];

static void write_input(const uint8_t *data, size_t size){
  FILE *f;
  if( zPath[0]==0 ){
    int fd;
    strcpy(zPath, "/tmp/fuzz_records_XXXXXX");
    fd = mkstemp(zPath);
    if( fd<0 ) abort();
    close(fd);
  }
  f = fopen(zPath, "wb");
  if( f==0 || fwrite(data, 1, size, f)!=size || fclose(f)!=0 ) abort();
}

/* libFuzzer's timer (SIGALRM every half -timeout) has no SA_RESTART: it
** would fail a read from a decompressor's pipe with EINTR, and the file
** would look unreadable (a false alarm: the CLI's handlers restart
** reads).  Make it restart them too; libFuzzer sets it before the first
** input. */
static void alarm_restarts_reads(void){
  static int bDone = 0;
  struct sigaction sa;
  if( bDone ) return;
  bDone = 1;
  if( sigaction(SIGALRM, 0, &sa)==0 && !(sa.sa_flags & SA_RESTART) ){
    sa.sa_flags |= SA_RESTART;
    sigaction(SIGALRM, &sa, 0);
  }
}

/* The sorted batch: key order within each kind (9x9 first), lines
** ascending among equal keys, keys that parse back. */
static void check_sorted(RowBuf *b){
  char zA[ROWBUF_KEY_MAX], zB[ROWBUF_KEY_MAX], zErr[GRID_ERR_MAX];
  int i;
  if( rowbuf_sort(b) ) return;   /* out of memory: nothing to check */
  for(i=0; i<b->nRow; i++){
    const BufRow *r = &b->aRow[i];
    const char *zKey = rowbuf_key(b, r, zA);
    Grid g;
    if( (int)strlen(zKey)!=r->nKey ) abort();
    if( grid_parse(&g, zKey, (size_t)r->nKey, GRID_ALPHA_AUTO, zErr) ) abort();
    if( g.side!=r->size || g.ncell!=r->nKey ) abort();
    if( i>0 ){
      const BufRow *q = &b->aRow[i-1];
      const char *zPrev = rowbuf_key(b, q, zB);
      int bSameKind = (q->iKey==ROWBUF_NONE)==(r->iKey==ROWBUF_NONE);
      int c = strcmp(zPrev, zKey);
      if( bSameKind && c>0 ) abort();
      if( c==0 && q->nLine>=r->nLine ) abort();
      if( !bSameKind && r->iKey==ROWBUF_NONE ) abort();
    }
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  static const RecordFormat aFormat[] = {
    FORMAT_AUTO, FORMAT_LINES, FORMAT_GRID, FORMAT_CSV, FORMAT_JSON,
    FORMAT_XML
  };
  char zErr[300];
  Input in;
  RecordReader rd;
  Record rec;
  RowBuf buf, back;
  long long nLastLine = 0;
  int rc, nSplit;
  if( size==0 ) return 0;
  alarm_restarts_reads();
  nSplit = data[0]/4;
  write_input(data+1, size-1);
  memset(&buf, 0, sizeof(buf));
  memset(&back, 0, sizeof(back));
  if( input_open(&in, zPath, zErr, sizeof(zErr)) ) abort();
  if( records_open(&rd, &in, aFormat[data[0]%(sizeof(aFormat)/sizeof(aFormat[0]))], zErr, sizeof(zErr)) ){
    if( zErr[0]==0 ) abort();
  }else{
    while( (rc = records_next(&rd, &rec))==1 ){
      if( rec.nLine<1 || rec.nLine<nLastLine ) abort();
      nLastLine = rec.nLine;
      if( rec.zReason ){
        if( rec.zReason[0]==0 ) abort();
      }else if( rowbuf_add(buf.nRow<nSplit ? &buf : &back, &rec) ){
        break;
      }
    }
    /* (out of memory: nothing to check) */
    if( !rowbuf_sort(&buf) && !rowbuf_sort(&back)
     && !rowbuf_append(&buf, &back, 0) ){
      check_sorted(&buf);
    }
  }
  records_close(&rd);
  input_close(&in, zErr, sizeof(zErr));
  rowbuf_free(&buf);
  rowbuf_free(&back);
  return 0;
}
