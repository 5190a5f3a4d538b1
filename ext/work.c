/*
** work.c: the host's interrupt test of work.h, unset unless a host (the
** PostgreSQL glue) installs one.
*/
#include "work.h"

int (*work_interrupted)(void) = 0;
