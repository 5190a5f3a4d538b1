/* SPDX-License-Identifier: MIT */
/*
** grid.c: parse any accepted spelling of a puzzle into a Grid, and format a
** Grid back to text.  See grid.h for the accepted spellings.
*/
#include "grid.h"

#include <stdio.h>
#include <string.h>

/* How a line of the input is treated. */
typedef enum LineKind {
  LINE_CELLS,        /* holds cells (or nothing) */
  LINE_BORDER,       /* only -+=| and blanks, with a '+' or '=': a border */
  LINE_MAYBE_BORDER  /* only -| and blanks with a '-': border or empty row */
} LineKind;

static int is_blank(unsigned char c){
  return c==' ' || c=='\t' || c=='\r' || c=='\f' || c=='\v';
}

/* 1 when z[i..] starts with a no-break space (U+00A0, what a grid copied
** from a web page often has between its cells): a blank of two bytes. */
static int is_nbsp(const unsigned char *z, size_t i, size_t n){
  return z[i]==0xC2 && i+1<n && z[i+1]==0xA0;
}

static int is_upper(unsigned char c){ return c>='A' && c<='Z'; }
static int is_lower(unsigned char c){ return c>='a' && c<='z'; }
static int is_digit19(unsigned char c){ return c>='1' && c<='9'; }

/* Characters that are neither cells nor errors anywhere on a line. */
static int is_ignored(unsigned char c){
  return is_blank(c) || c=='|' || c=='+';
}

static int is_empty_marker(unsigned char c){
  return c=='.' || c=='0' || c=='-' || c=='_' || c=='*';
}

static int is_cell_char(unsigned char c){
  return is_empty_marker(c) || is_digit19(c) || is_upper(c) || is_lower(c);
}

/* Classify the line z[0..n-1] (no newline inside). */
static LineKind line_kind(const unsigned char *z, size_t n){
  int hasDash = 0, hasJoint = 0;
  size_t i;
  for(i=0; i<n; i++){
    unsigned char c = z[i];
    if( c=='-' ) hasDash = 1;
    else if( c=='+' || c=='=' ) hasJoint = 1;
    else if( is_nbsp(z, i, n) ) i++;
    else if( c!='|' && !is_blank(c) ) return LINE_CELLS;
  }
  if( hasJoint ) return LINE_BORDER;
  return hasDash ? LINE_MAYBE_BORDER : LINE_CELLS;
}

/* Length of the UTF-8 byte order mark at the start of z, if any. */
static size_t bom_length(const unsigned char *z, size_t n){
  return (n>=3 && z[0]==0xEF && z[1]==0xBB && z[2]==0xBF) ? 3 : 0;
}

/* Which LINE_MAYBE_BORDER lines hold cells rather than borders: none,
** all, or (a side 4..25) those with exactly a row's or a grid's count of
** cells of that side. */
typedef int MaybePolicy;
#define MAYBE_NONE 0
#define MAYBE_ALL  (-1)

/* Number of '-' on a line: its cells, when it is a row of empties. */
static size_t dash_count(const unsigned char *z, size_t n){
  size_t i, k = 0;
  for(i=0; i<n; i++) k += z[i]=='-';
  return k;
}

/* 1 when a line of this kind holds cells under the policy. */
static int line_has_cells(LineKind kind, const unsigned char *z, size_t n,
                          MaybePolicy policy){
  if( kind==LINE_CELLS ) return 1;
  if( kind==LINE_BORDER ) return 0;
  if( policy>0 ){
    size_t k = dash_count(z, n);
    return k==(size_t)policy || k==(size_t)(policy*policy);
  }
  return policy==MAYBE_ALL;
}

