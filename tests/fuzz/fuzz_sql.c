/* SPDX-License-Identifier: MIT */
/*
** fuzz_sql.c: libFuzzer target for the SQL layer: every function and
** table-valued function of the extension, called through SQL on an
** in-memory database (the glue compiled in with -DSQLITE_CORE and
** registered with sqlite3_sudoku_init, as the CLI does).
**
** The first three bytes say what the three arguments are; the bytes after
** them feed tests/fuzz/fuzzlib.c where an argument is built, and what is
** left is raw text.  Argument 1: raw text, a puzzle of any size built
** with many givens and spelled in one of several ways (maybe with a byte
** changed), exact-cover rows in JSON, a piece-puzzle board, an integer,
** a real, a blob or NULL.  Arguments 2 and 3: small, zero, negative and
** huge integers, NULL, alphabet names good and bad, a solution of
** argument 1, reals, blobs, text.
**
** Every function is called with the arguments it takes: it must not crash
** or leak, an error must start with the function's name, a NULL argument
** never gives a non-NULL result, a puzzle that is not text is an error,
** and so is a seed or setting that is neither an integer nor a real with
** an integer's value.  Then, when argument 1 is a puzzle, the functions are checked
** against one another (see check_puzzle), as they are for a board
** (iq_solve) and for rows (exact_cover).
**
** Searches stay cheap: a puzzle with TAME_SOLUTIONS solutions or more
** (TAME_SOLUTIONS_BIG for 16x16 and 25x25, which must also have half
** their cells given) is not searched; exact_cover searches up to
** MAX_COVER_ROWS rows.  An error saying the search gave up or ran over
** its work budget is accepted.
*/
#include "fuzzlib.h"
#include "iq.h"
#include "solve.h"

#include <sqlite3.h>
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int sqlite3_sudoku_init(sqlite3*, char**, const sqlite3_api_routines*);

#define TAME_SOLUTIONS     500  /* 4x4, 9x9 */
#define TAME_SOLUTIONS_BIG 20   /* 16x16, 25x25 */
#define MAX_SCORED         50   /* solutions target_score is checked on */
#define MAX_COVER_ROWS     20
#define MAX_TEXT           4096 /* room for a built argument's text */
#define MAX_KEEP           512  /* results kept per input */

/* What makes a function slow: a search (skipped on puzzles that are not
** tame), or a complete grid (the canonical form, a hundred times slower
** than for a puzzle: fuzz_canon covers it).  SEEDED: a search whose
** first argument is an integer seed, not a puzzle. */
enum { QUICK, SEARCH, SLOW_ON_GRIDS, SETTING, SEEDED, HINT };

/* Every function of the extension: name, arguments, what makes it slow
** (HINT: quick, and its arguments after the first may be NULL for their
** default: sudoku_hint's state, NULL for "from the givens", and level;
** the rules last, NULL giving NULL). */
static const struct FuzzFunc {
  const char *zName;
  int nArg;
  int eCost;
} aFunc[] = {
  { "sudoku_solve",     1, SEARCH }, { "sudoku_solve",     2, SEARCH },
  { "sudoku_count",     1, SEARCH }, { "sudoku_count",     2, SEARCH },
  { "sudoku_count",     3, SEARCH }, { "sudoku_is_unique", 1, SEARCH },
  { "sudoku_is_unique", 2, SEARCH }, { "sudoku_check",     2, QUICK  },
  { "sudoku_check",     3, QUICK  }, { "sudoku_valid",     1, QUICK  },
  { "sudoku_valid",     2, QUICK  }, { "sudoku_normalize", 1, QUICK  },
  { "sudoku_normalize", 2, QUICK  }, { "sudoku_clues",     1, QUICK  },
  { "sudoku_pack",      1, QUICK  }, { "sudoku_key",       1, QUICK  },
  { "sudoku_format",    1, QUICK  }, { "sudoku_format",    2, QUICK  },
  { "sudoku_rate",      1, QUICK  }, { "sudoku_rate",      2, QUICK  },
  { "sudoku_ratings",   1, QUICK  }, { "sudoku_ratings",   2, QUICK  },
  { "sudoku_grade",     1, QUICK  }, { "sudoku_explain",   1, QUICK  },
  { "sudoku_hint",      1, QUICK  }, { "sudoku_stats",     1, SEARCH },
  { "sudoku_explain",   2, HINT   }, { "sudoku_hint",      2, HINT   },
  { "sudoku_hint",      3, HINT   }, { "sudoku_explain",   3, HINT   },
  { "sudoku_hint",      4, HINT   },
  { "sudoku_canonical", 1, SLOW_ON_GRIDS },
  { "sudoku_canonical", 2, SLOW_ON_GRIDS },
  { "sudoku_svg",       1, QUICK  }, { "sudoku_svg",       2, QUICK  },
  { "target_score",     1, SEARCH }, { "target_solve",     1, SEARCH },
  { "iq_solve",         1, QUICK  },
  { "sudoku_generate",  1, SEEDED }, { "sudoku_generate",  2, SEEDED },
  { "sudoku_rate_version", 0, QUICK }, { "sudoku_generate_version", 0, QUICK },
  { "sudoku_version",   0, QUICK  }, { "sudoku_debug",     0, QUICK  },
  { "sudoku_budget",    0, SETTING }, { "sudoku_budget",    1, SETTING },
  { "sudoku_threads",   0, SETTING }, { "sudoku_threads",   1, SETTING },
  { "sudoku_memory_limit", 0, SETTING },
  { "sudoku_memory_limit", 1, SETTING },
};

/* The table-valued functions (eponymous virtual tables). */
static const char *const azModule[] = { "exact_cover", "sudoku_solutions" };

static sqlite3 *db;

/* A value to bind: its type (SQLITE_INTEGER ... SQLITE_NULL) and data. */
typedef struct Val Val;
struct Val {
  int type;
  sqlite3_int64 i;
  double r;
  const char *z;       /* text or blob, n bytes */
  int n;
};

