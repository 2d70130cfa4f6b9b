#!/usr/bin/env python3
"""Tests of team events in the tool, one group per meson test.

  test-cli-teams.py GROUP SWISSCORE FORMAT [REAL_DIR]

GROUP is event (a team event run by hand: new, team import, lineup,
result, boards, crosstable, undo and redo), pair (rounds paired by the
tool: teams, board colours, line-ups), refusals (bad team input is
refused with its place and the event file is left byte for byte as it
was) or real (the two real team files of REAL_DIR load, convert to JSON
and back without loss, and the event goes on). FORMAT is trf or json, the
form of the event file. Standard library only.
"""

import json
import os
import sys
import tempfile

import clitest
from clitest import check, run

EXIT_OK, EXIT_USAGE, EXIT_INPUT = 0, 1, 2

TEAMS_CSV = """team,name,rating
Alpha,Ann,2000
Alpha,Abe,1900
Alpha,Ada,1800
Beta,Ben,2100
Beta,Bob,1950
Gamma,Gil,1500
Gamma,Gus,1400
Delta,Dan,1700
Delta,Dot,1600
"""
# Ids follow the rows: Ann 1, Abe 2, Ada 3, Ben 4, Bob 5, Gil 6, Gus 7, Dan 8, Dot 9.


def tsv(out):
    """Rows of every sheet of a tsv output, as dicts by column key."""
    rows, header = [], None
    for line in out.split("\n"):
        cells = line.split("\t")
        if not line.strip():
            header = None
            continue
        if header is None:
            header = cells if len(cells) > 1 else None
            continue
        rows.append(dict(zip(header, cells)))
    return rows


def sheets(out):
    return json.loads(out)["sheets"]


def ok(code, out, err, what):
    check(code == EXIT_OK, "%s: exit %d (%s)" % (what, code, err.strip()))
    return out


def new_event(d, fmt, name="league"):
    path = os.path.join(d, name + "." + fmt)
    csv = os.path.join(d, "teams.csv")
    with open(csv, "w", encoding="utf-8") as f:
        f.write(TEAMS_CSV)
    ok(*run("new", path, "--rounds", 3, "--teams", "--boards", 2, "--colours", "WB", "--match-points", "2/1/0"),
       "new --teams")
    ok(*run("team", "import", path, csv), "team import")
    return path


def read(path):
    with open(path, "rb") as f:
        return f.read()


