/* SPDX-License-Identifier: MIT */
/*
** db_cells.c: a puzzle, solution or canonical form bound or returned as
** the database stores it (db.h): packed up to 9x9 (grid_pack.h), else
** its one-line text; and the key of a puzzle so stored.
*/
#include "db.h"
#include "grid_pack.h"

int db_bind_cells_key(sqlite3_stmt *s, int iVar, int iKey, const char *z,
                      size_t n){
  unsigned char a[GRID_PACK_MAX];
  size_t nPacked = grid_pack_text(z, n, a);
  if( nPacked ){
    if( iKey ) sqlite3_bind_int(s, iKey, grid_pack_key(a, nPacked));
    return sqlite3_bind_blob(s, iVar, a, (int)nPacked, SQLITE_TRANSIENT);
  }
  if( iKey ){
    sqlite3_bind_int(s, iKey, grid_pack_key((const unsigned char*)z, n));
  }
  return sqlite3_bind_text(s, iVar, z, (int)n, SQLITE_TRANSIENT);
}

int db_bind_cells(sqlite3_stmt *s, int iVar, const char *z, size_t n){
  return db_bind_cells_key(s, iVar, 0, z, n);
}

void db_result_cells(sqlite3_context *ctx, const char *z, size_t n){
  unsigned char a[GRID_PACK_MAX];
  size_t nPacked = z ? grid_pack_text(z, n, a) : 0;
  if( z==0 ){
    sqlite3_result_null(ctx);
  }else if( nPacked ){
    sqlite3_result_blob(ctx, a, (int)nPacked, SQLITE_TRANSIENT);
  }else{
    sqlite3_result_text(ctx, z, (int)n, SQLITE_TRANSIENT);
  }
}

int db_cells_key(const char *z, size_t n){
  unsigned char a[GRID_PACK_MAX];
  size_t nPacked = grid_pack_text(z, n, a);
  return nPacked ? grid_pack_key(a, nPacked)
                 : grid_pack_key((const unsigned char*)z, n);
}
