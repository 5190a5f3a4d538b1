/* SPDX-License-Identifier: MIT */
/*
** fn_sudoku.c: the bodies of the puzzle functions (see fn.h): solving,
** counting, checking, spelling, the canonical form and target sudoku.
*/
#include "fn.h"
#include "canon.h"
#include "grid_pack.h"
#include "rulesdraw.h"
#include "solve.h"
#include "target.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

/*
** Without a limit, sudoku_count counts up to this many solutions and
** reports an error past it, so a call never runs away in the host: 100,000
** for 4x4 and 9x9, 10,000 for the larger grids, whose solutions cost more
** (each cap takes well under a second on the empty grid).
*/
static unsigned long long count_default_cap(const Grid *g){
  return g->side<=9 ? 100000 : 10000;
}

/* Set o to the integer v. */
static void result_int(FnOut *o, long long v){
  o->eType = FN_INT;
  o->i = v;
}

/* r, or the plain rules of g's side in *pBuf when r is NULL. */
static const Rules *rules_or_plain(const Rules *r, const Grid *g,
                                   Rules *pBuf){
  if( r ) return r;
  rules_plain_of(pBuf, g->side);
  return pBuf;
}

/* sudoku_solve(p [, rules]): the first solution in canonical form, NULL
** if none. */
void fn_solve(FnOut *o, const Grid *g, const Rules *r, Work *w){
  Grid sol;
  unsigned long long n;
  if( fn_solve_grid(o, g, r, 1, &sol, 0, w, &n) && n==1 ){
    fn_result_grid(o, &sol);
  }
}

/* sudoku_count(p [, limit [, rules]]): the number of solutions, up to
** limit (a positive integer; the glue passes 0 for a limit of another
** type); without one (hasLimit 0), up to the cap. */
void fn_count(FnOut *o, const Grid *g, const Rules *r, long long limit,
              int hasLimit, Work *w){
  unsigned long long n, cap = count_default_cap(g);
  if( hasLimit && limit<1 ){
    fn_error(o, FN_ERR_INPUT, "limit must be a positive integer");
    return;
  }
  if( !fn_solve_grid(o, g, r, hasLimit ? (unsigned long long)limit : cap+1,
                     0, 0, w, &n) ){
    return;
  }
  if( !hasLimit && n>cap ){
    fn_error(o, FN_ERR_LIMIT, "more than %llu solutions; pass a limit, as "
             "in sudoku_count(p, 1000000)", cap);
    return;
  }
  result_int(o, (long long)n);
}

/* sudoku_is_unique(p [, rules]): 1 when the puzzle has exactly one
** solution. */
void fn_is_unique(FnOut *o, const Grid *g, const Rules *r, Work *w){
  unsigned long long n;
  if( fn_solve_grid(o, g, r, 2, 0, 0, w, &n) ) result_int(o, n==1);
}

/* 1 when complete grid s agrees with every given of p (and every
** cell's candidates in a pencil-mark puzzle). */
static int agrees_with_givens(const Grid *p, const Grid *s){
  int i;
  for(i=0; i<p->ncell; i++){
    if( p->v[i] && p->v[i]!=s->v[i] ) return 0;
    if( p->marked && p->v[i]==0 && (p->cand[i]>>(s->v[i]-1) & 1)==0 ){
      return 0;
    }
  }
  return 1;
}

/* sudoku_check(p, s [, rules]): 1 when s is a complete grid keeping the
** rules and solving p. */
void fn_check(FnOut *o, const Grid *p, const Grid *s, const Rules *r){
  Rules plain;
  result_int(o, p->ncell==s->ncell && grid_clues(s)==s->ncell
                && rules_consistent(rules_or_plain(r, p, &plain), s)
                && agrees_with_givens(p, s));
}

/* 1 unless a pencil-mark puzzle has an empty cell without a candidate. */
static int marks_sound(const Grid *g){
  int i;
  for(i=0; g->marked && i<81; i++){
    if( g->v[i]==0 && (g->cand[i] & 0x1ff)==0 ) return 0;
  }
  return 1;
}

