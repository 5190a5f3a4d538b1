/*
** records.c: the import formats (see records.h): detection, and the
** readers that turn lines into puzzle records or rejects.
*/
#include "records.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Lines looked at to detect a format. */
#define DETECT_LINES 100

static const char *const azPuzzleCol[] = {
  "quizzes", "quiz", "puzzle", "puzzles", "question", "problem", "grid",
  "sudoku", 0
};
static const char *const azSolutionCol[] = {
  "solutions", "solution", "answer", 0
};

static const struct { const char *zName; RecordFormat e; } aFormatName[] = {
  { "lines", FORMAT_LINES }, { "judge", FORMAT_LINES },
  { "grid",  FORMAT_GRID  }, { "csv",   FORMAT_CSV   },
};

int records_format_from_name(const char *zName){
  size_t i;
  for(i=0; i<sizeof(aFormatName)/sizeof(aFormatName[0]); i++){
    if( strcmp(zName, aFormatName[i].zName)==0 ) return (int)aFormatName[i].e;
  }
  return -1;
}

const char *records_format_name(RecordFormat e){
  switch( e ){
    case FORMAT_LINES: return "lines";
    case FORMAT_GRID:  return "grid";
    case FORMAT_CSV:   return "csv";
    default:           return "auto";
  }
}

static int is_blank(char c){
  return c==' ' || c=='\t' || c=='\r' || c=='\f' || c=='\v';
}

/* Blanks and the separators that may stand between a puzzle and its note
** (a table: every character of every line is looked up). */
static const unsigned char aSeparator[256] = {
  [' '] = 1, ['\t'] = 1, ['\r'] = 1, ['\f'] = 1, ['\v'] = 1,
  [','] = 1, [';'] = 1
};
static int is_separator(char c){
  return aSeparator[(unsigned char)c];
}

/* Drop separators at both ends of z[0..*pn). */
static const char *trim_separators(const char *z, size_t *pn){
  size_t n = *pn;
  while( n>0 && is_separator(*z) ){ z++; n--; }
  while( n>0 && is_separator(z[n-1]) ) n--;
  *pn = n;
  return z;
}

/* 1 when n cells make a puzzle of some size (16, 81, 256, 625). */
static int is_puzzle_length(size_t n){
  return n==16 || n==81 || n==256 || n==625;
}

/* 1 when n cells make a row of some size (4, 9, 16, 25). */
static int is_row_length(long n){
  return n==4 || n==9 || n==16 || n==25;
}

/* 1 when the line (trimmed) is the judge stream's "end". */
static int is_end_line(const char *z, size_t n){
  z = trim_separators(z, &n);
  return n==3 && memcmp(z, "end", 3)==0;
}

/* Make room for n more bytes in a growing buffer.  Returns 0 or -1. */
static int buf_reserve(char **pz, size_t *pnAlloc, size_t nUsed, size_t n){
  if( nUsed+n+1 > *pnAlloc ){
    size_t nNew = (nUsed+n+1)*2;
    char *zNew = realloc(*pz, nNew);
    if( zNew==0 ) return -1;
    *pz = zNew;
    *pnAlloc = nNew;
  }
  return 0;
}

/* Append z[0..n) to the NUL-terminated buffer *pzBuf (*pnUsed bytes used,
** *pnAlloc allocated).  Returns 0 or -1 (OOM). */
static int buf_append(char **pzBuf, size_t *pnUsed, size_t *pnAlloc,
                      const char *z, size_t n){
  if( buf_reserve(pzBuf, pnAlloc, *pnUsed, n) ) return -1;
  memcpy(*pzBuf+*pnUsed, z, n);
  *pnUsed += n;
  (*pzBuf)[*pnUsed] = 0;
  return 0;
}

/* Append to the reader's text buffer.  Returns 0 or -1 (OOM). */
static int text_append(RecordReader *p, const char *z, size_t n){
  return buf_append(&p->zText, &p->nText, &p->nTextAlloc, z, n);
}

/* Append to the buffer of CSV lines joined into one record. */
static int join_append(RecordReader *p, const char *z, size_t n){
  return buf_append(&p->zJoin, &p->nJoin, &p->nJoinAlloc, z, n);
}

