// Node.js ES module entry: loads swisscore.wasm beside this file, then
// offers everything swisscore.mjs exports.
import { readFileSync } from 'node:fs';
import { initSync } from './swisscore.mjs';

initSync(readFileSync(new URL('./swisscore.wasm', import.meta.url)));

export * from './swisscore.mjs';
