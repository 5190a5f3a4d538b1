/* SPDX-License-Identifier: MIT */
/*
** isomorphs.c: the isomorphs of an import's batch (see isomorphs.h).
**
** The rows with a canonical form are sorted by it, and of equal forms by
** their place in the batch, which is sorted by puzzle then line: a class
** comes out as runs of equal puzzles.  The database is asked once per
** class for its row in puzzle_class (added when new) and whether it holds
** a puzzle of it, and once per run of a stored class whether it holds
** that very puzzle.
*/
#define _GNU_SOURCE     /* qsort_r */
#include "isomorphs.h"
#include "db.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int iso_mode_from_name(const char *zName){
  if( strcmp(zName, "keep")==0 ) return ISO_KEEP;
  if( strcmp(zName, "skip")==0 ) return ISO_SKIP;
  if( strcmp(zName, "link")==0 ) return ISO_LINK;
  return -1;
}

int iso_open(IsoFinder *p, sqlite3 *db, IsoMode eMode){
  int rc;
  memset(p, 0, sizeof(*p));
  p->eMode = eMode;
  rc = sqlite3_prepare_v3(db, "SELECT min(id) FROM puzzle_store"
                          " WHERE class_id=?1", -1,
                          SQLITE_PREPARE_PERSISTENT, &p->pLowest, 0);
  if( rc==SQLITE_OK ){
    rc = sqlite3_prepare_v3(db, "SELECT 1 FROM puzzle_store WHERE key=?2"
                            " AND cells=?1 AND rules=''", -1,
                            SQLITE_PREPARE_PERSISTENT, &p->pHas, 0);
  }
  if( rc ){
    db_report(db, "import", "preparing statements");
    return rc;
  }
  return db_class_open(&p->classes, db, "import");
}

void iso_close(IsoFinder *p){
  db_class_close(&p->classes);
  sqlite3_finalize(p->pLowest);
  sqlite3_finalize(p->pHas);
  free(p->aGone);
  memset(p, 0, sizeof(*p));
}

int iso_class(IsoFinder *p, sqlite3_int64 iClass, sqlite3_int64 *piId){
  int rc, bNone;
  sqlite3_bind_int64(p->pLowest, 1, iClass);
  rc = sqlite3_step(p->pLowest);
  bNone = sqlite3_column_type(p->pLowest, 0)==SQLITE_NULL;
  if( rc==SQLITE_ROW ) *piId = sqlite3_column_int64(p->pLowest, 0);
  sqlite3_reset(p->pLowest);
  if( rc==SQLITE_ROW ) return bNone ? SQLITE_DONE : SQLITE_OK;
  db_report(sqlite3_db_handle(p->pLowest), "import", "looking up a class");
  return rc==SQLITE_DONE ? SQLITE_ERROR : rc;
}

/* 1 when the plain puzzle of row r is stored, 0 when not, or -1 after an
** error (*pRc set). */
static int puzzle_stored(IsoFinder *p, const RowBuf *pBuf, const BufRow *r,
                         int *pRc){
  char zBuf[ROWBUF_KEY_MAX];
  int rc = db_bind_cells(p->pHas, 1, rowbuf_key(pBuf, r, zBuf),
                         (size_t)r->nKey);
  sqlite3_bind_int(p->pHas, 2, r->key);
  if( rc ){
    db_report_rc(sqlite3_db_handle(p->pHas), "import", "looking up a puzzle",
                 rc);
    *pRc = rc;
    return -1;
  }
  rc = sqlite3_step(p->pHas);
  sqlite3_reset(p->pHas);
  if( rc==SQLITE_ROW ) return 1;
  if( rc==SQLITE_DONE ) return 0;
  db_report(sqlite3_db_handle(p->pHas), "import", "looking up a puzzle");
  *pRc = rc;
  return -1;
}

/* Rows i and j of the batch hold the same puzzle. */
static int same_puzzle(const RowBuf *pBuf, int i, int j){
  char zA[ROWBUF_KEY_MAX], zB[ROWBUF_KEY_MAX];
  return strcmp(rowbuf_key(pBuf, &pBuf->aRow[i], zA),
                rowbuf_key(pBuf, &pBuf->aRow[j], zB))==0;
}

/* Order of rows (their indexes) by canonical form, then place. */
static int compare_canon(const void *pA, const void *pB, void *pArg){
  const RowBuf *pBuf = (const RowBuf*)pArg;
  int a = *(const int*)pA, b = *(const int*)pB;
  int c = strcmp(rowbuf_text(pBuf, pBuf->aRow[a].iCanon),
                 rowbuf_text(pBuf, pBuf->aRow[b].iCanon));
  return c ? c : (a>b) - (a<b);
}