/* A result: the first column of the first row, or the error. */
typedef struct Res Res;
struct Res {
  int isErr;
  int type;
  sqlite3_int64 i;
  const char *z;       /* text (NUL-terminated), or the error message */
  int n;
  int nRow;
};

/* Results' texts live until the end of the input. */
static char *azKeep[MAX_KEEP];
static int nKeep;

static const char *keep(const char *z, int n){
  char *zCopy;
  if( nKeep==MAX_KEEP ) abort();
  zCopy = malloc((size_t)n+1);
  if( zCopy==0 ) abort();
  memcpy(zCopy, z, (size_t)n);
  zCopy[n] = 0;
  return azKeep[nKeep++] = zCopy;
}

static void free_kept(void){
  while( nKeep>0 ) free(azKeep[--nKeep]);
}

/* ---- values and calls -------------------------------------------------- */

static Val text_val(const char *z, int n){
  Val v = {SQLITE_TEXT, 0, 0.0, z, n};
  return v;
}
static Val int_val(sqlite3_int64 i){
  Val v = {SQLITE_INTEGER, i, 0.0, 0, 0};
  return v;
}
static Val null_val(void){
  Val v = {SQLITE_NULL, 0, 0.0, 0, 0};
  return v;
}

/* A result as a value, to pass to another function. */
static Val res_val(const Res *r){
  if( r->type==SQLITE_INTEGER ) return int_val(r->i);
  if( r->type==SQLITE_TEXT ) return text_val(r->z, r->n);
  return null_val();
}

/* 1 when the error is a search that gave up or ran over its budget. */
static int gave_up(const Res *r){
  return r->isErr && (strstr(r->z, "gave up") || strstr(r->z, "work budget"));
}

/* Run zSql with aVal bound to ?1, ?2, ...; the first column of the first
** row into *r; each row to xRow when not NULL.  An error must start with
** "zName: ". */
static void run_sql(const char *zSql, const char *zName, const Val *aVal,
                    int nVal, Res *r, void (*xRow)(void*, sqlite3_stmt*),
                    void *pCtx){
  sqlite3_stmt *pStmt;
  size_t nName = strlen(zName);
  int i, rc;
  memset(r, 0, sizeof(*r));
  r->type = SQLITE_NULL;
  if( sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0)!=SQLITE_OK ) abort();
  for(i=0; i<nVal; i++){
    const Val *v = &aVal[i];
    switch( v->type ){
      case SQLITE_INTEGER: sqlite3_bind_int64(pStmt, i+1, v->i); break;
      case SQLITE_FLOAT:   sqlite3_bind_double(pStmt, i+1, v->r); break;
      case SQLITE_TEXT:
        sqlite3_bind_text(pStmt, i+1, v->z, v->n, SQLITE_STATIC);
        break;
      case SQLITE_BLOB:
        sqlite3_bind_blob(pStmt, i+1, v->z, v->n, SQLITE_STATIC);
        break;
      default:             sqlite3_bind_null(pStmt, i+1); break;
    }
  }
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    if( r->nRow++==0 ){
      r->type = sqlite3_column_type(pStmt, 0);
      r->i = sqlite3_column_int64(pStmt, 0);
      if( r->type==SQLITE_TEXT ){
        r->n = sqlite3_column_bytes(pStmt, 0);
        r->z = keep((const char*)sqlite3_column_text(pStmt, 0), r->n);
      }
    }
    if( xRow ) xRow(pCtx, pStmt);
  }
  if( rc!=SQLITE_DONE ){
    const char *zMsg = sqlite3_errmsg(db);
    if( rc==SQLITE_NOMEM ) abort();
    if( strncmp(zMsg, zName, nName) || zMsg[nName]!=':' ) abort();
    r->isErr = 1;
    r->type = SQLITE_NULL;
    r->z = keep(zMsg, (int)strlen(zMsg));
  }
  sqlite3_finalize(pStmt);
}

/* zFunc(aArg[0], ...) as a result, errors included. */
static void call_any(Res *r, const char *zFunc, int nArg, const Val *aArg){
  char zSql[100];
  static const char *const azArgs[5] = { "", "?1", "?1,?2", "?1,?2,?3",
                                         "?1,?2,?3,?4" };
  snprintf(zSql, sizeof(zSql), "SELECT %s(%s)", zFunc, azArgs[nArg]);
  run_sql(zSql, zFunc, aArg, nArg, r, 0, 0);
}

/* zFunc on the arguments where no error but a search giving up is
** allowed: 1 with the result, 0 when it gave up (the check is skipped). */
static int call(Res *r, const char *zFunc, int nArg, const Val *aArg){
  call_any(r, zFunc, nArg, aArg);
  if( r->isErr && !gave_up(r) ) abort();
  return !r->isErr;
}
static int call1(Res *r, const char *zFunc, Val a){
  return call(r, zFunc, 1, &a);
}
static int call2(Res *r, const char *zFunc, Val a, Val b){
  Val aArg[2];
  aArg[0] = a;
  aArg[1] = b;
  return call(r, zFunc, 2, aArg);
}

/* A query of one row naming zName in its errors, as call(). */
static int query(Res *r, const char *zSql, const char *zName, int nArg,
                 const Val *aArg){
  run_sql(zSql, zName, aArg, nArg, r, 0, 0);
  if( r->isErr && !gave_up(r) ) abort();
  return !r->isErr;
}

static int is_text(const Res *r, const char *z, int n){
  return r->type==SQLITE_TEXT && r->n==n && memcmp(r->z, z, (size_t)n)==0;
}
static int same_text(const Res *a, const Res *b){
  return b->type==SQLITE_TEXT && is_text(a, b->z, b->n);
}
static int is_int(const Res *r, sqlite3_int64 i){
  return r->type==SQLITE_INTEGER && r->i==i;
}

