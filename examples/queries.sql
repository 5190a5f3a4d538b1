-- SPDX-License-Identifier: MIT
-- queries.sql: questions people ask of a puzzle database, in plain SQL.
-- Run: sudokudb sql demo.db < examples/queries.sql
-- (or in the sqlite3 shell after `.load ./sudoku`).  Each answer starts
-- with a title row.

SELECT '== Broken or not unique: what is wrong, and where it came from';
SELECT collection, source_file || ':' || source_line,
       CASE WHEN consistent = 0 THEN 'conflicting givens'
            WHEN solutions = 0 THEN 'no solution'
            ELSE 'two or more solutions' END
FROM puzzle_info
WHERE solutions <> 1
ORDER BY collection, source_file, source_line;

SELECT '== Rejected at import (file:line, reason)';
SELECT source_file || ':' || source_line, reason FROM reject
ORDER BY source_file, source_line;

SELECT '== Hardest first (rating, grade, collection, puzzle)';
SELECT printf('%.1f', rating), grade, collection, puzzle
FROM puzzle_info
WHERE rating IS NOT NULL
ORDER BY rating DESC, id
LIMIT 10;

SELECT '== Grade histogram';
SELECT printf('%-8s %4d  %s', grade, count(*),
              substr('##################################################', 1, count(*)))
FROM puzzle
WHERE grade IS NOT NULL
GROUP BY grade
ORDER BY min(coalesce(rating, 99));

SELECT '== Ten hardest per collection';
SELECT collection, rank, printf('%.1f', rating), puzzle
FROM (SELECT collection, rating, puzzle,
             row_number() OVER (PARTITION BY collection_id
                                ORDER BY rating DESC, id) AS rank
      FROM puzzle_info
      WHERE rating IS NOT NULL)
WHERE rank <= 10
ORDER BY collection, rank;

SELECT '== Duplicates: seen again at, first stored from';
SELECT d.source_file || ':' || d.source_line,
       p.source_file || ':' || p.source_line
FROM duplicate d JOIN puzzle_info p ON p.id = d.puzzle_id
ORDER BY d.source_file, d.source_line;

SELECT '== The same puzzle up to symmetry and relabelling (sudoku_canonical, 9x9)';
SELECT group_concat(source_file || ':' || source_line, '  =  ')
FROM (SELECT source_file, source_line, sudoku_canonical(puzzle) AS form
      FROM puzzle_info WHERE size = 9 AND consistent = 1 AND rules = ''
      ORDER BY source_file, source_line)
GROUP BY form HAVING count(*) > 1;

SELECT '== Rating that came with the puzzle (SE ER, first word of the note) vs ours';
SELECT note_er, printf('%.1f', rating), grade
FROM (SELECT CAST(substr(note, 1, instr(note || ' ', ' ') - 1) AS REAL) AS note_er,
             rating, grade
      FROM puzzle_info
      WHERE collection = 'classic' AND note GLOB '[0-9].[0-9] *')
ORDER BY note_er;

SELECT '== Variants: the same text under other rules is another puzzle (rules, solutions, solution)';
SELECT source_file || ':' || source_line, size || 'x' || size,
       CASE rules WHEN '' THEN 'plain' ELSE rules END,
       CASE solutions WHEN 2 THEN '2+' ELSE solutions END,
       substr(solution, 1, 36) || CASE WHEN length(solution) > 36 THEN '...' ELSE '' END
FROM puzzle_info
WHERE collection = 'variants'
ORDER BY source_line;

SELECT '== Puzzles per collection and size';
SELECT collection, size || 'x' || size, count(*)
FROM puzzle_info GROUP BY collection, size ORDER BY collection, size;
