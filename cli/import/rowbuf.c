/* SPDX-License-Identifier: MIT */
/*
** rowbuf.c: the in-memory batch of puzzles of an import (see rowbuf.h).
**
** Sort keys.  A 9x9 key is 81 characters, '.' or '1'-'9', which sort in
** that order: cell i becomes the four-bit number 0 ('.') to 9 at bits
** 60-4*(i%16) of word i/16, so comparing the words compares the keys.
** Other keys (4x4, 16x16, 25x25, a 9x9 pencil-mark puzzle's 729
** characters) keep their text in the arena and put its
** first 48 bytes in the words, big-endian; ties go to strcmp.  9x9 rows
** sort before the others: the order only has to be one the B-tree likes.
*/
#define _GNU_SOURCE     /* qsort_r */
#include "rowbuf.h"
#include "canon.h"
#include "db.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* Copy n bytes and a NUL into the arena; returns the offset or
** ROWBUF_NONE when out of memory. */
static size_t arena_add(RowBuf *p, const char *z, size_t n){
  size_t i = p->arena.n;
  buf_append(&p->arena, z, n);
  buf_putc(&p->arena, 0);
  return p->arena.oom ? ROWBUF_NONE : i;
}

/* Eight bytes as a number, the first byte lowest (whatever the machine). */
static unsigned long long load_le64(const unsigned char *p){
  unsigned long long x;
  memcpy(&x, p, 8);
#if __BYTE_ORDER__==__ORDER_BIG_ENDIAN__
  x = __builtin_bswap64(x);
#endif
  return x;
}

static void store_le64(char *p, unsigned long long x){
#if __BYTE_ORDER__==__ORDER_BIG_ENDIAN__
  x = __builtin_bswap64(x);
#endif
  memcpy(p, &x, 8);
}

/* Eight cell values (0-9), one a byte, as eight 4-bit numbers, the first
** cell highest: shifts and masks halve the gaps three times. */
static unsigned long long pack8(const unsigned char *v){
  unsigned long long t = __builtin_bswap64(load_le64(v));
  t = (t | t>>4) & 0x00FF00FF00FF00FFull;
  t = (t | t>>8) & 0x0000FFFF0000FFFFull;
  return (t | t>>16) & 0xFFFFFFFFull;
}

/* pack8 undone: eight 4-bit numbers (first highest) as the key's
** characters, '.' for 0 and '1'-'9'. */
static void unpack8(unsigned long long x, char *z){
  const unsigned long long high = 0x8080808080808080ull;
  unsigned long long t = x, zero;
  t = (t | t<<16) & 0x0000FFFF0000FFFFull;
  t = (t | t<<8) & 0x00FF00FF00FF00FFull;
  t = __builtin_bswap64((t | t<<4) & 0x0F0F0F0F0F0F0F0Full);
  zero = (~((t + 0x7F7F7F7F7F7F7F7Full) | t) & high) >> 7;
  store_le64(z, t + 0x3030303030303030ull - 2*zero);   /* '0'-2 is '.' */
}

/* The filled cells of a packed 9x9 key: its non-zero 4-bit numbers. */
static int filled_cells(const unsigned long long *aSort){
  int w, n = 0;
  for(w=0; w<ROWBUF_KEY_WORDS; w++){
    unsigned long long x = aSort[w];
    x |= x>>2;
    x |= x>>1;          /* bit 0 of each 4 is now the OR of all four */
    n += __builtin_popcountll(x & 0x1111111111111111ull);
  }
  return n;
}

/* Fill r->aSort from a 9x9 puzzle's cell values. */
static void pack_9x9(BufRow *r, const Grid *g){
  int w;
  for(w=0; w<5; w++){
    r->aSort[w] = pack8(g->v+16*w)<<32 | pack8(g->v+16*w+8);
  }
  r->aSort[5] = (unsigned long long)g->v[80] << 60;
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
  return buf_room(&p->aRow, &p->nRowAlloc, p->nRow+1, sizeof(BufRow), 4096)
         ? 0 : -1;
}

