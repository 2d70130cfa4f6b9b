#!/usr/bin/env python3
"""The event's history: journal, undo and redo, corrections after the
fact; one group per meson test.

  test-cli-history.py GROUP SWISSCORE EXT

GROUP is
  log          a scripted event by two arbiters: `swisscore log` lists every
               change once, in order, with its time and author (--by,
               SWISSCORE_ARBITER, the login name), as text and JSON, all or
               one round's; the journal survives conversion to the other
               format; a file without one starts one.
  undo         every change of a scripted event undone one by one, saying
               what each took back, and redone: the event is the same as
               before (compared as JSON documents without the journal); a
               new change ends what redo can do; `undo --round K` of a
               round with results refuses without --force, lists them and
               changes nothing, removes it with --force, and redo brings
               it back.
  corrections  a result of a round before the last paired one may change,
               with a warning naming the rounds paired on the old result;
               a sign-up list imported twice, or with a player twice (same
               name and birth date, or a repeated 序号), is refused row by
               row at file:line:column with nothing imported, unless
               --allow-duplicates.
EXT is the event file's extension: trf or json.
Standard library only.
"""

import calendar
import json
import os
import pwd
import re
import sys
import tempfile
import time

import clitest
from clitest import check

EXIT_OK, EXIT_INPUT = 0, 2


def env(**extra):
    e = dict(os.environ)
    for k in ("SWISSCORE_TEST_SAVE_PAUSE", "SWISSCORE_LOCK_WAIT", "SWISSCORE_ARBITER"):
        e.pop(k, None)
    e.update({k: str(v) for k, v in extra.items()})
    return e


def run(*args, **extra):
    return clitest.run(*args, env=env(**extra))


def ok(*args, **extra):
    rc, out, err = run(*args, **extra)
    check(rc == EXIT_OK, "%s exits 0, not %d: %s" % (" ".join(map(str, args)), rc, err.strip()))
    return out, err


def document(path):
    out, _ = ok("convert", path, "-o", "-", "--format", "json")
    return json.loads(out)


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def four_players(d, ext, rounds=3):
    path = os.path.join(d, "event." + ext)
    ok("new", path, "--rounds", rounds)
    csv = write(os.path.join(d, "four.csv"), "name,rating\nAnna,2000\nBen,1900\nCleo,1800\nDan,1700\n")
    ok("player", "import", path, csv)
    return path


