"""Xiangqi: the natural move limit counter (自然限着) and a board that feeds it."""

from __future__ import annotations

import ctypes
from collections import namedtuple
from enum import IntFlag
from typing import Any, Callable, List, Optional, TypeVar, Union

from . import _native
from ._native import cstr, lib, new_struct, text
from ._native import _i, _i32, _p, _pi32, _pp, _psize, _s, _size, _u32  # ctypes names of the prototypes
from .enums import LibEnum
from .errors import ClosedError, error_for

__all__ = ["Board", "Counter", "CounterInfo", "CounterSetting", "CounterState", "Move",
           "Piece", "PlyFlag", "Repetition", "Rule", "Side", "Start"]

H = TypeVar("H", bound="_Handle")

# ---- C structures and prototypes of this area --------------------------------

class XqOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("allocator", ctypes.c_void_p),
    ]


class XqCounterInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("state", ctypes.c_int32),
        ("count", ctypes.c_int32),
        ("limit", ctypes.c_int32),
        ("left", ctypes.c_int32),
        ("to_move", ctypes.c_int32),
        ("proposer", ctypes.c_int32),
        ("plies", ctypes.c_int32),
        ("resets", ctypes.c_int32),
        ("last_reset_ply", ctypes.c_int32),
        ("drawn_at_ply", ctypes.c_int32),
    ]


class XqMoveInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("ply", ctypes.c_int32),
        ("move_number", ctypes.c_int32),
        ("side", ctypes.c_int32),
        ("piece", ctypes.c_int32),
        ("from_", ctypes.c_int32),
        ("to", ctypes.c_int32),
        ("captured", ctypes.c_int32),
        ("gives_check", ctypes.c_int32),
        ("mate", ctypes.c_int32),
        ("stalemate", ctypes.c_int32),
        ("repetition", ctypes.c_int32),
        ("iccs", ctypes.c_char * 8),
        ("chinese", ctypes.c_char * 24),
    ]


class XqRepetition(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("occurrences", ctypes.c_int32),
        ("first_ply", ctypes.c_int32),
        ("span_plies", ctypes.c_int32),
        ("red_moves", ctypes.c_int32),
        ("red_checks", ctypes.c_int32),
        ("black_moves", ctypes.c_int32),
        ("black_checks", ctypes.c_int32),
    ]


FUNCTIONS = {
    # xiangqi.h
    "swc_xq_counter_new": (_i, [_pp, ctypes.POINTER(XqOptions)]),
    "swc_xq_counter_free": (None, [_p]),
    "swc_xq_counter_errmsg": (_s, [_p]),
    "swc_xq_counter_set_int": (_i, [_p, _i, _i32]),
    "swc_xq_counter_get_int": (_i, [_pi32, _p, _i]),
    "swc_xq_counter_start": (_i, [_p, _i, _i]),
    "swc_xq_counter_ply": (_i, [_p, _i, _u32]),
    "swc_xq_counter_get_info": (_i, [ctypes.POINTER(XqCounterInfo), _p]),
    "swc_xq_counter_count": (_i, [_p]),
    "swc_xq_counter_plies_left": (_i, [_p]),
    "swc_xq_counter_is_drawn": (_i, [_p]),
    "swc_xq_board_new": (_i, [_pp, ctypes.POINTER(XqOptions)]),
    "swc_xq_board_free": (None, [_p]),
    "swc_xq_board_errmsg": (_s, [_p]),
    "swc_xq_board_set_fen": (_i, [_p, _s]),
    "swc_xq_board_get_fen": (_i, [_psize, _s, _size, _p]),
    "swc_xq_board_check_move": (_i, [ctypes.POINTER(XqMoveInfo), _p, _s, _size]),
    "swc_xq_board_play": (_i, [ctypes.POINTER(XqMoveInfo), _p, _s, _size]),
    "swc_xq_board_side_to_move": (_i, [_p]),
    "swc_xq_board_in_check": (_i, [_p]),
    "swc_xq_board_legal_move_count": (_i, [_p]),
    "swc_xq_board_ply_count": (_i, [_p]),
    "swc_xq_board_move": (_i, [ctypes.POINTER(XqMoveInfo), _p, _i32]),
    "swc_xq_board_repetition": (_i, [ctypes.POINTER(XqRepetition), _p]),
}
_native.bind(FUNCTIONS)


class Side(LibEnum):
    """A side of a xiangqi game: red moves first."""
    RED = 1
    BLACK = 2

    def other(self) -> "Side":
        """The opponent's side."""
        return Side.BLACK if self == Side.RED else Side.RED


class PlyFlag(IntFlag):
    """What a ply did that may reset the count: capture, check."""
    NONE = 0
    CAPTURE = 1
    CHECK = 2


class Start(LibEnum):
    """When counting starts: after the proposer's next ply, or at once."""
    AFTER_PROPOSER = 0
    NOW = 1


class Rule(LibEnum):
    """Presets of the natural move limit (自然限着)."""
    CUSTOM = 0
    FANGZHUANG = 1  # 60 plies, capture or check resets, after the proposer's move
    GENERAL = 2     # 120 plies (60 moves each), only a capture resets


