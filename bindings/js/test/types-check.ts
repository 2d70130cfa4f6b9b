// Compiled (not run) by tsc against the package's declarations: the
// surface used the way the README shows it must type-check under --strict.
// TypeScript before 5.2 (Debian 12 has 4.8) does not know Symbol.dispose.
declare global {
  interface SymbolConstructor { readonly dispose: unique symbol }
}
import * as sc from './package/index.js';

export function run(trf: string): number {
  const t: sc.Tournament = sc.Tournament.fromTRF(trf, { encoding: 'auto' });
  try {
    const r: sc.Round = t.pairNextRound();
    r.setResult(1, '1-0');
    t.setResult(r.number, 2, sc.Result.DRAW);
    const s: sc.Standings = t.standings('fide-2026');
    const first: number | null = s.rows[0].value('BH');
    const json: string = t.toJSON({ indent: 0 });
    const back = sc.Tournament.fromJSON(json);
    back[Symbol.dispose]();
    return (first ?? 0) + s.rows[0].points + t.prizes('', { name: 'x' }).length;
  } catch (e) {
    if (e instanceof sc.ParseError) return e.line * 1000 + e.column + e.path.length + e.code;
    throw e;
  } finally {
    t.close();
  }
}

// A team event (团体赛) the way the README's team section shows it.
export function teams(): number {
  const t = new sc.Tournament({ rounds: 5 });
  try {
    t.teams.configure({ boards: 2, matchPoints: [2, 1, 0], system: 'swiss' });
    const id = (name: string, rating: number): number => t.addPlayer(name, rating).id;
    const a: sc.Team = t.teams.add('北京', { members: [id('A', 2400), id('B', 2300)], shortName: 'BJ' });
    t.teams.add('上海', { members: [id('C', 2350), id('D', 2250)], captain: 3 });
    const r: sc.Round = t.teams.createRound([[1, 2, 'played', [2, 1], null]]);
    r.setResult(1, '1-0');
    const m: sc.TeamMatch[] = t.teams.matches(1);
    const res: sc.TeamResult = a.result(1);
    const s: sc.TeamStandings = t.teams.standings('fide-team-2026');
    const kind: number = m[0].kind + res.kind + sc.MatchKind.FORFEIT_BOTH + sc.TeamSetting.BOARDS;
    const names: string[] = sc.teamRulesets().map((x) => x.name);
    const pairs: Array<[number, number]> = t.teams.forbiddenPairs();
    a.setMatchKind(1, '-+');
    const handed: number[] = a.nextLineup;
    return kind + res.matchPoints + a.score().gamePoints + (s.rows[0].value('MPvGP') ?? 0) + names.length
      + pairs.length + handed.length + a.lineup(1).length + (t.teams.ofPlayer(1)?.number ?? 0) + a.info().members.length;
  } finally {
    t.close();
  }
}
