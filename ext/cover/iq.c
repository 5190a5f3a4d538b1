/* SPDX-License-Identifier: MIT */
/*
** iq.c: the NOI2005 piece puzzle (see iq.h) as an exact cover on dlx.c.
**
** Columns: the 55 cells, then one per piece (67, all primary).  Rows:
** each piece placed beforehand (after checking it really is that piece),
** then every placement of every other piece, in each of its distinct
** rotations and reflections, on empty cells only.
*/
#include "iq.h"
#include "dlx.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define IQ_MAX_SIZE 5           /* cells of the largest piece */
#define IQ_MAX_ORIENT 8

/* Each piece as rows of '#' and '.', rows separated by '|'. */
static const char *const azShape[IQ_PIECES] = {
  "##|#.",          /* A  L-tromino */
  "####",           /* B  I-tetromino */
  "###|#..",        /* C  L-tetromino */
  "##|##",          /* D  O-tetromino */
  "#..|#..|###",    /* E  V-pentomino */
  "####|.#..",      /* F  Y-pentomino */
  "###|#.#",        /* G  U-pentomino */
  "###|##.",        /* H  P-pentomino */
  "###.|..##",      /* I  N-pentomino */
  ".#.|###|.#.",    /* J  X-pentomino */
  "#..|##.|.##",    /* K  W-pentomino */
  "####|#...",      /* L  L-pentomino */
};

/* One orientation: cells as (row, column) offsets, sorted, min 0. */
typedef struct IqOrient IqOrient;
struct IqOrient {
  int n;
  signed char r[IQ_MAX_SIZE], c[IQ_MAX_SIZE];
};

/* Every distinct orientation of one piece. */
typedef struct IqPiece IqPiece;
struct IqPiece {
  int nOrient;
  IqOrient a[IQ_MAX_ORIENT];
};

/* A row of the exact cover: a piece on some cells. */
typedef struct IqPlacement IqPlacement;
struct IqPlacement {
  char piece;                        /* 0..11 */
  unsigned char cell[IQ_MAX_SIZE];
};

static int cell_index(int r, int c){ return r*(r+1)/2 + c; }

/* Shift to min row and column 0 and sort cells by (row, column). */
static void normalize(IqOrient *o){
  int i, j, rMin = 99, cMin = 99;
  for(i=0; i<o->n; i++){
    if( o->r[i]<rMin ) rMin = o->r[i];
    if( o->c[i]<cMin ) cMin = o->c[i];
  }
  for(i=0; i<o->n; i++){
    o->r[i] = (signed char)(o->r[i]-rMin);
    o->c[i] = (signed char)(o->c[i]-cMin);
  }
  for(i=1; i<o->n; i++){
    for(j=i; j>0 && (o->r[j-1]>o->r[j]
                     || (o->r[j-1]==o->r[j] && o->c[j-1]>o->c[j])); j--){
      signed char t = o->r[j]; o->r[j] = o->r[j-1]; o->r[j-1] = t;
      t = o->c[j]; o->c[j] = o->c[j-1]; o->c[j-1] = t;
    }
  }
}

static int same_orient(const IqOrient *a, const IqOrient *b){
  return a->n==b->n && memcmp(a->r, b->r, (size_t)a->n)==0
      && memcmp(a->c, b->c, (size_t)a->n)==0;
}

/* Fill *p with the distinct rotations and reflections of piece k. */
static void piece_orients(int k, IqPiece *p){
  IqOrient base;
  const char *z;
  int r = 0, c = 0, t, i, j;
  base.n = 0;
  for(z=azShape[k]; *z; z++){
    if( *z=='|' ){ r++; c = 0; continue; }
    if( *z=='#' ){
      base.r[base.n] = (signed char)r;
      base.c[base.n++] = (signed char)c;
    }
    c++;
  }
  p->nOrient = 0;
  for(t=0; t<8; t++){
    IqOrient o = base;
    for(i=0; i<o.n; i++){
      int x = base.r[i], y = base.c[i], k2;
      if( t&4 ) y = -y;                      /* reflect */
      for(k2=0; k2<(t&3); k2++){             /* rotate a quarter turn */
        int tmp = x; x = y; y = -tmp;
      }
      o.r[i] = (signed char)x;
      o.c[i] = (signed char)y;
    }
    normalize(&o);
    for(j=0; j<p->nOrient && !same_orient(&p->a[j], &o); j++){}
    if( j==p->nOrient ) p->a[p->nOrient++] = o;
  }
}

