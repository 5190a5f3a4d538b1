/* SPDX-License-Identifier: MIT */
/*
** print_select.c: the rows `sudokudb print` prints and their order (see
** print_select.h).  A random order is a shuffle of the id order by a
** generator seeded with the seed (gen_rng.h's), so that a seed gives the
** same booklet on every machine and SQLite version.
*/
#include "buf.h"
#include "db.h"
#include "gen_rng.h"
#include "print_select.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

int print_order(const char *z, PrintQuery *q){
  static const struct { const char *zName; PrintOrder e; } aOrder[] = {
    { "id", PRINT_BY_ID }, { "rating", PRINT_BY_RATING },
    { "grade", PRINT_BY_GRADE }, { "givens", PRINT_BY_GIVENS },
  };
  size_t i;
  char c;
  for(i=0; i<sizeof(aOrder)/sizeof(aOrder[0]); i++){
    if( strcmp(z, aOrder[i].zName)==0 ){
      q->order = aOrder[i].e;
      return 0;
    }
  }
  if( strncmp(z, "random:", 7)==0 && isdigit((unsigned char)z[7])
   && sscanf(z+7, "%llu%c", &q->seed, &c)==1 ){
    q->order = PRINT_BY_RANDOM;
    return 0;
  }
  return -1;
}

const char *print_where_tail(const char *zWhere){
  int depth = 0;
  const char *z = zWhere;
  while( *z ){
    if( *z=='\'' || *z=='"' || *z=='`' || *z=='[' ){
      char end = *z=='[' ? ']' : *z;
      for(z++; *z && *z!=end; z++){}
      if( *z ) z++;
    }else if( *z=='(' || *z==')' ){
      depth += *z=='(' ? 1 : -1;
      z++;
    }else if( isalpha((unsigned char)*z) || *z=='_' ){
      const char *zWord = z;
      while( isalnum((unsigned char)*z) || *z=='_' || *z=='$' ) z++;
      if( depth==0 && z-zWord==5 && strncasecmp(zWord, "order", 5)==0 ){
        return "ORDER BY";
      }
      if( depth==0 && z-zWord==5 && strncasecmp(zWord, "limit", 5)==0 ){
        return "LIMIT";
      }
    }else{
      z++;
    }
  }
  return 0;
}

/* The ORDER BY of an order (random: the id order, shuffled later). */
static const char *order_by(PrintOrder e){
  switch( e ){
    case PRINT_BY_RATING: return "rating IS NULL, rating, id";
    case PRINT_BY_GRADE:
      return "CASE grade WHEN 'easy' THEN 1 WHEN 'medium' THEN 2 WHEN 'hard'"
             " THEN 3 WHEN 'expert' THEN 4 WHEN 'extreme' THEN 5 ELSE 6 END,"
             " rating, id";
    case PRINT_BY_GIVENS: return "givens DESC, id";
    default: return "id";
  }
}

/* Shuffle a[0..n-1] (Fisher-Yates) by the generator seeded with seed. */
static void shuffle(PrintPick *a, int n, unsigned long long seed){
  GenRng r;
  int i;
  r.s = seed;       /* the stream from the seed itself (gen_rng.h) */
  for(i=n-1; i>0; i--){
    int j = (int)(gen_rng_next(&r) % (unsigned long long)(i+1));
    PrintPick t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}

/* Append the row of pStmt (id, size, has rules) to s; 0, or -1 when
** out of memory. */
static int sel_add(PrintSel *s, sqlite3_stmt *pStmt, int *pAlloc){
  PrintPick *p;
  if( !buf_room(&s->a, pAlloc, s->n+1, sizeof(PrintPick), 64) ) return -1;
  p = &s->a[s->n++];
  p->id = sqlite3_column_int64(pStmt, 0);
  p->side = sqlite3_column_int(pStmt, 1);
  p->variant = sqlite3_column_int(pStmt, 2);
  return 0;
}

int print_select(sqlite3 *db, const PrintQuery *q, PrintSel *s){
  sqlite3_stmt *pStmt = 0;
  int limit = q->order==PRINT_BY_RANDOM ? -1 : q->limit, nAlloc = 0, rc, i;
  char *zSql = sqlite3_mprintf(
      "SELECT id, size, rules<>'' FROM puzzle WHERE (%s)%s ORDER BY %s"
      " LIMIT %d", q->zWhere ? q->zWhere : "1",
      q->zCollection ? " AND collection_id=(SELECT id FROM collection WHERE "
                       "name=?1)" : "", order_by(q->order), limit);
  memset(s, 0, sizeof(*s));
  if( zSql==0 ){
    fputs("sudokudb print: out of memory\n", stderr);
    return -1;
  }
  rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0);
  sqlite3_free(zSql);
  if( rc ){
    db_report(db, "print", q->zWhere ? "in the query (check --where)"
                                     : "in the query");
    return -1;
  }
  if( q->zCollection ){
    sqlite3_bind_text(pStmt, 1, q->zCollection, -1, SQLITE_STATIC);
  }
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    if( sel_add(s, pStmt, &nAlloc) ){
      fputs("sudokudb print: out of memory\n", stderr);
      break;
    }
  }
  sqlite3_finalize(pStmt);
  if( rc!=SQLITE_DONE ){
    if( rc!=SQLITE_ROW ) db_report(db, "print", "reading puzzles");
    print_sel_free(s);
    return -1;
  }
  if( q->order==PRINT_BY_RANDOM ){
    shuffle(s->a, s->n, q->seed);
    if( q->limit>=0 && q->limit<s->n ) s->n = q->limit;
  }
  for(i=0; i<s->n; i++){
    if( s->a[i].side>s->maxSide ) s->maxSide = s->a[i].side;
    if( s->a[i].variant ) s->hasVariant = 1;
  }
  return 0;
}

void print_sel_free(PrintSel *s){
  free(s->a);
  memset(s, 0, sizeof(*s));
}
