#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The README's tour as test cases, for the host packages' tests: every
```sql block followed by a ```result block (only blank lines between),
split into statements, as JSON on standard output:
[{"line": N, "statements": [...], "expected": ["a|b", ...]}, ...]."""
import json
import re
import sqlite3
import sys


def blocks(text):
    """(line, lang, body, gap) for each fenced block of a Markdown text."""
    out, lang, gap, body, start = [], None, [], [], 0
    for n, line in enumerate(text.split("\n"), 1):
        if lang is None:
            m = re.match(r"^```([a-z0-9]*)\s*$", line)
            if m:
                lang, start, body = m.group(1) or "text", n, []
            else:
                gap.append(line)
        elif re.match(r"^```\s*$", line):
            out.append((start, lang, "\n".join(body), "\n".join(gap)))
            lang, gap = None, []
        else:
            body.append(line)
    return out


def statements(sql):
    """The statements of an SQL text, each complete."""
    out, cur = [], ""
    for line in sql.split("\n"):
        cur += line + "\n"
        if sqlite3.complete_statement(cur):
            out.append(cur.strip())
            cur = ""
    if cur.strip():
        out.append(cur.strip())
    return out


def main(path):
    cases, prev = [], None
    for line, lang, body, gap in blocks(open(path, encoding="utf-8").read()):
        if lang == "result" and prev and prev[1] == "sql" and not gap.strip():
            cases.append({"line": prev[0], "statements": statements(prev[2]),
                          "expected": body.split("\n") if body else []})
        prev = (line, lang, body)
    json.dump(cases, sys.stdout, indent=1)


if __name__ == "__main__":
    main(sys.argv[1])
