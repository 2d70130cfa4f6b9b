// The page in a real browser: headless chromium, driven over the Chrome
// DevTools protocol on a pipe (--remote-debugging-pipe: no port, no
// dependency). On a phone-sized screen it opens a sign-up list, plays a
// 5-round event through the page's own buttons (a result corrected, a
// round undone and paired again), saves a screenshot after round 3, prints,
// reloads (the event comes back from localStorage), compares the page's
// standings with the native tool's on the event file the page saves,
// shows prizes, opens that file and a TRF file again, and switches to
// Chinese. A second case runs a team event through the page's bundle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const webDir = process.env.SWISSCORE_WEB;
const cli = process.env.SWISSCORE_CLI;
const chromium = process.env.SWISSCORE_CHROMIUM;
const shots = process.env.SWISSCORE_SHOTS;
if (!webDir || !cli || !chromium || !shots || !process.env.SWC_SOURCE_ROOT) {
  throw new Error('run through meson test (SWISSCORE_WEB, SWISSCORE_CLI, SWISSCORE_CHROMIUM, SWISSCORE_SHOTS, SWC_SOURCE_ROOT)');
}

// One browser, one page, over the pipe: messages are JSON, each ended by NUL.
class Browser {
  constructor(profile) {
    this.proc = spawn(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
      '--allow-file-access-from-files', `--user-data-dir=${profile}`, '--remote-debugging-pipe', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
    this.next = 1;
    this.pending = new Map();
    this.events = [];
    this.waiters = [];
    this.stderr = '';
    this.proc.stderr.on('data', (d) => { this.stderr = (this.stderr + d).slice(-4000); });
    let buf = Buffer.alloc(0);
    this.proc.stdio[4].on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      let i;
      while ((i = buf.indexOf(0)) >= 0) {
        const msg = JSON.parse(buf.subarray(0, i).toString('utf8'));
        buf = buf.subarray(i + 1);
        if (msg.id && this.pending.has(msg.id)) {
          const { resolve, reject } = this.pending.get(msg.id);
          this.pending.delete(msg.id);
          if (msg.error) reject(new Error(`${msg.error.message} ${msg.error.data || ''}`));
          else resolve(msg.result);
        } else if (msg.method) {
          this.events.push(msg);
          this.waiters = this.waiters.filter((w) => !(w.method === msg.method && (w.resolve(msg.params), true)));
        }
      }
    });
  }

  send(method, params = {}, sessionId = this.session) {
    const id = this.next++;
    const msg = { id, method, params };
    if (sessionId) msg.sessionId = sessionId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.proc.stdio[3].write(JSON.stringify(msg) + '\0');
    });
  }

  waitFor(method, ms = 30000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${method} in ${ms} ms; chromium said: ${this.stderr}`)), ms);
      this.waiters.push({ method, resolve: (p) => { clearTimeout(timer); resolve(p); } });
    });
  }

  async open(url) {
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' }, null);
    this.session = (await this.send('Target.attachToTarget', { targetId, flatten: true }, null)).sessionId;
    await this.send('Page.enable');
    await this.send('Runtime.enable');
    await this.send('DOM.enable');
    // a phone: 390 × 844 CSS pixels, touch
    await this.send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 2, mobile: true });
    await this.send('Emulation.setTouchEmulationEnabled', { enabled: true });
    await this.navigate(url);
  }

  async navigate(url) {
    const loaded = this.waitFor('Page.loadEventFired');
    await this.send('Page.navigate', { url });
    await loaded;
    await this.until('document.body.dataset.ready === "1"');
  }

  // Evaluate an expression in the page (awaiting a promise), its value.
  async eval(expression) {
    const r = await this.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (r.exceptionDetails) throw new Error(`page: ${r.exceptionDetails.exception?.description || r.exceptionDetails.text}`);
    return r.result.value;
  }

  async until(expression, ms = 30000) {
    const end = Date.now() + ms;
    while (!(await this.eval(expression))) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  click(selector) {
    return this.eval(`(() => { const e = document.querySelector(${JSON.stringify(selector)});
      if (!e) throw new Error('no ' + ${JSON.stringify(selector)}); e.click(); return true; })()`);
  }

  fill(selector, value) {
    return this.eval(`(() => { const e = document.querySelector(${JSON.stringify(selector)});
      e.value = ${JSON.stringify(String(value))}; e.dispatchEvent(new Event('input', { bubbles: true })); return true; })()`);
  }

  async setFile(selector, path) {
    const { root } = await this.send('DOM.getDocument');
    const { nodeId } = await this.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    await this.send('DOM.setFileInputFiles', { nodeId, files: [path] });
  }

  close() {
    try { this.proc.stdio[3].write(JSON.stringify({ id: this.next++, method: 'Browser.close' }) + '\0'); } catch (e) { /* gone */ }
    return new Promise((resolve) => {
      const t = setTimeout(() => { this.proc.kill('SIGKILL'); resolve(); }, 5000);
      this.proc.on('exit', () => { clearTimeout(t); resolve(); });
    });
  }
}

// Ten players from a sign-up list with Chinese headers and a quoted name.
const SIGNUP = '姓名,等级分,单位\n"Ahn, Li",2210,北京\nBai Yu,2150,上海\nChen Mo,2105,天津\nDing Wei,2040,北京\n' +
  'Evans Tom,1980,London\nFang Hua,1920,广州\nGao Ning,1875,深圳\nHe Lan,1800,杭州\nIvanov Petr,1760,Moscow\nJin Shu,1700,南京\n';

// Round r, board b: white wins on odd boards of odd rounds, draws on
// boards divisible by 3, black wins otherwise — a fixed, varied schedule.
function resultFor(r, b) {
  if (b % 3 === 0) return '½-½';
  return (r + b) % 2 === 0 ? '1-0' : '0-1';
}

async function playRound(br, r) {
  await br.click('#pair');
  await br.until(`document.querySelectorAll('#boards li.board').length > 0 && document.getElementById('round-title').textContent.includes('${r}')`);
  const boards = await br.eval(`[...document.querySelectorAll('#boards li.board')].map((li) => Number(li.dataset.board))`);
  for (const b of boards) {
    await br.click(`#boards li.board[data-board="${b}"] button[data-result="${resultFor(r, b)}"]`);
  }
  return boards.length;
}

