"""The team API from Python: teams, line-ups, team rounds and results."""

from decimal import Decimal

import pytest

import swisscore as sc


def event():
    t = sc.Tournament(rounds=4)
    t.set(sc.Setting.TPN_ORDER, sc.TpnOrder.MANUAL)
    teams = sc.Teams(t, boards=2, colours="WB")
    for i in range(9):
        t.add_player("P%d" % (i + 1), 2000 - 10 * i)
    for k, name in enumerate(["Beijing", "Shanghai", "Tianjin"]):
        teams.add(name, members=[3 * k + 1, 3 * k + 2, 3 * k + 3], short_name=name[:3], federation="CHN")
    return t, teams


def four_teams_of_two():
    """Four teams of two (team k: players 2k-1 and 2k), two boards WB, three rounds."""
    t = sc.Tournament(rounds=3)
    teams = sc.Teams(t, boards=2, colours="WB")
    for i in range(8):
        t.add_player("P%d" % (i + 1), 2000 - 10 * i)
    for k in range(4):
        teams.add("T%d" % (k + 1), members=[2 * k + 1, 2 * k + 2])
    return t, teams


def test_teams_and_members():
    t, teams = event()
    assert len(teams) == 3 and teams.boards == 2 and teams.colours == "WB"
    bj = teams[1]
    assert bj.name == "Beijing" and bj.short_name == "Bei" and bj.federation == "CHN"
    assert bj.members == [1, 2, 3]
    assert teams.of_player(5).number == 2 and teams.of_player(99) is None
    bj.update(captain=2, strength=1990)
    assert bj.captain == 2 and bj.strength == 1990 and bj.name == "Beijing"
    with pytest.raises(sc.InvalidArgumentError, match="already a member of team 2"):
        bj.members = [1, 2, 4]
    assert bj.members == [1, 2, 3]
    assert teams.get(sc.TeamSetting.PAB_GP) == 10  # a draw on both boards
    assert [x.number for x in teams] == [1, 2, 3]


def test_round_results_and_bye():
    t, teams = event()
    r = teams.create_round([(1, 2, sc.MatchKind.PLAYED, [3, 1], None), (3, 0, "pab")])
    # Board 1: P3 (white) - P4; board 2: P5 (white, sequence B for team 1) - P1.
    assert [(b.white, b.black) for b in r.boards] == [(3, 4), (5, 1)]
    r.set_result(1, "1-0")
    r.set_result(2, "1/2")
    one = teams[1].result(1)
    assert one.kind == sc.RoundKind.PLAYED and one.opponent == 2
    assert (one.match_points, one.game_points, one.opponent_game_points) == (Decimal(2), Decimal("1.5"),
                                                                             Decimal("0.5"))
    assert one.complete
    assert teams[3].result(1).kind == sc.RoundKind.PAB
    assert teams[3].result(1).match_points == 1 and teams[3].result(1).game_points == 1
    assert teams[1].lineup(1) == (3, 1) and teams[2].lineup(1) == (4, 5)
    assert teams[2].board(1, 2) == 2
    assert teams.matches(1)[0] == sc.TeamMatch(1, 2, 0, (3, 1), (4, 5))
    teams[2].withdraw(3)
    assert teams[2].withdrawn_from == 3 and teams[2].entry_round == 1
    r2 = teams.create_round([(3, 1, sc.MatchKind.FORFEIT_BLACK), (2, 0, sc.RoundKind.HALF_BYE)])
    assert len(r2.boards) == 0
    assert teams[1].result(2).kind == sc.RoundKind.FORFEIT_WIN
    assert teams[1].score() == (Decimal(4), Decimal("3.5"))
    with pytest.raises(sc.StateError, match="withdrawn"):
        teams.create_round([(1, 2)])
    assert t.round_count == 2


def test_bad_lineup_changes_nothing():
    t, teams = event()
    with pytest.raises(sc.InvalidArgumentError, match="player 7 of team 3"):
        teams.create_round([(1, 2, 0, [7, 1], None), (3, 0, "pab")])
    assert t.round_count == 0 and teams.matches(1) == []



