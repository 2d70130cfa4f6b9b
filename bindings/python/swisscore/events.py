"""Online stages and grade certificates: the arena (网络海选赛 / 晋级赛), the
knockout (网络入围赛) and the grade tables (等级申报)."""

import ctypes
from collections import namedtuple

from . import _native
from ._native import cstr, lib, new_struct, text
from ._native import _i, _i32, _p, _pp, _pu32, _s, _size, _u32  # ctypes names of the prototypes
from .errors import ClosedError, error_for

_i64 = ctypes.c_int64
_u64 = ctypes.c_uint64
_pi64 = ctypes.POINTER(ctypes.c_int64)


class ArenaOptions(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("allocator", ctypes.c_void_p), ("preset", ctypes.c_char_p)]


class ArenaGame(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("white", ctypes.c_char_p), ("black", ctypes.c_char_p),
                ("result", ctypes.c_int32), ("escaped", ctypes.c_int32), ("duration", ctypes.c_int64),
                ("end_time", ctypes.c_int64)]


class ArenaRow(ctypes.Structure):
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


class PresetInfo(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("name", ctypes.c_char_p), ("name_zh", ctypes.c_char_p),
                ("description", ctypes.c_char_p)]


class KnockoutGame(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("white", ctypes.c_char_p), ("black", ctypes.c_char_p),
                ("result", ctypes.c_int32), ("escaped", ctypes.c_int32)]


class KnockoutPair(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("white", ctypes.c_uint32), ("black", ctypes.c_uint32),
                ("winner", ctypes.c_uint32), ("how", ctypes.c_int32), ("games", ctypes.c_uint32)]


class KnockoutPlayer(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("id", ctypes.c_uint32), ("name", ctypes.c_char_p),
                ("seed", ctypes.c_uint32), ("status", ctypes.c_int32), ("out_round", ctypes.c_uint32),
                ("how_out", ctypes.c_int32), ("rounds_won", ctypes.c_uint32), ("games", ctypes.c_uint32)]


class GradesOptions(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("allocator", ctypes.c_void_p)]


class GradesParams(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("table", ctypes.c_char_p), ("thresholds", ctypes.c_char_p),
                ("ruleset", ctypes.c_char_p), ("tiebreaks", ctypes.c_char_p), ("seed", ctypes.c_uint64),
                ("by_sex", ctypes.c_int32), ("rate_basis", ctypes.c_int32)]


class GradeRow(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("id", ctypes.c_uint32), ("name", ctypes.c_char_p),
                ("measure", ctypes.c_int64), ("games", ctypes.c_uint32), ("current", ctypes.c_char_p),
                ("cap", ctypes.c_char_p), ("grade", ctypes.c_char_p), ("reason", ctypes.c_char_p)]


class GradeTableInfo(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("name", ctypes.c_char_p), ("name_zh", ctypes.c_char_p),
                ("kind", ctypes.c_int32), ("description", ctypes.c_char_p)]


def _ptr(cls):
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
    "swc_arena_row_get": (_i, [_ptr(ArenaRow), _p, _u32]),
    "swc_arena_find": (_i, [_ptr(ArenaRow), _p, _s]),
    "swc_arena_preset_count": (_u32, []),
    "swc_arena_preset_get": (_i, [_ptr(PresetInfo), _u32]),
    "swc_arena_parse_time": (_i, [_pi64, _s]),
    "swc_arena_format_time": (_size, [_s, _size, _i64]),
    # knockout.h
    "swc_knockout_new": (_i, [_pp, _ptr(ArenaOptions)]),
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
    "swc_knockout_read": (_i, [_p, _s, _size, _pu32, _pu32]),
    "swc_knockout_round_count": (_u32, [_p]),
    "swc_knockout_pair_count": (_u32, [_p, _u32]),
    "swc_knockout_pair_get": (_i, [_ptr(KnockoutPair), _p, _u32, _u32]),
    "swc_knockout_player_count": (_u32, [_p]),
    "swc_knockout_player_get": (_i, [_ptr(KnockoutPlayer), _p, _u32]),
    "swc_knockout_find": (_i, [_pu32, _p, _s]),
    "swc_knockout_preset_count": (_u32, []),
    "swc_knockout_preset_get": (_i, [_ptr(PresetInfo), _u32]),
    # grades.h
    "swc_grades_new": (_i, [_pp, _ptr(GradesOptions)]),
    "swc_grades_free": (None, [_p]),
    "swc_grades_errmsg": (_s, [_p]),
    "swc_grades_from_tournament": (_i, [_p, _p, _ptr(GradesParams)]),
    "swc_grades_from_arena": (_i, [_p, _p, _ptr(GradesParams)]),
    "swc_grades_from_knockout": (_i, [_p, _p, _ptr(GradesParams)]),
    "swc_grades_count": (_u32, [_p]),
    "swc_grades_row_get": (_i, [_ptr(GradeRow), _p, _u32]),
    "swc_grades_find": (_i, [_ptr(GradeRow), _p, _u32]),
    "swc_grade_table_count": (_u32, []),
    "swc_grade_table_get": (_i, [_ptr(GradeTableInfo), _u32]),
    "swc_grades_example_thresholds": (_s, []),
}
_native.bind(FUNCTIONS)

