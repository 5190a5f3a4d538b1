/*
** main.c: the sudokudb command line.  Every connection the CLI opens has
** the sudoku extension registered (it is compiled in, see sqlite3_auto_
** extension below), so the commands and `sudokudb sql` see the same
** functions as `.load ./sudoku` in the sqlite3 shell.
*/
#include "cli.h"

#include <signal.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <string.h>

int sqlite3_sudoku_init(sqlite3*, char**, const sqlite3_api_routines*);

static const CliCommand aCommand[] = {
  { "pipe", cmd_pipe, "solve puzzles from stdin to stdout in judge formats" },
  { "import", cmd_import, "import puzzle files into a database" },
  { "solve",  cmd_solve,  "fill in solutions and solution counts" },
  { "rate",   cmd_rate,   "fill in difficulty ratings and grades" },
  { "generate", cmd_generate, "make new puzzles (rating, symmetry, size)" },
  { "export", cmd_export, "write puzzles to stdout (lines, csv, grid)" },
  { "stats",  cmd_stats,  "counts and histograms per collection" },
  { "sql",    cmd_sql,    "run SQL with the sudoku functions loaded" },
};

int cli_usage_error(const char *zFmt, ...){
  va_list ap;
  fputs("sudokudb: ", stderr);
  va_start(ap, zFmt);
  vfprintf(stderr, zFmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  return EXIT_USAGE;
}

int cli_is_help(const char *s){
  return strcmp(s, "-h")==0 || strcmp(s, "--help")==0;
}

static void print_help(FILE *out){
  size_t i;
  fputs("usage: sudokudb COMMAND [ARGS...]\n\n"
        "Sudoku and exact-cover puzzles in SQLite.\n\ncommands:\n", out);
  for(i=0; i<sizeof(aCommand)/sizeof(aCommand[0]); i++){
    fprintf(out, "  %-8s %s\n", aCommand[i].zName, aCommand[i].zSummary);
  }
  fputs("\n`sudokudb COMMAND --help` describes one command.\n", out);
}

int main(int argc, char **argv){
  size_t i;
  int rc;
  if( argc<2 ){
    print_help(stderr);
    return EXIT_USAGE;
  }
  if( cli_is_help(argv[1]) ){
    print_help(stdout);
    return EXIT_OK;
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
  for(i=0; i<sizeof(aCommand)/sizeof(aCommand[0]); i++){
    if( strcmp(argv[1], aCommand[i].zName)==0 ){
      return aCommand[i].xRun(argc-1, argv+1);
    }
  }
  return cli_usage_error("unknown command '%s' (see sudokudb --help)",
                         argv[1]);
}