def group_event(fmt):
    with tempfile.TemporaryDirectory() as d:
        path = new_event(d, fmt)
        # The settings the event keeps.
        code, out, err = run("info", path)
        check("Teams:             4, 2 boards a match (WB), match points 2.0/1.0/0.0" in ok(code, out, err, "info"),
              "info names the teams: %r" % out)
        code, out, err = run("team", "list", path, "-f", "json")
        rows = sheets(out)[0]["rows"]
        check(len(rows) == 9, "nine members listed (%d)" % len(rows))
        check([(r["team"], r["team_name"], r["board"], r["id"], r["name"]) for r in rows[:4]] ==
              [(1, "Alpha", 1, 1, "Ann"), (1, "Alpha", 2, 2, "Abe"), (1, "Alpha", 3, 3, "Ada"),
               (2, "Beta", 1, 4, "Ben")], "members in board order: %r" % rows[:4])
        check(rows[8]["team"] == 4 and rows[8]["name"] == "Dot", "Delta's board 2 is Dot")
        # Line-ups of the next round: each team's board order.
        code, out, err = run("lineup", path, 1, "-f", "tsv")
        rows = tsv(ok(code, out, err, "lineup show"))
        check(rows[0]["board1"] == "1 Ann" and rows[0]["board2"] == "2 Abe", "Alpha's default line-up: %r" % rows[0])
        # Round 1 paired by hand, with Ada on Alpha's board 1.
        pairing = os.path.join(d, "r1.txt")
        with open(pairing, "w") as f:
            f.write("# round 1\nAlpha - Beta\n3 - 4\nAlpha: 3 1\n")
        ok(*run("lineup", path, 1, pairing), "lineup pairs round 1")
        code, out, err = run("boards", path, "-f", "json")
        matches, boards = sheets(ok(code, out, err, "boards"))
        check(len(matches["rows"]) == 2, "two matches")
        m = {(r["white_team"], r["black_team"]): r for r in matches["rows"]}
        check((1, 2) in m and (3, 4) in m, "matches Alpha-Beta and Gamma-Delta: %r" % list(m))
        ab = m[(1, 2)]["match"]
        cd = m[(3, 4)]["match"]
        b = {(r["match"], r["board"]): r for r in boards["rows"]}
        # WB: the first-named team has white on board 1, black on board 2.
        check(b[(ab, 1)]["white_id"] == 3 and b[(ab, 1)]["black_id"] == 4 and b[(ab, 1)]["white_team"] == 1,
              "board 1: Ada (Alpha) white against Ben: %r" % b[(ab, 1)])
        check(b[(ab, 2)]["white_id"] == 5 and b[(ab, 2)]["black_id"] == 1 and b[(ab, 2)]["white_team"] == 2,
              "board 2: Bob (Beta) white against Ann: %r" % b[(ab, 2)])
        check(b[(cd, 1)]["white_id"] == 6 and b[(cd, 2)]["white_id"] == 9, "Gamma-Delta in board order")
        # Results by match and board.
        ok(*run("result", path, ab, 1, "1-0"), "result board 1")
        ok(*run("result", path, ab, 2, "1/2"), "result board 2")
        results = os.path.join(d, "r1-results.txt")
        with open(results, "w") as f:
            f.write("# match board result\n%d 1 0-1\n%d 2 1-0\n" % (cd, cd))
        code, out, err = run("result", path, "--file", results)
        check("complete" in ok(code, out, err, "results from a file"), "round 1 complete: %r" % out)
        code, out, err = run("boards", path, "-f", "json")
        rows = {(r["white_team"], r["black_team"]): r for r in sheets(out)[0]["rows"]}
        check(rows[(1, 2)]["white_game_points"] == 1.5 and rows[(1, 2)]["black_game_points"] == 0.5,
              "Alpha 1.5 - 0.5 Beta: %r" % rows[(1, 2)])
        check(rows[(1, 2)]["white_match_points"] == 2.0 and rows[(1, 2)]["black_match_points"] == 0.0,
              "Alpha wins the match: %r" % rows[(1, 2)])
        check(rows[(3, 4)]["white_game_points"] == 0.0 and rows[(3, 4)]["black_game_points"] == 2.0,
              "Gamma 0 - 2 Delta")
        # The crosstable in every format, cells checked in tsv and json.
        code, out, err = run("crosstable", path, "-f", "tsv")
        rows = tsv(ok(code, out, err, "crosstable tsv"))
        check([r["team"] for r in rows] == ["4", "1", "2", "3"], "ranked Delta, Alpha, Beta, Gamma: %r" % rows)
        check(rows[0]["r1"] == "4w2.0" or rows[0]["r1"] == "4b2.0", "Delta's round 1 cell: %r" % rows[0]["r1"])
        check(rows[0]["r1"] == "4b2.0", "Delta was named second: %r" % rows[0]["r1"])
        check(rows[1]["r1"] == "3w1.5" and rows[1]["match_points"] == "2.0" and rows[1]["game_points"] == "1.5",
              "Alpha's row: %r" % rows[1])
        code, out, err = run("crosstable", path, "-f", "json")
        rows = sheets(ok(code, out, err, "crosstable json"))[0]["rows"]
        check(rows[2]["name"] == "Beta" and rows[2]["r1"] == "2b0.5" and rows[2]["match_points"] == 0.0,
              "Beta's row: %r" % rows[2])
        for f in ("text", "csv", "html"):
            code, out, err = run("crosstable", path, "-f", f)
            check(code == EXIT_OK and "Delta" in out, "crosstable -f %s" % f)
            code, out, err = run("boards", path, "-f", f)
            check(code == EXIT_OK and "Ada" in out and "Gamma" in out, "boards -f %s" % f)
        # Under --lang zh the team sheets' titles and headings are Chinese.
        code, out, err = run("--lang", "zh", "crosstable", path)
        check(code == EXIT_OK and "团体成绩交叉表" in out and "场分" in out and "局分" in out and "队名" in out
              and "Team" not in out and "MP" not in out, "Chinese team crosstable: %r" % out)
        code, out, err = run("--lang", "zh", "boards", path)
        check(code == EXIT_OK and "场次" in out and "台次" in out and "完赛" in out and "是" in out
              and "Match" not in out and "Complete" not in out, "Chinese team boards: %r" % out)
        # Team prizes: the event's teams by match points, then game points.
        rules = os.path.join(d, "prizes.txt")
        with open(rules, "w", encoding="utf-8") as f:
            f.write("teams league 团体名次\n  by event-team\n  amounts 300 200 100\n")
        code, out, err = run("prizes", path, "--rules", rules, "--format", "json")
        doc = json.loads(ok(code, out, err, "team prizes"))
        table = [t for t in doc["tables"] if t["name"] == "league"][0]
        check([(t["name"], t["rank"], t["amount"]) for t in table["teams"]] ==
              [("Delta", 1, 300.0), ("Alpha", 2, 200.0), ("Beta", 3, 100.0), ("Gamma", 4, None)],
              "team prizes by match and game points: %r" % table["teams"])
        # Undo the last result, redo it.
        ok(*run("undo", path), "undo a result")
        code, out, err = run("boards", path, "-f", "json")
        rows = {(r["white_team"], r["black_team"]): r for r in sheets(out)[0]["rows"]}
        check(rows[(3, 4)]["black_game_points"] == 1.0, "undone: Delta 1 game point: %r" % rows[(3, 4)])
        ok(*run("redo", path), "redo")
        # Round 2: Alpha forfeits... no: Gamma-Alpha forfeited as a whole.
        pairing2 = os.path.join(d, "r2.txt")
        with open(pairing2, "w") as f:
            f.write("Delta - Alpha\nGamma - Beta\n")
        ok(*run("lineup", path, 2, pairing2), "lineup pairs round 2")
        code, out, err = run("boards", path, "-f", "json")
        rows = {(r["white_team"], r["black_team"]): r for r in sheets(out)[0]["rows"]}
        gb = rows[(3, 2)]["match"]
        ok(*run("result", path, gb, "-+"), "whole match forfeited")
        code, out, err = run("boards", path, "-f", "json")
        matches, boards = sheets(out)
        rows = {(r["white_team"], r["black_team"]): r for r in matches["rows"]}
        check(rows[(3, 2)]["forfeit"] == "-+" and rows[(3, 2)]["black_match_points"] == 2.0 and
              rows[(3, 2)]["black_game_points"] == 2.0, "Beta wins the forfeited match: %r" % rows[(3, 2)])
        # The forfeit is in the journal: undo has the match played again, redo forfeits it again.
        code, out, err = run("log", path)
        check("round 2, the match of Gamma: -+ (forfeit), was played on the boards" in out,
              "log names the forfeit: %r" % out)
        code, out, err = run("--lang", "zh", "log", path)
        check("第2轮Gamma的对阵：-+（先手弃权），原为正常比赛" in out, "log names the forfeit in Chinese: %r" % out)
        ok(*run("undo", path), "undo the forfeit")
        code, out, err = run("boards", path, "-f", "json")
        matches, boards = sheets(out)
        rows = {(r["white_team"], r["black_team"]): r for r in matches["rows"]}
        check(rows[(3, 2)]["forfeit"] is None and rows[(3, 2)]["complete"] == "no",
              "undone: the match is played again: %r" % rows[(3, 2)])
        check(len([b for b in boards["rows"] if b.get("match") == gb]) == 2, "its two boards are back: %r" % boards)
        ok(*run("redo", path), "redo the forfeit")
        code, out, err = run("boards", path, "-f", "json")
        matches, boards = sheets(out)
        rows = {(r["white_team"], r["black_team"]): r for r in matches["rows"]}
        check(rows[(3, 2)]["forfeit"] == "-+", "redone: forfeited again: %r" % rows[(3, 2)])
        # The line-up of a paired round changes while it has no results.
        da = rows[(4, 1)]["match"]
        change = os.path.join(d, "r2-lineup.txt")
        with open(change, "w") as f:
            f.write("Alpha: 2 3\n")
        ok(*run("lineup", path, 2, change), "lineup changes round 2")
        code, out, err = run("lineup", path, 2, "-f", "tsv")
        rows = {r["team_name"]: r for r in tsv(out)}
        check(rows["Alpha"]["board1"] == "2 Abe" and rows["Alpha"]["board2"] == "3 Ada", "Alpha's new line-up")
        code, out, err = run("boards", path, "-f", "json")
        matches, boards = sheets(out)
        rows = {(r["white_team"], r["black_team"]): r for r in matches["rows"]}
        check(rows[(3, 2)]["forfeit"] == "-+", "the forfeit stays when another line-up changes")
        # Undo the whole round 2, then the round comes back with redo.
        code, out, err = run("undo", "--round", 2, "--force", path)
        ok(code, out, err, "undo --round 2")
        code, out, err = run("lineup", path, 2, "-f", "tsv")
        check("Not paired" in out or "board order" in out or code == EXIT_OK, "round 2 gone")
        code, out, err = run("crosstable", path, "-f", "tsv")
        check(set(tsv(out)[0]) >= {"r1"} and "r2" not in tsv(out)[0], "round 2 removed: %r" % tsv(out)[0])
        ok(*run("redo", path), "redo round 2")
        code, out, err = run("crosstable", path, "-f", "tsv")
        rows = {r["name"]: r for r in tsv(out)}
        check(rows["Beta"]["match_points"] == "2.0" and rows["Beta"]["r2"].endswith("F2.0"),
              "round 2 back: %r" % rows["Beta"])
        # The file converts to the other form and back, unchanged.
        other = os.path.join(d, "copy." + ("json" if fmt == "trf" else "trf"))
        back = os.path.join(d, "back." + fmt)
        ok(*run("convert", path, "-o", other), "convert")
        ok(*run("convert", other, "-o", back), "convert back")
        code, out1, err = run("crosstable", path, "-f", "tsv")
        code, out2, err = run("crosstable", back, "-f", "tsv")
        check(out1 == out2, "the crosstable survives the conversion")


