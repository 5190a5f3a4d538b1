// SPDX-License-Identifier: MIT
// Run the README's tour (tour_cases.py's JSON) through the npm package
// and better-sqlite3: load(db), each statement's rows printed as the
// sqlite3 shell's list mode does (integers read as BigInt, so that a REAL
// such as 4.0 prints as the shell prints it); then integers bound as
// plain JavaScript numbers (better-sqlite3 binds them as REAL), both
// entry points and the types file.  Ends with 'N passed, N failed'.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import * as esm from 'sudokudb';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const cjs = require('sudokudb');

let passed = 0, failed = 0;
function check(name, got, expected) {
  const g = JSON.stringify(got), e = JSON.stringify(expected);
  if (g === e) { passed++; } else { failed++; console.log(`! ${name}: expected ${e}, got ${g}`); }
}

function cell(v) {
  if (v === null) return '';
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(1) : String(v);
  return String(v);
}

const [casesPath, version] = process.argv.slice(2);
const cases = JSON.parse(readFileSync(casesPath, 'utf8'));
check('tour has examples', cases.length >= 8, true);

const db = new Database(':memory:');
esm.load(db);
for (const c of cases) {
  const rows = [];
  for (const sql of c.statements) {
    const stmt = db.prepare(sql).raw(true).safeIntegers(true);
    for (const row of stmt.all()) rows.push(row.map(cell).join('|'));
  }
  check(`README line ${c.line}`, rows, c.expected);
}

// Integers bound as JavaScript numbers arrive as REAL: accepted when
// integral, refused otherwise with the usual message.
function attempt(fn) {
  try { return fn(); } catch (e) { return `error: ${e.message}`; }
}
const rules = '{"rating":[4,6],"symmetry":"rot180"}';
check('seed as a JS number',
      attempt(() => db.prepare('SELECT sudoku_generate(?, ?) AS p').get(7, rules).p),
      attempt(() => db.prepare(`SELECT sudoku_generate(7, '${rules}') AS p`).get().p));
check('seed 7.5 refused',
      attempt(() => db.prepare('SELECT sudoku_generate(?, ?) AS p').get(7.5, '{}').p),
      'error: sudoku_generate: seed must be an integer, got real');
check('count limit as a JS number',
      attempt(() => db.prepare('SELECT sudoku_count(?, ?) AS n').get('1...............', 10).n), 10);
check('budget as a JS number',
      attempt(() => db.prepare('SELECT sudoku_budget(?) AS b').get(200000000).b), 200000000);

check('CommonJS and ES module agree', cjs.getLoadablePath(), esm.getLoadablePath());
check('the module exists', existsSync(cjs.getLoadablePath()), true);
check('version', db.prepare('SELECT sudoku_version() AS v').get().v, version);
check('types name load',
      /export function load\(/.test(readFileSync(join(dirname(cjs.getLoadablePath()), 'index.d.ts'), 'utf8')), true);
let bad = '';
try { cjs.load({}); } catch (e) { bad = e.message; }
check('load of a non-database', /^sudokudb\.load: expected a database/.test(bad), true);

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
