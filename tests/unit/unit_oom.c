/* SPDX-License-Identifier: MIT */
/*
** unit_oom.c: allocation failures in the core.  The test binary is linked
** with the out-of-memory tests' failing allocator (tests/oom/oom_alloc.c,
** through the linker's --wrap), so every allocation of ext/ can be told
** to fail.  Each operation runs with the 1st, 2nd, ... allocation
** failing (once, then all later ones too), until a run has no failure:
** every run must end with the operation's out-of-memory code or with the
** right answer, and (under ASan) leak nothing.  Test names are
** oom-K.P.what: K the operation, P 1 when failures persist.
**
** The SQL glue's own allocations (sqlite3_malloc) are not covered here.
*/
#include "unit.h"
#include "oom_alloc.h"
#include "coverin.h"
#include "cover_sudoku.h"
#include "iq.h"
#include "solve.h"
#include "solvecdcl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
** The operations.  Each returns 1 for the right answer, 0 for its
** out-of-memory result, -1 for anything else (a wrong answer).
*/

/*
** The exact-cover problem of the two cover operations: 12 columns, each
** alone in two rows, then 6 rows of all 12 (30 rows, 96 nodes: the
** readers' and dlx's arrays all grow).  By hand: a cover takes one of the
** two rows of every column (2^12 ways) or one full row (6 ways).
*/
#define COVER_NCOL  12
#define COVER_NFULL 6
#define COVER_COUNT ((1<<COVER_NCOL) + COVER_NFULL)

/* The problem as JSON (bMatrix 0) or as the judge's matrix (1). */
static void cover_text(char *z, size_t n, int bMatrix){
  size_t k = 0;
  int r, c;
  if( bMatrix ){
    k += (size_t)snprintf(z+k, n-k, "%d %d\n", 2*COVER_NCOL+COVER_NFULL,
                          COVER_NCOL);
  }else{
    k += (size_t)snprintf(z+k, n-k, "[");
  }
  for(r=0; r<2*COVER_NCOL+COVER_NFULL; r++){
    int full = r>=2*COVER_NCOL;
    if( !bMatrix ) k += (size_t)snprintf(z+k, n-k, "%s[", r ? "," : "");
    for(c=0; c<COVER_NCOL; c++){
      int on = full || c==r/2;
      if( bMatrix ){
        k += (size_t)snprintf(z+k, n-k, "%d%s", on, c+1<COVER_NCOL ? " " : "\n");
      }else if( on ){
        k += (size_t)snprintf(z+k, n-k, "%s%d", full && c ? "," : "", c);
      }
    }
    if( !bMatrix ) k += (size_t)snprintf(z+k, n-k, "]");
  }
  if( !bMatrix ) snprintf(z+k, n-k, "]");
}

/* Read the problem (JSON or matrix), load it into a Dlx and count every
** cover. */
static int cover_op(int bMatrix){
  char z[2000], zErr[COVER_ERR_MAX];
  CoverRows rows;
  Dlx *p;
  int rc, n = 0;
  cover_text(z, sizeof(z), bMatrix);
  memset(&rows, 0, sizeof(rows));
  rc = bMatrix ? coverrows_from_matrix(&rows, z, strlen(z), zErr)
               : coverrows_from_json(&rows, z, strlen(z), zErr);
  if( rc==COVER_NOMEM ) return strcmp(zErr, "out of memory")==0 ? 0 : -1;
  if( rc ) return -1;
  p = coverrows_dlx(&rows, rows.nCol, rows.nCol);
  coverrows_free(&rows);
  if( p==0 ) return 0;
  while( (rc = dlx_next(p))==1 ) n++;
  dlx_free(p);
  if( rc==DLX_NOMEM ) return 0;
  return rc==0 && n==COVER_COUNT ? 1 : -1;
}

/* exact_cover's path (JSON) and `pipe exact-cover`'s (the matrix). */
static int op_json_cover(void){ return cover_op(0); }
static int op_matrix_cover(void){ return cover_op(1); }

/* sudoku_solutions' path: the 288 grids of 4x4, one at a time. */
static int op_sudoku_cover(void){
  SudokuCover sc;
  Grid g, out;
  int rc, n = 0;
  grid_init(&g, 2);
  memset(&sc, 0, sizeof(sc));
  rc = sudoku_cover_init(&sc, &g, 0);
  if( rc==DLX_OK ){
    while( (rc = sudoku_cover_next(&sc, &out))==1 ){
      n += grid_complete(&out);
    }
  }
  sudoku_cover_free(&sc);
  if( rc==DLX_NOMEM ) return 0;
  return rc==0 && n==288 ? 1 : -1;
}

