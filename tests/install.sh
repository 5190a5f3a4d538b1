#!/bin/sh
# SPDX-License-Identifier: MIT
# install.sh: the installs a user gets, tried for real (make test-install).
#   1. make install PREFIX=<scratch> puts the CLI, the extension, the manual
#      page, the completion and the docs in place, and says when PREFIX/bin
#      is not on the PATH; they work from there (the README's tour too);
#      make uninstall takes every file away again, and the folders install
#      created, but not one that was there before.
#   2. make deb builds the Debian packages; they are installed on this
#      machine (CI's is thrown away), used (.load sudoku in sqlite3,
#      sudokudb --version, the manual page and the docs it names), checked
#      (SQLite 3.40 required), and removed.
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

# 1. make install into a scratch prefix, and back out.  Its bin/ exists
#    before (it must stay); every other folder is install's own.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/usr/bin"
check "make install" make -s install PREFIX="$tmp/usr"
check "PATH hint" sh -c "make -s install PREFIX='$tmp/usr' | grep -q '^note: $tmp/usr/bin is not on your PATH'"
check "no PATH hint when on it" is "" env PATH="$tmp/usr/bin:$PATH" make -s install PREFIX="$tmp/usr"
check "--version" is "sudokudb $version" "$tmp/usr/bin/sudokudb" --version
check ".load" is "$version" sqlite3 :memory: \
  ".load $tmp/usr/lib/sqlite3/sudoku" "SELECT sudoku_version()"
check "manual page" test -s "$tmp/usr/share/man/man1/sudokudb.1"
check "completion" bash -c ". $tmp/usr/share/bash-completion/completions/sudokudb && complete -p sudokudb"
for f in README.md LICENSE sql.md cli.md formats.md schema.md; do
  check "doc $f" test -s "$tmp/usr/share/doc/sudokudb/$f"
done
# The README's tour (step 9) with the installed CLI on the PATH, in a
# scratch folder; the README says how to get there.
mkdir "$tmp/tour" && ln -s "$PWD/examples" "$tmp/tour/examples"
check "README: ./sudokudb or make install" sh -c \
  "sed -n '/^9\. /,/^\\\$ sudokudb/p' README.md | grep -q '\./sudokudb' &&
   sed -n '/^9\. /,/^\\\$ sudokudb/p' README.md | grep -q 'make install'"
check "README's tour" sh -c "cd '$tmp/tour' && PATH='$tmp/usr/bin':\$PATH &&
  sudokudb import my.db examples/rated.csv examples/top1465_head.txt &&
  sudokudb solve my.db && sudokudb rate my.db --collection rated"
check "DESTDIR" make -s install DESTDIR="$tmp/stage" PREFIX=/opt/sudokudb
check "DESTDIR staged" test -x "$tmp/stage/opt/sudokudb/bin/sudokudb"
check "make uninstall" make -s uninstall PREFIX="$tmp/usr"
check "nothing left" is "" find "$tmp/usr" -type f
check "no folder left but bin" is "$tmp/usr
$tmp/usr/bin" find "$tmp/usr"
check "DESTDIR uninstall" make -s uninstall DESTDIR="$tmp/stage" PREFIX=/opt/sudokudb
check "nothing staged left" is "" find "$tmp/stage" -mindepth 1

# 2. the Debian packages
if make deb >"$tmp/deb.log" 2>&1; then
  pass=$((pass+1))
  lib=$(ls build/deb/libsqlite3-mod-sudoku_"$version"_*.deb)
  cli=$(ls build/deb/sudokudb_"$version"_*.deb)
  check "dpkg -i" $sudo dpkg -i "$lib" "$cli"
  multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
  check "module in the multiarch folder" test -f "/usr/lib/$multiarch/sudoku.so"
  # Found by name, from any folder, as Debian's mod_spatialite is.
  check "package .load sudoku" is "$version" sh -c \
    "cd '$tmp' && sqlite3 :memory: '.load sudoku' 'SELECT sudoku_version()'"
  check "package load_extension" is "$version" sh -c \
    "cd / && sqlite3 :memory: \"SELECT load_extension('sudoku')\" 'SELECT sudoku_version()' | tail -1"
  for p in "$lib" "$cli"; do
    check "depends on SQLite 3.40 ($p)" sh -c \
      "dpkg-deb -f '$p' Depends | grep -q 'libsqlite3-0 (>= 3.40.0)' &&
       ! dpkg-deb -f '$p' Depends | grep -q '3\.37'"
  done
  check "package --version" is "sudokudb $version" sudokudb --version
  check "package solves" is "1" sudokudb sql :memory: \
    "SELECT sudoku_count('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79')"
  check "package manual" sh -c "dpkg -L sudokudb | grep -q 'man1/sudokudb.1'"
  for f in README.md LICENSE sql.md cli.md formats.md schema.md copyright; do
    check "package doc $f" test -s "/usr/share/doc/sudokudb/$f"
  done
  check "module package copyright" test -s /usr/share/doc/libsqlite3-mod-sudoku/copyright
  # The manual page's SEE ALSO names the documentation, which is there.
  see_also=$( (zcat /usr/share/man/man1/sudokudb.1.gz 2>/dev/null ||
               cat /usr/share/man/man1/sudokudb.1) |
             sed -n '/^.SH SEE ALSO/,$p' |
             grep -o '/usr/share/doc/sudokudb/[A-Za-z.-]*' | sort -u)
  check "manual names sql.md" sh -c "echo '$see_also' | grep -q '/sql.md$'"
  for f in $see_also; do
    check "SEE ALSO $f" test -s "$f"
  done
  if command -v man >/dev/null; then
    check "man sudokudb" sh -c "man -P cat sudokudb | grep -q 'Sudoku and exact'"
  fi
  check "dpkg -r" $sudo dpkg -r sudokudb libsqlite3-mod-sudoku
  check "docs removed" test ! -e /usr/share/doc/sudokudb/sql.md
else
  fail=$((fail+1)); echo "install: FAILED: make deb (log below)"; tail -30 "$tmp/deb.log"
fi
echo "install: $pass passed, $fail failed"
[ "$fail" = 0 ]
