// SPDX-License-Identifier: MIT
// board.js: the play grid of a 9x9 puzzle.  A grid of cells (ARIA grid,
// one cell in the tab order, arrow keys move, Home/End to the row's ends);
// a digit enters a value, or with pencil mode on (or Shift) toggles a
// pencil mark; Backspace, Delete or 0 clears.  A value the solution
// contradicts is flagged at once (red, aria-invalid, named in the status
// line).  state() is the player's state as sudoku_hint takes it.
const N = 9;

export class Board {
  constructor(root, status) {
    this.root = root;
    this.status = status;
    this.pencil = false;
    this.cells = [];
    this.focus = 0;
    root.setAttribute('role', 'grid');
    root.addEventListener('keydown', e => this.key(e));
    for (let r = 0; r < N; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'row';
      for (let c = 0; c < N; c++) {
        const i = r * N + c;
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.className = 'cell';
        if (c % 3 === 2 && c < N - 1) cell.classList.add('box-right');
        if (r % 3 === 2 && r < N - 1) cell.classList.add('box-bottom');
        cell.tabIndex = i === 0 ? 0 : -1;
        cell.dataset.index = i;
        cell.addEventListener('click', () => this.move(i));
        row.appendChild(cell);
        this.cells.push(cell);
      }
      root.appendChild(row);
    }
  }

  /** Show puzzle p (81 cells, '.' empty) with its solution s (or null). */
  load(p, s) {
    this.givens = p;
    this.solution = s;
    this.vals = [...p].map(ch => (ch >= '1' && ch <= '9' ? ch : '.'));
    this.marks = Array.from({length: N * N}, () => new Set());
    for (let i = 0; i < N * N; i++) this.draw(i);
    this.say('');
  }

  /** Values as 81 characters, '.' for empty. */
  values() { return this.vals.join(''); }

  /** The player's state: {values}, and candidates when any cell has
   *  pencil marks (the cells without marks keep every digit). */
  state() {
    const out = {values: this.values()};
    if (this.marks.some(m => m.size)) {
      out.candidates = this.marks.map(m => {
        let s = '';
        for (let d = 1; d <= N; d++) s += !m.size || m.has(String(d)) ? d : '.';
        return s;
      }).join('');
    }
    return out;
  }

  /** The cells whose value the solution contradicts. */
  mistakes() {
    if (!this.solution) return [];
    const out = [];
    this.vals.forEach((v, i) => { if (v !== '.' && v !== this.solution[i]) out.push(i); });
    return out;
  }

  say(text) { this.status.textContent = text; }

  name(i) { return `r${Math.floor(i / N) + 1}c${i % N + 1}`; }

  draw(i) {
    const cell = this.cells[i], v = this.vals[i];
    const given = this.givens[i] === v && v !== '.';
    const wrong = v !== '.' && this.solution && this.solution[i] !== v;
    cell.classList.toggle('given', given);
    cell.classList.toggle('wrong', !!wrong);
    cell.setAttribute('aria-invalid', wrong ? 'true' : 'false');
    cell.replaceChildren();
    let label = this.name(i);
    if (v !== '.') {
      cell.textContent = v;
      label += given ? `, given ${v}` : `, ${v}${wrong ? ', a mistake' : ''}`;
    } else if (this.marks[i].size) {
      const m = document.createElement('div');
      m.className = 'marks';
      for (let d = 1; d <= N; d++) {
        const s = document.createElement('span');
        s.textContent = this.marks[i].has(String(d)) ? d : '';
        m.appendChild(s);
      }
      cell.appendChild(m);
      label += `, pencil marks ${[...this.marks[i]].sort().join(' ')}`;
    } else {
      label += ', empty';
    }
    cell.setAttribute('aria-label', label);
  }

  move(i) {
    this.cells[this.focus].tabIndex = -1;
    this.focus = i;
    this.cells[i].tabIndex = 0;
    this.cells[i].focus();
  }

  /** Enter digit d ('1'-'9', or '' to clear) at the focused cell. */
  enter(d, pencil = this.pencil) {
    if (!this.givens) return;           // no puzzle loaded yet
    const i = this.focus;
    if (this.givens[i] >= '1' && this.givens[i] <= '9') {
      this.say(`${this.name(i)} is a given`);
      return;
    }
    if (d === '') {
      this.vals[i] = '.';
      this.marks[i].clear();
    } else if (pencil) {
      if (this.marks[i].has(d)) this.marks[i].delete(d); else this.marks[i].add(d);
    } else {
      this.vals[i] = d;
    }
    this.draw(i);
    const wrong = this.mistakes();
    this.say(wrong.includes(i) ? `${this.name(i)}: ${d} is a mistake`
             : wrong.length ? `${wrong.length} mistake${wrong.length > 1 ? 's' : ''}: ${wrong.map(j => this.name(j)).join(', ')}`
             : this.values() === this.solution ? 'Solved!' : '');
  }

  key(e) {
    const i = this.focus, r = Math.floor(i / N), c = i % N;
    const to = {ArrowUp: r > 0 ? i - N : i, ArrowDown: r < N - 1 ? i + N : i,
                ArrowLeft: c > 0 ? i - 1 : i, ArrowRight: c < N - 1 ? i + 1 : i,
                Home: r * N, End: r * N + N - 1}[e.key];
    const digit = /^Digit[1-9]$/.test(e.code) ? e.code.slice(5) : (/^[1-9]$/.test(e.key) ? e.key : null);
    if (to !== undefined) this.move(to);
    else if (digit) this.enter(digit, this.pencil || e.shiftKey);
    else if (['Backspace', 'Delete', '0', '.'].includes(e.key)) this.enter('');
    else return;
    e.preventDefault();
  }
}
