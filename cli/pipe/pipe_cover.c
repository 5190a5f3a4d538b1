/* SPDX-License-Identifier: MIT */
/*
** pipe_cover.c: `sudokudb pipe exact-cover`, the judge format of the
** exact cover problem (e.g. Luogu P4929):
**
**     3 3          N rows, M columns
**     0 0 1        N lines of M numbers 0/1
**     1 0 0
**     0 1 0
**
** Output: the chosen row numbers of one solution, 1-based, ascending and
** space separated ("1 2 3"), or "No Solution!".  Malformed input: a
** message naming the line on stderr and exit code 1.
*/
#include "cli.h"
#include "pipe.h"
#include "coverin.h"

#include <stdlib.h>

static int cmp_int(const void *a, const void *b){
  int x = *(const int*)a, y = *(const int*)b;
  return (x>y) - (x<y);
}

/* Search for one solution of the rows and write the answer line. */
static int answer(const CoverRows *pRows, FILE *out,
                  unsigned long long budget){
  Dlx *pDlx = coverrows_dlx(pRows, pRows->nCol, pRows->nCol);
  Work w = {.limit = budget, .threads = 1, .memLimit = WORK_DEFAULT_MEMORY};
  int rc;
  if( pDlx ) dlx_set_work(pDlx, &w);
  rc = pDlx ? dlx_next(pDlx) : DLX_NOMEM;
  if( rc==1 ){
    const int *aRow;
    int i, n = dlx_solution(pDlx, &aRow);
    int *aSorted = malloc(sizeof(int)*(size_t)(n+1));
    if( aSorted==0 ){
      rc = DLX_NOMEM;
    }else{
      for(i=0; i<n; i++) aSorted[i] = aRow[i];
      qsort(aSorted, (size_t)n, sizeof(int), cmp_int);
      for(i=0; i<n; i++) fprintf(out, i ? " %d" : "%d", aSorted[i]+1);
      fputc('\n', out);
      free(aSorted);
    }
  }else if( rc==0 ){
    fputs("No Solution!\n", out);
  }
  dlx_free(pDlx);
  if( rc==DLX_OVER_BUDGET ){
    fprintf(stderr, "sudokudb: exact-cover: over the work budget of %llu "
            "units\n", w.limit);
    return EXIT_FAIL;
  }
  if( rc<0 ){
    fputs("sudokudb: out of memory\n", stderr);
    return EXIT_FAIL;
  }
  return EXIT_OK;
}

int pipe_exact_cover(FILE *in, FILE *out, unsigned long long budget){
  CoverRows rows = {0};
  char zErr[COVER_ERR_MAX];
  size_t n;
  char *z = pipe_read_all(in, &n);
  int rc;
  if( z==0 ) return EXIT_FAIL;
  if( coverrows_from_matrix(&rows, z, n, zErr) ){
    fprintf(stderr, "sudokudb: exact-cover: %s\n", zErr);
    rc = EXIT_FAIL;
  }else{
    rc = answer(&rows, out, budget);
  }
  coverrows_free(&rows);
  free(z);
  return rc;
}
