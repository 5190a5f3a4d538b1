#!/bin/sh
# bench_target.sh: target sudoku (ext/target.c, branch and bound) on
# puzzles with many solutions: each is a solution of a magictour_top1465
# puzzle with only G givens kept (a seeded shuffle picks them), the NOIP
# 2009 kind of input.  Reports puzzles/s, mean and worst ms (CPU time) and
# search nodes per puzzle, for G = 30, 27 and 24.  Run from the project
# root (`make bench` does).
set -e
cd "$(dirname "$0")/.."

OUT=build/bench
DATA=../shared/data/magictour_top1465.txt
make -s $OUT/bench_target

echo "== target sudoku: best score by branch and bound (CPU time) =="
$OUT/bench_target 30 200 2009 < $DATA
$OUT/bench_target 27 200 2009 < $DATA
$OUT/bench_target 24 100 2009 < $DATA
