"""Researchers' batches: the pairing measures of many event files, and the
pairing systems compared on the same random tournaments, as lists of
dataclasses that :meth:`Table.to_pandas` turns into a data frame.

The rows hold what ``swisscore stats --format tsv`` and ``swisscore quality
--format tsv`` print, under the same column names; ``None`` stands where
those print ``NA``::

    from swisscore import batch
    rows = batch.stats_files("runs/*.trf")
    df = rows.to_pandas()              # needs pandas (Debian: python3-pandas)
    q = batch.quality([(30, 7)], tournaments=20)
"""

import dataclasses
import glob
import importlib
import os
import re
import time
import typing
from dataclasses import dataclass
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, TypeVar, Union

from .errors import OutOfMemoryError, SwissCoreError
from .tournament import Tournament

#: The name ``swisscore generate`` gives its tournaments, followed by the seed.
GENERATED_NAME = "Random tournament, seed "

#: The systems :func:`quality` compares, by the names ``swisscore quality --systems`` takes.
SYSTEMS = {"dutch2026": ("dutch", 2026), "dutch2017": ("dutch", 2017),
           "sequential": ("sequential", None), "berger": ("berger", None)}

_SYSTEM_WORDS = {1: "dutch", 2: "sequential", 3: "berger"}

Row = TypeVar("Row")


class Table(List[Row]):
    """A list of rows (dataclasses) that can become a pandas data frame."""

    def to_pandas(self) -> Any:
        """The rows as a ``pandas.DataFrame``, one column per field (``None``
        becomes a missing value). Raises ImportError naming the Debian
        package when pandas is not installed."""
        try:
            pandas = importlib.import_module("pandas")
        except ImportError as e:
            raise ImportError("to_pandas() needs pandas: install Debian package python3-pandas") from e
        if not self:
            return pandas.DataFrame()
        hints = typing.get_type_hints(type(self[0]))
        fields = [f.name for f in dataclasses.fields(self[0])]
        frame = pandas.DataFrame([dataclasses.astuple(r) for r in self], columns=fields)
        # The field's type decides the column's: whole numbers with a gap
        # stay integers (pandas' Int64), as in the TSV.
        for name in fields:
            if hints[name] in (int, Optional[int]):
                frame[name] = frame[name].astype("Int64")
            elif hints[name] in (float, Optional[float]):
                frame[name] = frame[name].astype("float64")
        return frame


@dataclass
class FileStatsRow:
    """One round of one file (``round`` None: the whole event), as a row of
    ``swisscore stats --format tsv``. ``score_diff_sq`` is in points squared,
    ``pab_score_sum`` in points (None without a PAB)."""
    file: str
    system: str
    edition: Optional[int]
    seed: Optional[int]
    round: Optional[int]
    boards: int
    score_diff_pairs: int
    score_diff_sq: float
    downfloaters: int
    upfloaters: int
    down_repeat1: int
    up_repeat1: int
    down_repeat2: int
    up_repeat2: int
    pref_mild_unmet: int
    pref_strong_unmet: int
    pref_absolute_unmet: int
    colour_diff_beyond2: int
    same_colour3: int
    pab: int
    pab_score_sum: Optional[float]
    rematches: int


#: The measures of ``swisscore quality``, in its column order.
MEASURES = ("score_diff_pairs", "score_diff_sq", "downfloaters", "upfloaters", "down_repeat1",
            "up_repeat1", "down_repeat2", "up_repeat2", "pref_mild_unmet", "pref_strong_unmet",
            "pref_absolute_unmet", "colour_diff_beyond2", "same_colour3", "pab", "pab_mean_score",
            "rematches")


