"""The researchers' toolkit: pairing checker, random tournaments, statistics."""

from __future__ import annotations

import ctypes
from collections import namedtuple
from typing import TYPE_CHECKING, List, Optional, Tuple, Union

from . import _native
from ._native import lib, new_struct, text
from ._native import _i, _p, _pi32, _pp, _pu32, _u32  # ctypes names of the prototypes
from .enums import LibEnum, PairingSystem
from .errors import error_for
from .tournament import PointValue, points, tenths

if TYPE_CHECKING:
    from .tournament import Tournament

# ---- C structures and prototypes of this area --------------------------------

ProgressFn = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint32)


class CheckOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("system", ctypes.c_int32),
        ("edition", ctypes.c_int32),
        ("first_round", ctypes.c_uint32),
        ("last_round", ctypes.c_uint32),
        ("progress", ProgressFn),
        ("progress_user", ctypes.c_void_p),
    ]


class CheckRoundInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("round", ctypes.c_uint32),
        ("agrees", ctypes.c_int32),
        ("reason", ctypes.c_int32),
        ("criterion", ctypes.c_int32),
        ("board_count", ctypes.c_uint32),
        ("text", ctypes.c_char_p),
    ]


class CheckBoardInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("side", ctypes.c_int32),
        ("white", ctypes.c_uint32),
        ("black", ctypes.c_uint32),
    ]


class GenerateOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("players", ctypes.c_uint32),
        ("rounds", ctypes.c_uint32),
        ("seed", ctypes.c_uint64),
        ("system", ctypes.c_int32),
        ("edition", ctypes.c_int32),
        ("points_win", ctypes.c_int32),
        ("points_draw", ctypes.c_int32),
        ("points_loss", ctypes.c_int32),
        ("draw_rate", ctypes.c_uint32),
        ("forfeit_rate", ctypes.c_uint32),
        ("hpb_rate", ctypes.c_uint32),
        ("withdraw_rate", ctypes.c_uint32),
        ("late_rate", ctypes.c_uint32),
        ("rating_low", ctypes.c_int32),
        ("rating_high", ctypes.c_int32),
        ("progress", ProgressFn),
        ("progress_user", ctypes.c_void_p),
    ]


class CStatsRow(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("round", ctypes.c_uint32),
        ("boards", ctypes.c_uint32),
        ("score_diff_pairs", ctypes.c_uint32),
        ("score_diff_sq", ctypes.c_int64),
        ("downfloaters", ctypes.c_uint32),
        ("upfloaters", ctypes.c_uint32),
        ("down_repeat1", ctypes.c_uint32),
        ("up_repeat1", ctypes.c_uint32),
        ("down_repeat2", ctypes.c_uint32),
        ("up_repeat2", ctypes.c_uint32),
        ("pref_mild_unmet", ctypes.c_uint32),
        ("pref_strong_unmet", ctypes.c_uint32),
        ("pref_absolute_unmet", ctypes.c_uint32),
        ("colour_diff_beyond2", ctypes.c_uint32),
        ("same_colour3", ctypes.c_uint32),
        ("pab_count", ctypes.c_uint32),
        ("pab_score_sum", ctypes.c_int64),
        ("rematches", ctypes.c_uint32),
    ]


FUNCTIONS = {
    # analysis.h
    "swc_tournament_check": (_i, [_pp, _p, ctypes.POINTER(CheckOptions)]),
    "swc_check_report_free": (None, [_p]),
    "swc_check_report_round_count": (_u32, [_p]),
    "swc_check_report_disagreements": (_u32, [_p]),
    "swc_check_report_system": (_i, [_pi32, _pi32, _p]),
    "swc_check_report_round": (_i, [ctypes.POINTER(CheckRoundInfo), _p, _u32]),
    "swc_check_report_board": (_i, [ctypes.POINTER(CheckBoardInfo), _p, _u32, _u32]),
    "swc_tournament_generate": (_i, [_p, ctypes.POINTER(GenerateOptions)]),
    "swc_tournament_stats": (_i, [_pp, _p]),
    "swc_stats_report_free": (None, [_p]),
    "swc_stats_report_round_count": (_u32, [_p]),
    "swc_stats_report_row": (_i, [ctypes.POINTER(CStatsRow), _p, _u32]),
    "swc_stats_report_pab": (_i, [_pu32, _pi32, _p, _u32, _u32]),
}
_native.bind(FUNCTIONS)


class CheckReason(LibEnum):
    """Why a played round differs from the engine's pairing (or SAME)."""
    SAME = 0
    REMATCH = 1
    PLAYER_TWICE = 2
    ABSOLUTE_COLOUR = 3
    PAB_RULE = 4
    CRITERION = 5
    COLOUR_RULE = 6
    ORDER = 7
    NOT_WORSE = 8
    ENGINE_FAILED = 9
    NOT_CHECKED = 10


class CheckSide(LibEnum):
    """On which pairing a differing board is: the played one or the engine's."""
    PLAYED = 1
    ENGINE = 2


CheckBoard = namedtuple("CheckBoard", "side white black")
CheckBoard.__doc__ = ("A board found on one side only (CheckSide): white and black ids "
                      "(black None for a bye).")
