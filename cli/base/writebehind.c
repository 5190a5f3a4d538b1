/* SPDX-License-Identifier: MIT */
/*
** writebehind.c: the write-behind VFS shim (see writebehind.h).
**
** A main database file opened through the shim gets a writer thread and a
** ring of WB_SLOTS page buffers.  xWrite copies the page into the next
** free slot (waiting while the ring is full) and returns; the thread
** writes the slots in order through the real file.  Every other method
** first drains the ring, so the real file is only ever used by one thread
** at a time and SQLite never sees a state it did not write.
**
** The assert()s check the ring's counts (0 <= nQueued <= WB_SLOTS, the
** head inside it) and that a slot's buffer holds the write queued in it.
*/
#include "writebehind.h"

#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

/* Writes queued at most: 2 MiB of 64 KiB pages. */
#define WB_SLOTS 32

/* The writer syncs the file after this many bytes: see wb_thread. */
#define WB_SYNC_BYTES (4<<20)

typedef struct WbSlot WbSlot;
struct WbSlot {
  void *pBuf;
  int nAlloc;
  int iAmt;
  sqlite3_int64 iOfst;
};

typedef struct WbFile WbFile;
struct WbFile {
  sqlite3_file base;
  sqlite3_file *pReal;          /* the real file, right after this struct */
  pthread_t tid;
  pthread_mutex_t mu;
  pthread_cond_t cvWork;        /* a write was queued, or quit */
  pthread_cond_t cvWritten;     /* a write finished */
  WbSlot aSlot[WB_SLOTS];
  int iHead;                    /* the oldest queued write */
  int nQueued;                  /* queued, including the one being written */
  int rcError;                  /* the first failed write (sticky) */
  int iErrno;                   /* and its errno */
  int bQuit;
  sqlite3_int64 nUnsynced;      /* bytes written since the last sync */
};

/*
** The writer thread: write the oldest slot until told to quit.  Every
** WB_SYNC_BYTES it also syncs the file, which SQLite does not ask for:
** the device then writes the pages as they come instead of all at the
** commit, whose sync (on ext4 that of the journal too, which waits for
** every new block of the database) would otherwise take a fifth of a
** second per 200 MB.  The slot counts as queued until both are done, so
** no other call reaches the real file meanwhile.
*/
static void *wb_thread(void *pArg){
  WbFile *p = (WbFile*)pArg;
  pthread_mutex_lock(&p->mu);
  for(;;){
    WbSlot *s;
    int rc;
    while( p->nQueued==0 && !p->bQuit ) pthread_cond_wait(&p->cvWork, &p->mu);
    if( p->nQueued==0 ) break;
    assert( p->nQueued<=WB_SLOTS && p->iHead>=0 && p->iHead<WB_SLOTS );
    s = &p->aSlot[p->iHead];
    assert( s->iAmt>=0 && s->iAmt<=s->nAlloc );
    pthread_mutex_unlock(&p->mu);
    rc = p->pReal->pMethods->xWrite(p->pReal, s->pBuf, s->iAmt, s->iOfst);
    p->nUnsynced += s->iAmt;
    if( rc==SQLITE_OK && p->nUnsynced>=WB_SYNC_BYTES ){
      rc = p->pReal->pMethods->xSync(p->pReal, SQLITE_SYNC_NORMAL);
      p->nUnsynced = 0;
    }
    pthread_mutex_lock(&p->mu);
    if( rc!=SQLITE_OK && p->rcError==SQLITE_OK ){
      p->rcError = rc;
      p->pReal->pMethods->xFileControl(p->pReal, SQLITE_FCNTL_LAST_ERRNO,
                                       &p->iErrno);
    }
    p->iHead = (p->iHead+1)%WB_SLOTS;
    assert( p->nQueued>0 );
    p->nQueued--;
    pthread_cond_broadcast(&p->cvWritten);
  }
  pthread_mutex_unlock(&p->mu);
  return 0;
}

