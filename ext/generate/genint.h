/* SPDX-License-Identifier: MIT */
/*
** genint.h: what the generator's files share (gen_sym.c, gen_fill.c,
** gen_options.c, generate.c); not for other callers.
*/
#ifndef SUDOKU_GENINT_H
#define SUDOKU_GENINT_H

#include "generate.h"
#include "gen_rng.h"
#include "solvevar.h"

/* The cells of a grid grouped into orbits of a symmetry: the cells of
** orbit k are aCell[aStart[k] .. aStart[k+1]-1]. */
typedef struct GenOrbits GenOrbits;
struct GenOrbits {
  int nOrbit;
  unsigned short aStart[GRID_MAX_CELLS+1];
  unsigned short aCell[GRID_MAX_CELLS];
};

/* Group the cells of a grid of `side` into the orbits of sym. */
void gen_orbits(int side, int sym, GenOrbits *pOrb);

/* 1 when mask (ncell bytes, 0/1) is the same under every map of sym. */
int gen_sym_keeps(int side, int sym, const unsigned char *mask);

/*
** A random complete grid of box side `box` into *out: randomized
** depth-first search, the cell with the fewest candidates first, values in
** random order.  Each node costs its cells' worth of work (WORK_GEN_FILL
** per cell scanned).  Returns GEN_OK, GEN_OVER_BUDGET.
*/
int gen_fill(int box, GenRng *rng, Work *work, Grid *out);

/*
** A random complete grid under the rules r (model m) into *out: a few
** random givens that break no rule, then the first solution, within a
** bounded search; fewer givens when that fails, none at last.  Returns
** GEN_OK, GEN_NO_GRID (no grid keeps the rules), GEN_OVER_BUDGET or
** GEN_NOMEM.
*/
int gen_fill_rules(const Rules *r, const VarModel *m, GenRng *rng,
                   Work *work, Grid *out);

/* Work units per cell the full-grid search looks at (about 1 ns each). */
#define WORK_GEN_FILL_DIV 8

#endif
