#!/usr/bin/env python3
"""Tests of `swisscore standings`, one group per meson test.

  test-cli-standings.py GROUP SWISSCORE TIEBREAK_DATA

GROUP is standings, standings-formats, standings-errors or standings-cjk.
TIEBREAK_DATA is tests/data/tiebreak: reference tables of the FIDE
Technical Commission's tie-break calculator and their TRF inputs; the
values printed by the tool are compared with them. Standard library only.
"""

import json
import os
import sys
import tempfile
import unicodedata
from decimal import Decimal

import clitest
from clitest import check, run

EXIT_OK, EXIT_USAGE, EXIT_INPUT, EXIT_IO = 0, 1, 2, 3
CASCADE = "DE,BH/C1,BH,SB,PS,WIN,BPG,BWG"
RULESETS = ["fangzhuang-xiangqi", "fangzhuang-dual", "fangzhuang-chess", "jingkai-grading",
            "changping-grading", "xiangqi2011-buchholz", "xiangqi2011-progressive"]


def width(s):
    w = 0
    for ch in s:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Cc", "Cf", "Mn", "Me"):
            continue
        w += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return w


def reference(name, edition, ext=""):
    """Header and rows (by id) of a reference table."""
    path = os.path.join(DATA, "%s.%s%s.tsv" % (name, edition, ext))
    with open(path, encoding="utf-8") as f:
        lines = [l.rstrip("\n") for l in f if not l.startswith("#")]
    header = lines[0].split("\t")
    rows = {}
    for line in lines[1:]:
        cells = line.split("\t")
        rows[cells[0]] = dict(zip(header, cells))
    return header, rows


def parse_tsv(out):
    lines = out.rstrip("\n").split("\n")
    header = lines[0].split("\t")
    return header, [dict(zip(header, l.split("\t"))) for l in lines[1:]]


def trf(name):
    return os.path.join(DATA, "trf", name + ".trf")


def same_number(a, b):
    return Decimal(a) == Decimal(b)


# ---- groups -------------------------------------------------------------------

def test_standings():
    """Values and places of the tsv output equal the reference tables."""
    for name in ("hm_mixed_p12_r7", "hm_withdraw_p10_r7", "hm_210_p10_r6", "p25_r9_a"):
        for edition in ("2023", "2026"):
            rc, out, err = run("standings", trf(name), "--tiebreaks", CASCADE, "--unplayed", edition,
                               "--format", "tsv")
            check(rc == EXIT_OK, "%s %s exits 0 (%s)" % (name, edition, err.strip()))
            if rc != EXIT_OK:
                continue
            header, rows = parse_tsv(out)
            check(header == ["rank", "id", "name", "PTS"] + CASCADE.split(","),
                  "tsv header is rank, id, name, PTS and the codes: %s" % header)
            _, ref = reference(name, edition)
            check(len(rows) == len(ref), "%s: one row per player" % name)
            ranks = [int(r["rank"]) for r in rows]
            check(ranks == sorted(ranks), "%s: rows in ranking order" % name)
            for r in rows:
                want = ref[r["id"]]
                for code in ("rank", "PTS", "DE", "BH/C1", "BH", "SB", "PS", "WIN", "BPG", "BWG"):
                    check(same_number(r[code], want[code]),
                          "%s %s player %s %s: %s, reference %s" % (name, edition, r["id"], code, r[code], want[code]))
    # the extended codes too
    codes = "BH/C2,BH/M2,SB/C1,SB/C2,PS/C1,FB,AOB,KS,REP,STD,ARO/C1,PTP,APRO,APPO"
    rc, out, err = run("standings", trf("hm_mixed_p12_r7"), "-t", codes, "--unplayed", "2026", "-f", "tsv")
    check(rc == EXIT_OK, "extended codes exit 0 (%s)" % err.strip())
    if rc == EXIT_OK:
        _, rows = parse_tsv(out)
        _, ref = reference("hm_mixed_p12_r7", "2026", ".ext")
        for r in rows:
            for code in codes.split(","):
                check(same_number(r[code], ref[r["id"]][code]),
                      "ext player %s %s: %s, reference %s" % (r["id"], code, r[code], ref[r["id"]][code]))

    # the same cascade by Chinese names, and rulesets by name
    rc1, a, _ = run("standings", trf("hm_byes_p9_r7"), "-t", "BH/C1,BH,SB,WIN,LOT", "-f", "tsv", "--seed", "5")
    rc2, b, _ = run("standings", trf("hm_byes_p9_r7"), "-t", "对手分扣除I型,对手分,索伯分,胜局数,抽签", "-f", "tsv",
                    "--seed", "5")
    rc3, c, _ = run("standings", trf("hm_byes_p9_r7"), "--ruleset", "jingkai-grading", "-f", "tsv", "--seed", "5")
    check(rc1 == rc2 == rc3 == EXIT_OK and a == b == c,
          "descriptors, Chinese names and the jingkai ruleset give the same table")

    rc, out, _ = run("standings", "--list-rulesets")
    check(rc == EXIT_OK, "--list-rulesets exits 0")
    for name in RULESETS + ["方庄", "经开区", "昌平", "对手分,中间分,胜局数,抽签"]:
        check(name in out, "--list-rulesets mentions %s" % name)
    for name in RULESETS:
        rc, out, err = run("standings", trf("hm_mixed_p12_r7"), "--ruleset", name)
        check(rc == EXIT_OK and "Player01" in out, "ruleset %s works (%s)" % (name, err.strip()))


