/* SPDX-License-Identifier: MIT */
/*
** unit_buf.c: the growable buffer (ext/buf.h): appends of every kind,
** growth past the first allocation, handing the text over, reading a
** file, array growth by buf_room, and the sticky out-of-memory flag
** (allocations made to fail with the out-of-memory tests' allocator,
** tests/oom/oom_alloc.h, which the test program is linked with).  Expected texts and sizes
** worked out by hand from buf.h's rules.
*/
#include "unit.h"
#include "buf.h"
#include "oom_alloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Appends of bytes, characters and formatted text. */
static void buf_appends(void){
  Buf b = BUF_INIT;
  buf_append(&b, "ab", 2);
  buf_putc(&b, 'c');
  buf_printf(&b, "[%d %s]", 42, "x");
  buf_append(&b, "zzz", 0);
  CHECK_STR("buf-1.1", b.z, "abc[42 x]");
  CHECK_INT("buf-1.2", b.n, 9);
  CHECK_INT("buf-1.3", b.oom, 0);
  buf_free(&b);
  CHECK_INT("buf-1.4", b.z==0 && b.n==0 && b.nAlloc==0, 1);
}

/* 10,000 formatted appends, and one longer than the first allocation:
** the text is the same as one snprintf of it all. */
static void buf_growth(void){
  Buf b = BUF_INIT;
  char *zWant = malloc(60000), zLong[1001];
  size_t k = 0;
  int i, ok = 1;
  if( zWant==0 ) return;
  for(i=0; i<10000; i++){
    size_t nBefore = b.n;
    buf_printf(&b, "%d,", i);
    k += (size_t)snprintf(zWant+k, 60000-k, "%d,", i);
    if( b.n!=k || b.nAlloc<b.n+1 || b.n==nBefore ) ok = 0;
  }
  CHECK_INT("buf-2.1", ok, 1);
  CHECK_INT("buf-2.2", b.n, 48890);   /* 10 + 90*2 + 900*3 + 9000*4 + 10000 */
  CHECK_INT("buf-2.3", strcmp(b.z, zWant), 0);
  CHECK_INT("buf-2.4", b.oom, 0);
  buf_free(&b);

  memset(zLong, 'q', 1000);
  zLong[1000] = 0;
  buf_putc(&b, '<');
  buf_printf(&b, "%s>", zLong);
  CHECK_INT("buf-2.5", b.n, 1002);
  CHECK_INT("buf-2.6", b.z[0]=='<' && b.z[1000]=='q' && b.z[1001]=='>'
                       && b.z[1002]==0, 1);
  buf_free(&b);
  free(zWant);
}

/* buf_take: an empty text when nothing was appended; the text itself,
** the buffer empty again. */
static void buf_takes(void){
  Buf b = BUF_INIT;
  char *z = buf_take(&b);
  CHECK_STR("buf-3.1", z, "");
  free(z);
  buf_printf(&b, "%s-%d", "grid", 7);
  z = buf_take(&b);
  CHECK_STR("buf-3.2", z, "grid-7");
  CHECK_INT("buf-3.3", b.z==0 && b.n==0 && b.nAlloc==0 && b.oom==0, 1);
  free(z);
  buf_putc(&b, 'x');                  /* usable again after a take */
  z = buf_take(&b);
  CHECK_STR("buf-3.4", z, "x");
  free(z);
}

/* buf_read: a file of 10,000 bytes after what the buffer holds; an
** empty file adds nothing. */
static void buf_reads(void){
  Buf b = BUF_INIT;
  FILE *f = tmpfile();
  int i, ok = 1;
  if( f==0 ) return;
  for(i=0; i<10000; i++) fputc('a'+i%26, f);
  rewind(f);
  buf_putc(&b, '>');
  buf_read(&b, f);
  CHECK_INT("buf-6.1", b.n, 10001);
  for(i=0; i<10000 && ok; i++) ok = b.z[i+1]=='a'+i%26;
  CHECK_INT("buf-6.2", ok && b.z[10001]==0 && !ferror(f) && !b.oom, 1);
  buf_read(&b, f);                    /* at the end: nothing more */
  CHECK_INT("buf-6.3", b.n, 10001);
  fclose(f);
  buf_free(&b);
}

