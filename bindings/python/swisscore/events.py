"""Online stages and grade certificates: the arena (网络海选赛 / 晋级赛), the
knockout (网络入围赛) and the grade tables (等级申报).

Settings, marks and table parameters take an enum member, its value or its
name as text, like the rest of the package:
``Arena("xiangqi-2015-haixuan", threshold_when="reached")``,
``Knockout(pairing="random", draw_rule="decider replay")``,
``Grades(t, "changping-2024", rate_basis="played")``.
"""

from __future__ import annotations

import ctypes
from typing import TYPE_CHECKING, Any, Callable, Dict, List, NamedTuple, Optional, Type, TypeVar, Union

from . import _native
from ._native import cstr, lib, new_struct, text
from ._native import _i, _i32, _p, _pp, _pu32, _s, _size, _u32  # ctypes names of the prototypes
from .enums import Colour, LibEnum, Result
from .errors import ClosedError, error_for

if TYPE_CHECKING:
    from .standings import Unplayed
    from .tournament import Tournament

__all__ = ["Arena", "ArenaBoundary", "ArenaRow", "ArenaSetting", "ArenaStatus", "ArenaText",
           "ArenaWhen", "GradeKind", "GradeRateBasis", "GradeRow", "GradeTable", "Grades",
           "KnockoutPair", "KnockoutPlayer", "Knockout", "KnockoutSetting", "KoDrawRule", "KoHow",
           "KoMark", "KoPairing", "KoRepechage", "KoStatus", "Preset", "arena_presets",
           "example_thresholds", "format_time", "grade_tables", "knockout_presets", "parse_time"]

H = TypeVar("H", bound="_Handle")

_i64 = ctypes.c_int64
_pi64 = ctypes.POINTER(ctypes.c_int64)

# ---- C structures of arena.h, knockout.h and grades.h -----------------------

class ArenaOptions(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("allocator", ctypes.c_void_p), ("preset", ctypes.c_char_p)]


class ArenaGame(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("white", ctypes.c_char_p), ("black", ctypes.c_char_p),
                ("result", ctypes.c_int32), ("escaped", ctypes.c_int32), ("duration", ctypes.c_int64),
                ("end_time", ctypes.c_int64)]


class CArenaRow(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("name", ctypes.c_char_p), ("rank", ctypes.c_uint32),
                ("shared", ctypes.c_uint32), ("points", ctypes.c_int32), ("games", ctypes.c_uint32),
                ("wins", ctypes.c_uint32), ("losses", ctypes.c_uint32), ("draws", ctypes.c_uint32),
                ("escapes", ctypes.c_uint32), ("resets", ctypes.c_uint32), ("total_time", ctypes.c_int64),
                ("avg_time", ctypes.c_uint32), ("win_rate", ctypes.c_uint32), ("reached_at", ctypes.c_int64),
                ("status", ctypes.c_int32), ("id", ctypes.c_uint32)]


class ArenaInfo(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("players", ctypes.c_uint32), ("games", ctypes.c_uint32),
                ("ignored_period", ctypes.c_uint32), ("ignored_eliminated", ctypes.c_uint32),
                ("resets", ctypes.c_uint32), ("qualified", ctypes.c_uint32), ("eliminated", ctypes.c_uint32),
                ("last_time", ctypes.c_int64)]


class ArenaPresetInfo(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("name", ctypes.c_char_p), ("name_zh", ctypes.c_char_p),
                ("description", ctypes.c_char_p)]


class KnockoutOptions(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("allocator", ctypes.c_void_p), ("preset", ctypes.c_char_p)]


class KnockoutGame(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("white", ctypes.c_char_p), ("black", ctypes.c_char_p),
                ("result", ctypes.c_int32), ("escaped", ctypes.c_int32)]


class CKnockoutPair(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("white", ctypes.c_uint32), ("black", ctypes.c_uint32),
                ("winner", ctypes.c_uint32), ("how", ctypes.c_int32), ("games", ctypes.c_uint32)]


class CKnockoutPlayer(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("id", ctypes.c_uint32), ("name", ctypes.c_char_p),
                ("seed", ctypes.c_uint32), ("status", ctypes.c_int32), ("out_round", ctypes.c_uint32),
                ("how_out", ctypes.c_int32), ("rounds_won", ctypes.c_uint32), ("games", ctypes.c_uint32)]


class KnockoutPresetInfo(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("name", ctypes.c_char_p), ("name_zh", ctypes.c_char_p),
                ("description", ctypes.c_char_p)]


class GradesOptions(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("allocator", ctypes.c_void_p)]


