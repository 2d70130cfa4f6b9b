#!/usr/bin/env python3
"""Tests of the swisscore command-line tool, one group per meson test.

  test-cli.py GROUP SWISSCORE EXAMPLE.trf

GROUP is help, info, errors, inconsistent, cjk or convert. The example is
examples/data/open9.trf (9 players, 3 of 7 rounds). Standard library only.
"""

import os
import re
import subprocess
import sys
import tempfile
import unicodedata

EXIT_OK, EXIT_USAGE, EXIT_INPUT, EXIT_IO = 0, 1, 2, 3

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL: " + what, file=sys.stderr)


def run(*args, stdin=None):
    p = subprocess.run([SWISSCORE] + list(args), input=stdin,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8")


def width(s):
    """Terminal columns, by the same rule the tool uses."""
    w = 0
    for ch in s:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Cc", "Cf", "Mn", "Me"):
            continue
        w += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return w


def table(out):
    """Header and rows of the player table of `swisscore info`."""
    lines = out.splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("  TPN"))
    rows = []
    for line in lines[start + 1:]:
        if not line.strip():
            break
        rows.append(line)
    return lines[start], rows


def field(out, label):
    m = re.search(r"^%s:\s+(.*)$" % re.escape(label), out, re.M)
    return m.group(1) if m else None


def set_columns(line, first, text):
    """Replace 1-based columns first.. of a TRF line with text."""
    i = first - 1
    return line[:i] + text + line[i + len(text):]


def edit_lines(text, edits):
    lines = text.split("\n")
    for number, fn in edits.items():
        lines[number - 1] = fn(lines[number - 1])
    return "\n".join(lines)


# ---- groups -----------------------------------------------------------------

def test_help():
    rc, out, err = run("--help")
    check(rc == EXIT_OK, "--help exits 0")
    for word in ("info", "convert", "help", "Exit status"):
        check(word in out, "--help mentions %s" % word)
    rc, out, _ = run("-h")
    check(rc == EXIT_OK and "Usage:" in out, "-h works")

    for cmd, short in (("info", "--help"), ("convert", "-h")):
        rc1, via_help, _ = run("help", cmd)
        rc2, via_flag, _ = run(cmd, short)
        check(rc1 == EXIT_OK and rc2 == EXIT_OK, "help %s and %s %s exit 0" % (cmd, cmd, short))
        check(via_help == via_flag and via_help.startswith("Usage: swisscore " + cmd),
              "help %s equals %s %s" % (cmd, cmd, short))

    rc, out, _ = run("--version")
    check(rc == EXIT_OK and re.match(r"swisscore \d+\.\d+\.\d+ \(libswisscore \d+\.\d+\.\d+\)", out),
          "--version prints both versions")

    rc, out, err = run()
    check(rc == EXIT_USAGE and "Usage:" in err and out == "", "no command: usage on stderr, exit 1")
    rc, _, err = run("frobnicate")
    check(rc == EXIT_USAGE and err.startswith("swisscore: unknown command 'frobnicate'"),
          "unknown command exits 1")
    rc, _, err = run("help", "frobnicate")
    check(rc == EXIT_USAGE, "help of an unknown command exits 1")
    rc, _, err = run("--frobnicate")
    check(rc == EXIT_USAGE and err.startswith("swisscore: "), "unknown global option exits 1")


def test_info():
    rc, out, err = run("info", EXAMPLE)
    check(rc == EXIT_OK, "info on the example exits 0 (stderr: %s)" % err.strip())
    check(err == "", "info on the example prints nothing on stderr")
    check(field(out, "Tournament") == "AutoTest Tournament 102", "tournament name")
    check(field(out, "Players") == "9", "number of players")
    check(field(out, "Rounds") == "3 played of 7 planned", "rounds played/planned")
    check((field(out, "Point system") or "").startswith("win 1.0, draw 0.5, loss 0.0"),
          "point system")
    check((field(out, "Initial colour") or "").startswith("white"), "initial colour")
    check("Dutch" in (field(out, "Pairing system") or ""), "pairing system")

    header, rows = table(out)
    check(len(rows) == 9, "nine player rows")
    check([int(r.split()[0]) for r in rows] == list(range(1, 10)), "rows in TPN order")
    check(all(width(r) == width(header) for r in rows), "columns aligned")
    by_id = {int(r.split()[1]): r for r in rows}
    check(by_id[2].split()[-1] == "3.0" and "Test0002 Player0002" in by_id[2],
          "player 2 has 3.0 points")
    check(by_id[6].split()[-1] == "0.5", "player 6 has 0.5 points")
    check(by_id[1].split()[-2] == "2239", "player 1's rating")

    with open(EXAMPLE, "rb") as f:
        rc, out2, _ = run("info", "-", stdin=f.read())
    check(rc == EXIT_OK and out2 == out, "info reads standard input as '-'")


