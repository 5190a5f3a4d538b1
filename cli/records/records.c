/* SPDX-License-Identifier: MIT */
/*
** records.c: the import formats (see records.h): detection, the lines,
** grid and CSV readers that turn lines into puzzle records or rejects, and
** the dispatch to the reader of a file's format (JSON: records_json.c,
** OpenSudoku: records_xml.c).  The readers assemble a record's text with
** records_text.c.
*/
#include "records.h"
#include "fields.h"

#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Lines looked at to detect a format. */
#define DETECT_LINES 100

static const struct { const char *zName; RecordFormat e; } aFormatName[] = {
  { "lines", FORMAT_LINES }, { "judge", FORMAT_LINES },
  { "grid",  FORMAT_GRID  }, { "csv",   FORMAT_CSV   },
  { "json",  FORMAT_JSON  }, { "ndjson", FORMAT_JSON  },
  { "opensudoku", FORMAT_XML }, { "xml", FORMAT_XML },
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
    case FORMAT_JSON:  return "json";
    case FORMAT_XML:   return "opensudoku";
    default:           return "auto";
  }
}

const char *records_format_expects(RecordFormat e){
  switch( e ){
    case FORMAT_GRID: return "grids of N lines of N cells, N from 4 to 25";
    case FORMAT_CSV:  return "a header naming the puzzle column, then a "
                             "line per puzzle";
    case FORMAT_JSON: return "JSON objects with a \"puzzle\" key";
    case FORMAT_XML:  return "OpenSudoku XML, <game data=\"...\"> tags";
    default:          return "one puzzle per line (16, 81, 256 or 625 "
                             "cells)";
  }
}

static int is_blank(char c){
  return c==' ' || c=='\t' || c=='\r' || c=='\f' || c=='\v';
}

/* Blanks and the separators that may stand between a puzzle and its note
** (a table: every character of every line is looked up); ':' for the
** library lines of HoDoKu and Sudoku Explainer (":0901:3:puzzle:::"). */
static const unsigned char aSeparator[256] = {
  [' '] = 1, ['\t'] = 1, ['\r'] = 1, ['\f'] = 1, ['\v'] = 1,
  [','] = 1, [';'] = 1, [':'] = 1
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
  return n==16 || n==81 || n==256 || n==625 || n==GRID_MARKS_CHARS;
}

/* 1 when z[0..n) is a complete grid, read into *g. */
static int is_complete_grid(const char *z, size_t n, Grid *g){
  char zErr[GRID_ERR_MAX];
  return grid_parse(g, z, n, GRID_ALPHA_AUTO, zErr)==0
      && grid_clues(g)==g->ncell;
}

/* 1 when the token z[0..n) is a puzzle and its complete solution written
** together, without a blank (2*81 characters for a 9x9): the puzzle into
** *pPuzzle, the solution into *pSolution. */
static int is_puzzle_solution(const char *z, size_t n, Grid *pPuzzle,
                              Grid *pSolution){
  char zErr[GRID_ERR_MAX];
  size_t h = n/2;
  return n%2==0 && is_puzzle_length(h)
      && grid_parse(pPuzzle, z, h, GRID_ALPHA_AUTO, zErr)==0
      && is_complete_grid(z+h, h, pSolution);
}

/* 1 when n cells make a row of some size (4, 9, 16, 25). */
static int is_row_length(long n){
  return n==4 || n==9 || n==16 || n==25;
}

/* 1 when n cells make a row of a grid of another side (5 to 24: 6x6,
** 12x12, the jigsaws' 5x5, as export --format grid writes them). */
static int is_other_row_length(long n){
  return n>GRID_MIN_SIDE && n<GRID_MAX_SIDE && !is_row_length(n);
}

/* 1 when the line z[0..n) of nCell cells may be a row of a grid of
** another side: its cells are set apart (single characters between
** blanks, or a '|' somewhere), unlike a title's words ("Grid 01"). */
static int is_other_row(const char *z, size_t n, long nCell){
  size_t i, nRun = 0;
  if( !is_other_row_length(nCell) ) return 0;
  if( memchr(z, '|', n) ) return 1;
  for(i=0; i<n; i++){
    nRun = is_blank(z[i]) ? 0 : nRun+1;
    if( nRun>1 ) return 0;
  }
  return 1;
}

/* 1 when the line (trimmed) is the judge stream's "end". */
static int is_end_line(const char *z, size_t n){
  z = trim_separators(z, &n);
  return n==3 && memcmp(z, "end", 3)==0;
}

