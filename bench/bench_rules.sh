#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_rules.sh: the solver of variants (ext/solve/solvevar.c), CPU time: for
# each variant, puzzles/s proving puzzles with exactly G givens unique,
# side by side in the same run with plain puzzles of the same size and
# givens (goal, issue 14: at most 3 times the plain time); minimal variant
# puzzles; killer 9x9 puzzles, ms each (goal: under 10 ms).  Run from the
# project root (`make bench` does).
set -e
cd "$(dirname "$0")/.."
make -s build/bench/bench_rules
echo "== variants: proofs of uniqueness, CPU time =="
build/bench/bench_rules 10
