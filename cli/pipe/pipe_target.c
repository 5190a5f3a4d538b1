/* SPDX-License-Identifier: MIT */
/*
** pipe_target.c: `sudokudb pipe target`, the judge format of NOIP 2009's
** target sudoku: 9 lines of 9 space-separated integers, 0 for empty.  The
** answer is the highest score over all solutions, or -1 when there is
** none.  Several grids may follow one another; each gets its own answer
** line.  Numbers are read in order, 81 to a grid, so line breaks and
** blank lines do not matter.  A token that is not an integer 0..9, or an
** input ending inside a grid, stops the run with a message on stderr and
** exit code 1 (answers to earlier grids have been written).
*/
#include "cli.h"
#include "pipe.h"
#include "target.h"

#include <ctype.h>

/* Longest token kept for an error message. */
#define TOKEN_MAX 24

/* Reads whitespace-separated tokens, counting lines for messages. */
typedef struct TokenReader TokenReader;
struct TokenReader {
  FILE *in;
  int line;                  /* line of the last token, 1-based */
  int value;                 /* its cell value 0..9, or -1 when not one */
  char z[TOKEN_MAX+1];       /* the token for messages: cut short if
                             ** longer, unprintable bytes shown as '?' */
};

/*
** The value of a token so far, after its character c at position i:
** an integer 0..9 with an optional '+' in front.  States: -2 nothing
** but the '+' yet, -1 not an integer 0..9 (final), else the value.
*/
static int token_step(int v, int c, int i){
  if( v==-1 ) return -1;
  if( c=='+' && i==0 ) return -2;
  if( !isdigit(c) ) return -1;
  v = (v<0 ? 0 : v)*10 + (c-'0');
  return v>9 ? -1 : v;
}

/* Read the next token into r->z and r->value; 0 at end of input.  The
** value is judged on the whole token, however long. */
static int next_token(TokenReader *r){
  int c, n = 0, v = -2;
  while( (c = getc(r->in))!=EOF && isspace(c) ){
    if( c=='\n' ) r->line++;
  }
  if( c==EOF ) return 0;
  while( c!=EOF && !isspace(c) ){
    v = token_step(v, c, n);
    if( n<TOKEN_MAX ) r->z[n] = (char)(c>=0x20 && c<0x7f ? c : '?');
    n++;
    c = getc(r->in);
  }
  r->z[n<TOKEN_MAX ? n : TOKEN_MAX] = 0;
  r->value = v<0 ? -1 : v;
  if( c!=EOF ) ungetc(c, r->in);
  return 1;
}

int pipe_target(FILE *in, FILE *out, unsigned long long budget){
  TokenReader r;
  Grid g;
  int n = 0, nGrid = 0;
  r.in = in;
  r.line = 1;
  grid_init(&g, 3);
  while( next_token(&r) ){
    int v = r.value;
    if( v<0 ){
      fprintf(stderr, "sudokudb: pipe target: line %d: expected a number "
              "0..9, got '%s'\n", r.line, r.z);
      return EXIT_FAIL;
    }
    g.v[n++] = (unsigned char)v;
    if( n==81 ){
      Work w = {.limit = budget, .threads = 1,
               .memLimit = WORK_DEFAULT_MEMORY};
      int score = target_best(&g, 0, 0, &w);
      if( score==TARGET_OVER_BUDGET ){
        fprintf(stderr, "sudokudb: pipe target: grid %d: over the work "
                "budget of %llu units (too few givens to finish)\n",
                nGrid+1, w.limit);
        return EXIT_FAIL;
      }
      fprintf(out, "%d\n", score);
      n = 0;
      nGrid++;
    }
  }
  if( ferror(in) ){
    perror("sudokudb: reading stdin");
    return EXIT_FAIL;
  }
  if( n>0 ){
    fprintf(stderr, "sudokudb: pipe target: input ends inside grid %d "
            "(%d of 81 numbers)\n", nGrid+1, n);
    return EXIT_FAIL;
  }
  return EXIT_OK;
}