class GradesParams(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("table", ctypes.c_char_p), ("thresholds", ctypes.c_char_p),
                ("ruleset", ctypes.c_char_p), ("tiebreaks", ctypes.c_char_p), ("seed", ctypes.c_uint64),
                ("by_sex", ctypes.c_int32), ("rate_basis", ctypes.c_int32),
                ("disqualify_missed", ctypes.c_uint32), ("after_round", ctypes.c_uint32),
                ("unplayed", ctypes.c_int32), ("last_band_capped", ctypes.c_int32)]


class CGradeRow(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("id", ctypes.c_uint32), ("name", ctypes.c_char_p),
                ("measure", ctypes.c_int64), ("games", ctypes.c_uint32), ("current", ctypes.c_char_p),
                ("cap", ctypes.c_char_p), ("grade", ctypes.c_char_p), ("reason", ctypes.c_char_p)]


class GradeTableInfo(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("name", ctypes.c_char_p), ("name_zh", ctypes.c_char_p),
                ("kind", ctypes.c_int32), ("description", ctypes.c_char_p)]


def _ptr(cls: Any) -> Any:
    return ctypes.POINTER(cls)


FUNCTIONS = {
    # arena.h
    "swc_arena_new": (_i, [_pp, _ptr(ArenaOptions)]),
    "swc_arena_free": (None, [_p]),
    "swc_arena_errmsg": (_s, [_p]),
    "swc_arena_set_int": (_i, [_p, _i, _i64]),
    "swc_arena_get_int": (_i, [_pi64, _p, _i]),
    "swc_arena_set_string": (_i, [_p, _i, _s]),
    "swc_arena_add_game": (_i, [_p, _ptr(ArenaGame)]),
    "swc_arena_reset_player": (_i, [_p, _s, _i64]),
    "swc_arena_read": (_i, [_p, _s, _size, _pu32, _pu32]),
    "swc_arena_get_info": (_i, [_ptr(ArenaInfo), _p]),
    "swc_arena_player_count": (_u32, [_p]),
    "swc_arena_row_get": (_i, [_ptr(CArenaRow), _p, _u32]),
    "swc_arena_find": (_i, [_ptr(CArenaRow), _p, _s]),
    "swc_arena_preset_count": (_u32, []),
    "swc_arena_preset_get": (_i, [_ptr(ArenaPresetInfo), _u32]),
    "swc_arena_parse_time": (_i, [_pi64, _s]),
    "swc_arena_format_time": (_size, [_s, _size, _i64]),
    # knockout.h
    "swc_knockout_new": (_i, [_pp, _ptr(KnockoutOptions)]),
    "swc_knockout_free": (None, [_p]),
    "swc_knockout_errmsg": (_s, [_p]),
    "swc_knockout_set_int": (_i, [_p, _i, _i64]),
    "swc_knockout_get_int": (_i, [_pi64, _p, _i]),
    "swc_knockout_add_player": (_i, [_pu32, _p, _s, _u32]),
    "swc_knockout_pair_round": (_i, [_p]),
    "swc_knockout_add_game": (_i, [_p, _ptr(KnockoutGame)]),
    "swc_knockout_mark": (_i, [_p, _s, _i32]),
    "swc_knockout_close_round": (_i, [_p]),
    "swc_knockout_fill_quota": (_i, [_pu32, _p]),
    "swc_knockout_pair_repechage": (_i, [_pu32, _p]),
    "swc_knockout_read": (_i, [_p, _s, _size, _pu32, _pu32]),
    "swc_knockout_round_count": (_u32, [_p]),
    "swc_knockout_pair_count": (_u32, [_p, _u32]),
    "swc_knockout_pair_get": (_i, [_ptr(CKnockoutPair), _p, _u32, _u32]),
    "swc_knockout_player_count": (_u32, [_p]),
    "swc_knockout_player_get": (_i, [_ptr(CKnockoutPlayer), _p, _u32]),
    "swc_knockout_find": (_i, [_pu32, _p, _s]),
    "swc_knockout_preset_count": (_u32, []),
    "swc_knockout_preset_get": (_i, [_ptr(KnockoutPresetInfo), _u32]),
    # grades.h
    "swc_grades_new": (_i, [_pp, _ptr(GradesOptions)]),
    "swc_grades_free": (None, [_p]),
    "swc_grades_errmsg": (_s, [_p]),
    "swc_grades_from_tournament": (_i, [_p, _p, _ptr(GradesParams)]),
    "swc_grades_from_arena": (_i, [_p, _p, _ptr(GradesParams)]),
    "swc_grades_from_knockout": (_i, [_p, _p, _ptr(GradesParams)]),
    "swc_grades_count": (_u32, [_p]),
    "swc_grades_row_get": (_i, [_ptr(CGradeRow), _p, _u32]),
    "swc_grades_find": (_i, [_ptr(CGradeRow), _p, _u32]),
    "swc_grade_table_count": (_u32, []),
    "swc_grade_table_get": (_i, [_ptr(GradeTableInfo), _u32]),
    "swc_grades_example_thresholds": (_s, []),
}
_native.bind(FUNCTIONS)