def refused(path, args, where, what):
    before = read(path)
    code, out, err = run(*args)
    check(code == EXIT_INPUT, "%s: exit %d, not 2 (%s)" % (what, code, err.strip()))
    check(where in err, "%s: the message names %r: %r" % (what, where, err.strip()))
    check(read(path) == before, "%s: the event is unchanged" % what)
    return err


def import_arguments(d, fmt):
    """team import and player import read their arguments alike: the same
    encodings, the same refusals of a bad one, a second list, no list."""
    gbk = os.path.join(d, "gbk.csv")
    with open(gbk, "wb") as f:
        f.write("team,name\n甲队,张三\n甲队,李四\n乙队,王五\n乙队,赵六\n".encode("gbk"))
    for enc in ("gbk", "gb18030", "gb2312", "auto"):
        path = os.path.join(d, "enc-%s.%s" % (enc, fmt))
        ok(*run("new", path, "--rounds", 3, "--teams", "--boards", 2), "new --teams")
        out = ok(*run("team", "import", path, gbk, "--encoding", enc), "team import --encoding " + enc)
        check("2 teams, 4 players" in out, "team import --encoding %s: %r" % (enc, out))
        code, out, err = run("team", "list", path, "-f", "tsv")
        check(code == EXIT_OK and "甲队" in out and "乙队" in out, "GBK team names (%s): %r" % (enc, out))
        solo = os.path.join(d, "solo-%s.%s" % (enc, fmt))
        ok(*run("new", solo, "--rounds", 3), "new")
        ok(*run("player", "import", solo, gbk, "--encoding", enc), "player import --encoding " + enc)
    for cmd in ("team", "player"):
        path = os.path.join(d, "refuse-%s.%s" % (cmd, fmt))
        ok(*run("new", path, "--rounds", 3, *(("--teams", "--boards", 2) if cmd == "team" else ())), "new")
        before = read(path)
        for args, says in (((gbk, "--encoding", "latin1"), "unknown encoding 'latin1' (auto, utf-8 or gbk)"),
                           ((gbk, gbk), "one list at a time"),
                           ((), "%s import EVENT" % cmd)):
            code, out, err = run(cmd, "import", path, *args)
            check(code == EXIT_USAGE and ("%s: %s" % (cmd, says)) in err,
                  "%s import %s: exit %d %r" % (cmd, args, code, err.strip()))
            check(read(path) == before, "%s import %s: the event is unchanged" % (cmd, args))
        code, out, err = run(cmd, "import", path, "--help")
        check(code == EXIT_OK and ("swisscore %s import" % cmd) in out, "%s import --help: %r" % (cmd, out[:80]))


