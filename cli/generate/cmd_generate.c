/* SPDX-License-Identifier: MIT */
/*
** cmd_generate.c: `sudokudb generate DB N [options]`: make N new puzzles
** with one solution (the extension's generator, ext/generate/generate.h) and store
** them with their solution, rating, and the seed and options that make
** them again: SELECT sudoku_generate(gen_seed, gen_options).
*/
#include "cli.h"
#include "args.h"
#include "db.h"
#include "gen_from.h"
#include "genpool.h"
#include "grade.h"
#include "progress.h"
#include "rate.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

static const char zGenerateHelp[] =
"usage: sudokudb generate DB N [--rating LO-HI | --grade G] [--size S]\n"
"                 [--symmetry S] [--givens LO-HI] [--minimal] [--pattern P]\n"
"                 [--rules JSON] [--seed S] [--jobs N] [--budget N]\n"
"                 [--collection NAME] [--from COLLECTION]\n"
"\n"
"Make N new puzzles with exactly one solution and store them in DB\n"
"(created if needed) with their solution, rating and grade (9x9), and\n"
"the seed and options that make each again:\n"
"SELECT sudoku_generate(gen_seed, gen_options).  Puzzles the database\n"
"already holds are skipped (the next seed is tried instead).\n"
"\n"
"  --rating LO-HI     Sudoku Explainer rating band, e.g. 4-6, 8.5-9, 9+\n"
"  --grade G          easy, medium, hard, expert or extreme (a band)\n"
"  --size S           a side from 4 to 25 (default 9)\n"
"  --symmetry S       none (default), rot180, rot90, mirror, flip,\n"
"                     diagonal, antidiagonal, dihedral\n"
"  --givens LO-HI     number of givens, e.g. 22-26 (or one number)\n"
"  --minimal          no given can go without losing uniqueness\n"
"  --pattern P        one character per cell: '.', '0', '-', '_' empty,\n"
"                     anything else a given\n"
"  --rules JSON       the rules of a variant (docs/variants.md), such as\n"
"                     '{\"windoku\":true}': its keys join the options, and\n"
"                     the puzzles are stored under them (column rules);\n"
"                     variants are not rated\n"
"  --seed S           the first seed (an integer); default: one past the\n"
"                     highest seed in DB, or 1\n"
"  --jobs N           worker threads (default: the number of cores)\n"
"  --budget N         work units a puzzle may take (default 1000000000,\n"
"                     about 10 s; 0 for the generator's own bound)\n"
"  --collection NAME  the collection (default: generated)\n"
"  --from COLLECTION  make them by local moves from the puzzles of a\n"
"                     collection of DB instead (9x9, with --rating or\n"
"                     --grade): take 1 to 3 givens away, add givens until\n"
"                     one solution; keep those in the band whose canonical\n"
"                     form no collection of DB holds; each row records\n"
"                     the puzzle moved from (gen_from, its id) and the\n"
"                     moves (gen_moves, e.g. '-r1c2 +r3c4=7'); --budget\n"
"                     bounds each neighbour\n"
"\n"
"Rows are the same for the same seed and options, whatever --jobs.  A\n"
"progress line (rows/s, ETA) is shown on a terminal; Ctrl-C keeps what is\n"
"done.  Closing line: generate: N puzzles, seeds A..B, D already there,\n"
"J jobs, S s, R puzzles/s (with --from: N puzzles from M of 'C', T\n"
"neighbours tried, K known, O over budget, J jobs, S s, R puzzles/s).\n"
"Exit status: 0 done, 1 failed or interrupted, 2 usage error.\n";

/* The default --budget: ten times a SQL call's. */
#define GENERATE_BUDGET (10*WORK_DEFAULT_LIMIT)

/* Rows per transaction. */
#define GENERATE_BATCH 256

