// SPDX-License-Identifier: MIT
// client.js: the page's side of the engine's worker (worker.js).  Each
// call is a promise; stop() ends the call under way by terminating the
// worker (a call inside WebAssembly cannot be reached otherwise without
// shared memory) and starts a fresh one, whose database is empty: the
// page then loads its puzzles again (onRestart).
export class EngineClient {
  constructor() {
    this.nextId = 1;
    this.pending = new Map();
    this.onRestart = null;
    this.onBusy = null;
    this.start();
  }

  start() {
    this.worker = new Worker(new URL('./worker.js', import.meta.url), {type: 'module'});
    this.worker.onmessage = ({data}) => {
      const p = this.pending.get(data.id);
      if (!p) return;
      this.pending.delete(data.id);
      this.busy();
      if ('error' in data) p.reject(new Error(data.error)); else p.resolve(data.result);
    };
    this.worker.onerror = (ev) => {
      ev.preventDefault();
      const msg = ev.message || 'the engine failed to start';
      for (const p of this.pending.values()) p.reject(new Error(msg));
      this.pending.clear();
      this.busy();
    };
  }

  busy() { if (this.onBusy) this.onBusy(this.pending.size > 0); }

  call(msg, transfer = []) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      this.busy();
      this.worker.postMessage({id, ...msg}, transfer);
    });
  }

  /** Every statement of sql: [{columns, rows}] (rows as arrays). */
  exec(sql, params) { return this.call({op: 'exec', sql, params}); }

  /** The last statement's {columns, rows} (rows as objects). */
  async query(sql, params) {
    const r = await this.exec(sql, params);
    const last = r.length ? r[r.length - 1] : {columns: [], rows: []};
    return {columns: last.columns,
            rows: last.rows.map(row => Object.fromEntries(last.columns.map((c, i) => [c, row[i]])))};
  }

  /** The first row's first value, or null. */
  async value(sql, params) {
    const r = await this.exec(sql, params);
    const last = r[r.length - 1];
    return last && last.rows.length ? last.rows[0][0] : null;
  }

  open(bytes) { return this.call({op: 'open', bytes}); }
  export() { return this.call({op: 'export'}); }

  /** Stop what runs: a new worker; pending calls fail with "stopped". */
  stop() {
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new Error('stopped'));
    this.pending.clear();
    this.busy();
    this.start();
    if (this.onRestart) this.onRestart();
  }
}