# Settings (see arena.h and knockout.h).
ARENA_SETTINGS = {
    "win": 1, "draw": 2, "loss": 3, "escape_loss": 4, "escape_win": 5, "draws_allowed": 6, "max_escapes": 7,
    "resets_allowed": 8, "reset_clears_escapes": 9, "escape_win_counts": 10, "period_start": 11,
    "period_end": 12, "day_start": 13, "day_end": 14, "use_threshold": 15, "threshold": 16, "min_games": 17,
    "quota": 18, "threshold_when": 19, "boundary": 20, "seed": 21,
}
KNOCKOUT_SETTINGS = {
    "rounds": 1, "pairing": 2, "seed": 3, "draw_rule": 4, "unmatched_advances": 5, "quota": 6, "repechage": 7,
}
_RESULTS = {"1-0": 1, "=": 2, "0-1": 3}
_ESCAPED = {None: 0, "white": 1, "black": 2}
_STATUS = {0: "playing", 1: "qualified", 2: "eliminated"}
_KO_STATUS = {0: "alive", 1: "qualified", 2: "out", 3: "repechage"}

ArenaRowT = namedtuple("ArenaRow", "id name rank shared points games wins losses draws escapes resets "
                                   "total_time avg_time win_rate reached_at status")
ArenaRowT.__doc__ = "A leaderboard row; points in tenths, win_rate in thousandths."
KnockoutPlayerT = namedtuple("KnockoutPlayer", "id name seed status out_round how_out rounds_won games")
KnockoutPairT = namedtuple("KnockoutPair", "white black winner how games")
GradeRowT = namedtuple("GradeRow", "id name measure games current cap grade reason")
Preset = namedtuple("Preset", "name name_zh description")
GradeTable = namedtuple("GradeTable", "name name_zh kind description")


class _Handle:
    _free = None
    _errmsg = None

    def close(self):
        if self._p is not None:
            type(self)._free(self._p)
            self._p = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def _h(self):
        if self._p is None:
            raise ClosedError("the %s is closed" % type(self).__name__.lower())
        return self._p

    def _check(self, rc, **extra):
        if rc < 0:
            raise error_for(rc, text(type(self)._errmsg(self._p)) or text(lib.swc_strerror(rc)), **extra)
        return rc


def _new(fn, preset):
    handle = ctypes.c_void_p()
    opts = new_struct(ArenaOptions, preset=cstr(preset))
    rc = fn(ctypes.byref(handle), ctypes.byref(opts))
    if rc != 0:
        raise error_for(rc, "cannot create (%s)" % text(lib.swc_strerror(rc)))
    return handle.value


def parse_time(s):
    """Seconds since 1970-01-01 00:00 of "YYYY-MM-DD[ HH:MM[:SS]]" (no time zone)."""
    out = ctypes.c_int64()
    rc = lib.swc_arena_parse_time(ctypes.byref(out), cstr(s))
    if rc:
        raise error_for(rc, "bad time %r" % s)
    return out.value


def format_time(t):
    """"YYYY-MM-DD HH:MM:SS" of seconds since 1970-01-01 00:00."""
    buf = ctypes.create_string_buffer(32)
    lib.swc_arena_format_time(buf, 32, int(t))
    return buf.value.decode()


