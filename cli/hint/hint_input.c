/* SPDX-License-Identifier: MIT */
/*
** hint_input.c: reading the PUZZLE and STATE arguments (hint_input.h).
*/
#include "hint_input.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The text of stream in (named zName), malloc'd; NULL after a message. */
static char *read_all(const char *zCmd, FILE *in, const char *zName){
  char *z = (char*)malloc(HINT_INPUT_MAX+1);
  size_t n;
  if( z==0 ){
    fprintf(stderr, "sudokudb %s: out of memory\n", zCmd);
    return 0;
  }
  n = fread(z, 1, HINT_INPUT_MAX+1, in);
  if( ferror(in) ){
    fprintf(stderr, "sudokudb %s: error reading %s: %s\n", zCmd, zName,
            strerror(errno));
    free(z);
    return 0;
  }
  if( n>HINT_INPUT_MAX ){
    fprintf(stderr, "sudokudb %s: %s: more than %d bytes\n", zCmd, zName,
            HINT_INPUT_MAX);
    free(z);
    return 0;
  }
  z[n] = 0;
  return z;
}

/* Remove the white space at the end of z. */
static void trim(char *z){
  size_t n = strlen(z);
  while( n>0 && strchr(" \t\r\n", z[n-1]) ) z[--n] = 0;
}

/* The text of argument zArg (not '-'), malloc'd; NULL after a message. */
static char *arg_text(const char *zCmd, const char *zArg){
  struct stat st;
  FILE *in;
  char *z;
  if( stat(zArg, &st)!=0 || !S_ISREG(st.st_mode) ){
    z = strdup(zArg);
    if( z==0 ) fprintf(stderr, "sudokudb %s: out of memory\n", zCmd);
    return z;
  }
  in = fopen(zArg, "rb");
  if( in==0 ){
    fprintf(stderr, "sudokudb %s: cannot open %s: %s\n", zCmd, zArg,
            strerror(errno));
    return 0;
  }
  z = read_all(zCmd, in, zArg);
  fclose(in);
  return z;
}

int hint_input_read(const char *zCmd, int nArg, char **azArg, char **azOut){
  char *zStdin = 0;
  int i;
  for(i=0; i<nArg; i++) azOut[i] = 0;
  for(i=0; i<nArg; i++){
    if( strcmp(azArg[i], "-")!=0 ){
      azOut[i] = arg_text(zCmd, azArg[i]);
    }else if( zStdin==0 ){
      azOut[i] = zStdin = read_all(zCmd, stdin, "standard input");
      /* both from standard input: the puzzle is its first line */
      if( zStdin && i+1<nArg && strcmp(azArg[i+1], "-")==0 ){
        char *zEnd = strchr(zStdin, '\n');
        azOut[i+1] = strdup(zEnd ? zEnd+1 : "");
        if( zEnd ) *zEnd = 0;
        if( azOut[i+1]==0 ){
          fprintf(stderr, "sudokudb %s: out of memory\n", zCmd);
        }
        i++;
      }
    }
    if( azOut[i]==0 ) break;
  }
  if( i<nArg ){
    for(i=0; i<nArg; i++){
      free(azOut[i]);
      azOut[i] = 0;
    }
    return -1;
  }
  for(i=0; i<nArg; i++) trim(azOut[i]);
  return 0;
}
