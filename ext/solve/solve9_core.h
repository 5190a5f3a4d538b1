/* SPDX-License-Identifier: MIT */
/*
** solve9_core.h: the body of the fast 9x9 solver (contract in solve9.h),
** compiled once per instruction set: solve9_generic.c, solve9_sse2.c and
** solve9_avx2.c include it after defining
**
**   S9_ENTRY    the name of the entry point they export (see solve9_isa.h)
**   S9_TARGET   the target attribute string, or leave it undefined
**   S9_SSE2, S9_AVX2   1 to use those instructions (AVX2 implies BMI2)
**
** and solve9.c picks one at run time.  Every path computes the same thing
** step by step, so the solutions, counts and search figures are the same.
**
** The state keeps, for each digit and each band (three rows), the 27-bit
** mask of cells where the digit may still go: 27 words in all, small
** enough to copy on every guess instead of undoing.  Propagation:
**
**   - locked candidates in a band: from which triads (a row's three cells
**     inside one box) still hold the digit, a table gives the cells that
**     lie on some once-per-row, once-per-box placement; everything else
**     goes.  This also turns a hidden single in a box into one in a row.
**   - a row of the band left with one cell fixes the digit there: the cell
**     leaves the other digits' masks and its column leaves the digit's
**     masks in the other two bands.
**   - when no band changes any more: naked singles (a cell with one digit
**     left) counted bit-parallel over the nine masks of a band; then, digit
**     by digit, locked candidates between the bands of a stack (the same
**     table on the digit's columns) and hidden singles in columns;
**   - then triads across digits: the three cells of a minirow or minicolumn
**     hold three different digits (triad_pass).
**
** The search branches on a digit's placement in a band or stack (which
** box takes it in each row of the band, or which band in each column of
** the stack): in the band or stack where the fewest digits have more than
** one placement left (branch_unit), the first digit with the fewest,
** trying its placements in a fixed order, so the first solution and the
** statistics are the same on every run and every path.
**
** The assert()s check that a mask only loses cells when struck (and is
** marked dirty when it does, on every instruction set), that a cell is
** fixed once, and that a solution holds one digit in every cell.
*/
#include "solve9_isa.h"
#include "solve9_tables.h"

#include <assert.h>
#include <stdint.h>
#if S9_SSE2 || S9_AVX2
# include <immintrin.h>
#endif

#ifdef S9_TARGET
# define S9_STATIC static __attribute__((target(S9_TARGET)))
#else
# define S9_STATIC static
#endif

#define BAND_ALL   0x7FFFFFFu      /* the 27 cells of a band */
#define COLUMN0    0x0040201u      /* column 0 of a band: bits 0, 9, 18 */
#define NMASK      27              /* masks: index 9*band + digit */
#define BAND_MASKS 0x1FFu          /* bit k for the masks k of band 0 */
#define DIGIT_MASKS 0x40201u       /* bit k for the masks k of digit 0 */

/* One search state; copied on each guess. */
typedef struct S9 S9;
struct S9 {
  uint32_t cand[NMASK];        /* cells where a digit may go in a band */
  uint32_t unsolved[3];        /* cells of each band not yet fixed */
  uint32_t dirty;              /* bit k: cand[k] needs a band update */
  uint32_t nakedTodo;          /* bit k: cand[k] changed since the last */
  uint32_t stackTodo;          /*   naked_singles / stack_pass look */
  unsigned char fixedRows[NMASK];  /* rows (3 bits) where digit is fixed */
  uint16_t fixedCols[9];       /* per digit: columns where it is fixed */
};

/* What stays the same during one search, and its results. */
typedef struct Search9 Search9;
struct Search9 {
  unsigned long long limit;    /* stop after this many solutions */
  unsigned long long found;    /* solutions so far */
  unsigned char *first;        /* where the first solution goes, or NULL */
  unsigned long long maxNodes; /* nodes the work budget allows */
  unsigned long long look;     /* node count of its next look (work_look) */
  SolveStats stats;
};

