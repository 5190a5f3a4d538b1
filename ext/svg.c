/*
** svg.c: draw a puzzle as SVG (see svg.h).
**
** The picture is a square of p->size pixels: a white margin, then the
** grid, each cell a square with thin lines between cells and thick ones
** between boxes and around the grid.  Givens are bold black, solution
** values blue; pencil marks sit in a box-by-box sub-grid of their cell.
** A hint's placement cells are shaded green (the value drawn in green),
** its elimination cells red (the eliminated marks red and struck out).
** Coordinates are written with one decimal, so the text is the same on
** every machine.
*/
#include "svg.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A growing text buffer; oom set once an allocation failed. */
typedef struct SvgBuf SvgBuf;
struct SvgBuf {
  char *z;
  size_t n, nAlloc;
  int oom;
};

/* Append printf-formatted text to b. */
static void out(SvgBuf *b, const char *zFmt, ...){
  va_list ap;
  int n;
  if( b->oom ) return;
  for(;;){
    size_t room = b->nAlloc - b->n;
    va_start(ap, zFmt);
    n = vsnprintf(b->z ? b->z+b->n : 0, b->z ? room : 0, zFmt, ap);
    va_end(ap);
    if( n<0 ){
      b->oom = 1;
      return;
    }
    if( b->z && (size_t)n<room ) break;
    {
      size_t nNew = 2*b->nAlloc + (size_t)n + 4096;
      char *z = (char*)realloc(b->z, nNew);
      if( z==0 ){
        b->oom = 1;
        return;
      }
      b->z = z;
      b->nAlloc = nNew;
    }
  }
  b->n += (size_t)n;
}

/* Tenths of a pixel, written as "12.3". */
static void out_num(SvgBuf *b, const char *zBefore, long t){
  out(b, "%s%ld.%ld", zBefore, t/10, t%10);
}

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

/* The mark of p for (cell, value), or NULL. */
static const SvgMark *find_mark(const SvgPicture *p, int cell, int v){
  int i;
  for(i=0; i<p->nMark; i++){
    if( p->aMark[i].cell==cell && p->aMark[i].digit==v ) return &p->aMark[i];
  }
  return 0;
}

/* The shading of a cell: the hint's placement (green) or elimination
** (red) cells, else none. */
static const char *cell_fill(const SvgPicture *p, int cell){
  int i, elim = 0;
  for(i=0; i<p->nMark; i++){
    if( p->aMark[i].cell!=cell ) continue;
    if( p->aMark[i].place ) return "#c8f0c8";
    elim = 1;
  }
  return elim ? "#f8d0d0" : 0;
}

/* The grid lines: thin between cells, thick between boxes and around.
** m0: the grid's corner, cell: a cell's side, both in tenths. */
static void draw_lines(SvgBuf *b, const Grid *g, long m0, long cell){
  int k;
  long end = m0 + cell*g->side;
  for(k=0; k<=g->side; k++){
    long x = m0 + cell*k;
    int thick = k%g->box==0;
    const char *zW = thick ? "3" : "1";
    out_num(b, "<line x1=\"", x);
    out_num(b, "\" y1=\"", m0);
    out_num(b, "\" x2=\"", x);
    out_num(b, "\" y2=\"", end);
    out(b, "\" stroke=\"#000\" stroke-width=\"%s\"/>\n", zW);
    out_num(b, "<line x1=\"", m0);
    out_num(b, "\" y1=\"", x);
    out_num(b, "\" x2=\"", end);
    out_num(b, "\" y2=\"", x);
    out(b, "\" stroke=\"#000\" stroke-width=\"%s\"/>\n", zW);
  }
}

/* Text ch centred at (x, y) (tenths), of font size fs (tenths). */
static void draw_text(SvgBuf *b, long x, long y, long fs, char ch,
                      const char *zStyle){
  out_num(b, "<text x=\"", x);
  out_num(b, "\" y=\"", y);
  out_num(b, "\" font-size=\"", fs);
  out(b, "\" %s>%c</text>\n", zStyle, ch);
}

