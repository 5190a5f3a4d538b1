/* SPDX-License-Identifier: MIT */
/*
** oom_alloc.h: the fault-injecting allocator of the out-of-memory tests.
**
** One counter is shared by SQLite's allocations (installed with
** SQLITE_CONFIG_MALLOC around SQLite's default allocator) and the core's
** and the CLI's own malloc/calloc/realloc/strdup (the test program is
** linked with -Wl,--wrap=malloc,...,--wrap=free, so only it sees this;
** the shipped builds are untouched).  Once armed
** with N, the Nth allocation from then on fails, and with bPersist every
** one after it too, as in SQLite's own malloc tests.  The counter is
** atomic: the CLI allocates from worker threads.
**
**   oom_install();              -- before sqlite3_initialize()
**   oom_arm(17, 0);             -- fail the 17th allocation from now
**   ... run the call ...
**   if( oom_disarm()==0 ) ...   -- no failure was injected: N is past
**                               -- the call's last allocation
*/
#ifndef SUDOKU_OOM_ALLOC_H
#define SUDOKU_OOM_ALLOC_H

/* Put the failing allocator under SQLite.  Returns 0, or -1 when SQLite
** refused (it was already initialized). */
int oom_install(void);

/* Count allocations from now on and fail the iFailAt-th (1-based); with
** bPersist, fail every allocation after it too. */
void oom_arm(long iFailAt, int bPersist);

/* Stop failing; returns the number of failures injected since oom_arm. */
long oom_disarm(void);

/* Allocations counted since oom_arm (to count a run's allocations, arm
** with LONG_MAX). */
long oom_seen(void);

/* Blocks from the wrapped malloc/calloc/realloc/strdup not yet freed
** through the wrapped free (the core's and the CLI's own allocations). */
long oom_core_blocks(void);

#endif
