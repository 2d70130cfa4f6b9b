#!/usr/bin/env python3
"""One end-to-end test per source document of ../shared/seeds/.

  test-cli-documents.py GROUP SWISSCORE

GROUP is fangzhuang (000, 方庄双弈大奖赛), jingkai (001, 经开区智慧杯等级赛),
changping (002, 昌平区等级赛) or national2015 (003, 全国业余棋王争霸赛). Each
builds a small event by hand (a JSON event file: players, games), runs
`swisscore prizes`, `grades` and `knockout` on it as an organiser would, and
checks the output against the document's numbers worked out by hand in the
comments below, not by running the code. Standard library only.
"""

import json
import os
import sys
import tempfile

import clitest
from clitest import check, run

EXIT_OK, EXIT_USAGE, EXIT_INPUT = 0, 1, 2


def tsv(out):
    lines = out.rstrip("\n").split("\n")
    header = lines[0].split("\t")
    return [dict(zip(header, l.split("\t"))) for l in lines[1:] if l]


def write(name, text):
    path = os.path.join(TMP, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def event(name, players, rounds):
    """players: dicts with id and name; rounds: lists of (white, black, result)."""
    doc = {"format": "swisscore", "version": 1, "settings": {"rounds": len(rounds)}, "players": players,
           "rounds": [{"round": k + 1, "boards": [{"white": w, "black": b, "result": r} for w, b, r in games]}
                      for k, games in enumerate(rounds)]}
    return write(name, json.dumps(doc, ensure_ascii=False))


def round_robin(n):
    """Every player meets every other (circle method); the lower id wins, so
    the scores are n-1, n-2 … 0 and the places are the ids."""
    ids = list(range(1, n + 1))
    rounds = []
    for _ in range(n - 1):
        games = []
        for k in range(n // 2):
            a, b = ids[k], ids[n - 1 - k]
            games.append((a, b, "white_win") if a < b else (a, b, "black_win"))
        rounds.append(games)
        ids = [ids[0]] + [ids[-1]] + ids[1:-1]
    return rounds


def awards(rows, table):
    return {int(r["id"]): r["value"] for r in rows if r["table"] == table and r["kind"] in ("cash", "points")}


def grade_rows(rows):
    return {int(r["id"]): r["value"] for r in rows if r["kind"] == "grade"}


def teams(rows, table):
    return {r["name"]: r for r in rows if r["table"] == table and r["kind"] == "team"}


# ---- 000 第五届方庄双弈大奖赛 ---------------------------------------------------------

def test_fangzhuang():
    # 国际象棋公开组, 8 entrants, 4 rounds. Titles: 1, 2 棋协大师, 3 国家大师,
    # 4 候补棋协大师, 5 一级棋士 (member), 6 二级棋士, 7 三级棋士, 8 无级 with FIDE FM.
    titles = ["棋协大师", "棋协大师", "国家大师", "候补棋协大师", "一级棋士", "二级棋士", "三级棋士", "无级"]
    players = [{"id": k + 1, "name": "P%d" % (k + 1), "cn_title": t} for k, t in enumerate(titles)]
    players[4]["member"] = True
    players[7]["title"] = "FM"
    rounds = [
        [(5, 1, "white_win"), (6, 4, "black_win"), (2, 7, "white_win"), (3, 8, "white_win")],
        [(2, 5, "black_win"), (1, 6, "black_win"), (7, 3, "black_win"), (8, 4, "black_win")],
        [(5, 3, "white_win"), (6, 2, "white_forfeit_win"), (4, 1, "black_win"), (8, 7, "draw")],
        [(8, 5, "black_win"), (3, 6, "black_win"), (4, 7, "black_win"), (1, 2, "draw")],
    ]
    ev = event("fz.json", players, rounds)
    # scores: P5 4, P6 3, P3 2 and P4 2, P1, P2, P7 1.5, P8 0.5. 十(七) 对手分
    # breaks the tie for 3rd: P3 met P8, P7, P5, P6 (0.5 + 1.5 + 4 + 3 = 9),
    # P4 met P6, P8, P1, P7 (3 + 0.5 + 1.5 + 1.5 = 6.5)
    rc, out, err = run("prizes", ev, "--rules", "fangzhuang-chess-open", "-f", "tsv")
    check(rc == EXIT_OK, "fangzhuang chess (%s)" % err.strip())
    rows = tsv(out)
    # 十一(一): fewer than 32 entrants: ⌊8/4⌋ = 2 places of 2200, 1100
    check(awards(rows, "open") == {5: "2200", 6: "1100"}, "公开组 %s" % awards(rows, "open"))
    # 年终奖积分 20 / 15 / 10 to places 1-3
    check(awards(rows, "year-end") == {5: "20", 6: "15", 3: "10"}, "年终奖积分 %s" % awards(rows, "year-end"))
    # 棋士挑战大师奖: P5 beat P1, P2 (棋协大师), P3 (国家大师), P8 (FM): 4 × 100,
    # capped at 300. P6 beat P1 and P3 over the board (200); his win over P2
    # by forfeit and P7's over P4 (候补棋协大师) do not count
    bounty = {int(r["id"]): (r["value"], r["count"]) for r in rows if r["table"] == "challenge"}
    check(bounty == {5: ("300", "4"), 6: ("200", "2")}, "棋士挑战大师奖 %s" % bounty)
    # clause 7: the arbiters void P6's round-2 game: 100 left
    rc, out, err = run("prizes", ev, "--rules", "fangzhuang-chess-open", "-f", "tsv", "--bounty-void", "2:6")
    bounty = {int(r["id"]): r["value"] for r in tsv(out) if r["table"] == "challenge"}
    check(rc == EXIT_OK and bounty == {5: "300", 6: "100"}, "clause 7 %s %s" % (bounty, err.strip()))
    rc, _, err = run("prizes", ev, "--rules", "fangzhuang-chess-open", "--bounty-void", "3:6")
    check(rc == EXIT_USAGE and "no game played over the board" in err, "a forfeit cannot be voided: %s" % err)
    # no grade certificates in this document
    rc, out, _ = run("prizes", ev, "--rules", "fangzhuang-chess-open", "-f", "json")
    check(rc == EXIT_OK and json.loads(out)["grades"] is None, "方庄: no certificates")
    # the same results under the 中国象棋赛 rules: ⌊8/4⌋ = 2 places of 1000,
    # 500; no rating groups below 32 entrants; 15 grand-prix points to the
    # winner, a member; the second is no member: his 10 lapse
    rc, out, err = run("prizes", ev, "--rules", "fangzhuang-xiangqi", "-f", "tsv")
    rows = tsv(out)
    check(rc == EXIT_OK and awards(rows, "places") == {5: "1000", 6: "500"}, "象棋 %s" % awards(rows, "places"))
    check(awards(rows, "grand-prix") == {5: "15"}, "大奖赛积分 %s" % awards(rows, "grand-prix"))
    check(not awards(rows, "u1200"), "no rating groups below 32 entrants")
    # the standings the prizes read
    rc, out, _ = run("standings", ev, "--ruleset", "fangzhuang-chess", "-f", "tsv")
    check(rc == EXIT_OK and [r["id"] for r in tsv(out)][:2] == ["5", "6"], "standings")


# ---- 001 经开区智慧杯国际象棋等级赛 -----------------------------------------------------

JK_THRESHOLDS = "# the organiser's thresholds (the CCA regulation's)\n* +1 50%\n* +2 75%\n成年组 六级棋士 60%\n"


def test_jingkai():
    # 6 players, all against all in 5 rounds, the lower id wins: P1 100%,
    # P2 80%, P3 60%, P4 40%, P5 20%, P6 0%. Groups merged into one pairing:
    # P2 holds 十三级 (十二级棋士组: 十二至十五级), P3 无级 in 业余成人组.
    spec = [("十级棋士", "m", "十级棋士组"), ("十三级棋士", "w", "十二级棋士组"), ("无级", "w", "业余成人组"),
            ("十级棋士", "m", "十级棋士组"), ("十级棋士", "w", "十级棋士组"), ("十级棋士", "w", "十级棋士组")]
    players = [{"id": k + 1, "name": "J%d" % (k + 1), "cn_title": c, "sex": s, "group": g}
               for k, (c, s, g) in enumerate(spec)]
    ev = event("jk.json", players, round_robin(6))
    th = write("jk-th.txt", JK_THRESHOLDS)
    rc, out, err = run("prizes", ev, "--rules", "jingkai-grading", "--thresholds", th, "-f", "tsv")
    check(rc == EXIT_OK, "jingkai (%s)" % err.strip())
    rows = tsv(out)
    # 九1: each group ranked apart, merged too: 十级组 P1 P4 P5 P6, 十二级组 P2, 成人组 P3
    top8 = {int(r["id"]): (r["group"], r["place"]) for r in rows if r["table"] == "top8"}
    check(top8 == {1: ("十级棋士组", "1"), 4: ("十级棋士组", "2"), 5: ("十级棋士组", "3"), 6: ("十级棋士组", "4"),
                   2: ("十二级棋士组", "1"), 3: ("业余成人组", "1")}, "各组前八名 %s" % top8)
    # 九2: women's top 3 of each group: P5, P6 in 十级组; P2; P3
    women = {int(r["id"]): r["place"] for r in rows if r["table"] == "women"}
    check(women == {5: "1", 6: "2", 2: "1", 3: "1"}, "女子前三名 %s" % women)
    # 七 / 九3 晋级, beside the prize list, current grades from the event:
    # P1 100% ≥ 75%: +2 → 八级 (十级组 cap 八级); P2 80%: 十三级 +2 → 十一级
    # (cap 十级); P3 adult 60%: 六级 (the adult group starts at 六级);
    # P4 40%, P5, P6 below 50%: none
    check(grade_rows(rows) == {1: "八级棋士", 2: "十一级棋士", 3: "六级棋士"}, "晋级 %s" % grade_rows(rows))
    # the same from `swisscore grades`, and --current overrides the event: P1
    # holding 九级 is capped at 七级 (九级组), +2 reaches it
    rc, out, err = run("grades", ev, "--table", "jingkaiqu-2026", "--thresholds", th, "-f", "tsv")
    g = {int(r["id"]): r for r in tsv(out)}
    check(rc == EXIT_OK and g[1]["grade"] == "八级棋士" and g[1]["current"] == "十级棋士" and
          g[2]["cap"] == "十级棋士", "grades from cn_title %s" % err.strip())
    # a TRF-2026 file carries the Chinese titles too (its player extension records)
    trf = os.path.join(TMP, "jk.trf")
    rc, _, err = run("convert", ev, "-o", trf)
    rc2, out, err2 = run("grades", trf, "--table", "jingkaiqu-2026", "--thresholds", th, "-f", "tsv")
    g = {int(r["id"]): r["grade"] for r in tsv(out)} if rc2 == EXIT_OK else {}
    check(rc == EXIT_OK and g == {1: "八级棋士", 2: "十一级棋士", 3: "六级棋士", 4: "", 5: "", 6: ""},
          "grades from the TRF's cn_title %s %s %s" % (g, err.strip(), err2.strip()))
    cur = write("jk-current.tsv", "1\t九级棋士\n")
    rc, out, _ = run("grades", ev, "--table", "jingkaiqu-2026", "--thresholds", th, "--current", cur, "-f", "tsv")
    g = {int(r["id"]): r for r in tsv(out)}
    check(rc == EXIT_OK and g[1]["grade"] == "七级棋士" and g[2]["grade"] == "十一级棋士", "--current overrides")
    # without the thresholds the prize list stands and says what is missing
    rc, out, _ = run("prizes", ev, "--rules", "jingkai-grading")
    check(rc == EXIT_OK and "thresholds of the CCA regulation were not given" in out, "no thresholds: noted")


# ---- 002 昌平区国际象棋等级赛 ------------------------------------------------------------

def test_changping():
    # 6 players of 十级棋士组, all against all in 5 rounds, the lower id wins.
    spec = [("m", 10, "doubles=甲"), ("m", 10, "doubles=乙,parent-child=李"), ("w", 10, "doubles=甲"),
            ("m", 0, "doubles=丙,family=王家"), ("w", 5, "doubles=乙,family=王家"),
            ("m", 3, "doubles=丙,family=王家,parent-child=李")]
    players = [{"id": k + 1, "name": "C%d" % (k + 1), "cn_title": "十级棋士", "sex": s, "group": "十级棋士组",
                "conduct": c, "tags": t} for k, (s, c, t) in enumerate(spec)]
    ev = event("cp.json", players, round_robin(6))
    th = write("cp-th.txt", "* +1 50%\n* +2 75%\n")
    rc, out, err = run("prizes", ev, "--rules", "changping-grading", "--thresholds", th, "-f", "tsv")
    check(rc == EXIT_OK, "changping (%s)" % err.strip())
    rows = tsv(out)
    # 十1 前八名: all six; 十2 女子前三名 within the top 15: C3, C5
    check(sorted(awards(rows, "top8")) == [1, 2, 3, 4, 5, 6], "前八名")
    check(sorted(awards(rows, "women")) == [3, 5], "女子前三名 %s" % awards(rows, "women"))
    # 十6 骑士奖: every game played and conduct above 0: not C4 (0)
    check(sorted(awards(rows, "knight")) == [1, 2, 3, 5, 6], "骑士奖 %s" % awards(rows, "knight"))
    # 十5 名次分 11, 10, 9, 8, 7, 6: 混双 甲 = C1 + C3 = 11 + 9 = 20, 乙 = C2 + C5
    # = 10 + 7 = 17; 丙 is two men: no mixed-doubles team, excluded
    d = teams(rows, "doubles")
    check(d["甲"]["place"] == "1" and d["甲"]["value"] == "20" and d["乙"]["place"] == "2" and
          d["乙"]["value"] == "17", "混双 %s" % d)
    check(d["丙"]["place"] == "0" and "2 men, 0 women" in d["丙"]["group"], "混双 丙 excluded: %s" % d["丙"])
    # 家庭 王家 = C4 + C5 + C6 = 8 + 7 + 6 = 21; 亲子 李 = C2 + C6 = 10 + 6 = 16
    check(teams(rows, "family")["王家"]["value"] == "21", "家庭奖")
    check(teams(rows, "parent-child")["李"]["value"] == "16", "亲子奖")
    # 十4 晋升 beside the prizes: C1 100% and C2 80% → +2 = 八级 (十级组 cap
    # 八级); C3 60% → 九级; C4 40% and below: none
    check(grade_rows(rows) == {1: "八级棋士", 2: "八级棋士", 3: "九级棋士"}, "晋升 %s" % grade_rows(rows))
    rc, out, _ = run("prizes", ev, "--rules", "changping-grading", "--thresholds", th)
    check(rc == EXIT_OK and "excluded: 2 members (2 men, 0 women" in out and "3 of 6 may apply" in out,
          "text output")
    # 补充说明 公开组: 1000 500 300 300 200 200 (200 200), women within 20,
    # the lesson for the winner, the broadcast lesson for all who finished
    rc, out, _ = run("prizes", ev, "--rules", "changping-open", "-f", "tsv")
    rows = tsv(out)
    check(awards(rows, "places") == {1: "1000", 2: "500", 3: "300", 4: "300", 5: "200", 6: "200"},
          "公开组现金 %s" % awards(rows, "places"))
    check(sorted(awards(rows, "women")) == [3, 5] and sorted(awards(rows, "lesson")) == [1] and
          len(awards(rows, "broadcast")) == 6, "公开组 other awards")


# ---- 003 2015年全国业余棋王争霸赛 -----------------------------------------------------------

def test_national2015():
    # 象棋总决赛, 8 players all against all, the lower id wins (7 … 0 points).
    spec = [("m", "浙江"), ("w", "浙江"), ("m", "北京"), ("m", "浙江"), ("w", "北京"), ("m", "北京"),
            ("m", "浙江"), ("w", "北京")]
    players = [{"id": k + 1, "name": "N%d" % (k + 1), "sex": s, "federation": f} for k, (s, f) in enumerate(spec)]
    ev = event("nat.json", players, round_robin(8))
    rc, out, err = run("prizes", ev, "--rules", "national2015-xiangqi", "-f", "tsv")
    check(rc == EXIT_OK, "national (%s)" % err.strip())
    rows = tsv(out)
    # 十二1 男子组 (the mixed ranking): 50000 20000 10000, 4-8名 3000
    check(awards(rows, "open") == {1: "50000", 2: "20000", 3: "10000", 4: "3000", 5: "3000", 6: "3000",
                                   7: "3000", 8: "3000"}, "男子组 %s" % awards(rows, "open"))
    # 女子组 3000 2000 1000 to the women N2, N5, N8; 3) N2 keeps both prizes
    check(awards(rows, "women") == {2: "3000", 5: "2000", 8: "1000"}, "女子组 %s" % awards(rows, "women"))
    # 团体: men by their place among the men (N1 1, N3 2, N4 3, N6 4, N7 5):
    # 浙江 N1 + N4 + N7 = 9, 12000; 北京 has two men: incomplete, unpaid.
    # Women (N2 1, N5 2, N8 3): 北京 N5 + N8 = 5, 12000; 浙江 one woman
    m, w = teams(rows, "men-team"), teams(rows, "women-team")
    check(m["浙江"]["value"] == "9" and m["浙江"]["amount"] == "12000" and m["北京"]["amount"] == "",
          "男团 %s" % m)
    check(w["北京"]["value"] == "5" and w["北京"]["amount"] == "12000" and w["浙江"]["amount"] == "", "女团 %s" % w)
    # 等级申报 beside the prizes: 1-6名 地方大师, 7-17名 一级棋士
    check(grade_rows(rows) == {1: "地方大师", 2: "地方大师", 3: "地方大师", 4: "地方大师", 5: "地方大师",
                               6: "地方大师", 7: "一级棋士", 8: "一级棋士"}, "总决赛等级 %s" % grade_rows(rows))
    # 男女混双: 8 pairs (一男一女), 10000 8000 6000, 4-6名 3000; 双人赛等级
    # 1-3名 二级棋士, 4-6名 三级棋士
    pairs = [{"id": k + 1, "name": "对%d" % (k + 1), "tags": "sexes=mw" if k % 2 else "sexes=wm"} for k in range(8)]
    dv = event("mixed.json", pairs, round_robin(8))
    rc, out, err = run("prizes", dv, "--rules", "national2015-doubles-mixed", "--grades",
                       "xiangqi-2015-doubles-mixed", "-f", "tsv")
    rows = tsv(out)
    check(rc == EXIT_OK and awards(rows, "places") == {1: "10000", 2: "8000", 3: "6000", 4: "3000", 5: "3000",
                                                       6: "3000"}, "混双 %s %s" % (awards(rows, "places"), err))
    check(grade_rows(rows) == {1: "二级棋士", 2: "二级棋士", 3: "二级棋士", 4: "三级棋士", 5: "三级棋士",
                               6: "三级棋士"}, "混双等级 %s" % grade_rows(rows))
    pairs[3]["tags"] = "sexes=mm"
    dv = event("mixed-bad.json", pairs, round_robin(8))
    rc, _, err = run("prizes", dv, "--rules", "national2015-doubles-mixed")
    check(rc == EXIT_USAGE and "entrant 4 (对4) is sexes=mm" in err, "a pair of two men refused: %s" % err)
    # 入围赛 (xiangqi), one round for the test, 4 places: 甲 乙 丙 win, 辛 and
    # 壬 are absent: 3 qualify. 复活赛 (round 2): the losers 丁 戊 己 (by
    # entry, --repechage seed) for one place: 丁 plays 戊, 己 waits; drawn, the
    # decider with colours swapped drawn too: Black (丁) wins
    games = write("ruwei.tsv", "round\twhite\tblack\tresult\n1\t甲\t丁\t1-0\n1\t乙\t戊\t1-0\n1\t丙\t己\t1-0\n"
                                "1\t辛\t\tabsent\n1\t壬\t\tabsent\n2\t丁\t戊\t=\n2\t戊\t丁\t=\n")
    rc, out, err = run("knockout", games, "--preset", "xiangqi-2015-ruwei", "--rounds", "1", "--quota", "4",
                       "--repechage", "seed", "--grades", "xiangqi-2015-ruwei", "-f", "tsv")
    ko = {r["name"]: r for r in tsv(out)}
    check(rc == EXIT_OK and ko["丁"]["status"] == "repechage" and ko["戊"]["status"] == "out" and
          ko["己"]["status"] == "out", "复活赛 %s" % err.strip())
    # 入围赛 grades: 胜 三级棋士, 负 四级棋士 (the repechage winner keeps 负)
    check(ko["甲"]["grade"] == "三级棋士" and ko["丁"]["grade"] == "四级棋士" and ko["辛"]["grade"] == "",
          "入围赛等级")
    rc, out, _ = run("knockout", write("r1.tsv", "round\twhite\tblack\tresult\n1\t甲\t丁\t1-0\n1\t乙\t戊\t1-0\n"
                                                  "1\t丙\t己\t1-0\n1\t辛\t\tabsent\n1\t壬\t\tabsent\n"),
                     "--preset", "xiangqi-2015-ruwei", "--rounds", "1", "--quota", "4", "--repechage", "seed",
                     "--pair")
    check(rc == EXIT_OK and "round 2 (repechage)" in out and "丁" in out and "己" not in out.split("repechage")[1],
          "--pair after the last round pairs the repechage: %s" % out)


if __name__ == "__main__":
    GROUP, SWISSCORE = sys.argv[1], sys.argv[2]
    clitest.tool = SWISSCORE
    with tempfile.TemporaryDirectory() as TMP:
        {"fangzhuang": test_fangzhuang, "jingkai": test_jingkai, "changping": test_changping,
         "national2015": test_national2015}[GROUP]()
    sys.exit(clitest.finish(GROUP))
