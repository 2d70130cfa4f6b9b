// Where the tests find the staged package, the native tool and the data:
// meson passes them in the environment (bindings/js/meson.build).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const packageDir = process.env.SWISSCORE_PACKAGE;
export const sourceRoot = process.env.SWC_SOURCE_ROOT;
export const cli = process.env.SWISSCORE_CLI;
if (!packageDir || !sourceRoot || !cli) throw new Error('run through meson test: SWISSCORE_PACKAGE, SWC_SOURCE_ROOT and SWISSCORE_CLI must be set');

export const sc = await import(pathToFileURL(join(packageDir, 'index.mjs')).href);
export const dataDir = join(sourceRoot, 'tests', 'data');

/** The full reference folder when the build knows one, else null. */
export function fullOracleDir() {
  const d = process.env.SWC_ORACLE_DIR;
  return d && existsSync(join(d, 'dutch-2026')) ? d : null;
}

/** Files of `dir` ending in `suffix`, sorted; [] when the folder is missing. */
export function list(dir, suffix) {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(suffix)).sort() : [];
}
