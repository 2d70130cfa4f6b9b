"""Team standings: match points, game points and the team tie-breaks of
C.07 (2026) — MPvGP, EDE and its forms, EMGSB and the other extended SB,
BC, TBR, BBE, SSSC, team Buchholz."""

from __future__ import annotations

import ctypes
from collections.abc import Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Dict, Iterator, List, Optional, Union, overload

from . import _native
from ._native import cstr, lib, new_struct, text
from ._native import _i, _p, _pp, _u32  # ctypes names of the prototypes
from .errors import error_for
from .standings import Criterion, CriterionInfo, Ruleset, RulesetInfo, Unplayed

if TYPE_CHECKING:
    from .tournament import Tournament


class TeamStandingRow(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("team", ctypes.c_uint32),
        ("rank", ctypes.c_uint32),
        ("shared", ctypes.c_uint32),
    ]


class BoardRankC(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("player", ctypes.c_uint32),
        ("team", ctypes.c_uint32),
        ("rank", ctypes.c_uint32),
        ("shared", ctypes.c_uint32),
        ("games", ctypes.c_uint32),
        ("points", ctypes.c_int32),
        ("percent", ctypes.c_int32),
    ]


FUNCTIONS = {
    # teamtiebreak.h
    "swc_team_standings_new": (_i, [_pp, _p, ctypes.c_char_p, _u32]),
    "swc_team_standings_free": (None, [_p]),
    "swc_team_standings_count": (_u32, [_p]),
    "swc_team_standings_get": (_i, [ctypes.POINTER(TeamStandingRow), _p, _u32]),
    "swc_team_standings_columns": (_u32, [_p]),
    "swc_team_standings_column": (_i, [ctypes.POINTER(CriterionInfo), _p, _u32]),
    "swc_team_standings_value": (_i, [ctypes.POINTER(ctypes.c_int64), _p, _u32, _u32]),
    "swc_team_standings_cascade": (ctypes.c_char_p, [_p]),
    "swc_team_ruleset_count": (_u32, []),
    "swc_team_ruleset_get": (_i, [ctypes.POINTER(RulesetInfo), _u32]),
    "swc_board_ranking_new": (_i, [_pp, _p, _u32, _u32, _u32]),
    "swc_board_ranking_free": (None, [_p]),
    "swc_board_ranking_count": (_u32, [_p]),
    "swc_board_ranking_get": (_i, [ctypes.POINTER(BoardRankC), _p, _u32]),
}
_native.bind(FUNCTIONS)

_UNDEFINED = -(2 ** 63)


class TeamRow:
    """One line of the team standings: ``rank``, ``team`` (its number),
    ``name``, ``shared``, and every code's value: ``row["EMGSB/C1"]`` (a
    Decimal, or None when undefined)."""

    __slots__ = ("rank", "team", "name", "shared", "values")

    def __init__(self, rank: int, team: int, name: str, shared: bool,
                 values: Dict[str, Optional[Decimal]]) -> None:
        self.rank = rank
        self.team = team
        self.name = name
        self.shared = shared
        self.values = values

    def __getitem__(self, code: str) -> Optional[Decimal]:
        return self.values[code]

    def __repr__(self) -> str:
        return "<swisscore.TeamRow %d%s team %d %s: %s>" % (
            self.rank, "=" if self.shared else "", self.team, self.name,
            " ".join("%s=%s" % kv for kv in self.values.items()))


class TeamStandings(Sequence):
    """The ranking of a team event: :class:`TeamRow` in ranking order, and
    the :attr:`criteria` (the primary score first)."""

    def __init__(self, criteria: List[Criterion], rows: List[TeamRow], tiebreaks: Optional[str],
                 cascade: str) -> None:
        self.criteria = criteria
        self.rows = rows
        self.tiebreaks = tiebreaks
        #: The cascade applied: as given, a ruleset's, or the event's own (its 212 record).
        self.cascade = cascade

    @property
    def codes(self) -> List[str]:
        """The codes as applied, e.g. ["PTS:MP", "MPvGP", "EDE"]."""
        return [c.code for c in self.criteria]

    @overload
    def __getitem__(self, index: int) -> TeamRow: ...

    @overload
    def __getitem__(self, index: slice) -> List[TeamRow]: ...

    def __getitem__(self, index: Union[int, slice]) -> Union[TeamRow, List[TeamRow]]:
        return self.rows[index]

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[TeamRow]:
        return iter(self.rows)

    def __repr__(self) -> str:
        return "<swisscore.TeamStandings %d teams by %s>" % (len(self.rows), ", ".join(self.codes))


def _ok(rc: int) -> None:
    if rc != 0:
        raise error_for(rc, text(lib.swc_strerror(rc)))