class CounterSetting(LibEnum):
    """Settings of a :class:`Counter`."""
    LIMIT_PLIES = 1
    LIMIT_MOVES = 2
    RESETS = 3
    START = 4
    RULE = 5


class CounterState(LibEnum):
    """Where a :class:`Counter` is: idle, waiting for the proposer, counting, drawn."""
    IDLE = 0
    WAITING = 1
    COUNTING = 2
    DRAWN = 3


class Piece(LibEnum):
    """Kinds of xiangqi pieces (帅/将, 仕/士, 相/象, 马, 车, 炮, 兵/卒)."""
    NONE = 0
    GENERAL = 1
    ADVISOR = 2
    ELEPHANT = 3
    HORSE = 4
    CHARIOT = 5
    CANNON = 6
    SOLDIER = 7


CounterInfo = namedtuple("CounterInfo", "state count limit left to_move proposer plies "
                                        "resets last_reset_ply drawn_at_ply")
CounterInfo.__doc__ = ("The state of a natural move limit counter: state, count, limit, plies "
                       "left, side to move, proposer, plies fed, resets, last reset, draw ply.")
Move = namedtuple("Move", "ply move_number side piece from_square to_square captured "
                          "gives_check mate stalemate repetition iccs chinese")
Move.__doc__ = "A move checked or played on a Board (squares: rank * 9 + file, ICCS order)."
Repetition = namedtuple("Repetition", "occurrences first_ply span_plies red_moves red_checks "
                                      "black_moves black_checks")
Repetition.__doc__ = ("The repetition of the current position: occurrences, first ply, span, "
                      "and each side's moves and checks in the cycle.")


class _Handle:
    _free: Any = None
    _errmsg: Any = None

    def __init__(self, new: Callable[..., int]) -> None:
        handle = ctypes.c_void_p()
        opts = new_struct(XqOptions)
        rc = new(ctypes.byref(handle), ctypes.byref(opts))
        if rc != 0:
            raise error_for(rc, text(lib.swc_strerror(rc)))
        self._p = handle.value

    def close(self) -> None:
        """Release the C object; later calls raise ClosedError."""
        if self._p is not None:
            type(self)._free(self._p)
            self._p = None

    def __enter__(self: H) -> H:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass

    def _h(self) -> int:
        if self._p is None:
            raise ClosedError("the %s is closed" % type(self).__name__.lower())
        return self._p

    def _check(self, rc: int) -> int:
        if rc < 0:
            raise error_for(rc, text(type(self)._errmsg(self._p)) or text(lib.swc_strerror(rc)))
        return rc


class Counter(_Handle):
    """The natural move limit counter. By default the 方庄 rule: counting
    starts after the proposer's next move, 60 plies with no capture and no
    check draw the game, a capture or a check resets the count."""

    _free = staticmethod(lambda p: lib.swc_xq_counter_free(p))
    _errmsg = staticmethod(lambda p: lib.swc_xq_counter_errmsg(p))

    def __init__(self, rule: Union[Rule, int, str] = Rule.FANGZHUANG, *,
                 limit_plies: Optional[int] = None, resets: Optional[int] = None,
                 start: Union[Start, int, str, None] = None) -> None:
        """A counter with a preset ``rule`` ("fangzhuang" or "general"),
        optionally changed: ``limit_plies``, ``resets`` (PlyFlag bits),
        ``start`` (a :class:`Start`)."""
        super().__init__(lib.swc_xq_counter_new)
        try:
            self.set(CounterSetting.RULE, Rule.coerce(rule))
            if limit_plies is not None:
                self.set(CounterSetting.LIMIT_PLIES, limit_plies)
            if resets is not None:
                self.set(CounterSetting.RESETS, int(resets))
            if start is not None:
                self.set(CounterSetting.START, Start.coerce(start))
        except Exception:
            self.close()
            raise

    def set(self, key: Union[CounterSetting, int, str], value: int) -> None:
        """Change a setting (a :class:`CounterSetting` or its name)."""
        self._check(lib.swc_xq_counter_set_int(self._h(), int(CounterSetting.coerce(key)),
                                               int(value)))

    def get(self, key: Union[CounterSetting, int, str]) -> int:
        """Read a setting (a :class:`CounterSetting` or its name)."""
        key = CounterSetting.coerce(key)
        out = ctypes.c_int32()
        self._check(lib.swc_xq_counter_get_int(ctypes.byref(out), self._h(), int(key)))
        return out.value

    def start(self, proposer: Union[Side, int, str],
              to_move: Union[Side, int, str, None] = None) -> None:
        """Start counting after ``proposer`` offered a draw that was refused;
        ``to_move`` defaults to the proposer (he moves next)."""
        proposer = Side.coerce(proposer)
        mover = Side.coerce(to_move) if to_move is not None else proposer
        self._check(lib.swc_xq_counter_start(self._h(), int(proposer), int(mover)))

    def ply(self, side: Union[Side, int, str], capture: bool = False, check: bool = False) -> None:
        """Feed one ply by ``side``."""
        flags = (PlyFlag.CAPTURE if capture else 0) | (PlyFlag.CHECK if check else 0)
        self._check(lib.swc_xq_counter_ply(self._h(), int(Side.coerce(side)), int(flags)))

    @property
    def info(self) -> CounterInfo:
        """The whole state, as a :data:`CounterInfo`."""
        out = new_struct(XqCounterInfo)
        self._check(lib.swc_xq_counter_get_info(ctypes.byref(out), self._h()))
        return CounterInfo(CounterState(out.state), out.count, out.limit, out.left,
                           Side(out.to_move) if out.to_move else None,
                           Side(out.proposer) if out.proposer else None, out.plies, out.resets,
                           out.last_reset_ply, out.drawn_at_ply)

    @property
    def count(self) -> int:
        """Plies counted so far."""
        return self._check(lib.swc_xq_counter_count(self._h()))

    @property
    def plies_left(self) -> int:
        """Plies left before the limit draws the game."""
        return self._check(lib.swc_xq_counter_plies_left(self._h()))

    @property
    def drawn(self) -> bool:
        """True once the limit was reached."""
        return bool(self._check(lib.swc_xq_counter_is_drawn(self._h())))

    def __repr__(self) -> str:
        if self._p is None:
            return "<swisscore.xiangqi.Counter closed>"
        i = self.info
        return "<swisscore.xiangqi.Counter %s %d/%d>" % (i.state.name, i.count, i.limit)


