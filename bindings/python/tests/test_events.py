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


# ---- enums, names and repr ------------------------------------------------------

def test_arena_settings_take_enums_and_names():
    with events.Arena(threshold_when="reached", boundary="lot", order="wins,avg-time") as a:
        assert a.get("threshold_when") is events.ArenaWhen.REACHED
        assert a.get(events.ArenaSetting.BOUNDARY) is events.ArenaBoundary.LOT
        a.set("escape-loss", -30)
        a.set(events.ArenaSetting.BOUNDARY, events.ArenaBoundary.NONE)
        a.set("draws allowed", False)
        assert a.get("ESCAPE_LOSS") == -30 and a.get(events.ArenaSetting.DRAWS_ALLOWED) == 0
        assert a.get("boundary") is events.ArenaBoundary.NONE
        assert events.ARENA_SETTINGS["threshold"] == events.ArenaSetting.THRESHOLD == 16
        with pytest.raises(ValueError) as exc:
            a.set("no such setting", 1)
        assert "escape_loss" in str(exc.value) and "order" in str(exc.value)
        with pytest.raises(ValueError):
            a.set("boundary", "coin")  # not an ArenaBoundary
        with pytest.raises(TypeError):
            a.set("win", 2.5)
        with pytest.raises(ValueError):
            a.get("order")  # the library has no getter for text settings
        with pytest.raises(swisscore.InvalidArgumentError):
            a.set("order", "wins,height")  # the library checks the list
        assert a.get("boundary") is events.ArenaBoundary.NONE  # failed calls changed nothing
    with pytest.raises(ValueError):
        events.Arena(threshold_when="sometimes")


def test_arena_games_take_results_and_colours():
    with events.Arena(draws_allowed=1) as a:
        a.add_game("A", "B", "红胜", end=T0)
        a.add_game("B", "A", swisscore.Result.DRAW, end=T0 + 1)
        a.add_game("A", "C", "1/2", end=T0 + 2)
        a.add_game("C", "B", None, escaped=swisscore.Colour.BLACK, end=T0 + 3)
        a.add_game("C", "A", "0-1", escaped="red", end=T0 + 4)
        assert (a.find("A").wins, a.find("A").draws) == (2, 2)
        assert a.find("B").escapes == 1 and a.find("C").escapes == 1
        with pytest.raises(swisscore.ResultError):
            a.add_game("A", "B", "2-0", end=T0 + 5)
        with pytest.raises(ValueError):
            a.add_game("A", "B", "1-0", escaped="green", end=T0 + 5)
        assert a.info()["games"] == 5
        row = a.find("A")
        # no threshold, no minimum of games, no quota: everyone qualifies
        assert row.status == "qualified" and events.ArenaStatus("qualified") is events.ArenaStatus.QUALIFIED
        assert repr(a) == "<swisscore.Arena 3 players, 5 games, 3 qualified>"
        assert len(a) == 3
    assert repr(a) == "<swisscore.Arena closed>" and a.closed


def test_knockout_enums_and_names():
    with events.Knockout("xiangqi-2015-ruwei", rounds=1) as k:
        assert k.get("pairing") is events.KoPairing.SERVER
        assert k.get(events.KnockoutSetting.DRAW_RULE) is events.KoDrawRule.DECIDER_BLACK_WINS
        k.read("round\twhite\tblack\tresult\n"
               "1\t红\t黑\t=\n"
               "1\t黑\t红\t=\n"
               "1\t甲\t乙\twhite-escaped\n"
               "1\t丙\t\tunmatched\n")
        hows = [p.how for p in k.pairs(1)]
        assert hows == [events.KoHow.BY_DECIDER, events.KoHow.BY_ESCAPE, events.KoHow.BY_UNMATCHED]
        assert all(isinstance(h, events.KoHow) for h in hows)
        out = {p.name: p.how_out for p in k.players()}
        assert out["黑"] is events.KoHow.BY_DECIDER and out["甲"] is events.KoHow.BY_ESCAPE
        assert out["红"] is events.KoHow.UNDECIDED
        assert repr(k) == "<swisscore.Knockout 5 players, 1/1 rounds>"
    assert repr(k) == "<swisscore.Knockout closed>"
    with events.Knockout(pairing="random", draw_rule="decider replay", repechage="latest-seed",
                         rounds=1, quota=3) as k:
        assert k.get("pairing") is events.KoPairing.RANDOM
        assert k.get("draw_rule") is events.KoDrawRule.DECIDER_REPLAY
        assert k.get("repechage") is events.KoRepechage.LATEST_SEED
        for n in "ABCD":
            k.add_player(n, seed=0)
        k.pair_round()
        first, second = k.pairs(1)
        names = {pl.id: pl.name for pl in k.players()}
        k.add_game(names[first.white], names[first.black], swisscore.Result.BLACK_WIN)
        with pytest.raises(swisscore.InvalidArgumentError):
            k.mark(names[second.white], events.KoMark.UNMATCHED)  # only the server leaves one unmatched
        with pytest.raises(ValueError):
            k.mark(names[second.white], "asleep")
        k.mark(names[second.white], "absent")
        k.close_round()
        assert [p.how for p in k.pairs(1)] == [events.KoHow.BY_GAME, events.KoHow.BY_ABSENCE]
        assert k.pairs(1)[1].winner == second.black
        assert k.fill_quota() == 1  # quota 3: one eliminated player comes back
        assert sorted(pl.status for pl in k.players()).count("repechage") == 1
        with pytest.raises(ValueError):
            k.set("pairing", "swiss")


