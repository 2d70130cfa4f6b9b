#!/usr/bin/env python3
"""What the tool shows people under --lang zh is Chinese throughout.

  test-cli-chinese.py GROUP SWISSCORE

GROUP is
  site      the README's 7-round xiangqi event (方庄象棋周赛: sign-up list,
            late entry, absence, withdrawal, forfeit, undo and redo), run
            with --lang zh: every page of one `swisscore site` command, read
            as the text a browser shows, and the text of info, standings,
            prizes, boards, crosstable and every player's card have no
            ASCII letter outside names, ids and codes;
  points    a 2/1/0 xiangqi event prints whole points ("2", not "2.0") and
            draws as 和 (boards, crosstable, standings, card, info, pages),
            while English and a 1/0.5/0 event keep "2.0" and "1.5";
  messages  errors and their hints are Chinese, the library's too; so are
            the overview of `swisscore help` and `check`;
  online    arena, knockout, grades and xiangqi-limit on the bundled examples.
Standard library only.
"""

import html.parser
import os
import re
import sys
import tempfile

import clitest
from clitest import check, run

# ASCII words: a letter, then letters, digits and a few joiners.
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_.+-]*")
# Codes a Chinese arbiter's sheet carries as they are: the rating bands of
# the prize rules' own titles (U1200等级组奖).
CODE = re.compile(r"^U\d+$")

NAMES = ["王伟", "李娜", "张敏", "刘洋", "陈静", "杨帆", "赵磊", "黄勇",
         "周杰", "吴刚", "徐明", "孙丽", "马超", "朱军", "胡斌", "郭亮"]


def ok(*args):
    code, out, err = run(*args)
    check(code == 0, "%s: exit %d %s" % (" ".join(map(str, args)), code, err))
    return out


def zh(*args):
    return ok(*(list(args) + ["--lang", "zh"]))


def english_words(text, names=()):
    """ASCII words of `text` that are no name and no code."""
    for n in names:
        text = text.replace(n, " ")
    return sorted({w for w in WORD.findall(text) if not CODE.match(w)})


class Visible(html.parser.HTMLParser):
    """The text a browser shows of a page: its title, the text outside
    <style> and <script>, and the attributes it shows (title, alt)."""

    def __init__(self):
        super().__init__()
        self.parts, self.hidden = [], 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script"):
            self.hidden += 1
        for k, v in attrs:
            if k in ("title", "alt", "aria-label", "placeholder") and v:
                self.parts.append(v)

    def handle_endtag(self, tag):
        if tag in ("style", "script"):
            self.hidden -= 1

    def handle_data(self, data):
        if not self.hidden:
            self.parts.append(data)


def visible_text(path):
    p = Visible()
    p.feed(open(path, encoding="utf-8").read())
    p.close()
    return "\n".join(p.parts)


def readme_event(d):
    """The README's steps for a 7-round xiangqi event, in folder d."""
    ev = os.path.join(d, "fz.trf")
    rows = ["序号,姓名,等级分,性别,单位,组别,出生日期"]
    for i, n in enumerate(NAMES):
        rows.append("%d,%s,%d,%s,%s,," % (i + 1, n, 2100 - 37 * i, "女" if i % 3 == 0 else "男",
                                          "北京象棋队" if i % 2 else "方庄棋社"))
    signup = os.path.join(d, "报名表.csv")
    with open(signup, "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")
    ok("new", ev, "--rounds", 7, "--system", "sequential", "--ruleset", "fangzhuang-xiangqi",
       "--name", "方庄象棋周赛")
    ok("player", "import", ev, signup)
    said = [zh("info", ev), zh("pair", ev, "--save")]
    ok("result", ev, 1, "1-0")
    ok("result", ev, 2, "=")
    ok("result", ev, 3, "+-")
    for b in range(4, 9):
        ok("result", ev, b, ["1-0", "0-1", "="][b % 3])
    ok("player", "add", ev, "--name", "王五", "--rating", 1650)
    ok("player", "absent", ev, 7, "--round", 3)
    ok("player", "withdraw", ev, 12, "--from-round", 4)
    for rnd in range(2, 8):
        said.append(zh("pair", ev, "--save"))
        if rnd == 2:
            ok("undo", ev)
            ok("redo", ev)
        boards = len([l for l in ok("boards", ev, "-f", "tsv").split("\n")[1:] if l.split("\t")[0].isdigit()])
        for b in range(1, boards + 1):
            ok("result", ev, b, ["=", "1-0", "0-1"][(b + rnd) % 3])
    return ev, said