/* Which of the three rows (bit r) of a band mask hold one cell exactly. */
S9_STATIC uint32_t single_rows(uint32_t a){
  uint32_t r0 = a & 0x1FF, r1 = (a>>9) & 0x1FF, r2 = a>>18;
  return (uint32_t)((r0 & (r0-1))==0)
       | (uint32_t)((r1 & (r1-1))==0)<<1
       | (uint32_t)((r2 & (r2-1))==0)<<2;
}

/* The cells of the rows in a 3-bit row set. */
S9_STATIC uint32_t rows_mask(uint32_t rows){
  return ((rows&1) ? 0x1FFu : 0) | ((rows&2) ? 0x3FE00u : 0)
       | ((rows&4) ? 0x7FC0000u : 0);
}

/* The 9-bit set of columns touched by a band mask. */
S9_STATIC uint32_t columns_of(uint32_t a){
  return (a | a>>9 | a>>18) & 0x1FF;
}

/* Clear bits from cand[k], marking it dirty when something went. */
S9_STATIC void strike(S9 *s, int k, uint32_t bits){
  uint32_t old = s->cand[k];
  s->cand[k] = old & ~bits;
  s->dirty |= (uint32_t)((old & bits)!=0) << k;
}

/* Clear bits from the masks of all nine digits in a band: eight masks in
** one AVX2 or two SSE2 operations and the ninth alone, or one at a time. */
S9_STATIC void strike_band(S9 *s, int band, uint32_t bits){
  uint32_t *m = &s->cand[9*band];
#ifndef NDEBUG
  uint32_t before[9];
  int i;
  for(i=0; i<9; i++) before[i] = m[i];
#endif
#if S9_AVX2
  __m256i b = _mm256_set1_epi32((int)bits);
  __m256i v = _mm256_loadu_si256((const __m256i*)m);
  uint32_t touched = ~(uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(
                       _mm256_cmpeq_epi32(_mm256_and_si256(v, b),
                                          _mm256_setzero_si256()))) & 0xFF;
  _mm256_storeu_si256((__m256i*)m, _mm256_andnot_si256(b, v));
  s->dirty |= touched << 9*band;
  strike(s, 9*band+8, bits);
#elif S9_SSE2
  __m128i b = _mm_set1_epi32((int)bits), zero = _mm_setzero_si128();
  __m128i lo = _mm_loadu_si128((const __m128i*)m);
  __m128i hi = _mm_loadu_si128((const __m128i*)(m+4));
  uint32_t untouched = (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(
                         _mm_cmpeq_epi32(_mm_and_si128(lo, b), zero)))
                     | (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(
                         _mm_cmpeq_epi32(_mm_and_si128(hi, b), zero)))<<4;
  _mm_storeu_si128((__m128i*)m, _mm_andnot_si128(b, lo));
  _mm_storeu_si128((__m128i*)(m+4), _mm_andnot_si128(b, hi));
  s->dirty |= (~untouched & 0xFF) << 9*band;
  strike(s, 9*band+8, bits);
#else
  int d;
  (void)m;
  for(d=0; d<9; d++) strike(s, 9*band+d, bits);
#endif
#ifndef NDEBUG
  for(i=0; i<9; i++){
    assert( m[i]==(before[i] & ~bits) );
    assert( m[i]==before[i] || (s->dirty>>(9*band+i) & 1) );
  }
#endif
}

/* Fix digit k%9 in cell pos of band k/9 on the other digits' side: the
** cell leaves their masks (the digit's own mask is left as it was). */
S9_STATIC void take_cell(S9 *s, int k, int pos){
  uint32_t own = s->cand[k] & (1u<<pos);
  assert( k>=0 && k<NMASK && pos>=0 && pos<27 );
  strike_band(s, k/9, 1u<<pos);
  s->cand[k] |= own;
}

/* The triads of a band mask that hold a cell, bit 3*row+box (BMI2: one
** bit gather; otherwise a table per row). */
S9_STATIC uint32_t band_triads(uint32_t a){
#if S9_AVX2
  return (uint32_t)_pext_u32(a | a>>1 | a>>2, 0111111111u);
#else
  return solve9_triads[a & 0x1FF] | solve9_triads[(a>>9) & 0x1FF]<<3
       | solve9_triads[a>>18]<<6;
#endif
}