/* Set the note to the pieces a and b joined by a blank (either may be
** empty after trimming).  Returns 0 or -1 (OOM). */
static int note_set(RecordReader *p, Record *r, const char *zA, size_t nA,
                    const char *zB, size_t nB){
  zA = trim_separators(zA, &nA);
  zB = trim_separators(zB, &nB);
  r->zNote = 0;
  r->nNote = 0;
  if( nA+nB==0 ) return 0;
  if( buf_reserve(&p->zNoteBuf, &p->nNoteAlloc, 0, nA+nB+1) ) return -1;
  memcpy(p->zNoteBuf, zA, nA);
  r->nNote = nA;
  if( nA && nB ) p->zNoteBuf[r->nNote++] = ' ';
  memcpy(p->zNoteBuf+r->nNote, zB, nB);
  r->nNote += nB;
  r->zNote = p->zNoteBuf;
  return 0;
}

/* Reject the record for a reason (printf-style, into p->zReason). */
static void reject(RecordReader *p, Record *r, const char *zFmt,
                   const char *zArg){
  snprintf(p->zReason, sizeof(p->zReason), zFmt, zArg);
  r->zReason = p->zReason;
}

/* Out of memory: records_next says so instead of returning the record. */
static void set_nomem(RecordReader *p){
  p->bNomem = 1;
}

/*
** A one-line record: the first blank- or comma-separated token that parses
** as a puzzle is the puzzle and the rest of the line the note; else the
** whole line as a puzzle (cells separated by blanks); else a reject with
** the parser's complaint about the likeliest token.
*/
static void lines_record(RecordReader *p, const char *z, size_t n,
                         Record *r){
  char zErr[GRID_ERR_MAX];
  size_t i = 0, iLong = 0, nLong = 0;
  while( i<n ){
    size_t iTok;
    while( i<n && is_separator(z[i]) ) i++;
    iTok = i;
    while( i<n && !is_separator(z[i]) ) i++;
    if( is_puzzle_length(i-iTok)
     && grid_parse(&r->puzzle, z+iTok, i-iTok, GRID_ALPHA_AUTO, zErr)==0 ){
      if( note_set(p, r, z, iTok, z+i, n-i) ) set_nomem(p);
      return;
    }
    if( i-iTok > nLong ){
      iLong = iTok;
      nLong = i-iTok;
    }
  }
  if( grid_parse(&r->puzzle, z, n, GRID_ALPHA_AUTO, zErr)==0 ) return;
  if( nLong>=16 ) grid_parse(&r->puzzle, z+iLong, nLong, GRID_ALPHA_AUTO, zErr);
  reject(p, r, "%s", zErr);
}

/*
** The next line that is neither blank nor a '#' comment, as the record's
** raw text (r->zRaw, r->nRaw, r->nLine).  Returns 1, 0 at the end, -1 on
** a read error.
*/
static int next_data_line(RecordReader *p, Record *r){
  const char *z;
  size_t n;
  int rc;
  while( (rc = input_line(p->pIn, &z, &n))==1 ){
    size_t nTrim = n;
    const char *zTrim = trim_separators(z, &nTrim);
    if( nTrim==0 || zTrim[0]=='#' ) continue;
    r->nLine = p->pIn->nLine;
    r->zRaw = z;
    r->nRaw = n;
    return 1;
  }
  return rc;
}

/* The next record of the lines format (and the judge stream). */
static int lines_next(RecordReader *p, Record *r){
  int rc = next_data_line(p, r);
  if( rc!=1 ) return rc;
  if( is_end_line(r->zRaw, r->nRaw) ){
    p->bDone = 1;
    return 0;
  }
  lines_record(p, r->zRaw, r->nRaw, r);
  return 1;
}

/*
** Cells on a grid-format line: characters other than blanks, '|' and '+'.
** A line of only '-', '=', '+', '|' and blanks is a border (-1) unless it
** is a row of `want` '-' empties (want 0: any row length).
*/
static long grid_line_cells(const char *z, size_t n, int want){
  long nCell = 0, nDash = 0;
  int bJoint = 0;
  size_t i;
  for(i=0; i<n; i++){
    char c = z[i];
    if( is_blank(c) || c=='|' ) continue;
    if( c=='+' ){ bJoint = 1; continue; }
    if( c=='=' ) bJoint = 1;
    if( c=='-' || c=='=' ) nDash++;
    nCell++;
  }
  if( nCell>0 && nCell==nDash ){
    if( bJoint ) return -1;
    if( want ? nDash!=want : !is_row_length(nDash) ) return -1;
  }
  return nCell ? nCell : -1;
}

