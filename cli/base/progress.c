/* SPDX-License-Identifier: MIT */
/*
** progress.c: the progress line of long commands (see progress.h).
*/
#include "progress.h"
#include "textwidth.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

/* The clock of the waits between drawings: the monotonic one, which
** setting the date does not move, where condition variables can wait on
** it (POSIX clock selection; not macOS), else the system's default. */
#if defined(_POSIX_CLOCK_SELECTION) && _POSIX_CLOCK_SELECTION>=0
# define PROGRESS_WAIT_CLOCK CLOCK_MONOTONIC
#else
# define PROGRESS_WAIT_CLOCK CLOCK_REALTIME
#endif

/* The progress drawn now, for progress_message (one at a time). */
static Progress *pActive = 0;

double clock_seconds(void){
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec*1e-9;
}

/* m:ss (or h:mm:ss) of a number of seconds. */
static void put_time(char *z, size_t n, double secs){
  long s = (long)(secs+0.5);
  if( s>=3600 ) snprintf(z, n, "%ld:%02ld:%02ld", s/3600, s/60%60, s%60);
  else snprintf(z, n, "%ld:%02ld", s/60, s%60);
}

/* Where the longest end of z[0..n) that fits in nCol columns starts,
** never inside a character. */
static size_t tail_fit(const char *z, size_t n, int nCol){
  size_t i = 0;
  while( i<n && ((z[i]&0xc0)==0x80 || text_width(z+i, n-i)>nCol) ) i++;
  return i;
}

/* Append z[0..n) to the string zOut of *pn bytes (nOut at most, with its
** NUL), cut when it is full. */
static void put_text(char *zOut, size_t nOut, size_t *pn, const char *z,
                     size_t n){
  if( *pn+n>=nOut ) n = *pn<nOut-1 ? nOut-1-*pn : 0;
  memcpy(zOut+*pn, z, n);
  *pn += n;
  zOut[*pn] = 0;
}

int progress_format(const ProgressView *v, double tNow, int nCol,
                    char *zBuf, size_t nBuf){
  char zBody[256], zRate[64], zEta[48], zClock[48], zTime[32];
  char zLine[512];
  size_t n = 0, nWhat = strlen(v->zWhat), nFit;
  int nRoom, wWhat, wRest;
  double tPhase = tNow - v->tPhase;
  zRate[0] = zEta[0] = 0;
#define ADD(...) n += (size_t)snprintf(zBody+n, n<sizeof(zBody) \
                                       ? sizeof(zBody)-n : 0, __VA_ARGS__)
  ADD(":");
  if( v->zPhase ) ADD(" %s", v->zPhase);
  if( v->bRowsOfTotal && v->nTotal>0 ){
    ADD(" %lld of %lld rows", v->nRows, v->nTotal);
  }else if( v->nRows>0 || v->nTotal>0 ){
    ADD(" %lld rows", v->nRows);
  }
  if( v->nTotal>0 ){
    long long nDone = v->nDone<v->nTotal ? v->nDone : v->nTotal;
    ADD(", %.1f%%", 100.0*(double)nDone/(double)v->nTotal);
    if( nDone>0 && tPhase>0 ){
      put_time(zTime, sizeof(zTime),
               tPhase*(double)(v->nTotal-nDone)/(double)nDone);
      snprintf(zRate, sizeof(zRate), ", %.0f rows/s",
               (double)v->nRows/tPhase);
      snprintf(zEta, sizeof(zEta), ", ETA %s", zTime);
    }
  }else if( tPhase>0 && v->nRows>0 ){
    snprintf(zRate, sizeof(zRate), ", %.0f rows/s",
             (double)v->nRows/tPhase);
  }
