"""Team events (团体赛): teams and their members, line-ups, team rounds and
the team results derived from the board games.

>>> import swisscore
>>> t = swisscore.Tournament(rounds=3)
>>> teams = swisscore.Teams(t, boards=2)
>>> ids = [t.add_player("P%d" % i, 2000 - i).id for i in range(4)]
>>> a = teams.add("Beijing", members=ids[:2])
>>> b = teams.add("Shanghai", members=ids[2:])
>>> r = teams.create_round([(a.number, b.number)])
>>> r.set_result(1, "1-0"); r.set_result(2, "1/2")
>>> a.result(1).match_points, a.result(1).game_points
(Decimal('2'), Decimal('1.5'))
"""

from __future__ import annotations

import ctypes
from decimal import Decimal
from typing import TYPE_CHECKING, Iterable, Iterator, List, NamedTuple, Optional, Sequence, Tuple, Union

from . import _native
from ._native import cstr, lib, new_struct, text
from ._native import _i, _i32, _p, _pi32, _pu32, _s, _size, _u32  # ctypes names of the prototypes
from .enums import Colour, LibEnum, RoundKind

if TYPE_CHECKING:
    from .tournament import Round, Tournament

__all__ = ["EventTeam", "MatchKind", "TeamColourType", "TeamMatch", "TeamResult", "TeamSetting", "TeamSystem",
           "Teams"]

#: Limits of the C library (SWC_MAX_BOARDS, SWC_MAX_TEAM_MEMBERS).
MAX_BOARDS = 32
MAX_TEAM_MEMBERS = 64


class TeamInfo(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("name", ctypes.c_char_p), ("short_name", ctypes.c_char_p),
                ("federation", ctypes.c_char_p), ("captain", ctypes.c_uint32), ("strength", ctypes.c_int32)]


class TeamMatchInfo(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("white", ctypes.c_uint32), ("black", ctypes.c_uint32),
                ("kind", ctypes.c_int32), ("white_lineup", ctypes.POINTER(ctypes.c_uint32)),
                ("black_lineup", ctypes.POINTER(ctypes.c_uint32))]


class CTeamResult(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("kind", ctypes.c_int32), ("opponent", ctypes.c_uint32),
                ("colour", ctypes.c_int32), ("match_points", ctypes.c_int32), ("game_points", ctypes.c_int32),
                ("opponent_game_points", ctypes.c_int32), ("complete", ctypes.c_int32)]


_pti = ctypes.POINTER(TeamInfo)
FUNCTIONS = {
    "swc_team_set_int": (_i, [_p, _i, _i32]),
    "swc_team_get_int": (_i, [_pi32, _p, _i]),
    "swc_team_set_colours": (_i, [_p, _s]),
    "swc_team_colours": (_s, [_p]),
    "swc_team_add": (_i, [_pu32, _p, _pti]),
    "swc_team_update": (_i, [_p, _u32, _pti]),
    "swc_team_count": (_u32, [_p]),
    "swc_team_get_info": (_i, [_pti, _p, _u32]),
    "swc_team_set_members": (_i, [_p, _u32, _pu32, _size]),
    "swc_team_member_count": (_u32, [_p, _u32]),
    "swc_team_member": (_i, [_pu32, _p, _u32, _u32]),
    "swc_team_of_player": (_u32, [_p, _u32]),
    "swc_team_withdraw": (_i, [_p, _u32, _u32]),
    "swc_team_status": (_i, [_pu32, _pu32, _p, _u32]),
    "swc_team_round_create": (_i, [ctypes.POINTER(ctypes.c_void_p), _p, ctypes.POINTER(TeamMatchInfo), _size]),
    "swc_team_match_count": (_u32, [_p, _u32]),
    "swc_team_match_get": (_i, [ctypes.POINTER(TeamMatchInfo), _p, _u32, _u32]),
    "swc_team_lineup": (_i, [_pu32, _size, _p, _u32, _u32]),
    "swc_team_board": (_i, [_pu32, _p, _u32, _u32, _u32]),
    "swc_team_round_result": (_i, [ctypes.POINTER(CTeamResult), _p, _u32, _u32]),
    "swc_team_score": (_i, [_pi32, _pi32, _p, _u32, _u32]),
    "swc_team_set_lineup": (_i, [_p, _u32, _u32, _pu32, _size]),
    "swc_team_forbid_pair": (_i, [_p, _u32, _u32]),
    "swc_team_is_forbidden": (_i, [_p, _u32, _u32]),
    "swc_team_forbidden_count": (_u32, [_p]),
    "swc_team_forbidden": (_i, [_pu32, _pu32, _p, _u32]),
    "swc_team_request_bye": (_i, [_p, _u32, _u32, _i]),
    "swc_team_get_bye_request": (_i, [_pi32, _p, _u32, _u32]),
    "swc_team_set_match_kind": (_i, [_p, _u32, _u32, _i32]),
    "swc_team_next_lineup": (_i, [_pu32, _size, _p, _u32]),
}
_native.bind(FUNCTIONS)


