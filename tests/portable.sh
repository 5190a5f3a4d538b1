#!/bin/sh
# SPDX-License-Identifier: MIT
# portable.sh: the build off Debian's tooling (make test-portable), in a
# fresh clone of this checkout's HEAD:
#   1. `make demo` with apt-get and dpkg hidden from the PATH (the tools
#      installed): nothing tries to install, the demo runs;
#   2. `make CC=clang` builds without a warning, and the plain Tcl suite
#      (tests/all.tcl -quick) passes on that build.
# Ends with 'N passed, N failed'.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
pass=0 fail=0
ok()  { pass=$((pass + 1)); echo "ok: $1"; }
bad() { fail=$((fail + 1)); echo "! $1"; [ -f "${2:-}" ] && tail -20 "$2"; }

git clone -q "$root" "$scratch/src" || { echo "0 passed, 1 failed"; exit 1; }
cd "$scratch/src"

# A PATH with every command of the real one but apt-get, apt and dpkg.
shadow="$scratch/bin"
mkdir "$shadow"
old_ifs=$IFS; IFS=:
for d in $PATH; do
  [ -d "$d" ] || continue
  for f in "$d"/*; do
    n=${f##*/}
    case $n in apt|apt-get|apt-cache|dpkg|dpkg-query) continue ;; esac
    [ -e "$shadow/$n" ] || ln -s "$f" "$shadow/$n" 2>/dev/null
  done
done
IFS=$old_ifs

if PATH="$shadow" make demo > "$scratch/demo.log" 2>&1; then ok "make demo without apt-get and dpkg"
else bad "make demo without apt-get and dpkg" "$scratch/demo.log"; fi
if grep -q 'installing:' "$scratch/demo.log"; then bad "make demo tried to install"
else ok "make demo installs nothing without apt"; fi
if PATH="$shadow" make deps > "$scratch/deps.log" 2>&1 && grep -q 'install by hand' "$scratch/deps.log"
then ok "make deps without apt says what to install"
else bad "make deps without apt" "$scratch/deps.log"; fi

make clean >/dev/null 2>&1
if make CC=clang all > "$scratch/clang.log" 2>&1; then ok "make CC=clang"
else bad "make CC=clang" "$scratch/clang.log"; fi
if grep -q 'warning:' "$scratch/clang.log"; then bad "clang warnings" "$scratch/clang.log"
else ok "clang builds warning-free"; fi
make CC=clang $(ls bench/*.c | sed 's|bench/\(.*\)\.c|build/bench/\1|') >/dev/null 2>&1
make pg >/dev/null 2>&1      # the suite's PostgreSQL files read pg/sudoku.so
if tclsh tests/all.tcl -j "$(nproc)" -quick > "$scratch/suite.log" 2>&1; then ok "the plain suite on the clang build"
else bad "the plain suite on the clang build" "$scratch/suite.log"; fi
tail -1 "$scratch/suite.log"

echo "portable: $pass passed, $fail failed"
[ "$fail" = 0 ]
