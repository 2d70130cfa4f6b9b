"""A player's card: rounds, colours, floats, byes, tie-breaks, and why he got
each opponent and colour (card.h)."""

from __future__ import annotations

import ctypes
import json
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Union

from . import _native
from ._native import cstr, lib, new_struct, text
from ._native import _i, _p, _pp, _s, _u32  # ctypes names of the prototypes
from .enums import LibEnum
from .errors import error_for
from .tournament import points

if TYPE_CHECKING:
    from .tournament import Tournament

# ---- C structures and prototypes of this area --------------------------------


class CardOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("lang", ctypes.c_int32),
        ("tiebreaks", ctypes.c_char_p),
        ("ruleset", ctypes.c_char_p),
    ]


class CCardInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("id", ctypes.c_uint32),
        ("tpn", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("rating", ctypes.c_int32),
        ("score", ctypes.c_int32),
        ("rank", ctypes.c_uint32),
        ("rounds", ctypes.c_uint32),
        ("system", ctypes.c_int32),
        ("edition", ctypes.c_int32),
        ("colours", ctypes.c_char_p),
        ("colour_diff", ctypes.c_int32),
        ("pref_colour", ctypes.c_int32),
        ("pref_strength", ctypes.c_int32),
        ("preference", ctypes.c_char_p),
        ("downfloats", ctypes.c_uint32),
        ("upfloats", ctypes.c_uint32),
        ("byes", ctypes.c_uint32),
        ("tiebreaks", ctypes.c_char_p),
    ]


class CCardRound(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("round", ctypes.c_uint32),
        ("kind", ctypes.c_int32),
        ("opponent", ctypes.c_uint32),
        ("colour", ctypes.c_int32),
        ("points", ctypes.c_int32),
        ("score", ctypes.c_int32),
        ("score_before", ctypes.c_int32),
        ("float_kind", ctypes.c_int32),
        ("pairing", ctypes.c_int32),
        ("decided_by", ctypes.c_int32),
        ("criterion", ctypes.c_int32),
        ("criterion_name", ctypes.c_char_p),
        ("opponent_text", ctypes.c_char_p),
        ("colour_rule", ctypes.c_int32),
        ("colour_article", ctypes.c_char_p),
        ("colour_text", ctypes.c_char_p),
        ("colour_as_rule", ctypes.c_int32),
    ]


class CCardTiebreak(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("code", ctypes.c_char_p),
        ("name_zh", ctypes.c_char_p),
        ("value", ctypes.c_int64),
        ("scale", ctypes.c_int32),
    ]


FUNCTIONS = {
    # card.h
    "swc_card_new": (_i, [_pp, _p, _u32, ctypes.POINTER(CardOptions)]),
    "swc_card_free": (None, [_p]),
    "swc_card_get_info": (_i, [ctypes.POINTER(CCardInfo), _p]),
    "swc_card_get_round": (_i, [ctypes.POINTER(CCardRound), _p, _u32]),
    "swc_card_tiebreak_count": (_u32, [_p]),
    "swc_card_get_tiebreak": (_i, [ctypes.POINTER(CCardTiebreak), _p, _u32]),
    "swc_card_json": (_s, [_p]),
}
_native.bind(FUNCTIONS)

class CardLang(LibEnum):
    """Language of a card's texts."""
    EN = 0
    ZH = 1


class CardPairing(LibEnum):
    """Why a player met his opponent (or none) in a round."""
    NOT_PAIRED = 0
    IN_GROUP = 1
    DOWNFLOAT = 2
    UPFLOAT = 3
    PAB = 4
    UNEXPLAINED = 5


class CardDecision(LibEnum):
    """What decided a float or a bye."""
    BY_NONE = 0
    BY_CRITERION = 1
    BY_ORDER = 2
    BY_NOBODY = 3
    NOT_OPTIMAL = 4


class CardPref(LibEnum):
    """Strength of a colour preference."""
    NONE = 0
    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


class CardFloat(LibEnum):
    """Float of a round."""
    NONE = 0
    DOWN = 1
    UP = 2


_KINDS = ("none", "played", "forfeit_win", "forfeit_loss", "pab", "full_bye", "half_bye",
          "zero_bye", "not_paired", "not_entered", "withdrawn")
