/* SPDX-License-Identifier: MIT */
/*
** sql_svg.c: sudoku_svg(p [, options]), a puzzle as an SVG picture (the
** body is fn_svg, ext/fn/fn_misc.c).
**
**   SELECT sudoku_svg(p);                                 -- the givens
**   SELECT sudoku_svg(p, '{"solution": true}');           -- and the answer
**   SELECT sudoku_svg(p, '{"candidates": true, "size": 600}');
**   SELECT sudoku_svg(p, '{"hint": true}');  -- sudoku_hint(p), 9x9
**   SELECT sudoku_svg(p, '{"rules": {"diagonals": true}}');  -- a variant
**
** options is a JSON object, every key optional: "solution" (draw the
** solution in the empty cells, givens stay bold), "candidates" (pencil
** marks), "hint" (shade the cells of sudoku_hint(p)'s step, its
** eliminations struck out on the pencil marks), "size" (pixels, 50 to
** 10000; 450 by default), "rules" (a rules object: the picture, the
** solution and the pencil marks follow the variant).  The object is read
** with SQLite's own JSON functions, so any JSON SQLite accepts is
** accepted; a rules object is handed on as json_each's text of it.
*/
#include "sqlglue.h"

#include <string.h>

/*
** 1 when JSON text pArg is an object, 0 when it is something else or not
** JSON (SQLite's json_type fails on that), -1 after setting
** SQLITE_NOMEM.
*/
static int json_is_object(sqlite3_context *ctx, sqlite3_value *pArg){
  sqlite3_stmt *pStmt = 0;
  int res = 0;
  int rc = sqlite3_prepare_v2(sqlite3_context_db_handle(ctx),
                              "SELECT json_type(?1)='object'", -1, &pStmt, 0);
  if( rc==SQLITE_OK ) rc = sqlite3_bind_value(pStmt, 1, pArg);
  if( rc==SQLITE_OK && sqlite3_step(pStmt)==SQLITE_ROW ){
    res = sqlite3_column_int(pStmt, 0);
  }
  if( rc==SQLITE_OK ) rc = sqlite3_finalize(pStmt);
  else sqlite3_finalize(pStmt);
  if( rc==SQLITE_NOMEM ){
    sqlite3_result_error_nomem(ctx);
    return -1;
  }
  return rc==SQLITE_OK && res;
}

/*
** 1 when json_each's fullkey zFull ($.key, or $."key" as the JSON spells
** it) names a key with a \u0000 escape, which json_each's key cuts short
** ("size\u0000x" reads as "size") while PostgreSQL and the core's JSON
** refuse it; so this glue refuses it too.
*/
static int key_has_nul(const char *zFull){
  if( zFull==0 || strncmp(zFull, "$.\"", 3)!=0 ) return 0;
  for(zFull+=3; *zFull && *zFull!='"'; zFull++){
    if( *zFull!='\\' ) continue;
    if( strncmp(zFull+1, "u0000", 5)==0 ) return 1;
    if( zFull[1] ) zFull++;
  }
  return 0;
}

/*
** Parse the options argument (absent: the defaults) into *p.  Returns 1, or
** 0 after setting the function's error (not a JSON object, an unknown
** key, a bad value, out of memory).
*/
static int parse_options(sqlite3_context *ctx, sqlite3_value *pArg,
                         FnSvgOpts *p){
  sqlite3_stmt *pStmt = 0;
  FnOut o;
  int rc, ok;
  fn_svg_defaults(p);
  if( pArg==0 ) return 1;
  fn_init(&o);
  if( sqlite3_value_type(pArg)==SQLITE_TEXT ){
    const char *z = (const char*)sqlite3_value_text(pArg);
    if( z==0 ){
      sqlite3_result_error_nomem(ctx);
      return 0;
    }
    if( !fn_svg_text(&o, z, (size_t)sqlite3_value_bytes(pArg)) ){
      sqlglue_result(ctx, &o);
      return 0;
    }
  }
  ok = json_is_object(ctx, pArg);
  if( ok<0 ) return 0;
  if( !ok ){
    sqlglue_error(ctx, "%s", fn_svg_not_object);
    return 0;
  }
  rc = sqlite3_prepare_v2(sqlite3_context_db_handle(ctx),
                          "SELECT key, type, atom, value, fullkey "
                          "FROM json_each(?1)", -1, &pStmt, 0);
  if( rc==SQLITE_OK ) rc = sqlite3_bind_value(pStmt, 1, pArg);
  while( ok && rc==SQLITE_OK && sqlite3_step(pStmt)==SQLITE_ROW ){
    const char *zKey = (const char*)sqlite3_column_text(pStmt, 0);
    const char *zType = (const char*)sqlite3_column_text(pStmt, 1);
    if( zKey==0 || zType==0 ){
      rc = SQLITE_NOMEM;
      break;
    }
    if( key_has_nul((const char*)sqlite3_column_text(pStmt, 4)) ){
      fn_error(&o, FN_ERR_INPUT, "options: \\u0000 in a key");
      ok = 0;
      break;
    }
    ok = fn_svg_option(&o, p, zKey, zType, sqlite3_column_int64(pStmt, 2),
                       (const char*)sqlite3_column_text(pStmt, 3),
                       (size_t)sqlite3_column_bytes(pStmt, 3));
  }
  if( sqlite3_finalize(pStmt)!=SQLITE_OK || rc!=SQLITE_OK ){
    fn_nomem(&o);
    ok = 0;
  }
  if( !ok ) sqlglue_result(ctx, &o);
  return ok;
}

/* sudoku_svg(p [, options]); NULL options give NULL, as in PostgreSQL. */
static void svgFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  FnOut o;
  FnSvgOpts opts;
  Work w;
  Grid g;
  if( argc>1 && sqlite3_value_type(argv[1])==SQLITE_NULL ) return;
  if( !sqlglue_grid_arg(ctx, argv[0], 0, &g) ) return;
  if( !parse_options(ctx, argc>1 ? argv[1] : 0, &opts) ) return;
  sqlglue_work(ctx, &w);
  fn_init(&o);
  fn_svg(&o, &g, &opts, &w);
  sqlglue_result(ctx, &o);
}

int sqlglue_register_svg(sqlite3 *db, SqlConn *pConn){
  static const SqlFunc aFunc[] = {
    /* the options may ask for the solution or a hint: a search */
    { "sudoku_svg", 1, SQLGLUE_PURE, svgFunc },
    { "sudoku_svg", 2, SQLGLUE_SEARCH, svgFunc },
  };
  return sqlglue_register_all(db, pConn, aFunc,
                              (int)(sizeof(aFunc)/sizeof(aFunc[0])));
}
