/* SPDX-License-Identifier: MIT */
/*
** writebehind.h: a VFS shim that writes the main database file from a
** background thread, so that a bulk import goes on building pages on one
** core while another copies the finished ones to the file.
**
** Only xWrite on a main database file is deferred: it copies the page
** into a bounded queue and returns.  Every other method on that file
** (read, sync, truncate, size, lock, unlock, ...) first waits until the
** queue is written, so SQLite sees exactly the file it would without the
** shim and its ordering of writes and syncs, which its crash safety rests
** on, is kept.  A failed background write is returned by every later call
** on the file (SQLITE_FULL for a full disk), with errno set to the
** write's (EFBIG past a file size limit), so a commit never succeeds past
** it and the error can say why.  Journals, WAL files and temporary files are not touched.
**
** The writer thread also syncs the file every few megabytes (extra syncs
** change nothing for SQLite but when the bytes reach the disk), so that
** the commit's own sync finds little left to do.
*/
#ifndef SUDOKUDB_WRITEBEHIND_H
#define SUDOKUDB_WRITEBEHIND_H

/* The name to pass to sqlite3_open_v2 for the shim. */
#define WRITEBEHIND_VFS "sudokudb-writebehind"

/* Register the shim over the default VFS (once; later calls do nothing).
** Returns an SQLite result code. */
int writebehind_register(void);

#endif
