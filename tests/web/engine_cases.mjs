// SPDX-License-Identifier: MIT
// engine_cases.mjs: run SQL cases in the WebAssembly build under Node, for
// tests/web_node.test, which runs the same cases on the native extension
// and compares.
//
//   node tests/web/engine_cases.mjs ENGINE_DIR CASES.json...
//
// CASES.json: [{"name": ..., "statements": [sql, ...], "expected": [...]}]
// (the name optional; "expected" optional: the README's result block,
// passed through).  Each case runs its statements in order on one
// connection, a fresh one per file; its rows are printed as the sqlite3
// shell's list mode prints them (columns joined by '|', NULL as nothing,
// an integral REAL as 4.0), or "error: MESSAGE" alone when a statement
// fails.  Output: one Tcl list per case, {name statements rows expected},
// so that the test reads it without a JSON parser.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';

const [dir, ...casePaths] = process.argv.slice(2);
const { loadEngine } = await import(pathToFileURL(join(resolve(dir), 'sudoku.js')).href);

// One value as list mode prints it; types from the query's types.
function cell(v, type) {
  if (v === null) return '';
  if (type === 'real') return Number.isInteger(v) ? v.toFixed(1) : String(v);
  return String(v);
}

// A string as one Tcl list element: every character Tcl treats specially
// escaped with a backslash.
function tclWord(s) {
  if (s === '') return '{}';
  return s.replace(/[\\{}\[\]$" ;\t]/g, '\\$&').replace(/\n/g, '\\n');
}
function tclList(items) { return items.map(tclWord).join(' '); }

// The rows of a case's statements, or its error.
function run(db, statements) {
  const rows = [];
  try {
    for (const sql of statements) {
      for (const r of db.exec(sql, null, {rowMode: 'array', types: true})) {
        r.rows.forEach((row, i) => rows.push(row.map((v, j) => cell(v, r.types[i][j])).join('|')));
      }
    }
  } catch (e) {
    return [`error: ${e.message}`];
  }
  return rows;
}

const engine = await loadEngine();
for (const path of casePaths) {
  const db = engine.open();
  for (const c of JSON.parse(readFileSync(path, 'utf8'))) {
    const name = c.name || `README line ${c.line}`;
    console.log(tclList([name, tclList(c.statements), tclList(run(db, c.statements)),
                         tclList(c.expected || [])]));
  }
  db.close();
}
