/* SPDX-License-Identifier: MIT */
/*
** oom_sql.c: out-of-memory injection over every SQL function and table-
** valued function of the extension (part of build/oom/oom, see oom.h),
** in the manner of SQLite's malloc tests.  Each call of aCall[] is run once as is, for the right answer,
** then for N = 1, 2, ... with the Nth allocation failing (SQLite's and
** the core's alike, see oom_alloc.h), once failing only that one and once
** every one after it too, on a fresh connection each time, until a run
** makes fewer than N allocations.  Every run must end with the right
** answer or with SQLITE_NOMEM (the rows before it a prefix of the right
** ones), and give back every byte it took.  Registering the extension is
** tested the same way, and the harness fails when the extension registers
** a function or module that no call covers.
*/
#include "oom.h"
#include "oom_alloc.h"

#include <limits.h>
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

int sqlite3_sudoku_init(sqlite3*, char**, const sqlite3_api_routines*);

/* Puzzles: a 9x9, 4x4, 16x16 and 25x25 with one solution each, and 9x9s
** whose rating needs chains (6.9) and forcing chains (9.0). */
#define P9  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28" \
            "....419..5....8..79"
#define P4  "...4..214....2.."
#define P16 "..D.....E....HG...OKJG..C...IL..HI.........B.E...L..AHP.N.O.." \
            ".....K.I.OF.....DP..CFL....DEK.NG...D.PG.......F..LI.BG...L.C." \
            "FJ....B.HN.JEKO.G....DEG..KH.JI.....O........LACD.B........I.." \
            "..HM.F..JH...A...IE..M.E......DB.M....JP....J...KGL.IOB.F...BK" \
            "I..D....A"
/* P16 with a third of its empty cells given: propagation settles it, so
** counting it to 2 stays out of clause learning, whose out-of-memory paths
** the unit tests take (unit_oom.c, oom-6).  Counting P16 to 2 makes 7,420
** allocations, each of which the harness fails twice in turn: hours. */
#define P16E ".AD.CI.NE.JK.HG.FPOKJGEBCMH.IL.NHINC.OL.FG.BAEJK.LJ.AHPKN.OI.M" \
             "B.AMKNI.OF.HL.BDPCOCFL.AB.DEKPNGIM.DEPGM.CI.AOFKHLIHBGK.DL.CNF" \
             "JO.EMBPHNCJEKO.GD.LIDEG.LKHAJIBM.NCONO.JM.GPLACDKB.HC.LA.DI.PN" \
             ".HM.FG.JH.PNAGO.IE.CM.EG.IO.CDBPM.HF.JP.CD.JM.AKGLEIOB.FM.EBKI" \
             "H.DC.PNA"
#define P25 "LH..NEP..J.TIXU..KSF.V..DEPGQ..L.T.A....M...NS.I...X...F....P" \
            ".E...BL....H.U.WV.BCU....S...T..Y.EAJ..I.SU.M.....OW.H...DG..P" \
            ".X.....GJMQ.EXO.R.L.T.VP.DA...B...C.T.MQU.VW...OYG.....OULADW." \
            "J.TBFGY...X.EK.T.X.RKBV.FSP.WYND..U.IQJHC.EM.NR.OY..L.GX....T." \
            "..FY..SFA...EVLJ.XHR.BCUWDQ...UPX.DTI..HF..JA.V.YS.CL...VE.F.." \
            ".C..OP..Y.IH...TA..HDJYQ..RK...PS...FNOXI.T..MHCP.XD..AS.Q..OJ" \
            ".BV..KIJ..M....G.EW.FP....N....YCH.KE.WXFV..BT..MIJLAQG.BTODIF" \
            ".HY.M..R.JA.KE.P..APNL.O....JCS.K.HEDM..U..M.....JNL....K.IS.." \
            "R..GB.YT.....FKN.P.LCOQ.S....G.R.W.TXU...E.YVI....P.C.OV.N...." \
            "L.RGWHI.FE.J.BQK..PO....E.DCMQKFA..BUT.XV.JB.JFK.GHY.O..C....P" \
            ".N.T.."
#define PCHAIN "21...4..3..57....1....2..8.3..8.6.2...7...6...2.5.9..8.5..6." \
               "...4....28..8..9...64"
