"""Loading libswisscore and declaring its C functions for ctypes.

Everything that touches raw pointers lives here; the rest of the package
works with ids and Python objects.
"""

import ctypes
import ctypes.util
import glob
import os
import sys

#: Major version of the C library this package speaks to.
ABI_MAJOR = 0
SONAME = "libswisscore.so.0"


class LibraryNotFound(ImportError):
    """libswisscore could not be loaded; the message lists what was tried."""


# ---- structures (first member struct_size, fields only appended) ----------

class PlayerInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("rating", ctypes.c_int32),
        ("flags", ctypes.c_uint32),
        ("title", ctypes.c_char_p),
        ("federation", ctypes.c_char_p),
        ("fide_id", ctypes.c_char_p),
        ("sex", ctypes.c_int32),
        ("birth_date", ctypes.c_char_p),
        ("group", ctypes.c_char_p),
        ("tags", ctypes.c_char_p),
        ("cn_title", ctypes.c_char_p),
    ]


class PlayerRoundInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("kind", ctypes.c_int32),
        ("opponent", ctypes.c_uint32),
        ("colour", ctypes.c_int32),
        ("board", ctypes.c_uint32),
        ("points", ctypes.c_int32),
        ("result", ctypes.c_int32 * 2),
    ]


class TournamentOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("allocator", ctypes.c_void_p),
    ]


class TrfReadOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("allocator", ctypes.c_void_p),
        ("flags", ctypes.c_uint32),
        ("encoding", ctypes.c_int32),
    ]


class TrfError(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("line", ctypes.c_uint32),
        ("column", ctypes.c_uint32),
        ("message", ctypes.c_char * 256),
    ]


class TrfWarning(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("line", ctypes.c_uint32),
        ("column", ctypes.c_uint32),
        ("message", ctypes.c_char * 256),
    ]


class TrfWriteOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("format", ctypes.c_int32),
        ("eol", ctypes.c_int32),
    ]


class JsonReadOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("allocator", ctypes.c_void_p),
        ("flags", ctypes.c_uint32),
    ]


class JsonError(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("line", ctypes.c_uint32),
        ("column", ctypes.c_uint32),
        ("path", ctypes.c_char * 128),
        ("message", ctypes.c_char * 256),
    ]


class JsonWriteOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("indent", ctypes.c_int32),
    ]


def new_struct(cls, **fields):
    """An instance of a versioned struct with struct_size filled in."""
    obj = cls(**fields)
    obj.struct_size = ctypes.sizeof(cls)
    return obj


# ---- prototypes -------------------------------------------------------------

_p = ctypes.c_void_p
_i = ctypes.c_int
_u32 = ctypes.c_uint32
_i32 = ctypes.c_int32
_s = ctypes.c_char_p
_size = ctypes.c_size_t
_pu32 = ctypes.POINTER(ctypes.c_uint32)
_pi32 = ctypes.POINTER(ctypes.c_int32)
_psize = ctypes.POINTER(ctypes.c_size_t)
_pp = ctypes.POINTER(ctypes.c_void_p)
_ps = ctypes.POINTER(ctypes.c_char_p)