/* The command line. */
typedef struct GenArgs GenArgs;
struct GenArgs {
  const char *zDb;
  long long nWant;
  const char *zCollection;
  int bSeed;                   /* --seed given: seed is the first */
  long long seed;
  int nJobs;
  unsigned long long budget;
  char *zOptions;              /* the JSON options (sqlite3_malloc) */
  const char *zFrom;           /* --from: the collection to move from */
  char zRules[RULES_NORMAL_MAX];  /* their rules in normal form ("" plain) */
};

/* 1 when z is a number: digits, optionally '.' and digits. */
static int is_number(const char *z, size_t n){
  size_t i = 0;
  while( i<n && z[i]>='0' && z[i]<='9' ) i++;
  if( i==0 ) return 0;
  if( i<n && z[i]=='.' ){
    size_t k = ++i;
    while( i<n && z[i]>='0' && z[i]<='9' ) i++;
    if( i==k ) return 0;
  }
  return i==n;
}

/*
** Append "key":[lo,hi] for a range option: "LO-HI", "LO+" (up to zTop)
** or "N" (N to N).  Returns 0, or -1 after a usage error.
*/
static int append_range(sqlite3_str *s, const char *zOpt, const char *zKey,
                        const char *z, const char *zTop){
  const char *zDash = strchr(z, '-');
  size_t n = strlen(z);
  if( n>0 && z[n-1]=='+' && is_number(z, n-1) ){
    sqlite3_str_appendf(s, ",\"%s\":[%.*s,%s]", zKey, (int)(n-1), z, zTop);
    return 0;
  }
  if( zDash==0 && is_number(z, n) ){
    sqlite3_str_appendf(s, ",\"%s\":[%s,%s]", zKey, z, z);
    return 0;
  }
  if( zDash && is_number(z, (size_t)(zDash-z))
   && is_number(zDash+1, strlen(zDash+1)) ){
    sqlite3_str_appendf(s, ",\"%s\":[%.*s,%s]", zKey, (int)(zDash-z), z,
                        zDash+1);
    return 0;
  }
  cli_usage_error("generate: %s must be LO-HI, LO+ or one number, not '%s'",
                  zOpt, z);
  return -1;
}

/* The options given on the command line as the generator's JSON, into
** a->zOptions.  Returns -1 to go on, or an exit code. */
static int build_options(GenArgs *a, const char *zRating, const char *zGrade,
                         const char *zSize, const char *zSym,
                         const char *zGivens, int bMinimal,
                         const char *zPattern, const char *zRules){
  sqlite3_str *s;
  const char *azText[3];
  char *z;
  int i, bNomem;
  azText[0] = zSym;
  azText[1] = zGrade;
  azText[2] = zPattern;
  for(i=0; i<3; i++){
    if( azText[i] && strpbrk(azText[i], "\"\\\t\n\r") ){
      return cli_usage_error("generate: '%s' has a quote, backslash or line "
                             "break", azText[i]);
    }
  }
  if( zSize && (!is_number(zSize, strlen(zSize)) || strchr(zSize, '.')) ){
    return cli_usage_error("generate: --size must be a side from 4 to 25, "
                           "not '%s'", zSize);
  }
  s = sqlite3_str_new(0);
  if( zSize ) sqlite3_str_appendf(s, ",\"size\":%s", zSize);
  if( zSym ) sqlite3_str_appendf(s, ",\"symmetry\":\"%s\"", zSym);
  if( bMinimal ) sqlite3_str_appendall(s, ",\"minimal\":true");
  if( (zGivens && append_range(s, "--givens", "givens", zGivens, "625"))
   || (zRating && append_range(s, "--rating", "rating", zRating, "20")) ){
    sqlite3_free(sqlite3_str_finish(s));
    return EXIT_USAGE;
  }
  if( zGrade ) sqlite3_str_appendf(s, ",\"grade\":\"%s\"", zGrade);
  if( zPattern ) sqlite3_str_appendf(s, ",\"pattern\":\"%s\"", zPattern);
  if( zRules ){         /* an object (rules_read): its keys, no braces */
    const char *zA = strchr(zRules, '{')+1, *zB = strrchr(zRules, '}');
    while( zA<zB && strchr(" \t\r\n", *zA) ) zA++;
    if( zA<zB ) sqlite3_str_appendf(s, ",%.*s", (int)(zB-zA), zA);
  }
  bNomem = sqlite3_str_errcode(s)!=SQLITE_OK;
  z = sqlite3_str_finish(s);
  a->zOptions = bNomem ? 0 : sqlite3_mprintf("{%s}", z ? z+1 : "");
  sqlite3_free(z);
  if( a->zOptions==0 ){
    fprintf(stderr, "sudokudb generate: out of memory\n");
    return EXIT_FAIL;
  }
  return -1;
}

