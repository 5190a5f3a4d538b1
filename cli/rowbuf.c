/*
** rowbuf.c: the in-memory batch of puzzles of an import (see rowbuf.h).
**
** Sort keys.  A 9x9 key is 81 characters, '.' or '1'-'9', which sort in
** that order: cell i becomes the four-bit number 0 ('.') to 9 at bits
** 60-4*(i%16) of word i/16, so comparing the words compares the keys.
** Other keys (4x4, 16x16, 25x25) keep their text in the arena and put its
** first 48 bytes in the words, big-endian; ties go to strcmp.  9x9 rows
** sort before the others: the order only has to be one the B-tree likes.
*/
#define _GNU_SOURCE     /* qsort_r */
#include "rowbuf.h"

#include <stdlib.h>
#include <string.h>

/* Copy n bytes and a NUL into the arena; returns the offset or
** ROWBUF_NONE when out of memory. */
static size_t arena_add(RowBuf *p, const char *z, size_t n){
  size_t i = p->nArena;
  if( i+n+1 > p->nArenaAlloc ){
    size_t nNew = (i+n+1)*2 > 1<<20 ? (i+n+1)*2 : 1<<20;
    char *zNew = realloc(p->zArena, nNew);
    if( zNew==0 ) return ROWBUF_NONE;
    p->zArena = zNew;
    p->nArenaAlloc = nNew;
  }
  memcpy(p->zArena+i, z, n);
  p->zArena[i+n] = 0;
  p->nArena = i+n+1;
  return i;
}

/* Fill r->aSort from a 9x9 puzzle's cell values. */
static void pack_9x9(BufRow *r, const Grid *g){
  int i;
  memset(r->aSort, 0, sizeof(r->aSort));
  for(i=0; i<81; i++){
    r->aSort[i/16] |= (unsigned long long)g->v[i] << (60 - 4*(i%16));
  }
}

/* Fill r->aSort from the first bytes of key text z (zeros past its end). */
static void pack_text(BufRow *r, const char *z, int n){
  int i;
  memset(r->aSort, 0, sizeof(r->aSort));
  for(i=0; i<n && i<8*ROWBUF_KEY_WORDS; i++){
    r->aSort[i/8] |= (unsigned long long)(unsigned char)z[i] << (56 - 8*(i%8));
  }
}

/* Make room for one more row.  Returns 0, or -1 when out of memory. */
static int reserve_row(RowBuf *p){
  if( p->nRow==p->nRowAlloc ){
    int nNew = p->nRowAlloc ? p->nRowAlloc*2 : 4096;
    BufRow *aNew = realloc(p->aRow, sizeof(BufRow)*(size_t)nNew);
    if( aNew==0 ) return -1;
    p->aRow = aNew;
    p->nRowAlloc = nNew;
  }
  return 0;
}

int rowbuf_add(RowBuf *p, const Record *r){
  char zLine[GRID_MAX_CELLS+1];
  BufRow *pRow;
  if( reserve_row(p) ) return -1;
  pRow = &p->aRow[p->nRow];
  pRow->nLine = r->nLine;
  pRow->size = (unsigned char)r->puzzle.side;
  pRow->givens = grid_clues(&r->puzzle);
  pRow->consistent = (unsigned char)grid_consistent(&r->puzzle);
  pRow->nKey = r->puzzle.ncell;
  pRow->iKey = pRow->iNote = pRow->iSolution = ROWBUF_NONE;
  pRow->nNote = (int)r->nNote;
  if( r->puzzle.side==9 ){
    pack_9x9(pRow, &r->puzzle);
  }else{
    grid_format_line(&r->puzzle, GRID_ALPHA_AUTO, zLine);
    pack_text(pRow, zLine, pRow->nKey);
    pRow->iKey = arena_add(p, zLine, (size_t)pRow->nKey);
    if( pRow->iKey==ROWBUF_NONE ) return -1;
  }
  if( r->zNote && (pRow->iNote = arena_add(p, r->zNote, r->nNote))==ROWBUF_NONE ){
    return -1;
  }
  if( r->pSolution ){
    grid_format_line(r->pSolution, GRID_ALPHA_AUTO, zLine);
    pRow->iSolution = arena_add(p, zLine, (size_t)pRow->nKey);
    if( pRow->iSolution==ROWBUF_NONE ) return -1;
  }
  p->nRow++;
  return 0;
}

/* Compare rows by key, then by line (qsort_r; pArg is the RowBuf). */
static int compare_rows(const void *pA, const void *pB, void *pArg){
  const BufRow *a = (const BufRow*)pA;
  const BufRow *b = (const BufRow*)pB;
  int i;
  if( (a->iKey==ROWBUF_NONE)!=(b->iKey==ROWBUF_NONE) ){
    return a->iKey==ROWBUF_NONE ? -1 : 1;
  }
  for(i=0; i<ROWBUF_KEY_WORDS; i++){
    if( a->aSort[i]!=b->aSort[i] ) return a->aSort[i]<b->aSort[i] ? -1 : 1;
  }
  if( a->iKey!=ROWBUF_NONE ){
    const char *zArena = ((const RowBuf*)pArg)->zArena;
    int c = strcmp(zArena+a->iKey, zArena+b->iKey);
    if( c ) return c;
  }
  return a->nLine<b->nLine ? -1 : a->nLine>b->nLine;
}

void rowbuf_sort(RowBuf *p){
  if( p->nRow==0 ) return;   /* aRow may not exist yet */
  qsort_r(p->aRow, (size_t)p->nRow, sizeof(BufRow), compare_rows, p);
}

const char *rowbuf_key(const RowBuf *p, const BufRow *r, char *zBuf){
  int i;
  if( r->iKey!=ROWBUF_NONE ) return p->zArena+r->iKey;
  for(i=0; i<81; i++){
    int v = (int)(r->aSort[i/16] >> (60 - 4*(i%16))) & 0xf;
    zBuf[i] = (char)(v ? '0'+v : '.');
  }
  zBuf[81] = 0;
  return zBuf;
}

const char *rowbuf_text(const RowBuf *p, size_t i){
  return p->zArena+i;
}

void rowbuf_clear(RowBuf *p){
  p->nRow = 0;
  p->nArena = 0;
}

void rowbuf_free(RowBuf *p){
  free(p->aRow);
  free(p->zArena);
  memset(p, 0, sizeof(*p));
}