def group_refusals(fmt):
    with tempfile.TemporaryDirectory() as d:
        import_arguments(d, fmt)
        path = new_event(d, fmt)
        # A player in two teams: a row repeating a player, or a member of another team.
        csv = os.path.join(d, "twice.csv")
        with open(csv, "w") as f:
            f.write("team,name,birth\nEpsilon,Eve,2000-01-01\nEpsilon,Eli,\nZeta,Eve,2000-01-01\nZeta,Zed,\n")
        refused(path, ("team", "import", path, csv), csv + ":4:", "a player in two teams (CSV)")
        err = refused(path, ("team", "add", path, "Zeta", 1, 6), path, "a member of another team")
        check("team" in err and ("member" in err or "already" in err), "says he is in another team: %r" % err)
        # More boards than members.
        err = refused(path, ("team", "add", path, "Solo", 1), path, "fewer members than boards")
        csv = os.path.join(d, "short.csv")
        with open(csv, "w") as f:
            f.write("team,name\nOmega,Oli\n")
        err = refused(path, ("team", "import", path, csv), csv + ":2:1", "a team of one for two boards")
        check("1 members for 2 boards" in err, "names members and boards: %r" % err)
        csv = os.path.join(d, "noteam.csv")
        with open(csv, "w") as f:
            f.write("team,name\nOmega,Oli\n,Ola\n")
        refused(path, ("team", "import", path, csv), csv + ":3:1", "a row without a team")
        # Line-ups: a player of another team, more players than boards.
        pairing = os.path.join(d, "bad.txt")
        with open(pairing, "w") as f:
            f.write("Alpha - Beta\nGamma - Delta\nAlpha: 1 4\n")
        err = refused(path, ("lineup", path, 1, pairing), pairing + ":3:10", "a line-up with a player of another team")
        check("member of team 2 (Beta)" in err, "names the other team: %r" % err)
        with open(pairing, "w") as f:
            f.write("Alpha - Beta\nGamma - Delta\nAlpha: 1 2 3\n")
        err = refused(path, ("lineup", path, 1, pairing), pairing + ":3:12", "more players than boards")
        check("names 3 boards; the event plays 2" in err, "says how many boards: %r" % err)
        with open(pairing, "w") as f:
            f.write("Alpha - Beta\nGamma - Delta\nKappa: 1 2\n")
        refused(path, ("lineup", path, 1, pairing), pairing + ":3:1", "an unknown team")
        with open(pairing, "w") as f:
            f.write("Alpha - Beta\nGamma - Alpha\n")
        refused(path, ("lineup", path, 1, pairing), pairing + ":2:", "a team twice")
        with open(pairing, "w") as f:
            f.write("Alpha - Beta\n")
        refused(path, ("lineup", path, 1, pairing), pairing, "a team left out")
        # A match result that disagrees with its board results.
        with open(pairing, "w") as f:
            f.write("Alpha - Beta\nGamma - Delta\n")
        ok(*run("lineup", path, 1, pairing), "round 1")
        code, out, err = run("boards", path, "-f", "json")
        rows = {(r["white_team"], r["black_team"]): r for r in sheets(out)[0]["rows"]}
        ab = rows[(1, 2)]["match"]
        ok(*run("result", path, ab, 1, "0-1"), "a board result")
        err = refused(path, ("result", path, ab, "+-"), path, "a match forfeit against a played board")
        check("disagrees" in err, "says it disagrees: %r" % err)
        # A forfeit that would move results of a later match to other boards
        # (the journal names results by board: they could not be undone).
        cd = rows[(3, 4)]["match"]
        ok(*run("result", path, cd, 1, "1-0"), "a result of the later match")
        ok(*run("result", path, ab, 1, "none"), "the earlier match cleared")
        refused(path, ("result", path, ab, "+-"), "would move the result", "a forfeit moving later results")
        ok(*run("result", path, ab, 1, "0-1"), "the board result again")
        bad = os.path.join(d, "bad-results.txt")
        with open(bad, "w") as f:
            f.write("%d 2 1-0\n9 1 1-0\n" % ab)
        refused(path, ("result", path, "--file", bad), "no match 9", "a results file naming no match")
        # A line-up change once its match has results.
        with open(pairing, "w") as f:
            f.write("Alpha: 2 1\n")
        refused(path, ("lineup", path, 1, pairing), "has results", "a line-up change after results")
        # No such match or board.
        refused(path, ("result", path, 9, 1, "1-0"), "no match 9", "an unknown match")
        refused(path, ("result", path, ab, 3, "1-0"), "no board 3", "a board beyond the match")
        code, out, err = run("result", path, ab, "1-0")
        check(code == EXIT_USAGE, "a played result for a whole match is a usage error")
        # An event file with bad team data: the place in the file.
        bad = os.path.join(d, "bad." + fmt)
        if fmt == "json":
            doc = json.loads(read(path))
            doc["teams"]["list"][1]["members"].append(doc["teams"]["list"][0]["members"][0])
            with open(bad, "w", encoding="utf-8") as f:
                json.dump(doc, f)
            where = bad + ": teams.list[1].members: "
        else:
            lines = read(path).decode("utf-8").split("\n")
            lineups = [k for k, l in enumerate(lines) if l.startswith("300 ")]
            a, b = lineups[0], [k for k in lineups if lines[k][8:11] != lines[lineups[0]][8:11]][0]
            # team A's board 1 names team B's board 1 player
            lines[a] = lines[a][:16] + lines[b][16:20] + lines[a][20:]
            with open(bad, "w", encoding="utf-8") as f:
                f.write("\n".join(lines))
            where = "%s:%d:" % (bad, a + 1)
        for cmd in (("team", "list", bad), ("boards", bad), ("crosstable", bad)):
            code, out, err = run(*cmd)
            check(code == EXIT_INPUT and where in err, "%s of a bad file: exit %d, %r" % (cmd[0], code, err))


