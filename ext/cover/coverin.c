/* SPDX-License-Identifier: MIT */
/*
** coverin.c: read exact-cover rows from JSON or from the judge's 0/1
** matrix (see coverin.h), and load them into a Dlx.
*/
#include "coverin.h"
#include "buf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void coverrows_free(CoverRows *p){
  free(p->aStart);
  free(p->aCol);
  memset(p, 0, sizeof(*p));
}

/* Grow *pa (an int array of *pnAlloc) to hold at least nNeed entries. */
static int grow_ints(int **pa, int *pnAlloc, long long nNeed){
  if( nNeed>0x7fffffff ) return COVER_NOMEM;
  return buf_room(pa, pnAlloc, (int)nNeed, sizeof(int), 16) ? COVER_OK
                                                            : COVER_NOMEM;
}

/* Append column c to the row being read. */
static int push_col(CoverRows *p, int c){
  int rc = grow_ints(&p->aCol, &p->nColAlloc, (long long)p->nOnes+1);
  if( rc ) return rc;
  p->aCol[p->nOnes++] = c;
  if( c>=p->nCol ) p->nCol = c+1;
  return COVER_OK;
}

/* Close the row being read (its columns are those pushed since the last
** end_row) and start the next one. */
static int end_row(CoverRows *p){
  int rc = grow_ints(&p->aStart, &p->nRowAlloc, (long long)p->nRow+2);
  if( rc ) return rc;
  if( p->nRow==0 ) p->aStart[0] = 0;
  p->aStart[++p->nRow] = p->nOnes;
  return COVER_OK;
}

/* Make aStart valid (aStart[0]==0) even when there are no rows. */
static int start_rows(CoverRows *p){
  int rc = grow_ints(&p->aStart, &p->nRowAlloc, 2);
  if( rc==COVER_OK ) p->aStart[0] = 0;
  return rc;
}

/* ---- JSON ---------------------------------------------------------- */

/* A cursor over JSON text, with the message buffer for errors. */
typedef struct JsonIn JsonIn;
struct JsonIn {
  const char *z;
  size_t n, i;
  char *zErr;
  int *aSeen;          /* per column: 1 + last row that listed it */
  int nSeen;           /* entries of aSeen in use (zeroed when added) */
  int nSeenAlloc;
};

static void json_skip_blanks(JsonIn *q){
  while( q->i<q->n && (q->z[q->i]==' ' || q->z[q->i]=='\t'
                       || q->z[q->i]=='\n' || q->z[q->i]=='\r') ){
    q->i++;
  }
}

/* The next character after blanks, or 0 at the end of the text. */
static char json_peek(JsonIn *q){
  json_skip_blanks(q);
  return q->i<q->n ? q->z[q->i] : 0;
}

/* Fail with "<what> at offset N" (or "at the end of the text"). */
static int json_fail(JsonIn *q, const char *zWhat){
  if( q->i<q->n ){
    snprintf(q->zErr, COVER_ERR_MAX, "%s at offset %d", zWhat, (int)q->i);
  }else{
    snprintf(q->zErr, COVER_ERR_MAX, "%s at the end of the text", zWhat);
  }
  return COVER_SYNTAX;
}

static int is_digit(char c){ return c>='0' && c<='9'; }

/* Read one column number (a JSON integer 0..DLX_MAX_COLS-1) into *pc. */
static int json_column(JsonIn *q, int *pc){
  size_t i0;
  long long v = 0;
  char c = json_peek(q);
  if( c=='-' ) return json_fail(q, "negative column number");
  if( !is_digit(c) ) return json_fail(q, "expected a column number");
  i0 = q->i;
  if( c=='0' && q->i+1<q->n && is_digit(q->z[q->i+1]) ){
    return json_fail(q, "leading zero in a column number");
  }
  while( q->i<q->n && is_digit(q->z[q->i]) ){
    if( v<DLX_MAX_COLS ) v = v*10 + (q->z[q->i]-'0');
    q->i++;
  }
  if( q->i<q->n && (q->z[q->i]=='.' || q->z[q->i]=='e'
                    || q->z[q->i]=='E') ){
    q->i = i0;
    return json_fail(q, "column number is not an integer");
  }
  if( v>=DLX_MAX_COLS ){
    q->i = i0;
    snprintf(q->zErr, COVER_ERR_MAX, "column number at offset %d is too "
             "large (most is %d)", (int)i0, DLX_MAX_COLS-1);
    return COVER_SYNTAX;
  }
  *pc = (int)v;
  return COVER_OK;
}

