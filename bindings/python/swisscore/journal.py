"""The event's journal (journal.h): every change, when (UTC) and by whom.

>>> import swisscore
>>> with swisscore.Tournament(rounds=3) as t:
...     t.append_journal(swisscore.JournalEntry("note", 1777645800, author="李四", data="appeal"))
...     [(e.kind.name, e.when, e.author) for e in t.journal()]
[('NOTE', '2026-05-01T14:30:00Z', '李四')]

The library keeps the entries and writes them into both file formats; it
never writes one itself. Programs that change an event append one per
change (the swisscore tool does).
"""

from __future__ import annotations

import ctypes
from typing import TYPE_CHECKING, List, NamedTuple, Union

from . import _native
from ._native import cstr, lib, new_struct, text
from ._native import _i, _p, _s, _size, _u32  # ctypes names of the prototypes
from .enums import LibEnum
from .errors import error_for

if TYPE_CHECKING:
    from .tournament import Tournament

__all__ = ["JournalEntry", "JournalKind", "format_journal_time"]


class JournalKind(LibEnum):
    """What a journal entry records (swc_journal_kind)."""
    CREATED = 1
    RESULT = 2
    PLAYER_ADDED = 3
    PLAYERS_IMPORTED = 4
    PLAYER_WITHDRAWN = 5
    PLAYER_ABSENT = 6
    ROUND_PAIRED = 7
    ROUND_REMOVED = 8
    UNDO = 9
    REDO = 10
    NOTE = 11
    TEAM_MATCH = 12
    LINEUP = 13


class CJournalEntry(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("kind", ctypes.c_int32), ("time", ctypes.c_int64),
                ("round", ctypes.c_uint32), ("board", ctypes.c_uint32), ("game", ctypes.c_uint32),
                ("player", ctypes.c_uint32), ("before", ctypes.c_int32), ("after", ctypes.c_int32),
                ("author", ctypes.c_char_p), ("data", ctypes.c_char_p)]


_native.bind({
    "swc_journal_append": (_i, [_p, ctypes.POINTER(CJournalEntry)]),
    "swc_journal_count": (_u32, [_p]),
    "swc_journal_get": (_i, [ctypes.POINTER(CJournalEntry), _p, _u32]),
    "swc_journal_kind_name": (_s, [_i]),
    "swc_journal_format_time": (_i, [_s, _size, ctypes.c_int64]),
})


def format_journal_time(time: int) -> str:
    """A time (seconds since 1970-01-01 UTC) as the files write it:
    "2026-05-01T14:30:00Z"."""
    buf = ctypes.create_string_buffer(32)
    rc = lib.swc_journal_format_time(buf, len(buf), int(time))
    if rc < 0:
        raise error_for(rc, "journal time %d: %s" % (time, text(lib.swc_strerror(rc))))
    return buf.value.decode("ascii")


class JournalEntry(NamedTuple):
    """One entry. ``kind`` takes a :class:`JournalKind`, its value or its
    name ("result", "RESULT"); ``time`` is in seconds since 1970-01-01
    UTC. For a result, ``before`` and ``after`` are :class:`Result` codes;
    the fields a kind does not use stay 0 (journal.h lists them)."""
    kind: Union[JournalKind, int, str]
    time: int
    round: int = 0
    board: int = 0
    game: int = 0
    player: int = 0
    before: int = 0
    after: int = 0
    author: str = ""
    data: str = ""

    @property
    def when(self) -> str:
        """The time as text, "2026-05-01T14:30:00Z"."""
        return format_journal_time(self.time)

    @property
    def kind_word(self) -> str:
        """The kind as the files write it ("result", "player_added" ...)."""
        return str(text(lib.swc_journal_kind_name(int(JournalKind.coerce(self.kind)))))


def append(t: "Tournament", entry: JournalEntry) -> None:
    """Append an entry to the tournament's journal."""
    c = new_struct(CJournalEntry, kind=int(JournalKind.coerce(entry.kind)), time=int(entry.time),
                   round=entry.round, board=entry.board, game=entry.game, player=entry.player,
                   before=entry.before, after=entry.after, author=cstr(entry.author or None),
                   data=cstr(entry.data or None))
    t._check(lib.swc_journal_append(t._h(), ctypes.byref(c)))


def entries(t: "Tournament") -> List[JournalEntry]:
    """The journal, oldest entry first."""
    h = t._h()
    out = []
    for number in range(1, lib.swc_journal_count(h) + 1):
        c = new_struct(CJournalEntry)
        t._check(lib.swc_journal_get(ctypes.byref(c), h, number))
        out.append(JournalEntry(JournalKind(c.kind), c.time, c.round, c.board, c.game, c.player, c.before,
                                c.after, text(c.author) or "", text(c.data) or ""))
    return out
