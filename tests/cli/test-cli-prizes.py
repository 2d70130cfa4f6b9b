#!/usr/bin/env python3
"""Tests of `swisscore prizes`, one group per meson test.

  test-cli-prizes.py GROUP SWISSCORE PRIZES_DATA

GROUP is prizes, prizes-formats, prizes-errors or prizes-documents. PRIZES_DATA is
tests/data/prizes. Expected awards are worked out here from the places that
`swisscore standings` prints for the same file, independently of the prize
code: tied players share the sum of the amounts of the places they occupy,
rounded down to the hundredth. Standard library only.
"""

import json
import os
import sys
import tempfile

import clitest
from clitest import check, run

EXIT_OK, EXIT_USAGE, EXIT_INPUT, EXIT_IO = 0, 1, 2, 3
NAMED = ["fangzhuang-xiangqi", "fangzhuang-chess-open", "fangzhuang-chess-sprint", "fangzhuang-chess",
         "fangzhuang-dual", "changping-grading", "changping-open", "changping-companion", "jingkai-grading",
         "national2015-xiangqi", "national2015-chess", "national2015-go", "national2015-doubles",
         "national2015-doubles-men", "national2015-doubles-women", "national2015-doubles-mixed",
         "national2015-doubles-parent", "province-teams"]


def parse_tsv(out):
    lines = out.rstrip("\n").split("\n")
    header = lines[0].split("\t")
    return header, [dict(zip(header, l.split("\t"))) for l in lines[1:] if l]


def hundredths(text):
    if text == "-":
        return None
    whole, _, frac = text.partition(".")
    return int(whole) * 100 + int((frac + "00")[:2])


def standings(path, *args):
    """[(id, rank)] in ranking order."""
    rc, out, err = run("standings", path, "-f", "tsv", *args)
    check(rc == EXIT_OK, "standings %s exits 0 (%s)" % (" ".join(args), err.strip()))
    _, rows = parse_tsv(out)
    return [(int(r["id"]), int(r["rank"])) for r in rows]


def shares(order, amounts, places):
    """Expected award per id: ties share the amounts of the places they occupy."""
    got = {}
    slot = 0
    k = 0
    while k < len(order) and slot < places:
        j = k
        while j < len(order) and order[j][1] == order[k][1]:
            j += 1
        n = j - k
        total = sum(amounts[s] for s in range(slot, min(slot + n, places)))
        for q in range(k, j):
            got[order[q][0]] = total // n
        slot += n
        k = j
    return got


