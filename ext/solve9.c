/*
** solve9.c: the fast 9x9 solver (contract in solve9.h).
**
** The state keeps, for each digit and each band (three rows), the 27-bit
** mask of cells where the digit may still go: 27 words in all, small
** enough to copy on every guess instead of undoing.  Propagation works a
** band at a time with bit operations:
**
**   - locked candidates: from which triads (a row's three cells inside one
**     box) still hold the digit, a table gives the cells that lie on some
**     once-per-row, once-per-box placement; everything else goes.  This
**     also turns a hidden single in a box into one in a row.
**   - a row of the band left with one cell fixes the digit there: the cell
**     leaves the other digits' masks and its column leaves the digit's
**     masks in the other two bands.
**   - when no band changes any more: naked singles (a cell with one digit
**     left) counted bit-parallel over the nine masks of a band; then, digit
**     by digit, locked candidates between the bands of a stack (the same
**     table on the digit's columns) and hidden singles in columns.
**
** The search then branches on the cell with two candidates that has the
** most unsolved peers (or, failing that, the first with the fewest
** candidates), trying digits in increasing order, so the first solution
** and the statistics are the same on every run.
*/
#include "solve9.h"
#include "solve9_tables.h"

#include <stdint.h>
#ifdef __SSE2__
# include <emmintrin.h>
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
  SolveStats stats;
};

/* Which of the three rows (bit r) of a band mask hold one cell exactly. */
static uint32_t single_rows(uint32_t a){
  uint32_t r0 = a & 0x1FF, r1 = (a>>9) & 0x1FF, r2 = a>>18;
  return (uint32_t)((r0 & (r0-1))==0)
       | (uint32_t)((r1 & (r1-1))==0)<<1
       | (uint32_t)((r2 & (r2-1))==0)<<2;
}

/* The cells of the rows in a 3-bit row set. */
static uint32_t rows_mask(uint32_t rows){
  return ((rows&1) ? 0x1FFu : 0) | ((rows&2) ? 0x3FE00u : 0)
       | ((rows&4) ? 0x7FC0000u : 0);
}

/* The 9-bit set of columns touched by a band mask. */
static uint32_t columns_of(uint32_t a){
  return (a | a>>9 | a>>18) & 0x1FF;
}

/* Clear bits from cand[k], marking it dirty when something went. */
static void strike(S9 *s, int k, uint32_t bits){
  uint32_t old = s->cand[k];
  s->cand[k] = old & ~bits;
  s->dirty |= (uint32_t)((old & bits)!=0) << k;
}

/* Clear bits from the masks of all nine digits in a band (SSE2 when the
** compiler targets it, else one mask at a time). */
static void strike_band(S9 *s, int band, uint32_t bits){
#ifdef __SSE2__
  uint32_t *m = &s->cand[9*band];
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
  for(d=0; d<9; d++) strike(s, 9*band+d, bits);
#endif
}

/* Fix digit k%9 in cell pos of band k/9 on the other digits' side: the
** cell leaves their masks (the digit's own mask is left as it was). */
static void take_cell(S9 *s, int k, int pos){
  uint32_t own = s->cand[k] & (1u<<pos);
  strike_band(s, k/9, 1u<<pos);
  s->cand[k] |= own;
}

