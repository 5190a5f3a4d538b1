/* SPDX-License-Identifier: MIT */
/*
** db.c: open a database for a sudokudb command, creating or checking the
** schema (schema/schema.sql, versioned with PRAGMA user_version).
*/
#include "cli.h"
#include "db.h"
#include "writebehind.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* How long a connection waits for another's lock before "database is
** locked". */
#define DB_BUSY_MS 10000

/*
** The system's reason (errno) for the last I/O error of db: SQLite's
** record of it, or else, as SQLite 3.40 keeps none for a failed commit,
** the errno this thread was left with, if it is one that only a failed
** write gives.  0 when unknown.  Call it first thing after the error.
*/
static int io_errno(sqlite3 *db){
  int e = errno;
  int eSqlite = sqlite3_system_errno(db);
  if( eSqlite ) return eSqlite;
  return e==EFBIG || e==ENOSPC || e==EDQUOT || e==EIO ? e : 0;
}

/*
** Print "sudokudb CMD: [WHAT: ]MESSAGE" for the last error of db, and
** what it means where SQLite's words are short: for an I/O error the
** file and the system's reason (a file size limit says so: EFBIG), for a
** damaged file which one, for a lock the writer that holds it.  Either
** way nothing committed is lost.
*/
static void print_error(sqlite3 *db, const char *zCmd, const char *zWhat,
                        const char *zMsg){
  int e = io_errno(db);
  int rc = sqlite3_extended_errcode(db) & 0xff;
  fprintf(stderr, "sudokudb %s: %s%s%s", zCmd, zWhat ? zWhat : "",
          zWhat ? ": " : "", zMsg);
  if( rc==SQLITE_IOERR || rc==SQLITE_FULL ){
    if( rc==SQLITE_IOERR && e ){
      fprintf(stderr, ": %s%s", strerror(e), e==EFBIG ? " (EFBIG: the file"
              " size limit, ulimit -f, was reached)" : "");
    }
    fprintf(stderr, " on %s; what was committed before is kept",
            sqlite3_db_filename(db, "main"));
  }else if( rc==SQLITE_CORRUPT ){
    fprintf(stderr, " in %s (the file is damaged: cut short or overwritten;"
            " the sqlite3 shell's .recover may save its rows)",
            sqlite3_db_filename(db, "main"));
  }else if( rc==SQLITE_BUSY ){
    fprintf(stderr, " (another program held the write lock for more than "
            "%d s: an import holds it until it ends; what was committed "
            "before is kept, run this again after it)", DB_BUSY_MS/1000);
  }
  fputc('\n', stderr);
}

void db_report(sqlite3 *db, const char *zCmd, const char *zWhat){
  print_error(db, zCmd, zWhat, sqlite3_errmsg(db));
}

int db_exec(sqlite3 *db, const char *zCmd, const char *zSql){
  char *zErr = 0;
  int rc = sqlite3_exec(db, zSql, 0, 0, &zErr);
  if( rc!=SQLITE_OK ){
    print_error(db, zCmd, 0, zErr ? zErr : sqlite3_errstr(rc));
  }
  sqlite3_free(zErr);
  return rc;
}

/* The single integer that zSql returns, or -1 on error. */
static sqlite3_int64 query_int(sqlite3 *db, const char *zSql){
  sqlite3_stmt *pStmt = 0;
  sqlite3_int64 v = -1;
  if( sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0)==SQLITE_OK
   && sqlite3_step(pStmt)==SQLITE_ROW ){
    v = sqlite3_column_int64(pStmt, 0);
  }
  sqlite3_finalize(pStmt);
  return v;
}

/*
** Create the schema in an empty database, inside one transaction so that
** two commands starting at once cannot both do it.  Returns an exit code.
*/
static int create_schema(sqlite3 *db, const char *zCmd, const char *zPath){
  sqlite3_int64 v, nTable = 0;
  if( db_exec(db, zCmd, "BEGIN IMMEDIATE") ) return EXIT_FAIL;
  v = query_int(db, "PRAGMA user_version");
  if( v==0 ) nTable = query_int(db, "SELECT count(*) FROM sqlite_schema");
  if( v<0 || nTable<0 ){
    db_report(db, zCmd, zPath);
    sqlite3_exec(db, "ROLLBACK", 0, 0, 0);
    return EXIT_FAIL;
  }
  if( v==0 ){
    if( nTable!=0 ){
      db_exec(db, zCmd, "ROLLBACK");
      fprintf(stderr, "sudokudb %s: %s is an SQLite database without the "
              "sudokudb schema; name a new file instead\n", zCmd, zPath);
      return EXIT_FAIL;
    }
    if( db_exec(db, zCmd, db_schema_sql) ){
      db_exec(db, zCmd, "ROLLBACK");
      return EXIT_FAIL;
    }
  }
  return db_exec(db, zCmd, "COMMIT") ? EXIT_FAIL : EXIT_OK;
}

