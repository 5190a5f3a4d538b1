/* SPDX-License-Identifier: MIT */
/*
** usage.c: the usage errors of the commands (see cli.h): the message, the
** running command's usage line, and an unknown option with the one its
** help text names that it was likely meant to be.
*/
#include "cli.h"

#include <stdarg.h>
#include <string.h>

int cli_usage_error(const char *zFmt, ...){
  va_list ap;
  fputs("sudokudb: ", stderr);
  va_start(ap, zFmt);
  vfprintf(stderr, zFmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  return EXIT_USAGE;
}

int cli_is_help(const char *s){
  return strcmp(s, "-h")==0 || strcmp(s, "--help")==0;
}

/* The help text of the command running (cli_set_help), for the usage
** line of errors found after the options were read. */
static const char *zCurrentHelp = 0;

void cli_set_help(const char *zHelp){
  zCurrentHelp = zHelp;
}

void cli_print_usage(void){
  const char *zEnd = zCurrentHelp ? strstr(zCurrentHelp, "\n\n") : 0;
  if( zEnd ){
    fprintf(stderr, "%.*s\n", (int)(zEnd-zCurrentHelp), zCurrentHelp);
  }
}

int cli_missing(const char *zCmd, const char *zWhat){
  cli_usage_error("%s: missing %s", zCmd, zWhat);
  cli_print_usage();
  return EXIT_USAGE;
}

/* The options the help text zHelp names ("--word"), at most nMax of them
** into azOut (pointers into the copies in zBuf, nBuf bytes).  Returns how
** many. */
static int help_options(const char *zHelp, const char **azOut, int nMax,
                        char *zBuf, size_t nBuf){
  const char *z = zHelp;
  size_t nUsed = 0;
  int nOut = 0, i;
  while( z && (z = strstr(z, "--"))!=0 && nOut<nMax ){
    size_t n = 2;
    while( z[n]=='-' || (z[n]>='a' && z[n]<='z') ) n++;
    if( n>2 && (z==zHelp || strchr(" [|(`", z[-1])) && nUsed+n+1<=nBuf ){
      for(i=0; i<nOut && (strlen(azOut[i])!=n
                          || strncmp(azOut[i], z, n)!=0); i++){}
      if( i==nOut ){
        memcpy(zBuf+nUsed, z, n);
        zBuf[nUsed+n] = 0;
        azOut[nOut++] = zBuf+nUsed;
        nUsed += n+1;
      }
    }
    z += n;
  }
  return nOut;
}

int cli_bad_argument(const char *zCmd, const char *zArg){
  const char *azOpt[64];
  char zBuf[2048];
  const char *zNear;
  int nOpt;
  if( zArg[0]!='-' || zArg[1]==0 ){
    return cli_usage_error("%s: unexpected argument %s (see sudokudb %s "
                           "--help)", zCmd, zArg, zCmd);
  }
  nOpt = help_options(zCurrentHelp, azOpt, 63, zBuf, sizeof(zBuf));
  azOpt[nOpt++] = "--help";
  zNear = cli_nearest(zArg, azOpt, nOpt);
  if( zNear ){
    return cli_usage_error("%s: unknown option %s; did you mean %s? (see "
                           "sudokudb %s --help)", zCmd, zArg, zNear, zCmd);
  }
  return cli_usage_error("%s: unknown option %s (see sudokudb %s --help)",
                         zCmd, zArg, zCmd);
}