/* sudoku_valid(p [, rules]): 1 when no two givens break a rule (and no
** cell of a pencil-mark puzzle is left without a candidate). */
void fn_valid(FnOut *o, const Grid *g, const Rules *r, Work *w){
  Rules plain;
  (void)w;
  result_int(o, rules_consistent(rules_or_plain(r, g, &plain), g)
                && marks_sound(g));
}

/* The error of a function that takes no pencil-mark puzzle: 1 when g is
** not one, else 0 with o's error (zWhat: what the function gives). */
static int no_marks(FnOut *o, const Grid *g, const char *zWhat){
  if( !g->marked ) return 1;
  fn_error(o, FN_ERR_INPUT, "no %s for a pencil-mark puzzle", zWhat);
  return 0;
}

/* The alphabet called z (n bytes; 'digits', 'hex', 'letters'), or AUTO. */
static GridAlphabet alphabet_named(const char *z, size_t n){
  static const struct { const char *zName; GridAlphabet e; } aName[] = {
    { "digits",  GRID_ALPHA_DIGITS  },
    { "hex",     GRID_ALPHA_HEX     },
    { "letters", GRID_ALPHA_LETTERS },
  };
  size_t i;
  for(i=0; i<sizeof(aName)/sizeof(aName[0]); i++){
    if( strlen(aName[i].zName)==n && strncasecmp(z, aName[i].zName, n)==0 ){
      return aName[i].e;
    }
  }
  return GRID_ALPHA_AUTO;
}

/*
** Set o to g's one-line spelling, '.' for empty, in the alphabet alpha
** (GRID_ALPHA_AUTO: the canonical one; else the one named zAlpha, nAlpha
** bytes, for the error); a pencil-mark puzzle as its marks.  A spelling
** that would read back as another puzzle (the alphabet is told from the
** characters, see grid.h: a 16x16 in digits with every given above 9
** reads as letters) is refused.
*/
static void normal_spelling(FnOut *o, const Grid *g, GridAlphabet alpha,
                            const char *zAlpha, size_t nAlpha){
  Grid back;
  char zErr[GRID_ERR_MAX];
  if( g->marked ){
    if( (o->zHeap = malloc(GRID_MARKS_CHARS+1))==0 ){
      fn_nomem(o);
      return;
    }
    grid_marks_format(g, o->zHeap);
    o->eType = FN_TEXT;
    o->z = o->zHeap;
    o->n = GRID_MARKS_CHARS;
    return;
  }
  if( alpha==GRID_ALPHA_HEX && g->side!=16 ){
    fn_error(o, FN_ERR_INPUT, "the hex alphabet spells 16x16 grids only, "
             "got %dx%d", g->side, g->side);
    return;
  }
  o->n = (size_t)grid_format_line(g, alpha, o->zBuf);
  if( grid_parse(&back, o->zBuf, o->n, GRID_ALPHA_AUTO, zErr)
   || memcmp(back.v, g->v, (size_t)g->ncell)!=0 ){
    fn_error(o, FN_ERR_INPUT, "this grid spelled in %.*s would read back as "
             "another puzzle (its alphabet is told from its characters); "
             "use 'letters'", zAlpha ? (int)nAlpha : 22,
             zAlpha ? zAlpha : "the canonical alphabet");
    return;
  }
  o->eType = FN_TEXT;
  o->z = o->zBuf;
}

/*
** sudoku_normalize(text [, alphabet]): the one-line spelling in the
** canonical alphabet or the one named (zAlpha, nAlpha bytes; NULL for
** none): 'digits' (1-9A-P), 'hex' (0-9A-F, 16x16 only) or 'letters'
** (A-Y); see normal_spelling.
*/
void fn_normalize(FnOut *o, const char *z, size_t n, const char *zAlpha,
                  size_t nAlpha){
  Grid g;
  GridAlphabet alpha = GRID_ALPHA_AUTO;
  if( zAlpha ){
    alpha = alphabet_named(zAlpha, nAlpha);
    if( alpha==GRID_ALPHA_AUTO ){
      fn_error(o, FN_ERR_INPUT, "unknown alphabet '%.20s%s' (use 'digits', "
               "'hex' or 'letters')", zAlpha,
               nAlpha>20 || strlen(zAlpha)<nAlpha ? "..." : "");
      return;
    }
  }
  if( !fn_grid(o, 0, z, n, &g) ) return;
  normal_spelling(o, &g, alpha, zAlpha, nAlpha);
}

