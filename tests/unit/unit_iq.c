/* SPDX-License-Identifier: MIT */
/*
** unit_iq.c: iq_solve() asked for its node count, which only the bench
** program does: a solution of the empty board places all 12 pieces, so
** the search tried at least 12 rows.
*/
#include "unit.h"
#include "iq.h"

#include <string.h>

void unit_iq(void){
  IqBoard in, out;
  char zErr[IQ_ERR_MAX], zEmpty[IQ_CELLS];
  unsigned long long nodes = 0;
  memset(zEmpty, '.', sizeof(zEmpty));
  CHECK_INT("iq-1.1", iq_parse(&in, zEmpty, sizeof(zEmpty), zErr), IQ_OK);
  CHECK_INT("iq-1.2", iq_solve(&in, &out, zErr, &nodes, 0), 1);
  CHECK_INT("iq-1.3", nodes>=IQ_PIECES, 1);
  CHECK_INT("iq-1.4", memchr(out.cell, '.', IQ_CELLS)==0, 1);
}