def group_real(real):
    files = {"sharly__trf-team-import-test.trf": (5, 2), "sharly__example_trf26.trf": (50, 14)}
    with tempfile.TemporaryDirectory() as d:
        for name, (teams, rounds) in files.items():
            src = os.path.join(real, name)
            check(os.path.exists(src), "%s is in %s" % (name, real))
            if not os.path.exists(src):
                continue
            # Load: the teams and their rounds.
            code, out, err = run("team", "list", src, "-f", "tsv")
            rows = tsv(ok(code, out, err, name + ": team list"))
            check(len({r["team"] for r in rows}) == teams, "%s: %d teams" % (name, teams))
            code, out, err = run("crosstable", src, "-f", "tsv")
            rows = tsv(ok(code, out, err, name + ": crosstable"))
            check(len(rows) == teams and "r%d" % rounds in rows[0], "%s: %d rows, %d rounds" % (name, teams, rounds))
            # TRF -> JSON -> TRF gives the TRF the tool writes from the file itself.
            direct, js, back = (os.path.join(d, name + x) for x in (".direct.trf", ".json", ".back.trf"))
            ok(*run("convert", src, "-o", direct), name + ": convert to TRF")
            ok(*run("convert", src, "-o", js), name + ": convert to JSON")
            ok(*run("convert", js, "-o", back), name + ": JSON back to TRF")
            check(read(direct) == read(back), "%s: TRF -> JSON -> TRF loses nothing" % name)
            code, out1, err = run("crosstable", src, "-f", "tsv")
            code, out2, err = run("crosstable", js, "-f", "tsv")
            check(out1 == out2, "%s: the JSON gives the same crosstable" % name)
        # The team import goes on: the missing results of round 2, then round 3.
        event = os.path.join(d, "sharly__trf-team-import-test.trf.json")
        code, out, err = run("boards", event, "-f", "json")
        matches, boards = sheets(ok(code, out, err, "boards of the real event"))
        for r in boards["rows"]:
            if r["result"] == "?" and r["white_id"] and r["black_id"]:
                ok(*run("result", event, r["match"], r["board"], "1/2"), "a missing result")
        code, out, err = run("boards", event, "-f", "json")
        check(all(m["complete"] == "yes" for m in sheets(out)[0]["rows"]), "round 2 complete")
        # Round 3 paired by the tool (C.04.6), on a copy.
        paired = os.path.join(d, "paired.json")
        with open(paired, "wb") as f:
            f.write(read(event))
        ok(*run("pair", paired, "--save"), "pair round 3 of the real event")
        code, out, err = run("boards", paired, "-f", "json")
        matches, boards = sheets(ok(code, out, err, "boards of the paired round 3"))
        teams = sorted(t for m in matches["rows"] for t in (m["white_team"], m["black_team"]))
        check(matches["title"].startswith("Round 3") and len(matches["rows"]) == 2 and len(set(teams)) == 4 and
              len(matches["notes"]) == 1 and "pab" in matches["notes"][0],
              "round 3 paired: two matches and a team bye: %r" % matches)
        check(len(boards["rows"]) == 8, "eight boards in the paired round 3")
        # And by hand, with a bye of team 1.
        pairing = os.path.join(d, "next.txt")
        with open(pairing, "w") as f:
            f.write("1 bye\n2 - 3\n4 - 5\n")
        ok(*run("lineup", event, 3, pairing), "round 3 of the real event")
        code, out, err = run("boards", event, "-f", "json")
        matches, boards = sheets(out)
        check([(m["white_team"], m["black_team"]) for m in matches["rows"]] == [(2, 3), (4, 5)],
              "round 3 has its matches: %r" % matches["rows"])
        check(matches["title"].startswith("Round 3"), "round 3 is the last")
        check(len(boards["rows"]) == 8, "eight boards in round 3")
        back = os.path.join(d, "continued.trf")
        ok(*run("convert", event, "-o", back), "the continued event as TRF")
        code, out1, err = run("crosstable", event, "-f", "tsv")
        code, out2, err = run("crosstable", back, "-f", "tsv")
        check(out1 == out2, "the continued event converts without loss")


