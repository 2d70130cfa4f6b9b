// `npm pack` makes a tarball that installs and works in a fresh folder
// with no network: npm runs offline with an empty cache of its own, and
// the installed package pairs a round through require() and import.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageDir } from './env.mjs';

const npm = process.env.SWISSCORE_NPM || 'npm';

test('the npm tarball installs offline and works', () => {
  const work = mkdtempSync(join(tmpdir(), 'swisscore-pack-'));
  try {
    const env = { ...process.env, npm_config_cache: join(work, 'cache'), npm_config_offline: 'true',
      npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
    execFileSync(npm, ['pack', '--pack-destination', work, packageDir], { env, cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
    const tarball = readdirSync(work).find((f) => /^swisscore-.*\.tgz$/.test(f));
    assert.ok(tarball, 'npm pack made no tarball');
    const listing = execFileSync('tar', ['tzf', join(work, tarball)], { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
    assert.deepEqual(listing, ['package/README.md', 'package/index.cjs', 'package/index.d.ts', 'package/index.mjs',
      'package/package.json', 'package/swisscore.mjs', 'package/swisscore.wasm']);
    const app = join(work, 'app');
    execFileSync('mkdir', ['-p', app]);
    writeFileSync(join(app, 'package.json'), '{"name": "app", "version": "1.0.0", "private": true}\n');
    execFileSync(npm, ['install', '--offline', '--no-audit', '--no-fund', join(work, tarball)], { env, cwd: app, stdio: ['ignore', 'pipe', 'pipe'] });
    const script = (lib) => `
      const t = new ${lib}.Tournament({ rounds: 2 });
      t.addPlayer('A', 2000); t.addPlayer('B', 1900); t.addPlayer('C', 1800);
      const r = t.pairNextRound();
      console.log(JSON.stringify([r.boards.map((b) => [b.white, b.black]), r.byes.map((b) => b.player)]));
      t.close();`;
    writeFileSync(join(app, 'use.cjs'), `const sc = require('swisscore');${script('sc')}`);
    writeFileSync(join(app, 'use.mjs'), `import * as sc from 'swisscore';${script('sc')}`);
    // three players: 1 against 2, the lowest (3) gets the pairing-allocated bye
    const want = '[[[1,2]],[3]]';
    assert.equal(execFileSync(process.execPath, ['use.cjs'], { cwd: app, encoding: 'utf8' }).trim(), want);
    assert.equal(execFileSync(process.execPath, ['use.mjs'], { cwd: app, encoding: 'utf8' }).trim(), want);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
