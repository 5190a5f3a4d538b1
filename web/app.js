// SPDX-License-Identifier: MIT
// app.js: the playground page (index.html).  The engine runs in a worker
// (client.js); the page keeps the list of puzzles and mirrors it into the
// worker's table `puzzles` for the SQL box.  Each puzzle is checked and
// rated in turn, so the table fills while the page stays responsive; Stop
// ends the call under way (a new worker) and the list is loaded into it
// again.
import { EngineClient } from './client.js';
import { parsePuzzles } from './puzzles.js';
import { PuzzleTable } from './table.js';
import { Board } from './board.js';

const $ = (id) => document.getElementById(id);
const client = new EngineClient();
const table = new PuzzleTable($('table'), openPuzzle);
const board = new Board($('board'), $('board-status'));

const EXAMPLES = [
  '......517.....3..8......2..74.3.1...8.3.5..7.5.6.27.....4......6...7..3417...462.',
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  '.2.4....94..189.......62.5......63..3..94.5.......8.1..........8.2..4...964.....7',
  '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
  '1...............',
];

const SQL_EXAMPLES = [
  ['Grades: how many, how hard',
   'SELECT grade, count(*) AS puzzles, round(avg(er), 1) AS "mean ER"\nFROM puzzles WHERE er IS NOT NULL\nGROUP BY grade ORDER BY min(er);'],
  ['The hardest five', 'SELECT n, er, ep, ed, puzzle FROM puzzles ORDER BY er DESC LIMIT 5;'],
  ['Techniques used, over every 9x9 puzzle',
   "SELECT s.value->>'technique' AS technique, count(*) AS steps, max(s.value->>'score') AS score\nFROM puzzles, json_each(sudoku_explain(puzzle)) AS s\nWHERE size = 9 AND er IS NOT NULL\nGROUP BY 1 ORDER BY 3 DESC;"],
  ['Solutions', 'SELECT n, sudoku_solve(puzzle) AS solution FROM puzzles LIMIT 10;'],
  ['First hint of each', "SELECT n, sudoku_hint(puzzle)->>'why' AS hint FROM puzzles WHERE er IS NOT NULL LIMIT 10;"],
  ['Generate three', "SELECT value AS seed, sudoku_generate(value, '{\"grade\":\"medium\"}') AS puzzle\nFROM json_each('[1,2,3]');"],
  ['Versions', 'SELECT sudoku_version(), sqlite_version(), sudoku_threads();'],
];

let rows = [];              // {n, puzzle, size, clues, er, ep, ed, grade, error, rated}
let dbBytes = null;         // an opened database file, loaded again after Stop
let rating = false;
let current = null;         // the puzzle shown: {row, solution, steps, step}
let preparing = null;       // the worker's database being filled (prepare)

function say(text) { $('status').textContent = text; }

// Errors of calls Stop ended are expected; others are shown.
function failed(e, where) {
  if (e.message === 'stopped') return;
  say(`${where}: ${e.message}`);
}

client.onBusy = (busy) => { $('stop').disabled = !busy; };
client.onRestart = () => {
  rating = false;
  say('Stopped. The engine was restarted.');
  preparing = prepare().catch(e => failed(e, 'restart'));
};
$('stop').addEventListener('click', () => client.stop());

// The worker's database: the opened file's copy, and the table of the list.
async function prepare() {
  if (dbBytes) await client.open(dbBytes.slice());
  await client.exec(`CREATE TABLE IF NOT EXISTS puzzles(n INTEGER PRIMARY KEY, puzzle TEXT,
    size INTEGER, clues INTEGER, er REAL, ep REAL, ed REAL, grade TEXT)`);
  for (const r of rows) await store(r);
}

function store(r) {
  return client.exec('INSERT OR REPLACE INTO puzzles VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
                     [r.n, r.puzzle, r.size, r.clues, r.er, r.ep, r.ed, r.grade]);
}

function refresh() {
  const shown = table.render();
  $('count').textContent = `${shown.length} of ${rows.length} puzzles shown`;
}