#undef ADD
  if( n>=sizeof(zBody) ) n = sizeof(zBody)-1;
  put_time(zTime, sizeof(zTime), tPhase>0 ? tPhase : 0);
  snprintf(zClock, sizeof(zClock), " (%s)", zTime);
  /* One column less than the terminal: a line that fills the last column
  ** would make some terminals wrap.  What gives way when the line is too
  ** long: first the rate, then the middle of the name ("import
  ** ...ig.txt"), and only then the end of the line. */
  nRoom = nCol>1 ? nCol-1 : 1;
  wWhat = text_width(v->zWhat, nWhat);
  wRest = text_width(zBody, n) + (int)strlen(zEta) + (int)strlen(zClock);
  if( wWhat + wRest + (int)strlen(zRate) <= nRoom ){
    wRest += (int)strlen(zRate);
  }else{
    zRate[0] = 0;
  }
  n = 0;
  zLine[0] = 0;
  if( wWhat + wRest > nRoom ){
    /* Keep the command word ("import ") and the end of the name. */
    const char *zSpace = strchr(v->zWhat, ' ');
    size_t nHead = zSpace ? (size_t)(zSpace-v->zWhat)+1 : 0;
    int wKeep = nRoom - wRest - text_width(v->zWhat, nHead) - 3;
    if( wKeep>=4 ){
      put_text(zLine, sizeof(zLine), &n, v->zWhat, nHead);
      put_text(zLine, sizeof(zLine), &n, "...", 3);
      nHead += tail_fit(v->zWhat+nHead, nWhat-nHead, wKeep);
      put_text(zLine, sizeof(zLine), &n, v->zWhat+nHead, nWhat-nHead);
    }
  }
  if( n==0 ) put_text(zLine, sizeof(zLine), &n, v->zWhat, nWhat);
  put_text(zLine, sizeof(zLine), &n, zBody, strlen(zBody));
  put_text(zLine, sizeof(zLine), &n, zRate, strlen(zRate));
  put_text(zLine, sizeof(zLine), &n, zEta, strlen(zEta));
  put_text(zLine, sizeof(zLine), &n, zClock, strlen(zClock));
  nFit = text_fit(zLine, n, nRoom);
  if( nFit>=nBuf ) nFit = nBuf-1;
  memcpy(zBuf, zLine, nFit);
  zBuf[nFit] = 0;
  return (int)nFit;
}

/* A copy of the view with the counters read atomically. */
static void snapshot(const Progress *p, ProgressView *v){
  *v = p->v;
  v->nRows = __atomic_load_n(&p->v.nRows, __ATOMIC_RELAXED);
  v->nDone = __atomic_load_n(&p->v.nDone, __ATOMIC_RELAXED);
}

int progress_poll(Progress *p, double tNow, FILE *out, int nCol){
  char zLine[512];
  ProgressView v;
  if( p->tLast>0 && tNow-p->tLast<PROGRESS_INTERVAL ) return 0;
  p->tLast = tNow;
  snapshot(p, &v);
  progress_format(&v, tNow, nCol, zLine, sizeof(zLine));
  fprintf(out, "\r%s\033[K", zLine);
  fflush(out);
  return 1;
}

/* SUDOKUDB_PROGRESS=lines: each phase, when it ends, as a line of its own
** with its last counts (for logs; whether or not stderr is a terminal).
** A phase returned to (progress_set_view) and left unchanged is not
** written again. */
static void write_phase_line(Progress *p){
  char zLine[512];
  ProgressView v;
  if( !p->bLines ) return;
  snapshot(p, &v);
  if( v.zPhase==p->vLogged.zPhase && v.tPhase==p->vLogged.tPhase
   && v.nRows==p->vLogged.nRows && v.nDone==p->vLogged.nDone ){
    return;
  }
  p->vLogged = v;
  progress_format(&v, clock_seconds(), (int)sizeof(zLine), zLine,
                  sizeof(zLine));
  fprintf(stderr, "%s\n", zLine);
}

/* The terminal's width in columns (80 when it does not say). */
static int terminal_width(void){
  struct winsize ws;
  if( ioctl(2, TIOCGWINSZ, &ws)==0 && ws.ws_col>0 ) return ws.ws_col;
  return 80;
}

/* The condition variable the drawing thread waits on, on
** PROGRESS_WAIT_CLOCK. */
static void progress_cond_init(pthread_cond_t *cv){
#if defined(_POSIX_CLOCK_SELECTION) && _POSIX_CLOCK_SELECTION>=0
  pthread_condattr_t attr;
  pthread_condattr_init(&attr);
  pthread_condattr_setclock(&attr, PROGRESS_WAIT_CLOCK);
  pthread_cond_init(cv, &attr);
  pthread_condattr_destroy(&attr);
#else
  pthread_cond_init(cv, 0);
#endif
}

