// The WebAssembly build against the native tool on the same files: the
// same TRF and JSON text written back (round trips lose nothing in
// either), and the same standings under several rulesets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sc, cli, sourceRoot, dataDir, list } from './env.mjs';

const files = [
  join(sourceRoot, 'examples', 'data', 'open9.trf'),
  join(sourceRoot, 'examples', 'data', 'dual5.trf'),
  ...list(join(dataDir, 'corpus'), '.trf').map((f) => join(dataDir, 'corpus', f)),
  ...['prizes', 'oracle/corpus', 'tiebreak/trf', 'xiangqi', 'berger'].flatMap((d) =>
    list(join(dataDir, d), '.trf').map((f) => join(dataDir, d, f))),
];
// Real files of other programs, when the build knows their folder (read in place).
const realDir = process.env.SWC_REAL_DIR;
const realFiles = realDir ? list(realDir, '.trf').map((f) => join(realDir, f)) : [];
const rulesets = ['fide-2026', 'jingkai-grading', 'xiangqi2011-buchholz'];

function tool(...args) {
  return execFileSync(cli, args, { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
}

test('TRF and JSON written back as the native tool writes them, and read back losslessly', () => {
  let n = 0;
  for (const f of files) {
    const t = sc.Tournament.fromTRF(readFileSync(f));
    try {
      const trf = t.toTRF(), json = t.toJSON();
      // convert writes the FIDE rating report: the rank column filled in.
      assert.equal(t.toTRFReport(), tool('convert', f), `${f}: TRF-2026`);
      assert.equal(t.toTRFReport({ format: 'trf-16' }), tool('convert', '--format', 'trf16', f), `${f}: TRF16`);
      assert.equal(t.toTRFReport({ plain: true }), tool('convert', '--plain', f), `${f}: plain report`);
      assert.equal(json, tool('convert', '--format', 'json', f), `${f}: JSON`);
      const back = sc.Tournament.fromJSON(json);
      assert.equal(back.toJSON(), json, `${f}: JSON round trip`);
      assert.equal(back.toTRF(), trf, `${f}: TRF after JSON`);
      back.close();
      const again = sc.Tournament.fromTRF(trf);
      assert.equal(again.toTRF(), trf, `${f}: TRF round trip`);
      again.close();
      n++;
    } finally {
      t.close();
    }
  }
  console.log(`# lossless round trips through wasm, equal to the native tool's: ${n} files`);
  assert.ok(n >= 20);
});

test('real files of other programs: read or refused as natively, written back alike', () => {
  if (!realFiles.length) {
    console.log('# no folder of real TRF files configured (meson option real_dir)');
    return;
  }
  let same = 0;
  for (const f of realFiles) {
    let native;
    try {
      native = tool('convert', f);
    } catch (e) {
      native = null;
    }
    let t = null;
    try {
      t = sc.Tournament.fromTRF(readFileSync(f));
    } catch (e) {
      assert.equal(native, null, `${f}: refused through wasm only (${e.message})`);
      same++;
      continue;
    }
    try {
      // convert writes the report; where it refuses (tie-breaks it cannot
      // rank by), the report through wasm must refuse too.
      let ours = null;
      try {
        ours = t.toTRFReport();
      } catch (e) {
        ours = null;
      }
      assert.equal(ours, native, f);
      same++;
    } finally {
      t.close();
    }
  }
  console.log(`# real TRF files through wasm, same as native: ${same} of ${realFiles.length}`);
});

test('standings equal the native tool\'s', () => {
  let n = 0;
  for (const f of files) {
    const t = sc.Tournament.fromTRF(readFileSync(f));
    try {
      for (const rs of rulesets) {
        const native = JSON.parse(tool('standings', f, '--ruleset', rs, '--format', 'json'));
        const s = t.standings(rs);
        assert.deepEqual(s.criteria.map((c) => c.code), native.criteria.map((c) => c.code), `${f} ${rs}: criteria`);
        const got = s.rows.map((r) => ({ rank: r.rank, id: r.id, name: r.name, shared: r.shared, by_lot: r.byLot,
          values: Object.fromEntries(s.criteria.map((c, k) => [c.code, r.values[k] === null ? null : r.values[k] / c.scale])) }));
        const want = native.standings.map((r) => ({ rank: r.rank, id: r.id, name: r.name, shared: r.shared, by_lot: r.by_lot,
          values: r.values }));
        assert.deepEqual(got, want, `${f} ${rs}`);
        n++;
      }
    } finally {
      t.close();
    }
  }
  console.log(`# standings through wasm equal to the native tool's: ${n} file/ruleset pairs`);
});

test('pairing the next round equals the native tool\'s', () => {
  for (const f of files.slice(0, 2)) {
    const t = sc.Tournament.fromTRF(readFileSync(f));
    try {
      t.pairNextRound();
      const native = tool('pair', f, '--format', 'json');
      const want = JSON.parse(native);
      const got = t.round(t.roundCount);
      assert.deepEqual(got.boards.map((b) => [b.white, b.black]),
        want.boards.map((b) => [b.white.id ?? b.white, b.black.id ?? b.black]), f);
    } finally {
      t.close();
    }
  }
});
