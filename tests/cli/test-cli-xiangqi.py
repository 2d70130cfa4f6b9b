#!/usr/bin/env python3
"""Tests of `swisscore xiangqi-limit`, one group per meson test.

  test-cli-xiangqi.py GROUP SWISSCORE [DATA]

GROUP is help, count, notation, errors, garbage or records; records needs
DATA, the folder tests/data/xiangqi with the published game records.
Standard library only.
"""

import os
import random
import re
import subprocess
import sys

import clitest
from clitest import check

EXIT_OK, EXIT_USAGE, EXIT_INPUT = 0, 1, 2


def run(*args, stdin=None):
    return clitest.run("xiangqi-limit", *args, stdin=stdin, errors="replace")


ROW = re.compile(r"^\s*(\d+)\s+(red|black)\s+([a-i]\d[a-i]\d)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)(?:\s+(.*))?$")


def rows(out):
    """(move, side, iccs, chinese, capture, check, count, note) of each move row."""
    found = []
    for line in out.splitlines():
        m = ROW.match(line)
        if m:
            found.append(m.groups())
    return found


def verdict(out):
    m = re.search(r"^Verdict: (.*)$", out, re.M)
    return m.group(1) if m else ""


# A game start with a capture that also checks (炮五进四 through black's
# own cannon), then quiet moves.
GAME = "h2e2 b7e7 e2e6 d9e8 h0g2 h9g7 b0c2 b9c7 i0h0 i9h9 a0b0 a9b9"


def check_counting(out, limit, resets, proposer, from_move):
    """The printed counts follow the rule, computed here from the flags."""
    count, started, drawn = None, False, False
    table = rows(out)
    check(len(table) > 0, "the table has rows:\n" + out)
    for move, side, iccs, chinese, capture, chk, shown, note in table:
        if not started:
            if side == proposer and int(move) == from_move:
                started = True
                count = 0
                check(shown == "0" and "counting starts" in (note or ""),
                      "the proposer's move %s %s starts the count (got %s)" % (move, iccs, shown))
            else:
                check(shown == "-", "nothing is counted before the proposer's move (%s: %s)" % (iccs, shown))
            continue
        resetting = ("capture" in resets and capture != "-") or ("check" in resets and chk != "-")
        count = 0 if resetting else count + 1
        check(shown == str(count), "move %s %s: count %s, expected %d" % (move, iccs, shown, count))
        if resetting:
            check((note or "").startswith("reset"), "move %s %s is marked as a reset" % (move, iccs))
        if count == limit:
            drawn = True
            check("draw" in (note or ""), "the draw is marked on move %s" % move)
            break
    v = verdict(out)
    if drawn:
        check(v.startswith("draw by the natural move limit"), "verdict says draw (%s)" % v)
    elif started:
        check(v == "no draw yet: %d plies counted, %d more needed" % (count, limit - count),
              "verdict gives the count (%s)" % v)
    else:
        check(v.startswith("counting has not started"), "verdict says not started (%s)" % v)
    return table


# ---- groups -----------------------------------------------------------------

def test_help():
    p = subprocess.run([SWISSCORE, "help", "xiangqi-limit"], stdout=subprocess.PIPE)
    out = p.stdout.decode("utf-8")
    check(p.returncode == EXIT_OK and out.startswith("Usage: swisscore xiangqi-limit"), "help xiangqi-limit")
    rc, out2, _ = run("--help")
    check(rc == EXIT_OK and out2 == out, "xiangqi-limit --help equals help xiangqi-limit")
    for word in ("--fen", "--moves", "--proposer", "--from-move", "--limit", "--reset", "方庄"):
        check(word in out, "the help mentions %s" % word)
    p = subprocess.run([SWISSCORE, "--help"], stdout=subprocess.PIPE)
    check("xiangqi-limit" in p.stdout.decode("utf-8"), "the global help lists xiangqi-limit")