#define PFORCE "....5...11......7..6.....8......4.....9.1.3.....596.2..8..62" \
               "..7..7......3.5.7.2.."
/* Rules of variants, and a 6x6 (2x3 boxes). */
#define KILLER4 "{\"cages\":[[3,[0,1]],[7,[2,3]],[5,[4,8]],[9,[5,6,7]]]," \
                "\"diagonals\":true}"
#define JIG4 "{\"regions\":\"AABBACBBACDDCCDD\",\"antiking\":false}"
#define P6 "1.....2.....3.....4.....5.....6....."
/* A sudoku X with one solution under its rules (more without them). */
#define PX  "......59.953..6.....79..2..7....49.......7.....8.3.7..176.2.." \
            "...............6...."
#define XRULES "{\"diagonals\":true}"
/* PX's solution but its first three rows (18 steps left to explain). */
#define PXLATE "......59.953..6.....79..2..762184935531697482498532716176428" \
               "359289351647345769128"
#define IQ_BOARD ".\n..\n...\n....\n.....\n.....C\n...CCC.\nEEEHH...\n" \
                 "E.HHH....\nE.........\n"

/*
** One call: the function (name/nArg) or module it is there for, and the
** SQL (one or more statements).  Bad input is included, and searches over
** the work budget: their error must come back unchanged, or SQLITE_NOMEM.
*/
typedef struct Call Call;
struct Call {
  const char *zCovers;
  const char *zSql;
};