def test_repechage_games():
    """复活赛 played: 3 of 4 places filled, candidates B D F (by entry) for
    one place: B plays D, F waits; D wins."""
    with events.Knockout(None, rounds=1, quota=4, repechage="latest seed") as k:
        for n in "ABCDEFGH":
            k.add_player(n, seed=0)
        k.pair_round()
        for w, b in (("A", "B"), ("C", "D"), ("E", "F")):
            k.add_game(w, b, swisscore.Result.WHITE_WIN)
        k.mark("G", "absent")
        k.mark("H", "absent")
        k.close_round()
        assert k.pair_repechage() == 1
        names = {pl.id: pl.name for pl in k.players()}
        pair = k.pairs(2)[0]
        assert (names[pair.white], names[pair.black]) == ("B", "D")
        k.add_game("B", "D", swisscore.Result.BLACK_WIN)
        k.close_round()
        status = {pl.name: pl.status for pl in k.players()}
        assert status["D"] == "repechage" and status["B"] == "out" and status["F"] == "out"
        with pytest.raises(swisscore.SwissCoreError):
            k.pair_repechage()


def test_grade_kinds_and_rate_basis():
    kinds = {t.name: t.kind for t in events.grade_tables()}
    assert kinds["xiangqi-2015-haixuan"] is events.GradeKind.BY_POINTS
    assert kinds["xiangqi-2015-final"] is events.GradeKind.BY_RANK
    assert kinds["xiangqi-2015-ruwei"] is events.GradeKind.BY_KNOCKOUT
    assert kinds["changping-2024"] is events.GradeKind.BY_SCORE_RATE
    presets = events.arena_presets() + events.knockout_presets()
    assert all(isinstance(p, events.Preset) and p.name and p.name_zh for p in presets)
    with swisscore.Tournament(rounds=2) as t:
        for i, grade in enumerate(["三级棋士", "三级棋士", "四级棋士", "四级棋士"]):
            t.add_player("P%d" % i, 2000 - 10 * i, cn_title=grade)
        r = t.pair_next_round()
        r.set_result(1, "1-0")
        r.set_result(2, "1/2")
        t.player(4).request_bye(2, "half bye")
        r2 = t.pair_next_round()
        r2.set_result(1, "1-0")
        th = events.example_thresholds()
        a = events.Grades(t, "changping-2024", thresholds=th, rate_basis="played")
        b = events.Grades(t, "changping-2024", thresholds=th, played_only=True)
        c = events.Grades(t, "changping-2024", thresholds=th, rate_basis=events.GradeRateBasis.ROUNDS)
        assert a.rows() == b.rows()
        assert [x.measure for x in a.rows()] != [x.measure for x in c.rows()]  # the bye counts in c only
        assert repr(a).startswith("<swisscore.Grades 'changping-2024': 4 rows, ")
        assert len(a) == 4
        for g in (a, b, c):
            g.close()
        with pytest.raises(ValueError):
            events.Grades(t, "changping-2024", thresholds=th, rate_basis="hours")
    with pytest.raises(TypeError):
        events.Grades("not a source", "xiangqi-2015-final")


