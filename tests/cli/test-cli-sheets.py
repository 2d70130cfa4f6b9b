#!/usr/bin/env python3
"""Tests of `swisscore boards`, `crosstable`, `site` and the sheet formats
(text, csv, tsv, json, html; -o FILE; GBK), one group per meson test.

  test-cli-sheets.py GROUP SWISSCORE OPEN9_TRF

GROUP is boards, crosstable, formats, errors or site. OPEN9_TRF is
examples/data/open9.trf: nine players, three rounds. The expected cells
are worked out by hand from its rounds:

  R1  1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1; 9 has the bye
  R2  4-1 0-1, 2-9 1-0, 5-3 1-0, 7-6 1-0; 8 has the bye
  R3  3-2 0-1, 9-4 0-1, 6-5 draw, 7-8 1-0; 1 has a zero-point bye

Scores: 2 3.0; 1, 4, 7 2.0; 5 1.5; 3, 8, 9 1.0; 6 0.5. With points only
the tied players share the place and keep pairing-number order, so the
lines are 2, 1, 4, 7, 5, 3, 8, 9, 6. Standard library only.
"""

import csv
import html.parser
import io
import json
import os
import sys
import tempfile

import clitest
from clitest import check, run

EXIT_OK, EXIT_USAGE, EXIT_INPUT, EXIT_IO = 0, 1, 2, 3
LINES = [2, 1, 4, 7, 5, 3, 8, 9, 6]


def parse_tsv(out):
    lines = out.rstrip("\n").split("\n")
    head = lines[0].split("\t")
    return [dict(zip(head, line.split("\t"))) for line in lines[1:]]


class Tables(html.parser.HTMLParser):
    """The cells of every table of an HTML page, and its links."""

    def __init__(self):
        super().__init__()
        self.tables, self.links, self.cell = [], [], None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.close_cell()
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self.close_cell()
            self.cell = ""
        elif tag == "a":
            self.links.append(dict(attrs).get("href"))

    def close_cell(self):
        if self.cell is not None:
            self.tables[-1][-1].append(self.cell.strip())
            self.cell = None

    def handle_endtag(self, tag):
        if tag in ("td", "th", "tr", "table"):
            self.close_cell()

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data


def tables_of(page):
    p = Tables()
    p.feed(page)
    p.close()
    return p


def test_boards():
    code, out, err = run("boards", TRF, "--round", "2", "--format", "tsv")
    check(code == EXIT_OK, "boards --round 2 succeeds: %s" % err)
    rows = parse_tsv(out)
    check(len(rows) == 5, "four boards and the bye: %d rows" % len(rows))
    first = rows[0]
    check((first["board"], first["white_id"], first["black_id"], first["result"]) == ("1", "4", "1", "0-1"),
          "board 1 of round 2 is 4-1 0-1: %r" % first)
    check((first["white_points"], first["black_points"]) == ("1.0", "1.0"),
          "both had 1 point before round 2: %r" % first)
    check(rows[3]["result"] == "1-0" and rows[3]["white_points"] == "0.0" and rows[3]["black_id"] == "6",
          "board 4: 7 (0 points) beat 6: %r" % rows[3])
    check(rows[4]["white_id"] == "8" and rows[4]["result"] == "pab" and rows[4]["board"] == "NA",
          "8 has the bye, without a board: %r" % rows[4])
    # The default is the last round; text output names it.
    code, out, err = run("boards", TRF)
    check(code == EXIT_OK and out.startswith("Round 3: boards"), "the last round by default: %r" % out[:40])
    check("zero-point bye" in out, "the zero-point bye of player 1 is listed: %r" % out)
    # The wall sheet: names in order, each with board, colour and opponent.
    code, out, err = run("boards", TRF, "--by-name", "--format", "tsv")
    rows = parse_tsv(out)
    check([r["id"] for r in rows] == [str(i) for i in range(1, 10)], "sorted by name: %r" % rows)
    check((rows[1]["board"], rows[1]["colour"], rows[1]["opponent_id"], rows[1]["result"]) == ("1", "b", "3", "1"),
          "player 2 won on board 1 with black against 3: %r" % rows[1])
    check((rows[5]["colour"], rows[5]["result"]) == ("w", "½"), "player 6 drew with white: %r" % rows[5])
    check(rows[0]["result"] == "zero_bye" and rows[0]["board"] == "NA", "player 1 was absent: %r" % rows[0])
    code, out, err = run("boards", TRF, "--by-name", "--lang", "zh")
    check(code == EXIT_OK and out.startswith("第3轮对阵（按姓名）"), "Chinese title: %r" % out[:30])
    check("缺席（0分）" in out and "黑方" in out and "台次" in out, "Chinese words: %r" % out)


