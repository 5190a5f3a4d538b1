# SPDX-License-Identifier: MIT
"""Run the README's tour (tour_cases.py's JSON) through the installed
Python package: sudokudb.load(conn), each statement's rows printed as the
sqlite3 shell's list mode does; also the clear error of a Python whose
sqlite3 module cannot load extensions.  Ends with 'N passed, N failed'."""
import json
import sqlite3
import sys

import sudokudb

passed = failed = 0


def check(name, got, expected):
    global passed, failed
    if got == expected:
        passed += 1
    else:
        failed += 1
        print(f"! {name}: expected {expected!r}, got {got!r}")


def cell(v):
    if v is None:
        return ""
    if isinstance(v, float):
        return repr(v)
    return str(v)


def run_tour(cases):
    conn = sqlite3.connect(":memory:")
    sudokudb.load(conn)
    for case in cases:
        rows = []
        for stmt in case["statements"]:
            for row in conn.execute(stmt):
                rows.append("|".join(cell(v) for v in row))
        check(f"README line {case['line']}", rows, case["expected"])
    # load() turned extension loading off again.
    try:
        conn.execute("SELECT load_extension(?)", (sudokudb.loadable_path(),))
        check("loading is off after load()", "loaded", "refused")
    except sqlite3.OperationalError as e:
        check("loading is off after load()", "not authorized" in str(e), True)


class NoExtensionLoading(sqlite3.Connection):
    """A connection as a Python built without extension loading has."""
    def __getattribute__(self, name):
        if name == "enable_load_extension":
            raise AttributeError(name)
        return super().__getattribute__(name)


def run_no_loading():
    conn = sqlite3.connect(":memory:", factory=NoExtensionLoading)
    try:
        sudokudb.load(conn)
        check("no extension loading", "loaded", "RuntimeError")
    except RuntimeError as e:
        check("no extension loading",
              "--enable-loadable-sqlite-extensions" in str(e), True)


def main():
    cases = json.load(open(sys.argv[1], encoding="utf-8"))
    check("tour has examples", len(cases) >= 8, True)
    run_tour(cases)
    run_no_loading()
    check("version", sudokudb.__version__, sys.argv[2])
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


main()