@dataclass
class QualityRow:
    """One configuration and system of :func:`quality`: the means over the
    tournaments paired to the end (None when none was), as a row of
    ``swisscore quality --format tsv``. ``pab_mean_score`` is the mean score
    of every PAB receiver (None without a PAB)."""
    players: int
    rounds: int
    system: str
    edition: Optional[int]
    tournaments: int
    paired: int
    ms_per_event: Optional[float]
    score_diff_pairs: Optional[float]
    score_diff_sq: Optional[float]
    downfloaters: Optional[float]
    upfloaters: Optional[float]
    down_repeat1: Optional[float]
    up_repeat1: Optional[float]
    down_repeat2: Optional[float]
    up_repeat2: Optional[float]
    pref_mild_unmet: Optional[float]
    pref_strong_unmet: Optional[float]
    pref_absolute_unmet: Optional[float]
    colour_diff_beyond2: Optional[float]
    same_colour3: Optional[float]
    pab: Optional[float]
    pab_mean_score: Optional[float]
    rematches: Optional[float]


@dataclass
class QualityEventRow:
    """One tournament of :func:`quality` with ``per_event=True``, as a row of
    ``swisscore quality --per-event --format tsv``: its seed, whether it
    could be paired to the end, and its own measures (None when not)."""
    players: int
    rounds: int
    system: str
    edition: Optional[int]
    seed: int
    paired: int
    ms: float
    score_diff_pairs: Optional[int]
    score_diff_sq: Optional[float]
    downfloaters: Optional[int]
    upfloaters: Optional[int]
    down_repeat1: Optional[int]
    up_repeat1: Optional[int]
    down_repeat2: Optional[int]
    up_repeat2: Optional[int]
    pref_mild_unmet: Optional[int]
    pref_strong_unmet: Optional[int]
    pref_absolute_unmet: Optional[int]
    colour_diff_beyond2: Optional[int]
    same_colour3: Optional[int]
    pab: Optional[int]
    pab_mean_score: Optional[float]
    rematches: Optional[int]


def _expand(patterns: Iterable[Union[str, "os.PathLike[str]"]]) -> List[str]:
    files: List[str] = []
    for p in patterns:
        p = os.fspath(p)
        if any(c in p for c in "*?["):
            matches = sorted(glob.glob(p))
            if not matches:
                raise FileNotFoundError("%s: no file matches" % p)
            files.extend(matches)
        else:
            files.append(p)
    return files


def _load(path: str) -> Tournament:
    with open(path, "rb") as f:
        head = f.read(64).lstrip(b"\xef\xbb\xbf \t\r\n")
    if path.endswith(".json") or head.startswith(b"{"):
        return Tournament.from_json_file(path)
    return Tournament.from_trf_file(path)


def seed_of(t: Tournament) -> Optional[int]:
    """The seed of a tournament ``swisscore generate`` wrote (its name says
    it), else None."""
    m = re.fullmatch(re.escape(GENERATED_NAME) + r"(\d+)", t.name)
    return int(m.group(1)) if m else None


def stats_files(*patterns: Union[str, "os.PathLike[str]"]) -> "Table[FileStatsRow]":
    """The pairing measures of every round of every file (TRF or JSON; a
    pattern with ``*``, ``?`` or ``[`` stands for its matches in sorted
    order), each file's rounds followed by its totals row."""
    rows: Table[FileStatsRow] = Table()
    for path in _expand(patterns):
        with _load(path) as t:
            system = _SYSTEM_WORDS.get(int(t.get("pairing_system")), "unknown")
            edition = int(t.get("dutch_edition")) if system == "dutch" else None
            seed = seed_of(t)
            measured = t.stats()
            for row in measured[1:] + measured[:1]:
                m: Dict[str, Any] = row._asdict()
                rows.append(FileStatsRow(
                    path, system, edition, seed, m["round"] or None, m["boards"], m["score_diff_pairs"],
                    m["score_diff_sq"] / 100, m["downfloaters"], m["upfloaters"], m["down_repeat1"],
                    m["up_repeat1"], m["down_repeat2"], m["up_repeat2"], m["pref_mild_unmet"],
                    m["pref_strong_unmet"], m["pref_absolute_unmet"], m["colour_diff_beyond2"],
                    m["same_colour3"], m["pab_count"], m["pab_score_sum"] / 10 if m["pab_count"] else None,
                    m["rematches"]))
    return rows


