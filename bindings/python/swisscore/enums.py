"""The C library's enumerations as Python IntEnums (same values).

Every enum also takes its members' names as text, in any case and with
``-`` or spaces for ``_``: ``PairingSystem("sequential")``,
``RoundKind("half bye")``; the Tournament's keyword arguments do the same
(``Tournament(system="sequential", edition=2017)``).
"""

from __future__ import annotations

import re
from enum import IntEnum
from typing import Any, Optional, Type, TypeVar, Union

E = TypeVar("E", bound=IntEnum)


def _enum_by_name(cls: Type[E], value: object) -> Optional[E]:
    """The member of ``cls`` named by ``value`` (text), or None."""
    if isinstance(value, str):
        key = re.sub(r"[\s\-]+", "_", value.strip()).upper()
        if key in cls.__members__:
            return cls.__members__[key]
        if re.fullmatch(r"[+-]?\d+", key) and int(key) in cls._value2member_map_:
            return cls(int(key))
    return None


def enum_value(cls: Type[E], value: Union[E, int, str]) -> int:
    """The C value for a member or a name of ``cls``; other ints pass
    unchanged, for the library to check."""
    if isinstance(value, str):
        return int(cls.coerce(value))  # type: ignore[attr-defined]
    return int(value)


class LibEnum(IntEnum):
    """An IntEnum that also accepts its members' names as text."""

    @classmethod
    def _missing_(cls, value: object) -> Any:
        return _enum_by_name(cls, value)

    @classmethod
    def coerce(cls: Type[E], value: Union[E, int, str]) -> E:
        """The member for a member, its value, or its name; ValueError otherwise."""
        try:
            return cls(value)  # type: ignore[arg-type]  # names go through _missing_
        except ValueError:
            names = ", ".join(m.lower() for m in cls.__members__)
            raise ValueError("%r is not a %s (one of: %s)" % (value, cls.__name__, names)) from None

    def __repr__(self) -> str:
        return "<%s.%s: %d>" % (type(self).__name__, self.name, self.value)


class Status(LibEnum):
    """Status codes of the C library: 0 or a negative ``SWC_E*`` value."""
    OK = 0
    EINVAL = -1
    ENOMEM = -2
    ENOTFOUND = -3
    ESTATE = -4
    ENOPAIRING = -5
    EPARSE = -6
    ERANGE = -7
    EBUFSIZE = -8
    EIO = -9
    EINCONSISTENT = -10
    EUNSUPPORTED = -11
    ELIMIT = -12


class Setting(LibEnum):
    """Integer settings of a tournament (points are in tenths)."""
    ROUNDS = 1
    POINTS_WIN = 2
    POINTS_DRAW = 3
    POINTS_LOSS = 4
    POINTS_PAB = 5
    POINTS_FORFEIT_WIN = 6
    POINTS_FORFEIT_LOSS = 7
    POINTS_FULL_BYE = 8
    POINTS_HALF_BYE = 9
    POINTS_ZERO_BYE = 10
    POINTS_DRAW_WHITE = 11
    POINTS_DRAW_BLACK = 12
    POINTS_NOT_ENTERED = 13
    GAMES_PER_PAIRING = 14
    INITIAL_COLOUR = 15
    PAIRING_SYSTEM = 16
    DUTCH_EDITION = 17
    FORFEIT_WITHDRAW = 18
    ACCELERATION = 19
    TPN_ORDER = 20
    SEQUENTIAL_TIEBREAK = 21


class TextSetting(LibEnum):
    """Text settings of a tournament (the TRF header records, TIEBREAKS:
    the event's tie-break rules, a ruleset name or a cascade, and
    SECTION_GROUP: the registration group of players entered without one)."""
    NAME = 1
    CITY = 2
    FEDERATION = 3
    START_DATE = 4
    END_DATE = 5
    TYPE = 6
    ARBITER = 7
    DEPUTY = 8
    TIME_CONTROL = 9
    TIEBREAKS = 10
    SECTION_GROUP = 11


class Colour(LibEnum):
    """Colour of a player in a game; RED is WHITE (xiangqi's first mover)."""
    NONE = 0
    WHITE = 1  # red in xiangqi
    BLACK = 2

    RED = 1


class PairingSystem(LibEnum):
    """How rounds are paired: FIDE Dutch, Chinese sequential, or Berger round robin."""
    DUTCH = 1
    SEQUENTIAL = 2
    BERGER = 3


class Acceleration(LibEnum):
    """Acceleration of the first rounds (Baku, FIDE C.04.7)."""
    NONE = 0
    BAKU = 1


class TpnOrder(LibEnum):
    """Whether pairing numbers follow the rating order (AUTO) or the order of entry."""
    AUTO = 0
    MANUAL = 1


class SequentialTiebreak(LibEnum):
    """How the sequential system orders players level on points."""
    NONE = 0
    BUCHHOLZ = 1
    PROGRESSIVE = 2


class PlayerFlag(LibEnum):
    """Bits of a player's registration (provisional rating, member)."""
    PROVISIONAL = 1
    MEMBER = 2