/*
** Bring cand[k] (digit k%9, band k/9) to a fixed point on its own: locked
** candidates, then rows newly left with one cell fix the digit there.
** Returns 0 on a contradiction.
*/
S9_STATIC int update_band(S9 *s, int k){
  uint32_t a = s->cand[k], fresh, cells, cols;
  int band = k/9, digit = k%9;
  a &= solve9_locked[band_triads(a)];
  if( a==0 ) return 0;
  s->cand[k] = a;
  s->nakedTodo |= 1u<<k;
  s->stackTodo |= 1u<<k;
  fresh = single_rows(a) & ~(uint32_t)s->fixedRows[k];
  if( fresh==0 ) return 1;
  s->fixedRows[k] |= (unsigned char)fresh;
  cells = a & rows_mask(fresh);
  assert( (cells & ~s->unsolved[band])==0 );
  s->unsolved[band] &= ~cells;
  strike_band(s, band, cells);
  s->cand[k] = a;
  s->dirty &= ~(1u<<k);
  cols = columns_of(cells);
  s->fixedCols[digit] |= (uint16_t)cols;
  cols *= COLUMN0;
  if( band!=0 ) strike(s, digit, cols);
  if( band!=1 ) strike(s, 9+digit, cols);
  if( band!=2 ) strike(s, 18+digit, cols);
  return 1;
}

/* Run band updates until no mask is dirty. Returns 0 on contradiction. */
S9_STATIC int settle(S9 *s){
  while( s->dirty ){
    int k = __builtin_ctz(s->dirty);
    s->dirty &= s->dirty-1;
    if( !update_band(s, k) ) return 0;
  }
  return 1;
}

/* The cells of a band sharing a row, column or box with cell pos. */
S9_STATIC uint32_t band_peers(int pos){
  int row = pos/9, col = pos%9;
  return (0x1FFu<<(9*row)) | (COLUMN0<<col) | (0x1C0E07u<<(3*(col/3)));
}

/*
** Put digit k%9 in cell `pos` (0..26) of band k/9: the digit leaves the
** rest of the cell's row, column and box inside the band (the other bands
** follow in update_band).  Other digits are not touched: callers use this
** for a cell that has no other digit left, or after take_cell.
*/
S9_STATIC void put(S9 *s, int k, int pos){
  assert( k>=0 && k<NMASK && pos>=0 && pos<27 );
  s->cand[k] &= ~band_peers(pos) | (1u<<pos);
  s->dirty |= 1u<<k;
}

/*
** Count the candidates of the unsolved cells of a band bit-parallel:
** *one = cells with at least one, *two = at least two.
*/
S9_STATIC void count_band(const S9 *s, int band, uint32_t *one,
                          uint32_t *two){
  uint32_t c1 = 0, c2 = 0;
  const uint32_t *m9 = &s->cand[9*band];
  int d;
#pragma GCC unroll 9
  for(d=0; d<9; d++){
    uint32_t m = m9[d];
    c2 |= c1 & m;
    c1 |= m;
  }
  *one = c1 & s->unsolved[band];
  *two = c2 & s->unsolved[band];
}

/*
** Fix every unsolved cell that has one digit left.  Returns 0 when some
** cell has none.
*/
S9_STATIC int naked_singles(S9 *s){
  int band;
  for(band=0; band<3; band++){
    uint32_t one, two, single;
    if( (s->nakedTodo & (BAND_MASKS<<9*band))==0 ) continue;
    s->nakedTodo &= ~(BAND_MASKS<<9*band);
    if( s->unsolved[band]==0 ) continue;
    count_band(s, band, &one, &two);
    if( s->unsolved[band] & ~one ) return 0;
    single = one & ~two;
    while( single ){
      int pos = __builtin_ctz(single), k;
      single &= single-1;
      /* an earlier single of this band may have taken the last digit */
      for(k=9*band; k<9*band+9 && !(s->cand[k]>>pos & 1); k++){}
      if( k>=9*band+9 ) return 0;
      put(s, k, pos);
    }
  }
  return 1;
}

