/* SPDX-License-Identifier: MIT */
/*
** pipe.c: `sudokudb pipe FORMAT`: pick the judge format and run it over
** stdin and stdout.
*/
#include "cli.h"
#include "pipe.h"
#include "args.h"
#include "work.h"

#include <stdlib.h>
#include <string.h>

static const PipeFormat aFormat[] = {
  { "sudoku", pipe_sudoku,
    "one puzzle per line (any size, any accepted spelling); a line 'end'\n"
    "      stops the input; blank and '#' lines are skipped. Output: one line\n"
    "      per puzzle, the solution, 'no solution', or 'error: <why>'." },
  { "exact-cover", pipe_exact_cover,
    "'N M' then N lines of M numbers 0/1. Output: the rows of one exact\n"
    "      cover (1-based, ascending, space separated) or 'No Solution!'." },
  { "iq", pipe_iq,
    "the NOI2005 piece puzzle: 10 lines, line i has i cells, each a piece\n"
    "      letter A-L or '.'. Output: the completed 10 lines or 'No solution'." },
  { "sudoku16", pipe_sudoku16,
    "16x16 grids of 16 lines of A-P and '-' (empty), to end of input;\n"
    "      blank lines between grids skipped. Output: each solution in the\n"
    "      same letters, a blank line between grids; 'no solution' or\n"
    "      'error: <why>' in place of a grid that has none or is malformed." },
  { "target", pipe_target,
    "NOIP 2009 target sudoku: 9 lines of 9 integers, 0 = empty (several\n"
    "      grids may follow). Output: the highest score, or -1 when there\n"
    "      is no solution, one line per grid. A puzzle too empty to bound\n"
    "      within the work budget stops the run with an error." },
};

static const char zPipeUsage[] =
  "usage: sudokudb pipe FORMAT [--budget N] [--rules JSON] < input "
  "> output\n\n";

static void pipe_help(FILE *out){
  size_t i;
  fputs(zPipeUsage, out);
  fputs("Reads puzzles from stdin and writes answers to stdout.  Each\n"
        "puzzle may take N work units (default 100000000, about half a\n"
        "second, up to ~40 s on a hard 16x16 or 25x25; 0 for no bound).\n"
        "--rules (format sudoku only) solves under the rules of a\n"
        "variant, a JSON object such as '{\"diagonals\":true}' (see\n"
        "docs/variants.md).\n\n"
        "formats:\n", out);
  for(i=0; i<sizeof(aFormat)/sizeof(aFormat[0]); i++){
    fprintf(out, "  %s\n      %s\n", aFormat[i].zName, aFormat[i].zHelp);
  }
}

int cmd_pipe(int argc, char **argv){
  size_t i;
  int iArg = 2;
  const char *zBudget = 0, *zRules = 0;
  unsigned long long budget = WORK_DEFAULT_LIMIT;
  const char *azName[sizeof(aFormat)/sizeof(aFormat[0])];
  const char *zNear;
  cli_set_help(zPipeUsage);
  for(i=1; i<(size_t)argc; i++){
    if( cli_is_help(argv[i]) ){
      pipe_help(stdout);
      return EXIT_OK;
    }
  }
  while( iArg<argc ){
    int rc = args_value(argc, argv, &iArg, "--budget", &zBudget);
    if( rc==0 ) rc = args_value(argc, argv, &iArg, "--rules", &zRules);
    if( rc<0 ) return EXIT_USAGE;
    if( rc==0 ) break;
  }
  if( argc<2 ){
    return cli_missing("pipe", "FORMAT (sudoku, exact-cover, iq, sudoku16 "
                       "or target)");
  }
  if( iArg!=argc ) return cli_bad_argument("pipe", argv[iArg]);
  if( zBudget && args_budget(zBudget, &budget) ) return EXIT_USAGE;
  if( zRules && strcmp(argv[1], "sudoku")!=0 ){
    return cli_usage_error("--rules is for the format sudoku only, not '%s'",
                           argv[1]);
  }
  if( zRules && args_rules("pipe", zRules) ) return EXIT_USAGE;
  if( zRules ) return pipe_sudoku_rules(stdin, stdout, budget, zRules);
  for(i=0; i<sizeof(aFormat)/sizeof(aFormat[0]); i++){
    if( strcmp(argv[1], aFormat[i].zName)==0 ){
      return aFormat[i].xRun(stdin, stdout, budget);
    }
  }
  for(i=0; i<sizeof(aFormat)/sizeof(aFormat[0]); i++){
    azName[i] = aFormat[i].zName;
  }
  zNear = cli_nearest(argv[1], azName, (int)i);
  if( zNear ){
    return cli_usage_error("unknown pipe format '%s'; did you mean '%s'? "
                           "(see sudokudb pipe --help)", argv[1], zNear);
  }
  return cli_usage_error("unknown pipe format '%s' (see sudokudb pipe "
                         "--help)", argv[1]);
}