test('a 5-round event through the page, standings as the native tool ranks them', async () => {
  const work = mkdtempSync(join(tmpdir(), 'swisscore-web-'));
  const br = new Browser(join(work, 'profile'));
  try {
    const csv = join(work, 'signup.csv');
    writeFileSync(csv, SIGNUP);
    const url = pathToFileURL(join(webDir, 'index.html')).href;
    await br.open(url + '?lang=en');
    assert.equal(await br.eval(`document.getElementById('setup').hidden`), false, 'a fresh browser shows the setup');

    // open the sign-up list
    await br.setFile('#open-file', csv);
    await br.until(`document.querySelectorAll('#player-list li').length === 10`);
    const names = await br.eval(`[...document.querySelectorAll('#player-list li')].map((li) => li.textContent)`);
    assert.match(names[0], /^Ahn, Li \(2210\) · 北京$/);

    // an eleventh player by hand, then one the library refuses (a name over
    // 255 bytes): the page shows why, and nothing changed
    await br.fill('#player-name', 'Kang Le');
    await br.fill('#player-rating', '1650');
    await br.click('#add-player');
    await br.until(`document.querySelectorAll('#player-list li').length === 11`);
    await br.fill('#player-name', 'N'.repeat(300));
    await br.fill('#player-rating', '1500');
    await br.click('#add-player');
    await br.until(`document.getElementById('error').textContent !== ''`);
    assert.equal(await br.eval(`document.querySelectorAll('#player-list li').length`), 11);

    await br.click('#tabs button[data-tab="round"]');
    let boards = await playRound(br, 1);
    assert.equal(boards, 5, '11 players: 5 boards and a bye');
    assert.equal(await br.eval(`document.querySelectorAll('#boards li.bye').length`), 1);

    // a wrong result on board 1 of round 2, corrected; then Undo of a whole pairing
    await playRound(br, 2);
    const right = resultFor(2, 1);
    const wrong = right === '1-0' ? '0-1' : '1-0';
    await br.click(`#boards li.board[data-board="1"] button[data-result="${wrong}"]`);
    await br.until(`document.querySelector('#boards li.board[data-board="1"] button.chosen').dataset.result === '${wrong}'`);
    await br.click(`#boards li.board[data-board="1"] button[data-result="${right}"]`);
    await br.until(`document.querySelector('#boards li.board[data-board="1"] button.chosen').dataset.result === '${right}'`);
    await br.click('#pair');
    await br.until(`document.getElementById('round-title').textContent.includes('3')`);
    await br.click('#undo');
    await br.until(`document.getElementById('round-title').textContent.includes('Round 2')`);

    await playRound(br, 3);
    // the screenshot after round 3 (not committed: it is written to the build folder)
    const shot = await br.send('Page.captureScreenshot', { format: 'png' });
    const png = Buffer.from(shot.data, 'base64');
    writeFileSync(join(shots, 'page-after-round-3.png'), png);
    assert.ok(png.length > 5000, 'a screenshot with something on it');
    console.log(`# screenshot after round 3: ${join(shots, 'page-after-round-3.png')}, ${png.length} bytes`);

    // print the boards: the print stylesheet leaves the boards of the round
    await br.eval(`window.print = () => { window.printed = document.body.className; }`);
    await br.click('#print-boards');
    assert.equal(await br.eval('window.printed'), 'print-boards');
    await br.send('Emulation.setEmulatedMedia', { media: 'print' });
    assert.equal(await br.eval(`getComputedStyle(document.getElementById('tab-standings')).display`), 'none');
    await br.send('Emulation.setEmulatedMedia', { media: '' });
    const pdf = await br.send('Page.printToPDF', {});
    assert.ok(Buffer.from(pdf.data, 'base64').subarray(0, 5).toString() === '%PDF-');

    await playRound(br, 4);
    // reload: the event comes back from localStorage
    await br.navigate(url + '?lang=en');
    assert.equal(await br.eval(`document.getElementById('round-title').textContent`), 'Round 4 of 5');
    await playRound(br, 5);

    // the page's standings, and the event file it saves
    await br.click('#tabs button[data-tab="standings"]');
    const rows = await br.eval(`[...document.querySelectorAll('#standings-table tbody tr')].map((tr) =>
      [Number(tr.dataset.id), ...[...tr.children].map((td) => td.textContent)])`);
    const saved = await br.eval(`(async () => {
      let blob = null;
      const orig = URL.createObjectURL;
      URL.createObjectURL = (b) => { blob = b; return orig(b); };
      document.getElementById('save-json').click();
      URL.createObjectURL = orig;
      return blob.text();
    })()`);
    const file = join(work, 'event.json');
    writeFileSync(file, saved);
    const native = JSON.parse(execFileSync(cli, ['standings', file, '--ruleset', 'fide-2026', '--format', 'json'], { encoding: 'utf8' }));
    assert.equal(native.rounds, 5);
    assert.deepEqual(rows.map((r) => [r[0], r[1], r[2], Number(r[3])]),
      native.standings.map((s) => [s.id, `${s.rank}${s.shared ? '=' : ''}`, s.name, s.values.PTS]));
    // the results the page entered are those of the schedule
    const doc = JSON.parse(saved);
    assert.equal(doc.players.length, 11);

    // prizes of the chess open rules: 11 entrants are paid, the winner first
    await br.click('#tabs button[data-tab="prizes"]');
    const prizes = await br.eval(`[...document.querySelectorAll('#prize-list li')].map((li) => li.textContent)`);
    assert.ok(prizes.length > 0, 'a prize list');
    assert.ok(prizes[0].startsWith(native.standings[0].name), `first prize to ${native.standings[0].name}: ${prizes[0]}`);
    await br.click('#tabs button[data-tab="standings"]');
    await br.eval(`window.print = () => { window.printed = document.body.className; }`);
    await br.click('#print-standings');
    assert.equal(await br.eval('window.printed'), 'print-standings');

    // close the event, then open the saved JSON file and a TRF file
    await br.eval(`window.confirm = () => true`);
    await br.click('#tabs button[data-tab="file"]');
    await br.click('#close-event');
    await br.until(`!document.getElementById('setup').hidden`);
    await br.setFile('#open-file', file);
    await br.until(`document.getElementById('round-title').textContent === 'Round 5 of 5'`);
    await br.click('#close-event');
    await br.setFile('#open-file', join(process.env.SWC_SOURCE_ROOT, 'examples', 'data', 'open9.trf'));
    await br.until(`document.getElementById('status').textContent.startsWith('9 players · round 3')`);

    // Chinese
    await br.click('#lang');
    assert.equal(await br.eval(`document.querySelector('#tabs button[data-tab="standings"]').textContent`), '排名');
    assert.equal(await br.eval(`document.documentElement.lang`), 'zh-CN');
  } finally {
    await br.close();
    rmSync(work, { recursive: true, force: true });
  }
});