CheckRound = namedtuple("CheckRound", "round agrees reason criterion text boards")
CheckRound.__doc__ = ("One re-paired round: whether it agrees, the reason (CheckReason), the "
                      "criterion number, the explanation and the boards that differ.")
CheckReport = namedtuple("CheckReport", "system edition disagreements rounds")
CheckReport.__doc__ = ("The pairing checker's verdict: system and edition used, the number "
                       "of rounds that disagree, and a CheckRound per round.")

StatsRow = namedtuple("StatsRow",  # type: ignore[misc]
                      [f[0] for f in CStatsRow._fields_[1:]] + ["pab"])
StatsRow.__doc__ = ("Pairing-quality measures of a round (round 0: the whole event); "
                    "score_diff_sq and pab_score_sum are in tenths (squared); pab lists "
                    "(player id, score before the round) of the PAB receivers.")


def _ok(rc: int) -> None:
    if rc != 0:
        raise error_for(rc, text(lib.swc_strerror(rc)))


def _system(system: Union[PairingSystem, int, str, None]) -> int:
    """0 (the tournament's own) or a pairing system by value or name."""
    return 0 if system in (0, None) else int(PairingSystem.coerce(system))  # type: ignore[arg-type]


def check(tournament: "Tournament", *, system: Union[PairingSystem, int, str] = 0,
          edition: Union[int, str] = 0, first_round: int = 0, last_round: int = 0) -> CheckReport:
    """Re-pair each round and compare; see :meth:`Tournament.check`."""
    opts = new_struct(CheckOptions, system=_system(system), edition=int(edition),
                      first_round=int(first_round), last_round=int(last_round))
    handle = ctypes.c_void_p()
    tournament._check(lib.swc_tournament_check(ctypes.byref(handle), tournament._h(),
                                               ctypes.byref(opts)))
    r = handle.value
    try:
        sys_, ed = ctypes.c_int32(), ctypes.c_int32()
        _ok(lib.swc_check_report_system(ctypes.byref(sys_), ctypes.byref(ed), r))
        rounds = []
        for i in range(lib.swc_check_report_round_count(r)):
            info = new_struct(CheckRoundInfo)
            _ok(lib.swc_check_report_round(ctypes.byref(info), r, i))
            boards = []
            for b in range(info.board_count):
                bi = new_struct(CheckBoardInfo)
                _ok(lib.swc_check_report_board(ctypes.byref(bi), r, i, b))
                boards.append(CheckBoard(CheckSide(bi.side), bi.white, bi.black or None))
            rounds.append(CheckRound(info.round, bool(info.agrees), CheckReason(info.reason),
                                     info.criterion, text(info.text) or "", boards))
        return CheckReport(sys_.value, ed.value, lib.swc_check_report_disagreements(r), rounds)
    finally:
        lib.swc_check_report_free(r)


def _ppm(rate: float) -> int:
    return int(round(float(rate) * 1000000))


def generate(tournament: "Tournament", players: int, rounds: int, *, seed: int = 0,
             system: Union[PairingSystem, int, str] = 0, edition: Union[int, str] = 0,
             points: Optional[Tuple[PointValue, ...]] = None, draw_rate: float = 0.3,
             forfeit_rate: float = 0.0, hpb_rate: float = 0.0, withdraw_rate: float = 0.0,
             late_rate: float = 0.0, rating_range: Tuple[int, int] = (0, 0)) -> None:
    """Fill an empty tournament with a random one; see :meth:`Tournament.generate`."""
    win = draw = loss = 0
    if points is not None:
        win, draw, loss = (tenths(x) for x in points)
    opts = new_struct(GenerateOptions, players=int(players), rounds=int(rounds),
                      seed=int(seed), system=_system(system), edition=int(edition),
                      points_win=win, points_draw=draw, points_loss=loss,
                      draw_rate=_ppm(draw_rate), forfeit_rate=_ppm(forfeit_rate),
                      hpb_rate=_ppm(hpb_rate), withdraw_rate=_ppm(withdraw_rate),
                      late_rate=_ppm(late_rate), rating_low=int(rating_range[0]),
                      rating_high=int(rating_range[1]))
    tournament._check(lib.swc_tournament_generate(tournament._h(), ctypes.byref(opts)))


def stats(tournament: "Tournament") -> List[StatsRow]:
    """Pairing-quality measures; see :meth:`Tournament.stats`."""
    handle = ctypes.c_void_p()
    tournament._check(lib.swc_tournament_stats(ctypes.byref(handle), tournament._h()))
    r = handle.value
    try:
        out = []
        for k in range(lib.swc_stats_report_round_count(r) + 1):
            row = new_struct(CStatsRow)
            _ok(lib.swc_stats_report_row(ctypes.byref(row), r, k))
            pabs = []
            if k > 0:
                pid, score = ctypes.c_uint32(), ctypes.c_int32()
                for i in range(row.pab_count):
                    _ok(lib.swc_stats_report_pab(ctypes.byref(pid), ctypes.byref(score), r, k, i))
                    pabs.append((pid.value, points(score.value)))
            out.append(StatsRow(*[getattr(row, f[0]) for f in CStatsRow._fields_[1:]],  # type: ignore[call-arg]
                                pabs))
        return out
    finally:
        lib.swc_stats_report_free(r)
