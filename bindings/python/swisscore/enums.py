"""The C library's enumerations as Python IntEnums (same values)."""

from enum import IntEnum


class Status(IntEnum):
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


class Setting(IntEnum):
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


class TextSetting(IntEnum):
    NAME = 1
    CITY = 2
    FEDERATION = 3
    START_DATE = 4
    END_DATE = 5
    TYPE = 6
    ARBITER = 7
    DEPUTY = 8
    TIME_CONTROL = 9


class Colour(IntEnum):
    NONE = 0
    WHITE = 1  # red in xiangqi
    BLACK = 2

    RED = 1


class PairingSystem(IntEnum):
    DUTCH = 1
    SEQUENTIAL = 2
    BERGER = 3


class Acceleration(IntEnum):
    NONE = 0
    BAKU = 1


class TpnOrder(IntEnum):
    AUTO = 0
    MANUAL = 1


class PlayerFlag(IntEnum):
    PROVISIONAL = 1
    MEMBER = 2


class RoundKind(IntEnum):
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


class Result(IntEnum):
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
    def parse(cls, value):
        """A Result from itself, an int, or the usual notation: "1-0", "½-½",
        "0.5-0.5", "=", "0-1", "+/-", "-/+", "-/-"."""
        if isinstance(value, Result):
            return value
        if isinstance(value, int):
            return cls(value)
        key = str(value).strip().replace(" ", "")
        table = {
            "1-0": cls.WHITE_WIN, "0-1": cls.BLACK_WIN, "=": cls.DRAW,
            "½-½": cls.DRAW, "0.5-0.5": cls.DRAW, "1/2-1/2": cls.DRAW,
            "+/-": cls.WHITE_FORFEIT_WIN, "+-": cls.WHITE_FORFEIT_WIN,
            "-/+": cls.BLACK_FORFEIT_WIN, "-+": cls.BLACK_FORFEIT_WIN,
            "-/-": cls.DOUBLE_FORFEIT, "--": cls.DOUBLE_FORFEIT,
        }
        if key in table:
            return table[key]
        try:
            return cls[key.upper()]
        except KeyError:
            raise ValueError("unknown result %r" % (value,)) from None

    def __str__(self):
        return _RESULT_TEXT.get(self, self.name)


_RESULT_TEXT = {
    Result.NONE: "", Result.WHITE_WIN: "1-0", Result.DRAW: "½-½",
    Result.BLACK_WIN: "0-1", Result.WHITE_FORFEIT_WIN: "+/-",
    Result.BLACK_FORFEIT_WIN: "-/+", Result.DOUBLE_FORFEIT: "-/-",
    Result.ADJOURNED: "*", Result.WHITE_WIN_UNRATED: "1-0 (unrated)",
    Result.DRAW_UNRATED: "½-½ (unrated)", Result.BLACK_WIN_UNRATED: "0-1 (unrated)",
}


class TrfFormat(IntEnum):
    TRF_2026 = 0
    TRF_16 = 1


class Eol(IntEnum):
    LF = 0
    CRLF = 1
    CR = 2


#: swc_trf_read flag: accept stated points that disagree with the results.
TRF_TRUST_RESULTS = 1

# swc_trf_encoding: the names from_trf() accepts.
TRF_ENCODINGS = {"auto": 0, "utf-8": 1, "latin1": 2, "gbk": 3}
