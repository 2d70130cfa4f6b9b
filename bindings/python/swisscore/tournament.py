"""Tournament, Player and Round: the Python face of the C handles.

Objects keep ids and round numbers, never raw player or round pointers, so
a Player or Round outliving its tournament raises instead of crashing.
"""

import ctypes
import os
from collections import namedtuple
from decimal import Decimal

from . import _native
from ._native import cstr, lib, new_struct, text
from .enums import (Colour, Eol, PlayerFlag, Result, RoundKind, Setting,
                    TextSetting, TrfFormat, TRF_TRUST_RESULTS, TRF_ENCODINGS)
from .errors import ClosedError, NotFoundError, error_for

UNIT = 10  # SWC_POINTS_UNIT: scores are integers in tenths


def points(tenths):
    """Tenths of a point as an exact Decimal (15 -> Decimal('1.5'))."""
    return Decimal(tenths).scaleb(-1).normalize() if tenths % UNIT else Decimal(tenths // UNIT)


def tenths(value):
    """A point value (int, str, Decimal, or float with at most one decimal) in tenths."""
    d = Decimal(str(value)) * UNIT
    if d != d.to_integral_value():
        raise ValueError("%r is not a multiple of 0.1 point" % (value,))
    return int(d)


PlayerInfo = namedtuple("PlayerInfo", "name rating title federation fide_id sex "
                                      "birth_date group tags provisional member")
PlayerInfo.__doc__ = "Registration data of a player (strings are '' when unknown)."

RoundEntry = namedtuple("RoundEntry", "round kind opponent colour board points results")
RoundEntry.__doc__ = ("One round of one player: kind (RoundKind), opponent id or None, "
                      "colour, board, points (Decimal), results per game.")

Board = namedtuple("Board", "number white black results")
Board.__doc__ = "A board of a round: player ids and a Result per game."

Bye = namedtuple("Bye", "player kind")


class Tournament:
    """A tournament: settings, players and rounds.

    Use it as a context manager, or call :meth:`close`; the C handle is also
    released when the object is garbage-collected.
    """

    def __init__(self, *, rounds=None, system=None, edition=None, points=None,
                 games_per_pairing=None, _handle=None):
        self._t = None
        if _handle is None:
            handle = ctypes.c_void_p()
            opts = new_struct(_native.TournamentOptions)
            rc = lib.swc_tournament_new(ctypes.byref(handle), ctypes.byref(opts))
            if rc != 0:
                raise error_for(rc, text(lib.swc_strerror(rc)))
            _handle = handle.value
        self._t = _handle
        try:
            if points is not None:
                self.set_points(*points)
            if rounds is not None:
                self.set(Setting.ROUNDS, rounds)
            if system is not None:
                self.set(Setting.PAIRING_SYSTEM, system)
            if edition is not None:
                self.set(Setting.DUTCH_EDITION, edition)
            if games_per_pairing is not None:
                self.set(Setting.GAMES_PER_PAIRING, games_per_pairing)
        except Exception:
            self.close()
            raise

    # ---- life cycle -------------------------------------------------------
    @classmethod
    def from_trf(cls, source, *, trust_results=False, encoding="auto"):
        """Read a TRF file: ``source`` is a path, TRF text, or bytes.
        ``encoding`` is "auto", "utf-8", "latin1" or "gbk"; what the reader
        had to interpret is in ``warnings`` afterwards."""
        if encoding not in TRF_ENCODINGS:
            raise ValueError("encoding must be one of %s" % ", ".join(TRF_ENCODINGS))
        handle = ctypes.c_void_p()
        opts = new_struct(_native.TrfReadOptions, flags=TRF_TRUST_RESULTS if trust_results else 0,
                          encoding=TRF_ENCODINGS[encoding])
        err = new_struct(_native.TrfError)
        if isinstance(source, os.PathLike) or (
                isinstance(source, str) and "\n" not in source and "\r" not in source):
            rc = lib.swc_trf_read_file(ctypes.byref(handle), cstr(os.fspath(source)),
                                       ctypes.byref(opts), ctypes.byref(err))
        else:
            data = source if isinstance(source, bytes) else source.encode("utf-8")
            rc = lib.swc_trf_read(ctypes.byref(handle), data, len(data),
                                  ctypes.byref(opts), ctypes.byref(err))
        if rc != 0:
            raise error_for(rc, err.message.decode("utf-8", "replace") or text(lib.swc_strerror(rc)),
                            line=err.line, column=err.column)
        return cls(_handle=handle.value)

    @property
    def warnings(self):
        """The warnings of the TRF read that built this tournament, as
        (line, column, message) tuples; the message has no position prefix."""
        out = []
        t = self._h()
        for i in range(lib.swc_tournament_warning_count(t)):
            w = new_struct(_native.TrfWarning)
            if lib.swc_tournament_warning(ctypes.byref(w), t, i) == 0:
                msg = w.message.decode("utf-8", "replace")
                prefix = "%d:%d: " % (w.line, w.column)
                out.append((w.line, w.column, msg[len(prefix):] if msg.startswith(prefix) else msg))
        return out

    def close(self):
        """Release the tournament; later calls raise ClosedError."""
        if self._t is not None:
            lib.swc_tournament_free(self._t)
            self._t = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:  # interpreter shutdown
            pass

    @property
    def closed(self):
        return self._t is None

    def _h(self):
        if self._t is None:
            raise ClosedError("the tournament is closed")
        return self._t

    def _check(self, rc):
        if rc < 0:
            raise error_for(rc, self.errmsg or text(lib.swc_strerror(rc)))
        return rc

    @property
    def errmsg(self):
        """Message of the last failed call ('' after a success)."""
        return text(lib.swc_tournament_errmsg(self._h())) or ""

    # ---- settings -----------------------------------------------------------
    def set(self, key, value):
        """Set an integer (Setting) or text (TextSetting) setting."""
        if isinstance(key, TextSetting):
            self._check(lib.swc_tournament_set_string(self._h(), int(key), cstr(value)))
        else:
            self._check(lib.swc_tournament_set_int(self._h(), int(key), int(value)))

    def get(self, key):
        """Read an integer (Setting) or text (TextSetting) setting."""
        if isinstance(key, TextSetting):
            out = ctypes.c_char_p()
            self._check(lib.swc_tournament_get_string(ctypes.byref(out), self._h(), int(key)))
            return text(out.value) or ""
        out = ctypes.c_int32()
        self._check(lib.swc_tournament_get_int(ctypes.byref(out), self._h(), int(key)))
        return out.value

    def set_points(self, win, draw, loss=0):
        """Point system in points, e.g. (1, 0.5, 0) or (2, 1, 0)."""
        self.set(Setting.POINTS_WIN, tenths(win))
        self.set(Setting.POINTS_DRAW, tenths(draw))
        self.set(Setting.POINTS_LOSS, tenths(loss))

    @property
    def name(self):
        return self.get(TextSetting.NAME)

    @name.setter
    def name(self, value):
        self.set(TextSetting.NAME, value)

    @property
    def planned_rounds(self):
        return self.get(Setting.ROUNDS)

    def forbid_pair(self, a, b):
        """Never pair players a and b (ids or Player objects)."""
        self._check(lib.swc_tournament_forbid_pair(self._h(), _id(a), _id(b)))

    def is_forbidden(self, a, b):
        return bool(self._check(lib.swc_tournament_is_forbidden(self._h(), _id(a), _id(b))))

    # ---- players ------------------------------------------------------------
    def add_player(self, name, rating=0, *, title="", federation="", fide_id="",
                   sex=None, birth_date="", group="", tags="", provisional=False,
                   member=False):
        """Register a player; returns the :class:`Player`."""
        info = _make_info(name, rating, title, federation, fide_id, sex, birth_date,
                          group, tags, provisional, member)
        out = ctypes.c_uint32()
        self._check(lib.swc_player_add(ctypes.byref(out), self._h(), ctypes.byref(info)))
        return Player(self, out.value)

    def player(self, id):
        """The player with this id (NotFoundError when none)."""
        if not lib.swc_tournament_player(self._h(), int(id)):
            raise NotFoundError("no player with id %d" % id)
        return Player(self, int(id))

    def player_by_tpn(self, tpn):
        p = lib.swc_tournament_player_by_tpn(self._h(), int(tpn))
        if not p:
            raise NotFoundError("no player with pairing number %d" % tpn)
        return Player(self, lib.swc_player_id(p))

    @property
    def players(self):
        """Players in pairing-number (TPN) order."""
        return [self.player_by_tpn(k) for k in range(1, len(self) + 1)]

    def __len__(self):
        return lib.swc_tournament_player_count(self._h())

    def __iter__(self):
        return iter(self.players)

    # ---- rounds ---------------------------------------------------------------
    @property
    def round_count(self):
        return lib.swc_tournament_round_count(self._h())

    @property
    def rounds(self):
        return [Round(self, k) for k in range(1, self.round_count + 1)]

    def round(self, number):
        if not lib.swc_tournament_round(self._h(), int(number)):
            raise NotFoundError("no round %d" % number)
        return Round(self, int(number))

    def pair_next_round(self):
        """Pair the next round with the tournament's pairing system."""
        out = ctypes.c_void_p()
        self._check(lib.swc_tournament_pair_next(ctypes.byref(out), self._h()))
        return Round(self, lib.swc_round_number(out))

    def create_round(self, boards, byes=()):
        """Append a round paired by hand: ``boards`` is [(white, black), …]
        and ``byes`` [(player, RoundKind), …]; players or ids."""
        boards = list(boards)
        byes = list(byes)
        white = (ctypes.c_uint32 * max(1, len(boards)))(*[_id(w) for w, _ in boards])
        black = (ctypes.c_uint32 * max(1, len(boards)))(*[_id(b) for _, b in boards])
        bye_ids = (ctypes.c_uint32 * max(1, len(byes)))(*[_id(p) for p, _ in byes])
        bye_kinds = (ctypes.c_int32 * max(1, len(byes)))(*[int(k) for _, k in byes])
        out = ctypes.c_void_p()
        self._check(lib.swc_round_create(ctypes.byref(out), self._h(), white, black,
                                         len(boards), bye_ids, bye_kinds, len(byes)))
        return Round(self, lib.swc_round_number(out))

    def delete_last_round(self):
        self._check(lib.swc_tournament_delete_last_round(self._h()))

    # ---- standings ------------------------------------------------------------
    def standings(self, ruleset=None, *, tiebreaks=None, unplayed=0, seed=0, group=None,
                  women_top=0, women_within=0, rating_below=0, after_round=0):
        """Rank the players: ``ruleset`` is a named ruleset (English or Chinese
        name, see :func:`swisscore.rulesets`) or ``tiebreaks`` a cascade such as
        "BH/C1,BH,SB,WIN,LOT" or "对手分,中间分,累进分,抽签". Returns a list of
        :class:`swisscore.Row` in ranking order."""
        from . import standings as _st
        return _st.compute(self, tiebreaks=tiebreaks, ruleset=ruleset, unplayed=unplayed,
                           seed=seed, group=group, women_top=women_top,
                           women_within=women_within, rating_below=rating_below,
                           after_round=after_round)[1]

    def prizes(self, rules=None, *, name=None, seed=0, after_round=0, unplayed=0):
        """Prize lists: ``rules`` is the text of prize rules, ``name`` a named
        rule (see :func:`swisscore.prize_rules`)."""
        from . import prizes as _pz
        return _pz.compute(self, rules, rules_name=name, seed=seed, after_round=after_round,
                           unplayed=unplayed)

    # ---- analysis --------------------------------------------------------------
    @classmethod
    def generate(cls, players, rounds, *, seed=0, system=0, edition=0, points=None,
                 draw_rate=0.3, forfeit_rate=0.0, hpb_rate=0.0, withdraw_rate=0.0,
                 late_rate=0.0, rating_range=(0, 0)):
        """A random tournament played through (results from ratings; rates are
        probabilities 0..1), the same for the same seed."""
        from . import analysis
        t = cls()
        try:
            analysis.generate(t, players, rounds, seed=seed, system=system, edition=edition,
                              points=points, draw_rate=draw_rate, forfeit_rate=forfeit_rate,
                              hpb_rate=hpb_rate, withdraw_rate=withdraw_rate,
                              late_rate=late_rate, rating_range=rating_range)
        except Exception:
            t.close()
            raise
        return t

    def check(self, *, system=0, edition=0, first_round=0, last_round=0):
        """Re-pair every round and compare with what was played: a CheckReport."""
        from . import analysis
        return analysis.check(self, system=system, edition=edition,
                              first_round=first_round, last_round=last_round)

    def stats(self):
        """Pairing-quality measures: [totals, round 1, round 2, …] as StatsRow."""
        from . import analysis
        return analysis.stats(self)

    # ---- TRF ----------------------------------------------------------------
    def to_trf(self, *, format=TrfFormat.TRF_2026, eol=Eol.LF):
        """The tournament as TRF text."""
        opts = new_struct(_native.TrfWriteOptions, format=int(format), eol=int(eol))
        size = ctypes.c_size_t()
        lib.swc_trf_write(ctypes.byref(size), None, 0, self._h(), ctypes.byref(opts))
        buf = ctypes.create_string_buffer(size.value + 1)
        self._check(lib.swc_trf_write(ctypes.byref(size), buf, len(buf), self._h(),
                                      ctypes.byref(opts)))
        return buf.raw[:size.value].decode("utf-8")

    def save_trf(self, path, *, format=TrfFormat.TRF_2026, eol=Eol.LF):
        opts = new_struct(_native.TrfWriteOptions, format=int(format), eol=int(eol))
        self._check(lib.swc_trf_write_file(self._h(), cstr(os.fspath(path)), ctypes.byref(opts)))

    def __repr__(self):
        if self._t is None:
            return "<swisscore.Tournament closed>"
        return "<swisscore.Tournament %r: %d players, %d/%d rounds>" % (
            self.name, len(self), self.round_count, self.planned_rounds)


def _id(p):
    return p.id if isinstance(p, Player) else int(p)


def _make_info(name, rating, title, federation, fide_id, sex, birth_date, group,
               tags, provisional, member):
    flags = (PlayerFlag.PROVISIONAL if provisional else 0) | (PlayerFlag.MEMBER if member else 0)
    if sex in (None, ""):
        sex_code = 0
    else:
        sex_code = ord(sex[0]) if isinstance(sex, str) else int(sex)
    return new_struct(_native.PlayerInfo, name=cstr(name), rating=int(rating), flags=int(flags),
                      title=cstr(title), federation=cstr(federation), fide_id=cstr(fide_id),
                      sex=sex_code, birth_date=cstr(birth_date), group=cstr(group),
                      tags=cstr(tags))


class Player:
    """A player of a tournament, identified by a stable id."""

    __slots__ = ("tournament", "id")

    def __init__(self, tournament, id):
        self.tournament = tournament
        self.id = id

    def _h(self):
        p = lib.swc_tournament_player(self.tournament._h(), self.id)
        if not p:
            raise ClosedError("player %d no longer exists" % self.id)
        return p

    def _check(self, rc):
        return self.tournament._check(rc)

    @property
    def tpn(self):
        return lib.swc_player_tpn(self._h())

    @property
    def name(self):
        return text(lib.swc_player_name(self._h()))

    @property
    def rating(self):
        return lib.swc_player_rating(self._h())

    @property
    def info(self):
        out = new_struct(_native.PlayerInfo)
        self._check(lib.swc_player_get_info(ctypes.byref(out), self._h()))
        return PlayerInfo(text(out.name), out.rating, text(out.title) or "",
                          text(out.federation) or "", text(out.fide_id) or "",
                          chr(out.sex) if out.sex else "", text(out.birth_date) or "",
                          text(out.group) or "", text(out.tags) or "",
                          bool(out.flags & PlayerFlag.PROVISIONAL),
                          bool(out.flags & PlayerFlag.MEMBER))

    def update(self, **fields):
        """Change registration fields, e.g. ``update(rating=1850, title="FM")``."""
        merged = self.info._replace(**fields)
        info = _make_info(*merged)
        self._check(lib.swc_player_update(self._h(), ctypes.byref(info)))

    def withdraw(self, from_round):
        """Withdraw from round ``from_round`` on."""
        self._check(lib.swc_player_withdraw(self._h(), int(from_round)))

    def reinstate(self):
        self._check(lib.swc_player_reinstate(self._h()))

    def set_entry_round(self, round):
        """Late entry: the player takes part from this round."""
        self._check(lib.swc_player_set_entry_round(self._h(), int(round)))

    def request_bye(self, round, kind=RoundKind.HALF_BYE):
        """Absence in a future round: HALF_BYE, FULL_BYE, ZERO_BYE, or NONE to cancel."""
        self._check(lib.swc_player_request_bye(self._h(), int(round), int(kind)))

    def round(self, number):
        """What the player's round ``number`` was, as a :data:`RoundEntry`."""
        out = new_struct(_native.PlayerRoundInfo)
        self._check(lib.swc_player_round(ctypes.byref(out), self._h(), int(number)))
        games = self.tournament.get(Setting.GAMES_PER_PAIRING)
        return RoundEntry(int(number), RoundKind(out.kind), out.opponent or None,
                          Colour(out.colour), out.board, points(out.points),
                          tuple(Result(r) for r in out.result[:games]))

    @property
    def history(self):
        return [self.round(k) for k in range(1, self.tournament.round_count + 1)]

    def score(self, after_round=None):
        """Score (Decimal) after a round; after the last round by default."""
        if after_round is None:
            after_round = self.tournament.round_count
        out = ctypes.c_int32()
        self._check(lib.swc_player_score(ctypes.byref(out), self._h(), int(after_round)))
        return points(out.value)

    def set_virtual_points(self, round, value):
        """Acceleration points (not counted in standings) for pairing a round."""
        self._check(lib.swc_player_set_virtual_points(self._h(), int(round), tenths(value)))

    def virtual_points(self, round):
        out = ctypes.c_int32()
        self._check(lib.swc_player_get_virtual_points(ctypes.byref(out), self._h(), int(round)))
        return points(out.value)

    @property
    def fouls(self):
        """Rule violations (xiangqi 犯规), used by the FOUL tie-break."""
        out = ctypes.c_uint32()
        self._check(lib.swc_player_get_fouls(ctypes.byref(out), self._h()))
        return out.value

    @fouls.setter
    def fouls(self, value):
        self._check(lib.swc_player_set_fouls(self._h(), int(value)))

    @property
    def conduct(self):
        """Conduct points (行为积分); the knight award needs them above 0."""
        out = ctypes.c_int32()
        self._check(lib.swc_player_get_conduct(ctypes.byref(out), self._h()))
        return out.value

    @conduct.setter
    def conduct(self, value):
        self._check(lib.swc_player_set_conduct(self._h(), int(value)))

    def __eq__(self, other):
        return (isinstance(other, Player) and other.id == self.id
                and other.tournament is self.tournament)

    def __hash__(self):
        return hash((id(self.tournament), self.id))

    def __repr__(self):
        try:
            return "<Player %d %s (%d), TPN %d, %s pts>" % (
                self.id, self.name, self.rating, self.tpn, self.score())
        except Exception:
            return "<Player %d (gone)>" % self.id


class Round:
    """A round of a tournament, by number."""

    __slots__ = ("tournament", "number")

    def __init__(self, tournament, number):
        self.tournament = tournament
        self.number = number

    def _h(self):
        r = lib.swc_tournament_round(self.tournament._h(), self.number)
        if not r:
            raise ClosedError("round %d no longer exists" % self.number)
        return r

    def _check(self, rc):
        return self.tournament._check(rc)

    def _games(self):
        return self.tournament.get(Setting.GAMES_PER_PAIRING)

    @property
    def boards(self):
        r = self._h()
        games = self._games()
        out = []
        for b in range(1, lib.swc_round_board_count(r) + 1):
            w, bl = ctypes.c_uint32(), ctypes.c_uint32()
            self._check(lib.swc_round_board(ctypes.byref(w), ctypes.byref(bl), r, b))
            results = []
            for g in range(1, games + 1):
                res = ctypes.c_int32()
                self._check(lib.swc_round_game_result(ctypes.byref(res), r, b, g))
                results.append(Result(res.value))
            out.append(Board(b, w.value, bl.value, tuple(results)))
        return out

    @property
    def byes(self):
        r = self._h()
        out = []
        for i in range(lib.swc_round_bye_count(r)):
            pid, kind = ctypes.c_uint32(), ctypes.c_int32()
            self._check(lib.swc_round_bye(ctypes.byref(pid), ctypes.byref(kind), r, i))
            out.append(Bye(pid.value, RoundKind(kind.value)))
        return out

    def set_result(self, board, result):
        """Result of a board (every game of it): a Result or "1-0", "½-½", "+/-" …"""
        self._check(lib.swc_round_set_result(self._h(), int(board), int(Result.parse(result))))

    def set_game_result(self, board, game, result):
        """Result of game 1 or 2 of a dual-board pairing (white's view of board 1)."""
        self._check(lib.swc_round_set_game_result(self._h(), int(board), int(game),
                                                  int(Result.parse(result))))

    def game_result(self, board, game=1):
        out = ctypes.c_int32()
        self._check(lib.swc_round_game_result(ctypes.byref(out), self._h(), int(board), int(game)))
        return Result(out.value)

    @property
    def complete(self):
        """True when every board has a result."""
        return bool(self._check(lib.swc_round_is_complete(self._h())))

    def __iter__(self):
        return iter(self.boards)

    def __len__(self):
        return lib.swc_round_board_count(self._h())

    def __repr__(self):
        try:
            return "<Round %d: %d boards, %d byes%s>" % (
                self.number, len(self), len(self.byes), ", complete" if self.complete else "")
        except Exception:
            return "<Round %d (gone)>" % self.number
