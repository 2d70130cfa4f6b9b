// The reference data through the WebAssembly build, as the native tests
// (tests/test-dutch-oracle.c, tests/test-tiebreak-oracle.c) check it: every
// Dutch case's pairing equals the reference engine's, and every tie-break
// value equals the reference calculator's. The full reference folder runs
// too when the build knows it (up to SWC_ORACLE_MAX_PLAYERS players,
// default 150, as natively).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sc, dataDir, fullOracleDir, list } from './env.mjs';

const maxPlayers = Number(process.env.SWC_ORACLE_MAX_PLAYERS ?? 150);

function playersIn(text) {
  return text.split(/\r\n|\r|\n/).filter((l) => l.startsWith('001')).length;
}

// The engine's pairing in the reference format: count, "white black", PAB "id 0".
function pairCase(trf, edition) {
  const t = sc.Tournament.fromTRF(trf);
  try {
    t.set(sc.Setting.DUTCH_EDITION, edition);
    const r = t.pairNextRound();
    const pab = r.byes.find((b) => b.kind === sc.RoundKind.PAB);
    const lines = [String(r.boards.length + (pab ? 1 : 0))];
    for (const b of r.boards) lines.push(`${b.white} ${b.black}`);
    if (pab) lines.push(`${pab.player} 0`);
    return lines.join('\n') + '\n';
  } finally {
    t.close();
  }
}

function dutchFolders(root) {
  return [[join(root, 'dutch-2026'), 2026], [join(root, 'dutch-2017'), 2017],
    [join(root, 'pab-below-win', 'dutch-2026'), 2026], [join(root, 'pab-below-win', 'dutch-2017'), 2017]];
}

function runDutch(root, limit) {
  let checked = 0;
  const wrong = [];
  for (const [dir, edition] of dutchFolders(root)) {
    for (const f of list(dir, '.trf')) {
      const trf = readFileSync(join(dir, f), 'utf8');
      if (limit > 0 && playersIn(trf) > limit) continue;
      const expected = readFileSync(join(dir, f.replace(/\.trf$/, '.expected')), 'utf8').replace(/\r/g, '');
      let got;
      try {
        got = pairCase(trf, edition);
      } catch (e) {
        got = `error: ${e.message}`;
      }
      checked++;
      if (got.trim() !== expected.trim()) wrong.push(`${dir}/${f}`);
    }
  }
  return { checked, wrong };
}

test('bundled Dutch reference cases pair as the reference engines do', () => {
  const { checked, wrong } = runDutch(join(dataDir, 'oracle'), 0);
  console.log(`# bundled Dutch cases through wasm: ${checked} checked, ${wrong.length} different`);
  assert.ok(checked >= 50, `only ${checked} bundled cases found`);
  assert.deepEqual(wrong, []);
});

test('full reference folder: Dutch cases', (t) => {
  const root = fullOracleDir();
  if (!root) {
    console.log('# full reference folder not configured (meson option oracle_dir): bundled cases only');
    return;
  }
  const { checked, wrong } = runDutch(root, maxPlayers);
  console.log(`# full Dutch cases through wasm (<= ${maxPlayers} players): ${checked} checked, ${wrong.length} different`);
  assert.ok(checked > 0);
  assert.deepEqual(wrong, []);
});

// "16.75", "-0" (undefined) -> [value, decimals]
function parseNum(s) {
  if (s === '-0') return null;
  const neg = s.startsWith('-');
  const [i, d = ''] = (neg ? s.slice(1) : s).split('.');
  const v = BigInt(i + d);
  return [neg ? -v : v, d.length];
}

const RANK_CASCADE = 'DE,BH/C1,BH,SB,PS,WIN,BPG,BWG';
const SWISS = 1; // SWC_PAIRINGS_SWISS: the reference ran with Swiss rules forced

function readTable(path) {
  const lines = readFileSync(path, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  const cols = lines[0].replace(/\r$/, '').split('\t');
  return { cols, rows: lines.slice(1).map((l) => l.replace(/\r$/, '').split('\t')) };
}

function same(expect, raw, scale) {
  const e = parseNum(expect);
  if (e === null) return raw === null;
  if (raw === null) return false;
  return BigInt(raw) * 10n ** BigInt(e[1]) === e[0] * BigInt(scale);
}

function checkTiebreaks(dir, name) {
  const t = sc.Tournament.fromTRF(readFileSync(join(dir, 'trf', `${name}.trf`)));
  let values = 0;
  const bad = [];
  try {
    for (const edition of [2023, 2026]) {
      for (const ext of ['', '.ext']) {
        const tb = readTable(join(dir, `${name}.${edition}${ext}.tsv`));
        const codes = tb.cols.filter((c) => !['id', 'DE', 'rank', 'PTS'].includes(c));
        const s = t.standings('', { tiebreaks: codes.join(','), unplayed: edition, pairings: SWISS });
        const sr = ext ? null : t.standings('', { tiebreaks: RANK_CASCADE, unplayed: edition, pairings: SWISS });
        assert.equal(s.rows.length, tb.rows.length, `${name}: row count`);
        for (const row of tb.rows) {
          const id = Number(row[0]);
          const r = s.rows.find((x) => x.id === id);
          assert.ok(r, `${name}: player ${id} missing`);
          tb.cols.forEach((code, k) => {
            if (k === 0) return;
            let raw, scale;
            if (code === 'PTS') {
              [raw, scale] = [r.values[0], s.criteria[0].scale];
            } else if (code === 'DE' || code === 'rank') {
              if (!sr) return;
              const rr = sr.rows.find((x) => x.id === id);
              [raw, scale] = code === 'DE' ? [rr.values[1], 1] : [rr.rank, 1];
            } else {
              const c = codes.indexOf(code) + 1;
              [raw, scale] = [r.values[c], s.criteria[c].scale];
            }
            values++;
            if (!same(row[k], raw, scale)) bad.push(`${name}.${edition}${ext} player ${id} ${code}: expected ${row[k]}, got ${raw}/${scale}`);
          });
        }
      }
    }
  } finally {
    t.close();
  }
  return { values, bad };
}

function runTiebreaks(dir) {
  let cases = 0, values = 0;
  const bad = [];
  for (const f of list(dir, '.2023.tsv')) {
    const r = checkTiebreaks(dir, f.replace(/\.2023\.tsv$/, ''));
    cases++;
    values += r.values;
    bad.push(...r.bad);
  }
  return { cases, values, bad };
}

test('bundled tie-break tables give the reference values', () => {
  const r = runTiebreaks(join(dataDir, 'tiebreak'));
  console.log(`# bundled tie-break cases through wasm: ${r.cases} cases, ${r.values} values, ${r.bad.length} different`);
  assert.ok(r.cases >= 10);
  assert.deepEqual(r.bad.slice(0, 20), []);
});

test('full reference folder: tie-break tables', () => {
  const root = fullOracleDir();
  if (!root) {
    console.log('# full reference folder not configured: bundled tie-break cases only');
    return;
  }
  const r = runTiebreaks(join(root, 'tiebreak'));
  console.log(`# full tie-break cases through wasm: ${r.cases} cases, ${r.values} values, ${r.bad.length} different`);
  assert.ok(r.cases > 0);
  assert.deepEqual(r.bad.slice(0, 20), []);
});