/* Gather the 3x3 (band, column) block of stack t from a column set laid
** out like a band mask (bit 9*band+col), as a triad index 3*band+col. */
S9_STATIC uint32_t stack_block(uint32_t present, int t){
#if S9_AVX2
  return (uint32_t)_pext_u32(present, 0x1C0E07u<<3*t);
#else
  uint32_t q = (present >> 3*t) & 0x1C0E07;
  return (q & 7) | (q>>6 & 070) | (q>>12 & 0700);
#endif
}

/* The inverse of stack_block: put a 9-bit block back at stack t. */
S9_STATIC uint32_t stack_spread(uint32_t block, int t){
#if S9_AVX2
  return (uint32_t)_pdep_u32(block, 0x1C0E07u<<3*t);
#else
  return ((block & 7) | (block & 070)<<6 | (block & 0700)<<12) << 3*t;
#endif
}

/*
** The column-wise passes, digit by digit: locked candidates between the
** bands of a stack (each column and box of the stack holds the digit once,
** as in a band) and hidden singles in columns.  Returns 0 when a digit has
** no placement left in some stack.
*/
S9_STATIC int stack_pass(S9 *s){
  int d;
  for(d=0; d<9; d++){
    uint32_t present, allowed = 0, alone[3];
    int t, band;
    if( (s->stackTodo & (DIGIT_MASKS<<d))==0 ) continue;
    s->stackTodo &= ~(DIGIT_MASKS<<d);
    present = columns_of(s->cand[d]) | columns_of(s->cand[9+d])<<9
            | columns_of(s->cand[18+d])<<18;
    for(t=0; t<3; t++){
      uint32_t block = solve9_placeable[stack_block(present, t)];
      if( block==0 ) return 0;
      allowed |= stack_spread(block, t);
    }
    for(band=0; band<3; band++){
      uint32_t cols = (allowed >> 9*band) & 0x1FF;
      if( allowed!=present ) strike(s, 9*band+d, ~(cols*COLUMN0) & BAND_ALL);
      alone[band] = cols;
    }
    for(band=0; band<3; band++){
      uint32_t a = s->cand[9*band+d];
      uint32_t r0 = a & 0x1FF, r1 = (a>>9) & 0x1FF, r2 = a>>18;
      uint32_t once = (r0 ^ r1 ^ r2) & ~(r0 & r1 & r2);
      uint32_t cols = once & alone[band] & ~alone[(band+1)%3]
                      & ~alone[(band+2)%3] & ~(uint32_t)s->fixedCols[d];
      uint32_t cells = a & (cols * COLUMN0);
      while( cells ){
        int pos = __builtin_ctz(cells);
        cells &= cells-1;
        take_cell(s, 9*band+d, pos);
        put(s, 9*band+d, pos);
      }
    }
  }
  return 1;
}

#define TRIAD_POS  0x3FFFFFFFFFFFFFull  /* the 54 triad positions */

/*
** Apply the triad findings of one digit: `force` holds the positions the
** digit must occupy (it leaves the rest of their row or column and box),
** `drop` those it must leave.  Positions are laid out as in triad_pass.
*/
S9_STATIC void triad_apply(S9 *s, int d, uint64_t force, uint64_t drop){
  while( force ){
    int i = __builtin_ctzll(force), b, pos;
    force &= force-1;
    if( i<27 ){
      int r = (i%9)/3, bx = i%3;
      uint32_t cells = 7u<<(9*r+3*bx);
      b = i/9;
      strike(s, 9*b+d, ((0x1FFu<<9*r) | (0x1C0E07u<<3*bx)) & ~cells);
    }else{
      i -= 27;
      b = i/9;
      pos = i%9;
      strike(s, 9*((b+1)%3)+d, COLUMN0<<pos);
      strike(s, 9*((b+2)%3)+d, COLUMN0<<pos);
      strike(s, 9*b+d, (0x1C0E07u<<3*(pos/3)) & ~(COLUMN0<<pos));
    }
  }
  while( drop ){
    int i = __builtin_ctzll(drop);
    drop &= drop-1;
    if( i<27 ) strike(s, 9*(i/9)+d, 7u<<(9*((i%9)/3)+3*(i%3)));
    else strike(s, 9*((i-27)/9)+d, COLUMN0<<((i-27)%9));
  }
}

