/*
** sql_sudoku.c: the core puzzle functions.
**
**   SELECT sudoku_solve(p);          -- a solution, or NULL if none
**   SELECT sudoku_count(p, 10);      -- solutions, stopping at 10
**   SELECT sudoku_is_unique(p);      -- 1 when exactly one solution
**   SELECT sudoku_check(p, s);       -- 1 when s is a valid solution of p
**   SELECT sudoku_valid(p);          -- 1 when no two givens conflict
**   SELECT sudoku_normalize(text);   -- canonical one-line spelling
**   SELECT sudoku_normalize(text, 'hex');  -- ... in a named alphabet
**   SELECT sudoku_clues(p);          -- number of givens
**   SELECT sudoku_format(p);         -- multi-line grid with box borders
**
** Every puzzle function but the last three takes the rules of a variant
** as an optional last argument (a JSON object, ext/rules.h):
**
**   SELECT sudoku_solve(p, '{"diagonals":true}');
**   SELECT sudoku_count(p, 10, '{"cages":[[3,[0,1]], ...]}');
**   SELECT sudoku_format(p, '{"regions":"AAABBB..."}');  -- walls drawn
*/
#include "sqlglue.h"
#include "rulesdraw.h"

#include <string.h>

/*
** Without a limit, sudoku_count counts up to this many solutions and
** reports an error past it, so a call never runs away in the host: 100,000
** for 4x4 and 9x9, 10,000 for the larger grids, whose solutions cost more
** (each cap takes well under a second on the empty grid).
*/
static unsigned long long count_default_cap(const Grid *g){
  return g->side<=9 ? 100000 : 10000;
}

/* The puzzle argument and the optional rules argument argv[iRules] (absent
** when argc is not beyond it): 1 when g and r hold them, else 0 (the
** result set). */
static int puzzle_and_rules(sqlite3_context *ctx, int argc,
                            sqlite3_value **argv, int iRules, Grid *g,
                            Rules *r){
  if( !sqlglue_grid_arg(ctx, argv[0], g) ) return 0;
  return sqlglue_rules_arg(ctx, argc>iRules ? argv[iRules] : 0, g, r);
}

/* sudoku_solve(p [, rules]): the first solution, NULL if none. */
static void solveFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Grid g, sol;
  Rules r;
  unsigned long long n;
  if( !puzzle_and_rules(ctx, argc, argv, 1, &g, &r) ) return;
  if( sqlglue_solve(ctx, &g, &r, 1, &sol, 0, &n) && n==1 ){
    sqlglue_result_grid(ctx, &sol);
  }
}

/* sudoku_count(p [, limit [, rules]]): the number of solutions, up to
** limit. */
static void countFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Grid g;
  Rules r;
  sqlite3_int64 limit;
  unsigned long long n, cap;
  if( !sqlglue_grid_arg(ctx, argv[0], &g) ) return;
  if( argc>1 ){
    if( !sqlglue_positive_arg(ctx, argv[1], "limit", &limit) ) return;
    if( !sqlglue_rules_arg(ctx, argc>2 ? argv[2] : 0, &g, &r) ) return;
    if( !sqlglue_solve(ctx, &g, &r, (unsigned long long)limit, 0, 0, &n) ){
      return;
    }
  }else{
    cap = count_default_cap(&g);
    if( !sqlglue_rules_arg(ctx, 0, &g, &r) ) return;
    if( !sqlglue_solve(ctx, &g, &r, cap+1, 0, 0, &n) ) return;
    if( n>cap ){
      sqlglue_error(ctx, "more than %llu solutions; pass a limit, as in "
                    "sudoku_count(p, 1000000)", cap);
      return;
    }
  }
  sqlite3_result_int64(ctx, (sqlite3_int64)n);
}

/* sudoku_is_unique(p [, rules]): 1 when the puzzle has exactly one
** solution. */
static void isUniqueFunc(sqlite3_context *ctx, int argc,
                         sqlite3_value **argv){
  Grid g;
  Rules r;
  unsigned long long n;
  if( !puzzle_and_rules(ctx, argc, argv, 1, &g, &r) ) return;
  if( sqlglue_solve(ctx, &g, &r, 2, 0, 0, &n) ){
    sqlite3_result_int(ctx, n==1);
  }
}

/* 1 when complete grid s agrees with every given of p. */
static int agrees_with_givens(const Grid *p, const Grid *s){
  int i;
  for(i=0; i<p->ncell; i++){
    if( p->v[i] && p->v[i]!=s->v[i] ) return 0;
  }
  return 1;
}

/* sudoku_check(p, s [, rules]): 1 when s is a complete valid grid solving
** p. */
static void checkFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Grid p, s;
  Rules r;
  if( !sqlglue_grid_arg(ctx, argv[0], &p) ) return;
  if( !sqlglue_grid_arg(ctx, argv[1], &s) ) return;
  if( !sqlglue_rules_arg(ctx, argc>2 ? argv[2] : 0, &p, &r) ) return;
  sqlite3_result_int(ctx, p.ncell==s.ncell && grid_clues(&s)==s.ncell
                          && rules_consistent(&r, &s)
                          && agrees_with_givens(&p, &s));
}

/* sudoku_valid(p [, rules]): 1 when no two givens conflict. */
static void validFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Grid g;
  Rules r;
  if( !puzzle_and_rules(ctx, argc, argv, 1, &g, &r) ) return;
  sqlite3_result_int(ctx, rules_consistent(&r, &g));
}

