#!/usr/bin/env python3
"""Tests of the swisscore command-line tool, one group per meson test.

  test-cli.py GROUP SWISSCORE EXAMPLE.trf [ORACLE]

GROUP is help, info, errors, inconsistent, cjk, convert, pair, pair-output,
pair-errors or pair-cjk. The example is examples/data/open9.trf (9 players,
3 of 7 rounds); ORACLE is tests/data/oracle (the bundled reference data),
needed by the pair groups. Standard library only.
"""

import os
import re
import sys
import tempfile
import unicodedata

import clitest
from clitest import check, run

EXIT_OK, EXIT_USAGE, EXIT_INPUT, EXIT_IO = 0, 1, 2, 3


# The bbpPairings exit codes of the `--dutch` drop-in form.
BBP_OK, BBP_NO_PAIRING, BBP_INVALID, BBP_FILE = 0, 1, 3, 5


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
    for word in ("info", "convert", "pair", "--dutch", "help", "Exit status"):
        check(word in out, "--help mentions %s" % word)
    rc, out, _ = run("-h")
    check(rc == EXIT_OK and "Usage:" in out, "-h works")

    for cmd, short in (("info", "--help"), ("convert", "-h"), ("pair", "--help")):
        rc1, via_help, _ = run("help", cmd)
        rc2, via_flag, _ = run(cmd, short)
        check(rc1 == EXIT_OK and rc2 == EXIT_OK, "help %s and %s %s exit 0" % (cmd, cmd, short))
        check(via_help == via_flag and via_help.startswith("Usage: swisscore " + cmd),
              "help %s equals %s %s" % (cmd, cmd, short))

    rc1, via_help, _ = run("help", "--dutch")
    rc2, via_flag, _ = run("pair", "--help")
    check(rc1 == EXIT_OK and via_help == via_flag, "help --dutch shows the help of pair")
    check("no legal pairing" in via_flag and "5 a file could not be read" in via_flag,
          "the help of pair documents both exit-code schemes")

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


def test_reading(tmp):
    """Warnings of the reader, --encoding, and the --trust-results hint only
    for stated points."""
    with open(EXAMPLE, encoding="utf-8") as f:
        good = f.read()
    lines = good.splitlines(True)
    first = next(i for i, l in enumerate(lines) if l.startswith("001"))
    # A Latin-1 name on the first player line.
    latin1 = os.path.join(tmp, "latin1.trf")
    edited = lines[:]
    edited[first] = edited[first][:14] + "M\u00fcller" + edited[first][20:]
    with open(latin1, "wb") as f:
        f.write("".join(edited).encode("latin-1"))
    rc, out, err = run("info", latin1)
    check(rc == EXIT_OK, "a Latin-1 file loads (got %d: %s)" % (rc, err.strip()))
    check(re.search(r"^%s:%d:16: warning: .*Windows-1252" % (re.escape(latin1), first + 1), err, re.M) is not None,
          "the encoding assumed is a file:line:column warning (got %r)" % err)
    check("M\u00fcller" in out, "the name is decoded (got %r)" % out[:400])
    rc, out, err = run("info", "--encoding", "latin1", latin1)
    check(rc == EXIT_OK and "warning" not in err, "--encoding latin1: no warning (got %d: %r)" % (rc, err))
    rc, out, err = run("info", "--encoding=utf-8", latin1)
    check(rc == EXIT_INPUT and re.search(r"%s:%d:16: " % (re.escape(latin1), first + 1), err) is not None,
          "--encoding utf-8 refuses it at the character (got %d: %r)" % (rc, err))
    check("--trust-results" not in err, "no --trust-results hint for an encoding error (got %r)" % err)
    rc, out, err = run("convert", "--encoding", "ebcdic", latin1)
    check(rc == EXIT_USAGE and "ebcdic" in err, "an unknown encoding is a usage error (got %d: %r)" % (rc, err))
    # Inconsistent, but not in the stated points: no hint.
    both = os.path.join(tmp, "both-white.trf")
    edited = lines[:]
    edited[first] = edited[first][:96] + ("w" if edited[first][96] == "b" else "b") + edited[first][97:]
    with open(both, "w", encoding="utf-8") as f:
        f.write("".join(edited))
    rc, out, err = run("info", both)
    check(rc == EXIT_INPUT and "--trust-results" not in err,
          "no --trust-results hint when colours disagree (got %d: %r)" % (rc, err))
    # Not a TRF file at all.
    hello = os.path.join(tmp, "hello.trf")
    with open(hello, "w") as f:
        f.write("hello world\n")
    rc, out, err = run("info", hello)
    check(rc == EXIT_INPUT and "%s:1:1: " % hello in err, "hello world is refused (got %d: %r)" % (rc, err))


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


