#!/usr/bin/env python3
"""swisscore card on the bundled examples/data/open9.trf (9 players, FIDE
Dutch 2026, initial colour White, 3 rounds played).

The expectations are worked out by hand from the file and C.04.3 (2026):
round 1 pairs 1-5, 2-6, 3-7, 4-8 with colours by 5.2.5 (odd pairing number
of the higher-ranked player: White) and gives 9 the PAB; in round 2 the
1-point group 1, 2, 3, 4, 9 has five players, 3 floats down to 5, and the
remainder 6, 7, 8 of the 0-point group leaves 8 the PAB; in round 3 player
1 is absent and 2, alone on 2 points, floats down to 3.

Usage: test-cli-card.py GROUP SWISSCORE OPEN9_TRF
"""

import json
import re
import sys

import clitest
from clitest import check, run

TRF = None


def card(*args, lang=None):
    pre = ["--lang", lang] if lang else []
    return run(*(pre + ["card"] + list(args)))


def section(out, rnd):
    """The explanation lines of one round in the text card."""
    m = re.search(r"\n(?:Round|第)\s*%d\s*轮?\n(.*?)(?:\n\n|\Z)" % rnd, out, flags=re.S)
    return m.group(1) if m else ""


def group_card():
    # Player 3: White against 7, Black against 5 (down from 1 point),
    # White against 2 (up: 2 came down from 2 points).
    code, out, err = card(TRF, 3)
    check(code == 0, "card 3: exit %d (%s)" % (code, err))
    check("Player card: Test0003 Player0003 (ID 3, TPN 3, rating 1976)" in out, "card 3: heading")
    check("Colours: WBW (difference +1). Strong preference for Black" in out, "card 3: colours and preference")
    check("Floats: 1 down, 1 up; byes: 0" in out, "card 3: floats")
    rows = [l.split() for l in out.splitlines() if re.match(r"\s+[123]\s+\d", l)]
    check([r[1] for r in rows] == ["7", "5", "2"], "card 3: opponents %r" % rows)
    check([r[4] for r in rows] == ["White", "Black", "White"], "card 3: colours %r" % rows)
    check([r[-1] for r in rows] == ["-", "down", "up"], "card 3: floats %r" % rows)
    r2 = section(out, 2)
    # 9 may not float again ([C14]: his PAB was a downfloat), 1 met 5
    # ([C1]), 4 would leave two colour preferences unmet ([C12]); 2 is
    # equal and the order of exchanges keeps him.
    check("You floated down from your score group (1 point)" in r2, "card 3 round 2: the float")
    check("Alternatives: 1 [C1]; 4 [C12]; 9 [C14]; 2 equal." in r2, "card 3 round 2: alternatives: " + r2)
    check("Colour (5.2.1): You wanted Black and your opponent White" in r2, "card 3 round 2: colour rule")
    # Player 7, round 3 against 8: both want Black, 8's preference is
    # strong (difference +1), 7's mild: 5.2.2 gives 8 Black.
    code, out, _ = card(TRF, 7)
    r3 = section(out, 3)
    check("Colour (5.2.2): Both wanted Black; your opponent's preference was strong, yours mild" in r3,
          "card 7 round 3: colour rule 5.2.2: " + r3)
    check("Absolute preference for Black" in out, "card 7: after White twice, absolute for Black")
    # Player 5, round 2: meets the downfloater 3; 7 met 3 already, 6 and 8
    # want Black like 3: forced by [C12].
    code, out, _ = card(TRF, 5)
    check("Decided by [C12] (colour preference not met)" in section(out, 2), "card 5 round 2: [C12]")
    # Every player, every round: the opponent is explained, and the colour
    # of every game.
    for pid in range(1, 10):
        code, out, err = card(TRF, pid)
        check(code == 0, "card %d: exit %d (%s)" % (pid, code, err))
        for rnd in (1, 2, 3):
            s = section(out, rnd)
            check("Opponent: " in s, "card %d round %d: no opponent explanation" % (pid, rnd))
        games = len([l for l in out.splitlines() if re.match(r"\s+[123]\s+[1-9]\s", l)])
        check(out.count("  Colour (") == games, "card %d: %d games, colours explained %d times"
              % (pid, games, out.count("  Colour (")))
    # Tie-breaks by a cascade given on the command line.
    code, out, _ = card("--tiebreaks", "BH/C1,SB", TRF, 7)
    check(re.search(r"^Tie-breaks: BH/C1 [\d.]+ SB [\d.]+$", out, flags=re.M) is not None, "card 7: tie-breaks")