#define GROUP_BASE 0x9249249249249ull  /* bit 0 of each 3-bit group */

/* The 2-of-3 majority of three bit sets. */
#define MAJORITY(a,b,c) (((a) & (b)) | ((a) & (c)) | ((b) & (c)))

/* The triad positions (as in triad_pass) of the aligned groups of three
** positions (a row's three boxes; a band's three columns of a stack) in
** which m holds two or more. */
S9_STATIC uint64_t crowded_triples(uint64_t m){
  uint64_t g = MAJORITY(m & GROUP_BASE, m>>1 & GROUP_BASE, m>>2 & GROUP_BASE);
  return g | g<<1 | g<<2;
}

/* The triad positions of the other groups (a box's three rows; a column's
** three bands) in which m holds two or more. */
S9_STATIC uint64_t crowded_lines(uint64_t m){
  uint32_t x = (uint32_t)m & BAND_ALL, y = (uint32_t)(m>>27);
  uint32_t h = MAJORITY(x & 0x1C0E07, x>>3 & 0x1C0E07, x>>6 & 0x1C0E07);
  uint32_t v = MAJORITY(y & 0x1FF, y>>9 & 0x1FF, y>>18 & 0x1FF);
  return (h | h<<3 | h<<6) | (uint64_t)(v*COLUMN0)<<27;
}

/*
** Triads: the three cells of a row inside a box (a minirow) or of a
** column inside a box (a minicolumn) hold three different digits.  So
** where only three digits can go into a triad, each must, and where three
** digits must go into a triad, no other can.  A digit must go into a
** triad when it is the only one of the digit in its row or column or in
** its box.  The 54 triads of all digits are counted together, position
** 9*band + 3*row + box for minirows and 27 + 9*band + column for
** minicolumns.  Returns 0 on a contradiction.
*/
S9_STATIC int triad_pass(S9 *s, uint64_t *may){
  uint64_t must[9];
  uint64_t p1 = 0, p2 = 0, p3 = 0, p4 = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0;
  uint64_t need, excl;
  int d;
  for(d=0; d<9; d++){
    uint64_t m = band_triads(s->cand[d]) | band_triads(s->cand[9+d])<<9
               | band_triads(s->cand[18+d])<<18
               | (uint64_t)(columns_of(s->cand[d])
                          | columns_of(s->cand[9+d])<<9
                          | columns_of(s->cand[18+d])<<18)<<27;
    uint64_t f = m & ~(crowded_triples(m) & crowded_lines(m));
    may[d] = m;
    must[d] = f;
    p4 |= p3 & m;  p3 |= p2 & m;  p2 |= p1 & m;  p1 |= m;
    f4 |= f3 & f;  f3 |= f2 & f;  f2 |= f1 & f;  f1 |= f;
  }
  if( (~p3 & TRIAD_POS) | f4 ) return 0;
  need = p3 & ~p4;              /* exactly three digits may go there */
  excl = f3;                    /* three digits must go there */
  if( need==excl ) return 1;    /* each such triad already full */
  for(d=0; d<9; d++){
    uint64_t open = may[d] & ~must[d];
    if( open & (need | excl) ) triad_apply(s, d, open & need, open & excl);
  }
  return 1;
}

/* Propagate to a fixed point, leaving in may[] what the last triad pass
** saw.  Returns 0 on contradiction. */
S9_STATIC int propagate(S9 *s, uint64_t *may){
  for(;;){
    if( !settle(s) || !naked_singles(s) ) return 0;
    if( s->dirty ) continue;
    if( !stack_pass(s) ) return 0;
    if( s->dirty ) continue;
    if( !triad_pass(s, may) ) return 0;
    if( s->dirty==0 ) return 1;
  }
}

/* Write the digits of a solved state as 81 cells. */
S9_STATIC void write_solution(const S9 *s, unsigned char *out){
  int k;
  for(k=0; k<NMASK; k++){
    uint32_t m = s->cand[k];
    while( m ){
      int pos = __builtin_ctz(m);
      m &= m-1;
      out[27*(k/9) + pos] = (unsigned char)(k%9 + 1);
    }
  }
}

