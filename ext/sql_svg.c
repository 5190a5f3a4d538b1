/*
** sql_svg.c: sudoku_svg(p [, options]), a puzzle as an SVG picture.
**
**   SELECT sudoku_svg(p);                                 -- the givens
**   SELECT sudoku_svg(p, '{"solution": true}');           -- and the answer
**   SELECT sudoku_svg(p, '{"candidates": true, "size": 600}');
**   SELECT sudoku_svg(p, '{"hint": true}');  -- sudoku_hint(p), 9x9
**
** options is a JSON object, every key optional: "solution" (draw the
** solution in the empty cells, givens stay bold), "candidates" (pencil
** marks), "hint" (shade the cells of sudoku_hint(p)'s step, its
** eliminations struck out on the pencil marks), "size" (pixels, 50 to
** 10000; 450 by default).  The object is read with SQLite's own JSON
** functions, so any JSON SQLite accepts is accepted.
*/
#include "sqlglue.h"
#include "rate.h"
#include "svg.h"

#include <stdlib.h>
#include <string.h>

#define SVG_DEFAULT_SIZE 450

/* The options of one call. */
typedef struct SvgOpts SvgOpts;
struct SvgOpts {
  int solution, candidates, hint, size;
};

/* Read a boolean option: true/false or 0/1. */
static int bool_option(sqlite3_context *ctx, const char *zKey,
                       const char *zType, sqlite3_int64 v, int *pOut){
  if( strcmp(zType, "true")==0 || strcmp(zType, "false")==0
   || (strcmp(zType, "integer")==0 && (v==0 || v==1)) ){
    *pOut = (int)v;
    return 1;
  }
  sqlglue_error(ctx, "option \"%s\" must be true or false", zKey);
  return 0;
}

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

/* Set option zKey of o from its JSON type and value; 0 after setting the
** function's error. */
static int set_option(sqlite3_context *ctx, SvgOpts *o, const char *zKey,
                      const char *zType, sqlite3_int64 v){
  if( strcmp(zKey, "solution")==0 ){
    return bool_option(ctx, zKey, zType, v, &o->solution);
  }else if( strcmp(zKey, "candidates")==0 ){
    return bool_option(ctx, zKey, zType, v, &o->candidates);
  }else if( strcmp(zKey, "hint")==0 ){
    return bool_option(ctx, zKey, zType, v, &o->hint);
  }else if( strcmp(zKey, "size")==0 ){
    if( strcmp(zType, "integer")!=0 || v<SVG_MIN_SIZE || v>SVG_MAX_SIZE ){
      sqlglue_error(ctx, "option \"size\" must be an integer from %d to %d",
                    SVG_MIN_SIZE, SVG_MAX_SIZE);
      return 0;
    }
    o->size = (int)v;
    return 1;
  }
  sqlglue_error(ctx, "unknown option \"%s\" (known: solution, candidates, "
                "hint, size)", zKey);
  return 0;
}

/*
** Parse the options argument (NULL: the defaults) into *o.  Returns 1, or
** 0 after setting the function's error (not a JSON object, an unknown
** key, a bad value, out of memory).
*/
static int parse_options(sqlite3_context *ctx, sqlite3_value *pArg,
                         SvgOpts *o){
  sqlite3_stmt *pStmt = 0;
  int rc, ok;
  o->solution = o->candidates = o->hint = 0;
  o->size = SVG_DEFAULT_SIZE;
  if( pArg==0 || sqlite3_value_type(pArg)==SQLITE_NULL ) return 1;
  ok = json_is_object(ctx, pArg);
  if( ok<0 ) return 0;
  if( !ok ){
    sqlglue_error(ctx, "options must be a JSON object, such as "
                  "'{\"solution\": true}'");
    return 0;
  }
  rc = sqlite3_prepare_v2(sqlite3_context_db_handle(ctx),
                          "SELECT key, type, atom FROM json_each(?1)", -1,
                          &pStmt, 0);
  if( rc==SQLITE_OK ) rc = sqlite3_bind_value(pStmt, 1, pArg);
  while( ok && rc==SQLITE_OK && sqlite3_step(pStmt)==SQLITE_ROW ){
    const char *zKey = (const char*)sqlite3_column_text(pStmt, 0);
    const char *zType = (const char*)sqlite3_column_text(pStmt, 1);
    if( zKey==0 || zType==0 ){
      rc = SQLITE_NOMEM;
      break;
    }
    ok = set_option(ctx, o, zKey, zType, sqlite3_column_int64(pStmt, 2));
  }
  if( sqlite3_finalize(pStmt)!=SQLITE_OK || rc!=SQLITE_OK ){
    sqlite3_result_error_nomem(ctx);
    return 0;
  }
  return ok;
}

