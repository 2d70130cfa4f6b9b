"""Errors become exceptions with the library's message; nothing crashes."""

import pytest

import swisscore as sc
from swisscore import errors


def test_every_status_has_a_class():
    for status in sc.Status:
        if status == sc.Status.OK:
            continue
        exc = errors.error_for(int(status), "message")
        assert isinstance(exc, sc.SwissCoreError)
        assert type(exc) is not sc.SwissCoreError, status
        assert exc.code == status
        assert sc.strerror(status)  # the library knows every code
    assert type(errors.error_for(-999, "x")) is sc.SwissCoreError


def test_parse_error_has_line_and_column():
    bad = "012 Test\n001 xx\n"
    with pytest.raises(sc.ParseError) as info:
        sc.Tournament.from_trf(bad)
    assert info.value.line == 2
    assert info.value.column > 0
    assert str(info.value).startswith("2:")
    assert isinstance(info.value, ValueError)


def test_missing_file_is_a_file_error(tmp_path):
    with pytest.raises(sc.FileError):
        sc.Tournament.from_trf(tmp_path / "none.trf")


def test_library_message_is_kept():
    with sc.Tournament() as t:
        with pytest.raises(sc.SwissCoreError) as info:
            t.set(sc.Setting.ROUNDS, 0)
        assert info.value.message == t.errmsg
        assert info.value.message
        with pytest.raises(sc.InvalidArgumentError):
            t.add_player("")


def test_no_pairing_when_everybody_met():
    with sc.Tournament(rounds=5) as t:
        a = t.add_player("A", 2000)
        b = t.add_player("B", 1900)
        r = t.pair_next_round()
        r.set_result(1, "1-0")
        with pytest.raises(sc.NoPairingError) as info:
            t.pair_next_round()
        assert t.errmsg and info.value.message == t.errmsg
        assert t.round_count == 1
        assert a.score() == 1 and b.score() == 0


def test_use_after_close_raises():
    t = sc.Tournament()
    p = t.add_player("A", 2000)
    t.add_player("B", 1900)
    r = t.pair_next_round()
    t.close()
    t.close()  # twice is fine
    assert t.closed and "closed" in repr(t)
    for call in (lambda: len(t), lambda: t.players, lambda: p.name, lambda: p.score(),
                 lambda: r.boards, lambda: r.set_result(1, "1-0"), lambda: t.to_trf(),
                 lambda: t.pair_next_round(), lambda: t.add_player("C")):
        with pytest.raises(sc.ClosedError):
            call()
    assert "gone" in repr(p) and "gone" in repr(r)


def test_bad_values_raise_not_crash():
    with sc.Tournament() as t:
        p = t.add_player("A", 2000)
        with pytest.raises(sc.SwissCoreError):
            t.set(sc.Setting.PAIRING_SYSTEM, 99)
        with pytest.raises(sc.SwissCoreError):
            p.request_bye(0, sc.RoundKind.HALF_BYE)
        with pytest.raises(sc.SwissCoreError):
            t.forbid_pair(p, p)
        with pytest.raises(sc.SwissCoreError):
            t.add_player("x" * 300)
        with pytest.raises(ValueError):
            sc.Result.parse("2-0")
        with pytest.raises(sc.NotFoundError):
            t.round(1)


def _player(i, name, pts, block):
    return "001 %4d m    %-33s %4d NOR %11d 2000/01/01 %4s     %s" % (i, name, 2400 - i, 1500000 + i, pts, block)


def test_reader_warnings_and_encoding():
    text = "\n".join(["012 Caf\u00e9", _player(1, "M\u00fcller", "1.0", "     2 w 1"),
                      _player(2, "B", "0.0", "     1 b 0"), ""])
    with sc.Tournament.from_trf(text.encode("latin-1")) as t:
        assert t.warnings and t.warnings[0][:2] == (1, 8)
        assert "Windows-1252" in t.warnings[0][2]
        assert not t.warnings[0][2].startswith("1:8:")
    with sc.Tournament.from_trf(text.encode("latin-1"), encoding="latin1") as t:
        assert t.warnings == []
    with pytest.raises(sc.ParseError) as info:
        sc.Tournament.from_trf(text.encode("latin-1"), encoding="utf-8")
    assert (info.value.line, info.value.column) == (1, 8)
    with pytest.raises(ValueError):
        sc.Tournament.from_trf(text, encoding="ebcdic")
