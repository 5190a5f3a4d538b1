// SPDX-License-Identifier: MIT
// worker.js: the engine in a Web Worker, so that the page stays
// responsive during long work.  One connection; messages
//   {id, op: 'exec', sql, params}  -> {id, result: [{columns, rows}, ...]}
//   {id, op: 'open', bytes}        -> {id, result: true} (a database file's copy)
//   {id, op: 'export'}             -> {id, result: Uint8Array}
// and {id, error: MESSAGE} when SQLite or the engine fails.  Rows are
// arrays.  The page stops a call by terminating the worker and starting
// a new one (client.js).
import { loadEngine } from './sudoku.js';

let engine = null, db = null;
const ready = loadEngine().then(e => { engine = e; db = e.open(); });

onmessage = async ({data}) => {
  const {id, op} = data;
  try {
    await ready;
    let result;
    if (op === 'exec') {
      result = db.exec(data.sql, data.params, {rowMode: 'array'});
    } else if (op === 'open') {
      const fresh = engine.open(data.bytes);
      db.close();
      db = fresh;
      result = true;
    } else if (op === 'export') {
      result = db.export();
    } else {
      throw new Error(`worker: unknown operation ${op}`);
    }
    postMessage({id, result});
  } catch (e) {
    postMessage({id, error: e && e.message ? e.message : String(e)});
  }
};
