/* SPDX-License-Identifier: MIT */
/*
** grid_pack.c: the packed form of a puzzle (see grid_pack.h).
*/
#include "grid_pack.h"

/* The nibble of one cell character, or -1 when it has none. */
static int cell_nibble(char c){
  if( c=='.' ) return 0;
  if( c>='0' && c<='9' ) return c-'0';
  return -1;
}

size_t grid_pack_text(const char *z, size_t n, unsigned char *aOut){
  size_t i;
  if( n==0 || n>81 ) return 0;
  for(i=0; i<n; i++){
    int v = cell_nibble(z[i]);
    if( v<0 ) return 0;
    if( i%2==0 ) aOut[i/2] = (unsigned char)(v<<4);
    else aOut[i/2] |= (unsigned char)v;
  }
  return (n+1)/2;
}

int grid_pack_key(const unsigned char *a, size_t n){
  unsigned long long h = 14695981039346656037ULL;      /* FNV-1a, 64 bits */
  unsigned int u;
  size_t i;
  for(i=0; i<n; i++){
    h ^= a[i];
    h *= 1099511628211ULL;
  }
  h ^= h>>29;                                          /* mix the high bits */
  h *= 0xbf58476d1ce4e5b9ULL;
  h ^= h>>32;
  u = (unsigned int)(h & 0xffffffffu);
  return u<0x80000000u ? (int)u : -(int)(0xffffffffu-u) - 1;
}