def group_corrections(ext):
    d = tempfile.mkdtemp()
    path = four_players(d, ext)
    ok("pair", path, "--save")
    ok("result", path, 1, "1-0")
    ok("result", path, 2, "1-0")
    # Within the last paired round a correction says nothing more.
    _, err = ok("result", path, 2, "0-1")
    check("warning" not in err, "a correction in the last round gives no warning: %r" % err)
    ok("pair", path, "--save")
    _, err = ok("result", path, 1, "1/2", "--round", 1)
    check("warning: round 2 was paired on the old result of round 1, board 1 (1-0)" in err,
          "correcting round 1 after round 2 was paired warns: %r" % err)
    check(document(path)["rounds"][0]["boards"][0]["result"] == "draw", "the correction is in the file")
    # The same result again is no correction.
    _, err = ok("result", path, 1, "1/2", "--round", 1)
    check("warning" not in err, "entering the same result again gives no warning: %r" % err)
    ok("result", path, 1, "1-0")
    ok("result", path, 2, "1-0")
    ok("pair", path, "--save")
    _, err = ok("result", path, 2, "1-0", "--round", 1)
    check("warning: round 2-3 was paired on the old result of round 1, board 2 (0-1)" in err,
          "the warning names rounds 2-3: %r" % err)

    # ---- the sign-up list ----
    path = os.path.join(d, "signup." + ext)
    ok("new", path, "--rounds", 5)
    lst = write(os.path.join(d, "list.csv"),
                "序号,姓名,出生日期\n1,张三,2010-05-01\n2,李四,2011-01-01\n3,王五,2012-03-04\n")
    ok("player", "import", path, lst)
    before = open(path, "rb").read()
    rc, _, err = run("player", "import", path, lst)
    check(rc == EXIT_INPUT, "importing the list again is refused (exit %d)" % rc)
    # Each name is the second field: after "1," it starts at column 3.
    for line, name, pid in ((2, "张三", 1), (3, "李四", 2), (4, "王五", 3)):
        check("list.csv:%d:3: %s (" % (line, name) in err and "already in the event as player %d" % pid in err,
              "the repeated row %d is named with its player: %r" % (line, err))
    check("3 rows repeat a player" in err and "Nothing was imported" in err, "and the count: %r" % err)
    check(open(path, "rb").read() == before, "a refused list changes no byte of the event")

    twice = write(os.path.join(d, "twice.csv"),
                  "序号,姓名,出生日期\n4,赵六,2010-01-01\n5,钱七,2010-02-02\n6,赵六,2010-01-01\n"
                  "7,赵六,2011-01-01\n5,孙八,\n")
    rc, _, err = run("player", "import", path, twice)
    check(rc == EXIT_INPUT, "a list with a player twice is refused (exit %d)" % rc)
    check("twice.csv:4:3: 赵六 (2010/01/01) again (line 2 has the same)" in err,
          "the same name and birth date twice: %r" % err)
    check("twice.csv:6:1: number 5 again (line 3 has it)" in err, "the same 序号 twice: %r" % err)
    check("twice.csv:5:" not in err, "the same name with another birth date is another player: %r" % err)
    check("2 rows repeat a player" in err, "two rows refused: %r" % err)
    check(open(path, "rb").read() == before, "nothing of it is imported")

    ok("player", "import", path, twice, "--allow-duplicates")
    names = [p["name"] for p in document(path)["players"]]
    check(names.count("赵六") == 3 and len(names) == 8, "--allow-duplicates imports every row: %s" % names)


def journal(path, *args):
    out, _ = ok("log", path, "--format", "json", *args)
    return json.loads(out)


def seconds(when):
    return calendar.timegm(time.strptime(when, "%Y-%m-%dT%H:%M:%SZ"))


def without_journal(path):
    doc = document(path)
    doc.pop("journal", None)
    return doc


