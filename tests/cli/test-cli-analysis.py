#!/usr/bin/env python3
"""Tests of `swisscore check`, `generate` and `stats`, one group per meson test.

  test-cli-analysis.py GROUP SWISSCORE CORPUS

GROUP is check, generate, stats, stats-batch (many files in one table) or
quality (swisscore quality against generate and stats); CORPUS is tests/data/corpus (complete
tournaments paired by the reference engine). Standard library only.
"""

import json
import os
import subprocess
import sys
import tempfile

import clitest
from clitest import check, run

EXIT_OK, EXIT_USAGE, EXIT_INPUT, EXIT_IO, EXIT_DIFFER = 0, 1, 2, 3, 5


def run_with_tty_stderr(*args):
    """Run with standard error on a pseudo-terminal; returns (code, stderr)."""
    import pty
    master, slave = pty.openpty()
    p = subprocess.Popen([SWISSCORE] + list(args), stdout=subprocess.DEVNULL, stderr=slave)
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 4096)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    return p.wait(), b"".join(chunks).decode("utf-8", "replace")


def corpus_files():
    return sorted(os.path.join(CORPUS, f) for f in os.listdir(CORPUS) if f.endswith(".trf"))


def summary_counts(out):
    """(agree, differ) from the first line of `swisscore check`."""
    first = out.splitlines()[0]
    words = first.replace(",", "").split()
    return int(words[words.index("agree") - 1]), int(words[words.index("differ") - 1])


def test_check(tmp):
    for path in corpus_files():
        rc, out, err = run("check", path)
        check(rc == EXIT_OK, "check %s: exit %d (%s)" % (path, rc, err))
        agree, differ = summary_counts(out)
        rounds = [l for l in out.splitlines() if l.startswith("round ")]
        check(differ == 0 and agree == len(rounds) > 0, "check %s: %s" % (path, out))
        check(err == "", "check prints nothing on a standard error that is not a terminal")

    # The 2026 reference pairing read under the 2017 rules: some round of
    # p16_r7_b differs, with its boards on both sides and a reason.
    path = os.path.join(CORPUS, "p16_r7_b.trf")
    rc, out, err = run("check", "--edition", "2017", path)
    check(rc == EXIT_DIFFER, "2017 check of p16_r7_b exits %d: %s" % (rc, err))
    agree, differ = summary_counts(out)
    check(differ >= 1, "2017 check of p16_r7_b finds a difference")
    lines = out.splitlines()
    differs = [i for i, l in enumerate(lines) if ": differs: " in l]
    check(len(differs) == differ, "one 'differs' line per differing round")
    for i in differs:
        check(lines[i + 1].lstrip().startswith("played:") and lines[i + 2].lstrip().startswith("engine:"),
              "boards follow the reason: %r" % lines[i:i + 3])
    rc, quiet, _ = run("check", "-q", "--edition", "2017", path)
    check(rc == EXIT_DIFFER and "agrees" not in quiet, "--quiet lists only the rounds that differ")

    # One round only.
    rc, out, _ = run("check", "--round", "3", path)
    check(rc == EXIT_OK and summary_counts(out) == (1, 0) and "round 3: agrees" in out, "--round 3: " + out)

    # A round altered by hand: swap the colours of one game of round 1 in
    # the TRF text (both player lines), which colour rule 5.2.5 forbids.
    with open(path, "rb") as f:
        text = f.read().decode("utf-8")
    eol = "\r" if "\r" in text and "\n" not in text else "\n"
    lines = text.split(eol)
    players = {int(l[4:8]): i for i, l in enumerate(lines) if l.startswith("001")}
    first = lines[players[1]]
    opp, col = int(first[91:95]), first[96]
    swap = {"w": "b", "b": "w"}
    for pid in (1, opp):
        l = lines[players[pid]]
        lines[players[pid]] = l[:96] + swap[l[96]] + l[97:]
    altered = os.path.join(tmp, "altered.trf")
    with open(altered, "wb") as f:
        f.write(eol.join(lines).encode("utf-8"))
    rc, out, err = run("check", "--round", "1", altered)
    check(rc == EXIT_DIFFER and "rule 5.2.5" in out, "swapped colours in round 1: %d %s %s" % (rc, out, err))
    check(col in "wb", "player 1 has a colour in round 1")

    # Progress appears on a terminal only.
    rc, tty_err = run_with_tty_stderr("check", path)
    check(rc == EXIT_OK and "checking:" in tty_err, "progress on a terminal: %r" % tty_err)

    # Errors.
    rc, _, err = run("check")
    check(rc == EXIT_USAGE and "no input file" in err, "check without a file")
    rc, _, err = run("check", "--edition", "1999", path)
    check(rc == EXIT_USAGE, "check with a bad edition")
    rc, _, err = run("check", "--round", "99", path)
    check(rc == EXIT_USAGE, "check of a round the file does not have: %d %s" % (rc, err))
    rc, _, err = run("check", os.path.join(tmp, "missing.trf"))
    check(rc == EXIT_IO, "check of a missing file")
    rc, out, _ = run("help", "check")
    check(rc == EXIT_OK and "Exit status" in out, "help check")