/*
** sudoku_pack(p): the form the sudokudb database stores g in
** (grid_pack.h): the packed cells of a puzzle of up to 9 digits
** (FN_BLOB), else the normal spelling of a larger or pencil-mark puzzle
** (FN_TEXT, as sudoku_normalize(p)).
*/
void fn_pack(FnOut *o, const Grid *g, const Rules *r, Work *w){
  char zLine[GRID_MAX_CELLS+1];
  (void)r;
  (void)w;
  if( g->marked || g->side>9 ){
    normal_spelling(o, g, GRID_ALPHA_AUTO, 0, 0);
    return;
  }
  o->n = grid_pack_text(zLine, (size_t)grid_format_line(g, GRID_ALPHA_AUTO,
                                                        zLine),
                        (unsigned char*)o->zBuf);
  o->eType = FN_BLOB;
  o->z = o->zBuf;
}

/* sudoku_key(p): the key of g's stored form, fn_pack's bytes
** (grid_pack_key), which the database indexes instead of the cells. */
void fn_key(FnOut *o, const Grid *g, const Rules *r, Work *w){
  int key;
  fn_pack(o, g, r, w);
  if( o->eType==FN_ERROR ) return;
  key = grid_pack_key((const unsigned char*)o->z, o->n);
  fn_free(o);
  result_int(o, key);
}

/* sudoku_clues(p): the number of givens. */
void fn_clues(FnOut *o, const Grid *g, const Rules *r, Work *w){
  (void)r;
  (void)w;
  result_int(o, grid_clues(g));
}

/* sudoku_format(p [, rules]): a multi-line grid with box borders, or the
** walls of its regions and cages (rulesdraw.h); a pencil-mark puzzle's
** candidate grid (grid_marks_pretty). */
void fn_format(FnOut *o, const Grid *g, const Rules *r, Work *w){
  Rules plain;
  (void)w;
  if( g->marked ){
    if( (o->zHeap = malloc(GRID_MARKS_PRETTY_MAX))==0 ){
      fn_nomem(o);
      return;
    }
    o->eType = FN_TEXT;
    o->n = grid_marks_pretty(g, o->zHeap);
    o->z = o->zHeap;
    return;
  }
  r = rules_or_plain(r, g, &plain);
  o->zHeap = malloc(rules_draw_size(g, r));
  if( o->zHeap==0 ){
    fn_nomem(o);
    return;
  }
  o->eType = FN_TEXT;
  o->n = rules_draw(g, r, o->zHeap);
  o->z = o->zHeap;
}

/* sudoku_canonical(p [, rules]): the minlex form of a 4x4 or 9x9 puzzle
** under the plain rules. */
void fn_canonical(FnOut *o, const Grid *g, const Rules *r, Work *w){
  Grid form;
  (void)w;
  if( !fn_plain_rules(o, r, "gives the canonical form of") ) return;
  if( !no_marks(o, g, "canonical form") ) return;
  if( canon_grid(g, &form) ){
    fn_error(o, FN_ERR_INPUT, "only 9x9 and 4x4 puzzles have a canonical "
             "form");
    return;
  }
  fn_result_grid(o, &form);
}

/* target_score(p) (isSolve 0): the highest score over the solutions, or
** target_solve(p): a solution reaching it; NULL when p has none. */
static void target(FnOut *o, const Grid *g, int isSolve, Work *w){
  Grid best;
  int score;
  if( g->box!=3 ){
    fn_error(o, FN_ERR_INPUT, "target sudoku is 9x9 only, got %dx%d",
             g->side, g->side);
    return;
  }
  if( !no_marks(o, g, "target sudoku") ) return;
  score = target_best(g, isSolve ? &best : 0, 0, w);
  if( score==TARGET_OVER_BUDGET ){
    fn_over_budget(o, w);
  }else if( score>=0 ){
    if( isSolve ) fn_result_grid(o, &best);
    else result_int(o, score);
  }
}

void fn_target_score(FnOut *o, const Grid *g, const Rules *r, Work *w){
  (void)r;
  target(o, g, 0, w);
}
void fn_target_solve(FnOut *o, const Grid *g, const Rules *r, Work *w){
  (void)r;
  target(o, g, 1, w);
}