#: Every C function the package calls: name -> (result type, argument types).
#: A test compares this table with the library's version script, so a new
#: public function without a binding fails the suite.
FUNCTIONS = {
    # common.h, version.h
    "swc_strerror": (_s, [_i]),
    "swc_version": (_u32, []),
    "swc_version_string": (_s, []),
    # tournament.h
    "swc_tournament_new": (_i, [_pp, ctypes.POINTER(TournamentOptions)]),
    "swc_tournament_free": (None, [_p]),
    "swc_tournament_errmsg": (_s, [_p]),
    "swc_tournament_set_int": (_i, [_p, _i, _i32]),
    "swc_tournament_get_int": (_i, [_pi32, _p, _i]),
    "swc_tournament_set_string": (_i, [_p, _i, _s]),
    "swc_tournament_get_string": (_i, [_ps, _p, _i]),
    "swc_tournament_player_count": (_u32, [_p]),
    "swc_tournament_round_count": (_u32, [_p]),
    "swc_tournament_forbid_pair": (_i, [_p, _u32, _u32]),
    "swc_tournament_is_forbidden": (_i, [_p, _u32, _u32]),
    "swc_tournament_forbid_pair_rounds": (_i, [_p, _u32, _u32, _u32, _u32]),
    "swc_tournament_is_forbidden_in_round": (_i, [_p, _u32, _u32, _u32]),
    "swc_tournament_forbidden_count": (_u32, [_p]),
    "swc_tournament_forbidden": (_i, [_pu32, _pu32, _pu32, _pu32, _p, _u32]),
    # player.h
    "swc_player_add": (_i, [_pu32, _p, ctypes.POINTER(PlayerInfo)]),
    "swc_player_update": (_i, [_p, ctypes.POINTER(PlayerInfo)]),
    "swc_tournament_player": (_p, [_p, _u32]),
    "swc_tournament_player_by_tpn": (_p, [_p, _u32]),
    "swc_player_id": (_u32, [_p]),
    "swc_player_tpn": (_u32, [_p]),
    "swc_player_name": (_s, [_p]),
    "swc_player_rating": (_i32, [_p]),
    "swc_player_get_info": (_i, [ctypes.POINTER(PlayerInfo), _p]),
    "swc_player_withdraw": (_i, [_p, _u32]),
    "swc_player_reinstate": (_i, [_p]),
    "swc_player_set_entry_round": (_i, [_p, _u32]),
    "swc_player_request_bye": (_i, [_p, _u32, _i]),
    "swc_player_round": (_i, [ctypes.POINTER(PlayerRoundInfo), _p, _u32]),
    "swc_player_score": (_i, [_pi32, _p, _u32]),
    "swc_player_set_virtual_points": (_i, [_p, _u32, _i32]),
    "swc_player_get_virtual_points": (_i, [_pi32, _p, _u32]),
    "swc_player_set_fouls": (_i, [_p, _u32]),
    "swc_player_get_fouls": (_i, [_pu32, _p]),
    "swc_player_set_conduct": (_i, [_p, _i32]),
    "swc_player_get_conduct": (_i, [_pi32, _p]),
    "swc_player_get_withdrawal": (_i, [_pu32, _p]),
    "swc_player_get_entry_round": (_i, [_pu32, _p]),
    "swc_player_get_bye_request": (_i, [_pi32, _p, _u32]),
    # round.h
    "swc_round_create": (_i, [_pp, _p, _pu32, _pu32, _size, _pu32, _pi32, _size]),
    "swc_tournament_delete_last_round": (_i, [_p]),
    "swc_tournament_round": (_p, [_p, _u32]),
    "swc_round_number": (_u32, [_p]),
    "swc_round_board_count": (_u32, [_p]),
    "swc_round_board": (_i, [_pu32, _pu32, _p, _u32]),
    "swc_round_bye_count": (_u32, [_p]),
    "swc_round_bye": (_i, [_pu32, _pi32, _p, _u32]),
    "swc_round_set_result": (_i, [_p, _u32, _i]),
    "swc_round_set_game_result": (_i, [_p, _u32, _u32, _i]),
    "swc_round_game_result": (_i, [_pi32, _p, _u32, _u32]),
    "swc_round_is_complete": (_i, [_p]),
    # pairing.h
    "swc_tournament_pair_next": (_i, [_pp, _p]),
    # trf.h
    "swc_trf_read": (_i, [_pp, _s, _size, ctypes.POINTER(TrfReadOptions),
                          ctypes.POINTER(TrfError)]),
    "swc_trf_read_file": (_i, [_pp, _s, ctypes.POINTER(TrfReadOptions),
                               ctypes.POINTER(TrfError)]),
    "swc_trf_write": (_i, [_psize, _s, _size, _p, ctypes.POINTER(TrfWriteOptions)]),
    "swc_trf_write_file": (_i, [_p, _s, ctypes.POINTER(TrfWriteOptions)]),
    "swc_trf_write_report": (_i, [_psize, _s, _size, _p, ctypes.POINTER(TrfWriteOptions), _u32]),
    "swc_trf_write_report_file": (_i, [_p, _s, ctypes.POINTER(TrfWriteOptions), _u32]),
    # json.h
    "swc_json_read": (_i, [_pp, _s, _size, ctypes.POINTER(JsonReadOptions),
                           ctypes.POINTER(JsonError)]),
    "swc_json_read_file": (_i, [_pp, _s, ctypes.POINTER(JsonReadOptions),
                                ctypes.POINTER(JsonError)]),
    "swc_json_write": (_i, [_psize, _s, _size, _p, ctypes.POINTER(JsonWriteOptions)]),
    "swc_json_write_file": (_i, [_p, _s, ctypes.POINTER(JsonWriteOptions)]),
    "swc_tournament_warning_count": (_size, [_p]),
    "swc_tournament_warning": (_i, [ctypes.POINTER(TrfWarning), _p, _size]),
}