static const Call aCall[] = {
  { "sudoku_solve/1",     "SELECT sudoku_solve('" P9 "')" },
  { "sudoku_solve/1",     "SELECT sudoku_solve('" P16 "')" },
  { "sudoku_solve/1",     "SELECT sudoku_solve('" P25 "')" },
  { "sudoku_solve/1",     "SELECT sudoku_solve(column1) FROM (VALUES('" P4
                          "'),('11..............'),(NULL),('" P9 "'))" },
  { "sudoku_solve/1",     "SELECT sudoku_solve('1.%.')" },
  { "sudoku_solve/1",     "SELECT sudoku_solve(12)" },
  { "sudoku_count/1",     "SELECT sudoku_count('................')" },
  { "sudoku_count/1",     "SELECT sudoku_count('" P16E "')" },
  { "sudoku_count/1",     "SELECT sudoku_count(substr('" P9 "', 1, 9) "
                          "|| printf('%.72c', '.'))" },
  { "sudoku_count/2",     "SELECT sudoku_count(printf('%.256c', '.'), 3)" },
  { "sudoku_count/2",     "SELECT sudoku_count('" P4 "', 0)" },
  { "sudoku_count/2",     "SELECT sudoku_budget(10); "
                          "SELECT sudoku_count('................', 100)" },
  { "sudoku_is_unique/1", "SELECT sudoku_is_unique('" P16E "')" },
  { "sudoku_solve/2",     "SELECT sudoku_solve('" P6 "', '{\"box\":\"3x2\"}')" },
  { "sudoku_solve/2",     "SELECT sudoku_solve('" P9 "', '{\"x\":1}')" },
  { "sudoku_count/3",     "SELECT sudoku_count('" P4 "', 9, '" KILLER4 "')" },
  { "sudoku_count/3",     "SELECT sudoku_count(printf('%.81c', '.'), 3, "
                          "'{\"nonconsecutive\":true,\"antiknight\":true}')" },
  { "sudoku_is_unique/2", "SELECT sudoku_is_unique('" P4 "', '" JIG4 "')" },
  { "sudoku_check/3",     "SELECT sudoku_check(p, sudoku_solve(p, r), r) FROM "
                          "(SELECT '" P4 "' AS p, '" KILLER4 "' AS r)" },
  { "sudoku_valid/2",     "SELECT sudoku_valid('" P9 "', '{\"windoku\":true}')" },
  { "sudoku_format/2",    "SELECT sudoku_format('" P4 "', '" KILLER4 "'), "
                          "sudoku_format('" P4 "', '" JIG4 "')" },
  { "sudoku_check/2",     "SELECT sudoku_check(p, sudoku_solve(p)), "
                          "sudoku_check(p, p) FROM (SELECT '" P9 "' AS p)" },
  { "sudoku_valid/1",     "SELECT sudoku_valid('" P9 "'), "
                          "sudoku_valid('11..............')" },
  { "sudoku_normalize/1", "SELECT sudoku_normalize('" P16 "')" },
  { "sudoku_normalize/2", "SELECT sudoku_normalize('" P16 "', 'hex')" },
  { "sudoku_pack/1",      "SELECT sudoku_pack('" P9 "'), sudoku_pack('" P16 "')" },
  { "sudoku_key/1",       "SELECT sudoku_key('" P9 "'), sudoku_key('" P16 "')" },
  { "sudoku_normalize/2", "SELECT sudoku_normalize('" P9 "', 'roman')" },
  { "sudoku_clues/1",     "SELECT sudoku_clues('" P25 "')" },
  { "sudoku_format/1",    "SELECT sudoku_format('" P25 "')" },
  { "sudoku_rate/1",      "SELECT sudoku_rate('" PFORCE "')" },
  { "sudoku_rate/1",      "SELECT sudoku_rate('" P4 "')" },
  { "sudoku_rate/2",      "SELECT sudoku_rate('" P9 "', '{}'), "
                          "sudoku_rate('" P9 "', '{\"antiking\":true}')" },
  { "sudoku_ratings/1",   "SELECT sudoku_ratings('" PCHAIN "')" },
  { "sudoku_ratings/2",   "SELECT sudoku_ratings('" P9 "', '{}'), "
                          "sudoku_ratings('" P9 "', '{\"antiking\":true}')" },
  { "sudoku_grade/1",     "SELECT sudoku_grade('" PCHAIN "')" },
  { "sudoku_explain/1",   "SELECT sudoku_explain('" PCHAIN "')" },
  { "sudoku_hint/1",      "SELECT sudoku_hint('" P9 "')" },
  { "sudoku_hint/3",      "SELECT sudoku_hint('" P9 "', '{\"values\": \"" P9
                          "\"}', 'pattern')" },
  { "sudoku_explain/2",   "SELECT sudoku_explain('" P9 "', '" P9 "')" },
  { "sudoku_hint/2",      "SELECT sudoku_hint('" P9 "', '" P9 "')" },
  { "sudoku_explain/3",   "SELECT sudoku_explain('" PX "', '" PXLATE "', '"
                          XRULES "')" },
  { "sudoku_hint/4",      "SELECT sudoku_hint('" PX "', '" PX "', 'full', '"
                          XRULES "')" },
  { "sudoku_svg/2",       "SELECT sudoku_svg('" PX "', '{\"hint\": true, "
                          "\"rules\": " XRULES "}')" },
  { "sudoku_svg/2",       "SELECT sudoku_svg('" PCHAIN "', '{\"step\": 3}')" },
  { "sudoku_stats/1",     "SELECT sudoku_stats('" P16E "')" },
  { "sudoku_rate_version/0", "SELECT sudoku_rate_version()" },
  { "sudoku_version/0",   "SELECT sudoku_version()" },
  { "sudoku_debug/0",     "SELECT sudoku_debug()" },
  { "sudoku_svg/1",       "SELECT sudoku_svg('" P16 "')" },
  { "sudoku_svg/2",       "SELECT sudoku_svg('" P9 "', '{\"hint\": true}')" },
  { "sudoku_svg/2",       "SELECT sudoku_svg('" P9 "', "
                          "'{\"solution\": 1, \"size\": 900}')" },
  { "sudoku_svg/2",       "SELECT sudoku_svg('" P4 "', '{\"candidates\": 1, "
                          "\"rules\": {\"cages\": [[3, [0, 1]]], "
                          "\"windoku\": true}}')" },
  { "sudoku_canonical/1", "SELECT sudoku_canonical('" P9 "'), "
                          "sudoku_canonical('" P4 "')" },
  { "sudoku_canonical/1", "SELECT sudoku_canonical('" P16 "')" },
  { "sudoku_canonical/2", "SELECT sudoku_canonical('" P9 "', '{}'), "
                          "sudoku_canonical('" P9 "', '{\"windoku\":true}')" },
  { "sudoku_generate/1",  "SELECT sudoku_generate(7)" },
  { "sudoku_generate/2",  "SELECT sudoku_generate(3, '{\"size\":4,"
                          "\"symmetry\":\"rot180\"}')" },
  { "sudoku_generate/2",  "SELECT sudoku_generate(2, '{\"rating\":[2,4]}')" },
  { "sudoku_generate/2",  "SELECT sudoku_generate(1, '{\"size\":7}')" },
  { "sudoku_generate_version/0", "SELECT sudoku_generate_version()" },
  { "sudoku_generate/2",  "SELECT sudoku_generate(4, '{\"size\":6,"
                          "\"diagonals\":true}')" },
  { "target_score/1",     "SELECT target_score('" P9 "')" },
  { "target_solve/1",     "SELECT target_solve('" P9 "')" },
  { "target_solve/1",     "SELECT target_solve('" P4 "')" },
  { "iq_solve/1",         "SELECT iq_solve('" IQ_BOARD "')" },
  { "iq_solve/1",         "SELECT iq_solve('.\nAA\n')" },
  { "exact_cover",        "SELECT * FROM exact_cover('[[0,3],[1,2],"
                          "[0,1,2,3],[0],[3],[1],[2]]')" },
  { "exact_cover",        "SELECT solution, row, exact_cover_rows, "
                          "exact_cover_limit, exact_cover_secondary FROM "
                          "exact_cover('[[0,1],[2],[1,2,3],[0],[1]]', 2, 3)" },
  { "exact_cover",        "WITH RECURSIVE i(v) AS (SELECT 0 UNION ALL "
                          "SELECT v+1 FROM i WHERE v<199) "
                          "SELECT count(*) FROM exact_cover((SELECT "
                          "json_group_array(json_array(v % 40, v / 40 + 40)) "
                          "FROM i))" },
  { "exact_cover",        "SELECT * FROM exact_cover('[[0,1],[x]]')" },
  { "exact_cover",        "SELECT * FROM exact_cover('[[0]]', 0)" },
  { "exact_cover",        "SELECT * FROM exact_cover" },
  { "sudoku_solutions",   "SELECT * FROM sudoku_solutions('" P4 "')" },
  { "sudoku_solutions",   "SELECT n, solution FROM sudoku_solutions("
                          "'................', 5)" },
  { "sudoku_solutions",   "SELECT count(*) FROM sudoku_solutions('" P16E "')" },
  { "sudoku_solutions",   "SELECT t.p, count(*) FROM (SELECT column1 AS p FROM "
                          "(VALUES('" P4 "'),('" P9 "'))) AS t, "
                          "sudoku_solutions(t.p) GROUP BY t.p" },
  { "sudoku_solutions",   "SELECT * FROM sudoku_solutions('1.2')" },
  { "sudoku_solutions",   "SELECT count(*) FROM sudoku_solutions('" P4 "', "
                          "100, '" JIG4 "')" },
  { "sudoku_solutions",   "SELECT sudoku_budget(1000); "
                          "SELECT n FROM sudoku_solutions('................')" },
  { "sudoku_budget/0",    "SELECT sudoku_budget()" },
  { "sudoku_budget/1",    "SELECT sudoku_budget(123), sudoku_budget()" },
  { "sudoku_budget/1",    "SELECT sudoku_budget(-1)" },
  { "sudoku_memory_limit/0", "SELECT sudoku_memory_limit()" },
  { "sudoku_memory_limit/1", "SELECT sudoku_memory_limit(123), "
                             "sudoku_memory_limit()" },
  { "sudoku_memory_limit/1", "SELECT sudoku_memory_limit(-1)" },
  { "sudoku_threads/0",   "SELECT sudoku_threads()" },
  { "sudoku_threads/1",   "SELECT sudoku_threads(3), sudoku_threads()" },
  { "sudoku_threads/1",   "SELECT sudoku_threads(0)" },
  { "sudoku_threads/1",   "SELECT sudoku_threads(3); "
                          "SELECT sudoku_rate('" PFORCE "')" },
};

