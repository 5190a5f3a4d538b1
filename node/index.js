// SPDX-License-Identifier: MIT
// sudokudb for Node: the path of the loadable SQLite extension in this
// package, and load(db) for better-sqlite3 (or any object with a
// loadExtension(path) method).
'use strict';

const path = require('path');

function getLoadablePath() {
  return path.join(__dirname, 'sudoku.so');
}

function load(db) {
  if (!db || typeof db.loadExtension !== 'function') {
    throw new TypeError('sudokudb.load: expected a database with a ' +
      'loadExtension(path) method, such as a better-sqlite3 Database');
  }
  db.loadExtension(getLoadablePath());
}

module.exports = { load, getLoadablePath };
