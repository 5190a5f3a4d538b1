#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_web.sh: the WebAssembly build (make web) under Node against the
# native extension in the sqlite3 shell, in the same run, on
# magictour_top1465 (tests/data): load time, then the wall seconds of
#
#   solve  SELECT count(sudoku_solve(p)) FROM t       (the first solution)
#   count  SELECT sum(sudoku_count(p, 2)) FROM t      (count to 2)
#   rate   SELECT round(sum(sudoku_rate(p)), 1) FROM t
#
# with the budget off and one thread on both sides, each query run twice
# (the second time for the ratios: V8 optimizes the engine's code while
# the first runs), and the ratio wasm/native; the results must agree.  Skipped with a note when there is
# no build (make web).  Run from anywhere.
set -e
cd "$(dirname "$0")/.."
data=tests/data/magictour_top1465.txt
if [ ! -f build/web/sudoku-engine.wasm ]; then
  echo "bench_web: no WebAssembly build (make web): skipped"; exit 0; fi
command -v sqlite3 >/dev/null || { echo "bench_web: needs the sqlite3 shell"; exit 1; }
make -s sudoku.so
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

node bench/web_bench.mjs build/web "$data" > "$TMP/wasm.txt"
# The native side: the same queries, timed by the shell (.timer: real).
grep -v '^#' "$data" | cut -c1-81 > "$TMP/p.txt"
{
  echo ".load ./sudoku"
  echo "SELECT sudoku_budget(0), sudoku_threads(1);"
  echo "CREATE TABLE t(p TEXT);"
  echo ".import $TMP/p.txt t"
  echo ".timer on"
  sed -n "s/^  \(solve\|count\|rate\): *'\(.*\)',\$/\2;/p" bench/web_bench.mjs
  sed -n "s/^  \(solve\|count\|rate\): *'\(.*\)',\$/\2;/p" bench/web_bench.mjs
} | sqlite3 -batch > "$TMP/native.txt"

awk -v wasm="$TMP/wasm.txt" '
  BEGIN { while ((getline l < wasm) > 0) { split(l, f, " "); q = f[1]
            if (q == "load") { load = f[2]; continue }
            order[++n] = q; cold[q] = f[2]; w[q] = f[3]; r[q] = f[4] }
          printf "load: %.3f s (Node: the module read, compiled and instantiated)\n", load
          printf "%-6s %10s %10s %10s %8s  %s\n", "query", "wasm 1st", "wasm s", "native s", "ratio", "result" }
  /^Run Time:/ { t[++m] = $4; next }
  NF { res[++k] = $0 }
  END { for (i = 1; i <= n; i++) { q = order[i]; j = n + i
          ok = (res[j + 1] == r[q]) ? r[q] : "DIFFER: wasm " r[q] " native " res[j + 1]
          printf "%-6s %10.3f %10.3f %10.3f %7.2fx  %s\n", q, cold[q], w[q], t[j], w[q] / t[j], ok } }
' "$TMP/native.txt"