# ---- enums of arena.h --------------------------------------------------------

class ArenaSetting(LibEnum):
    """Integer settings of an :class:`Arena` (points in tenths, times in seconds)."""
    WIN = 1
    DRAW = 2
    LOSS = 3
    ESCAPE_LOSS = 4
    ESCAPE_WIN = 5
    DRAWS_ALLOWED = 6
    MAX_ESCAPES = 7
    RESETS_ALLOWED = 8
    RESET_CLEARS_ESCAPES = 9
    ESCAPE_WIN_COUNTS = 10
    PERIOD_START = 11
    PERIOD_END = 12
    DAY_START = 13
    DAY_END = 14
    USE_THRESHOLD = 15
    THRESHOLD = 16
    MIN_GAMES = 17
    QUOTA = 18
    THRESHOLD_WHEN = 19
    BOUNDARY = 20
    SEED = 21


class ArenaText(LibEnum):
    """Text settings of an :class:`Arena`: ORDER, the leaderboard order after
    points ("wins,avg-time", see arena.h)."""
    ORDER = 1


class ArenaWhen(LibEnum):
    """When the threshold counts: the record at the end, or any record that reached it."""
    AT_END = 0
    REACHED = 1


class ArenaBoundary(LibEnum):
    """Players tied across the quota: all qualify, none does, or seeded lots decide."""
    ALL = 0
    NONE = 1
    LOT = 2


class ArenaStatus(LibEnum):
    """Status of a leaderboard row: playing, qualified, or eliminated by escapes."""
    PLAYING = 0
    QUALIFIED = 1
    ELIMINATED = 2


# ---- enums of knockout.h -------------------------------------------------------

class KnockoutSetting(LibEnum):
    """Integer settings of a :class:`Knockout`."""
    ROUNDS = 1
    PAIRING = 2
    SEED = 3
    DRAW_RULE = 4
    UNMATCHED_ADVANCES = 5
    QUOTA = 6
    REPECHAGE = 7


class KoPairing(LibEnum):
    """How survivors meet: the game server's matching, seeded random pairs, or a seeded bracket."""
    SERVER = 0
    RANDOM = 1
    SEEDED = 2


class KoDrawRule(LibEnum):
    """A drawn knockout game: refused, or a decider with swapped colours whose
    draw goes to Black or White, or deciders until one is won."""
    DRAW_REFUSED = 0
    DECIDER_BLACK_WINS = 1
    DECIDER_WHITE_WINS = 2
    DECIDER_REPLAY = 3


class KoRepechage(LibEnum):
    """Repechage order: none, or the latest round of elimination first, then lots or seeds."""
    NONE = 0
    LATEST_LOT = 1
    LATEST_SEED = 2


class KoMark(LibEnum):
    """Marks of :meth:`Knockout.mark`: found no opponent, or did not play."""
    UNMATCHED = 1
    ABSENT = 2


class KoStatus(LibEnum):
    """Status of a knockout player: still in, qualified, out, or back through the repechage."""
    ALIVE = 0
    QUALIFIED = 1
    OUT = 2
    REPECHAGED = 3


class KoHow(LibEnum):
    """How a knockout pair was decided (or how a player went out)."""
    UNDECIDED = 0
    BY_GAME = 1
    BY_DECIDER = 2
    BY_ESCAPE = 3
    BY_BYE = 4
    BY_UNMATCHED = 5
    BY_ABSENCE = 6


# ---- enums of grades.h ---------------------------------------------------------

class GradeKind(LibEnum):
    """What a grade table reads: arena points, rank bands, the knockout round, or the score rate."""
    BY_POINTS = 1
    BY_RANK = 2
    BY_KNOCKOUT = 3
    BY_SCORE_RATE = 4


class GradeRateBasis(LibEnum):
    """Basis of the score rate: all rounds of the event, or the games played only."""
    ROUNDS = 0
    PLAYED = 1


#: Setting names -> values, as the keyword arguments of Arena and Knockout take them.
ARENA_SETTINGS = {m.name.lower(): int(m) for m in ArenaSetting}
KNOCKOUT_SETTINGS = {m.name.lower(): int(m) for m in KnockoutSetting}

#: The values an integer setting takes as text or enum, by key.
_ARENA_ENUMS: Dict[int, Type[LibEnum]] = {
    ArenaSetting.THRESHOLD_WHEN: ArenaWhen,
    ArenaSetting.BOUNDARY: ArenaBoundary,
}
_KNOCKOUT_ENUMS: Dict[int, Type[LibEnum]] = {
    KnockoutSetting.PAIRING: KoPairing,
    KnockoutSetting.DRAW_RULE: KoDrawRule,
    KnockoutSetting.REPECHAGE: KoRepechage,
}

