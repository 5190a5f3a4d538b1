/* SPDX-License-Identifier: MIT */
/*
** gen_from.c: `sudokudb generate DB N --rating LO-HI --from COLLECTION`
** (gen_from.h): new puzzles by local moves from the puzzles of a
** collection, as those who hunt the hardest puzzles make them.
**
** Neighbour i (seed S+i) moves from the collection's puzzle i mod n (the
** hardest first) with 1, 2 or 3 givens taken away (by pass) and givens
** added until the puzzle has one solution again (gen_local).  A
** neighbour whose canonical form (sudoku_canonical) some collection of
** the database holds, or that this run made already, is dropped; the
** others are rated, and those in the band stored with the seed puzzle's
** id (gen_from) and the moves (gen_moves).  The neighbours are made on
** the threads of genpool and taken in seed order, so the rows do not
** depend on --jobs.
*/
#include "gen_from.h"
#include "cli.h"
#include "args.h"
#include "buf.h"
#include "canon.h"
#include "db.h"
#include "genpool.h"
#include "grade.h"
#include "progress.h"
#include "rate.h"
#include "solve.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

/* Neighbours in a row without a new puzzle after which the run gives up:
** the band is out of reach of the collection's puzzles. */
#define FROM_MISS_MAX 500

/* Passes over the seeds take away 1, 2, ... FROM_REMOVE_MAX givens. */
#define FROM_REMOVE_MAX 3

/* A set of canonical 9x9 grids (81 values each): open addressing. */
typedef struct CanonSet CanonSet;
struct CanonSet {
  unsigned char (*a)[81];     /* nSlot keys; all 0: empty */
  size_t nSlot, nUsed;
};

/* The hash of a key. */
static size_t canon_hash(const unsigned char *k){
  unsigned long long h = 14695981039346656037ULL;
  int i;
  for(i=0; i<81; i++) h = (h ^ k[i])*1099511628211ULL;
  return (size_t)h;
}

/* The slot of key k in s: where it is, or the empty one it would go. */
static unsigned char *canon_slot(const CanonSet *s, const unsigned char *k){
  static const unsigned char zero[81];
  size_t i = canon_hash(k) & (s->nSlot-1);
  while( memcmp(s->a[i], zero, 81) && memcmp(s->a[i], k, 81) ){
    i = (i+1) & (s->nSlot-1);
  }
  return s->a[i];
}

/* 1 when k is in s. */
static int canon_has(const CanonSet *s, const unsigned char *k){
  return s->nSlot && memcmp(canon_slot(s, k), k, 81)==0;
}

/* Add k to s (growing it at half full).  Returns 0, or -1 out of
** memory. */
static int canon_add(CanonSet *s, const unsigned char *k){
  if( 2*(s->nUsed+1) > s->nSlot ){
    CanonSet t;
    size_t i;
    static const unsigned char zero[81];
    t.nSlot = s->nSlot ? 2*s->nSlot : 1024;
    t.nUsed = 0;
    t.a = calloc(t.nSlot, 81);
    if( t.a==0 ) return -1;
    for(i=0; i<s->nSlot; i++){
      if( memcmp(s->a[i], zero, 81) ) memcpy(canon_slot(&t, s->a[i]), s->a[i], 81);
    }
    t.nUsed = s->nUsed;
    free(s->a);
    *s = t;
  }
  if( !canon_has(s, k) ){
    memcpy(canon_slot(s, k), k, 81);
    s->nUsed++;
  }
  return 0;
}

/* A puzzle of the collection to move from. */
typedef struct FromSeed FromSeed;
struct FromSeed {
  sqlite3_int64 id;
  Grid puzzle;
};

/* The run's state the threads share (read only while they run). */
typedef struct GenFrom GenFrom;
struct GenFrom {
  const GenFromArgs *a;
  FromSeed *aSeed;
  int nSeed;
  CanonSet known;             /* the database's 9x9 canonical forms */
};

/* The canonical form of g as a key (0 for an empty cell). */
static void canon_key(const Grid *g, unsigned char *k){
  Grid c;
  canon_grid(g, &c);
  memcpy(k, c.v, 81);
}

