#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_generate.sh: the puzzle generator (ext/generate/generate.c), single thread,
# CPU time, side by side in the same run with the plain generator (a
# random full grid, givens removed one by one in random order while the
# puzzle keeps one solution, counted to 2):
#
#   - minimal 9x9 puzzles/s, best of 3 runs taken alternately;
#   - puzzles/s to each SE rating band 1-2, 2-4, 4-6, 6-8, 8-9 and 9+;
#   - every band of width 1 up to 9-10, and each grade: how many of 100
#     consecutive seeds succeed at the default budget of a band search
#     (GEN_BAND_LIMIT), and their work;
#   - a minimal 16x16, and a 25x25 with at most 55% of the cells given,
#     in ms per puzzle;
#   - consecutive seeds: how many different sudoku_canonical forms (10,000
#     without options and for the bands 1-2 and 2-4, fewer for harder ones);
#   - the SQL function and sudokudb generate (which also rates each
#     puzzle and writes it) on the same puzzles, and to the band 9-10;
#   - sudokudb generate --from: new puzzles rated 10-12 by local moves
#     from the 34 hardest of tests/data/se_hardest.txt.
#
# Goals (issue 12): 2,000 minimal 9x9/s; 100/s up to 6, 10/s for 6-8,
# 1/s for 8-9; 16x16 under 100 ms; 25x25 under 1 s.  Run from the
# project root.
set -e
cd "$(dirname "$0")/.."
make -s sudoku.so sudokudb build/bench/bench_generate
B=build/bench/bench_generate
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# rate LINE: the puzzles/s field of a bench_generate line; hash LINE: the
# hash of its puzzles' texts (the plain generator and ours must make the
# same puzzles from the same seeds).
rate() { echo "$1" | awk '{ sub("/s", "", $5); print $5 }'; }
hash() { echo "$1" | awk '{ print $13 }'; }
# same A B: whether two runs made the same puzzles.
same() { [ "$(hash "$1")" = "$(hash "$2")" ] && echo "same puzzles" || echo "DIFFERENT PUZZLES"; }
# best A B: the larger.
best() { awk -v a="$1" -v b="$2" 'BEGIN { print (b == "" || a > b) ? a : b }'; }

echo "== generate: minimal 9x9, single thread, CPU time, best of 3 =="
bp=""; bg=""
for run in 1 2 3; do
  lp=$($B plain 5000)
  lg=$($B gen 5000 '{"minimal":true}')
  bp=$(best "$(rate "$lp")" "$bp")
  bg=$(best "$(rate "$lg")" "$bg")
done
awk -v p="$bp" -v g="$bg" -v s="$(same "$lp" "$lg")" 'BEGIN {
  printf "plain generator   %9.0f puzzles/s\n", p
  printf "sudoku generator  %9.0f puzzles/s   (%.2fx plain, %s; goal 2,000/s)\n",
         g, g / p, s }'

echo "== generate: to a rating band (9x9, SE scale, single thread) =="
printf '%-6s %6s %9s %10s  %s\n' band count seconds puzzles/s goal
for spec in "1-2 1,2 400 100" "2-4 2,4 400 100" "4-6 4,6 200 100" \
            "6-8 6,8 100 10" "8-9 8,9 20 1" "9+ 9,20 5 -"; do
  set -- $spec
  out=$($B gen $3 "{\"rating\":[$2]}")
  echo "$out" | awk -v b=$1 -v g=$4 \
    '{ printf "%-6s %6d %9.3f %10.1f  %s\n", b, $1, $3, $1/($3>0?$3:1e-9), g }'
done

echo "== generate: 100 consecutive seeds per band at the default budget (SQL) =="
printf '%-18s %6s %9s %12s %12s\n' options made seconds mean-work max-work
for spec in '"rating":[1,2]' '"rating":[2,3]' '"rating":[3,4]' \
            '"rating":[4,5]' '"rating":[5,6]' '"rating":[6,7]' \
            '"rating":[7,8]' '"rating":[8,9]' '"rating":[9,10]' \
            '"grade":"easy"' '"grade":"medium"' '"grade":"hard"' \
            '"grade":"expert"' '"grade":"extreme"'; do
  $B budget 100 "{$spec}" | awk -v o="$spec" \
    '{ printf "%-18s %3d/%-3d %8.2f %12.0f %12.0f\n", o, $3, $1, $5, $8, $10 }'
