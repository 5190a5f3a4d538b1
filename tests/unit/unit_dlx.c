/* SPDX-License-Identifier: MIT */
/*
** unit_dlx.c: the Dancing Links API (ext/cover/dlx.h) used the wrong way, which
** its callers (coverin.c, cover_sudoku.c, iq.c) never do: arguments out
** of range, a row added after the search started, a search resumed after
** it ended.  And one small problem solved by hand.
*/
#include "unit.h"
#include "dlx.h"

/*
** Every solution of p as a set of row masks: bit (sum of 1<<row) of the
** result is set for each solution found.  Rows must be below 5.
*/
static unsigned solution_masks(Dlx *p, int *pnSol){
  const int *aRow;
  unsigned seen = 0;
  int rc, i, n;
  *pnSol = 0;
  while( (rc = dlx_next(p))==1 ){
    unsigned m = 0;
    n = dlx_solution(p, &aRow);
    for(i=0; i<n; i++) m |= 1u<<aRow[i];
    seen |= 1u<<m;
    (*pnSol)++;
  }
  return rc==0 ? seen : 0;
}

/* dlx_add_row's result for a row on a fresh 4-column matrix, which must
** stay empty and then take the row {0,1,2,3} (a refused row leaves no
** column marked as used). */
static int refused(const int *aCol, int n){
  static const int all[] = {0, 1, 2, 3};
  Dlx *p = dlx_new(4, 4);
  int rc;
  if( p==0 ) return 1;
  rc = dlx_add_row(p, aCol, n);
  if( dlx_row_count(p)!=0 || dlx_add_row(p, all, 4)!=DLX_OK ) rc = 1;
  dlx_free(p);
  return rc;
}

void unit_dlx(void){
  /* rows over columns 0..3; by hand the exact covers are {0,1}, {2,3}
  ** and {4}, row masks 3, 12 and 16 */
  static const int r0[] = {0, 1}, r1[] = {2, 3}, r2[] = {0, 2},
                   r3[] = {1, 3}, r4[] = {3, 2, 1, 0};
  int bad[2], nSol;
  Dlx *p;

  CHECK_INT("dlx-1.1", dlx_new(-1, 0)==0, 1);
  CHECK_INT("dlx-1.2", dlx_new(DLX_MAX_COLS+1, 0)==0, 1);
  CHECK_INT("dlx-1.3", dlx_new(3, -1)==0, 1);
  CHECK_INT("dlx-1.4", dlx_new(3, 4)==0, 1);

  /* refused rows add nothing */
  bad[0] = 1; bad[1] = 4;
  CHECK_INT("dlx-2.1", refused(bad, 2), DLX_RANGE);
  bad[0] = -1;
  CHECK_INT("dlx-2.2", refused(bad, 1), DLX_RANGE);
  CHECK_INT("dlx-2.3", refused(r0, -1), DLX_RANGE);
  bad[0] = 2; bad[1] = 2;
  CHECK_INT("dlx-2.4", refused(bad, 2), DLX_DUP);

  p = dlx_new(4, 4);
  CHECK_INT("dlx-3.0", p!=0, 1);
  if( p==0 ) return;
  CHECK_INT("dlx-3.1", dlx_add_row(p, r0, 2), DLX_OK);
  CHECK_INT("dlx-3.2", dlx_add_row(p, r1, 2), DLX_OK);
  CHECK_INT("dlx-3.3", dlx_add_row(p, r2, 2), DLX_OK);
  CHECK_INT("dlx-3.4", dlx_add_row(p, r3, 2), DLX_OK);
  CHECK_INT("dlx-3.5", dlx_add_row(p, r4, 4), DLX_OK);
  CHECK_INT("dlx-3.6", dlx_row_count(p), 5);

  CHECK_INT("dlx-4.1", solution_masks(p, &nSol),
            (1u<<3) | (1u<<12) | (1u<<16));
  CHECK_INT("dlx-4.2", nSol, 3);
  /* over: it stays over, and no row may be added any more */
  CHECK_INT("dlx-4.3", dlx_next(p), 0);
  CHECK_INT("dlx-4.4", dlx_add_row(p, r0, 2), DLX_MISUSE);
  CHECK_INT("dlx-4.5", (int)dlx_found(p), 3);
  dlx_free(p);
  dlx_free(0);
}