#define N_CALL ((int)(sizeof(aCall)/sizeof(aCall[0])))
#define MAX_KEYS 256      /* functions and modules the extension may add */

/* The outcome of one run: result code, rows as text, error message. */
#define OUT_MAX 65536
typedef struct Outcome Outcome;
struct Outcome {
  int rc;                 /* SQLITE_OK, or the error code */
  int nOut;
  char zOut[OUT_MAX];     /* each value as type letter, text, ';' */
  char zErr[512];
  int bOverflow;          /* zOut was too small (a harness problem) */
};

/* What the extension adds: "name/nArg" of functions, names of modules. */
static char azOurs[MAX_KEYS][64];
static int nOurs;

/* Append n bytes of z to the outcome (no allocation: it may be failing). */
static void out_append(Outcome *p, const char *z, int n){
  if( p->nOut+n>=OUT_MAX ){
    p->bOverflow = 1;
    return;
  }
  memcpy(p->zOut+p->nOut, z, (size_t)n);
  p->nOut += n;
  p->zOut[p->nOut] = 0;
}

/* Append column i of the current row.  Returns SQLITE_OK or NOMEM. */
static int out_column(Outcome *p, sqlite3_stmt *pStmt, int i){
  static const char azType[] = "?ifstbn";
  int eType = sqlite3_column_type(pStmt, i);
  const char *z = (const char*)sqlite3_column_text(pStmt, i);
  if( z==0 && eType!=SQLITE_NULL ) return SQLITE_NOMEM;
  out_append(p, &azType[eType], 1);
  if( z ) out_append(p, z, sqlite3_column_bytes(pStmt, i));
  out_append(p, ";", 1);
  return SQLITE_OK;
}

