"""Standings with tie-breaks: ranks, shared places, lots, named rulesets."""

from __future__ import annotations

import ctypes
from collections import namedtuple
from collections.abc import Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Dict, Iterator, List, Optional, Union, overload

from . import _native
from ._native import cstr, lib, new_struct, text
from ._native import _i, _p, _pp, _u32  # ctypes names of the prototypes
from .enums import LibEnum, enum_value
from .errors import error_for

if TYPE_CHECKING:
    from .tournament import Tournament

# ---- C structures and prototypes of this area --------------------------------

class StandingsOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("tiebreaks", ctypes.c_char_p),
        ("ruleset", ctypes.c_char_p),
        ("unplayed", ctypes.c_int32),
        ("seed", ctypes.c_uint64),
        ("group", ctypes.c_char_p),
        ("women_top", ctypes.c_uint32),
        ("women_within", ctypes.c_uint32),
        ("rating_below", ctypes.c_int32),
        ("after_round", ctypes.c_uint32),
        ("pairings", ctypes.c_int32),
    ]


class StandingsRow(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("id", ctypes.c_uint32),
        ("rank", ctypes.c_uint32),
        ("shared", ctypes.c_uint32),
        ("by_lot", ctypes.c_uint32),
        ("overall_rank", ctypes.c_uint32),
    ]


class CriterionInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("code", ctypes.c_char_p),
        ("name_zh", ctypes.c_char_p),
        ("type", ctypes.c_char_p),
        ("scale", ctypes.c_int32),
        ("decimals", ctypes.c_int32),
        ("ascending", ctypes.c_int32),
    ]


class RulesetInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("name_zh", ctypes.c_char_p),
        ("tiebreaks", ctypes.c_char_p),
        ("unplayed", ctypes.c_int32),
        ("lots", ctypes.c_int32),
        ("description", ctypes.c_char_p),
    ]


FUNCTIONS = {
    # tiebreak.h
    "swc_standings_compute": (_i, [_pp, _p, ctypes.POINTER(StandingsOptions)]),
    "swc_standings_free": (None, [_p]),
    "swc_standings_count": (_u32, [_p]),
    "swc_standings_row_get": (_i, [ctypes.POINTER(StandingsRow), _p, _u32]),
    "swc_standings_criteria_count": (_u32, [_p]),
    "swc_standings_criterion": (_i, [ctypes.POINTER(CriterionInfo), _p, _u32]),
    "swc_standings_value": (_i, [ctypes.POINTER(ctypes.c_int64), _p, _u32, _u32]),
    "swc_standings_unplayed_rule": (ctypes.c_int32, [_p]),
    "swc_ruleset_count": (_u32, []),
    "swc_ruleset_get": (_i, [ctypes.POINTER(RulesetInfo), _u32]),
}
_native.bind(FUNCTIONS)

#: The value the library uses for "undefined" (e.g. an ARO with no games).
_UNDEFINED = -(2 ** 63)


class Unplayed(LibEnum):
    """How unplayed games count in tie-breaks (which rule book's article)."""
    DEFAULT = 0
    FIDE2026 = 2026
    FIDE2023 = 2023
    FIDE2009 = 2009
    XIANGQI2011 = 2011


class Pairings(LibEnum):
    """Kind of pairings (C.07 art. 15): in a round robin DE counts forfeits.
    AUTO takes a Berger event, or one with rounds >= players - 1, for one."""
    AUTO = 0
    SWISS = 1
    PREDETERMINED = 2


class Criterion(namedtuple("Criterion", "code name_zh type scale decimals ascending")):
    """A column of the standings: PTS first, then each tie-break in the
    order they break ties. ``code`` is the FIDE code with its modifiers
    ("BH/C1"), ``name_zh`` the Chinese name (对手分), ``type`` the base
    criterion, values are integers divided by ``scale`` and shown with
    ``decimals`` digits; ``ascending`` criteria rank the lower value first."""

    __slots__ = ()

    @property
    def order(self) -> str:
        """"ascending" (lower ranks first) or "descending"."""
        return "ascending" if self.ascending else "descending"

    @property
    def label(self) -> str:
        """The Chinese name when the criterion has one, else the code."""
        return self.name_zh or self.code


Ruleset = namedtuple("Ruleset", "name name_zh tiebreaks unplayed lots description")
Ruleset.__doc__ = ("A named ruleset (e.g. fangzhuang-chess / 方庄国际象棋): its tie-break "
                   "cascade, unplayed-game rule, whether lots break the last ties, and a "
                   "description.")


class Row:
    """One line of the standings. ``row.rank``, ``row.id``, ``row.name``,
    ``row.points`` and every tie-break by its code: ``row["BH/C1"]`` (a
    Decimal, or None when undefined); ``row.values`` is the whole mapping,
    in the order of :attr:`Standings.criteria`."""

    __slots__ = ("rank", "id", "name", "shared", "by_lot", "overall_rank", "values")

    def __init__(self, rank: int, id: int, name: str, shared: bool, by_lot: bool,
                 overall_rank: int, values: Dict[str, Optional[Decimal]]) -> None:
        self.rank = rank
        self.id = id
        self.name = name
        self.shared = shared
        self.by_lot = by_lot
        self.overall_rank = overall_rank
        self.values = values

    @property
    def points(self) -> Decimal:
        """The score (first criterion)."""
        value = next(iter(self.values.values()))
        assert value is not None
        return value

    def __getitem__(self, code: str) -> Optional[Decimal]:
        return self.values[code]

    def __repr__(self) -> str:
        tb = " ".join("%s=%s" % (k, v) for k, v in self.values.items())
        return "<swisscore.Row %s%s id %d %s: %s>" % (
            self.rank, "=" if self.shared else "", self.id, self.name, tb)