# ---- pair ---------------------------------------------------------------------

# Bundled reference cases (tests/data/oracle/dutch-2026): a PAB with black1,
# a plain round, a requested half-point bye, 3/1/0 points (record 162), the
# last round with a PAB, and an 11-round event.
PAIR_CASES = ["p9_r5_a_r3", "p16_r7_b_r5", "p9_r7_b_r4", "pts310_p20_r7_r5",
              "x17_r7_a_r7", "p40_r11_c_r11"]
# The same kind of cases paired under the 2017 rules (the -e extension).
PAIR_CASES_2017 = ["p16_r7_b_r5", "x17_r7_a_r7"]


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def case(edition, name, ext):
    return os.path.join(ORACLE, "dutch-%d" % edition, name + ext)


def board_rows(out):
    """The board rows of the board list of `swisscore pair`."""
    lines = out.splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("Board"))
    rows = []
    for line in lines[start + 1:]:
        if not re.match(r"^\s*\d+\s", line):
            break
        rows.append(line)
    return rows


def test_pair(tmp):
    for name in PAIR_CASES:
        trf, expected = case(2026, name, ".trf"), read_bytes(case(2026, name, ".expected"))
        out = os.path.join(tmp, name + ".pairs")
        rc, stdout, err = run("--dutch", trf, "-p", out)
        check(rc == BBP_OK and err == "" and stdout == "",
              "--dutch %s -p FILE exits 0 quietly (got %d: %s)" % (name, rc, err.strip()))
        check(os.path.exists(out) and read_bytes(out) == expected,
              "--dutch %s: the pairs file equals the reference byte for byte" % name)

        # The native command writes the same file and prints the boards.
        out2 = os.path.join(tmp, name + ".native")
        rc, stdout, err = run("pair", trf, "-p", out2)
        check(rc == EXIT_OK and os.path.exists(out2) and read_bytes(out2) == expected,
              "pair %s -p FILE equals the reference (got %d: %s)" % (name, rc, err.strip()))
        lines = expected.decode().split("\n")
        n_boards = sum(1 for l in lines[1:] if l and not l.endswith(" 0"))
        rows = board_rows(stdout)
        check(len(rows) == n_boards, "pair %s lists %d boards" % (name, n_boards))
        pairs = [tuple(map(int, l.split())) for l in lines[1:] if l]
        for board, (w, b) in enumerate(pairs, 1):
            if b == 0:
                check(re.search(r"^bye:\s+%d\s+Test%04d" % (w, w), stdout, re.M) is not None,
                      "pair %s: the PAB line names player %d" % (name, w))
            elif board <= len(rows):
                f = rows[board - 1].split()
                check(int(f[0]) == board and int(f[1]) == w and "Test%04d" % w in rows[board - 1]
                      and " %d  Test%04d" % (b, b) in rows[board - 1],
                      "pair %s board %d is %d-%d: %r" % (name, board, w, b, rows[board - 1]))

        # -p - puts the pairs file, and nothing else, on standard output.
        rc, stdout, err = run("pair", trf, "-p", "-")
        check(rc == EXIT_OK and stdout.encode() == expected, "pair %s -p - is the bare pairs file" % name)

    for name in PAIR_CASES_2017:
        trf, expected = case(2017, name, ".trf"), read_bytes(case(2017, name, ".expected"))
        rc, stdout, err = run("--dutch", trf, "-p", "-e", "2017")
        check(rc == BBP_OK and stdout.encode() == expected,
              "--dutch %s -p -e 2017 equals the 2017 reference (got %d: %s)" % (name, rc, err.strip()))
        rc, stdout, err = run("pair", "--edition=2017", trf, "-p", "-")
        check(rc == EXIT_OK and stdout.encode() == expected,
              "pair --edition=2017 %s equals the 2017 reference" % name)

    # bbpPairings' defaults: no output file = standard output, no input file
    # before -p = standard input.
    name = PAIR_CASES[0]
    trf, expected = case(2026, name, ".trf"), read_bytes(case(2026, name, ".expected"))
    rc, stdout, _ = run("--dutch", trf, "-p")
    check(rc == BBP_OK and stdout.encode() == expected, "--dutch IN -p writes standard output")
    rc, stdout, _ = run("--dutch", "-p", stdin=read_bytes(trf))
    check(rc == BBP_OK and stdout.encode() == expected, "--dutch -p reads standard input")
    rc, stdout, _ = run("pair", "-", "-p", "-", stdin=read_bytes(trf))
    check(rc == EXIT_OK and stdout.encode() == expected, "pair - reads standard input")

    # The example of the README: round 4 of open9.
    rc, stdout, err = run("pair", EXAMPLE)
    check(rc == EXIT_OK and err == "", "pair on the example exits 0 (got %d: %s)" % (rc, err.strip()))
    check(stdout.startswith("Round 4 of 7"), "the board list names the round")
    check(re.search(r"^bye:\s+\d+\s+Test", stdout, re.M) is not None, "the example has a bye line")


