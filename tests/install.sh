#!/bin/sh
# SPDX-License-Identifier: MIT
# install.sh: the installs a user gets, tried for real (make test-install).
#   1. make install PREFIX=<scratch> puts the CLI, the extension, the manual
#      page and the completion in place; they work from there; make
#      uninstall takes every file away again.
#   2. make deb builds the Debian packages; they are installed on this
#      machine (CI's is thrown away), used (.load in sqlite3, sudokudb
#      --version, the manual page), and removed.
# Prints "install: N passed, 0 failed" and exits non-zero on a failure.
set -u
cd "$(dirname "$0")/.."
version=$(cat VERSION)
pass=0
fail=0
check(){   # check NAME COMMAND...: run it, count the result
  name=$1; shift
  if "$@" >/dev/null 2>&1; then
    pass=$((pass+1))
  else
    fail=$((fail+1)); echo "install: FAILED: $name: $*"
  fi
}
is(){      # is EXPECTED COMMAND...: the command prints exactly EXPECTED
  want=$1; shift
  [ "$("$@" 2>&1)" = "$want" ]
}
sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo

# 1. make install into a scratch prefix, and back out
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
check "make install" make -s install PREFIX="$tmp/usr"
check "--version" is "sudokudb $version" "$tmp/usr/bin/sudokudb" --version
check ".load" is "$version" sqlite3 :memory: \
  ".load $tmp/usr/lib/sqlite3/sudoku" "SELECT sudoku_version()"
check "manual page" test -s "$tmp/usr/share/man/man1/sudokudb.1"
check "completion" bash -c ". $tmp/usr/share/bash-completion/completions/sudokudb && complete -p sudokudb"
check "DESTDIR" make -s install DESTDIR="$tmp/stage" PREFIX=/opt/sudokudb
check "DESTDIR staged" test -x "$tmp/stage/opt/sudokudb/bin/sudokudb"
check "make uninstall" make -s uninstall PREFIX="$tmp/usr"
check "nothing left" is "" find "$tmp/usr" -type f

# 2. the Debian packages
if make deb >"$tmp/deb.log" 2>&1; then
  pass=$((pass+1))
  lib=$(ls build/deb/libsqlite3-mod-sudoku_"$version"_*.deb)
  cli=$(ls build/deb/sudokudb_"$version"_*.deb)
  check "dpkg -i" $sudo dpkg -i "$lib" "$cli"
  multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
  check "package .load" is "$version" sqlite3 :memory: \
    ".load /usr/lib/$multiarch/sqlite3/sudoku" "SELECT sudoku_version()"
  check "package --version" is "sudokudb $version" sudokudb --version
  check "package solves" is "1" sudokudb sql :memory: \
    "SELECT sudoku_count('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79')"
  check "package manual" sh -c "dpkg -L sudokudb | grep -q 'man1/sudokudb.1'"
  if command -v man >/dev/null; then
    check "man sudokudb" sh -c "man -P cat sudokudb | grep -q 'Sudoku and exact'"
  fi
  check "dpkg -r" $sudo dpkg -r sudokudb libsqlite3-mod-sudoku
else
  fail=$((fail+1)); echo "install: FAILED: make deb (log below)"; tail -30 "$tmp/deb.log"
fi
echo "install: $pass passed, $fail failed"
[ "$fail" = 0 ]