/* Parse the assembled rows of a grid into a record. */
static void grid_record(RecordReader *p, Record *r, long long nLine){
  char zErr[GRID_ERR_MAX];
  r->nLine = nLine;
  r->zRaw = p->zText;
  r->nRaw = p->nText;
  if( grid_parse(&r->puzzle, p->zText, p->nText, GRID_ALPHA_AUTO, zErr) ){
    reject(p, r, "%s", zErr);
  }
}

/* The next record of the grid format. */
static int grid_next(RecordReader *p, Record *r){
  int nRow = 0, nSide = 0;
  long long nStart = 0;
  size_t nHeader = 0;
  for(;;){
    const char *z;
    size_t n;
    long nCell;
    long long nLine;
    if( p->zPending ){
      z = p->zPending;
      n = p->nPending;
      nLine = p->nPendingLine;
      p->zPending = 0;
    }else{
      int rc = input_line(p->pIn, &z, &n);
      if( rc<0 ) return -1;
      if( rc==0 ){
        if( nRow==0 ) return 0;
        grid_record(p, r, nStart);
        snprintf(p->zReason, sizeof(p->zReason), "the file ends after %d "
                 "of the grid's %d rows", nRow, nSide);
        r->zReason = p->zReason;
        return 1;
      }
      nLine = p->pIn->nLine;
    }
    z = trim_separators(z, &n);
    if( n==0 ) continue;
    if( nRow==0 && z[0]=='#' ) continue;
    nCell = grid_line_cells(z, n, nSide);
    if( nCell<0 ) continue;
    if( nRow>0 && nCell!=nSide ){
      /* This line cannot continue the grid: reject what came so far and
      ** look at the line again as a possible start. */
      p->zPending = z;
      p->nPending = n;
      p->nPendingLine = nLine;
      grid_record(p, r, nStart);
      snprintf(p->zReason, sizeof(p->zReason), "grid row %d has %ld "
               "cells, expected %d", nRow+1, nCell, nSide);
      r->zReason = p->zReason;
      return 1;
    }
    if( nRow==0 && !is_row_length(nCell) ){
      if( is_puzzle_length((size_t)nCell) && nCell!=16 ){
        r->nLine = nLine;
        r->zRaw = z;
        r->nRaw = n;
        lines_record(p, z, n, r);
        return 1;
      }
      /* A title line: it becomes the next grid's note. */
      if( buf_reserve(&p->zNoteBuf, &p->nNoteAlloc, 0, n) ){
        return RECORDS_NOMEM;
      }
      memcpy(p->zNoteBuf, z, n);
      nHeader = n;
      continue;
    }
    if( nRow==0 ){
      nSide = (int)nCell;
      nStart = nLine;
      p->nText = 0;
    }else if( text_append(p, "\n", 1) ){
      return RECORDS_NOMEM;
    }
    if( text_append(p, z, n) ) return RECORDS_NOMEM;
    if( ++nRow==nSide ){
      grid_record(p, r, nStart);
      r->zNote = nHeader ? p->zNoteBuf : 0;
      r->nNote = nHeader;
      return 1;
    }
  }
}

/*
** Split a CSV line into fields (double quotes with "" inside them).  The
** unquoted fields go into p->zText, NUL-separated; aiField gets their
** offsets.  Returns the number of fields (at most nMax), or -1 (OOM).
*/
static int csv_split(RecordReader *p, const char *z, size_t n,
                     size_t *aiField, int nMax){
  size_t i = 0;
  int nField = 0;
  p->nText = 0;
  if( buf_reserve(&p->zText, &p->nTextAlloc, 0, n+1) ) return -1;
  for(;;){
    int bQuoted = 0;
    size_t iStart = p->nText;
    if( nField<nMax ) aiField[nField] = iStart;
    while( i<n && is_blank(z[i]) ) i++;
    if( i<n && z[i]=='"' ){ bQuoted = 1; i++; }
    while( i<n ){
      if( bQuoted && z[i]=='"' ){
        if( i+1<n && z[i+1]=='"' ){
          i++;
        }else{
          bQuoted = 0;
          i++;
          continue;
        }
      }else if( !bQuoted && z[i]==',' ){
        break;
      }
      p->zText[p->nText++] = z[i++];
    }
    while( p->nText>iStart && is_blank(p->zText[p->nText-1]) ){
      p->nText--;
    }
    p->zText[p->nText++] = 0;
    nField++;
    if( i>=n ) break;
    i++;   /* the comma */
  }
  return nField<nMax ? nField : nMax;
}

