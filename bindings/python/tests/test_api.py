"""What a Python user expects of the package: typed and documented public
API, enums that take names, results in the usual notations, exceptions that
are the built-ins Python code catches, standings with their criteria,
helpful repr()s, and a loader that says where it looked."""

import ctypes
import inspect
import os
import pydoc
from decimal import Decimal

import pytest

import swisscore as sc
from swisscore import _native, events, xiangqi
from conftest import EXAMPLE_TRF

PACKAGE_DIR = os.path.dirname(os.path.abspath(sc.__file__))


def _public_objects():
    """(qualified name, object) of every public function, class, method and
    property the package defines."""
    seen = []
    modules = {"swisscore", "swisscore.xiangqi", "swisscore.events"}
    spaces = [(n, getattr(sc, n)) for n in sc.__all__]
    spaces += [("xiangqi." + n, getattr(xiangqi, n)) for n in xiangqi.__all__]
    spaces += [("events." + n, getattr(events, n)) for n in events.__all__]
    for name, obj in spaces:
        mod = getattr(obj, "__module__", "") or ""
        if not mod.startswith("swisscore"):
            continue
        if inspect.isfunction(obj):
            seen.append((name, obj))
        elif inspect.isclass(obj):
            seen.append((name, obj))
            for attr, member in vars(obj).items():
                if attr.startswith("_") and attr != "__init__":
                    continue
                if isinstance(member, (classmethod, staticmethod)):
                    member = member.__func__
                if inspect.isfunction(member) or isinstance(member, property):
                    seen.append(("%s.%s" % (name, attr), member))
    assert modules
    return seen


PUBLIC = _public_objects()


def _is_tuple_type(obj):
    return inspect.isclass(obj) and issubclass(obj, tuple) and hasattr(obj, "_fields")


def test_public_api_is_large_enough_to_mean_something():
    assert len(PUBLIC) > 150


@pytest.mark.parametrize("name,obj", PUBLIC, ids=[n for n, _ in PUBLIC])
def test_every_public_member_has_a_docstring(name, obj):
    if name.endswith(".__init__"):
        return  # documented by the class
    doc = obj.__doc__ if not isinstance(obj, property) else obj.fget.__doc__
    assert doc and doc.strip(), "%s has no docstring" % name
    if inspect.isclass(obj) and not _is_tuple_type(obj):
        # Not the docstring of a base class (IntEnum, Exception …).
        assert "__doc__" in vars(obj) and vars(obj)["__doc__"], name


def _hinted(fn):
    sig = inspect.signature(fn)
    missing = [p.name for p in sig.parameters.values()
               if p.name not in ("self", "cls") and p.annotation is inspect.Parameter.empty]
    if sig.return_annotation is inspect.Signature.empty:
        missing.append("return")
    return missing


@pytest.mark.parametrize("name,obj", [(n, o) for n, o in PUBLIC if not inspect.isclass(o)],
                         ids=[n for n, o in PUBLIC if not inspect.isclass(o)])
def test_every_public_function_is_typed(name, obj):
    if isinstance(obj, property):
        assert not _hinted(obj.fget), name
        if obj.fset is not None:
            assert not _hinted(obj.fset), name + " (setter)"
        return
    if getattr(obj, "__module__", "").startswith("swisscore") is False:
        return
    assert not _hinted(obj), "%s lacks type hints for %s" % (name, _hinted(obj))


def test_package_is_marked_typed():
    assert os.path.exists(os.path.join(PACKAGE_DIR, "py.typed"))


def test_help_shows_the_docstrings():
    text = pydoc.render_doc(sc.Tournament, renderer=pydoc.plaintext)
    assert "Register a player" in text
    assert "add_player(self, name:" in text and "-> " in text
    assert "Standings" in pydoc.render_doc(sc.Tournament.standings, renderer=pydoc.plaintext)


# ---- enums take names ---------------------------------------------------------

