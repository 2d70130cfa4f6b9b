#!/usr/bin/env python3
"""Tests of `swisscore check`, `generate` and `stats`, one group per meson test.

  test-cli-analysis.py GROUP SWISSCORE CORPUS

GROUP is check, generate or stats; CORPUS is tests/data/corpus (complete
tournaments paired by the reference engine). Standard library only.
"""

import json
import os
import subprocess
import sys
import tempfile

import clitest
from clitest import check, failures, run

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


def test_stats(tmp):
    counted = ["boards", "score_diff_pairs", "downfloaters", "upfloaters", "down_repeat1", "up_repeat1",
               "down_repeat2", "up_repeat2", "pref_mild_unmet", "pref_strong_unmet", "pref_absolute_unmet",
               "colour_diff_beyond2", "same_colour3", "pab", "rematches"]
    for path in corpus_files():
        rc, tsv, err = run("stats", "--format", "tsv", path)
        check(rc == EXIT_OK, "stats tsv %s: %s" % (path, err))
        rows = [l.split("\t") for l in tsv.splitlines()]
        head, body = rows[0], rows[1:]
        check(all(len(r) == len(head) for r in body), "every TSV row has every column")
        rounds, total = body[:-1], body[-1]
        check(total[0] == "all" and [r[0] for r in rounds] == [str(i + 1) for i in range(len(rounds))],
              "TSV rows are rounds 1..n, then all")
        col = {name: i for i, name in enumerate(head)}
        for name in counted:
            check(sum(int(r[col[name]]) for r in rounds) == int(total[col[name]]),
                  "%s: the total of %s is the sum of the rounds" % (path, name))
        check(all(int(r[col["rematches"]]) == 0 for r in body), "no rematch in a reference tournament")
        check(int(rounds[0][col["score_diff_pairs"]]) == 0, "round 1 pairs equal scores only")
        sq = sum(float(r[col["score_diff_sq"]]) for r in rounds)
        check(abs(sq - float(total[col["score_diff_sq"]])) < 1e-6, "squares add up")
        pab_sum = sum(sum(float(x) for x in r[col["pab_scores"]].split(",")) for r in rounds
                      if r[col["pab_scores"]] != "-")
        check(abs(pab_sum - float(total[col["pab_scores"]])) < 1e-6, "PAB scores add up")

        rc, js, err = run("stats", "--format", "json", path)
        check(rc == EXIT_OK, "stats json %s: %s" % (path, err))
        doc = json.loads(js)
        check(len(doc["rounds"]) == len(rounds), "one JSON object per round")
        for r, obj in zip(rounds, doc["rounds"]):
            for name in counted:
                check(obj[name] == int(r[col[name]]), "%s: JSON and TSV agree on %s" % (path, name))
            check(len(obj["pab_scores"]) == obj["pab"], "one PAB score per PAB")
        for name in counted:
            check(doc["total"][name] == int(total[col[name]]), "JSON total of %s" % name)

        rc, text, _ = run("stats", path)
        check(rc == EXIT_OK and len([l for l in text.splitlines() if l.strip()]) == len(rounds) + 2,
              "text table of %s" % path)
    rc, _, err = run("stats", "--format", "xml", corpus_files()[0])
    check(rc == EXIT_USAGE, "stats with an unknown format")
    rc, _, err = run("stats")
    check(rc == EXIT_USAGE, "stats without a file")


def main():
    global SWISSCORE, CORPUS
    group, SWISSCORE, CORPUS = sys.argv[1], sys.argv[2], sys.argv[3]
    clitest.tool = SWISSCORE
    tests = {"check": test_check, "generate": test_generate, "stats": test_stats}
    with tempfile.TemporaryDirectory() as tmp:
        tests[group](tmp)
    if failures:
        print("%d check(s) failed" % len(failures), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