/*
** One class: rows aIdx[0..n) of the batch, in runs of equal puzzles.
** Set their class, adding it to puzzle_class when new, mark in abGone
** the rows to take out (skip, link) and count the isomorphs.  Returns an
** SQLite result code.
*/
static int one_class(IsoFinder *p, RowBuf *pBuf, const int *aIdx,
                     int n, unsigned char *abGone, long long *pnIso){
  const char *zCanon = rowbuf_text(pBuf, pBuf->aRow[aIdx[0]].iCanon);
  sqlite3_int64 iClass = 0, iId = 0;
  int i, j, k, iFirst = 0, bStored, rc;
  rc = db_class_find(&p->classes, zCanon, strlen(zCanon), &iClass);
  if( rc==SQLITE_OK ){
    rc = iso_class(p, iClass, &iId);
  }else if( rc==SQLITE_DONE ){
    rc = db_class_add(&p->classes, zCanon, strlen(zCanon), &iClass);
    if( rc==SQLITE_OK ) rc = SQLITE_DONE;
  }
  if( rc!=SQLITE_OK && rc!=SQLITE_DONE ) return rc;
  bStored = rc==SQLITE_OK;
  for(i=0; i<n; i++) pBuf->aRow[aIdx[i]].iClass = iClass;
  /* No member stored: the record of the earliest line comes first (and
  ** no puzzle of the class is stored). */
  for(i=1; !bStored && i<n; i++){
    if( pBuf->aRow[aIdx[i]].nLine<pBuf->aRow[aIdx[iFirst]].nLine ) iFirst = i;
  }
  for(i=0; i<n; i=j){
    int bNew;             /* this run's puzzle is neither stored nor first */
    for(j=i+1; j<n && same_puzzle(pBuf, aIdx[i], aIdx[j]); j++){}
    if( !bStored ){
      bNew = !(iFirst>=i && iFirst<j);
    }else{
      int bHas = puzzle_stored(p, pBuf, &pBuf->aRow[aIdx[i]], &rc);
      if( bHas<0 ) return rc;
      bNew = !bHas;
    }
    if( !bNew ) continue;
    if( p->eMode!=ISO_KEEP ){
      for(k=i; k<j; k++) abGone[aIdx[k]] = 1;
      *pnIso += j-i;
    }else{
      *pnIso += 1;        /* the rest of the run: duplicates of it */
    }
  }
  return SQLITE_OK;
}

/* Move the rows marked in abGone to p->aGone.  Returns 0, or -1 when out
** of memory. */
static int take_out(IsoFinder *p, RowBuf *pBuf, const unsigned char *abGone){
  int i, n = 0;
  p->nGone = 0;
  for(i=0; i<pBuf->nRow; i++){
    if( !abGone[i] ){
      pBuf->aRow[n++] = pBuf->aRow[i];
      continue;
    }
    if( p->nGone>=p->nGoneAlloc ){
      int nNew = p->nGoneAlloc ? 2*p->nGoneAlloc : 256;
      BufRow *aNew = realloc(p->aGone, sizeof(BufRow)*(size_t)nNew);
      if( aNew==0 ) return -1;
      p->aGone = aNew;
      p->nGoneAlloc = nNew;
    }
    p->aGone[p->nGone++] = pBuf->aRow[i];
  }
  pBuf->nRow = n;
  return 0;
}

int iso_batch(IsoFinder *p, RowBuf *pBuf, long long *pnIso){
  int *aIdx;
  unsigned char *abGone;
  int i, j, n = 0, rc = SQLITE_OK;
  p->nGone = 0;
  if( pBuf->nRow==0 ) return SQLITE_OK;
  aIdx = malloc(sizeof(int)*(size_t)pBuf->nRow);
  abGone = calloc((size_t)pBuf->nRow, 1);
  if( aIdx==0 || abGone==0 ){
    free(aIdx);
    free(abGone);
    fprintf(stderr, "sudokudb import: out of memory (try a smaller "
            "--batch)\n");
    return SQLITE_NOMEM;
  }
  for(i=0; i<pBuf->nRow; i++){
    if( pBuf->aRow[i].iCanon!=ROWBUF_NONE ) aIdx[n++] = i;
  }
  qsort_r(aIdx, (size_t)n, sizeof(int), compare_canon, pBuf);
  for(i=0; rc==SQLITE_OK && i<n; i=j){
    const char *z = rowbuf_text(pBuf, pBuf->aRow[aIdx[i]].iCanon);
    for(j=i+1; j<n
         && strcmp(z, rowbuf_text(pBuf, pBuf->aRow[aIdx[j]].iCanon))==0; j++){}
    rc = one_class(p, pBuf, aIdx+i, j-i, abGone, pnIso);
  }
  if( rc==SQLITE_OK && p->eMode!=ISO_KEEP && take_out(p, pBuf, abGone) ){
    fprintf(stderr, "sudokudb import: out of memory\n");
    rc = SQLITE_NOMEM;
  }
  free(aIdx);
  free(abGone);
  return rc;
}