def test_enums_accept_names():
    assert sc.PairingSystem("sequential") is sc.PairingSystem.SEQUENTIAL
    assert sc.PairingSystem("Berger") is sc.PairingSystem.BERGER
    assert sc.RoundKind("half bye") is sc.RoundKind.HALF_BYE
    assert sc.RoundKind("half-bye") is sc.RoundKind.HALF_BYE
    assert sc.Colour("red") is sc.Colour.WHITE
    assert sc.Unplayed("fide2023") is sc.Unplayed.FIDE2023
    assert sc.Unplayed("2023") is sc.Unplayed.FIDE2023
    assert xiangqi.Rule("general") is xiangqi.Rule.GENERAL
    with pytest.raises(ValueError) as exc:
        sc.PairingSystem.coerce("swiss")
    assert "dutch, sequential, berger" in str(exc.value)


def test_tournament_keywords_take_names():
    with sc.Tournament(rounds=5, system="sequential", edition=2017) as t:
        assert t.system is sc.PairingSystem.SEQUENTIAL
        assert t.get("pairing_system") is sc.PairingSystem.SEQUENTIAL
        assert t.edition == 2017
        t.edition = "2026"
        assert t.edition == 2026
        t.system = "berger"
        assert t.get(sc.Setting.PAIRING_SYSTEM) == 3
        t.set("initial colour", "black")
        assert t.get(sc.Setting.INITIAL_COLOUR) is sc.Colour.BLACK
        t.set("city", "上海")
        assert t.get(sc.TextSetting.CITY) == "上海"
        with pytest.raises(ValueError):
            t.system = "swiss"
        with pytest.raises(sc.RangeError):
            t.edition = 2000  # the library checks
        with pytest.raises(ValueError):
            t.set("no such setting", 1)
        with pytest.raises(TypeError):
            t.set(sc.Setting.ROUNDS, 2.5)
        assert t.system is sc.PairingSystem.BERGER and t.edition == 2026


def test_bye_kinds_by_name():
    with sc.Tournament(rounds=3) as t:
        ps = [t.add_player("P%d" % i, 2000 - i) for i in range(5)]
        ps[0].request_bye(1, "half_bye")
        r = t.pair_next_round()
        assert (ps[0].id, sc.RoundKind.HALF_BYE) in [(b.player, b.kind) for b in r.byes]


# ---- results --------------------------------------------------------------------

SPELLINGS = {
    "1-0": sc.Result.WHITE_WIN, "1:0": sc.Result.WHITE_WIN, "0-1": sc.Result.BLACK_WIN,
    "0:1": sc.Result.BLACK_WIN, "1/2": sc.Result.DRAW, "½-½": sc.Result.DRAW,
    "½": sc.Result.DRAW, "1/2-1/2": sc.Result.DRAW, "=": sc.Result.DRAW,
    "0.5-0.5": sc.Result.DRAW, "½:½": sc.Result.DRAW, "+-": sc.Result.WHITE_FORFEIT_WIN,
    "+/-": sc.Result.WHITE_FORFEIT_WIN, "+:-": sc.Result.WHITE_FORFEIT_WIN,
    "-+": sc.Result.BLACK_FORFEIT_WIN, "-/+": sc.Result.BLACK_FORFEIT_WIN,
    "--": sc.Result.DOUBLE_FORFEIT, "-/-": sc.Result.DOUBLE_FORFEIT, "*": sc.Result.NONE,
    "红胜": sc.Result.WHITE_WIN, "黑胜": sc.Result.BLACK_WIN, "和": sc.Result.DRAW,
    "红负": sc.Result.BLACK_WIN, "黑负": sc.Result.WHITE_WIN, " 1 - 0 ": sc.Result.WHITE_WIN,
    "1–0": sc.Result.WHITE_WIN, "white_win": sc.Result.WHITE_WIN, "draw": sc.Result.DRAW,
}


@pytest.mark.parametrize("text", list(SPELLINGS))
def test_result_spellings(text):
    assert sc.Result.parse(text) is SPELLINGS[text]
    assert sc.Result(text) is SPELLINGS[text]