def test_standings_formats():
    path = trf("hm_mixed_p12_r7")
    rc, tsv, _ = run("standings", path, "-t", CASCADE + ",LOT", "-f", "tsv", "--seed", "9")
    rc2, js, err = run("standings", path, "-t", CASCADE + ",LOT", "-f", "json", "--seed", "9")
    rc3, txt, _ = run("standings", path, "-t", CASCADE + ",LOT", "--seed", "9")
    check(rc == rc2 == rc3 == EXIT_OK, "all formats exit 0 (%s)" % err.strip())
    if rc2 == EXIT_OK:
        doc = json.loads(js)
        _, rows = parse_tsv(tsv)
        check([c["code"] for c in doc["criteria"]] == ["PTS"] + CASCADE.split(",") + ["LOT"],
              "json lists the criteria")
        check(len(doc["standings"]) == len(rows) == 12, "json and tsv list every player")
        for j, t in zip(doc["standings"], rows):
            check(str(j["id"]) == t["id"] and str(j["rank"]) == t["rank"], "json and tsv agree on order and places")
            for code, v in j["values"].items():
                check(Decimal(str(v)) == Decimal(t[code]), "json %s of %s equals tsv" % (code, t["id"]))
        ranks = [s["rank"] for s in doc["standings"]]
        check(ranks == list(range(1, 13)), "lots leave no shared place")
    # lots are reproducible from the seed
    rc, again, _ = run("standings", path, "-t", CASCADE + ",LOT", "-f", "tsv", "--seed", "9")
    check(again == tsv, "the same seed draws the same lots")
    rows = [l for l in txt.split("\n") if l[:1].isdigit()]
    check(len(rows) == 12, "text lists 12 players")
    # shared places without lots
    rc, out, _ = run("standings", path, "-t", "WIN", "-f", "json")
    doc = json.loads(out)
    check(any(s["shared"] for s in doc["standings"]), "ties share the place without lots")
    # groups and filters
    rc, out, _ = run("standings", path, "-t", "BH", "-f", "tsv", "--rating-below", "2200")
    _, rows = parse_tsv(out)
    check(rc == EXIT_OK and len(rows) == 6 and [r["rank"] for r in rows] == [str(i) for i in range(1, 7)],
          "--rating-below 2200 lists the six players rated below 2200")
    rc, out, err = run("standings", path, "-t", "BH", "-f", "tsv", "--women-top", "3", "--within", "20")
    _, rows = parse_tsv(out)
    check(rc == EXIT_OK and len(rows) == 0, "no women in an all-male field (%s)" % err.strip())
    rc, out, _ = run("standings", "--list-rulesets", "-f", "json")
    doc = json.loads(out)
    check([r["name"] for r in doc][:len(RULESETS)] == RULESETS, "json ruleset list")
    rc, out, _ = run("standings", "--list-rulesets", "-f", "tsv")
    check(out.split("\n")[0].startswith("name\tname_zh\t"), "tsv ruleset list has a header")


