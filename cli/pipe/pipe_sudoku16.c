/* SPDX-License-Identifier: MIT */
/*
** pipe_sudoku16.c: `sudokudb pipe sudoku16`, the classic 16x16 judge
** format (POJ 3076 "Sudoku"): grids of 16 lines of 16 characters, letters
** A-P for values and '-' for empty, one after another to the end of the
** input; blank lines between grids are skipped.  Each grid is answered by
** its solution in the same letters (16 lines), with a blank line between
** answers.  A grid with no solution is answered by the line "no solution";
** a malformed grid (a line that is not 16 of A-P and '-', conflicting
** givens are fine: they give "no solution") by one line "error: <why>";
** either way the next grid follows as usual.
*/
#include "cli.h"
#include "pipe.h"
#include "solve.h"

#include <stdlib.h>
#include <string.h>

#define SIDE16 16

/* Reading state: the grid being filled and what was wrong with it. */
typedef struct Reader16 Reader16;
struct Reader16 {
  Grid g;
  int nRow;            /* rows read into g */
  int nGrid;           /* grids answered so far */
  long line;           /* input line number */
  char zErr[96];       /* first problem of this grid, or "" */
};

/* Length of z[0..n-1] without trailing blanks and carriage returns. */
static size_t trimmed_length(const char *z, size_t n){
  while( n>0 && (z[n-1]==' ' || z[n-1]=='\t' || z[n-1]=='\r') ) n--;
  return n;
}

/* Store one row of the grid, or note what is wrong with it. */
static void read_row(Reader16 *r, const char *z, size_t n){
  int c;
  if( r->zErr[0] ) return;
  if( n!=SIDE16 ){
    snprintf(r->zErr, sizeof(r->zErr), "line %ld: expected 16 characters "
             "A-P or '-', got %zu", r->line, n);
    return;
  }
  for(c=0; c<SIDE16; c++){
    char ch = z[c];
    if( ch=='-' ){
      r->g.v[r->nRow*SIDE16+c] = 0;
    }else if( ch>='A' && ch<='P' ){
      r->g.v[r->nRow*SIDE16+c] = (unsigned char)(ch-'A'+1);
    }else{
      snprintf(r->zErr, sizeof(r->zErr), "line %ld: bad character '%c' "
               "(expected A-P or '-')", r->line, ch>=0x20 && ch<0x7f ? ch : '?');
      return;
    }
  }
}

/* Write the answer to the grid just read. */
static void answer_grid(Reader16 *r, FILE *out, unsigned long long budget){
  Grid sol;
  unsigned long long n;
  Work w = {.limit = budget, .threads = 1, .memLimit = WORK_DEFAULT_MEMORY};
  if( r->nGrid++>0 ) fputc('\n', out);
  if( r->zErr[0] ){
    fprintf(out, "error: %s\n", r->zErr);
  }else if( (n = solve_grid(&r->g, 1, &sol, 0, &w))==1 ){
    int row, c;
    for(row=0; row<SIDE16; row++){
      char z[SIDE16+1];
      for(c=0; c<SIDE16; c++) z[c] = (char)('A'+sol.v[row*SIDE16+c]-1);
      z[SIDE16] = '\n';
      fwrite(z, 1, sizeof(z), out);
    }
  }else if( solve_failure(n) ){
    fprintf(out, "error: %s\n", solve_failure(n));
  }else{
    fputs("no solution\n", out);
  }
  r->nRow = 0;
  r->zErr[0] = 0;
}

int pipe_sudoku16(FILE *in, FILE *out, unsigned long long budget){
  Reader16 r;
  char *zLine = 0;
  size_t nAlloc = 0;
  ssize_t n;
  memset(&r, 0, sizeof(r));
  grid_init(&r.g, 4);
  while( (n = pipe_getline(&zLine, &nAlloc, in))>=0 ){
    size_t len = (size_t)n;
    r.line++;
    len = trimmed_length(zLine, len);
    if( len==0 ) continue;
    read_row(&r, zLine, len);
    if( ++r.nRow==SIDE16 ) answer_grid(&r, out, budget);
  }
  free(zLine);
  if( n==-2 ) return EXIT_FAIL;
  if( ferror(in) ){
    perror("sudokudb: reading stdin");
    return EXIT_FAIL;
  }
  if( r.nRow>0 ){
    snprintf(r.zErr, sizeof(r.zErr), "input ends inside a grid (%d of 16 "
             "lines)", r.nRow);
    answer_grid(&r, out, budget);
  }
  return EXIT_OK;
}