def test_result_notation_round_trips():
    for r in (sc.Result.WHITE_WIN, sc.Result.DRAW, sc.Result.BLACK_WIN, sc.Result.NONE,
              sc.Result.WHITE_FORFEIT_WIN, sc.Result.BLACK_FORFEIT_WIN,
              sc.Result.DOUBLE_FORFEIT):
        assert sc.Result.parse(str(r)) is r
        assert r.notation == str(r)
    assert str(sc.Result.NONE) == "*"


@pytest.mark.parametrize("bad", ["2-0", "1-1", "win", "红", "", " x ", 99, True, 1.0])
def test_bad_result_is_a_result_error(bad):
    if bad == "":
        assert sc.Result.parse(bad) is sc.Result.NONE
        return
    with pytest.raises(sc.ResultError) as exc:
        sc.Result.parse(bad)
    assert isinstance(exc.value, ValueError) and isinstance(exc.value, sc.SwissCoreError)
    assert "1-0" in str(exc.value)


def test_set_result_by_notation_and_bad_one_changes_nothing():
    with sc.Tournament(rounds=2) as t:
        for i in range(4):
            t.add_player("P%d" % i, 2000 - i)
        r = t.pair_next_round()
        r.set_result(1, "红胜")
        r.set_result(2, "1/2")
        assert [b.results[0] for b in r.boards] == [sc.Result.WHITE_WIN, sc.Result.DRAW]
        with pytest.raises(ValueError):
            r.set_result(1, "3-0")
        assert r.game_result(1) is sc.Result.WHITE_WIN
        r.set_result(1, "*")
        assert r.game_result(1) is sc.Result.NONE and not r.complete


# ---- errors ---------------------------------------------------------------------

def test_parse_error_is_a_value_error_with_a_position():
    bad = "012 x\n001    1      Broken line without the fields\n"
    with pytest.raises(ValueError) as exc:
        sc.Tournament.from_trf(bad)
    err = exc.value
    assert isinstance(err, sc.ParseError) and err.code is sc.Status.EPARSE
    assert err.line == 2 and err.column > 0
    assert repr(err).startswith("ParseError(") and "line=2" in repr(err)


def test_builtin_bases():
    assert issubclass(sc.NotFoundError, LookupError)
    assert issubclass(sc.FileError, OSError)
    assert issubclass(sc.OutOfMemoryError, MemoryError)
    for cls in (sc.ParseError, sc.ResultError, sc.RangeError, sc.InvalidArgumentError,
                sc.InconsistentError, sc.LimitError):
        assert issubclass(cls, ValueError) and issubclass(cls, sc.SwissCoreError)
    with pytest.raises(FileNotFoundError.__mro__[1]):
        sc.Tournament.from_trf_file("/nonexistent/file.trf")


# ---- standings ------------------------------------------------------------------

def test_standings_carry_their_criteria():
    with sc.Tournament.from_trf_file(EXAMPLE_TRF) as t:
        st = t.standings("fangzhuang-chess")
        assert isinstance(st, sc.Standings)
        assert st.codes[0] == "PTS" and "BH" in st.codes and st.codes[-1] == "LOT"
        assert [c.code for c in st.criteria] == st.codes
        pts, bh = st.criteria[0], st.criteria[1]
        assert (pts.name_zh, bh.name_zh) == ("积分", "对手分")
        assert bh.order == "descending" and st.criteria[-1].order == "ascending"
        assert bh.label == "对手分"
        assert len(st) == len(t) and st[0].rank == 1
        assert list(st.rows[0].values) == st.codes
        assert [r.id for r in st] == [r.id for r in st.rows]
        assert st == t.standings("fangzhuang-chess")
        assert st.ruleset == "fangzhuang-chess"
        assert repr(st).startswith("<swisscore.Standings %d rows by PTS, BH" % len(t))
        custom = t.standings(tiebreaks="对手分,累进分")
        assert custom.codes == ["PTS", "BH", "PS"] and custom.tiebreaks == "对手分,累进分"


