/* SPDX-License-Identifier: MIT */
/*
** db_class.c: the classes of puzzle_class, one per canonical form, found
** by their form or added (db.h).
*/
#include "db.h"
#include "canon.h"

#include <stdio.h>
#include <string.h>

int db_class_open(DbClass *p, sqlite3 *db, const char *zCmd){
  int rc;
  memset(p, 0, sizeof(*p));
  p->zCmd = zCmd;
  rc = sqlite3_prepare_v3(db, "SELECT id FROM puzzle_class WHERE key=?2"
                          " AND canon=?1", -1, SQLITE_PREPARE_PERSISTENT,
                          &p->pFind, 0);
  if( rc==SQLITE_OK ){
    rc = sqlite3_prepare_v3(db, "INSERT INTO puzzle_class(canon, key,"
                            " canon_version) VALUES (?1, ?2, ?3) RETURNING id",
                            -1, SQLITE_PREPARE_PERSISTENT, &p->pAdd, 0);
  }
  if( rc ) db_report(db, zCmd, "preparing statements");
  return rc;
}

void db_class_close(DbClass *p){
  sqlite3_finalize(p->pFind);
  sqlite3_finalize(p->pAdd);
  memset(p, 0, sizeof(*p));
}

/* Step s, which binds the form as ?1 and its key as ?2, for the id in
** its first column.  Returns SQLITE_OK (the id in *piId), SQLITE_DONE or
** an error code. */
static int class_step(DbClass *p, sqlite3_stmt *s, const char *zCanon,
                      size_t n, sqlite3_int64 *piId, const char *zWhat){
  sqlite3 *db = sqlite3_db_handle(s);
  int rc = db_bind_cells_key(s, 1, 2, zCanon, n);
  if( rc ){
    db_report_rc(db, p->zCmd, zWhat, rc);
    return rc;
  }
  rc = sqlite3_step(s);
  if( rc==SQLITE_ROW ) *piId = sqlite3_column_int64(s, 0);
  if( sqlite3_reset(s)!=SQLITE_OK && rc==SQLITE_ROW ) rc = SQLITE_ERROR;
  if( rc==SQLITE_ROW ) return SQLITE_OK;
  if( rc!=SQLITE_DONE ) db_report(db, p->zCmd, zWhat);
  return rc;
}

int db_class_find(DbClass *p, const char *zCanon, size_t n,
                  sqlite3_int64 *piId){
  return class_step(p, p->pFind, zCanon, n, piId, "looking up a class");
}

int db_class_add(DbClass *p, const char *zCanon, size_t n,
                 sqlite3_int64 *piId){
  int rc;
  sqlite3_bind_int(p->pAdd, 3, CANON_VERSION);
  rc = class_step(p, p->pAdd, zCanon, n, piId, "adding a class");
  if( rc==SQLITE_DONE ){
    db_report(sqlite3_db_handle(p->pAdd), p->zCmd, "adding a class");
    rc = SQLITE_ERROR;
  }
  return rc;
}

int db_class_of(DbClass *p, const Grid *g, sqlite3_int64 *piId){
  char zCanon[GRID_MAX_CELLS+1];
  size_t nCanon;
  Grid canon;
  int rc;
  *piId = 0;
  if( g->marked || canon_grid(g, &canon) ) return SQLITE_OK;
  nCanon = (size_t)grid_format_line(&canon, GRID_ALPHA_AUTO, zCanon);
  rc = db_class_find(p, zCanon, nCanon, piId);
  return rc==SQLITE_DONE ? db_class_add(p, zCanon, nCanon, piId) : rc;
}
