// The package's surface: an event run through it, its errors (typed, with
// position) and that a failed call changes nothing, memory release, and
// the CommonJS entry point beside the ES module one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { sc, packageDir, sourceRoot } from './env.mjs';

// Four players, ratings apart: the Dutch system's round 1 is 1-3, 2-4
// (top half against bottom half, TPN 1 white by default), boards in
// order of the higher-rated player.
function fourPlayers() {
  const t = new sc.Tournament({ rounds: 3, name: 'Club' });
  for (const [name, rating] of [['Anna', 2200], ['Bo', 2100], ['Cai', 2000], ['Dan', 1900]]) t.addPlayer(name, rating);
  return t;
}

test('an event: players, pairing, results, standings, JSON and TRF', () => {
  const t = fourPlayers();
  try {
    assert.equal(t.name, 'Club');
    assert.equal(t.get(sc.Setting.ROUNDS), 3);
    assert.deepEqual(t.players().map((p) => [p.tpn, p.name]), [[1, 'Anna'], [2, 'Bo'], [3, 'Cai'], [4, 'Dan']]);
    const r = t.pairNextRound();
    assert.equal(r.number, 1);
    assert.deepEqual(r.boards.map((b) => [b.white, b.black]), [[1, 3], [4, 2]]);
    r.setResult(1, '1-0');
    t.setResult(1, 2, '½-½');
    assert.equal(t.round(1).complete, true);
    const s = t.standings('fide-2026');
    // Anna 1, Bo and Dan ½, Cai 0
    assert.deepEqual(s.rows.map((x) => x.points), [1, 0.5, 0.5, 0]);
    assert.equal(s.rows[0].name, 'Anna');
    assert.deepEqual(s.rows.slice(1, 3).map((x) => x.name).sort(), ['Bo', 'Dan']);
    assert.equal(s.rows[3].name, 'Cai');
    assert.equal(s.rows[0].value('PTS'), 1);
    assert.equal(s.rows.at(-1).name, 'Cai');
    assert.deepEqual(s.rows.slice(1, 3).map((x) => x.points), [0.5, 0.5]);
    const json = t.toJSON();
    const back = sc.Tournament.fromJSON(json);
    assert.equal(back.toJSON(), json);
    assert.equal(sc.Tournament.fromTRF(t.toTRF()).toTRF(), t.toTRF());
    back.close();
    t.deleteLastRound();
    assert.equal(t.roundCount, 0);
    assert.ok(sc.rulesets().some((x) => x.name === 'fide-2026'));
    assert.ok(sc.prizeRules().some((x) => x.name === 'fangzhuang-xiangqi' && x.text.length > 0));
    assert.match(sc.version(), /^\d+\.\d+\.\d+/);
  } finally {
    t.close();
  }
});

test('results: notations, and an unknown one throws ResultError', () => {
  assert.equal(sc.parseResult('1-0'), sc.Result.WHITE_WIN);
  assert.equal(sc.parseResult('1/2'), sc.Result.DRAW);
  assert.equal(sc.parseResult('红胜'), sc.Result.WHITE_WIN);
  assert.equal(sc.parseResult('-+'), sc.Result.BLACK_FORFEIT_WIN);
  assert.equal(sc.resultText(sc.Result.DRAW), '½-½');
  assert.throws(() => sc.parseResult('2-0'), (e) => e instanceof sc.ResultError && e instanceof sc.SwissCoreError && e.code === sc.Status.EINVAL);
});

test('malformed JSON throws ParseError with line and column, and a bad value its path', () => {
  assert.throws(() => sc.Tournament.fromJSON('{\n  "format": "swisscore",\n  "players": [}'),
    (e) => e instanceof sc.ParseError && e.code === sc.Status.EPARSE && e.line === 3 && e.column === 15);
  const t = fourPlayers();
  const doc = JSON.parse(t.toJSON());
  t.close();
  doc.players[2].rating = 'strong';
  assert.throws(() => sc.Tournament.fromJSON(JSON.stringify(doc)),
    (e) => e instanceof sc.SwissCoreError && e.path === 'players[2].rating' && e.message.includes('players[2].rating'));
});

test('malformed TRF throws ParseError with line and column', () => {
  const trf = '012 Club\n001    1      Anna                              2200                             0.0    1\n001    2      Bo                                2100   x\n';
  assert.throws(() => sc.Tournament.fromTRF(trf), (e) => e instanceof sc.ParseError && e.line === 3 && e.column > 0);
});

test('a failed call changes nothing', () => {
  const t = fourPlayers();
  try {
    t.pairNextRound();
    t.setResult(1, 1, '1-0');
    const before = t.toJSON();
    // an unknown result, a board and a round that do not exist, a player id that does not exist
    assert.throws(() => t.setResult(1, 2, 'white won'), sc.ResultError);
    assert.throws(() => t.setResult(1, 9, '1-0'), sc.SwissCoreError);
    assert.throws(() => t.setResult(7, 1, '1-0'), (e) => e instanceof sc.NotFoundError && e.code === sc.Status.ENOTFOUND);
    assert.throws(() => t.withdraw(99), (e) => e instanceof sc.NotFoundError);
    assert.throws(() => t.player(99), sc.NotFoundError);
    // pairing round 2 while round 1 lacks a result
    assert.throws(() => t.pairNextRound(), (e) => e instanceof sc.StateError && e.code === sc.Status.ESTATE && e.message.length > 0);
    assert.throws(() => t.addPlayer('', 1500), sc.SwissCoreError);
    assert.throws(() => t.set(sc.Setting.ROUNDS, 1000), sc.SwissCoreError);
    assert.throws(() => t.setPoints(1, 'half'), sc.InvalidArgumentError);
    assert.equal(t.toJSON(), before);
  } finally {
    t.close();
  }
});