/* Parse the command line into a and o.  Returns -1 to go on, else an
** exit code. */
static int parse_args(int argc, char **argv, GenArgs *a, GenOptions *o){
  const char *zN = 0, *zJobs = 0, *zBudget = 0, *zRating = 0, *zGrade = 0;
  const char *zSize = 0, *zSym = 0, *zGivens = 0, *zPattern = 0, *zSeed = 0;
  const char *zRules = 0;
  Rules r;
  int i = 1, rc, bMinimal = 0;
  char zErr[GEN_ERR_MAX];
  memset(a, 0, sizeof(*a));
  cli_set_help(zGenerateHelp);
  a->budget = GENERATE_BUDGET;
  a->zCollection = "generated";
  while( i<argc ){
    if( cli_is_help(argv[i]) ){
      fputs(zGenerateHelp, stdout);
      return EXIT_OK;
    }
    if( strcmp(argv[i], "--minimal")==0 ){
      bMinimal = 1;
      i++;
    }else if( (rc = args_value(argc, argv, &i, "--jobs", &zJobs))
     || (rc = args_value(argc, argv, &i, "--budget", &zBudget))
     || (rc = args_value(argc, argv, &i, "--collection", &a->zCollection))
     || (rc = args_value(argc, argv, &i, "--rating", &zRating))
     || (rc = args_value(argc, argv, &i, "--grade", &zGrade))
     || (rc = args_value(argc, argv, &i, "--size", &zSize))
     || (rc = args_value(argc, argv, &i, "--symmetry", &zSym))
     || (rc = args_value(argc, argv, &i, "--givens", &zGivens))
     || (rc = args_value(argc, argv, &i, "--pattern", &zPattern))
     || (rc = args_value(argc, argv, &i, "--rules", &zRules))
     || (rc = args_value(argc, argv, &i, "--seed", &zSeed))
     || (rc = args_value(argc, argv, &i, "--from", &a->zFrom)) ){
      if( rc<0 ) return EXIT_USAGE;
    }else if( (argv[i][0]=='-' && argv[i][1]!=0) || (a->zDb && zN) ){
      return cli_bad_argument("generate", argv[i]);
    }else if( a->zDb==0 ){
      a->zDb = argv[i++];
    }else{
      zN = argv[i++];
    }
  }
  if( a->zDb==0 ) return cli_missing("generate", "DB and N");
  if( zN==0 ){
    return cli_missing("generate", "N (how many puzzles to make)");
  }
  if( (a->nWant = args_positive("generate: N", zN))<0 ) return EXIT_USAGE;
  if( (a->nJobs = args_jobs(zJobs))<0 ) return EXIT_USAGE;
  if( zBudget && args_budget(zBudget, &a->budget) ) return EXIT_USAGE;
  if( zSeed ){
    char *zEnd = 0;
    a->seed = strtoll(zSeed, &zEnd, 10);
    if( zEnd==zSeed || *zEnd!=0 ){
      return cli_usage_error("generate: --seed must be an integer, not '%s'",
                             zSeed);
    }
    a->bSeed = 1;
  }
  if( a->zFrom && (zSize || zSym || zGivens || bMinimal || zPattern
                   || zRules) ){
    return cli_usage_error("generate: --from makes plain 9x9 puzzles by "
                           "local moves; --size, --symmetry, --givens, "
                           "--minimal, --pattern and --rules do not apply");
  }
  if( a->zFrom && !zRating && !zGrade ){
    return cli_usage_error("generate: --from needs a band: --rating LO-HI "
                           "or --grade G");
  }
  if( zRules && rules_read(&r, zRules, -1, zErr) ){
    return cli_usage_error("generate: --rules: %s", zErr);
  }
  rc = build_options(a, zRating, zGrade, zSize, zSym, zGivens, bMinimal,
                     zPattern, zRules);
  if( rc>=0 ) return rc;
  if( gen_options_parse(o, a->zOptions, -1, zErr) ){
    return cli_usage_error("generate: %s", zErr);
  }
  rules_normal(&o->rules, a->zRules);
  return -1;
}

