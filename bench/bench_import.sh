#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_import.sh: the puzzle database at scale, side by side in one run.
#
#   1. import: `sudokudb import` (parse, normalize, validate, deduplicate,
#      index) against the sqlite3 shell's `.import` of the same file into a
#      one-column table without an index (the target), and for reference
#      into a one-column table with a UNIQUE constraint;
#   2. solve: `sudokudb solve --jobs 1` (solution + count up to 2, written
#      back in batches) against the raw `sudokudb pipe sudoku` (first
#      solution only, to /dev/null), then `solve --jobs 2`.
#
# The input is BENCH_IMPORT_ROWS (default 1,000,000) distinct puzzles made
# from $BENCH_DATA/17_clue.txt (bench/lib.sh) by validity-preserving transformations
# (build/bench/variants).  Everything generated stays in build/bench-import.
set -e
cd "$(dirname "$0")/.."
. bench/lib.sh
bench_need BENCH_DATA 17_clue.txt
N=${BENCH_IMPORT_ROWS:-1000000}
JOBS2=${BENCH_IMPORT_JOBS:-2}
D=build/bench-import
P=$D/puzzles.txt
mkdir -p $D
rm -f $D/shell.db* $D/shellu.db* $D/ours.db*
for t in sqlite3 /usr/bin/time; do
  command -v $t >/dev/null || { echo "bench_import: needs $t"; exit 1; }
done

# measure LABEL CMD...: run CMD (stdin/stdout as given to measure), print
# wall seconds, rows/s and CPU seconds (user+sys, all threads); sets $RATE
# (rows per wall second) and $CPU (CPU seconds).  The CPU figure matters
# on a shared machine, where wall time is noisy.
measure() {
  label=$1; shift
  /usr/bin/time -o $D/time.txt -f "%e %U %S" "$@"
  set -- $(cat $D/time.txt)
  RATE=$(awk "BEGIN{printf \"%.0f\", $N/$1}")
  CPU=$(awk "BEGIN{printf \"%.2f\", $2+$3}")
  printf '  %-50s %6.2f s %8s rows/s %6.2f s CPU\n' "$label" $1 $RATE $CPU
}

# ratio LABEL A B TARGET: "LABEL: A/B" (wall: rows/s; CPU: seconds the
# other way round, so that higher is better in both).
ratio() {
  awk "BEGIN{printf \"  %-34s %.2fx wall, %.2fx CPU%s\\n\", \"$1\", $2/$3, $5/$4, \"$6\"}"
}
echo "bench_import: $N puzzles from 17_clue.txt, transformed"
build/bench/variants "$BENCH_DATA/17_clue.txt" $N 1 > $P
cat $P > /dev/null

echo "import ($(nproc) cores; best of 3, run alternately; load average now: $(cut -d' ' -f1 /proc/loadavg)):"
# best RATE CPU: keep the higher rate and the lower CPU time seen so far.
best() {
  [ -z "$BR" ] || [ $(awk "BEGIN{print ($1 > $BR)}") = 1 ] && BR=$1
  [ -z "$BC" ] || [ $(awk "BEGIN{print ($2 < $BC)}") = 1 ] && BC=$2
  return 0
}
SHELL=; SHELLCPU=; OURS=; OURSCPU=
for i in 1 2 3; do
  rm -f $D/shell.db* $D/ours.db*
  BR=$SHELL; BC=$SHELLCPU
  measure "sqlite3 shell .import, one column, run $i" \
    sqlite3 $D/shell.db "CREATE TABLE t(line TEXT)" ".import $P t"
  best $RATE $CPU; SHELL=$BR; SHELLCPU=$BC
  BR=$OURS; BC=$OURSCPU
  measure "sudokudb import, run $i" sh -c "./sudokudb import $D/ours.db $P > $D/import.out"
  best $RATE $CPU; OURS=$BR; OURSCPU=$BC
done
measure "sqlite3 shell .import (one column, UNIQUE)" \
  sqlite3 $D/shellu.db "CREATE TABLE t(line TEXT UNIQUE)" ".import $P t"
echo "  summary: $(cat $D/import.out)"
ratio "import sudokudb / shell .import:" $OURS $SHELL $OURSCPU $SHELLCPU \
  " (target >= 1.00x)"
ls -l $D/shell.db $D/shellu.db $D/ours.db | awk '{printf "  %-28s %6.1f MB\n", $NF, $5/1e6}'

echo "solve (best of 2 runs; load average now: $(cut -d' ' -f1 /proc/loadavg)):"
unsolve() { ./sudokudb sql $D/ours.db "UPDATE puzzle SET solution=NULL, solutions=NULL"; }
BR=; BC=
for i in 1 2; do
  measure "sudokudb pipe sudoku (first solution), run $i" \
    sh -c "./sudokudb pipe sudoku < $P > /dev/null"
  best $RATE $CPU
done
PIPE=$BR; PIPECPU=$BC
BR=; BC=
for i in 1 2; do
  [ $i = 1 ] || unsolve
  measure "sudokudb solve --jobs 1 (count to 2, write), run $i" \
    sh -c "./sudokudb solve $D/ours.db --jobs 1 > /dev/null"
  best $RATE $CPU
done
S1=$BR; S1CPU=$BC
ratio "solve --jobs 1 / pipe:" $S1 $PIPE $S1CPU $PIPECPU " (target >= 0.80x)"
unsolve
measure "sudokudb solve --jobs $JOBS2" \
  sh -c "./sudokudb solve $D/ours.db --jobs $JOBS2 > /dev/null"
ratio "scaling --jobs $JOBS2 / --jobs 1:" $RATE $S1 $CPU $S1CPU \
  " (CPU: the extra threads' cost)"
echo "  check: $(./sudokudb sql $D/ours.db "SELECT count(*) || ' rows, ' || sum(solutions=1 AND sudoku_check(puzzle, solution)) || ' with one checked solution' FROM puzzle")"
