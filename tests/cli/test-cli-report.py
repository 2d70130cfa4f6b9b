#!/usr/bin/env python3
"""The FIDE rating report: the event's own data (new, set), the sign-up
list's FIDE fields, and what convert writes.

  test-cli-report.py GROUP SWISSCORE EXAMPLE FIELDS_C

GROUP is
  event     new and set with every report option; set changes nothing else;
            the sign-up CSV's FIDE ids, titles, birth dates and federations
            land in the 001 columns FIDE gives them; every option of the
            table in FIELDS_C (tools/swisscore/event/event_fields.c) is in the help
            of new and of set.
  example   the report of the bundled example EXAMPLE: read back by the
            library's own reader, rank column equal to the standings, --plain
            with FIDE's records only.
  errors    bad dates, nothing to set, a missing event, --plain with JSON.
Standard library only.
"""

import os
import re
import sys
import tempfile

import clitest
from clitest import check

EXIT_OK, EXIT_USAGE, EXIT_INPUT, EXIT_IO = 0, 1, 2, 3


def run(*args, stdin=None):
    return clitest.run(*args, stdin=stdin)


def ok(*args):
    rc, out, err = run(*args)
    check(rc == EXIT_OK, "%s exits 0, not %d: %s" % (" ".join(map(str, args)), rc, err.strip()))
    return out


def records(text, code):
    return [l[4:] for l in text.splitlines() if l.startswith(code + " ")]


def player_lines(text):
    """{starting rank: line} of the 001 records."""
    return {int(l[4:8]): l for l in text.splitlines() if l.startswith("001 ")}


def col(line, first, last):
    """Columns first..last (1-based, as FIDE numbers them), stripped."""
    return line[first - 1:last].strip()


def group_event(tmp, example, fields_c):
    ev = os.path.join(tmp, "spring.trf")
    ok("new", ev, "--rounds", "5", "--name", "Spring Open", "--city", "Beijing", "--federation", "CHN",
       "--start", "2026-05-01", "--end", "2026/05/05", "--arbiter", "Zhang, Wei", "--deputy", "Li, Na",
       "--deputy", "Wang, Fang", "--time-control", "90'/40+30'+30\"", "--type", "Swiss")
    csv = os.path.join(tmp, "signup.csv")
    with open(csv, "w", encoding="utf-8") as f:
        f.write("name,rating,sex,federation,title,fide id,birth\n"
                "\"Ding, Liren\",2762,m,CHN,GM,8603677,1992-10-24\n"
                "\"Ju, Wenjun\",2560,w,CHN,GM,8603006,1991/01/31\n"
                "\"Zhao, Lei\",1850,m,HKG,,,2010\n")
    ok("player", "import", ev, csv)
    report = ok("convert", "--format", "trf16", ev)
    head = report.splitlines()[:13]
    check(head == ["012 Spring Open", "022 Beijing", "032 CHN", "042 2026/05/01", "052 2026/05/05", "062 3",
                   "072 3", "082 0", "092 Swiss", "102 Zhang, Wei", "112 Li, Na", "112 Wang, Fang",
                   "122 90'/40+30'+30\""], "header records in order:\n" + "\n".join(head))
    lines = player_lines(report)
    check(len(lines) == 3, "three players")
    ding, ju, zhao = lines.get(1, ""), lines.get(2, ""), lines.get(3, "")
    # TRF16: sex 10, title 11-13, name 15-47, rating 49-52, federation
    # 54-56, FIDE id 58-68, birth date 70-79.
    check(col(ding, 10, 10) == "m" and col(ding, 11, 13) == "GM" and col(ding, 15, 47) == "Ding, Liren",
          "Ding's sex, title and name: %r" % ding)
    check(col(ding, 49, 52) == "2762" and col(ding, 54, 56) == "CHN" and col(ding, 58, 68) == "8603677"
          and col(ding, 70, 79) == "1992/10/24", "Ding's rating, federation, id and birth date: %r" % ding)
    check(col(ju, 10, 10) == "w" and col(ju, 58, 68) == "8603006" and col(ju, 70, 79) == "1991/01/31",
          "Ju's sex, id and birth date: %r" % ju)
    check(col(zhao, 11, 13) == "" and col(zhao, 54, 56) == "HKG" and col(zhao, 58, 68) == ""
          and col(zhao, 70, 79) == "2010", "Zhao without title and id: %r" % zhao)
    check(all(col(l, 86, 89) == "" for l in lines.values()), "no rank before the first round")

    # set changes the texts and nothing else.
    before = open(ev, encoding="utf-8").read()
    out = ok("set", ev, "--city", "Shanghai", "--deputy", "Sun, Yu", "--end", "2026-05-06", "--type", "")
    check("city: Shanghai" in out and "deputy: Sun, Yu" in out and "end: 2026/05/06" in out,
          "set says what the event now holds: " + out)
    after = open(ev, encoding="utf-8").read()
    check(records(after, "022") == ["Shanghai"] and records(after, "112") == ["Sun, Yu"]
          and records(after, "052") == ["2026/05/06"] and records(after, "092") == []
          and records(after, "012") == ["Spring Open"], "set rewrote the header:\n" + after)
    check(player_lines(after) == player_lines(before), "set leaves the players as they were")
    # The JSON event keeps them too.
    js = os.path.join(tmp, "spring.json")
    ok("convert", ev, "-o", js)
    ok("set", js, "--arbiter", "Zhou, Min")
    check(records(ok("convert", "--format", "trf16", js), "102") == ["Zhou, Min"]
          and records(ok("convert", js), "022") == ["Shanghai"], "a JSON event keeps the report data")

    # Every option of the table is in both helps.
    with open(fields_c, encoding="utf-8") as f:
        names = re.findall(r'^\s*\{ "([a-z-]+)", "[A-Z]+", ', f.read(), flags=re.M)
    check(len(names) >= 9, "the table of event fields is found in %s" % fields_c)
    for cmd in ("new", "set"):
        text = ok("help", cmd)
        for name in names:
            check(re.search(r"^\s+--%s\b" % re.escape(name), text, flags=re.M) is not None,
                  "'swisscore help %s' lists --%s" % (cmd, name))
    check("set" in ok("help").split("Commands:")[1], "the global help lists set")


