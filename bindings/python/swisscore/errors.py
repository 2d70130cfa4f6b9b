"""Exceptions: one class per status code of the C library, one base.

Each also derives from the built-in exception Python code would catch for
it: bad values and malformed input are ValueErrors (``except ValueError``
catches a :class:`ParseError` or a :class:`ResultError`), a missing player
or round a LookupError, an unreadable file an OSError, no memory a
MemoryError.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Type, Union

from .enums import Status


class SwissCoreError(Exception):
    """Base of every error the library reports. ``code`` is the C status
    (a :class:`Status`), ``message`` the library's message."""

    code: Optional[Union[Status, int]] = None
    #: Where in a document the error is (a JSON path such as
    #: "players[3].rating"), '' when not known.
    path: str = ""

    def __init__(self, message: str, code: Optional[int] = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = Status(code) if code in Status._value2member_map_ else code

    def __repr__(self) -> str:
        return "%s(%r, code=%s)" % (type(self).__name__, self.message,
                                    getattr(self.code, "name", self.code))


class InvalidArgumentError(SwissCoreError, ValueError):
    """An argument the library refuses (SWC_EINVAL)."""
    code = Status.EINVAL


class ClosedError(InvalidArgumentError):
    """The tournament was closed (or a player/round no longer exists in it)."""


class ResultError(InvalidArgumentError):
    """A result that is neither a :class:`Result` nor one of its notations."""


class OutOfMemoryError(SwissCoreError, MemoryError):
    """The library ran out of memory; nothing was changed (SWC_ENOMEM)."""
    code = Status.ENOMEM


class NotFoundError(SwissCoreError, LookupError):
    """No such player, round, board or key (SWC_ENOTFOUND)."""
    code = Status.ENOTFOUND


class StateError(SwissCoreError):
    """Not allowed in the tournament's current state, e.g. pairing a round
    while the last one lacks results (SWC_ESTATE)."""
    code = Status.ESTATE


class NoPairingError(SwissCoreError):
    """No legal pairing exists for the next round (SWC_ENOPAIRING)."""
    code = Status.ENOPAIRING


class ParseError(SwissCoreError, ValueError):
    """Malformed input (TRF, JSON, moves); ``line`` and ``column`` say
    where (0 when unknown)."""
    code = Status.EPARSE

    def __init__(self, message: str, code: Optional[int] = None, line: int = 0,
                 column: int = 0) -> None:
        super().__init__(message, code)
        self.line = line
        self.column = column

    def __repr__(self) -> str:
        return "ParseError(%r, line=%d, column=%d)" % (self.message, self.line, self.column)


class RangeError(SwissCoreError, ValueError):
    """A number outside its allowed range (SWC_ERANGE)."""
    code = Status.ERANGE


class BufferSizeError(SwissCoreError):
    """A buffer was too small (SWC_EBUFSIZE); the binding sizes its own."""
    code = Status.EBUFSIZE


class FileError(SwissCoreError, OSError):
    """A file could not be read or written (SWC_EIO)."""
    code = Status.EIO


class InconsistentError(SwissCoreError, ValueError):
    """Data that contradicts itself, e.g. stated points that disagree with
    the results (SWC_EINCONSISTENT)."""
    code = Status.EINCONSISTENT


class UnsupportedError(SwissCoreError):
    """A valid request this build or system does not support (SWC_EUNSUPPORTED)."""
    code = Status.EUNSUPPORTED


class LimitError(SwissCoreError, ValueError):
    """A documented size limit was exceeded (SWC_ELIMIT)."""
    code = Status.ELIMIT


_ERRORS: List[Type[SwissCoreError]] = [
    InvalidArgumentError, OutOfMemoryError, NotFoundError, StateError,
    NoPairingError, ParseError, RangeError, BufferSizeError, FileError,
    InconsistentError, UnsupportedError, LimitError]
_BY_CODE: Dict[Any, Type[SwissCoreError]] = {cls.code: cls for cls in _ERRORS}


def error_for(code: int, message: str, **extra: int) -> SwissCoreError:
    """The exception for a C status code (a SwissCoreError for unknown codes)."""
    cls = _BY_CODE.get(code, SwissCoreError)
    if extra and cls is ParseError:
        return ParseError(message, code, **extra)
    return cls(message, code)
