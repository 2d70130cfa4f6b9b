"""Sheets people read: a round's boards and the crosstable, as tables."""

from __future__ import annotations

import ctypes
import json
from collections import namedtuple
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Union

from . import _native
from ._native import cstr, lib, new_struct, text
from ._native import _i, _i32, _p, _pp, _u32  # ctypes names of the prototypes
from .enums import LibEnum, enum_value
from .errors import error_for
from .standings import Pairings, StandingsOptions, Unplayed

if TYPE_CHECKING:
    from .tournament import Tournament

# ---- C structures and prototypes of this area --------------------------------

class ReportOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("round", ctypes.c_uint32),
        ("by_name", ctypes.c_uint32),
        ("standings", ctypes.POINTER(StandingsOptions)),
    ]


class ReportColumnInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("key", ctypes.c_char_p),
        ("type", ctypes.c_int32),
        ("scale", ctypes.c_int32),
        ("decimals", ctypes.c_int32),
    ]


class ReportCellInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("text", ctypes.c_char_p),
        ("has_value", ctypes.c_int32),
        ("value", ctypes.c_int64),
    ]


FUNCTIONS = {
    # report.h
    "swc_report_boards": (_i, [_pp, _p, ctypes.POINTER(ReportOptions)]),
    "swc_report_crosstable": (_i, [_pp, _p, ctypes.POINTER(ReportOptions)]),
    "swc_report_free": (None, [_p]),
    "swc_report_kind": (_i32, [_p]),
    "swc_report_round": (_u32, [_p]),
    "swc_report_column_count": (_u32, [_p]),
    "swc_report_column": (_i, [ctypes.POINTER(ReportColumnInfo), _p, _u32]),
    "swc_report_row_count": (_u32, [_p]),
    "swc_report_cell": (_i, [ctypes.POINTER(ReportCellInfo), _p, _u32, _u32]),
    "swc_report_json": (_i, [ctypes.POINTER(ctypes.c_size_t), ctypes.c_char_p, ctypes.c_size_t, _p]),
}
_native.bind(FUNCTIONS)



class ReportKind(LibEnum):
    """What a :class:`Report` is."""
    BOARDS = 1
    BOARDS_BY_NAME = 2
    CROSSTABLE = 3
    GRID = 4


class ColumnType(LibEnum):
    """Kind of a report column: text, or a number in units of 1/scale."""
    TEXT = 0
    NUMBER = 1


Column = namedtuple("Column", "key type scale decimals")
Column.__doc__ = ("A column of a report: its key (\"white_name\", \"r3\", \"BH\"), type "
                  "(\"text\" or \"number\"), scale and decimals of its numbers.")


class Report:
    """A table computed by the library: :attr:`kind` ("boards",
    "boards_by_name", "crosstable" or "grid"), :attr:`round`,
    :attr:`columns` and :attr:`rows`. A row is a list of values: text
    cells are str ("" when empty), number cells int or Decimal (None when
    empty). :attr:`texts` has every cell as the sheet prints it, and
    :meth:`to_json` the library's JSON document."""

    def __init__(self, kind: str, round: int, columns: List[Column], rows: List[List[Any]],
                 texts: List[List[str]], document: str) -> None:
        self.kind = kind
        self.round = round
        self.columns = columns
        self.rows = rows
        self.texts = texts
        self._document = document

    @property
    def keys(self) -> List[str]:
        """The columns' keys."""
        return [c.key for c in self.columns]

    def dicts(self) -> List[Dict[str, Any]]:
        """The rows as dictionaries keyed by column."""
        return [dict(zip(self.keys, row)) for row in self.rows]

    def to_json(self) -> str:
        """The report as the library writes it in JSON."""
        return self._document

    def __len__(self) -> int:
        return len(self.rows)

    def __repr__(self) -> str:
        return "<swisscore.Report %s round %d: %d rows>" % (self.kind, self.round, len(self.rows))


def _ok(rc: int) -> None:
    if rc != 0:
        raise error_for(rc, text(lib.swc_strerror(rc)))


def _read(handle: int) -> Report:
    columns = []
    for c in range(lib.swc_report_column_count(handle)):
        info = new_struct(ReportColumnInfo)
        _ok(lib.swc_report_column(ctypes.byref(info), handle, c))
        columns.append(Column(text(info.key), "number" if info.type == ColumnType.NUMBER else "text",
                              info.scale, info.decimals))
    rows, texts = [], []
    for r in range(lib.swc_report_row_count(handle)):
        row, shown = [], []
        for c, col in enumerate(columns):
            cell = new_struct(ReportCellInfo)
            _ok(lib.swc_report_cell(ctypes.byref(cell), handle, r, c))
            shown.append(text(cell.text))
            if col.type == "text":
                row.append(text(cell.text))
            elif not cell.has_value:
                row.append(None)
            elif col.scale <= 1:
                row.append(int(cell.value))
            else:
                row.append((Decimal(cell.value) / Decimal(col.scale)).quantize(
                    Decimal(1).scaleb(-col.decimals)))
        rows.append(row)
        texts.append(shown)
    size = ctypes.c_size_t()
    lib.swc_report_json(ctypes.byref(size), None, 0, handle)
    buf = ctypes.create_string_buffer(size.value + 1)
    _ok(lib.swc_report_json(ctypes.byref(size), buf, len(buf), handle))
    return Report(ReportKind(lib.swc_report_kind(handle)).name.lower(), lib.swc_report_round(handle),
                  columns, rows, texts, buf.value.decode("utf-8"))


def boards(tournament: "Tournament", round: int = 0, by_name: bool = False) -> Report:
    """The boards of a round; see :meth:`Tournament.boards`."""
    opts = new_struct(ReportOptions, round=int(round), by_name=1 if by_name else 0)
    handle = ctypes.c_void_p()
    tournament._check(lib.swc_report_boards(ctypes.byref(handle), tournament._h(), ctypes.byref(opts)))
    try:
        return _read(int(handle.value or 0))
    finally:
        lib.swc_report_free(handle.value)


def crosstable(tournament: "Tournament", ruleset: Optional[str] = None, *,
               tiebreaks: Optional[str] = None, unplayed: Union[Unplayed, int, str] = 0,
               seed: int = 0, round: int = 0,
               pairings: Union[Pairings, int, str] = 0) -> Report:
    """The crosstable; see :meth:`Tournament.crosstable`."""
    so = new_struct(StandingsOptions, tiebreaks=cstr(tiebreaks), ruleset=cstr(ruleset),
                    unplayed=enum_value(Unplayed, unplayed), seed=int(seed),
                    pairings=enum_value(Pairings, pairings))
    opts = new_struct(ReportOptions, round=int(round), standings=ctypes.pointer(so))
    handle = ctypes.c_void_p()
    tournament._check(lib.swc_report_crosstable(ctypes.byref(handle), tournament._h(),
                                                ctypes.byref(opts)))
    try:
        return _read(int(handle.value or 0))
    finally:
        lib.swc_report_free(handle.value)


def parse(document: str) -> Dict[str, Any]:
    """A report's JSON document as Python values."""
    return dict(json.loads(document))
