"""Every wrapper of the tournament, player and round API."""

import os
import subprocess
from decimal import Decimal

import pytest

import swisscore as sc
from conftest import BUILD_ROOT, EXAMPLE_TRF


def make(n=8, **kw):
    t = sc.Tournament(**kw)
    for i in range(n):
        t.add_player("Player %02d" % (i + 1), 2400 - 10 * i)
    return t


def test_settings_and_points():
    with sc.Tournament(rounds=7, points=(2, 1, 0)) as t:
        assert t.planned_rounds == 7
        assert t.get(sc.Setting.POINTS_WIN) == 20
        assert t.get(sc.Setting.POINTS_DRAW) == 10
        t.set(sc.Setting.DUTCH_EDITION, 2017)
        assert t.get(sc.Setting.DUTCH_EDITION) == 2017
        t.name = "象棋公开赛"
        assert t.name == "象棋公开赛"
        t.set(sc.TextSetting.CITY, "北京")
        assert t.get(sc.TextSetting.CITY) == "北京"
        assert "象棋公开赛" in repr(t)


def test_tiebreaks_text_setting_travels_in_trf():
    with sc.Tournament(rounds=3) as t:
        t.set("tiebreaks", "BH/C1,BH,SB")
        assert t.get(sc.TextSetting.TIEBREAKS) == "BH/C1,BH,SB"
        with sc.Tournament.from_trf(t.to_trf()) as u:
            assert u.get("tiebreaks") == "BH/C1,BH,SB"


def test_points_helpers():
    assert sc.points(15) == Decimal("1.5")
    assert sc.points(20) == 2
    assert sc.tenths("0.5") == 5
    assert sc.tenths(3) == 30
    with pytest.raises(ValueError):
        sc.tenths("0.25")


def test_players_chinese_names_and_info():
    with sc.Tournament() as t:
        p = t.add_player("王天一", 2650, federation="浙江", sex="m", group="公开组",
                         title="GM", provisional=True, member=True)
        q = t.add_player("唐丹", 2500, sex="w")
        assert len(t) == 2
        assert p.name == "王天一" and p.rating == 2650
        info = p.info
        assert info.federation == "浙江" and info.group == "公开组"
        assert info.sex == "m" and info.provisional and info.member
        assert q.info.sex == "w"
        assert [x.id for x in t.players] == [p.id, q.id]
        assert t.player_by_tpn(1) == p
        p.update(rating=2400)
        assert p.rating == 2400
        assert t.players[0] == q  # TPN follows rating
        assert t.player(q.id).tpn == 1
        assert "唐丹" in repr(q)
        with pytest.raises(sc.NotFoundError):
            t.player(999)
        with pytest.raises(sc.NotFoundError):
            t.player_by_tpn(3)


def test_pair_results_and_history():
    with make(8, rounds=3) as t:
        r = t.pair_next_round()
        assert r.number == 1 and len(r) == 4 and not r.complete
        boards = r.boards
        # Round 1: TPN 1 meets TPN 5 with white (initial colour white).
        assert (boards[0].white, boards[0].black) == (t.player_by_tpn(1).id, t.player_by_tpn(5).id)
        for b in boards:
            r.set_result(b.number, "1-0")
        assert r.complete
        assert r.game_result(1) == sc.Result.WHITE_WIN
        top = t.player(boards[0].white)
        e = top.round(1)
        assert e.kind == sc.RoundKind.PLAYED and e.colour == sc.Colour.WHITE
        assert e.opponent == boards[0].black and e.points == 1 and e.board == 1
        assert top.score() == 1 and top.score(0) == 0
        assert len(top.history) == 1
        r.set_result(1, sc.Result.DRAW)
        assert top.score() == Decimal("0.5")
        r2 = t.pair_next_round()
        assert r2.number == 2 and t.round_count == 2
        assert [x.number for x in t.rounds] == [1, 2]
        t.delete_last_round()
        assert t.round_count == 1
        with pytest.raises(sc.ClosedError):
            r2.boards


