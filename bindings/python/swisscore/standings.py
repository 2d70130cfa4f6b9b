"""Standings with tie-breaks: ranks, shared places, lots, named rulesets."""

import ctypes
from collections import namedtuple
from decimal import Decimal
from enum import IntEnum

from . import _native
from ._native import cstr, lib, new_struct, text
from ._native import _i, _p, _pp, _u32  # ctypes names of the prototypes
from .errors import error_for

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


class Unplayed(IntEnum):
    """How unplayed games count in tie-breaks."""
    DEFAULT = 0
    FIDE2026 = 2026
    FIDE2023 = 2023
    FIDE2009 = 2009
    XIANGQI2011 = 2011


class Pairings(IntEnum):
    """Kind of pairings (C.07 art. 15): in a round robin DE counts forfeits.
    AUTO takes a Berger event, or one with rounds >= players - 1, for one."""
    AUTO = 0
    SWISS = 1
    PREDETERMINED = 2


Criterion = namedtuple("Criterion", "code name_zh type scale decimals ascending")
Criterion.__doc__ = "A column of the standings: PTS first, then each tie-break."

Ruleset = namedtuple("Ruleset", "name name_zh tiebreaks unplayed lots description")
Ruleset.__doc__ = "A named ruleset: its cascade, unplayed-game rule and whether lots break ties."


class Row:
    """One line of the standings. ``row.rank``, ``row.id``, ``row.name``,
    ``row.points`` and every tie-break by its code: ``row["BH/C1"]`` (a
    Decimal, or None when undefined); ``row.values`` is the whole mapping."""

    __slots__ = ("rank", "id", "name", "shared", "by_lot", "overall_rank", "values")

    def __init__(self, rank, id, name, shared, by_lot, overall_rank, values):
        self.rank = rank
        self.id = id
        self.name = name
        self.shared = shared
        self.by_lot = by_lot
        self.overall_rank = overall_rank
        self.values = values

    @property
    def points(self):
        return next(iter(self.values.values()))

    def __getitem__(self, code):
        return self.values[code]

    def __repr__(self):
        tb = " ".join("%s=%s" % (k, v) for k, v in self.values.items())
        return "<Row %s%s %d %s %s>" % (self.rank, "=" if self.shared else "", self.id,
                                        self.name, tb)


class Standings(list):
    """Rows in ranking order, with the columns (``criteria``) and the rule for
    unplayed games the values were computed with (``unplayed``)."""

    criteria = ()
    unplayed = Unplayed.FIDE2026


def _value(raw, crit):
    if raw == _UNDEFINED:
        return None
    if crit.scale <= 1:
        return Decimal(raw)
    return (Decimal(raw) / Decimal(crit.scale)).quantize(Decimal(1).scaleb(-crit.decimals))


def compute(tournament, *, tiebreaks=None, ruleset=None, unplayed=Unplayed.DEFAULT, seed=0,
            group=None, women_top=0, women_within=0, rating_below=0, after_round=0,
            pairings=Pairings.AUTO):
    """Standings of ``tournament`` as (criteria, rows); see Tournament.standings."""
    opts = new_struct(StandingsOptions, tiebreaks=cstr(tiebreaks), ruleset=cstr(ruleset),
                      unplayed=int(unplayed), seed=int(seed), group=cstr(group),
                      women_top=int(women_top), women_within=int(women_within),
                      rating_below=int(rating_below), after_round=int(after_round),
                      pairings=int(pairings))
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
        rows = Standings()
        rows.criteria = tuple(crits)
        rows.unplayed = Unplayed(lib.swc_standings_unplayed_rule(s))
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
        return crits, rows
    finally:
        lib.swc_standings_free(s)


def _ok(rc):
    if rc != 0:
        raise error_for(rc, text(lib.swc_strerror(rc)))


def rulesets():
    """Every named ruleset the library knows."""
    out = []
    for i in range(lib.swc_ruleset_count()):
        info = new_struct(RulesetInfo)
        _ok(lib.swc_ruleset_get(ctypes.byref(info), i))
        out.append(Ruleset(text(info.name), text(info.name_zh), text(info.tiebreaks),
                           Unplayed(info.unplayed) if info.unplayed in Unplayed._value2member_map_
                           else info.unplayed, bool(info.lots), text(info.description)))
    return out