def group_site():
    d = tempfile.mkdtemp(prefix="swisscore-zh-")
    ev, said = readme_event(d)
    names = NAMES + ["王五", "方庄象棋周赛", "北京象棋队", "方庄棋社"]
    # One command makes the site.
    site = os.path.join(d, "public_html")
    ok("site", ev, "-o", site, "--lang", "zh")
    pages = sorted(n for n in os.listdir(site) if n.endswith(".html"))
    # index, crosstable, prizes, 7 rounds' boards and standings, 17 players.
    check(len(pages) >= 3 + 7 + 17, "the site has every page: %r" % pages)
    for want in ["index.html", "crosstable.html", "prizes.html"] + ["p%d.html" % i for i in range(1, 18)]:
        check(want in pages, "the site has %s" % want)
    for name in pages:
        path = os.path.join(site, name)
        check('lang="zh-CN"' in open(path, encoding="utf-8").read(), "%s is marked Chinese" % name)
        text = visible_text(path)
        check(re.search(r"[\u4e00-\u9fff]", text) is not None, "%s shows Chinese" % name)
        bad = english_words(text, names)
        check(not bad, "%s shows English words %r" % (name, bad))
    # The text people read at the desk.
    outputs = {"info": zh("info", ev), "standings": zh("standings", ev), "prizes": zh("prizes", ev),
               "crosstable": zh("crosstable", ev), "boards --by-name": zh("boards", ev, "--by-name")}
    for rnd in range(1, 8):
        outputs["boards -r %d" % rnd] = zh("boards", ev, "-r", rnd)
    for pid in range(1, 18):
        outputs["card %d" % pid] = zh("card", ev, pid)
    for k, out in enumerate(said):
        outputs["pair, round %d" % (k or 1)] = out
    for what, out in outputs.items():
        check(re.search(r"[\u4e00-\u9fff]", out) is not None, "%s prints Chinese" % what)
        bad = english_words(out, names)
        check(not bad, "%s prints English words %r:\n%s" % (what, bad, out))
    # The words of the glossary, where a Chinese arbiter looks for them.
    for word in ("赛事名称", "方庄象棋积分编排赛", "积分编排制", "红方", "序号"):
        check(word in outputs["info"], "info says %s:\n%s" % (word, outputs["info"]))
    for word in ("台次", "红方", "黑方", "积分", "结果", "退赛"):
        check(word in outputs["boards -r 7"], "boards say %s" % word)
    check("轮空" in "".join(said), "the bye reads 轮空")
    for word in ("对手分", "中间分", "方庄象棋积分编排赛"):
        check(word in outputs["standings"], "standings say %s" % word)
    check("弃权" in outputs["crosstable"] and re.search(r"\d+红(胜|和|负)", outputs["crosstable"]),
          "crosstable cells read 12红胜:\n" + outputs["crosstable"])
    check("fangzhuang" not in outputs["prizes"] and "方庄象棋积分编排赛" in outputs["prizes"],
          "prizes name the ruleset in Chinese:\n" + outputs["prizes"])
    # A draw of this xiangqi event reads 和 on the boards.
    check("和" in outputs["boards -r 1"] and "½" not in outputs["boards -r 1"], "draws read 和: " + outputs["boards -r 1"])
    # The machine formats stay as they are.
    check(ok("crosstable", ev, "-f", "tsv") == zh("crosstable", ev, "-f", "tsv"), "crosstable tsv keeps its codes")
    check(ok("boards", ev, "-f", "tsv") == zh("boards", ev, "-f", "tsv"), "boards tsv keeps its words")


