/* SPDX-License-Identifier: MIT */
/*
** bench_cdcl.h: the command-line options of the clause-learning solver
** (ext/solve/cdclopt.h) for the bench programs that run it, so that a
** tuning trial is a command:
**
**   --cdcl-NAME=VALUE   set option NAME for every search of the run
**   --cdcl-options      print the table (name, value now, default,
**                       range, what it sets) and exit
**
** An unknown name or a value out of range stops the program (status 2)
** with an error naming the option.
*/
#ifndef SUDOKU_BENCH_CDCL_H
#define SUDOKU_BENCH_CDCL_H

#include "cdclopt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Print the options' table, with their values in *o, to f. */
static inline void bench_cdcl_print(FILE *f, const CdclOptions *o){
  int i;
  fprintf(f, "%-20s %10s %10s %14s  %s\n", "option", "value", "default",
          "range", "what it sets");
  for(i=0; i<cdcl_option_count; i++){
    const CdclOption *p = &cdcl_option_table[i];
    char zRange[48];
    snprintf(zRange, sizeof(zRange), "%.15g..%.15g", p->lo, p->hi);
    fprintf(f, "%-20s %10.15g %10.15g %14s  %s\n", p->zName,
            cdcl_option_get(o, p), p->dflt, zRange, p->zDoc);
  }
}

/*
** Take the --cdcl-... arguments out of argv[1..argc-1], setting
** cdcl_options by the --cdcl-NAME=VALUE ones in order; returns the
** arguments left (argv is closed up).  Exits on --cdcl-options (0, the
** table printed) and on a bad option (2, the error on stderr).
*/
static inline int bench_cdcl_args(int argc, char **argv){
  int i, n = 1, print = 0;
  char zErr[CDCL_OPTION_ERR_MAX];
  for(i=1; i<argc; i++){
    if( strcmp(argv[i], "--cdcl-options")==0 ){
      print = 1;
    }else if( strncmp(argv[i], "--cdcl-", 7)==0 ){
      if( cdcl_option_set(&cdcl_options, argv[i]+7, zErr) ){
        fprintf(stderr, "%s: %s: %s (--cdcl-options lists them)\n",
                argv[0], argv[i], zErr);
        exit(2);
      }
    }else{
      argv[n++] = argv[i];
    }
  }
  if( print ){
    bench_cdcl_print(stdout, &cdcl_options);
    exit(0);
  }
  argv[n] = 0;
  return n;
}

#endif
