/* SPDX-License-Identifier: MIT */
/*
** cdclopt.c: the options of the clause-learning solver (cdclopt.h): the
** defaults and the rows made from the table, and the setting of one
** option from "NAME=VALUE" with its checks.
*/
#include "cdclopt.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define OPT_DEFAULT(N, D, LO, HI, DOC) D,
const CdclOptions cdcl_option_defaults = {
  CDCL_OPTIONS(OPT_DEFAULT, OPT_DEFAULT)
};
CdclOptions cdcl_options = {
  CDCL_OPTIONS(OPT_DEFAULT, OPT_DEFAULT)
};

#define OPT_INT_ROW(N, D, LO, HI, DOC) \
  { #N, 0, offsetof(CdclOptions, N), D, LO, HI, DOC },
#define OPT_REAL_ROW(N, D, LO, HI, DOC) \
  { #N, 1, offsetof(CdclOptions, N), D, LO, HI, DOC },
const CdclOption cdcl_option_table[] = {
  CDCL_OPTIONS(OPT_INT_ROW, OPT_REAL_ROW)
};
const int cdcl_option_count =
  (int)(sizeof(cdcl_option_table)/sizeof(cdcl_option_table[0]));

const CdclOption *cdcl_option_find(const char *zName){
  int i;
  if( zName==0 ) return 0;
  for(i=0; i<cdcl_option_count; i++){
    if( strcmp(cdcl_option_table[i].zName, zName)==0 ){
      return &cdcl_option_table[i];
    }
  }
  return 0;
}

double cdcl_option_get(const CdclOptions *o, const CdclOption *p){
  const char *a = (const char*)o + p->offset;
  return p->isReal ? *(const double*)a : (double)*(const int*)a;
}

/* The value of zValue as option p takes it into *pV: 0, or 1 when it is
** no number of p's kind (the whole text: an int option's, a whole one). */
static int option_value(const CdclOption *p, const char *zValue, double *pV){
  char *zEnd;
  if( *zValue==0 ) return 1;
  errno = 0;
  if( p->isReal ){
    *pV = strtod(zValue, &zEnd);
    if( !isfinite(*pV) ) return 1;
  }else{
    long long v = strtoll(zValue, &zEnd, 10);
    *pV = (double)v;
  }
  return *zEnd!=0 || errno!=0;
}

int cdcl_option_set(CdclOptions *o, const char *zAssign, char *zErr){
  const char *zEq = zAssign ? strchr(zAssign, '=') : 0;
  char zName[64];
  const CdclOption *p;
  size_t n;
  double v;
  if( zEq==0 ){
    snprintf(zErr, CDCL_OPTION_ERR_MAX, "cdcl option \"%.60s\": expected "
             "NAME=VALUE", zAssign ? zAssign : "");
    return 1;
  }
  n = (size_t)(zEq - zAssign);
  if( n>=sizeof(zName) ) n = sizeof(zName)-1;
  memcpy(zName, zAssign, n);
  zName[n] = 0;
  if( (p = cdcl_option_find(zName))==0 ){
    snprintf(zErr, CDCL_OPTION_ERR_MAX, "no cdcl option named \"%s\"",
             zName);
    return 1;
  }
  if( option_value(p, zEq+1, &v) ){
    snprintf(zErr, CDCL_OPTION_ERR_MAX, "cdcl option %s: \"%.40s\" is not "
             "%s", p->zName, zEq+1, p->isReal ? "a number" : "a whole number");
    return 1;
  }
  if( v<p->lo || v>p->hi ){
    snprintf(zErr, CDCL_OPTION_ERR_MAX, "cdcl option %s: %.40s is out of "
             "its range %.15g..%.15g", p->zName, zEq+1, p->lo, p->hi);
    return 1;
  }
  if( p->isReal ) *(double*)((char*)o + p->offset) = v;
  else *(int*)((char*)o + p->offset) = (int)v;
  return 0;
}