def group_pair(fmt):
    """A team event paired by the tool: each team once, the board colours of
    the sequence, the players of the default line-ups, no rematch in round 2."""
    members = {1: [1, 2, 3], 2: [4, 5], 3: [6, 7], 4: [8, 9]}
    with tempfile.TemporaryDirectory() as d:
        path = new_event(d, fmt)
        seen = set()
        for rnd in (1, 2):
            ok(*run("pair", path, "--save"), "pair round %d" % rnd)
            code, out, err = run("boards", path, "-f", "json")
            matches, boards = sheets(ok(code, out, err, "boards of round %d" % rnd))
            check(matches["title"].startswith("Round %d" % rnd), "round %d paired: %r" % (rnd, matches["title"]))
            pairs = [(m["white_team"], m["black_team"]) for m in matches["rows"]]
            check(sorted(t for p in pairs for t in p) == [1, 2, 3, 4], "round %d: each team once: %r" % (rnd, pairs))
            for p in pairs:
                check(frozenset(p) not in seen, "round %d: no rematch of %r" % (rnd, p))
                seen.add(frozenset(p))
            first = {m["match"]: m["white_team"] for m in matches["rows"]}
            for r in boards["rows"]:
                # WB: the first-named team has white on board 1, black on board 2.
                named_first = r["white_team"] if r["board"] == 1 else r["black_team"]
                check(named_first == first[r["match"]], "round %d: colours of board %r" % (rnd, r))
                check(r["white_id"] == members[r["white_team"]][r["board"] - 1] and
                      r["black_id"] == members[r["black_team"]][r["board"] - 1],
                      "round %d: the board order's players: %r" % (rnd, r))
            for r in boards["rows"]:
                ok(*run("result", path, r["match"], r["board"], "1-0"), "a result")
        code, out, err = run("crosstable", path, "-f", "tsv")
        rows = tsv(ok(code, out, err, "crosstable after two paired rounds"))
        check(all(r["r1"] and r["r2"] for r in rows), "both rounds in the crosstable: %r" % rows)
    forbidden_pair(fmt)
    requested_bye(fmt)
    lineups_handed_in(fmt)


def lineups_handed_in(fmt):
    """lineup EVENT 1 FILE before pair: the captains' line-ups are kept in the
    event file, shown, refused when bad (file:line:column, the event
    unchanged), replaced, withdrawn, and taken by pair."""
    with tempfile.TemporaryDirectory() as d:
        path = new_event(d, fmt)
        given = os.path.join(d, "captains.txt")
        with open(given, "w") as f:
            f.write("# round 1, before the pairing\nAlpha: 3 1\nBeta: - 5\nGamma: 7 6\n")
        out = ok(*run("lineup", path, 1, given), "line-ups handed in")
        check("3 line-ups" in out, "says how many: %r" % out)
        text = open(path, encoding="utf-8").read()
        # Alpha's Ada and Ann have starting ranks 5 and 2 (by rating).
        check(("XTL   1   1 0005 0002" in text) if fmt == "trf" else ('"lineups_ahead"' in text),
              "the event file keeps them: %r" % text[-500:])
        code, out, err = run("lineup", path, 1, "-f", "tsv")
        rows = {r["team_name"]: r for r in tsv(ok(code, out, err, "show the line-ups handed in"))}
        check(rows["Alpha"]["board1"] == "3 Ada" and rows["Alpha"]["board2"] == "1 Ann", "Alpha's: %r" % rows["Alpha"])
        check(rows["Beta"]["board1"] == "-" and rows["Beta"]["board2"] == "5 Bob", "Beta's: %r" % rows["Beta"])
        check(rows["Delta"]["board1"] == "8 Dan", "Delta's board order: %r" % rows["Delta"])
        # Bad line-ups: refused at their place, the event unchanged.
        bad = os.path.join(d, "bad.txt")
        for text, where, what in (("Alpha: 4 1\n", ":1:8", "a player of another team"),
                                  ("Delta: 8 8\n", ":1:10", "a player twice"),
                                  ("Delta: 8 9 8\n", ":1:12", "more players than boards"),
                                  ("Delta: 9\nDelta: 8\n", ":2:1", "a team twice"),
                                  ("Delta: 9\nAlpha - Beta\n", ":1:1", "a line-up before any match")):
            with open(bad, "w") as f:
                f.write(text)
            refused(path, ("lineup", path, 1, bad), bad + where, what)
        with open(bad, "w") as f:
            f.write("Delta: 9 8\n")
        refused(path, ("lineup", path, 2, bad), "the last round or the next one", "a round other than the next")
        # Replaced and withdrawn by giving them again.
        with open(bad, "w") as f:
            f.write("Gamma: -\nAlpha: 2 3\n")
        ok(*run("lineup", path, 1, bad), "replaced and withdrawn")
        ok(*run("pair", path, "--save"), "pair round 1")
        code, out, err = run("lineup", path, 1, "-f", "tsv")
        rows = {r["team_name"]: r for r in tsv(ok(code, out, err, "line-ups of round 1"))}
        check(rows["Alpha"]["board1"] == "2 Abe" and rows["Alpha"]["board2"] == "3 Ada", "pair took Alpha's: %r" % rows)
        check(rows["Beta"]["board1"] == "-" and rows["Beta"]["board2"] == "5 Bob", "pair took Beta's: %r" % rows)
        check(rows["Gamma"]["board1"] == "6 Gil" and rows["Gamma"]["board2"] == "7 Gus", "Gamma's board order: %r" % rows)
        code, out, err = run("lineup", path, 2, "-f", "tsv")
        rows = {r["team_name"]: r for r in tsv(ok(code, out, err, "round 2 not paired"))}
        check(rows["Alpha"]["board1"] == "1 Ann", "taken by round 1, none for round 2: %r" % rows["Alpha"])
        code, out, err = run("log", path)
        check("round 1: line-ups handed in (teams: 3)" in out and "round 1: line-ups handed in (teams: 2)" in out,
              "the journal says so: %r" % out)
        # Removing round 1 gives back what it took; what was handed in for
        # round 2 goes with the round, and comes back with it.
        with open(bad, "w") as f:
            f.write("Delta: 9 8\n")
        ok(*run("lineup", path, 2, bad), "Delta's line-up for round 2")
        ok(*run("undo", "--round", 1, path), "undo --round 1")
        code, out, err = run("lineup", path, 1, "-f", "tsv")
        rows = {r["team_name"]: r for r in tsv(ok(code, out, err, "round 1 not paired again"))}
        check(lineup_cells(rows) == {"Alpha": ("2 Abe", "3 Ada"), "Beta": ("-", "5 Bob"), "Gamma": ("6 Gil", "7 Gus"),
                                     "Delta": ("8 Dan", "9 Dot")},
              "round 1's line-ups handed in again, not Delta's for round 2: %r" % rows)
        ok(*run("redo", path), "redo brings round 1 back")
        code, out, err = run("lineup", path, 2, "-f", "tsv")
        rows = {r["team_name"]: r for r in tsv(ok(code, out, err, "round 2 not paired"))}
        check(lineup_cells(rows)["Delta"] == ("9 Dot", "8 Dan") and lineup_cells(rows)["Alpha"] == ("1 Ann", "2 Abe"),
              "Delta's line-up for round 2 is back: %r" % rows)
    lineups_undone(fmt)


