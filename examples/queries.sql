-- SPDX-License-Identifier: MIT
-- queries.sql: questions people ask of a puzzle database, in plain SQL.
-- Run: sudokudb sql demo.db --format table < examples/queries.sql
-- (or in the sqlite3 shell after `.load ./sudoku` and `.mode table`).
-- Each answer starts with a title: a column name and no row, which the
-- table format underlines (and list with --header prints alone).

SELECT NULL AS "== Broken or not unique: what is wrong, and where it came from" WHERE 0;
SELECT collection, source_file || ':' || source_line AS "file:line",
       CASE WHEN consistent = 0 THEN 'conflicting givens'
            WHEN solutions = 0 THEN 'no solution'
            ELSE 'two or more solutions' END AS problem
FROM puzzle_info
WHERE solutions <> 1
ORDER BY collection, source_file, source_line;

SELECT NULL AS "== Rejected at import (file:line, reason)" WHERE 0;
SELECT source_file || ':' || source_line AS "file:line", reason FROM reject
ORDER BY source_file, source_line;

SELECT NULL AS "== Hardest first (ER/EP/ED, grade, collection, puzzle)" WHERE 0;
-- ranked as the forum's lists of hardest puzzles: by the rating, then the
-- pearl and diamond ratings
SELECT printf('%.1f/%.1f/%.1f', rating, ep, ed) AS "ER/EP/ED", grade,
       collection, puzzle
FROM puzzle_info
WHERE rating IS NOT NULL
ORDER BY rating DESC, ep DESC, ed DESC, id
LIMIT 10;

SELECT NULL AS "== Grade histogram" WHERE 0;
SELECT grade, count(*) AS puzzles,
       substr('##################################################', 1, count(*)) AS bar
FROM puzzle
WHERE grade IS NOT NULL
GROUP BY grade
ORDER BY min(coalesce(rating, 99));

SELECT NULL AS "== Ten hardest per collection" WHERE 0;
SELECT collection, rank, printf('%.1f', rating) AS rating, puzzle
FROM (SELECT collection, rating, puzzle,
             row_number() OVER (PARTITION BY collection_id
                                ORDER BY rating DESC, id) AS rank
      FROM puzzle_info
      WHERE rating IS NOT NULL)
WHERE rank <= 10
ORDER BY collection, rank;

SELECT NULL AS "== Duplicates: seen again at, first stored from" WHERE 0;
SELECT d.source_file || ':' || d.source_line AS "seen again at",
       p.source_file || ':' || p.source_line AS "first stored from"
FROM duplicate d JOIN puzzle_info p ON p.id = d.puzzle_id
ORDER BY d.source_file, d.source_line;

SELECT NULL AS "== The same puzzle up to symmetry and relabelling (sudoku_canonical, 9x9)" WHERE 0;
SELECT group_concat(source_file || ':' || source_line, '  =  ') AS "the same puzzle"
FROM (SELECT source_file, source_line, sudoku_canonical(puzzle) AS form
      FROM puzzle_info WHERE size = 9 AND consistent = 1 AND rules = ''
      ORDER BY source_file, source_line)
GROUP BY form HAVING count(*) > 1;

SELECT NULL AS "== Rating that came with the puzzle (SE ER, first word of the note) vs ours" WHERE 0;
SELECT note_er AS "SE ER", printf('%.1f', rating) AS ours, grade
FROM (SELECT CAST(substr(note, 1, instr(note || ' ', ' ') - 1) AS REAL) AS note_er,
             rating, grade
      FROM puzzle_info
      WHERE collection = 'classic' AND note GLOB '[0-9].[0-9] *')
ORDER BY note_er;

SELECT NULL AS "== Variants: the same text under other rules is another puzzle (rules, solutions, solution)" WHERE 0;
SELECT source_file || ':' || source_line AS "file:line",
       size || 'x' || size AS size,
       CASE rules WHEN '' THEN 'plain' ELSE rules END AS rules,
       CASE solutions WHEN 2 THEN '2+' ELSE solutions END AS solutions,
       substr(solution, 1, 36) || CASE WHEN length(solution) > 36 THEN '...' ELSE '' END
         AS solution
FROM puzzle_info
WHERE collection = 'variants'
ORDER BY source_line;

SELECT NULL AS "== Puzzles per collection and size" WHERE 0;
SELECT collection, size || 'x' || size AS size, count(*) AS puzzles
FROM puzzle_info GROUP BY collection, size ORDER BY collection, size;