/* The pencil marks of an empty cell at (x, y) (its corner, tenths). */
static void draw_marks(SvgBuf *b, const SvgPicture *p, int cell,
                       unsigned cand, long x, long y, long cellSize){
  const Grid *g = p->puzzle;
  long sub = cellSize/g->box, fs = sub*7/10;
  int v;
  for(v=1; v<=g->side; v++){
    const SvgMark *mk = find_mark(p, cell, v);
    long cx = x + sub*((v-1)%g->box) + sub/2;
    long cy = y + sub*((v-1)/g->box) + sub/2 + fs*35/100;
    char ch = grid_value_char(g->side, GRID_ALPHA_AUTO, v);
    if( !(cand>>(v-1) & 1) ) continue;
    if( mk && !mk->place ){
      draw_text(b, cx, cy, fs, ch, "fill=\"#c00000\"");
      out_num(b, "<line x1=\"", cx-sub/3);
      out_num(b, "\" y1=\"", cy+fs*15/100);
      out_num(b, "\" x2=\"", cx+sub/3);
      out_num(b, "\" y2=\"", cy-fs*65/100);
      out(b, "\" stroke=\"#c00000\" stroke-width=\"1.5\"/>\n");
    }else{
      draw_text(b, cx, cy, fs, ch, "fill=\"#606060\"");
    }
  }
}

/* The cells: shading, givens, solution values, pencil marks. */
static void draw_cells(SvgBuf *b, const SvgPicture *p, const unsigned *aCand,
                       long m0, long cell){
  const Grid *g = p->puzzle;
  long fs = cell*6/10;
  int i;
  for(i=0; i<g->ncell; i++){
    long x = m0 + cell*(i%g->side), y = m0 + cell*(i/g->side);
    long tx = x + cell/2, ty = y + cell/2 + fs*35/100;
    const char *zFill = cell_fill(p, i);
    int v;
    if( zFill ){
      out_num(b, "<rect x=\"", x);
      out_num(b, "\" y=\"", y);
      out_num(b, "\" width=\"", cell);
      out_num(b, "\" height=\"", cell);
      out(b, "\" fill=\"%s\"/>\n", zFill);
    }
    if( g->v[i] ){
      draw_text(b, tx, ty, fs, grid_value_char(g->side, GRID_ALPHA_AUTO,
                g->v[i]), "font-weight=\"bold\" fill=\"#000\"");
      continue;
    }
    for(v=1; v<=g->side; v++){
      const SvgMark *mk = find_mark(p, i, v);
      if( mk && mk->place ) break;
    }
    if( v<=g->side ){
      draw_text(b, tx, ty, fs, grid_value_char(g->side, GRID_ALPHA_AUTO, v),
                "fill=\"#107010\"");
    }else if( p->solution ){
      draw_text(b, tx, ty, fs, grid_value_char(g->side, GRID_ALPHA_AUTO,
                p->solution->v[i]), "fill=\"#1a55b0\"");
    }else if( aCand ){
      draw_marks(b, p, i, aCand[i], x, y, cell);
    }
  }
}

char *svg_render(const SvgPicture *p){
  const Grid *g = p->puzzle;
  SvgBuf b = {0, 0, 0, 0};
  unsigned *aCand = 0;
  long size = (long)p->size*10, m0 = size/40 + 20;
  long cell = (size - 2*m0)/g->side;
  if( (p->candidates || p->nMark>0) && !p->solution ){
    aCand = (unsigned*)malloc(sizeof(unsigned)*(size_t)g->ncell);
    if( aCand==0 ) return 0;
    peer_candidates(g, aCand);
  }
  out(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
      "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" "
      "text-anchor=\"middle\">\n", p->size, p->size, p->size, p->size);
  out(&b, "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n",
      p->size, p->size);
  draw_cells(&b, p, aCand, m0, cell);
  draw_lines(&b, g, m0, cell);
  out(&b, "</svg>\n");
  free(aCand);
  if( b.oom ){
    free(b.z);
    return 0;
  }
  return b.z;
}