done

echo "== generate: larger grids (ms per puzzle, single thread) =="
p16=$($B plain 10 4)
g16=$($B gen 10 '{"size":16,"minimal":true}')
p25=$($B plain 10 5 343)
g25=$($B gen 10 '{"size":25,"givens":[0,343]}')
fmt='%-34s %8.1f %8.1f %8.1f  %s\n'
printf '%-34s %8s %8s %8s\n' "(10 seeds each)" mean-ms median max
echo "$p16" | awk -v f="$fmt" '{ printf f, "16x16 minimal, plain generator", 1000*$3/$1, $9, $11, "" }'
echo "$g16" | awk -v f="$fmt" -v s="$(same "$p16" "$g16")" '{ printf f, "16x16 minimal, sudoku generator", 1000*$3/$1, $9, $11, s "; goal < 100 ms" }'
echo "$p25" | awk -v f="$fmt" '{ printf f, "25x25 <= 55% given, plain", 1000*$3/$1, $9, $11, "" }'
echo "$g25" | awk -v f="$fmt" -v s="$(same "$p25" "$g25")" '{ printf f, "25x25 <= 55% given, sudoku gen.", 1000*$3/$1, $9, $11, s "; goal < 1 s" }'

echo "== generate: different puzzles =="
for spec in "10000 {}" "10000 {\"rating\":[1,2]}" "10000 {\"rating\":[2,4]}" \
            "1000 {\"rating\":[4,6]}" "1000 {\"rating\":[6,8]}" \
            "100 {\"rating\":[8,9]}"; do
  n=${spec%% *}
  $B distinct $n "${spec#* }" | awk -v o="${spec#* }" \
    '{ printf "%6d consecutive seeds of %-20s %6d canonical forms\n", $1, o, $3 }'
done

echo "== generate: through SQL and the CLI (CPU time) =="
/usr/bin/time -f '%U %S' -o "$TMP/t" sqlite3 :memory: ".load ./sudoku" \
  "SELECT count(sudoku_generate(value)) FROM generate_series(1, 5000)" >/dev/null
awk '{ printf "SELECT sudoku_generate(seed), 5,000 seeds:      %8.0f puzzles/s\n", 5000/($1+$2) }' "$TMP/t"
/usr/bin/time -f '%U %S' -o "$TMP/t" ./sudokudb generate "$TMP/g.db" 2000 \
  --jobs 1 >/dev/null
awk '{ printf "sudokudb generate --jobs 1 (rated, stored):  %8.0f puzzles/s\n", 2000/($1+$2) }' "$TMP/t"
/usr/bin/time -f '%U %S' -o "$TMP/t" ./sudokudb generate "$TMP/g9.db" 50 \
  --rating 9-10 --jobs 1 >/dev/null
awk '{ printf "sudokudb generate --rating 9-10 --jobs 1:    %8.2f puzzles/s\n", 50/($1+$2) }' "$TMP/t"

echo "== generate --from: local moves from the 34 puzzles of tests/data/se_hardest.txt =="
grep -v '^#' tests/data/se_hardest.txt | cut -c1-81 > "$TMP/hard.txt"
./sudokudb import "$TMP/h.db" "$TMP/hard.txt" --collection hard >/dev/null
/usr/bin/time -f '%U %S' -o "$TMP/t" ./sudokudb generate "$TMP/h.db" 100 \
  --rating 10-12 --from hard --jobs 1 > "$TMP/out"
awk '{ printf "SE 10-12, --jobs 1, 100 puzzles:             %8.2f puzzles/s (CPU)\n", 100/($1+$2) }' "$TMP/t"
sed 's/^/  /' "$TMP/out"
