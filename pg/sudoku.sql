-- SPDX-License-Identifier: MIT
-- sudoku.sql: the SQL functions of the PostgreSQL extension (CREATE
-- EXTENSION sudoku), the same names, arguments and results as the SQLite
-- extension's (JSON results as jsonb, table-valued functions as
-- set-returning functions).  COST is in the planner's units of
-- cpu_operator_cost (~25 ns here): about each call's time on a typical
-- 9x9 puzzle, so that the planner parallelizes the heavy ones.
\echo Use "CREATE EXTENSION sudoku" to load this file. \quit

-- The functions of one puzzle share one entry point (pg_funcs.c); those
-- that take the rules of a variant (a JSON object) have a second arity.
CREATE FUNCTION sudoku_solve(p text) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
CREATE FUNCTION sudoku_solve(p text, rules text) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
CREATE FUNCTION sudoku_is_unique(p text) RETURNS integer
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
CREATE FUNCTION sudoku_is_unique(p text, rules text) RETURNS integer
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
CREATE FUNCTION sudoku_valid(p text) RETURNS integer
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
CREATE FUNCTION sudoku_valid(p text, rules text) RETURNS integer
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
CREATE FUNCTION sudoku_clues(p text) RETURNS integer
  AS 'MODULE_PATHNAME', 'sudoku_grid_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
CREATE FUNCTION sudoku_format(p text) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20;
CREATE FUNCTION sudoku_format(p text, rules text) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20;
CREATE FUNCTION sudoku_canonical(p text) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 800;
CREATE FUNCTION sudoku_canonical(p text, rules text) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 800;
CREATE FUNCTION target_score(p text) RETURNS integer
  AS 'MODULE_PATHNAME', 'sudoku_grid_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 1000;
CREATE FUNCTION target_solve(p text) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_grid_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 1000;
CREATE FUNCTION sudoku_rate(p text) RETURNS double precision
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20000;
CREATE FUNCTION sudoku_rate(p text, rules text) RETURNS double precision
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20000;
CREATE FUNCTION sudoku_ratings(p text) RETURNS jsonb
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20000;
CREATE FUNCTION sudoku_ratings(p text, rules text) RETURNS jsonb
  AS 'MODULE_PATHNAME', 'sudoku_grid_rules_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20000;
CREATE FUNCTION sudoku_grade(p text) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_grid_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20000;
CREATE FUNCTION sudoku_explain(p text) RETURNS jsonb
  AS 'MODULE_PATHNAME', 'sudoku_explain_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20000;
-- not strict: a NULL state means from the givens, a NULL level 'full'
CREATE FUNCTION sudoku_explain(p text, state text) RETURNS jsonb
  AS 'MODULE_PATHNAME', 'sudoku_explain_fn'
  LANGUAGE C IMMUTABLE PARALLEL SAFE COST 20000;
CREATE FUNCTION sudoku_explain(p text, state text, rules text) RETURNS jsonb
  AS 'MODULE_PATHNAME', 'sudoku_explain_fn'
  LANGUAGE C IMMUTABLE PARALLEL SAFE COST 20000;
CREATE FUNCTION sudoku_hint(p text) RETURNS jsonb
  AS 'MODULE_PATHNAME', 'sudoku_hint_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 400;
CREATE FUNCTION sudoku_hint(p text, state text) RETURNS jsonb
  AS 'MODULE_PATHNAME', 'sudoku_hint_fn'
  LANGUAGE C IMMUTABLE PARALLEL SAFE COST 400;
CREATE FUNCTION sudoku_hint(p text, state text, level text) RETURNS jsonb
  AS 'MODULE_PATHNAME', 'sudoku_hint_fn'
  LANGUAGE C IMMUTABLE PARALLEL SAFE COST 400;
CREATE FUNCTION sudoku_hint(p text, state text, level text, rules text)
  RETURNS jsonb
  AS 'MODULE_PATHNAME', 'sudoku_hint_fn'
  LANGUAGE C IMMUTABLE PARALLEL SAFE COST 400;
CREATE FUNCTION sudoku_stats(p text) RETURNS jsonb
  AS 'MODULE_PATHNAME', 'sudoku_grid_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;

CREATE FUNCTION sudoku_count(p text) RETURNS bigint
  AS 'MODULE_PATHNAME', 'sudoku_count_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 400;
CREATE FUNCTION sudoku_count(p text, "limit" numeric) RETURNS bigint
  AS 'MODULE_PATHNAME', 'sudoku_count_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 400;
CREATE FUNCTION sudoku_count(p text, "limit" numeric, rules text) RETURNS bigint
  AS 'MODULE_PATHNAME', 'sudoku_count_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 400;
CREATE FUNCTION sudoku_check(p text, s text) RETURNS integer
  AS 'MODULE_PATHNAME', 'sudoku_check_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20;
CREATE FUNCTION sudoku_check(p text, s text, rules text) RETURNS integer
  AS 'MODULE_PATHNAME', 'sudoku_check_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20;
