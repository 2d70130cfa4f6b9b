#!/usr/bin/env python3
"""Tests of `swisscore standings`, `crosstable` and `site` on team events.

  test-cli-teamstandings.py GROUP SWISSCORE TEAM_DATA [REAL_DIR]

GROUP is team-standings, team-standings-formats, team-site, team-crosstable,
team-rulesets or team-fide-sample. TEAM_DATA is tests/data/team-oracle
(tests/data/tiebreak-played for team-fide-sample): team events in TRF-2026 and the values of FIDE's
tie-break calculator (TieBreakServer); the tool's values are compared with
them. team-fide-sample reads FIDE's TRF-2026 team sample in place from
REAL_DIR. Standard library only.
"""

import csv
import html.parser
import io
import json
import os
import sys
import tempfile
from decimal import Decimal

import clitest
from clitest import check, run

EXIT_OK, EXIT_USAGE = 0, 1


def reference(name):
    with open(os.path.join(DATA, name + ".tsv"), encoding="utf-8") as f:
        lines = [line for line in f if not line.startswith("#")]
    return {int(r["id"]): r for r in csv.DictReader(lines, delimiter="\t")}


def trf(name):
    return os.path.join(DATA, name + ".trf")


def test_standings():
    # The file's own cascade (212) gives the reference ranks.
    ref = reference("rr09_b6_r9")
    rc, out, err = run("standings", trf("rr09_b6_r9"), "-f", "tsv")
    check(rc == EXIT_OK, "standings of a team event: %d %s" % (rc, err))
    rows = list(csv.DictReader(io.StringIO(out), delimiter="\t"))
    check(len(rows) == 9, "nine teams: %d" % len(rows))
    check(list(rows[0].keys())[:4] == ["rank", "team", "name", "PTS:MP"], "header: %s" % list(rows[0].keys()))
    for r in rows:
        want = ref[int(r["team"])]
        check(int(r["rank"]) == int(want["rank"]), "team %s rank %s, reference %s" % (r["team"], r["rank"], want["rank"]))
        check(Decimal(r["MPvGP"]) == Decimal(want["MPVGP"]), "team %s MPvGP" % r["team"])
        check(Decimal(r["EMGSB"]) == Decimal(want["EMGSB"]), "team %s EMGSB" % r["team"])
    # A cascade typed out: every value as the reference computes it.
    rc, out, err = run("standings", trf("rr09_b6_r9"), "-f", "tsv", "-t", "PTS:MP,SSSC,EGGSB/C1,KS:MP")
    rows = list(csv.DictReader(io.StringIO(out), delimiter="\t"))
    for r in rows:
        want = ref[int(r["team"])]
        for code in ("SSSC", "EGGSB/C1", "KS:MP"):
            check(Decimal(r[code]) == Decimal(want[code]), "team %s %s: %s, reference %s" % (r["team"], code, r[code], want[code]))
    # The Chinese ruleset, in Chinese.
    rc, out, err = run("standings", trf("sw11_b4_r7_pab"), "--ruleset", "chinese-team", "--lang", "zh")
    check(rc == EXIT_OK and "场分" in out and "对手分" in out and "直胜" in out, "chinese-team in Chinese:\n" + out + err)
    # Unknown codes are usage errors.
    rc, out, err = run("standings", trf("sw11_b4_r7_pab"), "-t", "PTS:MP,NOPE")
    check(rc == EXIT_USAGE and "unknown team tie-break" in err, "unknown code: %d %s" % (rc, err))