def _measure(t: Tournament) -> Tuple[float, ...]:
    m: Dict[str, Any] = t.stats()[0]._asdict()
    return tuple(m["pab_count"] if name == "pab" else m["pab_score_sum"] / 10 if name == "pab_mean_score"
                 else m[name] / 100 if name == "score_diff_sq" else m[name] for name in MEASURES)


def quality(configs: Sequence[Tuple[int, int]] = ((10, 9), (30, 7), (100, 9)), *,
            tournaments: int = 20, seed: int = 1, systems: Sequence[str] = tuple(SYSTEMS),
            events: bool = False, draw_rate: float = 0.3,
            per_event: bool = False) -> "Table[Any]":
    """Compare pairing systems as ``swisscore quality`` does: for each
    (players, rounds) in ``configs``, ``tournaments`` random tournaments per
    system (seeds ``seed`` ...), measured like :func:`stats_files`. Returns
    QualityRow per configuration and system, or with ``per_event`` a
    QualityEventRow per tournament. ``events`` adds forfeits, byes,
    withdrawals and late entries as the command's ``--events`` does."""
    for name in systems:
        if name not in SYSTEMS:
            raise ValueError("unknown system %r (one of %s)" % (name, ", ".join(SYSTEMS)))
    rates = dict(forfeit_rate=0.02, hpb_rate=0.02, withdraw_rate=0.05, late_rate=0.05) if events else {}
    out: Table[Any] = Table()
    for players, rounds in configs:
        for name in systems:
            system, edition = SYSTEMS[name]
            sums = [0.0] * len(MEASURES)
            ok = failed = 0
            seconds = 0.0
            for k in range(tournaments):
                start = time.perf_counter()
                values: Optional[Tuple[float, ...]] = None
                try:
                    with Tournament.generate(players, rounds, seed=seed + k, system=system,
                                             edition=edition or 0, draw_rate=draw_rate,
                                             **rates) as t:  # type: ignore[arg-type]
                        values = _measure(t)
                except OutOfMemoryError:
                    raise
                except SwissCoreError:
                    pass  # not paired to the end: counted, as the command does
                seconds += time.perf_counter() - start
                if values is None:
                    failed += 1
                else:
                    ok += 1
                    sums = [a + b for a, b in zip(sums, values)]
                if per_event:
                    out.append(QualityEventRow(players, rounds, system, edition, seed + k,
                                               int(values is not None), (time.perf_counter() - start) * 1000,
                                               *_event_values(values)))
            if not per_event:
                out.append(QualityRow(players, rounds, system, edition, ok + failed, ok,
                                      seconds * 1000 / (ok + failed) if ok + failed else None,
                                      *_means(sums, ok)))
    return out


def _event_values(values: Optional[Tuple[float, ...]]) -> List[Any]:
    if values is None:
        return [None] * len(MEASURES)
    out: List[Any] = [int(v) for v in values]
    pab = out[MEASURES.index("pab")]
    out[MEASURES.index("score_diff_sq")] = values[MEASURES.index("score_diff_sq")]
    out[MEASURES.index("pab_mean_score")] = values[MEASURES.index("pab_mean_score")] / pab if pab else None
    return out


def _means(sums: List[float], ok: int) -> List[Optional[float]]:
    if not ok:
        return [None] * len(MEASURES)
    out: List[Optional[float]] = [s / ok for s in sums]
    pab = sums[MEASURES.index("pab")]
    # The mean over every PAB receiver, not over tournaments.
    out[MEASURES.index("pab_mean_score")] = sums[MEASURES.index("pab_mean_score")] / pab if pab else None
    return out