/*
** Upgrades of the schema: azUpgrade[v-1] takes version v to v+1.  Each
** runs in the transaction of upgrade_schema, which re-reads the version
** first, so two commands opening an old database at once upgrade it once.
*/
static const char *const azUpgrade[] = {
  /* 1 -> 2: puzzle_by_rating holds rated rows only (an import no longer
  ** indexes a million NULLs; rating queries say rating IS NOT NULL or
  ** compare it, which implies that). */
  "DROP INDEX IF EXISTS puzzle_by_rating;"
  "CREATE INDEX puzzle_by_rating ON puzzle(rating) WHERE rating IS NOT NULL;"
  "PRAGMA user_version=2;",
  /* 2 -> 3: rater, the rater version of each rating, so that sudokudb
  ** rate re-rates rows an older rater rated (rater NULL). */
  "ALTER TABLE puzzle ADD COLUMN rater INTEGER;"
  "PRAGMA user_version=3;",
  /* 3 -> 4: gen_seed and gen_options, what sudokudb generate made a
  ** puzzle from (sudoku_generate(gen_seed, gen_options) makes it again);
  ** NULL for the rows there are, all imported. */
  "ALTER TABLE puzzle ADD COLUMN gen_seed INTEGER;"
  "ALTER TABLE puzzle ADD COLUMN gen_options TEXT;"
  "PRAGMA user_version=4;",
  /* 4 -> 5: gen_version, the generator's version (a seed gives its puzzle
  ** again only with the same one).  The rows there are came from version
  ** 1, the only one before schema 5. */
  "ALTER TABLE puzzle ADD COLUMN gen_version INTEGER;"
  "UPDATE puzzle SET gen_version=1 WHERE gen_seed IS NOT NULL;"
  "PRAGMA user_version=5;",
  /* 5 -> 6: rules, the rules of a variant in their normal form ('' for
  ** the plain sudoku every row there is), and the unique key on (puzzle,
  ** rules) so that a collection holds the same grid under other rules. */
  "ALTER TABLE puzzle ADD COLUMN rules TEXT NOT NULL DEFAULT '';"
  "DROP INDEX puzzle_key;"
  "CREATE UNIQUE INDEX puzzle_key ON puzzle(puzzle, rules);"
  "PRAGMA user_version=6;",
  /* 6 -> 7: ep and ed, the pearl and diamond ratings beside rating; NULL
  ** for the rows rated before, which sudokudb rate rates again. */
  "ALTER TABLE puzzle ADD COLUMN ep REAL;"
  "ALTER TABLE puzzle ADD COLUMN ed REAL;"
  "PRAGMA user_version=7;",
  /* 7 -> 8: gen_from and gen_moves, the puzzle (its id) and the moves
  ** that sudokudb generate --from made a row from; NULL for the rows
  ** there are. */
  "ALTER TABLE puzzle ADD COLUMN gen_from INTEGER;"
  "ALTER TABLE puzzle ADD COLUMN gen_moves TEXT;"
  "PRAGMA user_version=8;",
  /* 8 -> 9: canon and canon_version, the canonical form up to symmetry
  ** (sudoku_canonical) and the version that made it, with an index to
  ** find a puzzle's class.  Left NULL for the rows there are: sudokudb
  ** canon fills them (a form takes a few microseconds, too long for an
  ** upgrade that every command may run). */
  "ALTER TABLE puzzle ADD COLUMN canon TEXT;"
  "ALTER TABLE puzzle ADD COLUMN canon_version INTEGER;"
  "CREATE INDEX puzzle_by_canon ON puzzle(canon) WHERE canon IS NOT NULL;"
  "PRAGMA user_version=9;",
};
_Static_assert(sizeof(azUpgrade)/sizeof(azUpgrade[0])==DB_SCHEMA_VERSION-1,
               "one upgrade per schema version after the first");