/* genpool's maker: neighbour out->seed - seed0, rated when new. */
static void from_make(void *pArg, GenOut *out, Work *w){
  GenFrom *f = (GenFrom*)pArg;
  unsigned long long i = out->seed - f->a->seed0;
  int nRemove = 1 + (int)((i / (unsigned long long)f->nSeed)
                          % FROM_REMOVE_MAX);
  int r, score;
  out->iFrom = (int)(i % (unsigned long long)f->nSeed);
  out->bKnown = 0;
  out->res.score = -1;
  r = gen_local(&f->aSeed[out->iFrom].puzzle, out->seed, nRemove, w,
                &out->res.puzzle, &out->res.solution, out->zMoves);
  if( r<=0 ){
    out->rc = r<0 ? GEN_OVER_BUDGET : GEN_NOT_FOUND;
    return;
  }
  canon_key(&out->res.puzzle, out->aCanon);
  if( canon_has(&f->known, out->aCanon) ){
    out->bKnown = 1;
    out->rc = GEN_NOT_FOUND;
    return;
  }
  r = gen_rate_upto(&out->res.puzzle, &out->res.solution, f->a->o->rateHi,
                    w, &score);
  if( r!=RATE_OK ){
    out->rc = r==RATE_NOMEM ? GEN_NOMEM : GEN_OVER_BUDGET;
    return;
  }
  out->res.score = score;
  out->rc = score>=f->a->o->rateLo && score<=f->a->o->rateHi
            ? GEN_OK : GEN_NOT_FOUND;
}

/* Read the collection's 9x9 puzzles with one solution, the hardest
** first, into f->aSeed.  Returns 0, or -1 after a message. */
static int load_seeds(sqlite3 *db, GenFrom *f){
  sqlite3_stmt *p = 0;
  int rc, nAlloc = 0;
  rc = sqlite3_prepare_v2(db, "SELECT p.id, p.puzzle FROM puzzle p "
      "JOIN collection c ON c.id=p.collection_id WHERE c.name=?1 "
      "AND p.size=9 AND p.rules='' AND p.consistent=1 "
      "AND coalesce(p.solutions, 1)=1 "
      "ORDER BY p.rating IS NULL, p.rating DESC, p.id", -1, &p, 0);
  if( rc==SQLITE_OK ){
    sqlite3_bind_text(p, 1, f->a->zFrom, -1, SQLITE_STATIC);
  }
  while( rc==SQLITE_OK && (rc = sqlite3_step(p))==SQLITE_ROW ){
    const char *z = (const char*)sqlite3_column_text(p, 1);
    char zErr[GRID_ERR_MAX];
    FromSeed s;
    rc = SQLITE_OK;
    s.id = sqlite3_column_int64(p, 0);
    if( z==0 || grid_parse(&s.puzzle, z, strlen(z), GRID_ALPHA_AUTO, zErr)
     || solve_grid(&s.puzzle, 2, 0, 0, 0)!=1 ){
      continue;
    }
    if( !buf_room(&f->aSeed, &nAlloc, f->nSeed+1, sizeof(FromSeed), 64) ){
      rc = SQLITE_NOMEM;
      break;
    }
    f->aSeed[f->nSeed++] = s;
  }
  sqlite3_finalize(p);
  if( rc!=SQLITE_DONE ){
    db_report(db, "generate", "reading the puzzles to move from");
    return -1;
  }
  if( f->nSeed==0 ){
    fprintf(stderr, "sudokudb generate: collection '%s' has no 9x9 puzzle "
            "with one solution to move from\n", f->a->zFrom);
    return -1;
  }
  return 0;
}

/* The canonical forms of the database's plain 9x9 puzzles into
** f->known.  Returns 0, or -1 after a message. */
static int load_known(sqlite3 *db, GenFrom *f){
  sqlite3_stmt *p = 0;
  int rc = sqlite3_prepare_v2(db, "SELECT puzzle FROM puzzle WHERE size=9 "
                              "AND rules=''", -1, &p, 0);
  while( rc==SQLITE_OK && (rc = sqlite3_step(p))==SQLITE_ROW ){
    const char *z = (const char*)sqlite3_column_text(p, 0);
    char zErr[GRID_ERR_MAX];
    unsigned char key[81];
    Grid g;
    rc = SQLITE_OK;
    if( z==0 || grid_parse(&g, z, strlen(z), GRID_ALPHA_AUTO, zErr) ){
      continue;
    }
    canon_key(&g, key);
    if( canon_add(&f->known, key) ) rc = SQLITE_NOMEM;
  }
  sqlite3_finalize(p);
  if( rc!=SQLITE_DONE ){
    db_report(db, "generate", "reading the puzzles of the database");
    return -1;
  }
  return 0;
}

