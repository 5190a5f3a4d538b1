#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_import.sh: the puzzle database at scale, side by side in one run.
#
#   1. import: `sudokudb import` (parse, normalize, validate, deduplicate,
#      canonical forms, index) against the sqlite3 shell's `.import` of the
#      same file into a one-column table without an index (the target),
#      run alternately 5 times each (medians), and once into a one-column
#      table with a UNIQUE constraint; then a file twice as long, once
#      each, with the peak memory (resident set) of every program;
#      then the duplicates query of examples/duplicates.sql with the
#      stored forms and with every form computed;
#   2. size: the database per million puzzles after the import, after
#      solve and after rate, against the text file, and where its bytes go
#      (dbstat: each table and index);
#   3. solve: `sudokudb solve --jobs 1` (solution + count up to 2, written
#      back in batches) against the raw `sudokudb pipe sudoku` (first
#      solution only, to /dev/null), then `solve --jobs 2`, then rate.
#
# The input is BENCH_IMPORT_ROWS (default 1,000,000) distinct puzzles made
# from $BENCH_DATA/17_clue.txt (bench/lib.sh) by validity-preserving
# transformations (build/bench/variants), and twice as many for the
# second file.  Everything generated stays in build/bench-import.
set -e
cd "$(dirname "$0")/.."
. bench/lib.sh
bench_need BENCH_DATA 17_clue.txt
N=${BENCH_IMPORT_ROWS:-1000000}
JOBS2=${BENCH_IMPORT_JOBS:-2}
D=build/bench-import
P=$D/puzzles.txt
P2=$D/puzzles2.txt
mkdir -p $D
rm -f $D/shell.db* $D/shellu.db* $D/ours.db* $D/ours2.db*
for t in sqlite3 /usr/bin/time; do
  command -v $t >/dev/null || { echo "bench_import: needs $t"; exit 1; }
done

# measure LABEL CMD...: run CMD (stdin/stdout as given to measure), print
# wall seconds, rows/s and CPU seconds (user+sys, all threads); sets $RATE
# (rows per wall second) and $CPU (CPU seconds).  The CPU figure matters
# on a shared machine, where wall time is noisy.
# $ROWS (default $N) is the number of rows of the run; MEM is its peak
# resident memory in MB.
measure() {
  label=$1; shift
  /usr/bin/time -o $D/time.txt -f "%e %U %S %M" "$@"
  set -- $(cat $D/time.txt)
  RATE=$(awk "BEGIN{printf \"%.0f\", ${ROWS:-$N}/$1}")
  CPU=$(awk "BEGIN{printf \"%.2f\", $2+$3}")
  MEM=$(awk "BEGIN{printf \"%.0f\", $4/1024}")
  printf '  %-50s %6.2f s %8s rows/s %6.2f s CPU %5s MB\n' "$label" $1 $RATE \
    $CPU $MEM
}

# median V1 V2 ...: the median of the values.
median() {
  printf '%s\n' "$@" | sort -g |
    awk '{a[NR]=$1} END{print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'
}

# size LABEL DB: the database's size per million puzzles and against the
# text file, then each table and index of it (dbstat).
size() {
  bytes=$(stat -c %s $2)
  awk "BEGIN{printf \"  %-34s %7.1f MB per million, %.2fx the text file\\n\",
       \"$1\", $bytes/$N, $bytes/$TEXT}"
  sqlite3 $2 "SELECT printf('    %-24s %7.1f MB %6.1f bytes/puzzle %5.1f%% full',
                name, sum(pgsize)/1e6, sum(pgsize)*1.0/$N,
                100.0*sum(pgsize-unused)/sum(pgsize))
              FROM dbstat GROUP BY name HAVING sum(pgsize)>$N
              ORDER BY sum(pgsize) DESC"
}

# ratio LABEL A B TARGET: "LABEL: A/B" (wall: rows/s; CPU: seconds the
# other way round, so that higher is better in both).
ratio() {
  awk "BEGIN{printf \"  %-34s %.2fx wall, %.2fx CPU%s\\n\", \"$1\", $2/$3, $5/$4, \"$6\"}"
}
echo "bench_import: $N puzzles from 17_clue.txt, transformed"
build/bench/variants "$BENCH_DATA/17_clue.txt" $N 1 > $P
build/bench/variants "$BENCH_DATA/17_clue.txt" $((2*N)) 2 > $P2
cat $P $P2 > /dev/null
TEXT=$(stat -c %s $P)

