/* SPDX-License-Identifier: MIT */
/*
** main.c: the sudokudb command line: the command table, and `sudokudb
** COMMAND` dispatched through it (the commands' usage errors are
** usage.c's, so that no command calls back into this file).  Every
** connection the CLI opens has the sudoku extension registered (it is
** compiled in, see sqlite3_auto_extension below), so the commands and
** `sudokudb sql` see the same functions as `.load ./sudoku` in the sqlite3
** shell.
*/
#include "cli.h"

#include <errno.h>
#include <signal.h>
#include <sqlite3.h>
#include <string.h>

int sqlite3_sudoku_init(sqlite3*, char**, const sqlite3_api_routines*);

static const CliCommand aCommand[] = {
  { "pipe", cmd_pipe, "solve puzzles from stdin to stdout in judge formats" },
  { "import", cmd_import, "import puzzle files into a database" },
  { "solve",  cmd_solve,  "fill in solutions and solution counts" },
  { "rate",   cmd_rate,   "fill in difficulty ratings and grades" },
  { "canon",  cmd_canon,  "fill in canonical forms (same puzzle up to symmetry)" },
  { "generate", cmd_generate, "make new puzzles (rating, symmetry, size)" },
  { "export", cmd_export, "write puzzles to stdout (lines, csv, json, grid)" },
  { "print",  cmd_print,  "printable sheets: PDF, SVG or HTML" },
  { "hint",   cmd_hint,   "the next step of a puzzle, from a player's state" },
  { "explain", cmd_explain, "every step of a puzzle, with why it holds" },
  { "stats",  cmd_stats,  "counts and histograms per collection" },
  { "sql",    cmd_sql,    "run SQL with the sudoku functions loaded" },
};

static void print_help(FILE *out){
  size_t i;
  fputs("usage: sudokudb COMMAND [ARGS...]\n\n"
        "Sudoku and exact-cover puzzles in SQLite.\n\ncommands:\n", out);
  for(i=0; i<sizeof(aCommand)/sizeof(aCommand[0]); i++){
    fprintf(out, "  %-8s %s\n", aCommand[i].zName, aCommand[i].zSummary);
  }
  fputs("\n`sudokudb help COMMAND` (or `sudokudb COMMAND --help`) describes"
        " one command;\n`sudokudb --version` prints the version.\n", out);
}

/* The command named zName, or NULL. */
static const CliCommand *find_command(const char *zName){
  size_t i;
  for(i=0; i<sizeof(aCommand)/sizeof(aCommand[0]); i++){
    if( strcmp(zName, aCommand[i].zName)==0 ) return &aCommand[i];
  }
  return 0;
}

/* A usage error for an unknown command, naming the nearest one. */
static int unknown_command(const char *zName){
  const char *azName[sizeof(aCommand)/sizeof(aCommand[0])+3];
  const char *zNear;
  int i, n = (int)(sizeof(aCommand)/sizeof(aCommand[0]));
  for(i=0; i<n; i++) azName[i] = aCommand[i].zName;
  azName[n++] = "help";
  azName[n++] = "--help";
  azName[n++] = "--version";
  zNear = cli_nearest(zName, azName, n);
  if( zNear ){
    return cli_usage_error("unknown command '%s'; did you mean '%s'? (see "
                           "sudokudb --help)", zName, zNear);
  }
  return cli_usage_error("unknown command '%s' (see sudokudb --help)",
                         zName);
}

/* `sudokudb help [COMMAND]`: the command's own --help, or the list. */
static int run_help(int argc, char **argv){
  const CliCommand *pCmd;
  char *azArg[3];
  if( argc<3 ){
    print_help(stdout);
    return EXIT_OK;
  }
  if( (pCmd = find_command(argv[2]))==0 ) return unknown_command(argv[2]);
  azArg[0] = argv[2];
  azArg[1] = "--help";
  azArg[2] = 0;
  return pCmd->xRun(2, azArg);
}

/* Every command writes its results to stdout: a write that failed (a full
** disk, /dev/full) fails the command, whichever it is.  Returns rc, or
** EXIT_FAIL after a message. */
static int check_output(int rc){
  if( fflush(stdout)!=0 || ferror(stdout) ){
    fprintf(stderr, "sudokudb: writing the output: %s\n", strerror(errno));
    return EXIT_FAIL;
  }
  return rc;
}

int main(int argc, char **argv){
  const CliCommand *pCmd;
  int rc;
  if( argc<2 ){
    print_help(stderr);
    return EXIT_USAGE;
  }
  if( cli_is_help(argv[1]) ){
    print_help(stdout);
    return check_output(EXIT_OK);
  }
  if( strcmp(argv[1], "--version")==0 ){
    printf("sudokudb %s\n", SUDOKU_VERSION);
    return check_output(EXIT_OK);
  }
  /* A write past the file size limit (ulimit -f) then fails with EFBIG,
  ** which SQLite reports as an I/O error and the command explains,
  ** instead of the signal killing the process without a word. */
  signal(SIGXFSZ, SIG_IGN);
  rc = sqlite3_auto_extension((void(*)(void))sqlite3_sudoku_init);
  if( rc!=SQLITE_OK ){
    fprintf(stderr, "sudokudb: cannot register the sudoku extension: %s\n",
            sqlite3_errstr(rc));
    return EXIT_FAIL;
  }
  if( strcmp(argv[1], "help")==0 ) return check_output(run_help(argc, argv));
  if( (pCmd = find_command(argv[1]))!=0 ){
    return check_output(pCmd->xRun(argc-1, argv+1));
  }
  return unknown_command(argv[1]);
}
