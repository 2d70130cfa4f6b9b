#!/usr/bin/env python3
"""Corrections after the fact, one group per meson test.

  test-cli-history.py GROUP SWISSCORE EXT

GROUP is
  corrections  a result of a round before the last paired one may change,
               with a warning naming the rounds paired on the old result;
               a sign-up list imported twice, or with a player twice (same
               name and birth date, or a repeated 序号), is refused row by
               row at file:line:column with nothing imported, unless
               --allow-duplicates.
EXT is the event file's extension: trf or json.
Standard library only.
"""

import json
import os
import sys
import tempfile

import clitest
from clitest import check, failures

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


def main():
    global SWISSCORE
    group, SWISSCORE, ext = sys.argv[1], sys.argv[2], sys.argv[3]
    clitest.tool = SWISSCORE
    groups = {"corrections": group_corrections}
    if group not in groups:
        print("unknown group " + group, file=sys.stderr)
        return 2
    groups[group](ext)
    if failures:
        print("%d check(s) failed" % len(failures), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