// Add puzzle texts to the list: each normalized (or its error kept), then
// all rated in turn.
async function addPuzzles(texts) {
  let n = rows.length ? Math.max(...rows.map(r => r.n)) : 0;
  for (const text of texts) {
    const r = {n: ++n, puzzle: text.replace(/\s+/g, ''), size: null, clues: null,
               er: null, ep: null, ed: null, grade: null, error: null, rated: false};
    try {
      const [res] = await client.exec('SELECT sudoku_normalize(?1), sudoku_clues(?1)', [text]);
      const [p, clues] = res.rows[0];
      r.puzzle = p;
      r.size = Math.round(Math.sqrt(p.length));
      r.clues = clues;
    } catch (e) {
      if (e.message === 'stopped') return;
      r.error = e.message;
      r.rated = true;
    }
    rows.push(r);
    await store(r);
  }
  table.set(rows);
  refresh();
  await rateAll();
}

async function rateAll() {
  if (rating) return;
  rating = true;
  try {
    for (const r of rows) {
      if (r.rated) continue;
      if (!rating) break;
      say(`Rating puzzle ${r.n}…`);
      if (r.size !== 9) {
        r.error = 'only 9x9 puzzles are rated';
      } else {
        try {
          const [res] = await client.exec('SELECT sudoku_ratings(?1), sudoku_grade(?1)', [r.puzzle]);
          const [ratings, grade] = res.rows[0];
          if (ratings) Object.assign(r, JSON.parse(ratings));
          else r.error = 'no rating: the puzzle has no single solution';
          r.grade = grade;
        } catch (e) {
          if (e.message === 'stopped') { r.error = 'stopped'; r.rated = true; refresh(); return; }
          r.error = e.message;
        }
      }
      r.rated = true;
      await store(r);
      refresh();
    }
    say(`Ready: ${rows.length} puzzles.`);
  } finally {
    rating = false;
  }
}

$('add').addEventListener('click', () => {
  const {puzzles} = parsePuzzles($('paste').value);
  if (!puzzles.length) { say('No puzzles found in the text.'); return; }
  $('paste').value = '';
  addPuzzles(puzzles).catch(e => failed(e, 'add'));
});
$('examples').addEventListener('click', () => addPuzzles(EXAMPLES).catch(e => failed(e, 'examples')));
$('rate').addEventListener('click', () => {
  for (const r of rows) if (r.error === 'stopped') { r.error = null; r.rated = false; }
  rateAll().catch(e => failed(e, 'rate'));
});
$('clear').addEventListener('click', async () => {
  rows = [];
  table.set(rows);
  refresh();
  $('viewer').hidden = true;
  await client.exec('DELETE FROM puzzles').catch(e => failed(e, 'clear'));
});
$('filter').addEventListener('input', () => { table.filter = $('filter').value; refresh(); });

// A file: SQLite's header makes it a database (sudokudb's table puzzle),
// anything else is text.
$('file').addEventListener('change', async () => {
  const f = $('file').files[0];
  if (!f) return;
  const bytes = new Uint8Array(await f.arrayBuffer());
  const magic = new TextDecoder().decode(bytes.slice(0, 15));
  try {
    if (magic === 'SQLite format 3') {
      dbBytes = bytes;
      preparing = prepare();
      await preparing;
      const [res] = await client.exec('SELECT puzzle FROM puzzle ORDER BY id LIMIT 2000');
      say(`${f.name}: ${res.rows.length} puzzles${res.rows.length === 2000 ? ' (the first 2000)' : ''}`);
      await addPuzzles(res.rows.map(r => r[0]));
    } else {
      const {format, puzzles} = parsePuzzles(new TextDecoder().decode(bytes));
      say(`${f.name}: ${puzzles.length} puzzles (${format})`);
      await addPuzzles(puzzles);
    }
  } catch (e) {
    failed(e, f.name);
  }
  $('file').value = '';
});