/*
** Walk the cells of the text, calling emit(ctx, char, offset) for each
** one.  Lines of kind LINE_MAYBE_BORDER count as cells as the policy says.
** Returns the number of cells, or -1 after writing an error (bad
** character) to err.  emit may be NULL.
*/
static long walk_cells(const unsigned char *z, size_t n, MaybePolicy policy,
                       void (*emit)(void*, unsigned char, size_t),
                       void *ctx, char *err){
  long count = 0;
  size_t i = bom_length(z, n);
  while( i<n ){
    size_t end = i;
    LineKind kind;
    while( end<n && z[end]!='\n' ) end++;
    kind = line_kind(z+i, end-i);
    if( line_has_cells(kind, z+i, end-i, policy) ){
      for(; i<end; i++){
        unsigned char c = z[i];
        if( is_ignored(c) ) continue;
        if( is_nbsp(z, i, end) ){
          i++;
          continue;
        }
        if( !is_cell_char(c) ){
          if( c>=0x21 && c<0x7f ){
            snprintf(err, GRID_ERR_MAX, "bad character '%c' at offset %zu",
                     c, i);
          }else{
            snprintf(err, GRID_ERR_MAX, "bad byte 0x%02x at offset %zu",
                     c, i);
          }
          return -1;
        }
        if( emit ) emit(ctx, c, i);
        count++;
      }
    }
    i = end+1;
  }
  return count;
}

/* Side for a cell count, or 0 when it is not a valid size. */
static int side_for_cells(long n){
  int s;
  for(s=GRID_MIN_SIDE; s<=GRID_MAX_SIDE; s++){
    if( n==(long)s*s ) return s;
  }
  return 0;
}

/* The valid cell count nearest to n, for error messages. */
static long nearest_size(long n){
  long best = (long)GRID_MIN_SIDE*GRID_MIN_SIDE;
  int s;
  for(s=GRID_MIN_SIDE+1; s<=GRID_MAX_SIDE; s++){
    long c = (long)s*s;
    long d1 = c>n ? c-n : n-c, d2 = best>n ? best-n : n-best;
    if( d1<d2 ) best = c;
  }
  return best;
}

/* Facts about the cell characters, gathered for alphabet detection;
** zero counts the '0' cells. */
typedef struct CharCensus {
  int digit19, zero, otherEmpty, letter, letterG;
} CharCensus;

static void census_emit(void *ctx, unsigned char c, size_t off){
  CharCensus *p = (CharCensus*)ctx;
  (void)off;
  if( is_digit19(c) ) p->digit19 = 1;
  else if( c=='0' ) p->zero++;
  else if( is_empty_marker(c) ) p->otherEmpty = 1;
  else{
    p->letter = 1;
    if( c=='G' || c=='g' ) p->letterG = 1;
  }
}

/*
** The alphabet of a text (the rules grid.h documents).  A 16x16 text with
** '0' and no 'G' is hex when another empty marker shows that '0' is a
** value, or when there are exactly 16 '0's and no other empty cell: a
** complete hex grid.  (Read as digits, such a text is that grid with the
** 16s left out, so both readings have the same solution up to renaming.)
*/
static GridAlphabet alphabet_from_census(const CharCensus *p, int side){
  if( !p->digit19 && p->letter ) return GRID_ALPHA_LETTERS;
  if( side==16 && p->zero && !p->letterG
   && (p->otherEmpty || p->zero==side) ){
    return GRID_ALPHA_HEX;
  }
  return GRID_ALPHA_DIGITS;
}

/*
** Decide which ambiguous border lines hold cells: the first policy that
** gives a valid cell count (none; then, side by side, the rows of a side
** that make a grid of that side), else all of them.  Returns the count.
*/
static long count_cells(const unsigned char *z, size_t n,
                        MaybePolicy *policy, char *err){
  MaybePolicy p;
  long count = walk_cells(z, n, MAYBE_NONE, 0, 0, err);
  *policy = MAYBE_NONE;
  if( count<0 || side_for_cells(count) ) return count;
  for(p=GRID_MIN_SIDE; p<=GRID_MAX_SIDE; p++){
    count = walk_cells(z, n, p, 0, 0, err);
    *policy = p;
    if( count==(long)p*p ) return count;
  }
  *policy = MAYBE_ALL;
  return walk_cells(z, n, MAYBE_ALL, 0, 0, err);
}

