"""The event's journal from Python: entries appended and read back, kept
by TRF and JSON, and refusals as exceptions."""

import pytest

import swisscore
from swisscore import JournalEntry, JournalKind, Result


def event():
    t = swisscore.Tournament(rounds=3)
    for i in range(4):
        t.add_player("P%d" % i, 2000 - 10 * i)
    return t


def test_append_and_read():
    with event() as t:
        assert t.journal() == []
        t.append_journal(JournalEntry("result", 1777645800, round=1, board=2, before=Result.WHITE_WIN,
                                      after=Result.DRAW, author="李四"))
        t.append_journal(JournalEntry(JournalKind.NOTE, 1777645860, data="appeal by 7\nresult stands"))
        first, second = t.journal()
        assert first.kind is JournalKind.RESULT and first.kind_word == "result"
        assert (first.round, first.board, first.before, first.after) == (1, 2, 1, 2)
        assert first.author == "李四" and first.data == ""
        assert first.when == "2026-05-01T14:30:00Z"
        assert second.kind is JournalKind.NOTE and second.data == "appeal by 7\nresult stands"
        assert second.author == ""


def test_kept_by_both_formats():
    with event() as t:
        t.append_journal(JournalEntry("player_added", 0, player=4, author="前台 王五 "))
        t.append_journal(JournalEntry("round_removed", 4107542399, round=2, after=3, data="x\\y " * 400))
        want = t.journal()
        with swisscore.Tournament.from_trf(t.to_trf().encode("utf-8")) as u:
            assert u.journal() == want
        with swisscore.Tournament.from_json(t.to_json().encode("utf-8")) as u:
            assert u.journal() == want
        assert '"kind": "round_removed"' in t.to_json()
        assert "XJL 2 2100-02-28T23:59:59Z round_removed 2 0 0 0 0 3" in t.to_trf()


def test_lineup_entry_kept_by_both_formats():
    with event() as t:
        t.append_journal(JournalEntry(JournalKind.LINEUP, 1777645800, round=2, before=1, after=2,
                                      data="lineup 1: 3 1\nwas 1:\nlineup 2: 0 5\nwas 2: 4 5\n"))
        want = t.journal()
        assert want[0].kind is JournalKind.LINEUP and want[0].kind_word == "lineup"
        with swisscore.Tournament.from_trf(t.to_trf().encode("utf-8")) as u:
            assert u.journal() == want
        with swisscore.Tournament.from_json(t.to_json().encode("utf-8")) as u:
            assert u.journal() == want
        assert "XJL 1 2026-05-01T14:30:00Z lineup 2 0 0 0 1 2" in t.to_trf()


def test_refusals():
    with event() as t:
        with pytest.raises(swisscore.InvalidArgumentError, match="control character"):
            t.append_journal(JournalEntry("note", 0, author="two\nlines"))
        with pytest.raises(swisscore.RangeError, match="1970 to 9999"):
            t.append_journal(JournalEntry("note", -1))
        with pytest.raises(ValueError):
            t.append_journal(JournalEntry("score", 0))
        with pytest.raises(swisscore.LimitError):
            t.append_journal(JournalEntry("note", 0, author="a" * 256))
        assert t.journal() == []
    assert swisscore.format_journal_time(951782400) == "2000-02-29T00:00:00Z"
    with pytest.raises(swisscore.RangeError):
        swisscore.format_journal_time(253402300800)