def test_errors(tmp):
    missing = os.path.join(tmp, "no-such-file.trf")
    rc, out, err = run("info", missing)
    check(rc == EXIT_IO, "missing file exits 3 (got %d)" % rc)
    check(err.startswith("swisscore: ") and missing in err, "missing file named on stderr")

    with open(EXAMPLE, encoding="utf-8") as f:
        good = f.read()
    bad = os.path.join(tmp, "bad.trf")
    with open(bad, "w", encoding="utf-8") as f:
        # Line 2 is player 1; columns 49-52 hold the rating.
        f.write(edit_lines(good, {2: lambda l: set_columns(l, 49, "22x9")}))
    rc, out, err = run("info", bad)
    check(rc == EXIT_INPUT, "malformed file exits 2 (got %d)" % rc)
    check(re.match(r"swisscore: %s:2:\d+: \S" % re.escape(bad), err) is not None,
          "parse error shows file:line:column (got %r)" % err)
    check(out == "", "nothing on stdout after a parse error")
    rc, _, err = run("convert", bad, "-o", os.path.join(tmp, "x.trf"))
    check(rc == EXIT_INPUT and not os.path.exists(os.path.join(tmp, "x.trf")),
          "convert of a malformed file exits 2 and writes nothing")

    rc, _, err = run("convert", EXAMPLE, "-o", os.path.join(tmp, "no-dir", "out.trf"))
    check(rc == EXIT_IO and err.startswith("swisscore: "), "unwritable output exits 3 (got %d)" % rc)

    for args, what in ((("info",), "info without a file"),
                       (("info", EXAMPLE, EXAMPLE), "info with two files"),
                       (("info", "--frobnicate", EXAMPLE), "info with an unknown option"),
                       (("convert", EXAMPLE, "--format", "trf99"), "convert with a bad format"),
                       (("convert", EXAMPLE, "--eol", "lfcr"), "convert with a bad line end"),
                       (("convert", EXAMPLE, "-o"), "convert -o without a value"),
                       (("info", "--trust-results=yes", EXAMPLE), "a value for a flag")):
        rc, out, err = run(*args)
        check(rc == EXIT_USAGE and err.startswith("swisscore: ") and out == "",
              "%s exits 1 with a message (got %d)" % (what, rc))


def test_inconsistent(tmp):
    with open(EXAMPLE, encoding="utf-8") as f:
        good = f.read()
    path = os.path.join(tmp, "points.trf")
    # Stated points (columns 81-84) of player 2 (line 3) and player 4 (line 5)
    # no longer match their results.
    with open(path, "w", encoding="utf-8") as f:
        f.write(edit_lines(good, {3: lambda l: set_columns(l, 81, " 2.5"),
                                  5: lambda l: set_columns(l, 81, " 1.5")}))
    rc, out, err = run("info", path)
    check(rc == EXIT_INPUT, "inconsistent points exit 2 (got %d)" % rc)
    check(re.match(r"swisscore: %s:3:\d+: \S" % re.escape(path), err) is not None,
          "the first disagreement is reported with file:line:column (got %r)" % err)
    check("--trust-results" in err, "--trust-results is suggested")

    rc, out, err = run("info", "--trust-results", path)
    check(rc == EXIT_OK, "--trust-results loads the file (got %d: %s)" % (rc, err.strip()))
    if rc != EXIT_OK:
        return
    header, rows = table(out)
    by_id = {int(r.split()[1]): r for r in rows}
    check("Note" in header, "a Note column appears")
    check(re.search(r"\s3\.0\s+\S", by_id[2]) is not None, "player 2 scored from results, with a note")
    check(re.search(r"\s2\.0\s+\S", by_id[4]) is not None, "player 4 scored from results, with a note")
    check(re.search(r"\s1\.0$", by_id[3]) is not None, "player 3 has no note")
    check(re.search(r"%s:3:\d+: " % re.escape(path), out) and re.search(r"%s:5:\d+: " % re.escape(path), out),
          "both disagreements are listed with their lines")