def test_generate(tmp):
    a = os.path.join(tmp, "a.trf")
    b = os.path.join(tmp, "b.trf")
    c = os.path.join(tmp, "c.trf")
    common = ["--players", "25", "--rounds", "7", "--forfeit-rate", "0.05", "--hpb-rate", "5%",
              "--withdraw-rate", "0.1", "--late-rate", "0.1", "--draw-rate", "0.4",
              "--rating-range", "1500-2500"]
    rc, _, err = run("generate", "--seed", "42", *common, "-o", a)
    check(rc == EXIT_OK and err == "", "generate: %d %s" % (rc, err))
    rc, _, _ = run("generate", "--seed", "42", *common, "-o", b)
    rc2, _, _ = run("generate", "--seed", "43", *common, "-o", c)
    with open(a, "rb") as f:
        ta = f.read()
    with open(b, "rb") as f:
        tb = f.read()
    with open(c, "rb") as f:
        tc = f.read()
    check(rc == rc2 == EXIT_OK and ta == tb, "the same seed writes the same file")
    check(ta != tc, "another seed writes another file")
    ratings = [int(l[48:52]) for l in ta.decode("utf-8").splitlines() if l.startswith("001")]
    check(len(ratings) == 25 and all(1500 <= r <= 2500 for r in ratings), "25 players rated 1500-2500")

    # Generated tournaments re-check clean, in both editions and point systems.
    for extra in ([], ["--edition", "2017"], ["--points", "3,1,0"], ["--points", "2,1,0", "--edition", "2017"]):
        rc, _, err = run("generate", "--seed", "7", *common, *extra, "-o", a)
        check(rc == EXIT_OK, "generate %s: %s" % (extra, err))
        rc, out, err = run("check", a)
        check(rc == EXIT_OK and summary_counts(out) == (7, 0), "check of generate %s: %s %s" % (extra, out, err))

    # Standard output, and the other systems of the library.
    rc, out, _ = run("generate", "-n", "10", "-r", "3", "-o", "-")
    check(rc == EXIT_OK and out.count("\n001 ") + out.startswith("001 ") == 10, "generate -o -")
    for system in ("sequential", "berger"):
        rc, _, err = run("generate", "-n", "12", "-r", "5", "--system", system, "-o", a)
        if rc == EXIT_USAGE and "pairs only" in err:
            continue  # not in this build
        check(rc == EXIT_OK, "generate --system %s: %s" % (system, err))
        rc, out, err = run("check", "--system", system, a)
        check(rc == EXIT_OK, "check --system %s of its own tournament: %s %s" % (system, out, err))

    rc, tty_err = run_with_tty_stderr("generate", "-n", "20", "-r", "5", "-o", a)
    check(rc == EXIT_OK and "generating:" in tty_err, "progress on a terminal: %r" % tty_err)

    # Errors.
    for args in (["-n", "1", "-r", "3"], ["-n", "10"], ["-n", "10", "-r", "3", "--draw-rate", "1.5"],
                 ["-n", "10", "-r", "3", "--points", "1,0.5"], ["-n", "10", "-r", "3", "--rating-range", "2000"],
                 ["-n", "10", "-r", "3", "--system", "swiss"]):
        rc, _, err = run("generate", *args, "-o", a)
        check(rc == EXIT_USAGE and err, "generate %s is a usage error" % args)
    rc, _, err = run("generate", "-n", "10", "-r", "3")
    check(rc == EXIT_USAGE and "output" in err, "generate without -o")
    rc, _, err = run("generate", "-n", "4", "-r", "5", "-o", a)
    check(rc == EXIT_USAGE and "round 4" in err, "four players cannot play five rounds: %s" % err)