/* ---- building arguments ------------------------------------------------ */

/* The puzzle g spelled as `how` says into z (MAX_TEXT bytes); returns the
** length.  Spellings: canonical, each alphabet, the pretty form, lower
** case, '0' for empty, one cell a word with CRLF rows and a byte order
** mark.  (Some spellings read back as another puzzle: a 16x16 one in
** digits with '0' for empty may read as hex.  The checks compare what the
** functions make of the text, not the grid it was built from.) */
static int spell(const Grid *g, unsigned how, char *z){
  static const GridAlphabet aAlpha[] = {
    GRID_ALPHA_AUTO, GRID_ALPHA_DIGITS, GRID_ALPHA_LETTERS, GRID_ALPHA_HEX
  };
  int i, n = 0;
  switch( how%8 ){
    case 0: case 1: case 2: case 3:
      if( how%8==3 && g->side!=16 ) how = 1;
      return grid_format_line(g, aAlpha[how%8], z);
    case 4:
      return (int)grid_format_pretty(g, z);
    case 5:
      n = grid_format_line(g, GRID_ALPHA_LETTERS, z);
      for(i=0; i<n; i++) z[i] = (char)tolower((unsigned char)z[i]);
      return n;
    case 6:
      n = grid_format_line(g, GRID_ALPHA_DIGITS, z);
      for(i=0; i<n; i++) if( z[i]=='.' ) z[i] = '0';
      return n;
    default:
      memcpy(z, "\xEF\xBB\xBF", 3);
      n = 3;
      for(i=0; i<g->ncell; i++){
        z[n++] = g->v[i] ? grid_value_char(g->side, GRID_ALPHA_AUTO, g->v[i])
                         : "-_*"[(how/8)%3];
        if( (i+1)%g->side ){
          z[n++] = ' ';
        }else{
          z[n++] = '\r';
          z[n++] = '\n';
        }
      }
      return n;
  }
}

/* A puzzle of any size with many givens, spelled, maybe with one byte
** changed. */
static int build_puzzle(FuzzIn *in, char *z){
  unsigned how = fz_byte(in);
  int box = 2 + (int)(how%4), ncell = box*box*box*box, n;
  Grid g;
  fz_puzzle(&g, box, box<=3 ? ncell*2/3 : ncell/3, in);
  n = spell(&g, how/4, z);
  if( how & 0x80 ) z[fz_below(in, (unsigned)n)] = (char)fz_byte(in);
  return n;
}

/* JSON rows for exact_cover: up to 11 rows over up to 8 columns, with
** blanks where the input says. */
static int build_rows(FuzzIn *in, char *z){
  unsigned nCol = 1 + fz_below(in, 8), nRow = fz_below(in, 12), r, c;
  const char *zSep = (fz_byte(in) & 1) ? ", " : ",";
  int n = 0;
  z[n++] = '[';
  for(r=0; r<nRow; r++){
    unsigned m = fz_byte(in) & ((1u<<nCol)-1);
    const char *zComma = "";
    if( m==0 ) m = 1u<<fz_below(in, nCol);
    n += sprintf(z+n, "%s[", r ? zSep : "");
    for(c=0; c<nCol; c++){
      if( !(m & (1u<<c)) ) continue;
      n += sprintf(z+n, "%s%u", zComma, c);
      zComma = zSep;
    }
    z[n++] = ']';
  }
  z[n++] = ']';
  return n;
}

/* A piece-puzzle board: a solved board with cells emptied and maybe one
** changed, on one line or ten. */
static int build_board(FuzzIn *in, char *z){
  static IqBoard solved;
  IqBoard b;
  char zErr[IQ_ERR_MAX];
  int k, nBlank;
  if( solved.cell[0]==0 ){
    memset(b.cell, '.', IQ_CELLS);
    if( iq_solve(&b, &solved, zErr, 0, 0)!=1 ) abort();
  }
  b = solved;
  nBlank = (int)fz_below(in, IQ_CELLS+1);
  for(k=0; k<nBlank; k++) b.cell[fz_below(in, IQ_CELLS)] = '.';
  if( fz_byte(in) & 1 ){
    b.cell[fz_below(in, IQ_CELLS)] = (char)('A' + fz_below(in, 13));
    if( b.cell[0]=='A'+12 ) b.cell[0] = '.';
  }
  b.oneLine = (int)(fz_byte(in) & 1);
  return iq_format(&b, z);
}

/* Argument 1 as the first byte says. */
static Val arg1(unsigned kind, FuzzIn *in, char *zBuf){
  Val v = null_val();
  switch( kind%9 ){
    case 0:  /* raw text: what is left of the input */
      v = text_val((const char*)in->z, (int)in->n);
      in->n = 0;
      break;
    case 1: case 2: v = text_val(zBuf, build_puzzle(in, zBuf)); break;
    case 3: v = text_val(zBuf, build_rows(in, zBuf)); break;
    case 4: v = text_val(zBuf, build_board(in, zBuf)); break;
    case 5: v = int_val((sqlite3_int64)fz_byte(in) - 128); break;
    case 6: v.type = SQLITE_FLOAT; v.r = 81.0; break;
    case 7:
      v.type = SQLITE_BLOB;
      v.z = (const char*)in->z;
      v.n = (int)in->n;
      in->n = 0;
      break;
    default: break;  /* NULL */
  }
  return v;
}

