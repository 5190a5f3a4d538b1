/* SPDX-License-Identifier: MIT */
/*
** unit_main.c: run every group of C unit tests (unit.h) and print the
** closing count, "N passed, M failed".  Built by the Makefile as
** build/unit/unit_tests (also under ASan+UBSan and with coverage).
*/
#include "unit.h"

#include <stdio.h>
#include <string.h>

static int nPass, nFail;

static void report(const char *zName, int ok, const char *zWant,
                   const char *zGot){
  if( ok ){
    nPass++;
  }else{
    nFail++;
    printf("! %s failed\n!   expected: %s\n!   got:      %s\n",
           zName, zWant, zGot);
  }
}

void unit_int(const char *zName, long long got, long long want){
  char zWant[32], zGot[32];
  snprintf(zWant, sizeof(zWant), "%lld", want);
  snprintf(zGot, sizeof(zGot), "%lld", got);
  report(zName, got==want, zWant, zGot);
}

void unit_str(const char *zName, const char *got, const char *want){
  report(zName, got && strcmp(got, want)==0, want, got ? got : "(null)");
}

unsigned unit_rand(unsigned *s){
  *s ^= *s<<13;
  *s ^= *s>>17;
  *s ^= *s<<5;
  return *s;
}

int main(void){
  unit_buf();
  unit_grid();
  unit_dlx();
  unit_coverin();
  unit_solve();
  unit_rate();
  unit_target();
  unit_iq();
  unit_cdcl();
  unit_cdclrace();
  unit_cdclopt();
  unit_rules();
  unit_rulesnorm();
  unit_oom();
  unit_progress();
  unit_fn();
  unit_assert();
  unit_hint_verify();
  unit_hintpic();
  unit_canon();
  printf("%d passed, %d failed\n", nPass, nFail);
  return nFail!=0;
}
