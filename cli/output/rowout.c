/* SPDX-License-Identifier: MIT */
/*
** rowout.c: the output formats of query rows (see rowout.h).
*/
#include "rowout.h"
#include "textwidth.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const azFormat[] = {
  "list", "table", "csv", "tsv", "json", "ndjson", 0
};

int rowout_format(const char *zName){
  int i;
  for(i=0; azFormat[i]; i++){
    if( strcmp(zName, azFormat[i])==0 ) return i;
  }
  return -1;
}

void rowout_json_string(FILE *out, const char *z, size_t n){
  size_t i;
  fputc('"', out);
  for(i=0; i<n; i++){
    unsigned char c = (unsigned char)z[i];
    switch( c ){
      case '"':  fputs("\\\"", out); break;
      case '\\': fputs("\\\\", out); break;
      case '\n': fputs("\\n", out); break;
      case '\r': fputs("\\r", out); break;
      case '\t': fputs("\\t", out); break;
      default:
        if( c<0x20 || c==0x7f ) fprintf(out, "\\u%04x", c);
        else fputc(c, out);
    }
  }
  fputc('"', out);
}

/* A CSV field: quoted when it holds a comma, quote or line break (or
** starts or ends with a blank, which readers may drop). */
static void put_csv(FILE *out, const char *z, size_t n){
  size_t i;
  if( n>0 && memchr(z, 0, n)==0 && strpbrk(z, ",\"\r\n")==0
   && z[0]!=' ' && z[n-1]!=' ' && z[0]!='\t' && z[n-1]!='\t' ){
    fwrite(z, 1, n, out);
    return;
  }
  if( n==0 ) return;
  fputc('"', out);
  for(i=0; i<n; i++){
    if( z[i]=='"' ) fputc('"', out);
    fputc(z[i], out);
  }
  fputc('"', out);
}

/* A TSV field, with \t \n \r \\ escaped. */
static void put_tsv(FILE *out, const char *z, size_t n){
  size_t i;
  for(i=0; i<n; i++){
    switch( z[i] ){
      case '\t': fputs("\\t", out); break;
      case '\n': fputs("\\n", out); break;
      case '\r': fputs("\\r", out); break;
      case '\\': fputs("\\\\", out); break;
      default:   fputc(z[i], out);
    }
  }
}

/* A JSON value for column i of pStmt. */
static void put_json_value(FILE *out, sqlite3_stmt *pStmt, int i){
  switch( sqlite3_column_type(pStmt, i) ){
    case SQLITE_NULL:
      fputs("null", out);
      break;
    case SQLITE_INTEGER:
      fprintf(out, "%lld", (long long)sqlite3_column_int64(pStmt, i));
      break;
    case SQLITE_FLOAT:
      if( isfinite(sqlite3_column_double(pStmt, i)) ){
        /* SQLite's own spelling (4.2, 1.0e+20) is valid JSON. */
        fputs((const char*)sqlite3_column_text(pStmt, i), out);
      }else{
        fputs("null", out);
      }
      break;
    case SQLITE_BLOB: {
      const unsigned char *a = sqlite3_column_blob(pStmt, i);
      int k, n = sqlite3_column_bytes(pStmt, i);
      fputc('"', out);
      for(k=0; k<n; k++) fprintf(out, "%02x", a[k]);
      fputc('"', out);
      break;
    }
    default:
      rowout_json_string(out, (const char*)sqlite3_column_text(pStmt, i),
                         (size_t)sqlite3_column_bytes(pStmt, i));
  }
}

/* One JSON object for the current row. */
static void put_json_row(FILE *out, sqlite3_stmt *pStmt, int nCol){
  int i;
  fputc('{', out);
  for(i=0; i<nCol; i++){
    const char *zName = sqlite3_column_name(pStmt, i);
    if( i ) fputc(',', out);
    rowout_json_string(out, zName ? zName : "", zName ? strlen(zName) : 0);
    fputc(':', out);
    put_json_value(out, pStmt, i);
  }
  fputc('}', out);
}

/* Keep a copy of a table cell.  Returns 0, or -1 out of memory. */
static int table_keep(RowOut *p, const char *z, size_t n, int bRight){
  char *zCopy;
  if( p->nCell==p->nCellAlloc ){
    size_t nNew = p->nCellAlloc ? 2*p->nCellAlloc : 64;
    char **az = realloc(p->azCell, nNew*sizeof(char*));
    unsigned char *a;
    if( az==0 ) return -1;
    p->azCell = az;
    a = realloc(p->aRight, nNew);
    if( a==0 ) return -1;
    p->aRight = a;
    p->nCellAlloc = nNew;
  }
  zCopy = malloc(n+1);
  if( zCopy==0 ) return -1;
  memcpy(zCopy, z, n);
  zCopy[n] = 0;
  p->aRight[p->nCell] = (unsigned char)bRight;
  p->azCell[p->nCell++] = zCopy;
  return 0;
}

