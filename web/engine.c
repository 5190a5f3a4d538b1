/* SPDX-License-Identifier: MIT */
/*
** engine.c: the WebAssembly build's start-up (make web).  SQLite and the
** extension are linked into one module, so the extension is not loaded
** but registered: sudoku_web_init() makes every connection opened after
** it get the sudoku functions, as the sudokudb CLI does
** (sqlite3_auto_extension).  web/sudoku.js calls it once, then SQLite's
** own C API through the module's exports.
*/
#include "sqlite3.h"

int sqlite3_sudoku_init(sqlite3*, char**, const sqlite3_api_routines*);

/* Register the extension for every connection opened from now on; an
** SQLite result code. */
__attribute__((used, visibility("default")))
int sudoku_web_init(void){
  return sqlite3_auto_extension((void(*)(void))sqlite3_sudoku_init);
}