/* Read row number iRow, "[c, c, ...]", appending it to p. */
static int json_row(JsonIn *q, CoverRows *p, int iRow){
  int rc;
  char zWhat[48];
  if( json_peek(q)!='[' ){
    snprintf(zWhat, sizeof(zWhat), "expected '[' to start rows[%d]", iRow);
    return json_fail(q, zWhat);
  }
  q->i++;
  if( json_peek(q)==']' ){
    snprintf(zWhat, sizeof(zWhat), "rows[%d] is empty", iRow);
    return json_fail(q, zWhat);
  }
  for(;;){
    int c;
    size_t iCol;
    char ch;
    json_skip_blanks(q);
    iCol = q->i;
    if( (rc = json_column(q, &c))!=COVER_OK ) return rc;
    if( c>=q->nSeen ){
      rc = grow_ints(&q->aSeen, &q->nSeenAlloc, (long long)c+1);
      if( rc ) return rc;
      memset(q->aSeen+q->nSeen, 0, sizeof(int)*(size_t)(c+1-q->nSeen));
      q->nSeen = c+1;
    }
    if( q->aSeen[c]==iRow+1 ){
      snprintf(q->zErr, COVER_ERR_MAX, "rows[%d] lists column %d twice "
               "(offset %d)", iRow, c, (int)iCol);
      return COVER_SYNTAX;
    }
    q->aSeen[c] = iRow+1;
    if( (rc = push_col(p, c))!=COVER_OK ) return rc;
    ch = json_peek(q);
    q->i++;
    if( ch==']' ) return end_row(p);
    if( ch!=',' ){
      q->i--;
      return json_fail(q, "expected ',' or ']'");
    }
  }
}

/* Parse "[row, row, ...]" as a whole. */
static int json_rows(JsonIn *q, CoverRows *p){
  int rc = start_rows(p);
  if( rc ) return rc;
  if( json_peek(q)!='[' ) return json_fail(q, "expected '['");
  q->i++;
  if( json_peek(q)==']' ){
    q->i++;
  }else{
    for(;;){
      char ch;
      if( p->nRow==0x7ffffffe ) return json_fail(q, "too many rows");
      if( (rc = json_row(q, p, p->nRow))!=COVER_OK ) return rc;
      ch = json_peek(q);
      q->i++;
      if( ch==']' ) break;
      if( ch!=',' ){
        q->i--;
        return json_fail(q, "expected ',' or ']' after a row");
      }
    }
  }
  if( json_peek(q)!=0 ) return json_fail(q, "unexpected text after the rows");
  return COVER_OK;
}

int coverrows_from_json(CoverRows *p, const char *z, size_t n, char *zErr){
  JsonIn q;
  const char *pNul = n ? memchr(z, 0, n) : 0;
  int rc;
  memset(&q, 0, sizeof(q));
  q.z = z;
  q.n = n;
  q.zErr = zErr;
  if( pNul ){                /* refused as every JSON argument (json.h) */
    q.i = (size_t)(pNul - z);
    return json_fail(&q, "bad byte 0x00");
  }
  rc = json_rows(&q, p);
  free(q.aSeen);
  if( rc==COVER_NOMEM ) snprintf(zErr, COVER_ERR_MAX, "out of memory");
  if( rc ) coverrows_free(p);
  return rc;
}

/* ---- The 0/1 matrix -------------------------------------------------- */

/* One line of the text: its bytes and its 1-based number. */
typedef struct TextLine TextLine;
struct TextLine {
  const char *z;
  size_t n;
  int iLine;
};

/* Split the next line off the text (*pz, *pn) into *pLine; 0 at the end. */
static int next_line(const char **pz, size_t *pn, TextLine *pLine){
  const char *e;
  if( *pn==0 ) return 0;
  e = memchr(*pz, '\n', *pn);
  pLine->z = *pz;
  pLine->n = e ? (size_t)(e-*pz) : *pn;
  pLine->iLine++;
  *pz += pLine->n + (e!=0);
  *pn -= pLine->n + (e!=0);
  return 1;
}

static int is_blank(char c){ return c==' ' || c=='\t' || c=='\r'; }

/* Split the line into at most nMax words; returns the total count. */
static int split_words(const TextLine *pLine, const char **azWord,
                       size_t *anWord, int nMax){
  size_t i = 0;
  int nWord = 0;
  for(;;){
    size_t i0;
    while( i<pLine->n && is_blank(pLine->z[i]) ) i++;
    if( i==pLine->n ) return nWord;
    i0 = i;
    while( i<pLine->n && !is_blank(pLine->z[i]) ) i++;
    if( nWord<nMax ){
      azWord[nWord] = pLine->z+i0;
      anWord[nWord] = i-i0;
    }
    nWord++;
  }
}

