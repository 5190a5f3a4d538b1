/* SPDX-License-Identifier: MIT */
/*
** db_inserted.c: the rows another program inserted through the view
** puzzle (its trigger stores the text as given, the other columns NULL),
** checked, packed and completed as an import would (db_complete_inserted
** in db.h).
*/
#include "cli.h"
#include "db.h"
#include "json.h"
#include "rules.h"

#include <string.h>

/* The name of the collection, source file and format such rows join. */
#define INSERTED_NAME "inserted"

/* The rows to complete (the partial index puzzle_pending holds them). */
#define INSERTED_WHERE "key IS NULL"

/* The work of one run: statements, and the collection and source made
** the first time a row needs them. */
typedef struct Inserted Inserted;
struct Inserted {
  sqlite3 *db;
  const char *zCmd;
  sqlite3_stmt *pFind, *pUpdate, *pDelete, *pDuplicate, *pReject;
  DbClass classes;
  sqlite3_int64 iCollection, iSource;
  Rules rules;
  char zRules[RULES_NORMAL_MAX];
};

/* A packed value (blob) read back as text into z (82 bytes): the digits,
** '.' for empty, as many cells as the square its length holds. */
static const char *unpack_cells(const unsigned char *a, int n, char *z){
  static const int aCells[] = { 16, 25, 36, 49, 64, 81 };
  int i, nCell = 0;
  for(i=0; i<6; i++){
    if( (aCells[i]+1)/2==n ) nCell = aCells[i];
  }
  for(i=0; i<nCell; i++){
    int v = i%2 ? a[i/2]&0xf : a[i/2]>>4;
    z[i] = v==0 ? '.' : (char)('0'+v);
  }
  z[nCell] = 0;
  return z;
}

static int prepare(Inserted *p, sqlite3_stmt **pp, const char *zSql){
  int rc = sqlite3_prepare_v2(p->db, zSql, -1, pp, 0);
  if( rc ) db_report(p->db, p->zCmd, "preparing to complete inserted rows");
  return rc;
}

/* The collection and source of the rows that name none, made once. */
static int inserted_home(Inserted *p){
  int rc = SQLITE_OK;
  if( p->iCollection==0 ){
    rc = db_collection_id(p->db, INSERTED_NAME, &p->iCollection);
    if( rc ) db_report(p->db, p->zCmd, "creating collection 'inserted'");
    if( rc==SQLITE_OK ){
      rc = db_source_id(p->db, p->zCmd, p->iCollection, INSERTED_NAME,
                        "sql", &p->iSource);
    }
  }
  return rc;
}

/* Step p to its end and reset it.  Returns an SQLite result code. */
static int run(Inserted *p, sqlite3_stmt *s){
  int rc = sqlite3_step(s);
  sqlite3_reset(s);
  if( rc==SQLITE_DONE || rc==SQLITE_ROW ) return SQLITE_OK;
  db_report(p->db, p->zCmd, "completing inserted rows");
  return rc;
}

/* Move row id (text z) to reject for zReason, in its collection or
** 'inserted'. */
static int move_to_reject(Inserted *p, sqlite3_int64 id, sqlite3_int64 iColl,
                          const char *z, const char *zReason){
  int rc = inserted_home(p);
  if( rc ) return rc;
  sqlite3_bind_int64(p->pReject, 1, iColl ? iColl : p->iCollection);
  sqlite3_bind_int64(p->pReject, 2, id);
  sqlite3_bind_text(p->pReject, 3, zReason, -1, SQLITE_STATIC);
  sqlite3_bind_text(p->pReject, 4, z, -1, SQLITE_STATIC);
  rc = run(p, p->pReject);
  if( rc ) return rc;
  sqlite3_bind_int64(p->pDelete, 1, id);
  return run(p, p->pDelete);
}

