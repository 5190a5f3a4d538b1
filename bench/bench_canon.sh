#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_canon.sh: puzzles/s of sudoku_canonical in SQL, and how many
# puzzles of each set are the same puzzle in disguise.
#
#   SELECT count(DISTINCT sudoku_canonical(puzzle)) FROM t
#
# in the sqlite3 shell with `.load ./sudoku`, on each set of the
# benchmark data ($BENCH_DATA, bench/lib.sh; all of
# it).  Rates are from CPU time (user + system) of the whole shell, best of
# three.  "dups" is puzzles minus distinct canonical forms (extra copies of
# a puzzle up to symmetry); "classes>1" the forms shared by two or more
# puzzles; "same text" the distinct spellings, for comparison.
# Target: several thousand puzzles/s.  Run from the project root.
set -e
cd "$(dirname "$0")/.."
. bench/lib.sh

SETS="17_clue magictour_top1465 forum_hardest_1905_11plus serg_benchmark se_rated"
for set in $SETS; do bench_need BENCH_DATA $set.txt; done
command -v sqlite3 >/dev/null || { echo "bench_canon: needs the sqlite3 shell"; exit 1; }
make -s sudoku.so
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# cpu_secs CMD...: run CMD (output to $TMP/out.txt), print its CPU seconds.
cpu_secs() {
  /usr/bin/time -f '%U %S' -o "$TMP/time.txt" "$@" > "$TMP/out.txt"
  awk '{ print $1 + $2 }' "$TMP/time.txt"
}

printf '%-26s %7s %8s %11s %6s %9s %9s\n' set puzzles seconds puzzles/s \
  dups classes\>1 "same text"
for set in $SETS; do
  grep -v '^#' "$BENCH_DATA/$set.txt" | grep -E '^.{81}' | cut -c1-81 > "$TMP/p.txt"
  n=$(wc -l < "$TMP/p.txt")
  rm -f "$TMP/t.db"
  sqlite3 "$TMP/t.db" "CREATE TABLE t(puzzle TEXT)" ".import $TMP/p.txt t"
  best=""
  for run in 1 2 3; do
    s=$(cpu_secs sqlite3 "$TMP/t.db" ".load ./sudoku" \
        "SELECT count(DISTINCT sudoku_canonical(puzzle)) FROM t")
    best=$(awk -v a="$s" -v b="$best" 'BEGIN { print (b == "" || a < b) ? a : b }')
  done
  forms=$(cat "$TMP/out.txt")
  classes=$(sqlite3 "$TMP/t.db" ".load ./sudoku" \
    "SELECT count(*) FROM (SELECT 1 FROM t GROUP BY sudoku_canonical(puzzle)
     HAVING count(*) > 1)")
  text=$(sqlite3 "$TMP/t.db" ".load ./sudoku" \
    "SELECT count(DISTINCT sudoku_normalize(puzzle)) FROM t")
  awk -v set=$set -v n=$n -v t=$best -v f=$forms -v c=$classes -v x=$text \
    'BEGIN { printf "%-26s %7d %8.2f %11.0f %6d %9d %9d\n",
             set, n, t, n / (t > 0 ? t : 1e-9), n - f, c, x }'
done

# Which top1465 puzzles are one puzzle in disguise (numbered among the
# file's puzzles, from 1).
grep -v '^#' "$BENCH_DATA/magictour_top1465.txt" | grep -E '^.{81}' | cut -c1-81 \
  > "$TMP/p.txt"
rm -f "$TMP/t.db"
sqlite3 "$TMP/t.db" "CREATE TABLE t(puzzle TEXT)" ".import $TMP/p.txt t"
echo "magictour_top1465, same puzzle up to symmetry (puzzle numbers):"
sqlite3 "$TMP/t.db" ".load ./sudoku" \
  "SELECT '  ' || group_concat(rowid, ' = ') FROM t
   GROUP BY sudoku_canonical(puzzle) HAVING count(*) > 1"
