# SPDX-License-Identifier: MIT
# lib.sh: what the bench scripts share; each sources it after its cd to
# the project root (so relative folders below are from there).
#
#   BENCH_DATA   the folder of the benchmark sets (17_clue.txt,
#                gecode_25x25.txt, se_rated.txt, ...), outside the
#                repository: default ../shared/data
#   BENCH_SEEDS  the folder of the fixed yardsticks the scripts compile
#                (seed_solver.c, seed_target.c): default ../shared/bench
#
#   bench_need VAR FILE...   stop the script (status 1) with a message
#                naming the first FILE missing from the folder $VAR and
#                how to set VAR, unless all are there
#   bench_cdcl_args PROG ARG...   check that each ARG is a
#                --cdcl-NAME=VALUE option that the bench program PROG
#                (built already) takes, else stop with PROG's error (status
#                2); sets CDCL_ARGS to them for PROG's runs

BENCH_DATA=${BENCH_DATA:-../shared/data}
BENCH_SEEDS=${BENCH_SEEDS:-../shared/bench}
export BENCH_DATA BENCH_SEEDS

bench_need() {
  bench_var=$1
  shift
  eval "bench_dir=\$$bench_var"
  for bench_f in "$@"; do
    if [ ! -f "$bench_dir/$bench_f" ]; then
      echo "$(basename "$0"): $bench_dir/$bench_f is missing." >&2
      echo "  $bench_var names the folder that holds $bench_f (now" \
           "$bench_dir; a relative one is from the project root," \
           "$(pwd))." >&2
      echo "  Set it, e.g. make bench $bench_var=/path/to/folder" \
           "or $bench_var=/path/to/folder sh $0" >&2
      exit 1
    fi
  done
}

bench_cdcl_args() {
  bench_prog=$1
  shift
  for bench_a in "$@"; do
    case $bench_a in
      --cdcl-*=*) ;;
      *) echo "$(basename "$0"): $bench_a: expected --cdcl-NAME=VALUE" \
              "($bench_prog --cdcl-options lists the names)" >&2
         exit 2 ;;
    esac
  done
  "$bench_prog" "$@" --cdcl-options > /dev/null || exit 2
  CDCL_ARGS="$*"
}
