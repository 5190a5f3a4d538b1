/* SPDX-License-Identifier: MIT */
/*
** pipe_iq.c: `sudokudb pipe iq`, the NOI2005 piece puzzle in its judge
** format: 10 lines, line i with i characters, each a piece letter A-L
** already placed or '.'.  Output: the completed 10 lines, or
** "No solution".  A malformed board, or letters that do not form their
** piece: a message on stderr and exit code 1.
*/
#include "cli.h"
#include "pipe.h"
#include "iq.h"

#include <stdlib.h>

int pipe_iq(FILE *in, FILE *out, unsigned long long budget){
  IqBoard board, solved;
  char zErr[IQ_ERR_MAX];
  char zOut[IQ_TEXT_MAX];
  size_t n;
  Work w = {.limit = budget, .threads = 1, .memLimit = WORK_DEFAULT_MEMORY};
  char *z = pipe_read_all(in, &n);
  int rc;
  if( z==0 ) return EXIT_FAIL;
  rc = iq_parse(&board, z, n, zErr);
  free(z);
  if( rc==IQ_OK ) rc = iq_solve(&board, &solved, zErr, 0, &w);
  if( rc==IQ_OVER_BUDGET ){
    fprintf(stderr, "sudokudb: iq: over the work budget of %llu units\n",
            w.limit);
    return EXIT_FAIL;
  }
  if( rc<0 ){
    fprintf(stderr, "sudokudb: iq: %s\n", zErr);
    return EXIT_FAIL;
  }
  if( rc==1 ){
    iq_format(&solved, zOut);
    fprintf(out, "%s\n", zOut);
  }else{
    fputs("No solution\n", out);
  }
  return EXIT_OK;
}