/* The database side of the run. */
typedef struct FromStore FromStore;
struct FromStore {
  sqlite3 *db;
  sqlite3_stmt *pInsert;
  DbClass classes;            /* puzzle_class */
  sqlite3_int64 iCollection, iSource;
  long long nNew;             /* rows stored (each committed) */
};

/* Open the database, check the collection moved from, prepare the
** insert.  Returns an exit code. */
static int store_open(FromStore *st, const GenFromArgs *a){
  int rc = db_open("generate", a->zDb, DB_OPEN_EXISTING, &st->db);
  if( rc ) return rc;
  if( db_check_collection(st->db, "generate", a->zFrom) ) return EXIT_FAIL;
  if( db_collection_id(st->db, a->zCollection, &st->iCollection)!=SQLITE_OK
   || sqlite3_prepare_v2(st->db,
        "INSERT INTO puzzle_store(cells, key, size, givens, consistent, "
        "collection_id, source_id, source_line, solution, solutions, rating10, "
        "grade, rater, gen_from, gen_moves, rules, class_id) SELECT ?1, ?12,"
        " 9, ?2, 1, ?3, ?4, ?5, ?6, 1, ?7, ?8, ?9, ?10, ?11, '', ?13 WHERE NOT"
        " EXISTS (SELECT 1 FROM puzzle_store WHERE key=?12 AND cells=?1 AND"
        " rules='')", -1,
        &st->pInsert, 0) ){
    db_report(st->db, "generate", "preparing the insert");
    return EXIT_FAIL;
  }
  return db_class_open(&st->classes, st->db, "generate") ? EXIT_FAIL : EXIT_OK;
}

/* Store one new puzzle in a transaction of its own.  Returns 1 stored, 0
** when the puzzle's text was there, -1 on error. */
static int store_row(FromStore *st, const GenFrom *f, const GenOut *g){
  sqlite3_stmt *p = st->pInsert;
  char zPuzzle[82], zSolution[82];
  sqlite3_int64 iClass;
  int rc, bNew;
  if( db_exec(st->db, "generate", "BEGIN IMMEDIATE") ) return -1;
  if( st->iSource==0 ){
    char *zFile = sqlite3_mprintf("sudokudb generate --from %s", f->a->zFrom);
    if( zFile==0 || db_source_id(st->db, "generate", st->iCollection, zFile,
                                 "generate", &st->iSource) ){
      if( zFile==0 ) fputs("sudokudb generate: out of memory\n", stderr);
      sqlite3_free(zFile);
      sqlite3_exec(st->db, "ROLLBACK", 0, 0, 0);
      return -1;
    }
    sqlite3_free(zFile);
  }
  grid_format_line(&g->res.puzzle, GRID_ALPHA_AUTO, zPuzzle);
  grid_format_line(&g->res.solution, GRID_ALPHA_AUTO, zSolution);
  rc = db_bind_cells_key(p, 1, 12, zPuzzle, strlen(zPuzzle));
  if( rc==SQLITE_OK ) rc = db_bind_cells(p, 6, zSolution, strlen(zSolution));
  if( rc ){
    db_report_rc(st->db, "generate", "storing a puzzle", rc);
    sqlite3_exec(st->db, "ROLLBACK", 0, 0, 0);
    return -1;
  }
  sqlite3_bind_int(p, 2, grid_clues(&g->res.puzzle));
  sqlite3_bind_int64(p, 3, st->iCollection);
  sqlite3_bind_int64(p, 4, st->iSource);
  sqlite3_bind_int64(p, 5, st->nNew+1);
  sqlite3_bind_int(p, 7, g->res.score);              /* tenths */
  sqlite3_bind_text(p, 8, grade_name(g->res.score), -1, SQLITE_STATIC);
  sqlite3_bind_int(p, 9, RATE_VERSION);
  sqlite3_bind_int64(p, 10, f->aSeed[g->iFrom].id);
  sqlite3_bind_text(p, 11, g->zMoves, -1, SQLITE_STATIC);
  rc = db_class_of(&st->classes, &g->res.puzzle, &iClass);
  if( rc ){
    sqlite3_exec(st->db, "ROLLBACK", 0, 0, 0);
    return -1;
  }
  if( iClass ) sqlite3_bind_int64(p, 13, iClass);
  else sqlite3_bind_null(p, 13);
  rc = sqlite3_step(p);
  sqlite3_reset(p);
  bNew = sqlite3_changes(st->db)>0;
  if( rc!=SQLITE_DONE || db_exec(st->db, "generate", "COMMIT") ){
    db_report(st->db, "generate", "storing a puzzle");
    sqlite3_exec(st->db, "ROLLBACK", 0, 0, 0);
    return -1;
  }
  if( bNew ) st->nNew++;
  return bNew;
}

