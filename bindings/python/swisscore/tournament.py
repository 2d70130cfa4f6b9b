"""Tournament, Player and Round: the Python face of the C handles.

Objects keep ids and round numbers, never raw player or round pointers, so
a Player or Round outliving its tournament raises instead of crashing.
"""

from __future__ import annotations

import ctypes
import functools
import os
import threading
from collections import namedtuple
from decimal import Decimal
from typing import (TYPE_CHECKING, Any, Iterable, Iterator, List, Optional, Sequence,
                    Tuple, Union)

from . import _native
from ._native import cstr, lib, new_struct, text
from .enums import (Acceleration, Colour, Eol, PairingSystem, PlayerFlag, Result, RoundKind,
                    SequentialTiebreak, Setting, TextSetting, TpnOrder, TrfFormat, TrfReportFlag,
                    TRF_TRUST_RESULTS, TRF_ENCODINGS)
from .errors import ClosedError, NotFoundError, error_for

if TYPE_CHECKING:
    from .report import Report  # noqa: F401
    from .standings import Pairings  # noqa: F401
    from .analysis import CheckReport, StatsRow
    from .card import Card
    from .prizes import Prizes
    from .standings import Standings, Unplayed
    from .journal import JournalEntry

#: A player given to a method: a Player or its id.
PlayerRef = Union["Player", int]
#: A point value: 1, "0.5", Decimal("1.5") or 1.5.
PointValue = Union[int, str, Decimal, float]
#: A result: a Result or one of its notations ("1-0", "½-½", "红胜" …).
ResultLike = Union[Result, int, str]
#: A path to a file.
PathLike = Union[str, "os.PathLike[str]"]

#: The values an integer setting takes as text or enum, by key.
_SETTING_ENUMS = {
    Setting.PAIRING_SYSTEM: PairingSystem,
    Setting.INITIAL_COLOUR: Colour,
    Setting.ACCELERATION: Acceleration,
    Setting.TPN_ORDER: TpnOrder,
    Setting.SEQUENTIAL_TIEBREAK: SequentialTiebreak,
}


def _setting_value(key: Setting, value: Any) -> int:
    """An integer setting's value from an int, an enum member or its name."""
    cls = _SETTING_ENUMS.get(key)
    if isinstance(value, str):
        if value.strip().lstrip("+-").isdigit():
            return int(value)
        if cls is not None:
            return int(cls.coerce(value))
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("setting %s takes an integer%s, not %r"
                        % (key.name, " or a %s name" % cls.__name__ if cls else "", value))
    return int(value)  # the library checks the range

UNIT = 10  # SWC_POINTS_UNIT: scores are integers in tenths