_PAIRINGS = ("not_paired", "in_group", "downfloat", "upfloat", "pab", "unexplained")
_DECISIONS = ("none", "criterion", "order", "nobody", "not_optimal")
_FLOATS = ("none", "down", "up")
_STRENGTHS = ("none", "mild", "strong", "absolute")
_COLOURS = {0: "none", 1: "white", 2: "black"}


def _word(table, value: int) -> str:
    return table[value] if 0 <= value < len(table) else "none"


@dataclass(frozen=True)
class CardRound:
    """One round of a card. Codes are the words of the card's JSON document;
    ``opponent_text`` and ``colour_text`` say why, in the card's language."""
    round: int
    kind: str
    opponent: Optional[int]
    colour: str
    points: Decimal
    score: Decimal
    score_before: Decimal
    float: str
    pairing: str
    decided_by: str
    criterion: int
    criterion_name: str
    opponent_text: str
    colour_rule: int
    colour_article: str
    colour_text: str
    colour_as_rule: bool


@dataclass(frozen=True)
class CardTiebreak:
    """One tie-break of a card (``PTS`` first); value None when undefined."""
    code: str
    name_zh: str
    value: Optional[Decimal]


@dataclass(frozen=True)
class Card:
    """A player's card: summary, a :class:`CardRound` per round and a
    :class:`CardTiebreak` per column of the standings."""
    id: int
    tpn: int
    name: str
    rating: int
    score: Decimal
    rank: int
    edition: int
    colours: str
    colour_diff: int
    preference_colour: str
    preference_strength: str
    preference: str
    downfloats: int
    upfloats: int
    byes: int
    tiebreak_rules: str
    rounds: List[CardRound] = field(default_factory=list)
    tiebreaks: List[CardTiebreak] = field(default_factory=list)
    json: str = ""

    def to_dict(self) -> Dict[str, Any]:
        """The library's JSON document of the card, parsed."""
        return dict(json.loads(self.json))


def _ok(rc: int) -> None:
    if rc != 0:
        raise error_for(rc, text(lib.swc_strerror(rc)))


def card(tournament: "Tournament", player_id: int, *, lang: Union[CardLang, int, str] = "en",
         tiebreaks: Optional[str] = None, ruleset: Optional[str] = None) -> Card:
    """The card of one player; see :meth:`Tournament.card`."""
    opts = new_struct(CardOptions, lang=int(CardLang.coerce(lang.upper() if isinstance(lang, str) else lang)),
                      tiebreaks=cstr(tiebreaks), ruleset=cstr(ruleset))
    handle = ctypes.c_void_p()
    tournament._check(lib.swc_card_new(ctypes.byref(handle), tournament._h(), int(player_id),
                                       ctypes.byref(opts)))
    c = handle.value
    try:
        info = new_struct(CCardInfo)
        _ok(lib.swc_card_get_info(ctypes.byref(info), c))
        rounds = []
        for i in range(info.rounds):
            r = new_struct(CCardRound)
            _ok(lib.swc_card_get_round(ctypes.byref(r), c, i))
            rounds.append(CardRound(
                r.round, _word(_KINDS, r.kind), r.opponent or None, _COLOURS.get(r.colour, "none"),
                points(r.points), points(r.score), points(r.score_before), _word(_FLOATS, r.float_kind),
                _word(_PAIRINGS, r.pairing), _word(_DECISIONS, r.decided_by), r.criterion,
                text(r.criterion_name) or "", text(r.opponent_text) or "", r.colour_rule,
                text(r.colour_article) or "", text(r.colour_text) or "", bool(r.colour_as_rule)))
        tbs = []
        for i in range(lib.swc_card_tiebreak_count(c)):
            tb = new_struct(CCardTiebreak)
            _ok(lib.swc_card_get_tiebreak(ctypes.byref(tb), c, i))
            undefined = tb.value == -(1 << 63)
            tbs.append(CardTiebreak(text(tb.code) or "", text(tb.name_zh) or "",
                                    None if undefined else Decimal(tb.value) / Decimal(tb.scale or 1)))
        return Card(info.id, info.tpn, text(info.name) or "", info.rating, points(info.score), info.rank,
                    info.edition, text(info.colours) or "", info.colour_diff,
                    _COLOURS.get(info.pref_colour, "none"), _word(_STRENGTHS, info.pref_strength),
                    text(info.preference) or "", info.downfloats, info.upfloats, info.byes,
                    text(info.tiebreaks) or "", rounds, tbs, text(lib.swc_card_json(c)) or "")
    finally:
        lib.swc_card_free(c)
