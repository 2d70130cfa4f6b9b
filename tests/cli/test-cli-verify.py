#!/usr/bin/env python3
"""Tests of `swisscore verify` and the drop-in generator form
(`swisscore --dutch -g CONFIG -o OUT -s SEED`), one group per meson test.

  test-cli-verify.py GROUP SWISSCORE

GROUP is self (the library against its own command line, both editions and
directions: every round must be identical), differences (engines that
answer otherwise: each kind of difference is counted and kept as a case),
resume, generate or errors. Standard library only.
"""

import json
import os
import stat
import sys
import tempfile

import clitest
from clitest import check, run

EXIT_OK, EXIT_USAGE, EXIT_DIFFER = 0, 1, 5


def summary_json(out):
    try:
        return json.loads(out)
    except ValueError:
        check(False, "summary is not JSON: " + out[:200])
        return {"rows": [], "total": {}}


def test_self():
    """The tool as its own other engine: 100 % identical, every category."""
    for edition in ("2026", "2017"):
        extra = ["--engine-arg", "-e", "--engine-arg", edition]
        code, out, err = run("verify", "--engine", clitest.tool, *extra, "-e", edition,
                             "--direction", "both", "--seeds", "1..30", "--players", "5..30",
                             "--rounds", "4..8", "-j", "2", "-q", "--format", "json")
        check(code == EXIT_OK, "self %s: exit %d: %s" % (edition, code, err))
        s = summary_json(out)
        total = s.get("total", {})
        check(s.get("edition") == int(edition), "self %s: edition %r" % (edition, s.get("edition")))
        check(total.get("tournaments") == 60, "self %s: 60 tournaments, got %r" % (edition, total))
        check(total.get("rounds", 0) > 150, "self %s: rounds %r" % (edition, total.get("rounds")))
        check(total.get("identical") == total.get("rounds"), "self %s: not all identical: %r" % (edition, total))
        for key in ("colours_differ", "pairs_differ", "one_side_no_answer", "illegal", "failed"):
            check(total.get(key) == 0, "self %s: %s = %r" % (edition, key, total.get(key)))
        # 30 seeds over 10 categories: three tournaments per category and direction.
        rows = s.get("rows", [])
        check(len(rows) == 20, "self %s: 20 rows (10 categories x 2 directions), got %d" % (edition, len(rows)))
        for r in rows:
            check(r["tournaments"] == 3, "self %s: row %s/%s has %d tournaments"
                  % (edition, r["direction"], r["category"], r["tournaments"]))


FAKE = r'''#!%(python)s
# An engine that asks the real tool, then changes its answer by MODE.
import subprocess, sys
MODE = %(mode)r
args = sys.argv[1:]
if MODE == "crash":
    sys.exit(2)
if MODE.startswith("spy:") and "-p" in args:
    import os, shutil
    shutil.copy(args[1], os.path.join(MODE[4:], "%%d.trf" %% len(os.listdir(MODE[4:]))))
if MODE == "nopair" and "-p" in args:
    sys.exit(1)
code = subprocess.call([%(tool)r] + args)
if code != 0 or "-p" not in args:
    sys.exit(code)
out = args[args.index("-p") + 1]
lines = open(out).read().split("\n")
n = int(lines[0])
boards = [l.split() for l in lines[1:1 + n] if l.split()[1] != "0"]
byes = [l for l in lines[1:1 + n] if l.split()[1] == "0"]
if MODE == "swap" and boards:
    boards[0].reverse()
if MODE == "partners" and len(boards) >= 2:
    boards[0][1], boards[1][1] = boards[1][1], boards[0][1]
with open(out, "w") as f:
    f.write("%%d\n" %% n)
    for b in boards:
        f.write(" ".join(b) + "\n")
    for b in byes:
        f.write(b + "\n")
'''


