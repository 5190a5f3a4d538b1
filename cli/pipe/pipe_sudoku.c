/* SPDX-License-Identifier: MIT */
/*
** pipe_sudoku.c: `sudokudb pipe sudoku`, the classic judge format: one
** puzzle per line, a line "end" closes the input.  Each puzzle gets one
** output line: its solution, "no solution", or "error: <why>".
*/
#include "cli.h"
#include "pipe.h"
#include "solve.h"

#include <stdlib.h>
#include <string.h>

/* 1 when the line (without its newline) is blank or a comment. */
static int is_skipped(const char *z, size_t n){
  size_t i;
  for(i=0; i<n && (z[i]==' ' || z[i]=='\t' || z[i]=='\r'); i++){}
  return i==n || z[i]=='#';
}

/* 1 when the line is the terminator "end" (blanks around allowed). */
static int is_end(const char *z, size_t n){
  while( n>0 && (z[n-1]==' ' || z[n-1]=='\t' || z[n-1]=='\r') ) n--;
  while( n>0 && (*z==' ' || *z=='\t') ){ z++; n--; }
  return n==3 && memcmp(z, "end", 3)==0;
}

/* Solve one line under the rules zRules (NULL: plain, read only for the
** message of a prime side, which needs regions) and write its answer
** line. */
static void answer_line(const char *z, size_t n, FILE *out,
                        unsigned long long budget, const char *zRules){
  Grid g, sol;
  Rules r;
  char zErr[JSON_ERR_MAX];
  char zOut[GRID_MAX_CELLS+1];
  unsigned long long count;
  Work w = {.limit = budget, .threads = 1, .memLimit = WORK_DEFAULT_MEMORY};
  if( grid_parse(&g, z, n, GRID_ALPHA_AUTO, zErr)
   || ((zRules || g.boxr==0) && rules_parse(&r, zRules, -1, g.side, zErr)) ){
    fprintf(out, "error: %s\n", zErr);
  }else if( (count = solve_rules(&g, zRules ? &r : 0, 1, &sol, 0, &w))==1 ){
    int len = grid_format_line(&sol, GRID_ALPHA_AUTO, zOut);
    zOut[len] = '\n';
    fwrite(zOut, 1, (size_t)len+1, out);
  }else if( solve_failure(count) ){
    fprintf(out, "error: %s\n", solve_failure(count));
  }else{
    fputs("no solution\n", out);
  }
}

int pipe_sudoku(FILE *in, FILE *out, unsigned long long budget){
  return pipe_sudoku_rules(in, out, budget, 0);
}

int pipe_sudoku_rules(FILE *in, FILE *out, unsigned long long budget,
                      const char *zRules){
  char *zLine = 0;
  size_t nAlloc = 0;
  ssize_t n;
  while( (n = pipe_getline(&zLine, &nAlloc, in))>=0 ){
    size_t len = (size_t)n;
    if( is_end(zLine, len) ) break;
    if( is_skipped(zLine, len) ) continue;
    answer_line(zLine, len, out, budget, zRules);
  }
  free(zLine);
  if( n==-2 ) return EXIT_FAIL;
  if( ferror(in) ){
    perror("sudokudb: reading stdin");
    return EXIT_FAIL;
  }
  return EXIT_OK;
}