/* The marks of sudoku_hint(g)'s step into aMark (room for
** RATE_MAX_ACTIONS).  Returns their number, or -1 after setting the
** function's error. */
static int hint_marks(sqlite3_context *ctx, const Grid *g, PictureMark *aMark){
  RateLog *log;
  RateResult res;
  int n = -1, k, rc;
  if( g->box!=3 ){
    sqlglue_error(ctx, "option \"hint\" needs a 9x9 puzzle");
    return -1;
  }
  log = (RateLog*)sqlite3_malloc64(sizeof(RateLog));
  if( log==0 ){
    sqlite3_result_error_nomem(ctx);
    return -1;
  }
  rc = sqlglue_rate(ctx, g, 1, log, &res);
  if( rc==RATE_OK ){
    n = 0;
    for(k=0; log->nStep>0 && k<log->aStep[0].n; k++){
      const RateAction *a = &log->aAction[log->aStep[0].first+k];
      aMark[n].cell = a->cell;
      aMark[n].digit = a->digit;
      aMark[n++].place = a->place;
    }
  }else if( rc!=RATE_OVER_BUDGET && rc!=RATE_NOMEM ){
    sqlglue_error(ctx, "option \"hint\" needs a puzzle with one solution");
  }
  sqlite3_free(log);
  return n;
}

/* sudoku_svg(p [, options]). */
static void svgFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Grid g, sol;
  SvgOpts o;
  Picture pic;
  PictureMark *aMark = 0;
  char *z;
  if( !sqlglue_grid_arg(ctx, argv[0], &g) ) return;
  if( !parse_options(ctx, argc>1 ? argv[1] : 0, &o) ) return;
  memset(&pic, 0, sizeof(pic));
  pic.puzzle = &g;
  pic.candidates = o.candidates;
  if( o.solution ){
    unsigned long long n;
    if( !sqlglue_solve(ctx, &g, 0, 1, &sol, 0, &n) ) return;
    if( n==0 ){
      sqlglue_error(ctx, "option \"solution\": the puzzle has no solution");
      return;
    }
    pic.solution = &sol;
  }
  if( o.hint ){
    aMark = (PictureMark*)sqlite3_malloc64(sizeof(PictureMark)*RATE_MAX_ACTIONS);
    if( aMark==0 ){
      sqlite3_result_error_nomem(ctx);
      return;
    }
    pic.nMark = hint_marks(ctx, &g, aMark);
    pic.aMark = aMark;
    if( pic.nMark<0 ){
      sqlite3_free(aMark);
      return;
    }
  }
  z = svg_render(&pic, o.size);
  sqlite3_free(aMark);
  if( z==0 ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  sqlite3_result_text(ctx, z, -1, free);
}

int sqlglue_register_svg(sqlite3 *db, SqlConn *pConn){
  static const SqlFunc aFunc[] = {
    { "sudoku_svg", 1, SQLGLUE_PURE, svgFunc },
    { "sudoku_svg", 2, SQLGLUE_PURE, svgFunc },
  };
  return sqlglue_register_all(db, pConn, aFunc,
                              (int)(sizeof(aFunc)/sizeof(aFunc[0])));
}