/* The rules of a variant (docs/variants.md): good ones, and some that a
** function must refuse with an error naming it. */
static const char *const azRules[] = {
  "{}", "{\"diagonals\":true}", "{\"windoku\":true}",
  "{\"antiknight\":true,\"antiking\":true}", "{\"nonconsecutive\":true}",
  "{\"box\":\"3x3\"}", "{\"box\":\"2x2\"}", "{\"box\":\"1x9\"}",
  ("{\"regions\":\"AAABBBCCCAAABBBCCCAAABBBCCCDDDEEEFFFDDDEEEFFFDDDEEEFFF"
   "GGGHHHIIIGGGHHHIIIGGGHHHIII\"}"),
  "{\"cages\":[[3,[0,1]],[17,[2,3]]]}", "{\"cages\":[[99,[0]]]}",
  "{\"diagonals\":1}", "{\"colour\":true}", "{\"diagonals\":true",
  "[]", "{\"cages\":[[3,[0,0]]]}", "{\"regions\":\"AB\"}",
  "{\"disjointgroups\":true,\"asterisk\":true}",
};

/* Arguments 2 to 4 as their bytes say (rules among them); zSol is a
** solution of argument 1 (or NULL). */
static Val arg_more(unsigned kind, FuzzIn *in, const char *zSol){
  static const struct { const char *z; int n; } aName[] = {
    { "digits", 6 }, { "hex", 3 }, { "letters", 7 }, { "DIGITS", 6 },
    { "Letters", 7 }, { "roman", 5 }, { "", 0 }, { "hex\0junk", 8 },
  };
  Val v = null_val();
  switch( kind%12 ){
    case 10: {
      const char *z = azRules[fz_below(in, sizeof(azRules)/sizeof(azRules[0]))];
      v = text_val(z, (int)strlen(z));
      break;
    }
    case 11:  /* raw text as rules */
      v = text_val((const char*)in->z, (int)(in->n<64 ? in->n : 64));
      in->z += v.n;
      in->n -= (size_t)v.n;
      break;
    case 0: v = int_val(1 + fz_below(in, 6)); break;
    case 1: v = int_val(0x7fffffffffffffffLL); break;
    case 2: v = int_val(0); break;
    case 3: v = int_val(-1 - (sqlite3_int64)fz_byte(in)); break;
    case 4: break;  /* NULL */
    case 5: {
      unsigned k = fz_below(in, sizeof(aName)/sizeof(aName[0]));
      v = text_val(aName[k].z, aName[k].n);
      break;
    }
    case 6: if( zSol ) v = text_val(zSol, (int)strlen(zSol)); break;
    case 7: v.type = SQLITE_FLOAT; v.r = 2.0; break;
    case 8: v.type = SQLITE_BLOB; v.z = "\x01"; v.n = 1; break;
    default: v = text_val("3", 1); break;
  }
  return v;
}

/* ---- which searches are cheap ------------------------------------------ */

/* What argument v is: NOT_PUZZLE, or a puzzle (in *g) that is TAME (few
** solutions, and half the cells given when 16x16 or 25x25: searches are
** cheap) or WILD.  (Proving a minimal 16x16 puzzle unique, a third of its
** cells given, takes about a second under the sanitizers.) */
enum { NOT_PUZZLE, WILD, TAME };
static int puzzle_kind(const Val *v, Grid *g){
  char zErr[GRID_ERR_MAX];
  if( v->type!=SQLITE_TEXT ) return NOT_PUZZLE;
  if( grid_parse(g, v->z, (size_t)v->n, GRID_ALPHA_AUTO, zErr) ){
    return NOT_PUZZLE;
  }
  if( g->side<=9 ){
    return fz_solve(g, TAME_SOLUTIONS, 0)<TAME_SOLUTIONS ? TAME : WILD;
  }
  if( 2*grid_clues(g)<g->ncell ) return WILD;
  return fz_solve(g, TAME_SOLUTIONS_BIG, 0)<TAME_SOLUTIONS_BIG
         ? TAME : WILD;
}

/* The rows of v when it is exact-cover JSON, else 0. */
static int cover_rows(const Val *v){
  CoverRows rows;
  char zErr[COVER_ERR_MAX];
  int n = 0;
  if( v->type!=SQLITE_TEXT ) return 0;
  memset(&rows, 0, sizeof(rows));
  if( !coverrows_from_json(&rows, v->z, (size_t)v->n, zErr) ) n = rows.nRow;
  coverrows_free(&rows);
  return n;
}

/* ---- every function on the arguments ----------------------------------- */

/* 1 with the value in *pN when v is an integer, or a real with an
** integer's value (the extension takes 3.0 where it takes 3), else 0. */
static int val_int(const Val *v, sqlite3_int64 *pN){
  if( v->type==SQLITE_INTEGER ){
    *pN = v->i;
    return 1;
  }
  if( v->type!=SQLITE_FLOAT || !(v->r>=-9223372036854775808.0)
   || !(v->r<9223372036854775808.0) || (double)(sqlite3_int64)v->r!=v->r ){
    return 0;
  }
  *pN = (sqlite3_int64)v->r;
  return 1;
}

/* The rules every call keeps, whatever its arguments: a NULL argument
** gives NULL (or an error about another argument), only the first one
** for a HINT function; else a first argument that is not text (not an
** integer for a SEEDED function) is an error. */
static void check_any_call(const char *zFunc, int nArg, int eCost,
                           const Val *aArg){
  Res r;
  int i, bNull = 0;
  sqlite3_int64 iSeed;
  call_any(&r, zFunc, nArg, aArg);
  for(i=0; i<(eCost==HINT ? 1 : nArg); i++){
    bNull |= aArg[i].type==SQLITE_NULL;
  }
  if( bNull && r.type!=SQLITE_NULL ){
    fprintf(stderr, "fuzz_sql: %s/%d: a NULL argument gave %s\n", zFunc,
            nArg, r.isErr ? r.z : "a value");
    abort();
  }
  if( bNull || nArg==0 || r.isErr ) return;
  if( eCost==SEEDED ? !val_int(&aArg[0], &iSeed) : aArg[0].type!=SQLITE_TEXT ){
    fprintf(stderr, "fuzz_sql: %s/%d: a first argument of type %d gave a"
            " value\n", zFunc, nArg, aArg[0].type);
    abort();
  }
}