/* buf_room: nMin first, then doubling, or straight to nNeed when that is
** more; no change while there is room. */
static void buf_rooms(void){
  int *a = 0, nAlloc = 0, ok;
  char zGot[100];
  ok = buf_room(&a, &nAlloc, 1, sizeof(int), 16);
  a[0] = 1;
  ok += buf_room(&a, &nAlloc, 16, sizeof(int), 16);
  a[15] = 16;
  snprintf(zGot, sizeof(zGot), "%d", nAlloc);
  ok += buf_room(&a, &nAlloc, 17, sizeof(int), 16);
  a[16] = 17;
  snprintf(zGot+strlen(zGot), sizeof(zGot)-strlen(zGot), " %d", nAlloc);
  ok += buf_room(&a, &nAlloc, 100, sizeof(int), 16);
  a[99] = 100;
  snprintf(zGot+strlen(zGot), sizeof(zGot)-strlen(zGot), " %d", nAlloc);
  ok += buf_room(&a, &nAlloc, 101, sizeof(int), 16);
  snprintf(zGot+strlen(zGot), sizeof(zGot)-strlen(zGot), " %d", nAlloc);
  CHECK_INT("buf-4.1", ok, 5);
  CHECK_STR("buf-4.2", zGot, "16 32 100 200");
  CHECK_INT("buf-4.3", a[0]+a[15]+a[16]+a[99], 1+16+17+100);
  free(a);

  /* nMin above twice the size; nMin 0 */
  a = 0;
  nAlloc = 0;
  ok = buf_room(&a, &nAlloc, 1, sizeof(int), 0);
  snprintf(zGot, sizeof(zGot), "%d", nAlloc);
  ok += buf_room(&a, &nAlloc, 2, sizeof(int), 50);
  snprintf(zGot+strlen(zGot), sizeof(zGot)-strlen(zGot), " %d", nAlloc);
  CHECK_INT("buf-4.4", ok, 2);
  CHECK_STR("buf-4.5", zGot, "1 50");
  free(a);
}

/* Out of memory: the flag is set, stays set while memory is back, the
** text so far stays whole; buf_take gives NULL and clears it; buf_room
** leaves the array as it was.  Nothing leaks. */
static void buf_oom(void){
  Buf b = BUF_INIT;
  int *a = 0, nAlloc = 0, ok;
  long nBlocks = oom_core_blocks();
  char *z;

  oom_arm(1, 0);
  buf_printf(&b, "%d", 1);
  CHECK_INT("buf-5.1", oom_disarm(), 1);
  CHECK_INT("buf-5.2", b.oom, 1);
  buf_append(&b, "abc", 3);           /* sticky: memory is there again */
  buf_putc(&b, 'd');
  buf_printf(&b, "%s", "e");
  CHECK_INT("buf-5.3", b.oom==1 && b.n==0 && b.z==0, 1);
  CHECK_INT("buf-5.4", buf_take(&b)==0, 1);
  CHECK_INT("buf-5.5", b.oom, 0);

  /* a failure after the first allocation: the text so far is kept whole
  ** (the formatted part that did not fit is not left after it) */
  buf_append(&b, "abc", 3);
  oom_arm(1, 0);
  buf_printf(&b, "%0100d", 5);
  CHECK_INT("buf-5.6", oom_disarm(), 1);
  CHECK_INT("buf-5.7", b.oom, 1);
  CHECK_STR("buf-5.8", b.z, "abc");
  CHECK_INT("buf-5.9", b.n, 3);
  z = buf_take(&b);
  CHECK_INT("buf-5.10", z==0, 1);

  /* buf_room */
  ok = buf_room(&a, &nAlloc, 10, sizeof(int), 16);
  oom_arm(1, 0);
  ok += 2*buf_room(&a, &nAlloc, 17, sizeof(int), 16);
  CHECK_INT("buf-5.11", oom_disarm(), 1);
  CHECK_INT("buf-5.12", ok, 1);
  CHECK_INT("buf-5.13", nAlloc, 16);
  a[15] = 1;                          /* still the array of 16 */
  free(a);
  CHECK_INT("buf-5.14", oom_core_blocks(), nBlocks);
}

void unit_buf(void){
  buf_appends();
  buf_growth();
  buf_takes();
  buf_reads();
  buf_rooms();
  buf_oom();
}