class Arena(_Handle):
    """An online qualifier stage fed with finished games (see arena.h)."""

    _free = lib.swc_arena_free
    _errmsg = lib.swc_arena_errmsg

    def __init__(self, preset=None, **settings):
        self._p = _new(lib.swc_arena_new, preset)
        for k, v in settings.items():
            self.set(k, v)

    def set(self, key, value):
        if key == "order":
            self._check(lib.swc_arena_set_string(self._h(), 1, cstr(value)))
        else:
            self._check(lib.swc_arena_set_int(self._h(), ARENA_SETTINGS[key], int(value)))

    def get(self, key):
        out = ctypes.c_int64()
        self._check(lib.swc_arena_get_int(ctypes.byref(out), self._h(), ARENA_SETTINGS[key]))
        return out.value

    def add_game(self, white, black, result, duration=0, end=0, escaped=None):
        """result "1-0", "=" or "0-1"; escaped None, "white" or "black"."""
        g = new_struct(ArenaGame, white=cstr(white), black=cstr(black), result=_RESULTS.get(result, 0),
                       escaped=_ESCAPED[escaped], duration=int(duration), end_time=int(end))
        self._check(lib.swc_arena_add_game(self._h(), ctypes.byref(g)))

    def reset(self, name, time):
        self._check(lib.swc_arena_reset_player(self._h(), cstr(name), int(time)))

    def read(self, data):
        """Take a TSV or JSON stream (str or bytes)."""
        b = cstr(data)
        line, col = ctypes.c_uint32(), ctypes.c_uint32()
        rc = lib.swc_arena_read(self._h(), b, len(b), ctypes.byref(line), ctypes.byref(col))
        self._check(rc, line=line.value, column=col.value)

    def info(self):
        i = new_struct(ArenaInfo)
        self._check(lib.swc_arena_get_info(ctypes.byref(i), self._h()))
        return {f: getattr(i, f) for f, _ in ArenaInfo._fields_[1:]}

    @staticmethod
    def _row(r):
        return ArenaRowT(r.id, text(r.name), r.rank, bool(r.shared), r.points, r.games, r.wins, r.losses,
                         r.draws, r.escapes, r.resets, r.total_time, r.avg_time, r.win_rate, r.reached_at,
                         _STATUS.get(r.status, "playing"))

    def rows(self):
        out = []
        for i in range(lib.swc_arena_player_count(self._h())):
            r = new_struct(ArenaRow)
            self._check(lib.swc_arena_row_get(ctypes.byref(r), self._h(), i))
            out.append(self._row(r))
        return out

    def find(self, name):
        r = new_struct(ArenaRow)
        self._check(lib.swc_arena_find(ctypes.byref(r), self._h(), cstr(name)))
        return self._row(r)


def _presets(count, get):
    out = []
    for i in range(count()):
        pi = new_struct(PresetInfo)
        if get(ctypes.byref(pi), i) == 0:
            out.append(Preset(text(pi.name), text(pi.name_zh), text(pi.description)))
    return out


def arena_presets():
    return _presets(lib.swc_arena_preset_count, lib.swc_arena_preset_get)


def knockout_presets():
    return _presets(lib.swc_knockout_preset_count, lib.swc_knockout_preset_get)