def test_formats(tmp):
    name = "sw11_b4_r7_pab"
    rc, out, err = run("standings", trf(name), "-f", "json")
    check(rc == EXIT_OK, "json: %s" % err)
    doc = json.loads(out, parse_float=Decimal)
    check(doc["teams"] is True and doc["tiebreaks"] == "PTS:MP,MPVGP,EDEC,AOB:MP,FB:MP,WON:MP,TBR", "json head")
    ref = reference(name)
    for row in doc["standings"]:
        check(row["rank"] == int(ref[row["team"]]["rank"]), "json rank of team %d" % row["team"])
        check(Decimal(row["values"]["AOB:MP"]) == Decimal(ref[row["team"]]["AOB:MP"]), "json AOB of %d" % row["team"])
    rc, out, err = run("standings", trf(name))
    check(rc == EXIT_OK and "PTS:MP" in out.splitlines()[2] and "EDEC" in out, "text:\n" + out)
    path = os.path.join(tmp, "t.csv")
    rc, out, err = run("standings", trf(name), "-f", "csv", "-o", path)
    check(rc == EXIT_OK and os.path.exists(path), "csv: %s" % err)
    with open(path, encoding="utf-8-sig") as f:
        rows = list(csv.reader(f))
    check(len(rows) >= 12 and "TBR" in " ".join(rows[0] + rows[1]), "csv rows: %s" % rows[:2])
    path = os.path.join(tmp, "t.html")
    rc, out, err = run("standings", trf(name), "-f", "html", "-o", path)
    check(rc == EXIT_OK and "<table" in open(path, encoding="utf-8").read(), "html: %s" % err)


def test_site(tmp):
    folder = os.path.join(tmp, "site")
    rc, out, err = run("site", trf("sw11_b4_r7_pab"), "-o", folder, "-t", "chinese-team")
    check(rc == EXIT_OK, "site of a team event: %d %s" % (rc, err))
    page = open(os.path.join(folder, "s7.html"), encoding="utf-8").read()
    check("BH:MP" in page and "DE" in page, "the standings page ranks teams by the cascade")
    ref = reference("sw11_b4_r7_pab")
    best = [k for k, v in ref.items() if v["rank"] == "1"][0]
    rc, out, err = run("standings", trf("sw11_b4_r7_pab"), "-f", "tsv", "-t", "chinese-team")
    first = list(csv.DictReader(io.StringIO(out), delimiter="\t"))[0]
    check(first["name"] in page, "the leader's name is on the page")
    check(int(first["PTS:MP"].split(".")[0]) == int(Decimal(ref[best]["PTS:MP"])), "the leader has the most match points")
    rc, out, err = run("site", trf("sw11_b4_r7_pab"), "-o", os.path.join(tmp, "bad"), "-t", "EDE,NOPE")
    check(rc == EXIT_USAGE, "site refuses a bad team cascade: %d %s" % (rc, err))


def round_totals(name):
    """Every team's match and game points over the event, summed from the
    reference's rounds (TieBreakServer's reading), in tenths."""
    with open(os.path.join(DATA, name + ".rounds.tsv"), encoding="utf-8") as f:
        lines = [line for line in f if not line.startswith("#")]
    out = {}
    for r in csv.DictReader(lines, delimiter="\t"):
        mp = sum(Decimal(v) for k, v in r.items() if k.startswith("MP") and k[2:].isdigit())
        gp = sum(Decimal(v) for k, v in r.items() if k.startswith("GP") and k[2:].isdigit())
        out[int(r["id"])] = (mp, gp)
    return out


class Cells(html.parser.HTMLParser):
    """The rows of an HTML page's tables, cells as text."""

    def __init__(self):
        super().__init__()
        self.rows, self.cell = [], None

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self.flush()
            self.rows.append([])
        elif tag in ("td", "th"):
            self.flush()
            self.cell = ""

    def handle_endtag(self, tag):
        if tag in ("td", "th", "tr", "tbody", "table"):
            self.flush()

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data

    def flush(self):
        if self.cell is not None and self.rows:
            self.rows[-1].append(self.cell.strip())
        self.cell = None