def points(tenths: int) -> Decimal:
    """Tenths of a point as an exact Decimal (15 -> Decimal('1.5'))."""
    return Decimal(tenths).scaleb(-1).normalize() if tenths % UNIT else Decimal(tenths // UNIT)


def tenths(value: PointValue) -> int:
    """A point value (int, str, Decimal, or float with at most one decimal) in tenths."""
    d = Decimal(str(value)) * UNIT
    if d != d.to_integral_value():
        raise ValueError("%r is not a multiple of 0.1 point" % (value,))
    return int(d)


PlayerInfo = namedtuple("PlayerInfo", "name rating title federation fide_id sex "
                                      "birth_date group tags provisional member cn_title")
PlayerInfo.__doc__ = ("Registration data of a player (strings are '' when unknown): name, "
                      "rating, FIDE title, federation, FIDE id, sex ('m', 'w' or ''), birth "
                      "date, group, tags, provisional rating, member, Chinese title (cn_title, "
                      "e.g. 棋协大师).")

RoundEntry = namedtuple("RoundEntry", "round kind opponent colour board points results")
RoundEntry.__doc__ = ("One round of one player: kind (RoundKind), opponent id or None, "
                      "colour, board, points (Decimal), results per game.")

Board = namedtuple("Board", "number white black results")
Board.__doc__ = "A board of a round: player ids and a Result per game."

ForbiddenPair = namedtuple("ForbiddenPair", "a b first_round last_round")
ForbiddenPair.__doc__ = ("Two player ids kept apart in rounds first_round to last_round "
                         "(None: to the end of the event).")

Bye = namedtuple("Bye", "player kind")
Bye.__doc__ = "A bye of a round: the player's id and its RoundKind (PAB, HALF_BYE …)."


def _hold(fn: Any) -> Any:
    """fn run under the lock of its object's tournament."""
    @functools.wraps(fn)
    def run(self: Any, *args: Any, **kwargs: Any) -> Any:
        with self._lock_of():
            return fn(self, *args, **kwargs)
    return run


def _locked(cls: Any) -> Any:
    """Every method and property of cls runs under its tournament's lock, so
    a tournament may be shared between threads as in the Go and Java
    bindings (the C library itself locks nothing)."""
    for name, attr in list(vars(cls).items()):
        if name.startswith("__") and name not in ("__len__", "__iter__", "__repr__", "__exit__"):
            continue
        if isinstance(attr, property):
            setattr(cls, name, property(_hold(attr.fget), attr.fset and _hold(attr.fset), None,
                                        attr.__doc__))
        elif callable(attr) and not isinstance(attr, (classmethod, staticmethod)) \
                and name != "_lock_of":
            setattr(cls, name, _hold(attr))
    return cls


@_locked
class Tournament:
    """A tournament: settings, players and rounds.

    Use it as a context manager, or call :meth:`close`; the C handle is also
    released when the object is garbage-collected.

    A tournament may be shared between threads: each call on it, its
    players and its rounds holds the tournament's own lock (re-entrant), so
    calls from several threads run one after the other. Separate
    tournaments share nothing and run in parallel. Results already computed
    (standings, prizes, check reports) are the calling thread's own. Between
    processes, the ``swisscore`` tool's lock on the event file serialises
    the changes (doc/reliability.md).
    """

    def __init__(self, *, rounds: Optional[int] = None,
                 system: Union[PairingSystem, int, str, None] = None,
                 edition: Union[int, str, None] = None,
                 points: Optional[Tuple[PointValue, ...]] = None,
                 games_per_pairing: Optional[int] = None, name: Optional[str] = None,
                 _handle: Optional[int] = None) -> None:
        """A new, empty tournament. ``rounds`` planned rounds (default 9),
        ``system`` "dutch" (default), "sequential" or "berger" (or a
        :class:`PairingSystem`), ``edition`` of the Dutch rules (2026 or
        2017), ``points`` (win, draw[, loss]) e.g. (2, 1, 0) for xiangqi,
        ``games_per_pairing`` 2 for dual-board events."""
        self._lock = threading.RLock()
        self._t: Optional[int] = None
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
            if name is not None:
                self.name = name
        except Exception:
            self.close()
            raise

    # ---- life cycle -------------------------------------------------------
    @classmethod
    def from_trf(cls, source: Union[str, bytes, "os.PathLike[str]"], *,
                 trust_results: bool = False, encoding: str = "auto") -> "Tournament":
        """Read a TRF file: ``source`` is TRF text (a ``str`` is always
        text, never a file name), bytes, or an ``os.PathLike`` such as a
        :class:`pathlib.Path` naming the file (see :meth:`from_trf_file`).
        Malformed input raises :class:`ParseError` with ``line`` and
        ``column``; ``trust_results`` accepts stated points that disagree
        with the results (the results win). ``encoding`` is "auto",
        "utf-8", "latin1" or "gbk"; what the reader had to interpret is in
        :attr:`warnings` afterwards."""
        if isinstance(source, os.PathLike):
            return cls.from_trf_file(source, trust_results=trust_results, encoding=encoding)
        if not isinstance(source, (str, bytes)):
            raise TypeError("from_trf takes TRF text, bytes or an os.PathLike, not %s"
                            % type(source).__name__)
        data = source if isinstance(source, bytes) else source.encode("utf-8")
        handle, opts, err = cls._trf_read_args(trust_results, encoding)
        rc = lib.swc_trf_read(ctypes.byref(handle), data, len(data), ctypes.byref(opts),
                              ctypes.byref(err))
        return cls._trf_result(rc, handle, err)

    @classmethod
    def from_trf_file(cls, path: PathLike, *, trust_results: bool = False,
                      encoding: str = "auto") -> "Tournament":
        """Read the TRF file at ``path`` (a ``str`` or ``os.PathLike``);
        the options are those of :meth:`from_trf`. A missing file raises
        :class:`FileError`."""
        handle, opts, err = cls._trf_read_args(trust_results, encoding)
        rc = lib.swc_trf_read_file(ctypes.byref(handle), cstr(os.fspath(path)),
                                   ctypes.byref(opts), ctypes.byref(err))
        return cls._trf_result(rc, handle, err)

    @staticmethod
    def _trf_read_args(trust_results: bool, encoding: str) -> Tuple[Any, Any, Any]:
        if encoding not in TRF_ENCODINGS:
            raise ValueError("encoding must be one of %s" % ", ".join(TRF_ENCODINGS))
        opts = new_struct(_native.TrfReadOptions, flags=TRF_TRUST_RESULTS if trust_results else 0,
                          encoding=TRF_ENCODINGS[encoding])
        return ctypes.c_void_p(), opts, new_struct(_native.TrfError)

    @classmethod
    def _trf_result(cls, rc: int, handle: Any, err: Any) -> "Tournament":
        if rc != 0:
            raise error_for(rc, err.message.decode("utf-8", "replace") or text(lib.swc_strerror(rc)),
                            line=err.line, column=err.column)
        return cls(_handle=handle.value)

    @classmethod
    def from_json(cls, source: Union[str, bytes, "os.PathLike[str]"]) -> "Tournament":
        """Read a swisscore JSON document (doc/json.md): ``source`` is JSON
        text (a ``str`` is always text, never a file name), bytes, or an
        ``os.PathLike`` naming the file (see :meth:`from_json_file`).
        Errors say where: a :class:`ParseError` has ``line`` and ``column``
        for malformed JSON, and every error has ``path``, the place in the
        document ("players[3].rating")."""
        if isinstance(source, os.PathLike):
            return cls.from_json_file(source)
        if not isinstance(source, (str, bytes)):
            raise TypeError("from_json takes JSON text, bytes or an os.PathLike, not %s"
                            % type(source).__name__)
        data = source if isinstance(source, bytes) else source.encode("utf-8")
        handle = ctypes.c_void_p()
        opts = new_struct(_native.JsonReadOptions)
        err = new_struct(_native.JsonError)
        rc = lib.swc_json_read(ctypes.byref(handle), data, len(data), ctypes.byref(opts),
                               ctypes.byref(err))
        return cls._json_result(rc, handle, err)

    @classmethod
    def from_json_file(cls, path: PathLike) -> "Tournament":
        """Read the JSON document file at ``path`` (a ``str`` or
        ``os.PathLike``); errors as :meth:`from_json`, and
        :class:`FileError` for a missing file."""
        handle = ctypes.c_void_p()
        opts = new_struct(_native.JsonReadOptions)
        err = new_struct(_native.JsonError)
        rc = lib.swc_json_read_file(ctypes.byref(handle), cstr(os.fspath(path)),
                                    ctypes.byref(opts), ctypes.byref(err))
        return cls._json_result(rc, handle, err)

    @classmethod
    def _json_result(cls, rc: int, handle: Any, err: Any) -> "Tournament":
        if rc != 0:
            exc = error_for(rc, err.message.decode("utf-8", "replace") or text(lib.swc_strerror(rc)),
                            line=err.line, column=err.column)
            exc.path = err.path.decode("utf-8", "replace")
            raise exc
        return cls(_handle=handle.value)

    @property
    def warnings(self) -> List[Tuple[int, int, str]]:
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

    # ---- the journal (journal.py) --------------------------------------------
    def journal(self) -> "List[JournalEntry]":
        """The event's journal, oldest entry first (:class:`JournalEntry`)."""
        from . import journal
        return journal.entries(self)

    def append_journal(self, entry: "JournalEntry") -> None:
        """Append an entry to the event's journal; it travels with the
        tournament in TRF and JSON."""
        from . import journal
        journal.append(self, entry)

    def close(self) -> None:
        """Release the tournament; later calls raise ClosedError."""
        if self._t is not None:
            lib.swc_tournament_free(self._t)
            self._t = None

    def __enter__(self) -> "Tournament":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # interpreter shutdown
            pass

    @property
    def closed(self) -> bool:
        """True after :meth:`close`."""
        return self._t is None

    def _lock_of(self) -> Any:
        return self._lock

    def _h(self) -> int:
        if self._t is None:
            raise ClosedError("the tournament is closed")
        return self._t

    def _check(self, rc: int) -> int:
        if rc < 0:
            raise error_for(rc, self.errmsg or text(lib.swc_strerror(rc)))
        return rc

    @property
    def errmsg(self) -> str:
        """Message of the last failed call ('' after a success)."""
        return text(lib.swc_tournament_errmsg(self._h())) or ""

    # ---- settings -----------------------------------------------------------
    def set(self, key: Union[Setting, TextSetting, str], value: Any) -> None:
        """Set an integer (:class:`Setting`) or text (:class:`TextSetting`)
        setting; ``key`` may be a name ("rounds", "city"). Settings that
        take an enum also take its name:
        ``t.set("pairing_system", "sequential")``."""
        key = _setting_key(key)
        if isinstance(key, TextSetting):
            self._check(lib.swc_tournament_set_string(self._h(), int(key), cstr(value)))
        else:
            self._check(lib.swc_tournament_set_int(self._h(), int(key), _setting_value(key, value)))

    def get(self, key: Union[Setting, TextSetting, str]) -> Any:
        """Read an integer (:class:`Setting`) or text (:class:`TextSetting`)
        setting; enum-valued settings come back as their enum."""
        key = _setting_key(key)
        if isinstance(key, TextSetting):
            s = ctypes.c_char_p()
            self._check(lib.swc_tournament_get_string(ctypes.byref(s), self._h(), int(key)))
            return text(s.value) or ""
        out = ctypes.c_int32()
        self._check(lib.swc_tournament_get_int(ctypes.byref(out), self._h(), int(key)))
        cls = _SETTING_ENUMS.get(key)
        if cls is not None and out.value in cls._value2member_map_:
            return cls(out.value)
        return out.value

    def set_points(self, win: PointValue, draw: PointValue, loss: PointValue = 0) -> None:
        """Point system in points, e.g. (1, 0.5, 0) or (2, 1, 0)."""
        self.set(Setting.POINTS_WIN, tenths(win))
        self.set(Setting.POINTS_DRAW, tenths(draw))
        self.set(Setting.POINTS_LOSS, tenths(loss))

    @property
    def name(self) -> str:
        """The tournament's name (TRF record 012)."""
        return str(self.get(TextSetting.NAME))

    @name.setter
    def name(self, value: str) -> None:
        self.set(TextSetting.NAME, value)

    @property
    def planned_rounds(self) -> int:
        """Number of rounds planned (:attr:`Setting.ROUNDS`)."""
        return int(self.get(Setting.ROUNDS))

    @property
    def system(self) -> PairingSystem:
        """The pairing system (settable by name: ``t.system = "berger"``)."""
        return PairingSystem(self.get(Setting.PAIRING_SYSTEM))

    @system.setter
    def system(self, value: Union[PairingSystem, int, str]) -> None:
        self.set(Setting.PAIRING_SYSTEM, value)

    @property
    def edition(self) -> int:
        """Edition of the FIDE Dutch rules the pairing follows: 2026 or 2017."""
        return int(self.get(Setting.DUTCH_EDITION))

    @edition.setter
    def edition(self, value: Union[int, str]) -> None:
        self.set(Setting.DUTCH_EDITION, value)

    def forbid_pair(self, a: PlayerRef, b: PlayerRef, first_round: int = 1,
                    last_round: Optional[int] = None) -> None:
        """Keep players a and b (ids or Player objects) apart: in every
        round by default, or in rounds ``first_round`` to ``last_round``
        (``None``: to the end of the event), as TRF-2026 record 260 does.
        Ranges of one pair that overlap or touch become one."""
        if first_round == 1 and last_round is None:
            self._check(lib.swc_tournament_forbid_pair(self._h(), _id(a), _id(b)))
        else:
            self._check(lib.swc_tournament_forbid_pair_rounds(self._h(), _id(a), _id(b), first_round,
                                                              last_round or 0))

    def is_forbidden(self, a: PlayerRef, b: PlayerRef, round: Optional[int] = None) -> bool:
        """True when a and b must not be paired in ``round``, or in some
        round when it is ``None`` (see :meth:`forbid_pair`)."""
        if round is None:
            return bool(self._check(lib.swc_tournament_is_forbidden(self._h(), _id(a), _id(b))))
        return bool(self._check(lib.swc_tournament_is_forbidden_in_round(self._h(), _id(a), _id(b),
                                                                         round)))

    @property
    def forbidden_pairs(self) -> List[ForbiddenPair]:
        """Every forbidden range as (a, b, first_round, last_round), the
        last round ``None`` when it lasts to the end of the event."""
        t = self._h()
        out = []
        for i in range(lib.swc_tournament_forbidden_count(t)):
            v = [ctypes.c_uint32() for _ in range(4)]
            self._check(lib.swc_tournament_forbidden(*(ctypes.byref(x) for x in v), t, i))
            out.append(ForbiddenPair(v[0].value, v[1].value, v[2].value, v[3].value or None))
        return out

    # ---- players ------------------------------------------------------------
    def add_player(self, name: str, rating: int = 0, *, title: str = "", federation: str = "",
                   fide_id: str = "", sex: Union[str, int, None] = None, birth_date: str = "",
                   group: str = "", tags: str = "", provisional: bool = False,
                   member: bool = False, cn_title: str = "") -> "Player":
        """Register a player; returns the :class:`Player`. ``sex`` is "m",
        "w" or None; ``cn_title`` the Chinese Chess Association title
        (棋协大师 …)."""
        info = _make_info(name, rating, title, federation, fide_id, sex, birth_date,
                          group, tags, provisional, member, cn_title)
        out = ctypes.c_uint32()
        self._check(lib.swc_player_add(ctypes.byref(out), self._h(), ctypes.byref(info)))
        return Player(self, out.value)

    def player(self, id: int) -> "Player":
        """The player with this id (NotFoundError when none)."""
        if not lib.swc_tournament_player(self._h(), int(id)):
            raise NotFoundError("no player with id %d" % id)
        return Player(self, int(id))

    def player_by_tpn(self, tpn: int) -> "Player":
        """The player with this pairing number (NotFoundError when none)."""
        p = lib.swc_tournament_player_by_tpn(self._h(), int(tpn))
        if not p:
            raise NotFoundError("no player with pairing number %d" % tpn)
        return Player(self, lib.swc_player_id(p))

    @property
    def players(self) -> List["Player"]:
        """Players in pairing-number (TPN) order."""
        return [self.player_by_tpn(k) for k in range(1, len(self) + 1)]

    def __len__(self) -> int:
        return int(lib.swc_tournament_player_count(self._h()))

    def __iter__(self) -> Iterator["Player"]:
        return iter(self.players)

    # ---- rounds ---------------------------------------------------------------
    @property
    def round_count(self) -> int:
        """Number of rounds created so far (paired or entered)."""
        return int(lib.swc_tournament_round_count(self._h()))

    @property
    def rounds(self) -> List["Round"]:
        """Every round created so far, first to last."""
        return [Round(self, k) for k in range(1, self.round_count + 1)]

    def round(self, number: int) -> "Round":
        """Round ``number`` (1-based; NotFoundError when there is none)."""
        if not lib.swc_tournament_round(self._h(), int(number)):
            raise NotFoundError("no round %d" % number)
        return Round(self, int(number))

    def pair_next_round(self) -> "Round":
        """Pair the next round with the tournament's pairing system; the
        previous round needs all its results (StateError otherwise), and
        NoPairingError says no legal pairing exists."""
        out = ctypes.c_void_p()
        self._check(lib.swc_tournament_pair_next(ctypes.byref(out), self._h()))
        return Round(self, lib.swc_round_number(out))

    def create_round(self, boards: Iterable[Tuple[PlayerRef, PlayerRef]],
                     byes: Iterable[Tuple[PlayerRef, Union[RoundKind, int, str]]] = ()) -> "Round":
        """Append a round paired by hand: ``boards`` is [(white, black), …]
        and ``byes`` [(player, RoundKind), …]; players or ids."""
        boards = list(boards)
        byes = list(byes)
        white = (ctypes.c_uint32 * max(1, len(boards)))(*[_id(w) for w, _ in boards])
        black = (ctypes.c_uint32 * max(1, len(boards)))(*[_id(b) for _, b in boards])
        bye_ids = (ctypes.c_uint32 * max(1, len(byes)))(*[_id(p) for p, _ in byes])
        bye_kinds = (ctypes.c_int32 * max(1, len(byes)))(*[int(RoundKind.coerce(k))
                                                            for _, k in byes])
        out = ctypes.c_void_p()
        self._check(lib.swc_round_create(ctypes.byref(out), self._h(), white, black,
                                         len(boards), bye_ids, bye_kinds, len(byes)))
        return Round(self, lib.swc_round_number(out))

    def delete_last_round(self) -> None:
        """Remove the last round with its results."""
        self._check(lib.swc_tournament_delete_last_round(self._h()))

    # ---- standings ------------------------------------------------------------
    def standings(self, ruleset: Optional[str] = None, *, tiebreaks: Optional[str] = None,
                  unplayed: Union["Unplayed", int, str] = 0, seed: int = 0,
                  group: Optional[str] = None, women_top: int = 0, women_within: int = 0,
                  rating_below: int = 0, after_round: int = 0,
                  pairings: Union["Pairings", int, str] = 0) -> "Standings":
        """Rank the players: ``ruleset`` is a named ruleset (English or Chinese
        name, see :func:`swisscore.rulesets`) or ``tiebreaks`` a cascade such as
        "BH/C1,BH,SB,WIN,LOT" or "对手分,中间分,累进分,抽签". Returns the
        :class:`swisscore.Standings`: its rows (:class:`swisscore.Row`) in
        ranking order and its criteria (code, Chinese name, order).
        ``after_round`` ranks after an earlier round, ``group`` one
        registration group; ``seed`` drives lots; ``pairings`` a
        :class:`swisscore.Pairings` (whether DE counts forfeits, C.07 art. 15)."""
        from . import standings as _st
        return _st.compute(self, tiebreaks=tiebreaks, ruleset=ruleset, unplayed=unplayed,
                           seed=seed, group=group, women_top=women_top,
                           women_within=women_within, rating_below=rating_below,
                           after_round=after_round, pairings=pairings)

    # ---- sheets ---------------------------------------------------------------
    def boards(self, round: int = 0, *, by_name: bool = False) -> "Report":
        """The boards of a round (0: the last) with the players' data, score
        before the round and result, then the byes and absences; with
        ``by_name`` the round's players sorted by name (the wall sheet).
        Returns a :class:`swisscore.Report`."""
        from . import report as _rp
        return _rp.boards(self, round, by_name)

    def crosstable(self, ruleset: Optional[str] = None, *, tiebreaks: Optional[str] = None,
                   unplayed: Union["Unplayed", int, str] = 0, seed: int = 0, round: int = 0,
                   pairings: Union["Pairings", int, str] = 0) -> "Report":
        """The crosstable in the order of the standings (``ruleset`` or
        ``tiebreaks`` as for :meth:`standings`): per round the opponent's
        line, colour and result ("12w1"), the points and tie-breaks; the
        square grid for a Berger event. ``round`` stops after that round."""
        from . import report as _rp
        return _rp.crosstable(self, ruleset, tiebreaks=tiebreaks, unplayed=unplayed, seed=seed,
                              round=round, pairings=pairings)

    def prizes(self, rules: Optional[str] = None, *, name: Optional[str] = None, seed: int = 0,
               after_round: int = 0, unplayed: Union["Unplayed", int, str] = 0,
               grade_table: Optional[str] = None, grade_thresholds: Optional[str] = None,
               bounty_void: Optional[str] = None) -> "Prizes":
        """Prize lists: ``rules`` is the text of prize rules, ``name`` a named
        rule (see :func:`swisscore.prize_rules`); the grade certificates beside
        them (``grade_table``, ``grade_thresholds``) and the games voided for
        the bounty (``bounty_void``)."""
        from . import prizes as _pz
        return _pz.compute(self, rules, rules_name=name, seed=seed, after_round=after_round,
                           unplayed=unplayed, grade_table=grade_table, grade_thresholds=grade_thresholds,
                           bounty_void=bounty_void)

    # ---- analysis --------------------------------------------------------------
    @classmethod
    def generate(cls, players: int, rounds: int, *, seed: int = 0,
                 system: Union[PairingSystem, int, str] = 0, edition: Union[int, str] = 0,
                 points: Optional[Tuple[PointValue, ...]] = None, draw_rate: float = 0.3,
                 forfeit_rate: float = 0.0, hpb_rate: float = 0.0, withdraw_rate: float = 0.0,
                 late_rate: float = 0.0, rating_range: Tuple[int, int] = (0, 0)) -> "Tournament":
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

    def check(self, *, system: Union[PairingSystem, int, str] = 0, edition: Union[int, str] = 0,
              first_round: int = 0, last_round: int = 0) -> "CheckReport":
        """Re-pair every round and compare with what was played: a CheckReport."""
        from . import analysis
        return analysis.check(self, system=system, edition=edition,
                              first_round=first_round, last_round=last_round)

    def card(self, player_id: int, *, lang: Union[int, str] = "en", tiebreaks: Optional[str] = None,
             ruleset: Optional[str] = None) -> "Card":
        """One player's card: his rounds, colours, floats, byes and tie-breaks
        (the event's own rules unless ``tiebreaks`` or ``ruleset`` is given), and
        why he got each opponent and colour, in English or Chinese (``lang``)."""
        from . import card
        return card.card(self, player_id, lang=lang, tiebreaks=tiebreaks, ruleset=ruleset)

    def stats(self) -> List["StatsRow"]:
        """Pairing-quality measures: [totals, round 1, round 2, …] as StatsRow."""
        from . import analysis
        return analysis.stats(self)

    # ---- TRF ----------------------------------------------------------------
    def to_trf(self, *, format: Union[TrfFormat, int, str] = TrfFormat.TRF_2026,
               eol: Union[Eol, int, str] = Eol.LF) -> str:
        """The tournament as TRF text (TRF-2026 by default, or "trf_16")."""
        opts = new_struct(_native.TrfWriteOptions, format=int(TrfFormat.coerce(format)),
                          eol=int(Eol.coerce(eol)))
        size = ctypes.c_size_t()
        lib.swc_trf_write(ctypes.byref(size), None, 0, self._h(), ctypes.byref(opts))
        buf = ctypes.create_string_buffer(size.value + 1)
        self._check(lib.swc_trf_write(ctypes.byref(size), buf, len(buf), self._h(),
                                      ctypes.byref(opts)))
        return buf.raw[:size.value].decode("utf-8")

    def save_trf(self, path: PathLike, *, format: Union[TrfFormat, int, str] = TrfFormat.TRF_2026,
                 eol: Union[Eol, int, str] = Eol.LF) -> None:
        """Write the tournament to a TRF file (FileError when it cannot)."""
        opts = new_struct(_native.TrfWriteOptions, format=int(TrfFormat.coerce(format)),
                          eol=int(Eol.coerce(eol)))
        self._check(lib.swc_trf_write_file(self._h(), cstr(os.fspath(path)), ctypes.byref(opts)))

    def to_trf_report(self, *, format: Union[TrfFormat, int, str] = TrfFormat.TRF_2026,
                      eol: Union[Eol, int, str] = Eol.LF, plain: bool = False) -> str:
        """The FIDE rating report: :meth:`to_trf` with every 001 line's rank
        column filled by the current standings (the event's tie-breaks, else
        the default ruleset of its system) and an ``082 0`` record;
        ``plain`` keeps only FIDE's records."""
        opts = new_struct(_native.TrfWriteOptions, format=int(TrfFormat.coerce(format)),
                          eol=int(Eol.coerce(eol)))
        flags = int(TrfReportFlag.PLAIN) if plain else 0
        size = ctypes.c_size_t()
        lib.swc_trf_write_report(ctypes.byref(size), None, 0, self._h(), ctypes.byref(opts), flags)
        buf = ctypes.create_string_buffer(size.value + 1)
        self._check(lib.swc_trf_write_report(ctypes.byref(size), buf, len(buf), self._h(),
                                             ctypes.byref(opts), flags))
        return buf.raw[:size.value].decode("utf-8")

    def save_trf_report(self, path: PathLike, *, format: Union[TrfFormat, int, str] = TrfFormat.TRF_2026,
                        eol: Union[Eol, int, str] = Eol.LF, plain: bool = False) -> None:
        """Write the FIDE rating report of :meth:`to_trf_report` to a file."""
        opts = new_struct(_native.TrfWriteOptions, format=int(TrfFormat.coerce(format)),
                          eol=int(Eol.coerce(eol)))
        flags = int(TrfReportFlag.PLAIN) if plain else 0
        self._check(lib.swc_trf_write_report_file(self._h(), cstr(os.fspath(path)),
                                                  ctypes.byref(opts), flags))

    # ---- JSON ---------------------------------------------------------------
    def to_json(self, *, indent: int = 2) -> str:
        """The tournament as a swisscore JSON document (doc/json.md): the
        whole event, read back by :meth:`from_json`; ``indent`` 0 writes
        one line."""
        opts = new_struct(_native.JsonWriteOptions, indent=int(indent))
        size = ctypes.c_size_t()
        lib.swc_json_write(ctypes.byref(size), None, 0, self._h(), ctypes.byref(opts))
        buf = ctypes.create_string_buffer(size.value + 1)
        self._check(lib.swc_json_write(ctypes.byref(size), buf, len(buf), self._h(),
                                       ctypes.byref(opts)))
        return buf.raw[:size.value].decode("utf-8")

    def save_json(self, path: PathLike, *, indent: int = 2) -> None:
        """Write the JSON document to ``path``, replacing it atomically."""
        opts = new_struct(_native.JsonWriteOptions, indent=int(indent))
        self._check(lib.swc_json_write_file(self._h(), cstr(os.fspath(path)), ctypes.byref(opts)))

    def __repr__(self) -> str:
        if self._t is None:
            return "<swisscore.Tournament closed>"
        return "<swisscore.Tournament %r: %d players, %d/%d rounds>" % (
            self.name, len(self), self.round_count, self.planned_rounds)


def _setting_key(key: Union[Setting, TextSetting, str]) -> Union[Setting, TextSetting]:
    if isinstance(key, (Setting, TextSetting)):
        return key
    if isinstance(key, str):
        for cls in (Setting, TextSetting):
            try:
                return cls(key)  # type: ignore[arg-type,return-value]  # by name
            except ValueError:
                pass
        raise ValueError("unknown setting %r" % key)
    return Setting(key)


def _id(p: PlayerRef) -> int:
    return p.id if isinstance(p, Player) else int(p)


def _make_info(name: str, rating: int, title: str, federation: str, fide_id: str,
               sex: Union[str, int, None], birth_date: str, group: str, tags: str,
               provisional: bool, member: bool, cn_title: str) -> _native.PlayerInfo:
    flags = (PlayerFlag.PROVISIONAL if provisional else 0) | (PlayerFlag.MEMBER if member else 0)
    if sex is None or sex == "":
        sex_code = 0
    else:
        sex_code = ord(sex[0]) if isinstance(sex, str) else int(sex)
    return new_struct(_native.PlayerInfo, name=cstr(name), rating=int(rating), flags=int(flags),
                      title=cstr(title), federation=cstr(federation), fide_id=cstr(fide_id),
                      sex=sex_code, birth_date=cstr(birth_date), group=cstr(group),
                      tags=cstr(tags), cn_title=cstr(cn_title))


@_locked
class Player:
    """A player of a tournament, identified by a stable id. Calls hold the
    tournament's lock."""

    __slots__ = ("tournament", "id")

    def _lock_of(self) -> Any:
        return self.tournament._lock

    def __init__(self, tournament: Tournament, id: int) -> None:
        """The player ``id`` of ``tournament`` (use :meth:`Tournament.player`)."""
        self.tournament = tournament
        self.id = id

    def _h(self) -> int:
        p = lib.swc_tournament_player(self.tournament._h(), self.id)
        if not p:
            raise ClosedError("player %d no longer exists" % self.id)
        return p

    def _check(self, rc: int) -> int:
        return self.tournament._check(rc)

    @property
    def tpn(self) -> int:
        """Tournament pairing number (it can change with late entries)."""
        return int(lib.swc_player_tpn(self._h()))

    @property
    def name(self) -> str:
        """The player's name."""
        return text(lib.swc_player_name(self._h())) or ""

    @property
    def rating(self) -> int:
        """The rating, 0 when unrated."""
        return int(lib.swc_player_rating(self._h()))

    @property
    def cn_title(self) -> str:
        """Chinese Chess Association title or grade (棋协大师 …), or ''."""
        return self.info.cn_title

    @property
    def info(self) -> PlayerInfo:
        """All registration data, as a :data:`PlayerInfo`."""
        out = new_struct(_native.PlayerInfo)
        self._check(lib.swc_player_get_info(ctypes.byref(out), self._h()))
        return PlayerInfo(text(out.name), out.rating, text(out.title) or "",
                          text(out.federation) or "", text(out.fide_id) or "",
                          chr(out.sex) if out.sex else "", text(out.birth_date) or "",
                          text(out.group) or "", text(out.tags) or "",
                          bool(out.flags & PlayerFlag.PROVISIONAL),
                          bool(out.flags & PlayerFlag.MEMBER), text(out.cn_title) or "")

    def update(self, **fields: Any) -> None:
        """Change registration fields, e.g. ``update(rating=1850, title="FM")``."""
        merged = self.info._replace(**fields)
        info = _make_info(**merged._asdict())
        self._check(lib.swc_player_update(self._h(), ctypes.byref(info)))

    def withdraw(self, from_round: int) -> None:
        """Withdraw from round ``from_round`` on."""
        self._check(lib.swc_player_withdraw(self._h(), int(from_round)))

    def reinstate(self) -> None:
        """Undo a withdrawal."""
        self._check(lib.swc_player_reinstate(self._h()))

    def set_entry_round(self, round: int) -> None:
        """Late entry: the player takes part from this round."""
        self._check(lib.swc_player_set_entry_round(self._h(), int(round)))

    @property
    def withdrawn_from(self) -> Optional[int]:
        """First round missed after a withdrawal, None when not withdrawn."""
        out = ctypes.c_uint32()
        self._check(lib.swc_player_get_withdrawal(ctypes.byref(out), self._h()))
        return out.value or None

    @property
    def entry_round(self) -> int:
        """First round the player takes part in (1 unless a late entry)."""
        out = ctypes.c_uint32()
        self._check(lib.swc_player_get_entry_round(ctypes.byref(out), self._h()))
        return out.value

    def bye_request(self, round: int) -> RoundKind:
        """The bye requested for ``round`` (a RoundKind; NONE when none)."""
        out = ctypes.c_int32()
        self._check(lib.swc_player_get_bye_request(ctypes.byref(out), self._h(), int(round)))
        return RoundKind(out.value)

    def request_bye(self, round: int, kind: Union[RoundKind, int, str] = RoundKind.HALF_BYE) -> None:
        """Absence in a future round: HALF_BYE, FULL_BYE, ZERO_BYE (or their
        names, "half_bye" …), or NONE to cancel."""
        self._check(lib.swc_player_request_bye(self._h(), int(round), int(RoundKind.coerce(kind))))

    def round(self, number: int) -> RoundEntry:
        """What the player's round ``number`` was, as a :data:`RoundEntry`."""
        out = new_struct(_native.PlayerRoundInfo)
        self._check(lib.swc_player_round(ctypes.byref(out), self._h(), int(number)))
        games = self.tournament.get(Setting.GAMES_PER_PAIRING)
        return RoundEntry(int(number), RoundKind(out.kind), out.opponent or None,
                          Colour(out.colour), out.board, points(out.points),
                          tuple(Result(r) for r in out.result[:games]))

    @property
    def history(self) -> List[RoundEntry]:
        """The player's rounds, first to last (:data:`RoundEntry` each)."""
        return [self.round(k) for k in range(1, self.tournament.round_count + 1)]

    def score(self, after_round: Optional[int] = None) -> Decimal:
        """Score (Decimal) after a round; after the last round by default."""
        if after_round is None:
            after_round = self.tournament.round_count
        out = ctypes.c_int32()
        self._check(lib.swc_player_score(ctypes.byref(out), self._h(), int(after_round)))
        return points(out.value)

    def set_virtual_points(self, round: int, value: PointValue) -> None:
        """Acceleration points (not counted in standings) for pairing a round."""
        self._check(lib.swc_player_set_virtual_points(self._h(), int(round), tenths(value)))

    def virtual_points(self, round: int) -> Decimal:
        """Acceleration points given for pairing round ``round``."""
        out = ctypes.c_int32()
        self._check(lib.swc_player_get_virtual_points(ctypes.byref(out), self._h(), int(round)))
        return points(out.value)

    @property
    def fouls(self) -> int:
        """Rule violations (xiangqi 犯规), used by the FOUL tie-break."""
        out = ctypes.c_uint32()
        self._check(lib.swc_player_get_fouls(ctypes.byref(out), self._h()))
        return out.value

    @fouls.setter
    def fouls(self, value: int) -> None:
        self._check(lib.swc_player_set_fouls(self._h(), int(value)))

    @property
    def conduct(self) -> int:
        """Conduct points (行为积分); the knight award needs them above 0."""
        out = ctypes.c_int32()
        self._check(lib.swc_player_get_conduct(ctypes.byref(out), self._h()))
        return out.value

    @conduct.setter
    def conduct(self, value: int) -> None:
        self._check(lib.swc_player_set_conduct(self._h(), int(value)))

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Player) and other.id == self.id
                and other.tournament is self.tournament)

    def __hash__(self) -> int:
        return hash((id(self.tournament), self.id))

    def __repr__(self) -> str:
        try:
            return "<swisscore.Player %d %s (%d), TPN %d, %s pts>" % (
                self.id, self.name, self.rating, self.tpn, self.score())
        except Exception:
            return "<swisscore.Player %d (gone)>" % self.id