#: The words the rows use for a status (KoStatus.REPECHAGED reads "repechage").
_ARENA_STATUS_TEXT = {ArenaStatus.PLAYING: "playing", ArenaStatus.QUALIFIED: "qualified",
                      ArenaStatus.ELIMINATED: "eliminated"}
_KO_STATUS_TEXT = {KoStatus.ALIVE: "alive", KoStatus.QUALIFIED: "qualified", KoStatus.OUT: "out",
                   KoStatus.REPECHAGED: "repechage"}

#: A result as :meth:`Arena.add_game` takes it: a Result or a notation ("1-0", "=", "红胜" …).
ResultLike = Union[Result, int, str, None]
#: The side that escaped: None, a Colour, or "white" / "black" / "red".
SideLike = Union[Colour, int, str, None]
#: Any enum member, its value or its name.
EnumLike = Union[LibEnum, int, str]


def _setting_value(key: LibEnum, value: Any, enums_: Dict[int, Type[LibEnum]]) -> int:
    """An integer setting's value from an int (or bool), an enum member or its name."""
    cls = enums_.get(int(key))
    if isinstance(value, str):
        if value.strip().lstrip("+-").isdigit():
            return int(value)
        if cls is not None:
            return int(cls.coerce(value))
    if not isinstance(value, int):
        raise TypeError("setting %s takes an integer%s, not %r"
                        % (key.name.lower(), " or a %s name" % cls.__name__ if cls else "", value))
    return int(value)  # the library checks the range


def _escaped(side: SideLike) -> int:
    return 0 if side is None else int(Colour.coerce(side))


def _result(result: ResultLike, escaped: SideLike) -> int:
    if escaped is not None and result is None:
        return 0  # ignored for an escape
    return int(Result.parse(result))


# ---- what the calls return ---------------------------------------------------

class ArenaRow(NamedTuple):
    """A leaderboard row; points in tenths, win_rate in thousandths, times in
    seconds; status "playing", "qualified" or "eliminated"."""
    id: int
    name: str
    rank: int
    shared: bool
    points: int
    games: int
    wins: int
    losses: int
    draws: int
    escapes: int
    resets: int
    total_time: int
    avg_time: int
    win_rate: int
    reached_at: int
    status: str


class KnockoutPlayer(NamedTuple):
    """A knockout player; status "alive", "qualified", "out" or "repechage"."""
    id: int
    name: str
    seed: int
    status: str
    out_round: int
    how_out: KoHow
    rounds_won: int
    games: int


class KnockoutPair(NamedTuple):
    """A pair of a knockout round: player ids (black 0 when alone), the winner
    (0 when none or undecided), how it was decided and the games played."""
    white: int
    black: int
    winner: int
    how: KoHow
    games: int


class GradeRow(NamedTuple):
    """A player's grade: the measure the table read, his current grade and
    cap (score-rate tables), the grade he may apply for ("" when none) and why not."""
    id: int
    name: str
    measure: int
    games: int
    current: str
    cap: str
    grade: str
    reason: str


class Preset(NamedTuple):
    """A named preset of an arena or a knockout."""
    name: str
    name_zh: str
    description: str


class GradeTable(NamedTuple):
    """A named grade table and what it reads."""
    name: str
    name_zh: str
    kind: GradeKind
    description: str


# Earlier names of the row types.
ArenaRowT = ArenaRow
KnockoutPlayerT = KnockoutPlayer
KnockoutPairT = KnockoutPair
GradeRowT = GradeRow


# ---- handles -------------------------------------------------------------------

class _Handle:
    _free: Any = None
    _errmsg: Any = None
    _p: Optional[int] = None

    def close(self) -> None:
        """Release the C object; later calls raise ClosedError."""
        if self._p is not None:
            type(self)._free(self._p)
            self._p = None

    @property
    def closed(self) -> bool:
        """True after :meth:`close`."""
        return self._p is None

    def __enter__(self: H) -> H:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass

    def _h(self) -> int:
        if self._p is None:
            raise ClosedError("the %s is closed" % type(self).__name__.lower())
        return self._p

    def _check(self, rc: int, **extra: Any) -> int:
        if rc < 0:
            raise error_for(rc, text(type(self)._errmsg(self._p)) or text(lib.swc_strerror(rc)), **extra)
        return rc


def _new(fn: Callable[..., int], options: Type[ctypes.Structure], preset: Optional[str]) -> int:
    handle = ctypes.c_void_p()
    opts = new_struct(options, preset=cstr(preset))
    rc = fn(ctypes.byref(handle), ctypes.byref(opts))
    if rc != 0:
        raise error_for(rc, "cannot create (%s)" % text(lib.swc_strerror(rc)))
    return int(handle.value or 0)


