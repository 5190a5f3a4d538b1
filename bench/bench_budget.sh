#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_budget.sh: the CPU time of one work unit (ext/work.h) in each
# search, side by side: every workload runs to a fixed budget (UNITS,
# 20 million by default) on one thread, best of REPEATS runs (3), and
# the spread of ns/unit between the slowest search and the fastest is
# printed last (goal: within 2x, docs/budget.md).  Then the calls that
# took longest at the default budget, each timed once: the worst single
# call (docs/budget.md states it).  Run from the project root (`make
# bench` does); BUDGET_WORST=0 skips the second part.  The arguments,
# --cdcl-NAME=VALUE each, set options of the clause-learning solver, its
# accounting of work among them (bench/README.md).
set -e
cd "$(dirname "$0")/.."
. bench/lib.sh
make -s build/bench/bench_budget
bench_cdcl_args build/bench/bench_budget "$@"
UNITS=${UNITS:-20000000}
REPEATS=${REPEATS:-3}
line() { grep -v '^#' tests/data/$1 | sed -n "$2p"; }
G9=$(line sudoku25_hard.txt 5)          # Gecode's line 9, the hardest to prove
HARD=$(line magictour_top1465.txt 1)
SE=$(line forum_hardest_2000.txt 1)
R5='{"antiknight":true,"antiking":true,"nonconsecutive":true,"diagonals":true,"windoku":true}'
NC='{"nonconsecutive":true}'
AK='{"antiknight":true}'
EASY=$(line se_rated.txt 1 | cut -d' ' -f1)
MID=$(line se_rated.txt 2 | cut -d' ' -f1)
SE11=$(line se_hardest.txt 1 | cut -d' ' -f1)
# 50 cages along the rows of a 25x25, each a half row: 12 cells adding up
# to 150, 13 to 175.
CAGES=$(awk 'BEGIN{ s="{\"cages\":["; for(r=0;r<25;r++){
  for(h=0;h<2;h++){ lo=h?12:0; hi=h?25:12; c="";
    for(i=lo;i<hi;i++) c=c (i>lo?",":"") (r*25+i)
    s=s (r||h?",":"") "[" (h?175:150) ",[" c "]]" } }
  print s "]}" }')
# Exact cover of every pair of 25 columns: none, the whole tree searched.
PAIRS=$(awk 'BEGIN{ s="["; for(a=0;a<25;a++) for(b=a+1;b<25;b++){
  s=s (a||b>1?",":"") "[" a "," b "]" } print s "]" }')
TGT=4689.........2.............1.4....9.....1.......28.....4.1............4......5..6
run() {
  build/bench/bench_budget $CDCL_ARGS "$1" "$2" <<END
9x9 solver: count empty 9x9|count|empty:81|-|9223372036854775807
general solver: count empty 16x16|count|empty:256|-|9223372036854775807
general solver: count empty 25x25|count|empty:625|-|9223372036854775807
clause learning: Gecode line 9|count|$G9|-|2
variants: count empty 9x9 anti-knight|count|empty:81|$AK|9223372036854775807
variants: solve empty 16x16 R5|sudoku_solve|empty:256|$R5|0
variants: count empty 25x25 R5|count|empty:625|$R5|9223372036854775807
variants: count empty 24x24 nonconsec|count|empty:576|$NC|9223372036854775807
variants: count 25x25 50 row cages|count|empty:625|$CAGES|2
variants: solutions empty 9x9 nonconsec|solutions|$(printf '%81s' | tr ' ' .)|$NC|0
dancing links: exact_cover 25 pairs|exact_cover|-|$PAIRS|0
dancing links: iq_solve empty board|iq_solve|-|-|0
dancing links: solutions empty 9x9|solutions|$(printf '%81s' | tr ' ' .)|-|0
target sudoku: target_solve 16 givens|target_solve|$TGT|-|0
rater: sudoku_rate SE 2.6|sudoku_rate|$EASY|-|0
rater: sudoku_rate SE 7.0|sudoku_rate|$MID|-|0
rater: sudoku_rate forum hardest|sudoku_rate|$SE|-|0
rater: sudoku_rate SE 11.0|sudoku_rate|$SE11|-|0
generator: 9x9|generate|-|{"size":9}|1
generator: 16x16|generate|-|{"size":16}|1
generator: 25x25|generate|-|{"size":25}|1
generator: 9x9 rated 9-12|generate|-|{"rating":[9,12]}|2
END
}
echo "== work budget: CPU time of a unit in each search, $UNITS units a run =="
run "$UNITS" "$REPEATS"
if [ "${BUDGET_WORST:-1}" != 0 ]; then
  echo "== the same calls at the default budget (100,000,000 units), once =="
  run 100000000 1
fi
