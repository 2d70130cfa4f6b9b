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

import csv
import html.parser
import io
import json
import os
import re
import sys
import tempfile

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
    code, _, err = card("--format", "pdf", TRF, 3)
    check(code == 1 and "unknown format" in err and "html" in err, "pdf refused: exit %d %r" % (code, err))
    code, _, err = card("--csv-encoding", "latin9", "-f", "csv", TRF, 3)
    check(code == 1 and "latin9" in err, "unknown sheet encoding refused: exit %d %r" % (code, err))
    code, _, err = card("-f", "csv", "-o", "/nonexistent-dir/card.csv", TRF, 3)
    check(code == 3, "unwritable -o: exit %d %r" % (code, err))
    code, _, err = card("-t", "NOPE", TRF, 3)
    check(code == 2 and "unknown tie-break" in err, "bad tie-break: exit %d, %r" % (code, err))
    code, _, err = card("-t", "BH", "-r", "fangzhuang-xiangqi", TRF, 3)
    check(code == 1, "both --tiebreaks and --ruleset: exit %d" % code)
    code, _, err = card("missing-file.trf", 3)
    check(code == 3, "missing file: exit %d" % code)
    code, out, _ = run("help", "card")
    check(code == 0 and "Usage: swisscore card" in out, "help card")


class Tables(html.parser.HTMLParser):
    """Rows of cells of every table of a page, and the page's headings."""

    def __init__(self):
        super().__init__()
        self.tables, self.cell, self.heads, self.head = [], None, [], None

    def flush(self):
        """Close the open cell: the tool leaves </td> and </th> out."""
        if self.cell is not None:
            self.tables[-1][-1].append(self.cell.strip())
            self.cell = None

    def handle_starttag(self, tag, attrs):
        if tag in ("td", "th", "tr"):
            self.flush()
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self.cell = ""
        elif tag in ("h1", "h2", "caption"):
            self.head = ""

    def handle_endtag(self, tag):
        if tag in ("td", "th", "tr", "thead", "tbody", "table"):
            self.flush()
        elif tag in ("h1", "h2", "caption") and self.head is not None:
            self.heads.append(self.head.strip())
            self.head = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data
        if self.head is not None:
            self.head += data


def sections_of(text, sep):
    """The sheets of a csv or tsv card: [(title, header, rows)]."""
    out = []
    for block in text.lstrip("\ufeff").strip("\r\n").split("\r\n\r\n" if "\r\n" in text else "\n\n"):
        rows = list(csv.reader(io.StringIO(block), delimiter=sep))
        out.append((rows[0][0], rows[1], rows[2:]))
    return out