def fake_engine(folder, mode, name=None):
    path = os.path.join(folder, "engine-" + (name or mode))
    with open(path, "w") as f:
        f.write(FAKE % {"python": sys.executable, "mode": mode, "tool": clitest.tool})
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
    return path


def test_categories():
    """The inputs of the accelerated and forbidden categories carry their
    records: XXA virtual points, and XXP pairs in every round's file."""
    with tempfile.TemporaryDirectory() as d:
        for cat, code in (("accelerated", "XXA "), ("forbidden", "XXP ")):
            seen = os.path.join(d, "seen-" + cat)
            os.mkdir(seen)
            engine = fake_engine(d, "spy:" + seen, "spy-" + cat)
            code_, out, err = run("verify", "--engine", engine, "--categories", cat, "--seeds", "1..3",
                                  "--players", "8..24", "--rounds", "5..7", "-j", "1", "-q", "--format", "json")
            check(code_ == EXIT_OK, "%s: exit %d: %s" % (cat, code_, err))
            total = summary_json(out).get("total", {})
            check(total.get("identical") == total.get("rounds", -1) > 0, "%s: %r" % (cat, total))
            files = [os.path.join(seen, f) for f in os.listdir(seen)]
            check(len(files) == total.get("rounds"), "%s: %d inputs for %r rounds" % (cat, len(files), total))
            having = 0
            for f in files:
                with open(f, encoding="utf-8") as fh:
                    having += any(l.startswith(code) for l in fh.read().splitlines())
            if cat == "forbidden":
                check(having == len(files), "forbidden: XXP in %d of %d inputs" % (having, len(files)))
            else:
                check(having >= 3, "accelerated: XXA in %d of %d inputs" % (having, len(files)))


def test_differences():
    with tempfile.TemporaryDirectory() as d:
        expect = {"swap": "colours_differ", "partners": "pairs_differ", "nopair": "one_side_no_answer",
                  "crash": "failed"}
        for mode, column in expect.items():
            out_dir = os.path.join(d, "run-" + mode)
            code, out, err = run("verify", "--engine", fake_engine(d, mode), "--seeds", "1..4",
                                 "--players", "10..14", "--rounds", "4..4", "--categories", "plain",
                                 "-j", "2", "-q", "-o", out_dir, "--format", "json")
            check(code == EXIT_DIFFER, "%s: exit %d (5 expected): %s" % (mode, code, err))
            total = summary_json(out).get("total", {})
            check(total.get("rounds") == 16, "%s: 16 rounds, got %r" % (mode, total))
            check(total.get(column) == 16, "%s: all 16 rounds in %s: %r" % (mode, column, total))
            check(total.get("identical") == 0, "%s: none identical: %r" % (mode, total))
            cases = sorted(os.listdir(os.path.join(out_dir, "cases")))
            check(len(cases) == 16, "%s: 16 case folders, got %d" % (mode, len(cases)))
            if not cases:
                continue
            case = os.path.join(out_dir, "cases", cases[0])
            files = sorted(os.listdir(case))
            check("input.trf" in files and "why.txt" in files, "%s: case files %r" % (mode, files))
            # The kept input pairs again, by the library, as its pairs file says.
            if "library.pairs" in files:
                code, pairs, err = run("--dutch", os.path.join(case, "input.trf"), "-p")
                with open(os.path.join(case, "library.pairs")) as f:
                    kept = f.read()
                check(code == 0 and sorted(pairs.split("\n")[1:]) == sorted(kept.split("\n")[1:]),
                      "%s: the kept input does not give the kept pairing: %r vs %r" % (mode, pairs, kept))
            with open(os.path.join(case, "why.txt")) as f:
                why = f.read()
            if mode == "swap":
                check("other colours" in why, "swap: why.txt says %r" % why)
                with open(os.path.join(case, "engine.pairs")) as f:
                    theirs = f.read().split("\n")
                with open(os.path.join(case, "library.pairs")) as f:
                    ours = f.read().split("\n")
                check(theirs[1].split() == ours[1].split()[::-1], "swap: board 1 not reversed: %r %r"
                      % (theirs[1], ours[1]))
            if mode == "nopair":
                check("found no pairing" in why, "nopair: why.txt says %r" % why)


