#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_solve.sh: puzzles/s of the 9x9 solver on the shared benchmark sets,
# every path side by side in one run:
#   first, count2  solve9 in process (build/bench/solver_bench): first
#                  solution, and counting to 2 (the uniqueness check)
#   pipe           `sudokudb pipe sudoku` over the file (whole process)
#   sql            SELECT count(sudoku_solve(puzzle)) FROM t in the sqlite3
#                  shell with the extension loaded (.timer, SELECT only)
# Rates are from CPU time (user + system), not wall time, and the best of
# three runs except for the seed (solver_bench repeats internally), so
# that other load on the machine skews the comparison as little as it can.
#   seed           $BENCH_SEEDS/seed_solver.c, the fixed yardstick, on
#                  the first $SEED_N puzzles only (it is far too slow for
#                  whole sets); "x seed" divides solve9's rate on that same
#                  subset by the seed's
# With TDOKU_BENCH=/path/to/run_benchmark (tdoku's benchmark program, built
# by hand from its public source; this script never builds it), a second
# table sets solve9 on every instruction-set path this processor runs
# (SUDOKU_ISA) beside tdoku on the same files: first solution (tdoku's -f)
# and counting to 2 (its default), puzzles/s and guesses per puzzle, the
# best of $TDOKU_RUNS (3) alternating runs, pinned to one core with taskset
# when it can; both timed by the wall clock, as tdoku times itself (for
# $TDOKU_SECS (3) seconds per mode).  Its guesses count one per branch
# point, solve9's one per branch taken.
# Run from the project root (`make bench` does).
set -e
cd "$(dirname "$0")/.."
. bench/lib.sh

OUT=build/bench
SEED_N=200
MIN_RUN=60000
SETS="17_clue magictour_top1465 forum_hardest_1905_11plus"
for set in $SETS; do bench_need BENCH_DATA $set.txt; done
bench_need BENCH_SEEDS seed_solver.c

make -s all $OUT/solver_bench
mkdir -p $OUT
cc -O2 -o $OUT/seed_solver "$BENCH_SEEDS/seed_solver.c"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# cpu_secs IN OUT CMD...: run CMD < IN > OUT and print the CPU seconds
# (user + system) it used.
cpu_secs() {
  in=$1 out=$2
  shift 2
  /usr/bin/time -f '%U %S' -o "$TMP/time.txt" "$@" < "$in" > "$out"
  awk '{ print $1 + $2 }' "$TMP/time.txt"
}

# rate COUNT SECONDS: puzzles per second, no decimals.
rate() { awk -v n="$1" -v t="$2" 'BEGIN { printf "%.0f", n / (t > 0 ? t : 1e-9) }'; }

# bench_rate MODE FILE: the puzzles/s solver_bench prints for MODE.
bench_rate() {
  $OUT/solver_bench "$2" | awk -v m="$1" '$1 == m { print $6 }'
}

printf '%-26s %7s %9s %9s %9s %9s %9s %7s %7s\n' set puzzles first \
  count2 pipe sql seed "x seed" sql/raw
for set in $SETS; do
  file=$TMP/$set.txt
  grep -E '^[.0-9]{81}' "$BENCH_DATA/$set.txt" | cut -c1-81 > "$file"
  head -n $SEED_N "$file" > "$TMP/$set.seed.txt"
  n=$(wc -l < "$file")
  # pipe and sql run over at least $MIN_RUN puzzles (small sets repeated)
  # so that their CPU times are well above the 10 ms resolution of time(1)
  reps=$(( (MIN_RUN + n - 1) / n ))
  : > "$TMP/run.txt"
  for r in $(seq $reps); do cat "$file" >> "$TMP/run.txt"; done
  nrun=$((n * reps))

  out=$($OUT/solver_bench "$file")
  first=$(echo "$out" | awk '$1 == "first" { print $6 }')
  count2=$(echo "$out" | awk '$1 == "count2" { print $6 }')

  best=0
  for run in 1 2 3; do
    secs=$(cpu_secs "$TMP/run.txt" "$TMP/pipe.out" ./sudokudb pipe sudoku)
    best=$(awk -v a="$best" -v b="$(rate "$nrun" "$secs")" \
      'BEGIN { print (b > a) ? b : a }')
  done
  pipe=$best
  if grep -qv '^[1-9]\{81\}$' "$TMP/pipe.out"; then
    echo "pipe: unexpected output line for $set" >&2
    exit 1
  fi

  secs=$(sqlite3 :memory: <<EOF | awk '/^Run Time:/ && (m == "" || $6 + $8 < m) { m = $6 + $8 } END { print m }'
.load ./sudoku
CREATE TABLE t(puzzle TEXT);
.import $TMP/run.txt t
.timer on
SELECT count(sudoku_solve(puzzle)) FROM t;
SELECT count(sudoku_solve(puzzle)) FROM t;
SELECT count(sudoku_solve(puzzle)) FROM t;
EOF
)
  sql=$(rate "$nrun" "$secs")

  secs=$(cpu_secs "$TMP/$set.seed.txt" /dev/null $OUT/seed_solver)
  seed=$(rate $SEED_N "$secs")
  subset=$(bench_rate first "$TMP/$set.seed.txt")

  printf '%-26s %7d %9d %9d %9d %9d %9d %6.0fx %7.2f\n' "$set" "$n" \
    "$first" "$count2" "$pipe" "$sql" "$seed" \
    "$(awk -v a="$subset" -v b="$seed" 'BEGIN { print a / b }')" \
    "$(awk -v a="$sql" -v b="$first" 'BEGIN { print a / b }')"
