/* SPDX-License-Identifier: MIT */
/*
** fuzz_pipes.c: libFuzzer target for the readers of `sudokudb pipe`
** (cli/pipe/pipe_*.c).  The first byte picks the format, the rest is its
** stdin.  The pipe runs on it through fmemopen with stdout and stderr in
** memory; then every answer is checked against what the input holds (read
** here by the format's rules, with the core's parsers where the pipe uses
** them, and split into lines by the pipes' own pipe_getline: LF, CR LF or
** a lone CR), and nothing may leak:
**
**   sudoku       one line per puzzle line until a line "end" (blank and
**                '#' lines skipped): the parser's error, or a solution in
**                canonical spelling, or "no solution" when there is none;
**   sudoku16     per 16 non-blank lines one answer, a blank line between:
**                16 lines of A-P solving the grid, "no solution" when
**                there is none, or "error: line N: ..." naming the first
**                bad line; a last short grid "error: input ends inside";
**   exact-cover  the reader's error on stderr and exit 1, or the 1-based
**                rows of an exact cover, ascending, or "No Solution!"
**                (confirmed by trying every subset of up to 12 rows);
**   iq           the reader's (or the piece check's) error and exit 1, or
**                the board completed in the form it was read, or
**                "No solution";
**   target       per 81 numbers 0..9 the best score; a bad token or a
**                short last grid: the answers before it, then exit 1 and
**                the message naming its line.
**
** Inputs that would make a solver search for seconds are skipped: 16x16
** and 25x25 puzzles with less than a third of the cells given, target grids
** with fewer than TARGET_MIN_GIVENS givens, matrices of more than
** COVER_MAX_ROWS rows.
*/
#include "pipe.h"
#include "cli.h"
#include "coverin.h"
#include "fuzzlib.h"
#include "iq.h"
#include "rules.h"
#include "solve.h"
#include "target.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COVER_MAX_ROWS     20
#define COVER_BRUTE_ROWS   12
#define TARGET_MIN_GIVENS  30

/* What a pipe wrote, and its exit code. */
typedef struct Run Run;
struct Run {
  char *zOut, *zErr;
  size_t nOut, nErr;
  int rc;
};

/* z[0..n-1] as a stream to read. */
static FILE *open_input(const void *z, size_t n){
  FILE *in = n ? fmemopen((void*)z, n, "r") : fopen("/dev/null", "r");
  if( in==0 ) abort();
  return in;
}

/* Run pipe xPipe on z[0..n-1] as stdin, collecting stdout and stderr. */
static void run_pipe(int (*xPipe)(FILE*, FILE*, unsigned long long),
                     const uint8_t *z, size_t n, Run *r){
  FILE *in = open_input(z, n);
  FILE *out = open_memstream(&r->zOut, &r->nOut);
  FILE *saved = stderr;
  if( out==0 ) abort();
  stderr = open_memstream(&r->zErr, &r->nErr);
  if( stderr==0 ) abort();
  r->rc = xPipe(in, out, WORK_DEFAULT_LIMIT);
  fclose(stderr);
  stderr = saved;
  fclose(out);
  fclose(in);
}

/* The lines of the input, read as the pipes read theirs. */
typedef struct InLines InLines;
struct InLines {
  FILE *in;
  char *z;                  /* the current line (pipe_getline's buffer) */
  size_t nAlloc;
};

static void in_lines_open(InLines *p, const char *z, size_t n){
  p->in = open_input(z, n);
  p->z = 0;
  p->nAlloc = 0;
}

/* The next input line, without its end, in *pz, *pn; 0 at the end. */
static int in_lines_next(InLines *p, const char **pz, size_t *pn){
  ssize_t n = pipe_getline(&p->z, &p->nAlloc, p->in);
  if( n==-2 ) abort();
  if( n<0 ) return 0;
  *pz = p->z;
  *pn = (size_t)n;
  return 1;
}

static void in_lines_close(InLines *p){
  fclose(p->in);
  free(p->z);
}

