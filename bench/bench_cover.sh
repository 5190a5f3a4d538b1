#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_cover.sh: exact cover timings -- the NOI2005 piece puzzle, a
# judge-size exact cover, N-queens with secondary columns, the core rate
# of sudoku_solutions, then the same stream through SQL and the pipes.
# Run from the repository root after `make` (make bench does both).
set -e
cd "$(dirname "$0")/.."
echo "== bench_cover: Dancing Links (ext/cover/dlx.c)"
build/bench/bench_cover
empty=$(printf '.\n..\n...\n....\n.....\n......\n.......\n........\n.........\n..........\n')
t0=$(date +%s.%N)
i=0; while [ $i -lt 20 ]; do printf '%s\n' "$empty" | ./sudokudb pipe iq >/dev/null; i=$((i+1)); done
t1=$(date +%s.%N)
awk "BEGIN { printf \"sudokudb pipe iq, empty board: %.2f ms per run (process start included)\\n\", ($t1 - $t0) * 1000 / 20 }"
if command -v sqlite3 >/dev/null; then
  p='.................................................................................'
  t0=$(date +%s.%N)
  n=$(sqlite3 :memory: ".load ./sudoku" "SELECT count(*) FROM sudoku_solutions('$p', 500000)")
  t1=$(date +%s.%N)
  awk "BEGIN { printf \"SQL sudoku_solutions(empty 9x9, 500000): %d rows, %.0f solutions/s\\n\", $n, $n / ($t1 - $t0) }"
fi
