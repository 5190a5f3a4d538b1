// SPDX-License-Identifier: MIT
// The ES module entry point: the same functions as index.js.
import sudokudb from './index.js';

export const { load, getLoadablePath } = sudokudb;
export default sudokudb;