int rowbuf_add(RowBuf *p, const Record *r){
  char zLine[ROWBUF_KEY_MAX];
  BufRow *pRow;
  int isMarks = r->puzzle.marked;
  if( reserve_row(p) ) return -1;
  assert( p->nRow<p->nRowAlloc );
  pRow = &p->aRow[p->nRow];
  pRow->nLine = r->nLine;
  pRow->size = (unsigned char)r->puzzle.side;
  pRow->consistent = (unsigned char)r->consistent;
  pRow->nKey = isMarks ? GRID_MARKS_CHARS : r->puzzle.ncell;
  pRow->iKey = pRow->iNote = pRow->iSolution = pRow->iExtra = ROWBUF_NONE;
  pRow->iRules = pRow->iCanon = ROWBUF_NONE;
  pRow->iClass = 0;
  pRow->bRepeat = 0;
  pRow->nRules = (int)r->nRules;
  pRow->nNote = (int)r->nNote;
  p->bSorted = 0;
  if( isMarks ) grid_marks_format(&r->puzzle, zLine);
  else grid_format_line(&r->puzzle, GRID_ALPHA_AUTO, zLine);
  pRow->key = db_cells_key(zLine, (size_t)pRow->nKey);
  if( r->puzzle.side==9 && !isMarks ){
    pack_9x9(pRow, &r->puzzle);
    pRow->givens = filled_cells(pRow->aSort);
  }else{
    pRow->givens = grid_clues(&r->puzzle);
    pack_text(pRow, zLine, pRow->nKey);
    pRow->iKey = arena_add(p, zLine, (size_t)pRow->nKey);
    if( pRow->iKey==ROWBUF_NONE ) return -1;
  }
  if( r->nRules==0 && !isMarks ){
    Grid form;
    if( canon_grid(&r->puzzle, &form)==0 ){
      grid_format_line(&form, GRID_ALPHA_AUTO, zLine);
      pRow->iCanon = arena_add(p, zLine, (size_t)form.ncell);
      if( pRow->iCanon==ROWBUF_NONE ) return -1;
    }
  }
  if( r->zNote ){
    pRow->iNote = arena_add(p, r->zNote, r->nNote);
    if( pRow->iNote==ROWBUF_NONE ) return -1;
  }
  if( r->nRules ){
    pRow->iRules = arena_add(p, r->zRules, r->nRules);
    if( pRow->iRules==ROWBUF_NONE ) return -1;
  }
  if( r->pSolution ){
    grid_format_line(r->pSolution, GRID_ALPHA_AUTO, zLine);
    pRow->iSolution = arena_add(p, zLine, (size_t)r->pSolution->ncell);
    if( pRow->iSolution==ROWBUF_NONE ) return -1;
  }
  if( r->nSolutions>=0 || r->bRating || r->bEp || r->bEd || r->iGrade>=0
   || r->nRater
   || r->iCollection || r->bGenSeed || r->nGenVersion ){
    RowExtra x;
    memset(&x, 0, sizeof(x));
    x.rating = r->rating;
    x.ep = r->ep;
    x.ed = r->ed;
    x.iCollection = r->iCollection;
    x.genSeed = r->genSeed;
    x.nGenOptions = (int)r->nGenOptions;
    x.nGenVersion = r->nGenVersion;
    x.nRater = r->nRater;
    x.bGenSeed = (unsigned char)r->bGenSeed;
    x.nSolutions = (signed char)r->nSolutions;
    x.iGrade = (signed char)r->iGrade;
    x.bRating = (unsigned char)r->bRating;
    x.bEp = (unsigned char)r->bEp;
    x.bEd = (unsigned char)r->bEd;
    pRow->iExtra = arena_add(p, (const char*)&x, sizeof(x));
    if( pRow->iExtra==ROWBUF_NONE ) return -1;
    /* The options right after it (rowbuf_gen_options). */
    if( r->bGenSeed
     && arena_add(p, r->zGenOptions, r->nGenOptions)==ROWBUF_NONE ){
      return -1;
    }
  }
  p->nRow++;
  return 0;
}

