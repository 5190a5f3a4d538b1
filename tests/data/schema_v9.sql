-- SPDX-License-Identifier: MIT
-- schema.sql: the sudokudb database, version 9.
--
-- sudokudb creates this schema itself (the text is embedded in
-- cli/base/schema.c; a test checks that the two agree).  To set it up by hand:
--
--   sqlite3 my.db
--   .load ./sudoku
--   .read schema/schema.sql
--   INSERT INTO collection(name) VALUES ('mine');
--   INSERT INTO source(collection_id, file, format) VALUES (1, 'typed', 'lines');
--   INSERT INTO puzzle(puzzle, size, givens, consistent, collection_id,
--                      source_id, source_line)
--     SELECT sudoku_normalize(p), 9, sudoku_clues(p), sudoku_valid(p), 1, 1, 1
--     FROM (SELECT '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79' AS p);

-- A named set of puzzles, usually one per imported file.
CREATE TABLE collection(
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- One imported file (or stdin) of one import run that stored puzzles
-- from it (a run storing none, such as a re-import, adds no row), or one
-- run of sudokudb generate that stored puzzles (file 'sudokudb generate').
CREATE TABLE source(
  id             INTEGER PRIMARY KEY,
  collection_id  INTEGER NOT NULL REFERENCES collection(id),
  file           TEXT NOT NULL,         -- as named on the command line
  format         TEXT NOT NULL,         -- lines, grid, csv or generate
  imported_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- One row per distinct puzzle and rules, keyed by the puzzle's canonical
-- one-line spelling (sudoku_normalize: digits up to 9x9, letters beyond,
-- '.' for empty) and the rules of its variant in their normal form ('' for
-- plain sudoku; sudokudb writes the normal form, docs/schema.md).
CREATE TABLE puzzle(
  id             INTEGER PRIMARY KEY,
  puzzle         TEXT NOT NULL,
  size           INTEGER NOT NULL,      -- digits per unit: 4 to 25
  givens         INTEGER NOT NULL,      -- number of filled cells
  consistent     INTEGER NOT NULL,      -- 1 when no given breaks the rules
  collection_id  INTEGER NOT NULL REFERENCES collection(id),
  source_id      INTEGER NOT NULL REFERENCES source(id),
  source_line    INTEGER NOT NULL,      -- first line of the record
  note           TEXT,                  -- rating or comment from the file
  solution       TEXT,                  -- a solution, NULL if none known
  solutions      INTEGER CHECK (solutions BETWEEN 0 AND 2),
                                        -- 0, 1, 2 = two or more; NULL = not solved yet
  rating         REAL,                  -- Sudoku Explainer scale (sudoku_rate)
  grade          TEXT,                  -- sudoku_grade; NULL = not rated yet
  rater          INTEGER,               -- sudoku_rate_version() of the rating
  gen_seed       INTEGER,               -- made by sudoku_generate(gen_seed,
  gen_options    TEXT,                  -- gen_options); NULL = imported
  gen_version    INTEGER,               -- sudoku_generate_version() that made it
  rules          TEXT NOT NULL DEFAULT '',
                                        -- the variant's rules (JSON), '' = plain
  ep             REAL,                  -- pearl and diamond ratings beside
  ed             REAL,                  -- rating (sudoku_ratings: EP, ED)
  gen_from       INTEGER,               -- made by local moves from puzzle
  gen_moves      TEXT,                  -- gen_from (its id): sudokudb generate --from
  canon          TEXT,                  -- sudoku_canonical(puzzle) of a plain 9x9 or
                                        -- 4x4 puzzle; NULL otherwise or not yet known
  canon_version  INTEGER                -- the canonicalizer's version that made canon
);
CREATE UNIQUE INDEX puzzle_key ON puzzle(puzzle, rules);
CREATE INDEX puzzle_by_collection ON puzzle(collection_id);
CREATE INDEX puzzle_by_rating ON puzzle(rating) WHERE rating IS NOT NULL;
CREATE INDEX puzzle_unsolved ON puzzle(id) WHERE solutions IS NULL;
CREATE INDEX puzzle_by_canon ON puzzle(canon) WHERE canon IS NOT NULL;

-- Puzzles with the names of their collection and file.
CREATE VIEW puzzle_info AS
  SELECT p.*, c.name AS collection, s.file AS source_file, s.imported_at
  FROM puzzle p JOIN collection c ON c.id=p.collection_id
                JOIN source s ON s.id=p.source_id;

-- A record seen again after its puzzle was stored: the same puzzle later
-- in a file or in another collection.  Re-importing a file adds nothing.
CREATE TABLE duplicate(
  id             INTEGER PRIMARY KEY,
  puzzle_id      INTEGER NOT NULL REFERENCES puzzle(id),
  collection_id  INTEGER NOT NULL REFERENCES collection(id),
  source_file    TEXT NOT NULL,
  source_line    INTEGER NOT NULL,
  UNIQUE(source_file, source_line, puzzle_id)
);
CREATE INDEX duplicate_by_collection ON duplicate(collection_id);

-- A record that could not be imported, with the reason and its raw text.
CREATE TABLE reject(
  id             INTEGER PRIMARY KEY,
  collection_id  INTEGER NOT NULL REFERENCES collection(id),
  source_file    TEXT NOT NULL,
  source_line    INTEGER NOT NULL,
  reason         TEXT NOT NULL,
  raw            TEXT NOT NULL,
  UNIQUE(source_file, source_line, raw)
);
CREATE INDEX reject_by_collection ON reject(collection_id);

PRAGMA user_version = 9;
