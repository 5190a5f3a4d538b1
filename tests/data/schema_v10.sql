-- SPDX-License-Identifier: MIT
-- schema.sql: the sudokudb database, version 10.
--
-- sudokudb creates this schema itself (the text is embedded in
-- cli/base/schema.c; a test checks that the two agree).  To set it up by hand:
--
--   sqlite3 my.db
--   .load ./sudoku
--   .read schema/schema.sql
--   INSERT INTO puzzle(puzzle) VALUES
--     ('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
--
-- (the next sudokudb command that writes, e.g. sudokudb solve my.db,
-- checks such a row, packs it and fills in its other columns).

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

-- One row per distinct puzzle and rules, keyed by the puzzle's cells and
-- the rules of its variant in their normal form ('' for plain sudoku;
-- sudokudb writes the normal form, docs/schema.md).  Read it through the
-- view puzzle below, which spells every column as text and numbers.
-- cells, solution and canon hold a puzzle of up to 9 digits per unit
-- packed, one nibble per cell (sudoku_pack: 0 empty, 1..9; 41 bytes for a
-- 9x9), and a larger or pencil-mark one as its normal one-line text
-- (sudoku_normalize); rating, ep and ed are kept in tenths.  Ids follow
-- the order of the files imported.  A row with givens NULL (or a 9x9 in
-- text) came from another program through the view: the next sudokudb
-- command that writes checks, packs and completes it (docs/schema.md).
CREATE TABLE puzzle_store(
  id             INTEGER PRIMARY KEY,
  cells          BLOB NOT NULL,         -- the puzzle: sudoku_pack(text)
  rules          TEXT NOT NULL DEFAULT '',
                                        -- the variant's rules (JSON), '' = plain
  size           INTEGER,               -- digits per unit: 4 to 25
  givens         INTEGER,               -- number of filled cells
  consistent     INTEGER,               -- 1 when no given breaks the rules
  collection_id  INTEGER REFERENCES collection(id),
  source_id      INTEGER REFERENCES source(id),
  source_line    INTEGER,               -- first line of the record
  note           TEXT,                  -- rating or comment from the file
  solution       BLOB,                  -- a solution (packed as cells), NULL if none known
  solutions      INTEGER CHECK (solutions BETWEEN 0 AND 2),
                                        -- 0, 1, 2 = two or more; NULL = not solved yet
  rating10       REAL,                  -- rating times 10 (7.2 is 72)
  grade          TEXT,                  -- sudoku_grade; NULL = not rated yet
  rater          INTEGER,               -- sudoku_rate_version() of the rating
  gen_seed       INTEGER,               -- made by sudoku_generate(gen_seed,
  gen_options    TEXT,                  -- gen_options); NULL = imported
  gen_version    INTEGER,               -- sudoku_generate_version() that made it
  ep10           REAL,                  -- ep times 10
  ed10           REAL,                  -- ed times 10
  gen_from       INTEGER,               -- made by local moves from puzzle
  gen_moves      TEXT,                  -- gen_from (its id): sudokudb generate --from
  canon          BLOB,                  -- the canonical form (packed as cells)
  canon_version  INTEGER                -- the canonicalizer's version that made canon
);
CREATE UNIQUE INDEX puzzle_key ON puzzle_store(cells, rules);
CREATE INDEX puzzle_by_collection ON puzzle_store(collection_id);
CREATE INDEX puzzle_by_rating ON puzzle_store(rating10/10.0)
  WHERE rating10 IS NOT NULL;
CREATE INDEX puzzle_unsolved ON puzzle_store(id) WHERE solutions IS NULL;
CREATE INDEX puzzle_by_canon ON puzzle_store(canon) WHERE canon IS NOT NULL;
CREATE INDEX puzzle_pending ON puzzle_store(id)
  WHERE givens IS NULL OR (typeof(cells)='text' AND length(cells)<=81);

-- The puzzles, one row each: the columns of puzzle_store spelled out.
-- puzzle is the one-line spelling (sudoku_normalize: digits up to 9x9,
-- letters beyond, '.' for empty), solution and canon likewise; rating,
-- ep and ed are REAL.  Plain SQL, no extension needed to read it.  To
-- find a puzzle by its text through the key index, compare the stored
-- form: SELECT * FROM puzzle WHERE id=(SELECT id FROM puzzle_store
-- WHERE cells=sudoku_pack(?1) AND rules='').  Any program may insert
-- (INSERT INTO puzzle(puzzle) VALUES ('53..7....6..195...')), update and
-- delete rows through it.
CREATE VIEW puzzle AS
  SELECT id,
    iif(typeof(cells)='blob', substr(replace(hex(cells), '0', '.'), 1,
        size*size), cells) AS puzzle,
    size, givens, consistent, collection_id, source_id, source_line, note,
    iif(typeof(solution)='blob', substr(hex(solution), 1, size*size),
        solution) AS solution,
    solutions, rating10/10.0 AS rating, grade, rater, gen_seed, gen_options,
    gen_version, rules, ep10/10.0 AS ep, ed10/10.0 AS ed, gen_from,
    gen_moves,
    iif(typeof(canon)='blob', substr(replace(hex(canon), '0', '.'), 1,
        size*size), canon) AS canon,
    canon_version
  FROM puzzle_store;
CREATE TRIGGER puzzle_insert INSTEAD OF INSERT ON puzzle BEGIN
  INSERT INTO puzzle_store(id, cells, rules, size, givens, consistent,
      collection_id, source_id, source_line, note, solution, solutions,
      rating10, grade, rater, gen_seed, gen_options, gen_version, ep10,
      ed10, gen_from, gen_moves, canon, canon_version)
    VALUES (NEW.id, NEW.puzzle, coalesce(NEW.rules, ''), NEW.size,
      NEW.givens, NEW.consistent, NEW.collection_id, NEW.source_id,
      NEW.source_line, NEW.note, NEW.solution, NEW.solutions,
      NEW.rating*10, NEW.grade, NEW.rater, NEW.gen_seed, NEW.gen_options,
      NEW.gen_version, NEW.ep*10, NEW.ed*10, NEW.gen_from, NEW.gen_moves,
      NEW.canon, NEW.canon_version);
END;
CREATE TRIGGER puzzle_update INSTEAD OF UPDATE ON puzzle BEGIN
  UPDATE puzzle_store SET id=NEW.id,
      cells=iif(NEW.puzzle IS OLD.puzzle, cells, NEW.puzzle),
      rules=coalesce(NEW.rules, ''), size=NEW.size,
      givens=iif(NEW.puzzle IS OLD.puzzle, NEW.givens, NULL),
      consistent=NEW.consistent, collection_id=NEW.collection_id,
      source_id=NEW.source_id, source_line=NEW.source_line, note=NEW.note,
      solution=iif(NEW.solution IS OLD.solution, solution, NEW.solution),
      solutions=NEW.solutions,
      rating10=iif(NEW.rating IS OLD.rating, rating10, NEW.rating*10),
      grade=NEW.grade, rater=NEW.rater, gen_seed=NEW.gen_seed,
      gen_options=NEW.gen_options, gen_version=NEW.gen_version,
      ep10=iif(NEW.ep IS OLD.ep, ep10, NEW.ep*10),
      ed10=iif(NEW.ed IS OLD.ed, ed10, NEW.ed*10),
      gen_from=NEW.gen_from, gen_moves=NEW.gen_moves,
      canon=iif(NEW.canon IS OLD.canon, canon, NEW.canon),
      canon_version=NEW.canon_version
    WHERE id=OLD.id;
END;
CREATE TRIGGER puzzle_delete INSTEAD OF DELETE ON puzzle BEGIN
  DELETE FROM puzzle_store WHERE id=OLD.id;
END;

-- Puzzles with the names of their collection and file.
CREATE VIEW puzzle_info AS
  SELECT p.*, c.name AS collection, s.file AS source_file, s.imported_at
  FROM puzzle p JOIN collection c ON c.id=p.collection_id
                JOIN source s ON s.id=p.source_id;

-- A record seen again after its puzzle was stored: the same puzzle later
-- in a file or in another collection.  Re-importing a file adds nothing.
CREATE TABLE duplicate(
  id             INTEGER PRIMARY KEY,
  puzzle_id      INTEGER NOT NULL REFERENCES puzzle_store(id),
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

PRAGMA user_version = 10;
