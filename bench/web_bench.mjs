// SPDX-License-Identifier: MIT
// web_bench.mjs: the WebAssembly build's speed under Node (bench_web.sh).
//
//   node bench/web_bench.mjs ENGINE_DIR PUZZLES.txt
//
// Prints the module's load time, then for each query of bench_web.sh the
// wall seconds it takes over every puzzle of the file (one a line), the
// first time (the engine's code compiled by V8's baseline compiler, and
// optimized while it runs) and the second: "NAME FIRST SECOND RESULT".
// The budget is off and one thread is used, as in the native run it is
// compared with.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';

const [dir, file] = process.argv.slice(2);
let t0 = performance.now();
const { loadEngine } = await import(pathToFileURL(join(resolve(dir), 'sudoku.js')).href);
const engine = await loadEngine();
const db = engine.open();
console.log(`load ${((performance.now() - t0) / 1000).toFixed(3)}`);

const puzzles = readFileSync(file, 'utf8').split('\n').filter(l => l.length >= 81 && l[0] !== '#')
  .map(l => l.slice(0, 81));
db.exec('SELECT sudoku_budget(0), sudoku_threads(1); CREATE TABLE t(p TEXT)');
db.exec('BEGIN');
for (const p of puzzles) db.run('INSERT INTO t VALUES (?)', [p]);
db.exec('COMMIT');

const queries = {
  solve: 'SELECT count(sudoku_solve(p)) FROM t',
  count: 'SELECT sum(sudoku_count(p, 2)) FROM t',
  rate:  'SELECT round(sum(sudoku_rate(p)), 1) FROM t',
};
const first = {};
for (const round of [1, 2]) {
  for (const [name, sql] of Object.entries(queries)) {
    t0 = performance.now();
    const r = db.query(sql, null, {rowMode: 'array'}).rows[0][0];
    const secs = ((performance.now() - t0) / 1000).toFixed(3);
    if (round === 1) first[name] = secs; else console.log(`${name} ${first[name]} ${secs} ${r}`);
  }
}
db.close();