def crosstable_rows(tmp, cascade, fmt):
    """The team crosstable as {team: {heading: cell}} in one format."""
    path = os.path.join(tmp, "cross." + fmt)
    rc, out, err = run("crosstable", trf("sw11_b4_r7_pab"), "-t", cascade, "-f", fmt, "-o", path)
    check(rc == EXIT_OK, "crosstable -f %s: %d %s" % (fmt, rc, err))
    with open(path, encoding="utf-8-sig") as f:
        text = f.read()
    if fmt == "json":
        sheet = json.loads(text, parse_float=Decimal)["sheets"][0]
        return {r["team"]: {k: str(v) for k, v in r.items()} for r in sheet["rows"]}
    if fmt == "html":
        parser = Cells()
        parser.feed(text)
        table = [r for r in parser.rows if r]
    elif fmt == "csv":
        table = [r for r in csv.reader(io.StringIO(text)) if r]
    elif fmt == "tsv":
        table = [line.split("\t") for line in text.splitlines() if "\t" in line]
    else:
        # Text: the values are the last cells of a row, one word each.
        lines = [line.split() for line in text.splitlines()[2:] if line.strip()]
        head, body = lines[0], [r for r in lines[1:] if r[0].isdigit()]
        tail = len(head) - head.index("r1")
        return {int(r[2]): dict(zip(head[-tail:], r[-tail:])) for r in body}
    head = table[0]
    team = head.index("team" if fmt == "tsv" else "Team")
    return {int(r[team]): dict(zip(head, r)) for r in table[1:] if len(r) == len(head)}


def test_crosstable(tmp):
    # Under a game-point primary score MPvGP is the match points, which
    # differ from the game points; the crosstable's cascade cells are the
    # standings' values for the same team in every format.
    totals = round_totals("sw11_b4_r7_pab")
    for cascade in ("PTS:GP,MPVGP,BH:MP/C1,EMGSB,EDE,TBR", "PTS:MP,MPVGP,EDEC,AOB:MP,FB:MP,WON:MP,TBR"):
        rc, out, err = run("standings", trf("sw11_b4_r7_pab"), "-t", cascade, "-f", "json")
        check(rc == EXIT_OK, "standings json: %s" % err)
        doc = json.loads(out, parse_float=Decimal)
        codes = [c["code"] for c in doc["criteria"]][1:]
        want = {row["team"]: row["values"] for row in doc["standings"]}
        gp_primary = cascade.startswith("PTS:GP")
        differs = 0
        for team, values in want.items():
            mp, gp = totals[team]
            # The standings' MPvGP is the other score, as the reference's rounds add up.
            check(Decimal(values["MPvGP"]) == (mp if gp_primary else gp), "team %d MPvGP %s" % (team, values["MPvGP"]))
            differs += Decimal(values["MPvGP"]) != gp
        check(differs > 0 if gp_primary else differs == 0, "%s: MPvGP differs from GP for %d teams" % (cascade, differs))
        for fmt in ("json", "tsv", "csv", "html", "text"):
            rows = crosstable_rows(tmp, cascade, fmt)
            check(sorted(rows) == sorted(want), "%s -f %s: the same teams" % (cascade, fmt))
            for team, cells in rows.items():
                for code in codes:
                    got, value = cells.get(code), want[team][code]
                    same = got in ("", "None") if value is None else got is not None and Decimal(got) == Decimal(value)
                    check(same,
                          "%s -f %s team %d %s: crosstable %s, standings %s"
                          % (cascade, fmt, team, code, got, want[team][code]))
                gp_cell = cells.get("game_points" if fmt in ("json", "tsv") else "GP")
                check(Decimal(gp_cell) == totals[team][1], "-f %s team %d GP %s" % (fmt, team, gp_cell))


TEAM_RULESETS = ["fide-team-2026", "fide-team-rr-2026", "fide-team-gp-2026", "chinese-team"]


