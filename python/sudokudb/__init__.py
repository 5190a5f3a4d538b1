# SPDX-License-Identifier: MIT
"""sudokudb: Sudoku and exact-cover functions for SQLite.

    import sqlite3, sudokudb
    conn = sqlite3.connect("puzzles.db")
    sudokudb.load(conn)
    conn.execute("SELECT sudoku_solve(?)", (puzzle,)).fetchone()

load() adds the SQL functions (sudoku_solve, sudoku_count, sudoku_rate,
sudoku_generate, sudoku_svg, exact_cover, ...) to a connection; the
`sudokudb` command imports, solves, rates and prints collections.
"""
import os
import sqlite3

from ._version import __version__

__all__ = ["load", "loadable_path", "cli_path", "__version__"]

_HERE = os.path.dirname(os.path.abspath(__file__))


def loadable_path() -> str:
    """The path of the loadable SQLite extension (sudoku.so) in this
    package, for `conn.load_extension()` or the sqlite3 shell's `.load`."""
    return os.path.join(_HERE, "sudoku.so")


def cli_path() -> str:
    """The path of the `sudokudb` command-line program in this package."""
    return os.path.join(_HERE, "bin", "sudokudb")


def load(conn: sqlite3.Connection) -> None:
    """Load the sudoku functions into `conn`, then turn extension loading
    off again.

    Raises RuntimeError when this Python's sqlite3 module cannot load
    extensions at all (it was built without
    --enable-loadable-sqlite-extensions), and sqlite3.OperationalError
    when SQLite refuses the module.
    """
    enable = getattr(conn, "enable_load_extension", None)
    if enable is None:
        raise RuntimeError(
            "sudokudb.load: this Python's sqlite3 module cannot load "
            "extensions (it was built without "
            "--enable-loadable-sqlite-extensions, as pyenv's default and "
            "some macOS builds are); use your system's python3 (Debian's "
            "can), or rebuild Python with PYTHON_CONFIGURE_OPTS="
            "--enable-loadable-sqlite-extensions")
    enable(True)
    try:
        conn.load_extension(loadable_path())
    finally:
        enable(False)
