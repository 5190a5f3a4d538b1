// SPDX-License-Identifier: MIT
// sudoku.js: SQLite with the sudoku extension, compiled to WebAssembly
// (make web), as a small ES module for browsers, workers and Node:
//
//   import { loadEngine } from './sudoku.js';
//   const engine = await loadEngine();
//   const db = engine.open();                 // in memory; open(bytes): a file's copy
//   db.query('SELECT sudoku_rate(?) AS r', [p]).rows   // [{r: 4.2}]
//   db.close();
//
// Errors are thrown as SqliteError, whose message is SQLite's text (the
// same as the native extension's: "sudoku_solve: ...").  Integers come
// back as numbers, or as BigInt beyond 2^53; integral numbers are bound
// as INTEGER, others as REAL, BigInt as INTEGER, strings as TEXT,
// Uint8Array as BLOB, null and undefined as NULL, booleans as 0/1.
import createEngine from './sudoku-engine.js';

const SQLITE_OK = 0, SQLITE_ROW = 100, SQLITE_DONE = 101;
const TYPES = [null, 'integer', 'real', 'text', 'blob', 'null'];
const TRANSIENT = -1;

/** An error of SQLite's, with its result code. */
export class SqliteError extends Error {
  constructor(message, code) {
    super(message);
    this.name = 'SqliteError';
    this.code = code;
  }
}

/** Load the WebAssembly module; resolves to an Engine. */
export async function loadEngine() {
  const args = {print: () => {}, printErr: () => {}};
  if (typeof process === 'object' && process.versions && process.versions.node) {
    // Node: the module's bytes from the file beside this one.
    const { readFile } = await import('node:fs/promises');
    args.wasmBinary = await readFile(new URL('./sudoku-engine.wasm', import.meta.url));
  }
  const m = await createEngine(args);
  const rc = m._sudoku_web_init();
  if (rc !== SQLITE_OK) throw new SqliteError('sudoku: cannot register the extension', rc);
  return new Engine(m);
}

/** The loaded module: opens databases. */
export class Engine {
  constructor(m) { this.m = m; }

  /** SQLite's version, e.g. "3.53.2". */
  get sqliteVersion() { return this.m.UTF8ToString(this.m._sqlite3_libversion()); }

  /** A database in memory; with bytes (Uint8Array, ArrayBuffer), a copy
   *  of that database file. */
  open(bytes) {
    const m = this.m;
    const pDb = m._malloc(4);
    const zName = cstring(m, ':memory:');
    const rc = m._sqlite3_open_v2(zName, pDb, 6 /* READWRITE|CREATE */, 0);
    m._free(zName);
    const db = m.getValue(pDb, 'i32');
    m._free(pDb);
    const out = new Database(m, db);
    if (rc !== SQLITE_OK) {
      const msg = db ? m.UTF8ToString(m._sqlite3_errmsg(db)) : 'out of memory';
      out.close();
      throw new SqliteError(msg, rc);
    }
    if (bytes) out.load(bytes);
    return out;
  }
}

/** A string copied into the module's heap (free with m._free). */
function cstring(m, s) {
  const n = m.lengthBytesUTF8(s) + 1;
  const p = m._malloc(n);
  if (!p) throw new SqliteError('out of memory', 7);
  m.stringToUTF8(s, p, n);
  return p;
}

/** One connection. */
export class Database {
  constructor(m, db) { this.m = m; this.db = db; }

  /** Replace the main database by a copy of a database file's bytes
   *  (the bytes themselves are not changed). */
  load(bytes) {
    const m = this.m;
    const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
    const p = m._sqlite3_malloc64(BigInt(Math.max(data.length, 1)));
    if (!p) throw new SqliteError('out of memory', 7);
    m.HEAPU8.set(data, p);
    // A database in WAL mode (sudokudb makes them) says so in its header
    // (bytes 18 and 19 are 2); a database in memory has no WAL, so the
    // copy is read as one with a rollback journal (1), as it would be
    // after PRAGMA journal_mode=DELETE.
    if (data.length >= 20 && data[18] === 2 && data[19] === 2) {
      m.HEAPU8[p + 18] = 1;
      m.HEAPU8[p + 19] = 1;
    }
    const zMain = cstring(m, 'main');
    // SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE
    const rc = m._sqlite3_deserialize(this.db, zMain, p, BigInt(data.length),
                                      BigInt(data.length), 3);
    m._free(zMain);
    this.check(rc);
    // A file that is not a database fails on first read: read now.
    this.query('SELECT count(*) FROM sqlite_schema');
  }

  /** The main database as a database file's bytes (Uint8Array). */
  export() {
    const m = this.m;
    const pSize = m._malloc(8);
    const zMain = cstring(m, 'main');
    const p = m._sqlite3_serialize(this.db, zMain, pSize, 0);
    const n = m.getValue(pSize, 'i32');
    m._free(zMain);
    m._free(pSize);
    if (!p) {
      if (n === 0) return new Uint8Array(0);
      throw new SqliteError('out of memory', 7);
    }
    const out = m.HEAPU8.slice(p, p + n);
    m._sqlite3_free(p);
    return out;
  }

  /** Throw SQLite's error for result code rc unless it is OK. */
  check(rc) {
    if (rc !== SQLITE_OK && rc !== SQLITE_ROW && rc !== SQLITE_DONE) {
      throw new SqliteError(this.m.UTF8ToString(this.m._sqlite3_errmsg(this.db)), rc);
    }
    return rc;
  }

