// Type declarations of the swisscore package (swisscore.mjs, index.mjs, index.cjs).

/** Status codes of the C library (negative). */
export declare const Status: {
  readonly EINVAL: -1; readonly ENOMEM: -2; readonly ENOTFOUND: -3; readonly ESTATE: -4;
  readonly ENOPAIRING: -5; readonly EPARSE: -6; readonly ERANGE: -7; readonly EBUFSIZE: -8;
  readonly EIO: -9; readonly EINCONSISTENT: -10; readonly EUNSUPPORTED: -11; readonly ELIMIT: -12;
};

/** Base of every error the library reports. */
export declare class SwissCoreError extends Error {
  constructor(message: string, where?: { code?: number; line?: number; column?: number; path?: string });
  /** The C status, e.g. Status.EPARSE. */
  readonly code: number;
  /** 1-based line of malformed input, 0 when not known. */
  readonly line: number;
  /** 1-based column of malformed input, 0 when not known. */
  readonly column: number;
  /** Place in a JSON document ("players[3].rating"), "" when not known. */
  readonly path: string;
}
export declare class InvalidArgumentError extends SwissCoreError {}
export declare class ClosedError extends InvalidArgumentError {}
export declare class ResultError extends InvalidArgumentError {}
export declare class OutOfMemoryError extends SwissCoreError {}
export declare class NotFoundError extends SwissCoreError {}
export declare class StateError extends SwissCoreError {}
export declare class NoPairingError extends SwissCoreError {}
export declare class ParseError extends SwissCoreError {}
export declare class OutOfRangeError extends SwissCoreError {}
export declare class BufferSizeError extends SwissCoreError {}
export declare class FileError extends SwissCoreError {}
export declare class InconsistentError extends SwissCoreError {}
export declare class UnsupportedError extends SwissCoreError {}
export declare class LimitError extends SwissCoreError {}

export declare const Setting: {
  readonly ROUNDS: 1; readonly POINTS_WIN: 2; readonly POINTS_DRAW: 3; readonly POINTS_LOSS: 4;
  readonly POINTS_PAB: 5; readonly POINTS_FORFEIT_WIN: 6; readonly POINTS_FORFEIT_LOSS: 7;
  readonly POINTS_FULL_BYE: 8; readonly POINTS_HALF_BYE: 9; readonly POINTS_ZERO_BYE: 10;
  readonly POINTS_DRAW_WHITE: 11; readonly POINTS_DRAW_BLACK: 12; readonly POINTS_NOT_ENTERED: 13;
  readonly GAMES_PER_PAIRING: 14; readonly INITIAL_COLOUR: 15; readonly PAIRING_SYSTEM: 16;
  readonly DUTCH_EDITION: 17; readonly FORFEIT_WITHDRAW: 18; readonly ACCELERATION: 19;
  readonly TPN_ORDER: 20; readonly SEQUENTIAL_TIEBREAK: 21;
};
export declare const TextSetting: {
  readonly NAME: 1; readonly CITY: 2; readonly FEDERATION: 3; readonly START_DATE: 4;
  readonly END_DATE: 5; readonly TYPE: 6; readonly ARBITER: 7; readonly DEPUTY: 8;
  readonly TIME_CONTROL: 9; readonly TIEBREAKS: 10;
};
export declare const PairingSystem: { readonly DUTCH: 1; readonly SEQUENTIAL: 2; readonly BERGER: 3 };
export declare const Result: {
  readonly NONE: 0; readonly WHITE_WIN: 1; readonly DRAW: 2; readonly BLACK_WIN: 3;
  readonly WHITE_FORFEIT_WIN: 4; readonly BLACK_FORFEIT_WIN: 5; readonly DOUBLE_FORFEIT: 6;
  readonly ADJOURNED: 7; readonly WHITE_WIN_UNRATED: 8; readonly DRAW_UNRATED: 9;
  readonly BLACK_WIN_UNRATED: 10;
};
export declare const RoundKind: {
  readonly NONE: 0; readonly PLAYED: 1; readonly FORFEIT_WIN: 2; readonly FORFEIT_LOSS: 3;
  readonly PAB: 4; readonly FULL_BYE: 5; readonly HALF_BYE: 6; readonly ZERO_BYE: 7;
  readonly NOT_PAIRED: 8; readonly NOT_ENTERED: 9; readonly WITHDRAWN: 10;
};

