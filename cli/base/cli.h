/* SPDX-License-Identifier: MIT */
/*
** cli.h: what the sudokudb command files share: the command table entry
** points, exit codes, and small helpers for usage errors.
*/
#ifndef SUDOKUDB_CLI_H
#define SUDOKUDB_CLI_H

#include <stdio.h>

/* Exit codes scripts can rely on. */
#define EXIT_OK     0   /* success */
#define EXIT_FAIL   1   /* the work failed or found bad input (see stderr) */
#define EXIT_USAGE  2   /* wrong command line; nothing was done */

/* One sub-command: `sudokudb NAME args...`. */
typedef struct CliCommand CliCommand;
struct CliCommand {
  const char *zName;
  int (*xRun)(int argc, char **argv);   /* argv[0] is the command name */
  const char *zSummary;                 /* one line for `sudokudb --help` */
};

/* Sub-commands, each in its own file. */
int cmd_pipe(int argc, char **argv);
int cmd_import(int argc, char **argv);
int cmd_solve(int argc, char **argv);
int cmd_rate(int argc, char **argv);
int cmd_canon(int argc, char **argv);
int cmd_export(int argc, char **argv);
int cmd_print(int argc, char **argv);
int cmd_stats(int argc, char **argv);
int cmd_sql(int argc, char **argv);
int cmd_generate(int argc, char **argv);
int cmd_hint(int argc, char **argv);
int cmd_explain(int argc, char **argv);

/* Usage errors (usage.c). */

/* Print "sudokudb: <message>" to stderr; returns EXIT_USAGE. */
int cli_usage_error(const char *zFmt, ...);

/* 1 when s is "-h" or "--help". */
int cli_is_help(const char *s);

/* The running command's help text (its first paragraph is the usage
** line), and printing that usage line to stderr after an error found
** once the options were read (a database argument that is no database).
** Nothing is printed when no command set its help. */
void cli_set_help(const char *zHelp);
void cli_print_usage(void);

/* A usage error: "sudokudb: CMD: missing WHAT" and the usage line of
** the running command.  Returns EXIT_USAGE. */
int cli_missing(const char *zCmd, const char *zWhat);

/* A usage error for an argument of command zCmd that no option or place
** takes: "unknown option --X" with "did you mean --Y?" when one of the
** options its help text names (cli_set_help) is near, or "unexpected
** argument X".  Returns EXIT_USAGE. */
int cli_bad_argument(const char *zCmd, const char *zArg);

/* Of the nName names in azName, the one zWord was likely meant to be (a
** slip or two of typing away, or the only one it begins), or NULL.
** Leading dashes are ignored (nearest.c). */
const char *cli_nearest(const char *zWord, const char *const *azName,
                        int nName);

#endif