/* A connection setting, zFunc(v): NULL for NULL, v for an integer from lo
** to hi (then read back by zFunc()), else an error; zRestore puts the
** default back after, so that no later call is unbounded or threaded
** differently. */
static void check_setting(const char *zFunc, const Val *v, sqlite3_int64 lo,
                          sqlite3_int64 hi, const char *zRestore){
  Res r, now;
  char zRead[64];
  sqlite3_int64 n;
  call_any(&r, zFunc, 1, v);
  if( v->type==SQLITE_NULL ){
    if( r.type!=SQLITE_NULL || r.isErr ) abort();
  }else if( val_int(v, &n) && n>=lo && n<=hi ){
    snprintf(zRead, sizeof(zRead), "SELECT %s()", zFunc);
    run_sql(zRead, zFunc, 0, 0, &now, 0, 0);
    if( r.isErr || r.type!=SQLITE_INTEGER || r.i!=n || now.i!=n ){
      abort();
    }
  }else if( !r.isErr ){
    abort();
  }
  if( sqlite3_exec(db, zRestore, 0, 0, 0) ) abort();
}

/* Every function and table-valued function on the arguments, searches
** only when cheap, the canonical form unless of a complete grid. */
static void call_everything(const Val *aArg, int bCheap, int bGrid){
  static const char *const azSql[] = {
    "SELECT count(*) FROM (SELECT * FROM sudoku_solutions(?1) LIMIT 10)",
    "SELECT count(*) FROM (SELECT * FROM sudoku_solutions(?1,?2) LIMIT 10)",
    "SELECT count(*) FROM (SELECT * FROM sudoku_solutions(?1,?2,?3) LIMIT 10)",
    "SELECT count(*) FROM (SELECT * FROM exact_cover(?1) LIMIT 10)",
    "SELECT count(*) FROM (SELECT * FROM exact_cover(?1,?2) LIMIT 10)",
    "SELECT count(*) FROM (SELECT * FROM exact_cover(?1,?2,?3) LIMIT 10)",
    "SELECT count(*) FROM exact_cover(?1,?2,0)",
  };
  size_t i;
  Res r;
  for(i=0; i<sizeof(aFunc)/sizeof(aFunc[0]); i++){
    if( (aFunc[i].eCost==SEARCH || aFunc[i].eCost==SEEDED) && !bCheap ){
      continue;
    }
    if( aFunc[i].eCost==SLOW_ON_GRIDS && bGrid ) continue;
    if( aFunc[i].eCost==SETTING ) continue;
    check_any_call(aFunc[i].zName, aFunc[i].nArg, aFunc[i].eCost, aArg);
  }
  check_setting("sudoku_budget", &aArg[0], 0, 0x7fffffffffffffffLL,
                "SELECT sudoku_budget(100000000)");
  check_setting("sudoku_threads", &aArg[0], 1, 16,
                "SELECT sudoku_threads(2)");
  check_setting("sudoku_memory_limit", &aArg[0], 0, 0x7fffffffffffffffLL,
                "SELECT sudoku_memory_limit(1073741824)");
  if( bCheap ){
    run_sql(azSql[0], "sudoku_solutions", aArg, 1, &r, 0, 0);
    run_sql(azSql[1], "sudoku_solutions", aArg, 2, &r, 0, 0);
    run_sql(azSql[2], "sudoku_solutions", aArg, 3, &r, 0, 0);
  }
  if( cover_rows(&aArg[0])<=MAX_COVER_ROWS ){
    for(i=3; i<6; i++){
      run_sql(azSql[i], "exact_cover", aArg, (int)i-2, &r, 0, 0);
    }
  }else{
    run_sql(azSql[6], "exact_cover", aArg, 2, &r, 0, 0);
  }
}

/* ---- cross-checks on a puzzle ------------------------------------------ */

/* Counting, solving and uniqueness agree; solutions check and are
** complete; an inconsistent puzzle has none. */
static void check_counts(Val p, unsigned k, Res *pC2){
  Res sol, c1, ck, uniq, valid, r;
  if( !call2(&c1, "sudoku_count", p, int_val(1))
   || !call2(pC2, "sudoku_count", p, int_val(2))
   || !call2(&ck, "sudoku_count", p, int_val(k))
   || !call1(&sol, "sudoku_solve", p)
   || !call1(&uniq, "sudoku_is_unique", p)
   || !call1(&valid, "sudoku_valid", p) ){
    pC2->type = SQLITE_NULL;
    return;
  }
  if( c1.i<0 || c1.i>1 || pC2->i<c1.i || pC2->i>2 ) abort();
  if( ck.i>(sqlite3_int64)k || (k>=2 && pC2->i!=(ck.i<2 ? ck.i : 2)) ) abort();
  if( (k==1 && ck.i!=c1.i) || (sol.type==SQLITE_TEXT)!=(c1.i==1) ) abort();
  if( !is_int(&uniq, pC2->i==1) ) abort();
  if( is_int(&valid, 0) && c1.i!=0 ) abort();
  if( call1(&r, "sudoku_count", p)
   && (r.i<ck.i || (r.i<(sqlite3_int64)k && r.i!=ck.i)) ){
    abort();
  }
  if( sol.type!=SQLITE_TEXT ) return;
  if( !call2(&r, "sudoku_check", p, res_val(&sol)) || !is_int(&r, 1) ) abort();
  if( !call1(&r, "sudoku_normalize", res_val(&sol)) || !same_text(&r, &sol) ){
    abort();
  }
  if( call2(&r, "sudoku_count", res_val(&sol), int_val(2)) && !is_int(&r, 1) ){
    abort();
  }
}

