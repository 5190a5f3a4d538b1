/*
** picture.c: the layout of a puzzle picture (see picture.h): where the
** lines, shading, values and pencil marks go, handed to a Canvas.
*/
#include "picture.h"

#include <stdlib.h>

/* The candidates of each empty cell: values no given of a peer holds
** (bit v-1 for value v), from the values used in each row, column and
** box. */
static void peer_candidates(const Grid *g, unsigned *aCand){
  unsigned aRow[GRID_MAX_SIDE], aCol[GRID_MAX_SIDE], aBox[GRID_MAX_SIDE];
  unsigned all = (1u<<g->side)-1;
  int i;
  for(i=0; i<g->side; i++) aRow[i] = aCol[i] = aBox[i] = 0;
  for(i=0; i<g->ncell; i++){
    int r = i/g->side, c = i%g->side, b = grid_box_of(g, i);
    if( g->v[i]==0 ) continue;
    aRow[r] |= 1u<<(g->v[i]-1);
    aCol[c] |= 1u<<(g->v[i]-1);
    aBox[b] |= 1u<<(g->v[i]-1);
  }
  for(i=0; i<g->ncell; i++){
    int r = i/g->side, c = i%g->side, b = grid_box_of(g, i);
    aCand[i] = g->v[i] ? 0 : all & ~(aRow[r] | aCol[c] | aBox[b]);
  }
}

/* What the hint does in a cell: the value it places (0: none), and the
** values it eliminates (bit v-1). */
static int cell_marks(const Picture *pic, int cell, unsigned *pElim){
  int i, placed = 0;
  *pElim = 0;
  for(i=0; i<pic->nMark; i++){
    const PictureMark *m = &pic->aMark[i];
    if( m->cell!=cell ) continue;
    if( m->place ) placed = m->digit;
    else *pElim |= 1u<<(m->digit-1);
  }
  return placed;
}

/* The grid lines: thin between cells, thick between boxes and around.
** (x0, y0): the grid's corner; cell: a cell's side. */
static int draw_lines(const Canvas *c, const Grid *g, long x0, long y0,
                      long cell){
  int k, rc = 0;
  long w = cell*g->side;
  for(k=0; rc==0 && k<=g->side; k++){
    int edge = k==0 || k==g->side;
    int wCol = edge || (g->boxc && k%g->boxc==0) ? 3 : 1;
    int wRow = edge || (g->boxr && k%g->boxr==0) ? 3 : 1;
    rc = c->xLine(c->p, x0+cell*k, y0, x0+cell*k, y0+w, "#000000", wCol);
    if( rc==0 ){
      rc = c->xLine(c->p, x0, y0+cell*k, x0+w, y0+cell*k, "#000000", wRow);
    }
  }
  return rc;
}

/* Pencil marks per row of a cell's sub-grid: a box's columns, or enough
** for a square of them on a prime side. */
static int marks_across(const Grid *g){
  int n = 1;
  if( g->boxc ) return g->boxc;
  while( n*n<g->side ) n++;
  return n;
}

/* The pencil marks cand of an empty cell with its corner at (x, y), those
** of elim red and struck out. */
static int draw_marks(const Canvas *c, const Grid *g, unsigned cand,
                      unsigned elim, long x, long y, long cellSize){
  int across = marks_across(g);
  long sub = cellSize/across, fs = sub*7/10;
  int v, rc = 0;
  for(v=1; rc==0 && v<=g->side; v++){
    long cx = x + sub*((v-1)%across) + sub/2;
    long cy = y + sub*((v-1)/across) + sub/2 + fs*35/100;
    char ch = grid_value_char(g->side, GRID_ALPHA_AUTO, v);
    if( !(cand>>(v-1) & 1) ) continue;
    if( elim>>(v-1) & 1 ){
      rc = c->xText(c->p, cx, cy, fs, ch, "#c00000", 0);
      if( rc==0 ){
        rc = c->xLine(c->p, cx-sub/3, cy+fs*15/100, cx+sub/3, cy-fs*65/100,
                      "#c00000", 2);
      }
    }else{
      rc = c->xText(c->p, cx, cy, fs, ch, "#606060", 0);
    }
  }
  return rc;
}

/* One cell: its shading (green where the hint places a value, red where
** it eliminates), then its given, placed or solution value, or its pencil
** marks (aCand, when drawn). */
static int draw_cell(const Canvas *c, const Picture *pic,
                     const unsigned *aCand, int i, long x, long y,
                     long cell){
  const Grid *g = pic->puzzle;
  long fs = cell*6/10, tx = x + cell/2, ty = y + cell/2 + fs*35/100;
  unsigned elim;
  int placed = cell_marks(pic, i, &elim), rc = 0;
  if( placed || elim ){
    rc = c->xRect(c->p, x, y, cell, cell, placed ? "#c8f0c8" : "#f8d0d0");
    if( rc ) return rc;
  }
  if( g->v[i] ){
    return c->xText(c->p, tx, ty, fs,
                    grid_value_char(g->side, GRID_ALPHA_AUTO, g->v[i]),
                    "#000000", 1);
  }
  if( placed ){
    return c->xText(c->p, tx, ty, fs,
                    grid_value_char(g->side, GRID_ALPHA_AUTO, placed),
                    "#107010", 0);
  }
  if( pic->solution ){
    return c->xText(c->p, tx, ty, fs,
                    grid_value_char(g->side, GRID_ALPHA_AUTO,
                                    pic->solution->v[i]), "#1a55b0", 0);
  }
  return aCand ? draw_marks(c, g, aCand[i], elim, x, y, cell) : 0;
}

int picture_draw(const Picture *pic, const Canvas *c, long x0, long y0,
                 long size){
  const Grid *g = pic->puzzle;
  unsigned *aCand = 0;
  long m = size/40 + 20, cell = (size - 2*m)/g->side;
  int i, rc = 0;
  if( (pic->candidates || pic->nMark>0) && !pic->solution ){
    aCand = (unsigned*)malloc(sizeof(unsigned)*(size_t)g->ncell);
    if( aCand==0 ) return -1;
    peer_candidates(g, aCand);
  }
  for(i=0; rc==0 && i<g->ncell; i++){
    rc = draw_cell(c, pic, aCand, i, x0+m+cell*(i%g->side),
                   y0+m+cell*(i/g->side), cell);
  }
  if( rc==0 ) rc = draw_lines(c, g, x0+m, y0+m, cell);
  free(aCand);
  return rc;
}