class TeamSetting(LibEnum):
    """Settings of a team event (``SWC_TEAM_*``); point values in tenths."""
    BOARDS = 1
    MP_WIN = 2
    MP_DRAW = 3
    MP_LOSS = 4
    PAB_MP = 5
    PAB_GP = 6
    SYSTEM = 7
    COLOUR_TYPE = 8
    SCORE_ORDER = 9
    NO_SECONDARY = 10


class TeamSystem(LibEnum):
    """Team pairing systems, for :attr:`TeamSetting.SYSTEM`."""
    SWISS_2026 = 0
    ROUND_ROBIN = 1


class TeamColourType(LibEnum):
    """C.04.6 colour preferences (1.7), for :attr:`TeamSetting.COLOUR_TYPE`."""
    A = 0
    B = 1
    NONE = 2


class MatchKind(LibEnum):
    """How a team match ended (TRF-2026 record 330)."""
    PLAYED = 0
    FORFEIT_WHITE = 1
    FORFEIT_BLACK = 2
    FORFEIT_BOTH = 3


class TeamMatch(NamedTuple):
    """One entry of a team round: a match (``black`` > 0) or a bye of ``white``."""
    white: int
    black: int
    kind: int
    white_lineup: Tuple[int, ...]
    black_lineup: Tuple[int, ...]


class TeamResult(NamedTuple):
    """A team's round: points are exact decimals."""
    kind: RoundKind
    opponent: int
    colour: Colour
    match_points: Decimal
    game_points: Decimal
    opponent_game_points: Decimal
    complete: bool


def _pts(tenths: int) -> Decimal:
    return Decimal(int(tenths)) / 10


# A match as the caller writes it: (white, black), (white, black, kind),
# (white, black, kind, white_lineup, black_lineup), or (team, 0, bye kind).
MatchLike = Sequence[object]