def test_manual_round_byes_and_forbidden():
    with make(5, rounds=5) as t:
        ids = [p.id for p in t.players]
        t.forbid_pair(ids[0], ids[1])
        assert t.is_forbidden(ids[1], ids[0])
        assert not t.is_forbidden(ids[0], ids[2])
        r = t.create_round([(ids[0], ids[2]), (ids[3], ids[1])],
                           [(ids[4], sc.RoundKind.PAB)])
        assert r.byes == [sc.Bye(ids[4], sc.RoundKind.PAB)]
        r.set_result(1, "+/-")
        r.set_result(2, "½-½")
        assert t.player(ids[0]).round(1).kind == sc.RoundKind.FORFEIT_WIN
        assert t.player(ids[4]).score() == 1
        with pytest.raises(sc.InvalidArgumentError):
            t.create_round([(ids[0], ids[1])])  # forbidden, and others missing


def test_withdraw_entry_bye_and_virtual_points():
    with make(6, rounds=5) as t:
        a, b, c = t.players[:3]
        a.request_bye(1, sc.RoundKind.HALF_BYE)
        b.withdraw(1)
        c.set_virtual_points(1, "1")
        assert c.virtual_points(1) == 1
        r = t.pair_next_round()
        assert a.round(1).kind == sc.RoundKind.HALF_BYE and a.score() == Decimal("0.5")
        assert b.round(1).kind == sc.RoundKind.WITHDRAWN
        paired = {x for bd in r.boards for x in (bd.white, bd.black)}
        assert a.id not in paired and b.id not in paired
        assert a.bye_request(1) == sc.RoundKind.HALF_BYE and a.bye_request(2) == sc.RoundKind.NONE
        assert b.withdrawn_from == 1 and a.withdrawn_from is None
        d = t.players[3]
        d.withdraw(3)
        assert d.withdrawn_from == 3
        assert d.round(1).kind == sc.RoundKind.PLAYED
        d.reinstate()
        assert d.withdrawn_from is None
        late = t.add_player("Late Entry", 1500)
        assert late.round(1).kind == sc.RoundKind.NOT_ENTERED
        assert late.entry_round == 2  # added after round 1 was created
        late.set_entry_round(2)
        assert late.entry_round == 2
        for bd in r.boards:
            r.set_result(bd.number, "=")
        r2 = t.pair_next_round()
        assert late.id in {x for bd in r2.boards for x in (bd.white, bd.black)} | \
            {y.player for y in r2.byes if y.kind == sc.RoundKind.PAB}


def test_trf_round_trip(tmp_path):
    with sc.Tournament.from_trf_file(EXAMPLE_TRF) as t:
        text = t.to_trf()
        assert text.startswith("012 ")
        with sc.Tournament.from_trf(text) as u:
            assert u.to_trf() == text
            assert len(u) == len(t) and u.round_count == t.round_count
        path = tmp_path / "copy.trf"
        t.save_trf(path, format=sc.TrfFormat.TRF_16, eol=sc.Eol.CRLF)
        data = path.read_bytes()
        assert b"\r\n" in data
        with sc.Tournament.from_trf(path) as v:
            assert len(v) == len(t)
        with sc.Tournament.from_trf(data) as w:
            assert w.round_count == t.round_count


def test_json_round_trip(tmp_path):
    import json
    with sc.Tournament.from_trf_file(EXAMPLE_TRF) as t:
        text = t.to_json()
        doc = json.loads(text)
        assert doc["format"] == "swisscore" and doc["version"] == 1
        assert len(doc["players"]) == len(t) and len(doc["rounds"]) == t.round_count
        with sc.Tournament.from_json(text) as u:
            assert u.to_json() == text
            assert u.to_trf() == t.to_trf()
        path = tmp_path / "copy.json"
        t.save_json(path, indent=0)
        assert path.read_text(encoding="utf-8").count("\n") == 1
        with sc.Tournament.from_json(path) as v:
            assert v.to_json() == text
        with pytest.raises(sc.ParseError) as e:
            sc.Tournament.from_json('{"format": "swisscore", "version": 1, "players": [{"id": "x"}]}')
        assert "players[0].id: expected a number" in str(e.value)


def test_dual_board_results():
    with make(4, rounds=3, games_per_pairing=2) as t:
        r = t.pair_next_round()
        r.set_game_result(1, 1, "1-0")
        r.set_game_result(1, 2, "=")
        assert r.boards[0].results == (sc.Result.WHITE_WIN, sc.Result.DRAW)
        w = t.player(r.boards[0].white)
        assert w.score() == Decimal("1.5")
        assert len(w.round(1).results) == 2