/* Compare rows by key, then by line. */
static int compare_rows(const RowBuf *p, const BufRow *a, const BufRow *b){
  int i;
  if( (a->iKey==ROWBUF_NONE)!=(b->iKey==ROWBUF_NONE) ){
    return a->iKey==ROWBUF_NONE ? -1 : 1;
  }
  for(i=0; i<ROWBUF_KEY_WORDS; i++){
    if( a->aSort[i]!=b->aSort[i] ) return a->aSort[i]<b->aSort[i] ? -1 : 1;
  }
  if( a->iKey!=ROWBUF_NONE ){
    int c = strcmp(p->arena.z+a->iKey, p->arena.z+b->iKey);
    if( c ) return c;
  }
  return a->nLine<b->nLine ? -1 : a->nLine>b->nLine;
}

#ifndef NDEBUG
/* 1 when the rows are in compare_rows order (for assert()). */
static int rows_sorted(const RowBuf *p){
  int i;
  for(i=1; i<p->nRow; i++){
    if( compare_rows(p, &p->aRow[i-1], &p->aRow[i])>0 ) return 0;
  }
  return 1;
}
#endif

/* Row r of another buffer as it is in this one: its texts moved nBase
** bytes into the arena, its line nLineOffset lines later. */
static BufRow moved_row(const BufRow *r, size_t nBase, long long nLineOffset){
  BufRow m = *r;
  m.nLine += nLineOffset;
  if( m.iKey!=ROWBUF_NONE ) m.iKey += nBase;
  if( m.iNote!=ROWBUF_NONE ) m.iNote += nBase;
  if( m.iSolution!=ROWBUF_NONE ) m.iSolution += nBase;
  if( m.iExtra!=ROWBUF_NONE ) m.iExtra += nBase;
  if( m.iRules!=ROWBUF_NONE ) m.iRules += nBase;
  if( m.iCanon!=ROWBUF_NONE ) m.iCanon += nBase;
  return m;
}

/* Merge pFrom's sorted rows (their texts already at nBase in p's arena)
** into p's sorted rows, in place: p's array grows to hold both and is
** filled from the end, the larger row first, so p's rows only move up.
** Returns 0, or -1 when out of memory. */
static int merge_rows(RowBuf *p, const RowBuf *pFrom, size_t nBase,
                      long long nLineOffset){
  int n = p->nRow + pFrom->nRow, i = p->nRow-1, j = pFrom->nRow-1, k = n-1;
  if( n>p->nRowAlloc ){
    BufRow *aNew = realloc(p->aRow, sizeof(BufRow)*(size_t)n);
    if( aNew==0 ) return -1;
    p->aRow = aNew;
    p->nRowAlloc = n;
  }
  for(; j>=0; j--){
    BufRow m = moved_row(&pFrom->aRow[j], nBase, nLineOffset);
    while( i>=0 && compare_rows(p, &p->aRow[i], &m)>0 ){
      p->aRow[k--] = p->aRow[i--];
    }
    p->aRow[k--] = m;
  }
  assert( k==i );
  p->nRow = n;
  assert( rows_sorted(p) );
  return 0;
}

int rowbuf_append(RowBuf *p, const RowBuf *pFrom, long long nLineOffset){
  size_t nBase = p->arena.n;
  int i;
  if( pFrom->arena.n>0 ){
    size_t iAt = arena_add(p, pFrom->arena.z, pFrom->arena.n-1);
    if( iAt==ROWBUF_NONE ) return -1;   /* (its last NUL comes along) */
  }
  if( p->bSorted && pFrom->bSorted ){
    return merge_rows(p, pFrom, nBase, nLineOffset);
  }
  for(i=0; i<pFrom->nRow; i++){
    if( reserve_row(p) ) return -1;
    assert( p->nRow<p->nRowAlloc );
    p->aRow[p->nRow++] = moved_row(&pFrom->aRow[i], nBase, nLineOffset);
  }
  p->bSorted = 0;
  return 0;
}

