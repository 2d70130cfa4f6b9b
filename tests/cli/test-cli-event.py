#!/usr/bin/env python3
"""The arbiter's commands, one group per meson test.

  test-cli-event.py GROUP SWISSCORE [EXT [VALIDATOR...]]

GROUP is
  event      a whole 7-round 方庄 xiangqi event (sequential system, 2/1/0,
             ruleset fangzhuang-xiangqi) from a GBK sign-up CSV: a late entry
             in round 2, two absences in round 3, a withdrawal after two
             forfeits, results per board and from a file, undo, standings and
             the prize list; the file is read back (info) after every step and
             every score is checked against the results this script entered.
             EXT is the event file's extension: trf or json; a JSON event
             is checked against the schema by the VALIDATOR command line
             after every step.
  refusals   requests that do not fit the state change no byte of the file.
  crash      the tool killed while it saves leaves the old file intact.
  import     the sign-up reader: encodings, headers, quotes, errors.
  numbers    ids and pairing numbers: a late entry after round 1 moves the
             pairing numbers of the players below him, never an id, in a
             TRF event (XPA ID records) as in a JSON one; --pairing-numbers
             prints and takes pairing numbers instead; the pairs file of a
             TRF names the 001 lines' starting ranks.
  lang       --lang zh and the zh_* locale default.
  catalogue  the Chinese messages (EXT is tools/swisscore/lang/lang_zh.c).
Standard library only.
"""

import os
import re
import signal
import subprocess
import sys
import tempfile
import time

import clitest
from clitest import check

EXIT_OK, EXIT_USAGE, EXIT_INPUT, EXIT_IO = 0, 1, 2, 3
WIN, DRAW, LOSS = 20, 10, 0  # tenths: the 方庄 2/1/0 points


def run(*args, env=None, stdin=None):
    e = dict(os.environ)
    e.pop("SWISSCORE_TEST_SAVE_PAUSE", None)
    if env:
        e.update(env)
    return clitest.run(*args, env=e, stdin=stdin)


def ok(*args, **kw):
    rc, out, err = run(*args, **kw)
    check(rc == EXIT_OK, "%s exits 0, not %d: %s" % (" ".join(map(str, args)), rc, err.strip()))
    return out


def tenths(text):
    whole, _, frac = text.partition(".")
    sign = -1 if whole.startswith("-") else 1
    return sign * (abs(int(whole)) * 10 + int((frac or "0")[:1]))


# ---- reading what the tool prints -------------------------------------------

# Scores read "4.5", or "12" in a 2/1/0 event under --lang zh.
BOARD = re.compile(r"^\s*(\d+)\s+(\d+)\s+(\S+)\s+(-?\d+(?:\.\d)?)\s+(\d+)\s+(\S+)\s+(-?\d+(?:\.\d)?)\s*$")
BYE = re.compile(r"^(?:bye:|轮空：)\s+(\d+)\s+(\S+)\s+(-?\d+(?:\.\d)?)\s*$")


def parse_boards(out):
    """[(board, white, black)], PAB id or None, ids listed as not playing."""
    boards, pab, absent, rest = [], None, [], False
    for line in out.split("\n"):
        if line.startswith("Not playing:") or line.startswith("本轮不出场："):
            rest = True
            continue
        m = BOARD.match(line)
        if m and not rest:
            boards.append((int(m.group(1)), int(m.group(2)), int(m.group(5))))
            continue
        m = BYE.match(line)
        if m:
            pab = int(m.group(1))
            continue
        if rest and line.strip():
            absent.append(int(line.split()[0]))
    return boards, pab, absent


INFO_ROW = re.compile(r"^\s*(\d+)\s+(\d+)\s+(.*?)\s+(\d+|-)\s+(-?\d+\.\d)(?:\s+(.*))?$")


SNAPSHOTS = []  # every JSON event as it was read back, for the schema


def tpns(path):
    """{id: pairing number} as info lists them."""
    out = ok("info", path)
    rows, table = {}, False
    for line in out.split("\n"):
        if line.lstrip().startswith("TPN"):
            table = True
            continue
        m = INFO_ROW.match(line)
        if table and m:
            rows[int(m.group(2))] = int(m.group(1))
    return rows


def info(path):
    """Summary fields and players {id: (name, score tenths, status)}."""
    if path.endswith(".json") and os.path.exists(path):
        SNAPSHOTS.append(open(path, "rb").read())
    out = ok("info", path)
    fields, players, table = {}, {}, False
    for line in out.split("\n"):
        if line.lstrip().startswith("TPN"):
            table = True
            continue
        m = INFO_ROW.match(line)
        if table and m:
            players[int(m.group(2))] = (m.group(3), tenths(m.group(5)), m.group(6) or "")
        elif ":" in line and not table:
            k, _, v = line.partition(":")
            fields[k.strip()] = v.strip()
    return fields, players


def standings_tsv(path, *args):
    rc, out, err = run("standings", path, "-f", "tsv", *args)
    check(rc == EXIT_OK, "standings %s exits 0 (%s)" % (" ".join(args), err.strip()))
    lines = out.rstrip("\n").split("\n")
    head = lines[0].split("\t")
    return head, [dict(zip(head, l.split("\t"))) for l in lines[1:]]


