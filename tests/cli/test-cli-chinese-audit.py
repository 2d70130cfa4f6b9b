#!/usr/bin/env python3
"""Every line the tool prints for people under --lang zh is Chinese.

  test-cli-chinese-audit.py GROUP SWISSCORE [--list]

GROUP is
  help      `swisscore help CMD` and `CMD --help` of every command the
            overview lists: Chinese, naming the same options as the
            English help; the overview itself;
  sheets    info, standings, boards, crosstable, prizes, card, stats,
            check, log and the lists of rulesets, prize rules, presets and
            grade tables, in text, on a small xiangqi event (2/1/0) and a
            chess event (1/0.5/0), and on a team event;
  errors    a wide set of bad inputs: bad options and values, missing
            files, malformed TRF and JSON, unknown players, bad results,
            rounds out of range, refusals of the arbiter's commands.

A line is English when it holds an ASCII word of three letters or more
that is not on the allow-list below: names and ids of the test events,
file names, option and format names, command names, metavariables in
capitals (FILE, TRF, FIDE) and the codes a Chinese arbiter writes as they
are (C.04.3, [C5], Elo, ICCS moves). With --list the script prints every
English line it finds (the audit) and still fails when there is one.
Standard library only.
"""

import getpass
import json
import os
import re
import sys
import tempfile

import clitest
from clitest import check, run

# ---- the allow-list -------------------------------------------------------------------------

# Option values, formats and encodings the user types, named as they are.
VALUE_WORDS = set("""
text tsv json html csv pdf trf trf16 trf26 trf2026 auto utf-8 utf8 latin1 gbk gb18030 windows-1252
used unused dutch sequential berger burstein round-robin red black white none lot seed seeded server random replay
refuse advance out end reached all points rank knockout example red-first fide xiangqi2011 bbpPairings
JaVaFo Elo swisscore stdin stdout true false null inf nan net lf crlf cr swiss downfloaters upfloaters
""".split())
# Proper names and codes Chinese sheets carry as they are.
CODE_WORDS = set("""
Buchholz-free FIDE Elo ICCS XXP TRF TRF16 TRF-2026 JSON UTF-8 GBK GB18030 CSV TSV HTML PGN FEN
""".split())
# Program and standard names a help text cites, and example values.
CITED = set("bbpPairings JaVaFo Excel Windows fcntl Swiss Beijing".split())
# Column keys of tsv and json output, words of input files and category
# names: programs and files read them, so the help names them as they are.
KEYS = set("""
name file system edition tiebreaks title value section group count table kind cash member place shared round
rounds board game games before after rematch rematches same plain sdpairs pab pabpts abs mild strong down up
players tournaments paired wins draws forfeits byes withdrawals late mixed accelerated forbidden forward
backward both capture check bye half full zero reset unmatched duration number rating sex federation club birth
conduct tags sexes provisional author version format time data code criterion command changes error amount agrees white
""".split())
# Keywords of the prize rules format (doc/prizes.md) that its messages quote.
KEYS |= set("prizes teams places ties share order each amounts topup rating-below".split())

WORD = re.compile(r"[A-Za-z][A-Za-z0-9_.+'-]*")
FILE_NAME = re.compile(r"[\w.~/-]*\.(?:trf|json|tsv|csv|html|txt|pgn|svg|c|md)\b|[\w.~-]*/[\w./-]*")
OPTION = re.compile(r"(?<![\w])--?[A-Za-z][\w-]*(?:=\S*)?")
QUOTED = re.compile(r"'[^'\n]*'|“[^”\n]*”|\"[^\"\n]*\"|「[^」\n]*」")


class Audit:
    """The English lines found, by command line."""

    def __init__(self, allowed):
        self.allowed = set(allowed) | VALUE_WORDS | CODE_WORDS | CITED | KEYS
        self.found = []

    def english(self, line):
        text = QUOTED.sub(" ", line)
        text = FILE_NAME.sub(" ", text)
        text = OPTION.sub(" ", text)
        bad = []
        for w in WORD.findall(text):
            w = w.rstrip(".,;:'-+")
            if not re.search(r"[A-Za-z]{3,}", w):
                continue  # Rd, ID, U1200, 12w1, C.04.3 ...
            if w in self.allowed or w.lower() in self.allowed:
                continue
            if re.fullmatch(r"[A-Z][A-Z0-9_-]*", w):
                continue  # FILE, EVENT, TEAMS: metavariables and codes
            if re.fullmatch(r"[A-Z]+x[A-Z]+", w):
                continue  # NxR, PLAYERSxROUNDS: metavariables
            if re.search(r"[a-z][_0-9]|[a-z]-[a-z]|\.\.|\.[a-z]", w):
                continue  # score_diff_pairs, dutch2026, white-escaped, MIN..MAX, EVENT.lock: codes
            if re.fullmatch(r"[a-i]\d[a-i]\d", w):
                continue  # an ICCS move
            bad.append(w)
        return bad

    def look(self, args, out, err, dirs=()):
        for stream, text in (("stdout", out), ("stderr", err)):
            for d in dirs:
                text = text.replace(d, "DIR")
            for line in text.split("\n"):
                bad = self.english(line)
                if bad:
                    self.found.append((" ".join(map(str, args)), stream, line, bad))

    def report(self, listing):
        if listing:
            for args, stream, line, bad in self.found:
                print("%s [%s]\n    %s\n    %r" % (args, stream, line, bad))
            print("%d English line(s)" % len(self.found))
        seen = set()
        for args, stream, line, bad in self.found:
            if line in seen:
                continue
            seen.add(line)
            check(False, "English under --lang zh (%s): %r %r" % (args, line, bad))