def group_points():
    d = tempfile.mkdtemp(prefix="swisscore-zh-")
    ev = os.path.join(d, "x.trf")
    ok("new", ev, "--rounds", 3, "--system", "sequential", "--points", "2,1,0", "--ruleset", "fangzhuang-xiangqi")
    for k, n in enumerate(["甲", "乙", "丙", "丁", "戊"]):
        ok("player", "add", ev, "--name", n, "--rating", 1800 - k)
    out = zh("pair", ev, "--save")
    # Round 1 (sequential, by rating): 1-3... whatever the pairs, board 1 is
    # drawn and board 2 won by red.
    ok("result", ev, 1, "=")
    res = zh("result", ev, 2, "1-0")
    check("红胜" in res, "a red win reads 红胜: " + res)
    ok("pair", ev, "--save")
    rows = [l.split("\t") for l in ok("boards", ev, "-r", 1, "-f", "tsv").strip().split("\n")]
    head = rows[0]
    b1 = dict(zip(head, rows[1]))
    b2 = dict(zip(head, rows[2]))
    drew = {b1["white_id"], b1["black_id"]}
    won = b2["white_id"]
    boards = zh("boards", ev, "-r", 1)
    lines = [l for l in boards.split("\n") if re.match(r"\s+[12]\s", l)]
    check(len(lines) == 2 and " 和 " in lines[0] + " " and "红胜" in lines[1], "round 1 results: %r" % lines)
    check(re.search(r"\d\.\d", boards) is None, "no decimal scores on the boards:\n" + boards)
    st = zh("standings", ev)
    rows = {l.split()[1]: l.split() for l in st.split("\n") if re.match(r"^\d+=?\s", l)}
    check(rows[won][3] == "2" and all(rows[i][3] == "1" for i in drew), "whole points in standings:\n" + st)
    check(re.search(r"\d\.\d", st) is None, "no decimals in the standings:\n" + st)
    cross = zh("crosstable", ev)
    check(re.search(r"\d+红和|\d+黑和", cross) and re.search(r"\d+红胜", cross) and re.search(r"\d+黑负", cross),
          "crosstable cells read 和, 胜, 负:\n" + cross)
    check(re.search(r"\d\.\d", cross) is None, "no decimals in the crosstable:\n" + cross)
    card = zh("card", ev, won)
    check("积分2，" in card, "the card's score is whole: " + card)
    info = zh("info", ev)
    check("胜2，和1，负0" in info, "info's point system in whole points:\n" + info)
    site = os.path.join(d, "site")
    ok("site", ev, "-o", site, "--lang", "zh")
    page = visible_text(os.path.join(site, "p%s.html" % won))
    check("胜" in page and re.search(r"\d\.\d", page) is None, "the player's page: whole points, 胜:\n" + page)
    # English keeps one decimal; so does a 1/0.5/0 event in Chinese.
    en = ok("standings", ev)
    check(re.search(r"\b2\.0\b", en), "English standings keep 2.0:\n" + en)
    ch = os.path.join(d, "c.trf")
    ok("new", ch, "--rounds", 3)
    for k in range(4):
        ok("player", "add", ch, "--name", "棋手%d" % k, "--rating", 2000 - k)
    ok("pair", ch, "--save")
    ok("result", ch, 1, "=")
    ok("result", ch, 2, "1-0")
    st = zh("standings", ch, "-t", "BH")
    check("1.0" in st and "0.5" in st, "a 1/0.5/0 event keeps its decimals:\n" + st)
    check("½" in zh("boards", ch, "-r", 1), "a chess draw stays ½-½")


