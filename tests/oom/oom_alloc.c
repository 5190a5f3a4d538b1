/* SPDX-License-Identifier: MIT */
/*
** oom_alloc.c: the fault-injecting allocator of the out-of-memory tests
** (see oom_alloc.h).  SQLite's allocations go through oomMalloc and
** oomRealloc, which wrap SQLite's default methods; the libc calls of the
** core and the CLI reach the __wrap_* functions through the linker's
** --wrap option.
*/
#include "oom_alloc.h"

#include <errno.h>
#include <execinfo.h>
#include <sqlite3.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>

void *__real_malloc(size_t);
void *__real_calloc(size_t, size_t);
void *__real_realloc(void*, size_t);
char *__real_strdup(const char*);
void __real_free(void*);

static sqlite3_mem_methods defaultMem;   /* SQLite's own allocator */
static atomic_long iFailAt;              /* 0: disarmed */
static atomic_int bPersist;
static atomic_long nSeen;                /* allocations since oom_arm */
static atomic_long nFailed;              /* failures injected */
static atomic_long nBlocks;              /* libc blocks not yet freed */

/* With SUDOKU_OOM_TRACE set, print the stack of the first failure. */
static void oom_trace(void){
  void *aFrame[32];
  static int bTrace = -1;
  if( bTrace<0 ) bTrace = getenv("SUDOKU_OOM_TRACE")!=0;
  if( bTrace ){
    backtrace_symbols_fd(aFrame, backtrace(aFrame, 32), 2);
  }
}

/* 1 when the allocation being made must fail. */
static int oom_fail_now(void){
  long iAt = atomic_load(&iFailAt), n;
  if( iAt==0 ) return 0;
  n = atomic_fetch_add(&nSeen, 1) + 1;
  if( n==iAt || (n>iAt && atomic_load(&bPersist)) ){
    if( atomic_fetch_add(&nFailed, 1)==0 ) oom_trace();
    return 1;
  }
  return 0;
}

static void *oomMalloc(int n){
  return oom_fail_now() ? 0 : defaultMem.xMalloc(n);
}

static void *oomRealloc(void *p, int n){
  return oom_fail_now() ? 0 : defaultMem.xRealloc(p, n);
}

int oom_install(void){
  static sqlite3_mem_methods m;
  if( sqlite3_config(SQLITE_CONFIG_GETMALLOC, &defaultMem)!=SQLITE_OK ){
    return -1;
  }
  m = defaultMem;               /* xFree, xSize, ... stay SQLite's */
  m.xMalloc = oomMalloc;
  m.xRealloc = oomRealloc;
  return sqlite3_config(SQLITE_CONFIG_MALLOC, &m)==SQLITE_OK ? 0 : -1;
}

void oom_arm(long iAt, int bPersistent){
  atomic_store(&iFailAt, 0);
  atomic_store(&nSeen, 0);
  atomic_store(&nFailed, 0);
  atomic_store(&bPersist, bPersistent);
  atomic_store(&iFailAt, iAt);
}

long oom_disarm(void){
  atomic_store(&iFailAt, 0);
  return atomic_load(&nFailed);
}

long oom_seen(void){
  return atomic_load(&nSeen);
}

long oom_core_blocks(void){
  return atomic_load(&nBlocks);
}

/* Count a block handed out by the core's allocator (p may be NULL). */
static void *counted(void *p){
  if( p ) atomic_fetch_add(&nBlocks, 1);
  return p;
}

/* 1 when a libc allocation must fail, with errno set as libc does. */
static int libc_fail_now(void){
  if( !oom_fail_now() ) return 0;
  errno = ENOMEM;
  return 1;
}

void *__wrap_malloc(size_t n){
  return libc_fail_now() ? 0 : counted(__real_malloc(n));
}

void *__wrap_calloc(size_t n, size_t size){
  return libc_fail_now() ? 0 : counted(__real_calloc(n, size));
}

void *__wrap_realloc(void *p, size_t n){
  void *pNew;
  if( libc_fail_now() ) return 0;
  pNew = __real_realloc(p, n);
  return p ? pNew : counted(pNew);
}

char *__wrap_strdup(const char *z){
  return libc_fail_now() ? 0 : counted(__real_strdup(z));
}

void __wrap_free(void *p){
  if( p ) atomic_fetch_sub(&nBlocks, 1);
  __real_free(p);
}