/* The first error of a background write, or SQLITE_OK; called with the
** mutex held.  After an error, errno is set in the calling thread to
** that of the failed write, so that SQLite, which asks the VFS for the
** last error (errno) of a failed call, sees why it failed. */
static int wb_error(WbFile *p){
  if( p->rcError ) errno = p->iErrno;
  return p->rcError;
}

/* Wait until every queued write is done; returns wb_error(). */
static int wb_drain(WbFile *p){
  int rc;
  pthread_mutex_lock(&p->mu);
  while( p->nQueued>0 ) pthread_cond_wait(&p->cvWritten, &p->mu);
  rc = wb_error(p);
  pthread_mutex_unlock(&p->mu);
  return rc;
}

static int wbWrite(sqlite3_file *pFile, const void *pBuf, int iAmt,
                   sqlite3_int64 iOfst){
  WbFile *p = (WbFile*)pFile;
  WbSlot *s;
  int rc;
  pthread_mutex_lock(&p->mu);
  while( p->nQueued==WB_SLOTS ) pthread_cond_wait(&p->cvWritten, &p->mu);
  assert( p->nQueued>=0 && p->nQueued<WB_SLOTS );
  rc = wb_error(p);
  s = &p->aSlot[(p->iHead+p->nQueued)%WB_SLOTS];
  pthread_mutex_unlock(&p->mu);
  if( rc ) return rc;
  /* Only this thread fills slots, and the writer does not look at this
  ** one until it is counted in nQueued: fill it without the lock. */
  if( s->nAlloc<iAmt ){
    void *pNew = realloc(s->pBuf, (size_t)iAmt);
    if( pNew==0 ) return SQLITE_IOERR_NOMEM;
    s->pBuf = pNew;
    s->nAlloc = iAmt;
  }
  memcpy(s->pBuf, pBuf, (size_t)iAmt);
  s->iAmt = iAmt;
  s->iOfst = iOfst;
  assert( iAmt>=0 && iAmt<=s->nAlloc );
  pthread_mutex_lock(&p->mu);
  assert( p->nQueued<WB_SLOTS );
  p->nQueued++;
  pthread_cond_signal(&p->cvWork);
  pthread_mutex_unlock(&p->mu);
  return SQLITE_OK;
}

static int wbClose(sqlite3_file *pFile){
  WbFile *p = (WbFile*)pFile;
  int i, rc = wb_drain(p), rc2;
  pthread_mutex_lock(&p->mu);
  p->bQuit = 1;
  pthread_cond_signal(&p->cvWork);
  pthread_mutex_unlock(&p->mu);
  pthread_join(p->tid, 0);
  for(i=0; i<WB_SLOTS; i++) free(p->aSlot[i].pBuf);
  pthread_mutex_destroy(&p->mu);
  pthread_cond_destroy(&p->cvWork);
  pthread_cond_destroy(&p->cvWritten);
  rc2 = p->pReal->pMethods->xClose(p->pReal);
  return rc ? rc : rc2;
}

/* The other methods: drain the queue, then pass the call on.  A pending
** write error is returned instead of the call, except where the call must
** happen anyway (unlocking) or has no result code. */
#define REAL(p) (((WbFile*)(p))->pReal)
#define DRAIN(p) wb_drain((WbFile*)(p))