# ---- the sign-up list ---------------------------------------------------------

SIGNUP = [
    # 序号, 姓名, 等级分, 性别, 单位, 组别, 出生日期
    ("1", "王天一", "2350", "男", "北京", "公开组", "1988-06-10"),
    ("2", "郑惟桐", "2300", "男", "四川", "公开组", "1994/02/21"),
    ("3", "蒋川", "2250", "男", "北京,方庄", "公开组", "1984"),
    ("4", "唐丹", "2200", "女", "北京", "公开组", ""),
    ("5", "赵鑫鑫", "2150", "男", "浙江", "公开组", "1988.3.1"),
    ("6", "陈幸琳", "1900p", "女", "广东", "公开组", ""),
    ("7", "刘欢", "1850", "女", "丰台", "公开组", ""),
    ("8", "孟辰", "1800", "男", "", "公开组", ""),
    ("9", "许银川", "1750", "男", "广东", "公开组", ""),
    ("10", "洪智", "", "男", "湖北", "公开组", ""),
]


def csv_text(rows, header="序号,姓名,等级分,性别,单位,组别,出生日期,联系电话"):
    def cell(v):
        return '"%s"' % v.replace('"', '""') if ("," in v or '"' in v) else v
    lines = [header] + [",".join(cell(v) for v in r + ("1380000%04d" % i,)) for i, r in enumerate(rows)]
    return "\r\n".join(lines) + "\r\n"


# ---- the whole event ------------------------------------------------------------

class Event:
    """The event as this script entered it, to check the tool against."""

    def __init__(self, path):
        self.path = path
        self.points = {}     # id -> tenths
        self.names = {}

    def expect_scores(self, what):
        _, players = info(self.path)
        for pid, want in self.points.items():
            got = players.get(pid, (None, None, ""))[1]
            check(got == want, "%s: player %d %s has %s tenths, expected %s"
                  % (what, pid, self.names.get(pid), got, want))
        return players


def result_for(rnd, board):
    return ("1-0", "0-1", "1/2", "1-0", "½-½", "0-1", "=")[(rnd * 3 + board) % 7]


def points_of(res):
    return {"1-0": (WIN, LOSS), "0-1": (LOSS, WIN), "1/2": (DRAW, DRAW), "½-½": (DRAW, DRAW),
            "=": (DRAW, DRAW), "+-": (WIN, LOSS), "-+": (LOSS, WIN), "--": (LOSS, LOSS)}[res]