/* Record rc and the connection's message as the outcome's error. */
static void out_error(Outcome *p, sqlite3 *db, int rc){
  p->rc = rc;
  snprintf(p->zErr, sizeof(p->zErr), "%s", db ? sqlite3_errmsg(db)
                                              : sqlite3_errstr(rc));
}

/* Run the statements of zSql to the end on db into *p, stopping at the
** first error. */
static void run_sql(sqlite3 *db, const char *zSql, Outcome *p){
  int rc = SQLITE_DONE, i;
  while( rc==SQLITE_DONE && zSql[0] ){
    sqlite3_stmt *pStmt = 0;
    rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, &zSql);
    while( rc==SQLITE_OK && (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
      rc = SQLITE_OK;
      for(i=0; rc==SQLITE_OK && i<sqlite3_column_count(pStmt); i++){
        rc = out_column(p, pStmt, i);
      }
      if( rc==SQLITE_OK ) out_append(p, "\n", 1);
    }
    sqlite3_finalize(pStmt);
  }
  if( rc!=SQLITE_DONE ) out_error(p, db, rc);
}

/* Open a connection with the extension registered (nothing failing). */
static sqlite3 *open_db(void){
  sqlite3 *db = 0;
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK
   || sqlite3_sudoku_init(db, 0, 0)!=SQLITE_OK ){
    fprintf(stderr, "oom: cannot open a connection\n");
    sqlite3_close(db);
    return 0;
  }
  return db;
}

/* The keys ("name/nArg" for functions, names of modules) of db, one per
** row, as a statement; NULL when it cannot be prepared. */
static sqlite3_stmt *list_keys(sqlite3 *db){
  sqlite3_stmt *pStmt = 0;
  sqlite3_prepare_v2(db, "SELECT name || '/' || narg, 1 FROM "
                     "pragma_function_list UNION ALL SELECT name, 0 FROM "
                     "pragma_module_list", -1, &pStmt, 0);
  return pStmt;
}

/* 1 when zKey is among the keys of pStmt (see list_keys). */
static int has_key(sqlite3_stmt *pStmt, const char *zKey){
  int bFound = 0;
  while( !bFound && sqlite3_step(pStmt)==SQLITE_ROW ){
    bFound = strcmp((const char*)sqlite3_column_text(pStmt, 0), zKey)==0;
  }
  sqlite3_reset(pStmt);
  return bFound;
}