/* Value of a cell character (walk_cells passes no other) in an alphabet:
** 0 empty, -1 not in it.  Digits spell every letter, so there every cell
** character that is no value is an empty marker. */
static int char_value(unsigned char c, GridAlphabet alpha){
  if( is_lower(c) ) c = (unsigned char)(c - 'a' + 'A');
  switch( alpha ){
    case GRID_ALPHA_HEX:
      if( c>='0' && c<='9' ) return c-'0'+1;
      if( c>='A' && c<='F' ) return c-'A'+11;
      return is_empty_marker(c) ? 0 : -1;
    case GRID_ALPHA_LETTERS:
      if( is_upper(c) ) return c-'A'+1;
      return is_empty_marker(c) ? 0 : -1;
    default:
      if( is_digit19(c) ) return c-'0';
      if( is_upper(c) ) return c-'A'+10;
      return 0;
  }
}

/* State of the second pass that stores values. */
typedef struct FillState {
  Grid *g;
  GridAlphabet alpha;
  int ncell;
  int bad;            /* first bad cell seen */
  unsigned char badChar;
  size_t badOffset;
} FillState;

static void fill_emit(void *ctx, unsigned char c, size_t off){
  FillState *p = (FillState*)ctx;
  int v = char_value(c, p->alpha);
  if( (v<0 || v>p->g->side) && !p->bad ){
    p->bad = 1;
    p->badChar = c;
    p->badOffset = off;
  }
  p->g->v[p->ncell++] = (unsigned char)(v<0 ? 0 : v);
}

void grid_box_shape(int side, int *pR, int *pC){
  int r;
  for(r=1; (r+1)*(r+1)<=side; r++){}
  while( side%r ) r--;
  *pR = r>1 ? r : 0;
  *pC = r>1 ? side/r : 0;
}

int grid_box_of(const Grid *g, int i){
  int r = i/g->side, c = i%g->side;
  if( g->boxr==0 ) return r;
  return (r/g->boxr)*(g->side/g->boxc) + c/g->boxc;
}

void grid_init_side(Grid *g, int side){
  grid_box_shape(side, &g->boxr, &g->boxc);
  g->box = g->boxr==g->boxc ? g->boxr : 0;
  g->side = side;
  g->ncell = side*side;
  memset(g->v, 0, sizeof(g->v));
  g->marked = 0;
  memset(g->cand, 0, sizeof(g->cand));
}

void grid_init(Grid *g, int box){
  grid_init_side(g, box*box);
}

/* One more than the value of each character allowed in a plain 9x9
** puzzle: '.' and '0' (empty) and '1'-'9'; 0 for every other character. */
static const unsigned char aPlainValue[256] = {
  ['.'] = 1, ['0'] = 1, ['1'] = 2, ['2'] = 3, ['3'] = 4, ['4'] = 5,
  ['5'] = 6, ['6'] = 7, ['7'] = 8, ['8'] = 9, ['9'] = 10
};

/*
** The common case, stored puzzles: exactly 81 characters, each '.', '0' or
** '1'-'9'.  Returns 1 when z was such a puzzle and g holds it; 0 means
** "use the general parser" (which gives the same result for such input).
** Branch-free over the cells: a bad character is noticed at the end.
*/
static int parse_plain_9x9(Grid *g, const unsigned char *z, size_t n){
  int i, bad = 0;
  if( n!=81 ) return 0;
  for(i=0; i<81; i++){
    unsigned char v = aPlainValue[z[i]];
    bad |= v==0;
    g->v[i] = (unsigned char)(v-1);
  }
  if( bad ) return 0;
  g->box = g->boxr = g->boxc = 3;
  g->side = 9;
  g->ncell = 81;
  g->marked = 0;
  return 1;
}

/* 1 for the blanks a pencil-mark grid may hold between its characters. */
static int marks_blank(char c){
  return c==' ' || c=='\t' || c=='\r' || c=='\n' || c=='\f' || c=='\v';
}

/* 1 for a character of a block: a digit or '.'. */
static int marks_char(char c){
  return c=='.' || (c>='0' && c<='9');
}