def group_log(ext):
    d = tempfile.mkdtemp()
    start = int(time.time())
    path = os.path.join(d, "event." + ext)
    ok("new", path, "--rounds", 3, SWISSCORE_ARBITER="李四")
    csv = write(os.path.join(d, "six.csv"), "name,rating\n" + "".join("P%d,%d\n" % (i, 2000 - i) for i in range(6)))
    ok("player", "import", path, csv, SWISSCORE_ARBITER="李四")
    ok("pair", path, "--save", SWISSCORE_ARBITER="李四")
    for board, res in ((1, "1-0"), (2, "0-1"), (3, "1/2")):
        ok("result", path, board, res, SWISSCORE_ARBITER="李四")
    ok("--by", "王五", "result", path, 2, "1-0", SWISSCORE_ARBITER="李四")  # --by wins
    ok("result", path, 2, "1-0")  # the same result again is no change
    ok("player", "add", path, "--name", "Late", SWISSCORE_ARBITER="前台")
    ok("player", "absent", path, 3, "--round", 2, SWISSCORE_ARBITER="前台")
    ok("player", "withdraw", path, 4, "--from-round", 3)
    end = int(time.time())
    user = pwd.getpwuid(os.geteuid()).pw_name

    want = [("created", "李四", 0, 0, 0, 3), ("players_imported", "李四", 0, 0, 0, 6),
            ("round_paired", "李四", 1, 0, 0, 3),
            ("result", "李四", 1, 1, 0, 1), ("result", "李四", 1, 2, 0, 3), ("result", "李四", 1, 3, 0, 2),
            ("result", "王五", 1, 2, 3, 1),
            ("player_added", "前台", 2, 0, 0, 1), ("player_absent", "前台", 2, 0, 0, 7),
            ("player_withdrawn", user, 3, 0, 0, 3)]
    log = journal(path)
    got = [(e["kind"], e["author"], e["round"], e["board"], e["before"], e["after"]) for e in log]
    check(got == want, "the journal lists every change once, in order:\n%s\n%s" % (got, want))
    check([e["number"] for e in log] == list(range(1, len(want) + 1)), "numbered from 1")
    times = [seconds(e["time"]) for e in log]
    check(all(start <= x <= end for x in times) and times == sorted(times),
          "every change has its time, in order (%d..%d): %s" % (start, end, times))
    check(log[1]["data"] == "six.csv" and log[7]["player"] == 7 and log[8]["player"] == 3,
          "the import names its list, the late entry and the absence their players")

    out, _ = ok("log", path)
    lines = out.strip().split("\n")
    check(len(lines) == len(want), "one line per change: %r" % out)
    line = re.compile(r"^#(\d+) +(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) UTC  (\S+) +(.*)$")
    for k, (text, (_, author, *_rest)) in enumerate(zip(lines, want), 1):
        m = line.match(text)
        check(m and int(m.group(1)) == k and m.group(3) == author, "line %d has number, time and author: %r"
              % (k, text))
    check("round 1, board 2: 1-0, was 0-1" in lines[6], "a correction names the result it replaced: %r" % lines[6])
    check("player 7 Late added, plays from round 2" in lines[7], "a late entry: %r" % lines[7])

    only = journal(path, "--round", 1)
    check([e["number"] for e in only] == [3, 4, 5, 6, 7], "--round 1 keeps round 1's changes: %s" % only)
    out, _ = ok("log", path, "--round", 3)
    check(out.count("\n") == 1 and "withdrawn from round 3" in out, "--round 3 in text: %r" % out)

    # The other format keeps the journal, and so does the way back.
    other = os.path.join(d, "copy." + ("json" if ext == "trf" else "trf"))
    ok("convert", path, "-o", other)
    check(journal(other) == log, "converted, the journal is the same")
    back = os.path.join(d, "back." + ext)
    ok("convert", other, "-o", back)
    check(journal(back) == log, "converted back, the journal is the same")

    # Another program's file has no journal; the first change starts one.
    plain = os.path.join(d, "plain.trf")
    write(plain, "012 Plain\nXXR 3\n"
          "001    1      One                               2000                             0.0\n"
          "001    2      Two                               1900                             0.0\n")
    out, _ = ok("log", plain)
    check("The journal is empty." in out, "a file without a journal: %r" % out)
    ok("pair", plain, "--save", SWISSCORE_ARBITER="赵六")
    log = journal(plain)
    check([(e["kind"], e["author"]) for e in log] == [("round_paired", "赵六")], "it starts one: %s" % log)
    rc, _, err = run("--by", "two\nlines", "result", plain, 1, "1-0")
    check(rc == 1 and "control character" in err, "an author the journal cannot keep is refused: %r" % err)
    check(len(journal(plain)) == 1, "and changes nothing")