/* Lines of a pipe's output: the next one (without '\n') in *pz, *pn from
** *pi on; 0 at the end.  A last line without '\n' counts; no line after a
** final '\n'. */
static int next_line(const char *z, size_t n, size_t *pi, const char **pz,
                     size_t *pn){
  const char *zEnd;
  if( *pi>=n ) return 0;
  *pz = z + *pi;
  zEnd = memchr(*pz, '\n', n-*pi);
  *pn = zEnd ? (size_t)(zEnd-*pz) : n-*pi;
  *pi += *pn + 1;
  return 1;
}

/* The next answer line, which must be there. */
static void answer_line(const Run *r, size_t *pi, const char **pz,
                        size_t *pn){
  if( !next_line(r->zOut, r->nOut, pi, pz, pn) ) abort();
}

/* 1 when the line z[0..n-1] is exactly the string zWant. */
static int line_is(const char *z, size_t n, const char *zWant){
  return n==strlen(zWant) && memcmp(z, zWant, n)==0;
}

/* 1 when the line z[0..n-1] starts with zPrefix. */
static int line_starts(const char *z, size_t n, const char *zPrefix){
  return n>=strlen(zPrefix) && memcmp(z, zPrefix, strlen(zPrefix))==0;
}

static int is_trimmed(char c){ return c==' ' || c=='\t' || c=='\r'; }

/* 1 when a search on g could take seconds: large and sparse. */
static int too_sparse(const Grid *g){
  return g->side>9 && 3*grid_clues(g)<g->ncell;
}

/* An answer that says a grid has no solution must be right. */
static void check_no_solution(const Grid *g){
  if( fz_solve(g, 1, 0)!=0 ) abort();
}

/* ---- sudoku ------------------------------------------------------------ */

/* What pipe sudoku does with a line: 'e' it ends the input ("end" with
** blanks around), 's' it is skipped (blank, or '#' after blanks), 'p' it
** is a puzzle. */
static int sudoku_line_class(const char *z, size_t n){
  size_t a = 0, b = n;
  while( b>0 && is_trimmed(z[b-1]) ) b--;
  while( a<b && (z[a]==' ' || z[a]=='\t') ) a++;
  if( b-a==3 && memcmp(z+a, "end", 3)==0 ) return 'e';
  while( a<n && is_trimmed(z[a]) ) a++;
  return (a==n || z[a]=='#') ? 's' : 'p';
}

/* Walk the puzzle lines; with r NULL only say whether one is too sparse
** to solve quickly, else check each one's answer line. */
static int walk_sudoku(const char *z, size_t n, const Run *r){
  size_t o = 0, len, nAns;
  const char *zLine, *zAns;
  char zErr[JSON_ERR_MAX], zWant[GRID_MAX_CELLS+JSON_ERR_MAX];
  Rules rules;
  InLines in;
  int bSparse = 0;
  in_lines_open(&in, z, n);
  while( !bSparse && in_lines_next(&in, &zLine, &len) ){
    int c = sudoku_line_class(zLine, len);
    Grid g, s;
    if( c=='e' ) break;
    if( c=='s' ) continue;
    /* a line that is no puzzle, or a prime side without regions (no
    ** boxes): the error the parser or the rules model gives */
    if( grid_parse(&g, zLine, len, GRID_ALPHA_AUTO, zErr)
     || (g.boxr==0 && rules_parse(&rules, 0, -1, g.side, zErr)) ){
      if( r==0 ) continue;
      answer_line(r, &o, &zAns, &nAns);
      snprintf(zWant, sizeof(zWant), "error: %s", zErr);
      if( !line_is(zAns, nAns, zWant) ) abort();
      continue;
    }
    if( r==0 ){
      bSparse = too_sparse(&g);
      continue;
    }
    answer_line(r, &o, &zAns, &nAns);
    snprintf(zWant, sizeof(zWant), "error: %s",
             solve_failure(SOLVE_OVER_BUDGET));
    if( line_is(zAns, nAns, "no solution") ){
      check_no_solution(&g);
    }else if( !line_is(zAns, nAns, zWant) ){
      if( nAns!=(size_t)g.ncell ) abort();
      if( grid_parse(&s, zAns, nAns, GRID_ALPHA_AUTO, zErr) ) abort();
      if( !fz_solves(&g, &s) ) abort();
      grid_format_line(&s, GRID_ALPHA_AUTO, zWant);
      if( memcmp(zWant, zAns, nAns) ) abort();
    }
  }
  in_lines_close(&in);
  if( r && o<r->nOut ) abort();
  return bSparse;
}

