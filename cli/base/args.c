/* SPDX-License-Identifier: MIT */
/*
** args.c: option parsing helpers and the Ctrl-C flag (see args.h).
*/
#include "args.h"
#include "cli.h"
#include "json.h"
#include "rules.h"

#include <signal.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int args_value(int argc, char **argv, int *pi, const char *zName,
               const char **pzValue){
  const char *zArg = argv[*pi];
  size_t n = strlen(zName);
  if( strncmp(zArg, zName, n)!=0 ) return 0;
  if( zArg[n]=='=' ){
    *pzValue = zArg+n+1;
    (*pi)++;
    return 1;
  }
  if( zArg[n]!=0 ) return 0;
  if( *pi+1>=argc ){
    cli_usage_error("%s needs a value", zName);
    return -1;
  }
  *pzValue = argv[*pi+1];
  *pi += 2;
  return 1;
}

long args_positive(const char *zName, const char *zValue){
  char *zEnd = 0;
  long v = strtol(zValue, &zEnd, 10);
  if( zEnd==zValue || *zEnd!=0 || v<1 || v>1000000000L ){
    cli_usage_error("%s must be a positive integer, not '%s'", zName,
                    zValue);
    return -1;
  }
  return v;
}

int args_score(const char *zName, const char *zValue){
  char *zEnd = 0;
  double r = strtod(zValue, &zEnd);
  if( zEnd==zValue || *zEnd!=0 || !(r>=0 && r<=20) ){
    cli_usage_error("%s must be a score from 0 to 20, such as 4.0, not "
                    "'%s'", zName, zValue);
    return -1;
  }
  return (int)(r*10 + 0.5);
}

int args_jobs(const char *zValue){
  long n;
  if( zValue==0 ){
    n = sysconf(_SC_NPROCESSORS_ONLN);
    return n>0 ? (int)n : 1;
  }
  n = args_positive("--jobs", zValue);
  if( n>256 ){
    cli_usage_error("--jobs %ld is too many (at most 256)", n);
    return -1;
  }
  return (int)n;
}

int args_budget(const char *zValue, unsigned long long *pOut){
  char *zEnd = 0;
  unsigned long long v;
  errno = 0;
  v = strtoull(zValue, &zEnd, 10);
  if( zEnd==zValue || *zEnd!=0 || zValue[0]=='-' || errno==ERANGE ){
    cli_usage_error("--budget must be a whole number of work units (0 for "
                    "no bound), not '%s'", zValue);
    return -1;
  }
  *pOut = v;
  return 0;
}

int args_rules(const char *zCmd, const char *zRules){
  Rules r;
  char zErr[JSON_ERR_MAX];
  if( rules_read(&r, zRules, -1, zErr) ){
    cli_usage_error("%s: --rules: %s", zCmd, zErr);
    return -1;
  }
  return 0;
}

static volatile sig_atomic_t seenInterrupt = 0;

/* The first signal only sets the flag; the default action comes back so
** that a second one stops the program. */
static void on_interrupt(int sig){
  seenInterrupt = 1;
  signal(sig, SIG_DFL);
}

void interrupt_catch(void){
  struct sigaction sa;
  memset(&sa, 0, sizeof(sa));
  sa.sa_handler = on_interrupt;
  sa.sa_flags = SA_RESTART;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, 0);
  sigaction(SIGTERM, &sa, 0);
}

int interrupt_seen(void){
  return seenInterrupt!=0;
}