def test_crosstable(tmp):
    code, out, err = run("crosstable", TRF, "--format", "tsv")
    check(code == EXIT_OK, "crosstable succeeds: %s" % err)
    rows = parse_tsv(out)
    check([int(r["id"]) for r in rows] == LINES, "ranking order: %r" % [r["id"] for r in rows])
    cells = {int(r["id"]): (r["rank"], r["r1"], r["r2"], r["r3"], r["points"]) for r in rows}
    # Player 1 (line 2): beat 5 (line 5) with white, beat 4 (line 3) with black, absent.
    check(cells[1] == ("2=", "5w1", "3b1", "-", "2.0"), "player 1: %r" % (cells[1],))
    # Player 5 (line 5): lost to 1 (line 2), beat 3 (line 6), drew with 6 (line 9).
    check(cells[5] == ("5", "2b0", "6w1", "9b½", "1.5"), "player 5: %r" % (cells[5],))
    # Player 8 (line 7): lost to 4 (line 3), bye, lost to 7 (line 4).
    check(cells[8] == ("6=", "3w0", "+", "4b0", "1.0"), "player 8: %r" % (cells[8],))
    check(cells[9][1] == "+", "player 9's bye in round 1: %r" % (cells[9],))
    check(cells[2] == ("1", "9b1", "8w1", "6b1", "3.0"), "player 2: %r" % (cells[2],))
    # Tie-breaks as columns; BH of player 2 = 1 (player 9) + 1 (player 3) ... worked by hand below.
    code, out, err = run("crosstable", TRF, "--tiebreaks", "WIN", "--format", "tsv")
    rows = parse_tsv(out)
    check(list(rows[0])[-2:] == ["points", "WIN"], "WIN after the points: %r" % list(rows[0]))
    by_id = {r["id"]: r for r in rows}
    # WIN counts the bye worth a win: 8 and 9 have 1, player 3 one over the board.
    check((by_id["2"]["WIN"], by_id["1"]["WIN"], by_id["8"]["WIN"], by_id["6"]["WIN"]) == ("3", "2", "1", "0"),
          "WIN values: %r" % {k: v["WIN"] for k, v in by_id.items()})
    # After round 1 only: one round column, ranked after it.
    code, out, err = run("crosstable", TRF, "--after-round", "1", "--format", "tsv")
    rows = parse_tsv(out)
    check("r2" not in rows[0] and rows[0]["points"] == "1.0", "after round 1: %r" % rows[0])
    # A round robin: the square grid, each result seen from both sides.
    rr = os.path.join(tmp, "rr.trf")
    code, out, err = run("generate", "--players", "6", "--rounds", "5", "--system", "berger", "--seed", "7", "-o", rr)
    check(code == EXIT_OK, "generate a round robin: %s" % err)
    code, out, err = run("crosstable", rr, "--format", "tsv")
    rows = parse_tsv(out)
    check(len(rows) == 6 and all(str(k) in rows[0] for k in range(1, 7)) and "r1" not in rows[0],
          "one column per line: %r" % list(rows[0]))
    other = {"1": "0", "0": "1", "½": "½", "+": "-", "-": "+"}
    for i, row in enumerate(rows, 1):
        check(row[str(i)] == "*", "the diagonal of line %d: %r" % (i, row[str(i)]))
        won = 0
        for j in range(1, 7):
            if j == i:
                continue
            mine, theirs = row[str(j)], rows[j - 1][str(i)]
            check(len(mine) == 1 and other.get(mine) == theirs, "line %d vs %d: %r and %r" % (i, j, mine, theirs))
            won += {"1": 2, "+": 2, "½": 1}.get(mine, 0)
        check("%d.%d" % (won // 2, 5 * (won % 2)) == row["points"], "line %d's points %s" % (i, row["points"]))
    # Text: the legend of the codes.
    code, out, err = run("crosstable", TRF)
    check("Codes: 12w1" in out and "9b½" in out, "text crosstable: %r" % out)
    code, out, err = run("crosstable", TRF, "--lang", "zh")
    check(out.startswith("第3轮后成绩交叉表") and "代码" in out and "第1轮" in out, "Chinese crosstable: %r" % out)


def test_formats(tmp):
    # CSV: UTF-8 with a byte order mark, CRLF, headings, bare numbers.
    path = os.path.join(tmp, "x.csv")
    code, out, err = run("crosstable", TRF, "--format", "csv", "-o", path)
    check(code == EXIT_OK and out == "", "-o writes the file, not stdout: %r %s" % (out, err))
    data = open(path, "rb").read()
    check(data.startswith(b"\xef\xbb\xbf"), "CSV starts with a byte order mark")
    check(b"\r\n" in data, "CSV lines end in CRLF")
    rows = list(csv.reader(io.StringIO(data[3:].decode("utf-8"), newline="")))
    check(rows[0][:4] == ["No.", "Rank", "ID", "Name"], "headings: %r" % rows[0])
    check(rows[1][:5] == ["1", "1", "2", "Test0002 Player0002", "2217"], "first row: %r" % rows[1])
    check(rows[1][-1] == "3.0", "points are numbers: %r" % rows[1])
    check(b'"' not in data, "no quoting is needed in this sheet")
    # GBK: the Chinese headings in GB18030, no byte order mark.
    code, out, err = run("crosstable", TRF, "--format", "csv", "--encoding", "gbk", "--lang", "zh", "-o", path)
    data = open(path, "rb").read()
    check(code == EXIT_OK and not data.startswith(b"\xef\xbb\xbf"), "GBK without a byte order mark: %s" % err)
    text = data.decode("gb18030")
    check(text.startswith("序,名次,编号,姓名,等级分"), "GBK headings: %r" % text[:40])
    check("9黑½" in text, "½ survives GB18030, colours in Chinese: %r" % text)
    # A comma in a name is quoted.
    trf = open(TRF, encoding="utf-8").read().replace("Test0005 Player0005", "Player, Five       ")
    comma = os.path.join(tmp, "comma.trf")
    open(comma, "w", encoding="utf-8").write(trf)
    code, out, err = run("boards", comma, "--format", "csv", "--round", "1")
    check('"Player, Five"' in out, "a comma in a name is quoted: %r" % out)
    # JSON: rows as objects, numbers as numbers, empty as null.
    code, out, err = run("boards", TRF, "--round", "1", "--format", "json")
    doc = json.loads(out)
    sheet = doc["sheets"][0]
    check(sheet["title"] == "Round 1: boards", "JSON title: %r" % sheet["title"])
    check(sheet["rows"][0]["board"] == 1 and sheet["rows"][0]["white_rating"] == 2239,
          "JSON numbers: %r" % sheet["rows"][0])
    check(sheet["rows"][-1]["board"] is None and sheet["rows"][-1]["result"] == "pab", "JSON bye: %r" % sheet["rows"][-1])
    check({c["key"]: c["type"] for c in sheet["columns"]}["white_points"] == "number", "typed columns")
    # HTML: a self-contained page with the cells.
    page_path = os.path.join(tmp, "x.html")
    code, out, err = run("crosstable", TRF, "--format", "html", "-o", page_path)
    page = open(page_path, encoding="utf-8").read()
    check(page.startswith("<!DOCTYPE html>") and "@page{size:A4" in page, "an A4 page")
    check("thead{display:table-header-group}" in page, "header rows repeat on printed pages")
    for fetch in ("src=", "http:", "https:", "@import", "<link", "<script"):
        check(fetch not in page, "the page fetches nothing (%s)" % fetch)
    t = tables_of(page).tables[0]
    check(t[0][:4] == ["No.", "Rank", "ID", "Name"], "HTML headings: %r" % t[0])
    check(t[2][7:10] == ["5w1", "3b1", "-"], "HTML cells of player 1: %r" % t[2])
    # Names are escaped.
    trf = open(TRF, encoding="utf-8").read().replace("Test0006 Player0006", "<b>Six</b> & Co    ")
    odd = os.path.join(tmp, "odd.trf")
    open(odd, "w", encoding="utf-8").write(trf)
    code, out, err = run("crosstable", odd, "--format", "html")
    check("&lt;b&gt;Six&lt;/b&gt; &amp; Co" in out and "<b>Six" not in out, "HTML escapes names")
    # standings: csv and html beside its own text, tsv and json; -o for those too.
    code, out, err = run("standings", TRF, "-t", "BH", "--format", "csv")
    rows = list(csv.reader(io.StringIO(out.lstrip("\ufeff"), newline="")))
    check(rows[0] == ["Rank", "ID", "Name", "PTS", "BH"], "standings CSV headings: %r" % rows[0])
    check(rows[1][:4] == ["1", "2", "Test0002 Player0002", "3.0"], "standings CSV row: %r" % rows[1])
    code, out, err = run("standings", TRF, "-t", "BH", "--format", "html", "--lang", "zh")
    t = tables_of(out).tables[0]
    check(t[0] == ["名次", "编号", "姓名", "积分", "对手分"], "standings HTML in Chinese: %r" % t[0])
    spath = os.path.join(tmp, "s.tsv")
    code, out, err = run("standings", TRF, "-t", "BH", "--format", "tsv", "-o", spath)
    check(code == EXIT_OK and out == "" and open(spath, encoding="utf-8").read().startswith("rank\tid\tname"),
          "standings -o writes its TSV: %s" % err)


def test_other_commands(tmp):
    """prizes and stats take csv and html too, and -o for every format."""
    rules = os.path.join(tmp, "own.rules")
    with open(rules, "w", encoding="utf-8") as f:
        f.write("name own\nprizes places Place prizes\n  count -23: n/4; 24-: all\n  amounts 300 200 100\n")
    code, out, err = run("prizes", TRF, "--rules", rules, "--format", "csv")
    check(code == EXIT_OK, "prizes csv: %s" % err)
    rows = list(csv.reader(io.StringIO(out.lstrip("\ufeff"), newline="")))
    # Nine players: n/4 = 2 places paid. Player 2 is alone first (300); 1, 4
    # and 7 tie for places 2-4 and share the one paid place: 200 / 3.
    check(rows[0] == ["Rank", "Group", "ID", "Name", "Prizes"], "prize headings: %r" % rows[0])
    check(rows[1] == ["1", "", "2", "Test0002 Player0002", "300.00"], "first prize: %r" % rows[1])
    check([r[2] for r in rows[2:]] == ["1", "4", "7"] and {r[0] for r in rows[2:]} == {"2-4"} and
          {r[4] for r in rows[2:]} == {"66.66"}, "the shared second prize: %r" % rows[2:])
    page = os.path.join(tmp, "prizes.html")
    code, out, err = run("prizes", TRF, "--rules", rules, "--format", "html", "-o", page, "--lang", "zh")
    t = tables_of(open(page, encoding="utf-8").read()).tables[0]
    check(t[0] == ["名次", "组别", "编号", "姓名", "奖励"] and t[1][4] == "300.00", "prizes html: %r" % t[:2])
    tsv = os.path.join(tmp, "prizes.tsv")
    code, out, err = run("prizes", TRF, "--rules", rules, "--format", "tsv", "-o", tsv)
    check(code == EXIT_OK and out == "" and "300" in open(tsv, encoding="utf-8").read(), "prizes -o: %s" % err)
    # stats: the quality table; open9 has one PAB in rounds 1 and 2.
    code, out, err = run("stats", TRF, "--format", "csv")
    rows = list(csv.reader(io.StringIO(out.lstrip("\ufeff"), newline="")))
    check(rows[0][:2] == ["round", "boards"] and [r[0] for r in rows[1:]] == ["1", "2", "3", "all"],
          "stats csv: %r" % rows)
    pab = rows[0].index("pab")
    check([r[pab] for r in rows[1:]] == ["1", "1", "0", "2"], "PABs per round: %r" % rows)
    code, out, err = run("stats", TRF, "--format", "html")
    t = tables_of(out).tables[0]
    check(t[-1][0] == "all" and t[-1][1] == "12", "stats html: twelve boards in all: %r" % t[-1])
    code, out, err = run("stats", TRF, "--format", "xls")
    check(code == EXIT_USAGE and "xls" in err, "stats --format xls: %r" % err)


def test_errors(tmp):
    code, out, err = run("boards", TRF, "--round", "7")
    check(code == EXIT_INPUT and "round 7 does not exist" in err, "a round not played: %d %r" % (code, err))
    code, out, err = run("boards", TRF, "--round", "x")
    check(code == EXIT_USAGE and "--round" in err, "--round x: %r" % err)
    code, out, err = run("boards", TRF, "--format", "pdf")
    check(code == EXIT_USAGE and "unknown format 'pdf'" in err, "--format pdf: %r" % err)
    code, out, err = run("boards", TRF, "--encoding", "latin9")
    check(code == EXIT_USAGE and "latin9" in err, "--encoding latin9: %r" % err)
    code, out, err = run("boards")
    check(code == EXIT_USAGE and "no event file" in err, "no file: %r" % err)
    code, out, err = run("boards", os.path.join(tmp, "missing.trf"))
    check(code == EXIT_IO, "a missing file: %d %r" % (code, err))
    bad = os.path.join(tmp, "bad.trf")
    open(bad, "w").write("001 this is not a player line\n")
    code, out, err = run("crosstable", bad)
    check(code == EXIT_INPUT and "bad.trf:1:" in err, "a malformed file gets line:column: %r" % err)
    code, out, err = run("crosstable", TRF, "--tiebreaks", "NOPE")
    check(code == EXIT_USAGE and "NOPE" in err, "an unknown tie-break: %r" % err)
    code, out, err = run("crosstable", TRF, "--after-round", "5")
    check(code == EXIT_INPUT and "round 5" in err, "crosstable after a round not played: %d %r" % (code, err))
    code, out, err = run("crosstable", TRF, "-o", os.path.join(tmp, "no", "such", "dir.csv"), "--format", "csv")
    check(code == EXIT_IO and "cannot write" in err, "an unwritable output: %r" % err)
    empty = os.path.join(tmp, "empty.json")
    code, out, err = run("new", empty, "--rounds", "5")
    check(code == EXIT_OK, "a new event: %s" % err)
    code, out, err = run("boards", empty)
    check(code == EXIT_INPUT and "no round" in err, "boards of an event without rounds: %d %r" % (code, err))
    code, out, err = run("site", TRF)
    check(code == EXIT_USAGE and "-o DIR" in err, "site without a folder: %r" % err)
    code, out, err = run("site", TRF, "-o", os.path.join(tmp, "s"), "-t", "NOPE")
    check(code == EXIT_USAGE and not os.path.exists(os.path.join(tmp, "s")),
          "a bad cascade writes nothing: %r" % err)


def test_site(tmp):
    out_dir = os.path.join(tmp, "site")
    code, out, err = run("site", TRF, "-o", out_dir, "-t", "BH")
    check(code == EXIT_OK, "site succeeds: %s" % err)
    names = sorted(os.listdir(out_dir))
    expect = sorted(["index.html", "crosstable.html"] + ["r%d.html" % k for k in (1, 2, 3)] +
                    ["s%d.html" % k for k in (1, 2, 3)] + ["p%d.html" % i for i in range(1, 10)])
    check(names == expect, "the pages: %r" % names)
    index = tables_of(open(os.path.join(out_dir, "index.html"), encoding="utf-8").read())
    for name in expect:
        if name != "index.html":
            check(name in index.links, "the index links %s" % name)
    check(index.tables[1][1][:2] == ["1", "Test0001 Player0001"], "players by pairing number: %r" % index.tables[1][1])
    # The standings after round 1: players 1, 2, 4, 7 and the bye of 9 won.
    s1 = tables_of(open(os.path.join(out_dir, "s1.html"), encoding="utf-8").read()).tables[0]
    check(sorted(r[1] for r in s1[1:] if r[3] == "1.0") == ["1", "2", "3", "4", "9"],
          "winners of round 1: %r" % s1)
    # Player 5's page: his three rounds with running scores.
    p5 = tables_of(open(os.path.join(out_dir, "p5.html"), encoding="utf-8").read())
    rows = p5.tables[0][1:]
    check([r[4] for r in rows] == ["Test0001 Player0001", "Test0003 Player0003", "Test0006 Player0006"],
          "player 5's opponents: %r" % rows)
    check([r[6] for r in rows] == ["0", "1", "½"] and [r[7] for r in rows] == ["0.0", "1.0", "1.5"],
          "player 5's results and running score: %r" % rows)
    check("p1.html" in p5.links and "index.html" in p5.links, "player 5's page links his opponents and the index")
    r2 = tables_of(open(os.path.join(out_dir, "r2.html"), encoding="utf-8").read())
    check("p4.html" in r2.links and "p1.html" in r2.links, "the boards link the players")
    # Chinese pages, and an event whose rules have prize rules gets its prize list.
    zh_dir = os.path.join(tmp, "zh")
    event = os.path.join(tmp, "event.trf")
    trf = open(TRF, encoding="utf-8").read()
    open(event, "w", encoding="utf-8").write(trf)
    code, out, err = run("site", event, "-o", zh_dir, "--lang", "zh", "-r", "fide-2026")
    check(code == EXIT_OK, "Chinese site: %s" % err)
    page = open(os.path.join(zh_dir, "crosstable.html"), encoding="utf-8").read()
    check('lang="zh-CN"' in page and "第3轮后成绩交叉表" in page, "Chinese crosstable page")
    # An event whose rules have prize rules gets its prize list. fangzhuang-xiangqi
    # pays n/4 = 2 places of 1000 and 500 to nine players. Player 2 is first;
    # 1, 4 and 7 tie on 2 points. 对手分 (xiangqi rules 2011: the bye's missing
    # opponent counts as the lowest score of those who scored, 0.5): player 1
    # 1.5 + 2 + 0.5 = 4, player 4 1 + 2 + 1 = 4, player 7 1 + 0.5 + 1 = 2.5;
    # 中间分 drops the highest and the lowest: player 1 1.5, player 4 1.
    code, out, err = run("convert", TRF, "-o", os.path.join(tmp, "event.json"))
    doc = json.load(open(os.path.join(tmp, "event.json"), encoding="utf-8"))
    doc["event"]["tiebreaks"] = "fangzhuang-xiangqi"
    json.dump(doc, open(os.path.join(tmp, "event.json"), "w", encoding="utf-8"))
    pz_dir = os.path.join(tmp, "prizes")
    code, out, err = run("site", os.path.join(tmp, "event.json"), "-o", pz_dir)
    check(code == EXIT_OK and os.path.exists(os.path.join(pz_dir, "prizes.html")), "a prize page: %s" % err)
    if code == EXIT_OK:
        page = tables_of(open(os.path.join(pz_dir, "prizes.html"), encoding="utf-8").read())
        rows = page.tables[0]
        check(rows[1] == ["1", "", "2", "Test0002 Player0002", "1000.00"] and
              rows[2] == ["2", "", "1", "Test0001 Player0001", "500.00"], "the place prizes: %r" % rows)
        check("prizes.html" in tables_of(open(os.path.join(pz_dir, "index.html"), encoding="utf-8").read()).links,
              "the pages link the prize list")


def main():
    global TRF
    group, tool, TRF = sys.argv[1], os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3])
    clitest.tool = tool
    tests = {"boards": test_boards, "crosstable": test_crosstable, "formats": test_formats,
             "other-commands": test_other_commands,
             "errors": test_errors, "site": test_site}
    with tempfile.TemporaryDirectory(prefix="swisscore-sheets-") as tmp:
        fn = tests[group]
        fn(tmp) if fn.__code__.co_argcount else fn()
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