def test_standings_errors(tmp):
    path = trf("hm_mixed_p12_r7")
    cases = [
        ((), EXIT_USAGE, "no input"),
        ((path,), EXIT_USAGE, "--ruleset NAME"),
        ((path, "-t", "BH", "-r", "jingkai-grading"), EXIT_USAGE, "not both"),
        ((path, "-t", "BH,FOO"), EXIT_USAGE, "FOO"),
        ((path, "-t", "WIN/C1"), EXIT_USAGE, "C1"),
        ((path, "-r", "nope"), EXIT_USAGE, "nope"),
        ((path, "-t", "BH", "--unplayed", "1999"), EXIT_USAGE, "1999"),
        ((path, "-t", "BH", "--within", "3"), EXIT_USAGE, "--women-top"),
        ((path, "-t", "BH", "-f", "xml"), EXIT_USAGE, "xml"),
        ((path, "-t", "BH", "--group", "U8"), EXIT_USAGE, "U8"),
        ((path, "-t", "BH", "--after-round", "9"), EXIT_USAGE, "round 9"),
        ((os.path.join(tmp, "missing.trf"), "-t", "BH"), EXIT_IO, "missing.trf"),
    ]
    for args, code, word in cases:
        rc, out, err = run("standings", *args)
        check(rc == code and word in err and any(l.startswith("swisscore") for l in err.splitlines()),
              "standings %s: exit %d with '%s' (got %d: %s)" % (" ".join(args), code, word, rc, err.strip()))
    bad = os.path.join(tmp, "bad.trf")
    with open(bad, "w") as f:
        f.write("001    1      Broken\n")
    rc, _, err = run("standings", bad, "-t", "BH")
    check(rc == EXIT_INPUT, "a malformed file exits 2 (got %d: %s)" % (rc, err.strip()))
    rc1, a, _ = run("help", "standings")
    rc2, b, _ = run("standings", "--help")
    check(rc1 == rc2 == EXIT_OK and a == b and a.startswith("Usage: swisscore standings"),
          "help standings equals standings --help")
    rc, out, _ = run("--help")
    check("standings" in out, "the global help lists standings")


def test_standings_cjk(tmp):
    names = ["王天一", "郑惟桐", "许银川", "赵鑫鑫", "蒋川", "洪智", "谢靖", "孙勇征", "汪洋", "吕钦", "胡荣华", "柳大华"]
    with open(trf("hm_mixed_p12_r7"), encoding="utf-8") as f:
        lines = f.read().split("\n")
    k = 0
    for i, line in enumerate(lines):
        if line.startswith("001 ") and k < len(names):
            lines[i] = line[:14] + names[k].ljust(33) + line[47:]
            k += 1
    path = os.path.join(tmp, "chinese.trf")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    spec = "对手分,中间分,累进分,胜局数,后手胜局数"
    rc, out, err = run("standings", path, "-t", spec)
    check(rc == EXIT_OK, "Chinese names and cascade exit 0 (%s)" % err.strip())
    rows = [l for l in out.split("\n") if l[:1].isdigit()]
    head = [l for l in out.split("\n") if l.startswith("Rank")]
    check(len(rows) == 12 and all(n in out for n in names), "every Chinese name printed intact")
    check(head and all(width(r) == width(head[0]) for r in rows),
          "columns aligned by display width:\n" + "\n".join(head + rows))
    rc, out, _ = run("standings", path, "-t", spec, "-f", "tsv")
    header, rows = parse_tsv(out)
    check(header[3:] == ["PTS", "BH", "BH/M1", "PS", "WIN", "BWG"], "Chinese names map to codes: %s" % header)
    check(sorted(r["name"] for r in rows) == sorted(names), "tsv keeps the names")
    rc, out, _ = run("standings", path, "-t", spec, "-f", "json")
    doc = json.loads(out)
    check([c["name_zh"] for c in doc["criteria"]][1:3] == ["对手分", "中间分"], "json carries Chinese names, one per column (BH/M1 is 中间分)")


def main():
    global SWISSCORE, DATA
    group, SWISSCORE, DATA = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
    clitest.tool = SWISSCORE
    tests = {"standings": test_standings, "standings-formats": test_standings_formats,
             "standings-errors": test_standings_errors, "standings-cjk": test_standings_cjk}
    with tempfile.TemporaryDirectory(prefix="swisscore-standings-") as tmp:
        fn = tests[group]
        fn(tmp) if fn.__code__.co_argcount else fn()
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
