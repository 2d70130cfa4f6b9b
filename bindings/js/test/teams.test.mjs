// Team events (团体赛) through the package: teams and members, rounds paired
// and created with line-ups, team results worked out from the board
// results, team standings equal to the native tool's, forfeits, byes, a
// late team, refused calls that change nothing, and TRF/JSON round trips.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sc, cli, packageDir, dataDir, list } from './env.mjs';

const NAMES = ['北京', '上海', 'Tianjin', '重庆', 'Guangdong', '浙江'];

// `n` teams of three players (two boards and a reserve), ratings falling
// with the team number, so team 1 is the strongest.
function event(n = 6, { rounds = 3 } = {}) {
  const t = new sc.Tournament({ rounds, name: 'Team Cup' });
  t.teams.configure({ boards: 2, colours: 'WB' });
  for (let k = 0; k < n; k++) addTeam(t, k);
  return t;
}

function addTeam(t, k) {
  const members = [0, 1, 2].map((i) => t.addPlayer(`${NAMES[k]} ${i + 1}`, 2400 - 100 * k - 10 * i).id);
  return t.teams.add(NAMES[k], { members, shortName: `T${k + 1}`, federation: 'CHN', strength: 2400 - 100 * k });
}

// A board result that varies with the round and board, white-heavy.
function resultFor(round, board) {
  return ['½-½', '1-0', '0-1', '1-0', '1-0'][(round * 3 + board) % 5];
}
const WHITE_POINTS = { '1-0': 1, '½-½': 0.5, '0-1': 0, '+-': 1, '-+': 0 };

// Every board of a round gets resultFor().
function playRound(t, round) {
  for (const b of t.round(round).boards) t.setResult(round, b.number, resultFor(round, b.number));
}

// Game and match points of every team in a round, from the boards: each
// team's players and their points, summed; 2 match points for more game
// points, 1 for as many (the default match points).
function byHand(t, round) {
  const teamOf = new Map();
  for (const team of t.teams.list()) for (const id of team.members) teamOf.set(id, team.number);
  const gp = new Map();
  for (const b of t.round(round).boards) {
    const w = WHITE_POINTS[resultFor(round, b.number)];
    gp.set(teamOf.get(b.white), (gp.get(teamOf.get(b.white)) ?? 0) + w);
    gp.set(teamOf.get(b.black), (gp.get(teamOf.get(b.black)) ?? 0) + 1 - w);
  }
  const out = new Map();
  for (const m of t.teams.matches(round).filter((x) => !x.bye)) {
    const a = gp.get(m.white), b = gp.get(m.black);
    out.set(m.white, { gamePoints: a, opponentGamePoints: b, matchPoints: a > b ? 2 : a === b ? 1 : 0, opponent: m.black });
    out.set(m.black, { gamePoints: b, opponentGamePoints: a, matchPoints: b > a ? 2 : a === b ? 1 : 0, opponent: m.white });
  }
  return out;
}

