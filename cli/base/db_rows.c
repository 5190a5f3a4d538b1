/* SPDX-License-Identifier: MIT */
/*
** db_rows.c: the collection and source rows the commands add and check
** (db.h).
*/
#include "cli.h"
#include "db.h"

int db_collection_id(sqlite3 *db, const char *zName, sqlite3_int64 *pId){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db,
      "INSERT INTO collection(name) VALUES (?1) ON CONFLICT(name) DO "
      "UPDATE SET name=name RETURNING id", -1, &pStmt, 0);
  if( rc==SQLITE_OK ){
    sqlite3_bind_text(pStmt, 1, zName, -1, SQLITE_STATIC);
    rc = sqlite3_step(pStmt);
    if( rc==SQLITE_ROW ){
      *pId = sqlite3_column_int64(pStmt, 0);
      rc = SQLITE_OK;
    }
  }
  sqlite3_finalize(pStmt);
  return rc;
}

int db_source_id(sqlite3 *db, const char *zCmd, sqlite3_int64 iCollection,
                 const char *zFile, const char *zFormat, sqlite3_int64 *pId){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db, "INSERT INTO source(collection_id, file, "
                              "format) VALUES (?1, ?2, ?3)", -1, &pStmt, 0);
  if( rc==SQLITE_OK ){
    sqlite3_bind_int64(pStmt, 1, iCollection);
    sqlite3_bind_text(pStmt, 2, zFile, -1, SQLITE_STATIC);
    sqlite3_bind_text(pStmt, 3, zFormat, -1, SQLITE_STATIC);
    rc = sqlite3_step(pStmt);
    if( rc==SQLITE_DONE ) rc = SQLITE_OK;
  }
  if( rc==SQLITE_OK ){
    *pId = sqlite3_last_insert_rowid(db);
  }else{
    db_report(db, zCmd, "recording the source");
  }
  sqlite3_finalize(pStmt);
  return rc;
}

int db_check_collection(sqlite3 *db, const char *zCmd, const char *zName){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db, "SELECT 1 FROM collection WHERE name=?1",
                              -1, &pStmt, 0);
  if( rc==SQLITE_OK ){
    sqlite3_bind_text(pStmt, 1, zName, -1, SQLITE_STATIC);
    rc = sqlite3_step(pStmt);
  }
  sqlite3_finalize(pStmt);
  if( rc==SQLITE_ROW ) return EXIT_OK;
  if( rc==SQLITE_DONE ){
    fprintf(stderr, "sudokudb %s: no collection '%s' (`sudokudb stats DB` "
            "lists them)\n", zCmd, zName);
  }else{
    db_report(db, zCmd, "reading the collections");
  }
  return EXIT_FAIL;
}
