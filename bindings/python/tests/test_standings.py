"""Standings from Python: values against the reference tie-break tables,
Chinese names, rulesets and fouls."""

import csv
import os
from decimal import Decimal

import pytest

import swisscore as sc
from conftest import SOURCE_ROOT

DATA = os.path.join(SOURCE_ROOT, "tests", "data", "tiebreak")


def reference(name):
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        lines = [x for x in f if not x.startswith("#")]
    return {int(r["id"]): r for r in csv.DictReader(lines, delimiter="\t")}


@pytest.mark.parametrize("stem", ["hm_forfeit_p10_r6", "hm_mixed_p12_r7", "hm_210_p10_r6"])
@pytest.mark.parametrize("edition", ["2023", "2026"])
def test_values_equal_reference(stem, edition):
    ref = reference("%s.%s.tsv" % (stem, edition))
    trf = os.path.join(DATA, "trf", stem + ".trf")
    codes = ["BH", "BH/C1", "BH/M1", "SB", "PS", "WIN", "WON", "BPG", "BWG"]
    with sc.Tournament.from_trf_file(trf) as t:
        rows = t.standings(tiebreaks=",".join(codes), unplayed=int(edition))
        assert len(rows) == len(ref)
        for row in rows:
            want = ref[row.id]
            assert row.points == Decimal(want["PTS"])
            for code in codes:
                assert row[code] == Decimal(want[code]), (row.id, code)


@pytest.mark.parametrize("stem", ["hm_forfeit_p10_r6", "hm_withdraw_p10_r7"])
def test_forfeits_as_games_with_p(stem):
    """BH/P, FB/P, SB/P and their cuts (C.07 Art. 15) as FIDE's calculator computes them."""
    with open(os.path.join(SOURCE_ROOT, "tests", "data", "tiebreak-played", stem + ".2026.tsv"),
              encoding="utf-8") as f:
        ref = {int(r["id"]): r for r in csv.DictReader([x for x in f if not x.startswith("#")], delimiter="\t")}
    codes = ["BH/P", "BH/C1/P", "BH/M2/P", "FB/C2/P", "SB/P", "SB/C1/P"]
    with sc.Tournament.from_trf_file(os.path.join(DATA, "trf", stem + ".trf")) as t:
        rows = t.standings(tiebreaks=",".join(codes), pairings=sc.Pairings.SWISS)
        assert len(rows) == len(ref)
        for row in rows:
            for code in codes:
                assert row[code] == Decimal(ref[row.id][code]), (row.id, code)
        with pytest.raises(sc.InvalidArgumentError, match="not valid for PS"):
            t.standings(tiebreaks="PS/P")


def test_chinese_cascade_equals_descriptors():
    trf = os.path.join(DATA, "trf", "hm_mixed_p12_r7.trf")
    with sc.Tournament.from_trf_file(trf) as t:
        zh = t.standings(tiebreaks="对手分,中间分,累进分,胜局数")
        en = t.standings(tiebreaks="BH,BH/M1,PS,WIN")
        assert [(r.id, r.rank) for r in zh] == [(r.id, r.rank) for r in en]
        assert [list(r.values.values()) for r in zh] == [list(r.values.values()) for r in en]


def test_rulesets_and_lots():
    names = {r.name: r for r in sc.rulesets()}
    assert "fangzhuang-xiangqi" in names
    fz = names["fangzhuang-xiangqi"]
    assert fz.name_zh and "对手分" in fz.tiebreaks and not fz.lots
    trf = os.path.join(DATA, "trf", "hm_byes_p9_r7.trf")
    with sc.Tournament.from_trf_file(trf) as t:
        a = t.standings("fangzhuang-chess", seed=1)
        b = t.standings("fangzhuang-chess", seed=1)
        assert [r.id for r in a] == [r.id for r in b]   # lots reproduce from the seed
        assert sorted(r.rank for r in a) == list(range(1, len(a) + 1))  # lots leave no ties
        shared = t.standings("fangzhuang-xiangqi")
        ranks = [r.rank for r in shared]
        assert ranks == sorted(ranks)
        assert repr(shared[0]).startswith("<swisscore.Row 1")


def test_direct_encounter_forfeit_in_round_robin():
    # C.07 15: in a round robin the forfeit 4-3 counts in DE, so 4 is
    # ahead of 3; a Swiss event leaves it out and they share the place.
    trf = os.path.join(DATA, "de_forfeit_round_robin.trf")
    with sc.Tournament.from_trf_file(trf) as t:
        rr = t.standings(tiebreaks="DE")
        assert [r.id for r in rr] == [1, 2, 4, 3] and not rr[2].shared
        forced = t.standings(tiebreaks="DE", pairings=sc.Pairings.PREDETERMINED)
        assert [(r.id, r.rank) for r in forced] == [(r.id, r.rank) for r in rr]
        swiss = t.standings(tiebreaks="DE", pairings=sc.Pairings.SWISS)
        assert [r.rank for r in swiss][2:] == [3, 3] and swiss[2].shared
        played = t.standings(tiebreaks="DE/P", pairings=sc.Pairings.SWISS)
        assert [r.id for r in played] == [1, 2, 4, 3]
        with pytest.raises(sc.SwissCoreError):
            t.standings(tiebreaks="DE", pairings=7)


def test_fouls_break_ties():
    with sc.Tournament(rounds=1) as t:
        a = t.add_player("甲", 2000)
        b = t.add_player("乙", 1990)
        c = t.add_player("丙", 1980)
        d = t.add_player("丁", 1970)
        r = t.pair_next_round()
        for bd in r.boards:
            r.set_result(bd.number, "=")
        a.fouls = 2
        assert a.fouls == 2 and b.fouls == 0
        rows = t.standings(tiebreaks="犯规")
        assert rows[-1].id == a.id
        assert {x.id for x in rows[:3]} == {b.id, c.id, d.id}
        assert all(x.rank == 1 and x.shared for x in rows[:3])
        with pytest.raises(sc.SwissCoreError):
            t.standings(tiebreaks="NOPE")
        with pytest.raises(sc.SwissCoreError):
            a.fouls = 100000


def test_conduct_points():
    with sc.Tournament(rounds=1) as t:
        a = t.add_player("甲", 2000)
        assert a.conduct == 0
        a.conduct = -2
        assert a.conduct == -2
        with pytest.raises(sc.SwissCoreError):
            a.conduct = 10000
        assert a.conduct == -2


def test_cascade_of_a_ruleset_takes_its_unplayed_rule():
    trf = os.path.join(DATA, "trf", "hm_forfeit_p10_r6.trf")
    with sc.Tournament.from_trf_file(trf) as t:
        named = t.standings("fangzhuang-xiangqi")
        typed = t.standings(tiebreaks="对手分,中间分,胜局数,直胜分,索伯分")
        other = t.standings(tiebreaks="BH,BH/M1")
        assert named.unplayed == typed.unplayed == sc.Unplayed.XIANGQI2011
        assert other.unplayed == sc.Unplayed.FIDE2026
        assert [(r.id, r.values) for r in named] == [(r.id, r.values) for r in typed]
        assert [c.name_zh for c in typed.criteria][1:3] == ["对手分", "中间分"]