/* The six placements of a digit in a band or stack, as triad sets, in
** the order the search tries them. */
static const uint16_t placements[6] = {
  0x111, 0x0A1, 0x10A, 0x062, 0x08C, 0x054
};

/* The triads of digit d in unit u (bands 0..2, stacks 3..5) from a triad
** pass's `may`, as a 9-bit set laid out as solve9_nplace reads it. */
S9_STATIC uint32_t unit_triads(const uint64_t *may, int d, int u){
  if( u<3 ) return (uint32_t)(may[d]>>9*u) & 0x1FF;
  return stack_block((uint32_t)(may[d]>>27), u-3);
}

/* The number of bits set in x (POPCNT on the AVX2 path). */
S9_STATIC int bit_count(uint64_t x){
#if S9_AVX2
  return __builtin_popcountll(x);
#else
  x = x - ((x>>1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x>>2) & 0x3333333333333333ull);
  x = (x + (x>>4)) & 0x0F0F0F0F0F0F0F0Full;
  return (int)((x * 0x0101010101010101ull) >> 56);
#endif
}

/* The triad positions (as in triad_pass) of each band, then each stack. */
static const uint64_t unitPositions[6] = {
  0x1FFull, 0x1FFull<<9, 0x1FFull<<18,
  0x1C0E07ull<<27, 0x1C0E07ull<<30, 0x1C0E07ull<<33
};

/*
** Choose what to branch on: the band or stack where the fewest digits
** still have two placements or more, ties going to the one where the
** fewest triads can still hold a digit (the nearest to solved, but not
** solved); in it, the first digit with the fewest placements.  A digit
** with one placement left in a unit has one triad in each of its 3-bit
** groups (a row's three boxes, or a band's three columns of the stack),
** so a group with two is what makes it unsettled there.  The triads are
** summed over the digits bit-parallel (four bit planes of a count per
** position).  Sets *digit and *unit; returns the digit's triads there.
*/
S9_STATIC uint32_t branch_unit(const uint64_t *may, int *digit, int *unit){
  uint64_t c0 = 0, c1 = 0, c2 = 0, c3 = 0;
  int u, d, score[6] = {0, 0, 0, 0, 0, 0}, bestScore = 1<<30, best = 7;
  uint32_t triads = 0;
  for(d=0; d<9; d++){
    uint64_t m = may[d], carry0 = c0 & m, carry1, carry2;
    uint64_t two = crowded_triples(m);
    for(u=0; u<6; u++) score[u] += (two & unitPositions[u])!=0;
    c0 ^= m;
    carry1 = c1 & carry0;
    c1 ^= carry0;
    carry2 = c2 & carry1;
    c2 ^= carry1;
    c3 |= carry2;
  }
  for(u=0; u<6; u++){
    uint64_t m = unitPositions[u];
    int total = bit_count(c0 & m) + 2*bit_count(c1 & m)
              + 4*bit_count(c2 & m) + 8*bit_count(c3 & m);
    int sc = score[u]*128 + total;
    if( score[u]>0 && sc<bestScore ){
      bestScore = sc;
      *unit = u;
    }
  }
  for(d=0; d<9; d++){
    uint32_t t = unit_triads(may, d, *unit);
    int n = solve9_nplace[t];
    if( n>=2 && n<best ){
      best = n;
      *digit = d;
      triads = t;
    }
  }
  return triads;
}

/* Keep digit d in unit u only on placement t. */
S9_STATIC void restrict_placement(S9 *s, int d, int u, uint32_t t){
  if( u<3 ){
    strike(s, 9*u+d, ~solve9_locked[t] & BAND_ALL);
  }else{
    uint32_t cols = stack_spread(t, u-3), stack = 7u<<3*(u-3);
    int b;
    for(b=0; b<3; b++){
      strike(s, 9*b+d, (stack & ~(cols>>9*b)) * COLUMN0);
    }
  }
}