def test_pair_output(tmp):
    out = os.path.join(tmp, "round4.trf")
    pairs = os.path.join(tmp, "round4.txt")
    rc, stdout, err = run("pair", EXAMPLE, "-o", out, "-p", pairs)
    check(rc == EXIT_OK, "pair -o -p exits 0 (got %d: %s)" % (rc, err.strip()))
    check("Board" in stdout, "the board list is still printed with -o FILE")
    if rc != EXIT_OK:
        return
    rc, info, err = run("info", out)
    check(rc == EXIT_OK, "info reads the written file (got %d: %s)" % (rc, err.strip()))
    check(field(info, "Rounds") == "3 played of 7 planned (1 paired, results pending)",
          "info shows the new round as paired, results pending (got %r)" % field(info, "Rounds"))
    # Same players; scores change only by the bye, which counts at once.
    _, rows0 = table(run("info", EXAMPLE)[1])
    _, rows1 = table(info)
    check([r.rsplit(None, 1)[0] for r in rows0] == [r.rsplit(None, 1)[0] for r in rows1],
          "the written file keeps the players")
    byes = [l.split()[0] for l in read_bytes(pairs).decode().splitlines()[1:] if l.endswith(" 0")]
    check(len(byes) == 1, "the example's round 4 has a PAB")
    pab = int(byes[0]) if byes else 0
    for r0, r1 in zip(rows0, rows1):
        before, after = float(r0.split()[-1]), float(r1.split()[-1])
        bonus = 1.0 if int(r0.split()[1]) == pab else 0.0
        check(after == before + bonus, "score of %r after pairing: %r" % (r0, r1))

    # Every pair of the pairs file appears as a pending game in the TRF.
    text = read_bytes(out).decode()
    players = {int(l[4:8]): l for l in text.splitlines() if l.startswith("001")}
    lines = read_bytes(pairs).decode().split()
    for w, b in zip(lines[1::2], lines[2::2]):
        w, b = int(w), int(b)
        if b == 0:
            check(players[w].rstrip().endswith("0000 - U"), "the PAB of %d is written as U" % w)
        else:
            check(players[w].rstrip().endswith("%4d w" % b) and players[b].rstrip().endswith("%4d b" % w),
                  "%d-%d is written with colours and no result" % (w, b))

    rc, _, err = run("pair", out)
    check(rc == EXIT_INPUT and "without a result" in err,
          "pairing again before the results exits 2 (got %d: %s)" % (rc, err.strip()))

    # Stated points that disagree with the results: refused, or trusted.
    with open(EXAMPLE, encoding="utf-8") as f:
        good = f.read()
    points = os.path.join(tmp, "points.trf")
    with open(points, "w", encoding="utf-8") as f:
        f.write(edit_lines(good, {3: lambda l: set_columns(l, 81, " 2.5")}))
    rc, stdout, err = run("pair", points)
    check(rc == EXIT_INPUT and "--trust-results" in err and stdout == "",
          "pair refuses inconsistent points with a hint (got %d)" % rc)
    rc, stdout, err = run("pair", "--trust-results", points)
    check(rc == EXIT_OK and "Board" in stdout, "pair --trust-results pairs them (got %d)" % rc)

    rc, stdout, err = run("pair", EXAMPLE, "-o", "-", "--format", "trf16")
    check(rc == EXIT_OK and stdout.startswith("012 ") and "Board" not in stdout,
          "-o - puts only the TRF on standard output")
    check("XXR 7" in stdout and "\n142 " not in stdout, "--format trf16 writes TRF16 records")
    with open(out, encoding="utf-8") as f:
        check("\n142 " in f.read(), "the default format is TRF-2026")