def test_grades_disqualified_as_beside_the_prizes():
    """十一4 (two rounds missed: 取消比赛资格) on the grades path: P4 loses
    round 1 by forfeit and has a zero-point bye in round 2; P6's requested
    full-point bye is leave. The rows are those beside the prize list."""
    import json
    rounds = [([(1, 2, "white_win"), (3, 4, "white_forfeit_win"), (5, 6, "draw")], []),
              ([(1, 3, "draw"), (2, 5, "white_win")], [(4, "zero_bye"), (6, "full_bye")]),
              ([(4, 1, "white_win"), (2, 3, "white_win"), (5, 6, "black_win")], []),
              ([(4, 2, "white_win"), (3, 6, "draw"), (1, 5, "white_win")], [])]
    doc = {"format": "swisscore", "version": 1, "settings": {"rounds": 4},
           "players": [{"id": k, "name": "G%d" % k, "cn_title": "十级棋士", "group": "十级棋士组"}
                       for k in range(1, 7)],
           "rounds": [{"round": k + 1, "boards": [{"white": w, "black": b, "result": r} for w, b, r in games],
                       "byes": [{"id": i, "kind": kind} for i, kind in byes]}
                      for k, (games, byes) in enumerate(rounds)]}
    th = "* +1 50%\n"
    with swisscore.Tournament.from_json(json.dumps(doc).encode("utf-8")) as t:
        with events.Grades(t, "changping-2024", thresholds=th, ruleset="changping-grading",
                           disqualify_missed=2) as g:
            rows = g.rows()
            assert g.find(4).grade == "" and g.find(4).reason == "disqualified: missed rounds (取消比赛资格)"
            assert g.find(6).grade == "九级棋士"
        beside = swisscore.prizes.compute(t, rules_name="changping-grading", grade_thresholds=th)
        assert beside.grades[0] == rows
        with events.Grades(t, "changping-2024", thresholds=th, disqualify_missed=2, after_round=1,
                           unplayed="2026") as g:
            assert "disqualified" not in g.find(4).reason  # one round missed by then
            assert g.find(4).games == 1


def test_grades_chess_final_head_counts():
    """2015 国际象棋总决赛: 1-6名 候补棋协大师 6人, 7-17名 一级棋士 11人,
    18名以后 二级棋士. Twenty players, boards i-(i+10), the lower id wins: ten
    on 1 point, ten on 0. The counts are caps: 6, 11 and 3 (shared places
    would give 10 and 10). Without tie-breaks the tied players are taken in
    standings order."""
    import json
    doc = {"format": "swisscore", "version": 1, "settings": {"rounds": 9},
           "players": [{"id": k, "name": "N%d" % k} for k in range(1, 21)],
           "rounds": [{"round": 1, "boards": [{"white": i, "black": i + 10, "result": "white_win"}
                                              for i in range(1, 11)]}]}
    with swisscore.Tournament.from_json(json.dumps(doc).encode("utf-8")) as t:
        with events.Grades(t, "chess-2015-final") as g:
            grades = [r.grade for r in g.rows()]
        assert [grades.count(x) for x in ("候补棋协大师", "一级棋士", "二级棋士")] == [6, 11, 3]
        # with the last count a cap too nothing changes below 120 places
        with events.Grades(t, "chess-2015-final", last_band_capped=True) as g:
            assert [r.grade for r in g.rows()] == grades


def test_grades_jingkai_nothing_below_twelfth():
    """经开区 九3 三级至十二级棋士: a 无级 player whose rate reaches 十五级
    gets none, with the reason; 昌平 (三级至十五级) gives it."""
    import json
    doc = {"format": "swisscore", "version": 1, "settings": {"rounds": 1},
           "players": [{"id": 1, "name": "A", "cn_title": "无级"}, {"id": 2, "name": "B", "cn_title": "无级"}],
           "rounds": [{"round": 1, "boards": [{"white": 1, "black": 2, "result": "white_win"}]}]}
    with swisscore.Tournament.from_json(json.dumps(doc).encode("utf-8")) as t:
        with events.Grades(t, "jingkaiqu-2026", thresholds="* +1 50%\n") as g:
            assert g.find(1).grade == "" and "十二级" in g.find(1).reason
        with events.Grades(t, "changping-2024", thresholds="* +1 50%\n") as g:
            assert g.find(1).grade == "十五级棋士"
