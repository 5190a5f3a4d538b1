// SPDX-License-Identifier: MIT
// table.js: the puzzles' table, sortable by any column (buttons in the
// headers, aria-sort) and filtered by a box: words match the puzzle or its
// grade; "er>7", "clues<=25", "size=16" compare a column (er, ep, ed,
// clues, size, n) with a number.
const COLUMNS = [
  {key: 'n', label: '#', num: true},
  {key: 'puzzle', label: 'Puzzle'},
  {key: 'size', label: 'Size', num: true},
  {key: 'clues', label: 'Clues', num: true},
  {key: 'er', label: 'ER', num: true},
  {key: 'ep', label: 'EP', num: true},
  {key: 'ed', label: 'ED', num: true},
  {key: 'grade', label: 'Grade'},
];

/** 1 when puzzle row r passes the filter text f. */
export function matches(r, f) {
  for (const word of f.trim().toLowerCase().split(/\s+/).filter(w => w)) {
    const m = word.match(/^(n|er|ep|ed|clues|size)(<=|>=|=|<|>)(\d+(?:\.\d+)?)$/);
    if (m) {
      const v = r[m[1]], x = Number(m[3]);
      if (v === null || v === undefined) return false;
      const ok = {'<': v < x, '>': v > x, '<=': v <= x, '>=': v >= x, '=': v === x}[m[2]];
      if (!ok) return false;
    } else if (!(r.puzzle.toLowerCase().includes(word) || (r.grade || '').includes(word))) {
      return false;
    }
  }
  return true;
}

export class PuzzleTable {
  constructor(table, onOpen) {
    this.table = table;
    this.onOpen = onOpen;
    this.rows = [];
    this.filter = '';
    this.sort = {key: 'n', dir: 1};
    const head = table.createTHead().insertRow();
    for (const col of COLUMNS) {
      const th = document.createElement('th');
      th.scope = 'col';
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = col.label;
      b.addEventListener('click', () => this.sortBy(col.key));
      th.appendChild(b);
      th.dataset.key = col.key;
      head.appendChild(th);
    }
    this.body = table.createTBody();
  }

  set(rows) { this.rows = rows; this.render(); }

  sortBy(key) {
    this.sort = {key, dir: this.sort.key === key ? -this.sort.dir : 1};
    this.render();
  }

  /** The rows shown, filtered and sorted. */
  shown() {
    const {key, dir} = this.sort;
    const num = COLUMNS.find(c => c.key === key).num;
    return this.rows.filter(r => matches(r, this.filter)).sort((a, b) => {
      const x = a[key], y = b[key];
      if (x === y) return a.n - b.n;
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      return dir * (num ? x - y : String(x).localeCompare(String(y)));
    });
  }

  render() {
    for (const th of this.table.tHead.rows[0].cells) {
      th.setAttribute('aria-sort', th.dataset.key === this.sort.key
                      ? (this.sort.dir > 0 ? 'ascending' : 'descending') : 'none');
    }
    const rows = this.shown();
    this.body.replaceChildren(...rows.map(r => {
      const tr = document.createElement('tr');
      tr.dataset.n = r.n;
      for (const col of COLUMNS) {
        const td = tr.insertCell();
        td.className = col.key;
        if (col.key === 'puzzle') {
          const b = document.createElement('button');
          b.type = 'button';
          b.className = 'open';
          b.textContent = r.puzzle.length > 40 ? r.puzzle.slice(0, 40) + '…' : r.puzzle;
          b.setAttribute('aria-label', `open puzzle ${r.n}`);
          b.title = r.puzzle;
          b.addEventListener('click', () => this.onOpen(r));
          td.appendChild(b);
        } else {
          const v = r[col.key];
          td.textContent = v === null || v === undefined ? (col.key === 'er' && r.error ? '–' : '')
                         : (col.key.length === 2 && col.key[0] === 'e' ? v.toFixed(1) : v);
          if (col.key === 'er' && r.error) td.title = r.error;
        }
      }
      return tr;
    }));
    return rows;
  }
}