class Knockout(_Handle):
    """A single-elimination stage (see knockout.h)."""

    _free = lib.swc_knockout_free
    _errmsg = lib.swc_knockout_errmsg

    def __init__(self, preset=None, **settings):
        self._p = _new(lib.swc_knockout_new, preset)
        for k, v in settings.items():
            self.set(k, v)

    def set(self, key, value):
        self._check(lib.swc_knockout_set_int(self._h(), KNOCKOUT_SETTINGS[key], int(value)))

    def get(self, key):
        out = ctypes.c_int64()
        self._check(lib.swc_knockout_get_int(ctypes.byref(out), self._h(), KNOCKOUT_SETTINGS[key]))
        return out.value

    def add_player(self, name, seed=0):
        out = ctypes.c_uint32()
        self._check(lib.swc_knockout_add_player(ctypes.byref(out), self._h(), cstr(name), seed))
        return out.value

    def pair_round(self):
        self._check(lib.swc_knockout_pair_round(self._h()))

    def add_game(self, white, black, result, escaped=None):
        g = new_struct(KnockoutGame, white=cstr(white), black=cstr(black), result=_RESULTS.get(result, 0),
                       escaped=_ESCAPED[escaped])
        self._check(lib.swc_knockout_add_game(self._h(), ctypes.byref(g)))

    def mark(self, name, what):
        """what: "unmatched" or "absent"."""
        self._check(lib.swc_knockout_mark(self._h(), cstr(name), {"unmatched": 1, "absent": 2}[what]))

    def close_round(self):
        self._check(lib.swc_knockout_close_round(self._h()))

    def fill_quota(self):
        out = ctypes.c_uint32()
        self._check(lib.swc_knockout_fill_quota(ctypes.byref(out), self._h()))
        return out.value

    def read(self, data):
        b = cstr(data)
        line, col = ctypes.c_uint32(), ctypes.c_uint32()
        rc = lib.swc_knockout_read(self._h(), b, len(b), ctypes.byref(line), ctypes.byref(col))
        self._check(rc, line=line.value, column=col.value)

    def pairs(self, round):
        out = []
        for i in range(lib.swc_knockout_pair_count(self._h(), round)):
            p = new_struct(KnockoutPair)
            self._check(lib.swc_knockout_pair_get(ctypes.byref(p), self._h(), round, i))
            out.append(KnockoutPairT(p.white, p.black, p.winner, p.how, p.games))
        return out

    @property
    def rounds(self):
        return lib.swc_knockout_round_count(self._h())

    def players(self):
        out = []
        for pid in range(1, lib.swc_knockout_player_count(self._h()) + 1):
            p = new_struct(KnockoutPlayer)
            self._check(lib.swc_knockout_player_get(ctypes.byref(p), self._h(), pid))
            out.append(KnockoutPlayerT(p.id, text(p.name), p.seed, _KO_STATUS.get(p.status, "alive"),
                                       p.out_round, p.how_out, p.rounds_won, p.games))
        return out

    def find(self, name):
        out = ctypes.c_uint32()
        self._check(lib.swc_knockout_find(ctypes.byref(out), self._h(), cstr(name)))
        return out.value


def grade_tables():
    out = []
    for i in range(lib.swc_grade_table_count()):
        gi = new_struct(GradeTableInfo)
        if lib.swc_grade_table_get(ctypes.byref(gi), i) == 0:
            out.append(GradeTable(text(gi.name), text(gi.name_zh), gi.kind, text(gi.description)))
    return out


def example_thresholds():
    """An EXAMPLE of the thresholds format, not the CCA regulation."""
    return text(lib.swc_grades_example_thresholds())


class Grades(_Handle):
    """Who may apply for which grade (see grades.h). Give a Tournament, an
    Arena or a Knockout as the source."""

    _free = lib.swc_grades_free
    _errmsg = lib.swc_grades_errmsg

    def __init__(self, source, table, thresholds=None, ruleset=None, tiebreaks=None, seed=0, by_sex=False,
                 played_only=False):
        handle = ctypes.c_void_p()
        opts = new_struct(GradesOptions)
        rc = lib.swc_grades_new(ctypes.byref(handle), ctypes.byref(opts))
        if rc:
            raise error_for(rc, "cannot create")
        self._p = handle.value
        prm = new_struct(GradesParams, table=cstr(table), thresholds=cstr(thresholds), ruleset=cstr(ruleset),
                         tiebreaks=cstr(tiebreaks), seed=seed, by_sex=int(bool(by_sex)),
                         rate_basis=int(bool(played_only)))
        if isinstance(source, Arena):
            rc = lib.swc_grades_from_arena(self._h(), source._h(), ctypes.byref(prm))
        elif isinstance(source, Knockout):
            rc = lib.swc_grades_from_knockout(self._h(), source._h(), ctypes.byref(prm))
        else:
            rc = lib.swc_grades_from_tournament(self._h(), source._h(), ctypes.byref(prm))
        self._check(rc)

    @staticmethod
    def _row(r):
        return GradeRowT(r.id, text(r.name), r.measure, r.games, text(r.current), text(r.cap), text(r.grade),
                         text(r.reason))

    def rows(self):
        out = []
        for i in range(lib.swc_grades_count(self._h())):
            r = new_struct(GradeRow)
            self._check(lib.swc_grades_row_get(ctypes.byref(r), self._h(), i))
            out.append(self._row(r))
        return out

    def find(self, id):
        r = new_struct(GradeRow)
        self._check(lib.swc_grades_find(ctypes.byref(r), self._h(), id))
        return self._row(r)