CREATE FUNCTION sudoku_pack(p text) RETURNS bytea
  AS 'MODULE_PATHNAME', 'sudoku_grid_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20;
CREATE FUNCTION sudoku_key(p text) RETURNS integer
  AS 'MODULE_PATHNAME', 'sudoku_grid_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20;
CREATE FUNCTION sudoku_normalize(p text) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_normalize_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20;
CREATE FUNCTION sudoku_normalize(p text, alphabet text) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_normalize_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 20;
CREATE FUNCTION sudoku_generate(seed numeric) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_generate_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 5000;
CREATE FUNCTION sudoku_generate(seed numeric, options text) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_generate_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 5000;
CREATE FUNCTION sudoku_svg(p text) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_svg_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 400;
CREATE FUNCTION sudoku_svg(p text, options text) RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_svg_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 400;
CREATE FUNCTION iq_solve(board text) RETURNS text
  AS 'MODULE_PATHNAME', 'iq_solve_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 40000;

CREATE FUNCTION sudoku_version() RETURNS text
  AS 'MODULE_PATHNAME', 'sudoku_version_fn'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION sudoku_rate_version() RETURNS integer
  AS 'MODULE_PATHNAME', 'sudoku_rate_version_fn'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION sudoku_generate_version() RETURNS integer
  AS 'MODULE_PATHNAME', 'sudoku_generate_version_fn'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
-- Not immutable: it describes the machine it runs on.
CREATE FUNCTION sudoku_debug() RETURNS jsonb
  AS 'MODULE_PATHNAME', 'sudoku_debug_fn'
  LANGUAGE C STABLE PARALLEL SAFE;

-- The session's work budget: the GUC sudoku.budget (SET sudoku.budget
-- = n does the same as SELECT sudoku_budget(n)).
CREATE FUNCTION sudoku_budget() RETURNS bigint
  AS 'MODULE_PATHNAME', 'sudoku_budget_fn'
  LANGUAGE C STABLE PARALLEL SAFE;
CREATE FUNCTION sudoku_budget(n numeric) RETURNS bigint
  AS 'MODULE_PATHNAME', 'sudoku_budget_fn'
  LANGUAGE C VOLATILE STRICT PARALLEL UNSAFE;

-- The bytes a call's searches may hold: the GUC sudoku.memory_limit
-- (SET sudoku.memory_limit = n does the same as SELECT
-- sudoku_memory_limit(n)).
CREATE FUNCTION sudoku_memory_limit() RETURNS bigint
  AS 'MODULE_PATHNAME', 'sudoku_memory_limit_fn'
  LANGUAGE C STABLE PARALLEL SAFE;
CREATE FUNCTION sudoku_memory_limit(n numeric) RETURNS bigint
  AS 'MODULE_PATHNAME', 'sudoku_memory_limit_fn'
  LANGUAGE C VOLATILE STRICT PARALLEL UNSAFE;

-- The threads a call may use: the GUC sudoku.threads (SET
-- sudoku.threads = n does the same as SELECT sudoku_threads(n)).
CREATE FUNCTION sudoku_threads() RETURNS integer
  AS 'MODULE_PATHNAME', 'sudoku_threads_fn'
  LANGUAGE C STABLE PARALLEL SAFE;
CREATE FUNCTION sudoku_threads(n numeric) RETURNS integer
  AS 'MODULE_PATHNAME', 'sudoku_threads_fn'
  LANGUAGE C VOLATILE STRICT PARALLEL UNSAFE;

-- SQLite's table-valued functions, one row per call (pg_srf.c).
CREATE FUNCTION exact_cover(rows text)
  RETURNS TABLE(solution bigint, "row" integer)
  AS 'MODULE_PATHNAME', 'exact_cover_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 1000 ROWS 100;
CREATE FUNCTION exact_cover(rows text, "limit" numeric)
  RETURNS TABLE(solution bigint, "row" integer)
  AS 'MODULE_PATHNAME', 'exact_cover_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 1000 ROWS 100;
CREATE FUNCTION exact_cover(rows text, "limit" numeric, secondary numeric)
  RETURNS TABLE(solution bigint, "row" integer)
  AS 'MODULE_PATHNAME', 'exact_cover_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 1000 ROWS 100;
CREATE FUNCTION sudoku_solutions(p text)
  RETURNS TABLE(n bigint, solution text)
  AS 'MODULE_PATHNAME', 'sudoku_solutions_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 200 ROWS 10;
CREATE FUNCTION sudoku_solutions(p text, "limit" numeric)
  RETURNS TABLE(n bigint, solution text)
  AS 'MODULE_PATHNAME', 'sudoku_solutions_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 200 ROWS 10;
CREATE FUNCTION sudoku_solutions(p text, "limit" numeric, rules text)
  RETURNS TABLE(n bigint, solution text)
  AS 'MODULE_PATHNAME', 'sudoku_solutions_fn'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 200 ROWS 10;
