/*
** picture.c: the layout of a puzzle picture (see picture.h): where the
** lines, shading, values and pencil marks go, handed to a Canvas.
*/
#include "picture.h"

#include <stdlib.h>

/* The candidates of each empty cell: values no given of a peer holds
** (bit v-1 for value v). */
static void peer_candidates(const Grid *g, unsigned *aCand){
  int r, c, i;
  for(i=0; i<g->ncell; i++){
    unsigned m = 0;
    int r0 = i/g->side, c0 = i%g->side;
    aCand[i] = 0;
    if( g->v[i] ) continue;
    for(r=0; r<g->side; r++){
      for(c=0; c<g->side; c++){
        int v = g->v[r*g->side+c];
        int peer = r==r0 || c==c0
                || (r/g->box==r0/g->box && c/g->box==c0/g->box);
        if( v && peer ) m |= 1u<<(v-1);
      }
    }
    aCand[i] = ~m & ((1u<<g->side)-1);
  }
}

/* The mark of pic for (cell, value), or NULL. */
static const PictureMark *find_mark(const Picture *pic, int cell, int v){
  int i;
  for(i=0; i<pic->nMark; i++){
    const PictureMark *m = &pic->aMark[i];
    if( m->cell==cell && m->digit==v ) return m;
  }
  return 0;
}

/* The shading of a cell: the hint's placement (green) or elimination
** (red) cells, else none. */
static const char *cell_fill(const Picture *pic, int cell){
  int i, elim = 0;
  for(i=0; i<pic->nMark; i++){
    if( pic->aMark[i].cell!=cell ) continue;
    if( pic->aMark[i].place ) return "#c8f0c8";
    elim = 1;
  }
  return elim ? "#f8d0d0" : 0;
}

/* The value a hint places in a cell, or 0. */
static int placed_value(const Picture *pic, int cell){
  int i;
  for(i=0; i<pic->nMark; i++){
    if( pic->aMark[i].cell==cell && pic->aMark[i].place ){
      return pic->aMark[i].digit;
    }
  }
  return 0;
}

/* The grid lines: thin between cells, thick between boxes and around.
** (x0, y0): the grid's corner; cell: a cell's side. */
static int draw_lines(const Canvas *c, const Grid *g, long x0, long y0,
                      long cell){
  int k, rc = 0;
  long w = cell*g->side;
  for(k=0; rc==0 && k<=g->side; k++){
    int width = k%g->box==0 ? 3 : 1;
    rc = c->xLine(c->p, x0+cell*k, y0, x0+cell*k, y0+w, "#000000", width);
    if( rc==0 ){
      rc = c->xLine(c->p, x0, y0+cell*k, x0+w, y0+cell*k, "#000000", width);
    }
  }
  return rc;
}

/* The pencil marks of an empty cell with its corner at (x, y). */
static int draw_marks(const Canvas *c, const Picture *pic, int cell,
                      unsigned cand, long x, long y, long cellSize){
  const Grid *g = pic->puzzle;
  long sub = cellSize/g->box, fs = sub*7/10;
  int v, rc = 0;
  for(v=1; rc==0 && v<=g->side; v++){
    const PictureMark *mk = find_mark(pic, cell, v);
    long cx = x + sub*((v-1)%g->box) + sub/2;
    long cy = y + sub*((v-1)/g->box) + sub/2 + fs*35/100;
    char ch = grid_value_char(g->side, GRID_ALPHA_AUTO, v);
    if( !(cand>>(v-1) & 1) ) continue;
    if( mk && !mk->place ){
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

/* One cell: its shading, then its given, placed or solution value, or
** its pencil marks (aCand, when drawn). */
static int draw_cell(const Canvas *c, const Picture *pic,
                     const unsigned *aCand, int i, long x, long y,
                     long cell){
  const Grid *g = pic->puzzle;
  const char *zFill = cell_fill(pic, i);
  long fs = cell*6/10, tx = x + cell/2, ty = y + cell/2 + fs*35/100;
  int v = placed_value(pic, i), rc = 0;
  if( zFill ) rc = c->xRect(c->p, x, y, cell, cell, zFill);
  if( rc ) return rc;
  if( g->v[i] ){
    return c->xText(c->p, tx, ty, fs,
                    grid_value_char(g->side, GRID_ALPHA_AUTO, g->v[i]),
                    "#000000", 1);
  }
  if( v ){
    return c->xText(c->p, tx, ty, fs,
                    grid_value_char(g->side, GRID_ALPHA_AUTO, v),
                    "#107010", 0);
  }
  if( pic->solution ){
    return c->xText(c->p, tx, ty, fs,
                    grid_value_char(g->side, GRID_ALPHA_AUTO,
                                    pic->solution->v[i]), "#1a55b0", 0);
  }
  return aCand ? draw_marks(c, pic, i, aCand[i], x, y, cell) : 0;
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