/* Next line that has something on it; 0 at the end of text. */
static int next_nonblank_line(const char **pz, size_t *pn, TextLine *pL){
  while( next_line(pz, pn, pL) ){
    size_t i;
    for(i=0; i<pL->n && is_blank(pL->z[i]); i++){}
    if( i<pL->n ) return 1;
  }
  return 0;
}

/* The word as a count 1..COVER_MAX_SIDE, or 0 when it is not one. */
static int parse_count(const char *z, size_t n){
  size_t i;
  int v = 0;
  if( n==0 || n>6 ) return 0;
  for(i=0; i<n; i++){
    if( !is_digit(z[i]) ) return 0;
    v = v*10 + (z[i]-'0');
  }
  return v<=COVER_MAX_SIDE ? v : 0;
}

/* Read the header line "N M". */
static int matrix_header(const char **pz, size_t *pn, TextLine *pL,
                         int *pN, int *pM, char *zErr){
  const char *az[2];
  size_t an[2];
  if( !next_nonblank_line(pz, pn, pL) ){
    snprintf(zErr, COVER_ERR_MAX, "line %d: expected 'N M', got no input",
             pL->iLine+1);
    return COVER_SYNTAX;
  }
  if( split_words(pL, az, an, 2)!=2
   || (*pN = parse_count(az[0], an[0]))==0
   || (*pM = parse_count(az[1], an[1]))==0 ){
    snprintf(zErr, COVER_ERR_MAX, "line %d: expected 'N M' (two counts "
             "1..%d)", pL->iLine, COVER_MAX_SIDE);
    return COVER_SYNTAX;
  }
  return COVER_OK;
}

/* Read one matrix row of M words 0/1 from line pL. */
static int matrix_row(CoverRows *p, const TextLine *pL, int M, char *zErr){
  size_t i = 0;
  int c = 0, rc;
  for(;;){
    size_t i0;
    while( i<pL->n && is_blank(pL->z[i]) ) i++;
    if( i==pL->n ) break;
    i0 = i;
    while( i<pL->n && !is_blank(pL->z[i]) ) i++;
    if( c<M && (i-i0!=1 || (pL->z[i0]!='0' && pL->z[i0]!='1')) ){
      snprintf(zErr, COVER_ERR_MAX, "line %d: expected 0 or 1, got '%.*s'",
               pL->iLine, (int)(i-i0>12 ? 12 : i-i0), pL->z+i0);
      return COVER_SYNTAX;
    }
    if( c<M && pL->z[i0]=='1' && (rc = push_col(p, c))!=COVER_OK ) return rc;
    c++;
  }
  if( c!=M ){
    snprintf(zErr, COVER_ERR_MAX, "line %d: expected %d numbers, got %d",
             pL->iLine, M, c);
    return COVER_SYNTAX;
  }
  return end_row(p);
}

/* Parse the whole matrix text. */
static int matrix_rows(CoverRows *p, const char *z, size_t n, char *zErr){
  TextLine L;
  int N, M, rc;
  L.iLine = 0;
  if( (rc = start_rows(p))!=COVER_OK ) return rc;
  if( (rc = matrix_header(&z, &n, &L, &N, &M, zErr))!=COVER_OK ) return rc;
  while( p->nRow<N ){
    if( !next_nonblank_line(&z, &n, &L) ){
      snprintf(zErr, COVER_ERR_MAX, "line %d: expected %d rows, got %d",
               L.iLine, N, p->nRow);
      return COVER_SYNTAX;
    }
    if( (rc = matrix_row(p, &L, M, zErr))!=COVER_OK ) return rc;
  }
  if( next_nonblank_line(&z, &n, &L) ){
    snprintf(zErr, COVER_ERR_MAX, "line %d: unexpected input after the "
             "%d rows", L.iLine, N);
    return COVER_SYNTAX;
  }
  p->nCol = M;
  return COVER_OK;
}

int coverrows_from_matrix(CoverRows *p, const char *z, size_t n,
                          char *zErr){
  int rc = matrix_rows(p, z, n, zErr);
  if( rc==COVER_NOMEM ) snprintf(zErr, COVER_ERR_MAX, "out of memory");
  if( rc ) coverrows_free(p);
  return rc;
}

Dlx *coverrows_dlx(const CoverRows *p, int nCol, int nPrimary){
  Dlx *pDlx = dlx_new(nCol, nPrimary);
  int i;
  for(i=0; pDlx && i<p->nRow; i++){
    int iStart = p->aStart[i], n = p->aStart[i+1]-iStart;
    /* aCol is NULL when every row so far is empty (all-zero matrix). */
    if( dlx_add_row(pDlx, n ? p->aCol+iStart : 0, n) ){
      dlx_free(pDlx);
      pDlx = 0;
    }
  }
  return pDlx;
}
