// SPDX-License-Identifier: MIT
/** A database that can load an SQLite extension (better-sqlite3's). */
export interface ExtensionLoader {
  loadExtension(path: string): unknown;
}

/** The path of the loadable SQLite extension in this package. */
export function getLoadablePath(): string;

/** Load the sudoku SQL functions into db (a better-sqlite3 Database). */
export function load(db: ExtensionLoader): void;

declare const sudokudb: {
  load: typeof load;
  getLoadablePath: typeof getLoadablePath;
};
export default sudokudb;
