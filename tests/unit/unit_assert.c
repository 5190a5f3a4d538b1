/* SPDX-License-Identifier: MIT */
/*
** unit_assert.c: the test builds run with the core's assert()s on.  The
** unit tests are built without NDEBUG (the Makefile's build/check copy
** of the core; the shipped objects have -DNDEBUG), and a broken
** invariant stops the program: a child process places a digit that is
** not a candidate of its cell (rate_place) and must die of SIGABRT.
*/
#include "unit.h"
#include "rateint.h"

#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* The signal that ended a child placing digit 5 in a cell without it as
** a candidate, or 0 when the child came back from rate_place. */
static int signal_of_bad_placement(void){
  int status = 0;
  pid_t pid = fork();
  if( pid==0 ){
    static RateState s;
    int fd = open("/dev/null", O_WRONLY);
    if( fd>=0 ) dup2(fd, 2);       /* the assertion's message */
    memset(&s, 0, sizeof(s));
    s.cand[0] = DBIT(1);
    rate_place(&s, 0, 5);
    _exit(0);
  }
  if( pid<0 || waitpid(pid, &status, 0)!=pid ) return -1;
  return WIFSIGNALED(status) ? WTERMSIG(status) : 0;
}

void unit_assert(void){
#ifdef NDEBUG
  CHECK_INT("assert-1.1 NDEBUG undefined in the test build", 1, 0);
#else
  CHECK_INT("assert-1.1 NDEBUG undefined in the test build", 0, 0);
#endif
  CHECK_INT("assert-1.2 a broken invariant aborts", signal_of_bad_placement(),
            SIGABRT);
}