def zh(audit, *args, code=None, stdin=None, dirs=()):
    args = [str(a) for a in args]
    rc, out, err = run(*(args + ["--lang", "zh"]), stdin=stdin)
    if code is not None:
        check(rc == code, "%s: exit %d, not %d: %s" % (" ".join(args), rc, code, err))
    audit.look(args, out, err, dirs)
    return rc, out, err


def ok(*args):
    rc, out, err = run(*args)
    check(rc == 0, "%s: exit %d %s" % (" ".join(map(str, args)), rc, err))
    return out


def commands():
    """The commands the English overview lists."""
    out = ok("help")
    block = out.split("Commands:\n")[1].split("\n\n")[0]
    return [l.split()[0] for l in block.split("\n") if l.strip()]


def named_things():
    """Names the user types: rulesets, tie-break codes, prize rules, presets, grade tables."""
    names = set()
    for args in (("standings", "--list-rulesets"), ("prizes", "--list"), ("arena", "--list-presets"),
                 ("knockout", "--list-presets"), ("grades", "--list"), ("arena", "--list")):
        rc, out, _ = run(*(list(args) + ["--format", "tsv"]))
        if rc != 0:
            continue
        for row in out.strip().split("\n")[1:]:
            cells = row.split("\t")
            names.add(cells[0])
            if args[0] == "standings" and len(cells) > 4:
                names.update(re.split(r"[,/ ]", cells[4]))
    names.discard("")
    return names


# ---- the events -----------------------------------------------------------------------------

XQ_NAMES = ["王伟", "李娜", "张敏", "刘洋", "陈静", "杨帆"]
CHESS_NAMES = ["Anna Berg", "Boris Kern", "Clara Lind", "David Moss", "Emil Nord"]


def xiangqi_event(d):
    ev = os.path.join(d, "xq.trf")
    ok("new", ev, "--rounds", 4, "--system", "sequential", "--points", "2,1,0", "--ruleset", "fangzhuang-xiangqi",
       "--name", "方庄象棋周赛")
    for k, n in enumerate(XQ_NAMES):
        ok("player", "add", ev, "--name", n, "--rating", 1900 - 40 * k)
    for rnd in (1, 2):
        ok("pair", ev, "--save")
        for b, r in enumerate(["1-0", "=", "0-1"]):
            ok("result", ev, b + 1, r)
    ok("player", "absent", ev, 6, "--round", 3)
    ok("pair", ev, "--save")
    return ev


def chess_event(d):
    ev = os.path.join(d, "chess.json")
    ok("new", ev, "--rounds", 3, "--name", "Open", "--ruleset", "fide-2026")
    for k, n in enumerate(CHESS_NAMES):
        ok("player", "add", ev, "--name", n, "--rating", 2100 - 50 * k)
    ok("pair", ev, "--save")
    for b, r in enumerate(["1-0", "="]):
        ok("result", ev, b + 1, r)
    ok("pair", ev, "--save")
    ok("result", ev, 1, "+-")
    return ev


def team_event(d, rounds=2, *options):
    """Four teams of two boards in d/teams.trf; options go to new."""
    ev = os.path.join(d, "teams.trf")
    ok("new", ev, "--rounds", rounds, "--teams", "--boards", 2, *options)
    for k in range(8):
        ok("player", "add", ev, "--name", "棋手%d" % (k + 1), "--rating", 1800 - 10 * k)
    for t in range(4):
        ok("team", "add", ev, "队%d" % (t + 1), 2 * t + 1, 2 * t + 2)
    return ev


def names_in(path):
    """The event's name and its players' names, as info --format json gives them."""
    doc = json.loads(ok("info", path, "--format", "json"))
    text = " ".join([str(doc.get("event", {}).get("name") or "")] +
                    [str(p.get("name", "")) for p in doc.get("players", [])])
    return set(re.findall(r"[A-Za-z][A-Za-z0-9-]*", text))