/* Write the held table: widths by display width, a rule under the
** header. */
static void table_write(RowOut *p){
  int *aWidth = calloc((size_t)p->nCol+1, sizeof(int));
  size_t k;
  int i;
  if( aWidth==0 ){
    p->bNomem = 1;
    return;
  }
  for(k=0; k<p->nCell; k++){
    int w = text_width(p->azCell[k], strlen(p->azCell[k]));
    if( w>aWidth[k%(size_t)p->nCol] ) aWidth[k%(size_t)p->nCol] = w;
  }
  /* A column of numbers has its name to the right too. */
  for(i=0; i<p->nCol; i++){
    int bRight = p->nCell>(size_t)p->nCol;
    for(k=(size_t)(p->nCol+i); k<p->nCell; k+=(size_t)p->nCol){
      if( !p->aRight[k] && p->azCell[k][0] ) bRight = 0;
    }
    p->aRight[i] = (unsigned char)bRight;
  }
  for(k=0; k<p->nCell; k++){
    i = (int)(k%(size_t)p->nCol);
    if( i ) fputs("  ", p->out);
    text_pad(p->azCell[k], i==p->nCol-1 && !p->aRight[k] ? 0 : aWidth[i],
             p->aRight[k], p->out);
    if( i==p->nCol-1 ){
      fputc('\n', p->out);
      if( k+1==(size_t)p->nCol ){
        for(i=0; i<p->nCol; i++){
          int w;
          if( i ) fputs("  ", p->out);
          for(w=0; w<aWidth[i]; w++) fputc('-', p->out);
        }
        fputc('\n', p->out);
      }
    }
  }
  free(aWidth);
}

/* Write (or, for table, keep) cell i of a row of text cells: z[0..n),
** aligned right in a table when bRight. */
static void put_cell(RowOut *p, int i, const char *z, size_t n, int bRight){
  FILE *out = p->out;
  switch( p->eFormat ){
    case ROW_TABLE:
      if( table_keep(p, z, n, bRight) ) p->bNomem = 1;
      break;
    case ROW_CSV:
      if( i ) fputc(',', out);
      put_csv(out, z, n);
      break;
    case ROW_TSV:
      if( i ) fputc('\t', out);
      put_tsv(out, z, n);
      break;
    default:
      if( i ) fputc('|', out);
      fwrite(z, 1, n, out);
  }
  if( i==p->nCol-1 && p->eFormat!=ROW_TABLE ) fputc('\n', out);
}

void rowout_begin(RowOut *p, FILE *out, RowFormat eFormat, int bHeader,
                  sqlite3_stmt *pStmt){
  int i;
  memset(p, 0, sizeof(*p));
  p->out = out;
  p->eFormat = eFormat;
  p->nCol = sqlite3_column_count(pStmt);
  p->bHeader = eFormat==ROW_TABLE || (bHeader && eFormat<ROW_JSON);
  for(i=0; p->bHeader && i<p->nCol; i++){
    const char *z = sqlite3_column_name(pStmt, i);
    if( z==0 ) z = "";
    put_cell(p, i, z, strlen(z), 0);
  }
}

int rowout_row(RowOut *p, sqlite3_stmt *pStmt){
  FILE *out = p->out;
  int i;
  if( p->eFormat==ROW_JSON || p->eFormat==ROW_NDJSON ){
    if( p->eFormat==ROW_JSON ) fputs(p->nRow ? ",\n" : "[\n", out);
    put_json_row(out, pStmt, p->nCol);
    if( p->eFormat==ROW_NDJSON ) fputc('\n', out);
    p->nRow++;
    return ferror(out) ? -1 : 0;
  }
  for(i=0; i<p->nCol && !p->bNomem; i++){
    const char *z = (const char*)sqlite3_column_text(pStmt, i);
    size_t n = z ? (size_t)sqlite3_column_bytes(pStmt, i) : 0;
    int eType = sqlite3_column_type(pStmt, i);
    put_cell(p, i, z ? z : "", n, eType==SQLITE_INTEGER || eType==SQLITE_FLOAT);
  }
  p->nRow++;
  return p->bNomem || ferror(out) ? -1 : 0;
}

int rowout_end(RowOut *p){
  size_t k;
  int rc;
  if( p->eFormat==ROW_JSON ) fputs(p->nRow ? "\n]\n" : "[]\n", p->out);
  if( p->eFormat==ROW_TABLE && !p->bNomem && p->nCol>0 ) table_write(p);
  rc = p->bNomem || ferror(p->out) ? -1 : 0;
  for(k=0; k<p->nCell; k++) free(p->azCell[k]);
  free(p->azCell);
  free(p->aRight);
  memset(p, 0, sizeof(*p));
  return rc;
}