/* Bring a database of an older schema version up to this build's.
** Returns an exit code. */
static int upgrade_schema(sqlite3 *db, const char *zCmd){
  sqlite3_int64 v;
  if( db_exec(db, zCmd, "BEGIN IMMEDIATE") ) return EXIT_FAIL;
  v = query_int(db, "PRAGMA user_version");
  if( v<0 ){
    db_report(db, zCmd, "reading the schema version");
    sqlite3_exec(db, "ROLLBACK", 0, 0, 0);
    return EXIT_FAIL;
  }
  while( v>=1 && v<DB_SCHEMA_VERSION ){
    if( db_exec(db, zCmd, azUpgrade[v-1]) ){
      db_exec(db, zCmd, "ROLLBACK");
      return EXIT_FAIL;
    }
    v++;
  }
  return db_exec(db, zCmd, "COMMIT") ? EXIT_FAIL : EXIT_OK;
}

/* Check (and create or upgrade when allowed) the schema.  Returns an exit
** code. */
static int check_schema(sqlite3 *db, const char *zCmd, const char *zPath,
                        int eMode){
  sqlite3_int64 v = query_int(db, "PRAGMA user_version");
  if( v<0 ){
    db_report(db, zCmd, zPath);
    return EXIT_FAIL;
  }
  if( v==0 && eMode==DB_OPEN_CREATE ) return create_schema(db, zCmd, zPath);
  if( v==0 ){
    fprintf(stderr, "sudokudb %s: %s has no sudokudb schema; create it with "
            "`sudokudb import %s FILE...`\n", zCmd, zPath, zPath);
    return EXIT_FAIL;
  }
  if( v>DB_SCHEMA_VERSION ){
    fprintf(stderr, "sudokudb %s: %s has schema version %lld, newer than "
            "this sudokudb understands (%d); use a newer sudokudb\n",
            zCmd, zPath, v, DB_SCHEMA_VERSION);
    return EXIT_FAIL;
  }
  if( v<DB_SCHEMA_VERSION ) return upgrade_schema(db, zCmd);
  return EXIT_OK;
}

/*
** Set the journal mode (PRAGMA journal_mode=zMode).  Leaving or entering
** WAL needs the database to ourselves: when another connection has it
** open, the mode stays as it is and this is not an error.  Returns an
** SQLite result code (after a message).
*/
static int db_set_journal(sqlite3 *db, const char *zCmd, const char *zMode){
  char zSql[64];
  int rc;
  snprintf(zSql, sizeof(zSql), "PRAGMA journal_mode=%s", zMode);
  rc = sqlite3_exec(db, zSql, 0, 0, 0);
  if( rc==SQLITE_BUSY || rc==SQLITE_LOCKED ) rc = SQLITE_OK;
  if( rc ) db_report(db, zCmd, "setting the journal mode");
  return rc;
}

/* Room for a file name. */
#define DB_PATH_MAX 4096

/* The value of hex digit c, or -1. */
static int hex_value(char c){
  if( c>='0' && c<='9' ) return c-'0';
  if( c>='a' && c<='f' ) return c-'a'+10;
  if( c>='A' && c<='F' ) return c-'A'+10;
  return -1;
}

/* The file a database name stands for: for a "file:" URI its path (the
** authority dropped, up to '?' or '#', %XX decoded) in z[0..n-1];
** otherwise zName itself. */
static const char *file_of(const char *zName, char *z, size_t n){
  const char *zIn = zName+5;
  size_t k = 0;
  if( strncmp(zName, "file:", 5)!=0 ) return zName;
  if( zIn[0]=='/' && zIn[1]=='/' ){
    zIn += 2;
    while( *zIn && *zIn!='/' ) zIn++;     /* "localhost", or empty */
  }
  while( *zIn && *zIn!='?' && *zIn!='#' && k+1<n ){
    if( zIn[0]=='%' && hex_value(zIn[1])>=0 && hex_value(zIn[2])>=0 ){
      z[k++] = (char)(hex_value(zIn[1])*16 + hex_value(zIn[2]));
      zIn += 3;
    }else{
      z[k++] = *zIn++;
    }
  }
  z[k] = 0;
  return z;
}

int db_exists(const char *zName){
  char zFile[DB_PATH_MAX];
  return strcmp(zName, ":memory:")==0
      || access(file_of(zName, zFile, sizeof(zFile)), F_OK)==0;
}