def allowed_words(d):
    words = set(commands()) | named_things()
    data = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "data")
    for example in ("dual5.trf", "open9.trf"):
        words |= names_in(os.path.join(data, example))
    for n in CHESS_NAMES + ["Open"]:
        words.update(n.split())
    words.update("import add withdraw absent list forbid".split())
    # What the bad inputs below type, echoed in their messages.
    words.update("nosuch missing bad wrong exists results".split())
    words.add(os.path.basename(d))
    # The journal names who made each change: the login name.
    words.add(getpass.getuser())
    return words


# ---- the groups -----------------------------------------------------------------------------

def options_named(text):
    return sorted(set(re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", text)))


def group_help(audit, d):
    zh(audit, "help", code=0)
    zh(audit, "--help", code=0)
    for cmd in commands():
        if cmd == "help":
            continue
        _, text, _ = zh(audit, "help", cmd, code=0)
        rc, out, err = zh(audit, cmd, "--help", code=0)
        check(out == text, "%s --help and help %s print the same" % (cmd, cmd))
        check(re.search(r"[\u4e00-\u9fff]", text) and "用法" in text, "help %s is Chinese:\n%s" % (cmd, text))
        english = ok("help", cmd)
        check(options_named(english) == options_named(text),
              "help %s names the options of its English text: %r, %r"
              % (cmd, options_named(english), options_named(text)))


def group_sheets(audit, d):
    xq, chess, teams = xiangqi_event(d), chess_event(d), team_event(d)
    for ev in (xq, chess):
        zh(audit, "info", ev, code=0, dirs=[d])
        zh(audit, "standings", ev, code=0, dirs=[d])
        zh(audit, "standings", ev, "--tiebreaks", "BH,SB", code=0, dirs=[d])
        for r in (1, 2):
            zh(audit, "boards", ev, "-r", r, code=0, dirs=[d])
            zh(audit, "boards", ev, "-r", r, "--by-name", code=0, dirs=[d])
        zh(audit, "crosstable", ev, code=0, dirs=[d])
        zh(audit, "card", ev, 1, code=0, dirs=[d])
        zh(audit, "card", ev, 3, "--explain", dirs=[d])
        zh(audit, "stats", ev, code=0, dirs=[d])
        zh(audit, "check", ev, dirs=[d])
        zh(audit, "log", ev, code=0, dirs=[d])
        zh(audit, "prizes", ev, dirs=[d])
    zh(audit, "prizes", xq, "--rules", "fangzhuang-xiangqi", code=0, dirs=[d])
    zh(audit, "prizes", chess, "--rules", "fangzhuang-chess-open", code=0, dirs=[d])
    zh(audit, "grades", xq, "--table", "changping-2024", "--thresholds", "example", dirs=[d])
    zh(audit, "info", teams, code=0, dirs=[d])
    zh(audit, "team", "list", teams, code=0, dirs=[d])
    for args in (("standings", "--list-rulesets"), ("prizes", "--list"), ("arena", "--list-presets"),
                 ("knockout", "--list-presets"), ("grades", "--list")):
        zh(audit, *args, code=0)
    # A team event played: line-ups, boards, standings, crosstable.
    ok("pair", teams, "--save")
    zh(audit, "lineup", teams, 1, code=0, dirs=[d])
    zh(audit, "result", teams, 1, 1, "1-0", code=0, dirs=[d])
    zh(audit, "result", teams, 2, "+-", dirs=[d])
    for args in (("boards", teams), ("standings", teams), ("crosstable", teams), ("info", teams), ("log", teams)):
        zh(audit, *args, dirs=[d])
    # The bundled examples: a dual-board event, the online stages, the move limit.
    data = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "data")
    dual = os.path.join(data, "dual5.trf")
    for args in (("info", dual), ("boards", dual), ("standings", dual), ("crosstable", dual), ("card", dual, 1),
                 ("check", dual), ("pair", dual)):
        zh(audit, *args, dirs=[d, data])
    zh(audit, "arena", os.path.join(data, "arena-xiangqi.tsv"), "--preset", "xiangqi-2015-jinji", "--grades",
       "xiangqi-2015-jinji", code=0, dirs=[data])
    zh(audit, "knockout", os.path.join(data, "ruwei-xiangqi.tsv"), "--preset", "xiangqi-2015-ruwei", "--quota", 3,
       code=0, dirs=[data])
    zh(audit, "xiangqi-limit", "--moves", "h2e2 h9g7 h0g2 i9h9", "--proposer", "red", "--from-move", 1, code=0)
    zh(audit, "quality", "-k", 1, "-c", "6x3", "--events", code=0)
    zh(audit, "generate", "--players", 8, "--rounds", 3, "-o", os.path.join(d, "gen.trf"), code=0, dirs=[d])
    zh(audit, "pair", os.path.join(data, "open9.trf"), dirs=[data])
    zh(audit, "check", os.path.join(data, "open9.trf"), dirs=[data])
    zh(audit, "card", os.path.join(data, "open9.trf"), 3, dirs=[data])
    # What the arbiter's commands say when they work.
    work = os.path.join(d, "work.trf")
    zh(audit, "new", work, "--rounds", 2, "--system", "sequential", "--points", "2,1,0", code=0, dirs=[d])
    for k, n in enumerate(XQ_NAMES[:4]):
        zh(audit, "player", "add", work, "--name", n, "--rating", 1500 - k, code=0, dirs=[d])
    zh(audit, "set", work, "--city", "北京", code=0, dirs=[d])
    zh(audit, "pair", work, code=0, dirs=[d])
    zh(audit, "pair", work, "--save", code=0, dirs=[d])
    zh(audit, "result", work, 1, "1-0", code=0, dirs=[d])
    zh(audit, "result", work, 2, "=", code=0, dirs=[d])
    zh(audit, "undo", work, code=0, dirs=[d])
    zh(audit, "redo", work, code=0, dirs=[d])
    zh(audit, "player", "withdraw", work, 4, "--from-round", 2, code=0, dirs=[d])
    zh(audit, "convert", work, "-o", os.path.join(d, "work.json"), code=0, dirs=[d])
    zh(audit, "site", work, "-o", os.path.join(d, "site"), code=0, dirs=[d])


def group_errors(audit, d):
    xq, chess = xiangqi_event(d), chess_event(d)
    missing = os.path.join(d, "missing.trf")
    bad_trf = os.path.join(d, "bad.trf")
    with open(bad_trf, "w", encoding="utf-8") as f:
        f.write("012 Broken\n001    1 m    Someone                          abc  XXX 12345678 2000/01/01  9.9\n")
    bad_json = os.path.join(d, "bad.json")
    with open(bad_json, "w", encoding="utf-8") as f:
        f.write('{"players": [ {"name": 3} ], ')
    wrong_json = os.path.join(d, "wrong.json")
    with open(wrong_json, "w", encoding="utf-8") as f:
        json.dump({"format": "swisscore", "players": [{"id": 1, "name": "x", "rating": "high"}]}, f)
    results = os.path.join(d, "results.tsv")
    with open(results, "w", encoding="utf-8") as f:
        f.write("1\t1-0\n7\t=\nx y z\n")
    exists = os.path.join(d, "exists.trf")
    ok("new", exists, "--rounds", 1)
    cases = [
        # the command line
        (), ("nosuch",), ("--nosuch",), ("help", "nosuch"), ("help", "info", "pair"),
        ("info",), ("info", xq, "--nosuch"), ("info", xq, "--format", "xml"), ("info", xq, "--encoding", "ebcdic"),
        ("standings", xq, "--format", "pdf"), ("standings", xq, "--ruleset", "nosuch"),
        ("standings", xq, "--tiebreaks", "XYZ"), ("standings", xq, "-r", 9),
        ("standings", xq, "--unplayed", "1999"), ("boards", xq, "-r", 0), ("boards", xq, "-r", 9),
        ("boards", xq, "-r", "x"), ("crosstable", xq, "--ruleset", "nosuch"), ("crosstable", xq, "-r", 9),
        ("card", xq), ("card", xq, 99), ("card", xq, "abc"), ("card", xq, 1, "-r", 9),
        ("prizes", xq, "--rules", "nosuch"), ("prizes", xq, "--players", missing),
        ("grades", xq, "--table", "nosuch"), ("grades", xq),
        ("log", xq, "--format", "xml"),
        ("stats", missing), ("stats",), ("check", missing), ("check", xq, "--system", "nosuch"),
        ("convert", xq, "--format", "trf99"), ("convert", missing), ("convert",),
        ("generate",), ("generate", "--players", 0, "--rounds", 3, "-o", os.path.join(d, "g.trf")),
        ("generate", "--players", 10, "--rounds", 99, "-o", os.path.join(d, "g.trf")),
        ("quality", "-k", "x"), ("quality", "-c", "3x"), ("verify",), ("verify", "--engine", ""),
        ("xiangqi-limit",), ("xiangqi-limit", "--moves", "z9z9", "--proposer", "red", "--from-move", 1),
        ("xiangqi-limit", "--moves", "h2e2", "--proposer", "green", "--from-move", 1),
        ("arena", missing), ("arena", "--preset", "nosuch", missing), ("knockout", missing),
        ("knockout", "--preset", "nosuch", missing), ("site", xq), ("site", missing, "-o", os.path.join(d, "s")),
        # files
        ("info", missing), ("info", bad_trf), ("info", bad_json), ("info", wrong_json), ("standings", bad_trf),
        ("boards", bad_json), ("pair", bad_trf), ("result", missing, 1, "1-0"),
        # the arbiter's commands
        ("new", exists, "--rounds", 3), ("new", os.path.join(d, "n.trf")), ("new", os.path.join(d, "n.trf"), "--rounds", 0),
        ("new", os.path.join(d, "n.trf"), "--rounds", 3, "--system", "nosuch"),
        ("new", os.path.join(d, "n.trf"), "--rounds", 3, "--points", "1,2,3"),
        ("new", os.path.join(d, "n.trf"), "--rounds", 3, "--ruleset", "nosuch"),
        ("new", os.path.join(d, "n.trf"), "--rounds", 3, "--start", "yesterday"),
        ("set", xq), ("set", xq, "--nosuch", 1), ("set", xq, "--rounds", 1), ("set", xq, "--start", "never"),
        ("player", "add", xq), ("player", "add", xq, "--name", "甲", "--rating", 99999),
        ("player", "add", xq, "--name", "甲", "--sex", "q"), ("player", "withdraw", xq, 99),
        ("player", "absent", xq, 99, "--round", 1), ("player", "absent", xq, 1, "--round", 1),
        ("player", "import", xq, missing), ("player", "nosuch", xq),
        ("result", xq, 9, "1-0"), ("result", xq, 1, "2-0"), ("result", xq, 1, "1-0", "-r", 9),
        ("result", xq, 1, "1-0", "--game", 2), ("result", xq, "--file", results), ("result", xq),
        ("result", chess, 1, "1-0", "-r", 0),
        ("pair", xq, "--save"), ("pair", xq, "--edition", 1999), ("pair", xq, "-r", 9),
        ("undo", xq, "--round", 9), ("undo", missing), ("redo", xq),
        ("team", "add", xq, "队", 1), ("lineup", xq, 1),
    ]
    for args in cases:
        rc, out, err = zh(audit, *args, dirs=[d])
        check(rc != 0 or args[:1] in (("help",),), "%s is refused (exit %d)" % (" ".join(map(str, args)), rc))
    group_malformed(audit, d, xq, chess)
    # A finished event refuses another round.
    done = os.path.join(d, "done.trf")
    ok("new", done, "--rounds", 1)
    for n in XQ_NAMES[:2]:
        ok("player", "add", done, "--name", n)
    ok("pair", done, "--save")
    zh(audit, "pair", done, "--save", dirs=[d])
    ok("result", done, 1, "1-0")
    zh(audit, "pair", done, "--save", dirs=[d])
    zh(audit, "undo", done, "--round", 1, dirs=[d])


def player_line(rank, name, rounds):
    """A TRF 001 line: rank, name, rating 1800, points, then round blocks."""
    line = "001 %4d m    %-33s 1800%s 0.0 %4d" % (rank, name, " " * 28, rank)
    return line + "".join("  " + r for r in rounds)


def group_malformed(audit, d, xq, chess):
    """Files a reader refuses, one fault each, and the files of the other
    commands (sign-up lists, results, line-ups, games, players, grades)."""
    def write(name, text, mode="w"):
        path = os.path.join(d, name)
        with open(path, mode, **({} if "b" in mode else {"encoding": "utf-8"})) as f:
            f.write(text)
        return path
    good = [player_line(1, "Alpha", ["   2 w 1"]), player_line(2, "Beta", ["   1 b 0"])]
    trfs = {
        "empty.trf": "",
        "nul.trf": "012 x\0\n",
        "norank.trf": "012 x\n001 abcd m    Alpha\n",
        "rank0.trf": "012 x\n" + player_line(0, "Alpha", []) + "\n",
        "twice.trf": "012 x\n" + player_line(1, "Alpha", []) + "\n" + player_line(1, "Beta", []) + "\n",
        "colour.trf": "012 x\n" + player_line(1, "Alpha", ["   2 q 1"]) + "\n" + good[1] + "\n",
        "result.trf": "012 x\n" + player_line(1, "Alpha", ["   2 w Q"]) + "\n" + good[1] + "\n",
        "opponent.trf": "012 x\n" + player_line(1, "Alpha", ["   7 w 1"]) + "\n" + good[1] + "\n",
        "mismatch.trf": "012 x\n" + good[0] + "\n" + player_line(2, "Beta", ["   1 b 1"]) + "\n",
        "self.trf": "012 x\n" + player_line(1, "Alpha", ["   1 w 1"]) + "\n" + good[1] + "\n",
        "noname.trf": "012 x\n" + player_line(1, "", []) + "\n",
        "sex.trf": "012 x\n" + player_line(1, "Alpha", []).replace("001    1 m", "001    1 q") + "\n",
        "xxr.trf": "012 x\nXXR abc\n" + "\n".join(good) + "\n",
        "c152.trf": "012 x\n152 Q\n" + "\n".join(good) + "\n",
        "xxs.trf": "012 x\nXXS Q=1\n" + "\n".join(good) + "\n",
        "points.trf": "012 x\n" + good[0].replace(" 0.0 ", " 9.0 ") + "\n" + good[1] + "\n",
        "rounds.trf": "012 x\nXXR 1\n" + player_line(1, "Alpha", ["   2 w 1", "0000 - U"]) + "\n"
                      + player_line(2, "Beta", ["   1 b 0", "0000 - U"]) + "\n",
        "noplayers.trf": "012 x\n022 y\n",
        "text.trf": "hello world\n",
    }
    for name, text in trfs.items():
        path = write(name, text)
        zh(audit, "info", path, dirs=[d])
    # A team event's records, one fault each.
    os.makedirs(os.path.join(d, "tm"))
    with open(team_event(os.path.join(d, "tm")), encoding="utf-8") as f:
        base = f.read()
    lines = base.splitlines(keepends=True)
    first310 = next(l for l in lines if l.startswith("310   1"))
    team_faults = {
        "t352.trf": re.sub(r"^352 \S+", "352 WX", base, flags=re.M),
        "t310order.trf": base.replace("310   2", "310   5", 1),
        "t310number.trf": base.replace("310   1", "310   x", 1),
        "t310missing.trf": "".join(l for l in lines if not l.startswith("310   3")),
        "t310member.trf": base.replace(first310, first310.rstrip("\n")[:-4] + "   x\n", 1),
    }
    for name, text in team_faults.items():
        check(text != base, "%s differs from the good file" % name)
        path = write(name, text)
        rc, _, _ = zh(audit, "info", path, dirs=[d])
        check(rc != 0, "%s is refused" % name)
    jsons = {
        "syntax1.json": "{",
        "syntax2.json": '{"a": }',
        "syntax3.json": "[1, 2",
        "syntax4.json": '{"a": 1} x',
        "array.json": "[]",
        "version.json": '{"format": "swisscore", "version": 99}',
        "format.json": '{"format": "other", "version": 1}',
        "types.json": '{"format": "swisscore", "version": 1, "players": {}}',
        "member.json": '{"format": "swisscore", "version": 1, "nosuch": 1}',
        "player.json": '{"format": "swisscore", "version": 1, "players": [{"id": 1}]}',
        "ids.json": '{"format": "swisscore", "version": 1, "players": [{"id": 1, "name": "a"}, {"id": 1, "name": "b"}]}',
        "rating.json": '{"format": "swisscore", "version": 1, "players": [{"id": 1, "name": "a", "rating": 99999}]}',
        "points.json": '{"format": "swisscore", "version": 1, "settings": {"points": {"win": "x"}}, "players": []}',
    }
    for name, text in jsons.items():
        zh(audit, "info", write(name, text), dirs=[d])
    # A sign-up list, results, line-ups, games, players and grade files with faults.
    csvs = {
        "noname.csv": "序号,等级分\n1,1800\n",
        "quote.csv": '姓名,等级分\n"王"五,1800\n',
        "rating.csv": "姓名,等级分\n王五,high\n",
        "sex.csv": "姓名,性别\n王五,x\n",
        "dup.csv": "姓名,出生日期\n王五,2000-01-01\n王五,2000-01-01\n",
    }
    for name, text in csvs.items():
        zh(audit, "player", "import", xq, write(name, text), dirs=[d])
    zh(audit, "player", "import", xq, write("gbk.csv", "姓名\n王五\n".encode("gbk"), "wb"), "--encoding", "utf-8",
       dirs=[d])
    for text in ("1 2-0\n", "9 1-0\n", "1 1-0 1-0\n", "board result\nx 1-0\n"):
        zh(audit, "result", xq, "--file", write("r.tsv", text), dirs=[d])
    games = {
        "g1.tsv": "white\tblack\nA\tB\n",
        "g2.tsv": "white\tblack\tresult\tduration\tend\nA\tB\t2-0\t9:21\t2015-08-15 10:00:00\n",
        "g3.tsv": "white\tblack\tresult\tduration\tend\nA\tB\t1-0\tlong\t2015-08-15 10:00:00\n",
        "g4.tsv": "white\tblack\tresult\tduration\tend\nA\tB\t1-0\t9:21\tyesterday\n",
        "g5.json": '[{"white": "A"}]',
    }
    for name, text in games.items():
        zh(audit, "arena", write(name, text), dirs=[d])
    for text in ("round\twhite\tblack\tresult\n1\tA\tB\tx\n", "white\tblack\nA\tB\n",
                 "round\twhite\tblack\tresult\nx\tA\tB\t1-0\n"):
        zh(audit, "knockout", write("k.tsv", text), dirs=[d])
    for text in ("99 member\n", "1 colour=red\n", "1 conduct=x\n", "x\n"):
        zh(audit, "prizes", xq, "--rules", "fangzhuang-xiangqi", "--players", write("p.txt", text), dirs=[d])
    for text in ("ruleset fangzhuang-xiangqi\nprizes places X\n  amounts a b\n", "bogus line\n", "prizes x\n  ties x\n",
                 "prizes x\n  places 0\n", "prizes x\n  amounts 1-\n", "nosuch statement\n"):
        zh(audit, "prizes", xq, "--rules", write("rules.txt", text), dirs=[d])
    for spec in ("BH/Q", "BH/", ",".join(["BH"] * 40), "对手分/Q"):
        zh(audit, "standings", xq, "--tiebreaks", spec, dirs=[d])
    zh(audit, "grades", xq, "--table", "changping-2024", "--thresholds", write("t.txt", "x y z\n"), dirs=[d])
    zh(audit, "grades", xq, "--table", "changping-2024", "--thresholds", "example", "--current",
       write("c.tsv", "99\t十级棋士\n"), dirs=[d])
    zh(audit, "xiangqi-limit", "--fen", "nonsense", "--moves", "h2e2", "--proposer", "red", "--from-move", 1)
    zh(audit, "xiangqi-limit", "--moves", "h2e2 h2e2", "--proposer", "red", "--from-move", 1)
    zh(audit, "xiangqi-limit", "--moves", "炮二平五 炮二平五", "--proposer", "red", "--from-move", 1)
    zh(audit, "xiangqi-limit", "--moves", "h2e2", "--proposer", "red", "--from-move", 5)
    # The arbiter's refusals on a running event.
    for args in (("player", "absent", xq, 1, "--round", 3), ("player", "absent", xq, 2, "--round", 9),
                 ("player", "withdraw", xq, 1, "--from-round", 1), ("player", "withdraw", xq, 2, "--from-round", 9),
                 ("player", "add", xq, "--name", "后来", "--from-round", 1), ("undo", xq, "--round", 1),
                 ("result", xq, 1, "none", "-r", 1), ("result", xq, 4, "1-0"), ("result", chess, 1, "1-0", "--game", 2),
                 ("new", os.path.join(d, "g3.trf"), "--rounds", 3, "--games", 3),
                 ("new", os.path.join(d, "e.trf"), "--rounds", 3, "--edition", 1999),
                 ("new", os.path.join(d, "e.trf"), "--rounds", 3, "--points", "x"),
                 ("set", xq, "--end", "2026-13-40"), ("set", chess, "--forfeit-withdraw", 99999)):
        zh(audit, *args, dirs=[d])
    os.makedirs(os.path.join(d, "t2"))
    teams = team_event(os.path.join(d, "t2"))
    for text in ("name,rating\nA,1800\n", "team,name\nT1,A\nT1,A\n", "team,name\n,A\n"):
        zh(audit, "team", "import", teams, write("teams.csv", text), dirs=[d])
    for args in (("team", "add", teams, "队X", 1), ("team", "add", teams, "队Y", 99, 98), ("team", "list", teams, "-f", "x"),
                 ("lineup", teams, 5), ("lineup", teams, 1, write("l1.txt", "队9: 1 2\n")),
                 ("lineup", teams, 1, write("l2.txt", "队1: 3 4\n")), ("lineup", teams, 1, write("l3.txt", "队1 - 队2\n")),
                 ("result", teams, 1, 1, "1-0"), ("result", teams, 9, "+-"),
                 ("team", "forbid", teams, "队1", "队1"), ("team", "forbid", teams, "队1", "队9"),
                 ("team", "forbid", teams, "队1"), ("team", "bye", teams, "队1", "x"),
                 ("team", "bye", teams, "队1", 0), ("team", "bye", teams, "队9", 2), ("team", "nosuch", teams)):
        zh(audit, *args, dirs=[d])
    # What the arbiter's team commands say when they succeed.
    for args in (("team", "add", teams, "队5", "--pairing-numbers"), ("team", "forbid", teams, "队1", "队2"),
                 ("team", "bye", teams, "队3", 2), ("team", "bye", teams, "队3", 2, "--half-point"),
                 ("team", "bye", teams, "队3", 2, "--cancel")):
        zh(audit, *args, dirs=[d])
    # Line-ups handed in before the pairing: shown, refused, taken by pair.
    for args in (("lineup", teams, 1, write("l6.txt", "队1: 2 1\n")), ("lineup", teams, 1),
                 ("lineup", teams, 1, write("l7.txt", "队2: 3\n队2: 4\n")),
                 ("lineup", teams, 1, write("l8.txt", "队2: 3\n队1 - 队2\n")), ("log", teams)):
        zh(audit, *args, dirs=[d])
    ok("pair", teams, "--save")
    zh(audit, "team", "bye", teams, "队3", 1, dirs=[d])
    for args in (("result", teams, 9, 1, "1-0"), ("result", teams, 1, 9, "1-0"), ("result", teams, 1, "x"),
                 ("lineup", teams, 1, write("l4.txt", "队1: 1 1\n")), ("lineup", teams, 1, write("l5.txt", "队1: 1 2 3\n")),
                 ("lineup", teams, 3)):
        zh(audit, *args, dirs=[d])
    # Options with bad values.
    for args in (("convert", xq, "--eol", "xx"), ("convert", xq, "--indent", 99), ("convert", chess, "--plain",
                 "--format", "json"), ("standings", xq, "--women-top", 0), ("standings", xq, "--within", 3),
                 ("standings", xq, "--pairings", "x"), ("standings", xq, "--after-round", 9),
                 ("card", xq, 1, "--format", "x"), ("card", xq, 1, "--ruleset", "nosuch"),
                 ("generate", "--players", 10, "--rounds", 3, "--draw-rate", 2, "-o", "-"),
                 ("generate", "--players", 10, "--rounds", 3, "--rating-range", "9-1", "-o", "-"),
                 ("pair", xq, "--system", "nosuch"), ("pair", chess, "--team-colours", "C"),
                 ("new", os.path.join(d, "t.trf"), "--rounds", 2, "--teams"),
                 ("new", os.path.join(d, "t.trf"), "--rounds", 2, "--teams", "--boards", 0),
                 ("new", os.path.join(d, "t.trf"), "--rounds", 2, "--forfeit-withdraw", "x"),
                 ("set", xq, "--forfeit-withdraw", -1), ("site", xq, "-o", os.path.join(xq, "x")),
                 ("stats", xq, "--format", "x"), ("quality", "--systems", "x"), ("verify", "--engine", "x",
                 "--direction", "x"), ("arena", "--list-presets", "--format", "x")):
        zh(audit, *args, dirs=[d])
    team_option_cases(audit, d)


def team_option_cases(audit, d):
    """C.04.6's options (no colour preferences, no secondary score), Baku
    for teams and the team records of a TRF file: errors, warnings and the
    check's heading in Chinese."""
    os.makedirs(os.path.join(d, "t3"))
    ev = team_event(os.path.join(d, "t3"), 3, "--match-points", "3/1/0")
    with open(ev, encoding="utf-8") as f:
        base = f.read()

    def variant(name, text):
        path = os.path.join(d, "t3", name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    zh(audit, "pair", ev, "--team-secondary", "x", code=1, dirs=[d])
    zh(audit, "pair", ev, "--team-colours", "x", code=1, dirs=[d])
    rc, out, err = zh(audit, "pair", ev, "--team-score", "gp", "--baku", dirs=[d])
    check(rc != 0 and "巴库加速法加的是场分" in err, "Baku with game points first: %d %r" % (rc, err))
    rc, out, err = zh(audit, "pair", ev, "--baku", code=0, dirs=[d])
    check("警告" in err and "3.0/1.0" in err and "1.5" in err, "Baku with 3/1/0: %r" % err)
    # Records a reader warns about: a 192 team code outside the table, team
    # 250 records that are not Baku, Baku with 3/1/0 match points; a bad XTP.
    code192 = re.search(r"^192 .*$", base, re.M).group(0)
    for name, text, want in (("c192.trf", base.replace(code192, "192 FIDE_TEAM_NOSUCH"), "不是TRF-2026代码表中的团体代码"),
                             ("r250.trf", base + "250 01.0 00.0 001 002 0001 0009\n", "不采用"),
                             ("baku.trf", base.replace(code192, "192 FIDE_TEAM_MP_BAKU"), "一胜等于两和"),
                             ("xtp.trf", base + "XTP FOO\n", "SWISS 或 ROUNDROBIN")):
        rc, out, err = zh(audit, "info", variant(name, text), dirs=[d])
        check(want in err, "%s: %r" % (name, err))
    # The check reads a file whose withdrawn team played on.
    tdata = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "team-oracle", "sw11_b4_r7_pab.trf")
    with open(tdata, encoding="utf-8") as f:
        withdrawn = variant("withdrawn.trf", f.read() + "XTW   3   2\n")
    rc, out, err = zh(audit, "check", withdrawn, dirs=[d])
    check("第3队已退赛，却参加了第2轮" in out, "check of a withdrawn team that played: %r" % out)
    # The check names the options of a paired event.
    ok("pair", ev, "--team-colours", "none", "--team-secondary", "unused", "--save")
    rc, out, err = zh(audit, "check", ev, code=0, dirs=[d])
    check("（C.04.6），无执色倾向，" in out and "不用次要分" in out, "check: %r" % out)


def main():
    group, clitest.tool = sys.argv[1], sys.argv[2]
    listing = "--list" in sys.argv[3:]
    d = tempfile.mkdtemp(prefix="swisscore-audit-")
    audit = Audit(allowed_words(d))
    # The detector itself: English output is English to it, line by line.
    english_help = [l for l in ok("help", "info").split("\n") if audit.english(l)]
    check(len(english_help) > 10, "the audit finds the English help English: %r" % english_help)
    found = audit.english("swisscore: x.trf: round 9 does not exist (the last is 7)")
    check(found == ["does", "not", "exist", "the", "last"], "the audit finds an English message: %r" % found)
    {"help": group_help, "sheets": group_sheets, "errors": group_errors}[group](audit, d)
    audit.report(listing)
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