/*
** Bring cand[k] (digit k%9, band k/9) to a fixed point on its own: locked
** candidates, then rows newly left with one cell fix the digit there.
** Returns 0 on a contradiction.
*/
static int update_band(S9 *s, int k){
  uint32_t a = s->cand[k], fresh, cells, cols;
  int band = k/9, digit = k%9;
  a &= solve9_locked[ solve9_triads[a & 0x1FF]
                    | solve9_triads[(a>>9) & 0x1FF]<<3
                    | solve9_triads[a>>18]<<6 ];
  if( a==0 ) return 0;
  s->cand[k] = a;
  s->nakedTodo |= 1u<<k;
  s->stackTodo |= 1u<<k;
  fresh = single_rows(a) & ~(uint32_t)s->fixedRows[k];
  if( fresh==0 ) return 1;
  s->fixedRows[k] |= (unsigned char)fresh;
  cells = a & rows_mask(fresh);
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
static int settle(S9 *s){
  while( s->dirty ){
    int k = __builtin_ctz(s->dirty);
    s->dirty &= s->dirty-1;
    if( !update_band(s, k) ) return 0;
  }
  return 1;
}

/* The cells of a band sharing a row, column or box with cell pos. */
static uint32_t band_peers(int pos){
  int row = pos/9, col = pos%9;
  return (0x1FFu<<(9*row)) | (COLUMN0<<col) | (0x1C0E07u<<(3*(col/3)));
}

/*
** Put digit k%9 in cell `pos` (0..26) of band k/9: the digit leaves the
** rest of the cell's row, column and box inside the band (the other bands
** follow in update_band).  Other digits are not touched: callers use this
** for a cell that has no other digit left, or after take_cell.
*/
static void put(S9 *s, int k, int pos){
  s->cand[k] &= ~band_peers(pos) | (1u<<pos);
  s->dirty |= 1u<<k;
}

/*
** Count the candidates of the unsolved cells of a band bit-parallel:
** *one = cells with at least one, *two = at least two, *three = three+.
*/
static void count_band(const S9 *s, int band, uint32_t *one, uint32_t *two,
                       uint32_t *three){
  uint32_t c1 = 0, c2 = 0, c3 = 0;
  const uint32_t *m9 = &s->cand[9*band];
  int d;
#pragma GCC unroll 9
  for(d=0; d<9; d++){
    uint32_t m = m9[d];
    c3 |= c2 & m;
    c2 |= c1 & m;
    c1 |= m;
  }
  *one = c1 & s->unsolved[band];
  *two = c2 & s->unsolved[band];
  *three = c3 & s->unsolved[band];
}

/*
** Fix every unsolved cell that has one digit left.  Returns 0 when some
** cell has none.
*/
static int naked_singles(S9 *s){
  int band;
  for(band=0; band<3; band++){
    uint32_t one, two, three, single;
    if( (s->nakedTodo & (BAND_MASKS<<9*band))==0 ) continue;
    s->nakedTodo &= ~(BAND_MASKS<<9*band);
    if( s->unsolved[band]==0 ) continue;
    count_band(s, band, &one, &two, &three);
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
static uint32_t stack_block(uint32_t present, int t){
  uint32_t q = (present >> 3*t) & 0x1C0E07;
  return (q & 7) | (q>>6 & 070) | (q>>12 & 0700);
}

/* The inverse of stack_block: put a 9-bit block back at stack t. */
static uint32_t stack_spread(uint32_t block, int t){
  return ((block & 7) | (block & 070)<<6 | (block & 0700)<<12) << 3*t;
}

/*
** The column-wise passes, digit by digit: locked candidates between the
** bands of a stack (each column and box of the stack holds the digit once,
** as in a band) and hidden singles in columns.  Returns 0 when a digit has
** no placement left in some stack.
*/
static int stack_pass(S9 *s){
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

/* Propagate to a fixed point. Returns 0 on contradiction. */
static int propagate(S9 *s){
  for(;;){
    if( !settle(s) || !naked_singles(s) ) return 0;
    if( s->dirty ) continue;
    if( !stack_pass(s) ) return 0;
    if( s->dirty==0 ) return 1;
  }
}

/* The number of bits set in x (portable: no popcnt instruction assumed). */
static int bit_count(uint64_t x){
  x = x - ((x>>1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x>>2) & 0x3333333333333333ull);
  x = (x + (x>>4)) & 0x0F0F0F0F0F0F0F0Full;
  return (int)((x * 0x0101010101010101ull) >> 56);
}

/* The digits (bit d for digit d+1) still possible in a cell. */
static uint32_t cell_digits(const S9 *s, int band, int pos){
  const uint32_t *m = &s->cand[9*band];
#ifdef __SSE2__
  __m128i shift = _mm_cvtsi32_si128(31-pos);
  __m128i lo = _mm_sll_epi32(_mm_loadu_si128((const __m128i*)m), shift);
  __m128i hi = _mm_sll_epi32(_mm_loadu_si128((const __m128i*)(m+4)), shift);
  return (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(lo))
       | (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(hi))<<4
       | (m[8]>>pos & 1)<<8;
#else
  uint32_t digits = 0;
  int d;
  for(d=0; d<9; d++) digits |= (m[d]>>pos & 1)<<d;
  return digits;
#endif
}

/* How many unsolved cells share a row, column or box with cell pos of
** band b (the cell itself included). */
static int unsolved_peers(const S9 *s, int b, int pos){
  uint32_t colm = COLUMN0 << (pos%9);
  return bit_count((uint64_t)(s->unsolved[b] & band_peers(pos))
                 | (uint64_t)(s->unsolved[(b+1)%3] & colm)<<32
                 | (uint64_t)(s->unsolved[(b+2)%3] & colm)<<33);
}

/* Set *band and *pos to the first unsolved cell with the fewest
** candidates. */
static void fewest_candidates(const S9 *s, int *band, int *pos){
  int b, best = 10;
  for(b=0; b<3; b++){
    uint32_t u;
    for(u = s->unsolved[b]; u; u &= u-1){
      int p = __builtin_ctz(u), n = bit_count(cell_digits(s, b, p));
      if( n<best ){
        best = n;
        *band = b;
        *pos = p;
      }
    }
  }
}

/*
** Choose the cell to branch on and return its digits: among the cells
** with two candidates the one with the most unsolved peers (its choice
** settles the most), else the first with the fewest candidates.
*/
static uint32_t branch_cell(const S9 *s, int *band, int *pos){
  int b, best = -1;
  for(b=0; b<3; b++){
    uint32_t one, two, three, m;
    count_band(s, b, &one, &two, &three);
    for(m = two & ~three; m; m &= m-1){
      int p = __builtin_ctz(m), score = unsolved_peers(s, b, p);
      if( score>best ){
        best = score;
        *band = b;
        *pos = p;
      }
    }
  }
  if( best<0 ) fewest_candidates(s, band, pos);
  return cell_digits(s, *band, *pos);
}

/* Write the digits of a solved state as 81 cells. */
static void write_solution(const S9 *s, unsigned char *out){
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

/* Depth-first search from s, already propagated.  May change *s. */
static void search(Search9 *p, S9 *s){
  int band = 0, pos = 0;
  uint32_t digits;
  if( ++p->stats.nodes>p->maxNodes ){
    p->limit = 0;                     /* over budget: stop every loop */
    return;
  }
  if( (s->unsolved[0] | s->unsolved[1] | s->unsolved[2])==0 ){
    if( p->found==0 && p->first ) write_solution(s, p->first);
    p->found++;
    return;
  }
  digits = branch_cell(s, &band, &pos);
  while( digits && p->found<p->limit ){
    int k = 9*band + __builtin_ctz(digits);
    S9 child;
    S9 *c = s;
    digits &= digits-1;
    if( digits ){
      child = *s;
      c = &child;
    }
    p->stats.guesses++;
    take_cell(c, k, pos);
    put(c, k, pos);
    if( propagate(c) ) search(p, c);
  }
}

/*
** Set up the state for the givens.  Returns 0 when two givens conflict or
** a cell holds a value outside 0..9.
*/
static int load_givens(S9 *s, const unsigned char *cells){
  unsigned rowSeen[9] = {0}, colSeen[9] = {0}, boxSeen[9] = {0};
  int i, k;
  for(k=0; k<9; k++) s->fixedCols[k] = 0;
  for(k=0; k<NMASK; k++){
    s->cand[k] = BAND_ALL;
    s->fixedRows[k] = 0;
  }
  s->unsolved[0] = s->unsolved[1] = s->unsolved[2] = BAND_ALL;
  s->dirty = s->nakedTodo = s->stackTodo = (1u<<NMASK)-1;
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
    take_cell(s, 9*(i/27) + v-1, i%27);
    put(s, 9*(i/27) + v-1, i%27);
  }
  return 1;
}

unsigned long long solve9(const unsigned char *cells, unsigned long long limit,
                          unsigned char *first, SolveStats *stats,
                          Work *work){
  Search9 p;
  S9 s;
  p.limit = limit ? limit : 1;
  p.found = 0;
  p.first = first;
  p.maxNodes = work_steps_left(work, WORK_NODE9);
  p.stats.nodes = 0;
  p.stats.guesses = 0;
  if( load_givens(&s, cells) && propagate(&s) ) search(&p, &s);
  if( stats ){
    stats->nodes += p.stats.nodes;
    stats->guesses += p.stats.guesses;
  }
  if( work_charge(work, p.stats.nodes*WORK_NODE9) ) return SOLVE_OVER_BUDGET;
  return p.found;
}