def lineup_cells(rows):
    return {name: (r["board1"], r["board2"]) for name, r in rows.items()}


def shown_lineups(path, rnd):
    code, out, err = run("lineup", path, rnd, "-f", "tsv")
    return lineup_cells({r["team_name"]: r for r in tsv(ok(code, out, err, "line-ups of round %d" % rnd))})


def lineups_undone(fmt):
    """undo and redo of line-ups: handed in for the next round, taken by the
    round paired (undoing the round gives them back, pairing again gives
    the same round), changed in a paired round."""
    board_order = {"Alpha": ("1 Ann", "2 Abe"), "Beta": ("4 Ben", "5 Bob"), "Gamma": ("6 Gil", "7 Gus"),
                   "Delta": ("8 Dan", "9 Dot")}
    with tempfile.TemporaryDirectory() as d:
        path = new_event(d, fmt)
        given = os.path.join(d, "captains.txt")
        with open(given, "w") as f:
            f.write("Alpha: 3 1\nBeta: - 5\n")
        ok(*run("lineup", path, 1, given), "line-ups handed in")
        handed = dict(board_order, Alpha=("3 Ada", "1 Ann"), Beta=("-", "5 Bob"))
        check(shown_lineups(path, 1) == handed, "handed in: %r" % shown_lineups(path, 1))
        out = ok(*run("undo", path), "undo the line-ups handed in")
        check("round 1: line-ups handed in (teams: 2)" in out, "undo says what: %r" % out)
        check(shown_lineups(path, 1) == board_order, "undone: none handed in: %r" % shown_lineups(path, 1))
        ok(*run("redo", path), "redo the line-ups handed in")
        check(shown_lineups(path, 1) == handed, "redone: back exactly: %r" % shown_lineups(path, 1))
        # Replaced: undo gives back the first ones, not none.
        with open(given, "w") as f:
            f.write("Alpha: 2 3\n")
        ok(*run("lineup", path, 1, given), "Alpha's replaced")
        check(shown_lineups(path, 1)["Alpha"] == ("2 Abe", "3 Ada"), "replaced")
        ok(*run("undo", path), "undo the replacement")
        check(shown_lineups(path, 1) == handed, "the first ones again: %r" % shown_lineups(path, 1))
        # The round takes them; undoing it gives them back.
        ok(*run("pair", path, "--save"), "pair round 1")
        code, out, err = run("boards", path, "-f", "tsv")
        paired = ok(code, out, err, "boards of round 1")
        check(shown_lineups(path, 1) == handed, "round 1 played in them: %r" % shown_lineups(path, 1))
        check(shown_lineups(path, 2) == board_order, "none handed in for round 2")
        ok(*run("undo", path), "undo round 1")
        check(shown_lineups(path, 1) == handed, "handed in again after the undo: %r" % shown_lineups(path, 1))
        ok(*run("undo", path), "undo the line-ups handed in")
        check(shown_lineups(path, 1) == board_order, "and undone before it: %r" % shown_lineups(path, 1))
        ok(*run("redo", path), "redo the line-ups")
        ok(*run("redo", path), "redo round 1")
        code, out, err = run("boards", path, "-f", "tsv")
        check(ok(code, out, err, "boards after redo") == paired, "redo gives the same round: %r" % out)
        check(shown_lineups(path, 2) == board_order, "taken again by the round")
        ok(*run("undo", path), "undo round 1 again")
        ok(*run("pair", path, "--save"), "pair round 1 again")
        code, out, err = run("boards", path, "-f", "tsv")
        check(ok(code, out, err, "boards after pairing again") == paired, "pairing again gives the same round: %r" % out)
        # A line-up changed in the paired round: undone and redone.
        with open(given, "w") as f:
            f.write("Gamma: 7 6\nAlpha: 1 -\n")
        ok(*run("lineup", path, 1, given), "line-ups of round 1 changed")
        changed = dict(handed, Gamma=("7 Gus", "6 Gil"), Alpha=("1 Ann", "-"))
        check(shown_lineups(path, 1) == changed, "changed: %r" % shown_lineups(path, 1))
        out = ok(*run("undo", path), "undo the change")
        check("round 1: line-ups changed (teams: 2)" in out, "undo says what: %r" % out)
        check(shown_lineups(path, 1) == handed, "undone: %r" % shown_lineups(path, 1))
        code, out, err = run("boards", path, "-f", "tsv")
        check(ok(code, out, err, "boards after the undo") == paired, "the round as paired: %r" % out)
        ok(*run("redo", path), "redo the change")
        check(shown_lineups(path, 1) == changed, "redone: %r" % shown_lineups(path, 1))
        # The event file keeps the entries: a conversion undoes the same.
        other = os.path.join(d, "other." + ("json" if fmt == "trf" else "trf"))
        ok(*run("convert", path, "-o", other), "convert")
        ok(*run("undo", other), "undo in the converted file")
        check(shown_lineups(other, 1) == handed, "undone after the conversion: %r" % shown_lineups(other, 1))