/* Append to the reader's text buffer.  Returns 0 or -1 (OOM). */
static int text_append(RecordReader *p, const char *z, size_t n){
  buf_append(&p->text, z, n);
  return p->text.oom ? -1 : 0;
}

/* Out of memory: records_next says so instead of returning the record. */
static void set_nomem(RecordReader *p){
  p->bNomem = 1;
}

/*
** A token of HoDoKu's, whose '+' marks a value placed while solving (not
** given): the token with each "+v" as an empty cell, into a[0..nA-1] and
** its length into *pn.  0 when a '+' stands before no value, or a is too
** small.
*/
static int unplace(const char *z, size_t n, char *a, size_t nA, size_t *pn){
  size_t i, k = 0;
  for(i=0; i<n; i++, k++){
    if( k>=nA ) return 0;
    a[k] = z[i];
    if( z[i]!='+' ) continue;
    if( i+1>=n || z[i+1]=='0' || !isalnum((unsigned char)z[i+1]) ) return 0;
    a[k] = '.';
    i++;
  }
  *pn = k;
  return 1;
}

/* The token after z[i] when it is a complete grid of nCell characters:
** r's solution, in p->solution.  Returns where the note starts: after
** that token, or i. */
static size_t solution_after(RecordReader *p, Record *r, const char *z,
                             size_t n, size_t i, size_t nCell){
  size_t j = i, jTok;
  while( j<n && is_separator(z[j]) ) j++;
  jTok = j;
  while( j<n && !is_separator(z[j]) ) j++;
  if( j-jTok!=nCell || !is_complete_grid(z+jTok, nCell, &p->solution) ){
    return i;
  }
  r->pSolution = &p->solution;
  return j;
}

/*
** A one-line record: the first token (between blanks, commas, semicolons
** or colons) that parses as a puzzle is the puzzle and the rest of the
** line the note, but for a complete grid of the same length right after
** it: its solution (checked by records_next, under the record's rules),
** also when the two are written together as one token; else the whole
** line as a puzzle (cells separated by blanks); else a reject with the
** parser's complaint about the likeliest token.  A value after a '+' (a
** cell HoDoKu's library lines mark as placed while solving) is no given.
*/
static void lines_record(RecordReader *p, const char *z, size_t n,
                         Record *r){
  char zErr[GRID_ERR_MAX];
  size_t i = 0, iLong = 0, nLong = 0;
  while( i<n ){
    size_t iTok, nA, nB, nTok;
    const char *zA, *zB, *zTok;
    char aPlain[2*GRID_MAX_CELLS];
    while( i<n && is_separator(z[i]) ) i++;
    iTok = i;
    while( i<n && !is_separator(z[i]) ) i++;
    zTok = z+iTok;
    nTok = i-iTok;
    if( memchr(zTok, '+', nTok)
     && unplace(zTok, nTok, aPlain, sizeof(aPlain), &nTok) ){
      zTok = aPlain;
    }
    if( is_puzzle_solution(zTok, nTok, &r->puzzle, &p->solution) ){
      r->pSolution = &p->solution;
    }else if( is_puzzle_length(nTok)
           && grid_parse(&r->puzzle, zTok, nTok, GRID_ALPHA_AUTO, zErr)==0 ){
      i = solution_after(p, r, z, n, i, nTok);
    }else{
      if( i-iTok > nLong ){
        iLong = iTok;
        nLong = i-iTok;
      }
      continue;
    }
    nA = iTok;
    zA = trim_separators(z, &nA);
    nB = n-i;
    zB = trim_separators(z+i, &nB);
    if( records_note(p, r, zA, nA, zB, nB) ) set_nomem(p);
    return;
  }
  if( grid_parse(&r->puzzle, z, n, GRID_ALPHA_AUTO, zErr)==0 ) return;
  if( nLong>=16 ) grid_parse(&r->puzzle, z+iLong, nLong, GRID_ALPHA_AUTO, zErr);
  records_reject(p, r, "%s", zErr);
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
  r->zRaw = p->text.z;
  r->nRaw = p->text.n;
  if( grid_parse(&r->puzzle, p->text.z, p->text.n, GRID_ALPHA_AUTO, zErr) ){
    records_reject(p, r, "%s", zErr);
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
        if( nRow==0 || (nRow==1 && is_other_row_length(nSide)) ) return 0;
        grid_record(p, r, nStart);
        records_reject(p, r, "the file ends after %d of the grid's %d rows",
                       nRow, nSide);
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
      /* This line cannot continue the grid: look at it again as a
      ** possible start, and reject what came so far, unless that is one
      ** line of an uncommon length: a title, which becomes the note. */
      p->zPending = z;
      p->nPending = n;
      p->nPendingLine = nLine;
      if( nRow==1 && is_other_row_length(nSide) ){
        p->note.n = 0;
        buf_append(&p->note, p->text.z, p->text.n);
        if( p->note.oom ) return RECORDS_NOMEM;
        nHeader = p->note.n;
        nRow = 0;
        continue;
      }
      grid_record(p, r, nStart);
      records_reject(p, r, "grid row %d has %ld cells, expected %d", nRow+1,
                     nCell, nSide);
      return 1;
    }
    if( nRow==0 && !is_row_length(nCell) && !is_other_row(z, n, nCell) ){
      if( is_puzzle_length((size_t)nCell) && nCell!=16 ){
        r->nLine = nLine;
        r->zRaw = z;
        r->nRaw = n;
        lines_record(p, z, n, r);
        return 1;
      }
      /* A title line: it becomes the next grid's note. */
      p->note.n = 0;
      buf_append(&p->note, z, n);
      if( p->note.oom ) return RECORDS_NOMEM;
      nHeader = n;
      continue;
    }
    if( nRow==0 ){
      nSide = (int)nCell;
      nStart = nLine;
      p->text.n = 0;
    }else if( text_append(p, "\n", 1) ){
      return RECORDS_NOMEM;
    }
    if( text_append(p, z, n) ) return RECORDS_NOMEM;
    if( ++nRow==nSide ){
      grid_record(p, r, nStart);
      r->zNote = nHeader ? p->note.z : 0;
      r->nNote = nHeader;
      return 1;
    }
  }
}