/* 0 when zPath is a file of some bytes that does not start as an SQLite
** database does (a puzzle file named where the database belongs); 1 for
** a database, an empty file, a missing file, or one that cannot be read
** (opening it says why). */
static int is_sqlite_file(const char *zPath){
  static const char zMagic[16] = "SQLite format 3";
  char aHead[16];
  size_t n;
  FILE *in = strcmp(zPath, ":memory:")==0 ? 0 : fopen(zPath, "rb");
  if( in==0 ) return 1;
  n = fread(aHead, 1, sizeof(aHead), in);
  fclose(in);
  return n==0 || (n==sizeof(aHead) && memcmp(aHead, zMagic, 16)==0);
}

int db_check_file(const char *zCmd, const char *zPath){
  char zFile[DB_PATH_MAX];
  if( is_sqlite_file(file_of(zPath, zFile, sizeof(zFile))) ) return EXIT_OK;
  fprintf(stderr, "sudokudb %s: %s is not a database (not an SQLite file); "
          "the database comes first\n", zCmd, zPath);
  cli_print_usage();
  return EXIT_USAGE;
}

/*
** 1 when db cannot be read because it cannot be written (a WAL database
** whose index file cannot be made: a read-only folder or file), and it
** can be read as immutable instead: a plain file name, no log beside it
** with anything in it (immutable reads the database file alone).
*/
static int needs_immutable(sqlite3 *db, const char *zPath){
  char zWal[DB_PATH_MAX];
  struct stat st;
  int rc = sqlite3_exec(db, "SELECT 1 FROM sqlite_schema LIMIT 1", 0, 0, 0);
  rc &= 0xff;
  if( rc!=SQLITE_READONLY && rc!=SQLITE_CANTOPEN ) return 0;
  if( strncmp(zPath, "file:", 5)==0 ) return 0;
  snprintf(zWal, sizeof(zWal), "%s-wal", zPath);
  return stat(zWal, &st)!=0 || st.st_size==0;
}

/* zPath as the URI "file:PATH?immutable=1" (sqlite3_malloc), or NULL. */
static char *immutable_uri(const char *zPath){
  sqlite3_str *s = sqlite3_str_new(0);
  const unsigned char *z;
  sqlite3_str_appendall(s, "file:");
  for(z=(const unsigned char*)zPath; *z; z++){
    if( *z=='%' || *z=='?' || *z=='#' || *z<=' ' || *z>=0x7f ){
      sqlite3_str_appendf(s, "%%%02X", *z);
    }else{
      sqlite3_str_appendchar(s, 1, (char)*z);
    }
  }
  sqlite3_str_appendall(s, "?immutable=1");
  return sqlite3_str_finish(s);
}

/* Connections are used by one thread each: no SQLite mutexes needed. */
int db_open(const char *zCmd, const char *zPath, int eMode, sqlite3 **pDb){
  sqlite3 *db = 0;
  int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI;
  const char *zVfs = 0;
  int rc;
  *pDb = 0;
  if( eMode & DB_OPEN_WRITE_BEHIND ){
    if( writebehind_register() ){
      fprintf(stderr, "sudokudb %s: cannot set up the writer thread\n", zCmd);
      return EXIT_FAIL;
    }
    zVfs = WRITEBEHIND_VFS;
  }
  eMode &= DB_OPEN_MODE;
  if( eMode==DB_OPEN_CREATE || eMode==DB_OPEN_ANY ){
    flags |= SQLITE_OPEN_CREATE;
  }
  if( (eMode==DB_OPEN_EXISTING || eMode==DB_OPEN_READ) && !db_exists(zPath) ){
    fprintf(stderr, "sudokudb %s: no database %s; create it with "
            "`sudokudb import %s FILE...`\n", zCmd, zPath, zPath);
    return EXIT_FAIL;
  }
  if( (rc = db_check_file(zCmd, zPath))!=EXIT_OK ) return rc;
  if( sqlite3_open_v2(zPath, &db, flags, zVfs)!=SQLITE_OK ){
    fprintf(stderr, "sudokudb %s: cannot open %s: %s\n", zCmd, zPath,
            db ? sqlite3_errmsg(db) : "out of memory");
    sqlite3_close(db);
    return EXIT_FAIL;
  }
  if( (eMode==DB_OPEN_READ || eMode==DB_OPEN_ANY)
   && needs_immutable(db, zPath) ){
    char *zUri = immutable_uri(zPath);
    sqlite3_close(db);
    db = 0;
    if( zUri==0 || sqlite3_open_v2(zUri, &db, SQLITE_OPEN_READONLY
                                   | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI,
                                   0)!=SQLITE_OK ){
      fprintf(stderr, "sudokudb %s: cannot open %s read-only: %s\n", zCmd,
              zPath, db ? sqlite3_errmsg(db) : "out of memory");
      sqlite3_free(zUri);
      sqlite3_close(db);
      return EXIT_FAIL;
    }
    sqlite3_free(zUri);
  }
  sqlite3_busy_timeout(db, DB_BUSY_MS);
  rc = EXIT_OK;
  if( eMode!=DB_OPEN_ANY ){
    /* 64 KiB pages (a new file only) and a 128 MiB page cache make big
    ** imports and batch updates faster.  secure_delete (on by default in
    ** some distributions' SQLite) zeroes every byte freed, which costs
    ** `solve` an eighth of its writing thread's work as updated rows
    ** move.  WAL lets readers work beside a writer (an import too); a
    ** database another program holds open in another journal mode keeps
    ** it (db_set_journal). */
    if( db_exec(db, zCmd, "PRAGMA page_size=65536;"
                          " PRAGMA synchronous=NORMAL;"
                          " PRAGMA secure_delete=OFF;"
                          " PRAGMA cache_size=-131072;"
                          " PRAGMA mmap_size=4294967296")
     || (eMode!=DB_OPEN_READ && db_set_journal(db, zCmd, "WAL")) ){
      rc = EXIT_FAIL;
    }else{
      rc = check_schema(db, zCmd, zPath, eMode);
    }
  }
  if( rc!=EXIT_OK ){
    sqlite3_close(db);
    return rc;
  }
  *pDb = db;
  return EXIT_OK;
}

