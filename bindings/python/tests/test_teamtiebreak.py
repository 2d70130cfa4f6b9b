"""Team standings and the team tie-breaks of C.07 (2026) from Python."""

import csv
import os
from decimal import Decimal

import pytest

import swisscore as sc
from conftest import SOURCE_ROOT

DATA = os.path.join(SOURCE_ROOT, "tests", "data", "team-oracle")


def reference(name):
    """The reference table of an event: team number -> {code: text}."""
    with open(os.path.join(DATA, name + ".tsv"), encoding="utf-8") as f:
        lines = [line for line in f if not line.startswith("#")]
    return {int(row["id"]): row for row in csv.DictReader(lines, delimiter="\t")}


def test_values_equal_the_reference():
    t = sc.Tournament.from_trf_file(os.path.join(DATA, "rr09_b6_r9.trf"))
    ref = reference("rr09_b6_r9")
    st = sc.team_standings(t, "PTS:MP,MPVGP,EMGSB,EGGSB/C1,SSSC,KS:GP")
    assert st.codes == ["PTS:MP", "MPvGP", "EMGSB", "EGGSB/C1", "SSSC", "KS:GP"]
    assert len(st) == 9
    for row in st:
        want = ref[row.team]
        for code, col in [("PTS:MP", "PTS:MP"), ("MPvGP", "MPVGP"), ("EMGSB", "EMGSB"),
                          ("EGGSB/C1", "EGGSB/C1"), ("SSSC", "SSSC"), ("KS:GP", "KS:GP")]:
            assert row[code] == Decimal(want[col]), (row, code)
    # Ranked by match points, then game points.
    keys = [(r["PTS:MP"], r["MPvGP"]) for r in st]
    assert keys == sorted(keys, reverse=True)


def test_file_cascade_gives_the_reference_ranks():
    t = sc.Tournament.from_trf_file(os.path.join(DATA, "sw11_b4_r7_pab.trf"))
    ref = reference("sw11_b4_r7_pab")
    st = sc.team_standings(t, "PTS:MP,MPVGP,EDEC,AOB:MP,FB:MP,WON:MP,TBR")
    assert {r.team: r.rank for r in st} == {k: int(v["rank"]) for k, v in ref.items()}
    assert st.criteria[2].code == "EDEC" and st.criteria[2].name_zh == "直胜"
    assert st.criteria[3].scale == 100 and not st.criteria[0].ascending
    assert all(r.name for r in st)


def test_forfeits_as_matches_with_p():
    """/P (C.07 Art. 15) as FIDE's calculator computes it (tests/data/tiebreak-played)."""
    t = sc.Tournament.from_trf_file(os.path.join(DATA, "sw27_b5_r8_pabwin.trf"))
    played = os.path.join(SOURCE_ROOT, "tests", "data", "tiebreak-played", "sw27_b5_r8_pabwin.tsv")
    with open(played, encoding="utf-8") as f:
        ref = {int(r["id"]): r for r in csv.DictReader([l for l in f if not l.startswith("#")], delimiter="\t")}
    codes = ["BH:MP/C1/P", "EMGSB/C1/P", "SSSC/F/P/K4", "FB:GP/M1/P"]
    st = sc.team_standings(t, "PTS:MP," + ",".join(codes))
    assert st.codes == ["PTS:MP"] + codes
    for row in st:
        for code in codes:
            assert row[code] == Decimal(ref[row.team][code]), (row.team, code)
    # Without /P the forfeited match counts with the dummy opponent: some value differs.
    plain = {r.team: r["BH:MP/C1"] for r in sc.team_standings(t, "PTS:MP,BH:MP/C1")}
    assert any(plain[r.team] != r["BH:MP/C1/P"] for r in st)
    with pytest.raises(sc.InvalidArgumentError, match="does not take the modifier /P"):
        sc.team_standings(t, "PTS:MP,AOB:MP/P")


def test_bc_counts_the_pab_boards_as_shares():
    t = sc.Tournament.from_trf_file(os.path.join(DATA, "sw11_b4_r7_pab.trf"))
    st = sc.team_standings(t, "BC")
    assert st.codes == ["PTS:MP", "BC"] and st.criteria[1].ascending
    bc = {r.team: r["BC"] for r in st}
    # Team 1 never had the PAB: the reference's value; team 4 had it (doc/teams.md).
    assert bc[1] == Decimal(reference("sw11_b4_r7_pab")[1]["BC"])
    assert bc[4] == Decimal("27.0")


