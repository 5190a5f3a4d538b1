/* SPDX-License-Identifier: MIT */
/*
** db.h: opening a sudokudb database from the commands: the schema, its
** version (PRAGMA user_version), and the settings every command uses.
*/
#ifndef SUDOKUDB_DB_H
#define SUDOKUDB_DB_H

#include <sqlite3.h>
#include <stddef.h>

#include "grid.h"

/* The schema version this build creates and understands. */
#define DB_SCHEMA_VERSION 11

/* How long a connection waits for another's lock before "database is
** locked". */
#define DB_BUSY_MS 10000

/* The text of schema/schema.sql (cli/base/schema.c). */
extern const char db_schema_sql[];

/* How db_open treats a missing file or a database without our schema. */
#define DB_OPEN_EXISTING 0   /* the file must exist and hold the schema */
#define DB_OPEN_CREATE   1   /* create the file and the schema as needed */
#define DB_OPEN_ANY      2   /* any SQLite database, nothing created */
#define DB_OPEN_READ     3   /* as DB_OPEN_EXISTING, for a command that
                             ** only reads: its journal mode is left as
                             ** it is */
#define DB_OPEN_MODE     3   /* the bits above */
/* Added to a mode: write the database file from a background thread
** (writebehind.h), for bulk writers. */
#define DB_OPEN_WRITE_BEHIND 4

/*
** Open zPath (a file name, or a "file:" URI such as
** file:p.db?immutable=1) for command zCmd, in WAL mode with
** synchronous=NORMAL (an interrupted command leaves the database
** consistent) unless the command only reads (DB_OPEN_READ, DB_OPEN_ANY).
** A database that cannot be read as it is because it cannot be written
** (a WAL database copied to a read-only folder: its index file cannot be
** made) is opened read-only and immutable, when it has no log to read.
** Returns 0 and sets *pDb, or prints "sudokudb CMD: why, and what to do"
** and returns an exit code (cli.h) with *pDb set to 0.
*/
int db_open(const char *zCmd, const char *zPath, int eMode, sqlite3 **pDb);

/* 1 when zName (a file name or a "file:" URI) names a file that exists,
** or is ":memory:". */
int db_exists(const char *zName);

/* EXIT_OK unless zPath is a file that is not an SQLite database (a
** puzzle file where the database belongs): then EXIT_USAGE after saying
** so, with the command's usage line.  db_open checks this too. */
int db_check_file(const char *zCmd, const char *zPath);

/* Run zSql; on error print "sudokudb CMD: message" and return non-zero. */
int db_exec(sqlite3 *db, const char *zCmd, const char *zSql);

/* Print "sudokudb CMD: WHAT: <sqlite error message>" to stderr.  Both
** add what SQLite's message leaves out: after an I/O error the system's
** reason and the file ("File too large (EFBIG: the file size limit ...)
** on /x/p.db; what was committed before is kept"), after "database is
** locked" that another program held the write lock. */
void db_report(sqlite3 *db, const char *zCmd, const char *zWhat);

/* As db_report, for a failure with result code rc that may be this
** program's own (a bind or an allocation), when the connection holds no
** error of its own: the message is then rc's ("out of memory"). */
void db_report_rc(sqlite3 *db, const char *zCmd, const char *zWhat, int rc);

/*
** Close db after a long run of writes without making a reader wait: the
** log (WAL) is copied into the database and emptied first, while readers
** go on (a checkpoint never blocks them), and closing skips the
** checkpoint it would do under an exclusive lock, which a reader starting
** at that moment would find.  The empty log and its index file stay
** beside the database until a last connection closes normally.
*/
void db_close_for_readers(sqlite3 *db, const char *zCmd);

/*
** Complete the rows another program inserted through the view puzzle
** (givens NULL, or a puzzle of up to 9x9 stored as text): each is
** checked under its rules, packed and given its size, givens,
** consistent and canonical form, in collection 'inserted' unless it
** names one; a row that is no puzzle moves to reject, one whose puzzle
** is stored already to duplicate.  db_open runs it for the commands that
** write.  Returns an exit code (cli.h), after a message.
*/
int db_complete_inserted(sqlite3 *db, const char *zCmd);

/* Bind the one-line text z[0..n) (a puzzle, solution or canonical form)
** as puzzle_store keeps it: packed up to 9x9 (sudoku_pack), else as
** text; and the same as a function's result (NULL for z NULL).
** db_bind_cells returns SQLite's result code of the bind: SQLITE_NOMEM
** leaves the parameter NULL, so a caller must not step the statement. */
int db_bind_cells(sqlite3_stmt *s, int iVar, const char *z, size_t n);
void db_result_cells(sqlite3_context *ctx, const char *z, size_t n);

/* The key of the one-line text z[0..n) as puzzle_store keeps it
** (sudoku_key: a hash of the stored form, grid_pack.h); and
** db_bind_cells that also binds that key to parameter iKey (0: none),
** packing once. */
int db_cells_key(const char *z, size_t n);
int db_bind_cells_key(sqlite3_stmt *s, int iVar, int iKey, const char *z,
                      size_t n);

/* The classes of puzzle_class (one per canonical form): found by their
** form, or added.  db_class_find and db_class_add return an SQLite
** result code (SQLITE_DONE from find: no such class), after a message
** naming zCmd for an error. */
typedef struct DbClass DbClass;
struct DbClass {
  const char *zCmd;
  sqlite3_stmt *pFind, *pAdd;
};
int db_class_open(DbClass *p, sqlite3 *db, const char *zCmd);
int db_class_find(DbClass *p, const char *zCanon, size_t n,
                  sqlite3_int64 *piId);
int db_class_add(DbClass *p, const char *zCanon, size_t n,
                 sqlite3_int64 *piId);
/* The class of plain puzzle g (its canonical form's, found or added) in
** *piId, or 0 when g has no canonical form (canon.h).  Returns an SQLite
** result code. */
int db_class_of(DbClass *p, const Grid *g, sqlite3_int64 *piId);
void db_class_close(DbClass *p);

/* The id of collection zName, created when missing.  Returns an SQLite
** result code. */
int db_collection_id(sqlite3 *db, const char *zName, sqlite3_int64 *pId);

/* A new source row (collection iCollection, file zFile, format zFormat)
** into *pId.  Returns an SQLite result code, after "sudokudb CMD: ..." on
** stderr when not SQLITE_OK. */
int db_source_id(sqlite3 *db, const char *zCmd, sqlite3_int64 iCollection,
                 const char *zFile, const char *zFormat, sqlite3_int64 *pId);

/* EXIT_OK when collection zName exists, else EXIT_FAIL after "sudokudb
** CMD: no collection 'NAME'" (or the database's error). */
int db_check_collection(sqlite3 *db, const char *zCmd, const char *zName);

#endif
