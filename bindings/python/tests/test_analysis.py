"""Checker, generator and statistics from Python."""

import pytest

import swisscore as sc


def test_generate_is_reproducible_and_checks_clean():
    a = sc.Tournament.generate(20, 5, seed=3, forfeit_rate=0.02, hpb_rate=0.02)
    b = sc.Tournament.generate(20, 5, seed=3, forfeit_rate=0.02, hpb_rate=0.02)
    c = sc.Tournament.generate(20, 5, seed=4)
    with a, b, c:
        assert a.to_trf() == b.to_trf()
        assert a.to_trf() != c.to_trf()
        assert len(a) == 20 and a.round_count == 5
        report = a.check()
        assert report.disagreements == 0
        assert len(report.rounds) == 5 and all(r.agrees for r in report.rounds)
        assert report.edition == 2026


def test_check_flags_an_altered_round():
    with sc.Tournament.generate(12, 3, seed=11) as t:
        text = t.to_trf()
    # Swap the colours of round 1 board 1 by re-entering the round by hand.
    with sc.Tournament.from_trf(text) as t:
        r1 = [(b.white, b.black, b.results[0]) for b in t.round(1).boards]
        byes = [(y.player, y.kind) for y in t.round(1).byes]
        later = [[(b.white, b.black, b.results[0]) for b in t.round(k).boards] for k in (2, 3)]
        later_byes = [[(y.player, y.kind) for y in t.round(k).byes] for k in (2, 3)]
        for _ in range(3):
            t.delete_last_round()
        w, b, res = r1[0]
        r1[0] = (b, w, {sc.Result.WHITE_WIN: sc.Result.BLACK_WIN,
                        sc.Result.BLACK_WIN: sc.Result.WHITE_WIN}.get(res, res))
        for boards, bye in [(r1, byes)] + list(zip(later, later_byes)):
            rnd = t.create_round([(x, y) for x, y, _ in boards], bye)
            for i, (_, _, res) in enumerate(boards, 1):
                rnd.set_result(i, res)
        report = t.check()
        first = report.rounds[0]
        assert not first.agrees and report.disagreements >= 1
        assert first.reason in (sc.CheckReason.COLOUR_RULE, sc.CheckReason.CRITERION)
        assert first.text
        sides = {bd.side for bd in first.boards}
        assert sides == {sc.CheckSide.PLAYED, sc.CheckSide.ENGINE}


def test_stats_totals_add_up():
    with sc.Tournament.generate(15, 4, seed=5) as t:
        rows = t.stats()
        total, per_round = rows[0], rows[1:]
        assert total.round == 0 and [r.round for r in per_round] == [1, 2, 3, 4]
        for field in ("boards", "score_diff_pairs", "score_diff_sq", "downfloaters",
                      "pab_count", "rematches"):
            assert getattr(total, field) == sum(getattr(r, field) for r in per_round), field
        assert total.rematches == 0
        assert total.pab_count == 4  # 15 players: one PAB per round
        assert all(len(r.pab) == r.pab_count for r in per_round)


def test_generate_errors():
    with pytest.raises(sc.SwissCoreError):
        sc.Tournament.generate(1, 5)
    with pytest.raises(sc.SwissCoreError):
        sc.Tournament.generate(4, 9)  # too many rounds for four players