function download(name, type, text) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], {type}));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
const FIELDS = ['n', 'puzzle', 'size', 'clues', 'er', 'ep', 'ed', 'grade'];
$('export-csv').addEventListener('click', () => {
  const q = (v) => (v === null || v === undefined ? '' : /[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  download('puzzles.csv', 'text/csv', [FIELDS.join(','), ...table.shown().map(r => FIELDS.map(k => q(r[k])).join(','))].join('\n') + '\n');
});
$('export-json').addEventListener('click', () => {
  download('puzzles.json', 'application/json',
           JSON.stringify(table.shown().map(r => Object.fromEntries(FIELDS.map(k => [k, r[k]]))), null, 1) + '\n');
});

// ---- one puzzle: its picture, its steps, play --------------------------
function picture(svg, caption) {
  $('picture').innerHTML = svg || '';
  $('picture-caption').textContent = caption;
}

async function openPuzzle(r) {
  current = {row: r, solution: null, steps: null, step: 0};
  $('viewer').hidden = false;
  $('viewer-h').textContent = `Puzzle ${r.n}`;
  $('viewer-h').focus();
  $('step').textContent = '';
  $('hint-text').textContent = '';
  $('viewer-info').textContent = r.error ? r.error
    : `${r.size}x${r.size}, ${r.clues} clues` + (r.er !== null ? `, ER ${r.er.toFixed(1)} EP ${r.ep.toFixed(1)} ED ${r.ed.toFixed(1)}, ${r.grade}` : '');
  const playable = r.size === 9 && r.er !== null;
  for (const id of ['step-first', 'step-prev', 'step-next', 'step-list', 'hint', 'reset']) $(id).disabled = !playable;
  $('step-list').replaceChildren();
  $('play').hidden = !playable;
  try {
    picture(await client.value('SELECT sudoku_svg(?)', [r.puzzle]), 'The givens.');
    if (!playable) return;
    const [res] = await client.exec('SELECT sudoku_solve(?1), sudoku_explain(?1)', [r.puzzle]);
    if (current.row !== r) return;
    current.solution = res.rows[0][0];
    current.steps = JSON.parse(res.rows[0][1]);
    $('step-list').replaceChildren(new Option('the givens', '0'), ...current.steps.map(s =>
      new Option(`${s.step}. ${s.technique} (${s.score.toFixed(1)})${s.diamond ? ', ED' : ''}${s.pearl ? ', EP' : ''}`, String(s.step))));
    board.load(r.puzzle, current.solution);
    $('step').textContent = `${current.steps.length} steps. Next step shows the first.`;
  } catch (e) {
    failed(e, `puzzle ${r.n}`);
  }
}

function stepText(s, total) {
  const marks = [s.diamond ? 'gives ED' : '', s.pearl ? 'gives EP' : ''].filter(x => x).join(', ');
  return `Step ${s.step} of ${total}: ${s.technique} (score ${s.score.toFixed(1)}${marks ? '; ' + marks : ''}). ${s.why}`;
}

async function showStep(k) {
  if (!current || !current.steps) return;
  const steps = current.steps;
  k = Math.max(0, Math.min(k, steps.length));
  current.step = k;
  $('step-list').value = String(k);
  try {
    if (k === 0) {
      picture(await client.value('SELECT sudoku_svg(?)', [current.row.puzzle]), 'The givens.');
      $('step').textContent = `${steps.length} steps.`;
      return;
    }
    const s = steps[k - 1];
    picture(await client.value('SELECT sudoku_svg(?, ?)', [current.row.puzzle, JSON.stringify({step: k})]),
            `Step ${k}: ${s.technique}, drawn on the pencil marks before it.`);
    const p = document.createElement('p');
    p.textContent = stepText(s, steps.length);
    const det = document.createElement('p');
    det.className = 'help';
    det.textContent = [...(s.placements || []), ...(s.eliminations || [])].join(', ');
    $('step').replaceChildren(p, det);
  } catch (e) {
    failed(e, 'step');
  }
}
$('step-first').addEventListener('click', () => showStep(0));
$('step-prev').addEventListener('click', () => showStep(current ? current.step - 1 : 0));
$('step-next').addEventListener('click', () => showStep(current ? current.step + 1 : 1));
$('step-list').addEventListener('change', () => showStep(Number($('step-list').value)));

for (const b of document.querySelectorAll('.keypad [data-digit]')) {
  b.addEventListener('click', () => {
    if (!current || !current.solution) return;
    board.enter(b.dataset.digit);
    board.move(board.focus);
  });
}
$('pencil').addEventListener('click', () => {
  board.pencil = !board.pencil;
  $('pencil').setAttribute('aria-pressed', String(board.pencil));
});
$('reset').addEventListener('click', () => {
  if (current && current.solution) board.load(current.row.puzzle, current.solution);
  $('hint-text').textContent = '';
});

// A hint from the player's grid: the next step, or the mistakes.
$('hint').addEventListener('click', async () => {
  if (!current || !current.solution) return;
  const state = board.state();
  const level = $('level').value;
  try {
    const h = JSON.parse(await client.value('SELECT sudoku_hint(?, ?, ?)',
                                            [current.row.puzzle, JSON.stringify(state), level]));
    const out = $('hint-text');
    if (h === null) { out.textContent = 'Solved: no hint left.'; return; }
    if (h.mistakes) {
      const ul = document.createElement('ul');
      for (const m of h.mistakes) {
        const li = document.createElement('li');
        li.textContent = m.text;
        ul.appendChild(li);
      }
      const p = document.createElement('p');
      p.className = 'mistake';
      p.textContent = 'Mistakes first:';
      out.replaceChildren(p, ul);
      return;
    }
    const p = document.createElement('p');
    p.textContent = `${h.technique} (score ${h.score.toFixed(1)})` +
      (h.look ? `: look at ${h.look.join(', ')}.` : h.why ? `. ${h.why}` : '.');
    out.replaceChildren(p);
    if (level !== 'nudge') {
      picture(await client.value('SELECT sudoku_svg(?, ?)', [current.row.puzzle, JSON.stringify({state})]),
              `Hint: ${h.technique}, from your grid.`);
    }
  } catch (e) {
    failed(e, 'hint');
  }
});

$('export-svg').addEventListener('click', () => {
  const svg = $('picture').innerHTML;
  if (svg) download(`puzzle-${current ? current.row.n : 0}.svg`, 'image/svg+xml', svg);
});
$('print').addEventListener('click', () => window.print());

// ---- generate ------------------------------------------------------------
$('generate').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const opts = {symmetry: $('gen-symmetry').value};
  const lo = $('gen-lo').value, hi = $('gen-hi').value;
  if (lo !== '' || hi !== '') opts.rating = [Number(lo || 1), Number(hi || 12)];
  else if ($('gen-grade').value) opts.grade = $('gen-grade').value;
  const seed = $('gen-seed').value !== '' ? Number($('gen-seed').value)
             : Math.floor(Math.random() * 2 ** 31);
  $('gen-out').textContent = `Generating (seed ${seed})…`;
  try {
    const p = await client.value('SELECT sudoku_generate(?, ?)', [seed, JSON.stringify(opts)]);
    $('gen-out').textContent = `Seed ${seed}: ${p}`;
    await addPuzzles([p]);
    const r = rows[rows.length - 1];
    await openPuzzle(r);
  } catch (e) {
    $('gen-out').textContent = e.message === 'stopped' ? 'Stopped.' : e.message;
  }
});