def test_resume():
    with tempfile.TemporaryDirectory() as d:
        args = ["verify", "--engine", clitest.tool, "--players", "6..12", "--rounds", "3..5", "-j", "2",
                "-q", "-o", d, "--format", "tsv"]
        code, out, err = run(*args, "--seeds", "1..6")
        check(code == EXIT_OK, "resume: first run exit %d: %s" % (code, err))
        with open(os.path.join(d, "results.tsv")) as f:
            first = f.read().splitlines()
        check(len(first) == 6, "resume: 6 lines after the first run, got %d" % len(first))
        code, out, err = run(*args, "--seeds", "1..10")
        with open(os.path.join(d, "results.tsv")) as f:
            lines = f.read().splitlines()
        check(len(lines) == 10, "resume: 10 lines after the second run, got %d" % len(lines))
        seeds = sorted(int(l.split("\t")[3]) for l in lines)
        check(seeds == list(range(1, 11)), "resume: seeds %r" % seeds)
        total = [l.split("\t") for l in out.splitlines() if l.startswith("all\t")]
        check(len(total) == 1 and total[0][2] == "10", "resume: the summary counts all 10: %r" % out)
        check(total and total[0][3] == total[0][4], "resume: rounds == identical: %r" % total)


def test_generate():
    with tempfile.TemporaryDirectory() as d:
        cfg = os.path.join(d, "rtg.cfg")
        with open(cfg, "w") as f:
            f.write("# a random tournament\nPlayersNumber=17\nRoundsNumber=6\nDrawPercentage=40\n"
                    "ForfeitRate=20\nHalfPointByeRate=25\nHighestRating=2400\nLowestRating=1500\n"
                    "PointsForWin=3.0\nPointsForDraw=1.0\nPointsForLoss=0.0\n")
        trf = os.path.join(d, "out.trf")
        code, out, err = run("--dutch", "-g", cfg, "-o", trf, "-s", "77")
        check(code == 0, "generate: exit %d: %s" % (code, err))
        code, info, err = run("info", "--format", "json", trf)
        check(code == 0, "generate: info exit %d: %s" % (code, err))
        doc = json.loads(info) if code == 0 else {}
        check(len(doc.get("players", [])) == 17, "generate: 17 players: %r" % info[:300])
        rounds = doc.get("rounds", {})
        check(rounds.get("paired") == 6 and rounds.get("complete") == 6, "generate: 6 rounds: %r" % rounds)
        check(doc.get("settings", {}).get("points", {}).get("win") == 3.0, "generate: 3 points a win: %r"
              % doc.get("settings"))
        ratings = [p.get("rating") for p in doc.get("players", [])]
        check(ratings and all(1500 <= r <= 2400 for r in ratings), "generate: ratings %r" % ratings)
        # The same seed gives the same file; another seed another one.
        trf2 = os.path.join(d, "again.trf")
        run("--dutch", "-g", cfg, "-o", trf2, "-s", "77")
        trf3 = os.path.join(d, "other.trf")
        run("--dutch", "-g", cfg, "-o", trf3, "-s", "78")
        with open(trf, "rb") as a, open(trf2, "rb") as b, open(trf3, "rb") as c:
            x, y, z = a.read(), b.read(), c.read()
        check(x == y, "generate: same seed, different files")
        check(x != z, "generate: another seed, the same file")
        check(b"\nBBW  3.0" in x and b"\nBBD  1.0" in x, "generate: the 3/1/0 points are not in the file")
        # The library re-pairs every round of its own generated file.
        code, out, err = run("check", "-q", trf)
        check(code == 0, "generate: check of the generated file: exit %d: %s %s" % (code, out, err))