/* A row's place in the sort: its first key word (9x9 rows before the
** others: see rowbuf_sort) and where the row is. */
typedef struct SortItem SortItem;
struct SortItem {
  unsigned long long w;
  int iRow;
};

/* compare_rows for qsort_r on SortItems; pArg is the RowBuf. */
static int compare_items(const void *pA, const void *pB, void *pArg){
  const RowBuf *p = (const RowBuf*)pArg;
  return compare_rows(p, &p->aRow[((const SortItem*)pA)->iRow],
                      &p->aRow[((const SortItem*)pB)->iRow]);
}

/* Stable radix sort of a[0..n) by w, a byte at a time from the lowest,
** with tmp[0..n) as scratch; bytes the same in every item cost one
** counting pass. */
static void radix_sort(SortItem *a, SortItem *tmp, int n){
  SortItem *aIn = a;
  int shift, i;
  if( n==0 ) return;
  for(shift=0; shift<64; shift+=8){
    int aPos[256];
    memset(aPos, 0, sizeof(aPos));
    for(i=0; i<n; i++) aPos[(a[i].w>>shift) & 0xff]++;
    if( aPos[(a[0].w>>shift) & 0xff]==n ) continue;
    {
      int nBefore = 0, b;
      for(b=0; b<256; b++){
        int nHere = aPos[b];
        aPos[b] = nBefore;
        nBefore += nHere;
      }
    }
    for(i=0; i<n; i++) tmp[aPos[(a[i].w>>shift) & 0xff]++] = a[i];
    { SortItem *t = a; a = tmp; tmp = t; }
  }
  if( a!=aIn ) memcpy(aIn, a, sizeof(SortItem)*(size_t)n);
}

/*
** Sort by the first key word with radix_sort (9x9 rows and the others
** apart, 9x9 first), then each run of equal first words with the full
** comparison, then move the rows into that order.  Rows are added in line
** order and the radix sort is stable, which the runs keep.
*/
int rowbuf_sort(RowBuf *p){
  SortItem *aItem;
  BufRow *aNew;
  int i, j, nPacked = 0, n = p->nRow;
  if( n==0 || p->bSorted ){
    p->bSorted = 1;
    return 0;
  }
  aItem = malloc(sizeof(SortItem)*(size_t)n*2);
  aNew = malloc(sizeof(BufRow)*(size_t)p->nRowAlloc);
  if( aItem==0 || aNew==0 ){
    free(aItem);
    free(aNew);
    return -1;
  }
  for(i=0; i<n; i++){
    if( p->aRow[i].iKey==ROWBUF_NONE ) aItem[nPacked++].iRow = i;
  }
  for(i=0, j=nPacked; i<n; i++){
    if( p->aRow[i].iKey!=ROWBUF_NONE ) aItem[j++].iRow = i;
  }
  for(i=0; i<n; i++) aItem[i].w = p->aRow[aItem[i].iRow].aSort[0];
  radix_sort(aItem, aItem+n, nPacked);
  radix_sort(aItem+nPacked, aItem+n+nPacked, n-nPacked);
  for(i=0; i<n; i=j){
    for(j=i+1; j<n && aItem[j].w==aItem[i].w && (i<nPacked)==(j<nPacked); j++){}
    if( j-i>1 ){
      qsort_r(aItem+i, (size_t)(j-i), sizeof(SortItem), compare_items, p);
    }
  }
  for(i=0; i<n; i++) aNew[i] = p->aRow[aItem[i].iRow];
  free(p->aRow);
  free(aItem);
  p->aRow = aNew;
  p->bSorted = 1;
  assert( nPacked<=n && rows_sorted(p) );
  return 0;
}

const char *rowbuf_key(const RowBuf *p, const BufRow *r, char *zBuf){
  int w, v;
  if( r->iKey!=ROWBUF_NONE ) return p->arena.z+r->iKey;
  for(w=0; w<5; w++){
    unpack8(r->aSort[w]>>32, zBuf+16*w);
    unpack8(r->aSort[w] & 0xFFFFFFFFull, zBuf+16*w+8);
  }
  v = (int)(r->aSort[5] >> 60);
  zBuf[80] = (char)(v ? '0'+v : '.');
  zBuf[81] = 0;
  return zBuf;
}

