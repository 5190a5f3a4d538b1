/*
** unit_target.c: target sudoku's entry points with the arguments the SQL
** layer never passes: no node counter, a grid that is not 9x9, and the
** score of a partial grid (weights by hand from target.h: 6 on the
** outer ring, 10 in the centre).
*/
#include "unit.h"
#include "target.h"

void unit_target(void){
  Grid g;
  grid_init(&g, 3);
  g.v[0] = 1;             /* corner: weight 6 */
  g.v[40] = 9;            /* centre: weight 10 */
  g.v[10] = 2;            /* second ring: weight 7 */
  CHECK_INT("target-1.1", target_grid_score(&g), 6 + 90 + 14);
  CHECK_INT("target-1.2", target_weight(40), 10);
  grid_init(&g, 2);
  g.v[0] = 1;
  CHECK_INT("target-1.3", target_grid_score(&g), 0);
  CHECK_INT("target-2.1", target_best(&g, 0, 0), -1);
  grid_init(&g, 3);
  g.v[0] = g.v[1] = 5;    /* conflicting givens: no solution */
  CHECK_INT("target-2.2", target_best(&g, 0, 0), -1);
}