/** A Result value or one of its notations ("1-0", "½-½", "0-1", "+-", "红胜" …). */
export type ResultLike = number | string | null | undefined;
/** Text or its UTF-8 (or, for TRF, other encoded) bytes. */
export type Source = string | Uint8Array | ArrayBuffer;

export interface PlayerOptions {
  title?: string; federation?: string; fideId?: string; sex?: 'm' | 'w' | '';
  birthDate?: string; group?: string; tags?: string; cnTitle?: string; flags?: number;
}
export interface PlayerRecord {
  id: number; tpn: number; name: string; rating: number; flags: number; title: string;
  federation: string; fideId: string; sex: string; birthDate: string; group: string;
  tags: string; cnTitle: string;
  /** Score after the last round, in tenths of a point. */
  score: number;
  withdrawnFrom?: number;
}
export interface Board { number: number; white: number; black: number; results: number[] }
export interface Bye { player: number; kind: number }

export declare class Round {
  readonly tournament: Tournament;
  number: number;
  boards: Board[];
  byes: Bye[];
  complete: boolean;
  setResult(board: number, result: ResultLike): void;
}

export interface Criterion {
  code: string; nameZh: string; type: string; scale: number; decimals: number; ascending: boolean;
}
export interface StandingsRow {
  id: number; name: string; rank: number; shared: boolean; byLot: boolean; overallRank: number;
  /** Raw values, one per criterion (divide by its scale); null when undefined. */
  values: Array<number | null>;
  /** Points as a number (values[0] / scale). */
  points: number;
  /** A criterion's value by code, as a number. */
  value(code: string): number | null;
}
export interface Standings { criteria: Criterion[]; rows: StandingsRow[]; unplayed: number }
export interface StandingsOptions {
  tiebreaks?: string; unplayed?: number; afterRound?: number; pairings?: number; group?: string;
}
export interface PrizeAward {
  id: number; name: string; rank: number; firstPlace: number; lastPlace: number;
  sharedBy: number; amount: number | null; group: string;
}
export interface PrizeTable {
  name: string; title: string; kind: number; entrants: number; places: number;
  hasAmounts: boolean; total: number; remainder: number; note: string; awards: PrizeAward[];
}
export interface CheckReport {
  disagreements: number;
  rounds: Array<{ round: number; agrees: boolean; reason: number; criterion: number; text: string }>;
}
export declare const Colour: { readonly NONE: 0; readonly WHITE: 1; readonly BLACK: 2 };
export declare const TeamSetting: {
  readonly BOARDS: 1; readonly MP_WIN: 2; readonly MP_DRAW: 3; readonly MP_LOSS: 4; readonly PAB_MP: 5;
  readonly PAB_GP: 6; readonly SYSTEM: 7; readonly COLOUR_TYPE: 8; readonly SCORE_ORDER: 9;
  readonly NO_SECONDARY: 10;
};
export declare const TeamSystem: { readonly SWISS_2026: 0; readonly ROUND_ROBIN: 1 };
export declare const TeamColourType: { readonly A: 0; readonly B: 1; readonly NONE: 2 };
export declare const MatchKind: {
  readonly PLAYED: 0; readonly FORFEIT_WHITE: 1; readonly FORFEIT_BLACK: 2; readonly FORFEIT_BOTH: 3;
};