function tool(...args) {
  return execFileSync(cli, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

// The team standings of `t` by `ruleset` ('' for the event's own) equal
// the native tool's on `file`: columns, ranks, teams and every value.
function sameAsTool(t, file, ruleset) {
  const args = ruleset ? ['--ruleset', ruleset] : [];
  const native = tool('standings', '--format', 'tsv', ...args, file).trim().split('\n').map((l) => l.split('\t'));
  const ours = t.teams.standings(ruleset);
  const what = `${file} ${ruleset || '(its own)'}`;
  assert.deepEqual(native[0].slice(0, 3), ['rank', 'team', 'name'], what);
  assert.deepEqual(native[0].slice(3), ours.codes, what);
  assert.deepEqual(native.slice(1).map((l) => [l[0], Number(l[1]), l[2]]),
    ours.rows.map((r) => [`${r.rank}${r.shared ? '=' : ''}`, r.team, r.name]), what);
  native.slice(1).forEach((l, i) => {
    const row = ours.rows[i];
    ours.criteria.forEach((c, k) => {
      assert.equal(l[3 + k] === '' ? null : Number(l[3 + k]), row.value(c.code), `${what}: ${c.code} of team ${row.team}`);
    });
  });
  return ours.rows.length;
}

test('teams: settings, members, records, update and the team of a player', () => {
  const t = event(3);
  try {
    const s = t.teams.settings();
    assert.deepEqual([s.boards, s.colours, s.matchPoints], [2, 'WB', [2, 1, 0]]);
    // C.04.6: the team PAB counts as a drawn match, a draw on every board
    assert.deepEqual([s.pabMatchPoints, s.pabGamePoints, s.system], [1, 1, sc.TeamSystem.SWISS_2026]);
    assert.equal(t.teams.count, 3);
    const bj = t.teams.get(1);
    assert.deepEqual(bj.info(), {
      number: 1, name: '北京', shortName: 'T1', federation: 'CHN', captain: 0, strength: 2400,
      members: [1, 2, 3], entryRound: 1, withdrawnFrom: null,
    });
    assert.deepEqual(t.teams.list().map((x) => x.name), ['北京', '上海', 'Tianjin']);
    assert.deepEqual(JSON.parse(JSON.stringify(t.teams.list())), t.teams.records());
    assert.deepEqual([...t.teams].map((x) => x.number), [1, 2, 3]);
    assert.deepEqual(t.teams.records().map((x) => x.members), [[1, 2, 3], [4, 5, 6], [7, 8, 9]]);
    assert.equal(t.teams.ofPlayer(5).number, 2);
    assert.equal(t.teams.ofPlayer(99), null);
    bj.update({ captain: 2, name: 'Beijing' });
    assert.deepEqual([bj.captain, bj.name, bj.shortName, bj.strength], [2, 'Beijing', 'T1', 2400]);
    bj.members = [3, 1, 2];
    assert.deepEqual(bj.members, [3, 1, 2]);
    const p = t.addPlayer('Reserve', 1500).id;
    const capt = t.teams.add('Hebei', { members: [p], captain: p });
    assert.deepEqual([capt.number, capt.captain, capt.members], [4, p, [p]]);
    t.teams.configure({ matchPoints: [3, 1, 0], pabMatchPoints: 1.5, colourType: 'B', noSecondary: true });
    assert.deepEqual(t.teams.settings().matchPoints, [3, 1, 0]);
    assert.equal(t.teams.setting(sc.TeamSetting.PAB_MP), 15);
    assert.equal(t.teams.setting(sc.TeamSetting.COLOUR_TYPE), sc.TeamColourType.B);
    assert.equal(t.teams.settings().noSecondary, true);
  } finally {
    t.close();
  }
});

test('six teams, three rounds paired: matches, line-ups, results and scores worked out by hand', () => {
  const t = event(6);
  try {
    const r1 = t.pairNextRound();
    const matches = t.teams.matches(1);
    assert.equal(matches.length, 3);
    // Every team in one match, its first two members on boards 1 and 2.
    assert.deepEqual(matches.flatMap((m) => [m.white, m.black]).sort(), [1, 2, 3, 4, 5, 6]);
    for (const m of matches) {
      assert.equal(m.bye, false);
      assert.equal(m.kind, sc.MatchKind.PLAYED);
      assert.deepEqual(m.whiteLineup, t.teams.get(m.white).members.slice(0, 2));
      assert.deepEqual(m.blackLineup, t.teams.get(m.black).members.slice(0, 2));
      assert.deepEqual(t.teams.get(m.white).lineup(1), m.whiteLineup);
    }
    // The individual round: match after match, board 1 with the first
    // team's player white (colours "WB"), board 2 with him black.
    assert.equal(r1.boards.length, 6);
    matches.forEach((m, i) => {
      const [b1, b2] = [r1.boards[2 * i], r1.boards[2 * i + 1]];
      assert.deepEqual([b1.white, b1.black], [m.whiteLineup[0], m.blackLineup[0]]);
      assert.deepEqual([b2.white, b2.black], [m.blackLineup[1], m.whiteLineup[1]]);
      assert.equal(t.teams.get(m.white).board(1, 2), b2.number);
    });
    playRound(t, 1);
    // Round 1 by hand for the first match: boards 1 and 2 are '1-0' and
    // '½-½' (resultFor), so the first team has 1 + ½ on board 1 (white)
    // and board 2 (black): 1.5 game points, a won match.
    assert.deepEqual([resultFor(1, 1), resultFor(1, 2)], ['1-0', '½-½']);
    const first = t.teams.get(matches[0].white).result(1);
    assert.deepEqual(first, {
      kind: sc.RoundKind.PLAYED, opponent: matches[0].black, colour: sc.Colour.WHITE,
      matchPoints: 2, gamePoints: 1.5, opponentGamePoints: 0.5, complete: true,
    });
    assert.equal(t.teams.get(matches[0].black).result(1).colour, sc.Colour.BLACK);
    const totals = new Map();
    for (let round = 1; round <= 3; round++) {
      if (round > 1) {
        const r = t.pairNextRound();
        assert.equal(r.number, round);
        assert.equal(t.teams.matches(round).length, 3);
        playRound(t, round);
      }
      const hand = byHand(t, round);
      assert.equal(hand.size, 6);
      for (const [team, want] of hand) {
        const got = t.teams.get(team).result(round);
        assert.equal(got.kind, sc.RoundKind.PLAYED);
        assert.equal(got.complete, true);
        assert.deepEqual({ gamePoints: got.gamePoints, opponentGamePoints: got.opponentGamePoints, matchPoints: got.matchPoints, opponent: got.opponent }, want, `round ${round} team ${team}`);
        const sum = totals.get(team) ?? { matchPoints: 0, gamePoints: 0 };
        totals.set(team, { matchPoints: sum.matchPoints + want.matchPoints, gamePoints: sum.gamePoints + want.gamePoints });
        assert.deepEqual(t.teams.get(team).score(round), totals.get(team));
      }
    }
    // No two teams met twice.
    const met = new Set();
    for (let round = 1; round <= 3; round++) {
      for (const m of t.teams.matches(round)) {
        const key = [m.white, m.black].sort().join('-');
        assert.ok(!met.has(key), `teams ${key} met twice`);
        met.add(key);
      }
    }
    // Standings: by match points, then game points (fide-team-2026
    // begins PTS:MP); each row's values are the team's scores.
    const s = t.teams.standings('fide-team-2026');
    assert.equal(s.codes[0], 'PTS:MP');
    assert.equal(s.rows.length, 6);
    for (const row of s.rows) {
      assert.equal(row.points, totals.get(row.team).matchPoints);
      assert.equal(row.name, NAMES[row.team - 1]);
    }
    for (let i = 1; i < 6; i++) {
      assert.ok(s.rows[i - 1].points >= s.rows[i].points);
      assert.equal(s.rows[i].rank > s.rows[i - 1].rank, !(s.rows[i].shared && s.rows[i - 1].shared && s.rows[i].rank === s.rows[i - 1].rank));
    }
    // After round 1: the scores of round 1 only.
    for (const row of t.teams.standings('fide-team-2026', { afterRound: 1 }).rows) {
      assert.equal(row.points, t.teams.get(row.team).score(1).matchPoints);
      assert.equal(row.value('MPvGP'), t.teams.get(row.team).score(1).gamePoints);
    }
    // A cascade given as codes, game points first: the columns are its
    // codes; MPvGP is then the match points. Chinese names read as codes.
    const mine = t.teams.standings('PTS:GP,MPVGP');
    assert.deepEqual(mine.codes, ['PTS:GP', 'MPvGP']);
    for (const row of mine.rows) {
      assert.deepEqual([row.points, row.value('MPvGP')], [totals.get(row.team).gamePoints, totals.get(row.team).matchPoints]);
    }
    assert.deepEqual(t.teams.standings('场分,局分,对手分').codes, ['PTS:MP', 'MPvGP', 'BH:MP']);
    assert.throws(() => mine.rows[0].value('XYZ'), sc.NotFoundError);
    // The same event through the native tool: the same rows and values.
    const dir = mkdtempSync(join(tmpdir(), 'swisscore-teams-'));
    try {
      const file = join(dir, 'cup.trf');
      writeFileSync(file, t.toTRF());
      for (const ruleset of ['fide-team-2026', 'chinese-team']) sameAsTool(t, file, ruleset);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    t.close();
  }
});

test('a forfeited match, a pairing-allocated bye, a requested bye, a late team and a withdrawal', () => {
  const t = event(5);
  try {
    // Team 1 fields its reserve on board 2; team 4 forfeits to team 3.
    t.teams.createRound([[1, 2, 'played', [1, 3], null], { white: 3, black: 4, kind: '+-' }, { team: 5, bye: 'pab' }]);
    const m = t.teams.matches(1);
    assert.deepEqual(m.map((x) => [x.white, x.black, x.kind, x.bye]), [
      [1, 2, sc.MatchKind.PLAYED, false], [3, 4, sc.MatchKind.FORFEIT_WHITE, false], [5, 0, sc.RoundKind.PAB, true]]);
    assert.deepEqual(m[0].whiteLineup, [1, 3]);
    assert.deepEqual(m[0].blackLineup, [4, 5]);
    assert.equal(t.round(1).boards.length, 2);
    t.setResult(1, 1, '1-0');
    t.setResult(1, 2, '1-0'); // board 2: team 2's player 5 white against the reserve
    assert.deepEqual(t.teams.get(1).result(1).gamePoints, 1);
    assert.deepEqual(t.teams.get(1).result(1).matchPoints, 1);
    const win = t.teams.get(3).result(1), loss = t.teams.get(4).result(1);
    assert.deepEqual([win.kind, win.matchPoints, win.gamePoints, win.opponent], [sc.RoundKind.FORFEIT_WIN, 2, 2, 4]);
    assert.deepEqual([loss.kind, loss.matchPoints, loss.gamePoints], [sc.RoundKind.FORFEIT_LOSS, 0, 0]);
    const bye = t.teams.get(5).result(1);
    assert.deepEqual([bye.kind, bye.matchPoints, bye.gamePoints, bye.opponent], [sc.RoundKind.PAB, 1, 1, 0]);
    // A sixth team joins after round 1; team 2 asks for a half-point bye in round 2.
    const late = addTeam(t, 5);
    assert.deepEqual([late.number, late.entryRound], [6, 2]);
    assert.equal(late.result(1).kind, sc.RoundKind.NOT_ENTERED);
    assert.deepEqual(late.score(1), { matchPoints: 0, gamePoints: 0 });
    t.teams.get(2).requestBye(2, 'half');
    assert.equal(t.teams.get(2).byeRequest(2), sc.RoundKind.HALF_BYE);
    t.teams.get(1).requestBye(3, sc.RoundKind.FULL_BYE);
    assert.equal(t.teams.get(1).byeRequest(3), sc.RoundKind.FULL_BYE);
    t.teams.get(1).requestBye(3, 'none');
    assert.equal(t.teams.get(1).byeRequest(3), sc.RoundKind.NONE);
    assert.throws(() => t.teams.get(1).requestBye(3, 'pab'), sc.InvalidArgumentError);
    assert.throws(() => t.teams.get(1).requestBye(3, 'sometimes'), sc.InvalidArgumentError);
    t.teams.get(4).withdraw(3);
    assert.equal(t.teams.get(4).withdrawnFrom, 3);
    t.pairNextRound();
    const r2 = t.teams.matches(2);
    // Five teams play: two matches, and the pairing-allocated bye goes to
    // the late team (the lowest score); then team 2's requested bye.
    assert.equal(r2.filter((x) => !x.bye).length, 2);
    assert.deepEqual(r2.filter((x) => x.bye).map((x) => [x.white, x.kind]), [[6, sc.RoundKind.PAB], [2, sc.RoundKind.HALF_BYE]]);
    assert.ok(!r2.some((x) => !x.bye && (x.white === 2 || x.black === 2)), 'team 2 is not paired');
    assert.equal(late.result(2).kind, sc.RoundKind.PAB);
    assert.equal(t.teams.get(2).result(2).kind, sc.RoundKind.HALF_BYE);
    playRound(t, 2);
    t.pairNextRound();
    const r3 = t.teams.matches(3);
    assert.ok(!r3.some((x) => x.white === 4 || x.black === 4), 'the withdrawn team is not paired');
    assert.equal(t.teams.get(4).result(3).kind, sc.RoundKind.WITHDRAWN);
  } finally {
    t.close();
  }
});

test('refused calls throw the library\'s error and change nothing', () => {
  const t = event(4);
  try {
    const before = t.toJSON();
    // a player already in team 1, a player who does not exist, a captain who is not a member
    assert.throws(() => t.teams.add('Dup', { members: [2] }), (e) => e instanceof sc.InvalidArgumentError && /team 1/.test(e.message));
    assert.throws(() => t.teams.add('Ghost', { members: [99] }), sc.SwissCoreError);
    const free = t.addPlayer('Free', 1000).id;
    const withPlayer = t.toJSON();
    assert.throws(() => t.teams.add('Nocap', { members: [free], captain: 2 }), sc.InvalidArgumentError);
    assert.throws(() => t.teams.add('Bad', { members: 'all' }), sc.InvalidArgumentError);
    assert.throws(() => t.teams.add('Bad', { rating: 3 }), sc.InvalidArgumentError);
    assert.throws(() => t.teams.get(1).setMembers([1, 2, 4]), (e) => e instanceof sc.InvalidArgumentError && /team 2/.test(e.message));
    assert.throws(() => t.teams.get(1).update({ captain: 5 }), sc.InvalidArgumentError);
    assert.throws(() => t.teams.get(9), (e) => e instanceof sc.NotFoundError && e.message === 'no team 9: the event has 4');
    assert.throws(() => t.teams.forbid(2, 2), sc.InvalidArgumentError);
    assert.throws(() => t.teams.forbid(1, 9), sc.NotFoundError);
    assert.throws(() => t.teams.configure({ matchPoints: [3, 1, 0], colours: 'WXB' }), sc.InvalidArgumentError);
    assert.deepEqual(t.teams.settings().matchPoints, [2, 1, 0]);
    assert.throws(() => t.teams.configure({ system: 'knockout' }), sc.InvalidArgumentError);
    assert.throws(() => t.teams.createRound([[1, 2, 'constructor'], [3, 4]]), sc.InvalidArgumentError);
    assert.throws(() => t.teams.get(1).update({ strength: 2 ** 40 }), sc.InvalidArgumentError);
    assert.equal(t.teams.count, 4);
    assert.equal(t.toJSON(), withPlayer);
    assert.notEqual(withPlayer, before);
    // bad line-ups: a player of team 3 for team 1, one player twice, three players for two boards
    assert.throws(() => t.teams.createRound([[1, 2, 0, [7, 1]], [3, 4]]), (e) => e instanceof sc.InvalidArgumentError && /team 3/.test(e.message));
    assert.throws(() => t.teams.createRound([[1, 2, 0, [1, 1]], [3, 4]]), sc.InvalidArgumentError);
    assert.throws(() => t.teams.createRound([[1, 2, 0, [1, 2, 3]], [3, 4]]), sc.InvalidArgumentError);
    // team 4 left out; an unknown forfeit notation
    assert.throws(() => t.teams.createRound([[1, 2], [3, 0, 'pab']]), sc.SwissCoreError);
    assert.throws(() => t.teams.createRound([[1, 2, '2-0'], [3, 4]]), sc.InvalidArgumentError);
    assert.equal(t.roundCount, 0);
    assert.deepEqual(t.teams.matches(1), []);
    assert.equal(t.toJSON(), withPlayer);
    // a line-up changed after its match has a result; boards fixed once rounds exist
    t.teams.createRound([[1, 2], [3, 4]]);
    t.setResult(1, 1, '1-0');
    const played = t.toJSON();
    assert.throws(() => t.teams.get(1).setLineup(1, [3, 1]), sc.StateError);
    assert.throws(() => t.teams.get(3).setLineup(1, [1, 8]), sc.InvalidArgumentError);
    assert.throws(() => { t.teams.boards = 4; }, sc.StateError);
    assert.throws(() => t.teams.get(2).requestBye(1, 'half'), sc.StateError);
    // calls that only read say what was asked
    assert.throws(() => t.teams.get(1).board(1, 9), (e) => e instanceof sc.InvalidArgumentError && e.message.startsWith('board 9 of team 1 in round 1: '));
    assert.throws(() => t.teams.get(1).result(9), (e) => e instanceof sc.NotFoundError && e.message.startsWith('result of team 1 in round 9: '));
    assert.throws(() => t.teams.setting(99), (e) => e instanceof sc.InvalidArgumentError && e.message.startsWith('team setting 99: '));
    assert.equal(t.toJSON(), played);
  } finally {
    t.close();
  }
});

test('a line-up changed before its result; forbidden pairs kept apart', () => {
  const t = event(4);
  try {
    t.teams.createRound([[1, 2], [3, 4]]);
    t.setResult(1, 3, '1-0');
    t.teams.get(1).setLineup(1, [3, 1]);
    assert.deepEqual(t.teams.get(1).lineup(1), [3, 1]);
    assert.deepEqual([t.round(1).boards[0].white, t.round(1).boards[1].black], [3, 1]);
    // the other match keeps its result
    assert.equal(t.teams.get(3).result(1).gamePoints, 1);
    t.close();
    const u = event(4);
    u.teams.forbid(3, 1);
    u.teams.forbid(1, 3);
    assert.deepEqual(u.teams.forbiddenPairs(), [[1, 3]]);
    assert.equal(u.teams.isForbidden(3, 1), true);
    assert.equal(u.teams.isForbidden(1, 2), false);
    u.pairNextRound();
    const pairs = u.teams.matches(1).map((m) => [m.white, m.black].sort().join('-'));
    assert.ok(!pairs.includes('1-3'), pairs.join(' '));
    u.close();
  } finally {
    t.close();
  }
});

test('TRF and JSON round trips keep teams, matches, line-ups and results', () => {
  const t = event(6);
  try {
    t.teams.get(2).update({ captain: 5 });
    t.teams.createRound([[1, 2, 0, [3, 1], null], [3, 4, '-+'], [5, 6]]);
    playRound(t, 1);
    t.pairNextRound();
    playRound(t, 2);
    const snapshot = (x) => ({
      teams: x.teams.records(),
      matches: [1, 2].map((r) => x.teams.matches(r)),
      results: x.teams.list().map((team) => [1, 2].map((r) => team.result(r))),
      standings: x.teams.standings('fide-team-2026').rows.map((r) => [r.team, r.rank, r.values]),
    });
    const want = snapshot(t);
    assert.deepEqual(want.matches[0][0].whiteLineup, [3, 1]);
    for (const back of [sc.Tournament.fromJSON(t.toJSON()), sc.Tournament.fromTRF(t.toTRF())]) {
      try {
        assert.deepEqual(snapshot(back), want);
      } finally {
        back.close();
      }
    }
    assert.ok(sc.teamRulesets().some((r) => r.name === 'chinese-team' && r.nameZh.length > 0));
    assert.ok(sc.teamRulesets().some((r) => r.name === 'fide-team-2026'));
    const board1 = t.teams.boardRanking(1);
    assert.ok(board1.length > 0 && board1.every((r) => r.games > 0 && t.teams.ofPlayer(r.player).number === r.team));
  } finally {
    t.close();
  }
});

// The package README's team example, run as pasted with the package
// installed as node_modules/swisscore.
test('the README team example runs', () => {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const section = readme.split(/^## Team events \(团体赛\)[ \t]*$/m)[1];
  assert.ok(section, 'README.md has a section "Team events (团体赛)"');
  const code = /^```js[ \t]*\n([\s\S]*?)^```/m.exec(section)[1];
  const work = mkdtempSync(join(tmpdir(), 'swisscore-teams-readme-'));
  try {
    mkdirSync(join(work, 'node_modules'));
    symlinkSync(packageDir, join(work, 'node_modules', 'swisscore'), 'dir');
    writeFileSync(join(work, 'example.mjs'), code);
    const out = execFileSync(process.execPath, [join(work, 'example.mjs')], { cwd: work, encoding: 'utf8' }).trim().split('\n');
    // Three teams: 北京 (1) and 上海 (2) meet on their first two boards,
    // 天津 has the pairing-allocated bye (a drawn match: 1 match point).
    // Board 1 1-0 for 北京's white, board 2 a draw: 1.5-0.5, 2 match points.
    assert.deepEqual(out, ['1-2 [ 1, 2 ] [ 4, 5 ]', '北京 2 1.5 true',
      'PTS:MP,MPvGP,BH:MP,DE,BC 1 北京 2; 2 天津 1; 3 上海 0']);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

// The team files of the reference data: read through the module, ranked as
// the native tool ranks them (their own rules and two rulesets), every
// team's match points those of its rounds, and written back losslessly.
test('team files: standings equal the native tool\'s, round trips lossless', () => {
  const dir = join(dataDir, 'team-oracle');
  const files = list(dir, '.trf');
  assert.ok(files.length >= 3, `team files in ${dir}`);
  let rows = 0;
  for (const f of files) {
    const path = join(dir, f);
    const t = sc.Tournament.fromTRF(readFileSync(path));
    try {
      assert.ok(t.teams.count > 0 && t.teams.boards > 0, f);
      for (const ruleset of ['', 'fide-team-2026', 'chinese-team']) rows += sameAsTool(t, path, ruleset);
      const mp = t.teams.standings('fide-team-2026');
      for (const row of mp.rows) {
        const team = t.teams.get(row.team);
        let sum = 0;
        for (let r = 1; r <= t.roundCount; r++) sum += team.result(r).matchPoints;
        assert.equal(Math.round(sum * 10), Math.round(row.points * 10), `${f}: team ${row.team}`);
        assert.equal(row.points, team.score().matchPoints, `${f}: team ${row.team}`);
      }
      const json = t.toJSON();
      assert.equal(json, tool('convert', '--format', 'json', path), `${f}: JSON as the native tool writes it`);
      for (const back of [sc.Tournament.fromJSON(json), sc.Tournament.fromTRF(t.toTRF())]) {
        try {
          assert.deepEqual(back.teams.records(), t.teams.records(), f);
          for (let r = 1; r <= t.roundCount; r++) assert.deepEqual(back.teams.matches(r), t.teams.matches(r), `${f} round ${r}`);
          assert.equal(back.toJSON(), json, f);
        } finally {
          back.close();
        }
      }
    } finally {
      t.close();
    }
  }
  console.log(`# team files through wasm: ${files.length}, ${rows} standings rows equal to the native tool's`);
});

test('board ranking: percentages on a board, shared places', () => {
  const t = new sc.Tournament({ rounds: 3 });
  try {
    t.teams.configure({ boards: 1 });
    for (let k = 0; k < 4; k++) t.teams.add(`T${k + 1}`, { members: [t.addPlayer(`P${k + 1}`, 2000 - k).id] });
    const r = t.pairNextRound();
    // one board per match: 1-0 in the first match, a draw in the second
    r.setResult(1, '1-0');
    r.setResult(2, '½-½');
    const winner = r.boards[0].white, loser = r.boards[0].black;
    const rows = t.teams.boardRanking(1);
    assert.deepEqual(rows.map((x) => [x.player, x.rank, x.shared, x.games, x.points, x.percent]), [
      [winner, 1, false, 1, 1, 100],
      ...[r.boards[1].white, r.boards[1].black].sort((a, b) => a - b).map((p) => [p, 2, true, 1, 0.5, 50]),
      [loser, 4, false, 1, 0, 0]]);
    assert.equal(rows[0].team, t.teams.ofPlayer(winner).number);
    assert.throws(() => t.teams.boardRanking(2), (e) => e instanceof sc.OutOfRangeError && e.message.includes('board 2'));
  } finally {
    t.close();
  }
});

// Four teams of two (team k: players 2k-1, 2k), two boards, colours WB.
function fourByTwo() {
  const t = new sc.Tournament({ rounds: 3 });
  t.teams.configure({ boards: 2, colours: 'WB' });
  for (let k = 0; k < 4; k++) {
    t.teams.add(`T${k + 1}`, { members: [t.addPlayer(`P${2 * k + 1}`, 2000 - 20 * k).id, t.addPlayer(`P${2 * k + 2}`, 1990 - 20 * k).id] });
  }
  return t;
}

test('a whole match forfeited and played again; refusals change nothing', () => {
  const t = fourByTwo();
  try {
    t.teams.createRound([[1, 2], [3, 4]]);
    t.setResult(1, 1, '1-0'); // match 1, board 1
    // Match 2 forfeited by its first-named team: nobody is named, match 1 keeps its result.
    t.teams.get(4).setMatchKind(1, '-+');
    assert.equal(t.teams.matches(1)[1].kind, sc.MatchKind.FORFEIT_BLACK);
    assert.deepEqual([t.teams.get(4).result(1).kind, t.teams.get(4).result(1).matchPoints], [sc.RoundKind.FORFEIT_WIN, 2]);
    assert.deepEqual([t.teams.get(3).result(1).kind, t.teams.get(3).lineup(1)], [sc.RoundKind.FORFEIT_LOSS, []]);
    assert.deepEqual(t.round(1).boards.map((b) => [b.white, b.black]), [[1, 3], [4, 2]]);
    assert.equal(t.teams.get(1).result(1).gamePoints, 1);
    t.teams.get(3).setMatchKind(1, sc.MatchKind.FORFEIT_BOTH);
    assert.deepEqual([t.teams.get(3).result(1).matchPoints, t.teams.get(4).result(1).matchPoints], [0, 0]);
    // Played again: board order, no results yet.
    t.teams.get(3).setMatchKind(1, 'played');
    assert.deepEqual(t.teams.get(3).lineup(1), [5, 6]);
    assert.equal(t.teams.get(3).result(1).complete, false);
    const before = t.toJSON();
    assert.throws(() => t.teams.get(1).setMatchKind(1, '+-'), (e) => e instanceof sc.StateError && /results of play/.test(e.message));
    assert.throws(() => t.teams.get(1).setMatchKind(1, 7), sc.InvalidArgumentError);
    assert.throws(() => t.teams.get(1).setMatchKind(2, '+-'), sc.StateError);
    assert.equal(t.toJSON(), before);
  } finally {
    t.close();
  }
});

test('a line-up handed in before the pairing is taken by it, and kept by the files', () => {
  const t = fourByTwo();
  try {
    t.teams.get(2).setLineup(1, [4, 0]);
    t.teams.get(3).setLineup(1, [6, 5]);
    assert.deepEqual([t.teams.get(2).nextLineup, t.teams.get(1).nextLineup], [[4, 0], []]);
    assert.deepEqual(t.teams.get(2).lineup(1), []); // no round 1 yet
    t.teams.get(3).setLineup(1, []);
    assert.deepEqual(t.teams.get(3).nextLineup, []);
    assert.throws(() => t.teams.get(2).setLineup(1, [1, 3]), (e) => e instanceof sc.InvalidArgumentError && /player 1 of team 1/.test(e.message));
    assert.throws(() => t.teams.get(2).setLineup(2, [3, 4]), sc.StateError);
    assert.deepEqual(t.teams.get(2).nextLineup, [4, 0]);
    t.pairNextRound();
    assert.deepEqual([t.teams.get(2).lineup(1), t.teams.get(1).lineup(1)], [[4, 0], [1, 2]]);
    assert.ok(t.teams.list().every((x) => x.nextLineup.length === 0));
    t.teams.get(1).setLineup(2, [2, 1]);
    for (const back of [sc.Tournament.fromJSON(t.toJSON()), sc.Tournament.fromTRF(t.toTRF())]) {
      try {
        assert.deepEqual(back.teams.get(1).nextLineup, [2, 1]);
      } finally {
        back.close();
      }
    }
  } finally {
    t.close();
  }
});