/* ---- Parsing ----------------------------------------------------------- */

static int is_blank(char c){ return c==' ' || c=='\t' || c=='\r'; }

/* Copy the cells of z[0..n-1] (its characters but blanks) into b from
** cell i0 on, checking them. */
static int read_cells(IqBoard *b, int i0, const char *z, size_t n,
                      int iLine, char *zErr){
  size_t i;
  int k = 0;
  for(i=0; i<n; i++){
    char ch = z[i];
    if( is_blank(ch) ) continue;
    if( ch!='.' && (ch<'A' || ch>'A'+IQ_PIECES-1) ){
      if( ch>' ' && ch<0x7f ){
        snprintf(zErr, IQ_ERR_MAX, "line %d: bad character '%c' (expected "
                 "A-L or '.')", iLine, ch);
      }else{
        snprintf(zErr, IQ_ERR_MAX, "line %d: bad character 0x%02x (expected "
                 "A-L or '.')", iLine, (unsigned char)ch);
      }
      return IQ_INVALID;
    }
    b->cell[i0+k++] = ch;
  }
  return IQ_OK;
}

/* The cells of z[0..n-1]: its characters but blanks, at most 999. */
static int count_cells(const char *z, size_t n){
  size_t i;
  int k = 0;
  for(i=0; i<n && k<999; i++) k += !is_blank(z[i]);
  return k;
}

int iq_parse(IqBoard *b, const char *z, size_t n, char *zErr){
  int nLine = 0, iLine = 0, nCell = 0, rc;
  size_t i = 0;
  memset(b, 0, sizeof(*b));
  while( i<n ){
    size_t s = i, e;
    int nRow;
    const char *zEol = memchr(z+i, '\n', n-i);
    e = zEol ? (size_t)(zEol-z) : n;
    i = e + (zEol!=0);
    iLine++;
    nRow = count_cells(z+s, e-s);
    if( nRow==0 ) continue;
    if( nLine==0 && nRow==IQ_CELLS ){
      b->oneLine = 1;
    }else if( b->oneLine || nLine==IQ_ROWS ){
      snprintf(zErr, IQ_ERR_MAX, "line %d: unexpected text after the board",
               iLine);
      return IQ_INVALID;
    }else if( nRow!=nLine+1 ){
      snprintf(zErr, IQ_ERR_MAX, "line %d: expected %d cell%s, got %d%s",
               iLine, nLine+1, nLine ? "s" : "", nRow,
               nLine==0 ? " (or 55 on one line)" : "");
      return IQ_INVALID;
    }
    rc = read_cells(b, nCell, z+s, e-s, iLine, zErr);
    if( rc ) return rc;
    nCell += nRow;
    nLine++;
  }
  if( nCell!=IQ_CELLS ){
    snprintf(zErr, IQ_ERR_MAX, "expected 10 lines, got %d", nLine);
    return IQ_INVALID;
  }
  return IQ_OK;
}

int iq_format(const IqBoard *b, char *zOut){
  int r, c, n = 0;
  for(r=0; r<IQ_ROWS; r++){
    if( r>0 && !b->oneLine ) zOut[n++] = '\n';
    for(c=0; c<=r; c++) zOut[n++] = b->cell[cell_index(r, c)];
  }
  zOut[n] = 0;
  return n;
}

/* ---- Solving ----------------------------------------------------------- */

/* The exact-cover rows, built from a board. */
typedef struct IqCover IqCover;
struct IqCover {
  IqPiece aPiece[IQ_PIECES];
  IqPlacement *aPlace;            /* row i of the Dlx */
  int nPlace;
  Dlx *pDlx;
};

/* Add the row "piece k on cells aCell[0..n-1]" to the cover. */
static int add_placement(IqCover *q, int k, const int *aCell, int n){
  int aCol[IQ_MAX_SIZE+1], i, rc;
  IqPlacement *pl = &q->aPlace[q->nPlace];
  for(i=0; i<n; i++){
    aCol[i] = aCell[i];
    pl->cell[i] = (unsigned char)aCell[i];
  }
  aCol[n] = IQ_CELLS + k;
  pl->piece = (char)k;
  rc = dlx_add_row(q->pDlx, aCol, n+1);
  if( rc==DLX_OK ) q->nPlace++;
  return rc==DLX_OK ? IQ_OK : IQ_NOMEM;
}

