// SPDX-License-Identifier: MIT
// puzzles.js: the puzzles of a pasted text or an opened file, in the
// formats `sudokudb import` reads (docs/formats.md): CSV with a header
// naming the puzzle column; lines, one puzzle a line (its first field;
// '#' lines are comments); else grids, one per block of lines between
// blank lines (the engine reads their borders and separators).  Returns
// the puzzles' texts; the engine checks and normalizes them.
const PUZZLE_COLUMNS = ['puzzle', 'puzzles', 'quizzes', 'grid', 'sudoku', 'givens'];

/** The fields of one CSV line (double quotes, "" inside them). */
export function csvFields(line, sep = ',') {
  const out = [];
  let cur = '', quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') { cur += '"'; i++; }
      else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) { out.push(cur); cur = ''; }
    else cur += c;
  }
  out.push(cur);
  return out.map(s => s.trim());
}

/** 1 when s has a puzzle's number of cells (N*N, N from 4 to 25) once
 *  blanks are dropped. */
function looksLikePuzzle(s) {
  const n = Math.sqrt(s.length);
  return Number.isInteger(n) && n >= 4 && n <= 25 && /^[0-9A-Za-z.\-_*]+$/.test(s);
}

/** The puzzles of text, as {format, puzzles}. */
export function parsePuzzles(text) {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const first = lines.find(l => l.trim() !== '') || '';
  const sep = [',', ';', '\t'].find(s => first.includes(s));
  if (sep) {
    const col = csvFields(first, sep).map(h => h.toLowerCase()).findIndex(h => PUZZLE_COLUMNS.includes(h));
    if (col >= 0) {
      const start = lines.indexOf(first) + 1;
      const puzzles = lines.slice(start).filter(l => l.trim() !== '')
        .map(l => csvFields(l, sep)[col]).filter(p => p);
      return {format: 'csv', puzzles};
    }
  }
  const body = lines.filter(l => l.trim() !== '' && !l.startsWith('#'));
  const firsts = body.map(l => l.trim().split(/[\s,;]+/)[0]);
  if (firsts.length && firsts.every(looksLikePuzzle)) return {format: 'lines', puzzles: firsts};
  const puzzles = [];
  let block = [];
  for (const l of [...lines, '']) {
    if (l.trim() === '' || l.startsWith('#')) {
      if (block.length) puzzles.push(block.join('\n'));
      block = [];
    } else {
      block.push(l);
    }
  }
  return {format: 'grid', puzzles};
}