def parse_time(s: Union[str, bytes]) -> int:
    """Seconds since 1970-01-01 00:00 of "YYYY-MM-DD[ HH:MM[:SS]]" (no time
    zone; also with 'T', or a whole number of seconds). Raises ParseError."""
    out = ctypes.c_int64()
    rc = lib.swc_arena_parse_time(ctypes.byref(out), cstr(s))
    if rc:
        raise error_for(rc, "bad time %r" % s)
    return out.value


def format_time(t: int) -> str:
    """"YYYY-MM-DD HH:MM:SS" of seconds since 1970-01-01 00:00."""
    buf = ctypes.create_string_buffer(32)
    lib.swc_arena_format_time(buf, 32, int(t))
    return buf.value.decode()


def _read(fn: Callable[..., int], handle: "_Handle", data: Union[str, bytes]) -> None:
    b = cstr(data)
    line, col = ctypes.c_uint32(), ctypes.c_uint32()
    rc = fn(handle._h(), b, len(b), ctypes.byref(line), ctypes.byref(col))
    handle._check(rc, line=line.value, column=col.value)


class Arena(_Handle):
    """An online qualifier stage fed with finished games, in the order they
    ended, and scored into a leaderboard (see arena.h)."""

    _free = lib.swc_arena_free
    _errmsg = lib.swc_arena_errmsg

    def __init__(self, preset: Optional[str] = None, **settings: Any) -> None:
        """An arena with the defaults or a named ``preset`` (see
        :func:`arena_presets`), then the keyword ``settings`` applied
        (``threshold=50``, ``order="wins,avg-time"``, ``boundary="lot"``)."""
        self._p = _new(lib.swc_arena_new, ArenaOptions, preset)
        try:
            for k, v in settings.items():
                self.set(k, v)
        except Exception:
            self.close()
            raise

    @staticmethod
    def _key(key: Union[ArenaSetting, ArenaText, int, str]) -> Union[ArenaSetting, ArenaText]:
        if isinstance(key, (ArenaSetting, ArenaText)):
            return key
        if isinstance(key, str):
            for cls in (ArenaSetting, ArenaText):
                try:
                    return cls(key)  # type: ignore[arg-type,return-value]  # by name
                except ValueError:
                    pass
            raise ValueError("unknown arena setting %r (one of: %s)"
                             % (key, ", ".join(list(ARENA_SETTINGS) + ["order"])))
        return ArenaSetting.coerce(key)

    def set(self, key: Union[ArenaSetting, ArenaText, int, str], value: Any) -> None:
        """Change a setting, before the first game or reset: an
        :class:`ArenaSetting` (integer; THRESHOLD_WHEN and BOUNDARY also take
        an :class:`ArenaWhen` / :class:`ArenaBoundary` name) or
        :class:`ArenaText` ORDER (text). ``key`` may be a name ("win",
        "escape-loss", "order")."""
        k = self._key(key)
        if isinstance(k, ArenaText):
            self._check(lib.swc_arena_set_string(self._h(), int(k), cstr(value)))
        else:
            self._check(lib.swc_arena_set_int(self._h(), int(k), _setting_value(k, value, _ARENA_ENUMS)))

    def get(self, key: Union[ArenaSetting, int, str]) -> int:
        """Read an integer setting; THRESHOLD_WHEN and BOUNDARY come back as
        their enum (an int too)."""
        k = self._key(key)
        if isinstance(k, ArenaText):
            raise ValueError("the arena's %s setting cannot be read back" % k.name.lower())
        out = ctypes.c_int64()
        self._check(lib.swc_arena_get_int(ctypes.byref(out), self._h(), int(k)))
        cls = _ARENA_ENUMS.get(int(k))
        return cls.coerce(out.value) if cls is not None else out.value

    def add_game(self, white: str, black: str, result: ResultLike, duration: int = 0, end: int = 0,
                 escaped: SideLike = None) -> None:
        """Take one finished game: ``result`` "1-0", "=" (½-½, 1/2 …), "0-1"
        or a :class:`Result` (ignored for an escape, may be None then);
        ``duration`` in seconds; ``end`` the time it ended (see
        :func:`parse_time`), not before the last event taken; ``escaped``
        None, "white" or "black" (a :class:`Colour`) when that side escaped."""
        g = new_struct(ArenaGame, white=cstr(white), black=cstr(black), result=_result(result, escaped),
                       escaped=_escaped(escaped), duration=int(duration), end_time=int(end))
        self._check(lib.swc_arena_add_game(self._h(), ctypes.byref(g)))

    def reset(self, name: str, time: int) -> None:
        """Reset a player's record (清零) at ``time``; a new name is entered with an empty record."""
        self._check(lib.swc_arena_reset_player(self._h(), cstr(name), int(time)))

    def read(self, data: Union[str, bytes]) -> None:
        """Take a TSV or JSON game stream (str or bytes, doc/events.md);
        nothing is taken when anything is wrong (ParseError with line and column)."""
        _read(lib.swc_arena_read, self, data)

    def info(self) -> Dict[str, int]:
        """Totals of the stream: players, games, ignored_period,
        ignored_eliminated, resets, qualified, eliminated, last_time."""
        i = new_struct(ArenaInfo)
        self._check(lib.swc_arena_get_info(ctypes.byref(i), self._h()))
        return {f: getattr(i, f) for f, _ in ArenaInfo._fields_[1:]}

    @staticmethod
    def _row(r: CArenaRow) -> ArenaRow:
        return ArenaRow(r.id, text(r.name) or "", r.rank, bool(r.shared), r.points, r.games, r.wins,
                        r.losses, r.draws, r.escapes, r.resets, r.total_time, r.avg_time, r.win_rate,
                        r.reached_at, _ARENA_STATUS_TEXT.get(r.status, "playing"))

    def rows(self) -> List[ArenaRow]:
        """The leaderboard, in its order (eliminated players last), as :class:`ArenaRow`\\ s."""
        out = []
        for i in range(lib.swc_arena_player_count(self._h())):
            r = new_struct(CArenaRow)
            self._check(lib.swc_arena_row_get(ctypes.byref(r), self._h(), i))
            out.append(self._row(r))
        return out

    def find(self, name: str) -> ArenaRow:
        """The leaderboard row of the player ``name``; NotFoundError when unknown."""
        r = new_struct(CArenaRow)
        self._check(lib.swc_arena_find(ctypes.byref(r), self._h(), cstr(name)))
        return self._row(r)

    def __len__(self) -> int:
        return int(lib.swc_arena_player_count(self._h()))

    def __repr__(self) -> str:
        if self._p is None:
            return "<swisscore.Arena closed>"
        i = self.info()
        return "<swisscore.Arena %d players, %d games, %d qualified>" % (
            i["players"], i["games"], i["qualified"])