/* ---- sudoku16 ---------------------------------------------------------- */

#define SIDE16 16

/* One grid of the sudoku16 input: its rows so far and its first bad line. */
typedef struct Grid16 Grid16;
struct Grid16 {
  Grid g;
  int nRow;
  long badLine;     /* 0 when every row so far is 16 of A-P and '-' */
};

/* Store row z[0..n-1] (trimmed, not blank) of input line `line`. */
static void grid16_row(Grid16 *p, const char *z, size_t n, long line){
  int c;
  for(c=0; c<SIDE16 && n==SIDE16; c++){
    if( z[c]!='-' && (z[c]<'A' || z[c]>'P') ) break;
    p->g.v[p->nRow*SIDE16+c] = (unsigned char)(z[c]=='-' ? 0 : z[c]-'A'+1);
  }
  if( c<SIDE16 && p->badLine==0 ) p->badLine = line;
  p->nRow++;
}

/* Check the answer to one grid, starting at answer line *po. */
static void check_grid16(const Run *r, size_t *po, const Grid16 *p,
                         int isFirst){
  const char *zAns;
  size_t nAns;
  char zWant[128];
  int row, c;
  Grid s;
  if( !isFirst ){
    answer_line(r, po, &zAns, &nAns);
    if( nAns!=0 ) abort();
  }
  answer_line(r, po, &zAns, &nAns);
  if( p->nRow<SIDE16 ){
    snprintf(zWant, sizeof(zWant), "error: input ends inside a grid (%d of "
             "16 lines)", p->nRow);
    if( !line_is(zAns, nAns, zWant) ) abort();
    return;
  }
  if( p->badLine ){
    snprintf(zWant, sizeof(zWant), "error: line %ld: ", p->badLine);
    if( !line_starts(zAns, nAns, zWant) ) abort();
    return;
  }
  if( line_is(zAns, nAns, "no solution") ){
    check_no_solution(&p->g);
    return;
  }
  snprintf(zWant, sizeof(zWant), "error: %s",
           solve_failure(SOLVE_OVER_BUDGET));
  if( line_is(zAns, nAns, zWant) ) return;
  grid_init(&s, 4);
  for(row=0; row<SIDE16; row++){
    if( row>0 ) answer_line(r, po, &zAns, &nAns);
    if( nAns!=SIDE16 ) abort();
    for(c=0; c<SIDE16; c++){
      if( zAns[c]<'A' || zAns[c]>'P' ) abort();
      s.v[row*SIDE16+c] = (unsigned char)(zAns[c]-'A'+1);
    }
  }
  if( !fz_solves(&p->g, &s) ) abort();
}

/* Walk the grids; with r NULL only say whether one is too sparse, else
** check every answer. */
static int walk_sudoku16(const char *z, size_t n, const Run *r){
  size_t o = 0, len;
  const char *zLine;
  long line = 0;
  int nGrid = 0, bSparse = 0;
  Grid16 cur;
  InLines in;
  memset(&cur, 0, sizeof(cur));
  grid_init(&cur.g, 4);
  in_lines_open(&in, z, n);
  while( !bSparse && in_lines_next(&in, &zLine, &len) ){
    line++;
    while( len>0 && is_trimmed(zLine[len-1]) ) len--;
    if( len==0 ) continue;
    grid16_row(&cur, zLine, len, line);
    if( cur.nRow<SIDE16 ) continue;
    if( r==0 && cur.badLine==0 && too_sparse(&cur.g) ) bSparse = 1;
    if( r ) check_grid16(r, &o, &cur, nGrid==0);
    nGrid++;
    memset(&cur, 0, sizeof(cur));
    grid_init(&cur.g, 4);
  }
  in_lines_close(&in);
  if( r && cur.nRow>0 ) check_grid16(r, &o, &cur, nGrid==0);
  if( r && o<r->nOut ) abort();
  return bSparse;
}

/* ---- exact-cover ------------------------------------------------------- */

