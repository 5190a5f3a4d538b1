/*
** rowbuf.c: the in-memory batch of puzzles of an import (see rowbuf.h).
*/
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

/* Bytes i..i+7 of a key (zeros past its end) as a number that sorts
** like the bytes. */
static unsigned long long key_word(const char *z, int n, int i){
  unsigned long long v = 0;
  int iEnd = i+8;
  for(; i<iEnd; i++){
    v = (v<<8) | (i<n ? (unsigned char)z[i] : 0);
  }
  return v;
}

int rowbuf_add(RowBuf *p, const Record *r){
  char zLine[GRID_MAX_CELLS+1];
  BufRow *pRow;
  if( p->nRow==p->nRowAlloc ){
    int nNew = p->nRowAlloc ? p->nRowAlloc*2 : 4096;
    BufRow *aNew = realloc(p->aRow, sizeof(BufRow)*(size_t)nNew);
    RowOrder *aOrder;
    if( aNew==0 ) return -1;
    p->aRow = aNew;
    aOrder = realloc(p->aOrder, sizeof(RowOrder)*(size_t)nNew);
    if( aOrder==0 ) return -1;
    p->aOrder = aOrder;
    p->nRowAlloc = nNew;
  }
  pRow = &p->aRow[p->nRow];
  pRow->nLine = r->nLine;
  pRow->nKey = grid_format_line(&r->puzzle, GRID_ALPHA_AUTO, zLine);
  pRow->size = r->puzzle.side;
  pRow->givens = grid_clues(&r->puzzle);
  pRow->consistent = grid_consistent(&r->puzzle);
  pRow->iKey = arena_add(p, zLine, (size_t)pRow->nKey);
  pRow->iNote = pRow->iSolution = ROWBUF_NONE;
  pRow->nNote = (int)r->nNote;
  if( pRow->iKey==ROWBUF_NONE ) return -1;
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

/* The batch being sorted (qsort has no context argument). */
static const RowBuf *pSorting;

/* Compare rows by key (the first 16 bytes decide most pairs), then by
** line. */
static int compare_rows(const void *pA, const void *pB){
  const RowOrder *a = (const RowOrder*)pA;
  const RowOrder *b = (const RowOrder*)pB;
  const BufRow *ra, *rb;
  int c;
  if( a->k0!=b->k0 ) return a->k0<b->k0 ? -1 : 1;
  if( a->k1!=b->k1 ) return a->k1<b->k1 ? -1 : 1;
  ra = &pSorting->aRow[a->iRow];
  rb = &pSorting->aRow[b->iRow];
  c = strcmp(pSorting->zArena+ra->iKey, pSorting->zArena+rb->iKey);
  if( c ) return c;
  return ra->nLine<rb->nLine ? -1 : ra->nLine>rb->nLine;
}

void rowbuf_sort(RowBuf *p){
  int i;
  if( p->nRow==0 ) return;   /* aOrder may not exist yet */
  for(i=0; i<p->nRow; i++){
    const BufRow *r = &p->aRow[i];
    const char *zKey = p->zArena+r->iKey;
    p->aOrder[i].k0 = key_word(zKey, r->nKey, 0);
    p->aOrder[i].k1 = key_word(zKey, r->nKey, 8);
    p->aOrder[i].iRow = i;
  }
  pSorting = p;
  qsort(p->aOrder, (size_t)p->nRow, sizeof(RowOrder), compare_rows);
  pSorting = 0;
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
  free(p->aOrder);
  free(p->zArena);
  memset(p, 0, sizeof(*p));
}
