/* SPDX-License-Identifier: MIT */
/*
** unit_solve.c: the solvers' entry points called the ways the SQL layer
** never calls them: a limit of 0 (counts as 1, also when solve9() and
** solven() are called directly), a 9x9 value above 9 given
** straight to solve9() (no solution, README "The 9x9 solver"), and the
** messages of solve_failure().
*/
#include "unit.h"
#include "solve.h"
#include "solve9.h"
#include "solven.h"

#include <string.h>

void unit_solve(void){
  Grid g;
  unsigned char aCell[81];
  grid_init(&g, 3);
  CHECK_INT("solve-1.1", solve_grid(&g, 0, 0, 0, 0), 1);       /* 9x9 */
  grid_init(&g, 2);
  CHECK_INT("solve-1.2", solve_grid(&g, 0, 0, 0, 0), 1);       /* 4x4 */
  CHECK_INT("solve-1.3", solve_grid(&g, 1000, 0, 0, 0), 288);  /* 4x4 grids */
  CHECK_INT("solve-1.4", solven(&g, 0, 0, 0, 0), 1);

  memset(aCell, 0, sizeof(aCell));
  CHECK_INT("solve-2.0", solve9(aCell, 0, 0, 0, 0), 1);
  CHECK_INT("solve-2.1", solve9(aCell, 2, 0, 0, 0), 2);
  aCell[40] = 10;
  CHECK_INT("solve-2.2", solve9(aCell, 2, 0, 0, 0), 0);

  CHECK_STR("solve-3.1", solve_failure(SOLVE_NOMEM), "out of memory");
  CHECK_INT("solve-3.2", solve_failure(3)==0, 1);
}