/* 1 when some subset of the rows is an exact cover. */
static int has_cover(const CoverRows *p){
  int aPick[COVER_BRUTE_ROWS];
  unsigned m;
  for(m=0; m<(1u<<p->nRow); m++){
    int i, n = 0;
    for(i=0; i<p->nRow; i++) if( m & (1u<<i) ) aPick[n++] = i;
    if( fz_is_cover(p, p->nCol, p->nCol, aPick, n) ) return 1;
  }
  return 0;
}

/* The answer line: ascending 1-based row numbers of an exact cover. */
static void check_cover_line(const CoverRows *p, const char *z, size_t n){
  int *aPick = malloc(sizeof(int)*((size_t)p->nRow+1));
  int nPick = 0;
  size_t i = 0;
  if( aPick==0 ) abort();
  while( i<n ){
    long v = 0;
    if( nPick>0 && z[i++]!=' ' ) abort();
    if( i>=n || !isdigit((unsigned char)z[i]) ) abort();
    while( i<n && isdigit((unsigned char)z[i]) && v<=p->nRow ){
      v = v*10 + (z[i++]-'0');
    }
    if( v<1 || v>p->nRow || (nPick>0 && v-1<=aPick[nPick-1]) ) abort();
    aPick[nPick++] = (int)v-1;
  }
  if( !fz_is_cover(p, p->nCol, p->nCol, aPick, nPick) ) abort();
  free(aPick);
}

/* Check the exact-cover pipe (unless the matrix is too big to search). */
static void fuzz_exact_cover(const uint8_t *z, size_t n){
  CoverRows rows;
  char zErr[COVER_ERR_MAX], zWant[COVER_ERR_MAX+40];
  const char *zAns;
  size_t o = 0, nAns;
  Run r;
  int bad;
  memset(&rows, 0, sizeof(rows));
  bad = coverrows_from_matrix(&rows, (const char*)z, n, zErr);
  if( bad==COVER_NOMEM ) abort();
  if( !bad && rows.nRow>COVER_MAX_ROWS ){
    coverrows_free(&rows);
    return;
  }
  run_pipe(pipe_exact_cover, z, n, &r);
  if( bad ){
    snprintf(zWant, sizeof(zWant), "sudokudb: exact-cover: %s\n", zErr);
    if( r.rc!=EXIT_FAIL || r.nOut || !line_is(r.zErr, r.nErr, zWant) ){
      abort();
    }
  }else{
    if( r.rc!=EXIT_OK || r.nErr ) abort();
    answer_line(&r, &o, &zAns, &nAns);
    if( line_is(zAns, nAns, "No Solution!") ){
      if( rows.nRow<=COVER_BRUTE_ROWS && has_cover(&rows) ) abort();
    }else{
      check_cover_line(&rows, zAns, nAns);
    }
    if( o<r.nOut ) abort();
  }
  coverrows_free(&rows);
  free(r.zOut);
  free(r.zErr);
}

/* ---- iq ---------------------------------------------------------------- */

static void fuzz_iq(const uint8_t *z, size_t n){
  IqBoard in, out, again;
  char zErr[IQ_ERR_MAX], zWant[IQ_ERR_MAX+20];
  int rc, i;
  Run r;
  run_pipe(pipe_iq, z, n, &r);
  rc = iq_parse(&in, (const char*)z, n, zErr);
  if( rc==IQ_OK ) rc = iq_solve(&in, &out, zErr, 0, 0);
  if( rc<0 ){
    snprintf(zWant, sizeof(zWant), "sudokudb: iq: %s\n", zErr);
    if( r.rc!=EXIT_FAIL || r.nOut || !line_is(r.zErr, r.nErr, zWant) ){
      abort();
    }
  }else if( r.rc!=EXIT_OK || r.nErr ){
    abort();
  }else if( !line_is(r.zOut, r.nOut, "No solution\n") ){
    if( r.nOut<1 || r.zOut[r.nOut-1]!='\n' ) abort();
    if( iq_parse(&out, r.zOut, r.nOut-1, zErr)!=IQ_OK ) abort();
    if( out.oneLine!=in.oneLine ) abort();
    for(i=0; i<IQ_CELLS; i++){
      if( out.cell[i]<'A' || out.cell[i]>'L' ) abort();
      if( in.cell[i]!='.' && in.cell[i]!=out.cell[i] ) abort();
    }
    if( iq_solve(&out, &again, zErr, 0, 0)!=1 ) abort();
  }
  free(r.zOut);
  free(r.zErr);
}