def test_unplayed_by_name():
    with sc.Tournament.from_trf_file(EXAMPLE_TRF) as t:
        a = t.standings(tiebreaks="BH", unplayed="fide2023")
        b = t.standings(tiebreaks="BH", unplayed=sc.Unplayed.FIDE2023)
        assert a == b


# ---- players ----------------------------------------------------------------------

def test_chinese_title_and_conduct():
    with sc.Tournament() as t:
        p = t.add_player("王天一", 2700, cn_title="特级大师")
        q = t.add_player("Li, Lei", 2000)
        assert p.cn_title == "特级大师" and p.info.cn_title == "特级大师"
        assert q.cn_title == ""
        q.update(cn_title="一级棋士")
        assert q.info.cn_title == "一级棋士" and q.rating == 2000
        p.update(rating=2710)
        assert p.cn_title == "特级大师" and p.rating == 2710
        p.conduct = 3
        assert p.conduct == 3


# ---- repr ----------------------------------------------------------------------

def test_repr_says_what_it_is():
    with sc.Tournament(rounds=2, name="春季赛") as t:
        for i in range(3):
            t.add_player("P%d" % i, 2000 - i)
        r = t.pair_next_round()
        assert repr(t) == "<swisscore.Tournament '春季赛': 3 players, 1/2 rounds>"
        assert repr(t.player(1)).startswith("<swisscore.Player 1 P0 (2000), TPN 1")
        assert repr(r) == "<swisscore.Round 1: 1 boards, 1 byes>"
        r.set_result(1, "1-0")
        assert repr(t.standings(tiebreaks="BH")[0]).startswith("<swisscore.Row 1 id ")
        assert repr(sc.Result.DRAW) == "<Result.DRAW: 2>"
        assert repr(sc.ResultError("x")).startswith("ResultError('x'")
    assert repr(t) == "<swisscore.Tournament closed>"
    with xiangqi.Board() as b:
        assert repr(b).startswith("<swisscore.xiangqi.Board rnbakabnr/")
    with xiangqi.Counter() as c:
        assert repr(c) == "<swisscore.xiangqi.Counter IDLE 0/60>"


# ---- loader ---------------------------------------------------------------------

def test_loader_lists_what_it_tried(monkeypatch):
    def refuse(path, *a, **kw):
        raise OSError("%s: cannot open shared object file" % path)

    monkeypatch.setattr(_native.ctypes, "CDLL", refuse)
    monkeypatch.setenv("SWISSCORE_LIBRARY", "/nowhere/libswisscore.so.0")
    with pytest.raises(sc.LibraryNotFound) as exc:
        _native.load()
    msg = str(exc.value)
    assert isinstance(exc.value, ImportError)
    for label in ("SWISSCORE_LIBRARY (/nowhere/libswisscore.so.0): no such file",
                  "inside the package (", "the system's library path (libswisscore.so.0)",
                  "pip"):
        assert label in msg, msg


def test_loader_order_prefers_the_environment_then_the_package(monkeypatch):
    monkeypatch.setenv("SWISSCORE_LIBRARY", "/x/libswisscore.so.0")
    labels = [how for how, _ in _native._candidates()]
    assert labels[0] == "SWISSCORE_LIBRARY" and labels[1] == "inside the package"
    assert "the system's library path" in labels
    monkeypatch.delenv("SWISSCORE_LIBRARY")
    assert [how for how, _ in _native._candidates()][0] == "inside the package"


def test_loaded_library_is_this_build():
    # Under the test suite the library is the build tree's.
    assert _native.lib._name == os.environ.get("SWISSCORE_LIBRARY", _native.lib._name)
    assert isinstance(_native.lib, ctypes.CDLL)
    assert sc.__version__ == sc.library_version()
    assert Decimal(1) == sc.points(10)
