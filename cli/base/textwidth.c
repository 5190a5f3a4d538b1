/* SPDX-License-Identifier: MIT */
/*
** textwidth.c: display widths of UTF-8 text (see textwidth.h).  The width
** of a character is the C library's wcwidth() in a UTF-8 locale
** ("C.UTF-8", made the calling thread's only for the call, so the rest of
** the program keeps the "C" locale); without such a locale every
** character counts as one column.
*/
#define _GNU_SOURCE
#include "textwidth.h"

#include <locale.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

static locale_t utf8Locale = (locale_t)0;
static pthread_once_t utf8Once = PTHREAD_ONCE_INIT;

static void open_locale(void){
  utf8Locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
}

/*
** Decode the character at z[0..n) (n>0) into *pc; returns its length in
** bytes, or 0 for a byte that starts no valid UTF-8 sequence.
*/
static size_t utf8_decode(const unsigned char *z, size_t n, unsigned *pc){
  unsigned c = z[0];
  size_t len, i;
  if( c<0x80 ){ *pc = c; return 1; }
  if( c>=0xc2 && c<0xe0 ){ len = 2; c &= 0x1f; }
  else if( c>=0xe0 && c<0xf0 ){ len = 3; c &= 0x0f; }
  else if( c>=0xf0 && c<0xf5 ){ len = 4; c &= 0x07; }
  else return 0;
  if( len>n ) return 0;
  for(i=1; i<len; i++){
    if( (z[i]&0xc0)!=0x80 ) return 0;
    c = c<<6 | (z[i]&0x3f);
  }
  if( (len==3 && c<0x800) || (len==4 && (c<0x10000 || c>0x10ffff))
   || (c>=0xd800 && c<0xe000) ){
    return 0;
  }
  *pc = c;
  return len;
}

/* 1 for a control character: text_pad writes it as '?'. */
static int is_control(unsigned c){
  return c<0x20 || c==0x7f;
}

/* The columns of character c (ASCII handled without the locale; a
** control character one, for the '?' text_pad writes instead). */
static int char_width(unsigned c){
  int w = 1;
  if( is_control(c) ) return 1;
  if( c<0x80 ) return 1;
  pthread_once(&utf8Once, open_locale);
  if( utf8Locale ){
    locale_t old = uselocale(utf8Locale);
    w = wcwidth((wchar_t)c);
    uselocale(old);
    if( w<0 ) w = 1;
  }
  return w;
}

/* Walk z[0..n) while the width stays within nCol (no bound when nCol<0);
** returns the bytes walked, their width in *pnWidth. */
static size_t walk(const char *z, size_t n, int nCol, int *pnWidth){
  const unsigned char *u = (const unsigned char*)z;
  size_t i = 0;
  int w = 0;
  while( i<n ){
    unsigned c;
    size_t len = utf8_decode(u+i, n-i, &c);
    int cw = len ? char_width(c) : 1;
    if( nCol>=0 && w+cw>nCol ) break;
    w += cw;
    i += len ? len : 1;
  }
  *pnWidth = w;
  return i;
}

int text_width(const char *z, size_t n){
  int w;
  walk(z, n, -1, &w);
  return w;
}

size_t text_fit(const char *z, size_t n, int nCol){
  int w;
  return walk(z, n, nCol, &w);
}

void text_pad(const char *z, int nCol, int bRight, FILE *out){
  int nPad = nCol - text_width(z, strlen(z));
  if( bRight ) for(; nPad>0; nPad--) fputc(' ', out);
  for(; *z; z++) fputc(is_control((unsigned char)*z) ? '?' : *z, out);
  if( !bRight ) for(; nPad>0; nPad--) fputc(' ', out);
}