def test_errors():
    with tempfile.TemporaryDirectory() as d:
        code, out, err = run("verify")
        check(code == EXIT_USAGE and "--engine" in err, "errors: no engine: %d %r" % (code, err))
        for args, word in ((["--seeds", "9..3"], "seed"), (["--players", "1..5"], "player"),
                           (["--categories", "plain,nonsense"], "nonsense"), (["--direction", "up"], "direction"),
                           (["-j", "0"], "job"), (["--format", "xml"], "format"), (["-e", "2019"], "edition")):
            code, out, err = run("verify", "--engine", clitest.tool, *args)
            check(code == EXIT_USAGE and word in err, "errors: %r: %d %r" % (args, code, err))
        # An engine that does not exist fails every round; the run says so.
        code, out, err = run("verify", "--engine", os.path.join(d, "missing"), "--seeds", "1..2", "-q",
                             "--players", "6..6", "--rounds", "3..3", "--format", "json")
        total = summary_json(out).get("total", {}) if out else {}
        check(code == EXIT_DIFFER and total.get("failed") == 6, "errors: missing engine: %d %r %r"
              % (code, total, err))
        cfg = os.path.join(d, "bad.cfg")
        for text, word in (("PlayersNumber=10\n", "RoundsNumber"), ("PlayersNumber=10\nRoundsNumber=3\nColour=1\n",
                                                                     "Colour"),
                           ("PlayersNumber=ten\nRoundsNumber=3\n", "PlayersNumber"),
                           ("PlayersNumber=10\nRoundsNumber=3\nForfeitRate=0.5\n", "ForfeitRate")):
            with open(cfg, "w") as f:
                f.write(text)
            code, out, err = run("--dutch", "-g", cfg, "-o", os.path.join(d, "x.trf"))
            check(code == 3 and word in err, "errors: config %r: %d %r" % (text, code, err))
        code, out, err = run("--dutch", "-g", os.path.join(d, "none.cfg"), "-o", os.path.join(d, "x.trf"))
        check(code == 5, "errors: missing config: exit %d" % code)
        code, out, err = run("--dutch", "-g", cfg, "-p")
        check(code == 3, "errors: -g with -p: exit %d" % code)
        # Too many rounds for the field: "no legal pairing", as bbpPairings answers.
        with open(cfg, "w") as f:
            f.write("PlayersNumber=4\nRoundsNumber=6\n")
        code, out, err = run("--dutch", "-g", cfg, "-o", os.path.join(d, "x.trf"))
        check(code == 1, "errors: 4 players, 6 rounds: exit %d %r" % (code, err))


TB_FAKE = r'''#!%(python)s
# The tool's tie-break calculator form, then one value changed, or a crash.
import subprocess, sys
MODE = %(mode)r
args = sys.argv[1:]
if MODE == "crash":
    sys.exit(3)
code = subprocess.call([%(tool)r, "verify", "--as-tiebreakchecker"] + args)
out = args[args.index("-o") + 1]
lines = open(out).read().split("\n")
cells = lines[1].split("\t")
cells[3] = "999.5"  # player 1's first code after PTS
lines[1] = "\t".join(cells)
open(out, "w").write("\n".join(lines))
sys.exit(code)
'''


