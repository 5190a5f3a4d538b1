#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_pg.sh: the PostgreSQL extension (pg/) against the SQLite one, in
# the same run on the same puzzles (bench/bench_pg.tcl does the work, in
# throwaway clusters made by tests/pglib.tcl):
#   one core     rows/s of sudoku_solve (17-clue puzzles) and sudoku_rate
#                (SE-rated puzzles) in SQLite and in PostgreSQL without
#                parallel workers, in CPU time of the process doing it
#   parallel     CREATE TABLE AS SELECT sudoku_rate(...) with 2 workers
#                against none: the speed-up
#   3 servers    the same table built through postgres_fdw from two
#                remote servers (async) against one server without workers
# (wall time: the point of these two is the time they take).  Best of 3
# alternating runs each.  PG_BENCH_SOLVE and PG_BENCH_RATE set the numbers
# of puzzles (default 49158, all of 17_clue.txt, and 1000), read from
# $BENCH_DATA (bench/lib.sh).  Run from the project
# root (`make bench` does); installs the extension (make pg-install).
set -e
cd "$(dirname "$0")/.."
. bench/lib.sh
bench_need BENCH_DATA 17_clue.txt se_rated.txt
make -s sudoku.so pg-install
exec tclsh bench/bench_pg.tcl
