/* SPDX-License-Identifier: MIT */
/*
** fuzz_dlx.c: libFuzzer target for both exact-cover readers (JSON rows
** and the judge's 0/1 matrix) and the Dancing Links search.  The first
** byte picks the reader (bit 0) and the number of primary columns (the
** rest).  Any other bytes either fail with a message or give rows whose
** solutions are checked: each is an exact cover, and for small inputs the
** set of solutions equals the one found by trying every subset of rows.
*/
#include "coverin.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SEARCH_ROWS 16   /* search only this many rows: bounded time */
#define MAX_BRUTE_ROWS  12   /* compare with brute force up to this */

/* 1 when the rows in mask (bit i = row i) form an exact cover. */
static int mask_is_cover(const CoverRows *p, unsigned mask, int nPrimary){
  unsigned char seen[64] = {0};
  int i, j;
  for(i=0; i<p->nRow; i++){
    int hasPrimary = 0;
    if( !(mask & (1u<<i)) ) continue;
    for(j=p->aStart[i]; j<p->aStart[i+1]; j++){
      int c = p->aCol[j];
      if( seen[c]++ ) return 0;
      if( c<nPrimary ) hasPrimary = 1;
    }
    if( !hasPrimary ) return 0;
  }
  for(i=0; i<nPrimary; i++) if( !seen[i] ) return 0;
  return 1;
}

/* Run the search; check every solution and, when small, the count. */
static void check_search(const CoverRows *p, int nPrimary){
  Dlx *pDlx = coverrows_dlx(p, p->nCol, nPrimary);
  unsigned long long nFound = 0, nBrute = 0;
  unsigned m;
  int rc;
  if( pDlx==0 ) return;
  while( (rc = dlx_next(pDlx))==1 ){
    const int *aRow;
    int i, n = dlx_solution(pDlx, &aRow);
    unsigned mask = 0;
    for(i=0; i<n; i++){
      if( aRow[i]<0 || aRow[i]>=p->nRow || (mask & (1u<<aRow[i])) ) abort();
      mask |= 1u<<aRow[i];
    }
    if( !mask_is_cover(p, mask, nPrimary) ) abort();
    nFound++;
  }
  if( rc<0 ) abort();
  if( p->nRow<=MAX_BRUTE_ROWS ){
    for(m=0; m<(1u<<p->nRow); m++) nBrute += mask_is_cover(p, m, nPrimary);
    if( nBrute!=nFound ) abort();
  }
  dlx_free(pDlx);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  CoverRows rows;
  char zErr[COVER_ERR_MAX];
  int rc, nPrimary;
  if( size<1 ) return 0;
  memset(&rows, 0, sizeof(rows));
  if( data[0] & 1 ){
    rc = coverrows_from_matrix(&rows, (const char*)data+1, size-1, zErr);
  }else{
    rc = coverrows_from_json(&rows, (const char*)data+1, size-1, zErr);
  }
  if( rc!=COVER_OK ){
    if( zErr[0]==0 || memchr(zErr, 0, COVER_ERR_MAX)==0 ) abort();
    return 0;
  }
  nPrimary = rows.nCol ? (data[0]>>1) % (rows.nCol+1) : 0;
  if( rows.nRow<=MAX_SEARCH_ROWS && rows.nCol<=64 ){
    check_search(&rows, nPrimary);
  }
  coverrows_free(&rows);
  return 0;
}
