/* SPDX-License-Identifier: MIT */
/*
** solve9_generic.c: the fast 9x9 solver in plain C (solve9_core.h), for
** any machine and for SUDOKU_ISA=generic.
*/
#define S9_ENTRY solve9_generic
#include "solve9_core.h"