int rowbuf_extra(const RowBuf *p, const BufRow *r, RowExtra *pX){
  if( r->iExtra==ROWBUF_NONE ){
    memset(pX, 0, sizeof(*pX));
    pX->nSolutions = pX->iGrade = -1;
    return 0;
  }
  memcpy(pX, p->arena.z+r->iExtra, sizeof(*pX));
  return 1;
}

const char *rowbuf_gen_options(const RowBuf *p, const BufRow *r){
  return p->arena.z + r->iExtra + sizeof(RowExtra) + 1;
}

const char *rowbuf_text(const RowBuf *p, size_t i){
  return p->arena.z+i;
}

void rowbuf_clear(RowBuf *p){
  p->nRow = 0;
  p->arena.n = 0;
  p->bSorted = 0;
}

void rowbuf_free(RowBuf *p){
  free(p->aRow);
  buf_free(&p->arena);
  memset(p, 0, sizeof(*p));
}

/* qsort order of rows by line. */
static int compare_lines(const void *pA, const void *pB){
  long long a = ((const BufRow*)pA)->nLine, b = ((const BufRow*)pB)->nLine;
  return a<b ? -1 : a>b;
}

/* By radix_sort on the line numbers (each row's own: none is the same)
** and one move of the rows; by qsort in place when out of memory. */
void rowbuf_sort_lines(RowBuf *p){
  SortItem *aItem;
  BufRow *aNew;
  int i, n = p->nRow;
  p->bSorted = 0;
  if( n==0 ) return;
  aItem = malloc(sizeof(SortItem)*(size_t)n*2);
  aNew = malloc(sizeof(BufRow)*(size_t)p->nRowAlloc);
  if( aItem==0 || aNew==0 ){
    free(aItem);
    free(aNew);
    qsort(p->aRow, (size_t)n, sizeof(BufRow), compare_lines);
    return;
  }
  for(i=0; i<n; i++){
    aItem[i].w = (unsigned long long)p->aRow[i].nLine;
    aItem[i].iRow = i;
  }
  radix_sort(aItem, aItem+n, n);
  for(i=0; i<n; i++) aNew[i] = p->aRow[aItem[i].iRow];
  free(p->aRow);
  free(aItem);
  p->aRow = aNew;
}

/* 1 when rows a and b have the same key (compare_rows but the line). */
static int same_key(const RowBuf *p, const BufRow *a, const BufRow *b){
  if( (a->iKey==ROWBUF_NONE)!=(b->iKey==ROWBUF_NONE) ) return 0;
  if( memcmp(a->aSort, b->aSort, sizeof(a->aSort))!=0 ) return 0;
  return a->iKey==ROWBUF_NONE
      || strcmp(p->arena.z+a->iKey, p->arena.z+b->iKey)==0;
}

/* 1 when rows a and b are under the same rules (both in normal form). */
static int same_rules(const RowBuf *p, const BufRow *a, const BufRow *b){
  if( a->iRules==ROWBUF_NONE || b->iRules==ROWBUF_NONE ){
    return a->iRules==b->iRules;
  }
  return strcmp(p->arena.z+a->iRules, p->arena.z+b->iRules)==0;
}

/* Rows of equal keys are together, each run in line order; in a run
** (almost always of one row) each row is held against those before it,
** whose rules may differ. */
void rowbuf_mark_repeats(RowBuf *p){
  int i, j, k;
  assert( p->bSorted );
  for(i=0; i<p->nRow; i=j){
    for(j=i+1; j<p->nRow && same_key(p, &p->aRow[i], &p->aRow[j]); j++){
      p->aRow[j].bRepeat = 0;
      for(k=i; k<j && !p->aRow[j].bRepeat; k++){
        p->aRow[j].bRepeat = same_rules(p, &p->aRow[k], &p->aRow[j]);
      }
    }
    p->aRow[i].bRepeat = 0;
  }
}
