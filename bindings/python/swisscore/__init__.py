"""libswisscore from Python: Swiss-system pairing and ranking for chess,
xiangqi and dual-board events.

>>> import swisscore
>>> with swisscore.Tournament(rounds=5) as t:
...     for i in range(8):
...         _ = t.add_player("P%d" % i, 2000 - 10 * i)
...     r = t.pair_next_round()
...     len(r.boards)
4
"""

from ._native import LibraryNotFound, lib as _lib
from .enums import (Acceleration, Colour, Eol, PairingSystem, PlayerFlag, Result,
                    RoundKind, Setting, Status, TextSetting, TpnOrder, TrfFormat)
from .errors import (BufferSizeError, ClosedError, FileError, InconsistentError,
                     InvalidArgumentError, LimitError, NoPairingError, NotFoundError,
                     OutOfMemoryError, ParseError, RangeError, StateError,
                     SwissCoreError, UnsupportedError)
from . import xiangqi
from . import events
from .events import Arena, Grades, Knockout
from .analysis import CheckReason, CheckReport, CheckRound, CheckSide, StatsRow
from .prizes import (Award, PrizeKind, PrizeRules, Prizes, PrizeTable, Team, compute_sections as prizes_of_sections,
                     prize_rules)
from .standings import Criterion, Pairings, Row, Ruleset, Unplayed, rulesets
from .tournament import (Board, Bye, Player, PlayerInfo, Round, RoundEntry,
                         Tournament, points, tenths)


def library_version():
    """Version string of the loaded C library."""
    return _lib.swc_version_string().decode()


def library_version_number():
    """Version of the loaded C library as major*10000 + minor*100 + patch."""
    return _lib.swc_version()


def strerror(code):
    """The library's static description of a status code."""
    return _lib.swc_strerror(int(code)).decode()


__version__ = library_version()

__all__ = [name for name in dir() if not name.startswith("_")]