def read_tsv(text):
    rows = [l.split("\t") for l in text.splitlines()]
    return rows[0], rows[1:]


TEXT_COLUMNS = {"file", "system"}


def is_number(cell):
    try:
        float(cell)
        return True
    except ValueError:
        return False


def test_stats(tmp):
    counted = ["boards", "score_diff_pairs", "downfloaters", "upfloaters", "down_repeat1", "up_repeat1",
               "down_repeat2", "up_repeat2", "pref_mild_unmet", "pref_strong_unmet", "pref_absolute_unmet",
               "colour_diff_beyond2", "same_colour3", "pab", "rematches"]
    for path in corpus_files():
        rc, tsv, err = run("stats", "--format", "tsv", path)
        check(rc == EXIT_OK, "stats tsv %s: %s" % (path, err))
        head, body = read_tsv(tsv)
        check(head[:5] == ["file", "system", "edition", "seed", "round"], "TSV starts with file, system, "
              "edition, seed, round: %s" % head[:5])
        check(all(len(r) == len(head) for r in body), "every TSV row has every column")
        col = {name: i for i, name in enumerate(head)}
        rounds, total = body[:-1], body[-1]
        check(total[col["round"]] == "NA" and [r[col["round"]] for r in rounds] ==
              [str(i + 1) for i in range(len(rounds))], "TSV rows are rounds 1..n, then the totals (NA)")
        check(all(r[col["file"]] == path and r[col["system"]] == "dutch" and r[col["edition"]] in ("2026", "2017")
                  and r[col["seed"]] == "NA" for r in body), "%s: file, system, edition, no seed" % path)
        for r in body:
            for name, cell in zip(head, r):
                if name not in TEXT_COLUMNS:
                    check(cell == "NA" or is_number(cell), "%s: %s is a number or NA, not %r" % (path, name, cell))
        for name in counted:
            check(sum(int(r[col[name]]) for r in rounds) == int(total[col[name]]),
                  "%s: the total of %s is the sum of the rounds" % (path, name))
        check(all(int(r[col["rematches"]]) == 0 for r in body), "no rematch in a reference tournament")
        check(int(rounds[0][col["score_diff_pairs"]]) == 0, "round 1 pairs equal scores only")
        sq = sum(float(r[col["score_diff_sq"]]) for r in rounds)
        check(abs(sq - float(total[col["score_diff_sq"]])) < 1e-6, "squares add up")
        for r in body:
            check((r[col["pab_score_sum"]] == "NA") == (r[col["pab"]] == "0"), "a PAB score exactly where a PAB is")
        pab_sum = sum(float(r[col["pab_score_sum"]]) for r in rounds if r[col["pab_score_sum"]] != "NA")
        check(total[col["pab_score_sum"]] == "NA" or abs(pab_sum - float(total[col["pab_score_sum"]])) < 1e-6,
              "PAB scores add up")

        rc, js, err = run("stats", "--format", "json", path)
        check(rc == EXIT_OK, "stats json %s: %s" % (path, err))
        doc = json.loads(js)
        check(doc["file"] == path and doc["system"] == "dutch" and doc["seed"] is None, "JSON file facts")
        check(len(doc["rounds"]) == len(rounds), "one JSON object per round")
        for r, obj in zip(rounds, doc["rounds"]):
            for name in counted:
                check(obj[name] == int(r[col[name]]), "%s: JSON and TSV agree on %s" % (path, name))
            check(len(obj["pab_scores"]) == obj["pab"], "one PAB score per PAB")
            check(abs(sum(obj["pab_scores"]) - float(r[col["pab_score_sum"]] if obj["pab"] else 0)) < 1e-6,
                  "JSON PAB scores and the TSV sum agree")
        for name in counted:
            check(doc["total"][name] == int(total[col[name]]), "JSON total of %s" % name)

        rc, text, _ = run("stats", path)
        check(rc == EXIT_OK and len([l for l in text.splitlines() if l.strip()]) == len(rounds) + 2,
              "text table of %s" % path)
    rc, _, err = run("stats", "--format", "xml", corpus_files()[0])
    check(rc == EXIT_USAGE, "stats with an unknown format")
    rc, _, err = run("stats")
    check(rc == EXIT_USAGE, "stats without a file")


