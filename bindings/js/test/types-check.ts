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