def _presets(count: Callable[[], int], get: Callable[..., int], info: Type[ctypes.Structure]) -> List[Preset]:
    out = []
    for i in range(count()):
        pi: Any = new_struct(info)
        if get(ctypes.byref(pi), i) == 0:
            out.append(Preset(text(pi.name) or "", text(pi.name_zh) or "", text(pi.description) or ""))
    return out


def arena_presets() -> List[Preset]:
    """The named arena presets (the 2015 documents' 海选赛 and 晋级赛)."""
    return _presets(lib.swc_arena_preset_count, lib.swc_arena_preset_get, ArenaPresetInfo)


def knockout_presets() -> List[Preset]:
    """The named knockout presets (the 2015 documents' 入围赛)."""
    return _presets(lib.swc_knockout_preset_count, lib.swc_knockout_preset_get, KnockoutPresetInfo)


class Knockout(_Handle):
    """A single-elimination stage over rounds (see knockout.h): pair a round,
    feed its games or marks, close it; or play it all from a stream (:meth:`read`)."""

    _free = lib.swc_knockout_free
    _errmsg = lib.swc_knockout_errmsg

    def __init__(self, preset: Optional[str] = None, **settings: Any) -> None:
        """A stage with the defaults or a named ``preset`` (see
        :func:`knockout_presets`), then the keyword ``settings`` applied
        (``rounds=3``, ``pairing="random"``, ``draw_rule="decider replay"``)."""
        self._p = _new(lib.swc_knockout_new, KnockoutOptions, preset)
        try:
            for k, v in settings.items():
                self.set(k, v)
        except Exception:
            self.close()
            raise

    def set(self, key: Union[KnockoutSetting, int, str], value: Any) -> None:
        """Change a setting (a :class:`KnockoutSetting` or its name) before
        the first round; PAIRING, DRAW_RULE and REPECHAGE also take a
        :class:`KoPairing`, :class:`KoDrawRule`, :class:`KoRepechage` name."""
        k = KnockoutSetting.coerce(key)
        self._check(lib.swc_knockout_set_int(self._h(), int(k), _setting_value(k, value, _KNOCKOUT_ENUMS)))

    def get(self, key: Union[KnockoutSetting, int, str]) -> int:
        """Read a setting; PAIRING, DRAW_RULE and REPECHAGE come back as their enum (an int too)."""
        k = KnockoutSetting.coerce(key)
        out = ctypes.c_int64()
        self._check(lib.swc_knockout_get_int(ctypes.byref(out), self._h(), int(k)))
        cls = _KNOCKOUT_ENUMS.get(int(k))
        return cls.coerce(out.value) if cls is not None else out.value

    def add_player(self, name: str, seed: int = 0) -> int:
        """Enter a player before the first round, with a seed number (1 =
        best, 0 = none); returns his id."""
        out = ctypes.c_uint32()
        self._check(lib.swc_knockout_add_player(ctypes.byref(out), self._h(), cstr(name), int(seed)))
        return out.value

    def pair_round(self) -> None:
        """Open the next round: pair the survivors (with the server pairing, wait for its games)."""
        self._check(lib.swc_knockout_pair_round(self._h()))

    def add_game(self, white: str, black: str, result: ResultLike, escaped: SideLike = None) -> None:
        """Take a game of the open round (a second game of a pair is its
        decider): ``result`` and ``escaped`` as in :meth:`Arena.add_game`."""
        g = new_struct(KnockoutGame, white=cstr(white), black=cstr(black), result=_result(result, escaped),
                       escaped=_escaped(escaped))
        self._check(lib.swc_knockout_add_game(self._h(), ctypes.byref(g)))

    def mark(self, name: str, what: Union[KoMark, int, str]) -> None:
        """Mark a survivor of the open round "unmatched" or "absent" (a :class:`KoMark`)."""
        self._check(lib.swc_knockout_mark(self._h(), cstr(name), int(KoMark.coerce(what))))

    def close_round(self) -> None:
        """Close the open round: decide every pair (StateError names a pair without a decisive result)."""
        self._check(lib.swc_knockout_close_round(self._h()))

    def fill_quota(self) -> int:
        """Repechage after the last round: qualify eliminated players until
        the quota is full; returns how many came back."""
        out = ctypes.c_uint32()
        self._check(lib.swc_knockout_fill_quota(ctypes.byref(out), self._h()))
        return out.value

    def pair_repechage(self) -> int:
        """Pair the repechage round (round rounds + 1) whose games fill the
        quota: byes first when candidates are fewer than two a place, then
        the best candidate against the worst; returns the pairs."""
        out = ctypes.c_uint32()
        self._check(lib.swc_knockout_pair_repechage(ctypes.byref(out), self._h()))
        return out.value

    def read(self, data: Union[str, bytes]) -> None:
        """Play the whole stage from a game stream (TSV or JSON, str or bytes,
        doc/events.md); nothing is kept when anything fails."""
        _read(lib.swc_knockout_read, self, data)

    def pairs(self, round: int) -> List[KnockoutPair]:
        """The pairs of ``round`` (1-based), as :class:`KnockoutPair`\\ s."""
        out = []
        for i in range(lib.swc_knockout_pair_count(self._h(), int(round))):
            p = new_struct(CKnockoutPair)
            self._check(lib.swc_knockout_pair_get(ctypes.byref(p), self._h(), int(round), i))
            out.append(KnockoutPair(p.white, p.black, p.winner, KoHow.coerce(p.how), p.games))
        return out

    @property
    def rounds(self) -> int:
        """Rounds opened so far."""
        return int(lib.swc_knockout_round_count(self._h()))

    def players(self) -> List[KnockoutPlayer]:
        """Every player, by id, as :class:`KnockoutPlayer`\\ s."""
        out = []
        for pid in range(1, lib.swc_knockout_player_count(self._h()) + 1):
            p = new_struct(CKnockoutPlayer)
            self._check(lib.swc_knockout_player_get(ctypes.byref(p), self._h(), pid))
            out.append(KnockoutPlayer(p.id, text(p.name) or "", p.seed, _KO_STATUS_TEXT.get(p.status, "alive"),
                                      p.out_round, KoHow.coerce(p.how_out), p.rounds_won, p.games))
        return out

    def find(self, name: str) -> int:
        """The id of the player ``name``; NotFoundError when unknown."""
        out = ctypes.c_uint32()
        self._check(lib.swc_knockout_find(ctypes.byref(out), self._h(), cstr(name)))
        return out.value

    def __len__(self) -> int:
        return int(lib.swc_knockout_player_count(self._h()))

    def __repr__(self) -> str:
        if self._p is None:
            return "<swisscore.Knockout closed>"
        return "<swisscore.Knockout %d players, %d/%d rounds>" % (
            len(self), self.rounds, self.get(KnockoutSetting.ROUNDS))