/*
** Complete row id, whose puzzle is the text z under the rules zRules, in
** collection iColl (0: none named), with the solution text zSol (or
** NULL).  Returns an SQLite result code.
*/
static int complete_row(Inserted *p, sqlite3_int64 id, const char *z,
                        const char *zRules, sqlite3_int64 iColl,
                        const char *zSol){
  char zErr[JSON_ERR_MAX];
  char zLine[GRID_MAX_CELLS+1];
  Grid g;
  sqlite3_int64 iClass = 0;
  int consistent, rc, nLine;
  size_t nRules = 0;
  if( grid_parse(&g, z, strlen(z), GRID_ALPHA_AUTO, zErr) ){
    return move_to_reject(p, id, iColl, z, zErr);
  }
  if( zRules[0]==0 && g.box ){
    consistent = grid_consistent(&g);
    p->zRules[0] = 0;
  }else if( rules_parse(&p->rules, zRules, -1, g.side, zErr) ){
    return move_to_reject(p, id, iColl, z, zErr);
  }else{
    consistent = rules_consistent(&p->rules, &g);
    nRules = rules_normal(&p->rules, p->zRules);
  }
  nLine = g.marked ? 0 : grid_format_line(&g, GRID_ALPHA_AUTO, zLine);
  if( g.marked ){                   /* kept as given: its text is its key */
    nLine = (int)strlen(z);
    memcpy(zLine, z, (size_t)nLine);
  }
  /* the same puzzle stored already: note the sighting, drop the row */
  if( (rc = db_bind_cells_key(p->pFind, 1, 4, zLine, (size_t)nLine)) ){
    db_report_rc(p->db, p->zCmd, "looking up an inserted puzzle", rc);
    return rc;
  }
  sqlite3_bind_text(p->pFind, 2, p->zRules, (int)nRules, SQLITE_STATIC);
  sqlite3_bind_int64(p->pFind, 3, id);
  rc = sqlite3_step(p->pFind);
  if( rc==SQLITE_ROW ){
    sqlite3_int64 iOld = sqlite3_column_int64(p->pFind, 0);
    sqlite3_reset(p->pFind);
    if( (rc = inserted_home(p))!=SQLITE_OK ) return rc;
    sqlite3_bind_int64(p->pDuplicate, 1, iOld);
    sqlite3_bind_int64(p->pDuplicate, 2, iColl ? iColl : p->iCollection);
    sqlite3_bind_int64(p->pDuplicate, 3, id);
    rc = run(p, p->pDuplicate);
    if( rc ) return rc;
    sqlite3_bind_int64(p->pDelete, 1, id);
    return run(p, p->pDelete);
  }
  sqlite3_reset(p->pFind);
  if( rc!=SQLITE_DONE ){
    db_report(p->db, p->zCmd, "looking up an inserted puzzle");
    return rc;
  }
  if( iColl==0 && (rc = inserted_home(p))!=SQLITE_OK ) return rc;
  rc = db_bind_cells_key(p->pUpdate, 1, 9, zLine, (size_t)nLine);
  sqlite3_bind_text(p->pUpdate, 2, p->zRules, (int)nRules, SQLITE_STATIC);
  sqlite3_bind_int(p->pUpdate, 3, g.side);
  sqlite3_bind_int(p->pUpdate, 4, grid_clues(&g));
  sqlite3_bind_int(p->pUpdate, 5, consistent);
  sqlite3_bind_int64(p->pUpdate, 6, p->iCollection);
  sqlite3_bind_int64(p->pUpdate, 7, p->iSource);
  if( zSol && rc==SQLITE_OK ){
    rc = db_bind_cells(p->pUpdate, 8, zSol, strlen(zSol));
  }else{
    sqlite3_bind_null(p->pUpdate, 8);
  }
  if( rc ){
    db_report_rc(p->db, p->zCmd, "completing inserted rows", rc);
    return rc;
  }
  if( nRules==0 && (rc = db_class_of(&p->classes, &g, &iClass))!=SQLITE_OK ){
    return rc;
  }
  if( iClass ) sqlite3_bind_int64(p->pUpdate, 10, iClass);
  else sqlite3_bind_null(p->pUpdate, 10);
  sqlite3_bind_int64(p->pUpdate, 11, id);
  return run(p, p->pUpdate);
}

