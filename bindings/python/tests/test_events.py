"""The arena, the knockout and the grade tables from Python."""

import pytest

import swisscore
from swisscore import events

T0 = events.parse_time("2015-08-01 10:00:00")


def test_time_round_trip():
    assert events.format_time(T0) == "2015-08-01 10:00:00"
    with pytest.raises(swisscore.ParseError):
        events.parse_time("2015-02-30")


def test_arena_leaderboard_and_grades():
    with events.Arena("xiangqi-2015-haixuan") as a:
        assert a.get("threshold") == 50
        # 甲: W W W D L = 2+2+2+1-2 = 5 points in 5 games
        for i, res in enumerate(["1-0", "1-0", "1-0", "=", "0-1"]):
            a.add_game("甲", "乙%d" % i, res, duration=300, end=T0 + 600 * i)
        a.add_game("丙", "甲", "0-1", escaped="white", end=T0 + 4000)  # 丙 escapes: 甲 +2
        a.reset("乙4", T0 + 5000)
        row = a.find("甲")
        assert (row.points, row.wins, row.draws, row.losses, row.games) == (70, 4, 1, 1, 6)
        assert row.status == "qualified" and row.rank == 1
        assert a.find("丙").points == -20 and a.find("丙").escapes == 1
        assert a.find("乙4").resets == 1 and a.find("乙4").points == 0
        assert a.info()["games"] == 6
        assert [r.name for r in a.rows()][0] == "甲"
        # a certificate needs 10 games (责任局数)
        g = events.Grades(a, "xiangqi-2015-haixuan")
        assert g.find(row.id).grade == ""
        assert "fewer games" in g.find(row.id).reason
        g.close()


def test_arena_read_errors():
    a = events.Arena("go-2015-haixuan")
    with pytest.raises(swisscore.ParseError) as e:
        a.read("white\tblack\tresult\nA\tB\t2-0\n")
    assert (e.value.line, e.value.column) == (2, 5)
    assert a.rows() == []  # nothing was taken
    a.add_game("A", "B", "1-0", end=T0)
    with pytest.raises(swisscore.StateError):
        a.set("win", 30)  # settings are frozen once games were taken
    a.close()
    with pytest.raises(swisscore.ClosedError):
        a.rows()


def test_knockout_decider_and_grades():
    with events.Knockout("xiangqi-2015-ruwei", rounds=1, quota=2) as k:
        assert k.get("rounds") == 1
        k.read("round\twhite\tblack\tresult\n"
               "1\t红\t黑\t=\n"
               "1\t黑\t红\t=\n"        # decider, colours swapped, drawn: Black (红) wins
               "1\t甲\t乙\twhite-escaped\n"
               "1\t丙\t\tunmatched\n")
        assert k.rounds == 1
        status = {p.name: p.status for p in k.players()}
        assert status == {"红": "qualified", "黑": "out", "甲": "out", "乙": "qualified", "丙": "qualified"}
        assert k.find("丙") == 5
        assert len(k.pairs(1)) == 3
        assert k.fill_quota() == 0
        g = events.Grades(k, "xiangqi-2015-ruwei")
        assert g.find(k.find("红")).grade == "三级棋士"
        assert g.find(k.find("黑")).grade == "四级棋士"
        assert [r.name for r in g.rows()][0] == "红"
        g.close()
    k = events.Knockout(pairing=1, seed=5, rounds=1)
    for n in "ABCD":
        k.add_player(n)
    k.pair_round()
    p = k.pairs(1)[0]
    names = {pl.id: pl.name for pl in k.players()}
    k.add_game(names[p.white], names[p.black], "1-0")
    k.mark(names[k.pairs(1)[1].white], "absent")
    k.close_round()
    assert sum(1 for pl in k.players() if pl.status == "qualified") == 2
    k.close()


def test_tables_and_presets():
    names = [t.name for t in events.grade_tables()]
    assert "chess-2015-final" in names and "changping-2024" in names
    assert len(events.arena_presets()) == 6 and len(events.knockout_presets()) == 2
    assert "EXAMPLE" in events.example_thresholds()


def test_grades_from_tournament():
    with swisscore.Tournament(rounds=1) as t:
        for i in range(8):
            t.add_player("P%d" % i, 2000 - 10 * i)
        t.pair_next_round()
        g = events.Grades(t, "xiangqi-2015-final")
        assert len(g.rows()) == 8
        assert all(r.grade == "地方大师" for r in g.rows())  # places 1-6 and shared
        g.close()