CHINESE = ["王天一", "郑惟桐", "Ding, Liren", "赵鑫鑫", "许银川 (Xu)", "谢靖",
           "Ｆｕｌｌｗｉｄｔｈ", "蒋川", "洪智"]


def test_cjk(tmp):
    with open(EXAMPLE, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for i, name in enumerate(CHINESE):
        line = lines[i + 1]
        # TRF columns count characters, as other programs write them: the
        # name field (columns 15-47) is 33 characters whatever their bytes.
        lines[i + 1] = line[:14] + name.ljust(33) + line[47:]
    path = os.path.join(tmp, "chinese.trf")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))

    rc, out, err = run("info", path)
    check(rc == EXIT_OK, "info on Chinese names exits 0 (got %d: %s)" % (rc, err.strip()))
    if rc != EXIT_OK:
        return
    header, rows = table(out)
    for name in CHINESE:
        check(any(name in r for r in rows), "name %s printed intact" % name)
    check(all(width(r) == width(header) for r in rows),
          "columns aligned by display width:\n" + "\n".join([header] + rows))

    out_path = os.path.join(tmp, "chinese-out.trf")
    rc, _, err = run("convert", path, "-o", out_path)
    check(rc == EXIT_OK, "convert keeps Chinese names (got %d: %s)" % (rc, err.strip()))
    if rc == EXIT_OK:
        with open(out_path, encoding="utf-8") as f:
            written = f.read()
        check(all(n in written for n in CHINESE), "Chinese names survive a round trip")


def test_convert(tmp):
    def conv(*args, stdin=None):
        rc, out, err = run("convert", *args, stdin=stdin)
        check(rc == EXIT_OK, "convert %s exits 0 (got %d: %s)" % (" ".join(args), rc, err.strip()))
        return out

    def read(p):
        with open(p, "rb") as f:
            return f.read()

    base = os.path.join(tmp, "a.trf")
    conv(EXAMPLE, "-o", base)
    data = read(base)
    check(b"\r" not in data and data.count(b"\n") >= 10, "default line ends are LF")
    check(conv(EXAMPLE).encode("utf-8") == data, "stdout (no -o) matches the file")
    check(conv(EXAMPLE, "-o", "-").encode("utf-8") == data, "-o - writes to stdout")
    check(conv("-", stdin=read(EXAMPLE)).encode("utf-8") == data, "'-' reads standard input")

    for fmt in ("trf16", "trf2026"):
        for eol, sep in (("lf", b"\n"), ("crlf", b"\r\n"), ("cr", b"\r")):
            one = os.path.join(tmp, "%s-%s-1.trf" % (fmt, eol))
            two = os.path.join(tmp, "%s-%s-2.trf" % (fmt, eol))
            conv(EXAMPLE, "--format", fmt, "--eol", eol, "-o", one)
            conv(one, "--format=" + fmt, "--eol=" + eol, "--output", two)
            a = read(one)
            check(a == read(two), "%s/%s is a fixed point of convert" % (fmt, eol))
            lines = a.split(sep)
            check(len(lines) >= 10 and all(b"\r" not in l and b"\n" not in l for l in lines),
                  "%s/%s uses only %r line ends" % (fmt, eol, sep))
            check(a.startswith(b"012 AutoTest Tournament 102"), "%s/%s keeps the name" % (fmt, eol))
            rc, out, _ = run("info", one)
            rc0, out0, _ = run("info", EXAMPLE)
            check(rc == EXIT_OK and table(out) == table(out0),
                  "%s/%s gives the same players and scores" % (fmt, eol))
    check(b"XXR" in read(os.path.join(tmp, "trf16-lf-1.trf")), "trf16 keeps XXR")
    check(b"142" in read(os.path.join(tmp, "trf2026-lf-1.trf")), "trf2026 writes record 142")


def main():
    global SWISSCORE, EXAMPLE
    group, SWISSCORE, EXAMPLE = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
    tests = {"help": test_help, "info": test_info, "errors": test_errors,
             "inconsistent": test_inconsistent, "cjk": test_cjk, "convert": test_convert}
    with tempfile.TemporaryDirectory(prefix="swisscore-cli-") as tmp:
        fn = tests[group]
        fn(tmp) if fn.__code__.co_argcount else fn()
    if failures:
        print("%d check(s) failed" % len(failures), file=sys.stderr)
        return 1
    print("all %s checks passed" % group)
    return 0


if __name__ == "__main__":
    sys.exit(main())