/* The general solver (any size but 9x9 allocates): 288 again, and a
** first solution of the empty 16x16, deep enough to grow its stack. */
static int op_solven(void){
  Grid g, first;
  unsigned long long n;
  grid_init(&g, 2);
  n = solve_grid(&g, 1000, 0, 0, 0);
  if( n==SOLVE_NOMEM ) return 0;
  if( n!=288 ) return -1;
  grid_init(&g, 4);
  n = solve_grid(&g, 1, &first, 0, 0);
  if( n==SOLVE_NOMEM ) return 0;
  return n==1 && grid_complete(&first) ? 1 : -1;
}

/* Clause learning (solvecdcl.c, cdcl.c): the 288 4x4 grids, each found
** and then excluded (the arena and the watch lists grow). */
static int op_cdcl(void){
  short cell[56];
  unsigned cand[16];
  UnitList u;
  unsigned long long n;
  int i;
  unit_units(&u, cell, 2, 0);
  for(i=0; i<16; i++) cand[i] = 0xf;
  n = solve_cdcl(&u, cand, 0, 0, 1000, 0, 0, 0);
  if( n==SOLVE_NOMEM ) return 0;
  return n==288 ? 1 : -1;
}

/* The piece puzzle on the empty board: a full board where each letter
** covers its piece's number of cells (iq.h: A has 3, B-D 4, E-L 5). */
static int op_iq(void){
  static const char nCell[IQ_PIECES] = {3,4,4,4,5,5,5,5,5,5,5,5};
  IqBoard in, out;
  char zErr[IQ_ERR_MAX], zEmpty[IQ_CELLS+1];
  int rc, i, aCount[IQ_PIECES];
  memset(zEmpty, '.', IQ_CELLS);
  zEmpty[IQ_CELLS] = 0;
  if( iq_parse(&in, zEmpty, IQ_CELLS, zErr)!=IQ_OK ) return -1;
  rc = iq_solve(&in, &out, zErr, 0, 0);
  if( rc==IQ_NOMEM ) return strcmp(zErr, "out of memory")==0 ? 0 : -1;
  if( rc!=1 ) return -1;
  memset(aCount, 0, sizeof(aCount));
  for(i=0; i<IQ_CELLS; i++){
    int k = out.cell[i]-'A';
    if( k<0 || k>=IQ_PIECES ) return -1;
    aCount[k]++;
  }
  for(i=0; i<IQ_PIECES; i++) if( aCount[i]!=nCell[i] ) return -1;
  return 1;
}

/*
** Run op with allocation n failing, for n = 1, 2, ... until a run sees
** no failure (at most 10000 runs).  Checks: a run with a failure gives
** the out-of-memory result or the right answer, the last run the right
** answer.
*/
static void oom_loop(const char *zName, int (*xOp)(void), int persist){
  char zTest[64];
  int n, rc = -1, bad = 0;
  for(n=1; n<=10000; n++){
    long nBefore = oom_core_blocks();
    oom_arm(n, persist);
    rc = xOp();
    if( oom_disarm()==0 ) break;
    if( oom_core_blocks()!=nBefore && bad==0 ) bad = n;   /* a leak */
    if( rc<0 && bad==0 ) bad = n;
  }
  /* runs with a failure (the operation does allocate), none wrong */
  snprintf(zTest, sizeof(zTest), "%s.%d.runs", zName, persist);
  CHECK_INT(zTest, n>1, 1);
  snprintf(zTest, sizeof(zTest), "%s.%d.wrong", zName, persist);
  CHECK_INT(zTest, bad, 0);
  snprintf(zTest, sizeof(zTest), "%s.%d.last", zName, persist);
  CHECK_INT(zTest, rc, 1);
}

void unit_oom(void){
  int persist;
  for(persist=0; persist<2; persist++){
    oom_loop("oom-1", op_json_cover, persist);
    oom_loop("oom-2", op_matrix_cover, persist);
    oom_loop("oom-3", op_sudoku_cover, persist);
    oom_loop("oom-4", op_solven, persist);
    oom_loop("oom-5", op_iq, persist);
    oom_loop("oom-6", op_cdcl, persist);
  }
}