def grade_tables() -> List[GradeTable]:
    """The named grade tables, with what each reads (a :class:`GradeKind`)."""
    out = []
    for i in range(lib.swc_grade_table_count()):
        gi = new_struct(GradeTableInfo)
        if lib.swc_grade_table_get(ctypes.byref(gi), i) == 0:
            out.append(GradeTable(text(gi.name) or "", text(gi.name_zh) or "", GradeKind.coerce(gi.kind),
                                  text(gi.description) or ""))
    return out


def example_thresholds() -> str:
    """An EXAMPLE of the score-rate thresholds format, not the CCA regulation."""
    return text(lib.swc_grades_example_thresholds()) or ""


class Grades(_Handle):
    """Who may apply for which grade (see grades.h), computed once from a
    Tournament, an Arena or a Knockout with a named grade table."""

    _free = lib.swc_grades_free
    _errmsg = lib.swc_grades_errmsg

    def __init__(self, source: Union["Tournament", Arena, Knockout], table: str,
                 thresholds: Optional[str] = None, ruleset: Optional[str] = None,
                 tiebreaks: Optional[str] = None, seed: int = 0, by_sex: bool = False,
                 played_only: bool = False,
                 rate_basis: Union[GradeRateBasis, int, str, None] = None,
                 disqualify_missed: int = 0, after_round: int = 0,
                 unplayed: Union["Unplayed", int, str] = 0,
                 last_band_capped: bool = False) -> None:
        """Grades of ``source`` by the grade ``table`` (see
        :func:`grade_tables`): ``thresholds`` text for the score-rate tables,
        the standings ``ruleset`` / ``tiebreaks`` and lot ``seed`` for rank
        tables on a tournament, ``by_sex`` to rank men and women apart, and
        the score rate's ``rate_basis`` (a :class:`GradeRateBasis`;
        ``played_only=True`` is ``rate_basis="played"``). On a tournament,
        ``disqualify_missed=2`` withholds the grade of a player who missed two
        rounds without leave, as the prize rules' ``disqualify missed 2``
        (取消比赛资格); ``after_round`` and ``unplayed`` read the standings as
        :func:`swisscore.prizes.compute` does. A table with head counts
        (``chess-2015-final``) takes tied players in standings order;
        ``last_band_capped=True`` gives no grade after its last count (120)."""
        from .enums import enum_value
        from .standings import Unplayed
        from .tournament import Tournament  # imports this module
        if not isinstance(source, (Tournament, Arena, Knockout)):
            raise TypeError("grades come from a Tournament, an Arena or a Knockout, not %r"
                            % type(source).__name__)
        basis = GradeRateBasis.coerce(rate_basis) if rate_basis is not None else \
            (GradeRateBasis.PLAYED if played_only else GradeRateBasis.ROUNDS)
        handle = ctypes.c_void_p()
        opts = new_struct(GradesOptions)
        rc = lib.swc_grades_new(ctypes.byref(handle), ctypes.byref(opts))
        if rc:
            raise error_for(rc, "cannot create")
        self._p = handle.value
        self.table = table
        prm = new_struct(GradesParams, table=cstr(table), thresholds=cstr(thresholds), ruleset=cstr(ruleset),
                         tiebreaks=cstr(tiebreaks), seed=int(seed), by_sex=int(bool(by_sex)),
                         rate_basis=int(basis), disqualify_missed=int(disqualify_missed),
                         after_round=int(after_round), unplayed=enum_value(Unplayed, unplayed),
                         last_band_capped=int(bool(last_band_capped)))
        if isinstance(source, Arena):
            rc = lib.swc_grades_from_arena(self._h(), source._h(), ctypes.byref(prm))
        elif isinstance(source, Knockout):
            rc = lib.swc_grades_from_knockout(self._h(), source._h(), ctypes.byref(prm))
        else:
            rc = lib.swc_grades_from_tournament(self._h(), source._h(), ctypes.byref(prm))
        try:
            self._check(rc)
        except Exception:
            self.close()
            raise

    @staticmethod
    def _row(r: CGradeRow) -> GradeRow:
        return GradeRow(r.id, text(r.name) or "", r.measure, r.games, text(r.current) or "",
                        text(r.cap) or "", text(r.grade) or "", text(r.reason) or "")

    def rows(self) -> List[GradeRow]:
        """Every player's :class:`GradeRow`, in the order of the source
        (standings, leaderboard or ids)."""
        out = []
        for i in range(lib.swc_grades_count(self._h())):
            r = new_struct(CGradeRow)
            self._check(lib.swc_grades_row_get(ctypes.byref(r), self._h(), i))
            out.append(self._row(r))
        return out

    def find(self, id: int) -> GradeRow:
        """The row of the player ``id`` (his id in the source); NotFoundError when unknown."""
        r = new_struct(CGradeRow)
        self._check(lib.swc_grades_find(ctypes.byref(r), self._h(), int(id)))
        return self._row(r)

    def __len__(self) -> int:
        return int(lib.swc_grades_count(self._h()))

    def __repr__(self) -> str:
        if self._p is None:
            return "<swisscore.Grades closed>"
        rows = self.rows()
        return "<swisscore.Grades %r: %d rows, %d graded>" % (
            self.table, len(rows), sum(1 for r in rows if r.grade))