class Teams:
    """The teams of a tournament and its team rounds."""

    def __init__(self, tournament: "Tournament", *, boards: Optional[int] = None,
                 colours: Optional[str] = None) -> None:
        """The team side of ``tournament``; ``boards`` per match makes it a
        team event, ``colours`` is the board colour sequence ("WBWB")."""
        self.tournament = tournament
        if boards is not None:
            self.set(TeamSetting.BOARDS, boards)
        if colours is not None:
            self.colours = colours

    def _h(self) -> int:
        return self.tournament._h()

    def _check(self, rc: int) -> int:
        return self.tournament._check(rc)

    def set(self, key: Union[TeamSetting, int, str], value: int) -> None:
        """Change a :class:`TeamSetting` (points in tenths)."""
        self._check(lib.swc_team_set_int(self._h(), int(TeamSetting.coerce(key)), int(value)))

    def get(self, key: Union[TeamSetting, int, str]) -> int:
        """Read a :class:`TeamSetting`."""
        out = ctypes.c_int32()
        self._check(lib.swc_team_get_int(ctypes.byref(out), self._h(), int(TeamSetting.coerce(key))))
        return int(out.value)

    @property
    def boards(self) -> int:
        """Boards per match (0 in an individual event)."""
        return self.get(TeamSetting.BOARDS)

    @property
    def colours(self) -> str:
        """The board colour sequence (TRF-2026 352), "" for the default WBWB…."""
        return text(lib.swc_team_colours(self._h())) or ""

    @colours.setter
    def colours(self, value: str) -> None:
        self._check(lib.swc_team_set_colours(self._h(), cstr(value)))

    def add(self, name: str, *, members: Iterable[int] = (), short_name: str = "", federation: str = "",
            strength: int = 0, captain: int = 0) -> "EventTeam":
        """Add a team with its members (player ids in board order)."""
        info = new_struct(TeamInfo, name=cstr(name), short_name=cstr(short_name), federation=cstr(federation),
                          captain=0, strength=int(strength))
        out = ctypes.c_uint32()
        self._check(lib.swc_team_add(ctypes.byref(out), self._h(), ctypes.byref(info)))
        team = EventTeam(self, int(out.value))
        members = list(members)
        if members:
            team.members = members
        if captain:
            team.update(captain=captain)
        return team

    def __len__(self) -> int:
        return int(lib.swc_team_count(self._h()))

    def __getitem__(self, number: int) -> "EventTeam":
        if not 1 <= int(number) <= len(self):
            raise IndexError("no team %d" % number)
        return EventTeam(self, int(number))

    def __iter__(self) -> Iterator["EventTeam"]:
        return (EventTeam(self, k) for k in range(1, len(self) + 1))

    def of_player(self, player_id: int) -> Optional["EventTeam"]:
        """The team of a player, None when he is in none."""
        k = int(lib.swc_team_of_player(self._h(), int(player_id)))
        return EventTeam(self, k) if k else None

    def forbid(self, team_a: int, team_b: int) -> None:
        """Forbid two teams (numbers) to meet in any round: C.04.6 keeps them
        apart like a rematch (TRF-2026 260 in a team event)."""
        self._check(lib.swc_team_forbid_pair(self._h(), int(team_a), int(team_b)))

    def is_forbidden(self, team_a: int, team_b: int) -> bool:
        """Whether two teams are forbidden to meet."""
        return bool(lib.swc_team_is_forbidden(self._h(), int(team_a), int(team_b)))

    def forbidden_pairs(self) -> List[Tuple[int, int]]:
        """The forbidden team pairs, smaller number first, in order."""
        out = []
        a, b = ctypes.c_uint32(), ctypes.c_uint32()
        for i in range(lib.swc_team_forbidden_count(self._h())):
            self._check(lib.swc_team_forbidden(ctypes.byref(a), ctypes.byref(b), self._h(), i))
            out.append((int(a.value), int(b.value)))
        return out

    def _lineup(self, ids: Optional[Sequence[int]]) -> Optional["ctypes.Array[ctypes.c_uint32]"]:
        if ids is None:
            return None
        return (ctypes.c_uint32 * max(1, len(ids)))(*[int(x) for x in ids])

    def create_round(self, matches: Iterable[MatchLike]) -> "Round":
        """Create the next round from its matches and byes: ``(white, black)``,
        ``(white, black, MatchKind)``, ``(white, black, kind, white_lineup,
        black_lineup)`` (lists of player ids per board, 0 = empty, None =
        board order), or ``(team, 0, RoundKind.PAB)`` for a bye."""
        from .tournament import Round
        entries = list(matches)
        arr = (TeamMatchInfo * max(1, len(entries)))()
        keep = []
        for i, m in enumerate(entries):
            white, black = int(m[0]), int(m[1])  # type: ignore[call-overload]
            kind = m[2] if len(m) > 2 else 0
            if black == 0:
                kind_value = int(RoundKind.coerce(kind))  # type: ignore[arg-type]
            else:
                kind_value = int(MatchKind.coerce(kind))  # type: ignore[arg-type]
            lw = self._lineup(m[3] if len(m) > 3 else None)  # type: ignore[arg-type]
            lb = self._lineup(m[4] if len(m) > 4 else None)  # type: ignore[arg-type]
            keep += [lw, lb]
            arr[i] = new_struct(TeamMatchInfo, white=white, black=black, kind=kind_value,
                                white_lineup=lw, black_lineup=lb)
        out = ctypes.c_void_p()
        self._check(lib.swc_team_round_create(ctypes.byref(out), self._h(), arr, len(entries)))
        return Round(self.tournament, self.tournament.round_count)

    def matches(self, round: int) -> List[TeamMatch]:
        """The matches and byes of a team round, with their line-ups."""
        out = []
        for i in range(lib.swc_team_match_count(self._h(), int(round))):
            m = new_struct(TeamMatchInfo)
            self._check(lib.swc_team_match_get(ctypes.byref(m), self._h(), int(round), i))
            lw = self[m.white].lineup(round) if m.black else ()
            lb = self[m.black].lineup(round) if m.black else ()
            out.append(TeamMatch(int(m.white), int(m.black), int(m.kind), lw, lb))
        return out


