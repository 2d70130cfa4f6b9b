"""Prize lists, group awards, season points and team standings."""

from __future__ import annotations

import contextlib
import ctypes
from collections import namedtuple
from decimal import Decimal
from typing import TYPE_CHECKING, Dict, Iterable, List, Optional, Set, Tuple, Union

from . import _native
from ._native import cstr, lib, new_struct, text
from ._native import _i, _p, _pp, _pu32, _u32  # ctypes names of the prototypes
from .enums import LibEnum, enum_value
from .errors import SwissCoreError, error_for

if TYPE_CHECKING:
    from .standings import Unplayed
    from .tournament import Tournament

# ---- C structures and prototypes of this area --------------------------------


class PrizesOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("rules", ctypes.c_char_p),
        ("rules_name", ctypes.c_char_p),
        ("seed", ctypes.c_uint64),
        ("after_round", ctypes.c_uint32),
        ("unplayed", ctypes.c_int32),
        ("grade_table", ctypes.c_char_p),
        ("grade_thresholds", ctypes.c_char_p),
        ("bounty_void", ctypes.c_char_p),
    ]


class PrizesInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("title", ctypes.c_char_p),
        ("ruleset", ctypes.c_char_p),
        ("tiebreaks", ctypes.c_char_p),
        ("currency", ctypes.c_char_p),
        ("grade_table", ctypes.c_char_p),
        ("grade_note", ctypes.c_char_p),
        ("disqualified_reading", ctypes.c_char_p),
    ]


class PrizeTableInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("title", ctypes.c_char_p),
        ("kind", ctypes.c_int32),
        ("entrants", ctypes.c_uint32),
        ("places", ctypes.c_uint32),
        ("has_amounts", ctypes.c_int32),
        ("total", ctypes.c_int64),
        ("remainder", ctypes.c_int64),
        ("first_award", ctypes.c_uint32),
        ("award_count", ctypes.c_uint32),
        ("first_team", ctypes.c_uint32),
        ("team_count", ctypes.c_uint32),
        ("note", ctypes.c_char_p),
    ]


class PrizeAward(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("table", ctypes.c_uint32),
        ("id", ctypes.c_uint32),
        ("rank", ctypes.c_uint32),
        ("first_place", ctypes.c_uint32),
        ("last_place", ctypes.c_uint32),
        ("paid_places", ctypes.c_uint32),
        ("shared_by", ctypes.c_uint32),
        ("amount", ctypes.c_int64),
        ("group", ctypes.c_char_p),
        ("count", ctypes.c_uint32),
        ("section", ctypes.c_uint32),
    ]


class PrizeTeam(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("table", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("rank", ctypes.c_uint32),
        ("shared", ctypes.c_uint32),
        ("complete", ctypes.c_uint32),
        ("score", ctypes.c_int64),
        ("score_scale", ctypes.c_int32),
        ("member_count", ctypes.c_uint32),
        ("amount", ctypes.c_int64),
        ("problem", ctypes.c_char_p),
    ]


class PrizeRulesInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("name_zh", ctypes.c_char_p),
        ("description", ctypes.c_char_p),
        ("text", ctypes.c_char_p),
    ]


_pi64 = ctypes.POINTER(ctypes.c_int64)

FUNCTIONS = {
    "swc_prizes_compute": (_i, [_pp, _p, ctypes.POINTER(PrizesOptions)]),
    "swc_prizes_free": (None, [_p]),
    "swc_prizes_get_info": (_i, [ctypes.POINTER(PrizesInfo), _p]),
    "swc_prizes_table_count": (_u32, [_p]),
    "swc_prizes_table": (_i, [ctypes.POINTER(PrizeTableInfo), _p, _u32]),
    "swc_prizes_award_count": (_u32, [_p]),
    "swc_prizes_award": (_i, [ctypes.POINTER(PrizeAward), _p, _u32]),
    "swc_prizes_team_count": (_u32, [_p]),
    "swc_prizes_team": (_i, [ctypes.POINTER(PrizeTeam), _p, _u32]),
    "swc_prizes_team_member": (_i, [_pu32, _pu32, _pi64, _p, _u32, _u32]),
    "swc_prizes_player_total": (_i, [_pi64, _pi64, _p, _u32]),
    "swc_prizes_compute_sections": (_i, [_pp, ctypes.POINTER(_p), _u32, ctypes.POINTER(PrizesOptions)]),
    "swc_prizes_team_member_section": (_i, [_pu32, _p, _u32, _u32]),
    "swc_prizes_player_total_in": (_i, [_pi64, _pi64, _p, _u32, _u32]),
    "swc_prize_rules_count": (_u32, []),
    "swc_prize_rules_get": (_i, [ctypes.POINTER(PrizeRulesInfo), _u32]),
    "swc_prizes_grades": (_i, [_pp, _p, _u32]),
}
_native.bind(FUNCTIONS)

_NO_AMOUNT = -(2 ** 63)