def bind(table):
    """Declare the prototypes of one area's functions (each binding module
    calls this on import) and add them to FUNCTIONS."""
    missing = [name for name in table if not hasattr(lib, name)]
    if missing:
        raise LibraryNotFound("the loaded libswisscore lacks %s; it is older than this package"
                              % ", ".join(missing[:5]))
    for name, (restype, argtypes) in table.items():
        fn = getattr(lib, name)
        fn.restype = restype
        fn.argtypes = argtypes
    FUNCTIONS.update(table)


def _candidates():
    """Where to look for the library, in order, with a label for each: the
    SWISSCORE_LIBRARY variable, the copy a wheel carries inside the package,
    the folder `meson install` put it in, then the dynamic linker's own
    search (ldconfig cache, LD_LIBRARY_PATH) by SONAME and by find_library."""
    env = os.environ.get("SWISSCORE_LIBRARY")
    if env:
        yield "SWISSCORE_LIBRARY", env
    here = os.path.dirname(os.path.abspath(__file__))
    inside = sorted(glob.glob(os.path.join(here, "libswisscore.so*")), key=len)
    inside += [p for p in (os.path.join(here, "libswisscore.dylib"),
                           os.path.join(here, "swisscore.dll")) if os.path.exists(p)]
    yield "inside the package", inside[0] if inside else os.path.join(here, SONAME)
    try:
        from . import _paths  # type: ignore[attr-defined]  # generated by meson
        if _paths.LIBDIR:
            yield "the install folder", os.path.join(_paths.LIBDIR, SONAME)
    except ImportError:
        pass
    yield "the system's library path", SONAME
    found = ctypes.util.find_library("swisscore")
    if found and found != SONAME:
        yield "ctypes.util.find_library", found


def load():
    """Load the library, declare the prototypes and check the major version."""
    tried = []
    for how, path in _candidates():
        if os.sep in path and not os.path.exists(path):
            tried.append("%s (%s): no such file" % (how, path))
            continue
        try:
            lib = ctypes.CDLL(path)
        except OSError as exc:
            tried.append("%s (%s): %s" % (how, path, exc))
            continue
        missing = [name for name in FUNCTIONS if not hasattr(lib, name)]
        if missing:
            tried.append("%s (%s): lacks %s" % (how, path, ", ".join(missing[:5])))
            continue
        for name, (restype, argtypes) in FUNCTIONS.items():
            fn = getattr(lib, name)
            fn.restype = restype
            fn.argtypes = argtypes
        major = lib.swc_version() // 10000
        if major != ABI_MAJOR:
            tried.append("%s (%s): version %s has major %d, this package needs %d"
                         % (how, path, lib.swc_version_string().decode(), major, ABI_MAJOR))
            continue
        return lib
    raise LibraryNotFound(
        "libswisscore could not be loaded; tried:\n  " + "\n  ".join(tried)
        + "\nInstall the package with pip (the wheel carries the library), install the"
        " library (meson install, or a package that provides libswisscore.so.0), or set"
        " SWISSCORE_LIBRARY to its path.")


lib = load()


def text(b):
    """A C string from the library as Python text (None stays None)."""
    return None if b is None else b.decode("utf-8")


def cstr(s):
    """Python text (or None) as a C string argument."""
    if s is None:
        return None
    if isinstance(s, bytes):
        return s
    return str(s).encode("utf-8")


if sys.version_info < (3, 9):  # pragma: no cover
    raise ImportError("swisscore needs Python 3.9 or later")
