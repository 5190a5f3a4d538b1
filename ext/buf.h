/* SPDX-License-Identifier: MIT */
/*
** buf.h: growable memory for the core and the CLI: a text buffer with a
** formatted append, and the growth of arrays of any element.
**
** A Buf starts zeroed.  Appends that cannot get memory set the sticky
** flag oom and do nothing more, so a builder appends freely and checks
** once at the end:
**
**   Buf b = BUF_INIT;
**   buf_printf(&b, "{\"n\":%d}", n);
**   z = buf_take(&b);            -- malloc'd text, NULL when out of memory
**
** buf_room grows an array to hold at least nNeed elements, doubling:
**
**   if( buf_room((void**)&a, &nAlloc, n+1, sizeof(a[0]), 16) ) a[n++] = x;
*/
#ifndef SUDOKU_BUF_H
#define SUDOKU_BUF_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

typedef struct Buf Buf;
struct Buf {
  char *z;          /* n bytes and a NUL (when z is not NULL) */
  size_t n, nAlloc;
  int oom;          /* an allocation failed: the text is incomplete */
};
#define BUF_INIT {0, 0, 0, 0}

/* Room for nMore more bytes and the NUL; 0 (and oom set) when out of
** memory. */
int buf_reserve(Buf *b, size_t nMore);

/* Append n bytes of p; the printf-formatted text; one character. */
void buf_append(Buf *b, const char *p, size_t n);
void buf_printf(Buf *b, const char *zFmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 2, 3)))
#endif
  ;
void buf_vprintf(Buf *b, const char *zFmt, va_list ap);
void buf_putc(Buf *b, char c);

/* Append what is left to read of `in`, to its end or a read error
** (ferror tells which). */
void buf_read(Buf *b, FILE *in);

/* The text, handed over (malloc'd, NUL-terminated; an empty text when
** nothing was appended), or NULL when out of memory; b is empty again. */
char *buf_take(Buf *b);

/* Free b's memory; b is empty again. */
void buf_free(Buf *b);

/*
** Grow the array *pa of *pnAlloc elements of sz bytes to hold at least
** nNeed: to twice its size, or nMin, or nNeed, whichever is largest (at
** most INT_MAX elements).  Returns 1 with *pa and *pnAlloc updated, or 0
** when out of memory (then *pa is as it was).  The test for room is
** inline, so hot loops call it freely; buf_grow is the growing half.
*/
int buf_grow(void *pa, int *pnAlloc, int nNeed, size_t sz, int nMin);
static inline int buf_room(void *pa, int *pnAlloc, int nNeed, size_t sz,
                           int nMin){
  return nNeed<=*pnAlloc || buf_grow(pa, pnAlloc, nNeed, sz, nMin);
}

#endif