def write(tmp, name, text):
    path = os.path.join(tmp, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def awards(out, table):
    _, rows = parse_tsv(out)
    return {int(r["id"]): r for r in rows if r["table"] == table and r["kind"] in ("cash", "points")}


# ---- groups -------------------------------------------------------------------

def test_prizes(tmp):
    path = os.path.join(DATA, "p40_r5_c.trf")
    amounts = [300000, 200000, 120000, 80000, 50000, 30000]
    rules = write(tmp, "own.rules",
                  "name own\n"
                  "prizes places Place prizes\n"
                  "  count -23: n/4; 24-: all\n"
                  "  amounts 3000 2000 1200 800 500 300\n")
    rc, out, err = run("prizes", path, "--rules", rules, "-f", "tsv")
    check(rc == EXIT_OK, "own rules exit 0 (%s)" % err.strip())
    order = standings(path, "-t", "PTS")
    want = shares(order, amounts, 6)
    got = awards(out, "places")
    check(set(got) == set(want), "the players paid are those of the standings: %s vs %s" % (sorted(got), sorted(want)))
    for pid, amount in want.items():
        if pid in got:
            check(hundredths(got[pid]["value"]) == amount,
                  "player %d gets %s, expected %d hundredths" % (pid, got[pid]["value"], amount))
    # the hand-computed cases of this file: 1=,1= share 2500; five at 5= share 160
    check(got.get(1, {}).get("value") == "2500" and got.get(2, {}).get("value") == "2500", "1= share 2500")
    check(got.get(3, {}).get("value") == "160" and got.get(3, {}).get("place") == "5-9",
          "five players at 5= share places 5-9: 160 each")

    # 方庄 xiangqi (40 entrants): the document's six amounts, ties share;
    # grand-prix points 15 / 10 for places 1-2 if members: id 1 (member)
    # and id 2 (not) tie first and share (15 + 10) / 2 = 12.5; id 2's lapse
    players = write(tmp, "players.txt", "# id and what the TRF cannot say\n1 member\n2 sex=w\n")
    rc, out, err = run("prizes", path, "--rules", "fangzhuang-xiangqi", "--players", players, "-f", "tsv")
    check(rc == EXIT_OK, "fangzhuang-xiangqi exits 0 (%s)" % err.strip())
    order = standings(path, "-r", "fangzhuang-xiangqi")
    want = shares(order, [100000, 50000, 30000, 20000, 15000, 10000], 6)
    places = awards(out, "places")
    check({pid: hundredths(r["value"]) for pid, r in places.items()} == want, "xiangqi place prizes %s" % want)
    rank = dict(order)
    if rank[1] == rank[2] == 1:
        gp = awards(out, "grand-prix")
        check(list(gp) == [1] and hundredths(gp[1]["value"]) == 1250, "member shares 12.5 points, non-member none")

    # merged groups: 大师冲刺组 of 10 entrants pays its first place only
    # (500), ranked inside the group; 公开组 of 30: 30 / 4 = 7 places
    lines = ["%d group=公开组" % i for i in range(1, 31)] + ["%d group=大师冲刺组 member" % i for i in range(31, 41)]
    groups = write(tmp, "groups.txt", "\n".join(lines) + "\n")
    rc, out, err = run("prizes", path, "--rules", "fangzhuang-chess", "--players", groups, "-f", "tsv")
    check(rc == EXIT_OK, "fangzhuang-chess exits 0 (%s)" % err.strip())
    # the group's ranking is the event's, restricted to the group (the TRF
    # cannot carry groups, so `standings --group` cannot be asked here)
    first = [pid for pid, _ in standings(path, "-r", "fangzhuang-chess") if pid > 30][0]
    sprint = awards(out, "sprint")
    check(list(sprint) == [first] and hundredths(sprint[first]["value"]) == 50000,
          "the sprint group's winner takes 500: %s, expected %d" % (list(sprint), first))
    opens = awards(out, "open")
    check(len(opens) == 7 and all(pid <= 30 for pid in opens), "open group: 30 / 4 = 7 places, open players only")
    check(sorted(hundredths(r["value"]) for r in opens.values()) == sorted([220000, 110000, 60000, 50000, 40000,
                                                                              30000, 30000]),
          "open amounts 2200 1100 600 500 400 300 300")

    # province teams from federations: best 3 men by the sum of places
    feds = ["北京", "上海", "天津", "广东"]
    lines = ["%d federation=%s" % (i, feds[i % 4]) for i in range(1, 41)]
    fedfile = write(tmp, "feds.txt", "\n".join(lines) + "\n")
    rc, out, err = run("prizes", path, "--rules", "province-teams", "--players", fedfile, "-f", "json")
    check(rc == EXIT_OK, "province-teams exits 0 (%s)" % err.strip())
    doc = json.loads(out)
    men = [t for t in doc["tables"] if t["name"] == "province-men"][0]
    rank = dict(standings(path, "-t", "PTS"))
    sums = {}
    for f in feds:
        best = sorted(rank[i] for i in range(1, 41) if feds[i % 4] == f)[:3]
        sums[f] = sum(best)
    check({t["name"]: int(t["score"]) for t in men["teams"]} == sums, "team sums %s" % sums)
    check([int(t["score"]) for t in men["teams"]] == sorted(sums.values()), "teams in order of their sums")


def test_formats(tmp):
    path = os.path.join(DATA, "p40_r5_c.trf")
    players = write(tmp, "p.txt", "1 member tags=team=A\n2 member sex=w tags=team=A\n3 tags=team=B\n4 tags=team=B\n")
    rules = write(tmp, "r.rules", "use fangzhuang-chess-open\nprizes open\n  amounts 1000 700 500 300 200 150 100 50\n"
                                  "teams pairs\n  by tag team\n  score points 11 10 9 8 7 6 5 4 3 2 rest 1\n")
    base = ["prizes", path, "--rules", rules, "--players", players]
    rc1, tsv, e1 = run(*base, "-f", "tsv")
    rc2, js, e2 = run(*base, "-f", "json")
    rc3, txt, e3 = run(*base)
    check(rc1 == rc2 == rc3 == EXIT_OK, "all formats exit 0 (%s %s %s)" % (e1, e2, e3))
    header, rows = parse_tsv(tsv)
    check(header == ["table", "kind", "place", "shared", "id", "name", "rank", "value", "section", "group", "count",
                     "amount"], "tsv header %s" % header)
    doc = json.loads(js)
    ja = [(t["name"], a["id"], a["amount"]) for t in doc["tables"] for a in t.get("awards", [])]
    ta = [(r["table"], int(r["id"]), r["value"]) for r in rows if r["kind"] in ("cash", "points")]
    check([(a, b) for a, b, _ in ja] == [(a, b) for a, b, _ in ta], "json and tsv list the same awards")
    for (_, _, jv), (_, _, tv) in zip(ja, ta):
        check((jv is None and tv == "-") or (jv is not None and hundredths(str(jv)) == hundredths(tv)),
              "json amount %s equals tsv %s" % (jv, tv))
    check(doc["ruleset"] == "fangzhuang-chess", "json names the ruleset")
    pairs = [t for t in doc["tables"] if t["name"] == "pairs"][0]
    check(len(pairs["teams"]) == 2 and all(len(t["members"]) == 2 for t in pairs["teams"]), "two pair teams")
    season = [t for t in doc["tables"] if t["name"] == "year-end"][0]
    check([a["rank"] for a in season["awards"]] == [1, 2, 3] and
          [hundredths(str(a["amount"])) for a in season["awards"]] == [2000, 1500, 1000], "year-end points 20 / 15 / 10")
    check("[open]" in txt and "[pairs]" in txt and "Test0001 Player0001" in txt, "text lists the tables")
    team_rows = [r for r in rows if r["kind"] == "team"]
    member_rows = [r for r in rows if r["kind"] == "member"]
    check(len(team_rows) == 2 and len(member_rows) == 4, "tsv team and member rows")
    # lists
    rc, out, _ = run("prizes", "--list")
    check(rc == EXIT_OK and all(n in out for n in NAMED) and "方庄" in out and "昌平" in out, "--list")
    rc, out, _ = run("prizes", "--list", "-f", "json")
    check(rc == EXIT_OK and [r["name"] for r in json.loads(out)] == NAMED, "--list json")
    rc, out, _ = run("prizes", "--list", "-f", "tsv")
    check(rc == EXIT_OK and out.startswith("name\tname_zh\tdescription\n"), "--list tsv")
    # --show prints a rule that reads back to the same result
    for name in NAMED:
        rc, text, _ = run("prizes", "--show", name)
        shown = write(tmp, name + ".rules", text)
        a = run("prizes", path, "--rules", name, "-f", "tsv")
        b = run("prizes", path, "--rules", shown, "-f", "tsv")
        check(rc == EXIT_OK and a[0] == b[0] == EXIT_OK and a[1] == b[1], "--show %s reads back" % name)
    # by the Chinese name too
    rc, out, _ = run("prizes", path, "--rules", "方庄双弈赛奖励", "-f", "tsv")
    paid = awards(out, "places")
    check(rc == EXIT_OK and len(paid) >= 6 and sum(hundredths(r["value"]) for r in paid.values()) <= 240000,
          "dual-board: 40 / 3 = 13 places, capped at the six amounts (2400 in all)")


def test_errors(tmp):
    path = os.path.join(DATA, "p40_r5_c.trf")
    bad = write(tmp, "bad.rules", "prizes p\n  amounts 100\n  colour red\n")
    unknown = write(tmp, "unk.rules", "ruleset no-such-ruleset\nprizes p\n  amounts 1\n")
    badp = write(tmp, "badp.txt", "1 member\n999 member\n")
    badw = write(tmp, "badw.txt", "1 wizard\n")
    cases = [
        ((), EXIT_USAGE, "no input"),
        ((path,), EXIT_USAGE, "--rules"),
        ((path, "--rules", os.path.join(tmp, "missing.rules")), EXIT_IO, "missing.rules"),
        ((path, "--rules", bad), EXIT_INPUT, "line 3"),
        ((path, "--rules", unknown), EXIT_USAGE, "no-such-ruleset"),
        ((path, "--rules", "fangzhuang-dual", "-f", "xml"), EXIT_USAGE, "xml"),
        ((path, "--rules", "fangzhuang-dual", "--players", badp), EXIT_INPUT, ":2:"),
        ((path, "--rules", "fangzhuang-dual", "--players", badw), EXIT_INPUT, "wizard"),
        ((path, "--rules", "fangzhuang-dual", "--after-round", "9"), EXIT_USAGE, "round 9"),
        (("--list", path), EXIT_USAGE, "--list"),
        (("--show", "nope"), EXIT_USAGE, "nope"),
        ((os.path.join(tmp, "missing.trf"), "--rules", "fangzhuang-dual"), EXIT_IO, "missing.trf"),
    ]
    for args, code, word in cases:
        rc, out, err = run("prizes", *args)
        check(rc == code and word in err and err.startswith("swisscore"),
              "prizes %s: exit %d with '%s' (got %d: %s)" % (" ".join(args), code, word, rc, err.strip()))
    rc1, a, _ = run("help", "prizes")
    rc2, b, _ = run("prizes", "--help")
    check(rc1 == rc2 == EXIT_OK and a == b and a.startswith("Usage: swisscore prizes"), "help prizes")
    rc, out, _ = run("--help")
    check("prizes" in out, "the global help lists prizes")


def placement_points(rank):
    """昌平 名次分: 11 for 1st ... 2 for 10th, 1 after."""
    return 12 - rank if rank <= 10 else 1


def test_documents(tmp):
    """What the documents ask of the players file: Chinese titles, conduct
    points, and several pairing sections of one grading event."""
    path = os.path.join(DATA, "p40_r5_c.trf")
    # 棋士挑战大师奖. Player 1 (一级棋士) beat 21 (棋协大师) and 5 (FM) over
    # the board, 16 (候补棋协大师: does not count) and 12 (国家大师) by
    # forfeit (does not count): 2 games, 200. Player 2 (二级棋士) beat 22,
    # 13, 20 and 3, all 棋协大师: 400, capped at 300. Player 9 (无级: no
    # certificate) beat 29 (棋协大师): nothing.
    players = write(tmp, "titles.txt",
                    "1 cn_title=一级棋士\n21 cn_title=棋协大师\n12 cn_title=国家大师\n16 cn_title=候补棋协大师\n"
                    "5 title=FM\n2 cn_title=二级棋士\n22 cn_title=棋协大师\n13 cn_title=棋协大师\n"
                    "20 cn_title=棋协大师\n3 cn_title=棋协大师\n9 cn_title=无级\n29 cn_title=棋协大师\n")
    rc, out, err = run("prizes", path, "--rules", "fangzhuang-chess-open", "--players", players, "-f", "tsv")
    check(rc == EXIT_OK, "fangzhuang-chess-open with titles exits 0 (%s)" % err.strip())
    bounty = awards(out, "challenge")
    check({pid: (r["count"], hundredths(r["value"])) for pid, r in bounty.items()} == {1: ("2", 20000),
                                                                                      2: ("4", 30000)},
          "bounty: player 1 two games 200, player 2 four games capped at 300 (%s)" % bounty)
    # 骑士奖: every round and conduct points above 0. Player 1 (conduct 1,
    # a forfeit win is a round he was there for) and 2 (conduct 1) get it;
    # 3 has conduct 0; 4 (conduct 2) took a half-point bye in round 2
    conduct = write(tmp, "conduct.txt", "1 conduct=1\n2 conduct=1\n3 conduct=0\n4 conduct=2\n5 conduct=-1\n")
    rc, out, err = run("prizes", path, "--rules", "changping-grading", "--players", conduct, "-f", "tsv")
    check(rc == EXIT_OK, "changping-grading exits 0 (%s)" % err.strip())
    check(sorted(awards(out, "knight")) == [1, 2], "knights: %s" % sorted(awards(out, "knight")))
    # two pairing sections (the same file twice): a mixed-doubles team of
    # player 1 of section 1 and player 3 of section 2, placement points
    # from each one's place in his own section
    teams = write(tmp, "teams.txt", "1:1 tags=doubles=A\n2:3 tags=doubles=A\n2:4 conduct=3\n")
    rc, out, err = run("prizes", path, path, "--rules", "changping-grading", "--players", teams, "-f", "tsv")
    check(rc == EXIT_OK, "two sections exit 0 (%s)" % err.strip())
    rank = dict(standings(path, "-r", "changping-grading"))
    _, rows = parse_tsv(out)
    team = [r for r in rows if r["table"] == "doubles" and r["kind"] == "team"]
    check(len(team) == 1 and hundredths(team[0]["value"]) == 100 * (placement_points(rank[1]) +
                                                                    placement_points(rank[3])),
          "team A scores %s" % [r["value"] for r in team])
    members = sorted((r["section"], r["id"]) for r in rows if r["table"] == "doubles" and r["kind"] == "member")
    check(members == [("1", "1"), ("2", "3")], "members in their sections: %s" % members)
    top8 = [(r["section"], int(r["rank"])) for r in rows if r["table"] == "top8"]
    check(sorted(top8) == [(s, k) for s in ("1", "2") for k in range(1, 9)],
          "eight places in each section (the ruleset draws lots): %s" % top8)
    check([r["section"] for r in rows if r["table"] == "knight"] == [],
          "no knight: conduct 0 everywhere but 2:4, who took a half-point bye")
    bad = write(tmp, "badsec.txt", "3:1 member\n")
    rc, _, err = run("prizes", path, path, "--rules", "changping-grading", "--players", bad)
    check(rc == EXIT_INPUT and "section" in err, "a section beyond the files is refused (%s)" % err.strip())
    bad = write(tmp, "badconduct.txt", "1 conduct=lots\n")
    rc, _, err = run("prizes", path, "--rules", "changping-grading", "--players", bad)
    check(rc == EXIT_INPUT and "conduct" in err, "conduct must be a number (%s)" % err.strip())


if __name__ == "__main__":
    GROUP, SWISSCORE, DATA = sys.argv[1], sys.argv[2], sys.argv[3]
    clitest.tool = SWISSCORE
    with tempfile.TemporaryDirectory() as tmp:
        {"prizes": test_prizes, "prizes-formats": test_formats, "prizes-errors": test_errors,
         "prizes-documents": test_documents}[GROUP](tmp)
    sys.exit(clitest.finish(GROUP))