  /**
   * Run every statement of sql; params (an array, or an object of named
   * parameters ':name', '@name', '$name') are bound to each statement
   * that has parameters.  Returns one result {columns, rows} per
   * statement that returns columns.  options.rowMode 'object' (default)
   * or 'array'; options.types true adds types: per row, each value's
   * SQLite type ('integer', 'real', 'text', 'blob', 'null').
   */
  exec(sql, params, options = {}) {
    const m = this.m;
    const results = [];
    const zSql = cstring(m, sql);
    const pp = m._malloc(8);            // the statement, then the tail
    try {
      let z = zSql;
      while (m.HEAPU8[z] !== 0) {
        this.check(m._sqlite3_prepare_v2(this.db, z, -1, pp, pp + 4));
        const stmt = m.getValue(pp, 'i32');
        z = m.getValue(pp + 4, 'i32');
        if (!stmt) continue;            // a comment or blank
        try {
          const r = this.runStatement(stmt, params, options);
          if (r) results.push(r);
        } finally {
          m._sqlite3_finalize(stmt);
        }
      }
    } finally {
      m._free(pp);
      m._free(zSql);
    }
    return results;
  }

  /** The last result of exec(sql, params, options): {columns, rows}
   *  (no columns and no rows when no statement returns any). */
  query(sql, params, options) {
    const r = this.exec(sql, params, options);
    return r.length ? r[r.length - 1] : {columns: [], rows: []};
  }

  /** The first row (an object) of the last statement; undefined if none. */
  get(sql, params) { return this.query(sql, params).rows[0]; }

  /** Run sql; {changes}: the rows its last statement changed. */
  run(sql, params) {
    this.exec(sql, params);
    return {changes: this.m._sqlite3_changes(this.db)};
  }

  /** Close the connection; the object is unusable after. */
  close() {
    if (this.db) this.m._sqlite3_close_v2(this.db);
    this.db = 0;
  }

  runStatement(stmt, params, options) {
    const m = this.m;
    this.bind(stmt, params);
    const nCol = m._sqlite3_column_count(stmt);
    const columns = [];
    for (let i = 0; i < nCol; i++) columns.push(m.UTF8ToString(m._sqlite3_column_name(stmt, i)));
    const rows = [], types = [];
    const asArray = options.rowMode === 'array';
    let rc;
    while ((rc = m._sqlite3_step(stmt)) === SQLITE_ROW) {
      const row = asArray ? [] : {};
      const t = [];
      for (let i = 0; i < nCol; i++) {
        const type = m._sqlite3_column_type(stmt, i);
        const v = this.value(stmt, i, type);
        if (asArray) row.push(v); else row[columns[i]] = v;
        t.push(TYPES[type]);
      }
      rows.push(row);
      if (options.types) types.push(t);
    }
    this.check(rc);
    if (!nCol) return null;
    return options.types ? {columns, rows, types} : {columns, rows};
  }

  value(stmt, i, type) {
    const m = this.m;
    switch (type) {
      case 1: {
        const v = m._sqlite3_column_int64(stmt, i);
        return v >= -9007199254740991n && v <= 9007199254740991n ? Number(v) : v;
      }
      case 2: return m._sqlite3_column_double(stmt, i);
      case 3: {
        const p = m._sqlite3_column_text(stmt, i);
        return m.UTF8ToString(p, m._sqlite3_column_bytes(stmt, i));
      }
      case 4: {
        const p = m._sqlite3_column_blob(stmt, i);
        const n = m._sqlite3_column_bytes(stmt, i);
        return m.HEAPU8.slice(p, p + n);
      }
      default: return null;
    }
  }

  bind(stmt, params) {
    const m = this.m;
    const n = m._sqlite3_bind_parameter_count(stmt);
    if (!n || params == null) return;
    if (Array.isArray(params)) {
      for (let i = 0; i < n && i < params.length; i++) this.bindOne(stmt, i + 1, params[i]);
      return;
    }
    for (const [k, v] of Object.entries(params)) {
      for (const prefix of [':', '@', '$']) {
        const z = cstring(m, prefix + k);
        const i = m._sqlite3_bind_parameter_index(stmt, z);
        m._free(z);
        if (i) this.bindOne(stmt, i, v);
      }
    }
  }

  bindOne(stmt, i, v) {
    const m = this.m;
    let rc;
    if (v === null || v === undefined) {
      rc = m._sqlite3_bind_null(stmt, i);
    } else if (typeof v === 'bigint') {
      rc = m._sqlite3_bind_int64(stmt, i, v);
    } else if (typeof v === 'boolean') {
      rc = m._sqlite3_bind_int64(stmt, i, v ? 1n : 0n);
    } else if (typeof v === 'number') {
      rc = Number.isSafeInteger(v) ? m._sqlite3_bind_int64(stmt, i, BigInt(v))
                                   : m._sqlite3_bind_double(stmt, i, v);
    } else if (v instanceof Uint8Array || v instanceof ArrayBuffer) {
      const data = v instanceof Uint8Array ? v : new Uint8Array(v);
      const p = m._malloc(Math.max(data.length, 1));
      m.HEAPU8.set(data, p);
      rc = m._sqlite3_bind_blob(stmt, i, p, data.length, TRANSIENT);
      m._free(p);
    } else {
      const z = cstring(m, String(v));
      rc = m._sqlite3_bind_text(stmt, i, z, -1, TRANSIENT);
      m._free(z);
    }
    this.check(rc);
  }
}