/* Counts of the run, for the closing line. */
typedef struct FromCount FromCount;
struct FromCount {
  long long nTried;     /* neighbours taken */
  long long nKnown;     /* already in the database or made before */
  long long nOver;      /* over --budget */
  long long nMiss;      /* in a row since the last new puzzle */
};

/*
** Take the neighbours in seed order and store the new ones in the band
** until N are stored, an error, FROM_MISS_MAX neighbours in a row give
** none, or Ctrl-C.  Returns an exit code.
*/
static int run(FromStore *st, GenFrom *f, GenPool *pool, FromCount *n){
  const GenFromArgs *a = f->a;
  CanonSet made;
  Progress prog;
  int rc = EXIT_OK;
  memset(&made, 0, sizeof(made));
  progress_start(&prog, "generate", "generating", a->nWant, 1);
  while( st->nNew<a->nWant ){
    const GenOut *g = genpool_next(pool);
    if( interrupt_seen() ) break;
    n->nTried++;
    n->nMiss++;
    if( g->rc==GEN_NOMEM ){
      fprintf(stderr, "sudokudb generate: out of memory\n");
      rc = EXIT_FAIL;
      break;
    }
    if( g->bKnown ) n->nKnown++;
    if( g->rc==GEN_OVER_BUDGET ) n->nOver++;
    if( g->rc==GEN_OK ){
      int r;
      if( canon_has(&made, g->aCanon) ){
        n->nKnown++;
      }else if( canon_add(&made, g->aCanon) || (r = store_row(st, f, g))<0 ){
        rc = EXIT_FAIL;
        break;
      }else if( r ){
        n->nMiss = 0;
      }
    }
    if( n->nMiss>=FROM_MISS_MAX ){
      fprintf(stderr, "sudokudb generate: none of the last %d neighbours of "
              "the puzzles of '%s' was new and rated %.1f to %.1f (%lld over "
              "--budget); the band is out of their reach: choose one nearer "
              "their ratings, or more puzzles to move from\n",
              FROM_MISS_MAX, a->zFrom, a->o->rateLo/10.0, a->o->rateHi/10.0,
              n->nOver);
      rc = EXIT_FAIL;
      break;
    }
    progress_update(&prog, st->nNew, st->nNew);
  }
  progress_end(&prog);
  free(made.a);
  return rc;
}

int genfrom_run(const GenFromArgs *a){
  FromStore st;
  GenFrom f;
  FromCount n;
  GenPool *pool = 0;
  int (*xHostTest)(void) = work_interrupted;
  double t0 = clock_seconds(), t;
  int rc;
  memset(&st, 0, sizeof(st));
  memset(&f, 0, sizeof(f));
  memset(&n, 0, sizeof(n));
  f.a = a;
  rc = store_open(&st, a);
  if( rc==EXIT_OK && (load_seeds(st.db, &f) || load_known(st.db, &f)) ){
    rc = EXIT_FAIL;
  }
  if( rc==EXIT_OK ){
    interrupt_catch();
    work_interrupted = interrupt_seen;
    pool = genpool_start(a->o, a->seed0, a->budget, a->nJobs, interrupt_seen,
                         from_make, &f);
    if( pool==0 ){
      fprintf(stderr, "sudokudb generate: out of memory, or cannot start "
              "a thread\n");
      rc = EXIT_FAIL;
    }
  }
  if( rc==EXIT_OK ){
    rc = run(&st, &f, pool, &n);
    genpool_stop(pool);
    t = clock_seconds()-t0;
    printf("generate: %lld puzzles from %d of '%s', %lld neighbours tried, "
           "%lld known, %lld over budget, %d jobs, %.2f s, %.3f puzzles/s\n",
           st.nNew, f.nSeed, a->zFrom, n.nTried, n.nKnown, n.nOver, a->nJobs,
           t, t>0 ? (double)st.nNew/t : 0.0);
    if( rc==EXIT_OK && interrupt_seen() ){
      fprintf(stderr, "sudokudb generate: interrupted; %lld puzzles are "
              "saved\n", st.nNew);
      rc = EXIT_FAIL;
    }
  }
  work_interrupted = xHostTest;
  sqlite3_finalize(st.pInsert);
  db_class_close(&st.classes);
  if( st.db ) db_close_for_readers(st.db, "generate");
  free(f.aSeed);
  free(f.known.a);
  return rc;
}
