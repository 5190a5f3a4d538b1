/* SPDX-License-Identifier: MIT */
/*
** nearest.c: the name a mistyped one was meant to be, for "did you
** mean" (see cli.h): the nearest by edit distance (insertions, deletions,
** substitutions and swaps of two neighbours, each 1), or the one name the
** word begins.
*/
#include "cli.h"

#include <string.h>

/* Words longer than this are no typing slip of a name. */
#define NEAREST_MAX 40

/* The edit distance of a[0..na) and b[0..nb), both at most NEAREST_MAX
** bytes (the optimal string alignment distance). */
static int edit_distance(const char *a, int na, const char *b, int nb){
  int d[NEAREST_MAX+1][NEAREST_MAX+1];
  int i, j;
  for(i=0; i<=na; i++) d[i][0] = i;
  for(j=0; j<=nb; j++) d[0][j] = j;
  for(i=1; i<=na; i++){
    for(j=1; j<=nb; j++){
      int v = d[i-1][j-1] + (a[i-1]!=b[j-1]);
      if( d[i-1][j]+1<v ) v = d[i-1][j]+1;
      if( d[i][j-1]+1<v ) v = d[i][j-1]+1;
      if( i>1 && j>1 && a[i-1]==b[j-2] && a[i-2]==b[j-1]
       && d[i-2][j-2]+1<v ){
        v = d[i-2][j-2]+1;
      }
      d[i][j] = v;
    }
  }
  return d[na][nb];
}

/* The leading dashes of an option are no part of what is compared. */
static const char *skip_dashes(const char *z){
  while( *z=='-' ) z++;
  return z;
}

const char *cli_nearest(const char *zWord, const char *const *azName,
                        int nName){
  const char *zBest = 0, *zPrefix = 0, *zW = skip_dashes(zWord);
  int nW = (int)strlen(zW), i, dBest = NEAREST_MAX, nPrefix = 0;
  if( nW==0 || nW>NEAREST_MAX ) return 0;
  for(i=0; i<nName; i++){
    const char *zN = skip_dashes(azName[i]);
    int nN = (int)strlen(zN), d, dMax;
    if( nN>NEAREST_MAX ) continue;
    if( nW>=3 && nW<nN && strncmp(zW, zN, (size_t)nW)==0 ){
      zPrefix = azName[i];
      nPrefix++;
    }
    /* Near enough: one slip in a short name, two in a longer one, and
    ** never most of the word. */
    d = edit_distance(zW, nW, zN, nN);
    dMax = nN<=4 ? 1 : 2;
    if( d<=dMax && d<nW && d<dBest ){
      dBest = d;
      zBest = azName[i];
    }
  }
  if( zBest ) return zBest;
  return nPrefix==1 ? zPrefix : 0;
}