#define CSV_MAX_FIELDS 64

/* The index in azName of a column name (case-insensitive), or -1. */
static int name_index(const char *const *azName, const char *z){
  int i;
  for(i=0; azName[i]; i++){
    if( strcasecmp(azName[i], z)==0 ) return i;
  }
  return -1;
}

/* Read the CSV header from z[0..n).  Returns the number of columns, 0 when
** it names no puzzle column, -1 when out of memory.  Keeps the names. */
static int csv_header(RecordReader *p, const char *z, size_t n){
  size_t aiField[CSV_MAX_FIELDS];
  int nField = csv_split(p, z, n, aiField, CSV_MAX_FIELDS);
  int i;
  if( nField<0 ) return -1;
  p->iPuzzleCol = p->iSolutionCol = -1;
  for(i=0; i<nField; i++){
    const char *zName = p->zText+aiField[i];
    if( p->iPuzzleCol<0 && name_index(azPuzzleCol, zName)>=0 ){
      p->iPuzzleCol = i;
    }else if( p->iSolutionCol<0 && name_index(azSolutionCol, zName)>=0 ){
      p->iSolutionCol = i;
    }
  }
  if( p->iPuzzleCol<0 ) return 0;
  p->azHeader = calloc((size_t)nField, sizeof(char*));
  if( p->azHeader==0 ) return -1;
  p->nHeader = nField;
  for(i=0; i<nField; i++){
    p->azHeader[i] = strdup(p->zText+aiField[i]);
    if( p->azHeader[i]==0 ) return -1;
  }
  return nField;
}

/* 1 when complete grid s solves puzzle g. */
static int solves(const Grid *g, const Grid *s){
  int i;
  if( g->ncell!=s->ncell || !grid_complete(s) ) return 0;
  for(i=0; i<g->ncell; i++){
    if( g->v[i] && g->v[i]!=s->v[i] ) return 0;
  }
  return 1;
}

/* The note of a CSV record: "name=value" for the other non-empty fields. */
static int csv_note(RecordReader *p, Record *r, const size_t *aiField,
                    int nField){
  size_t nNote = 0;
  int i;
  for(i=0; i<nField; i++){
    const char *zVal = p->zText+aiField[i];
    size_t nName, nVal = strlen(zVal);
    if( i==p->iPuzzleCol || i==p->iSolutionCol || nVal==0 ) continue;
    nName = strlen(p->azHeader[i]);
    if( buf_reserve(&p->zNoteBuf, &p->nNoteAlloc, nNote, nName+nVal+2) ){
      return -1;
    }
    if( nNote ) p->zNoteBuf[nNote++] = ' ';
    memcpy(p->zNoteBuf+nNote, p->azHeader[i], nName);
    nNote += nName;
    p->zNoteBuf[nNote++] = '=';
    memcpy(p->zNoteBuf+nNote, zVal, nVal);
    for(; nVal>0; nVal--, nNote++){
      /* A note is one line: line breaks of a multi-line field go. */
      if( p->zNoteBuf[nNote]=='\n' || p->zNoteBuf[nNote]=='\r' ){
        p->zNoteBuf[nNote] = ' ';
      }
    }
  }
  r->zNote = nNote ? p->zNoteBuf : 0;
  r->nNote = nNote;
  return 0;
}