/* The stream of solutions agrees with sudoku_count: as many rows, each
** a distinct solution, numbered 1..n. */
static void check_solutions(Val p, unsigned k){
  static const char zSql[] =
    "SELECT count(*) || ' ' || count(DISTINCT solution) || ' ' || "
    "ifnull(min(n),0) || ' ' || ifnull(max(n),0) || ' ' || "
    "ifnull(sum(sudoku_check(?1, solution)),0) "
    "FROM sudoku_solutions(?1, ?2)";
  Res r, c;
  char zWant[120];
  long long n;
  Val aArg[2];
  aArg[0] = p;
  aArg[1] = int_val(k);
  if( !call2(&c, "sudoku_count", p, int_val(k)) ) return;
  if( !query(&r, zSql, "sudoku_solutions", 2, aArg) ) return;
  n = c.i;
  snprintf(zWant, sizeof(zWant), "%lld %lld %d %lld %lld", n, n, n>0, n, n);
  if( !is_text(&r, zWant, (int)strlen(zWant)) ) abort();
}

/* Spellings: normalize is a fixed point, every alphabet's spelling reads
** back as the same puzzle (or the alphabet is refused), the pretty form
** reads back, the clue count matches. */
static void check_spellings(Val p, const Grid *g){
  static const char *const azAlpha[] = { "digits", "hex", "letters" };
  Res norm, r, f, clues;
  size_t a;
  int i, nGiven = 0;
  if( !call1(&norm, "sudoku_normalize", p) ) abort();
  if( norm.n!=g->ncell ) abort();
  for(i=0; i<norm.n; i++) nGiven += norm.z[i]!='.';
  if( !call1(&clues, "sudoku_clues", p) || !is_int(&clues, nGiven) ) abort();
  if( !call1(&r, "sudoku_normalize", res_val(&norm)) || !same_text(&r, &norm) ){
    abort();
  }
  for(a=0; a<sizeof(azAlpha)/sizeof(azAlpha[0]); a++){
    Val alpha = text_val(azAlpha[a], (int)strlen(azAlpha[a]));
    call_any(&r, "sudoku_normalize", 2, (Val[]){p, alpha});
    if( r.isErr ){
      /* hex spells 16x16 only; a digits or hex spelling of a large grid
      ** that would read back as letters or digits is refused */
      int bHexSize = a==1 && g->side!=16;
      int bReadBack = a!=2 && g->side>9
                   && strstr(r.z, "would read back as another puzzle")!=0;
      if( !bHexSize && !bReadBack ) abort();
      continue;
    }
    if( !call1(&r, "sudoku_normalize", res_val(&r)) || !same_text(&r, &norm) ){
      abort();
    }
  }
  if( !call1(&f, "sudoku_format", p) ) abort();
  if( !call1(&r, "sudoku_normalize", res_val(&f)) || !same_text(&r, &norm) ){
    abort();
  }
  if( !call1(&r, "sudoku_format", res_val(&f)) || !same_text(&r, &f) ) abort();
}

/* sudoku_stats reports the size, the clues and the solutions up to 2. */
static void check_stats(Val p, const Grid *g, const Res *c2){
  static const char zSql[] =
    "SELECT json_extract(s,'$.size') || ' ' || json_extract(s,'$.clues') "
    "|| ' ' || json_extract(s,'$.solutions') "
    "FROM (SELECT sudoku_stats(?1) AS s)";
  Res r;
  char zWant[60];
  if( c2->type!=SQLITE_INTEGER ) return;
  if( !query(&r, zSql, "sudoku_stats", 1, &p) ) return;
  snprintf(zWant, sizeof(zWant), "%d %d %lld", g->side, grid_clues(g),
           (long long)c2->i);
  if( !is_text(&r, zWant, (int)strlen(zWant)) ) abort();
}

/* The canonical form of a 4x4 or 9x9 puzzle: a fixed point, with the
** clues and the count of the puzzle, the same for a disguised copy; other
** sizes are refused.  (Not
** for complete grids: see SLOW_ON_GRIDS.) */
static void check_canonical(Val p, const Grid *g, unsigned k, FuzzIn *in){
  Res c, r, a, b;
  Grid other;
  char z[GRID_MAX_CELLS+1];
  if( grid_clues(g)==g->ncell ) return;
  call_any(&c, "sudoku_canonical", 1, &p);
  if( g->side!=4 && g->side!=9 ){
    if( !c.isErr ) abort();
    return;
  }
  if( c.isErr ){
    fprintf(stderr, "fuzz_sql: sudoku_canonical('%.*s'): %s\n", p.n, p.z,
            c.z);
    abort();
  }
  if( !call1(&r, "sudoku_canonical", res_val(&c)) || !same_text(&r, &c) ){
    abort();
  }
  if( !call1(&a, "sudoku_clues", res_val(&c)) || !is_int(&a, grid_clues(g)) ){
    abort();
  }
  if( call2(&a, "sudoku_count", p, int_val(k))
   && call2(&b, "sudoku_count", res_val(&c), int_val(k)) && a.i!=b.i ){
    abort();
  }
  fz_disguise(g, &other, in);
  grid_format_line(&other, GRID_ALPHA_AUTO, z);
  if( !call1(&r, "sudoku_canonical", text_val(z, other.ncell))
   || !same_text(&r, &c) ){
    abort();
  }
}

/* Target sudoku: the score of the best solution is the score, it solves
** the puzzle, and no solution scores more (of the first MAX_SCORED, or
** of all when there are fewer); only 9x9. */
static void check_target(Val p, const Grid *g, const Res *c2){
  static const char zSql[] =
    "SELECT count(*) < ?2 AND max(target_score(solution)) = target_score(?1)"
    " OR count(*) = ?2 AND max(target_score(solution)) <= target_score(?1)"
    " FROM sudoku_solutions(?1, ?2)";
  Val aArg[2];
  Res s, t, r;
  call_any(&s, "target_score", 1, &p);
  if( g->box!=3 ){
    if( !s.isErr ) abort();
    return;
  }
  if( gave_up(&s) ) return;
  if( s.isErr || !call1(&t, "target_solve", p) ) abort();
  if( (s.type==SQLITE_NULL)!=(t.type==SQLITE_NULL) ) abort();
  if( c2->type==SQLITE_INTEGER && (c2->i==0)!=(s.type==SQLITE_NULL) ) abort();
  if( s.type==SQLITE_NULL ) return;
  if( !call2(&r, "sudoku_check", p, res_val(&t)) || !is_int(&r, 1) ) abort();
  if( !call1(&r, "target_score", res_val(&t)) || !is_int(&r, s.i) ) abort();
  aArg[0] = p;
  aArg[1] = int_val(MAX_SCORED);
  if( query(&r, zSql, "sudoku_solutions", 2, aArg) && !is_int(&r, 1) ) abort();
}