def write_impossible(tmp):
    # Two players who met in round 1 cannot be paired in round 2 (no
    # rematch), and one alone cannot get the bye with the other unpaired.
    path = os.path.join(tmp, "impossible.trf")
    with open(path, "w", encoding="utf-8") as f:
        f.write("012 Impossible\n"
                "001    1      Alpha One                         2000"
                "                             1.0    1     2 w 1\n"
                "001    2      Beta Two                          1900"
                "                             0.0    2     1 b 0\n"
                "XXR 3\nXXC white1\n")
    return path


def test_pair_errors(tmp):
    imp = write_impossible(tmp)
    pairs, out = os.path.join(tmp, "imp.txt"), os.path.join(tmp, "imp-out.trf")
    rc, stdout, err = run("pair", imp, "-p", pairs, "-o", out)
    check(rc == EXIT_USAGE, "pair on an impossible tournament exits 1 (got %d)" % rc)
    check(err.startswith("swisscore: ") and "no legal pairing" in err and imp in err,
          "the message names the file and says no legal pairing exists (got %r)" % err)
    check(stdout == "" and not os.path.exists(pairs) and not os.path.exists(out),
          "nothing is printed or written when no pairing exists")
    rc, stdout, err = run("--dutch", imp, "-p", pairs)
    check(rc == BBP_NO_PAIRING and "no legal pairing" in err and not os.path.exists(pairs),
          "--dutch on an impossible tournament exits 1 (got %d)" % rc)

    # Usage errors of the native command: exit 1.
    for args, what in ((("pair",), "pair without a file"),
                       (("pair", EXAMPLE, EXAMPLE), "pair with two files"),
                       (("pair", EXAMPLE, "--edition", "2020"), "an unknown edition"),
                       (("pair", EXAMPLE, "--system", "monrad"), "an unknown system"),
                       (("pair", EXAMPLE, "--format", "trf99"), "an unknown format"),
                       (("pair", EXAMPLE, "-p", "-", "-o", "-"), "-p - with -o -"),
                       (("pair", EXAMPLE, "-p"), "-p without a value")):
        rc, stdout, err = run(*args)
        check(rc == EXIT_USAGE and err.startswith("swisscore: ") and stdout == "",
              "%s exits 1 with a message (got %d)" % (what, rc))
    for system, name in (("sequential", "sequential system"), ("berger", "round robin")):
        rc, stdout, err = run("pair", "--system", system, EXAMPLE)
        check(rc == 0 and name in (stdout.splitlines() or [""])[0],
              "--system %s pairs and names the system (got %d: %s)" % (system, rc, err.strip()))

    missing = os.path.join(tmp, "missing.trf")
    rc, _, err = run("pair", missing)
    check(rc == EXIT_IO and missing in err, "pair on a missing file exits 3 (got %d)" % rc)
    rc, _, err = run("pair", EXAMPLE, "-p", os.path.join(tmp, "no-dir", "p.txt"))
    check(rc == EXIT_IO, "an unwritable pairs file exits 3 (got %d)" % rc)

    # The drop-in form answers with bbpPairings' codes.
    bad = os.path.join(tmp, "bad.trf")
    with open(EXAMPLE, encoding="utf-8") as f:
        good = f.read()
    with open(bad, "w", encoding="utf-8") as f:
        f.write(edit_lines(good, {2: lambda l: set_columns(l, 49, "22x9")}))
    for args, code, what in (((missing, "-p"), BBP_FILE, "a missing input"),
                             ((EXAMPLE, "-p", os.path.join(tmp, "no-dir", "p.txt")), BBP_FILE,
                              "an unwritable output"),
                             ((bad, "-p"), BBP_INVALID, "a malformed input"),
                             ((EXAMPLE,), BBP_INVALID, "no -p"),
                             ((EXAMPLE, "-p", "a.txt", "b.txt"), BBP_INVALID, "two outputs"),
                             ((EXAMPLE, "-c"), BBP_INVALID, "the checker (-c)"),
                             ((EXAMPLE, "-p", "-e", "2020"), BBP_INVALID, "an unknown edition")):
        rc, stdout, err = run("--dutch", *args)
        check(rc == code and err.startswith("swisscore: ") and stdout == "",
              "--dutch with %s exits %d (got %d: %s)" % (what, code, rc, err.strip()))
    rc, _, err = run("--burstein", EXAMPLE, "-p")
    check(rc == BBP_INVALID and "--dutch" in err, "--burstein is refused with exit 3 (got %d)" % rc)