/* Complete every pending row, in one transaction.  Returns an SQLite
** result code. */
static int complete_all(Inserted *p){
  sqlite3_stmt *pList = 0;
  int rc = prepare(p, &pList, "SELECT id, cells, rules, collection_id,"
                   " solution FROM puzzle_store WHERE " INSERTED_WHERE
                   " ORDER BY id");
  if( rc==SQLITE_OK ) rc = prepare(p, &p->pFind,
      "SELECT id FROM puzzle_store WHERE key=?4 AND cells=?1 AND rules=?2"
      " AND id<>?3");
  if( rc==SQLITE_OK ) rc = prepare(p, &p->pUpdate,
      "UPDATE puzzle_store SET cells=?1, rules=?2, size=?3, givens=?4,"
      " consistent=?5, collection_id=coalesce(collection_id, ?6),"
      " source_id=coalesce(source_id, ?7), source_line=coalesce(source_line,"
      " id), solution=?8, key=?9, class_id=?10 WHERE id=?11");
  if( rc==SQLITE_OK ) rc = db_class_open(&p->classes, p->db, p->zCmd);
  if( rc==SQLITE_OK ) rc = prepare(p, &p->pDelete,
      "DELETE FROM puzzle_store WHERE id=?1");
  if( rc==SQLITE_OK ) rc = prepare(p, &p->pDuplicate,
      "INSERT INTO duplicate(puzzle_id, collection_id, source_file,"
      " source_line) VALUES (?1, ?2, '" INSERTED_NAME "', ?3)"
      " ON CONFLICT DO NOTHING");
  if( rc==SQLITE_OK ) rc = prepare(p, &p->pReject,
      "INSERT INTO reject(collection_id, source_file, source_line, reason,"
      " raw) VALUES (?1, '" INSERTED_NAME "', ?2, ?3, ?4)"
      " ON CONFLICT DO NOTHING");
  while( rc==SQLITE_OK && (rc = sqlite3_step(pList))==SQLITE_ROW ){
    char zCells[83], zSol[83];
    sqlite3_int64 id = sqlite3_column_int64(pList, 0);
    const char *z, *zRules, *zSolText = 0;
    if( sqlite3_column_type(pList, 1)==SQLITE_BLOB ){
      z = unpack_cells(sqlite3_column_blob(pList, 1),
                       sqlite3_column_bytes(pList, 1), zCells);
    }else{
      z = (const char*)sqlite3_column_text(pList, 1);
    }
    if( sqlite3_column_type(pList, 4)==SQLITE_BLOB ){
      zSolText = unpack_cells(sqlite3_column_blob(pList, 4),
                              sqlite3_column_bytes(pList, 4), zSol);
    }else{
      zSolText = (const char*)sqlite3_column_text(pList, 4);
    }
    zRules = (const char*)sqlite3_column_text(pList, 2);
    rc = z==0 ? SQLITE_NOMEM
       : complete_row(p, id, z, zRules ? zRules : "",
                      sqlite3_column_int64(pList, 3), zSolText);
  }
  if( rc==SQLITE_DONE ) rc = SQLITE_OK;
  else if( rc!=SQLITE_OK ) db_report(p->db, p->zCmd, "completing inserted rows");
  sqlite3_finalize(pList);
  sqlite3_finalize(p->pFind);
  sqlite3_finalize(p->pUpdate);
  sqlite3_finalize(p->pDelete);
  sqlite3_finalize(p->pDuplicate);
  sqlite3_finalize(p->pReject);
  db_class_close(&p->classes);
  return rc;
}

int db_complete_inserted(sqlite3 *db, const char *zCmd){
  sqlite3_stmt *pAny = 0;
  Inserted *p;
  int rc = sqlite3_prepare_v2(db, "SELECT 1 FROM puzzle_store WHERE "
                              INSERTED_WHERE " LIMIT 1", -1, &pAny, 0);
  if( rc==SQLITE_OK ) rc = sqlite3_step(pAny);
  sqlite3_finalize(pAny);
  if( rc==SQLITE_DONE ) return EXIT_OK;
  if( rc!=SQLITE_ROW ){
    db_report(db, zCmd, "looking for inserted rows");
    return EXIT_FAIL;
  }
  p = sqlite3_malloc64(sizeof(*p));
  if( p==0 ){
    fprintf(stderr, "sudokudb %s: out of memory\n", zCmd);
    return EXIT_FAIL;
  }
  memset(p, 0, sizeof(*p));
  p->db = db;
  p->zCmd = zCmd;
  rc = db_exec(db, zCmd, "BEGIN IMMEDIATE");
  if( rc==SQLITE_OK ){
    rc = complete_all(p);
    if( rc==SQLITE_OK ) rc = db_exec(db, zCmd, "COMMIT");
    else sqlite3_exec(db, "ROLLBACK", 0, 0, 0);
  }
  sqlite3_free(p);
  return rc ? EXIT_FAIL : EXIT_OK;
}