def group_formats():
    """csv, tsv, html, json and text, to standard output and with -o."""
    tmp = tempfile.mkdtemp()
    # CSV: a byte order mark, a summary sheet and a rounds sheet, bare numbers.
    code, out, err = card("-f", "csv", TRF, 3)
    check(code == 0 and out.startswith("\ufeff"), "csv card: BOM, exit %d %s" % (code, err))
    sheets = sections_of(out, ",")
    check(len(sheets) == 2, "csv card: two sheets, not %d" % len(sheets))
    (t1, h1, r1), (t2, h2, r2) = sheets
    check(t1 == "Player card: Test0003 Player0003 (ID 3, TPN 3, rating 1976)", "csv title %r" % t1)
    summary = dict(zip(h1, r1[0]))
    check(summary["Score"] == "1.0" and summary["Rank"] == "6" and summary["Colours"] == "WBW"
          and summary["Colour difference"] == "1" and summary["Down floats"] == "1" and summary["Up floats"] == "1"
          and summary["Byes"] == "0", "csv summary cells %r" % summary)
    check(summary["Preference"].startswith("Strong preference for Black"), "csv preference %r" % summary)
    check(t2 == "Rounds of Test0003 Player0003", "csv rounds title %r" % t2)
    check(h2[:7] == ["Rd", "Opp", "Name", "Colour", "Pts", "Score", "Float"], "csv rounds header %r" % h2)
    check([r[1] for r in r2] == ["7", "5", "2"] and [r[3] for r in r2] == ["White", "Black", "White"]
          and [r[4] for r in r2] == ["1.0", "0.0", "0.0"] and [r[6] for r in r2] == ["", "down", "up"],
          "csv rounds cells %r" % r2)
    check("Alternatives: 1 [C1]; 4 [C12]; 9 [C14]; 2 equal." in r2[1][7] and r2[1][8] == "5.2.1"
          and r2[1][9].startswith("You wanted Black and your opponent White"), "csv round 2 why %r" % r2[1])
    # TSV: column keys and the library's words.
    code, out, err = card("-f", "tsv", TRF, 3)
    (t1, h1, r1), (t2, h2, r2) = sections_of(out, "\t")
    check(h1[:6] == ["id", "name", "rating", "rounds", "points", "rank"] and r1[0][:6] ==
          ["3", "Test0003 Player0003", "1976", "3", "1.0", "6"], "tsv summary %r %r" % (h1, r1))
    check(h2 == ["round", "opponent_id", "opponent_name", "colour", "points", "score", "float", "why_opponent",
                 "colour_rule", "why_colour"], "tsv rounds keys %r" % h2)
    check([r[3] for r in r2] == ["w", "b", "w"] and [r[6] for r in r2] == ["", "down", "up"], "tsv words %r" % r2)
    code, out, _ = card("-f", "tsv", TRF, 9)
    rows = sections_of(out, "\t")[1][2]
    check(rows[0][2] == "pab" and rows[0][1] == "NA" and rows[0][3] == "", "tsv: the PAB row %r" % rows[0])
    tz = card("-f", "tsv", TRF, 9, lang="zh")[1]
    check(sections_of(tz, "\t")[1][1] == sections_of(out, "\t")[1][1], "tsv keys do not change with --lang zh")
    # HTML: one self-contained page with both tables, written by -o.
    page = os.path.join(tmp, "card3.html")
    code, out, err = card("-f", "html", "-o", page, TRF, 3)
    check(code == 0 and out == "" and os.path.exists(page), "html -o: exit %d %s" % (code, err))
    text = open(page, encoding="utf-8").read()
    check(text.startswith("<!DOCTYPE html>") and "http://" not in text and "https://" not in text,
          "html card is self-contained")
    p = Tables()
    p.feed(text)
    check(len(p.tables) == 2, "html card: two tables, not %d" % len(p.tables))
    if len(p.tables) == 2:
        rounds = p.tables[1]
        check(rounds[0][:4] == ["Rd", "Opp", "Name", "Colour"], "html rounds header %r" % rounds[0])
        check([r[1] for r in rounds[1:]] == ["7", "5", "2"] and [r[6] for r in rounds[1:]] == ["", "down", "up"],
              "html rounds cells %r" % rounds[1:])
        check(p.tables[0][1][4] == "1.0", "html summary score %r" % p.tables[0])
    # Chinese HTML.
    code, out, err = card("-f", "html", TRF, 3, lang="zh")
    p = Tables()
    p.feed(out)
    check('lang="zh-CN"' in out and p.tables and p.tables[1][0][:4] == ["轮次", "对手", "姓名", "执色"]
          and [r[3] for r in p.tables[1][1:]] == ["白方", "黑方", "白方"], "zh html card: %r" % p.tables[1:])
    # GBK CSV, for Excel on Chinese Windows.
    path = os.path.join(tmp, "card.csv")
    code, _, err = card("-f", "csv", "--csv-encoding", "gbk", "-o", path, TRF, 3, lang="zh")
    data = open(path, "rb").read()
    check(code == 0 and not data.startswith(b"\xef\xbb\xbf") and data.decode("gb18030").startswith("棋手卡片："),
          "GBK csv card: %s %r" % (err, data[:40]))
    # Text and JSON go to -o as well, and read as on standard output.
    for fmt in ("text", "json"):
        path = os.path.join(tmp, "card." + fmt)
        code, out, err = card("-f", fmt, "-o", path, TRF, 3)
        want = card("-f", fmt, TRF, 3)[1]
        check(code == 0 and out == "" and open(path, encoding="utf-8").read() == want, "%s -o: %s" % (fmt, err))


def main():
    global TRF
    group, clitest.tool, TRF = sys.argv[1], sys.argv[2], sys.argv[3]
    {"card": group_card, "card-zh": group_zh, "card-json": group_json, "card-errors": group_errors,
     "card-formats": group_formats}[group]()
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
