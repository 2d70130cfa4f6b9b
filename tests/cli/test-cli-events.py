#!/usr/bin/env python3
"""Tests of `swisscore arena`, `knockout` and `grades`, one group per meson test.

  test-cli-events.py GROUP SWISSCORE EXAMPLES_DATA

GROUP is arena, arena-errors, knockout, knockout-errors, grades,
grades-errors or grades-prizes. EXAMPLES_DATA is examples/data. The expected leaderboards,
knockout outcomes and grades are worked out here by hand from the rules of
the 2015 document (win +2, draw +1, loss -2, escape -2 / +2, 清零; a drawn
decider is a win for Black; the grade tables), not by running the code.
Standard library only.
"""

import json
import os
import sys
import tempfile

import clitest
from clitest import check, run

EXIT_OK, EXIT_USAGE, EXIT_INPUT, EXIT_IO = 0, 1, 2, 3


def parse_tsv(out):
    lines = out.rstrip("\n").split("\n")
    header = lines[0].split("\t")
    return [dict(zip(header, l.split("\t"))) for l in lines[1:] if l]


def write(tmp, name, text):
    path = os.path.join(tmp, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


# ---- arena -------------------------------------------------------------------

# examples/data/arena-xiangqi.tsv, by hand (W +2, D +1, L -2, escape -2 / +2):
#   赵大 W, escaped, W, W, W, W: 8 points, 6 games, 5 wins, 1 escape
#   孙三 D, W, L, L, W, W: 3;  李四 D, W (escape), L, D, L, L: -2
#   钱二 L, L, W, D (= -1), reset, L, L: -4 in 2 games
WANT_ARENA = {
    "赵大": ("8", 5, 0, 0, 1, 6), "孙三": ("3", 3, 2, 1, 0, 6),
    "李四": ("-2", 1, 3, 2, 0, 6), "钱二": ("-4", 0, 2, 0, 0, 2),
}


def test_arena(tmp):
    games = os.path.join(DATA, "arena-xiangqi.tsv")
    rc, out, err = run("arena", games, "--preset", "xiangqi-2015-jinji", "-f", "tsv",
                       "--grades", "xiangqi-2015-jinji")
    check(rc == EXIT_OK, "arena tsv exits 0 (%s)" % err.strip())
    rows = parse_tsv(out)
    check([r["name"] for r in rows] == ["赵大", "孙三", "李四", "钱二"], "leaderboard order")
    for r in rows:
        pts, w, l, d, esc, g = WANT_ARENA[r["name"]]
        check((r["points"], int(r["wins"]), int(r["losses"]), int(r["draws"]), int(r["escapes"]),
               int(r["games"])) == (pts, w, l, d, esc, g), "row of %s: %s" % (r["name"], r))
    # 责任局数 5 and 6 points: only 赵大; grade 五级棋士 for 6 points in 5 games
    check([r["name"] for r in rows if r["status"] == "qualified"] == ["赵大"], "qualifiers")
    check(rows[0]["grade"] == "五级棋士" and all(r["grade"] == "" for r in rows[1:]), "grades column")
    # average game time of 赵大: 9:21 + 4:00 + 8:40 + 9:27 + 9:18 + 9:40 = 3026 s / 6 = 504
    check(rows[0]["avg_time"] == "504", "average game time %s" % rows[0]["avg_time"])
    # the same as JSON, and as JSON input
    rc, out, _ = run("arena", games, "--preset", "xiangqi-2015-jinji", "-f", "json")
    doc = json.loads(out)
    check(rc == EXIT_OK and doc["games"] == 12 and doc["resets"] == 1 and doc["qualified"] == 1, "json totals")
    check([r["name"] for r in doc["rows"]] == [r["name"] for r in rows], "json order")
    recs = []
    for line in open(games, encoding="utf-8"):
        if line.startswith("#") or line.startswith("white"):
            continue
        c = line.rstrip("\n").split("\t")
        rec = {"white": c[0], "result": c[2], "end": c[4]}
        if c[1]:
            rec["black"] = c[1]
        if c[3]:
            rec["duration"] = c[3]
        recs.append(rec)
    jpath = write(tmp, "games.json", json.dumps({"games": recs[::-1]}, ensure_ascii=False))
    rc, out2, _ = run("arena", jpath, "--preset", "xiangqi-2015-jinji", "-f", "json")
    check(rc == EXIT_OK and json.loads(out2)["rows"] == doc["rows"], "JSON input in any order gives the same board")
    # text: the document's columns, Chinese time, own row below
    rc, out, _ = run("arena", games, "--preset", "xiangqi-2015-jinji", "--player", "钱二")
    check(rc == EXIT_OK and "8分24秒" in out and "qualified" in out and out.count("钱二") == 2, "text board")
    # options: a period that leaves out the afternoon, a quota, another point system
    rc, out, _ = run("arena", games, "--preset", "xiangqi-2015-jinji", "-f", "json",
                     "--period", "2015-08-15 09:00..2015-08-15 12:01")
    doc = json.loads(out)
    check(doc["games"] == 8 and doc["ignored_period"] == 4, "period: %s" % doc["games"])
    rc, out, _ = run("arena", games, "--points", "3,1,0", "--threshold", "3", "--quota", "2", "-f", "tsv")
    rows = {r["name"]: r for r in parse_tsv(out)}
    # 3/1/0 and escapes -2 / +2: 赵大 5 wins = 15 - 2 = 13; 孙三 3 W 1 D = 10; 李四 1 D + 1 D + escape win 2 = 4
    check(rows["赵大"]["points"] == "13" and rows["孙三"]["points"] == "10" and rows["李四"]["points"] == "4",
          "custom points: %s" % {k: v["points"] for k, v in rows.items()})
    check(sorted(k for k, v in rows.items() if v["status"] == "qualified") == ["孙三", "赵大"], "quota 2")
    rc, out, _ = run("arena", "--list-presets", "-f", "tsv")
    check(rc == EXIT_OK and len(parse_tsv(out)) == 6, "six presets")
    rc, out, _ = run("arena", "-", "--preset", "go-2015-haixuan", "-f", "tsv",
                     stdin="white\tblack\tresult\tend\nA\tB\t1-0\t2015-08-01 10:00\nA\tC\t1-0\t2015-08-01 10:30\n")
    rows = parse_tsv(out)
    check(rc == EXIT_OK and rows[0]["name"] == "A" and rows[0]["points"] == "4" and rows[0]["status"] == "qualified",
          "stdin, Go: 4 points qualify")


def test_arena_errors(tmp):
    cases = [
        ("white\tblack\tresult\nA\tB\t2-0\n", EXIT_INPUT, ":2:5:"),
        ("white\tblack\tresult\tend\nA\tB\t1-0\tyesterday\n", EXIT_INPUT, ":2:9:"),
        ("white\tblack\tresult\tcolour\n", EXIT_INPUT, ":1:20:"),
        ("[{\"white\": \"A\", \"black\": \"B\", \"result\": \"1:0\"}]", EXIT_INPUT, "$[0].result"),
        ("[{\"white\": \"A\", \"black\": \"B\" \"result\": \"1-0\"}]", EXIT_INPUT, ":1:"),
        ("white\tblack\tresult\nA\tB\t=\n", EXIT_INPUT, "draws are not allowed"),
    ]
    for i, (text, code, word) in enumerate(cases):
        path = write(tmp, "bad%d.tsv" % i, text)
        rc, out, err = run("arena", path, "--preset", "go-2015-haixuan")
        check(rc == code and word in err and path in err and out == "",
              "arena bad %d: exit %d with '%s' (got %d: %s)" % (i, code, word, rc, err.strip()))
    for args, code, word in [
        (("arena",), EXIT_USAGE, "no games file"),
        (("arena", "x.tsv", "--preset", "nope"), EXIT_USAGE, "nope"),
        (("arena", "x.tsv", "--points", "2,1"), EXIT_USAGE, "points"),
        (("arena", "x.tsv", "--period", "2015-08-14..2015-08-01"), EXIT_USAGE, "period"),
        (("arena", "x.tsv", "--order", "points,luck"), EXIT_USAGE, "luck"),
        (("arena", os.path.join(tmp, "missing.tsv")), EXIT_IO, "missing.tsv"),
    ]:
        rc, out, err = run(*args)
        check(rc == code and word in err and err.startswith("swisscore"),
              "%s: exit %d with '%s' (got %d: %s)" % (" ".join(args), code, word, rc, err.strip()))
    rc1, a, _ = run("help", "arena")
    rc2, b, _ = run("arena", "--help")
    check(rc1 == rc2 == EXIT_OK and a == b and "Example:" in a, "help arena with an example")


# ---- knockout ----------------------------------------------------------------

# examples/data/ruwei-xiangqi.tsv by hand: round 1 甲 beats 乙, 丙-丁 drawn twice (the
# decider's Black, 丙, wins), 己 escapes against 戊, 庚 unmatched goes through, 壬 beats
# 辛; round 2 丙 beats 甲, 戊 beats 庚, 壬 absent; round 3 丙 beats 戊.
WANT_KO = {
    "甲": ("out", "2", "game"), "乙": ("out", "1", "game"), "丙": ("qualified", "0", ""),
    "丁": ("out", "1", "decider"), "戊": ("out", "3", "game"), "己": ("out", "1", "escape"),
    "庚": ("out", "2", "game"), "辛": ("out", "1", "game"), "壬": ("out", "2", "absent"),
}


def test_knockout(tmp):
    games = os.path.join(DATA, "ruwei-xiangqi.tsv")
    # the preset's quota of 240 would bring everybody back: no repechage here
    rc, out, err = run("knockout", games, "--preset", "xiangqi-2015-ruwei", "--repechage", "none", "-f", "tsv",
                       "--grades", "xiangqi-2015-ruwei")
    check(rc == EXIT_OK, "knockout exits 0 (%s)" % err.strip())
    rows = {r["name"]: r for r in parse_tsv(out)}
    for name, (status, rnd, how) in WANT_KO.items():
        r = rows[name]
        check((r["status"], r["out_round"], r["how_out"]) == (status, rnd, how), "%s: %s" % (name, r))
    # 胜 三级棋士, 负 四级棋士; the escaper gets none
    check(rows["丙"]["grade"] == "三级棋士" and rows["甲"]["grade"] == "四级棋士" and rows["己"]["grade"] == "",
          "knockout grades")
    # quota 3: the repechage takes 戊 (out in round 3), then one of 甲, 庚, 壬 (round 2)
    # by lot; 壬 was absent and never comes back
    rc, out, _ = run("knockout", games, "--preset", "xiangqi-2015-ruwei", "--quota", "3", "-f", "json")
    doc = json.loads(out)
    rep = sorted(p["name"] for p in doc["players"] if p["status"] == "repechage")
    check(len(rep) == 2 and "戊" in rep and ("甲" in rep or "庚" in rep), "repechage %s" % rep)
    check(len(doc["rounds"]) == 3 and doc["rounds"][0]["pairs"][1]["how"] == "decider", "json rounds")
    # pairing: random from the seed is reproducible, seeded follows the bracket
    ent = write(tmp, "entrants.txt", "甲\t1\n乙\t2\n丙\t3\n丁\t4\n戊\t5\n")
    a = run("knockout", "--pair", "--players", ent, "--pairing", "random", "--seed", "9", "-f", "tsv")
    b = run("knockout", "--pair", "--players", ent, "--pairing", "random", "--seed", "9", "-f", "tsv")
    check(a[0] == EXIT_OK and a == b and len(parse_tsv(a[1])) == 3, "random pairing reproducible")
    rc, out, _ = run("knockout", "--pair", "--players", ent, "--pairing", "seeded", "-f", "tsv")
    pairs = [(r["white"], r["black"]) for r in parse_tsv(out)]
    # bracket of 8: 1-8, 4-5, 2-7, 3-6; seeds 6 to 8 are byes
    check(pairs == [("甲", ""), ("丁", "戊"), ("乙", ""), ("丙", "")], "seeded bracket %s" % pairs)
    # round 2 of the bracket after round 1
    r1 = write(tmp, "r1.tsv", "round\twhite\tblack\tresult\n1\t丁\t戊\t0-1\n")
    rc, out, err = run("knockout", r1, "--pair", "--players", ent, "--pairing", "seeded", "-f", "tsv")
    pairs = [(r["white"], r["black"]) for r in parse_tsv(out)]
    check(rc == EXIT_OK and pairs == [("甲", "戊"), ("乙", "丙")], "bracket round 2 %s %s" % (pairs, err))
    rc, out, _ = run("knockout", "--list-presets", "-f", "tsv")
    check(rc == EXIT_OK and len(parse_tsv(out)) == 2, "two knockout presets")


def test_knockout_errors(tmp):
    cases = [
        ("round\twhite\tblack\tresult\n1\tA\tB\t=\n1\tA\tB\t1-0\n", ":3:1:", "swap"),
        ("white\tblack\tresult\nA\tB\t1-0\n", ":2:1:", "round"),
        ("round\twhite\tblack\tresult\n1\tA\tB\t1-0\n2\tB\tC\t1-0\n", ":3:1:", "is out"),
        ("round\twhite\tblack\tresult\n1\tA\tB\t=\n", ": ", "no decisive result"),
    ]
    for i, (text, where, word) in enumerate(cases):
        path = write(tmp, "ko%d.tsv" % i, text)
        rc, out, err = run("knockout", path, "--preset", "xiangqi-2015-ruwei")
        check(rc == EXIT_INPUT and (path + where) in err and word in err,
              "knockout bad %d (got %d: %s)" % (i, rc, err.strip()))
    bad = write(tmp, "players.txt", "甲\t1\n乙\tx\n")
    rc, _, err = run("knockout", "--pair", "--players", bad)
    check(rc == EXIT_INPUT and bad + ":2:3:" in err, "players file error %s" % err.strip())
    for args, code, word in [
        (("knockout",), EXIT_USAGE, "no games file"),
        (("knockout", "x", "--pairing", "swiss"), EXIT_USAGE, "pairing"),
        (("knockout", "x", "--draw-rule", "coin"), EXIT_USAGE, "draw-rule"),
    ]:
        rc, _, err = run(*args)
        check(rc == code and word in err, "%s (got %d: %s)" % (" ".join(args), rc, err.strip()))
    rc1, a, _ = run("help", "knockout")
    check(rc1 == EXIT_OK and "Example:" in a and a.startswith("Usage: swisscore knockout"), "help knockout")


# ---- grades ------------------------------------------------------------------

# examples/data/open9.trf after 3 rounds: scores 2, 3, 1, 2, 1.5, 0.5, 2, 1, 1.
SCORES = {1: 2.0, 2: 3.0, 3: 1.0, 4: 2.0, 5: 1.5, 6: 0.5, 7: 2.0, 8: 1.0, 9: 1.0}


def test_grades(tmp):
    trf = os.path.join(DATA, "open9.trf")
    rc, out, _ = run("grades", "--list", "-f", "tsv")
    tables = {r["name"]: r for r in parse_tsv(out)}
    check(rc == EXIT_OK and len(tables) == 25 and tables["changping-2024"]["kind"] == "score-rate", "table list")
    # finals: places by score, shared: 2 (3.0) 1st; 1, 4, 7 (2.0) 2nd; 5 5th; 3, 8, 9 6th; 6 9th
    rc, out, err = run("grades", trf, "--table", "xiangqi-2015-final", "-f", "tsv")
    rows = {int(r["id"]): r for r in parse_tsv(out)}
    check(rc == EXIT_OK, "grades final (%s)" % err.strip())
    want = {2: 1, 1: 2, 4: 2, 7: 2, 5: 5, 3: 6, 8: 6, 9: 6, 6: 9}
    for pid, place in want.items():
        grade = "地方大师" if place <= 6 else "一级棋士"
        check(rows[pid]["place"] == str(place) and rows[pid]["grade"] == grade,
              "final %d: %s" % (pid, rows[pid]))
    # 昌平: the organiser's thresholds and each player's current grade
    th = write(tmp, "cca.txt", "# organiser\n*  +1  50%\n*  +2  100%\n成年组 六级棋士 60%\n")
    cur = write(tmp, "current.tsv", "2\t十级棋士\n5\t无级\n6\t无级\n1\t三级棋士\n4\t无级\t业余成年组\n"
                                    "7\t十五级棋士\n3\t九级棋士\n")
    rc, out, err = run("grades", trf, "--table", "changping-2024", "--thresholds", th, "--current", cur,
                       "-f", "tsv")
    rows = {int(r["id"]): r for r in parse_tsv(out)}
    check(rc == EXIT_OK, "grades changping (%s)" % err.strip())
    # 2: 100% → +2 from 十级 = 八级, the 十级组 cap 八级; 5: 50% → 十五级; 6: 16.7% none;
    # 1: no 三级组; 4 (adult): 66.7% ≥ 60% → 六级; 7: 66.7% → +1 = 十四级 (cap 十三级);
    # 3: 33.3% none
    want = {2: "八级棋士", 5: "十五级棋士", 6: "", 1: "", 4: "六级棋士", 7: "十四级棋士", 3: ""}
    for pid, grade in want.items():
        check(rows[pid]["grade"] == grade, "changping %d: %s" % (pid, rows[pid]))
    check(rows[2]["cap"] == "八级棋士" and rows[7]["cap"] == "十三级棋士", "caps shown")
    check(rows[5]["rate"] == "50.0%" and rows[6]["rate"] == "16.7%", "rates %s %s" % (rows[5]["rate"], rows[6]["rate"]))
    rc, out, _ = run("grades", trf, "--table", "changping-2024", "--thresholds", th, "--current", cur,
                     "-f", "json")
    doc = json.loads(out)
    check(rc == EXIT_OK and doc["kind"] == "score-rate" and
          {r["id"]: r["grade"] for r in doc["rows"]}[4] == "六级棋士", "json grades")
    rc, out, _ = run("grades", "--example-thresholds")
    check(rc == EXIT_OK and "EXAMPLE ONLY" in out, "example thresholds are marked")
    rc, out, _ = run("grades", trf, "--table", "jingkaiqu-2026", "--thresholds", "example", "--current", cur)
    check(rc == EXIT_OK and "may apply for a grade" in out, "example thresholds run")


def test_grades_errors(tmp):
    trf = os.path.join(DATA, "open9.trf")
    th = write(tmp, "bad.txt", "*  +1  50%\n*  九级  5o%\n")
    rc, _, err = run("grades", trf, "--table", "changping-2024", "--thresholds", th)
    check(rc == EXIT_INPUT and th + ":2:8:" in err, "bad thresholds: %s" % err.strip())
    cur = write(tmp, "cur.tsv", "2\t十级棋士\n99\t无级\n")
    rc, _, err = run("grades", trf, "--table", "changping-2024", "--thresholds", "example", "--current", cur)
    check(rc == EXIT_INPUT and cur + ":2:1:" in err, "bad current: %s" % err.strip())
    for args, code, word in [
        (("grades", trf), EXIT_USAGE, "no grade table"),
        (("grades", trf, "--table", "nope"), EXIT_USAGE, "nope"),
        (("grades", trf, "--table", "changping-2024"), EXIT_USAGE, "thresholds"),
        (("grades", trf, "--table", "go-2015-haixuan"), EXIT_USAGE, "does not read"),
        (("grades", os.path.join(tmp, "missing.trf"), "--table", "chess-2015-final"), EXIT_IO, "missing.trf"),
    ]:
        rc, _, err = run(*args)
        check(rc == code and word in err, "%s (got %d: %s)" % (" ".join(args), rc, err.strip()))
    rc1, a, _ = run("help", "grades")
    check(rc1 == EXIT_OK and "Example:" in a, "help grades")
    rc, out, _ = run("--help")
    check(all(c in out for c in ("arena", "knockout", "grades")), "the global help lists the commands")


# ---- grades and prizes agree ---------------------------------------------------

# Six players of 十级棋士组, four rounds; P4 loses round 1 by forfeit and
# has a zero-point bye in round 2 (two rounds missed: 十一4 取消比赛资格),
# P6 takes a requested full-point bye in round 2 (leave, not missed).
# Scores: P1 W D L W 62.5%, P2 L W W L 50%, P3 F+ D L D 50%, P4 F- Z W W 50%,
# P5 D L L L 12.5%, P6 D F W D 75%. With '* +1 50%' each of 50% or more
# may apply for 九级棋士 (十级组 cap 八级) but P4, disqualified.
MISSED_ROUNDS = [
    ([(1, 2, "white_win"), (3, 4, "white_forfeit_win"), (5, 6, "draw")], []),
    ([(1, 3, "draw"), (2, 5, "white_win")], [(4, "zero_bye"), (6, "full_bye")]),
    ([(4, 1, "white_win"), (2, 3, "white_win"), (5, 6, "black_win")], []),
    ([(4, 2, "white_win"), (3, 6, "draw"), (1, 5, "white_win")], []),
]


def grading_event(tmp, name, own_rules=None):
    players = [{"id": k, "name": "G%d" % k, "cn_title": "十级棋士", "group": "十级棋士组",
                "sex": "w" if k % 2 == 0 else "m"} for k in range(1, 7)]
    players[5]["bye_requests"] = [{"round": 2, "kind": "full_bye"}]
    doc = {"format": "swisscore", "version": 1, "settings": {"rounds": 4}, "players": players,
           "rounds": [{"round": k + 1, "boards": [{"white": w, "black": b, "result": r} for w, b, r in games],
                       "byes": [{"id": i, "kind": kind} for i, kind in byes]}
                      for k, (games, byes) in enumerate(MISSED_ROUNDS)]}
    if own_rules:
        doc["event"] = {"tiebreaks": own_rules}
    return write(tmp, name, json.dumps(doc, ensure_ascii=False))


def prize_grade_rows(*args):
    rc, out, err = run("prizes", *args, "-f", "json")
    check(rc == EXIT_OK, "prizes %s (%s)" % (" ".join(args), err.strip()))
    return [r["row"] for r in json.loads(out)["grades"]["rows"]] if rc == EXIT_OK else None


def grade_rows(*args):
    rc, out, err = run("grades", *args, "-f", "json")
    check(rc == EXIT_OK, "grades %s (%s)" % (" ".join(args), err.strip()))
    return json.loads(out)["rows"] if rc == EXIT_OK else None


def test_grades_prizes(tmp):
    ev = grading_event(tmp, "missed.json")
    th = write(tmp, "th.txt", "* +1 50%\n")
    beside = prize_grade_rows(ev, "--rules", "changping-grading", "--thresholds", th)
    got = {r["id"]: (r["grade"], r["reason"]) for r in beside or []}
    want = {1: "九级棋士", 2: "九级棋士", 3: "九级棋士", 4: "", 5: "", 6: "九级棋士"}
    check({k: v[0] for k, v in got.items()} == want, "prizes: certificates %s" % got)
    check(got.get(4, ("", ""))[1] == "disqualified: missed rounds (取消比赛资格)", "prizes: P4 %s" % (got.get(4),))
    check(beside and [r for r in beside if r["id"] == 4][0]["rate_permille"] == 500, "P4's rate still shown")
    # `grades` with the same rules, or with the rule given alone, prints the same rows
    check(grade_rows(ev, "--rules", "changping-grading", "--thresholds", th) == beside, "grades --rules = prizes")
    check(grade_rows(ev, "--table", "changping-2024", "--ruleset", "changping-grading", "--disqualify-missed", "2",
                     "--thresholds", th) == beside, "grades --disqualify-missed 2 = prizes")
    alone = {r["id"]: r["grade"] for r in grade_rows(ev, "--table", "changping-2024", "--thresholds", th) or []}
    check(alone.get(4) == "九级棋士" and alone.get(6) == "九级棋士", "no rule: P4 may apply %s" % alone)
    # an event that names its rules (swisscore new --ruleset) brings them to both
    own = grading_event(tmp, "own.json", "changping-grading")
    check(grade_rows(own, "--table", "changping-2024", "--thresholds", th) == beside and
          prize_grade_rows(own, "--thresholds", th) == beside, "the event's own rules")
    # after round 1 P4 has missed one round only; both read the same rounds
    early = prize_grade_rows(ev, "--rules", "changping-grading", "--thresholds", th, "--after-round", "1")
    check(early is not None and "disqualified" not in [r for r in early if r["id"] == 4][0]["reason"] and
          [r for r in early if r["id"] == 3][0]["grade"] == "九级棋士", "after round 1: %s" % early)
    check(grade_rows(ev, "--rules", "changping-grading", "--thresholds", th, "--after-round", "1") == early,
          "grades --after-round = prizes --after-round")
    # the current grade: --current of grades, cn_title= of prizes --players
    cur = write(tmp, "cur.tsv", "1\t九级棋士\n")
    pl = write(tmp, "players.txt", "1 cn_title=九级棋士\n")
    a = grade_rows(ev, "--rules", "changping-grading", "--thresholds", th, "--current", cur)
    b = prize_grade_rows(ev, "--rules", "changping-grading", "--thresholds", th, "--players", pl)
    check(a == b and a and a[[r["id"] for r in a].index(1)]["grade"] == "八级棋士", "current grade %s" % a)
    # by-sex rank tables: places within the sex, the same in both
    rules = write(tmp, "sexes.txt", "use national2015-chess\ngrades chess-2015-final by-sex\n")
    a = prize_grade_rows(ev, "--rules", rules)
    b = grade_rows(ev, "--rules", rules)
    c = grade_rows(ev, "--table", "chess-2015-final", "--ruleset", "fide-c02-2009", "--by-sex")
    places = {r["id"]: r["place"] for r in a or []}
    check(a == b == c and len(places) == 6 and sorted(places.values()).count(1) == 2,
          "by-sex rows agree %s" % places)
    # with --rules the rules say it all
    for extra in (["--by-sex"], ["--played"], ["--ruleset", "changping-grading"], ["--disqualify-missed", "2"]):
        rc, _, err = run("grades", ev, "--rules", "changping-grading", "--thresholds", th, *extra)
        check(rc == EXIT_USAGE and "--rules" in err, "--rules with %s: %d %s" % (extra, rc, err.strip()))
    for bad in ("0", "x"):
        rc, _, err = run("grades", ev, "--table", "changping-2024", "--thresholds", th, "--disqualify-missed", bad)
        check(rc == EXIT_USAGE and "disqualify-missed" in err, "--disqualify-missed %s: %s" % (bad, err.strip()))
    rc, _, err = run("grades", ev, "--rules", "changping-grading")
    check(rc == EXIT_USAGE and "thresholds" in err, "rules without thresholds: %s" % err.strip())
    rc, _, err = run("grades", ev, "--rules", "fangzhuang-chess")
    check(rc == EXIT_USAGE and "no grade table" in err, "rules without grades: %s" % err.strip())
    rc, _, err = run("grades", ev, "--table", "changping-2024", "--thresholds", th, "--after-round", "5")
    check(rc == EXIT_USAGE and "after_round" in err, "after a round not played: %s" % err.strip())


if __name__ == "__main__":
    GROUP, SWISSCORE, DATA = sys.argv[1], sys.argv[2], sys.argv[3]
    clitest.tool = SWISSCORE
    with tempfile.TemporaryDirectory() as tmp:
        {"arena": test_arena, "arena-errors": test_arena_errors, "knockout": test_knockout,
         "knockout-errors": test_knockout_errors, "grades": test_grades,
         "grades-errors": test_grades_errors, "grades-prizes": test_grades_prizes}[GROUP](tmp)
    sys.exit(clitest.finish(GROUP))
