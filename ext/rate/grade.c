/* SPDX-License-Identifier: MIT */
/*
** grade.c: the grade names of SE ratings (see grade.h).
*/
#include "grade.h"

#include <string.h>

/* A rating below aGrade[i].below (tenths) gets aGrade[i].zName; the last
** entry catches the rest. */
static const struct { int below; const char *zName; } aGrade[] = {
  { 20,   "easy"    },   /* singles, direct pointing/claiming */
  { 30,   "medium"  },   /* direct hidden pair, naked single, locked */
  { 50,   "hard"    },   /* subsets, X-wing, swordfish, wings, UR */
  { 75,   "expert"  },   /* quads, jellyfish, BUG, chains, AICs */
  { GRADE_MAX_SCORE+1, "extreme" },  /* nishio, forcing, dynamic chains */
};
#define N_GRADE ((int)(sizeof(aGrade)/sizeof(aGrade[0])))

const char *grade_name(int score){
  int i = 0;
  while( i<N_GRADE-1 && score>=aGrade[i].below ) i++;
  return aGrade[i].zName;
}

int grade_band(const char *zName, int *pLo, int *pHi){
  int i;
  for(i=0; i<N_GRADE; i++){
    if( strcmp(zName, aGrade[i].zName)==0 ){
      *pLo = i ? aGrade[i-1].below : 10;
      *pHi = aGrade[i].below-1;
      return 1;
    }
  }
  return 0;
}

const char *grade_list(void){
  return "easy, medium, hard, expert, extreme";
}
