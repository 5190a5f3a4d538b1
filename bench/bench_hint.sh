#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_hint.sh: how fast a hint comes, from the givens and from a
# player's state halfway through, side by side with the rater's time per
# step, over magictour_top1465.txt (build/bench/hint_bench: median and
# 99th percentile in ms; a state is the values and candidates after half
# the steps, less one candidate the solution does not need).
# Target: a median under 5 ms for a hint from a state.
set -e
cd "$(dirname "$0")/.."
. bench/lib.sh
bench_need BENCH_DATA magictour_top1465.txt
echo "bench_hint: sudoku_hint's body over $BENCH_DATA/magictour_top1465.txt"
build/bench/hint_bench "$BENCH_DATA/magictour_top1465.txt" | sed 's/^/  /'
