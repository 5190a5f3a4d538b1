/* SPDX-License-Identifier: MIT */
/*
** args.h: small helpers the commands share for reading their options,
** and for catching Ctrl-C so long commands can stop between batches.
*/
#ifndef SUDOKUDB_ARGS_H
#define SUDOKUDB_ARGS_H

/*
** When argv[*pi] is option zName ("--name VALUE" or "--name=VALUE"), set
** *pzValue, advance *pi past it and return 1.  Returns -1 after printing
** a usage error when the value is missing, else 0.
*/
int args_value(int argc, char **argv, int *pi, const char *zName,
               const char **pzValue);

/* Parse a positive integer option value; returns it, or -1 after
** printing a usage error naming zName. */
long args_positive(const char *zName, const char *zValue);

/* Parse an SE score option value (0 to 20, such as 4.0); returns it in
** tenths, or -1 after printing a usage error naming zName. */
int args_score(const char *zName, const char *zValue);

/* The number of worker threads: a --jobs value (1..256), or the number
** of cores when zValue is NULL.  Returns it, or -1 after printing a usage
** error. */
int args_jobs(const char *zValue);

/* Parse a --budget value (work units, ext/work.h; 0 for no bound) into
** *pOut; returns 0, or -1 after printing a usage error. */
int args_budget(const char *zValue, unsigned long long *pOut);

/* Check a --rules value of command zCmd as far as no puzzle is needed
** (JSON, the keys, their values); returns 0, or -1 after printing a
** usage error ("CMD: --rules: rules: unknown key ..."). */
int args_rules(const char *zCmd, const char *zRules);

/* Catch SIGINT and SIGTERM: the first sets the flag interrupt_seen()
** reports; a second one ends the program at once. */
void interrupt_catch(void);
int interrupt_seen(void);

#endif
