/* SPDX-License-Identifier: MIT */
/*
** cmd_canon.c: `sudokudb canon DB [--jobs N] [--collection NAME]
** [--where SQL]`: fill canon and canon_version (the canonical form up to
** symmetry, as sudoku_canonical gives it, canon.h) for the plain 4x4 and
** 9x9 puzzles that lack them or whose form an older canonicalizer made.
** Import fills them for the puzzles it stores; this command is for rows
** stored before the schema had the column, or by other means.  See fill.c
** for the batching, threads and Ctrl-C.
*/
#include "cli.h"
#include "fill.h"
#include "canon.h"
#include "json.h"

#include <stdio.h>

/* A number as the text of an SQL literal. */
#define CANON_STR2(x) #x
#define CANON_STR(x) CANON_STR2(x)

static const char zCanonHelp[] =
"usage: sudokudb canon DB [--jobs N] [--collection NAME] [--where SQL]\n"
"\n"
"Give every plain 4x4 or 9x9 puzzle (rules '') without one its class\n"
"(class_id): the row of puzzle_class holding its canonical form up to\n"
"symmetry and relabelling (sudoku_canonical: equal forms mean the same\n"
"puzzle in disguise) and the version of the canonicalizer, which the view\n"
"puzzle shows as canon and canon_version.  The classes an older version\n"
"made are made again, and those left without a puzzle (all deleted) are\n"
"deleted.  import and generate give a class to the puzzles they store;\n"
"run canon once on a database made before the column existed, and again\n"
"after an upgrade of sudokudb that changes the version.\n"
"Variants, pencil-mark puzzles, 16x16 and 25x25 keep class_id and canon\n"
"NULL: they have no canonical form.\n"
"\n"
"  --jobs N           worker threads (default: the number of cores)\n"
"  --collection NAME  only puzzles of this collection\n"
"  --where SQL        only rows matching this condition on the puzzle\n"
"                     table\n"
"\n"
"Batches, Ctrl-C and progress are as for solve; the closing line is\n"
"canon: N rows, J jobs, S s, R rows/s, K left without a form.\n"
"Exit status: 0 done, 1 failed or interrupted, 2 usage error.\n";

/* No state: the form needs neither a budget nor threads. */
static int canon_open(void **ppState, unsigned long long budget, int nThread,
                      char *zErr, int nErr){
  (void)budget;
  (void)nThread;
  (void)zErr;
  (void)nErr;
  *ppState = 0;
  return 0;
}

static void canon_close(void *pState){
  (void)pState;
}

/* The form of one row, a plain 4x4 or 9x9 puzzle by the pending
** condition. */
static void canon_work(void *pState, FillJob *j){
  Grid g;
  char zErr[JSON_ERR_MAX];
  (void)pState;
  if( grid_parse(&g, j->zPuzzle, (size_t)j->nPuzzle, GRID_ALPHA_AUTO, zErr) ){
    snprintf(j->zError, sizeof(j->zError), "not a puzzle: %.100s", zErr);
    return;
  }
  if( canon_grid(&g, &g) ){
    snprintf(j->zError, sizeof(j->zError), "no canonical form for a %dx%d"
             " puzzle", g.side, g.side);
    return;
  }
  grid_format_line(&g, GRID_ALPHA_AUTO, j->zText);
  j->aOut[0].eType = SQLITE_TEXT;
}

static const FillSpec canonSpec = {
  "canon", "without a form", zCanonHelp,
  "rules='' AND size IN (4, 9) AND (SELECT class_id IS NULL AND key IS NOT"
  " NULL AND typeof(cells)='blob' FROM puzzle_store s WHERE s.id=puzzle.id)",
  "class_id=(SELECT c.id FROM puzzle_class c WHERE c.key=sudoku_key(r.v1)"
  " AND c.canon=sudoku_pack(r.v1))",
  /* the classes an older canonicalizer made are made again, and those
  ** no puzzle belongs to any more (their puzzles deleted) go */
  "UPDATE puzzle_store SET class_id=NULL WHERE class_id IN (SELECT id FROM"
  " puzzle_class WHERE canon_version<" CANON_STR(CANON_VERSION) ");"
  "DELETE FROM puzzle_class WHERE canon_version<" CANON_STR(CANON_VERSION)
  " OR NOT EXISTS (SELECT 1 FROM puzzle_store s"
  " WHERE s.class_id=puzzle_class.id)",
  "INSERT INTO puzzle_class(canon, key, canon_version) SELECT DISTINCT"
  " sudoku_pack(v1), sudoku_key(v1), " CANON_STR(CANON_VERSION)
  " FROM sudokudb_results r WHERE v1 IS NOT NULL AND NOT EXISTS (SELECT 1"
  " FROM puzzle_class c WHERE c.key=sudoku_key(r.v1)"
  " AND c.canon=sudoku_pack(r.v1)) ORDER BY 1",
  canon_open, canon_work, canon_close
};

int cmd_canon(int argc, char **argv){
  return fill_main(&canonSpec, argc, argv);
}