def group_messages():
    d = tempfile.mkdtemp(prefix="swisscore-zh-")
    ev = os.path.join(d, "x.trf")
    ok("new", ev, "--rounds", 1, "--system", "sequential", "--points", "2,1,0")
    for n in ["甲", "乙"]:
        ok("player", "add", ev, "--name", n)
    ok("pair", ev, "--save")
    cases = [
        (("info",), 1, "未指定赛事文件"),
        (("info", ev, "--colour"), 1, "未知选项"),
        (("result", ev, 1, "xx"), 1, "无法识别的结果"),
        (("result", ev, 9, "1-0"), 2, "没有第9台"),
        (("card", ev, 9), 2, "没有9号棋手"),
        (("new", ev, "--rounds", 3), 2, "文件已存在"),
        (("boards", ev, "--format", "pdf"), 1, "未知格式"),
        (("boards", ev, "-r", 5), 2, "第5轮不存在"),
        (("pair", ev, "--save"), 2, "计划的1轮都已编排"),
    ]
    for args, code, needle in cases:
        rc, out, err = run(*(list(args) + ["--lang", "zh"]))
        check(rc == code and needle in err, "%s: exit %d, %r" % (" ".join(map(str, args)), rc, err))
        text = re.sub(r"swisscore help \w+|swisscore --help|^swisscore: (\w+: )?", "", err, flags=re.M)
        text = text.replace(ev, "")
        # What the user typed, and the values an option takes, are codes.
        codes = ("colour", "xx", "pdf", "text", "csv", "tsv", "json", "html")
        bad = [w for w in english_words(text) if w not in codes]
        check(not bad, "%s: English words %r in %r" % (" ".join(map(str, args)), bad, err))
    rc, _, err = run("info", "--lang", "zh")
    check("请参阅 'swisscore help info'" in err, "the hint is Chinese: " + err)
    # The overview of `swisscore help`: every command's summary in Chinese.
    out = ok("help", "--lang", "zh")
    check(out.startswith("用法：") and "命令：" in out and "选项：" in out and "退出状态：" in out,
          "the help's overview in Chinese:\n" + out)
    commands = out.split("命令：\n")[1].split("\n\n")[0].split("\n")
    check(len(commands) > 20, "the commands are listed: %r" % commands)
    names = [l.split()[0] for l in commands if l.strip()]
    # The commands of this list have their summary in the catalogue (a new
    # command adds its own line there).
    known = ("new set player result undo redo log info convert pair xiangqi-limit check card generate stats "
             "quality standings boards crosstable site prizes arena knockout grades verify help").split()
    for line in commands:
        if line.split() and line.split()[0] in known:
            check(re.search(r"[\u4e00-\u9fff]", line), "a command's summary in Chinese: %r" % line)
    check(set(known) <= set(names), "every command is listed: %r" % names)
    check(len(names) == len(set(names)), "each command listed once: %r" % names)
    # check, in words.
    check_out = ok("check", ev, "--lang", "zh")
    check("核查1轮：1轮一致" in check_out and "第1轮：一致" in check_out, "check in Chinese: " + check_out)


def group_online():
    """The online stages (arena 海选赛/晋级赛, knockout 入围赛) and the grade
    certificates in Chinese, on the bundled examples."""
    data = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "data")
    outs = {
        "arena": zh("arena", os.path.join(data, "arena-xiangqi.tsv"), "--preset", "xiangqi-2015-jinji",
                    "--grades", "xiangqi-2015-jinji"),
        "knockout": zh("knockout", os.path.join(data, "ruwei-xiangqi.tsv"), "--preset", "xiangqi-2015-ruwei",
                       "--quota", 3),
    }
    # The natural move limit: 4 plies of the 方庄 rule, counted from red's move 1.
    outs["xiangqi-limit"] = zh("xiangqi-limit", "--moves", "h2e2 h9g7 h0g2 i9h9", "--proposer", "red",
                               "--from-move", 1)
    d = tempfile.mkdtemp(prefix="swisscore-zh-")
    ev, _ = readme_event(d)
    outs["grades"] = zh("grades", ev, "--table", "changping-2024", "--thresholds", "example")
    for what, out in outs.items():
        # The table's own name (changping-2024) is a code.
        # ICCS moves (h2e2) are the notation's code.
        bad = [w for w in english_words(out.replace("changping-2024", "")) if w != "ICCS"
               and not re.match(r"^[a-i]\d[a-i]\d$", w)]
        check(not bad, "%s prints English words %r:\n%s" % (what, bad, out))
    check("胜率" in outs["arena"] and "晋级" in outs["arena"], "arena in Chinese:\n" + outs["arena"])
    check("出局" in outs["knockout"] and "复活" in outs["knockout"], "knockout in Chinese:\n" + outs["knockout"])
    check("判定：尚未成和：已计3步，还需57步" in outs["xiangqi-limit"] and "炮二平五" in outs["xiangqi-limit"],
          "xiangqi-limit in Chinese:\n" + outs["xiangqi-limit"])
    check("申报等级" in outs["grades"] and "可申报等级" in outs["grades"], "grades in Chinese:\n" + outs["grades"])


def main():
    group, clitest.tool = sys.argv[1], sys.argv[2]
    {"site": group_site, "points": group_points, "messages": group_messages, "online": group_online}[group]()
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
