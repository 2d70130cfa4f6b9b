#!/usr/bin/env python3
"""The pages of `swisscore site` in a real browser: headless Chromium
renders them, and the tests read what it built, printed and painted.

  test-cli-browser.py GROUP SWISSCORE CHROMIUM OPEN9_TRF

GROUP is dom (the DOM Chromium built from each kind of page has the cells
worked out by hand from open9.trf), card (the same for a player's card
page, which also prints), print (a 120-player crosstable prints
as a PDF of several A4 pages) or screenshot (the crosstable paints a table
of a plausible size on a white page). Standard library only.
"""

import html.parser
import os
import struct
import subprocess
import sys
import tempfile
import zlib

import clitest
from clitest import check, run


def chromium(tmp, *args):
    """Run headless Chromium with a new empty profile; returns its stdout."""
    profile = tempfile.mkdtemp(dir=tmp, prefix="profile-")
    cmd = [CHROMIUM, "--no-sandbox", "--headless", "--disable-gpu", "--disable-quic", "--no-first-run",
           "--disable-background-networking", "--disable-component-update", "--disable-sync",
           "--user-data-dir=" + profile] + list(args)
    env = dict(os.environ, HOME=tmp)
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, timeout=240)
    check(p.returncode == 0, "chromium %s: exit %d %s" % (args[-1], p.returncode, p.stderr[-400:]))
    return p.stdout.decode("utf-8", "replace")


class Cells(html.parser.HTMLParser):
    """Rows of cells of every table in a DOM dump."""

    def __init__(self):
        super().__init__()
        self.tables, self.cell = [], None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self.cell = ""

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self.cell is not None:
            self.tables[-1][-1].append(self.cell.strip())
            self.cell = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data


def dom_tables(tmp, path):
    p = Cells()
    p.feed(chromium(tmp, "--dump-dom", "file://" + path))
    return p.tables


def make_site(tmp, *extra):
    folder = os.path.join(tmp, "site")
    code, out, err = run("site", TRF, "-o", folder, *extra)
    check(code == 0, "site: %s" % err)
    return folder


def test_dom(tmp):
    site = make_site(tmp, "-t", "BH")
    cross = dom_tables(tmp, os.path.join(site, "crosstable.html"))[0]
    check(cross[0][:4] == ["No.", "Rank", "ID", "Name"], "crosstable headings: %r" % cross[0])
    by_id = {row[2]: row for row in cross[1:]}
    check(by_id["1"][7:11] == ["5w1", "3b1", "-", "2.0"], "player 1's rounds: %r" % by_id["1"])
    check(by_id["5"][7:11] == ["2b0", "6w1", "9b½", "1.5"], "player 5's rounds: %r" % by_id["5"])
    check(by_id["8"][8] == "+", "player 8's bye: %r" % by_id["8"])
    boards = dom_tables(tmp, os.path.join(site, "r2.html"))[0]
    check(boards[1][:3] == ["1", "4", "Test0004 Player0004"] and boards[1][7] == "0-1",
          "board 1 of round 2: %r" % boards[1])
    check(boards[-1][1] == "8" and boards[-1][7] == "bye", "the bye of round 2: %r" % boards[-1])
    card = dom_tables(tmp, os.path.join(site, "p5.html"))[0]
    check([r[6] for r in card[1:]] == ["0", "1", "½"], "player 5's results: %r" % card)
    index = dom_tables(tmp, os.path.join(site, "index.html"))
    check(len(index) == 2 and len(index[1]) == 10, "the index lists rounds and nine players: %r" % index)