/* The database side: the insert, the run's source row, counts. */
typedef struct GenStore GenStore;
struct GenStore {
  sqlite3 *db;
  sqlite3_stmt *pInsert;
  DbClass classes;            /* puzzle_class */
  sqlite3_int64 iCollection;
  sqlite3_int64 iSource;      /* 0 until the first row is stored */
  long long nNew, nDup;       /* rows inserted, seeds whose puzzle was
                              ** there already */
  long long nSaved, nDupSaved; /* the same, as of the last commit */
  int bInTrans;
};

/* The first seed: --seed, else one past the highest in the database. */
static int first_seed(GenStore *st, const GenArgs *a, sqlite3_int64 *pSeed){
  sqlite3_stmt *pStmt = 0;
  int rc;
  if( a->bSeed ){
    *pSeed = a->seed;
    return 0;
  }
  rc = sqlite3_prepare_v2(st->db, "SELECT coalesce(max(gen_seed)+1, 1) FROM "
                          "puzzle", -1, &pStmt, 0);
  if( rc==SQLITE_OK && sqlite3_step(pStmt)==SQLITE_ROW ){
    *pSeed = sqlite3_column_int64(pStmt, 0);
  }else{
    rc = SQLITE_ERROR;
  }
  sqlite3_finalize(pStmt);
  if( rc ) db_report(st->db, "generate", "reading the seeds");
  return rc;
}

/* Store one puzzle (INSERT OR IGNORE on the puzzle's text).  Returns 1
** when it is new, 0 when the database had it, -1 on error. */
static int store_row(GenStore *st, const GenArgs *a, const GenOut *g){
  sqlite3_stmt *p = st->pInsert;
  char zPuzzle[GRID_MAX_CELLS+1], zSolution[GRID_MAX_CELLS+1];
  int rc;
  if( !st->bInTrans ){
    if( db_exec(st->db, "generate", "BEGIN IMMEDIATE") ) return -1;
    st->bInTrans = 1;
  }
  if( st->iSource==0 && db_source_id(st->db, "generate", st->iCollection,
                                     "sudokudb generate", "generate",
                                     &st->iSource) ){
    return -1;
  }
  grid_format_line(&g->res.puzzle, GRID_ALPHA_AUTO, zPuzzle);
  grid_format_line(&g->res.solution, GRID_ALPHA_AUTO, zSolution);
  rc = db_bind_cells_key(p, 1, 15, zPuzzle, strlen(zPuzzle));
  if( rc==SQLITE_OK ) rc = db_bind_cells(p, 7, zSolution, strlen(zSolution));
  if( rc ){
    db_report_rc(st->db, "generate", "storing a puzzle", rc);
    return -1;
  }
  sqlite3_bind_int(p, 2, g->res.puzzle.side);
  sqlite3_bind_int(p, 3, grid_clues(&g->res.puzzle));
  sqlite3_bind_int64(p, 4, st->iCollection);
  sqlite3_bind_int64(p, 5, st->iSource);
  sqlite3_bind_int64(p, 6, st->nNew+1);
  if( g->res.score>=0 ){
    sqlite3_bind_int(p, 8, g->res.score);            /* tenths */
    sqlite3_bind_text(p, 9, grade_name(g->res.score), -1, SQLITE_STATIC);
    sqlite3_bind_int(p, 10, RATE_VERSION);
  }else{
    sqlite3_bind_null(p, 8);
    sqlite3_bind_null(p, 9);
    sqlite3_bind_null(p, 10);
  }
  sqlite3_bind_int64(p, 11, (sqlite3_int64)g->seed);
  sqlite3_bind_text(p, 12, a->zOptions, -1, SQLITE_STATIC);
  sqlite3_bind_int(p, 13, GEN_VERSION);
  sqlite3_bind_text(p, 14, a->zRules, -1, SQLITE_STATIC);
  if( a->zRules[0]==0 ){
    sqlite3_int64 iClass;
    if( db_class_of(&st->classes, &g->res.puzzle, &iClass) ) return -1;
    if( iClass ) sqlite3_bind_int64(p, 16, iClass);
    else sqlite3_bind_null(p, 16);
  }
  rc = sqlite3_step(p);
  sqlite3_reset(p);
  if( rc!=SQLITE_DONE ){
    db_report(st->db, "generate", "storing a puzzle");
    return -1;
  }
  return sqlite3_changes(st->db)>0;
}

