/*
** unit_target.c: target sudoku's entry points with the arguments the SQL
** layer never passes: a node counter, a grid that is not 9x9, and the
** score of a partial grid (weights by hand from target.h: 6 on the
** outer ring, 10 in the centre).  The NOIP 2009 sample's answer is the
** one the problem statement gives.
*/
#include "unit.h"
#include "target.h"

#include <string.h>

void unit_target(void){
  static const char zSample[] =
    "7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6"
    ".8.4.8.5.4.12";
  char zErr[GRID_ERR_MAX];
  unsigned long long nodes = 0;
  Grid g, best;
  grid_init(&g, 3);
  g.v[0] = 1;             /* corner: weight 6 */
  g.v[40] = 9;            /* centre: weight 10 */
  g.v[10] = 2;            /* second ring: weight 7 */
  CHECK_INT("target-1.1", target_grid_score(&g), 6 + 90 + 14);
  CHECK_INT("target-1.2", target_weight(40), 10);
  grid_init(&g, 2);
  g.v[0] = 1;
  CHECK_INT("target-1.3", target_grid_score(&g), 0);
  CHECK_INT("target-2.1", target_best(&g, 0, 0, 0), -1);
  grid_init(&g, 3);
  g.v[0] = g.v[1] = 5;    /* conflicting givens: no solution */
  CHECK_INT("target-2.2", target_best(&g, 0, 0, 0), -1);

  CHECK_INT("target-3.1", grid_parse(&g, zSample, strlen(zSample),
                                     GRID_ALPHA_AUTO, zErr), 0);
  CHECK_INT("target-3.2", target_best(&g, &best, &nodes, 0), 2829);
  CHECK_INT("target-3.3", target_grid_score(&best), 2829);
  CHECK_INT("target-3.4", nodes>0, 1);
  /* a complete grid: the root is the only search state */
  CHECK_INT("target-3.5", target_best(&best, 0, &nodes, 0), 2829);
  CHECK_INT("target-3.6", nodes, 1);
}
