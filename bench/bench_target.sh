#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_target.sh: target sudoku (ext/target/target.c) on puzzles with many
# solutions, side by side with the seeds' enumerate-everything search
# ($BENCH_SEEDS/seed_target.c, the fixed yardstick) in the same run.
# Each puzzle is a solution of a magictour_top1465 puzzle with only G
# givens kept (a seeded shuffle picks them), the NOIP 2009 kind of input:
#   G = 30, 27, 24            any number of completions
#   G = 24, 1e5-1e6           only those with 10^5 to 10^6 completions
#                             (counted by solve_grid; about 1 in 27)
#   G = 17-21, 0-16           no yardstick: it takes from seconds to hours
#                             on each of these
# Reports CPU time per puzzle (the score alone, and with the tie rule's
# grid), search states, and how many times faster than the yardstick
# (over the set, the lowest, the median).  Run from the project root
# (`make bench` does).
set -e
cd "$(dirname "$0")/.."
. bench/lib.sh
bench_need BENCH_DATA magictour_top1465.txt
bench_need BENCH_SEEDS seed_target.c

OUT=build/bench
DATA=$BENCH_DATA/magictour_top1465.txt
make -s $OUT/bench_target
cc -O2 -o $OUT/seed_target "$BENCH_SEEDS/seed_target.c"
SEED="-seed $OUT/seed_target"

echo "== target sudoku: best score by branch and bound (CPU time) =="
$OUT/bench_target $SEED 30 200 2009 < "$DATA"
$OUT/bench_target $SEED 27 200 2009 < "$DATA"
$OUT/bench_target $SEED 24 200 2009 < "$DATA"
$OUT/bench_target $SEED -completions 100000-1000000 24 20 2009 < "$DATA"
$OUT/bench_target 17-21 200 2009 < "$DATA"
$OUT/bench_target 0-16 200 2009 < "$DATA"