class EventTeam:
    """A team of a team event, by its pairing number."""

    __slots__ = ("teams", "number")

    def __init__(self, teams: Teams, number: int) -> None:
        self.teams = teams
        self.number = number

    def _info(self) -> TeamInfo:
        info = new_struct(TeamInfo)
        self.teams._check(lib.swc_team_get_info(ctypes.byref(info), self.teams._h(), self.number))
        return info

    @property
    def name(self) -> str:
        """The team's name."""
        return text(self._info().name) or ""

    @property
    def short_name(self) -> str:
        """The short name (TRF-2026 310 nickname)."""
        return text(self._info().short_name) or ""

    @property
    def federation(self) -> str:
        """Federation or club."""
        return text(self._info().federation) or ""

    @property
    def captain(self) -> int:
        """Player id of the captain, 0 when none."""
        return int(self._info().captain)

    @property
    def strength(self) -> int:
        """The strength factor."""
        return int(self._info().strength)

    def update(self, **fields: object) -> None:
        """Change name, short_name, federation, captain or strength."""
        cur = {"name": self.name, "short_name": self.short_name, "federation": self.federation,
               "captain": self.captain, "strength": self.strength}
        cur.update(fields)
        info = new_struct(TeamInfo, name=cstr(cur["name"]), short_name=cstr(cur["short_name"]),
                          federation=cstr(cur["federation"]), captain=int(cur["captain"]),  # type: ignore[call-overload]
                          strength=int(cur["strength"]))  # type: ignore[call-overload]
        self.teams._check(lib.swc_team_update(self.teams._h(), self.number, ctypes.byref(info)))

    @property
    def members(self) -> List[int]:
        """Player ids in board order."""
        h = self.teams._h()
        out = []
        for i in range(lib.swc_team_member_count(h, self.number)):
            pid = ctypes.c_uint32()
            self.teams._check(lib.swc_team_member(ctypes.byref(pid), h, self.number, i))
            out.append(int(pid.value))
        return out

    @members.setter
    def members(self, ids: Sequence[int]) -> None:
        arr = (ctypes.c_uint32 * max(1, len(ids)))(*[int(x) for x in ids])
        self.teams._check(lib.swc_team_set_members(self.teams._h(), self.number, arr, len(ids)))

    def withdraw(self, from_round: int) -> None:
        """Withdraw from a round on (0 undoes a withdrawal not yet in effect)."""
        self.teams._check(lib.swc_team_withdraw(self.teams._h(), self.number, int(from_round)))

    def request_bye(self, round: int, kind: Union[RoundKind, int, str] = RoundKind.ZERO_BYE) -> None:
        """Mark the team absent in a round not created yet: it is not paired
        and gets the bye (zero, half or full point; ``RoundKind.NONE`` cancels)."""
        self.teams._check(lib.swc_team_request_bye(self.teams._h(), self.number, int(round),
                                                   int(RoundKind.coerce(kind))))

    def bye_request(self, round: int) -> RoundKind:
        """The bye the team asked for in a round (for a created round: its own
        full, half or zero-point bye there), ``RoundKind.NONE`` when none."""
        out = ctypes.c_int32()
        self.teams._check(lib.swc_team_get_bye_request(ctypes.byref(out), self.teams._h(), self.number, int(round)))
        return RoundKind(out.value)

    @property
    def entry_round(self) -> int:
        """The first round the team takes part in."""
        entry, wd = ctypes.c_uint32(), ctypes.c_uint32()
        self.teams._check(lib.swc_team_status(ctypes.byref(entry), ctypes.byref(wd), self.teams._h(), self.number))
        return int(entry.value)

    @property
    def withdrawn_from(self) -> Optional[int]:
        """The first round missed after withdrawal, None when active."""
        entry, wd = ctypes.c_uint32(), ctypes.c_uint32()
        self.teams._check(lib.swc_team_status(ctypes.byref(entry), ctypes.byref(wd), self.teams._h(), self.number))
        return int(wd.value) or None

    def lineup(self, round: int) -> Tuple[int, ...]:
        """Player ids on boards 1, 2 … in a round (0 = empty); () without a match."""
        cap = max(1, self.teams.boards)
        arr = (ctypes.c_uint32 * cap)()
        n = self.teams._check(lib.swc_team_lineup(arr, cap, self.teams._h(), int(round), self.number))
        return tuple(int(arr[i]) for i in range(n))

    def set_lineup(self, round: int, ids: Sequence[int]) -> None:
        """Change this team's line-up in the last round (player ids per board,
        0 = empty) while its match has no result; the round is laid out again,
        the other boards keep their results. For the next round (not paired
        yet) it hands the line-up in: the round takes it when it is created;
        ``[]`` withdraws it. Nothing changes when refused."""
        arr = (ctypes.c_uint32 * max(1, len(ids)))(*[int(x) for x in ids])
        self.teams._check(lib.swc_team_set_lineup(self.teams._h(), int(round), self.number, arr, len(ids)))

    def set_match_kind(self, round: int, kind: Union[MatchKind, int, str]) -> None:
        """Forfeit this team's match in the last round (``MatchKind.FORFEIT_WHITE``:
        the second team forfeits, ``FORFEIT_BLACK``: the first-named one,
        ``FORFEIT_BOTH``), or have it played again (``MatchKind.PLAYED``), while
        its boards have no result of play. A forfeited match names nobody; the
        other boards keep their results. Nothing changes when refused."""
        self.teams._check(lib.swc_team_set_match_kind(self.teams._h(), int(round), self.number,
                                                      int(MatchKind.coerce(kind))))

    @property
    def next_lineup(self) -> Tuple[int, ...]:
        """The line-up handed in for the next round (player ids per board,
        0 = empty), () when none."""
        cap = max(1, self.teams.boards)
        arr = (ctypes.c_uint32 * cap)()
        n = self.teams._check(lib.swc_team_next_lineup(arr, cap, self.teams._h(), self.number))
        return tuple(int(arr[i]) for i in range(n))

    def board(self, round: int, board: int) -> int:
        """Board of the round's individual games where this team's ``board`` was played, 0 if none."""
        out = ctypes.c_uint32()
        self.teams._check(lib.swc_team_board(ctypes.byref(out), self.teams._h(), int(round), self.number,
                                             int(board)))
        return int(out.value)

    def result(self, round: int) -> TeamResult:
        """The team's result in a round."""
        r = new_struct(CTeamResult)
        self.teams._check(lib.swc_team_round_result(ctypes.byref(r), self.teams._h(), self.number, int(round)))
        return TeamResult(RoundKind(r.kind), int(r.opponent), Colour(r.colour), _pts(r.match_points),
                          _pts(r.game_points), _pts(r.opponent_game_points), bool(r.complete))

    def score(self, after_round: Optional[int] = None) -> Tuple[Decimal, Decimal]:
        """(match points, game points) after a round (default: all rounds)."""
        mp, gp = ctypes.c_int32(), ctypes.c_int32()
        last = self.teams.tournament.round_count if after_round is None else int(after_round)
        self.teams._check(lib.swc_team_score(ctypes.byref(mp), ctypes.byref(gp), self.teams._h(), self.number,
                                             last))
        return _pts(mp.value), _pts(gp.value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, EventTeam) and other.number == self.number and \
            other.teams.tournament is self.teams.tournament

    def __hash__(self) -> int:
        return hash((id(self.teams.tournament), self.number))

    def __repr__(self) -> str:
        return "<swisscore.EventTeam %d %s>" % (self.number, self.name)