/** A MatchKind value or name, or "+-", "-+", "--". */
export type MatchKindLike = number | string;
/** A bye: "pab", "full", "half", "zero" ("none" cancels a request), or a RoundKind value or name. */
export type ByeKindLike = number | string;
export interface TeamFields {
  shortName?: string; federation?: string;
  /** Player id of the captain, a member of the team; 0 when none. */
  captain?: number; strength?: number;
}
export interface TeamRecord {
  number: number; name: string; shortName: string; federation: string; captain: number; strength: number;
  /** Player ids in board order. */
  members: number[];
  /** The first round the team takes part in. */
  entryRound: number;
  /** The first round missed after withdrawal, null when active. */
  withdrawnFrom: number | null;
}
export interface TeamSettings {
  boards: number; colours: string; matchPoints: [number, number, number];
  pabMatchPoints: number; pabGamePoints: number; system: number; colourType: number;
  scoreOrder: number; noSecondary: boolean;
}
export interface TeamSettingsOptions {
  boards?: number; colours?: string;
  matchPoints?: [number | string, number | string, number | string];
  pabMatchPoints?: number | string; pabGamePoints?: number | string;
  system?: 'swiss' | 'round-robin' | number; colourType?: 'A' | 'B' | 'none' | number;
  scoreOrder?: 'match-points' | 'game-points' | number; noSecondary?: boolean;
}
/** Player ids per board (0 = empty), or null for the team's board order. */
export type Lineup = number[] | null;
export type TeamMatchEntry =
  | [number, number]
  | [number, number, MatchKindLike]
  | [number, number, MatchKindLike, Lineup?, Lineup?]
  | [number, 0, ByeKindLike]
  | { white: number; black: number; kind?: MatchKindLike; whiteLineup?: Lineup; blackLineup?: Lineup }
  | { team: number; bye?: ByeKindLike };
export interface TeamMatch {
  white: number;
  /** 0 for a bye of `white`. */
  black: number;
  /** A MatchKind; a RoundKind for a bye. */
  kind: number;
  whiteLineup: number[]; blackLineup: number[];
  bye: boolean;
}
export interface TeamResult {
  /** A RoundKind. */
  kind: number; opponent: number;
  /** A Colour: WHITE when the team was named first. */
  colour: number;
  matchPoints: number; gamePoints: number; opponentGamePoints: number; complete: boolean;
}
export interface TeamScore { matchPoints: number; gamePoints: number }
export interface TeamStandingsRow {
  team: number; name: string; rank: number; shared: boolean;
  /** Raw values, one per criterion (divide by its scale); null when undefined. */
  values: Array<number | null>;
  /** The primary score (values[0] / scale). */
  points: number | null;
  value(code: string): number | null;
}
export interface TeamStandings { criteria: Criterion[]; codes: string[]; cascade: string; rows: TeamStandingsRow[] }
export interface BoardRank {
  player: number; name: string; team: number; rank: number; shared: boolean; games: number;
  points: number; percent: number;
}
export interface TeamRuleset {
  name: string; nameZh: string; tiebreaks: string; unplayed: number; lots: boolean; description: string;
}

export declare class Team {
  readonly teams: Teams;
  readonly number: number;
  info(): TeamRecord;
  toJSON(): TeamRecord;
  readonly name: string;
  readonly shortName: string;
  readonly federation: string;
  readonly captain: number;
  readonly strength: number;
  readonly entryRound: number;
  readonly withdrawnFrom: number | null;
  members: number[];
  setMembers(ids: number[]): void;
  update(fields: TeamFields & { name?: string }): void;
  withdraw(fromRound?: number): void;
  requestBye(round: number, kind?: ByeKindLike): void;
  byeRequest(round: number): number;
  lineup(round: number): number[];
  setLineup(round: number, ids: number[]): void;
  /** The line-up handed in for the next round, [] when none. */
  readonly nextLineup: number[];
  setMatchKind(round: number, kind: MatchKindLike): void;
  board(round: number, board: number): number;
  result(round: number): TeamResult;
  score(afterRound?: number): TeamScore;
}

