"""The FIDE rating report (swc_trf_write_report) through the binding."""

import pytest

import swisscore as sc
from conftest import EXAMPLE_TRF


def rank_column(text):
    """{starting rank: rank} from the 001 lines (columns 86-89)."""
    return {int(l[4:8]): int(l[85:89] or 0) for l in text.splitlines() if l.startswith("001 ")}


def test_report_of_the_example_ranks_like_the_standings():
    with sc.Tournament.from_trf_file(EXAMPLE_TRF) as t:
        t.set("city", "Beijing")
        t.set("arbiter", "Zhang, Wei")
        t.set("deputy", "Li, Na\nWang, Fang")
        expected = {row.id: row.rank for row in t.standings("fide-2026")}
        for fmt in ("trf_16", "trf_2026"):
            text = t.to_trf_report(format=fmt)
            assert rank_column(text) == expected
            lines = text.splitlines()
            assert "022 Beijing" in lines and "102 Zhang, Wei" in lines and "082 0" in lines
            assert [l for l in lines if l.startswith("112 ")] == ["112 Li, Na", "112 Wang, Fang"]
            with sc.Tournament.from_trf(text.encode()) as back:
                assert back.get("city") == "Beijing"
                assert {row.id: row.rank for row in back.standings("fide-2026")} == expected
        plain = t.to_trf_report(plain=True)
        assert all(l[:3].isdigit() for l in plain.splitlines())
        assert rank_column(plain) == expected


def test_report_takes_the_event_tiebreaks_and_refuses_bad_ones(tmp_path):
    with sc.Tournament.from_trf_file(EXAMPLE_TRF) as t:
        t.set("tiebreaks", "BH")
        # Points, then Buchholz, places shared: from the standings of that cascade.
        expected = {row.id: row.rank for row in t.standings(tiebreaks="BH")}
        assert rank_column(t.to_trf_report()) == expected
        path = tmp_path / "report.trf"
        t.save_trf_report(path, format="trf_16")
        assert rank_column(path.read_text(encoding="utf-8")) == expected
        t.set("tiebreaks", "NOT-A-TIEBREAK")
        with pytest.raises(sc.InvalidArgumentError, match="NOT-A-TIEBREAK"):
            t.to_trf_report()
