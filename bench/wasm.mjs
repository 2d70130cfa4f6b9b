// The WebAssembly build's figures beside bench-pairing's native ones: the
// time of one pairing in Node.js (wall and CPU), the module's size raw and
// gzipped, and its memory (the module's linear memory never shrinks, so
// its size after the run is the peak) — see README.md.
//
//   node bench/wasm.mjs [--package DIR] [--repeat N] [FILE.trf ...]
//
// DIR is the staged npm package (default build/bindings/js/package); the
// default files are big/f1000_r9.trf and big/f9999_r9.trf of the reference
// folder (SWC_ORACLE_DIR, default ../shared/oracle), or the bundled
// f1000_r9.trf without it. A complete tournament has its last round
// removed and paired again, as bench-pairing does.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
let pkg = 'build/bindings/js/package', repeat = 3;
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--package') pkg = args[++i];
  else if (args[i] === '--repeat') repeat = Number(args[++i]);
  else files.push(args[i]);
}
if (!files.length) {
  const oracle = process.env.SWC_ORACLE_DIR || '../shared/oracle';
  if (existsSync(join(oracle, 'big', 'f1000_r9.trf'))) files.push(join(oracle, 'big', 'f1000_r9.trf'), join(oracle, 'big', 'f9999_r9.trf'));
  else files.push('tests/data/oracle/big/f1000_r9.trf');
}

const sc = await import(pathToFileURL(resolve(pkg, 'index.mjs')).href);
const wasm = readFileSync(join(pkg, 'swisscore.wasm'));
console.log(`swisscore.wasm: ${wasm.length} bytes, ${gzipSync(wasm, { level: 9 }).length} gzipped`);
console.log('file                      plrs round  runs   min s  median s   CPU s  wasm MB  rss MB  reference');

const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };

for (const f of files) {
  const text = readFileSync(f);
  const runs = [];
  let paired = null, removed = null, round = 0, players = 0;
  for (let k = 0; k < repeat; k++) {
    const t = sc.Tournament.fromTRF(text);
    try {
      players = t.playerCount;
      if (t.roundCount >= t.get(sc.Setting.ROUNDS)) {
        removed = t.round(t.roundCount).boards.map((b) => `${b.white} ${b.black}`).join('\n');
        t.deleteLastRound();
      }
      const w0 = performance.now(), c0 = cpu();
      const r = t.pairNextRound();
      runs.push([(performance.now() - w0) / 1000, cpu() - c0]);
      round = r.number;
      paired = r.boards.map((b) => `${b.white} ${b.black}`).join('\n');
    } finally {
      t.close();
    }
  }
  runs.sort((a, b) => a[0] - b[0]);
  let reference = '-';
  const expected = f.replace(/\.trf$/, '.expected');
  if (removed !== null) reference = paired === removed ? 'matches the removed round' : 'differs from the removed round';
  else if (existsSync(expected)) {
    const want = readFileSync(expected, 'utf8').trim().split('\n').slice(1).filter((l) => !/ 0$/.test(l)).join('\n');
    reference = want === paired ? 'matches .expected' : 'differs from .expected';
  }
  const mb = (n) => (n / 1048576).toFixed(1);
  console.log(`${basename(f).padEnd(24)} ${String(players).padStart(5)} ${String(round).padStart(5)} ${String(runs.length).padStart(5)}` +
    ` ${runs[0][0].toFixed(3).padStart(7)} ${runs[runs.length >> 1][0].toFixed(3).padStart(9)} ${runs[0][1].toFixed(3).padStart(7)}` +
    ` ${mb(sc.wasmExports().memory.buffer.byteLength).padStart(8)} ${mb(process.memoryUsage().rss).padStart(7)}  ${reference}`);
}