def standings_ranks(path):
    out = ok("standings", "--ruleset", "fide-2026", "--format", "tsv", path)
    rows = [l.split("\t") for l in out.splitlines()]
    head = rows[0]
    return {int(r[head.index("id")]): int(r[head.index("rank")]) for r in rows[1:]}


def group_example(tmp, example, fields_c):
    ranks = standings_ranks(example)
    check(len(ranks) == 9, "nine players ranked")
    for fmt in ("trf16", "trf2026"):
        path = os.path.join(tmp, "report-%s.trf" % fmt)
        ok("convert", "--format", fmt, example, "-o", path)
        text = open(path, encoding="utf-8").read()
        # The library's own reader takes it, and it ranks like the original.
        rc, _, err = run("info", path)
        check(rc == EXIT_OK, "%s report read back: %s" % (fmt, err))
        check(standings_ranks(path) == ranks, "%s report ranks like the example" % fmt)
        lines = player_lines(text)
        # The example names its players by their starting ranks.
        column = {n: int(col(l, 86, 89) or 0) for n, l in lines.items()}
        check(column == ranks, "%s rank column %s equals the standings %s" % (fmt, column, ranks))
        check(sorted(column.values()) == list(range(1, 10)), "lots leave no shared place")
        check(records(text, "062") == ["9"] and records(text, "082") == ["0"], "%s counts" % fmt)
        check(("142 7" in text.splitlines()) == (fmt == "trf2026"), "%s: 142 only in TRF-2026" % fmt)
        again = os.path.join(tmp, "again-%s.trf" % fmt)
        ok("convert", "--format", fmt, path, "-o", again)
        check(open(again, encoding="utf-8").read() == text, "%s report is a fixed point of convert" % fmt)

        plain = ok("convert", "--format", fmt, "--plain", example)
        codes = {l[:3] for l in plain.splitlines()}
        check(all(c.isdigit() for c in codes), "%s --plain writes FIDE's records only: %s" % (fmt, sorted(codes)))
        check("XXR" in {l[:3] for l in text.splitlines()}, "%s without --plain keeps XXR" % fmt)
        check({n: l for n, l in player_lines(plain).items()} == lines, "%s --plain: the same 001 lines" % fmt)
        rc, _, err = run("info", "-", stdin=plain)
        check(rc == EXIT_OK, "%s --plain read back: %s" % (fmt, err))


def group_errors(tmp, example, fields_c):
    ev = os.path.join(tmp, "e.trf")
    ok("new", ev, "--rounds", "3")
    before = open(ev, "rb").read()
    for args, what in (((ev, "--start", "2026-13-01"), "month 13"), ((ev, "--end", "1.5.2026"), "day first"),
                       ((ev,), "nothing to set"), ((), "no event"), ((ev, "--colour", "x"), "unknown option")):
        rc, _, err = run("set", *args)
        check(rc == EXIT_USAGE and err.strip(), "set %s: usage error (%d): %s" % (what, rc, err.strip()))
        check(open(ev, "rb").read() == before, "set %s leaves the file as it was" % what)
    rc, _, err = run("set", ev, "--start", "2026-13-01")
    check("2026-13-01" in err and "2026/05/01" in err, "a bad date names itself and the form: " + err)
    rc, _, err = run("set", os.path.join(tmp, "missing.trf"), "--city", "X")
    check(rc == EXIT_IO, "set on a missing event: %d %s" % (rc, err.strip()))
    rc, _, err = run("new", os.path.join(tmp, "n.trf"), "--rounds", "3", "--end", "tomorrow")
    check(rc == EXIT_USAGE and not os.path.exists(os.path.join(tmp, "n.trf")),
          "new with a bad date creates nothing")
    rc, _, err = run("convert", "--plain", "--format", "json", example)
    check(rc == EXIT_USAGE and "--plain" in err, "--plain with JSON: " + err.strip())


def main():
    group, clitest.tool, example, fields_c = sys.argv[1:5]
    groups = {"event": group_event, "example": group_example, "errors": group_errors}
    with tempfile.TemporaryDirectory() as tmp:
        groups[group](tmp, example, fields_c)
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
