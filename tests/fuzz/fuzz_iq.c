/* SPDX-License-Identifier: MIT */
/*
** fuzz_iq.c: libFuzzer target for the NOI2005 piece-puzzle reader and
** solver.  Any bytes either fail to parse (or to validate) with a message,
** or give a board whose solution keeps the pre-placed cells, fills every
** cell, and is accepted back as a finished board (which re-checks every
** piece's shape); its text form reads back to the same board.
*/
#include "iq.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  IqBoard in, out, again, back;
  char zErr[IQ_ERR_MAX], zText[IQ_TEXT_MAX];
  int i, rc, n;
  zErr[0] = 0;
  if( iq_parse(&in, (const char*)data, size, zErr)!=IQ_OK ){
    if( zErr[0]==0 ) abort();
    return 0;
  }
  n = iq_format(&in, zText);
  if( iq_parse(&back, zText, (size_t)n, zErr)!=IQ_OK ) abort();
  if( memcmp(back.cell, in.cell, IQ_CELLS) ) abort();
  rc = iq_solve(&in, &out, zErr, 0, 0);
  if( rc==IQ_INVALID || rc==0 ) return 0;
  if( rc!=1 ) abort();
  for(i=0; i<IQ_CELLS; i++){
    if( out.cell[i]<'A' || out.cell[i]>'L' ) abort();
    if( in.cell[i]!='.' && in.cell[i]!=out.cell[i] ) abort();
  }
  if( iq_solve(&out, &again, zErr, 0, 0)!=1 ) abort();
  if( memcmp(again.cell, out.cell, IQ_CELLS) ) abort();
  return 0;
}