/* The rating exists exactly for unique 9x9 puzzles, is the hardest
** step's score, and the hint is the first step (less explain's pearl and
** diamond marks); sudoku_ratings' ER is the rating, and ED <= EP <= ER. */
static void check_rating(Val p, const Grid *g, const Res *c2){
  static const char zMax[] =
    "SELECT max(json_extract(value,'$.score')) = sudoku_rate(?1) "
    "FROM json_each(sudoku_explain(?1))";
  static const char zHint[] =
    "SELECT json_remove(json_extract(sudoku_explain(?1),'$[0]'),"
    " '$.pearl', '$.diamond') IS json(?2)";
  static const char zRatings[] =
    "SELECT r->>'er' = sudoku_rate(?1) AND r->>'ed' <= r->>'ep'"
    " AND r->>'ep' <= r->>'er' FROM (SELECT sudoku_ratings(?1) AS r)";
  Res rate, grade, explain, hint, r;
  Val aArg[2];
  call_any(&rate, "sudoku_rate", 1, &p);
  if( g->box!=3 ){
    if( !rate.isErr ) abort();
    return;
  }
  if( rate.isErr || !call1(&grade, "sudoku_grade", p)
   || !call1(&explain, "sudoku_explain", p)
   || !call1(&hint, "sudoku_hint", p) ){
    abort();
  }
  if( c2->type==SQLITE_INTEGER && (c2->i==1)!=(rate.type!=SQLITE_NULL) ){
    abort();
  }
  if( (rate.type==SQLITE_NULL)!=(grade.type==SQLITE_NULL)
   || (rate.type==SQLITE_NULL)!=(explain.type==SQLITE_NULL) ){
    abort();
  }
  if( rate.type==SQLITE_NULL ) return;
  if( grid_clues(g)==g->ncell ){
    if( hint.type!=SQLITE_NULL ) abort();
    return;
  }
  aArg[0] = p;
  aArg[1] = res_val(&hint);
  if( !query(&r, zMax, "sudoku_explain", 1, aArg) || !is_int(&r, 1) ) abort();
  if( !query(&r, zHint, "sudoku_explain", 2, aArg) || !is_int(&r, 1) ) abort();
  if( !query(&r, zRatings, "sudoku_ratings", 1, aArg) || !is_int(&r, 1) ) abort();
}

/* Every cross-check on a tame puzzle. */
static void check_puzzle(Val p, const Grid *g, unsigned k, FuzzIn *in){
  Res c2;
  check_counts(p, k, &c2);
  check_solutions(p, k);
  check_spellings(p, g);
  check_stats(p, g, &c2);
  check_canonical(p, g, k, in);
  check_target(p, g, &c2);
  check_rating(p, g, &c2);
}

/* ---- boards and rows --------------------------------------------------- */

/* iq_solve refuses a board whose letters are no pieces, and completes
** others: the same letters where given, pieces everywhere, the same form,
** and solving it again changes nothing. */
static void check_board(Val b){
  IqBoard in, out;
  char zErr[IQ_ERR_MAX];
  Res r, again;
  int i;
  if( iq_parse(&in, b.z, (size_t)b.n, zErr)!=IQ_OK ) return;
  call_any(&r, "iq_solve", 1, &b);
  if( r.isErr ){
    if( iq_solve(&in, &out, zErr, 0, 0)!=IQ_INVALID ) abort();
    return;
  }
  if( r.type==SQLITE_NULL ) return;
  if( iq_parse(&out, r.z, (size_t)r.n, zErr)!=IQ_OK ) abort();
  if( out.oneLine!=in.oneLine ) abort();
  for(i=0; i<IQ_CELLS; i++){
    if( out.cell[i]<'A' || out.cell[i]>'L' ) abort();
    if( in.cell[i]!='.' && in.cell[i]!=out.cell[i] ) abort();
  }
  if( !call1(&again, "iq_solve", res_val(&r)) || !same_text(&again, &r) ){
    abort();
  }
}

/* What the rows of one exact_cover query look like, for check_rows. */
typedef struct CoverScan CoverScan;
struct CoverScan {
  sqlite3_int64 nSolution;     /* the last solution number */
  sqlite3_int64 nSeen;         /* solutions seen */
  int aRow[64];                /* the rows of the current one */
  int n;
  int bad;                     /* rows out of order or too many */
  const CoverRows *pRows;
  int nCol, nPrimary;
};

/* Check the solution collected so far, if any. */
static void scan_flush(CoverScan *s){
  if( s->n==0 ) return;
  if( !fz_is_cover(s->pRows, s->nCol, s->nPrimary, s->aRow, s->n) ) abort();
  s->n = 0;
}

static void scan_row(void *pCtx, sqlite3_stmt *pStmt){
  CoverScan *s = (CoverScan*)pCtx;
  sqlite3_int64 iSol = sqlite3_column_int64(pStmt, 0);
  int iRow = sqlite3_column_int(pStmt, 1);
  if( iSol!=s->nSolution ){
    scan_flush(s);
    if( iSol<=s->nSolution ) s->bad = 1;
    s->nSolution = iSol;
    s->nSeen++;
  }else if( s->n>0 && iRow<=s->aRow[s->n-1] ){
    s->bad = 1;
  }
  if( s->n==64 ) s->bad = 1;
  else s->aRow[s->n++] = iRow;
}