/* One CSV data line into a record. */
static void csv_record(RecordReader *p, const char *z, size_t n, Record *r){
  size_t aiField[CSV_MAX_FIELDS];
  char zErr[GRID_ERR_MAX];
  int nField = csv_split(p, z, n, aiField, CSV_MAX_FIELDS);
  const char *zSol;
  if( nField<0 ){ set_nomem(p); return; }
  if( nField!=p->nHeader ){
    snprintf(p->zReason, sizeof(p->zReason), "%d fields, but the header "
             "has %d", nField, p->nHeader);
    r->zReason = p->zReason;
    return;
  }
  if( grid_parse(&r->puzzle, p->zText+aiField[p->iPuzzleCol],
                 strlen(p->zText+aiField[p->iPuzzleCol]), GRID_ALPHA_AUTO,
                 zErr) ){
    reject(p, r, "%s", zErr);
    return;
  }
  zSol = p->iSolutionCol>=0 ? p->zText+aiField[p->iSolutionCol] : "";
  if( zSol[0] ){
    if( grid_parse(&p->solution, zSol, strlen(zSol), GRID_ALPHA_AUTO,
                   zErr) ){
      reject(p, r, "solution: %s", zErr);
      return;
    }
    if( !solves(&r->puzzle, &p->solution) ){
      reject(p, r, "%s", "the given solution does not solve the puzzle");
      return;
    }
    r->pSolution = &p->solution;
  }
  if( csv_note(p, r, aiField, nField) ) set_nomem(p);
}

/*
** Whether CSV text z[0..n) ends inside a quoted field, reading it as
** csv_split does, from the start of a record (bQuoted 0) or from inside a
** quoted field (1): a '"' opens quoting only as a field's first non-blank,
** and "" inside quotes is a quote.
*/
static int csv_ends_quoted(const char *z, size_t n, int bQuoted){
  int bFieldStart = !bQuoted;
  size_t i;
  for(i=0; i<n; i++){
    if( bQuoted ){
      if( z[i]=='"' ){
        if( i+1<n && z[i+1]=='"' ) i++;
        else bQuoted = 0;
      }
    }else if( z[i]==',' ){
      bFieldStart = 1;
    }else if( bFieldStart && !is_blank(z[i]) ){
      bQuoted = z[i]=='"';
      bFieldStart = 0;
    }
  }
  return bQuoted;
}

/*
** The next record of the CSV format ('#' lines are skipped too).  A quoted
** field may span lines (RFC 4180): while the text read ends inside one,
** the next line joins it after a newline, up to CSV_MAX_LINES lines.
*/
#define CSV_MAX_LINES 100
static int csv_next(RecordReader *p, Record *r){
  int rc = next_data_line(p, r), nLines = 1, bOpen = 1;
  const char *z;
  size_t n;
  if( rc!=1 ) return rc;
  if( !csv_ends_quoted(r->zRaw, r->nRaw, 0) ){
    csv_record(p, r->zRaw, r->nRaw, r);
    return 1;
  }
  p->nJoin = 0;
  if( join_append(p, r->zRaw, r->nRaw) ){ set_nomem(p); return 1; }
  do{
    rc = input_line(p->pIn, &z, &n);
    if( rc<0 ) return rc;
    if( rc==0 ) break;
    nLines++;
    if( join_append(p, "\n", 1) || join_append(p, z, n) ){
      set_nomem(p);
      return 1;
    }
    bOpen = csv_ends_quoted(z, n, 1);
  }while( bOpen && nLines<CSV_MAX_LINES );
  r->zRaw = p->zJoin;
  r->nRaw = p->nJoin;
  if( bOpen ){
    if( rc==0 ){
      snprintf(p->zReason, sizeof(p->zReason), "a quoted field is not "
               "closed before the end of the file");
    }else{
      snprintf(p->zReason, sizeof(p->zReason), "a quoted field is not "
               "closed within %d lines", CSV_MAX_LINES);
    }
    r->zReason = p->zReason;
    return 1;
  }
  csv_record(p, p->zJoin, p->nJoin, r);
  return 1;
}

/* 1 when the line has a token of a puzzle's length, or a puzzle's worth
** of cells: the lines format. */
static int looks_like_line(const char *z, size_t n){
  size_t i = 0;
  long nCell;
  while( i<n ){
    size_t iTok;
    while( i<n && is_separator(z[i]) ) i++;
    iTok = i;
    while( i<n && !is_separator(z[i]) ) i++;
    if( is_puzzle_length(i-iTok) ) return 1;
  }
  nCell = grid_line_cells(z, n, 0);
  return nCell>16 && is_puzzle_length((size_t)nCell);
}