/*
** Run zSql on a fresh connection into *p, with the iFailAt-th allocation
** failing (iFailAt LONG_MAX: none), and count its allocations in *pnSeen.
** Returns the failures injected, or -1 after reporting against zName
** memory that was not given back.
*/
static long run_once(const char *zName, const char *zSql, long iFailAt,
                     int bPersist, Outcome *p, long *pnSeen){
  sqlite3_int64 nMem = sqlite3_memory_used();
  long nBlock = oom_core_blocks(), nInjected;
  sqlite3 *db = open_db();
  p->rc = SQLITE_OK;
  p->nOut = p->bOverflow = 0;
  p->zOut[0] = p->zErr[0] = 0;
  if( db==0 ){
    p->rc = SQLITE_CANTOPEN;
    return 0;
  }
  oom_arm(iFailAt, bPersist);
  run_sql(db, zSql, p);
  *pnSeen = oom_seen();
  nInjected = oom_disarm();
  sqlite3_close(db);
  if( sqlite3_memory_used()!=nMem || oom_core_blocks()!=nBlock ){
    oom_fail(zName, "failing allocation %ld%s: %lld bytes of SQLite's, %ld "
             "blocks of the core's not freed", iFailAt, bPersist ? "+" : "",
             (long long)(sqlite3_memory_used()-nMem),
             oom_core_blocks()-nBlock);
    return -1;
  }
  return nInjected;
}

/* 1 when outcomes a and b are the same. */
static int same_outcome(const Outcome *a, const Outcome *b){
  return a->rc==b->rc && a->nOut==b->nOut && strcmp(a->zOut, b->zOut)==0
      && strcmp(a->zErr, b->zErr)==0;
}

/*
** 1 when outcome a of a run whose allocation iFailAt failed is allowed,
** given the right answer r of nRef allocations: the same; or SQLITE_NOMEM
** after a prefix of its rows;
** or the same error with SQLite's generic message when one of SQLite's
** last two allocations failed: they copy the message into the connection
** (at the end of sqlite3_step, again in sqlite3_finalize) and SQLite
** treats a failure there as benign (sqlite3VdbeTransferError), keeping
** only the code.
*/
static int outcome_ok(const Outcome *a, const Outcome *r, long iFailAt,
                      long nRef){
  int bSameRows = a->nOut==r->nOut && strcmp(a->zOut, r->zOut)==0;
  if( same_outcome(a, r) ) return 1;
  if( a->rc==r->rc && bSameRows && iFailAt>=nRef-1
   && strcmp(a->zErr, sqlite3_errstr(r->rc))==0 ){
    return 1;
  }
  return a->rc==SQLITE_NOMEM && strcmp(a->zErr, "out of memory")==0
      && a->nOut<=r->nOut && memcmp(a->zOut, r->zOut, (size_t)a->nOut)==0;
}

/* 1 when the right answer of the call for zCovers looks right: no error,
** or an error of that function ("name: problem"). */
static int reference_ok(const Outcome *r, const char *zCovers){
  size_t n = strcspn(zCovers, "/");
  if( r->bOverflow ) return 0;
  return r->rc==SQLITE_OK
      || (strncmp(r->zErr, zCovers, n)==0 && r->zErr[n]==':');
}

/* The right answer, then every failing allocation in both modes. */
static void test_call(const char *zName, const Call *pCall){
  static Outcome ref, got;
  long nRef, nSeen;
  int bPersist;
  if( run_once(zName, pCall->zSql, LONG_MAX, 0, &ref, &nRef)<0 ) return;
  if( !reference_ok(&ref, pCall->zCovers) ){
    oom_fail(zName, "the call itself fails: rc=%d '%s'%s", ref.rc,
             ref.zErr, ref.bOverflow ? " (result too long)" : "");
    return;
  }
  if( oom_bVerbose ){
    printf("%s: %ld allocations, rc=%d %.60s\n", zName, nRef, ref.rc,
           ref.rc ? ref.zErr : ref.zOut);
  }
  for(bPersist=0; bPersist<=1; bPersist++){
    long n = oom_iOnly ? oom_iOnly : 1, nInjected = 1;
    for(; nInjected>0 && (!oom_iOnly || n==oom_iOnly); n++){
      nInjected = run_once(zName, pCall->zSql, n, bPersist, &got, &nSeen);
      if( nInjected<0 ) break;
      if( nInjected==0 ? !same_outcome(&got, &ref)
                       : !outcome_ok(&got, &ref, n, nRef) ){
        oom_fail(zName, "failing allocation %ld%s: rc=%d '%s', rows "
                 "'%.200s'; expected rc=%d '%s', rows '%.200s'", n,
                 bPersist ? "+" : "", got.rc, got.zErr, got.zOut, ref.rc,
                 ref.zErr, ref.zOut);
        break;
      }
      oom_nPass++;
    }
  }
}