static int wbRead(sqlite3_file *f, void *pBuf, int iAmt, sqlite3_int64 iOfst){
  int rc = DRAIN(f);
  return rc ? rc : REAL(f)->pMethods->xRead(REAL(f), pBuf, iAmt, iOfst);
}
static int wbTruncate(sqlite3_file *f, sqlite3_int64 size){
  int rc = DRAIN(f);
  return rc ? rc : REAL(f)->pMethods->xTruncate(REAL(f), size);
}
static int wbSync(sqlite3_file *f, int flags){
  int rc = DRAIN(f);
  return rc ? rc : REAL(f)->pMethods->xSync(REAL(f), flags);
}
static int wbFileSize(sqlite3_file *f, sqlite3_int64 *pSize){
  int rc = DRAIN(f);
  return rc ? rc : REAL(f)->pMethods->xFileSize(REAL(f), pSize);
}
static int wbLock(sqlite3_file *f, int eLock){
  int rc = DRAIN(f);
  return rc ? rc : REAL(f)->pMethods->xLock(REAL(f), eLock);
}
static int wbUnlock(sqlite3_file *f, int eLock){
  DRAIN(f);
  return REAL(f)->pMethods->xUnlock(REAL(f), eLock);
}
static int wbCheckReservedLock(sqlite3_file *f, int *pResOut){
  int rc = DRAIN(f);
  return rc ? rc : REAL(f)->pMethods->xCheckReservedLock(REAL(f), pResOut);
}
static int wbFileControl(sqlite3_file *f, int op, void *pArg){
  int rc = DRAIN(f);
  return rc ? rc : REAL(f)->pMethods->xFileControl(REAL(f), op, pArg);
}
static int wbSectorSize(sqlite3_file *f){
  DRAIN(f);
  return REAL(f)->pMethods->xSectorSize(REAL(f));
}
static int wbDeviceCharacteristics(sqlite3_file *f){
  DRAIN(f);
  return REAL(f)->pMethods->xDeviceCharacteristics(REAL(f));
}
static int wbShmMap(sqlite3_file *f, int iPg, int pgsz, int bExtend,
                    void volatile **pp){
  int rc = DRAIN(f);
  return rc ? rc : REAL(f)->pMethods->xShmMap(REAL(f), iPg, pgsz, bExtend, pp);
}
static int wbShmLock(sqlite3_file *f, int offset, int n, int flags){
  int rc = DRAIN(f);
  return rc ? rc : REAL(f)->pMethods->xShmLock(REAL(f), offset, n, flags);
}
static void wbShmBarrier(sqlite3_file *f){
  DRAIN(f);
  REAL(f)->pMethods->xShmBarrier(REAL(f));
}
static int wbShmUnmap(sqlite3_file *f, int deleteFlag){
  DRAIN(f);
  return REAL(f)->pMethods->xShmUnmap(REAL(f), deleteFlag);
}
static int wbFetch(sqlite3_file *f, sqlite3_int64 iOfst, int iAmt, void **pp){
  int rc = DRAIN(f);
  *pp = 0;
  return rc ? rc : REAL(f)->pMethods->xFetch(REAL(f), iOfst, iAmt, pp);
}
static int wbUnfetch(sqlite3_file *f, sqlite3_int64 iOfst, void *p){
  DRAIN(f);
  return REAL(f)->pMethods->xUnfetch(REAL(f), iOfst, p);
}

static const sqlite3_io_methods wbMethods = {
  3, wbClose, wbRead, wbWrite, wbTruncate, wbSync, wbFileSize, wbLock,
  wbUnlock, wbCheckReservedLock, wbFileControl, wbSectorSize,
  wbDeviceCharacteristics, wbShmMap, wbShmLock, wbShmBarrier, wbShmUnmap,
  wbFetch, wbUnfetch
};

/* Open a file: a main database file gets the writer thread (its real
** file must have the version 3 methods, as unix and windows files do);
** anything else is the real file as is, opened in place. */
static int wbOpen(sqlite3_vfs *pVfs, const char *zName, sqlite3_file *pFile,
                  int flags, int *pOutFlags){
  sqlite3_vfs *pRealVfs = (sqlite3_vfs*)pVfs->pAppData;
  WbFile *p = (WbFile*)pFile;
  int rc;
  if( (flags & SQLITE_OPEN_MAIN_DB)==0 ){
    return pRealVfs->xOpen(pRealVfs, zName, pFile, flags, pOutFlags);
  }
  memset(p, 0, sizeof(*p));
  p->pReal = (sqlite3_file*)&p[1];
  rc = pRealVfs->xOpen(pRealVfs, zName, p->pReal, flags, pOutFlags);
  if( rc!=SQLITE_OK ) return rc;
  pthread_mutex_init(&p->mu, 0);
  pthread_cond_init(&p->cvWork, 0);
  pthread_cond_init(&p->cvWritten, 0);
  if( p->pReal->pMethods->iVersion<3
   || pthread_create(&p->tid, 0, wb_thread, p) ){
    pthread_mutex_destroy(&p->mu);
    pthread_cond_destroy(&p->cvWork);
    pthread_cond_destroy(&p->cvWritten);
    p->pReal->pMethods->xClose(p->pReal);
    return SQLITE_CANTOPEN;
  }
  p->base.pMethods = &wbMethods;
  return SQLITE_OK;
}