def test_stats_batch(tmp):
    """Many files in one table: globs, the columns that name each row's file."""
    files = corpus_files()
    singles = []
    for path in files:
        singles += read_tsv(run("stats", "--format", "tsv", path)[1])[1]
    rc, out, err = run("stats", "--format", "tsv", *files)
    check(rc == EXIT_OK, "stats of %d files: %s" % (len(files), err))
    head, body = read_tsv(out)
    check(out.count("file\tsystem") == 1 and body == singles, "one header, then each file's rows in order")
    # A quoted pattern is expanded in sorted order, as the files were listed.
    rc, out2, err = run("stats", "--format", "tsv", os.path.join(CORPUS, "*.trf"))
    check(rc == EXIT_OK and out2 == out, "a quoted glob gives the same table: %s" % err)
    rc, _, err = run("stats", os.path.join(CORPUS, "*.nothing"))
    check(rc == EXIT_IO and "no file matches" in err, "a pattern without match: %d %s" % (rc, err))
    rc, _, err = run("stats", files[0], os.path.join(tmp, "missing.trf"))
    check(rc == EXIT_IO and "missing.trf" in err, "a missing file stops the run: %d %s" % (rc, err))

    # Generated files: their seed, system and edition in the columns.
    made = []
    for seed, system, edition in ((11, "dutch", "2017"), (12, "sequential", None), (13, "berger", None)):
        path = os.path.join(tmp, "g%d.trf" % seed)
        args = ["generate", "-n", "8", "-r", "5" if system != "berger" else "7", "-s", str(seed),
                "--system", system, "-o", path]
        if edition:
            args += ["--edition", edition]
        rc, _, err = run(*args)
        check(rc == EXIT_OK, "generate: %s" % err)
        made.append((path, seed, system, edition or "NA"))
    rc, out, err = run("stats", "--format", "tsv", os.path.join(tmp, "g1[123].trf"))
    head, body = read_tsv(out)
    col = {n: i for i, n in enumerate(head)}
    for path, seed, system, edition in made:
        rows = [r for r in body if r[col["file"]] == path]
        check(len(rows) >= 6, "%s has its rounds and totals" % path)
        check(all(r[col["seed"]] == str(seed) and r[col["system"]] == system and r[col["edition"]] == edition
                  for r in rows), "%s: seed %d, %s %s in every row" % (path, seed, system, edition))
    rc, js, err = run("stats", "--format", "json", made[0][0], made[1][0])
    doc = json.loads(js)
    check([f["seed"] for f in doc["files"]] == [11, 12] and doc["files"][1]["edition"] is None,
          "JSON of several files: {\"files\": [...]} with seeds")
    rc, text, _ = run("stats", made[0][0], made[1][0])
    check(text.count("round  boards") == 2 and "g11.trf: dutch 2017, seed 11" in text, "a text table per file")


QUALITY_MEASURES = ["score_diff_pairs", "score_diff_sq", "downfloaters", "upfloaters", "down_repeat1",
                    "up_repeat1", "down_repeat2", "up_repeat2", "pref_mild_unmet", "pref_strong_unmet",
                    "pref_absolute_unmet", "colour_diff_beyond2", "same_colour3", "pab", "rematches"]


