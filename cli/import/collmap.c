/* SPDX-License-Identifier: MIT */
/*
** collmap.c: a small hash table of collection names and ids (see
** collmap.h): FNV-1a hashes, linear probing, grown at half full.
*/
#include "collmap.h"

#include <stdlib.h>
#include <string.h>

static size_t hash_name(const char *z, size_t n){
  size_t h = 2166136261u, i;
  for(i=0; i<n; i++) h = (h ^ (unsigned char)z[i]) * 16777619u;
  return h;
}

/* The slot of name z[0..n): its entry, or the free slot it would take. */
static CollEntry *slot_of(const CollMap *p, const char *z, size_t n){
  size_t i = hash_name(z, n) & (p->nSlot-1);
  for(;;){
    CollEntry *e = &p->a[i];
    if( e->zName==0 || (strncmp(e->zName, z, n)==0 && e->zName[n]==0) ){
      return e;
    }
    i = (i+1) & (p->nSlot-1);
  }
}

long long collmap_find(const CollMap *p, const char *z, size_t n){
  return p->nSlot ? slot_of(p, z, n)->iId : 0;
}

/* Double the table (or make its first 64 slots).  Returns 0 or -1. */
static int grow(CollMap *p){
  CollMap m;
  size_t i;
  m.nSlot = p->nSlot ? 2*p->nSlot : 64;
  m.nUsed = p->nUsed;
  m.a = calloc(m.nSlot, sizeof(CollEntry));
  if( m.a==0 ) return -1;
  for(i=0; i<p->nSlot; i++){
    if( p->a[i].zName ){
      *slot_of(&m, p->a[i].zName, strlen(p->a[i].zName)) = p->a[i];
    }
  }
  free(p->a);
  *p = m;
  return 0;
}

int collmap_add(CollMap *p, const char *z, size_t n, long long iId){
  CollEntry *e;
  if( 2*(p->nUsed+1) > p->nSlot && grow(p) ) return -1;
  e = slot_of(p, z, n);
  if( e->zName==0 ){
    e->zName = malloc(n+1);
    if( e->zName==0 ) return -1;
    memcpy(e->zName, z, n);
    e->zName[n] = 0;
    p->nUsed++;
  }
  e->iId = iId;
  return 0;
}

void collmap_clear(CollMap *p){
  size_t i;
  for(i=0; i<p->nSlot; i++) free(p->a[i].zName);
  free(p->a);
  memset(p, 0, sizeof(*p));
}