/* Commit the open transaction, if any (after a failed insert too: the
** rows before it are kept).  Returns 0, or -1 when it is rolled back (by
** SQLite after the error, or here after a failed commit): its rows are
** not saved. */
static int store_commit(GenStore *st){
  if( !st->bInTrans ) return 0;
  st->bInTrans = 0;
  if( sqlite3_get_autocommit(st->db) ) return -1;
  if( db_exec(st->db, "generate", "COMMIT") ){
    sqlite3_exec(st->db, "ROLLBACK", 0, 0, 0);
    return -1;
  }
  st->nSaved = st->nNew;
  st->nDupSaved = st->nDup;
  return 0;
}

/* Why a seed gave no puzzle, for the message. */
static const char *gen_failure(int rc){
  switch( rc ){
    case GEN_NOMEM: return "out of memory";
    case GEN_NO_GRID: return "no grid of the size keeps the rules (the "
                             "empty grid has no solution under them)";
    case GEN_OVER_BUDGET: return "no puzzle meeting the options within "
                                 "--budget; raise it or relax the options";
    default: return "no puzzle meeting the options within the generator's "
                    "bound of search work; relax the options";
  }
}

/*
** Take the pool's puzzles in seed order and store the new ones, a batch
** per transaction, until N are stored, a seed fails, too many were
** there already, or Ctrl-C.  Returns an exit code.
*/
static int run(GenStore *st, const GenArgs *a, GenPool *pool){
  Progress prog;
  int rc = EXIT_OK, nInBatch = 0;
  progress_start(&prog, "generate", "generating", a->nWant, 1);
  while( st->nNew<a->nWant ){
    const GenOut *g = genpool_next(pool);
    int r;
    if( g->rc==GEN_CANCELLED || interrupt_seen() ) break;
    if( g->rc!=GEN_OK ){
      fprintf(stderr, "sudokudb generate: seed %lld: %s\n",
              (long long)g->seed, gen_failure(g->rc));
      rc = EXIT_FAIL;
      break;
    }
    if( (r = store_row(st, a, g))<0 ){
      rc = EXIT_FAIL;
      break;
    }
    if( r ){
      st->nNew++;
      nInBatch++;
    }else if( ++st->nDup > 1000 + 10*a->nWant ){
      fprintf(stderr, "sudokudb generate: %lld puzzles made were already in "
              "the database; these options allow few others\n",
              st->nDup);
      rc = EXIT_FAIL;
      break;
    }
    if( nInBatch>=GENERATE_BATCH ){
      if( store_commit(st) ){
        rc = EXIT_FAIL;
        break;
      }
      nInBatch = 0;
    }
    progress_update(&prog, st->nNew, st->nNew);
  }
  progress_end(&prog);
  if( store_commit(st) ) rc = EXIT_FAIL;
  return rc;
}

