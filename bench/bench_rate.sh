#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_rate.sh: the difficulty rater against Sudoku Explainer, and its
# speed in SQL, side by side in one run.
#
#   1. calibration: build/bench/rate_bench over $BENCH_DATA/se_rated.txt
#      (3,774 puzzles with SE's ER), then over the puzzles no part of the
#      rater was developed on: tests/data/se_top1465_heldout.txt (451
#      top1465 puzzles, SE 2.x-9.x) and tests/data/se_hardest.txt (SE 11+,
#      from the forum's hardest list): Spearman rank correlation, exact
#      matches to 0.1 per SE band, a confusion table, puzzles/s in C; the
#      pearl and diamond ratings (EP, ED) against SE's where the file has
#      them (se_rated.txt and tests/data/se_epd.txt);
#   2. SQL: SELECT sum(sudoku_rate(puzzle)) over magictour_top1465.txt and
#      over se_rated.txt, through the sqlite3 shell and sudoku.so, in
#      puzzles/s.  (The reference rater took 1.8 s per top1465 puzzle.)
#   3. variants: the same over each tests/data/se_variants_KEY.txt under
#      {"KEY":true} (SE 1.2-4.0), beside the plain puzzles of se_rated.txt
#      of SE 4.0 or less; each file 20 times over (they are small); then
#      each se_variants_KEY_hard.txt (SE 4.0-9.4) 3 times over, and each
#      se_variants_KEY_top.txt (SE 9.0 and up: dynamic chains (+) and
#      nested ones) once.
# Targets: exact >= 90% in every SE band from 5.x to 9.x (>= 95% in 3.x and
# 4.x), Spearman >= 0.97 over SE >= 5; >= 1,000 puzzles/s on top1465 in
# SQL; SE 11+ puzzles at >= 2 per second.
set -e
cd "$(dirname "$0")/.."
. bench/lib.sh
bench_need BENCH_DATA se_rated.txt magictour_top1465.txt
D=build/bench-rate
SE=$BENCH_DATA/se_rated.txt
TOP=$BENCH_DATA/magictour_top1465.txt
mkdir -p $D
command -v sqlite3 >/dev/null || { echo "bench_rate: needs the sqlite3 shell"; exit 1; }
now() { date +%s.%N; }

echo "bench_rate: calibration against SE ($SE)"
build/bench/rate_bench "$SE" | sed 's/^/  /'
for f in tests/data/se_top1465_heldout.txt tests/data/se_hardest.txt \
         tests/data/se_epd.txt; do
  echo "bench_rate: puzzles outside the calibration set ($f)"
  build/bench/rate_bench $f | sed -n '1,/^puzzles needing/p' | sed 's/^/  /'
done

# sql_rate LABEL FILE [RULES]: time sum(sudoku_rate()) over the puzzles
# in FILE (under the rules RULES, a JSON object, when given):
# wall time, and CPU time too when /usr/bin/time is there (other jobs on
# the machine slow the wall clock, not the CPU time).
sql_rate() {
  grep -v '^#' "$2" | grep -E '^.{81}' | cut -c1-81 > $D/puzzles.txt
  n=$(wc -l < $D/puzzles.txt)
  rm -f $D/rate.db
  sqlite3 $D/rate.db "CREATE TABLE t(puzzle TEXT)" ".import $D/puzzles.txt t"
  timer=""
  [ -x /usr/bin/time ] && timer="/usr/bin/time -f %U -o $D/cpu"
  t0=$(now)
  rate="sudoku_rate(puzzle${3:+, '$3'})"
  sum=$($timer sqlite3 $D/rate.db ".load ./sudoku" \
        "SELECT printf('%.1f', sum($rate)) FROM t")
  t1=$(now)
  cpu=""
  [ -n "$timer" ] && cpu=$(awk -v n=$n '{printf "; CPU %.2f s %.0f/s", $1, n/($1>0?$1:1e-9)}' $D/cpu)
  awk "BEGIN{printf \"  %-20s %5d puzzles: wall %6.2f s %6.0f/s%s (sum %s)\n\", \
       \"$1\", $n, $t1-$t0, $n/($t1-$t0), \"$cpu\", \"$sum\"}"
}

echo "SQL: SELECT sum(sudoku_rate(puzzle)) FROM t"
sql_rate "magictour_top1465" "$TOP"
sql_rate "se_rated" "$SE"
echo "SQL: variants, SELECT sum(sudoku_rate(puzzle, rules)) FROM t"
times20() { grep -v '^#' "$1" | awk '{for(i=0;i<20;i++) print}'; }
awk '$1 !~ /^#/ && $2 <= 4.0' "$SE" > $D/easy.txt
times20 $D/easy.txt > $D/many.txt
sql_rate "plain, SE <= 4.0" $D/many.txt
for f in tests/data/se_variants_*.txt; do
  k=${f#tests/data/se_variants_}
  k=${k%.txt}
  case $k in *_hard) continue;; esac
  times20 "$f" > $D/many.txt
  sql_rate "$k" $D/many.txt "{\"$k\":true}"
done
# the harder samples (SE 4.0-9.4), 3 times over
for f in tests/data/se_variants_*_hard.txt; do
  k=${f#tests/data/se_variants_}
  k=${k%_hard.txt}
  awk '$1 !~ /^#/ {for(i=0;i<3;i++) print}' "$f" > $D/many.txt
  sql_rate "$k SE 4.0-9.4" $D/many.txt "{\"$k\":true}"
done
# the top samples (SE 9.0 and up), once
for f in tests/data/se_variants_*_top.txt; do
  k=${f#tests/data/se_variants_}
  k=${k%_top.txt}
  grep -v '^#' "$f" > $D/many.txt
  sql_rate "$k SE 9.0+" $D/many.txt "{\"$k\":true}"
done
rm -f $D/rate.db $D/cpu $D/easy.txt $D/many.txt