def _move(m: XqMoveInfo) -> Move:
    return Move(m.ply, m.move_number, Side(m.side), Piece(m.piece), m.from_, m.to,
                Piece(m.captured), bool(m.gives_check), bool(m.mate), bool(m.stalemate),
                m.repetition, m.iccs.decode(), m.chinese.decode("utf-8"))


class Board(_Handle):
    """A xiangqi position with its move history: moves in ICCS ("h2e2") or
    Chinese notation ("炮二平五"), legality, capture, check and repetition."""

    _free = staticmethod(lambda p: lib.swc_xq_board_free(p))
    _errmsg = staticmethod(lambda p: lib.swc_xq_board_errmsg(p))

    def __init__(self, fen: Optional[str] = None) -> None:
        """The starting position, or the position of a FEN."""
        super().__init__(lib.swc_xq_board_new)
        if fen is not None:
            try:
                self.fen = fen
            except Exception:
                self.close()
                raise

    @property
    def fen(self) -> str:
        """The position as FEN (settable)."""
        size = ctypes.c_size_t()
        lib.swc_xq_board_get_fen(ctypes.byref(size), None, 0, self._h())
        buf = ctypes.create_string_buffer(size.value + 1)
        self._check(lib.swc_xq_board_get_fen(ctypes.byref(size), buf, len(buf), self._h()))
        return buf.value.decode()

    @fen.setter
    def fen(self, value: str) -> None:
        self._check(lib.swc_xq_board_set_fen(self._h(), cstr(value)))

    def check_move(self, move: str) -> Move:
        """Read a move without playing it (ParseError when illegal)."""
        data = cstr(move)
        out = new_struct(XqMoveInfo)
        self._check(lib.swc_xq_board_check_move(ctypes.byref(out), self._h(), data, len(data)))
        return _move(out)

    def play(self, move: str) -> Move:
        """Play a move; returns the Move with capture/check/repetition facts."""
        data = cstr(move)
        out = new_struct(XqMoveInfo)
        self._check(lib.swc_xq_board_play(ctypes.byref(out), self._h(), data, len(data)))
        return _move(out)

    @property
    def side_to_move(self) -> Side:
        """The side whose turn it is."""
        return Side(self._check(lib.swc_xq_board_side_to_move(self._h())))

    @property
    def in_check(self) -> bool:
        """True when the side to move is in check."""
        return bool(self._check(lib.swc_xq_board_in_check(self._h())))

    @property
    def legal_move_count(self) -> int:
        """Number of legal moves of the side to move."""
        return self._check(lib.swc_xq_board_legal_move_count(self._h()))

    def __len__(self) -> int:
        return self._check(lib.swc_xq_board_ply_count(self._h()))

    def move(self, ply: int) -> Move:
        """Ply ``ply`` (1-based) of the history."""
        out = new_struct(XqMoveInfo)
        self._check(lib.swc_xq_board_move(ctypes.byref(out), self._h(), int(ply)))
        return _move(out)

    @property
    def moves(self) -> List[Move]:
        """Every ply played, first to last."""
        return [self.move(k) for k in range(1, len(self) + 1)]

    @property
    def repetition(self) -> Repetition:
        """How the current position repeats (see :data:`Repetition`)."""
        out = new_struct(XqRepetition)
        self._check(lib.swc_xq_board_repetition(ctypes.byref(out), self._h()))
        return Repetition(out.occurrences, out.first_ply, out.span_plies, out.red_moves,
                          out.red_checks, out.black_moves, out.black_checks)

    def __repr__(self) -> str:
        if self._p is None:
            return "<swisscore.xiangqi.Board closed>"
        return "<swisscore.xiangqi.Board %s, %d plies>" % (self.fen, len(self))
