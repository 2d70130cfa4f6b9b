"""Exceptions: one class per status code of the C library, one base."""

from .enums import Status


class SwissCoreError(Exception):
    """Base of every error the library reports. ``code`` is the C status
    (a :class:`Status`), ``message`` the library's message."""

    code = None

    def __init__(self, message, code=None):
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = Status(code) if code in Status._value2member_map_ else code


class InvalidArgumentError(SwissCoreError, ValueError):
    code = Status.EINVAL


class ClosedError(InvalidArgumentError):
    """The tournament was closed (or a player/round no longer exists in it)."""


class OutOfMemoryError(SwissCoreError, MemoryError):
    code = Status.ENOMEM


class NotFoundError(SwissCoreError, LookupError):
    code = Status.ENOTFOUND


class StateError(SwissCoreError):
    code = Status.ESTATE


class NoPairingError(SwissCoreError):
    code = Status.ENOPAIRING


class ParseError(SwissCoreError, ValueError):
    """Malformed input; ``line`` and ``column`` say where (0 when unknown)."""
    code = Status.EPARSE

    def __init__(self, message, code=None, line=0, column=0):
        super().__init__(message, code)
        self.line = line
        self.column = column


class RangeError(SwissCoreError, ValueError):
    code = Status.ERANGE


class BufferSizeError(SwissCoreError):
    code = Status.EBUFSIZE


class FileError(SwissCoreError, OSError):
    code = Status.EIO


class InconsistentError(SwissCoreError, ValueError):
    code = Status.EINCONSISTENT


class UnsupportedError(SwissCoreError):
    code = Status.EUNSUPPORTED


class LimitError(SwissCoreError, ValueError):
    code = Status.ELIMIT


_BY_CODE = {cls.code: cls for cls in (
    InvalidArgumentError, OutOfMemoryError, NotFoundError, StateError,
    NoPairingError, ParseError, RangeError, BufferSizeError, FileError,
    InconsistentError, UnsupportedError, LimitError)}


def error_for(code, message, **extra):
    """The exception for a C status code (a SwissCoreError for unknown codes)."""
    cls = _BY_CODE.get(code, SwissCoreError)
    if extra and cls is ParseError:
        return cls(message, code, **extra)
    return cls(message, code)
