"""Prizes from Python: shared prizes, group awards, teams, named rules."""

from decimal import Decimal

import pytest

import swisscore as sc

RULES = """
name club
tiebreaks BH
prizes places
amounts 1000 800 600
prizes women
only women
amounts 100
exclusive one
teams provinces
by federation
best 2
"""


def event():
    """Six players, one round: three wins on boards 1-3."""
    t = sc.Tournament(rounds=1)
    for i, (name, sex, fed) in enumerate([("甲", "m", "北京"), ("乙", "w", "上海"),
                                          ("丙", "m", "北京"), ("丁", "w", "上海"),
                                          ("戊", "m", "天津"), ("己", "m", "天津")]):
        t.add_player(name, 2000 - 10 * i, sex=sex, federation=fed)
    r = t.pair_next_round()
    for b in r.boards:
        r.set_result(b.number, "1-0")
    return t


def test_shared_prizes_and_women():
    with event() as t:
        pz = t.prizes(RULES)
        assert pz.name == "club"
        places = pz.tables[0]
        # Three winners tie on 1 point and BH 0: they share 1000+800+600.
        assert [a.amount for a in places.awards] == [Decimal("800.00")] * 3
        assert all(a.shared_by == 3 and a.first_place == 1 and a.last_place == 3
                   for a in places.awards)
        assert places.total == Decimal("2400.00") and places.remainder == 0
        women = pz.tables[1]
        # The two women tie (both lost, same BH) and share the one prize.
        assert len(women.awards) == 2 and women.places == 1
        assert all(t.player(a.id).info.sex == "w" for a in women.awards)
        assert [a.amount for a in women.awards] == [Decimal("50.00")] * 2
        for pid, (cash, _) in pz.totals.items():
            assert cash == sum(a.amount for tb in pz.tables for a in tb.awards if a.id == pid)


def test_teams_and_named_rules():
    with event() as t:
        teams = t.prizes(RULES).tables[2]
        assert teams.kind == sc.PrizeKind.TEAMS
        assert {tm.name for tm in teams.teams} == {"北京", "上海", "天津"}
        for tm in teams.teams:
            assert len(tm.members) == 2 and tm.score == sum(m.place for m in tm.members)
        names = {r.name for r in sc.prize_rules()}
        assert "fangzhuang-xiangqi" in names
        pz = t.prizes(name="fangzhuang-xiangqi")
        assert pz.tables and pz.ruleset
        with pytest.raises(sc.SwissCoreError):
            t.prizes("prizes x\namounts abc\n")


def test_sections_pool_team_members():
    """Two pairing sections of one grading event: each section ranked apart,
    a mixed-doubles team with one member in each, placement points from the
    place in his own section (11 for 1st ... 2 for 10th)."""
    a, b = event(), event()
    try:
        a.player(1).update(tags="doubles=甲")
        b.player(2).update(tags="doubles=甲")
        a.player(1).conduct = 5
        pz = sc.prizes_of_sections([a, b], name="changping-grading")
        ra = {r.id: r.rank for r in a.standings("changping-grading")}
        rb = {r.id: r.rank for r in b.standings("changping-grading")}
        doubles = [tb for tb in pz.tables if tb.name == "doubles"][0]
        assert len(doubles.teams) == 1
        team = doubles.teams[0]
        assert team.score == (12 - ra[1]) + (12 - rb[2])
        assert sorted((m.section, m.id) for m in team.members) == [(0, 1), (1, 2)]
        top8 = [tb for tb in pz.tables if tb.name == "top8"][0]
        # six players in each section: all twelve placed, section by section
        assert sorted((aw.section, aw.rank) for aw in top8.awards) == \
            [(s, k) for s in (0, 1) for k in range(1, 7)]
        knight = [tb for tb in pz.tables if tb.name == "knight"][0]
        # one round played by all; only a.1 has conduct points above 0
        assert [(aw.section, aw.id) for aw in knight.awards] == [(0, 1)]
        assert (0, 1) in pz.totals
    finally:
        a.close()
        b.close()


def test_grades_beside_prizes_and_team_composition():
    """The rules name a grade table: its rows come with the prizes; a
    mixed-doubles team of two men is listed last, excluded, with the reason."""
    with event() as t:
        t.player(1).update(tags="doubles=甲")
        t.player(3).update(tags="doubles=甲")
        pz = t.prizes("use changping-grading\ngrades chess-2015-final\n")
        assert pz.grade_table == "chess-2015-final" and pz.grade_note is None
        # six players, places 1-6: all 候补棋协大师 (1-6名)
        assert len(pz.grades) == 1
        assert {r.grade for r in pz.grades[0]} == {"候补棋协大师"}
        doubles = [tb for tb in pz.tables if tb.name == "doubles"][0]
        team = doubles.teams[0]
        assert team.rank == 0 and "2 men, 0 women" in team.problem
        pz = t.prizes(name="changping-grading")
        assert pz.grade_table == "changping-2024" and "thresholds" in pz.grade_note and pz.grades == []
        pz = t.prizes(name="changping-grading", grade_table="none")
        assert pz.grade_table is None


def test_bounty_void():
    """棋士挑战大师奖 clause 7: a game the arbiters void earns no bounty."""
    with event() as t:
        # 甲 won his game; he holds 一级棋士, everybody else is a master
        t.player(1).update(cn_title="一级棋士")
        for pid in range(2, 7):
            t.player(pid).update(cn_title="棋协大师")
        rules = "prizes challenge\nbounty 100 cap 300 against 棋协大师\nonly cn-title-at-most 一级棋士\n"
        awards = t.prizes(rules).tables[0].awards
        assert [(a.id, a.amount, a.count) for a in awards] == [(1, Decimal("100.00"), 1)]
        assert t.prizes(rules, bounty_void="1:1").tables[0].awards == []
        with pytest.raises(sc.SwissCoreError):
            t.prizes(rules, bounty_void="9:1")


def test_disqualified_reading_and_section_group():
    """The rules with 取消比赛资格 say which reading of 成绩作废 is in force;
    a file whose players have no group pays a table of one group once the
    section's group is set (方庄国际象棋 公开组, 6 entrants: ⌊6/4⌋ = 1 place
    of 2200)."""
    with event() as t:
        assert t.prizes(name="changping-grading").disqualified_reading.startswith("disqualified players")
        assert t.prizes(name="fangzhuang-chess-open").disqualified_reading is None
        pz = t.prizes(name="fangzhuang-chess")
        open_ = [tb for tb in pz.tables if tb.name == "open"][0]
        assert open_.awards == [] and "no player has a registration group" in open_.note
        t.set("section_group", "公开组")
        assert t.get(sc.TextSetting.SECTION_GROUP) == "公开组"
        pz = t.prizes(name="fangzhuang-chess")
        open_ = [tb for tb in pz.tables if tb.name == "open"][0]
        assert open_.entrants == 6 and [a.amount for a in open_.awards] == [Decimal("2200")]
