"""Researchers' batches (swisscore.batch): the same numbers as the commands
`swisscore stats` and `swisscore quality`, as dataclasses and data frames,
and the plotting example run for real (headless, small)."""

import os
import struct
import subprocess
import sys

import pytest

import swisscore as sc
from swisscore import batch
from conftest import BUILD_ROOT, SOURCE_ROOT

TOOL = os.path.join(BUILD_ROOT, "tools", "swisscore", "swisscore")


def tool(*args):
    assert os.path.exists(TOOL), "the swisscore tool is not built at %s" % TOOL
    proc = subprocess.run([TOOL] + [str(a) for a in args], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def tsv(text):
    lines = [l.split("\t") for l in text.splitlines()]
    return [dict(zip(lines[0], l)) for l in lines[1:]]


def same(value, cell):
    """A dataclass field against a TSV cell: None is NA, numbers compare as numbers."""
    if value is None:
        return cell == "NA"
    if isinstance(value, str):
        return value == cell
    return abs(float(value) - float(cell)) < 1e-3


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    folder = tmp_path_factory.mktemp("runs")
    for seed, system in ((3, "dutch"), (4, "sequential"), (5, "dutch")):
        tool("generate", "-n", 9, "-r", 5, "-s", seed, "--system", system, "-o", folder / ("run%d.trf" % seed))
    return folder


def test_stats_files_are_the_commands_table(generated):
    pattern = str(generated / "run*.trf")
    rows = batch.stats_files(pattern)
    cells = tsv(tool("stats", "--format", "tsv", pattern))
    assert len(rows) == len(cells) == 3 * 6
    for row, cell in zip(rows, cells):
        for name, value in vars(row).items():
            assert same(value, cell[name]), (name, value, cell[name])
    assert [r.seed for r in rows[::6]] == [3, 4, 5]
    assert {r.system for r in rows} == {"dutch", "sequential"}
    assert all(r.edition is None for r in rows if r.system == "sequential")
    # The totals row of each file is the sum of its rounds.
    for k in range(3):
        rounds, total = rows[6 * k:6 * k + 5], rows[6 * k + 5]
        assert total.round is None and [r.round for r in rounds] == [1, 2, 3, 4, 5]
        assert total.downfloaters == sum(r.downfloaters for r in rounds)
    with pytest.raises(FileNotFoundError):
        batch.stats_files(str(generated / "*.nothing"))


def test_stats_of_the_example_without_a_seed():
    example = os.path.join(SOURCE_ROOT, "examples", "data", "open9.trf")
    rows = batch.stats_files(example)
    with sc.Tournament.from_trf_file(example) as t:
        measured = t.stats()
    assert all(r.seed is None and r.file == example for r in rows)
    assert rows[-1].pab == measured[0].pab_count and rows[-1].boards == measured[0].boards


def test_to_pandas_keeps_numbers_numeric(generated):
    try:
        import pandas
    except ImportError:
        pytest.fail("to_pandas() needs pandas: install Debian package python3-pandas")
    frame = batch.stats_files(str(generated / "run*.trf")).to_pandas()
    assert list(frame.columns)[:5] == ["file", "system", "edition", "seed", "round"]
    assert str(frame["round"].dtype) == "Int64" and str(frame["edition"].dtype) == "Int64"
    assert frame["score_diff_sq"].dtype.kind == "f" and frame["boards"].dtype.kind in "iu"
    totals = frame[frame["round"].isna()]
    assert len(totals) == 3 and list(totals["seed"]) == [3, 4, 5]
    # 4 boards in each of 5 rounds, counted again in the totals row.
    assert frame.groupby("file")["boards"].sum().tolist() == [2 * 4 * 5] * 3
    empty = batch.Table().to_pandas()
    assert isinstance(empty, pandas.DataFrame) and empty.empty


def test_quality_is_the_commands_table():
    rows = batch.quality([(9, 5), (12, 4)], tournaments=3)
    cells = tsv(tool("quality", "-k", 3, "-c", "9x5", "-c", "12x4", "--format", "tsv"))
    assert len(rows) == len(cells) == 8
    for row, cell in zip(rows, cells):
        assert isinstance(row, batch.QualityRow)
        for name, value in vars(row).items():
            if name != "ms_per_event":  # a timing
                assert same(value, cell[name]), (name, value, cell[name])
    events = batch.quality([(9, 5)], tournaments=3, systems=["dutch2017", "sequential"], per_event=True)
    cells = tsv(tool("quality", "-k", 3, "-c", "9x5", "--systems", "dutch2017,sequential", "--per-event",
                     "--format", "tsv"))
    assert [e.seed for e in events] == [1, 2, 3, 1, 2, 3]
    for row, cell in zip(events, cells):
        for name, value in vars(row).items():
            if name != "ms":
                assert same(value, cell[name]), (name, value, cell[name])
    frame = events.to_pandas()
    assert frame.groupby("system")["paired"].sum().to_dict() == {"dutch": 3, "sequential": 3}
    with pytest.raises(ValueError):
        batch.quality([(9, 5)], systems=["monrad"])


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", head[16:24])


def test_plot_example_runs_headless(tmp_path):
    script = os.path.join(SOURCE_ROOT, "examples", "python", "plot_quality.py")
    out = tmp_path / "quality.png"
    env = dict(os.environ, MPLCONFIGDIR=str(tmp_path / "mpl"))
    env.pop("DISPLAY", None)
    proc = subprocess.run([sys.executable, script, str(out), "--tournaments", "3", "--config", "9x5",
                           "--config", "12x4"], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    # Four panels of 4 x 3.5 inches at 80 dpi.
    assert png_size(out) == (1280, 280)
    assert out.stat().st_size > 10000  # bars, labels and error bars, not an empty canvas
    # The printed means are those of the tournaments the library pairs.
    events = batch.quality([(9, 5), (12, 4)], tournaments=3, systems=["dutch2026", "dutch2017", "sequential"],
                           per_event=True)
    key = {("dutch", 2026): "dutch2026", ("dutch", 2017): "dutch2017", ("sequential", None): "sequential"}
    printed = [l.split("\t") for l in proc.stdout.splitlines()]
    assert len(printed) == 4 * 3 * 2
    for config, system, measure, mean in printed:
        players, rounds = map(int, config.split("x"))
        values = [getattr(e, measure) for e in events if e.paired and (e.players, e.rounds) == (players, rounds)
                  and key[(e.system, e.edition)] == system]
        assert abs(sum(values) / len(values) - float(mean)) < 1e-3, (config, system, measure)