def test_count():
    # Default rule, proposer red from his first move, limit small enough to finish.
    for limit in (4, 6, 60):
        rc, out, err = run("--moves", GAME, "--proposer", "red", "--from-move", "1", "--limit", str(limit))
        check(rc == EXIT_OK and err == "", "limit %d exits 0 (%d: %s)" % (limit, rc, err))
        table = check_counting(out, limit, ("capture", "check"), "red", 1)
        check(table[2][4] == "soldier" and table[2][5] == "check", "炮五进四 takes a soldier with check")
    # The general rule: only captures reset.
    rc, out, err = run("--moves", GAME, "--proposer", "black", "--from-move", "1",
                       "--limit", "120", "--reset", "capture")
    check(rc == EXIT_OK, "general rule exits 0")
    check_counting(out, 120, ("capture",), "black", 1)
    rc, out, err = run("--moves", GAME, "--proposer", "red", "--from-move", "2", "--reset", "check")
    check_counting(out, 60, ("check",), "red", 2)
    rc, out, err = run("--moves", GAME, "--proposer", "red", "--from-move", "2", "--reset", "none", "--limit", "3")
    check_counting(out, 3, (), "red", 2)
    # Counting not reached yet.
    rc, out, err = run("--moves", GAME, "--proposer", "black", "--from-move", "9")
    check(rc == EXIT_OK, "a later --from-move exits 0")
    check_counting(out, 60, ("capture", "check"), "black", 9)
    # After the draw further moves are not counted.
    rc, out, err = run("--moves", GAME, "--proposer", "red", "--from-move", "1", "--limit", "4")
    m = re.search(r"^Note: (\d+) later move", out, re.M)
    counted = len(rows(out))
    check(m is not None and int(m.group(1)) + counted == len(GAME.split()),
          "moves after the draw are reported as not counted")
    # From a FEN, with move numbers and a mate.
    rc, out, err = run("--fen", "3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 40", "--moves", "40. 车九平六",
                       "--proposer", "red", "--from-move", "40")
    check(rc == EXIT_OK and "Game over: black is checkmated" in out, "mate is reported (%s)" % out)
    check(rows(out)[0][0] == "40" and rows(out)[0][5] == "mate", "the FEN's move number is used")
    # A perpetual check is reported with who gave the checks.
    cycle = "a7a9 " + " ".join(["e9e8 a9a8 e8e9 a8a9"] * 2)
    rc, out, err = run("--fen", "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1", "--moves", cycle,
                       "--proposer", "black", "--from-move", "1")
    check(rc == EXIT_OK, "perpetual check exits 0")
    m = re.search(r"occurred (\d+) times .* red gave check on (\d+) of (\d+) moves, black on (\d+) of (\d+)", out)
    check(m is not None and m.groups() == ("3", "4", "4", "0", "4"),
          "the repetition names red as the checking side (%s)" % out)
    check("perpetual check" in out, "the verdict leaves repetition to the rules")
    # Standard input.
    rc, out2, err = run("--moves", "-", "--proposer", "red", "--from-move", "1", "--limit", "6",
                        stdin=GAME.replace(" ", "\n").encode())
    rc1, out1, _ = run("--moves", GAME, "--proposer", "red", "--from-move", "1", "--limit", "6")
    check(rc == EXIT_OK and out2 == out1, "--moves - reads the list from standard input")