def test_set_lineup_keeps_other_results():
    t, teams = four_teams_of_two()
    r = teams.create_round([(1, 2), (3, 4)])
    assert [(b.white, b.black) for b in r.boards] == [(1, 3), (4, 2), (5, 7), (8, 6)]
    r.set_result(3, "1-0")
    teams[1].set_lineup(1, [2, 1])
    r = t.round(1)
    assert [(b.white, b.black) for b in r.boards] == [(2, 3), (4, 1), (5, 7), (8, 6)]
    assert teams[1].lineup(1) == (2, 1)
    three = teams[3].result(1)
    assert three.game_points == 1 and not three.complete
    # Refused, nothing changes: a player of another team, a match with results.
    with pytest.raises(sc.InvalidArgumentError, match="player 3 of team 2"):
        teams[1].set_lineup(1, [3, 1])
    with pytest.raises(sc.StateError, match="has results"):
        teams[3].set_lineup(1, [6, 5])
    assert teams[1].lineup(1) == (2, 1) and teams[3].lineup(1) == (5, 6)
    assert [(b.white, b.black) for b in t.round(1).boards] == [(2, 3), (4, 1), (5, 7), (8, 6)]


def four_teams():
    t = sc.Tournament(rounds=3)
    teams = sc.Teams(t, boards=1)
    for k in range(4):
        teams.add("T%d" % (k + 1), members=[t.add_player("P%d" % (k + 1), 2000 - 10 * k).id])
    return t, teams


def test_forbidden_team_pairs():
    t, teams = four_teams()
    teams.forbid(3, 1)
    teams.forbid(1, 3)  # again: one pair
    assert teams.forbidden_pairs() == [(1, 3)]
    assert teams.is_forbidden(1, 3) and teams.is_forbidden(3, 1) and not teams.is_forbidden(1, 2)
    with pytest.raises(sc.InvalidArgumentError):
        teams.forbid(2, 2)
    with pytest.raises(sc.NotFoundError):
        teams.forbid(2, 9)
    assert teams.forbidden_pairs() == [(1, 3)]
    # Round 1 would fold 1-3, 2-4; with 1-3 forbidden C.04.6 pairs 1-4, 2-3.
    t.pair_next_round()
    assert {frozenset((m.white, m.black)) for m in teams.matches(1)} == {frozenset((1, 4)), frozenset((2, 3))}
    # Both files keep the pair.
    for back in (sc.Tournament.from_trf(t.to_trf()), sc.Tournament.from_json(t.to_json())):
        assert sc.Teams(back).forbidden_pairs() == [(1, 3)]


def test_no_forbidden_pair_changes_nothing():
    t, teams = four_teams()
    assert teams.forbidden_pairs() == []
    t.pair_next_round()
    assert {frozenset((m.white, m.black)) for m in teams.matches(1)} == {frozenset((1, 3)), frozenset((2, 4))}


def test_requested_team_byes():
    t, teams = four_teams()
    teams.add("T5", members=[t.add_player("P5", 1950).id])
    teams[5].request_bye(1, sc.RoundKind.HALF_BYE)
    teams[2].request_bye(2, "full_bye")
    teams[3].request_bye(2)
    teams[3].request_bye(2, sc.RoundKind.NONE)  # cancelled
    assert teams[3].bye_request(2) == sc.RoundKind.NONE
    with pytest.raises(sc.InvalidArgumentError):
        teams[1].request_bye(2, sc.RoundKind.PAB)
    t.pair_next_round()
    # Team 5 is not paired: four teams, no PAB; its bye is what it asked for.
    byes = [m for m in teams.matches(1) if m.black == 0]
    assert [(m.white, m.kind) for m in byes] == [(5, int(sc.RoundKind.HALF_BYE))]
    assert teams[5].result(1).kind == sc.RoundKind.HALF_BYE and teams[5].bye_request(1) == sc.RoundKind.HALF_BYE
    with pytest.raises(sc.SwissCoreError):
        teams[1].request_bye(1)  # the round exists
    for back in (sc.Tournament.from_trf(t.to_trf()), sc.Tournament.from_json(t.to_json())):
        assert sc.Teams(back)[2].bye_request(2) == sc.RoundKind.FULL_BYE
        assert sc.Teams(back)[5].bye_request(1) == sc.RoundKind.HALF_BYE


