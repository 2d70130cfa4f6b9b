"""The natural move limit counter and the board from Python."""

import pytest

import swisscore as sc
from swisscore import xiangqi as xq

# The opening of Jiafun Cup 1997, Liu DianZhong - Liu DaHua, both notations.
OPENING_ICCS = "h2e2 b9c7 h0g2 h7f7 g3g4 h9g7 b2c2 i9h9".split()
OPENING_ZH = "炮二平五 马２进３ 马二进三 炮８平６ 兵三进一 马８进７ 炮八平七 车９平８".split()


def test_counter_fangzhuang_rule():
    with xq.Counter() as c:
        assert c.info.limit == 60 and c.info.state == xq.CounterState.IDLE
        c.start(xq.Side.RED)
        c.ply(xq.Side.RED)  # the proposer's move is not counted
        assert c.count == 0 and c.info.state == xq.CounterState.COUNTING
        side = xq.Side.BLACK
        for _ in range(30):
            c.ply(side)
            side = side.other()
        assert c.count == 30 and c.plies_left == 30
        c.ply(side, check=True)  # a check resets
        side = side.other()
        assert c.count == 0 and c.info.resets == 1
        for _ in range(60):
            assert not c.drawn
            c.ply(side)
            side = side.other()
        assert c.drawn and c.info.state == xq.CounterState.DRAWN
        with pytest.raises(sc.StateError):
            c.ply(side)  # nothing after the draw


def test_counter_general_rule_and_errors():
    with xq.Counter(xq.Rule.GENERAL) as c:
        assert c.info.limit == 120
        c.start(xq.Side.BLACK, xq.Side.RED)
        c.ply(xq.Side.RED)
        c.ply(xq.Side.BLACK, check=True)  # a check does not reset here
        assert c.count == 2
        c.ply(xq.Side.RED, capture=True)
        assert c.count == 0
        with pytest.raises(sc.StateError):
            c.ply(xq.Side.RED)  # black is to move
        assert c.count == 0
    c.close()
    with pytest.raises(sc.ClosedError):
        c.count
    with pytest.raises(sc.SwissCoreError):
        xq.Counter(limit_plies=0)


def test_board_notations_agree():
    with xq.Board() as a, xq.Board() as b:
        for iccs, zh in zip(OPENING_ICCS, OPENING_ZH):
            # The Chinese text the board writes reads back as the same move.
            assert a.check_move(a.check_move(iccs).chinese).iccs == iccs
            ma = a.play(iccs)
            mb = b.play(zh)
            assert ma.iccs == mb.iccs == iccs
            assert ma.piece == mb.piece and ma.chinese == mb.chinese
        assert a.fen == b.fen
        assert len(a) == 8 and [m.iccs for m in a.moves] == OPENING_ICCS
        assert a.side_to_move == xq.Side.RED


def test_capture_check_and_illegal_moves():
    with xq.Board() as b:
        m = b.play("h2h9")  # cannon takes the horse over the screen
        assert m.captured == xq.Piece.HORSE and m.piece == xq.Piece.CANNON
        before = b.fen
        with pytest.raises(sc.ParseError):
            b.play("a0a5")  # a red move, but black is to move
        with pytest.raises(sc.ParseError):
            b.play("zz99")
        assert b.fen == before
        assert b.legal_move_count > 0
    # A chariot check: red chariot on e1 with the black general on e9, nothing between.
    with xq.Board("4k4/9/9/9/9/9/9/9/9/3K4R w") as b:
        m = b.play("i0e0")
        assert m.gives_check and b.in_check


def test_repetition_is_reported():
    with xq.Board() as b:
        for _ in range(2):
            for mv in ("h0g2", "h9g7", "g2h0", "g7h9"):
                b.play(mv)
        rep = b.repetition
        assert rep.occurrences == 3 and rep.red_checks == 0 and rep.black_checks == 0
        assert "plies" in repr(b)