class RoundKind(LibEnum):
    """What a player's round was."""
    NONE = 0
    PLAYED = 1
    FORFEIT_WIN = 2
    FORFEIT_LOSS = 3
    PAB = 4
    FULL_BYE = 5
    HALF_BYE = 6
    ZERO_BYE = 7
    NOT_PAIRED = 8
    NOT_ENTERED = 9
    WITHDRAWN = 10


class Result(LibEnum):
    """Result of a game, from white's (red's) side."""
    NONE = 0
    WHITE_WIN = 1
    DRAW = 2
    BLACK_WIN = 3
    WHITE_FORFEIT_WIN = 4
    BLACK_FORFEIT_WIN = 5
    DOUBLE_FORFEIT = 6
    ADJOURNED = 7
    WHITE_WIN_UNRATED = 8
    DRAW_UNRATED = 9
    BLACK_WIN_UNRATED = 10

    @classmethod
    def parse(cls, value: Union["Result", int, str, None]) -> "Result":
        """A Result from itself, its value, its name ("white_win"), or the
        usual notations: "1-0", "0-1", "1/2", "½-½", "=", "0.5-0.5", "1:0",
        "+-", "-+", "--" (also "+/-" …) for forfeits, "*" or "" for no
        result, and xiangqi's 红胜, 黑胜, 和 (红负, 黑负). Raises
        :class:`ResultError` (a ValueError) for anything else."""
        if isinstance(value, Result):
            return value
        if value is None:
            return cls.NONE
        if isinstance(value, int) and not isinstance(value, bool):
            if value in cls._value2member_map_:
                return cls(value)
        elif isinstance(value, str):
            key = value.strip().replace(" ", "").replace(":", "-")
            key = key.replace("\u2013", "-").replace("\u2014", "-").replace("\u2212", "-")
            for k in (key, key.replace("/", "-")):
                if k in _RESULT_SPELLINGS:
                    return cls(_RESULT_SPELLINGS[k])
            member = _enum_by_name(cls, value)
            if member is not None:
                return member
        from .errors import ResultError
        raise ResultError("unknown result %r: use 1-0, 0-1, 1/2 (½-½, =), +-, -+, --, "
                          "* (none), 红胜, 黑胜, 和, or a Result" % (value,))

    @classmethod
    def _missing_(cls, value: object) -> Any:
        if isinstance(value, str):
            try:
                return cls.parse(value)
            except ValueError:
                return None
        return None

    @property
    def notation(self) -> str:
        """The usual notation: "1-0", "½-½", "0-1", "+-", "-+", "--", "*" for none."""
        return _RESULT_TEXT[self]

    def __str__(self) -> str:
        return _RESULT_TEXT[self]


#: Notation (":" read as "-", and "/" too when needed) -> Result value.
_RESULT_SPELLINGS = {
    "1-0": 1, "0-1": 3, "=": 2, "1/2": 2, "1/2-1/2": 2, "½": 2, "½-½": 2, "0.5-0.5": 2,
    "+-": 4, "+--": 4, "-+": 5, "--+": 5, "--": 6, "---": 6, "*": 0, "": 0,
    "红胜": 1, "黑负": 1, "黑胜": 3, "红负": 3, "和": 2, "和棋": 2,
}

_RESULT_TEXT = {
    Result.NONE: "*", Result.WHITE_WIN: "1-0", Result.DRAW: "½-½",
    Result.BLACK_WIN: "0-1", Result.WHITE_FORFEIT_WIN: "+-",
    Result.BLACK_FORFEIT_WIN: "-+", Result.DOUBLE_FORFEIT: "--",
    Result.ADJOURNED: "adjourned", Result.WHITE_WIN_UNRATED: "1-0 (unrated)",
    Result.DRAW_UNRATED: "½-½ (unrated)", Result.BLACK_WIN_UNRATED: "0-1 (unrated)",
}


class TrfFormat(LibEnum):
    """Which TRF dialect to write."""
    TRF_2026 = 0
    TRF_16 = 1


class Eol(LibEnum):
    """Line ending of written TRF text."""
    LF = 0
    CRLF = 1
    CR = 2


class TrfReadFlag(LibEnum):
    """Flags for reading TRF: TRUST_RESULTS accepts stated points that disagree."""
    TRUST_RESULTS = 1


class TrfReportFlag(LibEnum):
    """Flags of the FIDE rating report: PLAIN keeps only FIDE's records."""
    PLAIN = 1


class TrfEncoding(LibEnum):
    """Text encoding of a TRF file: AUTO tries UTF-8, then GB18030 or
    Windows-1252 (a warning says which); the others insist on one."""
    AUTO = 0
    UTF8 = 1
    LATIN1 = 2
    GBK = 3


#: swc_trf_read flag: accept stated points that disagree with the results.
TRF_TRUST_RESULTS = TrfReadFlag.TRUST_RESULTS

# swc_trf_encoding: the names from_trf() accepts.
TRF_ENCODINGS = {"auto": TrfEncoding.AUTO, "utf-8": TrfEncoding.UTF8, "latin1": TrfEncoding.LATIN1,
                 "gbk": TrfEncoding.GBK}