/* 1 when the line is a CSV header naming a puzzle column. */
static int looks_like_csv_header(const char *z, size_t n){
  const char *zEnd = z+n;
  if( memchr(z, ',', n)==0 ) return 0;
  while( z<zEnd ){
    const char *zComma = memchr(z, ',', (size_t)(zEnd-z));
    size_t nName = (size_t)((zComma ? zComma : zEnd) - z);
    char zName[32];
    const char *zTrim = trim_separators(z, &nName);
    if( nName>=2 && zTrim[0]=='"' && zTrim[nName-1]=='"' ){
      zTrim++;
      nName -= 2;
    }
    if( nName<sizeof(zName) ){
      memcpy(zName, zTrim, nName);
      zName[nName] = 0;
      if( name_index(azPuzzleCol, zName)>=0 ) return 1;
    }
    if( zComma==0 ) break;
    z = zComma+1;
  }
  return 0;
}

/* Pick a format from the first lines of the file. */
static RecordFormat detect_format(const char *z, size_t n){
  const char *zEnd = z+n;
  int nData = 0, nLineLike = 0, nRowLike = 0;
  while( z<zEnd && nData<DETECT_LINES ){
    const char *zNl = memchr(z, '\n', (size_t)(zEnd-z));
    size_t nLine = (size_t)((zNl ? zNl : zEnd) - z);
    const char *zLine = trim_separators(z, &nLine);
    z = zNl ? zNl+1 : zEnd;
    if( nLine==0 || zLine[0]=='#' ) continue;
    if( nData++==0 && looks_like_csv_header(zLine, nLine) ) return FORMAT_CSV;
    if( is_end_line(zLine, nLine) ) break;
    if( looks_like_line(zLine, nLine) ){
      nLineLike++;
    }else if( is_row_length(grid_line_cells(zLine, nLine, 0)) ){
      nRowLike++;
    }
  }
  return nRowLike>nLineLike ? FORMAT_GRID : FORMAT_LINES;
}

void records_open_lines(RecordReader *p, Input *pIn){
  memset(p, 0, sizeof(*p));
  p->pIn = pIn;
  p->iPuzzleCol = p->iSolutionCol = -1;
  p->eFormat = FORMAT_LINES;
}

int records_open(RecordReader *p, Input *pIn, RecordFormat eFormat,
                 char *zErr, size_t nErr){
  size_t n;
  const char *z = input_peek(pIn, &n);
  const char *zNul = memchr(z, 0, n);
  records_open_lines(p, pIn);
  if( zNul ){
    snprintf(zErr, nErr, "binary file (a NUL byte at offset %ld), not "
             "puzzles", (long)(zNul-z));
    return -1;
  }
  p->eFormat = eFormat==FORMAT_AUTO ? detect_format(z, n) : eFormat;
  if( p->eFormat==FORMAT_CSV ){
    const char *zLine;
    size_t nLine = 0;
    int rc;
    while( (rc = input_line(pIn, &zLine, &nLine))==1 ){
      size_t nTrim = nLine;
      trim_separators(zLine, &nTrim);
      if( nTrim ) break;
    }
    rc = rc==1 ? csv_header(p, zLine, nLine) : 0;
    if( rc<=0 ){
      snprintf(zErr, nErr, rc<0 ? "out of memory" : "the CSV header names "
               "no puzzle column (one of quizzes, quiz, puzzle, puzzles, "
               "question, problem, grid, sudoku); rename it or use "
               "--format lines");
      return rc<0 ? RECORDS_NOMEM : -1;
    }
  }
  return 0;
}

int records_next(RecordReader *p, Record *r){
  int rc;
  memset(r, 0, offsetof(Record, puzzle));
  r->zNote = 0;
  r->nNote = 0;
  r->pSolution = 0;
  if( p->bDone ) return 0;
  switch( p->eFormat ){
    case FORMAT_GRID: rc = grid_next(p, r); break;
    case FORMAT_CSV:  rc = csv_next(p, r);  break;
    default:          rc = lines_next(p, r); break;
  }
  return p->bNomem ? RECORDS_NOMEM : rc;
}

void records_close(RecordReader *p){
  int i;
  for(i=0; i<p->nHeader; i++) free(p->azHeader[i]);
  free(p->azHeader);
  free(p->zText);
  free(p->zNoteBuf);
  free(p->zJoin);
  memset(p, 0, sizeof(*p));
}