// ---- SQL -------------------------------------------------------------------
for (const [label, sql] of SQL_EXAMPLES) {
  const o = document.createElement('option');
  o.textContent = label;
  o.value = sql;
  $('sql-examples').appendChild(o);
}
$('sql-examples').addEventListener('change', () => { $('sql').value = $('sql-examples').value; });
$('sql').value = SQL_EXAMPLES[0][1];

function resultTable(t, {columns, rows: data}) {
  t.replaceChildren();
  const head = t.createTHead().insertRow();
  for (const c of columns) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = c;
    head.appendChild(th);
  }
  const body = t.createTBody();
  for (const row of data) {
    const tr = body.insertRow();
    for (const v of row) tr.insertCell().textContent = v === null ? 'NULL' : String(v);
  }
}
$('sql-run').addEventListener('click', async () => {
  $('sql-error').textContent = '';
  try {
    await preparing;                  // the list is in the table first
    const res = await client.exec($('sql').value);
    const last = res.length ? res[res.length - 1] : {columns: [], rows: []};
    resultTable($('sql-result'), last);
    say(`${last.rows.length} row${last.rows.length === 1 ? '' : 's'}.`);
  } catch (e) {
    if (e.message !== 'stopped') $('sql-error').textContent = e.message;
  }
});

preparing = prepare().then(() => client.value('SELECT sudoku_version() || \' on SQLite \' || sqlite_version()'))
  .then(v => say(`Ready: sudokudb ${v}.`))
  .catch(e => failed(e, 'the engine'));
