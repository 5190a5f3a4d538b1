/* SPDX-License-Identifier: MIT */
/*
** print_variant.c: the name and rule line of a variant (see
** print_variant.h).
*/
#include "print_variant.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Each feature of a variant: its RULE_* flag (0: cages, -1: regions),
** its name, and either the cells that hold every digit (zUnit) or its
** rule (zRule). */
static const struct {
  int flag;
  const char *zName, *zUnit, *zRule;
} aFeature[] = {
  { 0,  "Killer", 0, "cages add up to their sums, no digit repeated" },
  { -1, "Jigsaw", "the outlined regions", 0 },
  { RULE_WINDOKU, "Windoku", "the grey windows", 0 },
  { RULE_ANTIKNIGHT, "Anti-knight", 0,
    "equal digits are never a knight's move apart" },
  { RULE_ANTIKING, "Anti-king", 0, "equal digits never touch, even at a "
    "corner" },
  { RULE_NONCONSECUTIVE, "Non-consecutive", 0,
    "side by side cells never hold consecutive digits" },
  { RULE_DISJOINTGROUPS, "Disjoint groups",
    "the cells at one place of every box", 0 },
  { RULE_GIRANDOLA, "Girandola",
    "the corners, r2c5, r5c2, r5c5, r5c8 and r8c5", 0 },
  { RULE_ASTERISK, "Asterisk",
    "r2c5, r3c3, r3c7, r5c2, r5c5, r5c8, r7c3, r7c7 and r8c5", 0 },
  { RULE_CENTREDOT, "Centre dot", "the box centres", 0 },
  { RULE_DIAGONALS, "X", "both diagonals", 0 },
};
#define N_FEATURE ((int)(sizeof(aFeature)/sizeof(aFeature[0])))

/* 1 when r has feature k. */
static int has_feature(const Rules *r, int k){
  int f = aFeature[k].flag;
  return f==0 ? r->nCage>0 : f<0 ? r->hasRegions : (r->flags & (unsigned)f)!=0;
}

/* Append z to out (PRINT_VARIANT_MAX bytes), after zSep when out is not
** empty. */
static void append(char *out, const char *zSep, const char *z){
  size_t n = strlen(out);
  snprintf(out+n, PRINT_VARIANT_MAX-n, "%s%s", n ? zSep : "", z);
}

void print_variant_name(const Rules *r, char *z){
  int k;
  z[0] = 0;
  for(k=0; k<N_FEATURE; k++){
    if( has_feature(r, k) ) append(z, " ", aFeature[k].zName);
  }
  if( strcmp(z, "X")==0 ) strcpy(z, "Sudoku X");
}

void print_variant_rule(const Rules *r, char *z){
  char zUnits[PRINT_VARIANT_MAX];
  int k, nUnit = 0, iUnit = 0;
  z[0] = zUnits[0] = 0;
  for(k=0; k<N_FEATURE; k++){
    if( has_feature(r, k) && aFeature[k].zUnit ) nUnit++;
  }
  for(k=0; k<N_FEATURE; k++){
    if( !has_feature(r, k) ) continue;
    if( aFeature[k].zRule ){
      append(z, "; ", aFeature[k].zRule);
    }else{
      iUnit++;
      append(zUnits, iUnit==nUnit ? " and " : ", ", aFeature[k].zUnit);
    }
  }
  if( nUnit ){
    append(zUnits, "", " hold every digit");
    append(z, "; ", zUnits);
  }
  if( z[0] ){
    z[0] = (char)toupper((unsigned char)z[0]);
    append(z, "", ".");
  }
}