/* Open the database and prepare the insert.  Returns an exit code. */
static int store_open(GenStore *st, const GenArgs *a){
  int rc = db_open("generate", a->zDb, DB_OPEN_CREATE, &st->db);
  if( rc ) return rc;
  if( db_collection_id(st->db, a->zCollection, &st->iCollection)!=SQLITE_OK
   || sqlite3_prepare_v2(st->db,
        "INSERT INTO puzzle_store(cells, key, size, givens, consistent, "
        "collection_id, source_id, source_line, solution, solutions, rating10, "
        "grade, rater, gen_seed, gen_options, gen_version, rules, class_id)"
        " SELECT ?1, ?15, ?2, ?3, 1, ?4, ?5, ?6, ?7, 1, ?8, ?9, ?10, ?11, ?12,"
        " ?13, ?14, ?16 WHERE NOT EXISTS (SELECT 1 FROM puzzle_store"
        " WHERE key=?15 AND cells=?1 AND rules=?14)",
        -1,
        &st->pInsert, 0) ){
    db_report(st->db, "generate", "preparing the insert");
    return EXIT_FAIL;
  }
  return db_class_open(&st->classes, st->db, "generate") ? EXIT_FAIL : EXIT_OK;
}

/*
** The closing line, after an error too: the puzzles saved (committed)
** and the seeds they and the duplicates took (none when nothing was
** saved); after an interrupt, how many are saved.
*/
static void print_summary(const GenStore *st, const GenArgs *a,
                          sqlite3_int64 seed0, int rc, double t){
  long long nSeeds = st->nSaved + st->nDupSaved;
  printf("generate: %lld puzzles", st->nSaved);
  if( nSeeds>0 ){
    printf(", seeds %lld..%lld", (long long)seed0,
           (long long)seed0+nSeeds-1);
  }
  printf(", %lld already there, %d jobs, %.2f s, %.1f puzzles/s\n",
         st->nDupSaved, a->nJobs, t, t>0 ? (double)st->nSaved/t : 0.0);
  if( rc==EXIT_OK && interrupt_seen() ){
    fprintf(stderr, "sudokudb generate: interrupted; %lld puzzles are "
            "saved\n", st->nSaved);
  }
}

int cmd_generate(int argc, char **argv){
  GenArgs a;
  GenOptions o;
  GenStore st;
  GenPool *pool = 0;
  sqlite3_int64 seed0 = 0;
  double t0 = clock_seconds();
  int rc = parse_args(argc, argv, &a, &o);
  if( rc>=0 ){
    sqlite3_free(a.zOptions);
    return rc;
  }
  if( a.zFrom ){
    GenFromArgs f;
    f.zDb = a.zDb;
    f.nWant = a.nWant;
    f.zFrom = a.zFrom;
    f.zCollection = a.zCollection;
    f.o = &o;
    f.seed0 = (unsigned long long)(a.bSeed ? a.seed : 1);
    f.budget = a.budget;
    f.nJobs = a.nJobs;
    rc = genfrom_run(&f);
    sqlite3_free(a.zOptions);
    return rc;
  }
  memset(&st, 0, sizeof(st));
  rc = store_open(&st, &a);
  if( rc==EXIT_OK && first_seed(&st, &a, &seed0) ) rc = EXIT_FAIL;
  if( rc==EXIT_OK ){
    interrupt_catch();
    pool = genpool_start(&o, (unsigned long long)seed0, a.budget, a.nJobs,
                         interrupt_seen, 0, 0);
    if( pool==0 ){
      fprintf(stderr, "sudokudb generate: out of memory, or cannot start "
              "a thread\n");
      rc = EXIT_FAIL;
    }
  }
  if( rc==EXIT_OK ){
    double t;
    rc = run(&st, &a, pool);
    genpool_stop(pool);
    t = clock_seconds()-t0;
    print_summary(&st, &a, seed0, rc, t);
    if( rc==EXIT_OK && interrupt_seen() ) rc = EXIT_FAIL;
  }
  sqlite3_finalize(st.pInsert);
  db_class_close(&st.classes);
  if( st.db ) db_close_for_readers(st.db, "generate");
  sqlite3_free(a.zOptions);
  return rc;
}