int grid_marks_parse(Grid *g, const char *z, size_t n, char *err){
  size_t i, k = 0;
  for(i=0; i<n; i++){
    if( marks_blank(z[i]) ) continue;
    if( !marks_char(z[i]) || ++k>GRID_MARKS_CHARS ) return 0;
  }
  if( k!=GRID_MARKS_CHARS ) return 0;
  grid_init(g, 3);
  g->marked = 1;
  for(i=0, k=0; i<n; i++){
    int cell, place;
    if( marks_blank(z[i]) ) continue;
    cell = (int)(k/9);
    place = (int)(k%9)+1;
    k++;
    if( z[i]=='.' || z[i]=='0' ) continue;
    if( z[i]-'0'!=place ){
      snprintf(err, GRID_ERR_MAX, "digit %c at place %d of r%dc%d (offset "
               "%zu)", z[i], place, cell/9+1, cell%9+1, i);
      return -1;
    }
    g->cand[cell] |= (unsigned short)(1u<<(place-1));
  }
  return 1;
}

int grid_parse(Grid *g, const char *zText, size_t n, GridAlphabet alpha,
               char *err){
  const unsigned char *z = (const unsigned char*)zText;
  MaybePolicy policy = MAYBE_NONE;
  long count;
  FillState fill;
  int side, rc;
  if( (alpha==GRID_ALPHA_AUTO || alpha==GRID_ALPHA_DIGITS)
   && parse_plain_9x9(g, z, n) ){
    return 0;
  }
  rc = n<GRID_MARKS_CHARS || alpha==GRID_ALPHA_LETTERS
       || alpha==GRID_ALPHA_HEX ? 0 : grid_marks_parse(g, zText, n, err);
  if( rc ) return rc>0 ? 0 : -1;
  count = count_cells(z, n, &policy, err);
  if( count<0 ) return -1;
  side = side_for_cells(count);
  if( !side ){
    snprintf(err, GRID_ERR_MAX, "expected %ld cells, got %ld",
             nearest_size(count), count);
    return -1;
  }
  grid_init_side(g, side);
  if( alpha==GRID_ALPHA_AUTO ){
    CharCensus census;
    memset(&census, 0, sizeof(census));
    walk_cells(z, n, policy, census_emit, &census, err);
    alpha = alphabet_from_census(&census, g->side);
  }
  if( alpha==GRID_ALPHA_HEX && g->side!=16 ){
    snprintf(err, GRID_ERR_MAX, "the hex alphabet is for 16x16 only");
    return -1;
  }
  memset(&fill, 0, sizeof(fill));
  fill.g = g;
  fill.alpha = alpha;
  walk_cells(z, n, policy, fill_emit, &fill, err);
  if( fill.bad ){
    snprintf(err, GRID_ERR_MAX, "value '%c' out of range for %dx%d at "
             "offset %zu", fill.badChar, g->side, g->side, fill.badOffset);
    return -1;
  }
  return 0;
}

GridAlphabet grid_canonical_alphabet(int side){
  return side<=9 ? GRID_ALPHA_DIGITS : GRID_ALPHA_LETTERS;
}

char grid_value_char(int side, GridAlphabet alpha, int v){
  if( v<=0 ) return '.';
  if( alpha==GRID_ALPHA_AUTO ) alpha = grid_canonical_alphabet(side);
  switch( alpha ){
    case GRID_ALPHA_HEX:     return (char)(v<=10 ? '0'+v-1 : 'A'+v-11);
    case GRID_ALPHA_LETTERS: return (char)('A'+v-1);
    default:                 return (char)(v<=9 ? '0'+v : 'A'+v-10);
  }
}

int grid_format_line(const Grid *g, GridAlphabet alpha, char *out){
  char aChar[GRID_MAX_SIDE+1];
  int i;
  for(i=0; i<=g->side; i++) aChar[i] = grid_value_char(g->side, alpha, i);
  for(i=0; i<g->ncell; i++) out[i] = aChar[g->v[i]];
  out[g->ncell] = 0;
  return g->ncell;
}