def group_undo(ext):
    d = tempfile.mkdtemp()
    path = os.path.join(d, "event." + ext)
    ok("new", path, "--rounds", 3)
    csv = write(os.path.join(d, "six.csv"), "name,rating\n" + "".join("P%d,%d\n" % (i, 2000 - i) for i in range(6)))
    ok("player", "import", path, csv)
    states = [without_journal(path)]
    steps = [("pair", path, "--save"), ("result", path, 1, "1-0"), ("result", path, 2, "0-1"),
             ("result", path, 1, "1/2"), ("player", "add", path, "--name", "Late", "--rating", 1999),
             ("player", "absent", path, 2, "--round", 2), ("player", "withdraw", path, 5, "--from-round", 3),
             ("result", path, 3, "1-0"), ("pair", path, "--save")]
    for step in steps:
        ok(*step)
        states.append(without_journal(path))
    said = ["round 2 paired", "round 1, board 3: 1-0", "player 5 P4 withdrawn from round 3",
            "player 2 P1 absent in round 2", "player 7 Late added", "round 1, board 1: ½-½, was 1-0",
            "round 1, board 2: 0-1", "round 1, board 1: 1-0", "round 1 paired"]
    for k in range(len(steps)):
        out, _ = ok("undo", path)
        check(said[k] in out, "undo %d says what it took back (%s): %r" % (k + 1, said[k], out))
        check(without_journal(path) == states[-2 - k], "undo %d restores the event before that change" % (k + 1))
    for k in range(len(steps)):
        out, _ = ok("redo", path)
        check(out.startswith("Redone: redid #"), "redo %d says what it put back: %r" % (k + 1, out))
        check(without_journal(path) == states[k + 1], "redo %d restores the event exactly" % (k + 1))
    rc, _, err = run("redo", path)
    check(rc == EXIT_INPUT and "nothing to redo" in err, "nothing more to redo: %r" % err)

    # A new change ends what redo can do.
    ok("undo", path)
    ok("result", path, 1, "1-0", "--round", 1)
    before = open(path, "rb").read()
    rc, _, err = run("redo", path)
    check(rc == EXIT_INPUT and "nothing to redo" in err and open(path, "rb").read() == before,
          "after a new change redo refuses and changes nothing: %r" % err)

    # undo --round: refused with its results listed, unless --force.
    ok("undo", path)  # the correction
    ok("redo", path)
    ok("pair", path, "--save")
    ok("result", path, 1, "1-0", "--round", 2)
    ok("result", path, 2, "=", "--round", 2)
    full = without_journal(path)
    before = open(path, "rb").read()
    rc, _, err = run("undo", path, "--round", 2)
    check(rc == EXIT_INPUT and "round 2 has 2 results" in err and "board 1: 1-0" in err and "board 2: ½-½" in err
          and "Nothing was changed" in err, "undo --round 2 refuses and lists the results: %r" % err)
    check(open(path, "rb").read() == before, "the refused undo --round changes no byte")
    rc, _, err = run("undo", path, "--round", 1, "--force")
    check(rc == EXIT_INPUT and "not the last round" in err, "only the last round goes: %r" % err)
    out, _ = ok("undo", path, "--round", 2, "--force")
    check("Removed round 2: 3 boards, 2 results." in out, "undo --round --force says what it removed: %r" % out)
    check(len(document(path)["rounds"]) == 1, "round 2 is gone")
    log = journal(path)
    check(log[-1]["kind"] == "round_removed" and log[-1]["round"] == 2 and log[-1]["after"] == 2,
          "the journal keeps the removed round: %s" % log[-1])
    out, _ = ok("redo", path)
    check("round 2 brought back" in out, "redo brings the round back: %r" % out)
    check(without_journal(path) == full, "with its pairing and results, exactly")
    out, _ = ok("undo", path)
    check(len(document(path)["rounds"]) == 1, "undo takes it out again: %r" % out)

    # A dual-board pairing: a result for both games is taken back game by game.
    path = os.path.join(d, "dual." + ext)
    ok("new", path, "--rounds", 3, "--games", 2)
    ok("player", "import", path, csv)
    ok("pair", path, "--save")
    ok("result", path, 1, "0-1", "--game", 2)
    ok("result", path, 1, "1/2")

    def board1():
        b = document(path)["rounds"][0]["boards"][0]
        return b["result"], b.get("result2", "none")
    check(board1() == ("draw", "draw"), "both games drawn: %s" % (board1(),))
    log = journal(path)
    check([(e["game"], e["before"], e["after"]) for e in log[-2:]] == [(1, 0, 2), (2, 3, 2)],
          "one journal entry per game, each with its result before: %s" % log[-2:])
    out, _ = ok("undo", path)
    check(board1() == ("draw", "black_win") and "game 2" in out, "undo puts back game 2: %s %r" % (board1(), out))
    ok("undo", path)
    check(board1() == ("none", "black_win"), "then game 1: %s" % (board1(),))


def main():
    global SWISSCORE
    group, SWISSCORE, ext = sys.argv[1], sys.argv[2], sys.argv[3]
    clitest.tool = SWISSCORE
    groups = {"corrections": group_corrections, "log": group_log, "undo": group_undo}
    if group not in groups:
        print("unknown group " + group, file=sys.stderr)
        return 2
    groups[group](ext)
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