def _value(raw: int, crit: Criterion) -> Optional[Decimal]:
    if raw == _UNDEFINED:
        return None
    if crit.scale <= 1:
        return Decimal(raw)
    return (Decimal(raw) / Decimal(crit.scale)).quantize(Decimal(1).scaleb(-crit.decimals))


def team_standings(tournament: "Tournament", tiebreaks: Optional[str] = None, *,
                   after_round: int = 0) -> TeamStandings:
    """Rank the teams of ``tournament`` by ``tiebreaks``, a cascade written
    as C.07 and TRF-2026 write it ("PTS:MP,MPVGP,EDE,EMGSB/C1,BH:MP/C1,BC"),
    with Chinese names ("场分,局分,对手分,直胜") or as a ruleset's name
    ("chinese-team", see :func:`team_rulesets`); None takes the event's own
    cascade (its 212 record), else the FIDE ruleset for its pairings."""
    handle = ctypes.c_void_p()
    tournament._check(lib.swc_team_standings_new(ctypes.byref(handle), tournament._h(),
                                                 cstr(tiebreaks), int(after_round)))
    s = handle.value
    try:
        crits = []
        for c in range(lib.swc_team_standings_columns(s)):
            info = new_struct(CriterionInfo)
            _ok(lib.swc_team_standings_column(ctypes.byref(info), s, c))
            crits.append(Criterion(text(info.code), text(info.name_zh), text(info.type),
                                   info.scale, info.decimals, bool(info.ascending)))
        rows = []
        value = ctypes.c_int64()
        from .teams import Teams
        teams = Teams(tournament)
        for r in range(lib.swc_team_standings_count(s)):
            row = new_struct(TeamStandingRow)
            _ok(lib.swc_team_standings_get(ctypes.byref(row), s, r))
            values = {}
            for c, crit in enumerate(crits):
                _ok(lib.swc_team_standings_value(ctypes.byref(value), s, r, c))
                values[crit.code] = _value(value.value, crit)
            rows.append(TeamRow(row.rank, row.team, teams[row.team].name, bool(row.shared), values))
        return TeamStandings(crits, rows, tiebreaks, text(lib.swc_team_standings_cascade(s)))
    finally:
        lib.swc_team_standings_free(s)


def team_rulesets() -> List[Ruleset]:
    """The named team rulesets: fide-team-2026, fide-team-rr-2026,
    fide-team-gp-2026 and chinese-team (中国团体赛)."""
    out = []
    for i in range(lib.swc_team_ruleset_count()):
        info = new_struct(RulesetInfo)
        _ok(lib.swc_team_ruleset_get(ctypes.byref(info), i))
        out.append(Ruleset(text(info.name), text(info.name_zh), text(info.tiebreaks),
                           Unplayed(info.unplayed), bool(info.lots), text(info.description)))
    return out


class BoardRank:
    """A player of a board ranking: ``rank``, ``player`` (id), ``name``,
    ``team``, ``games`` over the board on that board, ``points`` and
    ``percent`` (Decimals), ``shared``."""

    __slots__ = ("rank", "player", "name", "team", "games", "points", "percent", "shared")

    def __init__(self, rank: int, player: int, name: str, team: int, games: int, points: Decimal,
                 percent: Decimal, shared: bool) -> None:
        self.rank = rank
        self.player = player
        self.name = name
        self.team = team
        self.games = games
        self.points = points
        self.percent = percent
        self.shared = shared

    def __repr__(self) -> str:
        return "<swisscore.BoardRank %d%s %s: %s/%d = %s%%>" % (
            self.rank, "=" if self.shared else "", self.name, self.points, self.games, self.percent)


def board_ranking(tournament: "Tournament", board: int, *, min_games: int = 0,
                  after_round: int = 0) -> List[BoardRank]:
    """The board prize ranking of ``board``: players by percentage on that
    board (games over the board only), then points, then games; those with
    fewer than ``min_games`` games are left out."""
    handle = ctypes.c_void_p()
    tournament._check(lib.swc_board_ranking_new(ctypes.byref(handle), tournament._h(), int(board),
                                                 int(min_games), int(after_round)))
    r = handle.value
    try:
        out = []
        for i in range(lib.swc_board_ranking_count(r)):
            row = new_struct(BoardRankC)
            _ok(lib.swc_board_ranking_get(ctypes.byref(row), r, i))
            out.append(BoardRank(row.rank, row.player, tournament.player(row.player).name, row.team, row.games,
                                 Decimal(row.points) / 10, Decimal(row.percent) / 100, bool(row.shared)))
        return out
    finally:
        lib.swc_board_ranking_free(r)
