/* SPDX-License-Identifier: MIT */
/*
** fn_table.c: the functions of one puzzle argument by SQL name, and the
** body each calls (see fn.h): the dispatcher the glues look names up in.
** The bodies (fn_sudoku.c, fn_rate.c) call the shared helpers of fn.c,
** never this file.
*/
#include "fn.h"

#include <string.h>

/* The one-puzzle functions and their bodies (see fn.h). */
const FnGridFunc fn_grid_funcs[] = {
  { "sudoku_solve",     fn_solve,        1, 1 },
  { "sudoku_is_unique", fn_is_unique,    1, 1 },
  { "sudoku_valid",     fn_valid,        1, 0 },
  { "sudoku_clues",     fn_clues,        0, 0 },
  { "sudoku_format",    fn_format,       1, 0 },
  { "sudoku_canonical", fn_canonical,    1, 0 },
  { "sudoku_pack",      fn_pack,         0, 0 },
  { "sudoku_key",       fn_key,          0, 0 },
  { "target_score",     fn_target_score, 0, 1 },
  { "target_solve",     fn_target_solve, 0, 1 },
  { "sudoku_rate",      fn_rate,         1, 1 },
  { "sudoku_ratings",   fn_ratings,      1, 1 },
  { "sudoku_grade",     fn_grade,        0, 1 },
  { "sudoku_stats",     fn_stats,        0, 1 },
  { 0, 0, 0, 0 }
};

FnGridBody fn_grid_body(const char *zName){
  const FnGridFunc *p;
  for(p=fn_grid_funcs; p->zName; p++){
    if( strcmp(p->zName, zName)==0 ) return p->x;
  }
  return 0;
}