def group_event(ext):
    d = tempfile.mkdtemp()
    path = os.path.join(d, "fz." + ext)
    csv = os.path.join(d, "报名表.csv")
    with open(csv, "wb") as f:
        f.write(csv_text(SIGNUP).encode("gbk"))

    out = ok("new", path, "--rounds", 7, "--system", "sequential", "--points", "2,1,0",
             "--ruleset", "fangzhuang-xiangqi", "--name", "方庄象棋周赛")
    check("7 rounds" in out, "new says what it made: " + out)
    fields, players = info(path)
    check(fields.get("Tournament") == "方庄象棋周赛", "the name is kept: %s" % fields)
    check(fields.get("Tie-breaks") == "fangzhuang-xiangqi", "the ruleset is kept: %s" % fields)
    check("Chinese sequential" in fields.get("Pairing system", ""), "sequential system: %s" % fields)
    check(fields.get("Point system", "").startswith("win 2.0, draw 1.0, loss 0.0"), "2/1/0: %s" % fields)
    check(not players, "a new event has no players")

    rc, out, err = run("player", "import", path, csv)
    check(rc == EXIT_OK, "import of a GBK list exits 0 (%s)" % err)
    check("联系电话" in err, "the unknown column is named in a note: " + err)
    ev = Event(path)
    fields, players = info(path)
    check(len(players) == 10, "10 players imported: %s" % players)
    by_name = {v[0]: k for k, v in players.items()}
    check(set(by_name) == {r[1] for r in SIGNUP}, "every name decoded from GBK: %s" % sorted(by_name))
    # Ids in the order of the list, which is by rating (洪智 unrated last):
    # before round 1 they are the pairing numbers too.
    check(by_name.get("王天一") == 1 and by_name.get("洪智") == 10, "ids by rating: %s" % by_name)
    check(tpns(path) == {i: i for i in range(1, 11)}, "ids are pairing numbers before round 1: %s" % tpns(path))
    for pid, (name, score, _) in players.items():
        ev.points[pid] = 0
        ev.names[pid] = name
    for line in out.split("\n"):
        if "陈幸琳" in line:
            check("1900p" in line, "the p suffix makes a provisional rating: " + line)

    paired = {}  # round -> (boards, pab, absent)

    def pair(rnd, expect_absent=()):
        before = open(path, "rb").read()
        out = ok("pair", path, "--save")
        check(open(path, "rb").read() != before, "round %d: pair --save rewrites the event" % rnd)
        boards, pab, absent = parse_boards(out)
        check(out.startswith("Round %d of 7" % rnd), "round %d: board list header: %s" % (rnd, out[:60]))
        check(boards, "round %d: boards printed" % rnd)
        check(sorted(absent) == sorted(expect_absent), "round %d: not playing %s, expected %s"
              % (rnd, absent, sorted(expect_absent)))
        fields, _ = info(path)
        check(fields.get("Rounds") == "%d played of 7 planned (1 paired, results pending)" % (rnd - 1),
              "round %d: info after pairing: %s" % (rnd, fields.get("Rounds")))
        if pab:
            ev.points[pab] += WIN
        paired[rnd] = (boards, pab, absent)
        return boards, pab

    def enter(rnd, boards, special=None):
        special = special or {}
        for b, w, bl in boards:
            res = special.get(b, result_for(rnd, b))
            out = ok("result", path, b, res)
            check(("board %d:" % b) in out and ev.names[w] in out and ev.names[bl] in out,
                  "round %d board %d: result names the players: %s" % (rnd, b, out))
            pw, pb = points_of(res)
            ev.points[w] += pw
            ev.points[bl] += pb
            ev.expect_scores("round %d after board %d" % (rnd, b))
        fields, _ = info(path)
        check(fields.get("Rounds") == "%d played of 7 planned" % rnd, "round %d complete: %s"
              % (rnd, fields.get("Rounds")))

    # Round 1.
    boards, pab = pair(1)
    check(len(boards) == 5 and pab is None, "round 1: 5 boards for 10 players")
    enter(1, boards)

    # Round 2 with a late entry.
    out = ok("player", "add", path, "--name", "迟到者", "--rating", "1700", "--sex", "m")
    m = re.search(r"(\d+)", out.split("\n")[0])
    late = int(m.group(1)) if m else 0
    fields, players = info(path)
    check(late == 11 and players.get(11, ("",))[0] == "迟到者", "the late entry is id 11: %s" % out)
    check("late entry from round 2" in players.get(11, ("", 0, ""))[2], "info shows the late entry")
    check(all(players[i][0] == ev.names[i] for i in ev.names), "no id changed by the late entry")
    # Rated 1700 he goes before the unrated 洪智: pairing number 10, id 11.
    numbers = tpns(path)
    check(numbers.get(11) == 10 and numbers.get(10) == 11 and all(numbers[i] == i for i in range(1, 10)),
          "the late entry takes pairing number 10 and moves 洪智 (id 10) to 11: %s" % numbers)
    ev.points[11] = 0
    ev.names[11] = "迟到者"
    boards, pab = pair(2)
    on = {x for _, w, b in boards for x in (w, b)} | {pab}
    check(11 in on, "round 2: the late entry plays")
    check(pab is not None and len(boards) == 5, "round 2: 11 players, 5 boards and a bye")
    enter(2, boards)
    ev.expect_scores("after round 2")

    # Round 3 with two absences, one with a half point.
    a1, a2 = 3, 8
    ok("player", "absent", path, a1, "--round", 3)
    ok("player", "absent", path, a2, "--round", 3, "--half-point")
    _, players = info(path)
    check("absent in round 3" in players[a1][2], "info shows the absence: %s" % (players[a1],))
    check("half-point bye in round 3" in players[a2][2], "info shows the half-point bye: %s" % (players[a2],))
    boards, pab = pair(3, expect_absent=(a1, a2))
    on = {x for _, w, b in boards for x in (w, b)} | {pab}
    check(a1 not in on and a2 not in on, "round 3: the absent players are not paired")
    ev.points[a2] += DRAW
    enter(3, boards)

    # Round 4 entered from a file.
    boards, pab = pair(4)
    tsv = os.path.join(d, "round4.tsv")
    with open(tsv, "w", encoding="utf-8") as f:
        f.write("台次\t结果\n# board result\n")
        for b, w, bl in boards:
            res = result_for(4, b)
            f.write("%d\t%s\n" % (b, res))
            pw, pb = points_of(res)
            ev.points[w] += pw
            ev.points[bl] += pb
    out = ok("result", path, "--file", tsv)
    check("%d results" % len(boards) in out, "the file's results are counted: " + out)
    ev.expect_scores("after round 4 (from a file)")

    # Rounds 5 and 6: the leader does not come twice, then withdraws (a
    # leader is never the lowest, who gets the pairing-allocated bye).
    W = max(sorted(ev.points), key=lambda pid: ev.points[pid])
    for rnd in (5, 6):
        boards, pab = pair(rnd)
        special = {}
        for b, w, bl in boards:
            if w == W:
                special[b] = "-+"
            elif bl == W:
                special[b] = "+-"
        if pab == W:
            check(False, "round %d: the player about to withdraw got the bye" % rnd)
        check(special, "round %d: player %d is on a board" % (rnd, W))
        enter(rnd, boards, special)
    out = ok("player", "withdraw", path, W, "--from-round", 7)
    check(ev.names[W] in out, "withdraw names the player: " + out)
    _, players = info(path)
    check("withdrawn from round 7" in players[W][2], "info shows the withdrawal: %s" % (players[W],))

    # Round 7, undone once and paired again: the same boards.
    boards, pab = pair(7)
    on = {x for _, w, b in boards for x in (w, b)} | {pab}
    check(W not in on, "round 7: the withdrawn player is not paired")
    ok("result", path, boards[0][0], "1-0")
    out = ok("undo", path, "--round", 7, "--force")
    check("round 7" in out and "%d boards, 1 results" % len(boards) in out, "undo says what it removed: " + out)
    fields, _ = info(path)
    check(fields.get("Rounds") == "6 played of 7 planned", "after undo: %s" % fields.get("Rounds"))
    if pab:
        ev.points[pab] -= WIN
    again, pab2 = pair(7)
    check(again == boards and pab2 == pab, "round 7 paired again alike")
    enter(7, again)
    players = ev.expect_scores("at the end")

    # Standings: the event's ruleset, points as entered, ranks by points.
    head, rows = standings_tsv(path)
    check(head[:9] == ["rank", "id", "name", "PTS", "BH", "BH/M1", "WIN", "DE", "SB"],
          "the event's ruleset gives the 方庄 columns: %s" % head)
    check(len(rows) == 11, "11 players ranked")
    pts = [tenths(r["PTS"]) for r in rows]
    check(pts == sorted(pts, reverse=True), "ranked by points")
    check(all(tenths(r["PTS"]) == ev.points[int(r["id"])] for r in rows), "standings points = results entered")
    _, named = standings_tsv(path, "--ruleset", "fangzhuang-xiangqi")
    _, typed = standings_tsv(path, "--tiebreaks", "对手分,中间分,胜局数,直胜分,索伯分")
    check(named == rows and typed == rows, "event ruleset = --ruleset = the cascade typed in Chinese")
    out = ok("standings", path, "--tiebreaks", "对手分,中间分,胜局数,直胜分,索伯分")
    check("xiangqi2011" in out and "fangzhuang-xiangqi" in out, "the text says which rule is in force: " + out[:300])
    # Prizes from the event's rules, in Chinese.
    out = ok("prizes", path, "--lang", "zh")
    check("中国象棋赛奖励" in out and "名次奖" in out, "prize list in Chinese: " + out[:200])
    winner = rows[0]["name"]
    check(winner in out, "the winner %s is on the prize list" % winner)
    # check and stats take the event file.
    ok("check", path)
    ok("stats", path)
    if ext == "json":
        validate(d, SNAPSHOTS)
    return d


