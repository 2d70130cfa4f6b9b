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

function utf8(source) {
  if (typeof source === 'string') return encoder.encode(source);
  if (source instanceof Uint8Array) return source;
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  throw new InvalidArgumentError('expected text or a Uint8Array', { code: STATUS.EINVAL });
}

/** The named tie-break rulesets: {name, nameZh, tiebreaks}. */
function rulesets() { return call('swcjs_rulesets'); }

/** The named prize rules: {name, nameZh, description, text}. */
function prizeRules() { return call('swcjs_prize_rules'); }

/** The library's version string. */
function version() { return cstring(wasmExports().swc_version_string()); }

export {
  init, initSync, wasmExports, version, rulesets, prizeRules, parseResult, resultText, tenths,
  Tournament, Round, Setting, TextSetting, PairingSystem, Result, RoundKind, STATUS as Status,
  SwissCoreError, InvalidArgumentError, ClosedError, ResultError, OutOfMemoryError,
  NotFoundError, StateError, NoPairingError, ParseError, OutOfRangeError, BufferSizeError,
  FileError, InconsistentError, UnsupportedError, LimitError,
};
