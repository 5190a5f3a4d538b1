/* SPDX-License-Identifier: MIT */
/*
** cover_sudoku.c: a sudoku of any size as an exact cover (see
** cover_sudoku.h).  Values already ruled out by a given in the same row,
** column or box get no row, which keeps the matrix small.
*/
#include "cover_sudoku.h"

#include <stdlib.h>
#include <string.h>

/* Values given in each row, column and box, as bitmasks. */
typedef struct UnitMasks UnitMasks;
struct UnitMasks {
  unsigned int row[GRID_MAX_SIDE], col[GRID_MAX_SIDE], box[GRID_MAX_SIDE];
};

static int box_of(const Grid *g, int r, int c){
  return grid_box_of(g, r*g->side + c);
}

static void unit_masks(const Grid *g, UnitMasks *m){
  int i;
  memset(m, 0, sizeof(*m));
  for(i=0; i<g->ncell; i++){
    int r = i/g->side, c = i%g->side;
    unsigned int bit;
    if( g->v[i]==0 ) continue;
    bit = 1u<<(g->v[i]-1);
    m->row[r] |= bit;
    m->col[c] |= bit;
    m->box[box_of(g, r, c)] |= bit;
  }
}

/* Add the row "value v in cell i" to the matrix. */
static int add_pick(SudokuCover *p, int i, int v){
  const Grid *g = &p->base;
  int r = i/g->side, c = i%g->side, n = g->ncell, s = g->side;
  int aCol[4];
  aCol[0] = i;
  aCol[1] = n + r*s + v-1;
  aCol[2] = 2*n + c*s + v-1;
  aCol[3] = 3*n + box_of(g, r, c)*s + v-1;
  p->aPick[dlx_row_count(p->pDlx)] = i*s + v-1;
  return dlx_add_row(p->pDlx, aCol, 4);
}

/* Fill the matrix with every (cell, value) the givens allow (and a
** pencil-mark puzzle's candidates). */
static int build_rows(SudokuCover *p){
  const Grid *g = &p->base;
  UnitMasks m;
  int i, v, rc = DLX_OK;
  unit_masks(g, &m);
  for(i=0; rc==DLX_OK && i<g->ncell; i++){
    int r = i/g->side, c = i%g->side;
    unsigned int taken = m.row[r] | m.col[c] | m.box[box_of(g, r, c)];
    if( g->v[i] ){
      rc = add_pick(p, i, g->v[i]);
      continue;
    }
    for(v=1; rc==DLX_OK && v<=g->side; v++){
      if( taken & (1u<<(v-1)) ) continue;
      if( g->marked && (g->cand[i] & (1u<<(v-1)))==0 ) continue;
      rc = add_pick(p, i, v);
    }
  }
  return rc;
}

int sudoku_cover_init(SudokuCover *p, const Grid *g, Work *work){
  memset(p, 0, sizeof(*p));
  p->base = *g;
  if( !grid_consistent(g) ) return DLX_OK;
  p->aPick = malloc(sizeof(int)*(size_t)g->ncell*(size_t)g->side);
  p->pDlx = dlx_new(4*g->ncell, 4*g->ncell);
  if( p->aPick==0 || p->pDlx==0 || build_rows(p)!=DLX_OK ){
    sudoku_cover_free(p);
    return DLX_NOMEM;
  }
  dlx_set_work(p->pDlx, work);
  return DLX_OK;
}

int sudoku_cover_next(SudokuCover *p, Grid *out){
  const int *aRow;
  int i, n, rc;
  if( p->pDlx==0 ) return 0;
  rc = dlx_next(p->pDlx);
  if( rc!=1 ) return rc;
  n = dlx_solution(p->pDlx, &aRow);
  *out = p->base;
  out->marked = 0;
  for(i=0; i<n; i++){
    int pick = p->aPick[aRow[i]];
    out->v[pick/p->base.side] = (unsigned char)(pick%p->base.side + 1);
  }
  return 1;
}

void sudoku_cover_free(SudokuCover *p){
  dlx_free(p->pDlx);
  free(p->aPick);
  p->pDlx = 0;
  p->aPick = 0;
}
