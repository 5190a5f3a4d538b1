/*
** pipe_read.c: all of a pipe's input as one string, for the judge formats
** that read the whole input before answering (exact-cover, iq).  Apart
** from the command dispatch in pipe.c, so that the pipes link without the
** rest of the CLI (tests/fuzz/fuzz_pipes.c).
*/
#include "pipe.h"

#include <stdlib.h>

char *pipe_read_all(FILE *in, size_t *pn){
  size_t n = 0, nAlloc = 4096;
  char *z = malloc(nAlloc+1);
  for(;;){
    size_t got;
    if( z && n==nAlloc ){
      char *zNew = realloc(z, nAlloc*2+1);
      if( zNew==0 ) free(z);
      z = zNew;
      nAlloc *= 2;
    }
    if( z==0 ){
      fputs("sudokudb: out of memory reading stdin\n", stderr);
      return 0;
    }
    got = fread(z+n, 1, nAlloc-n, in);
    if( got==0 ) break;
    n += got;
  }
  if( ferror(in) ){
    perror("sudokudb: reading stdin");
    free(z);
    return 0;
  }
  z[n] = 0;
  *pn = n;
  return z;
}
