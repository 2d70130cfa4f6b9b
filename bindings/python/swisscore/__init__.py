"""libswisscore from Python: Swiss-system pairing and ranking for chess,
xiangqi and dual-board events.

>>> import swisscore
>>> with swisscore.Tournament(rounds=5, system="dutch") as t:
...     for i in range(8):
...         _ = t.add_player("P%d" % i, 2000 - 10 * i)
...     r = t.pair_next_round()
...     len(r.boards)
4

Start with :class:`Tournament` (or :meth:`Tournament.from_trf`); scores are
exact :class:`decimal.Decimal` values; every error is a
:class:`SwissCoreError` (and a ValueError, LookupError … where Python code
would expect one).
"""

from ._native import LibraryNotFound, lib as _lib
from .enums import (Acceleration, Colour, Eol, LibEnum, PairingSystem, PlayerFlag, Result,
                    RoundKind, SequentialTiebreak, Setting, Status, TextSetting, TpnOrder,
                    TrfEncoding, TrfFormat, TrfReadFlag, TrfReportFlag)
from .errors import (BufferSizeError, ClosedError, FileError, InconsistentError,
                     InvalidArgumentError, LimitError, NoPairingError, NotFoundError,
                     OutOfMemoryError, ParseError, RangeError, ResultError, StateError,
                     SwissCoreError, UnsupportedError)
from . import xiangqi
from . import events
from . import batch
from .events import Arena, Grades, Knockout
from .analysis import CheckBoard, CheckReason, CheckReport, CheckRound, CheckSide, StatsRow
from .card import (Card, CardDecision, CardFloat, CardLang, CardPairing, CardPref, CardRound,
                   CardTiebreak)
from .prizes import (Award, PrizeKind, PrizeRules, Prizes, PrizeTable, Team, TeamMember,
                     compute_sections as prizes_of_sections, prize_rules)
from .report import Column, ColumnType, Report, ReportKind
from .journal import JournalEntry, JournalKind, format_journal_time
from .standings import Criterion, Pairings, Row, Ruleset, Standings, Unplayed, rulesets
from .teams import EventTeam, MatchKind, TeamColourType, TeamMatch, TeamResult, TeamSetting, TeamSystem, Teams
from .teamtiebreak import BoardRank, TeamRow, TeamStandings, board_ranking, team_rulesets, team_standings
from .tournament import (Board, Bye, ForbiddenPair, Player, PlayerInfo, Round, RoundEntry,
                         Tournament, points, tenths)

#: Limits of the C library (SWC_MAX_ROUNDS, SWC_MAX_PLAYERS: the TRF limit,
#: SWC_MAX_PLAYERS_MODEL: the limit of the API and JSON documents).
MAX_ROUNDS = 99
MAX_PLAYERS = 9999
MAX_PLAYERS_MODEL = 100000


def library_version() -> str:
    """Version string of the loaded C library, e.g. "0.1.0"."""
    return str(_lib.swc_version_string().decode())


def library_version_number() -> int:
    """Version of the loaded C library as major*10000 + minor*100 + patch."""
    return int(_lib.swc_version())


def strerror(code: int) -> str:
    """The library's static description of a status code."""
    return str(_lib.swc_strerror(int(code)).decode())


__version__ = library_version()

__all__ = [name for name in dir() if not name.startswith("_")]