def test_rulesets(tmp):
    # --list-rulesets lists the team rulesets too, marked as such.
    rc, out, err = run("standings", "--list-rulesets")
    check(rc == EXIT_OK, "--list-rulesets: %d %s" % (rc, err))
    check("Team rulesets (team events):" in out, "the team rulesets have a heading: %r" % out[-600:])
    tail = out[out.find("Team rulesets"):]
    for name in TEAM_RULESETS + ["中国团体赛"]:
        check(name in tail, "the team list names %s" % name)
    rc, out, err = run("standings", "--list-rulesets", "-f", "json")
    doc = json.loads(out) if rc == EXIT_OK else []
    team = [r["name"] for r in doc if r.get("events") == "team"]
    check(team == TEAM_RULESETS, "json team rulesets: %r" % team)
    check(doc and doc[0].get("events") == "individual", "individual rulesets are marked: %r" % (doc[:1],))
    rc, out, err = run("standings", "--list-rulesets", "-f", "tsv")
    rows = out.rstrip("\n").split("\n")
    check(rows[0].endswith("\tevents"), "tsv header: %r" % rows[0])
    check([r.split("\t")[0] for r in rows if r.endswith("\tteam")] == TEAM_RULESETS, "tsv team rows: %r" % rows[-4:])
    rc, out, err = run("standings", "--list-rulesets", "--lang", "zh")
    check(rc == EXIT_OK and "团体赛规则" in out, "the Chinese heading: %r" % out[-300:])
    # new --teams takes a team ruleset, and refuses what no team ranking knows.
    ev = os.path.join(tmp, "cup.json")
    rc, out, err = run("new", ev, "--rounds", 5, "--teams", "--boards", 4, "--ruleset", "chinese-team")
    check(rc == EXIT_OK and "chinese-team" in out, "new --teams --ruleset chinese-team: %d %s %s" % (rc, out, err))
    rc, out, err = run("info", ev)
    check("chinese-team" in out, "the event keeps its ruleset: %r" % out)
    rc, out, err = run("new", os.path.join(tmp, "cup2.json"), "--rounds", 5, "--teams", "--boards", 4,
                       "--ruleset", "PTS:MP,EDE,BH:MP/C1")
    check(rc == EXIT_OK, "new --teams with a team cascade: %d %s" % (rc, err))
    rc, out, err = run("new", os.path.join(tmp, "cup3.json"), "--rounds", 5, "--teams", "--boards", 4,
                       "--ruleset", "no-such-rules")
    check(rc == EXIT_USAGE and "list-rulesets" in err, "an unknown team ruleset is refused: %d %s" % (rc, err))
    # The event's ruleset ranks its teams: the file's own cascade gives way to it.
    src = open(trf("rr09_b6_r9"), encoding="utf-8").read()
    own = os.path.join(tmp, "own.trf")
    with open(own, "w", encoding="utf-8") as f:
        f.write(src.replace("\n142 ", "\nXTB fide-team-gp-2026\n142 ", 1))
    rc, a, err = run("standings", own, "-f", "json")
    rc2, b, _ = run("standings", trf("rr09_b6_r9"), "--ruleset", "fide-team-gp-2026", "-f", "json")
    check(rc == EXIT_OK and rc2 == EXIT_OK and a == b.replace(trf("rr09_b6_r9"), own),
          "standings use the event's team ruleset: %d %s" % (rc, err))


# FIDE's TRF-2026 team sample states a final rank in its 310 records that
# does not follow from its own 202 cascade: TieBreakServer's check (-c) says
# False too, and both programs give the same order (doc/teams.md). Team:
# (rank in the file, rank under the cascade), for every team where they differ.
FIDE_SAMPLE_RANKS_DIFFER = {
    3: (5, 7), 6: (6, 4), 7: (33, 37), 8: (8, 6), 11: (9, 8), 13: (7, 5), 15: (27, 26), 16: (2, 1),
    17: (29, 30), 18: (4, 9), 21: (26, 25), 22: (1, 2), 23: (34, 33), 24: (30, 29), 25: (40, 41), 26: (35, 38),
    27: (37, 34), 28: (19, 18), 30: (12, 13), 31: (23, 24), 32: (24, 22), 33: (38, 39), 34: (25, 23), 35: (13, 12),
    37: (41, 42), 39: (18, 19), 40: (39, 35), 41: (48, 49), 42: (42, 40), 44: (43, 44), 47: (22, 27), 48: (44, 43),
    49: (49, 48),
}


def file_ranks(path):
    """The rank field of the 310 team records: the 11th field from the end
    is the rank when the team lists five players, in general the field after
    the match and game points."""
    ranks = {}
    with open(path, encoding="latin-1") as f:
        for line in f:
            if line.startswith("310 "):
                head = line[:80].split()
                k = max(i for i, x in enumerate(head) if "." in x)
                ranks[int(line[4:7])] = int(head[k + 1])
    return ranks