class PrizeKind(LibEnum):
    """What a prize table hands out: cash (or places), season points, or team places."""
    CASH = 1
    POINTS = 2
    TEAMS = 3


def money(hundredths: int) -> Optional[Decimal]:
    """Hundredths as an exact Decimal (None for an award without an amount)."""
    if hundredths == _NO_AMOUNT:
        return None
    return (Decimal(hundredths) / 100).quantize(Decimal("0.01"))


Award = namedtuple("Award", "id name rank first_place last_place paid_places shared_by amount "
                            "group count section", defaults=("", 0, 0))
Award.__doc__ = ("One prize: the player, his place, the places his tied group shares, the amount; "
                 "the registration group of a table ranked per group, the games a bounty counted, "
                 "the pairing section.")
TeamMember = namedtuple("TeamMember", "id place value section", defaults=(0,))
TeamMember.__doc__ = ("A player counted for a team: id, place in the standings, value counted, "
                      "pairing section.")
Team = namedtuple("Team", "name rank shared complete score members amount problem", defaults=(None, None))
Team.__doc__ = ("A team's line: name, rank, shared?, complete?, score, the members counted, "
                "the team's prize amount (None when the table pays none) and why its "
                "composition excludes it (None when it does not; rank 0 then).")
PrizeTable = namedtuple("PrizeTable", "name title kind entrants places total remainder note "
                                      "awards teams")
PrizeTable.__doc__ = ("One prize table (PrizeKind): who could win it, the places paid, the "
                      "money handed out and left, and its awards or teams.")
Prizes = namedtuple("Prizes", "name title ruleset tiebreaks currency tables totals grade_table "
                             "grade_note grades disqualified_reading", defaults=(None, None, (), None))
Prizes.__doc__ = ("Every prize table of an event; totals maps player id to (cash, points) "
                  "summed over the tables. grade_table names the grade certificates beside "
                  "the prizes, grades holds their GradeRow lists, one per section, and "
                  "grade_note says why there are none for a table that needs thresholds; "
                  "disqualified_reading says how a disqualified player's place is read.")
PrizeRules = namedtuple("PrizeRules", "name name_zh description text")
PrizeRules.__doc__ = "A named prize rule the library ships: names, description and rule text."


def _ok(rc: int) -> None:
    if rc != 0:
        raise error_for(rc, text(lib.swc_strerror(rc)))


def compute(tournament: "Tournament", rules: Optional[str] = None, *,
            rules_name: Optional[str] = None, seed: int = 0, after_round: int = 0,
            unplayed: Union["Unplayed", int, str] = 0, grade_table: Optional[str] = None,
            grade_thresholds: Optional[str] = None, bounty_void: Optional[str] = None) -> Prizes:
    """The prize lists of ``tournament``; see :meth:`Tournament.prizes`.
    ``totals`` maps player id to (cash, points). ``grade_table`` (or the
    rules' ``grades`` statement) adds the grade certificates, with the
    ``grade_thresholds`` a score-rate table needs; ``bounty_void`` lists the
    games the arbiters voided for the bounty (``"ROUND:ID ..."``)."""
    return _compute([tournament], rules, rules_name, seed, after_round, unplayed, False,
                    grade_table, grade_thresholds, bounty_void)


def compute_sections(tournaments: Iterable["Tournament"], rules: Optional[str] = None, *,
                     name: Optional[str] = None, seed: int = 0, after_round: int = 0,
                     unplayed: Union["Unplayed", int, str] = 0, grade_table: Optional[str] = None,
                     grade_thresholds: Optional[str] = None,
                     bounty_void: Optional[str] = None) -> Prizes:
    """Prizes of an event paired in several sections (tournaments), such as a
    grading event's groups: prize tables apply to each section, team tables
    pool them. Awards and team members carry their section index; ``totals``
    maps (section, id) to (cash, points)."""
    return _compute(list(tournaments), rules, name, seed, after_round, unplayed, True,
                    grade_table, grade_thresholds, bounty_void)


def _grades(p: Optional[int], sections: int) -> List[list]:
    from .events import CGradeRow, Grades
    out = []
    for sec in range(sections):
        g = ctypes.c_void_p()
        if lib.swc_prizes_grades(ctypes.byref(g), p, sec) != 0:
            break
        rows = []
        for i in range(lib.swc_grades_count(g)):
            r = new_struct(CGradeRow)
            _ok(lib.swc_grades_row_get(ctypes.byref(r), g, i))
            rows.append(Grades._row(r))
        out.append(rows)
    return out


def _compute_handle(handle: ctypes.c_void_p, tournaments: List["Tournament"], opts: PrizesOptions,
                    by_section: bool) -> int:
    """The C prize list; the caller holds every tournament's lock."""
    first = tournaments[0]
    if by_section:
        arr = (ctypes.c_void_p * len(tournaments))(*[t._h() for t in tournaments])
        first._check(lib.swc_prizes_compute_sections(ctypes.byref(handle), arr, len(tournaments),
                                                     ctypes.byref(opts)))
    else:
        first._check(lib.swc_prizes_compute(ctypes.byref(handle), first._h(), ctypes.byref(opts)))
    return int(handle.value or 0)