/* ---- target ------------------------------------------------------------ */

/* The value of a target token: an integer 0..9, '+' allowed; else -1. */
static int target_value(const char *z, size_t n){
  size_t i = (n>0 && z[0]=='+');
  int v = 0;
  if( i==n ) return -1;
  for(; i<n; i++){
    if( !isdigit((unsigned char)z[i]) ) return -1;
    v = v*10 + (z[i]-'0');
    if( v>9 ) return -1;
  }
  return v;
}

/* Walk the tokens; with r NULL only say whether a grid is too sparse,
** else check the answers, the exit code and the message. */
static int walk_target(const char *z, size_t n, const Run *r){
  size_t i = 0, o = 0, nAns;
  const char *zAns;
  char zWant[100];
  int line = 1, k = 0, nGrid = 0, bad = 0;
  Grid g;
  grid_init(&g, 3);
  while( !bad ){
    size_t start;
    int v;
    while( i<n && isspace((unsigned char)z[i]) ) line += z[i++]=='\n';
    if( i==n ) break;
    for(start=i; i<n && !isspace((unsigned char)z[i]); i++){}
    v = target_value(z+start, i-start);
    if( v<0 ){
      if( r==0 ) return 0;
      snprintf(zWant, sizeof(zWant), "sudokudb: pipe target: line %d: "
               "expected a number 0..9, got '", line);
      if( r->rc!=EXIT_FAIL || !line_starts(r->zErr, r->nErr, zWant) ) abort();
      bad = 1;
      continue;
    }
    g.v[k++] = (unsigned char)v;
    if( k<81 ) continue;
    k = 0;
    nGrid++;
    if( r==0 ){
      if( grid_clues(&g)<TARGET_MIN_GIVENS ) return 1;
      continue;
    }
    answer_line(r, &o, &zAns, &nAns);
    snprintf(zWant, sizeof(zWant), "%d", target_best(&g, 0, 0, 0));
    if( !line_is(zAns, nAns, zWant) ) abort();
  }
  if( r==0 ) return 0;
  if( !bad && k>0 ){
    snprintf(zWant, sizeof(zWant), "sudokudb: pipe target: input ends "
             "inside grid %d (%d of 81 numbers)\n", nGrid+1, k);
    if( r->rc!=EXIT_FAIL || !line_is(r->zErr, r->nErr, zWant) ) abort();
  }else if( !bad && (r->rc!=EXIT_OK || r->nErr) ){
    abort();
  }
  if( o<r->nOut ) abort();
  return 0;
}

/* ---- the entry point --------------------------------------------------- */

/* Run a line-oriented pipe whose answers walk() checks, unless walk()
** finds a grid too sparse to solve quickly. */
static void fuzz_walked(int (*xPipe)(FILE*, FILE*, unsigned long long),
                        int (*walk)(const char*, size_t, const Run*),
                        const uint8_t *z, size_t n, int bCheckExit){
  Run r;
  if( walk((const char*)z, n, 0) ) return;
  run_pipe(xPipe, z, n, &r);
  if( bCheckExit && (r.rc!=EXIT_OK || r.nErr) ) abort();
  walk((const char*)z, n, &r);
  free(r.zOut);
  free(r.zErr);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  if( size==0 ) return 0;
  switch( data[0]%5 ){
    case 0:
      fuzz_walked(pipe_sudoku, walk_sudoku, data+1, size-1, 1);
      break;
    case 1:
      fuzz_walked(pipe_sudoku16, walk_sudoku16, data+1, size-1, 1);
      break;
    case 2:
      fuzz_exact_cover(data+1, size-1);
      break;
    case 3:
      fuzz_iq(data+1, size-1);
      break;
    default:
      fuzz_walked(pipe_target, walk_target, data+1, size-1, 0);
      break;
  }
  return 0;
}
