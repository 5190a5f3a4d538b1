/* SPDX-License-Identifier: MIT */
/*
** records_xml.c: the import format of the OpenSudoku app's collections
** (.opensudoku, XML): each <game> element is a record, numbered by the
** line its tag starts on, its "data" attribute the puzzle (81 digits, 0
** for empty).  The rest (the collection's name and author, a folder, a
** saved game's time and state) is not read.  A tag may span lines; no
** other XML is interpreted, so any file of <game data="..."> tags reads.
*/
#include "records.h"

#include <string.h>

/* Lines one <game> tag may span. */
#define XML_MAX_LINES 100

/* The start of the next "<game" tag in z[0..n) (followed by a blank, '/'
** or '>', or the line's end), or NULL. */
static const char *find_game(const char *z, size_t n){
  const char *zEnd = z+n;
  while( (z = memchr(z, '<', (size_t)(zEnd-z)))!=0 ){
    if( zEnd-z>=5 && memcmp(z, "<game", 5)==0
     && (zEnd-z==5 || strchr(" \t\r\n/>", z[5])) ){
      return z;
    }
    z++;
  }
  return 0;
}

/*
** The value of attribute zName of the tag z[0..n) into *pz, *pn (not
** unescaped: a puzzle's digits need none).  Returns 1 when found.
*/
static int tag_attribute(const char *z, size_t n, const char *zName,
                         const char **pz, size_t *pn){
  size_t i = 5, nName = strlen(zName);      /* past "<game" */
  while( i<n ){
    size_t iName, iEq;
    const char *zQ;
    while( i<n && strchr(" \t\r\n", z[i]) ) i++;
    iName = i;
    while( i<n && !strchr(" \t\r\n=/>", z[i]) ) i++;
    iEq = i;
    while( i<n && strchr(" \t\r\n", z[i]) ) i++;
    if( i>=n || z[i]!='=' ){
      if( i==iName ) i++;                 /* '/', '>' or a stray character */
      continue;
    }
    i++;
    while( i<n && strchr(" \t\r\n", z[i]) ) i++;
    if( i>=n || (z[i]!='"' && z[i]!='\'') ) continue;
    zQ = memchr(z+i+1, z[i], n-i-1);
    if( zQ==0 ) return 0;
    if( iEq-iName==nName && memcmp(z+iName, zName, nName)==0 ){
      *pz = z+i+1;
      *pn = (size_t)(zQ-(z+i+1));
      return 1;
    }
    i = (size_t)(zQ-z)+1;
  }
  return 0;
}

/* The record of the tag z[0..n): its data attribute as the puzzle. */
static void game_record(RecordReader *p, const char *z, size_t n,
                        Record *r){
  char zErr[GRID_ERR_MAX];
  const char *zData;
  size_t nData;
  if( !tag_attribute(z, n, "data", &zData, &nData) ){
    records_reject(p, r, "a <game> without a data attribute");
  }else if( grid_parse(&r->puzzle, zData, nData, GRID_ALPHA_AUTO, zErr) ){
    records_reject(p, r, "data: %s", zErr);
  }
}

int records_xml_next(RecordReader *p, Record *r){
  for(;;){
    const char *z, *zGame, *zGt;
    size_t n;
    int rc, nLines = 1;
    if( p->zPending==0 ){
      if( (rc = input_line(p->pIn, &p->zPending, &p->nPending))!=1 ){
        p->zPending = 0;
        return rc;
      }
      p->nPendingLine = p->pIn->nLine;
    }
    z = p->zPending;
    n = p->nPending;
    zGame = find_game(z, n);
    if( zGame==0 ){
      p->zPending = 0;
      continue;
    }
    r->nLine = p->nPendingLine;
    n -= (size_t)(zGame-z);
    zGt = memchr(zGame, '>', n);
    if( zGt ){
      r->zRaw = zGame;
      r->nRaw = (size_t)(zGt-zGame)+1;
      p->zPending = zGt+1;
      p->nPending = n-r->nRaw;
      game_record(p, r->zRaw, r->nRaw, r);
      return 1;
    }
    /* The tag goes on over the next lines: join them until its '>'. */
    p->join.n = 0;
    if( records_join(p, zGame, n) ) return RECORDS_NOMEM;
    for(;;){
      if( (rc = input_line(p->pIn, &z, &n))!=1 || nLines++>=XML_MAX_LINES ){
        if( rc<0 ) return rc;
        p->zPending = 0;
        r->zRaw = p->join.z;
        r->nRaw = p->join.n;
        if( rc==1 ){
          records_reject(p, r, "a <game> tag is not closed within %d lines",
                         XML_MAX_LINES);
        }else{
          records_reject(p, r, "a <game> tag is not closed before the end "
                         "of the file");
        }
        return 1;
      }
      zGt = memchr(z, '>', n);
      if( records_join(p, "\n", 1)
       || records_join(p, z, zGt ? (size_t)(zGt-z)+1 : n) ){
        return RECORDS_NOMEM;
      }
      if( zGt ){
        p->zPending = zGt+1;
        p->nPending = n-(size_t)(zGt-z)-1;
        p->nPendingLine = p->pIn->nLine;
        r->zRaw = p->join.z;
        r->nRaw = p->join.n;
        game_record(p, r->zRaw, r->nRaw, r);
        return 1;
      }
    }
  }
}
