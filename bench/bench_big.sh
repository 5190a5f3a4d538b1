#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_big.sh: the general solver (ext/solve/solven.c, handing hard grids to
# clause learning in ext/solve/solvecdcl.c) side by side with the CaDiCaL SAT
# solver, per puzzle, on the Gecode library's 16x16 and 25x25 instances
# ($BENCH_DATA/gecode_*.txt, one solution each; bench/lib.sh).
#   ours solve     ms (CPU) of solve_grid, limit 1, no work bound, one
#                  thread: a hard grid's two raced searches take turns
#                  (ext/solve/cdclrace.c)
#   2 threads      ms (wall) of the same call with two threads, each
#                  search on its own (the same solution and work)
#   ours unique    ms of counting to 2 (finds the solution again, then
#                  proves there is no other)
#   cadical solve  ms of CaDiCaL on the plain CNF encoding (one variable per
#                  cell and value; at least and at most one value per cell;
#                  each value at least and at most once per row, column
#                  and box; givens as unit clauses), solving time as it
#                  reports it (its parse time left out)
#   cadical unique ms of CaDiCaL on the same CNF with our solution excluded
#                  by one more clause (the second call that proves it unique)
#   x solve, x 2 thr, x unique  ours / CaDiCaL's (the goal: below 1 in
#                  total, none above 2); CaDiCaL runs on one thread
#   Mwork solve, Mwork unique  millions of work units (ext/work.h) our two
#                  calls took: the budget each needs (the default allows
#                  100; the last line counts the calls within it)
# build/bench/bench_big writes the CNF files.  CaDiCaL is Debian's `cadical`;
# when missing, the bench installs it with apt-get if it can, else reports
# ours only.  Set BIG_SETS to choose the sets (default "gecode_16x16
# gecode_25x25").
#
# Both searches' times to a first solution depend on the order they happen
# to search in, so one run per puzzle is one draw.  BIG_VARIANTS=N (default
# 0) also times N symmetric variants of each puzzle (build/bench/variants:
# digits relabelled, rows, columns, bands and stacks shuffled, transposed;
# the same puzzle to both solvers) and sums up every run: how often ours is
# over 2x CaDiCaL's time on the same run, and how often CaDiCaL's own time
# on one run of a puzzle is over 2x its time on another run of the same
# puzzle (every ordered pair), the bound's rate for CaDiCaL against itself.
# The arguments, --cdcl-NAME=VALUE each, set options of the clause-learning
# solver for our runs (bench/README.md): `sh bench/bench_big.sh
# --cdcl-VAR_DECAY=0.9` is a tuning trial.
set -e
cd "$(dirname "$0")/.."
. bench/lib.sh

OUT=build/bench
SETS=${BIG_SETS:-"gecode_16x16 gecode_25x25"}
VARIANTS=${BIG_VARIANTS:-0}

for set in $SETS; do bench_need BENCH_DATA "$set.txt"; done
make -s $OUT/bench_big $OUT/variants
bench_cdcl_args $OUT/bench_big "$@"
if ! command -v cadical >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo -n"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q cadical \
    </dev/null >/dev/null 2>&1 || true
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# cadical_ms CNF: CaDiCaL's solving time in ms (process time minus parse).
cadical_ms() {
  cadical "$1" > "$TMP/cadical.out" || true
  awk '/parsed .* clauses in/ { parse = $(NF-3) }
       /total process time since initialization/ { total = $(NF-1) }
       END { printf "%.1f", (total - parse) * 1000 }' "$TMP/cadical.out"
}

# measure FILE: a line per puzzle of FILE, ours then CaDiCaL's: number,
# solve ms, 2 threads ms, unique ms, CaDiCaL solve ms, CaDiCaL unique ms,
# count, work units of solve and of unique.
measure() {
  $OUT/bench_big $CDCL_ARGS "$TMP" < "$1" > "$TMP/ours.txt"
  while read -r n solve race unique count ws wu; do
    cs=$(cadical_ms "$TMP/$n.cnf")
    cu=$(cadical_ms "$TMP/$n-blocked.cnf")
    echo "$n $solve $race $unique $cs $cu $count $ws $wu"
    rm -f "$TMP/$n.cnf" "$TMP/$n-blocked.cnf"
  done < "$TMP/ours.txt"
}

