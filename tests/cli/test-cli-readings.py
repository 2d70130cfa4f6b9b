#!/usr/bin/env python3
"""The documents' rules that can be read two ways, and the settings an event
takes from its rules, end to end.

  test-cli-readings.py GROUP SWISSCORE README

GROUP is fangzhuang (000: rating-group ties, a section run alone, 连续两轮
弃权, the examples), jingkai (001: no grade below 十二级), changping (002:
a disqualified player's place) or national2015 (003: the chess final's head
counts). Each builds a small event, runs the tool as an organiser would and
checks the output against numbers worked out by hand from the document in
the comments. Standard library only.
"""

import json
import os
import re
import shlex
import sys
import tempfile

import clitest
from clitest import check, run

EXIT_OK = 0


def tsv(out):
    lines = out.rstrip("\n").split("\n")
    header = lines[0].split("\t")
    return [dict(zip(header, l.split("\t"))) for l in lines[1:] if l]


def write(name, text):
    path = os.path.join(TMP, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def event(name, players, rounds, settings=None):
    """players: dicts with id and name; rounds: lists of (white, black, result)."""
    doc = {"format": "swisscore", "version": 1, "settings": dict({"rounds": max(len(rounds), 1)}, **(settings or {})),
           "players": players,
           "rounds": [{"round": k + 1, "boards": [{"white": w, "black": b, "result": r} for w, b, r in games]}
                      for k, games in enumerate(rounds)]}
    return write(name, json.dumps(doc, ensure_ascii=False))


def round_robin(n, result=None):
    """Every player meets every other (circle method); the lower id wins
    unless result(round, a, b) gives the game's result."""
    ids = list(range(1, n + 1))
    rounds = []
    for rd in range(n - 1):
        games = []
        for k in range(n // 2):
            a, b = ids[k], ids[n - 1 - k]
            r = result(rd + 1, a, b) if result else None
            games.append((a, b, r or ("white_win" if a < b else "black_win")))
        rounds.append(games)
        ids = [ids[0]] + [ids[-1]] + ids[1:-1]
    return rounds


def awards(rows, table):
    return {int(r["id"]): r["value"] for r in rows if r["table"] == table and r["kind"] in ("cash", "points")}


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


# ---- 000 第五届方庄双弈大奖赛 ------------------------------------------------------

def test_fangzhuang():
    # (五)6 如无法区分，则按并列处理，奖金评分 and (六)2 U1200 / U1000 / U800.
    # 32 players all against all, the lower id wins, except 7-8 drawn: P7 and
    # P8 have 24.5 each and are tied on every criterion (they met everybody
    # else, drew each other: same 对手分, 中间分, 胜局数 24, 直胜分, 索伯分).
    # 32 entrants: places 1-6 paid (P1 … P6), rating groups open.
    # P7 1100 and P8 1150 are both first of U1200: they share its top-up,
    # each brought up to 200 × 1 / 2 = 100. P9 (900) is first of U1000: 200.
    players = [{"id": k + 1, "name": "F%d" % (k + 1), "rating": 2000} for k in range(32)]
    players[6]["rating"], players[7]["rating"], players[8]["rating"] = 1100, 1150, 900
    ev = event("fz-groups.json", players, round_robin(32, lambda rd, a, b: "draw" if {a, b} == {7, 8} else None))
    rc, out, err = run("prizes", ev, "--rules", "fangzhuang-xiangqi", "-f", "tsv")
    rows = tsv(out) if rc == EXIT_OK else []
    check(rc == EXIT_OK and awards(rows, "places") == {1: "1000", 2: "500", 3: "300", 4: "200", 5: "150", 6: "100"},
          "方庄 places %s %s" % (awards(rows, "places"), err.strip()))
    check(awards(rows, "u1200") == {7: "100", 8: "100"}, "U1200 shared by the tied: %s" % awards(rows, "u1200"))
    check(awards(rows, "u1000") == {9: "200"}, "U1000 %s" % awards(rows, "u1000"))
    # the organiser's other reading: both are 排名第一, each topped up to 200
    rules = write("fz-each.txt", "use fangzhuang-xiangqi\nprizes u1200\n  ties each\n")
    rc, out, err = run("prizes", ev, "--rules", rules, "-f", "tsv")
    check(rc == EXIT_OK and awards(tsv(out), "u1200") == {7: "200", 8: "200"}, "ties each %s" % err.strip())

    # 国际象棋 十一(一): the open section run alone, 12 entrants, under the
    # merged rule: ⌊12/4⌋ = 3 places, 2200 + 1100 + 600 = 3900. No group
    # entered: nothing paid, and a warning on standard error naming the fix.
    ev = os.path.join(TMP, "open.json")
    rc, _, err = run("new", ev, "--rounds", "5", "--ruleset", "fangzhuang-chess")
    for k in range(12):
        run("player", "add", ev, "--name", "O%d" % (k + 1), "--rating", 2000 - 10 * k)
    rc, out, err = run("prizes", ev, "-f", "tsv")
    check(rc == EXIT_OK and not awards(tsv(out), "open") and "warning: table open" in err and "--group" in err,
          "a section without a group: loud (%s)" % err.strip())
    rc, out, err = run("set", ev, "--group", "公开组")
    check(rc == EXIT_OK and load(ev)["event"].get("section_group") == "公开组", "set --group %s" % err.strip())
    rc, out, err = run("prizes", ev, "-f", "tsv")
    paid = awards(tsv(out), "open") if rc == EXIT_OK else {}
    check(sorted(paid.values()) == ["1100", "2200", "600"] and "warning" not in err,
          "公开组 run alone pays 3 places: %s %s" % (paid, err.strip()))
    ev2 = os.path.join(TMP, "open2.trf")
    rc, out, err = run("new", ev2, "--rounds", "5", "--ruleset", "fangzhuang-chess", "--group", "公开组")
    check(rc == EXIT_OK and "XSG 公开组" in open(ev2, encoding="utf-8").read(), "new --group %s" % err.strip())

    # 国际象棋 十(八)1 无正当理由连续两轮弃权者，视为退出比赛; 3 已确定退赛的棋手
    # 不再进入后续轮次编排. Six players; O6 loses rounds 1 and 2 by forfeit:
    # round 3 pairs the other five (one bye) without him.
    ev = os.path.join(TMP, "withdraw.json")
    rc, out, err = run("new", ev, "--rounds", "5", "--ruleset", "fangzhuang-chess")
    check(rc == EXIT_OK and load(ev)["settings"]["forfeit_withdraw"] == 2 and "2 forfeits in a row" in out,
          "new --ruleset fangzhuang-chess sets the rule: %s" % out.strip())
    for k in range(6):
        run("player", "add", ev, "--name", "W%d" % (k + 1), "--rating", 2000 - 10 * k)
    for rd in (1, 2):
        run("pair", ev, "--save")
        boards = load(ev)["rounds"][rd - 1]["boards"]
        for b in boards:
            res = "+-" if b["black"] == 6 else "-+" if b["white"] == 6 else "1-0"
            rc, _, err = run("result", ev, b["board"], res)
            check(rc == EXIT_OK, "result %s" % err.strip())
    rc, _, err = run("pair", ev, "--save")
    r3 = load(ev)["rounds"][2]
    seated = {b["white"] for b in r3["boards"]} | {b["black"] for b in r3["boards"]}
    check(rc == EXIT_OK and 6 not in seated and len(seated) == 4, "round 3 without W6: %s %s" % (r3, err.strip()))
    # the option on new, and set for an event made without it
    ev = os.path.join(TMP, "no-withdraw.json")
    run("new", ev, "--rounds", "5", "--ruleset", "fangzhuang-chess", "--forfeit-withdraw", "0")
    check(load(ev)["settings"]["forfeit_withdraw"] == 0, "--forfeit-withdraw 0 overrides the ruleset")
    ev = os.path.join(TMP, "xq.json")
    run("new", ev, "--rounds", "7", "--ruleset", "fangzhuang-xiangqi")
    check(load(ev)["settings"]["forfeit_withdraw"] == 0, "the xiangqi rules have no such rule")
    rc, out, err = run("set", ev, "--forfeit-withdraw", "2")
    check(rc == EXIT_OK and load(ev)["settings"]["forfeit_withdraw"] == 2, "set --forfeit-withdraw %s" % err)
    rc, _, err = run("set", ev, "--forfeit-withdraw", "x")
    check(rc == 1 and load(ev)["settings"]["forfeit_withdraw"] == 2, "a bad value changes nothing")
    rc, _, err = run("set", ev, "--no-such", "1")
    check(rc == 1 and "--no-such" in err, "unknown setting: %s" % err)

    # 中国象棋赛 (五)5 计分办法：胜1分，和0.5分，负0分; 赛制7轮. The examples of
    # the README and of `new --help` that name a 方庄 ruleset create events
    # that score 1 / 0.5 / 0.
    with open(README, encoding="utf-8") as f:
        readme = f.read()
    _, helptext, _ = run("new", "--help")
    examples = []
    for text in (readme, helptext):
        for m in re.finditer(r"swisscore new (\S+)((?:[^\n]*\\\n)*[^\n]*)", text):
            line = m.group(0).replace("\\\n", " ").split("#")[0]
            if "fangzhuang" in line:
                examples.append(shlex.split(line)[2:])
    check(len(examples) >= 3, "examples found: %d" % len(examples))
    for k, args in enumerate(examples):
        path = os.path.join(TMP, "example%d.json" % k)
        rc, _, err = run("new", path, *args[1:])
        pts = load(path)["settings"]["points"] if rc == EXIT_OK else {}
        check(pts.get("win") == "1" and pts.get("draw_white") == "0.5" and pts.get("loss") == "0",
              "example %s scores %s %s" % (args, pts, err.strip()))
        if "fangzhuang-xiangqi" in args:
            check(args[args.index("--rounds") + 1] == "7", "方庄象棋 赛制7轮: %s" % args)
        if "fangzhuang-chess" in args:
            check(args[args.index("--rounds") + 1] == "5", "方庄国际象棋 5轮: %s" % args)


# ---- 001 经开区智慧杯国际象棋等级赛 ---------------------------------------------------

def test_jingkai():
    # 九3 可晋升…三级至十二级棋士 (五3: 十三至十五级 are 原 grades). Four players
    # all against all, the lower id wins: rates 100%, 67%, 33%, 0%. With
    # "* +1 50%": J1 (无级) reaches 十五级, J2 (十五级) 十四级: both below
    # 十二级, no certificate, the reason says so. 昌平 (三级至十五级) gives them.
    spec = ["无级", "十五级棋士", "十三级棋士", "十三级棋士"]
    players = [{"id": k + 1, "name": "J%d" % (k + 1), "cn_title": c} for k, c in enumerate(spec)]
    ev = event("jk.json", players, round_robin(4))
    th = write("th.txt", "* +1 50%\n")
    rc, out, err = run("grades", ev, "--table", "jingkaiqu-2026", "--thresholds", th, "-f", "tsv")
    g = {int(r["id"]): r for r in tsv(out)} if rc == EXIT_OK else {}
    check(g and g[1]["grade"] == "" and g[2]["grade"] == "", "经开区: nothing below 十二级 %s" % err.strip())
    check(g and "十二级" in g[1]["reason"] and "十二级" in g[2]["reason"], "with the reason: %s" % g.get(1))
    check(g and g[3]["grade"] == "", "J3 33%: below 50%")
    rc, out, err = run("grades", ev, "--table", "changping-2024", "--thresholds", th, "-f", "tsv")
    g = {int(r["id"]): r["grade"] for r in tsv(out)} if rc == EXIT_OK else {}
    check(g == {1: "十五级棋士", 2: "十四级棋士", 3: "", 4: ""}, "昌平 unchanged: %s" % g)
    # a 十三级 holder at 67% reaches 十二级, which 经开区 awards
    players[1]["cn_title"] = "十三级棋士"
    ev = event("jk2.json", players, round_robin(4))
    rc, out, _ = run("grades", ev, "--table", "jingkaiqu-2026", "--thresholds", th, "-f", "tsv")
    g = {int(r["id"]): r["grade"] for r in tsv(out)} if rc == EXIT_OK else {}
    check(g.get(2) == "十二级棋士", "十三级 → 十二级: %s" % g)


# ---- 002 昌平区国际象棋等级赛 ----------------------------------------------------------

def test_changping():
    # 十一4 两轮未参加比赛，取消比赛资格，成绩作废; 十1 前八名; 十5 混双 名次分.
    # Six players of 十级棋士组, all against all, the lower id wins; C3 loses
    # rounds 1 (to C4) and 2 (to C2) by forfeit: C1 5, C2 4, C4 3, C3 2, C5 1,
    # C6 0. C3 is disqualified; the places below him close up: C4 3rd, C5
    # 4th, C6 5th, in the top 8 and in the team points alike. 混双 甲 = C4
    # (man) + C5 (woman): 9 + 8 = 17 (not 9 + 7 for C5's place 5).
    def forfeits(rd, a, b):
        if rd <= 2 and 3 in (a, b):
            return "black_forfeit_win" if a == 3 else "white_forfeit_win"
        return None
    spec = [("m", ""), ("m", ""), ("m", ""), ("m", "doubles=甲"), ("w", "doubles=甲"), ("m", "")]
    players = [{"id": k + 1, "name": "C%d" % (k + 1), "cn_title": "十级棋士", "sex": s, "group": "十级棋士组",
                "tags": t} for k, (s, t) in enumerate(spec)]
    ev = event("cp.json", players, round_robin(6, forfeits))
    rc, out, err = run("prizes", ev, "--rules", "changping-grading", "-f", "tsv")
    rows = tsv(out) if rc == EXIT_OK else []
    top8 = {int(r["id"]): r["rank"] for r in rows if r["table"] == "top8"}
    check(top8 == {1: "1", 2: "2", 4: "3", 5: "4", 6: "5"}, "前八名 closed up: %s %s" % (top8, err.strip()))
    d = {r["name"]: r for r in rows if r["table"] == "doubles" and r["kind"] == "team"}
    check("甲" in d and d["甲"]["value"] == "17", "混双 名次分 from the same places: %s" % d)
    member = {int(r["id"]): r["rank"] for r in rows if r["table"] == "doubles" and r["kind"] == "member"}
    check(member.get(5) == "4", "C5 is 4th in both lists: %s" % member)
    rc, out, _ = run("prizes", ev, "--rules", "changping-grading")
    check(rc == EXIT_OK and "Disqualification:" in out and "opponents keep their results" in out,
          "the reading in force is printed")
    rc, out, _ = run("prizes", ev, "--rules", "changping-grading", "-f", "json")
    check(rc == EXIT_OK and "close up" in (json.loads(out).get("disqualified_reading") or ""), "json reading")
    # the other reading, `disqualify missed 2 annul`: C6's games count for
    # nobody. Six players, three rounds; C6 loses rounds 1 and 2 by forfeit
    # (to C1, C2) and beats C3 in round 3; every other game drawn. As played:
    # C1 2, C2 2, C4 and C5 1½, C3 1. Annulled: C1 ½+½ = 1, C2 1, C3 ½+½ = 1,
    # C4 and C5 1½: C4 and C5 take places 1-2.
    players = [{"id": k + 1, "name": "C%d" % (k + 1), "group": "十级棋士组"} for k in range(6)]
    rounds = [[(1, 6, "white_forfeit_win"), (2, 3, "draw"), (4, 5, "draw")],
              [(2, 6, "white_forfeit_win"), (1, 4, "draw"), (3, 5, "draw")],
              [(6, 3, "white_win"), (1, 5, "draw"), (2, 4, "draw")]]
    ev = event("cp-annul.json", players, rounds)
    for rules, top in (("use changping-grading\n", {1, 2}),
                       ("use changping-grading\ndisqualify missed 2 annul\n", {4, 5})):
        rc, out, err = run("prizes", ev, "--rules", write("annul.txt", rules), "-f", "tsv")
        first = {int(r["id"]) for r in tsv(out) if r["table"] == "top8" and r["rank"] in ("1", "2")} if rc == 0 else set()
        check(first == top, "%s: places 1-2 %s, want %s %s" % (rules.strip(), first, top, err.strip()))
    rc, out, _ = run("prizes", ev, "--rules", write("annul.txt", "use changping-grading\ndisqualify missed 2 annul\n"))
    check(rc == EXIT_OK and "count for nobody" in out, "the annulled reading is printed")


# ---- 003 2015年全国业余棋王争霸赛 --------------------------------------------------------

def count(rows, grade):
    return sum(1 for r in rows if r["grade"] == grade)


def test_national2015():
    # 国际象棋总决赛 1-6名 候补棋协大师 6人, 7-17名 一级棋士 11人, 18名以后 二级
    # 棋士 103人. 20 players, one round, boards i-(i+10), the lower id wins:
    # ten players on 1 point, ten on 0. Shared places would make 10 候补 and
    # 10 一级; the counts are caps: 6, 11, 3.
    players = [{"id": k + 1, "name": "N%d" % (k + 1)} for k in range(20)]
    ev = event("final.json", players, [[(i, i + 10, "white_win") for i in range(1, 11)]], {"rounds": 9})
    rc, out, err = run("grades", ev, "--table", "chess-2015-final", "-f", "tsv")
    rows = tsv(out) if rc == EXIT_OK else []
    check([count(rows, g) for g in ("候补棋协大师", "一级棋士", "二级棋士")] == [6, 11, 3],
          "head counts %s %s" % ([count(rows, g) for g in ("候补棋协大师", "一级棋士", "二级棋士")], err.strip()))
    # 125 finalists (wild cards): places 18-125 take 二级棋士 by default (108);
    # --last-band-capped stops at 120 (103), places 121-125 none
    players = [{"id": k + 1, "name": "M%d" % (k + 1)} for k in range(125)]
    ev = event("final125.json", players, [], {"rounds": 9})
    rc, out, err = run("grades", ev, "--table", "chess-2015-final", "--tiebreaks", "LOT", "-f", "tsv")
    rows = tsv(out) if rc == EXIT_OK else []
    check([count(rows, g) for g in ("候补棋协大师", "一级棋士", "二级棋士")] == [6, 11, 108], "18名以后 %s" % err)
    rc, out, err = run("grades", ev, "--table", "chess-2015-final", "--tiebreaks", "LOT", "--last-band-capped",
                       "-f", "tsv")
    rows = tsv(out) if rc == EXIT_OK else []
    check([count(rows, g) for g in ("候补棋协大师", "一级棋士", "二级棋士")] == [6, 11, 103] and
          count(rows, "") == 5, "--last-band-capped %s" % err)


if __name__ == "__main__":
    GROUP, SWISSCORE, README = sys.argv[1], sys.argv[2], sys.argv[3]
    clitest.tool = SWISSCORE
    with tempfile.TemporaryDirectory() as TMP:
        {"fangzhuang": test_fangzhuang, "jingkai": test_jingkai, "changping": test_changping,
         "national2015": test_national2015}[GROUP]()
    sys.exit(clitest.finish(GROUP))