/*
** exact_cover(rows) or, with nArg 3, exact_cover(rows, limit, secondary)
** when those are in range, on small rows: every solution shown is an
** exact cover with its rows ascending, numbered upwards, and there are as
** many as the core's search finds (up to the limit; a solution with no
** rows, the only one when no column is primary, shows no rows).
*/
static void check_rows(const Val *aArg, int nArg){
  static const char *const azSql[] = {
    "SELECT solution, row FROM exact_cover(?1)",
    "SELECT solution, row FROM exact_cover(?1,?2,?3)",
  };
  CoverRows rows;
  CoverScan s;
  char zErr[COVER_ERR_MAX];
  sqlite3_int64 limit = 0;
  unsigned long long nWant = 0;
  Dlx *pDlx;
  Res r;
  memset(&rows, 0, sizeof(rows));
  memset(&s, 0, sizeof(s));
  if( coverrows_from_json(&rows, aArg[0].z, (size_t)aArg[0].n, zErr) ) return;
  s.nPrimary = rows.nCol;
  if( nArg==3 ){
    if( aArg[1].type!=SQLITE_INTEGER || aArg[1].i<1
     || aArg[2].type!=SQLITE_INTEGER || aArg[2].i<0 || aArg[2].i>64 ){
      nArg = 0;
    }else{
      limit = aArg[1].i;
      s.nPrimary = (int)aArg[2].i;
    }
  }
  if( nArg && rows.nRow<=MAX_COVER_ROWS ){
    s.pRows = &rows;
    s.nCol = rows.nCol>s.nPrimary ? rows.nCol : s.nPrimary;
    run_sql(azSql[nArg==3], "exact_cover", aArg, nArg, &r, scan_row, &s);
    if( r.isErr || s.bad ) abort();
    scan_flush(&s);
    pDlx = coverrows_dlx(&rows, s.nCol, s.nPrimary);
    if( pDlx==0 ) abort();
    dlx_set_limit(pDlx, (unsigned long long)limit);
    while( dlx_next(pDlx)==1 ) nWant++;
    dlx_free(pDlx);
    if( s.nPrimary==0 ) nWant = 0;
    if( (unsigned long long)s.nSeen!=nWant ) abort();
    if( nWant && (unsigned long long)s.nSolution!=nWant ) abort();
  }
  coverrows_free(&rows);
}

/* ---- the entry point --------------------------------------------------- */

/* 1 when zName ("name/narg", or a module's name) is in the tables. */
static int is_known(const char *zName){
  size_t i;
  char z[64];
  for(i=0; i<sizeof(aFunc)/sizeof(aFunc[0]); i++){
    snprintf(z, sizeof(z), "%s/%d", aFunc[i].zName, aFunc[i].nArg);
    if( strcmp(z, zName)==0 ) return 1;
  }
  for(i=0; i<sizeof(azModule)/sizeof(azModule[0]); i++){
    if( strcmp(azModule[i], zName)==0 ) return 1;
  }
  return 0;
}

/* Open the database and register the extension; every function and
** module it adds must be in the tables above, so that none goes unfuzzed. */
static void open_db(void){
  static const char zList[] =
    "SELECT name || '/' || narg FROM pragma_function_list "
    "UNION SELECT name FROM pragma_module_list";
  char *zSql, *zErr = 0;
  sqlite3_stmt *pStmt;
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ) abort();
  zSql = sqlite3_mprintf("CREATE TEMP TABLE before(x); "
                         "INSERT INTO before %s", zList);
  if( zSql==0 || sqlite3_exec(db, zSql, 0, 0, 0)!=SQLITE_OK ) abort();
  sqlite3_free(zSql);
  if( sqlite3_sudoku_init(db, &zErr, 0)!=SQLITE_OK ) abort();
  zSql = sqlite3_mprintf("%s EXCEPT SELECT x FROM before", zList);
  if( zSql==0 || sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0)!=SQLITE_OK ){
    abort();
  }
  while( sqlite3_step(pStmt)==SQLITE_ROW ){
    const char *zName = (const char*)sqlite3_column_text(pStmt, 0);
    if( !is_known(zName) ){
      fprintf(stderr, "fuzz_sql: %s is not in the fuzzer's tables\n", zName);
      abort();
    }
  }
  sqlite3_finalize(pStmt);
  sqlite3_free(zSql);
  if( sqlite3_exec(db, "DROP TABLE before", 0, 0, 0)!=SQLITE_OK ) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  FuzzIn in = {data, size};
  unsigned k1 = fz_byte(&in), k2 = fz_byte(&in), k3 = fz_byte(&in);
  char zBuf[MAX_TEXT], zSol[GRID_MAX_CELLS+1];
  Val aArg[4];
  Grid g, sol;
  int kind;
  if( db==0 ) open_db();
  aArg[0] = arg1(k1, &in, zBuf);
  kind = puzzle_kind(&aArg[0], &g);
  zSol[0] = 0;
  if( kind==TAME && fz_solve(&g, 1, &sol)==1 ){
    grid_format_line(&sol, GRID_ALPHA_AUTO, zSol);
  }
  aArg[1] = arg_more(k2, &in, zSol[0] ? zSol : 0);
  aArg[2] = arg_more(k3, &in, zSol[0] ? zSol : 0);
  aArg[3] = arg_more(k1 ^ k3, &in, zSol[0] ? zSol : 0);
  call_everything(aArg, kind!=WILD,
                  kind!=NOT_PUZZLE && grid_clues(&g)==g.ncell);
  if( kind==TAME ) check_puzzle(aArg[0], &g, 1 + k2%5, &in);
  if( aArg[0].type==SQLITE_TEXT ){
    check_board(aArg[0]);
    check_rows(aArg, 1);
    check_rows(aArg, 3);
  }
  free_kept();
  return 0;
}