done
echo "(puzzles per CPU second; seed on the first $SEED_N puzzles of each set;"
echo " x seed = solve9 first-solution rate on those $SEED_N / seed's rate;"
echo " pipe and sql repeat sets smaller than $MIN_RUN puzzles to reach it)"

if [ -z "$TDOKU_BENCH" ]; then
  echo
  echo "(set TDOKU_BENCH=/path/to/tdoku/build/run_benchmark to compare with tdoku)"
  exit 0
fi

PIN=
if command -v taskset > /dev/null && taskset -c 1 true 2> /dev/null; then
  PIN="taskset -c 1"
fi
ISAS=
for isa in generic sse2 avx2; do
  [ "$(SUDOKU_ISA=$isa $OUT/solver_bench --isa)" = "$isa" ] && ISAS="$ISAS $isa"
done

# tdoku_run FILE MODE [-f]: print "tdoku MODE rate guesses" for tdoku.
tdoku_run() {
  $PIN "$TDOKU_BENCH" -s tdoku -r 0 -t "${TDOKU_SECS:-3}" -w 1 $3 "$1" |
    awk -F'|' -v m="$2" '$2 ~ /^tdoku/ { gsub(/ /, ""); print "tdoku", m, $3, $6 }'
}

echo
echo "solve9 against tdoku ($TDOKU_BENCH): puzzles/s (guesses/puzzle),"
echo "best of ${TDOKU_RUNS:-3} alternating runs${PIN:+, pinned: $PIN}"
printf '%-26s %-6s %16s' set mode tdoku
for isa in $ISAS; do printf ' %16s %6s' "$isa" ratio; done
echo
for set in $SETS; do
  file=$TMP/$set.txt
  : > "$TMP/res.txt"
  for run in $(seq "${TDOKU_RUNS:-3}"); do
    tdoku_run "$file" first -f >> "$TMP/res.txt"
    tdoku_run "$file" count2 >> "$TMP/res.txt"
    for isa in $ISAS; do
      SUDOKU_ISA=$isa $PIN $OUT/solver_bench --wall "$file" |
        awk -v i="$isa" '{ print i, $1, $6, substr($8, 2) }' >> "$TMP/res.txt"
    done
  done
  # the best rate of each (solver, mode), with its guesses
  awk -v set="$set" -v isas="$ISAS" '
    $3 > r[$1 "," $2] { r[$1 "," $2] = $3; g[$1 "," $2] = $4 }
    END {
      n = split(isas, isa, " ")
      for (m = 1; m <= 2; m++) {
        mode = (m == 1) ? "first" : "count2"
        t = r["tdoku," mode]
        printf "%-26s %-6s %8.0f (%5.1f)", set, mode, t, g["tdoku," mode]
        for (i = 1; i <= n; i++) {
          k = isa[i] "," mode
          printf " %8.0f (%5.1f) %5.2fx", r[k], g[k], (t > 0) ? r[k] / t : 0
        }
        printf "\n"
      }
    }' "$TMP/res.txt"
done
echo "(tdoku's guesses are branch points, solve9's branches taken)"
