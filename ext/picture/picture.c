/* SPDX-License-Identifier: MIT */
/*
** picture.c: the layout of a puzzle picture (see picture.h): where the
** lines, shading, values and pencil marks go, handed to a Canvas.
*/
#include "picture.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The candidates of each empty cell: values no given of a unit of the
** cell holds (bit v-1 for value v), among a pencil-mark puzzle's; aUnit: the nUnit units of the rules
** (rules_units). */
static void unit_candidates(const Grid *g, const short *aUnit, int nUnit,
                            unsigned *aCand){
  unsigned all = (1u<<g->side)-1;
  int i, u;
  for(i=0; i<g->ncell; i++){
    aCand[i] = g->v[i] ? 0 : g->marked ? g->cand[i] & all : all;
  }
  for(u=0; u<nUnit; u++){
    const short *p = aUnit + u*g->side;
    unsigned used = 0;
    for(i=0; i<g->side; i++){
      if( g->v[p[i]] ) used |= 1u<<(g->v[p[i]]-1);
    }
    for(i=0; i<g->side; i++) aCand[p[i]] &= ~used;
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

/* The grid lines: thin between cells, thick between boxes of boxr x boxc
** (none: 0) and around.  (x0, y0): the grid's corner; cell: a cell's
** side. */
static int draw_lines(const Canvas *c, const Grid *g, int boxr, int boxc,
                      long x0, long y0, long cell){
  int k, rc = 0;
  long w = cell*g->side;
  for(k=0; rc==0 && k<=g->side; k++){
    int edge = k==0 || k==g->side;
    int wCol = edge || (boxc && k%boxc==0) ? 3 : 1;
    int wRow = edge || (boxr && k%boxr==0) ? 3 : 1;
    rc = c->xLine(c->p, x0+cell*k, y0, x0+cell*k, y0+w, "#000000", wCol);
    if( rc==0 ){
      rc = c->xLine(c->p, x0, y0+cell*k, x0+w, y0+cell*k, "#000000", wRow);
    }
  }
  return rc;
}

/* The lines of a jigsaw: thin between cells, then thick around and along
** each edge between cells of different regions of r. */
static int draw_region_lines(const Canvas *c, const Grid *g, const Rules *r,
                             long x0, long y0, long cell){
  int side = g->side, i, rc = draw_lines(c, g, 0, 0, x0, y0, cell);
  for(i=0; rc==0 && i<g->ncell; i++){
    long x = x0 + cell*(i%side), y = y0 + cell*(i/side);
    if( i%side+1<side && r->region[i]!=r->region[i+1] ){
      rc = c->xLine(c->p, x+cell, y, x+cell, y+cell, "#000000", 3);
    }
    if( rc==0 && i+side<g->ncell && r->region[i]!=r->region[i+side] ){
      rc = c->xLine(c->p, x, y+cell, x+cell, y+cell, "#000000", 3);
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

/* The centre of pencil mark v of the cell with its corner at (x, y) into
** (*pX, *pY); returns the side of its square in the cell's sub-grid. */
static long mark_centre(const Grid *g, int v, long x, long y, long cell,
                        long *pX, long *pY){
  int across = marks_across(g);
  long sub = cell/across;
  *pX = x + sub*((v-1)%across) + sub/2;
  *pY = y + sub*((v-1)/across) + sub/2;
  return sub;
}

/* The pencil marks cand of an empty cell i with its corner at (x, y),
** each on its tint (azTint[i*side + v-1], when drawn), those of elim red
** and struck out. */
static int draw_marks(const Canvas *c, const Grid *g, const char **azTint,
                      int i, unsigned cand, unsigned elim, long x, long y,
                      long cellSize){
  int v, rc = 0;
  for(v=1; rc==0 && v<=g->side; v++){
    long cx, cy, sub = mark_centre(g, v, x, y, cellSize, &cx, &cy);
    long fs = sub*7/10;
    const char *zTint = azTint ? azTint[i*g->side + v-1] : 0;
    char ch = grid_value_char(g->side, GRID_ALPHA_AUTO, v);
    if( !(cand>>(v-1) & 1) ) continue;
    if( zTint ){
      rc = c->xRect(c->p, cx-sub*45/100, cy-sub*45/100, sub*9/10, sub*9/10,
                    zTint);
      if( rc ) break;
    }
    cy += fs*35/100;
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

/* The fill of cell i: green where the hint places a value, red where it
** eliminates, else its last shade; NULL for none. */
static const char *cell_fill(const Picture *pic, int i, int placed,
                             unsigned elim){
  int k;
  if( placed ) return "#c8f0c8";
  if( elim ) return "#f8d0d0";
  for(k=pic->nShade-1; k>=0; k--){
    if( pic->aShade[k].cell==i ) return pic->aShade[k].zFill;
  }
  return 0;
}

/* One cell: its fill (cell_fill), then its given, entered, placed or
** solution value, or its pencil marks (aCand, when drawn).  In the
** first cell of a killer cage (hasSum) the value is smaller and lower
** right, clear of the cage's sum in the corner. */
static int draw_cell(const Canvas *c, const Picture *pic,
                     const unsigned *aCand, const char **azTint, int i,
                     long x, long y, long cell, int hasSum){
  const Grid *g = pic->puzzle;
  long fs = hasSum ? cell/2 : cell*6/10;
  long tx = x + (hasSum ? cell*58/100 : cell/2);
  long ty = y + (hasSum ? cell*62/100 : cell/2) + fs*35/100;
  unsigned elim;
  int placed = cell_marks(pic, i, &elim), rc = 0;
  const char *zFill = cell_fill(pic, i, placed, elim);
  if( zFill ){
    rc = c->xRect(c->p, x, y, cell, cell, zFill);
    if( rc ) return rc;
  }
  if( g->v[i] ){
    return c->xText(c->p, tx, ty, fs,
                    grid_value_char(g->side, GRID_ALPHA_AUTO, g->v[i]),
                    "#000000", 1);
  }
  if( pic->entries && pic->entries->v[i] ){
    return c->xText(c->p, tx, ty, fs,
                    grid_value_char(g->side, GRID_ALPHA_AUTO,
                                    pic->entries->v[i]), "#1a55b0", 0);
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
  return aCand ? draw_marks(c, g, azTint, i, aCand[i], elim, x, y, cell)
               : 0;
}

/* Arrow a, from near the centre of its first pencil mark to near that
** of its second, its head two short strokes. */
static int draw_arrow(const Canvas *c, const Grid *g, const PictureArrow *a,
                      long x0, long y0, long cell){
  long x1, y1, x2, y2, dx, dy, len, gap, ux, uy, h, w, bx, by;
  long sub = mark_centre(g, a->fromDigit, x0 + cell*(a->fromCell%g->side),
                         y0 + cell*(a->fromCell/g->side), cell, &x1, &y1);
  int rc;
  mark_centre(g, a->toDigit, x0 + cell*(a->toCell%g->side),
              y0 + cell*(a->toCell/g->side), cell, &x2, &y2);
  dx = x2 - x1;
  dy = y2 - y1;
  len = (long)(sqrt((double)dx*dx + (double)dy*dy) + 0.5);
  if( len==0 ) return 0;
  gap = sub*4/10 < len/3 ? sub*4/10 : len/3;
  /* the direction, in thousandths */
  ux = dx*1000/len;
  uy = dy*1000/len;
  x1 += ux*gap/1000;
  y1 += uy*gap/1000;
  x2 -= ux*gap/1000;
  y2 -= uy*gap/1000;
  rc = a->dashed ? c->xDashed(c->p, x1, y1, x2, y2, a->zColour, 2)
                 : c->xLine(c->p, x1, y1, x2, y2, a->zColour, 2);
  h = sub*4/10;
  w = sub*2/10;
  bx = x2 - ux*h/1000;
  by = y2 - uy*h/1000;
  if( rc==0 ){
    rc = c->xLine(c->p, x2, y2, bx - uy*w/1000, by + ux*w/1000,
                  a->zColour, 2);
  }
  if( rc==0 ){
    rc = c->xLine(c->p, x2, y2, bx + uy*w/1000, by - ux*w/1000,
                  a->zColour, 2);
  }
  return rc;
}

/* Each pencil mark's tint (NULL: none), by cell and value, in a new
** array; NULL when there are none, or when out of memory (*pNomem). */
static const char **mark_tints(const Picture *pic, int *pNomem){
  const Grid *g = pic->puzzle;
  const char **az;
  int k;
  *pNomem = 0;
  if( pic->nTint==0 ) return 0;
  az = (const char**)calloc((size_t)g->ncell*(size_t)g->side,
                            sizeof(const char*));
  if( az==0 ){
    *pNomem = 1;
    return 0;
  }
  for(k=0; k<pic->nTint; k++){
    const PictureTint *t = &pic->aTint[k];
    az[t->cell*g->side + t->digit-1] = t->zFill;
  }
  return az;
}

/* Windoku's windows of r, shaded light grey. */
static int draw_windows(const Canvas *c, const Grid *g, const Rules *r,
                        long x0, long y0, long cell){
  short aWin[GRID_MAX_CELLS];
  int i, n = rules_windows(r, aWin)*g->side, rc = 0;
  for(i=0; rc==0 && i<n; i++){
    rc = c->xRect(c->p, x0 + cell*(aWin[i]%g->side),
                  y0 + cell*(aWin[i]/g->side), cell, cell, "#e4e4e4");
  }
  return rc;
}

/* 1 when the cell at (row, col) is in cage k (aCage: each cell's). */
static int in_cage(const Grid *g, const short *aCage, int row, int col,
                   int k){
  return row>=0 && col>=0 && row<g->side && col<g->side
      && aCage[row*g->side+col]==k;
}

/* The border of cage k along the side (dr, dc) of the cell at (row, col)
** (corner (x, y)), when the cage ends there: a thin dashed line d inside
** it, its ends meeting the lines of the neighbouring edges. */
static int cage_edge(const Canvas *c, const Grid *g, const short *aCage,
                     int row, int col, int dr, int dc, long x, long y,
                     long cell, long d){
  int k = aCage[row*g->side+col], pr = dr==0, pc = dc==0, s;
  long aExt[2], at;
  if( in_cage(g, aCage, row+dr, col+dc, k) ) return 0;
  for(s=0; s<2; s++){
    int sg = s ? 1 : -1;
    aExt[s] = !in_cage(g, aCage, row+sg*pr, col+sg*pc, k) ? -d
            : in_cage(g, aCage, row+sg*pr+dr, col+sg*pc+dc, k) ? d : 0;
  }
  if( dr ){
    at = dr<0 ? y+d : y+cell-d;
    return c->xDashed(c->p, x-aExt[0], at, x+cell+aExt[1], at, "#303030",
                      1);
  }
  at = dc<0 ? x+d : x+cell-d;
  return c->xDashed(c->p, at, y-aExt[0], at, y+cell+aExt[1], "#303030", 1);
}

/* The first cell of cage k (its top row's leftmost). */
static int cage_first(const Grid *g, const Rules *r, int k){
  int i, first = g->ncell;
  for(i=r->cageStart[k]; i<r->cageStart[k+1]; i++){
    if( r->cageCell[i]<first ) first = r->cageCell[i];
  }
  return first;
}

/* The sum of cage k in a small white box in the top left corner of its
** first cell, over the dashed lines there, a digit at a time. */
static int cage_sum(const Canvas *c, const Grid *g, const Rules *r, int k,
                    long x0, long y0, long cell){
  char zSum[8];
  long fs = cell*36/100, adv = fs*60/100, pad = cell*4/100, x, y;
  int i, first = cage_first(g, r, k), n, rc;
  n = snprintf(zSum, sizeof(zSum), "%u", r->cageSum[k]);
  x = x0 + cell*(first%g->side) + cell*3/100;
  y = y0 + cell*(first/g->side) + cell*3/100;
  rc = c->xRect(c->p, x, y, adv*n + 2*pad, fs*80/100 + 2*pad, "#ffffff");
  for(i=0; rc==0 && i<n; i++){
    rc = c->xText(c->p, x + pad + adv*i + adv/2, y + pad + fs*75/100, fs,
                  zSum[i], "#000000", 0);
  }
  return rc;
}

/* Killer cages: outlined, each with its sum. */
static int draw_cages(const Canvas *c, const Grid *g, const Rules *r,
                      long x0, long y0, long cell){
  static const int aDir[4][2] = { {-1,0}, {1,0}, {0,-1}, {0,1} };
  short aCage[GRID_MAX_CELLS];
  long d = cell/10;
  int i, k, rc = 0;
  rules_cage_of(r, aCage);
  for(i=0; rc==0 && i<g->ncell; i++){
    if( aCage[i]<0 ) continue;
    for(k=0; rc==0 && k<4; k++){
      rc = cage_edge(c, g, aCage, i/g->side, i%g->side, aDir[k][0],
                     aDir[k][1], x0 + cell*(i%g->side),
                     y0 + cell*(i/g->side), cell, d);
    }
  }
  for(k=0; rc==0 && k<r->nCage; k++){
    rc = cage_sum(c, g, r, k, x0, y0, cell);
  }
  return rc;
}

/* What the rules add under the cells: windows shaded, diagonals. */
static int draw_under(const Canvas *c, const Grid *g, const Rules *r,
                      long x0, long y0, long cell){
  long w = cell*g->side;
  int rc = 0;
  if( r->flags & RULE_WINDOKU ){
    rc = draw_windows(c, g, r, x0, y0, cell);
  }
  if( rc==0 && (r->flags & RULE_DIAGONALS) ){
    rc = c->xLine(c->p, x0, y0, x0+w, y0+w, "#a0a0a0", 1);
    if( rc==0 ) rc = c->xLine(c->p, x0+w, y0, x0, y0+w, "#a0a0a0", 1);
  }
  return rc;
}

long picture_margin(long size){
  return size/40 + 20;
}

unsigned picture_unshown_rules(const Picture *pic){
  if( pic->rules==0 ) return 0;
  return pic->rules->flags & ~(unsigned)(RULE_DIAGONALS|RULE_WINDOKU);
}

int picture_draw(const Picture *pic, const Canvas *c, long x0, long y0,
                 long size){
  const Grid *g = pic->puzzle;
  const Rules *r = pic->rules;
  Rules plain;
  unsigned *aCand = 0;
  const unsigned *aMarks = 0;
  const char **azTint;
  unsigned char aHasSum[GRID_MAX_CELLS];
  long m = picture_margin(size), cell = (size - 2*m)/g->side;
  int i, rc = 0, nomem;
  if( r==0 ){
    rules_plain_of(&plain, g->side);
    r = &plain;
  }
  if( pic->aCand && !pic->solution ){
    aMarks = pic->aCand;
  }else if( (pic->candidates || pic->nMark>0 || g->marked)
         && !pic->solution ){
    short *aUnit = (short*)malloc(sizeof(short)*RULES_MAX_UNITS
                                  *(size_t)g->side);
    aCand = (unsigned*)malloc(sizeof(unsigned)*(size_t)g->ncell);
    if( aUnit && aCand ){
      unit_candidates(g, aUnit, rules_units(r, aUnit), aCand);
    }
    free(aUnit);
    if( aUnit==0 || aCand==0 ){
      free(aCand);
      return -1;
    }
    aMarks = aCand;
  }
  azTint = mark_tints(pic, &nomem);
  if( nomem ){
    free(aCand);
    return -1;
  }
  memset(aHasSum, 0, sizeof(aHasSum));
  for(i=0; i<r->nCage; i++) aHasSum[cage_first(g, r, i)] = 1;
  x0 += m;
  y0 += m;
  rc = draw_under(c, g, r, x0, y0, cell);
  for(i=0; rc==0 && i<g->ncell; i++){
    rc = draw_cell(c, pic, aMarks, azTint, i, x0+cell*(i%g->side),
                   y0+cell*(i/g->side), cell, aHasSum[i]);
  }
  if( rc==0 && r->nCage>0 ) rc = draw_cages(c, g, r, x0, y0, cell);
  if( rc==0 ){
    rc = r->hasRegions ? draw_region_lines(c, g, r, x0, y0, cell)
       : draw_lines(c, g, r->boxr, r->boxc, x0, y0, cell);
  }
  for(i=0; rc==0 && i<pic->nArrow; i++){
    rc = draw_arrow(c, g, &pic->aArrow[i], x0, y0, cell);
  }
  free(aCand);
  free(azTint);
  return rc;
}