/*
** Split a CSV line into fields at p->cSep (double quotes with "" inside
** them; a blank delimiter, a tab, is no blank around a field).  The
** unquoted fields go into p->text.z, NUL-separated; aiField gets their
** offsets.  Returns the number of fields (at most nMax), or -1 (OOM).
*/
static int csv_split(RecordReader *p, const char *z, size_t n,
                     size_t *aiField, int nMax){
  size_t i = 0;
  int nField = 0;
  p->text.n = 0;
  if( !buf_reserve(&p->text, n+1) ) return -1;
  for(;;){
    int bQuoted = 0;
    size_t iStart = p->text.n, iKeep = p->text.n;  /* blanks before iKeep
                                                 ** were quoted: kept */
    if( nField<nMax ) aiField[nField] = iStart;
    while( i<n && is_blank(z[i]) && z[i]!=p->cSep ) i++;
    if( i<n && z[i]=='"' ){ bQuoted = 1; i++; }
    while( i<n ){
      if( bQuoted && z[i]=='"' ){
        if( i+1<n && z[i+1]=='"' ){
          i++;
        }else{
          bQuoted = 0;
          i++;
          iKeep = p->text.n;
          continue;
        }
      }else if( !bQuoted && z[i]==p->cSep ){
        break;
      }
      p->text.z[p->text.n++] = z[i++];
    }
    while( p->text.n>iKeep && is_blank(p->text.z[p->text.n-1]) ){
      p->text.n--;
    }
    p->text.z[p->text.n++] = 0;
    nField++;
    if( i>=n ) break;
    i++;   /* the delimiter */
  }
  return nField<nMax ? nField : nMax;
}

#define CSV_MAX_FIELDS 64

/* Make the reader's record values (CSV, JSON).  Returns 0 or -1. */
static int fields_alloc(RecordReader *p){
  if( p->pFields==0 ) p->pFields = calloc(1, sizeof(Fields));
  return p->pFields ? 0 : -1;
}

/* Read the CSV header from z[0..n).  Returns the number of columns, 0 when
** it names no puzzle column, -1 when out of memory.  Keeps the names and
** their kinds (fields.h). */
static int csv_header(RecordReader *p, const char *z, size_t n){
  size_t aiField[CSV_MAX_FIELDS];
  int nField = csv_split(p, z, n, aiField, CSV_MAX_FIELDS);
  int i, bPuzzle = 0, bSolution = 0;
  if( nField<0 || fields_alloc(p) ) return -1;
  p->azHeader = calloc((size_t)nField, sizeof(char*));
  p->aKind = calloc((size_t)nField, sizeof(int));
  if( p->azHeader==0 || p->aKind==0 ) return -1;
  p->nHeader = nField;
  for(i=0; i<nField; i++){
    p->azHeader[i] = strdup(p->text.z+aiField[i]);
    if( p->azHeader[i]==0 ) return -1;
    p->aKind[i] = (int)fields_kind(p->azHeader[i], 0);
    if( p->aKind[i]==FIELD_PUZZLE ) bPuzzle = 1;
    if( p->aKind[i]==FIELD_SOLUTION ) bSolution = 1;
  }
  /* "solutions" is the count when another column holds the solution. */
  for(i=0; i<nField; i++){
    if( p->aKind[i]==FIELD_SOLUTIONS ){
      p->aKind[i] = bSolution ? FIELD_COUNT : FIELD_SOLUTION;
    }
  }
  return bPuzzle ? nField : 0;
}