export declare class Teams {
  readonly tournament: Tournament;
  setting(key: number): number;
  setSetting(key: number, value: number): void;
  boards: number;
  colours: string;
  settings(): TeamSettings;
  configure(options: TeamSettingsOptions): void;
  readonly count: number;
  get(number: number): Team;
  list(): Team[];
  records(): TeamRecord[];
  [Symbol.iterator](): Iterator<Team>;
  add(name: string, options?: TeamFields & { members?: number[] }): Team;
  ofPlayer(playerId: number): Team | null;
  forbid(teamA: number, teamB: number): void;
  isForbidden(teamA: number, teamB: number): boolean;
  forbiddenPairs(): Array<[number, number]>;
  createRound(entries: TeamMatchEntry[]): Round;
  matches(round: number): TeamMatch[];
  standings(tiebreaks?: string, options?: { afterRound?: number }): TeamStandings;
  boardRanking(board: number, options?: { minGames?: number; afterRound?: number }): BoardRank[];
}

export interface TournamentOptions {
  rounds?: number; system?: 'dutch' | 'sequential' | 'berger' | number; edition?: number | string;
  points?: [number | string, number | string, (number | string)?]; gamesPerPairing?: number; name?: string;
}

export declare class Tournament {
  constructor(options?: TournamentOptions);
  static fromJSON(source: Source): Tournament;
  static fromTRF(source: Source, options?: { trustResults?: boolean; encoding?: 'auto' | 'utf-8' | 'latin1' | 'gbk' }): Tournament;
  close(): void;
  [Symbol.dispose](): void;
  readonly closed: boolean;
  readonly warnings: Array<[number, number, string]>;
  set(key: number, value: number): void;
  get(key: number): number;
  setText(key: number, value: string): void;
  getText(key: number): string;
  name: string;
  setPoints(win: number | string, draw: number | string, loss?: number | string): void;
  readonly playerCount: number;
  readonly roundCount: number;
  addPlayer(name: string, rating?: number, options?: PlayerOptions): PlayerRecord;
  players(): PlayerRecord[];
  player(id: number): PlayerRecord;
  withdraw(id: number, fromRound?: number): void;
  round(number: number): Round;
  rounds(): Round[];
  pairNextRound(): Round;
  setResult(round: number, board: number, result: ResultLike): void;
  setGameResult(round: number, board: number, game: number, result: ResultLike): void;
  deleteLastRound(): void;
  standings(ruleset?: string, options?: StandingsOptions): Standings;
  prizes(rules?: string, options?: { name?: string; afterRound?: number }): PrizeTable[];
  check(): CheckReport;
  /** The team side of the event (团体赛). */
  readonly teams: Teams;
  toJSON(options?: { indent?: number } | string): string;
  toTRF(options?: { format?: 'trf-2026' | 'trf-16'; eol?: 'lf' | 'crlf' | 'cr' }): string;
  /** The FIDE rating report: ranks from the event's tie-breaks; plain keeps FIDE's records only. */
  toTRFReport(options?: { format?: 'trf-2026' | 'trf-16'; eol?: 'lf' | 'crlf' | 'cr'; plain?: boolean }): string;
}

export declare function init(source?: string | URL | Response | BufferSource | WebAssembly.Module | Promise<Response>): Promise<void>;
export declare function initSync(source: BufferSource | WebAssembly.Module): void;
/** The raw exports of the WebAssembly module (swc_* functions, malloc, free, memory). */
export declare function wasmExports(): Record<string, any>;
export declare function version(): string;
export declare function rulesets(): Array<{ name: string; nameZh: string; tiebreaks: string }>;
export declare function teamRulesets(): TeamRuleset[];
export declare function prizeRules(): Array<{ name: string; nameZh: string; description: string; text: string }>;
export declare function parseResult(value: ResultLike): number;
export declare function resultText(value: ResultLike): string;
export declare function tenths(value: number | string): number;
