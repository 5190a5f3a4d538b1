/* SPDX-License-Identifier: MIT */
/*
** oom_main.c: the out-of-memory test program (make oom).
**
**   build/oom/oom [-v] [-n N] [-j JOBS] [sql|cli] [NAME-PREFIX]
**
** runs every SQL function (oom_sql.c) and the CLI's import, solve and
** rate (oom_cli.c) with each allocation failing in turn, and ends with
** "oom: P passed, F failed" (exit status 1 on any failure).  The CLI's
** runs go JOBS processes at a time (default 2).  -n N runs
** only the runs failing allocation N, and with SUDOKU_OOM_TRACE set in
** the environment the stack of each injected failure is printed (a
** failed run's output shows it): to see where a failure comes from.
*/
#include "oom.h"
#include "oom_alloc.h"

#include <sqlite3.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int oom_nPass, oom_nFail;
int oom_bVerbose;
long oom_iOnly;

void oom_fail(const char *zName, const char *zFmt, ...){
  va_list ap;
  oom_nFail++;
  printf("! %s: ", zName);
  va_start(ap, zFmt);
  vprintf(zFmt, ap);
  va_end(ap);
  putchar('\n');
  fflush(stdout);
}

/*
** Sanitizer reports in the CLI's child processes must not look like an
** ordinary failure (exit status 1): they exit with these instead.  A
** small quarantine of freed memory (the default is 256 MiB) lets each
** child reuse the memory it frees rather than fault in fresh pages, which
** makes a run several times faster; a use after free on an error path
** still lands in it.
*/
const char *__asan_default_options(void){
  return "exitcode=97:quarantine_size_mb=1";
}
const char *__ubsan_default_options(void){
  return "halt_on_error=1:print_stacktrace=1:exitcode=96";
}

int main(int argc, char **argv){
  const char *zPart = 0, *zOnly = 0;
  int i, nWorker = 2;
  for(i=1; i<argc; i++){
    if( strcmp(argv[i], "-v")==0 ) oom_bVerbose = 1;
    else if( strcmp(argv[i], "-n")==0 && i+1<argc ) oom_iOnly = atol(argv[++i]);
    else if( strcmp(argv[i], "-j")==0 && i+1<argc ) nWorker = atoi(argv[++i]);
    else if( zPart==0 && (strcmp(argv[i], "sql")==0
                          || strcmp(argv[i], "cli")==0) ) zPart = argv[i];
    else zOnly = argv[i];
  }
  if( oom_install() || sqlite3_initialize()!=SQLITE_OK ){
    fprintf(stderr, "oom: cannot install the failing allocator\n");
    return 1;
  }
  setvbuf(stdout, 0, _IOLBF, 0);
  if( zPart==0 || strcmp(zPart, "sql")==0 ){
    int n0 = oom_nPass, f0 = oom_nFail;
    oom_sql_tests(zOnly);
    printf("oom sql: %d passed, %d failed\n", oom_nPass-n0, oom_nFail-f0);
  }
  if( zPart==0 || strcmp(zPart, "cli")==0 ){
    int n0 = oom_nPass, f0 = oom_nFail;
    oom_cli_tests(zOnly, nWorker>0 ? nWorker : 1);
    printf("oom cli: %d passed, %d failed\n", oom_nPass-n0, oom_nFail-f0);
  }
  printf("oom: %d passed, %d failed\n", oom_nPass, oom_nFail);
  return oom_nFail!=0;
}
