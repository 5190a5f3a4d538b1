/* SPDX-License-Identifier: MIT */
/*
** unit_grid.c: grid_parse() with an alphabet forced by the caller.  The
** SQL functions and the CLI always pass GRID_ALPHA_AUTO, so these paths
** of ext/grid/grid.c are reachable only from C.  Expected values by hand:
** in letters A = 1; in hex '0' = 1 and 'F' = 16.
*/
#include "unit.h"
#include "grid.h"

#include <string.h>

/* Parse z with alphabet a; returns grid_parse's result, message in zErr. */
static int parse(Grid *g, const char *z, GridAlphabet a, char *zErr){
  zErr[0] = 0;
  return grid_parse(g, z, strlen(z), a, zErr);
}

void unit_grid(void){
  static const char z9[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6"
    ".6....28....419..5....8..79";
  char z16[257], zErr[GRID_ERR_MAX];
  Grid g;

  /* digits forced: the plain 81-character fast path is taken too */
  CHECK_INT("grid-1.1", parse(&g, z9, GRID_ALPHA_DIGITS, zErr), 0);
  CHECK_INT("grid-1.2", g.v[0]*10 + g.v[1], 53);
  CHECK_INT("grid-1.3", grid_clues(&g), 30);
  /* digits forced on a 16x16 (not the plain 9x9 path): G is 16 */
  memset(z16, '.', 256);
  z16[256] = 0;
  z16[255] = 'G';
  CHECK_INT("grid-1.4", parse(&g, z16, GRID_ALPHA_DIGITS, zErr), 0);
  CHECK_INT("grid-1.5", g.v[255], 16);

  /* letters forced on text with digits: a digit is no value there */
  CHECK_INT("grid-2.1", parse(&g, z9, GRID_ALPHA_LETTERS, zErr), -1);
  CHECK_STR("grid-2.2", zErr, "value '5' out of range for 9x9 at offset 0");
  CHECK_INT("grid-2.3", parse(&g, "A..D..B.........", GRID_ALPHA_LETTERS,
                              zErr), 0);
  CHECK_INT("grid-2.4", g.v[0]*100 + g.v[3]*10 + g.v[6], 142);

  /* hex forced: only for 16x16, where '0' is the value 1 */
  CHECK_INT("grid-3.1", parse(&g, z9, GRID_ALPHA_HEX, zErr), -1);
  CHECK_STR("grid-3.2", zErr, "the hex alphabet is for 16x16 only");
  memset(z16, '.', 256);
  z16[256] = 0;
  z16[0] = '0';
  z16[17] = 'F';
  CHECK_INT("grid-3.3", parse(&g, z16, GRID_ALPHA_HEX, zErr), 0);
  CHECK_INT("grid-3.4", g.v[0]*100 + g.v[17], 116);
  CHECK_INT("grid-3.5", grid_clues(&g), 2);
  /* the same text detected: no digit 1-9 and a letter, so letters
  ** (rule 1 of grid.h), where '0' is empty and F is 6 */
  CHECK_INT("grid-3.6", parse(&g, z16, GRID_ALPHA_AUTO, zErr), 0);
  CHECK_INT("grid-3.7", g.v[0]*100 + g.v[17], 6);
}
