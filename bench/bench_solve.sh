#!/bin/sh
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
#   seed           ../shared/bench/seed_solver.c, the fixed yardstick, on
#                  the first $SEED_N puzzles only (it is far too slow for
#                  whole sets); "x seed" divides solve9's rate on that same
#                  subset by the seed's
# Run from the project root (`make bench` does).
set -e
cd "$(dirname "$0")/.."

DATA=../shared/data
OUT=build/bench
SEED_N=200
MIN_RUN=60000
SETS="17_clue magictour_top1465 forum_hardest_1905_11plus"

make -s all $OUT/solver_bench
mkdir -p $OUT
cc -O2 -o $OUT/seed_solver ../shared/bench/seed_solver.c
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

# tdoku's figures from the brief: first solution, with uniqueness.
tdoku_ref() {
  case $1 in
    17_clue) echo "257k 227k" ;;
    magictour_top1465) echo "112k 74k" ;;
    forum_hardest_1905_11plus) echo "24k 12.5k" ;;
  esac
}

printf '%-26s %7s %9s %9s %9s %9s %9s %7s %7s\n' set puzzles first \
  count2 pipe sql seed "x seed" sql/raw
for set in $SETS; do
  file=$TMP/$set.txt
  grep -E '^[.0-9]{81}' "$DATA/$set.txt" | cut -c1-81 > "$file"
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
echo
echo "tdoku, reference, measured elsewhere (first solution / with uniqueness):"
for set in $SETS; do
  printf '  %-26s %s\n' "$set" "$(tdoku_ref $set)"
done
