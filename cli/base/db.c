/* SPDX-License-Identifier: MIT */
/*
** db.c: open a database for a sudokudb command, creating or checking the
** schema (schema/schema.sql, versioned with PRAGMA user_version).
*/
#include "cli.h"
#include "db.h"
#include "writebehind.h"

#include <assert.h>

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* 1 when db has a schema object (table, view, index, trigger) named
** zName, 0 when not, -1 on error. */
static int has_object(sqlite3 *db, const char *zName){
  sqlite3_stmt *pStmt = 0;
  int rc = sqlite3_prepare_v2(db, "SELECT 1 FROM sqlite_schema WHERE"
                              " name=?1 COLLATE NOCASE", -1, &pStmt, 0);
  if( rc==SQLITE_OK ){
    sqlite3_bind_text(pStmt, 1, zName, -1, SQLITE_STATIC);
    rc = sqlite3_step(pStmt);
  }
  sqlite3_finalize(pStmt);
  return rc==SQLITE_ROW ? 1 : rc==SQLITE_DONE ? 0 : -1;
}

/*
** 0 when none of the tables, views, indexes and triggers the schema
** creates (their names read from the schema made in memory) is in db
** already, so that the schema can go beside another program's tables;
** else 1 after naming the first one found.
*/
static int name_clash(sqlite3 *db, const char *zCmd, const char *zPath){
  sqlite3 *pNew = 0;
  sqlite3_stmt *pStmt = 0;
  int rc, bClash = 0;
  rc = sqlite3_open(":memory:", &pNew);
  if( rc==SQLITE_OK ) rc = sqlite3_exec(pNew, db_schema_sql, 0, 0, 0);
  if( rc==SQLITE_OK ){
    rc = sqlite3_prepare_v2(pNew, "SELECT name FROM sqlite_schema"
                            " ORDER BY rowid", -1, &pStmt, 0);
  }
  while( rc==SQLITE_OK && sqlite3_step(pStmt)==SQLITE_ROW && !bClash ){
    const char *zName = (const char*)sqlite3_column_text(pStmt, 0);
    if( sqlite3_strglob("sqlite_*", zName)==0 ) continue;
    bClash = has_object(db, zName);
    if( bClash>0 ){
      fprintf(stderr, "sudokudb %s: %s already has something named %s,"
              " a name the sudokudb schema gives its own tables, views,"
              " indexes and triggers (docs/schema.md); rename it or name"
              " another database\n", zCmd, zPath, zName);
    }else if( bClash<0 ){
      db_report(db, zCmd, zPath);
    }
  }
  if( rc!=SQLITE_OK ){
    fprintf(stderr, "sudokudb %s: cannot list the schema's names: %s\n",
            zCmd, sqlite3_errstr(rc));
    bClash = 1;
  }
  sqlite3_finalize(pStmt);
  sqlite3_close(pNew);
  return bClash!=0;
}