/* Depth-first search from s, propagated with `may` the result of its last
** triad pass.  May change *s. */
S9_STATIC void search(Search9 *p, S9 *s, const uint64_t *may){
  int digit = 0, unit = 0, i;
  uint32_t triads, todo = 0;    /* todo: bit i for placements[i] */
  if( ++p->stats.nodes>p->look && work_look(p->stats.nodes, p->maxNodes,
                                            &p->look) ){
    p->limit = 0;                     /* over budget: stop every loop */
    return;
  }
  if( (s->unsolved[0] | s->unsolved[1] | s->unsolved[2])==0 ){
#ifndef NDEBUG
    uint32_t one = 0, two = 0;  /* a band's cells with a digit; with two */
    int k;
    for(k=0; k<NMASK; k++){
      two |= one & s->cand[k];
      one |= s->cand[k];
      if( k%9==8 ){
        assert( one==BAND_ALL && two==0 );
        one = two = 0;
      }
    }
#endif
    if( p->found==0 && p->first ) write_solution(s, p->first);
    p->found++;
    return;
  }
  triads = branch_unit(may, &digit, &unit);
  for(i=0; i<6; i++) todo |= (uint32_t)((triads & placements[i])==placements[i])<<i;
  while( todo && p->found<p->limit ){
    uint32_t t = placements[__builtin_ctz(todo)];
    uint64_t childMay[9];
    S9 child;
    S9 *c = s;
    todo &= todo-1;
    if( todo ){
      child = *s;
      c = &child;
    }
    p->stats.guesses++;
    restrict_placement(c, digit, unit, t);
    if( propagate(c, childMay) ) search(p, c, childMay);
  }
}

/*
** Set up the state for the givens.  Returns 0 when two givens conflict or
** a cell holds a value outside 0..9.
*/
S9_STATIC int load_givens(S9 *s, const unsigned char *cells){
  unsigned rowSeen[9] = {0}, colSeen[9] = {0}, boxSeen[9] = {0};
  uint32_t given[NMASK] = {0}, any[3] = {0, 0, 0}, cols[9] = {0};
  int i, k;
  for(i=0; i<81; i++){
    int v = cells[i], r = i/9, c = i%9, b = (r/3)*3 + c/3;
    unsigned bit;
    if( v==0 ) continue;
    if( v>9 ) return 0;
    bit = 1u<<v;
    if( (rowSeen[r] | colSeen[c] | boxSeen[b]) & bit ) return 0;
    rowSeen[r] |= bit;
    colSeen[c] |= bit;
    boxSeen[b] |= bit;
    given[9*(i/27) + v-1] |= 1u<<(i%27);
  }
  for(k=0; k<NMASK; k++){
    any[k/9] |= given[k];
    cols[k%9] |= columns_of(given[k]);
  }
  for(k=0; k<NMASK; k++){
    uint32_t g = given[k], peers = cols[k%9]*COLUMN0;
    int j;
    for(j=0; j<3; j++){
      if( g & 0x1FFu<<9*j ) peers |= 0x1FFu<<9*j;
      if( g & 0x1C0E07u<<3*j ) peers |= 0x1C0E07u<<3*j;
    }
    s->cand[k] = BAND_ALL & ~((any[k/9] | peers) & ~g);
    s->fixedRows[k] = 0;
  }
  for(k=0; k<9; k++) s->fixedCols[k] = 0;
  s->unsolved[0] = s->unsolved[1] = s->unsolved[2] = BAND_ALL;
  s->dirty = s->nakedTodo = s->stackTodo = (1u<<NMASK)-1;
  return 1;
}


#ifdef S9_TARGET
__attribute__((target(S9_TARGET)))
#endif
unsigned long long S9_ENTRY(const unsigned char *cells,
                            unsigned long long limit, unsigned char *first,
                            unsigned long long maxNodes, SolveStats *stats){
  Search9 p;
  uint64_t may[9];
  S9 s;
  p.limit = limit;
  p.found = 0;
  p.first = first;
  p.maxNodes = maxNodes;
  p.look = 0;
  p.stats.nodes = 0;
  p.stats.guesses = 0;
  if( load_givens(&s, cells) && propagate(&s, may) ) search(&p, &s, may);
  *stats = p.stats;
  return p.found;
}