/* One CSV data line into a record. */
static void csv_record(RecordReader *p, const char *z, size_t n, Record *r){
  size_t aiField[CSV_MAX_FIELDS];
  int nField = csv_split(p, z, n, aiField, CSV_MAX_FIELDS), i;
  if( nField<0 ){ set_nomem(p); return; }
  if( nField!=p->nHeader ){
    records_reject(p, r, "%d fields, but the header has %d", nField,
                   p->nHeader);
    return;
  }
  fields_reset(p->pFields);
  for(i=0; i<nField; i++){
    const char *zVal = p->text.z+aiField[i];
    if( fields_add(p->pFields, (FieldKind)p->aKind[i], p->azHeader[i], zVal,
                   strlen(zVal)) ){
      set_nomem(p);
      return;
    }
  }
  if( fields_finish(p, p->pFields, r) ) set_nomem(p);
}

/*
** Whether CSV text z[0..n) ends inside a quoted field, reading it as
** csv_split does, from the start of a record (bQuoted 0) or from inside a
** quoted field (1): a '"' opens quoting only as a field's first non-blank,
** and "" inside quotes is a quote.
*/
static int csv_ends_quoted(const char *z, size_t n, int bQuoted,
                           char cSep){
  int bFieldStart = !bQuoted;
  size_t i;
  for(i=0; i<n; i++){
    if( bQuoted ){
      if( z[i]=='"' ){
        if( i+1<n && z[i+1]=='"' ) i++;
        else bQuoted = 0;
      }
    }else if( z[i]==cSep ){
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
** the next line joins it after a newline (a lone CR kept as it was), up
** to CSV_MAX_LINES lines.
*/
#define CSV_MAX_LINES 100
static int csv_next(RecordReader *p, Record *r){
  int rc = next_data_line(p, r), nLines = 1, bOpen = 1;
  const char *z;
  size_t n;
  if( rc!=1 ) return rc;
  if( !csv_ends_quoted(r->zRaw, r->nRaw, 0, p->cSep) ){
    csv_record(p, r->zRaw, r->nRaw, r);
    return 1;
  }
  p->join.n = 0;
  if( records_join(p, r->zRaw, r->nRaw) ){ set_nomem(p); return 1; }
  do{
    /* The line break inside the quotes: '\n', or a lone '\r' as such. */
    const char *zBreak = p->pIn->bCrEnd ? "\r" : "\n";
    rc = input_line(p->pIn, &z, &n);
    if( rc<0 ) return rc;
    if( rc==0 ) break;
    nLines++;
    if( records_join(p, zBreak, 1) || records_join(p, z, n) ){
      set_nomem(p);
      return 1;
    }
    bOpen = csv_ends_quoted(z, n, 1, p->cSep);
  }while( bOpen && nLines<CSV_MAX_LINES );
  r->zRaw = p->join.z;
  r->nRaw = p->join.n;
  if( bOpen ){
    if( rc==0 ){
      records_reject(p, r, "a quoted field is not closed before the end of "
                     "the file");
    }else{
      records_reject(p, r, "a quoted field is not closed within %d lines",
                     CSV_MAX_LINES);
    }
    return 1;
  }
  csv_record(p, p->join.z, p->join.n, r);
  return 1;
}

/* 1 when the token z[0..n) may be a puzzle on a line: of a puzzle's
** length, and for 16 characters a 4x4 puzzle indeed (values 1-4), not
** the row of an unspaced 16x16 grid (values up to 16); or a puzzle and
** its solution written together. */
static int is_line_puzzle(const char *z, size_t n){
  Grid g, sol;
  char zErr[GRID_ERR_MAX];
  if( !is_puzzle_length(n) ) return is_puzzle_solution(z, n, &g, &sol);
  return n!=16 || grid_parse(&g, z, n, GRID_ALPHA_AUTO, zErr)==0;
}

/* 1 when the line has a token that may be a puzzle, or a puzzle's worth
** of cells: the lines format. */
static int looks_like_line(const char *z, size_t n){
  size_t i = 0;
  long nCell;
  while( i<n ){
    size_t iTok;
    while( i<n && is_separator(z[i]) ) i++;
    iTok = i;
    while( i<n && !is_separator(z[i]) ) i++;
    if( is_line_puzzle(z+iTok, i-iTok) ) return 1;
  }
  nCell = grid_line_cells(z, n, 0);
  return nCell>16 && is_puzzle_length((size_t)nCell);
}

/* 1 when the line, split at cSep, is a CSV header naming a puzzle
** column. */
static int is_csv_header(const char *z, size_t n, char cSep){
  const char *zEnd = z+n;
  if( memchr(z, cSep, n)==0 ) return 0;
  while( z<zEnd ){
    const char *zSep = memchr(z, cSep, (size_t)(zEnd-z));
    size_t nName = (size_t)((zSep ? zSep : zEnd) - z);
    char zName[32];
    const char *zTrim = trim_separators(z, &nName);
    if( nName>=2 && zTrim[0]=='"' && zTrim[nName-1]=='"' ){
      zTrim++;
      nName -= 2;
    }
    if( nName<sizeof(zName) ){
      memcpy(zName, zTrim, nName);
      zName[nName] = 0;
      if( fields_kind(zName, 0)==FIELD_PUZZLE ) return 1;
    }
    if( zSep==0 ) break;
    z = zSep+1;
  }
  return 0;
}

/* The delimiter of a CSV header line: ',', or ';' (the CSV of spreadsheets
** in locales with a decimal comma) or a tab (TSV) when the line is a header
** split at that one only; 0 when it is no header. */
static char csv_header_sep(const char *z, size_t n){
  static const char aSep[] = ",;\t";
  int i;
  for(i=0; aSep[i]; i++){
    if( is_csv_header(z, n, aSep[i]) ) return aSep[i];
  }
  return 0;
}

/* 1 when a (trimmed) first line starts JSON: an object, or an array of
** them ('[' then '{', ']' or the line's end), not a section header such
** as the "[Puzzle]" of SudoCue's .sdk files. */
static int starts_json(const char *z, size_t n){
  size_t i = 1;
  if( z[0]=='{' ) return 1;
  if( z[0]!='[' ) return 0;
  while( i<n && is_blank(z[i]) ) i++;
  return i==n || z[i]=='{' || z[i]==']';
}

/* 1 when a (trimmed) first line starts XML: a declaration, a comment, or
** the root element of an OpenSudoku collection. */
static int starts_xml(const char *z, size_t n){
  return (n>=5 && memcmp(z, "<?xml", 5)==0)
      || (n>=4 && memcmp(z, "<!--", 4)==0)
      || (n>=11 && memcmp(z, "<opensudoku", 11)==0);
}

/* Pick a format from the first lines of the file. */
static RecordFormat detect_format(const char *z, size_t n){
  const char *zEnd = z+n;
  int nData = 0, nLineLike = 0, nRowLike = 0;
  long nCell;
  while( z<zEnd && nData<DETECT_LINES ){
    size_t nEol = 0;
    const char *zNl = input_line_end(z, (size_t)(zEnd-z), 1, &nEol);
    size_t nLine = (size_t)((zNl ? zNl : zEnd) - z);
    const char *zLine = trim_separators(z, &nLine);
    z = zNl ? zNl+nEol : zEnd;
    if( nLine==0 || zLine[0]=='#' ) continue;
    if( nData==0 && starts_json(zLine, nLine) ) return FORMAT_JSON;
    if( nData==0 && starts_xml(zLine, nLine) ) return FORMAT_XML;
    if( nData++==0 && csv_header_sep(zLine, nLine) ) return FORMAT_CSV;
    if( is_end_line(zLine, nLine) ) break;
    if( looks_like_line(zLine, nLine) ){
      nLineLike++;
    }else if( is_row_length(nCell = grid_line_cells(zLine, nLine, 0))
           || is_other_row(zLine, nLine, nCell) ){
      nRowLike++;
    }
  }
  return nRowLike>nLineLike ? FORMAT_GRID : FORMAT_LINES;
}

void records_open_lines(RecordReader *p, Input *pIn){
  memset(p, 0, sizeof(*p));
  p->pIn = pIn;
  p->eFormat = FORMAT_LINES;
}

RecordFormat records_detect(Input *pIn){
  size_t n;
  const char *z = input_peek(pIn, &n);
  return detect_format(z, n);
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
  if( p->eFormat==FORMAT_JSON && fields_alloc(p) ){
    snprintf(zErr, nErr, "out of memory");
    return RECORDS_NOMEM;
  }
  if( p->eFormat==FORMAT_CSV ){
    const char *zLine;
    size_t nLine = 0;
    int rc;
    while( (rc = input_line(pIn, &zLine, &nLine))==1 ){
      size_t nTrim = nLine;
      trim_separators(zLine, &nTrim);
      if( nTrim ) break;
    }
    if( rc==0 ) return 0;        /* an empty file: no records */
    p->cSep = rc==1 ? csv_header_sep(zLine, nLine) : 0;
    if( p->cSep==0 ) p->cSep = ',';
    rc = rc==1 ? csv_header(p, zLine, nLine) : 0;
    if( rc<=0 ){
      snprintf(zErr, nErr, rc<0 ? "out of memory" : "the CSV header names "
               "no puzzle column (one of quizzes, quiz, puzzle, puzzles, "
               "question, problem, grid, sudoku, board); rename it or use "
               "--format lines");
      return rc<0 ? RECORDS_NOMEM : -1;
    }
  }
  return 0;
}

/*
** Reject r for the line longer than INPUT_LINE_MAX the input skipped last
** (it read as an empty line; any skipped before it since the last such
** reject are counted in the message).
*/
static void reject_long_line(RecordReader *p, Record *r){
  const Input *pIn = p->pIn;
  long long nMore = pIn->nLongCount - p->nLongDone - 1;
  r->nLine = pIn->nLongLine;
  r->zRaw = pIn->aLongHead;
  r->nRaw = sizeof(pIn->aLongHead);
  r->zNote = 0;
  r->nNote = 0;
  r->pSolution = 0;
  records_reject(p, r, "the line is longer than %d MiB (%lld bytes): not "
                 "read%s", INPUT_LINE_MAX>>20, pIn->nLongBytes,
                 nMore>0 ? " (nor the long lines before it since the last "
                 "record)" : "");
  p->nLongDone = pIn->nLongCount;
}

int records_next(RecordReader *p, Record *r){
  int rc;
  memset(r, 0, offsetof(Record, puzzle));
  r->nSolutions = r->iGrade = -1;
  r->zNote = 0;
  r->nNote = 0;
  r->pSolution = 0;
  r->zRules = 0;
  if( p->nLongDone<p->pIn->nLongCount ){
    reject_long_line(p, r);     /* skipped before the last record */
    return 1;
  }
  if( p->bDone ) return 0;
  if( p->eFormat==FORMAT_CSV && p->nHeader==0 ) return 0;  /* empty file */
  switch( p->eFormat ){
    case FORMAT_GRID: rc = grid_next(p, r); break;
    case FORMAT_CSV:  rc = csv_next(p, r);  break;
    case FORMAT_JSON: rc = records_json_next(p, r); break;
    case FORMAT_XML:  rc = records_xml_next(p, r); break;
    default:          rc = lines_next(p, r); break;
  }
  if( p->bNomem || (rc<0 && p->pIn->eFail==INPUT_NOMEM) ){
    return RECORDS_NOMEM;                 /* the record may be half read */
  }
  if( rc>=0 && p->nLongDone<p->pIn->nLongCount
   && (rc==0 || r->nLine<p->pIn->nLongLine) ){
    /* The record spans the line skipped (a grid, a quoted CSV field, a
    ** JSON object): it is not whole.  A record after that line goes out
    ** first, and the line's reject on the next call. */
    reject_long_line(p, r);
    return 1;
  }
  if( rc==1 && r->zReason==0 && r->zRules==0 ){
    int hasRules = records_rules(p, r);
    if( hasRules>=0 && r->pSolution
     && !records_solves(hasRules ? &p->rules : 0, &r->puzzle, r->pSolution) ){
      records_reject(p, r, "the given solution does not solve the puzzle");
    }
  }
  return rc;
}

void records_close(RecordReader *p){
  int i;
  for(i=0; i<p->nHeader; i++) free(p->azHeader[i]);
  free(p->azHeader);
  free(p->aKind);
  if( p->pFields ){
    fields_free(p->pFields);
    free(p->pFields);
  }
  buf_free(&p->text);
  buf_free(&p->note);
  buf_free(&p->join);
  memset(p, 0, sizeof(*p));
}
