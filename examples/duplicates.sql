-- SPDX-License-Identifier: MIT
-- duplicates.sql: puzzles stored as different rows that are the same
-- puzzle in disguise (rows, columns, bands or stacks permuted, transposed,
-- digits relabelled), grouped by their canonical form.
-- Run: sudokudb sql my.db < examples/duplicates.sql
-- (or in the sqlite3 shell after `.load ./sudoku`).
-- Only 4x4 and 9x9 puzzles have a canonical form, hence the size filter;
-- and only plain sudoku: a variant's rules (an X-sudoku's diagonals) are
-- not kept by those moves, so its rows are left out.  The form of the
-- row's class (the view's column canon, kept once per class in
-- puzzle_class by import and `sudokudb canon`) is used where it has one,
-- and computed where not.

SELECT '== Same puzzle up to symmetry (copies, canonical form, where each copy came from)';
SELECT count(*) AS copies,
       coalesce(canon, sudoku_canonical(puzzle)) AS form,
       group_concat(collection || ' ' || source_file || ':' || source_line,
                    ', ') AS places
FROM (SELECT * FROM puzzle_info WHERE size IN (4, 9) AND rules = ''
      ORDER BY collection, source_file, source_line)
GROUP BY form
HAVING count(*) > 1
ORDER BY copies DESC, form;
