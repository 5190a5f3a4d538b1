/* SPDX-License-Identifier: MIT */
/*
** work.c: the host's interrupt test of work.h, unset unless a host
** installs one (the SQLite glue's watch, the PostgreSQL glue, sudokudb's
** runs), and the default thread count.
*/
#include "work.h"

#include <unistd.h>

int (*work_interrupted)(void) = 0;

int work_default_threads(void){
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  if( n<1 ) return 1;
  return n<WORK_DEFAULT_THREADS_MAX ? (int)n : WORK_DEFAULT_THREADS_MAX;
}