def test_tiebreaks():
    """--tiebreaks against the tool's own calculator form: every value
    identical in both C.07 editions; a changed value (in each of the two
    runs per tournament: the codes, then the cascade for DE and the rank)
    and a crash counted."""
    engine = clitest.tool + " verify --as-tiebreakchecker"
    for edition in ("2026", "2023"):
        code, out, err = run("verify", "--tiebreaks", "--engine", engine, "-e", edition, "--seeds", "1..10",
                             "--players", "5..30", "--rounds", "4..8", "-j", "2", "-q", "--format", "json")
        check(code == EXIT_OK, "tiebreaks %s: exit %d: %s" % (edition, code, err))
        s = summary_json(out)
        total = s.get("total", {})
        check(s.get("tiebreaks") is True and s.get("edition") == int(edition), "tiebreaks %s: %r" % (edition, s))
        check(total.get("tournaments") == 10, "tiebreaks %s: 10 tournaments: %r" % (edition, total))
        check(total.get("values", 0) > 10 * 5 * 20, "tiebreaks %s: values %r" % (edition, total))
        check(total.get("identical") == total.get("values") and total.get("differ") == 0
              and total.get("failed") == 0, "tiebreaks %s: %r" % (edition, total))
        check(len(s.get("rows", [])) == 10, "tiebreaks %s: a row per category" % edition)
    with tempfile.TemporaryDirectory() as d:
        for mode, key, want in (("change", "differ", 6), ("crash", "failed", 3)):
            path = os.path.join(d, "tb-" + mode)
            with open(path, "w") as f:
                f.write(TB_FAKE % {"python": sys.executable, "mode": mode, "tool": clitest.tool})
            os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
            out_dir = os.path.join(d, "run-" + mode)
            code, out, err = run("verify", "--tiebreaks", "--engine", path, "--seeds", "1..3",
                                 "--players", "6..12", "--rounds", "5..5", "-j", "1", "-q", "--format", "json",
                                 "-o", out_dir)
            check(code == EXIT_DIFFER, "tiebreaks %s: exit %d: %s" % (mode, code, err))
            total = summary_json(out).get("total", {})
            check(total.get(key) == want, "tiebreaks %s: %s = %r" % (mode, key, total))
            cases = os.listdir(os.path.join(out_dir, "cases"))
            check(len(cases) == 3, "tiebreaks %s: 3 cases, got %r" % (mode, cases))
            if mode == "change" and cases:
                why = open(os.path.join(out_dir, "cases", sorted(cases)[0], "why.txt")).read()
                check("player 1 BH: the other program 999.5" in why and "player 1 DE: the other program 999.5" in why,
                      "tiebreaks change: why.txt %r" % why)
                files = sorted(os.listdir(os.path.join(out_dir, "cases", sorted(cases)[0])))
                check(files == ["engine-cascade.tsv", "engine.tsv", "input.trf", "why.txt"],
                      "tiebreaks change: case files %r" % files)


def pairs_of(path):
    with open(path, encoding="utf-8") as f:
        lines = [l.split() for l in f.read().splitlines() if l.strip()]
    return int(lines[0][0]), sorted(tuple(l) for l in lines[1:])


def test_xxcrank():
    """XXC rank: the pairing order is the order of the player lines, as the
    reference engines read it, not the rank column (tests/data/xxc-rank)."""
    data = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "xxc-rank")
    trf = os.path.join(data, "xxc_rank.trf")
    with tempfile.TemporaryDirectory() as tmp:
        for edition in ("2026", "2017"):
            out = os.path.join(tmp, "out-" + edition)
            code, _, err = run("--dutch", "-e", edition, trf, "-p", out)
            check(code == EXIT_OK, "xxc rank %s: exit %d: %s" % (edition, code, err))
            if code != EXIT_OK:
                continue
            got = pairs_of(out)
            want = pairs_of(os.path.join(data, "xxc_rank.%s.expected" % edition))
            check(got == want, "xxc rank %s: %r, the reference %r" % (edition, got, want))


GROUPS = {"self": test_self, "differences": test_differences, "resume": test_resume,
          "generate": test_generate, "errors": test_errors, "xxcrank": test_xxcrank,
          "categories": test_categories, "tiebreaks": test_tiebreaks}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in GROUPS:
        sys.exit("usage: test-cli-verify.py GROUP SWISSCORE")
    clitest.tool = os.path.abspath(sys.argv[2])
    GROUPS[sys.argv[1]]()
    sys.exit(clitest.finish(sys.argv[1]))