def validate(d, docs):
    """Every JSON event written on the way is valid by the schema."""
    if not VALIDATOR:
        check(False, "no python3 with the jsonschema module: apt-get install python3-jsonschema")
        return
    folder = os.path.join(d, "snapshots")
    os.makedirs(folder, exist_ok=True)
    for k, text in enumerate(docs):
        with open(os.path.join(folder, "%03d.json" % k), "wb") as f:
            f.write(text)
    check(len(docs) > 30, "a snapshot after every step (%d)" % len(docs))
    p = subprocess.run(VALIDATOR + [folder], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    check(p.returncode == 0, "schema validation of the event files: %s %s"
          % (p.stdout.decode(), p.stderr.decode()))


# ---- refusals -------------------------------------------------------------------------

def refused(path, what, *args, code=EXIT_INPUT, needle=None):
    before = open(path, "rb").read()
    rc, out, err = run(*args)
    check(rc == code, "%s: exit %d, expected %d (%s)" % (what, rc, code, err.strip()))
    check(err.startswith("swisscore:") and (needle is None or needle in err),
          "%s: a clear message: %r" % (what, err))
    check(open(path, "rb").read() == before, "%s: the event file is unchanged" % what)
    left = [n for n in os.listdir(os.path.dirname(path)) if ".tmp-" in n]
    check(not left, "%s: no temporary file left: %s" % (what, left))


def group_refusals(ext="trf"):
    d = tempfile.mkdtemp()
    path = os.path.join(d, "r." + ext)
    ok("new", path, "--rounds", 3)
    refused(path, "undo on an empty event", "undo", path, needle="nothing to undo")
    refused(path, "undo --round on an empty event", "undo", path, "--round", 1, needle="not paired")
    refused(path, "pair without players", "pair", path, "--save")
    refused(path, "new over an existing file", "new", path, "--rounds", 5, needle="exists")
    for k in range(5):
        ok("player", "add", path, "--name", "P%d" % k, "--rating", 2000 - k)
    refused(path, "result before any pairing", "result", path, 1, "1-0", needle="no round")
    refused(path, "withdraw an unknown id", "player", "withdraw", path, 42, "--from-round", 2, needle="42")
    refused(path, "absent for a round beyond the event", "player", "absent", path, 1, "--round", 9)
    ok("pair", path, "--save")
    refused(path, "result for a nonexistent board", "result", path, 7, "1-0", needle="board 7")
    refused(path, "result for game 2 in a one-game event", "result", path, 1, "1-0", "--game", 2)
    refused(path, "result of a round not paired", "result", path, 1, "1-0", "--round", 2)
    refused(path, "pair while results are missing", "pair", path, "--save", needle="without a result")
    refused(path, "absent in a round already paired", "player", "absent", path, 1, "--round", 1)
    refused(path, "unknown result word", "result", path, 1, "2-0", code=EXIT_USAGE)
    bad = os.path.join(d, "bad.tsv")
    with open(bad, "w") as f:
        f.write("1 1-0\n2 0-2\n")
    refused(path, "a results file with a bad line", "result", path, "--file", bad, needle="bad.tsv:2:3")
    with open(bad, "w") as f:
        f.write("1 1-0\n9 0-1\n")
    refused(path, "a results file naming a board that does not exist", "result", path, "--file", bad,
            needle="bad.tsv:2:1")
    ok("result", path, 1, "1-0")
    ok("result", path, 2, "=")
    ok("pair", path, "--save")
    out = ok("result", path, 1, "0-1", "--round", 1)
    check("corrected" in out, "a correction of a played result says so: " + out)
    refused(path, "a correction later rounds forbid", "result", path, 1, "+-", "--round", 1)
    refused(path, "withdraw from a round he is paired in", "player", "withdraw", path, 1, "--from-round", 2)
    csv = os.path.join(d, "bad.csv")
    with open(csv, "w", encoding="utf-8") as f:
        f.write("姓名,等级分\n甲,1500\n乙,15x0\n")
    refused(path, "import with a bad rating", "player", "import", path, csv, needle="bad.csv:3:3")
    _, players = info(path)
    check(len(players) == 5, "no player of the refused list was added")


# ---- a kill during the save --------------------------------------------------------------

def group_crash(ext="trf"):
    d = tempfile.mkdtemp()
    path = os.path.join(d, "big." + ext)
    ok("new", path, "--rounds", 9)
    csv = os.path.join(d, "many.csv")
    with open(csv, "w", encoding="utf-8") as f:
        f.write("name,rating\n" + "".join("Player %04d,%d\n" % (i, 2500 - i) for i in range(400)))
    ok("player", "import", path, csv)
    ok("pair", path, "--save")

    def start(sig_after, pause, *args):
        before = open(path, "rb").read()
        env = dict(os.environ, SWISSCORE_TEST_SAVE_PAUSE=str(pause))
        p = subprocess.Popen([SWISSCORE] + [str(a) for a in args], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env=env)
        tmp = None
        for _ in range(400):
            names = [n for n in os.listdir(d) if n.startswith(".big.%s.tmp-" % ext)]
            if names:
                full = os.path.join(d, names[0])
                # Complete once it is as large as the text the tool writes.
                if os.path.getsize(full) >= len(before) // 2:
                    tmp = full
                    break
            time.sleep(0.05)
        check(tmp is not None, "the save's temporary file appears beside the event")
        time.sleep(0.2)
        p.send_signal(sig_after)
        p.wait(timeout=60)
        return before, tmp, p

    before, tmp, p = start(signal.SIGKILL, 30, "result", path, 1, "1-0")
    check(p.returncode == -signal.SIGKILL, "the tool was killed (%s)" % p.returncode)
    check(open(path, "rb").read() == before, "SIGKILL during the save: the old file is intact")
    rc, out, err = run("info", path)
    check(rc == EXIT_OK and "200 boards" not in err, "the old file still loads")
    check(tmp is None or os.path.exists(tmp), "the stray temporary file stays beside the event")
    if tmp and os.path.exists(tmp):
        os.unlink(tmp)
    # Ctrl-C during the save: held back until the new file is in place.
    before, tmp, p = start(signal.SIGINT, 2, "result", path, 1, "1-0")
    now = open(path, "rb").read()
    check(now != before, "SIGINT during the save: the save completes first")
    check(tmp is None or not os.path.exists(tmp), "no temporary file after an interrupted save")
    out = ok("standings", path, "--tiebreaks", "BH", "-f", "tsv")
    check(out.count("\t2.0\t") + out.count("\t1.0\t") >= 1, "the saved result is in the file")
    # A command interrupted before its save leaves nothing changed: kill -9 of
    # a pair that has not reached the save is the same as never running it.


# ---- the sign-up reader ------------------------------------------------------------------

def group_import():
    d = tempfile.mkdtemp()

    def fresh():
        path = os.path.join(d, "i%d.trf" % len(os.listdir(d)))
        ok("new", path, "--rounds", 5)
        return path

    def imported(path):
        _, players = info(path)
        return {v[0] for v in players.values()}

    rows = [("1", "张三", "1500", "男", "北京", "", ""), ("2", "李四", "1400p", "女", "天津", "", "")]
    # UTF-8 with BOM, English headers, quoted field with a line break and quotes.
    path = fresh()
    csv = os.path.join(d, "bom.csv")
    with open(csv, "wb") as f:
        f.write(b"\xef\xbb\xbf" + ('No,Name,Rating,Sex,Club\n1,"Smith, John",2100,m,"The ""Knights""\nClub"\n'
                                   '2,Zhou,1900p,w,Beijing\n').encode("utf-8"))
    ok("player", "import", path, csv)
    check(imported(path) == {"Smith, John", "Zhou"}, "UTF-8 with BOM and quotes: %s" % imported(path))
    # GBK told explicitly, and found by auto.
    for enc in ("gbk", "auto"):
        path = fresh()
        csv = os.path.join(d, "gbk.csv")
        with open(csv, "wb") as f:
            f.write(csv_text(rows).encode("gbk"))
        ok("player", "import", path, csv, "--encoding", enc)
        check(imported(path) == {"张三", "李四"}, "GBK (%s): %s" % (enc, imported(path)))
    # GBK read as UTF-8 is refused with a position.
    rc, _, err = run("player", "import", path, csv, "--encoding", "utf-8")
    check(rc == EXIT_INPUT and "gbk.csv:1:1:" in err and "gbk" in err, "GBK as UTF-8: " + err)
    # Errors as file:line:column.
    cases = [
        ("姓名,性别\n甲,x\n", "3", ":2:3:"),
        ("name,birth\nA,2010-13-01\n", "", ":2:3:"),
        ("rating,sex\n1500,m\n", "", ":1:"),
        ('name\n"open\n', "", ":2:1:"),
        ("name,rating\nA,1500,extra\n", "", ":2:8:"),
        ("name\n\n", "", "no players"),
        ("name,姓名\nA,B\n", "", ":1:6:"),
    ]
    for text, _, where in cases:
        path = fresh()
        csv = os.path.join(d, "e.csv")
        with open(csv, "w", encoding="utf-8") as f:
            f.write(text)
        before = open(path, "rb").read()
        rc, _, err = run("player", "import", path, csv)
        check(rc == EXIT_INPUT and where in err, "%r: error at %s: %s" % (text, where, err.strip()))
        check(open(path, "rb").read() == before, "%r: the event is unchanged" % text)
    # A list imported after round 1 is a set of late entries; ids stay.
    path = fresh()
    csv = os.path.join(d, "four.csv")
    with open(csv, "w", encoding="utf-8") as f:
        f.write("name,rating\nA,2000\nB,1900\nC,1800\nD,1700\n")
    ok("player", "import", path, csv)
    ok("pair", path, "--save")
    with open(csv, "w", encoding="utf-8") as f:
        f.write("name,rating\nE,2500\n")
    out = ok("player", "import", path, csv)
    check("late entries" in out, "a late import says so: " + out)
    _, players = info(path)
    check([players[i][0] for i in range(1, 6)] == ["A", "B", "C", "D", "E"],
          "the strong late entry is numbered after the others: %s" % players)
    check("late entry from round 2" in players[5][2], "E enters in round 2")
    check(tpns(path) == {5: 1, 1: 2, 2: 3, 3: 4, 4: 5}, "E, the strongest, has pairing number 1: %s" % tpns(path))


# ---- ids and pairing numbers ---------------------------------------------------------------

def group_numbers():
    d = tempfile.mkdtemp()
    outs = {}
    for ext in ("trf", "json"):
        path = os.path.join(d, "n." + ext)
        said = []  # what the commands print, the same for both kinds of file

        def say(*args):
            out = ok(*args)
            said.append(out.replace(path, "EVENT"))
            return out

        say("new", path, "--rounds", 4)
        for name, rating in (("Anna", 2300), ("Bert", 2200), ("Carl", 2100), ("Dora", 2000), ("Emil", 1900)):
            say("player", "add", path, "--name", name, "--rating", rating)
        check(tpns(path) == {i: i for i in range(1, 6)}, "%s: ids 1-5 are pairing numbers 1-5" % ext)
        say("pair", path, "--save")
        say("result", path, 1, "1-0")
        say("result", path, 2, "0-1")
        # A late entry rated second: id 6, pairing number 2; Bert..Emil move down.
        out = say("player", "add", path, "--name", "Late", "--rating", 2250)
        check(out.startswith("Added player 6:"), "%s: the late entry is id 6: %s" % (ext, out))
        check("Pairing number 2;" in out, "%s: add says his pairing number: %s" % (ext, out))
        want = {1: 1, 6: 2, 2: 3, 3: 4, 4: 5, 5: 6}
        check(tpns(path) == want, "%s: pairing numbers by rating, ids kept: %s" % (ext, tpns(path)))
        if ext == "trf":
            text = open(path, encoding="utf-8").read()
            check("\nXPA    2 ID 6\n" in text and "\nXPA    6 ID 5\n" in text,
                  "the TRF event gives each moved player his id (XPA ID)")
            check("\nXPA    1 ID" not in text, "no XPA ID where the id is the starting rank")
        # The next round's pairs file (no save) names the file's starting ranks.
        rc, pairs, err = run("pair", path, "-p", "-")
        check(rc == EXIT_OK, "%s: pair -p - exits 0 (%s)" % (ext, err))
        listed = ok("--pairing-numbers", "pair", path)
        by_id = ok("pair", path)
        boards_tpn, pab_tpn, _ = parse_boards(listed)
        boards_id, pab_id, _ = parse_boards(by_id)
        check("TPN" in listed.split("\n")[2] and "ID" in by_id.split("\n")[2],
              "%s: the number column says which number it is: %r / %r"
              % (ext, listed.split("\n")[2], by_id.split("\n")[2]))
        check([(b, want[w], want[bl]) for b, w, bl in boards_id] == boards_tpn,
              "%s: --pairing-numbers shows the same boards by pairing number: %s / %s" % (ext, boards_id, boards_tpn))
        file_pairs = [tuple(map(int, l.split())) for l in pairs.strip().split("\n")[1:]]
        expect = [(w, bl) for _, w, bl in (boards_tpn if ext == "trf" else boards_id)]
        if pab_id:
            expect.append(((pab_tpn if ext == "trf" else pab_id), 0))
        check(file_pairs == expect, "%s: the pairs file numbers as its input does: %s, expected %s"
              % (ext, file_pairs, expect))
        say("pair", path, "--save")
        # Player commands take ids, or pairing numbers when asked.
        out = say("player", "absent", path, 2, "--round", 3)
        check("Player 2 Bert absent" in out, "%s: id 2 is Bert: %s" % (ext, out))
        out = say("--pairing-numbers", "player", "absent", path, 2, "--round", 4)
        check("Player 2 Late absent" in out, "%s: pairing number 2 is Late: %s" % (ext, out))
        _, players = info(path)
        check("absent in round 3" in players[2][2] and "absent in round 4" in players[6][2],
              "%s: the absences went to Bert (id 2) and Late (id 6): %s" % (ext, players))
        rc, _, err = run("--pairing-numbers", "player", "withdraw", path, 7, "--from-round", 4)
        check(rc == EXIT_INPUT and "no player with pairing number 7" in err, "%s: %s" % (ext, err.strip()))
        # Results and standings print the number asked for.
        out = say("--pairing-numbers", "result", path, 1, "1-0")
        m = re.search(r": (\d+) (\S+)  1-0  (\d+) (\S+)", out)
        names = {1: "Anna", 2: "Bert", 3: "Carl", 4: "Dora", 5: "Emil", 6: "Late"}
        check(m and names[[i for i, t in want.items() if t == int(m.group(1))][0]] == m.group(2),
              "%s: result shows the pairing number: %s" % (ext, out))
        st = say("--pairing-numbers", "standings", path, "--tiebreaks", "BH,SB")
        check("TPN" in st, "%s: standings head the column TPN" % ext)
        for line in st.split("\n"):
            m = re.match(r"^\d+=?\s+(\d+)\s+(\S+)", line)
            if m:
                check(names[[i for i, t in want.items() if t == int(m.group(1))][0]] == m.group(2),
                      "%s: standings row %r numbers by pairing number" % (ext, line))
        outs[ext] = said
    # The same commands print the same for a TRF and a JSON event.
    for a, b in zip(outs["trf"], outs["json"]):
        check(a == b, "TRF and JSON events print alike:\n%s\n----\n%s" % (a, b))


# ---- Chinese output ------------------------------------------------------------------------

def group_lang():
    d = tempfile.mkdtemp()
    xq = os.path.join(d, "xq.trf")
    ok("new", xq, "--rounds", 3, "--system", "sequential", "--points", "2,1,0", "--ruleset", "fangzhuang-xiangqi")
    for k, name in enumerate(["甲", "乙", "丙", "丁", "戊"]):
        ok("player", "add", xq, "--name", name, "--rating", 1800 - k)
    out = ok("pair", xq, "--save", "--lang", "zh")
    for word in ("第1轮", "台次", "红方", "黑方", "积分", "轮空"):
        check(word in out, "xiangqi board list in Chinese has %s:\n%s" % (word, out))
    check("白方" not in out and "White" not in out, "xiangqi is red and black")
    boards, pab, _ = parse_boards(out)
    check(len(boards) == 2 and pab, "the Chinese board list reads like the English one")
    for b, w, bl in boards:
        ok("result", xq, b, "+-" if b == 1 else "=")
    out = ok("standings", xq, "--lang", "zh")
    for word in ("名次", "姓名", "对手分", "中间分", "胜局数", "索伯分", "象棋竞赛规则2011"):
        check(word in out, "standings in Chinese have %s:\n%s" % (word, out))
    head = [l for l in out.split("\n") if l.startswith("名次")]
    check(head and head[0].count("对手分") == 1, "对手分 names one column only: %s" % head)
    out = ok("prizes", xq, "--lang", "zh")
    for word in ("奖励：", "名次奖", "人参赛", "奖次", "姓名"):
        check(word in out, "prizes in Chinese have %s:\n%s" % (word, out))
    # The locale chooses Chinese too; --lang en overrides it; tsv never changes.
    out = ok("standings", xq, env={"LC_ALL": "zh_CN.UTF-8"})
    check("对手分" in out and "名次" in out, "LC_ALL=zh_CN gives Chinese: " + out)
    out = ok("standings", xq, "--lang", "en", env={"LANG": "zh_CN.UTF-8", "LC_ALL": ""})
    check("Rank" in out and "名次" not in out, "--lang en wins over the locale")
    en = ok("standings", xq, "-f", "tsv")
    zh = ok("standings", xq, "-f", "tsv", "--lang", "zh")
    check(en == zh, "machine formats do not change with the language")
    rc, _, err = run("standings", xq, "--lang", "fr")
    check(rc == EXIT_USAGE and "fr" in err, "an unknown language is a usage error: " + err)
    # Chess: white and black.
    ch = os.path.join(d, "ch.trf")
    ok("new", ch, "--rounds", 3)
    for k in range(4):
        ok("player", "add", ch, "--name", "C%d" % k, "--rating", 2000 - k)
    out = ok("pair", ch, "--save", "--lang", "zh")
    check("白方" in out and "黑方" in out and "红方" not in out, "chess board list says 白方/黑方:\n" + out)
    check("国际棋联荷兰制" in out, "the system in Chinese: " + out)
    # A forfeit result reads 弃权 in Chinese.
    out = ok("result", ch, 1, "-+", "--lang", "zh")
    check("弃权" in out and "第1轮第1台" in out, "a forfeit in Chinese: " + out)
    # The help of every arbiter's command shows an example.
    for cmd in ("new", "player", "pair", "result", "undo", "standings", "prizes"):
        out = ok("help", cmd)
        check("Example" in out and "swisscore %s" % cmd in out.split("Example")[1], "help of %s has an example" % cmd)


# ---- the Chinese catalogue -------------------------------------------------------------------

CONVERSION = re.compile(r"%[-+ #0]*\*?\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t)?[diouxXcsp%]")


def c_strings(text):
    """The C string literals of `text` joined as the compiler would."""
    out = []
    for lit in re.findall(r'"((?:[^"\\]|\\.)*)"', text):
        out.append(re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), lit))
    return "".join(out)


