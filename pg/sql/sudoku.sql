-- SPDX-License-Identifier: MIT
-- sudoku.sql (pg_regress): the extension's functions with their results,
-- errors and SQLSTATEs, as psql prints them (expected/sudoku.out).
CREATE EXTENSION sudoku;

-- The functions of one puzzle.
SELECT sudoku_solve('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79') AS solution;
SELECT sudoku_count('1................................................................................', 5) AS count,
       sudoku_is_unique('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79') AS is_unique,
       sudoku_valid('55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79') AS valid,
       sudoku_clues('...4..214....2..') AS clues;
SELECT sudoku_format('...4..214....2..');
SELECT sudoku_normalize('...4..214....2..', 'letters') AS letters,
       sudoku_canonical('...4..214....2..') AS canonical;
SELECT sudoku_rate(p) AS rate, sudoku_grade(p) AS grade,
       target_score(p) AS target, jsonb_array_length(sudoku_explain(p)) AS steps
FROM (VALUES ('.52.13....8.......3......6.....853.1..93.1.24.....2.8.6.3..9.4......48.....2.....')) AS t(p);
SELECT h->>'technique' AS technique, h->>'placements' AS placements, h->>'why' AS why FROM sudoku_hint('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79') AS h;
SELECT sudoku_ratings(p) AS ratings,
       (SELECT s->>'step' FROM jsonb_array_elements(sudoku_explain(p)) s
         WHERE s ? 'pearl') AS pearl_step
FROM (VALUES ('.2.4....94..189.......62.5......63..3..94.5.......8.1..........8.2..4...964.....7')) AS t(p);
SELECT sudoku_rate(p, r) AS rate,
       (SELECT max((s->>'score')::float8)
          FROM jsonb_array_elements(sudoku_explain(p, NULL, r)) s) AS hardest,
       sudoku_hint(p, NULL, NULL, NULL) IS NULL AS null_rules,
       sudoku_hint(p, NULL, NULL, r)->>'why' AS why
FROM (VALUES ('3.4....69.......2..9.5.6.3..45....1...86...9.1624......519.....8...6.2.3.....8...', '{"diagonals":true}')) AS t(p, r);
SELECT sudoku_stats('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
SELECT sudoku_generate(42) AS puzzle, sudoku_rate_version() AS rater;
SELECT length(sudoku_svg('...4..214....2..', '{"solution": true, "size": 100}')) AS svg_bytes;

-- NULL in, NULL out.
SELECT sudoku_solve(NULL) IS NULL AS solve, sudoku_count(NULL, 3) IS NULL AS count;

-- The set-returning functions.
SELECT * FROM exact_cover('[[0,3],[1,2],[0,1,2,3],[0],[3]]');
SELECT * FROM sudoku_solutions('................', 3);
SELECT count(*) FROM sudoku_solutions('................');

-- Errors: "name: problem", with a SQLSTATE of their kind.
CREATE FUNCTION pg_temp.state(q text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE q;
  RETURN 'ok';
EXCEPTION WHEN OTHERS THEN
  RETURN SQLSTATE || ' ' || SQLERRM;
END $$;
SELECT pg_temp.state($$SELECT sudoku_solve('53..7')$$);
SELECT pg_temp.state($$SELECT sudoku_rate('...4..214....2..')$$);
SELECT pg_temp.state($$SELECT sudoku_count('.................................................................................')$$);
SELECT pg_temp.state($$SELECT * FROM exact_cover('[[0,1]', 3)$$);
SET sudoku.budget = 1000;
SELECT pg_temp.state($$SELECT sudoku_count('.................................................................................', 100000)$$);
SELECT pg_temp.state($$SELECT * FROM sudoku_solutions('.................................................................................', 100000)$$);
RESET sudoku.budget;
SELECT sudoku_budget(), sudoku_budget(0), current_setting('sudoku.budget');
SELECT pg_temp.state($$SELECT sudoku_budget(-1)$$);
SELECT sudoku_threads(), sudoku_threads(2), current_setting('sudoku.threads');
SELECT pg_temp.state($$SELECT sudoku_threads(0)$$);
SELECT sudoku_memory_limit(), sudoku_memory_limit(0), current_setting('sudoku.memory_limit');
SELECT pg_temp.state($$SELECT sudoku_memory_limit(-1)$$);

-- JSON arguments nesting without end: a clear error naming the function
-- (the options of sudoku_svg, read by PostgreSQL's parser, which recurses
-- a level at a time), or the core's reader's error (rules, options of
-- sudoku_generate, rows of exact_cover: read without recursion).
SELECT pg_temp.state($$SELECT sudoku_svg('1...............', repeat('[', 1000000))$$);
SELECT pg_temp.state($$SELECT sudoku_svg('1...............', '{"rules": ' || repeat('[', 1000000))$$);
SELECT pg_temp.state($$SELECT sudoku_svg('1...............', '{"rules": ' || repeat('{"a": ', 65) || '1' || repeat('}', 66))$$);
SELECT pg_temp.state($$SELECT sudoku_svg('1...............', '{"rules": {"a": "' || repeat('[', 100) || '"}}')$$);
SELECT pg_temp.state($$SELECT sudoku_solve('1...............', '{"cages": ' || repeat('[', 1000000))$$);
SELECT pg_temp.state($$SELECT sudoku_generate(1, '{"rules": ' || repeat('{', 1000000))$$);
SELECT pg_temp.state($$SELECT * FROM exact_cover(repeat('[', 1000000))$$);