def test_fide_sample(tmp):
    # The cascade of the file uses /P four times: EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP.
    src = os.path.join(REAL, "sharly__example_trf26.trf")
    check(os.path.exists(src), "FIDE's TRF-2026 sample is in " + REAL)
    ref = reference("fide_trf26_sample")
    rc, out, err = run("standings", src, "-f", "tsv")
    check(rc == EXIT_OK, "standings of FIDE's sample: %d %s" % (rc, err))
    rows = list(csv.DictReader(io.StringIO(out), delimiter="\t"))
    check(len(rows) == 50, "fifty teams: %d" % len(rows))
    check(rows and list(rows[0].keys())[3:] == ["PTS:MP", "EDET/P", "EMGSB/C1/P", "BH:MP/C1/P", "MPvGP"],
          "the file's codes as written: %s" % (list(rows[0].keys()) if rows else out))
    stated = file_ranks(src)
    check(len(stated) == 50 and sorted(stated.values()) == list(range(1, 51)), "the file ranks its 50 teams")
    for r in rows:
        team, rank = int(r["team"]), int(r["rank"])
        want = ref[team]
        check(rank == int(want["rank"]), "team %d rank %d, reference %s" % (team, rank, want["rank"]))
        for code in ("PTS:MP", "EDET/P", "EMGSB/C1/P", "BH:MP/C1/P"):
            check(Decimal(r[code]) == Decimal(want[code]), "team %d %s: %s, reference %s" % (team, code, r[code], want[code]))
        if team in FIDE_SAMPLE_RANKS_DIFFER:
            check(FIDE_SAMPLE_RANKS_DIFFER[team] == (stated.get(team), rank),
                  "team %d: file rank %s, cascade %d, listed %s" % (team, stated.get(team), rank, FIDE_SAMPLE_RANKS_DIFFER[team]))
        else:
            check(stated.get(team) == rank, "team %d: file rank %s, cascade %d" % (team, stated.get(team), rank))
    # The crosstable, and the same standings in Chinese.
    rc, out, err = run("crosstable", src, "-f", "tsv")
    rows = list(csv.DictReader(io.StringIO(out), delimiter="\t"))
    check(rc == EXIT_OK and len(rows) == 50 and "r14" in rows[0], "crosstable of FIDE's sample: %d %s" % (rc, err))
    rc, out, err = run("standings", src, "--lang", "zh")
    check(rc == EXIT_OK and "EMGSB/C1/P" in out and "场分" in out, "standings in Chinese: %d %s" % (rc, err))
    # /P where it means nothing: refused, in Chinese too.
    rc, out, err = run("standings", src, "-t", "PTS:MP,AOB:MP/P", "--lang", "zh")
    check(rc == EXIT_USAGE and "“AOB”不接受修饰/P" in err, "AOB:MP/P refused in Chinese: %d %s" % (rc, err))
    # The cascade is written back as given: TRF, JSON and TRF again.
    direct, js, back = (os.path.join(tmp, "sample" + x) for x in (".trf", ".json", ".back.trf"))
    for a, b in ((src, direct), (src, js), (js, back)):
        rc, out, err = run("convert", a, "-o", b)
        check(rc == EXIT_OK, "convert %s to %s: %s" % (a, b, err))
    for path in (direct, back):
        with open(path, encoding="latin-1") as f:
            check("202 EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP\n" in f.read(), path + " keeps the 202 record as written")
    rc, a, _ = run("standings", src, "-f", "tsv")
    for path in (direct, js, back):
        rc, b, err = run("standings", path, "-f", "tsv")
        check(rc == EXIT_OK and a == b, "the standings of %s are the file's: %s" % (path, err))


def main():
    global DATA, REAL
    group, swisscore, DATA = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
    REAL = sys.argv[4] if len(sys.argv) > 4 else ""
    clitest.tool = swisscore
    tests = {"team-standings": test_standings, "team-standings-formats": test_formats, "team-site": test_site,
             "team-crosstable": test_crosstable,
             "team-rulesets": test_rulesets, "team-fide-sample": test_fide_sample}
    with tempfile.TemporaryDirectory(prefix="swisscore-teamstandings-") as tmp:
        fn = tests[group]
        fn(tmp) if fn.__code__.co_argcount else fn()
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
