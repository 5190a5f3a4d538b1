# SPDX-License-Identifier: MIT
"""The `sudokudb` console script: runs the native program of the package
with the same arguments, standard streams and exit status."""
import os
import sys

from . import cli_path


def main() -> None:
    path = cli_path()
    os.execv(path, [path] + sys.argv[1:])


if __name__ == "__main__":
    main()
