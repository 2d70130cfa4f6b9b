"""Player cards from Python, on the bundled open9.trf (worked out by hand in
tests/test-card.c: 9 players, FIDE Dutch 2026, 3 rounds played)."""

import json
from decimal import Decimal

import pytest

import swisscore as sc
from conftest import EXAMPLE_TRF


def test_card_rows_and_explanations():
    with sc.Tournament.from_trf_file(EXAMPLE_TRF) as t:
        card = t.card(3, tiebreaks="BH/C1,SB")
    assert card.id == 3 and card.name == "Test0003 Player0003"
    assert card.score == Decimal(1) and card.edition == 2026
    # White, Black, White: difference +1, strong preference for Black.
    assert card.colours == "WBW" and card.colour_diff == 1
    assert (card.preference_colour, card.preference_strength) == ("black", "strong")
    assert [r.opponent for r in card.rounds] == [7, 5, 2]
    assert [r.colour for r in card.rounds] == ["white", "black", "white"]
    assert [r.score for r in card.rounds] == [1, 1, 1]
    # Round 2: 3 floats down from 1 point to 5; 9 could not float again
    # ([C14], his PAB of round 1 was a downfloat), the order decides for 2.
    r2 = card.rounds[1]
    assert (r2.pairing, r2.float, r2.decided_by) == ("downfloat", "down", "order")
    assert "9 [C14]" in r2.opponent_text and "2 equal" in r2.opponent_text
    assert (r2.colour_rule, r2.colour_article, r2.colour_as_rule) == (1, "5.2.1", True)
    # Round 3: 2 (2 points) floats down to 3, an upfloat for him.
    assert card.rounds[2].pairing == "upfloat" and card.rounds[2].float == "up"
    assert [tb.code for tb in card.tiebreaks] == ["PTS", "BH/C1", "SB"]
    assert card.tiebreaks[0].value == Decimal(1)
    doc = card.to_dict()
    assert doc["rounds"][1]["decided_by"] == "order"
    assert doc["tiebreak_rules"] == "BH/C1,SB"


def test_card_in_chinese_and_errors():
    with sc.Tournament.from_trf_file(EXAMPLE_TRF) as t:
        card = t.card(5, lang="zh")
        # Round 2: 5 meets the downfloater 3; 6 and 8 want Black like 3 ([C12]).
        r2 = card.rounds[1]
        assert (r2.pairing, r2.decided_by, r2.criterion_name) == ("upfloat", "criterion", "[C12]")
        assert "未满足的颜色倾向" in r2.opponent_text
        assert "双方的倾向都得到满足" in r2.colour_text
        with pytest.raises(sc.NotFoundError):
            t.card(42)
        with pytest.raises(ValueError):
            t.card(1, lang="fr")
        with pytest.raises(sc.InvalidArgumentError):
            t.card(1, tiebreaks="NOPE")
        # The PAB of round 2 went to 8, by the order of the remainder 6, 7, 8.
        bye = t.card(8).rounds[1]
        assert (bye.kind, bye.pairing, bye.opponent, bye.colour) == ("pab", "pab", None, "none")
        assert json.loads(t.card(8).json)["byes"] == 1