// The page's bundle (swisscore.js, the package as a classic script) runs
// team events too: four teams, a round paired by C.04.6, its boards
// played, and the team results and standings read in the browser.
test('a team event through the bundle in the browser', async () => {
  const work = mkdtempSync(join(tmpdir(), 'swisscore-web-teams-'));
  const br = new Browser(join(work, 'profile'));
  try {
    await br.open(pathToFileURL(join(webDir, 'index.html')).href + '?lang=en');
    const out = await br.eval(`(async () => {
      await swisscore.ready;
      const t = new swisscore.Tournament({ rounds: 3 });
      t.teams.configure({ boards: 2 });
      for (let k = 0; k < 4; k++) {
        t.teams.add('T' + (k + 1), { members: [t.addPlayer('A' + k, 2400 - 100 * k).id, t.addPlayer('B' + k, 2350 - 100 * k).id] });
      }
      const round = t.pairNextRound();
      for (const b of round.boards) round.setResult(b.number, b.number % 2 ? '1-0' : '½-½');
      const matches = t.teams.matches(1).map((m) => [m.white, m.black, m.whiteLineup, m.blackLineup]);
      const results = t.teams.list().map((x) => [x.result(1).matchPoints, x.result(1).gamePoints]);
      const rows = t.teams.standings('fide-team-2026').rows.map((r) => [r.team, r.points]);
      let refused = '';
      try { t.teams.add('Dup', { members: [1] }); } catch (e) { refused = e.name; }
      const count = t.teams.count;
      t.close();
      return { matches, results, rows, refused, count };
    })()`);
    // two matches; each team fields its two members in board order
    assert.equal(out.matches.length, 2);
    for (const [w, b, wl, bl] of out.matches) {
      assert.deepEqual(wl, [2 * w - 1, 2 * w]);
      assert.deepEqual(bl, [2 * b - 1, 2 * b]);
    }
    // boards 1 and 3 (odd) are won by white, the first team's player on
    // board 1 of its match; boards 2 and 4 are drawn: 1.5-0.5 for the
    // first-named team of each match
    const first = new Set(out.matches.map((m) => m[0]));
    out.results.forEach(([mp, gp], i) => assert.deepEqual([mp, gp], first.has(i + 1) ? [2, 1.5] : [0, 0.5]));
    assert.deepEqual(out.rows.map((r) => r[1]), [2, 2, 0, 0]);
    assert.deepEqual(out.rows.slice(0, 2).map((r) => r[0]).sort(), [...first].sort());
    assert.equal(out.refused, 'InvalidArgumentError');
    assert.equal(out.count, 4);
  } finally {
    await br.close();
    rmSync(work, { recursive: true, force: true });
  }
});