/*
** Registering the extension with allocations failing: SQLITE_NOMEM, or
** SQLITE_OK with every function and module there.
*/
static void test_register(void){
  int bPersist;
  for(bPersist=0; bPersist<=1; bPersist++){
    long n, nInjected = 1;
    for(n=1; nInjected; n++){
      sqlite3_int64 nMem = sqlite3_memory_used();
      sqlite3 *db = 0;
      char *zErr = 0;
      int rc, i, nGot = 0;
      oom_arm(n, bPersist);
      rc = sqlite3_open(":memory:", &db);
      if( rc==SQLITE_OK ) rc = sqlite3_sudoku_init(db, &zErr, 0);
      nInjected = oom_disarm();
      if( rc==SQLITE_OK ){
        sqlite3_stmt *pStmt = list_keys(db);
        for(i=0; i<nOurs; i++) nGot += has_key(pStmt, azOurs[i]);
        sqlite3_finalize(pStmt);
      }
      sqlite3_free(zErr);
      sqlite3_close(db);
      if( (rc!=SQLITE_OK && rc!=SQLITE_NOMEM)
       || (rc==SQLITE_OK && nGot!=nOurs) ){
        oom_fail("register", "failing allocation %ld%s: rc=%d, %d of %d "
                 "functions and modules", n, bPersist ? "+" : "", rc, nGot,
                 nOurs);
      }else if( sqlite3_memory_used()!=nMem ){
        oom_fail("register", "failing allocation %ld%s: %lld bytes not "
                 "freed", n, bPersist ? "+" : "",
                 (long long)(sqlite3_memory_used()-nMem));
      }else{
        oom_nPass++;
      }
    }
  }
}

/* 1 when some call is there for zKey ("name/nArg" or a module name). */
static int covered(const char *zKey){
  int i;
  for(i=0; i<N_CALL; i++){
    if( strcmp(aCall[i].zCovers, zKey)==0 ) return 1;
  }
  return 0;
}

/*
** Check that every function and module the extension adds (those of a
** connection with it that a bare one lacks) has a call, and that every
** call names one it adds; keep them in azOurs[].  Returns 0, or -1 when
** no connection opens.
*/
static int check_coverage(void){
  sqlite3 *db = open_db(), *dbBare = 0;
  sqlite3_stmt *pStmt, *pBare;
  int i, j;
  if( db==0 || sqlite3_open(":memory:", &dbBare)!=SQLITE_OK ){
    oom_fail("coverage", "cannot open a connection");
    sqlite3_close(db);
    sqlite3_close(dbBare);
    return -1;
  }
  pStmt = list_keys(db);
  pBare = list_keys(dbBare);
  while( sqlite3_step(pStmt)==SQLITE_ROW ){
    const char *zKey = (const char*)sqlite3_column_text(pStmt, 0);
    if( has_key(pBare, zKey) ) continue;
    if( !covered(zKey) ){
      oom_fail("coverage", "%s has no call in aCall[]", zKey);
    }
    if( nOurs<MAX_KEYS ){
      snprintf(azOurs[nOurs++], sizeof(azOurs[0]), "%s", zKey);
    }
  }
  sqlite3_finalize(pStmt);
  sqlite3_finalize(pBare);
  sqlite3_close(dbBare);
  sqlite3_close(db);
  for(i=0; i<N_CALL; i++){
    for(j=0; j<nOurs && strcmp(azOurs[j], aCall[i].zCovers); j++){}
    if( j==nOurs ){
      oom_fail("coverage", "call %d is for %s, which the extension does "
               "not add", i, aCall[i].zCovers);
    }
  }
  return 0;
}

void oom_sql_tests(const char *zOnly){
  int i;
  if( check_coverage() ) return;
  if( zOnly==0 || strncmp("register", zOnly, strlen(zOnly))==0 ){
    test_register();
  }
  for(i=0; i<N_CALL; i++){
    char zName[80];
    if( zOnly && strncmp(aCall[i].zCovers, zOnly, strlen(zOnly)) ) continue;
    snprintf(zName, sizeof(zName), "%s #%d", aCall[i].zCovers, i);
    test_call(zName, &aCall[i]);
  }
}