def test_quality(tmp):
    """swisscore quality measures the tournaments generate writes, as stats does."""
    rc, out, err = run("quality", "-k", "3", "-c", "9x5", "-c", "12x4", "--per-event", "--format", "tsv")
    check(rc == EXIT_OK, "quality --per-event: %s" % err)
    head, events = read_tsv(out)
    col = {n: i for i, n in enumerate(head)}
    check(head[:7] == ["players", "rounds", "system", "edition", "seed", "paired", "ms"], "per-event columns")
    check(len(events) == 2 * 4 * 3, "a row per configuration, system and tournament: %d" % len(events))
    for r in events:
        for name, cell in zip(head, r):
            if name != "system":
                check(cell == "NA" or is_number(cell), "quality %s: a number or NA, not %r" % (name, cell))
    # Each tournament is the one generate writes with that seed: its totals
    # in stats are its measures here.
    words = {"2026": ["--system", "dutch", "--edition", "2026"], "2017": ["--system", "dutch", "--edition", "2017"],
             "NA": None}
    checked = 0
    for r in events:
        system, edition = r[col["system"]], r[col["edition"]]
        if r[col["paired"]] != "1":
            continue
        args = words[edition] or ["--system", system]
        path = os.path.join(tmp, "q.trf")
        run("generate", "-n", r[col["players"]], "-r", r[col["rounds"]], "-s", r[col["seed"]], *args, "-o", path)
        shead, sbody = read_tsv(run("stats", "--format", "tsv", path)[1])
        total = dict(zip(shead, sbody[-1]))
        for name in QUALITY_MEASURES:
            check(float(total[name]) == float(r[col[name]]), "%s %s seed %s: %s %s in stats, %s in quality"
                  % (system, edition, r[col["seed"]], name, total[name], r[col[name]]))
        pabs = int(total["pab"])
        check((r[col["pab_mean_score"]] == "NA") == (pabs == 0) and
              (not pabs or abs(float(total["pab_score_sum"]) / pabs - float(r[col["pab_mean_score"]])) < 1e-3),
              "the mean PAB score of one tournament")
        checked += 1
    check(checked >= 18, "most tournaments paired to the end (%d)" % checked)

    # The summary rows are the means of the tournaments'.
    rc, out, err = run("quality", "-k", "3", "-c", "9x5", "-c", "12x4", "--format", "tsv")
    shead, summary = read_tsv(out)
    scol = {n: i for i, n in enumerate(shead)}
    check(len(summary) == 8, "a row per configuration and system")
    for s in summary:
        mine = [r for r in events if all(r[col[k]] == s[scol[k]] for k in ("players", "rounds", "system", "edition"))]
        paired = [r for r in mine if r[col["paired"]] == "1"]
        check(s[scol["tournaments"]] == str(len(mine)) and s[scol["paired"]] == str(len(paired)),
              "counts of %s" % s[:4])
        for name in QUALITY_MEASURES:
            mean = sum(float(r[col[name]]) for r in paired) / len(paired) if paired else None
            check((s[scol[name]] == "NA") if mean is None else abs(float(s[scol[name]]) - mean) < 1e-3,
                  "%s %s: mean %s" % (s[:4], name, s[scol[name]]))
    rc, js, err = run("quality", "-k", "2", "-c", "9x5", "--systems", "dutch2026,sequential", "--format", "json")
    doc = json.loads(js)
    check(rc == EXIT_OK and [r["system"] for r in doc["rows"]] == ["dutch", "sequential"]
          and doc["rows"][1]["edition"] is None and doc["tournaments"] == 2, "JSON rows of the chosen systems")
    rc, text, err = run("quality", "-k", "2", "-c", "9x5")
    check(rc == EXIT_OK and "Dutch 2026" in text and "tournaments paired to the end" in text, "the text table")
    # Four players cannot play five Swiss rounds without a rematch: noted, not
    # an error; round robin plays a second cycle.
    rc, text, err = run("quality", "-k", "2", "-c", "4x5", "--systems", "dutch2026,berger")
    check(rc == EXIT_OK and "note: Dutch 2026 could not pair 2 of 2" in text, "Dutch beyond a cycle: " + text)
    rc, out, err = run("quality", "-k", "2", "-c", "4x5", "--systems", "dutch2026,berger", "--format", "tsv")
    head, rows = read_tsv(out)
    col = {n: i for i, n in enumerate(head)}
    check([r[col["paired"]] for r in rows] == ["0", "2"] and rows[0][col["score_diff_pairs"]] == "NA"
          and rows[0][col["ms_per_event"]] != "NA", "no measure without a tournament paired to the end")
    for args in (["-k", "0"], ["-c", "9"], ["-c", "1x5"], ["--systems", "monrad"], ["--draw-rate", "2"],
                 ["--per-event"], ["extra"]):
        rc, _, err = run("quality", *args)
        check(rc == EXIT_USAGE and err.strip(), "quality %s is a usage error: %d" % (" ".join(args), rc))


def main():
    global SWISSCORE, CORPUS
    group, SWISSCORE, CORPUS = sys.argv[1], sys.argv[2], sys.argv[3]
    clitest.tool = SWISSCORE
    tests = {"check": test_check, "generate": test_generate, "stats": test_stats, "stats-batch": test_stats_batch,
             "quality": test_quality}
    with tempfile.TemporaryDirectory() as tmp:
        tests[group](tmp)
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