class Standings(Sequence):
    """The ranking of a tournament: a sequence of :class:`Row` in ranking
    order, with the :attr:`criteria` that made it (points first), so a
    script can print a header::

        st = t.standings("fangzhuang-chess")
        print(*[c.label for c in st.criteria])
        for row in st:
            print(row.rank, row.name, *row.values.values())
    """

    def __init__(self, criteria: List[Criterion], rows: List[Row],
                 ruleset: Optional[str] = None, tiebreaks: Optional[str] = None,
                 unplayed: Unplayed = Unplayed.FIDE2026) -> None:
        self.criteria = criteria
        self.rows = rows
        self.ruleset = ruleset
        self.tiebreaks = tiebreaks
        #: The rule for unplayed games the values were computed with.
        self.unplayed = unplayed

    @property
    def codes(self) -> List[str]:
        """The criteria's codes, e.g. ["PTS", "BH", "SB"]."""
        return [c.code for c in self.criteria]

    @overload
    def __getitem__(self, index: int) -> Row: ...

    @overload
    def __getitem__(self, index: slice) -> List[Row]: ...

    def __getitem__(self, index: Union[int, slice]) -> Union[Row, List[Row]]:
        return self.rows[index]

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[Row]:
        return iter(self.rows)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Standings):
            return self.criteria == other.criteria and [_key(r) for r in self.rows] == \
                [_key(r) for r in other.rows]
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "<swisscore.Standings %d rows by %s>" % (len(self.rows), ", ".join(self.codes))


def _key(row: Row) -> tuple:
    return (row.rank, row.id, row.shared, row.by_lot, row.overall_rank, tuple(row.values.items()))


def _value(raw: int, crit: Criterion) -> Optional[Decimal]:
    if raw == _UNDEFINED:
        return None
    if crit.scale <= 1:
        return Decimal(raw)
    return (Decimal(raw) / Decimal(crit.scale)).quantize(Decimal(1).scaleb(-crit.decimals))


def compute(tournament: "Tournament", *, tiebreaks: Optional[str] = None,
            ruleset: Optional[str] = None, unplayed: Union[Unplayed, int, str] = Unplayed.DEFAULT,
            seed: int = 0, group: Optional[str] = None, women_top: int = 0,
            women_within: int = 0, rating_below: int = 0, after_round: int = 0,
            pairings: Union[Pairings, int, str] = Pairings.AUTO) -> Standings:
    """Standings of ``tournament``; see :meth:`Tournament.standings`."""
    opts = new_struct(StandingsOptions, tiebreaks=cstr(tiebreaks), ruleset=cstr(ruleset),
                      unplayed=enum_value(Unplayed, unplayed), seed=int(seed), group=cstr(group),
                      women_top=int(women_top), women_within=int(women_within),
                      rating_below=int(rating_below), after_round=int(after_round),
                      pairings=enum_value(Pairings, pairings))
    handle = ctypes.c_void_p()
    tournament._check(lib.swc_standings_compute(ctypes.byref(handle), tournament._h(),
                                                ctypes.byref(opts)))
    s = handle.value
    try:
        crits = []
        for c in range(lib.swc_standings_criteria_count(s)):
            info = new_struct(CriterionInfo)
            _ok(lib.swc_standings_criterion(ctypes.byref(info), s, c))
            crits.append(Criterion(text(info.code), text(info.name_zh), text(info.type),
                                   info.scale, info.decimals, bool(info.ascending)))
        rows = []
        unplayed_rule = Unplayed(lib.swc_standings_unplayed_rule(s))
        value = ctypes.c_int64()
        for r in range(lib.swc_standings_count(s)):
            row = new_struct(StandingsRow)
            _ok(lib.swc_standings_row_get(ctypes.byref(row), s, r))
            values = {}
            for c, crit in enumerate(crits):
                _ok(lib.swc_standings_value(ctypes.byref(value), s, r, c))
                values[crit.code] = _value(value.value, crit)
            rows.append(Row(row.rank, row.id, tournament.player(row.id).name, bool(row.shared),
                            bool(row.by_lot), row.overall_rank, values))
        return Standings(crits, rows, ruleset, tiebreaks, unplayed_rule)
    finally:
        lib.swc_standings_free(s)


def _ok(rc: int) -> None:
    if rc != 0:
        raise error_for(rc, text(lib.swc_strerror(rc)))


def rulesets() -> List[Ruleset]:
    """Every named ruleset the library knows, e.g. fangzhuang-chess (方庄国际象棋)."""
    out = []
    for i in range(lib.swc_ruleset_count()):
        info = new_struct(RulesetInfo)
        _ok(lib.swc_ruleset_get(ctypes.byref(info), i))
        out.append(Ruleset(text(info.name), text(info.name_zh), text(info.tiebreaks),
                           Unplayed(info.unplayed) if info.unplayed in Unplayed._value2member_map_
                           else info.unplayed, bool(info.lots), text(info.description)))
    return out