def group_zh():
    code, out, err = card(TRF, 3, lang="zh")
    check(code == 0, "zh card 3: exit %d (%s)" % (code, err))
    check("棋手卡片：Test0003 Player0003（编号3，序号3，等级分1976）" in out, "zh card: heading")
    check("先后手：白黑白（颜色差+1）。强倾向执黑方" in out, "zh card: colours")
    r2 = section(out, 2)
    check("对手：你从1分组降组" in r2, "zh card round 2: the float: " + r2)
    check("其他安排：1 [C1]；4 [C12]；9 [C14]；2 相同。" in r2, "zh card round 2: alternatives")
    check("颜色（5.2.1条）：你倾向黑方，对手倾向白方：双方的倾向都得到满足" in r2, "zh card round 2: colour")
    # The bye of round 2 (player 8): the order of the remainder 6, 7, 8.
    code, out, _ = card(TRF, 8, lang="zh")
    r2 = section(out, 2)
    check("本轮待编排棋手9人，为单数，你获得编排轮空" in r2, "zh card 8 round 2: the bye")
    check("由规则规定的调换与交换顺序决定" in r2, "zh card 8 round 2: the order decides")
    check("Opponent" not in out and "Colour" not in out and "Round" not in out, "zh card 8: English words left")
    code, out, _ = card("-t", "BH/C1,SB", TRF, 5, lang="zh")
    check(re.search(r"^小分：扣除对手分 [\d.]+，索伯分 [\d.]+$", out, flags=re.M) is not None,
          "zh card 5: tie-breaks by their Chinese names")
    # The explanations are the library's: the JSON texts are Chinese too.
    code, out, _ = card("--format", "json", TRF, 8, lang="zh")
    doc = json.loads(out)
    check("编排轮空" in doc["rounds"][1]["opponent_text"], "zh json: Chinese explanation")


def group_json():
    code, out, err = card("-f", "json", TRF, 5)
    check(code == 0, "json card: exit %d (%s)" % (code, err))
    try:
        doc = json.loads(out)
    except ValueError as e:
        check(False, "json card does not parse: %s" % e)
        return
    check(doc["id"] == 5 and doc["edition"] == 2026 and doc["system"] == "dutch", "json: summary")
    r = doc["rounds"]
    check([x["opponent"] for x in r] == [1, 3, 6], "json: opponents")
    check([x["colour"] for x in r] == ["black", "white", "black"], "json: colours")
    check([x["float"] for x in r] == ["none", "up", "down"], "json: floats")
    check(r[1]["pairing"] == "upfloat" and r[1]["decided_by"] == "criterion" and r[1]["criterion"] == 12
          and r[1]["criterion_name"] == "[C12]", "json: round 2 forced by [C12]")
    check(r[0]["colour_rule"] == 5 and r[0]["colour_article"] == "5.2.5" and r[0]["colour_as_rule"] is True,
          "json: round 1 colour by 5.2.5")
    check([t["code"] for t in doc["tiebreaks"]] == ["PTS"], "json: points only without tie-break rules")
    # The bye and the absence.
    code, out, _ = card("-f", "json", TRF, 1)
    r3 = json.loads(out)["rounds"][2]
    check(r3["kind"] == "zero_bye" and r3["pairing"] == "not_paired" and r3["opponent"] == 0, "json: absence")
    code, out, _ = card("-f", "json", TRF, 9)
    r1 = json.loads(out)["rounds"][0]
    check(r1["kind"] == "pab" and r1["pairing"] == "pab" and r1["float"] == "down", "json: PAB of round 1")


def group_errors():
    code, _, err = card(TRF, 42)
    check(code == 2 and "no player 42" in err, "unknown player: exit %d, %r" % (code, err))
    code, _, err = card(TRF)
    check(code == 1 and "no player number given" in err, "no player: exit %d" % code)
    code, _, err = card(TRF, "x")
    check(code == 1 and "is not a player number" in err, "bad number: exit %d" % code)
    code, _, err = card("--format", "tsv", TRF, 3)
    check(code == 1 and "unknown format" in err, "tsv refused: exit %d" % code)
    code, _, err = card("-t", "NOPE", TRF, 3)
    check(code == 2 and "unknown tie-break" in err, "bad tie-break: exit %d, %r" % (code, err))
    code, _, err = card("-t", "BH", "-r", "fangzhuang-xiangqi", TRF, 3)
    check(code == 1, "both --tiebreaks and --ruleset: exit %d" % code)
    code, _, err = card("missing-file.trf", 3)
    check(code == 3, "missing file: exit %d" % code)
    code, out, _ = run("help", "card")
    check(code == 0 and "Usage: swisscore card" in out, "help card")


def main():
    global TRF
    group, clitest.tool, TRF = sys.argv[1], sys.argv[2], sys.argv[3]
    {"card": group_card, "card-zh": group_zh, "card-json": group_json, "card-errors": group_errors}[group]()
    if clitest.failures:
        print("%d check(s) failed" % len(clitest.failures), file=sys.stderr)
        return 1
    print("ok: " + group)
    return 0


if __name__ == "__main__":
    sys.exit(main())
