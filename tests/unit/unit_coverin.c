/* SPDX-License-Identifier: MIT */
/*
** unit_coverin.c: corners of the judge's 0/1 matrix reader
** (coverrows_from_matrix, behind `sudokudb pipe exact-cover`): CRLF and
** tabs, blank lines, no final newline, and each header or row error.
** Expected rows and messages written by hand from coverin.h's format.
*/
#include "unit.h"
#include "coverin.h"

#include <stdio.h>
#include <string.h>

/* Read matrix text z; on success describe the rows in zOut as
** "nRow nCol: 0,1;2;" (each row's columns, ';' after each row), else
** copy the error message there. */
static void read_matrix(const char *z, char *zOut, size_t nOut){
  CoverRows rows;
  char zErr[COVER_ERR_MAX];
  int i, j, n;
  memset(&rows, 0, sizeof(rows));
  if( coverrows_from_matrix(&rows, z, strlen(z), zErr) ){
    snprintf(zOut, nOut, "%s", zErr);
    return;
  }
  n = snprintf(zOut, nOut, "%d %d:", rows.nRow, rows.nCol);
  for(i=0; i<rows.nRow && (size_t)n<nOut; i++){
    for(j=rows.aStart[i]; j<rows.aStart[i+1] && (size_t)n<nOut; j++){
      n += snprintf(zOut+n, nOut-(size_t)n, "%s%d",
                    j>rows.aStart[i] ? "," : " ", rows.aCol[j]);
    }
    if( (size_t)n<nOut ) n += snprintf(zOut+n, nOut-(size_t)n, ";");
  }
  coverrows_free(&rows);
}

void unit_coverin(void){
  static const char *const aCase[] = {
    /* name, matrix text, rows read or the error */
    "coverin-1.1", "2 3\r\n1\t0 1\r\n\r\n  \t\n0 1 0", "2 3: 0,2; 1;",
    "coverin-1.2", "\n \n1 1\n0\n", "1 1:;",
    "coverin-2.1", "1 2 3\n0 1\n",
      "line 1: expected 'N M' (two counts 1..100000)",
    "coverin-2.2", "1234567 1\n0\n",
      "line 1: expected 'N M' (two counts 1..100000)",
    "coverin-2.3", "1 100001\n0\n",
      "line 1: expected 'N M' (two counts 1..100000)",
    "coverin-2.4", "1 100000\n0\n", "line 2: expected 100000 numbers, got 1",
    "coverin-2.5", "1 1\n00000000000000000000\n",
      "line 2: expected 0 or 1, got '000000000000'",
    "coverin-2.6", "", "line 1: expected 'N M', got no input",
  };
  char z[200];
  size_t i;
  for(i=0; i<sizeof(aCase)/sizeof(aCase[0]); i+=3){
    read_matrix(aCase[i+1], z, sizeof(z));
    CHECK_STR(aCase[i], z, aCase[i+2]);
  }
}