/* The alphabet called z (n bytes; 'digits', 'hex', 'letters'), or AUTO. */
static GridAlphabet alphabet_named(const char *z, int n){
  static const struct { const char *zName; GridAlphabet e; } aName[] = {
    { "digits",  GRID_ALPHA_DIGITS  },
    { "hex",     GRID_ALPHA_HEX     },
    { "letters", GRID_ALPHA_LETTERS },
  };
  size_t i;
  for(i=0; i<sizeof(aName)/sizeof(aName[0]); i++){
    if( (int)strlen(aName[i].zName)==n
     && sqlite3_strnicmp(z, aName[i].zName, n)==0 ){
      return aName[i].e;
    }
  }
  return GRID_ALPHA_AUTO;
}

/*
** Read the alphabet argument into *pAlpha.  Returns 1 when valid; 0 after
** setting the result (NULL for NULL, else an error that quotes at most
** the first 20 characters of the value).
*/
static int alphabet_arg(sqlite3_context *ctx, sqlite3_value *pArg,
                        GridAlphabet *pAlpha){
  const char *z;
  int n;
  if( !sqlglue_text_arg(ctx, pArg, "alphabet", "", &z, &n) ) return 0;
  *pAlpha = alphabet_named(z, n);
  if( *pAlpha==GRID_ALPHA_AUTO ){
    sqlglue_error(ctx, "unknown alphabet '%.20s%s' (use 'digits', 'hex' or "
                  "'letters')", z, n>20 || (int)strlen(z)<n ? "..." : "");
    return 0;
  }
  return 1;
}

/*
** sudoku_normalize(text [, alphabet]): the one-line spelling, '.' for
** empty, in the canonical alphabet or the one named: 'digits' (1-9A-P),
** 'hex' (0-9A-F, 16x16 only) or 'letters' (A-Y).  A spelling that would
** read back as another puzzle (the alphabet is told from the characters,
** see grid.h: a 16x16 in digits with every given above 9 reads as
** letters) is refused.
*/
static void normalizeFunc(sqlite3_context *ctx, int argc,
                          sqlite3_value **argv){
  Grid g, back;
  GridAlphabet alpha = GRID_ALPHA_AUTO;
  char zOut[GRID_MAX_CELLS+1];
  char zErr[GRID_ERR_MAX];
  int n;
  if( sqlite3_value_type(argv[0])==SQLITE_NULL ) return;
  if( argc>1 && !alphabet_arg(ctx, argv[1], &alpha) ) return;
  if( !sqlglue_grid_arg(ctx, argv[0], &g) ) return;
  if( alpha==GRID_ALPHA_HEX && g.side!=16 ){
    sqlglue_error(ctx, "the hex alphabet spells 16x16 grids only, got "
                  "%dx%d", g.side, g.side);
    return;
  }
  n = grid_format_line(&g, alpha, zOut);
  if( grid_parse(&back, zOut, (size_t)n, GRID_ALPHA_AUTO, zErr)
   || memcmp(back.v, g.v, (size_t)g.ncell)!=0 ){
    const char *zAlpha = argc>1 ? (const char*)sqlite3_value_text(argv[1])
                                : "the canonical alphabet";
    sqlglue_error(ctx, "this grid spelled in %s would read back as another "
                  "puzzle (its alphabet is told from its characters); use "
                  "'letters'", zAlpha);
    return;
  }
  sqlite3_result_text(ctx, zOut, n, SQLITE_TRANSIENT);
}

/* sudoku_clues(p): the number of givens. */
static void cluesFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Grid g;
  (void)argc;
  if( !sqlglue_grid_arg(ctx, argv[0], &g) ) return;
  sqlite3_result_int(ctx, grid_clues(&g));
}

/* sudoku_format(p [, rules]): a multi-line grid with box borders, or the
** walls of its regions and cages (rulesdraw.h). */
static void formatFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Grid g;
  Rules r;
  char *zOut;
  size_t n;
  if( !puzzle_and_rules(ctx, argc, argv, 1, &g, &r) ) return;
  zOut = sqlite3_malloc64(rules_draw_size(&g, &r));
  if( zOut==0 ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  n = rules_draw(&g, &r, zOut);
  sqlite3_result_text(ctx, zOut, (int)n, sqlite3_free);
}

int sqlglue_register_sudoku(sqlite3 *db, SqlConn *pConn){
  static const SqlFunc aFunc[] = {
    { "sudoku_solve",     1, SQLGLUE_PURE, solveFunc     },
    { "sudoku_solve",     2, SQLGLUE_PURE, solveFunc     },
    { "sudoku_count",     1, SQLGLUE_PURE, countFunc     },
    { "sudoku_count",     2, SQLGLUE_PURE, countFunc     },
    { "sudoku_count",     3, SQLGLUE_PURE, countFunc     },
    { "sudoku_is_unique", 1, SQLGLUE_PURE, isUniqueFunc  },
    { "sudoku_is_unique", 2, SQLGLUE_PURE, isUniqueFunc  },
    { "sudoku_check",     2, SQLGLUE_PURE, checkFunc     },
    { "sudoku_check",     3, SQLGLUE_PURE, checkFunc     },
    { "sudoku_valid",     1, SQLGLUE_PURE, validFunc     },
    { "sudoku_valid",     2, SQLGLUE_PURE, validFunc     },
    { "sudoku_normalize", 1, SQLGLUE_PURE, normalizeFunc },
    { "sudoku_normalize", 2, SQLGLUE_PURE, normalizeFunc },
    { "sudoku_clues",     1, SQLGLUE_PURE, cluesFunc     },
    { "sudoku_format",    1, SQLGLUE_PURE, formatFunc    },
    { "sudoku_format",    2, SQLGLUE_PURE, formatFunc    },
  };
  return sqlglue_register_all(db, pConn, aFunc,
                              (int)(sizeof(aFunc)/sizeof(aFunc[0])));
}
