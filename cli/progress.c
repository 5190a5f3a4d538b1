/*
** progress.c: the progress line of long commands (see progress.h).
*/
#include "progress.h"
#include "args.h"

#include <stdio.h>
#include <unistd.h>

void progress_start(Progress *p, const char *zWhat, long long nTotal){
  p->bOn = isatty(2);
  p->zWhat = zWhat;
  p->tStart = p->tLast = clock_seconds();
  p->nTotal = nTotal;
}

void progress_update(Progress *p, long long nRows, long long nDone){
  double t, rate;
  if( !p->bOn ) return;
  t = clock_seconds();
  if( t-p->tLast<0.2 ) return;
  p->tLast = t;
  rate = t>p->tStart ? (double)nRows/(t-p->tStart) : 0.0;
  fprintf(stderr, "\r%s: %lld rows, %.0f rows/s", p->zWhat, nRows, rate);
  if( p->nTotal>0 && nDone>0 ){
    double left = (t-p->tStart)*(double)(p->nTotal-nDone)/(double)nDone;
    long secs = (long)(left+0.5);
    fprintf(stderr, ", %.1f%%, ETA %ld:%02ld", 100.0*(double)nDone
            /(double)p->nTotal, secs/60, secs%60);
  }
  fputs("   ", stderr);
  fflush(stderr);
}

void progress_end(Progress *p){
  if( p->bOn ) fputs("\r\033[K", stderr);
}