def group_catalogue(source):
    """Every Chinese message converts the same arguments as its English text,
    and every English text the tool translates is catalogued."""
    text = open(source, encoding="utf-8").read()
    # The errors have a file of their own beside the catalogue (cli_tr reads both).
    errors = os.path.join(os.path.dirname(source), "lang_zh_errors.c")
    if os.path.exists(errors):
        text += open(errors, encoding="utf-8").read()
    entries = re.findall(r'\{\s*((?:"(?:[^"\\]|\\.)*"\s*)+),\s*((?:"(?:[^"\\]|\\.)*"\s*)+)\}', text)
    check(len(entries) > 80, "the catalogue has its messages (%d)" % len(entries))
    seen = set()
    for en, zh in entries:
        en, zh = c_strings(en), c_strings(zh)
        check(en not in seen, "catalogued once: %r" % en)
        seen.add(en)
        check(CONVERSION.findall(en) == CONVERSION.findall(zh),
              "same conversions in %r and %r" % (en, zh))
    # The library's messages keep their conversions too (lang_lib_zh.c).
    lib = os.path.join(os.path.dirname(source), "lang_lib_zh.c")
    if os.path.exists(lib):
        lib_entries = re.findall(r'\{\s*((?:"(?:[^"\\]|\\.)*"\s*)+),\s*((?:"(?:[^"\\]|\\.)*"\s*)+)\}',
                                 open(lib, encoding="utf-8").read())
        check(len(lib_entries) > 20, "the library's messages are catalogued (%d)" % len(lib_entries))
        for en, zh in lib_entries:
            en, zh = c_strings(en), c_strings(zh)
            check(CONVERSION.findall(en) == CONVERSION.findall(zh), "same conversions in %r and %r" % (en, zh))
    # Every file of the tool, not only the language folder.
    folder = os.path.dirname(os.path.dirname(source))
    sources = sorted(os.path.relpath(os.path.join(d, n), folder)
                     for d, _, names in os.walk(folder) for n in names)
    for name in sources:
        if not name.endswith(".c") or name == "lang_zh.c":
            continue
        code = open(os.path.join(folder, name), encoding="utf-8").read()
        for lit in re.findall(r'cli_tr\(((?:\s*"(?:[^"\\]|\\.)*")+)\s*\)', code):
            msg = c_strings(lit)
            check(msg in seen, "%s: %r is in the Chinese catalogue" % (name, msg))
        # cli_error() and cli_usage_error() look their format up: a format
        # with words is catalogued (a bare "%s: %s" needs no entry).
        formats = re.findall(r'cli_error\(((?:\s*"(?:[^"\\]|\\.)*")+)\s*[,)]', code)
        formats += re.findall(r'cli_usage_error\(\s*(?:"[^"]*"|[\w>.-]+)\s*,((?:\s*"(?:[^"\\]|\\.)*")+)\s*[,)]', code)
        for lit in formats:
            msg = c_strings(lit)
            if not re.search(r"[A-Za-z]{3,}", re.sub(r"--[\w-]+", "", CONVERSION.sub("", msg))):
                continue
            check(msg in seen, "%s: error %r is in the Chinese catalogue" % (name, msg))


def main():
    global SWISSCORE, VALIDATOR
    group, SWISSCORE = sys.argv[1], sys.argv[2]
    clitest.tool = SWISSCORE
    VALIDATOR = [a for a in sys.argv[4:] if a]
    if group == "event":
        group_event(sys.argv[3] if len(sys.argv) > 3 else "trf")
    elif group == "refusals":
        group_refusals(sys.argv[3] if len(sys.argv) > 3 else "trf")
    elif group == "crash":
        group_crash(sys.argv[3] if len(sys.argv) > 3 else "trf")
    elif group == "import":
        group_import()
    elif group == "numbers":
        group_numbers()
    elif group == "lang":
        group_lang()
    elif group == "catalogue":
        group_catalogue(sys.argv[3])
    else:
        print("unknown group " + group, file=sys.stderr)
        return 2
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