def requested_bye(fmt):
    """team bye: Delta (4) absent in round 1 with a half-point bye: the
    other three are paired (one gets the PAB), Delta gets its bye."""
    with tempfile.TemporaryDirectory() as d:
        path = new_event(d, fmt)
        out = ok(*run("team", "bye", path, "Delta", 1, "--half-point"), "team bye")
        check("Team 4 (Delta): a half-point bye in round 1" in out, "team bye says what: %r" % out)
        text = open(path, encoding="utf-8").read()
        check(("240 H 001    4" in text) if fmt == "trf" else ('"bye_requests"' in text),
              "the event file keeps the request: %r" % text[-400:])
        for args, what in (((9, 1), "an unknown team"), (("Delta", "x"), "a bad round")):
            before = read(path)
            code, out, err = run("team", "bye", path, *args)
            check(code != EXIT_OK and read(path) == before, "team bye %s: exit %d %r" % (what, code, err))
        ok(*run("pair", path, "--save"), "pair round 1")
        doc = path
        if fmt == "trf":
            doc = os.path.join(d, "copy.json")
            ok(*run("convert", path, "-o", doc), "convert")
        rnd = json.load(open(doc, encoding="utf-8"))["teams"]["rounds"][0]
        byes = sorted((b["team"], b["kind"]) for b in rnd["byes"])
        check(len(rnd["matches"]) == 1 and len(byes) == 2 and (4, "half_bye") in byes and
              any(k == "pab" for _, k in byes), "round 1: one match, the PAB and Delta's bye: %r" % rnd)
        # The round exists now: asking for it is refused.
        before = read(path)
        code, out, err = run("team", "bye", path, "Alpha", 1)
        check(code == EXIT_INPUT and "exists already" in err and read(path) == before,
              "team bye in a paired round: exit %d %r" % (code, err))


def forbidden_pair(fmt):
    """team forbid: round 1 would fold 1-3, 2-4; with Alpha and Gamma (1, 3)
    forbidden it is 1-4, 2-3, they never meet, and the checker agrees."""
    with tempfile.TemporaryDirectory() as d:
        path = new_event(d, fmt)
        out = ok(*run("team", "forbid", path, "Alpha", "3"), "team forbid")
        check("Teams 1 (Alpha) and 3 (Gamma)" in out, "team forbid says which: %r" % out)
        for args, what in ((("Alpha", "Omega"), "an unknown team"), (("Beta", "2"), "the same team twice")):
            refused(path, ("team", "forbid", path) + args, path, "team forbid: " + what)
        for rnd in (1, 2):
            ok(*run("pair", path, "--save"), "pair round %d" % rnd)
            code, out, err = run("boards", path, "-f", "json")
            matches = sheets(ok(code, out, err, "boards of round %d" % rnd))[0]
            pairs = {frozenset((m["white_team"], m["black_team"])) for m in matches["rows"]}
            check(frozenset((1, 3)) not in pairs, "round %d: the forbidden pair meets: %r" % (rnd, pairs))
            if rnd == 1:
                check(pairs == {frozenset((1, 4)), frozenset((2, 3))}, "round 1 without 1-3: %r" % pairs)
            for r in sheets(out)[1]["rows"]:
                ok(*run("result", path, r["match"], r["board"], "1/2"), "a result")
        code, out, err = run("check", path)
        check(code == EXIT_OK, "check agrees with every round: exit %d %s %s" % (code, out, err))
        # Round 3 could only be 1-3 and 2-4: no legal pairing, nothing saved.
        before = read(path)
        code, out, err = run("pair", path, "--save")
        check(code != EXIT_OK and "no legal pairing" in err and read(path) == before,
              "round 3 needs the forbidden pair: exit %d %r" % (code, err))
        text = open(path, encoding="utf-8").read()
        check(("260 001 003    1    3" in text) if fmt == "trf" else ('"forbidden_pairs"' in text),
              "the event file keeps the pair")
        solo = os.path.join(d, "solo." + fmt)
        ok(*run("new", solo, "--rounds", 3), "new")
        before = read(solo)
        code, out, err = run("team", "forbid", solo, "1", "2")
        check(code == EXIT_INPUT and "not a team event" in err and read(solo) == before,
              "team forbid in an individual event: exit %d %r" % (code, err))


def main():
    group, clitest.tool = sys.argv[1], sys.argv[2]
    arg = sys.argv[3] if len(sys.argv) > 3 else "trf"
    if group == "event":
        group_event(arg)
    elif group == "refusals":
        group_refusals(arg)
    elif group == "real":
        group_real(arg)
    elif group == "pair":
        group_pair(arg)
    else:
        print("unknown group " + group, file=sys.stderr)
        return 2
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
