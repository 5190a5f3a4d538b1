/* SPDX-License-Identifier: MIT */
/*
** import_index.c: the indexes of puzzle_store dropped and made again
** around a big batch (import_index.h).
*/
#include "import_index.h"
#include "db.h"

void iidx_clear(IndexSet *p){
  int i;
  for(i=0; i<p->n; i++) sqlite3_free(p->azSql[i]);
  sqlite3_free(p->azSql);
  p->azSql = 0;
  p->n = 0;
}

/* Keep a copy of zSql in p.  Returns an SQLite result code. */
static int keep_sql(IndexSet *p, const char *zSql){
  char **aNew = sqlite3_realloc64(p->azSql, sizeof(char*)*(size_t)(p->n+1));
  if( aNew==0 ) return SQLITE_NOMEM;
  p->azSql = aNew;
  p->azSql[p->n] = sqlite3_mprintf("%s", zSql);
  if( p->azSql[p->n]==0 ) return SQLITE_NOMEM;
  p->n++;
  return SQLITE_OK;
}

int iidx_drop(sqlite3 *db, IndexSet *p){
  sqlite3_stmt *pList = 0;
  char **azName = 0;
  int i, nName = 0;
  int rc = sqlite3_prepare_v2(db, "SELECT name, sql FROM sqlite_schema"
                              " WHERE type='index' AND tbl_name='puzzle_store'"
                              " AND sql IS NOT NULL", -1, &pList, 0);
  while( rc==SQLITE_OK && sqlite3_step(pList)==SQLITE_ROW ){
    char **aNew = sqlite3_realloc64(azName, sizeof(char*)*(size_t)(nName+1));
    if( aNew==0 ){
      rc = SQLITE_NOMEM;
      break;
    }
    azName = aNew;
    azName[nName] = sqlite3_mprintf("%s",
                                    (const char*)sqlite3_column_text(pList, 0));
    if( azName[nName]==0 ){
      rc = SQLITE_NOMEM;
      break;
    }
    nName++;
    rc = keep_sql(p, (const char*)sqlite3_column_text(pList, 1));
  }
  if( rc==SQLITE_OK ) rc = sqlite3_finalize(pList);
  else sqlite3_finalize(pList);
  for(i=0; rc==SQLITE_OK && i<nName; i++){
    char *zSql = sqlite3_mprintf("DROP INDEX \"%w\"", azName[i]);
    rc = zSql ? sqlite3_exec(db, zSql, 0, 0, 0) : SQLITE_NOMEM;
    sqlite3_free(zSql);
  }
  for(i=0; i<nName; i++) sqlite3_free(azName[i]);
  sqlite3_free(azName);
  if( rc ) db_report_rc(db, "import", "dropping the indexes for a big batch",
                        rc);
  return rc;
}

int iidx_create(sqlite3 *db, IndexSet *p){
  int i, rc = SQLITE_OK;
  for(i=0; rc==SQLITE_OK && i<p->n; i++){
    rc = sqlite3_exec(db, p->azSql[i], 0, 0, 0);
  }
  if( rc ) db_report(db, "import", "making the indexes again");
  iidx_clear(p);
  return rc;
}