def _compute(tournaments: List["Tournament"], rules: Optional[str], rules_name: Optional[str],
             seed: int, after_round: int, unplayed: Union["Unplayed", int, str],
             by_section: bool, grade_table: Optional[str] = None, grade_thresholds: Optional[str] = None,
             bounty_void: Optional[str] = None) -> Prizes:
    from .standings import Unplayed
    if not tournaments:
        raise ValueError("no tournaments")
    opts = new_struct(PrizesOptions, rules=cstr(rules), rules_name=cstr(rules_name),
                      seed=int(seed), after_round=int(after_round),
                      unplayed=enum_value(Unplayed, unplayed), grade_table=cstr(grade_table),
                      grade_thresholds=cstr(grade_thresholds), bounty_void=cstr(bounty_void))
    handle = ctypes.c_void_p()
    with contextlib.ExitStack() as held:
        # every section's lock, always in the same order
        for t in sorted(set(tournaments), key=id):
            held.enter_context(t._lock_of())
        p = _compute_handle(handle, tournaments, opts, by_section)
    try:
        info = new_struct(PrizesInfo)
        _ok(lib.swc_prizes_get_info(ctypes.byref(info), p))
        tables = []
        ids: Set[Tuple[int, int]] = set()
        for k in range(lib.swc_prizes_table_count(p)):
            ti = new_struct(PrizeTableInfo)
            _ok(lib.swc_prizes_table(ctypes.byref(ti), p, k))
            awards = []
            for a in range(ti.first_award, ti.first_award + ti.award_count):
                aw = new_struct(PrizeAward)
                _ok(lib.swc_prizes_award(ctypes.byref(aw), p, a))
                ids.add((aw.section, aw.id))
                awards.append(Award(aw.id, tournaments[aw.section].player(aw.id).name, aw.rank,
                                    aw.first_place, aw.last_place, aw.paid_places, aw.shared_by,
                                    money(aw.amount), text(aw.group) or "", aw.count, aw.section))
            teams = []
            for m in range(ti.first_team, ti.first_team + ti.team_count):
                tm = new_struct(PrizeTeam)
                _ok(lib.swc_prizes_team(ctypes.byref(tm), p, m))
                members = []
                member_id, place, value = ctypes.c_uint32(), ctypes.c_uint32(), ctypes.c_int64()
                member_sec = ctypes.c_uint32()
                for j in range(tm.member_count):
                    _ok(lib.swc_prizes_team_member(ctypes.byref(member_id), ctypes.byref(place),
                                                   ctypes.byref(value), p, m, j))
                    _ok(lib.swc_prizes_team_member_section(ctypes.byref(member_sec), p, m, j))
                    members.append(TeamMember(member_id.value, place.value,
                                              Decimal(value.value) / tm.score_scale, member_sec.value))
                teams.append(Team(text(tm.name), tm.rank, bool(tm.shared), bool(tm.complete),
                                  Decimal(tm.score) / tm.score_scale, members, money(tm.amount),
                                  text(tm.problem)))
            tables.append(PrizeTable(text(ti.name), text(ti.title) or "", PrizeKind(ti.kind),
                                     ti.entrants, ti.places, money(ti.total), money(ti.remainder),
                                     text(ti.note), awards, teams))
        if sum(len(tb.teams) for tb in tables) != lib.swc_prizes_team_count(p) or \
                sum(len(tb.awards) for tb in tables) != lib.swc_prizes_award_count(p):
            raise SwissCoreError("prize result is inconsistent: award or team counts differ")
        totals: Dict[object, Tuple[Optional[Decimal], Optional[Decimal]]] = {}
        cash, pts = ctypes.c_int64(), ctypes.c_int64()
        for sec, pid in sorted(ids):
            if by_section:
                _ok(lib.swc_prizes_player_total_in(ctypes.byref(cash), ctypes.byref(pts), p, sec, pid))
                totals[(sec, pid)] = (money(cash.value), money(pts.value))
            else:
                _ok(lib.swc_prizes_player_total(ctypes.byref(cash), ctypes.byref(pts), p, pid))
                totals[pid] = (money(cash.value), money(pts.value))
        return Prizes(text(info.name) or "", text(info.title) or "", text(info.ruleset),
                      text(info.tiebreaks), text(info.currency) or "", tables, totals,
                      text(info.grade_table), text(info.grade_note), _grades(p, len(tournaments)),
                      text(info.disqualified_reading))
    finally:
        lib.swc_prizes_free(p)


def prize_rules() -> List[PrizeRules]:
    """The named prize rules the library ships."""
    out = []
    for i in range(lib.swc_prize_rules_count()):
        info = new_struct(PrizeRulesInfo)
        _ok(lib.swc_prize_rules_get(ctypes.byref(info), i))
        out.append(PrizeRules(text(info.name), text(info.name_zh), text(info.description),
                              text(info.text)))
    return out