def test_notation():
    rc, out, err = run("--moves", GAME, "--proposer", "red", "--from-move", "1")
    check(rc == EXIT_OK, "ICCS list exits 0")
    table = rows(out)
    chinese = [r[3] for r in table]
    check(chinese[:4] == ["炮二平五", "炮2平5", "炮五进四", "士4进5"], "Chinese notation of the moves (%s)" % chinese[:4])
    # The same game in Chinese notation, numbered and separated by full-width
    # commas, gives the same table.
    numbered = []
    for i, c in enumerate(chinese):
        if i % 2 == 0:
            numbered.append("%d." % (i // 2 + 1))
        numbered.append(c)
    rc, out2, err = run("--moves", "，".join(numbered), "--proposer", "red", "--from-move", "1")
    check(rc == EXIT_OK and out2 == out, "Chinese notation input gives the same table (%s)" % err)
    # As records are published: move pairs written together.
    paired = " ".join("%d. %s%s" % (i // 2 + 1, chinese[i], chinese[i + 1] if i + 1 < len(chinese) else "")
                      for i in range(0, len(chinese), 2))
    rc, out4, err = run("--moves", paired, "--proposer", "red", "--from-move", "1")
    check(rc == EXIT_OK and out4 == out, "move pairs written together are split (%s)" % err)
    # Mixed, traditional characters, full-width digits.
    mixed = "砲二平五 b7e7 炮五進四 仕４進５"
    rc, out3, err = run("--moves", mixed, "--proposer", "red", "--from-move", "1")
    check(rc == EXIT_OK and rows(out3) == table[:4], "variant characters are read (%s)" % err)


def test_errors():
    cases = [
        ("h2e2 h9g7 h2e2", 2, "red", "no piece on h2"),
        ("h2e2 马8进8", 1, "black", ""),
        ("h2e2 h9g7 车一平二", 2, "red", "own piece"),
        ("h2e2 \xe9\x9d", 1, "black", ""),
        ("h2e2 h9g7 h0g2 前车进1", 2, "black", "no two black chariots"),
        ("h2e2 e9d9", 1, "black", "own piece"),
        ("h2e2 h9g7 xyz", 2, "red", "ICCS"),
    ]
    for moves, number, side, says in cases:
        rc, out, err = run("--moves", moves, "--proposer", "red", "--from-move", "1")
        check(rc == EXIT_INPUT, "%r exits 2 (got %d)" % (moves, rc))
        check(out == "", "%r prints nothing on stdout" % moves)
        check(err.startswith("swisscore: xiangqi-limit: move %d (%s" % (number, side)),
              "%r: the message names move %d (%s): %r" % (moves, number, side, err))
        check(says in err, "%r: the message says %r: %r" % (moves, says, err))
    for args, code in ((["--moves", "h2e2"], EXIT_USAGE),
                       (["--moves", "h2e2", "--proposer", "red"], EXIT_USAGE),
                       (["--moves", "h2e2", "--proposer", "green", "--from-move", "1"], EXIT_USAGE),
                       (["--moves", "h2e2", "--proposer", "red", "--from-move", "0"], EXIT_USAGE),
                       (["--moves", "h2e2", "--proposer", "red", "--from-move", "1", "--limit", "x"], EXIT_USAGE),
                       (["--moves", "h2e2", "--proposer", "red", "--from-move", "1", "--reset", "capture,"], EXIT_USAGE),
                       (["--moves", "h2e2", "--proposer", "red", "--from-move", "1", "extra"], EXIT_USAGE),
                       (["--moves", "", "--proposer", "red", "--from-move", "1"], EXIT_INPUT),
                       (["--moves", "h2e2", "--proposer", "red", "--from-move", "1", "--fen", "9/9"], EXIT_INPUT),
                       (["--fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 5",
                         "--moves", "h9g7", "--proposer", "red", "--from-move", "5"], EXIT_INPUT)):
        rc, out, err = run(*args)
        check(rc == code and err.startswith("swisscore: ") and out == "",
              "%s exits %d with a message (got %d: %s)" % (args, code, rc, err.strip()))


def test_garbage():
    """Random bytes and random notation fragments never crash the tool."""
    rnd = random.Random(20240611)
    parts = ["车", "马", "炮", "相", "仕", "帅", "兵", "将", "卒", "前", "中", "后", "进", "退", "平",
             "一", "二", "五", "九", "1", "5", "9", "a", "e", "i", "0", "2", "9", "-", ".", " ", ",",
             "\u3000", "，"]
    for i in range(400):
        if i % 2:
            data = bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 60)))
        else:
            data = "".join(rnd.choice(parts) for _ in range(rnd.randrange(1, 30))).encode()
            if i % 4 == 0:
                data = b"h2e2 h9g7 " + data
        rc, out, err = run("--moves", "-", "--proposer", rnd.choice(["red", "black"]), "--from-move", "1",
                           stdin=data)
        check(rc in (EXIT_OK, EXIT_INPUT), "input %r: exit %d" % (data, rc))
        if rc == EXIT_INPUT:
            check(err.startswith("swisscore: xiangqi-limit: ") and out == "",
                  "input %r: a clean message (%r)" % (data, err))
    # A NUL byte cannot reach argv, but can come through standard input.
    rc, out, err = run("--moves", "-", "--proposer", "red", "--from-move", "1", stdin=b"h2e2 h9\x00g7")
    check(rc == EXIT_INPUT and "\\x00" in err, "a NUL byte is shown escaped (%r)" % err)


def test_records():
    """Published master games, pasted as they are, counted under both rules."""
    with open(os.path.join(DATA, "games-chinese.txt"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    games = [l for l in lines if l and not l.startswith("#")]
    check(len(games) >= 10, "the records file has games")
    for text in games:
        plies = len(re.findall("[进退平]", text))
        for proposer, from_move, limit, resets in (("red", 1, 60, ("capture", "check")),
                                                   ("black", 10, 120, ("capture",)),
                                                   ("red", 20, 20, ("capture", "check"))):
            rc, out, err = run("--moves", "-", "--proposer", proposer, "--from-move", str(from_move),
                               "--limit", str(limit), "--reset", ",".join(resets), stdin=text.encode())
            check(rc == EXIT_OK, "a published game is read (%s)" % err.strip())
            if rc != EXIT_OK:
                break
            table = check_counting(out, limit, resets, proposer, from_move)
            if not verdict(out).startswith("draw"):
                check(len(table) == plies, "every move is listed (%d of %d)" % (len(table), plies))


def main():
    global SWISSCORE, DATA
    group, SWISSCORE = sys.argv[1], sys.argv[2]
    clitest.tool = SWISSCORE
    DATA = sys.argv[3] if len(sys.argv) > 3 else None
    tests = {"help": test_help, "count": test_count, "notation": test_notation,
             "errors": test_errors, "garbage": test_garbage, "records": test_records}
    tests[group]()
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
