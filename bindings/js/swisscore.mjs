// libswisscore for JavaScript: the library compiled to WebAssembly
// (swisscore.wasm) behind the names of the Python package, in camelCase.
// This file runs unchanged in Node.js, browsers and WeChat mini-programs:
// it imports nothing, and the module's few system calls (clock, stderr) are
// answered here. Node's entry points (index.mjs, index.cjs) load the module
// themselves; elsewhere call init() first (see README.md).

const STATUS = {
  EINVAL: -1, ENOMEM: -2, ENOTFOUND: -3, ESTATE: -4, ENOPAIRING: -5, EPARSE: -6,
  ERANGE: -7, EBUFSIZE: -8, EIO: -9, EINCONSISTENT: -10, EUNSUPPORTED: -11, ELIMIT: -12,
};

/** Base of every error the library reports: `code` is the C status (negative),
 *  `line`/`column` the position of malformed input (0 when not known), `path`
 *  the place in a JSON document ("players[3].rating", "" when not known). */
class SwissCoreError extends Error {
  constructor(message, { code = 0, line = 0, column = 0, path = '' } = {}) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.line = line;
    this.column = column;
    this.path = path;
  }
}
class InvalidArgumentError extends SwissCoreError {}
class ClosedError extends InvalidArgumentError {}
class ResultError extends InvalidArgumentError {}
class OutOfMemoryError extends SwissCoreError {}
class NotFoundError extends SwissCoreError {}
class StateError extends SwissCoreError {}
class NoPairingError extends SwissCoreError {}
class ParseError extends SwissCoreError {}
class OutOfRangeError extends SwissCoreError {}
class BufferSizeError extends SwissCoreError {}
class FileError extends SwissCoreError {}
class InconsistentError extends SwissCoreError {}
class UnsupportedError extends SwissCoreError {}
class LimitError extends SwissCoreError {}

const ERROR_CLASSES = new Map([
  [STATUS.EINVAL, InvalidArgumentError], [STATUS.ENOMEM, OutOfMemoryError],
  [STATUS.ENOTFOUND, NotFoundError], [STATUS.ESTATE, StateError],
  [STATUS.ENOPAIRING, NoPairingError], [STATUS.EPARSE, ParseError],
  [STATUS.ERANGE, OutOfRangeError], [STATUS.EBUFSIZE, BufferSizeError], [STATUS.EIO, FileError],
  [STATUS.EINCONSISTENT, InconsistentError], [STATUS.EUNSUPPORTED, UnsupportedError],
  [STATUS.ELIMIT, LimitError],
]);

function errorFor(code, message, where = {}) {
  const Cls = ERROR_CLASSES.get(code) || SwissCoreError;
  return new Cls(message, { code, ...where });
}

/** Integer settings (Tournament.get/set), as in the C enum swc_setting. */
const Setting = Object.freeze({
  ROUNDS: 1, POINTS_WIN: 2, POINTS_DRAW: 3, POINTS_LOSS: 4, POINTS_PAB: 5,
  POINTS_FORFEIT_WIN: 6, POINTS_FORFEIT_LOSS: 7, POINTS_FULL_BYE: 8, POINTS_HALF_BYE: 9,
  POINTS_ZERO_BYE: 10, POINTS_DRAW_WHITE: 11, POINTS_DRAW_BLACK: 12, POINTS_NOT_ENTERED: 13,
  GAMES_PER_PAIRING: 14, INITIAL_COLOUR: 15, PAIRING_SYSTEM: 16, DUTCH_EDITION: 17,
  FORFEIT_WITHDRAW: 18, ACCELERATION: 19, TPN_ORDER: 20, SEQUENTIAL_TIEBREAK: 21,
});
/** Text settings (Tournament.getText/setText). */
const TextSetting = Object.freeze({
  NAME: 1, CITY: 2, FEDERATION: 3, START_DATE: 4, END_DATE: 5, TYPE: 6, ARBITER: 7,
  DEPUTY: 8, TIME_CONTROL: 9, TIEBREAKS: 10,
});
const PairingSystem = Object.freeze({ DUTCH: 1, SEQUENTIAL: 2, BERGER: 3 });
const Result = Object.freeze({
  NONE: 0, WHITE_WIN: 1, DRAW: 2, BLACK_WIN: 3, WHITE_FORFEIT_WIN: 4, BLACK_FORFEIT_WIN: 5,
  DOUBLE_FORFEIT: 6, ADJOURNED: 7, WHITE_WIN_UNRATED: 8, DRAW_UNRATED: 9, BLACK_WIN_UNRATED: 10,
});
const RoundKind = Object.freeze({
  NONE: 0, PLAYED: 1, FORFEIT_WIN: 2, FORFEIT_LOSS: 3, PAB: 4, FULL_BYE: 5, HALF_BYE: 6,
  ZERO_BYE: 7, NOT_PAIRED: 8, NOT_ENTERED: 9, WITHDRAWN: 10,
});

// Notation (":" read as "-", and "/" too when needed) -> Result.
const RESULT_SPELLINGS = new Map(Object.entries({
  '1-0': 1, '0-1': 3, '=': 2, '1/2': 2, '1/2-1/2': 2, '½': 2, '½-½': 2, '0.5-0.5': 2,
  '+-': 4, '+--': 4, '-+': 5, '--+': 5, '--': 6, '---': 6, '*': 0, '': 0,
  '红胜': 1, '黑负': 1, '黑胜': 3, '红负': 3, '和': 2, '和棋': 2,
}));
const RESULT_TEXT = ['*', '1-0', '½-½', '0-1', '+-', '-+', '--', 'adjourned',
  '1-0 (unrated)', '½-½ (unrated)', '0-1 (unrated)'];

/** A Result from its value, its name ("WHITE_WIN", "white_win") or a
 *  notation: "1-0", "0-1", "1/2" ("½-½", "="), "+-", "-+", "--", "*",
 *  红胜, 黑胜, 和. Anything else throws ResultError. */