echo "import ($(nproc) cores; 5 runs each, alternately, medians; load average now: $(cut -d' ' -f1 /proc/loadavg)):"
SW=; SC=; OW=; OC=
for i in 1 2 3 4 5; do
  rm -f $D/shell.db* $D/ours.db*
  measure "sqlite3 shell .import, one column, run $i" \
    sqlite3 $D/shell.db "CREATE TABLE t(line TEXT)" ".import $P t"
  SW="$SW $RATE"; SC="$SC $CPU"
  measure "sudokudb import, run $i" sh -c "./sudokudb import $D/ours.db $P > $D/import.out"
  OW="$OW $RATE"; OC="$OC $CPU"
done
SHELL=$(median $SW); SHELLCPU=$(median $SC)
OURS=$(median $OW); OURSCPU=$(median $OC)
measure "sqlite3 shell .import (one column, UNIQUE)" \
  sqlite3 $D/shellu.db "CREATE TABLE t(line TEXT UNIQUE)" ".import $P t"
echo "  summary: $(cat $D/import.out)"
ratio "import sudokudb / shell .import:" $OURS $SHELL $OURSCPU $SHELLCPU \
  " (medians; target >= 1.00x)"
ls -l $D/shell.db $D/shellu.db $D/ours.db | awk '{printf "  %-28s %6.1f MB\n", $NF, $5/1e6}'

echo "import of $((2*N)) lines (once each; peak memory in the last column):"
rm -f $D/shell.db* $D/shellu.db*
ROWS=$((2*N))
measure "sqlite3 shell .import, one column" \
  sqlite3 $D/shell.db "CREATE TABLE t(line TEXT)" ".import $P2 t"
measure "sqlite3 shell .import (one column, UNIQUE)" \
  sqlite3 $D/shellu.db "CREATE TABLE t(line TEXT UNIQUE)" ".import $P2 t"
measure "sudokudb import" sh -c "./sudokudb import $D/ours2.db $P2 > $D/import2.out"
ROWS=
echo "  summary: $(cat $D/import2.out)"
ls -l $D/shell.db $D/shellu.db $D/ours2.db | awk '{printf "  %-28s %6.1f MB\n", $NF, $5/1e6}'
rm -f $D/shell.db* $D/shellu.db* $D/ours2.db*

echo "the duplicates query of examples/duplicates.sql on the imported database (output to /dev/null):"
measure "with the stored forms (column canon)" \
  sh -c "./sudokudb sql $D/ours.db < examples/duplicates.sql > /dev/null"
measure "computing every form (sudoku_canonical)" \
  sh -c "sed 's/coalesce(canon, sudoku_canonical(puzzle))/sudoku_canonical(puzzle)/' \
         examples/duplicates.sql | ./sudokudb sql $D/ours.db > /dev/null"

echo "size of the database ($(awk "BEGIN{printf \"%.1f\", $TEXT/1e6}") MB of text; target <= 2.50x solved and rated):"
size "after import" $D/ours.db
cp $D/ours.db $D/sized.db
./sudokudb solve $D/sized.db > /dev/null
size "after solve" $D/sized.db
measure "(sudokudb rate --jobs $JOBS2)" \
  sh -c "./sudokudb rate $D/sized.db --jobs $JOBS2 > /dev/null"
size "after rate" $D/sized.db
rm -f $D/sized.db*

# best RATE CPU: keep the higher rate and the lower CPU time seen so far.
best() {
  [ -z "$BR" ] || [ $(awk "BEGIN{print ($1 > $BR)}") = 1 ] && BR=$1
  [ -z "$BC" ] || [ $(awk "BEGIN{print ($2 < $BC)}") = 1 ] && BC=$2
  return 0
}
echo "solve (best of 2 runs; load average now: $(cut -d' ' -f1 /proc/loadavg)):"
unsolve() { ./sudokudb sql $D/ours.db "UPDATE puzzle_store SET solution=NULL, solutions=NULL"; }
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