/* The drawing thread: a line every PROGRESS_INTERVAL until stopped. */
static void *progress_main(void *pArg){
  Progress *p = (Progress*)pArg;
  pthread_mutex_lock(&p->mu);
  while( !p->bStop ){
    struct timespec ts;
    double t = clock_seconds();
    progress_poll(p, t, stderr, terminal_width());
    clock_gettime(PROGRESS_WAIT_CLOCK, &ts);
    ts.tv_nsec += (long)(PROGRESS_INTERVAL*0.5e9);   /* a draw is due at
                                  ** most half an interval late */
    if( ts.tv_nsec>=1000000000L ){ ts.tv_sec++; ts.tv_nsec -= 1000000000L; }
    while( !p->bStop
        && pthread_cond_timedwait(&p->cv, &p->mu, &ts)!=ETIMEDOUT ){}
  }
  pthread_mutex_unlock(&p->mu);
  return 0;
}

void progress_start(Progress *p, const char *zWhat, const char *zPhase,
                    long long nTotal, int bRows){
  const char *zMode;
  memset(p, 0, sizeof(*p));
  p->v.zWhat = zWhat;
  p->v.zPhase = zPhase;
  p->v.nTotal = nTotal;
  p->v.bRowsOfTotal = bRows;
  p->v.tPhase = clock_seconds();
  zMode = getenv("SUDOKUDB_PROGRESS");
  if( zMode && strcmp(zMode, "lines")==0 ){
    p->bLines = 1;
    return;
  }
  if( !isatty(2) ) return;
  pthread_mutex_init(&p->mu, 0);
  progress_cond_init(&p->cv);
  /* The first drawing waits an interval: short runs show no line. */
  p->tLast = p->v.tPhase;
  if( pthread_create(&p->tid, 0, progress_main, p)==0 ){
    p->bOn = 1;
    pActive = p;
  }else{
    pthread_mutex_destroy(&p->mu);
    pthread_cond_destroy(&p->cv);
  }
}

void progress_phase(Progress *p, const char *zPhase, long long nTotal,
                    int bRows){
  write_phase_line(p);
  if( p->bOn ) pthread_mutex_lock(&p->mu);
  p->v.zPhase = zPhase;
  p->v.nTotal = nTotal;
  p->v.bRowsOfTotal = bRows;
  p->v.tPhase = clock_seconds();
  __atomic_store_n(&p->v.nRows, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&p->v.nDone, 0, __ATOMIC_RELAXED);
  if( p->bOn ) pthread_mutex_unlock(&p->mu);
}

void progress_view(Progress *p, ProgressView *v){
  if( p->bOn ) pthread_mutex_lock(&p->mu);
  snapshot(p, v);
  if( p->bOn ) pthread_mutex_unlock(&p->mu);
}

void progress_set_view(Progress *p, const ProgressView *v){
  write_phase_line(p);
  if( p->bOn ) pthread_mutex_lock(&p->mu);
  p->v.zPhase = v->zPhase;
  p->v.nTotal = v->nTotal;
  p->v.bRowsOfTotal = v->bRowsOfTotal;
  p->v.tPhase = v->tPhase;
  progress_update(p, v->nRows, v->nDone);
  p->vLogged = *v;          /* written when it was left */
  if( p->bOn ) pthread_mutex_unlock(&p->mu);
}

void progress_update(Progress *p, long long nRows, long long nDone){
  __atomic_store_n(&p->v.nRows, nRows, __ATOMIC_RELAXED);
  __atomic_store_n(&p->v.nDone, nDone, __ATOMIC_RELAXED);
}

void progress_add(Progress *p, long long nRows){
  __atomic_fetch_add(&p->v.nRows, nRows, __ATOMIC_RELAXED);
  __atomic_fetch_add(&p->v.nDone, nRows, __ATOMIC_RELAXED);
}

void progress_end(Progress *p){
  write_phase_line(p);
  p->bLines = 0;
  if( !p->bOn ) return;
  pthread_mutex_lock(&p->mu);
  p->bStop = 1;
  pthread_cond_signal(&p->cv);
  pthread_mutex_unlock(&p->mu);
  pthread_join(p->tid, 0);
  fputs("\r\033[K", stderr);
  fflush(stderr);
  pthread_mutex_destroy(&p->mu);
  pthread_cond_destroy(&p->cv);
  pActive = 0;
  p->bOn = 0;
}

void progress_message(const char *zFmt, ...){
  Progress *p = pActive;
  va_list ap;
  if( p ){
    pthread_mutex_lock(&p->mu);
    fputs("\r\033[K", stderr);
  }
  va_start(ap, zFmt);
  vfprintf(stderr, zFmt, ap);
  va_end(ap);
  if( p ){
    p->tLast = 0;           /* draw again at the next tick */
    pthread_mutex_unlock(&p->mu);
  }
}
