#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_canon.sh: canonical forms per second of sudoku_canonical in SQL,
# on one and two cores, and how many puzzles of each set are the same
# puzzle in disguise.
#
#   SELECT sum(length(sudoku_canonical(puzzle))) FROM t
#
# in the sqlite3 shell with `.load ./sudoku`, on each set of the benchmark
# data ($BENCH_DATA, bench/lib.sh) and on BENCH_CANON_ROWS (default
# 1,000,000) disguised 17-clue puzzles made by build/bench/variants (what
# `sudokudb import` meets); a set of fewer than 200,000 puzzles is read
# as many times over as it takes to pass that.  "1 core" is puzzles per CPU second (user +
# system) of one shell over the whole set, best of three; "2 cores" is
# puzzles per wall second of two shells started together, one on each
# half (rowid odd, even), best of three; on a shared machine the CPU
# figure is the steadier one.  With BENCH_CANON_OLD=path/to/sudoku.so
# (e.g. main's, built in a scratch folder) the same 1-core figure of that
# build is shown beside ("old", and new/old).  "dups" is puzzles minus
# distinct forms (extra copies of a puzzle up to symmetry); "classes>1"
# the forms shared by two or more puzzles; "same text" the distinct
# spellings, for comparison.  Run from the project root.
set -e
cd "$(dirname "$0")/.."
. bench/lib.sh

SETS="17_clue magictour_top1465 forum_hardest_1905_11plus serg_benchmark se_rated"
for set in $SETS; do bench_need BENCH_DATA $set.txt; done
command -v sqlite3 >/dev/null || { echo "bench_canon: needs the sqlite3 shell"; exit 1; }
OLD=${BENCH_CANON_OLD:-}
if [ -n "$OLD" ] && [ ! -f "$OLD" ]; then
  echo "bench_canon: BENCH_CANON_OLD=$OLD is not a file"; exit 1
fi
make -s sudoku.so build/bench/variants
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
FORMS="WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM k WHERE i<\$rep)
  SELECT sum(length(sudoku_canonical(puzzle))) FROM t, k"

# cpu_secs SO [WHERE]: CPU seconds of one shell computing the forms of
# the rows of t (those matching WHERE).
cpu_secs() {
  /usr/bin/time -f '%U %S' -o "$TMP/time.txt" \
    sqlite3 "$TMP/t.db" ".load $1" ".parameter set \$rep $rep" "$FORMS $2" \
    > /dev/null
  awk '{ print $1 + $2 }' "$TMP/time.txt"
}

# wall_two SO: wall seconds of two shells, one on each half of t.
wall_two() {
  start=$(date +%s.%N)
  sqlite3 "$TMP/t.db" ".load $1" ".parameter set \$rep $rep" \
    "$FORMS WHERE t.rowid % 2 = 0" > /dev/null &
  pid=$!
  sqlite3 "$TMP/t.db" ".load $1" ".parameter set \$rep $rep" \
    "$FORMS WHERE t.rowid % 2 = 1" > /dev/null
  wait $pid
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'
}

# min A B: the smaller number (B may be empty).
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (b == "" || a < b) ? a : b }'; }

# rate N SECONDS: N / SECONDS, rounded.
rate() { awk -v n="$1" -v t="$2" 'BEGIN { printf "%.0f", n / (t > 0 ? t : 1e-9) }'; }

build/bench/variants "$BENCH_DATA/17_clue.txt" "${BENCH_CANON_ROWS:-1000000}" 1 \
  > "$TMP/variants.txt"

echo "bench_canon: forms/s ($(nproc) cores; load average now: $(cut -d' ' -f1 /proc/loadavg))"
printf '%-26s %8s %10s %10s %10s %7s %7s %9s %9s\n' set puzzles "1 core" \
  "2 cores" old new/old dups classes\>1 "same text"
for set in $SETS variants; do
  if [ $set = variants ]; then
    cp "$TMP/variants.txt" "$TMP/p.txt"
    name="17_clue disguised"
  else
    grep -v '^#' "$BENCH_DATA/$set.txt" | grep -E '^.{81}' | cut -c1-81 > "$TMP/p.txt"
    name=$set
  fi
  n=$(wc -l < "$TMP/p.txt")
  rep=$(( (200000 + n - 1) / n ))
  rm -f "$TMP/t.db"
  sqlite3 "$TMP/t.db" "CREATE TABLE t(puzzle TEXT)" ".import $TMP/p.txt t"
  one=""; two=""; old=""
  for run in 1 2 3; do
    one=$(min "$(cpu_secs ./sudoku)" "$one")
    two=$(min "$(wall_two ./sudoku)" "$two")
    [ -z "$OLD" ] || old=$(min "$(cpu_secs "$OLD")" "$old")
  done
  if [ -n "$OLD" ]; then
    oldRate=$(rate $((n * rep)) $old)
    ratio=$(awk -v a="$old" -v b="$one" 'BEGIN { printf "%.2fx", a / (b > 0 ? b : 1e-9) }')
  else
    oldRate=-; ratio=-
  fi
  stats=$(sqlite3 "$TMP/t.db" ".load ./sudoku" \
    "SELECT (SELECT count(DISTINCT sudoku_canonical(puzzle)) FROM t),
            (SELECT count(*) FROM (SELECT 1 FROM t GROUP BY sudoku_canonical(puzzle)
                                   HAVING count(*) > 1)),
            (SELECT count(DISTINCT sudoku_normalize(puzzle)) FROM t)")
  echo "$stats" | awk -F'|' -v set="$name" -v n=$n \
    -v a=$(rate $((n * rep)) $one) -v b=$(rate $((n * rep)) $two) \
    -v o=$oldRate -v r=$ratio \
    '{ printf "%-26s %8d %10s %10s %10s %7s %7d %9d %9d\n",
       set, n, a, b, o, r, n - $1, $2, $3 }'
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