def test_pair_cjk(tmp):
    with open(EXAMPLE, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for i, name in enumerate(CHINESE):
        line = lines[i + 1]
        lines[i + 1] = line[:14] + name.ljust(33) + line[47:]
    path = os.path.join(tmp, "chinese.trf")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))

    rc, out, err = run("pair", path)
    check(rc == EXIT_OK, "pair on Chinese names exits 0 (got %d: %s)" % (rc, err.strip()))
    if rc != EXIT_OK:
        return
    rows = out.splitlines()
    header = next(l for l in rows if l.startswith("Board"))
    white_at = width(header[:header.index("White")])
    black_at = width(header[:header.index("Black")])
    listed = 0
    for row in rows:
        for name in CHINESE:
            if name not in row:
                continue
            listed += 1
            at = width(row[:row.index(name)])
            check(at in (white_at, black_at),
                  "name %s starts at column %d (White %d, Black %d):\n%s\n%s"
                  % (name, at, white_at, black_at, header, row))
        if row in board_rows(out):
            check(width(row) == width(header), "board row as wide as the header:\n%s\n%s" % (header, row))
    check(listed == len(CHINESE), "every player is listed once (%d of %d)" % (listed, len(CHINESE)))


def main():
    global SWISSCORE, EXAMPLE, ORACLE
    group, SWISSCORE, EXAMPLE = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
    clitest.tool = SWISSCORE
    ORACLE = sys.argv[4] if len(sys.argv) > 4 else None
    tests = {"help": test_help, "info": test_info, "errors": test_errors,
             "inconsistent": test_inconsistent, "reading": test_reading, "cjk": test_cjk, "convert": test_convert,
             "pair": test_pair, "pair-output": test_pair_output,
             "pair-errors": test_pair_errors, "pair-cjk": test_pair_cjk}
    with tempfile.TemporaryDirectory(prefix="swisscore-cli-") as tmp:
        fn = tests[group]
        fn(tmp) if fn.__code__.co_argcount else fn()
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