/*
** Create the schema in a database without it (new, or holding another
** program's tables, which are left as they are), inside one transaction
** so that two commands starting at once cannot both do it.  Returns an
** exit code.
*/
static int create_schema(sqlite3 *db, const char *zCmd, const char *zPath){
  sqlite3_int64 v;
  if( db_exec(db, zCmd, "BEGIN IMMEDIATE") ) return EXIT_FAIL;
  v = query_int(db, "PRAGMA user_version");
  if( v<0 ){
    db_report(db, zCmd, zPath);
    sqlite3_exec(db, "ROLLBACK", 0, 0, 0);
    return EXIT_FAIL;
  }
  if( v==0 ){
    if( name_clash(db, zCmd, zPath) ){
      db_exec(db, zCmd, "ROLLBACK");
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
  /* 9 -> 10: puzzle_store, the puzzles packed (sudoku_pack: a nibble a
  ** cell up to 9x9) with ratings in tenths, read through the view puzzle
  ** that spells them as before and takes inserts from any program (its
  ** triggers).  The old table steps aside (its name kept in the other
  ** tables' references: legacy_alter_table), and rebuild_store makes the
  ** current tables from the schema's own text and moves the rows over
  ** with their ids. */
  "DROP VIEW puzzle_info;"
  "DROP INDEX puzzle_key;"
  "DROP INDEX puzzle_by_collection;"
  "DROP INDEX puzzle_by_rating;"
  "DROP INDEX puzzle_unsolved;"
  "DROP INDEX puzzle_by_canon;"
  "PRAGMA legacy_alter_table=ON;"
  "ALTER TABLE puzzle RENAME TO puzzle_old;"
  "PRAGMA legacy_alter_table=OFF;",
  /* 10 -> 11: puzzle_class, one row per canonical form, instead of a
  ** copy of the form in every row, and key, a 4-byte hash of the cells,
  ** indexed instead of a second copy of the cells.  The old table steps
  ** aside as from 9, for rebuild_store. */
  "DROP VIEW puzzle_info;"
  "DROP VIEW puzzle;"
  "DROP INDEX puzzle_key;"
  "DROP INDEX puzzle_by_collection;"
  "DROP INDEX puzzle_by_rating;"
  "DROP INDEX puzzle_unsolved;"
  "DROP INDEX puzzle_by_canon;"
  "DROP INDEX puzzle_pending;"
  "PRAGMA legacy_alter_table=ON;"
  "ALTER TABLE puzzle_store RENAME TO puzzle_old;"
  "PRAGMA legacy_alter_table=OFF;",
};
_Static_assert(sizeof(azUpgrade)/sizeof(azUpgrade[0])==DB_SCHEMA_VERSION-1,
               "one upgrade per schema version after the first");

/* The first version whose upgrade rebuilds the puzzle tables: from it
** on, azUpgrade sets the old table aside as puzzle_old and rebuild_store
** takes the database to the current version at once. */
#define DB_REBUILD_FROM 9

/* The rows of puzzle_old moved into the current tables, from version 9
** (the puzzle as text, ratings as REAL, canon as text) or 10 (packed,
** ratings in tenths, canon packed in every row); a row that no program
** has checked yet (key NULL) is left for the next command to complete.
** A class of version 9 or 10 is kept with the lowest version of its rows,
** so that sudokudb canon makes an older form again. */
static const char zRowsFrom9[] =
  "INSERT INTO puzzle_class(canon, key, canon_version)\n"
  " SELECT sudoku_pack(canon), sudoku_key(canon), min(canon_version)\n"
  " FROM puzzle_old WHERE length(canon)<=81 AND canon NOT GLOB '*[^.0-9]*'\n"
  " GROUP BY 1 ORDER BY 1;\n"
  "INSERT INTO puzzle_store(id, cells, key, rules, size, givens, consistent,\n"
  " collection_id, source_id, source_line, note, solution, solutions,\n"
  " rating10, grade, rater, gen_seed, gen_options, gen_version, ep10, ed10,\n"
  " gen_from, gen_moves, class_id)\n"
  " SELECT id,\n"
  "  iif(length(puzzle)<=81 AND puzzle NOT GLOB '*[^.0-9]*',\n"
  "      sudoku_pack(puzzle), puzzle), sudoku_key(puzzle), rules, size,\n"
  " givens, consistent, collection_id, source_id, source_line, note,\n"
  "  iif(length(solution)<=81 AND solution NOT GLOB '*[^.0-9]*',\n"
  "      sudoku_pack(solution), solution), solutions,\n"
  " rating*10, grade, rater, gen_seed, gen_options, gen_version, ep*10, ed*10,\n"
  " gen_from, gen_moves,\n"
  " (SELECT c.id FROM puzzle_class c WHERE length(o.canon)<=81\n"
  "   AND o.canon NOT GLOB '*[^.0-9]*' AND c.key=sudoku_key(o.canon)\n"
  "   AND c.canon=sudoku_pack(o.canon))\n"
  " FROM puzzle_old o ORDER BY id;\n";
static const char zRowsFrom10[] =
  "INSERT INTO puzzle_class(canon, key, canon_version)\n"
  " SELECT canon, sudoku_key(substr(replace(hex(canon), '0', '.'), 1,\n"
  "   min(size)*min(size))), min(canon_version) FROM puzzle_old\n"
  " WHERE typeof(canon)='blob' GROUP BY canon ORDER BY canon;\n"
  "INSERT INTO puzzle_store(id, cells, key, rules, size, givens, consistent,\n"
  " collection_id, source_id, source_line, note, solution, solutions,\n"
  " rating10, grade, rater, gen_seed, gen_options, gen_version, ep10, ed10,\n"
  " gen_from, gen_moves, class_id)\n"
  " SELECT id, cells,\n"
  "  iif(givens IS NULL OR (typeof(cells)='text' AND length(cells)<=81),\n"
  "      NULL, sudoku_key(iif(typeof(cells)='blob',\n"
  "      substr(replace(hex(cells), '0', '.'), 1, size*size), cells))),\n"
  " rules, size, givens, consistent, collection_id, source_id, source_line,\n"
  " note, solution, solutions, rating10, grade, rater, gen_seed,\n"
  " gen_options, gen_version, ep10, ed10, gen_from, gen_moves,\n"
  " (SELECT c.id FROM puzzle_class c WHERE typeof(o.canon)='blob'\n"
  "   AND c.key=sudoku_key(substr(replace(hex(o.canon), '0', '.'), 1,\n"
  "   o.size*o.size)) AND c.canon=o.canon)\n"
  " FROM puzzle_old o ORDER BY id;\n";

/* Finish an upgrade from version v (DB_REBUILD_FROM or later; its
** azUpgrade entry has set the old table aside as puzzle_old): the part of
** the schema from puzzle_class to the view puzzle_info, then the rows.
** Returns an exit code. */
static int rebuild_store(sqlite3 *db, const char *zCmd, sqlite3_int64 v){
  const char *zFrom = strstr(db_schema_sql, "CREATE TABLE puzzle_class(");
  const char *zTo = strstr(db_schema_sql, "CREATE TABLE duplicate(");
  char *zPart;
  int rc;
  assert( zFrom && zTo && zFrom<zTo );
  assert( v==9 || v==10 );
  zPart = sqlite3_mprintf("%.*s%s DROP TABLE puzzle_old; PRAGMA user_version"
                          "=%d;", (int)(zTo-zFrom), zFrom,
                          v==9 ? zRowsFrom9 : zRowsFrom10, DB_SCHEMA_VERSION);
  if( zPart==0 ){
    fprintf(stderr, "sudokudb %s: out of memory\n", zCmd);
    return EXIT_FAIL;
  }
  rc = db_exec(db, zCmd, zPart);
  sqlite3_free(zPart);
  return rc;
}

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
    if( db_exec(db, zCmd, azUpgrade[v-1])
     || (v>=DB_REBUILD_FROM && rebuild_store(db, zCmd, v)) ){
      db_exec(db, zCmd, "ROLLBACK");
      return EXIT_FAIL;
    }
    v = v>=DB_REBUILD_FROM ? DB_SCHEMA_VERSION : v+1;
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
    /* 4 KiB pages (a new file only: SQLite's default, small for a small
    ** collection and no bigger per puzzle for a large one) and a 128 MiB
    ** page cache for big imports and batch updates.  secure_delete (on by default in
    ** some distributions' SQLite) zeroes every byte freed, which costs
    ** `solve` an eighth of its writing thread's work as updated rows
    ** move.  WAL lets readers work beside a writer (an import too); a
    ** database another program holds open in another journal mode keeps
    ** it (db_set_journal). */
    if( db_exec(db, zCmd, "PRAGMA page_size=4096;"
                          " PRAGMA synchronous=NORMAL;"
                          " PRAGMA secure_delete=OFF;"
                          " PRAGMA cache_size=-131072;"
                          " PRAGMA mmap_size=4294967296")
     || (eMode!=DB_OPEN_READ && db_set_journal(db, zCmd, "WAL")) ){
      rc = EXIT_FAIL;
    }else{
      rc = check_schema(db, zCmd, zPath, eMode);
    }
    if( rc==EXIT_OK && eMode!=DB_OPEN_READ ){
      rc = db_complete_inserted(db, zCmd);
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
