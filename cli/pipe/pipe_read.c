/* SPDX-License-Identifier: MIT */
/*
** pipe_read.c: how the pipes read their input: all of it as one string,
** for the judge formats that read the whole input before answering
** (exact-cover, iq), or line by line with any line end.  Apart
** from the command dispatch in pipe.c, so that the pipes link without the
** rest of the CLI (tests/fuzz/fuzz_pipes.c).
*/
#include "pipe.h"
#include "buf.h"

#include <stdlib.h>

char *pipe_read_all(FILE *in, size_t *pn){
  Buf b = BUF_INIT;
  size_t n;
  char *z;
  buf_read(&b, in);
  if( ferror(in) ){
    perror("sudokudb: reading stdin");
    buf_free(&b);
    return 0;
  }
  n = b.n;
  if( (z = buf_take(&b))==0 ){
    fputs("sudokudb: out of memory reading stdin\n", stderr);
    return 0;
  }
  *pn = n;
  return z;
}

/* Byte by byte, to see a lone CR; unlocked, since only the pipe's thread
** reads `in` (a locked getc per byte cost a 9x9 pipe ~10% of its time). */
ssize_t pipe_getline(char **pz, size_t *pAlloc, FILE *in){
  size_t n = 0;
  int c = EOF;
  for(;;){
    if( *pz==0 || n+1>=*pAlloc ){
      size_t nNew = *pAlloc ? *pAlloc*2 : 256;
      char *zNew = realloc(*pz, nNew);
      if( zNew==0 ){
        fputs("sudokudb: out of memory reading stdin\n", stderr);
        return -2;
      }
      *pz = zNew;
      *pAlloc = nNew;
    }
    if( (c = getc_unlocked(in))==EOF || c=='\n' ) break;
    if( c=='\r' ){
      if( (c = getc_unlocked(in))!='\n' && c!=EOF ) ungetc(c, in);
      break;
    }
    (*pz)[n++] = (char)c;
  }
  (*pz)[n] = 0;
  return (c==EOF && n==0) ? -1 : (ssize_t)n;
}