def lcg(state):
    """The same small generator as full-run.c: 32-bit LCG, top bits."""
    state = (state * 1103515245 + 12345) & 0xFFFFFFFF
    return state, (state >> 16) % 3


def python_run(seed, n, rounds):
    t = sc.Tournament(rounds=rounds)
    for i in range(n):
        t.add_player("Player %03d" % (i + 1), 2000 + (i * 37) % 400)
    state = seed
    for _ in range(rounds):
        r = t.pair_next_round()
        for b in r.boards:
            state, k = lcg(state)
            r.set_result(b.number, (sc.Result.WHITE_WIN, sc.Result.DRAW, sc.Result.BLACK_WIN)[k])
    text = t.to_trf()
    # The standings as full-run prints them: rank, id and the raw values.
    from swisscore import standings as st
    standings = st.compute(t, ruleset="fide-2026")
    crits, rows = standings.criteria, standings.rows
    for r in rows:
        raw = [int(v * c.scale) if v is not None else -(2 ** 63)
               for v, c in zip(r.values.values(), crits)]
        text += "%d %d %s\n" % (r.rank, r.id, " ".join(str(x) for x in raw))
    t.close()
    return text


@pytest.mark.skipif(not BUILD_ROOT, reason="needs the build tree")
def test_full_tournament_matches_c_api():
    """Pair every round with the same results and rank: TRF and standings agree."""
    exe = os.path.join(BUILD_ROOT, "bindings", "python", "tests", "full-run")
    for seed, n, rounds in [(1, 9, 5), (7, 24, 7), (42, 51, 9)]:
        c_text = subprocess.run([exe, str(seed), str(n), str(rounds)], check=True,
                                capture_output=True).stdout.decode("utf-8")
        assert python_run(seed, n, rounds) == c_text


def test_forbidden_ranges():
    # TRF-2026 record 260: kept apart in rounds 1-2 only, so they may meet
    # from round 3 on.
    with make(6, rounds=5) as t:
        ids = [p.id for p in t.players]
        t.forbid_pair(ids[0], ids[1], 1, 2)
        t.forbid_pair(ids[2], ids[3], 4)
        t.forbid_pair(ids[4], ids[5])
        assert t.is_forbidden(ids[1], ids[0]) and t.is_forbidden(ids[0], ids[1], round=2)
        assert not t.is_forbidden(ids[0], ids[1], round=3)
        assert not t.is_forbidden(ids[2], ids[3], round=3) and t.is_forbidden(ids[3], ids[2], round=99)
        assert t.forbidden_pairs == [(ids[0], ids[1], 1, 2), (ids[2], ids[3], 4, None),
                                     (ids[4], ids[5], 1, None)]
        t.forbid_pair(ids[0], ids[1], 3, 3)  # touches 1-2: one range
        assert t.forbidden_pairs[0] == sc.ForbiddenPair(ids[0], ids[1], 1, 3)
        with pytest.raises(sc.RangeError):
            t.forbid_pair(ids[0], ids[1], 4, 2)
        with sc.Tournament.from_json(t.to_json()) as u, sc.Tournament.from_trf(t.to_trf()) as v:
            assert u.forbidden_pairs == t.forbidden_pairs
            assert sorted(v.forbidden_pairs) == sorted(t.forbidden_pairs)


def test_a_tournament_shared_between_threads():
    # Each call holds the tournament's lock: eight threads adding players
    # and writing the file at once lose nothing and see whole states.
    import threading
    with sc.Tournament(rounds=5) as t:
        errors = []

        def work(k):
            try:
                for i in range(40):
                    t.add_player("T%d-%02d" % (k, i), 1500 + i)
                    text = t.to_trf()
                    assert text.count("\n001 ") >= i + 1
            except Exception as e:  # pragma: no cover - reported below
                errors.append(e)

        threads = [threading.Thread(target=work, args=(k,)) for k in range(8)]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
        assert errors == []
        assert len(t) == 320 and len({p.name for p in t.players}) == 320
        r = t.pair_next_round()
        assert len(r.boards) == 160