def test_no_colour_preferences_and_secondary_score():
    # 8 teams, one board: after two rounds teams 1-4 have two wins; 1 and 3
    # had White twice. Type A keeps 1 and 3 apart ([C8]); without colour
    # preferences (C.04.6 1.7) the first identifier stands: 1-3, 2-4.
    pairings = {}
    for ctype in (sc.TeamColourType.A, sc.TeamColourType.NONE):
        t = sc.Tournament(rounds=5)
        teams = sc.Teams(t, boards=1)
        for i in range(8):
            t.add_player("P%d" % (i + 1), 2400 - 10 * i)
            teams.add("Team %d" % (i + 1), members=[i + 1])
        teams.set(sc.TeamSetting.COLOUR_TYPE, ctype)
        teams.set(sc.TeamSetting.NO_SECONDARY, 1)
        assert teams.get(sc.TeamSetting.COLOUR_TYPE) == int(ctype)
        assert teams.get(sc.TeamSetting.NO_SECONDARY) == 1
        for rnd, first_wins in (([(1, 5), (3, 6), (7, 2), (4, 8)], (1, 1, 0, 1)),
                                ([(1, 6), (3, 5), (2, 8), (7, 4)], (1, 1, 1, 0))):
            r = teams.create_round(rnd)
            for b, w in enumerate(first_wins, 1):
                r.set_result(b, "1-0" if w else "0-1")
        t.pair_next_round()
        pairings[ctype] = sorted(tuple(sorted((m.white, m.black))) for m in teams.matches(3))
    assert pairings[sc.TeamColourType.A][:2] == [(1, 4), (2, 3)]
    assert pairings[sc.TeamColourType.NONE][:2] == [(1, 3), (2, 4)]
    t = sc.Tournament(rounds=3)
    teams = sc.Teams(t, boards=1)
    with pytest.raises(sc.RangeError):
        teams.set(sc.TeamSetting.COLOUR_TYPE, 3)
    assert teams.get(sc.TeamSetting.COLOUR_TYPE) == 0


def test_set_match_kind_forfeits_and_restores():
    t, teams = four_teams_of_two()
    teams.create_round([(1, 2), (3, 4)])
    t.round(1).set_result(1, "1-0")  # match 1, board 1
    # Match 2 forfeited by its first-named team: nobody is named, match 1 keeps its result.
    teams[4].set_match_kind(1, sc.MatchKind.FORFEIT_BLACK)
    assert teams.matches(1)[1].kind == sc.MatchKind.FORFEIT_BLACK
    assert teams[4].result(1).kind == sc.RoundKind.FORFEIT_WIN and teams[4].result(1).match_points == 2
    assert teams[3].result(1).kind == sc.RoundKind.FORFEIT_LOSS and teams[3].lineup(1) == ()
    assert [(b.white, b.black) for b in t.round(1).boards] == [(1, 3), (4, 2)]
    assert teams[1].result(1).game_points == 1
    teams[3].set_match_kind(1, "forfeit_both")
    assert teams[4].result(1).match_points == 0 and teams[3].result(1).match_points == 0
    # Played again: board order, no results yet.
    teams[3].set_match_kind(1, sc.MatchKind.PLAYED)
    assert teams[3].lineup(1) == (5, 6) and not teams[3].result(1).complete
    # Refused, nothing changes: results on the boards, an unknown kind, not the last round.
    with pytest.raises(sc.StateError, match="results of play"):
        teams[1].set_match_kind(1, sc.MatchKind.FORFEIT_WHITE)
    with pytest.raises(ValueError):
        teams[1].set_match_kind(1, 7)
    with pytest.raises(sc.StateError, match="last team round"):
        teams[1].set_match_kind(2, sc.MatchKind.FORFEIT_WHITE)
    assert teams.matches(1)[0].kind == sc.MatchKind.PLAYED and teams[1].result(1).game_points == 1


def test_lineup_handed_in_before_pairing():
    t, teams = four_teams_of_two()
    teams[2].set_lineup(1, [4, 0])
    teams[3].set_lineup(1, [6, 5])
    assert teams[2].next_lineup == (4, 0) and teams[1].next_lineup == ()
    assert teams[2].lineup(1) == ()  # no round 1 yet
    teams[3].set_lineup(1, [])
    assert teams[3].next_lineup == ()
    with pytest.raises(sc.InvalidArgumentError, match="player 1 of team 1"):
        teams[2].set_lineup(1, [1, 3])
    with pytest.raises(sc.StateError):
        teams[2].set_lineup(2, [3, 4])
    assert teams[2].next_lineup == (4, 0)
    # The pairing takes it, then nothing is handed in any more.
    t.pair_next_round()
    assert teams[2].lineup(1) == (4, 0) and teams[1].lineup(1) == (1, 2)
    assert all(team.next_lineup == () for team in teams)
    # The files keep a line-up handed in.
    teams[1].set_lineup(2, [2, 1])
    for back in (sc.Tournament.from_json(t.to_json()), sc.Tournament.from_trf(t.to_trf())):
        assert sc.Teams(back)[1].next_lineup == (2, 1)