@_locked
class Round:
    """A round of a tournament, by number. Calls hold the tournament's lock."""

    __slots__ = ("tournament", "number")

    def _lock_of(self) -> Any:
        return self.tournament._lock

    def __init__(self, tournament: Tournament, number: int) -> None:
        """Round ``number`` of ``tournament`` (use :meth:`Tournament.round`)."""
        self.tournament = tournament
        self.number = number

    def _h(self) -> int:
        r = lib.swc_tournament_round(self.tournament._h(), self.number)
        if not r:
            raise ClosedError("round %d no longer exists" % self.number)
        return r

    def _check(self, rc: int) -> int:
        return self.tournament._check(rc)

    def _games(self) -> int:
        return int(self.tournament.get(Setting.GAMES_PER_PAIRING))

    @property
    def boards(self) -> List[Board]:
        """The boards in order: number, white and black ids, a Result per game."""
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
    def byes(self) -> List[Bye]:
        """Players without a game this round, with the kind of bye."""
        r = self._h()
        out = []
        for i in range(lib.swc_round_bye_count(r)):
            pid, kind = ctypes.c_uint32(), ctypes.c_int32()
            self._check(lib.swc_round_bye(ctypes.byref(pid), ctypes.byref(kind), r, i))
            out.append(Bye(pid.value, RoundKind(kind.value)))
        return out

    def set_result(self, board: int, result: ResultLike) -> None:
        """Result of a board (every game of it): a :class:`Result` or a
        notation, "1-0", "0-1", "½-½" (1/2, =), "+-", "-+", "--", "*" (none),
        红胜, 黑胜, 和. A bad notation raises :class:`ResultError`."""
        self._check(lib.swc_round_set_result(self._h(), int(board), int(Result.parse(result))))

    def set_game_result(self, board: int, game: int, result: ResultLike) -> None:
        """Result of game 1 or 2 of a dual-board pairing (white's view of board 1)."""
        self._check(lib.swc_round_set_game_result(self._h(), int(board), int(game),
                                                  int(Result.parse(result))))

    def game_result(self, board: int, game: int = 1) -> Result:
        """Result of game ``game`` (1, or 2 in dual-board events) of a board."""
        out = ctypes.c_int32()
        self._check(lib.swc_round_game_result(ctypes.byref(out), self._h(), int(board), int(game)))
        return Result(out.value)

    @property
    def complete(self) -> bool:
        """True when every board has a result."""
        return bool(self._check(lib.swc_round_is_complete(self._h())))

    def __iter__(self) -> Iterator[Board]:
        return iter(self.boards)

    def __len__(self) -> int:
        return int(lib.swc_round_board_count(self._h()))

    def __repr__(self) -> str:
        try:
            return "<swisscore.Round %d: %d boards, %d byes%s>" % (
                self.number, len(self), len(self.byes), ", complete" if self.complete else "")
        except Exception:
            return "<swisscore.Round %d (gone)>" % self.number
