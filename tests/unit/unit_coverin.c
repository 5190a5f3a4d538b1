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
  char z[200];
  read_matrix("2 3\r\n1\t0 1\r\n\r\n  \t\n0 1 0", z, sizeof(z));
  CHECK_STR("coverin-1.1", z, "2 3: 0,2; 1;");
  read_matrix("\n \n1 1\n0\n", z, sizeof(z));
  CHECK_STR("coverin-1.2", z, "1 1:;");
  read_matrix("1 2 3\n0 1\n", z, sizeof(z));
  CHECK_STR("coverin-2.1", z, "line 1: expected 'N M' (two counts 1..100000)");
  read_matrix("1234567 1\n0\n", z, sizeof(z));
  CHECK_STR("coverin-2.2", z, "line 1: expected 'N M' (two counts 1..100000)");
  read_matrix("1 100001\n0\n", z, sizeof(z));
  CHECK_STR("coverin-2.3", z, "line 1: expected 'N M' (two counts 1..100000)");
  read_matrix("1 100000\n0\n", z, sizeof(z));
  CHECK_STR("coverin-2.4", z, "line 2: expected 100000 numbers, got 1");
  read_matrix("1 1\n00000000000000000000\n", z, sizeof(z));
  CHECK_STR("coverin-2.5", z, "line 2: expected 0 or 1, got '000000000000'");
  read_matrix("", z, sizeof(z));
  CHECK_STR("coverin-2.6", z, "line 1: expected 'N M', got no input");
}
