#!/bin/sh
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
# from ../shared/data/17_clue.txt by validity-preserving transformations
# (build/bench/variants).  Everything generated stays in build/bench-import.
set -e
cd "$(dirname "$0")/.."
N=${BENCH_IMPORT_ROWS:-1000000}
JOBS2=${BENCH_IMPORT_JOBS:-2}
D=build/bench-import
P=$D/puzzles.txt
mkdir -p $D
rm -f $D/shell.db* $D/shellu.db* $D/ours.db*
command -v sqlite3 >/dev/null || { echo "bench_import: needs the sqlite3 shell"; exit 1; }

now() { date +%s.%N; }
# rate LABEL ROWS START END: print seconds and rows/s; sets $SECS and $RATE.
rate() {
  SECS=$(awk "BEGIN{printf \"%.2f\", $4-$3}")
  RATE=$(awk "BEGIN{printf \"%.0f\", $2/($4-$3)}")
  printf '  %-52s %7s s %10s rows/s\n' "$1" "$SECS" "$RATE"
}

echo "bench_import: $N puzzles from 17_clue.txt, transformed"
build/bench/variants ../shared/data/17_clue.txt $N 1 > $P
cat $P > /dev/null

echo "import ($(nproc) cores):"
t0=$(now); sqlite3 $D/shell.db "CREATE TABLE t(line TEXT)" ".import $P t"; t1=$(now)
rate "sqlite3 shell .import (one column, no index)" $N $t0 $t1; SHELL=$RATE
t0=$(now); sqlite3 $D/shellu.db "CREATE TABLE t(line TEXT UNIQUE)" ".import $P t"; t1=$(now)
rate "sqlite3 shell .import (one column, UNIQUE)" $N $t0 $t1
t0=$(now); ./sudokudb import $D/ours.db $P > $D/import.out; t1=$(now)
rate "sudokudb import" $N $t0 $t1; OURS=$RATE
echo "  summary: $(cat $D/import.out)"
awk "BEGIN{printf \"  import ratio sudokudb/shell: %.2fx (target >= 1.00x)\n\", $OURS/$SHELL}"
ls -l $D/shell.db $D/shellu.db $D/ours.db | awk '{printf "  %-28s %6.1f MB\n", $NF, $5/1e6}'

echo "solve (best of 2 runs each; the machine may be shared):"
best() { awk "BEGIN{print ($1 > $2) ? $1 : $2}"; }
unsolve() { ./sudokudb sql $D/ours.db "UPDATE puzzle SET solution=NULL, solutions=NULL"; }
PIPE=0
for i in 1 2; do
  t0=$(now); ./sudokudb pipe sudoku < $P > /dev/null; t1=$(now)
  rate "sudokudb pipe sudoku (first solution), run $i" $N $t0 $t1; PIPE=$(best $PIPE $RATE)
done
S1=0
for i in 1 2; do
  [ $i = 1 ] || unsolve
  t0=$(now); ./sudokudb solve $D/ours.db --jobs 1 > /dev/null; t1=$(now)
  rate "sudokudb solve --jobs 1 (count to 2 + write), run $i" $N $t0 $t1; S1=$(best $S1 $RATE)
done
awk "BEGIN{printf \"  solve --jobs 1 / pipe: %.2fx (target >= 0.80x)\\n\", $S1/$PIPE}"
unsolve
t0=$(now); ./sudokudb solve $D/ours.db --jobs $JOBS2 > /dev/null; t1=$(now)
rate "sudokudb solve --jobs $JOBS2" $N $t0 $t1; S2=$RATE
awk "BEGIN{printf \"  scaling --jobs $JOBS2 / --jobs 1: %.2fx\\n\", $S2/$S1}"
echo "  check: $(./sudokudb sql $D/ours.db "SELECT count(*) || ' rows, ' || sum(solutions=1 AND sudoku_check(puzzle, solution)) || ' with one checked solution' FROM puzzle")"