/*
** Check that the cells holding letter k form piece k and add them as
** its one row.  Returns IQ_OK, IQ_INVALID (message set) or IQ_NOMEM.
*/
static int add_preplaced(IqCover *q, const IqBoard *b, int k, char *zErr){
  IqOrient o;
  int aCell[IQ_MAX_SIZE], r, c, j, n = 0;
  const IqPiece *p = &q->aPiece[k];
  for(r=0; r<IQ_ROWS; r++){
    for(c=0; c<=r; c++){
      if( b->cell[cell_index(r, c)]!='A'+k ) continue;
      if( n<p->a[0].n ){
        o.r[n] = (signed char)r;
        o.c[n] = (signed char)c;
        aCell[n] = cell_index(r, c);
      }
      n++;
    }
  }
  if( n!=p->a[0].n ){
    snprintf(zErr, IQ_ERR_MAX, "piece %c has %d cells, expected %d",
             'A'+k, n, p->a[0].n);
    return IQ_INVALID;
  }
  o.n = n;
  normalize(&o);
  for(j=0; j<p->nOrient && !same_orient(&p->a[j], &o); j++){}
  if( j==p->nOrient ){
    snprintf(zErr, IQ_ERR_MAX, "the cells of piece %c do not form its shape",
             'A'+k);
    return IQ_INVALID;
  }
  return add_placement(q, k, aCell, n);
}

/* Add every placement of piece k, in every orientation, on empty cells. */
static int add_free_piece(IqCover *q, const IqBoard *b, int k){
  const IqPiece *p = &q->aPiece[k];
  int j, r0, c0, i;
  for(j=0; j<p->nOrient; j++){
    const IqOrient *o = &p->a[j];
    for(r0=0; r0<IQ_ROWS; r0++){
      for(c0=0; c0<=r0; c0++){
        int aCell[IQ_MAX_SIZE], rc;
        for(i=0; i<o->n; i++){
          int r = r0 + o->r[i], c = c0 + o->c[i];
          if( r>=IQ_ROWS || c>r || b->cell[cell_index(r, c)]!='.' ) break;
          aCell[i] = cell_index(r, c);
        }
        if( i<o->n ) continue;
        if( (rc = add_placement(q, k, aCell, o->n))!=IQ_OK ) return rc;
      }
    }
  }
  return IQ_OK;
}

/* Build the exact cover of board b into *q. */
static int build_cover(IqCover *q, const IqBoard *b, char *zErr){
  int k, rc = IQ_OK;
  q->aPlace = malloc(sizeof(IqPlacement)*IQ_PIECES*IQ_MAX_ORIENT*IQ_CELLS);
  q->pDlx = dlx_new(IQ_CELLS+IQ_PIECES, IQ_CELLS+IQ_PIECES);
  if( q->aPlace==0 || q->pDlx==0 ) return IQ_NOMEM;
  for(k=0; k<IQ_PIECES; k++) piece_orients(k, &q->aPiece[k]);
  for(k=0; rc==IQ_OK && k<IQ_PIECES; k++){
    if( memchr(b->cell, 'A'+k, IQ_CELLS) ){
      rc = add_preplaced(q, b, k, zErr);
    }else{
      rc = add_free_piece(q, b, k);
    }
  }
  return rc;
}

int iq_solve(const IqBoard *in, IqBoard *out, char *zErr,
             unsigned long long *nodes, Work *work){
  IqCover q;
  int rc;
  memset(&q, 0, sizeof(q));
  rc = build_cover(&q, in, zErr);
  if( rc==IQ_OK ){
    dlx_set_work(q.pDlx, work);
    rc = dlx_next(q.pDlx);
    if( nodes ) *nodes = dlx_nodes(q.pDlx);
    if( rc==1 ){
      const int *aRow;
      int i, j, nRow = dlx_solution(q.pDlx, &aRow);
      *out = *in;
      for(i=0; i<nRow; i++){
        const IqPlacement *pl = &q.aPlace[aRow[i]];
        int n = q.aPiece[(int)pl->piece].a[0].n;
        for(j=0; j<n; j++) out->cell[pl->cell[j]] = (char)('A'+pl->piece);
      }
    }else if( rc==DLX_OVER_BUDGET ){
      rc = IQ_OVER_BUDGET;
    }else if( rc<0 ){
      rc = IQ_NOMEM;
    }
  }
  if( rc==IQ_NOMEM ) snprintf(zErr, IQ_ERR_MAX, "out of memory");
  dlx_free(q.pDlx);
  free(q.aPlace);
  return rc;
}