void db_close_for_readers(sqlite3 *db, const char *zCmd){
  int rc = sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, 0);
  if( rc==SQLITE_OK ){
    rc = sqlite3_wal_checkpoint_v2(db, 0, SQLITE_CHECKPOINT_TRUNCATE, 0, 0);
  }
  if( rc!=SQLITE_OK && rc!=SQLITE_BUSY ){
    db_report(db, zCmd, "copying the log into the database");
  }
  sqlite3_close(db);
}

int db_collection_id(sqlite3 *db, const char *zName, sqlite3_int64 *pId){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db,
      "INSERT INTO collection(name) VALUES (?1) ON CONFLICT(name) DO "
      "UPDATE SET name=name RETURNING id", -1, &pStmt, 0);
  if( rc==SQLITE_OK ){
    sqlite3_bind_text(pStmt, 1, zName, -1, SQLITE_STATIC);
    rc = sqlite3_step(pStmt);
    if( rc==SQLITE_ROW ){
      *pId = sqlite3_column_int64(pStmt, 0);
      rc = SQLITE_OK;
    }
  }
  sqlite3_finalize(pStmt);
  return rc;
}

int db_source_id(sqlite3 *db, const char *zCmd, sqlite3_int64 iCollection,
                 const char *zFile, const char *zFormat, sqlite3_int64 *pId){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db, "INSERT INTO source(collection_id, file, "
                              "format) VALUES (?1, ?2, ?3)", -1, &pStmt, 0);
  if( rc==SQLITE_OK ){
    sqlite3_bind_int64(pStmt, 1, iCollection);
    sqlite3_bind_text(pStmt, 2, zFile, -1, SQLITE_STATIC);
    sqlite3_bind_text(pStmt, 3, zFormat, -1, SQLITE_STATIC);
    rc = sqlite3_step(pStmt);
    if( rc==SQLITE_DONE ) rc = SQLITE_OK;
  }
  if( rc==SQLITE_OK ){
    *pId = sqlite3_last_insert_rowid(db);
  }else{
    db_report(db, zCmd, "recording the source");
  }
  sqlite3_finalize(pStmt);
  return rc;
}

int db_check_collection(sqlite3 *db, const char *zCmd, const char *zName){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db, "SELECT 1 FROM collection WHERE name=?1",
                              -1, &pStmt, 0);
  if( rc==SQLITE_OK ){
    sqlite3_bind_text(pStmt, 1, zName, -1, SQLITE_STATIC);
    rc = sqlite3_step(pStmt);
  }
  sqlite3_finalize(pStmt);
  if( rc==SQLITE_ROW ) return EXIT_OK;
  if( rc==SQLITE_DONE ){
    fprintf(stderr, "sudokudb %s: no collection '%s' (`sudokudb stats DB` "
            "lists them)\n", zCmd, zName);
  }else{
    db_report(db, zCmd, "reading the collections");
  }
  return EXIT_FAIL;
}