# variants_summary LINES: the runs of measure(), the originals' then the
# variants' (so run r is of puzzle (r-1)%LINES+1), summed up.
variants_summary() {
  awk -v lines="$1" '
    function ms(t) { return t<10 ? 10 : t }   # CaDiCaL clock: 10 ms steps
    function add(k, a, b) { a = a<0.1 ? 0.1 : a; b = ms(b)
                            tot[k, 0] += a; tot[k, 1] += b
                            lg[k] += log(a/b); over[k] += a>2*b }
    { p = (NR-1)%lines + 1; r = ++runs[p]
      cs[p, r] = ms($5); cu[p, r] = ms($6); n++
      add("solve, 2 threads", $3, $5); add("solve, 1 thread", $2, $5)
      add("unique", $4, $6) }
    END {
      split("solve, 2 threads|solve, 1 thread|unique", ks, "|")
      printf "%d runs (%d puzzles, %d runs each)\n", n, lines, n/lines
      for(i=1; i<=3; i++){ k = ks[i]
        printf "  ours / CaDiCaL, %-16s total %5.2fx, geometric mean %5.2fx, " \
               "over 2x in %d runs (%.1f%%)\n", k ":", tot[k, 0]/tot[k, 1],
               exp(lg[k]/n), over[k], 100*over[k]/n }
      for(p=1; p<=lines; p++){
        for(a=1; a<=runs[p]; a++) for(b=1; b<=runs[p]; b++){
          if( a==b ) continue
          pairs++; ps += cs[p, a]>2*cs[p, b]; pu += cu[p, a]>2*cu[p, b] } }
      if( pairs ) printf "  CaDiCaL / CaDiCaL on another run of the same " \
        "puzzle: over 2x in %.1f%% of %d pairs solving, %.1f%% proving " \
        "unique\n", 100*ps/pairs, pairs, 100*pu/pairs }'
}

[ -z "$CDCL_ARGS" ] || echo "(ours with $CDCL_ARGS)"
for set in $SETS; do
  echo "== big grids: $set, ms per puzzle (CPU; 2 threads: wall), ours vs CaDiCaL =="
  if command -v cadical >/dev/null 2>&1; then
    printf '%4s %10s %9s %11s %13s %14s %8s %8s %8s %7s %7s\n' puzzle \
      "ours solve" "2 threads" "ours unique" "cadical solve" \
      "cadical unique" "x solve" "x 2 thr" "x unique" "Mwork s" "Mwork u"
    measure "$BENCH_DATA/$set.txt" | tee "$TMP/runs.txt" | awk '
      # ours / theirs, or "-" when CaDiCaL took less than its clock shows
      function ratio(a, b) { return b>0 ? sprintf("%7.2fx", a/b) : "      -" }
      { printf "%4d %10.1f %9.1f %11.1f %13.1f %14.1f %s %s %s %7.0f %7.0f%s\n",
               $1, $2, $3, $4, $5, $6, ratio($2, $5), ratio($3, $5),
               ratio($4, $6), $8/1e6, $9/1e6, $7==1 ? "" : "  (count " $7 ")"
        os += $2; o2 += $3; ou += $4; cs += $5; cu += $6
        if( $5>0 && $2>2*$5 ) xs++
        if( $5>0 && $3>2*$5 ) xr++
        if( $6>0 && $4>2*$6 ) xu++
        n++; fs += $8<=1e8; fu += $9<=1e8 }
      END { printf "%4s %10.1f %9.1f %11.1f %13.1f %14.1f %s %s %s\n",
                   "all", os, o2, ou, cs, cu, ratio(os, cs), ratio(o2, cs),
                   ratio(ou, cu)
            printf "over 2x CaDiCaL: %d solving, %d solving on 2 threads, " \
                   "%d proving unique\n", xs, xr, xu
            printf "within the default budget (100M units): %d of %d solved, " \
                   "%d counted to 2\n", fs, n, fu }'
    echo "(x: ours / CaDiCaL's time, below 1 is faster; CaDiCaL's clock"
    echo " counts 10 ms steps)"
    if [ "$VARIANTS" -gt 0 ]; then
      lines=$(wc -l < "$TMP/runs.txt")
      echo "== $set: each puzzle and $VARIANTS symmetric variant(s) of it =="
      $OUT/variants "$BENCH_DATA/$set.txt" $((VARIANTS*lines)) 1 > "$TMP/variants.txt"
      measure "$TMP/variants.txt" >> "$TMP/runs.txt"
      variants_summary "$lines" < "$TMP/runs.txt"
    fi
  else
    $OUT/bench_big $CDCL_ARGS "$TMP" < "$BENCH_DATA/$set.txt" > "$TMP/ours.txt"
    echo "cadical not installed: ours only (puzzle, solve ms, 2 threads ms,"
    echo "unique ms, count, work units of solve and unique)"
    cat "$TMP/ours.txt"
  fi
done