def test_card(tmp):
    """swisscore card --format html: Chromium builds both tables with the
    cells worked out by hand (player 3: White against 7, Black against 5
    after floating down, White against 2 who came down) and prints it."""
    page = os.path.join(tmp, "card3.html")
    code, out, err = run("card", TRF, "3", "--format", "html", "-o", page)
    check(code == 0, "card html: %s" % err)
    tables = dom_tables(tmp, page)
    check(len(tables) == 2, "the card has a summary and the rounds: %r" % tables)
    if len(tables) != 2:
        return
    summary = dict(zip(tables[0][0], tables[0][1]))
    check(summary.get("Score") == "1.0" and summary.get("Rank") == "6" and summary.get("Colours") == "WBW",
          "card summary: %r" % summary)
    rounds = tables[1]
    check([r[:7] for r in rounds[1:]] == [["1", "7", "Test0007 Player0007", "White", "1.0", "1.0", ""],
                                          ["2", "5", "Test0005 Player0005", "Black", "0.0", "1.0", "down"],
                                          ["3", "2", "Test0002 Player0002", "White", "0.0", "1.0", "up"]],
          "card rounds: %r" % rounds[1:])
    check("[C12]" in rounds[2][7] and rounds[2][8] == "5.2.1", "round 2 explained: %r" % rounds[2])
    pdf = os.path.join(tmp, "card3.pdf")
    chromium(tmp, "--no-pdf-header-footer", "--print-to-pdf=" + pdf, "file://" + page)
    data = open(pdf, "rb").read()
    check(data.startswith(b"%PDF-") and len(data) > 1000, "the card prints as a PDF (%d bytes)" % len(data))
    print("card of player 3: page %d bytes, PDF %d bytes" % (os.path.getsize(page), len(data)))


def test_print(tmp):
    event = os.path.join(tmp, "big.trf")
    code, out, err = run("generate", "--players", "120", "--rounds", "5", "--seed", "3", "-o", event)
    check(code == 0, "generate: %s" % err)
    page = os.path.join(tmp, "cross.html")
    code, out, err = run("crosstable", event, "--format", "html", "-o", page)
    check(code == 0, "crosstable html: %s" % err)
    pdf = os.path.join(tmp, "cross.pdf")
    chromium(tmp, "--no-pdf-header-footer", "--print-to-pdf=" + pdf, "file://" + page)
    data = open(pdf, "rb").read()
    check(data.startswith(b"%PDF-"), "a PDF was printed")
    counts = [int(x) for x in __import__("re").findall(rb"/Type /Pages.{0,200}?/Count (\d+)", data, 16)]
    # 120 rows and the title do not fit one A4 page.
    check(counts and max(counts) >= 2, "several pages: %r" % counts)
    print("PDF of a 120-player crosstable: %d bytes, %s pages" % (len(data), counts))


def png_pixels(data):
    """Width, height and RGB rows of an 8-bit RGB or RGBA PNG."""
    check(data[:8] == b"\x89PNG\r\n\x1a\n", "a PNG file")
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            check(depth == 8 and colour in (2, 6), "an 8-bit RGB(A) PNG")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, channels, rows


def test_screenshot(tmp):
    site = make_site(tmp)
    shot = os.path.join(tmp, "cross.png")
    chromium(tmp, "--window-size=1024,768", "--screenshot=" + shot, "file://" + os.path.join(site, "crosstable.html"))
    data = open(shot, "rb").read()
    width, height, ch, rows = png_pixels(data)
    check((width, height) == (1024, 768), "the window's size: %dx%d" % (width, height))
    inked = [(x, y) for y in range(0, height, 2) for x in range(0, width, 2)
             if sum(rows[y][x * ch:x * ch + 3]) < 600]
    xs, ys = [p[0] for p in inked], [p[1] for p in inked]
    check(len(inked) > 2000, "text and rules were painted: %d dark pixels" % len(inked))
    if inked:
        # Nine rows, the heading and the title: a table wider than 400 and
        # taller than 200 pixels, starting near the top left corner.
        check(max(xs) - min(xs) > 400 and max(ys) - min(ys) > 200, "table size: %r" % ((min(xs), min(ys),
                                                                                        max(xs), max(ys)),))
        check(min(xs) < 60 and min(ys) < 80, "laid out from the top left: %r" % ((min(xs), min(ys)),))
    print("screenshot of open9's crosstable: %dx%d, %d bytes" % (width, height, len(data)))


def main():
    global CHROMIUM, TRF
    group, tool, CHROMIUM, TRF = sys.argv[1], sys.argv[2], sys.argv[3], os.path.abspath(sys.argv[4])
    clitest.tool = os.path.abspath(tool)
    tests = {"dom": test_dom, "print": test_print, "screenshot": test_screenshot, "card": test_card}
    with tempfile.TemporaryDirectory(prefix="swisscore-browser-") as tmp:
        tests[group](tmp)
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
