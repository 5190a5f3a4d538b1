/*
** sql_canon.c: the canonical form of a puzzle up to symmetry.
**
**   SELECT sudoku_canonical(p);   -- the minlex form, '.' for empty
**   SELECT sudoku_canonical(p, '{}');   -- the same; other rules refused
**
**   -- puzzles that are the same up to symmetry
**   SELECT sudoku_canonical(puzzle) AS form, count(*) FROM puzzle
**   GROUP BY form HAVING count(*) > 1;
**
** The form is the smallest string, over every row/column/band/stack
** permutation, transposition and relabelling, reading empty cells as 0
** (see ext/canon.h); the result spells empty cells as '.'.
*/
#include "sqlglue.h"
#include "canon.h"

/* sudoku_canonical(p [, rules]): the minlex form of a 4x4 or 9x9 puzzle
** under the plain rules. */
static void canonicalFunc(sqlite3_context *ctx, int argc,
                          sqlite3_value **argv){
  Grid g, form;
  if( !sqlglue_grid_arg(ctx, argv[0], &g) ) return;
  if( argc>1 && !sqlglue_plain_rules_arg(ctx, argv[1], &g, "gives the "
                                         "canonical form of") ){
    return;
  }
  if( canon_grid(&g, &form) ){
    sqlglue_error(ctx, "only 9x9 and 4x4 puzzles have a canonical form");
    return;
  }
  sqlglue_result_grid(ctx, &form);
}

int sqlglue_register_canon(sqlite3 *db, SqlConn *pConn){
  static const SqlFunc aFunc[] = {
    { "sudoku_canonical", 1, SQLGLUE_PURE, canonicalFunc },
    { "sudoku_canonical", 2, SQLGLUE_PURE, canonicalFunc },
  };
  return sqlglue_register_all(db, pConn, aFunc,
                              (int)(sizeof(aFunc)/sizeof(aFunc[0])));
}
