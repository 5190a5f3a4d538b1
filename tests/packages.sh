#!/bin/sh
# SPDX-License-Identifier: MIT
# packages.sh: the host packages tried as a user would (make
# test-packages, after make wheel npm).  The Python wheel goes into a
# fresh venv of the system's python3 (pip install --no-index) and runs the
# README's tour through sudokudb.load(conn), and `sudokudb --version` from
# the venv's PATH; the npm package goes into a scratch folder beside
# better-sqlite3 12 from the npm registry (built from source against the
# system's Node headers where no prebuilt binary can be fetched) and runs
# the same tour from Node.  Each part ends with 'N passed, N failed'; this
# script with their sum.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(cat "$root/VERSION")
python=${PYTHON:-python3}
[ -x /usr/bin/python3 ] && python=${PYTHON:-/usr/bin/python3}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$python" "$root/tests/packages/tour_cases.py" "$root/README.md" > "$scratch/tour.json"
total_pass=0 total_fail=0
count() { # the 'N passed, N failed' line of a part's output, added up
  line=$(tail -1 "$1")
  echo "$line"
  p=$(echo "$line" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1/p')
  f=$(echo "$line" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\2/p')
  if [ -z "$p" ]; then cat "$1"; total_fail=$((total_fail + 1)); return; fi
  total_pass=$((total_pass + p)); total_fail=$((total_fail + f))
}

echo "== the wheel, in a fresh venv"
"$python" -m venv "$scratch/venv"
"$scratch/venv/bin/pip" install -q --no-index "$root"/dist/sudokudb-"$version"-py3-none-*.whl
(cd "$scratch" && "$scratch/venv/bin/python" "$root/tests/packages/tour.py" \
   tour.json "$version") > "$scratch/py.out" 2>&1 || true
count "$scratch/py.out"
v=$(PATH="$scratch/venv/bin:$PATH" sudokudb --version 2>&1 || true)
if [ "$v" = "sudokudb $version" ]; then total_pass=$((total_pass + 1))
else echo "! sudokudb --version from the venv's PATH: $v"; total_fail=$((total_fail + 1)); fi

echo "== the npm package, beside better-sqlite3 12"
mkdir "$scratch/node" && cd "$scratch/node"
npm init -y >/dev/null
npm_config_nodedir=${npm_config_nodedir:-/usr} npm install --no-audit --no-fund \
  --loglevel=error better-sqlite3@12 "$root/dist/sudokudb-$version.tgz" > npm.log 2>&1 \
  || { cat npm.log; exit 1; }
cp "$root/tests/packages/tour.mjs" .
node tour.mjs "$scratch/tour.json" "$version" > node.out 2>&1 || true
count node.out

echo "packages: $total_pass passed, $total_fail failed"
[ "$total_fail" = 0 ]