def test_errors():
    t = sc.Tournament.from_trf_file(os.path.join(DATA, "sw11_b4_r7_pab.trf"))
    with pytest.raises(sc.InvalidArgumentError, match="unknown team tie-break"):
        sc.team_standings(t, "PTS:MP,XYZ")
    with pytest.raises(sc.InvalidArgumentError, match="modifier"):
        sc.team_standings(t, "BC/C1")
    # Typing the primary score later is an error, not a silent reorder.
    with pytest.raises(sc.InvalidArgumentError, match="comes first"):
        sc.team_standings(t, "EDE,PTS:GP")
    solo = sc.Tournament(rounds=3)
    with pytest.raises(sc.StateError, match="not a team event"):
        sc.team_standings(solo)


def test_rulesets_and_the_file_cascade():
    names = [r.name for r in sc.team_rulesets()]
    assert names == ["fide-team-2026", "fide-team-rr-2026", "fide-team-gp-2026", "chinese-team"]
    zh = sc.team_rulesets()[3]
    assert zh.name_zh == "中国团体赛" and zh.tiebreaks.startswith("场分,局分")
    t = sc.Tournament.from_trf_file(os.path.join(DATA, "sw11_b4_r7_pab.trf"))
    own = sc.team_standings(t)
    assert own.cascade == "PTS:MP,MPVGP,EDEC,AOB:MP,FB:MP,WON:MP,TBR"
    ref = reference("sw11_b4_r7_pab")
    assert {r.team: r.rank for r in own} == {k: int(v["rank"]) for k, v in ref.items()}
    chinese = sc.team_standings(t, "中国团体赛")
    assert chinese.codes == ["PTS:MP", "MPvGP", "BH:MP", "DE", "BC"]
    assert chinese.criteria[2].name_zh == "对手分"
    mine = sc.team_standings(t, "场分,局分,直胜")
    assert mine.codes == ["PTS:MP", "MPvGP", "DE"]


def test_board_ranking():
    t = sc.Tournament.from_trf_file(os.path.join(DATA, "sw11_b4_r7_pab.trf"))
    first = sc.board_ranking(t, 1, min_games=5)
    assert first and all(r.games >= 5 for r in first)
    percents = [r.percent for r in first]
    assert percents == sorted(percents, reverse=True)
    top = first[0]
    assert top.rank == 1 and top.name and 1 <= top.team <= 11
    assert top.percent == (top.points / top.games * 100).quantize(Decimal("0.01"))
    everyone = sc.board_ranking(t, 1)
    assert len(everyone) >= len(first)
    with pytest.raises(sc.RangeError):
        sc.board_ranking(t, 9)


def test_team_system_decides_round_robin():
    """The event's team system, not the number of rounds, decides the
    round-robin reading: nine teams over nine rounds set to Swiss get the
    Swiss ruleset and dummy opponents for their rounds off (more BH)."""
    with open(os.path.join(DATA, "rr09_b6_r9.trf"), encoding="utf-8") as f:
        text = f.read().replace("\n212 ", "\n### ")
    t = sc.Tournament.from_trf(text)
    teams = sc.Teams(t)
    assert teams.get(sc.TeamSetting.SYSTEM) == sc.TeamSystem.ROUND_ROBIN
    rr = sc.team_standings(t)
    assert rr.cascade == "PTS:MP,MPVGP,EDE,EMGSB,BC"
    bh_rr = sum(r.values["BH:MP"] for r in sc.team_standings(t, "PTS:MP,BH:MP").rows)
    teams.set(sc.TeamSetting.SYSTEM, sc.TeamSystem.SWISS_2026)
    assert sc.team_standings(t).cascade == "PTS:MP,MPVGP,EDE,EMGSB/C1,BH:MP/C1,BC"
    bh_swiss = sum(r.values["BH:MP"] for r in sc.team_standings(t, "PTS:MP,BH:MP").rows)
    assert bh_swiss > bh_rr
    back = sc.Tournament.from_json(t.to_json())
    assert sc.team_standings(back).cascade == "PTS:MP,MPVGP,EDE,EMGSB/C1,BH:MP/C1,BC"
