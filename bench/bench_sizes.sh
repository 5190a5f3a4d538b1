#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_sizes.sh: the general solver (ext/solve/solven.c) on 16x16 and 25x25
# puzzles: ms per puzzle (mean and worst, CPU time) to solve and to prove
# the solution unique, on
#   16x16 minimal   puzzles emptied cell by cell while the solution stays
#                   unique, until no given can go (build/bench/gen_puzzles)
#   25x25 unique    the same, stopped at 305 givens (lower takes the
#                   generator minutes; those puzzles stay unique)
#   the committed samples in tests/data
# The sets are generated here from fixed seeds, so every run times the same
# puzzles.  The arguments, --cdcl-NAME=VALUE each, set options of the
# clause learning that hard grids hand over to (bench/README.md).  Run from
# the project root (`make bench` does).
set -e
cd "$(dirname "$0")/.."
. bench/lib.sh

OUT=build/bench
make -s $OUT/gen_puzzles $OUT/bench_sizes
bench_cdcl_args $OUT/bench_sizes $CDCL_ARGS "$@"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

echo "== sizes: general solver, ms per puzzle (CPU) ==${CDCL_ARGS:+ (with $CDCL_ARGS)}"
$OUT/gen_puzzles 4 40 316 > "$TMP/hard16.txt"
$OUT/gen_puzzles 5 8 525 305 > "$TMP/unique25.txt"
$OUT/bench_sizes $CDCL_ARGS "16x16 minimal" < "$TMP/hard16.txt"
$OUT/bench_sizes $CDCL_ARGS "16x16 tests/data" < tests/data/sudoku16.txt
$OUT/bench_sizes $CDCL_ARGS "25x25 305 givens" < "$TMP/unique25.txt"
$OUT/bench_sizes $CDCL_ARGS "25x25 tests/data" < tests/data/sudoku25.txt
$OUT/bench_sizes $CDCL_ARGS "4x4 minimal" < tests/data/sudoku4.txt
