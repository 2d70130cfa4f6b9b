"""Boards and crosstables from Python: cells of examples/data/open9.trf
worked out by hand from its rounds."""

import json
from decimal import Decimal

import pytest

import swisscore
from conftest import EXAMPLE_TRF


@pytest.fixture
def open9():
    with swisscore.Tournament.from_trf_file(EXAMPLE_TRF) as t:
        yield t


def test_crosstable_rows(open9):
    x = open9.crosstable()
    assert x.kind == "crosstable" and x.round == 3
    assert x.keys[:10] == ["no", "rank", "id", "name", "rating", "title", "club", "r1", "r2", "r3"]
    rows = x.dicts()
    # Player 2 won all three games; players 1, 4 and 7 share the second place.
    assert [r["id"] for r in rows] == [2, 1, 4, 7, 5, 3, 8, 9, 6]
    assert rows[0]["rank"] == "1" and rows[1]["rank"] == "2="
    # Player 1: beat 5 (line 5) with white, beat 4 (line 3) with black, zero-point bye.
    assert [rows[1][k] for k in ("r1", "r2", "r3")] == ["5w1", "3b1", "-"]
    # Player 5: lost to 1 (line 2), beat 3 (line 6), drew with 6 (line 9).
    assert [rows[4][k] for k in ("r1", "r2", "r3")] == ["2b0", "6w1", "9b½"]
    assert rows[6]["r2"] == "+"  # player 8's pairing-allocated bye
    assert rows[4]["points"] == Decimal("1.5")
    assert rows[1]["rating"] == 2239


def test_crosstable_json_and_tiebreaks(open9):
    x = open9.crosstable(tiebreaks="BH")
    doc = json.loads(x.to_json())
    assert doc["kind"] == "crosstable"
    assert [c["key"] for c in doc["columns"]][-2:] == ["points", "BH"]
    assert doc["rows"][0][3] == "Test0002 Player0002"
    assert doc["rows"][0][-2] == 3.0


def test_boards(open9):
    b = open9.boards(2)
    rows = b.dicts()
    assert rows[0]["white_id"] == 4 and rows[0]["black_id"] == 1
    assert rows[0]["result"] == "0-1"
    assert rows[0]["white_points"] == Decimal("1.0")
    assert rows[-1]["white_id"] == 8 and rows[-1]["result"] == "pab" and rows[-1]["board"] is None
    wall = open9.boards(3, by_name=True)
    first = wall.dicts()[0]
    assert first["name"] == "Test0001 Player0001" and first["result"] == "zero_bye"
    assert wall.dicts()[1]["opponent_id"] == 3 and wall.dicts()[1]["colour"] == "b"


def test_bad_round(open9):
    with pytest.raises(swisscore.NotFoundError):
        open9.boards(7)
    with pytest.raises(swisscore.RangeError):
        open9.crosstable(round=7)
    with pytest.raises(swisscore.InvalidArgumentError):
        open9.crosstable(tiebreaks="NOPE")