/* Boxes per row (stacks) and per column (bands) of the pretty form: one
** for a prime side, which has no borders. */
static int pretty_stacks(const Grid *g){
  return g->boxc ? g->side/g->boxc : 1;
}
static int pretty_bands(const Grid *g){
  return g->boxr ? g->side/g->boxr : 1;
}

/* Characters in one row of the pretty form, without the newline. */
static size_t pretty_row_length(const Grid *g){
  return (size_t)(2*g->side - 1 + 2*(pretty_stacks(g)-1));
}

size_t grid_pretty_size(const Grid *g){
  return (size_t)(g->side + pretty_bands(g) - 1)
         * (pretty_row_length(g) + 1) + 1;
}

/* Append the border line between bands to out; returns chars written. */
static size_t pretty_border(const Grid *g, char *out){
  size_t len = pretty_row_length(g), i;
  size_t first = (size_t)(2*g->boxc);     /* where the first '|' stands */
  size_t step = (size_t)(2*g->boxc + 2);  /* "x x x " plus "| " */
  for(i=0; i<len; i++){
    out[i] = (i>=first && (i-first)%step==0) ? '+' : '-';
  }
  return len;
}

size_t grid_format_pretty(const Grid *g, char *out){
  size_t k = 0;
  int r, c;
  for(r=0; r<g->side; r++){
    if( r>0 && g->boxr && r%g->boxr==0 ){
      k += pretty_border(g, out+k);
      out[k++] = '\n';
    }
    for(c=0; c<g->side; c++){
      if( c>0 ){
        out[k++] = ' ';
        if( g->boxc && c%g->boxc==0 ){
          out[k++] = '|';
          out[k++] = ' ';
        }
      }
      out[k++] = grid_value_char(g->side, GRID_ALPHA_AUTO,
                                 g->v[r*g->side+c]);
    }
    if( r<g->side-1 ) out[k++] = '\n';
  }
  out[k] = 0;
  return k;
}

/* The filled cells among the first ncell of v (inlined with a constant
** ncell, the loop vectorizes). */
static inline int count_filled(const unsigned char *v, const int ncell){
  int i, n = 0;
  for(i=0; i<ncell; i++) n += v[i]!=0;
  return n;
}

int grid_clues(const Grid *g){
  return g->ncell==81 ? count_filled(g->v, 81) : count_filled(g->v, g->ncell);
}

/*
** grid_consistent for boxes of br x bc cells, band by band: a row's mask
** and its band's box masks are locals, so where the shape is a constant
** (9x9, the common case) the loops unroll and the masks live in registers.
** A prime side passes br = side, bc = 1 and no box check (noBox = 0).
** Branch-free: an empty cell contributes the bit (1<<0)>>1, nothing.
*/
static inline int consistent_for(const unsigned char *v, const int br,
                                 const int bc, const unsigned noBox){
  const int side = br*bc;
  unsigned int col[GRID_MAX_SIDE] = {0}, clash = 0;
  int band, r, c;
  for(band=0; band<bc; band++){
    unsigned int blk[GRID_MAX_SIDE] = {0};
    for(r=0; r<br; r++, v+=side){
      unsigned int row = 0;
#pragma GCC unroll 9
      for(c=0; c<side; c++){
        const unsigned int bit = (1u << v[c]) >> 1;
        clash |= (row | col[c] | (blk[c/bc] & noBox)) & bit;
        row |= bit;
        col[c] |= bit;
        blk[c/bc] |= bit;
      }
    }
  }
  return clash==0;
}

int grid_consistent(const Grid *g){
  if( g->box==3 ) return consistent_for(g->v, 3, 3, ~0u);
  if( g->boxr==0 ) return consistent_for(g->v, g->side, 1, 0);
  return consistent_for(g->v, g->boxr, g->boxc, ~0u);
}

int grid_complete(const Grid *g){
  return grid_clues(g)==g->ncell && grid_consistent(g);
}