/* The VFS methods other than xOpen go straight to the real VFS. */
#define REALVFS(v) ((sqlite3_vfs*)(v)->pAppData)

static int wbDelete(sqlite3_vfs *v, const char *zName, int syncDir){
  return REALVFS(v)->xDelete(REALVFS(v), zName, syncDir);
}
static int wbAccess(sqlite3_vfs *v, const char *zName, int flags, int *pRes){
  return REALVFS(v)->xAccess(REALVFS(v), zName, flags, pRes);
}
static int wbFullPathname(sqlite3_vfs *v, const char *zName, int nOut,
                          char *zOut){
  return REALVFS(v)->xFullPathname(REALVFS(v), zName, nOut, zOut);
}
static void *wbDlOpen(sqlite3_vfs *v, const char *zPath){
  return REALVFS(v)->xDlOpen(REALVFS(v), zPath);
}
static void wbDlError(sqlite3_vfs *v, int nByte, char *zErr){
  REALVFS(v)->xDlError(REALVFS(v), nByte, zErr);
}
static void (*wbDlSym(sqlite3_vfs *v, void *pLib, const char *zSym))(void){
  return REALVFS(v)->xDlSym(REALVFS(v), pLib, zSym);
}
static void wbDlClose(sqlite3_vfs *v, void *pLib){
  REALVFS(v)->xDlClose(REALVFS(v), pLib);
}
static int wbRandomness(sqlite3_vfs *v, int nByte, char *zOut){
  return REALVFS(v)->xRandomness(REALVFS(v), nByte, zOut);
}
static int wbSleep(sqlite3_vfs *v, int nMicro){
  return REALVFS(v)->xSleep(REALVFS(v), nMicro);
}
static int wbCurrentTime(sqlite3_vfs *v, double *pNow){
  return REALVFS(v)->xCurrentTime(REALVFS(v), pNow);
}
static int wbGetLastError(sqlite3_vfs *v, int n, char *zOut){
  return REALVFS(v)->xGetLastError(REALVFS(v), n, zOut);
}
static int wbCurrentTimeInt64(sqlite3_vfs *v, sqlite3_int64 *pNow){
  return REALVFS(v)->xCurrentTimeInt64(REALVFS(v), pNow);
}

static sqlite3_vfs wbVfs = {
  2, 0, 0, 0, WRITEBEHIND_VFS, 0,
  wbOpen, wbDelete, wbAccess, wbFullPathname, wbDlOpen, wbDlError, wbDlSym,
  wbDlClose, wbRandomness, wbSleep, wbCurrentTime, wbGetLastError,
  wbCurrentTimeInt64, 0, 0, 0
};

int writebehind_register(void){
  sqlite3_vfs *pReal;
  if( sqlite3_vfs_find(WRITEBEHIND_VFS) ) return SQLITE_OK;
  pReal = sqlite3_vfs_find(0);
  if( pReal==0 ) return SQLITE_ERROR;
  if( pReal->iVersion<2 || pReal->xCurrentTimeInt64==0 ) return SQLITE_ERROR;
  wbVfs.szOsFile = (int)sizeof(WbFile) + pReal->szOsFile;
  wbVfs.mxPathname = pReal->mxPathname;
  wbVfs.pAppData = pReal;
  return sqlite3_vfs_register(&wbVfs, 0);
}