test('close() and Symbol.dispose release the tournament; later calls throw ClosedError', () => {
  const t = fourPlayers();
  t.close();
  assert.equal(t.closed, true);
  assert.throws(() => t.players(), sc.ClosedError);
  t.close(); // twice is harmless
  const u = fourPlayers();
  u[Symbol.dispose]();
  assert.throws(() => u.toJSON(), sc.ClosedError);
});

// meson runs this file with --expose-gc.
test('forgotten tournaments are freed by the FinalizationRegistry', async () => {
  assert.equal(typeof globalThis.gc, 'function', 'run with node --expose-gc');
  const mem = () => sc.wasmExports().memory.buffer.byteLength;
  const collect = async () => {
    for (let k = 0; k < 5; k++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 10)); }
  };
  // tournaments of 1000 players, so that a batch outgrows what the other tests left
  const big = readFileSync(join(sourceRoot, 'tests', 'data', 'oracle', 'big', 'f1000_r9.trf'));
  const batch = () => { const out = []; for (let i = 0; i < 10; i++) out.push(sc.Tournament.fromTRF(big)); return out; };
  // what one batch needs when nothing is freed
  const start = mem();
  const kept = batch();
  const need = mem() - start;
  for (const t of kept) t.close();
  assert.ok(need > 0, 'a batch grows the memory');
  // five batches forgotten: memory grows by less than one batch would need
  const base = mem();
  for (let j = 0; j < 5; j++) {
    batch();
    await collect();
  }
  assert.ok(mem() - base < need, `grew ${mem() - base} bytes; one batch needs ${need}`);
});

test('require() gives the same package as import', () => {
  const require = createRequire(import.meta.url);
  const cjs = require(join(packageDir, 'index.cjs'));
  const t = new cjs.Tournament({ rounds: 1 });
  t.addPlayer('A', 1000);
  t.addPlayer('B', 900);
  const r = t.pairNextRound();
  assert.deepEqual(r.boards.map((b) => [b.white, b.black]), [[1, 2]]);
  assert.throws(() => cjs.Tournament.fromJSON('['), (e) => e instanceof cjs.ParseError && e.line === 1);
  t.close();
});

// doc/wechat-miniprogram.md: init(path) hands the path to WXWebAssembly and
// needs neither fetch nor the WebAssembly global.
test('init() in a mini-program loads through WXWebAssembly', async () => {
  const seen = [];
  const realWasm = globalThis.WebAssembly;
  globalThis.WXWebAssembly = {
    instantiate(path, imports) {
      seen.push(path);
      return realWasm.instantiate(readFileSync(join(packageDir, path)), imports);
    },
  };
  const fresh = await import(pathToFileURL(join(packageDir, 'swisscore.mjs')).href + '?wechat');
  const savedFetch = globalThis.fetch;
  try {
    delete globalThis.WebAssembly;
    globalThis.fetch = () => { throw new Error('fetch called'); };
    await fresh.init('/swisscore.wasm');
  } finally {
    globalThis.WebAssembly = realWasm;
    globalThis.fetch = savedFetch;
    delete globalThis.WXWebAssembly;
  }
  assert.deepEqual(seen, ['/swisscore.wasm']);
  const t = new fresh.Tournament({ rounds: 1 });
  t.addPlayer('A', 1000);
  t.addPlayer('B', 900);
  assert.deepEqual(t.pairNextRound().boards.map((b) => [b.white, b.black]), [[1, 2]]);
  t.close();
});

// The README's example, run as pasted (from the source root, where its
// file is), with the package installed as node_modules/swisscore.
test('the README example runs', () => {
  const readme = readFileSync(join(sourceRoot, 'README.md'), 'utf8');
  const section = readme.split(/^## JavaScript and WebAssembly[ \t]*$/m)[1];
  assert.ok(section, 'README.md has a section "JavaScript and WebAssembly"');
  const code = /^```js[ \t]*\n([\s\S]*?)^```/m.exec(section)[1];
  const work = mkdtempSync(join(tmpdir(), 'swisscore-readme-'));
  try {
    mkdirSync(join(work, 'node_modules'));
    symlinkSync(packageDir, join(work, 'node_modules', 'swisscore'), 'dir');
    writeFileSync(join(work, 'example.mjs'), code);
    const out = execFileSync(process.execPath, [join(work, 'example.mjs')], { cwd: sourceRoot, encoding: 'utf8' });
    // open9 after round 3: round 4 has 4 boards and a bye; board 1 is player 2
    // (3 points) with white against player 1 (2), so 1-0 makes it 4 points
    assert.equal(out.trim(), '4 Test0002 Player0002 4');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

// doc/wasm.md: every function of the version script is exported but the
// four that take a file name.
test('the module exports every public function that needs no file system', () => {
  const map = readFileSync(join(sourceRoot, 'lib', 'libswisscore.map'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const names = [...map.matchAll(/^\s*(swc_\w+);/gm)].map((m) => m[1]);
  const exported = sc.wasmExports();
  const files = names.filter((n) => n.endsWith('_file'));
  assert.deepEqual(files.sort(), ['swc_json_read_file', 'swc_json_write_file', 'swc_trf_read_file', 'swc_trf_write_file', 'swc_trf_write_report_file']);
  assert.deepEqual(names.filter((n) => !n.endsWith('_file') && typeof exported[n] !== 'function'), []);
  assert.ok(names.length > 150);
});