function parseResult(value) {
  if (value === null || value === undefined) return Result.NONE;
  if (Number.isInteger(value) && value >= 0 && value < RESULT_TEXT.length) return value;
  if (typeof value === 'string') {
    const key = value.trim().replace(/ /g, '').replace(/:/g, '-').replace(/[\u2013\u2014\u2212]/g, '-');
    for (const k of [key, key.replace(/\//g, '-')]) {
      if (RESULT_SPELLINGS.has(k)) return RESULT_SPELLINGS.get(k);
    }
    const byName = Result[value.trim().toUpperCase()];
    if (byName !== undefined) return byName;
  }
  throw new ResultError(`unknown result ${JSON.stringify(value)}: use 1-0, 0-1, 1/2 (½-½, =), +-, -+, --, * (none), 红胜, 黑胜, 和`,
    { code: STATUS.EINVAL });
}

/** The usual notation of a Result ("1-0", "½-½", "*" …). */
function resultText(result) {
  return RESULT_TEXT[parseResult(result)];
}

/** A point value (1, 0.5, "1.5") in tenths, exactly. */
function tenths(value) {
  const s = String(value).trim();
  const m = /^(-?)(\d+)(?:\.(\d))?0*$/.exec(s);
  if (!m) throw new InvalidArgumentError(`${JSON.stringify(value)} is not a multiple of 0.1 point`, { code: STATUS.EINVAL });
  const t = Number(m[2]) * 10 + Number(m[3] || 0);
  return m[1] ? -t : t;
}

// ---- the module ------------------------------------------------------------

let wasm = null;        // exports of the instance
let heap = null;        // Uint8Array over its memory, renewed when it grows
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');
let stderrText = '';

function bytes() {
  if (heap === null || heap.buffer !== wasm.memory.buffer) heap = new Uint8Array(wasm.memory.buffer);
  return heap;
}

// The WASI calls the module makes: the clock (the engine's CPU-time
// diagnostics), stderr (diagnostics only), and exit on abort.
function imports() {
  const view = () => new DataView(wasm.memory.buffer);
  const wasi = {
    clock_time_get(id, precision, out) {
      const ns = BigInt(Math.round((typeof performance !== 'undefined' ? performance.now() : Date.now()) * 1e6));
      view().setBigUint64(out, ns, true);
      return 0;
    },
    fd_write(fd, iovs, count, outWritten) {
      const v = view();
      let n = 0;
      for (let i = 0; i < count; i++) {
        const p = v.getUint32(iovs + 8 * i, true), len = v.getUint32(iovs + 8 * i + 4, true);
        if (fd === 2) stderrText += decoder.decode(bytes().subarray(p, p + len));
        n += len;
      }
      v.setUint32(outWritten, n, true);
      if (stderrText.length > 4096) stderrText = stderrText.slice(-4096);
      return 0;
    },
    fd_close() { return 0; },
    fd_seek() { return 70; }, // ESPIPE: no files here
    proc_exit(code) { throw new SwissCoreError(`the WebAssembly module stopped (exit ${code}): ${stderrText}`); },
  };
  return { wasi_snapshot_preview1: wasi, env: { emscripten_notify_memory_growth() { heap = null; } } };
}

function start(instance) {
  wasm = instance.exports;
  heap = null;
  if (wasm._initialize) wasm._initialize();
  return wasm;
}

/** Load the module synchronously from its bytes (or a WebAssembly.Module).
 *  Node's entry points do this; browsers allow it only for small modules
 *  off the main thread, so use init() there. */
function initSync(source) {
  const mod = source instanceof WebAssembly.Module ? source : new WebAssembly.Module(source);
  start(new WebAssembly.Instance(mod, imports()));
}

/** Load the module: `source` is its bytes, a WebAssembly.Module, a Response,
 *  a URL or a path to fetch (default: swisscore.wasm beside this file); in
 *  a WeChat mini-program, the path of the .wasm file in the package. */
async function init(source) {
  if (wasm) return;
  // WeChat mini-programs: WXWebAssembly takes the path of the .wasm file
  // inside the code package, and there is no WebAssembly global.
  if (typeof WXWebAssembly !== 'undefined' && typeof source === 'string') {
    start((await WXWebAssembly.instantiate(source, imports())).instance);
    return;
  }
  if (source === undefined) source = new URL('./swisscore.wasm', import.meta.url);
  if (typeof source === 'string' || source instanceof URL) source = fetch(source);
  if (source && typeof source.then === 'function') source = await source;
  if (typeof Response !== 'undefined' && source instanceof Response) source = await source.arrayBuffer();
  if (source instanceof WebAssembly.Module) {
    start(await WebAssembly.instantiate(source, imports()));
  } else {
    start((await WebAssembly.instantiate(source, imports())).instance);
  }
}

/** The WebAssembly exports (every swc_* function that needs no file
 *  system, with a leading underscore stripped as emscripten names them),
 *  for calls the classes here do not wrap. */
function wasmExports() {
  if (!wasm) throw new StateError('swisscore: call init() before using the library', { code: STATUS.ESTATE });
  return wasm;
}

// UTF-8 copy of `data` (string or bytes) in the module's memory, NUL-terminated.
function put(data) {
  const src = typeof data === 'string' ? encoder.encode(data) : data;
  const p = wasmExports().malloc(src.length + 1);
  if (!p) throw new OutOfMemoryError('out of memory', { code: STATUS.ENOMEM });
  const h = bytes();
  h.set(src, p);
  h[p + src.length] = 0;
  return [p, src.length];
}

function cstring(p) {
  if (!p) return '';
  const h = bytes();
  let end = p;
  while (h[end]) end++;
  return decoder.decode(h.subarray(p, end));
}

// Run a glue call (its string arguments copied in and freed after) and
// return the "ok" value of its reply, or throw its error.
function call(fn, ...args) {
  const m = wasmExports();
  const owned = [];
  try {
    const cargs = args.map((a) => {
      if (typeof a === 'string' || a instanceof Uint8Array) {
        const [p] = put(a);
        owned.push(p);
        return p;
      }
      return a;
    });
    const r = m[fn](...cargs);
    if (!r) throw new OutOfMemoryError('out of memory', { code: STATUS.ENOMEM });
    const text = cstring(r);
    m.free(r);
    const reply = JSON.parse(text);
    if (reply.error) {
      const e = reply.error;
      throw errorFor(e.code, e.message, { line: e.line, column: e.column, path: e.path });
    }
    return reply.ok;
  } finally {
    for (const p of owned) m.free(p);
  }
}

// ---- classes ---------------------------------------------------------------

const registry = typeof FinalizationRegistry !== 'undefined'
  ? new FinalizationRegistry((handle) => { if (wasm) wasm.swc_tournament_free(handle); })
  : null;
const dispose = typeof Symbol.dispose === 'symbol' ? Symbol.dispose : Symbol.for('nodejs.dispose');

const TRF_FORMATS = { 'trf-2026': 0, trf2026: 0, 'trf-16': 1, trf16: 1, trf_16: 1 };
const EOLS = { lf: 0, crlf: 1, cr: 2 };
const ENCODINGS = { auto: 0, 'utf-8': 1, utf8: 1, latin1: 2, gbk: 3 };
const SYSTEMS = { dutch: 1, sequential: 2, berger: 3 };

/** One round: its number, boards ({number, white, black, results}) and
 *  byes ({player, kind}), as they were when it was read. */
class Round {
  constructor(tournament, data) {
    this.tournament = tournament;
    this.number = data.number;
    this.boards = data.boards;
    this.byes = data.byes;
    this.complete = data.complete;
  }

  /** Result of a board (every game of it): a Result or a notation. */
  setResult(board, result) {
    this.tournament.setResult(this.number, board, result);
    Object.assign(this, this.tournament.round(this.number));
  }
}

/** A tournament: settings, players and rounds. Free it with close() (or
 *  `using`); a FinalizationRegistry frees one that is forgotten. */
class Tournament {
  /** A new, empty tournament: `rounds` planned (default 9), `system`
   *  "dutch" (default), "sequential" or "berger", `edition` 2026 or 2017,
   *  `points` [win, draw, loss] e.g. [2, 1, 0], `gamesPerPairing` 2 for
   *  dual-board events, `name`. */
  constructor({ rounds, system, edition, points, gamesPerPairing, name, _handle } = {}) {
    const m = wasmExports();
    if (_handle === undefined) {
      const out = m.malloc(4);
      const rc = m.swc_tournament_new(out, 0);
      _handle = new DataView(m.memory.buffer).getUint32(out, true);
      m.free(out);
      if (rc !== 0) throw errorFor(rc, cstring(m.swc_strerror(rc)));
    }
    this._t = _handle;
    if (registry) registry.register(this, _handle, this);
    try {
      if (points !== undefined) this.setPoints(...points);
      if (rounds !== undefined) this.set(Setting.ROUNDS, rounds);
      if (system !== undefined) this.set(Setting.PAIRING_SYSTEM, typeof system === 'string' ? SYSTEMS[system.toLowerCase()] ?? -1 : system);
      if (edition !== undefined) this.set(Setting.DUTCH_EDITION, Number(edition));
      if (gamesPerPairing !== undefined) this.set(Setting.GAMES_PER_PAIRING, gamesPerPairing);
      if (name !== undefined) this.name = name;
    } catch (e) {
      this.close();
      throw e;
    }
  }

  /** Read a swisscore JSON document (text or UTF-8 bytes). Errors say
   *  where: ParseError has line and column, every error has path. */
  static fromJSON(source) {
    const data = utf8(source);
    return new Tournament({ _handle: call('swcjs_json_read', data, data.length) });
  }

  /** Read TRF text or bytes. `trustResults` accepts stated points that
   *  disagree with the results; `encoding` "auto", "utf-8", "latin1" or "gbk". */
  static fromTRF(source, { trustResults = false, encoding = 'auto' } = {}) {
    const enc = ENCODINGS[encoding];
    if (enc === undefined) throw new InvalidArgumentError(`encoding must be one of ${Object.keys(ENCODINGS).join(', ')}`, { code: STATUS.EINVAL });
    const data = utf8(source);
    return new Tournament({ _handle: call('swcjs_trf_read', data, data.length, trustResults ? 1 : 0, enc) });
  }

  _h() {
    if (this._t === null) throw new ClosedError('the tournament is closed', { code: STATUS.EINVAL });
    return this._t;
  }

  _check(rc) {
    if (rc !== 0) throw errorFor(rc, cstring(wasmExports().swc_tournament_errmsg(this._t)));
  }

  /** Release the tournament; later calls throw ClosedError. */
  close() {
    if (this._t !== null && this._t !== undefined) {
      if (registry) registry.unregister(this);
      wasmExports().swc_tournament_free(this._t);
    }
    this._t = null;
  }

  [dispose]() { this.close(); }

  get closed() { return this._t === null; }

  /** What the TRF read had to interpret: [line, column, message] triples. */
  get warnings() { return call('swcjs_warnings', this._h()); }

  set(key, value) {
    if (!Number.isInteger(value)) throw new InvalidArgumentError(`setting ${key} takes an integer, not ${JSON.stringify(value)}`, { code: STATUS.EINVAL });
    this._check(wasmExports().swc_tournament_set_int(this._h(), key, value));
  }

  get(key) {
    const m = wasmExports();
    const out = m.malloc(4);
    try {
      this._check(m.swc_tournament_get_int(out, this._h(), key));
      return new DataView(m.memory.buffer).getInt32(out, true);
    } finally {
      m.free(out);
    }
  }

  setText(key, value) {
    const m = wasmExports();
    const [p] = put(String(value));
    try {
      this._check(m.swc_tournament_set_string(this._h(), key, p));
    } finally {
      m.free(p);
    }
  }

  getText(key) {
    const m = wasmExports();
    const out = m.malloc(4);
    try {
      this._check(m.swc_tournament_get_string(out, this._h(), key));
      return cstring(new DataView(m.memory.buffer).getUint32(out, true));
    } finally {
      m.free(out);
    }
  }

  get name() { return this.getText(TextSetting.NAME); }
  set name(value) { this.setText(TextSetting.NAME, value); }

  /** Points of a win, a draw and (optionally) a loss: numbers or strings. */
  setPoints(win, draw, loss) {
    const before = [Setting.POINTS_WIN, Setting.POINTS_DRAW, Setting.POINTS_LOSS].map((k) => this.get(k));
    try {
      this.set(Setting.POINTS_WIN, tenths(win));
      this.set(Setting.POINTS_DRAW, tenths(draw));
      if (loss !== undefined) this.set(Setting.POINTS_LOSS, tenths(loss));
    } catch (e) {
      [Setting.POINTS_WIN, Setting.POINTS_DRAW, Setting.POINTS_LOSS].forEach((k, i) => this.set(k, before[i]));
      throw e;
    }
  }

  get playerCount() { return wasmExports().swc_tournament_player_count(this._h()); }
  get roundCount() { return wasmExports().swc_tournament_round_count(this._h()); }

  /** Register a player; returns the player's record ({id, tpn, name …}).
   *  `options`: title, federation, fideId, sex ("m"/"w"), birthDate,
   *  group, tags, cnTitle. */
  addPlayer(name, rating = 0, options = {}) {
    const id = call('swcjs_player_add', this._h(), JSON.stringify({ ...options, name: String(name), rating }));
    return this.player(id);
  }

  /** Players in pairing-number order, each {id, tpn, name, rating, title,
   *  federation, fideId, sex, birthDate, group, tags, cnTitle, score
   *  (tenths), withdrawnFrom?}. */
  players() { return call('swcjs_players', this._h()); }

  player(id) {
    const p = this.players().find((x) => x.id === id);
    if (!p) throw new NotFoundError(`no player with id ${id}`, { code: STATUS.ENOTFOUND });
    return p;
  }

  /** Withdraw a player from round `fromRound` on (default: the next round). */
  withdraw(id, fromRound = this.roundCount + 1) {
    const m = wasmExports();
    const p = m.swc_tournament_player(this._h(), id);
    if (!p) throw new NotFoundError(`no player with id ${id}`, { code: STATUS.ENOTFOUND });
    this._check(m.swc_player_withdraw(p, fromRound));
  }

  round(number) { return new Round(this, call('swcjs_round', this._h(), number)); }

  rounds() {
    const out = [];
    for (let k = 1; k <= this.roundCount; k++) out.push(this.round(k));
    return out;
  }

  /** Pair the next round with the tournament's system; a Round. */
  pairNextRound() {
    const m = wasmExports();
    const out = m.malloc(4);
    try {
      this._check(m.swc_tournament_pair_next(out, this._h()));
    } finally {
      m.free(out);
    }
    return this.round(this.roundCount);
  }

  _roundHandle(number) {
    const r = wasmExports().swc_tournament_round(this._h(), number);
    if (!r) throw new NotFoundError(`no round ${number}`, { code: STATUS.ENOTFOUND });
    return r;
  }

  /** Result of board `board` of round `round` (every game of the board). */
  setResult(round, board, result) {
    const code = parseResult(result);
    this._check(wasmExports().swc_round_set_result(this._roundHandle(round), board, code));
  }

  /** Result of one game of a dual-board pairing (game 1 or 2). */
  setGameResult(round, board, game, result) {
    const code = parseResult(result);
    this._check(wasmExports().swc_round_set_game_result(this._roundHandle(round), board, game, code));
  }

  /** Remove the last round with its results. */
  deleteLastRound() { this._check(wasmExports().swc_tournament_delete_last_round(this._h())); }

  /** Rank the players: `ruleset` a named ruleset ("fide-2026", Chinese
   *  names too) or `tiebreaks` a cascade "BH/C1,BH,SB". Rows in ranking
   *  order, each {id, name, rank, shared, byLot, overallRank, points,
   *  values}; values[k] is criteria[k]'s raw value (divide by its scale)
   *  or null when undefined, and value(code) gives it as a number. */
  standings(ruleset, { tiebreaks = '', unplayed = 0, afterRound = 0, pairings = 0, group = '' } = {}) {
    const s = call('swcjs_standings', this._h(), ruleset || '', tiebreaks || '', unplayed, afterRound, pairings, group || '');
    const codes = s.criteria.map((c) => c.code);
    for (const row of s.rows) {
      row.points = row.values[0] / s.criteria[0].scale;
      Object.defineProperty(row, 'value', {
        enumerable: false,
        value(code) {
          const k = codes.indexOf(code);
          if (k < 0) throw new NotFoundError(`no criterion ${code}`, { code: STATUS.ENOTFOUND });
          return row.values[k] === null ? null : row.values[k] / s.criteria[k].scale;
        },
      });
    }
    return s;
  }

  /** Prize lists: `rules` the text of prize rules, or `name` a named rule.
   *  Amounts are hundredths. */
  prizes(rules, { name = '', afterRound = 0 } = {}) {
    return call('swcjs_prizes', this._h(), rules || '', name || '', afterRound);
  }

  /** The team side of the event (团体赛): teams, team rounds and team
   *  standings (Teams). */
  get teams() {
    this._h();
    if (!this._teams) this._teams = new Teams(this);
    return this._teams;
  }

  /** Re-pair every round and compare with what was played. */
  check() { return call('swcjs_check', this._h()); }

  /** The swisscore JSON document of the whole event (indent 0: one line). */
  toJSON(options) {
    const indent = options && typeof options === 'object' && options.indent !== undefined ? options.indent : 2;
    return call('swcjs_json_write', this._h(), indent);
  }

  /** TRF text: format "trf-2026" (default) or "trf-16", eol "lf", "crlf", "cr". */
  toTRF({ format = 'trf-2026', eol = 'lf' } = {}) {
    const f = TRF_FORMATS[String(format).toLowerCase()], e = EOLS[String(eol).toLowerCase()];
    if (f === undefined || e === undefined) throw new InvalidArgumentError(`unknown TRF format ${format} or line end ${eol}`, { code: STATUS.EINVAL });
    return call('swcjs_trf_write', this._h(), f, e);
  }

  /** The FIDE rating report: the rank column of every 001 line filled from
   * the standings by the event's tie-breaks; plain: FIDE's records only. */
  toTRFReport({ format = 'trf-2026', eol = 'lf', plain = false } = {}) {
    const f = TRF_FORMATS[String(format).toLowerCase()], e = EOLS[String(eol).toLowerCase()];
    if (f === undefined || e === undefined) throw new InvalidArgumentError(`unknown TRF format ${format} or line end ${eol}`, { code: STATUS.EINVAL });
    return call('swcjs_trf_write_report', this._h(), f, e, plain ? 1 : 0);
  }
}

// ---- team events (团体赛) ----------------------------------------------------

/** Integer settings of a team event (Teams.setting/setSetting); points in tenths. */
const TeamSetting = Object.freeze({
  BOARDS: 1, MP_WIN: 2, MP_DRAW: 3, MP_LOSS: 4, PAB_MP: 5, PAB_GP: 6, SYSTEM: 7,
  COLOUR_TYPE: 8, SCORE_ORDER: 9, NO_SECONDARY: 10,
});
/** Team pairing systems (TeamSetting.SYSTEM). */
const TeamSystem = Object.freeze({ SWISS_2026: 0, ROUND_ROBIN: 1 });
/** C.04.6 colour preferences (TeamSetting.COLOUR_TYPE). */
const TeamColourType = Object.freeze({ A: 0, B: 1, NONE: 2 });
/** How a team match ended when it was not played over the boards. */
const MatchKind = Object.freeze({ PLAYED: 0, FORFEIT_WHITE: 1, FORFEIT_BLACK: 2, FORFEIT_BOTH: 3 });
/** Colours: a team's colour is WHITE when it was named first in its match. */
const Colour = Object.freeze({ NONE: 0, WHITE: 1, BLACK: 2 });

const TEAM_SYSTEMS = { swiss: 0, 'swiss-2026': 0, 'round-robin': 1 };
const COLOUR_TYPES = { a: 0, b: 1, none: 2 };
const SCORE_ORDERS = { 'match-points': 0, 'game-points': 1 };
const MATCH_KINDS = { '': 0, played: 0, '+-': 1, '-+': 2, '--': 3 };
const BYE_KINDS = { none: 0, pab: 4, full: 5, half: 6, zero: 7 };
const TEAM_FIELDS = { name: 'string', shortName: 'string', federation: 'string', captain: 'id', strength: 'int' };

function invalid(message) {
  return new InvalidArgumentError(message, { code: STATUS.EINVAL });
}

// A value of `table` (lower case keys) or of the frozen enum `names`, by
// number, name or spelling; `what` names it in the error.
function pick(value, table, names, what) {
  if (Number.isInteger(value) && Object.values(names).includes(value)) return value;
  if (typeof value === 'string') {
    const key = value.trim().toLowerCase();
    if (Object.prototype.hasOwnProperty.call(table, key)) return table[key];
    const byName = names[key.toUpperCase().replace(/[- ]/g, '_')];
    if (byName !== undefined) return byName;
  }
  throw invalid(`unknown ${what} ${JSON.stringify(value)}: use ${Object.keys(table).filter(Boolean).join(', ')} or ${Object.keys(names).join(', ')}`);
}

const BYE_NAMES = { NONE: 0, PAB: 4, FULL_BYE: 5, HALF_BYE: 6, ZERO_BYE: 7 };
function matchKind(value) { return pick(value ?? 0, MATCH_KINDS, MatchKind, 'match kind'); }
function byeKind(value) { return pick(value, BYE_KINDS, BYE_NAMES, 'bye'); }

// Player ids (non-negative integers) for the C side; `what` names them in the error.
function ids(list, what) {
  if (!Array.isArray(list) || !list.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffffffff)) {
    throw invalid(`${what}: expected a list of player ids, not ${JSON.stringify(list)}`);
  }
  return list;
}

// The fields of a team for the glue, each checked for its type.
function teamFields(fields, what) {
  const out = {};
  for (const [key, value] of Object.entries(fields || {})) {
    const type = TEAM_FIELDS[key];
    if (type === undefined) throw invalid(`${what}: unknown field ${key} (use ${Object.keys(TEAM_FIELDS).join(', ')})`);
    const ok = type === 'string' ? typeof value === 'string'
      : Number.isInteger(value) && (type === 'int' ? Math.abs(value) < 2 ** 31 : value >= 0 && value <= 0xffffffff);
    if (!ok) throw invalid(`${what}: ${key} must be ${type === 'string' ? 'text' : 'an integer'}, not ${JSON.stringify(value)}`);
    out[key] = value;
  }
  return out;
}

// Run fn with `list` as uint32 values in the module's memory.
function withU32(list, fn) {
  const m = wasmExports();
  const p = m.malloc(4 * Math.max(1, list.length));
  if (!p) throw new OutOfMemoryError('out of memory', { code: STATUS.ENOMEM });
  try {
    const v = new DataView(m.memory.buffer);
    list.forEach((x, i) => v.setUint32(p + 4 * i, x, true));
    return fn(p);
  } finally {
    m.free(p);
  }
}

// Run fn with `count` zeroed 4-byte out cells; returns fn's value and the
// cells' values (read before they are freed) as signed 32-bit integers.
function withOut(count, fn) {
  const m = wasmExports();
  const p = m.malloc(4 * count);
  if (!p) throw new OutOfMemoryError('out of memory', { code: STATUS.ENOMEM });
  try {
    new Uint8Array(m.memory.buffer, p, 4 * count).fill(0);
    const value = fn(p);
    const v = new DataView(m.memory.buffer, p, 4 * count);
    return [value, Array.from({ length: count }, (_, i) => v.getInt32(4 * i, true))];
  } finally {
    m.free(p);
  }
}

const points = (t) => t / 10;

// Calls that only read cannot leave a message on the tournament: their
// errors say what was asked, with the status's own text.
function readFailed(code, what) {
  return errorFor(code, `${what}: ${cstring(wasmExports().swc_strerror(code))}`);
}

// A glue call that only reads, its error told as readFailed() tells it.
function read(what, fn, ...args) {
  try {
    return call(fn, ...args);
  } catch (e) {
    if (e instanceof SwissCoreError && e.code < 0) throw readFailed(e.code, what);
    throw e;
  }
}

/** A team of a team event, by its number (its pairing number). Its data
 *  is read from the tournament at every access. */
class Team {
  constructor(teams, number) {
    this.teams = teams;
    this.number = number;
  }

  /** The team as a record: {number, name, shortName, federation, captain,
   *  strength, members, entryRound, withdrawnFrom (null when active)}. */
  info() { return read(`team ${this.number}`, 'swcjs_team', this.teams._h(), this.number); }

  /** JSON.stringify(team) writes its record. */
  toJSON() { return this.info(); }

  /** Player ids in board order (name, shortName, federation, captain,
   *  strength, entryRound and withdrawnFrom read the record likewise). */
  get members() { return this.info().members; }
  set members(list) { this.setMembers(list); }

  /** Set the members in board order (players of no other team). */
  setMembers(list) {
    ids(list, `members of team ${this.number}`);
    this.teams._check(withU32(list, (p) => wasmExports().swc_team_set_members(this.teams._h(), this.number, p, list.length)));
  }

  /** Change name, shortName, federation, captain (a member's id) or strength. */
  update(fields) {
    call('swcjs_team_update', this.teams._h(), this.number, JSON.stringify(teamFields(fields, 'team update')));
  }

  /** Withdraw the team from round `fromRound` on (default: the next
   *  round); 0 undoes a withdrawal not in effect yet. */
  withdraw(fromRound = this.teams.tournament.roundCount + 1) {
    this.teams._check(wasmExports().swc_team_withdraw(this.teams._h(), this.number, fromRound));
  }

  /** Mark the team absent in a round not paired yet: `kind` "zero"
   *  (default), "half" or "full" (RoundKind names too); "none" cancels. */
  requestBye(round, kind = 'zero') {
    this.teams._check(wasmExports().swc_team_request_bye(this.teams._h(), this.number, round, byeKind(kind)));
  }

  /** The bye asked for in a round: a RoundKind (NONE when none). */
  byeRequest(round) {
    const [rc, v] = withOut(1, (p) => wasmExports().swc_team_get_bye_request(p, this.teams._h(), this.number, round));
    if (rc) throw readFailed(rc, `bye of team ${this.number} in round ${round}`);
    return v[0];
  }

  /** Player ids on boards 1, 2 … in a round (0 = empty board); [] when the team played no match. */
  lineup(round) {
    const m = wasmExports();
    const [n, v] = withOut(32, (p) => m.swc_team_lineup(p, 32, this.teams._h(), round, this.number));
    if (n < 0) throw readFailed(n, `line-up of team ${this.number} in round ${round}`);
    const out = [];
    for (let i = 0; i < n; i++) out.push(v[i] >>> 0);
    return out;
  }

  /** Change the line-up in the last round while its match has no result,
   *  or hand it in for the next round before that is paired ([] takes it
   *  back): player ids per board, 0 = empty. Refused: nothing changes. */
  setLineup(round, list) {
    ids(list, `line-up of team ${this.number}`);
    this.teams._check(withU32(list, (p) => wasmExports().swc_team_set_lineup(this.teams._h(), round, this.number, p, list.length)));
  }

  /** The line-up handed in for the next round, [] when none. */
  get nextLineup() {
    const [n, v] = withOut(32, (p) => wasmExports().swc_team_next_lineup(p, 32, this.teams._h(), this.number));
    if (n < 0) throw readFailed(n, `next line-up of team ${this.number}`);
    return v.slice(0, n).map((x) => x >>> 0);
  }

  /** Forfeit this team's match in the last round ("+-": the second team
   *  forfeits, "-+": the first-named one, "--": both) or have it played
   *  again ("played"), while its boards have no result of play. */
  setMatchKind(round, kind) {
    this.teams._check(wasmExports().swc_team_set_match_kind(this.teams._h(), round, this.number, matchKind(kind)));
  }

  /** The board of the round's individual games where this team's board `board` was played; 0 if none. */
  board(round, board) {
    const [rc, v] = withOut(1, (p) => wasmExports().swc_team_board(p, this.teams._h(), round, this.number, board));
    if (rc) throw readFailed(rc, `board ${board} of team ${this.number} in round ${round}`);
    return v[0] >>> 0;
  }

  /** The team's round: {kind (RoundKind), opponent (0 when none), colour
   *  (Colour), matchPoints, gamePoints, opponentGamePoints, complete}. */
  result(round) {
    const r = read(`result of team ${this.number} in round ${round}`, 'swcjs_team_result', this.teams._h(), this.number, round);
    return { ...r, matchPoints: points(r.matchPoints), gamePoints: points(r.gamePoints), opponentGamePoints: points(r.opponentGamePoints) };
  }

  /** {matchPoints, gamePoints} after a round (default: every round). */
  score(afterRound = this.teams.tournament.roundCount) {
    const [rc, v] = withOut(2, (p) => wasmExports().swc_team_score(p, p + 4, this.teams._h(), this.number, afterRound));
    if (rc) throw readFailed(rc, `score of team ${this.number}`);
    return { matchPoints: points(v[0]), gamePoints: points(v[1]) };
  }
}

for (const key of ['name', 'shortName', 'federation', 'captain', 'strength', 'entryRound', 'withdrawnFrom']) {
  Object.defineProperty(Team.prototype, key, { get() { return this.info()[key]; }, configurable: true });
}

/** The team side of a tournament (tournament.teams): settings, teams,
 *  team rounds and team standings. */
class Teams {
  constructor(tournament) { this.tournament = tournament; }

  _h() { return this.tournament._h(); }
  _check(rc) { this.tournament._check(rc); }

  /** A TeamSetting's value (points in tenths). */
  setting(key) {
    const [rc, v] = withOut(1, (p) => wasmExports().swc_team_get_int(p, this._h(), key));
    if (rc) throw readFailed(rc, `team setting ${key}`);
    return v[0];
  }

  setSetting(key, value) {
    if (!Number.isInteger(value)) throw invalid(`team setting ${key} takes an integer, not ${JSON.stringify(value)}`);
    this._check(wasmExports().swc_team_set_int(this._h(), key, value));
  }

  /** Boards per match; setting it makes the tournament a team event. */
  get boards() { return this.setting(TeamSetting.BOARDS); }
  set boards(value) { this.setSetting(TeamSetting.BOARDS, value); }

  /** The board colour sequence, e.g. "WBWB" ("" in an individual event). */
  get colours() { return cstring(wasmExports().swc_team_colours(this._h())); }
  set colours(value) {
    const [p] = put(String(value ?? ''));
    try {
      this._check(wasmExports().swc_team_set_colours(this._h(), p));
    } finally {
      wasmExports().free(p);
    }
  }

  /** The team settings: {boards, colours, matchPoints [win, draw, loss],
   *  pabMatchPoints, pabGamePoints, system, colourType, scoreOrder,
   *  noSecondary}; points as numbers, the others as their enum values. */
  settings() {
    const s = (k) => this.setting(k);
    return {
      boards: s(TeamSetting.BOARDS), colours: this.colours,
      matchPoints: [s(TeamSetting.MP_WIN), s(TeamSetting.MP_DRAW), s(TeamSetting.MP_LOSS)].map(points),
      pabMatchPoints: points(s(TeamSetting.PAB_MP)), pabGamePoints: points(s(TeamSetting.PAB_GP)),
      system: s(TeamSetting.SYSTEM), colourType: s(TeamSetting.COLOUR_TYPE),
      scoreOrder: s(TeamSetting.SCORE_ORDER), noSecondary: s(TeamSetting.NO_SECONDARY) === 1,
    };
  }

  /** Change team settings: boards, colours ("WBWB"), matchPoints [win,
   *  draw, loss] (e.g. [2, 1, 0]), pabMatchPoints, pabGamePoints, system
   *  ("swiss", "round-robin"), colourType ("A", "B", "none"), scoreOrder
   *  ("match-points", "game-points"), noSecondary. All or nothing. */
  configure(options = {}) {
    const known = ['boards', 'colours', 'matchPoints', 'pabMatchPoints', 'pabGamePoints', 'system', 'colourType', 'scoreOrder', 'noSecondary'];
    const unknown = Object.keys(options).filter((k) => !known.includes(k));
    if (unknown.length) throw invalid(`unknown team setting ${unknown[0]} (use ${known.join(', ')})`);
    const steps = [];
    const o = options;
    if (o.boards !== undefined) steps.push([TeamSetting.BOARDS, o.boards]);
    if (o.matchPoints !== undefined) {
      if (!Array.isArray(o.matchPoints) || o.matchPoints.length !== 3) throw invalid('matchPoints: expected [win, draw, loss]');
      [TeamSetting.MP_WIN, TeamSetting.MP_DRAW, TeamSetting.MP_LOSS].forEach((k, i) => steps.push([k, tenths(o.matchPoints[i])]));
    }
    if (o.pabMatchPoints !== undefined) steps.push([TeamSetting.PAB_MP, tenths(o.pabMatchPoints)]);
    if (o.pabGamePoints !== undefined) steps.push([TeamSetting.PAB_GP, tenths(o.pabGamePoints)]);
    if (o.system !== undefined) steps.push([TeamSetting.SYSTEM, pick(o.system, TEAM_SYSTEMS, TeamSystem, 'team system')]);
    if (o.colourType !== undefined) steps.push([TeamSetting.COLOUR_TYPE, pick(o.colourType, COLOUR_TYPES, TeamColourType, 'colour type')]);
    if (o.scoreOrder !== undefined) steps.push([TeamSetting.SCORE_ORDER, pick(o.scoreOrder, SCORE_ORDERS, { MATCH_POINTS: 0, GAME_POINTS: 1 }, 'score order')]);
    if (o.noSecondary !== undefined) steps.push([TeamSetting.NO_SECONDARY, o.noSecondary ? 1 : 0]);
    const keys = Object.values(TeamSetting);
    const before = keys.map((k) => this.setting(k));
    const colours = this.colours;
    try {
      for (const [k, v] of steps) this.setSetting(k, v);
      if (o.colours !== undefined) this.colours = o.colours;
    } catch (e) {
      keys.forEach((k, i) => { if (this.setting(k) !== before[i]) this.setSetting(k, before[i]); });
      if (this.colours !== colours) this.colours = colours;
      throw e;
    }
  }

  /** Number of teams. */
  get count() { return wasmExports().swc_team_count(this._h()); }

  /** The team of number `number` (NotFoundError when there is none). */
  get(number) {
    if (!Number.isInteger(number) || number < 1 || number > this.count) {
      throw new NotFoundError(`no team ${number}: the event has ${this.count}`, { code: STATUS.ENOTFOUND });
    }
    return new Team(this, number);
  }

  /** Every team, in number order. */
  list() {
    const out = [];
    for (let k = 1; k <= this.count; k++) out.push(new Team(this, k));
    return out;
  }

  [Symbol.iterator]() { return this.list()[Symbol.iterator](); }

  /** Every team as a record (Team.info()), in one call. */
  records() { return call('swcjs_teams', this._h()); }

  /** Add a team; it gets the next number. `options`: members (player ids
   *  in board order), shortName, federation, captain (a member), strength.
   *  A team added after round k has not entered rounds 1..k. Refused:
   *  no team is added. */
  add(name, { members = [], ...fields } = {}) {
    ids(members, `members of team ${JSON.stringify(name)}`);
    const info = { ...teamFields(fields, 'team'), name: String(name), members };
    return new Team(this, call('swcjs_team_add', this._h(), JSON.stringify(info)));
  }

  /** The team of a player, null when he is in none. */
  ofPlayer(playerId) {
    const k = wasmExports().swc_team_of_player(this._h(), playerId);
    return k ? new Team(this, k) : null;
  }

  /** Forbid two teams (numbers) to meet in any round. */
  forbid(teamA, teamB) { this._check(wasmExports().swc_team_forbid_pair(this._h(), teamA, teamB)); }

  isForbidden(teamA, teamB) { return wasmExports().swc_team_is_forbidden(this._h(), teamA, teamB) === 1; }

  /** The forbidden pairs [a, b], smaller number first, in order. */
  forbiddenPairs() {
    const m = wasmExports();
    const out = [];
    for (let i = 0; i < m.swc_team_forbidden_count(this._h()); i++) {
      const [rc, v] = withOut(2, (p) => m.swc_team_forbidden(p, p + 4, this._h(), i));
      if (rc) throw readFailed(rc, `forbidden pair ${i}`);
      out.push([v[0] >>> 0, v[1] >>> 0]);
    }
    return out;
  }

  /** Create the next round from its matches and byes; a Round (its
   *  individual boards). A match is [white, black, kind?, whiteLineup?,
   *  blackLineup?] or {white, black, kind, whiteLineup, blackLineup}:
   *  `kind` a MatchKind or "+-", "-+", "--"; a line-up lists player ids per
   *  board (0 = empty), null for board order. A bye is [team, 0, kind] or
   *  {team, bye: kind}: "pab", "full", "half", "zero". Refused: no round. */
  createRound(entries) {
    if (!Array.isArray(entries)) throw invalid('createRound: expected a list of matches and byes');
    const boards = this.boards;
    const lineup = (list, team) => {
      if (list === null || list === undefined) return null;
      ids(list, `line-up of team ${team}`);
      if (boards > 0 && list.length > boards) throw invalid(`line-up of team ${team} names ${list.length} players for ${boards} boards`);
      return list;
    };
    const norm = entries.map((e) => {
      const m = Array.isArray(e)
        ? { white: e[0], black: e[1], kind: e[2], whiteLineup: e[3], blackLineup: e[4] }
        : e && typeof e === 'object' && 'team' in e ? { white: e.team, black: 0, kind: e.bye } : { ...e };
      if (!Number.isInteger(m.white) || m.white < 0 || !Number.isInteger(m.black ?? 0) || (m.black ?? 0) < 0) {
        throw invalid(`createRound: ${JSON.stringify(e)} does not name teams by number`);
      }
      const black = m.black ?? 0;
      return {
        white: m.white, black,
        kind: black ? matchKind(m.kind) : byeKind(m.kind ?? 'pab'),
        whiteLineup: black ? lineup(m.whiteLineup, m.white) : null,
        blackLineup: black ? lineup(m.blackLineup, black) : null,
      };
    });
    return this.tournament.round(call('swcjs_team_round_create', this._h(), JSON.stringify(norm)));
  }

  /** The entries of a team round: its matches in order, then its byes,
   *  each {white, black, kind, whiteLineup, blackLineup, bye}; a bye has
   *  black 0, a RoundKind as kind and empty line-ups. */
  matches(round) {
    return read(`matches of round ${round}`, 'swcjs_team_matches', this._h(), round).map((m) => ({ ...m, bye: m.black === 0 }));
  }

  /** Rank the teams by `tiebreaks`, a cascade ("PTS:MP,MPVGP,EDE",
   *  "场分,局分,对手分") or a team ruleset's name ("fide-team-2026",
   *  "chinese-team"); empty: the event's own. {criteria, codes, cascade,
   *  rows}; each row {team, name, rank, shared, values, points, value(code)},
   *  values raw (divide by the criterion's scale), null when undefined. */
  standings(tiebreaks = '', { afterRound = 0 } = {}) {
    const s = call('swcjs_team_standings', this._h(), tiebreaks || '', afterRound);
    s.codes = s.criteria.map((c) => c.code);
    for (const row of s.rows) {
      row.points = row.values[0] === null ? null : row.values[0] / s.criteria[0].scale;
      Object.defineProperty(row, 'value', {
        enumerable: false,
        value(code) {
          const k = s.codes.indexOf(code);
          if (k < 0) throw new NotFoundError(`no criterion ${code}`, { code: STATUS.ENOTFOUND });
          return row.values[k] === null ? null : row.values[k] / s.criteria[k].scale;
        },
      });
    }
    return s;
  }

  /** The board prize ranking of one board: players by percentage on it
   *  (games over the board), then points, then games; each {player, name,
   *  team, rank, shared, games, points, percent}. */
  boardRanking(board, { minGames = 0, afterRound = 0 } = {}) {
    return call('swcjs_board_ranking', this._h(), board, minGames, afterRound)
      .map((r) => ({ ...r, points: points(r.points), percent: r.percent / 100 }));
  }
}

function utf8(source) {
  if (typeof source === 'string') return encoder.encode(source);
  if (source instanceof Uint8Array) return source;
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  throw new InvalidArgumentError('expected text or a Uint8Array', { code: STATUS.EINVAL });
}

/** The named tie-break rulesets: {name, nameZh, tiebreaks}. */
function rulesets() { return call('swcjs_rulesets'); }

/** The named team rulesets: {name, nameZh, tiebreaks, unplayed, lots, description}. */
function teamRulesets() { return call('swcjs_team_rulesets'); }

/** The named prize rules: {name, nameZh, description, text}. */
function prizeRules() { return call('swcjs_prize_rules'); }

/** The library's version string. */
function version() { return cstring(wasmExports().swc_version_string()); }

export {
  init, initSync, wasmExports, version, rulesets, teamRulesets, prizeRules, parseResult, resultText, tenths,
  Tournament, Round, Teams, Team, Setting, TextSetting, PairingSystem, Result, RoundKind, Colour,
  TeamSetting, TeamSystem, TeamColourType, MatchKind, STATUS as Status,
  SwissCoreError, InvalidArgumentError, ClosedError, ResultError, OutOfMemoryError,
  NotFoundError, StateError, NoPairingError, ParseError, OutOfRangeError, BufferSizeError,
  FileError, InconsistentError, UnsupportedError, LimitError,
};
