"""swisscore pair and check on a team event: FIDE's Swiss Team Pairing
System (C.04.6) and the team round robin.

    test-cli-teampair.py GROUP SWISSCORE TEAM_DATA_DIR

The team events are the bundled copies of tests/data/team-oracle/: their
planned rounds are raised by one in a temporary copy, so that the tool has
a round to pair."""

import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import clitest  # noqa: E402
from clitest import check, run  # noqa: E402


def one_more_round(src, folder):
    """A copy of the TRF src with one planned round more (record 142)."""
    lines = open(src, encoding="utf-8").read().splitlines()
    out = []
    for line in lines:
        if line.startswith("142 "):
            line = "142 %d" % (int(line[4:].strip()) + 1)
        out.append(line)
    path = os.path.join(folder, os.path.basename(src))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    return path


def group_pair(data):
    with tempfile.TemporaryDirectory() as tmp:
        event = one_more_round(os.path.join(data, "sw11_b4_r7_pab.trf"), tmp)
        rc, out, err = run("pair", event)
        check(rc == 0, "pair a team event: %d %s" % (rc, err))
        check("FIDE Swiss Team Pairing System, C.04.6" in out, "the system is named: %r" % out[:200])
        matches = [l for l in out.splitlines() if l.startswith("Match ")]
        byes = [l for l in out.splitlines() if l.startswith("Team ") and "pairing-allocated bye" in l]
        check(len(matches) == 5 and len(byes) == 1, "11 teams: 5 matches and the PAB: %r" % out[:600])
        # The round written out is the one the checker expects.
        nxt = os.path.join(tmp, "next.trf")
        rc, out, err = run("pair", event, "-o", nxt)
        check(rc == 0 and os.path.exists(nxt), "pair -o: %d %s" % (rc, err))
        rc, out, err = run("check", nxt, "--format", "json")
        check(rc in (0, 5), "check the paired event: %d %s" % (rc, err))
        try:
            doc = json.loads(out)
        except ValueError:
            doc = None
            check(False, "check --format json gives JSON: %r" % out[:300])
        if doc is not None:
            rounds = doc.get("rounds", [])
            last = [r for r in rounds if r.get("round") == 8]
            check(len(last) == 1 and last[0].get("agrees") in (True, 1),
                  "round 8 as paired agrees with the checker: %r" % last)
        # The JSON board list names the system and lists the matches.
        rc, out, err = run("pair", event, "--format", "json")
        check(rc == 0, "pair --format json: %d %s" % (rc, err))
        try:
            doc = json.loads(out)
        except ValueError:
            doc = {}
            check(False, "pair --format json gives JSON: %r" % out[:300])
        matches = doc.get("matches", [])
        check(doc.get("team_system") == "team-swiss-2026", "team_system: %r" % doc.get("team_system"))
        check(len([m for m in matches if m.get("kind") == "match"]) == 5 and
              len([m for m in matches if m.get("second") == 0]) == 1, "matches: %r" % matches)
        # Options: type B colours and game points first are accepted.
        rc, out, err = run("pair", event, "--team-colours", "B", "--team-score", "gp")
        check(rc == 0, "pair with --team-colours B --team-score gp: %d %s" % (rc, err))
        rc, out, err = run("pair", event, "--team-colours", "C")
        check(rc != 0 and "colour preference type" in err, "a bad colour type is refused: %r" % err)
        rc, out, err = run("pair", event, "--team-secondary", "maybe")
        check(rc != 0 and "secondary score" in err, "a bad secondary score use is refused: %r" % err)
        rc, out, err = run("pair", event, "--baku", "--team-score", "gp")
        check(rc == 2 and "game points" in err and "Match " not in out,
              "Baku with game points first is refused (C.04.7): %d %r" % (rc, err))
        team_codes(event, tmp)
        same_match_numbers(event)


def same_match_numbers(event):
    """pair, boards and result number a round's matches alike, the TRF file
    saved and read again: byes (here team 1's requested bye, listed after
    the matches) have no number."""
    rc, out, err = run("team", "bye", event, 1, 8)
    check(rc == 0, "team 1 asks for a bye in round 8: %d %s" % (rc, err))
    rc, out, err = run("pair", event, "--save")
    check(rc == 0, "pair --save: %d %s" % (rc, err))
    lines = out.splitlines()
    firsts = [i for i, l in enumerate(lines) if l.startswith("Match ")]
    byes = [i for i, l in enumerate(lines) if l.startswith("Team 1 ")]
    check(firsts and byes and byes[0] > firsts[-1], "the bye comes after the matches: %r" % out[:600])
    printed = {}
    for line in out.splitlines():
        if line.startswith("Match "):
            head, rest = line.split(":", 1)
            words = rest.split()
            printed[int(head.split()[1])] = (int(words[1]), int(words[words.index("-") + 2]))
    check(sorted(printed) == [1, 2, 3, 4, 5], "pair numbers the 5 matches 1-5: %r" % out[:600])
    rc, out, err = run("boards", event, "--format", "tsv")
    check(rc == 0, "boards: %d %s" % (rc, err))
    # The first table of boards: match, white_team, ..., black_team.
    listed = {}
    head = None
    for line in out.splitlines():
        row = line.split("\t")
        if head is None and row[0] == "match" and "white_team" in row:
            head = row
        elif head is not None:
            if not row[0].isdigit():
                break
            number = int(row[0])
            listed[number] = (int(row[head.index("white_team")]), int(row[head.index("black_team")]))
    check(listed == printed, "boards numbers the matches as pair does: %r, %r" % (listed, printed))
    # A result entered for match 5, board 1, lands in the match pair printed as 5.
    rc, out, err = run("result", event, 5, 1, "1-0")
    check(rc == 0, "result for match 5: %d %s" % (rc, err))


def pairs_of(*args):
    rc, out, err = run("pair", *args, "--format", "json")
    check(rc == 0, "pair %r: %d %s" % (args, rc, err))
    try:
        return [(m.get("first"), m.get("second")) for m in json.loads(out).get("matches", [])]
    except ValueError:
        check(False, "pair --format json gives JSON: %r" % out[:300])
        return []


def team_codes(event, tmp):
    """192 FIDE_TEAM_GP_MP (C.04.6 1.7: no colour preferences, game points
    first) pairs as the options --team-colours none --team-score gp, and the
    code read is the code written."""
    text = open(event, encoding="utf-8").read()
    check("192 FIDE_TEAM_TYPEA_MP_GP\n" in text, "the event names its team code")
    coded = os.path.join(tmp, "gp_mp.trf")
    with open(coded, "w", encoding="utf-8") as f:
        f.write(text.replace("192 FIDE_TEAM_TYPEA_MP_GP\n", "192 FIDE_TEAM_GP_MP\n"))
    by_code = pairs_of(coded)
    by_options = pairs_of(event, "--team-colours", "none", "--team-score", "gp")
    check(len(by_code) == 6 and by_code == by_options, "the code pairs as the options: %r / %r" % (by_code, by_options))
    nxt = os.path.join(tmp, "gp_mp_next.trf")
    rc, out, err = run("pair", coded, "-o", nxt)
    check(rc == 0 and "192 FIDE_TEAM_GP_MP\n" in open(nxt, encoding="utf-8").read(),
          "192 FIDE_TEAM_GP_MP is written back: %d %s" % (rc, err))
    rc, out, err = run("check", nxt, "--format", "json")
    try:
        doc = json.loads(out)
    except ValueError:
        doc = {}
    check(doc.get("colour_type") == "none" and doc.get("score_order") == "game_points" and
          doc.get("secondary_score") == "used", "check names the options: %r" % out[:300])
    last = [r for r in doc.get("rounds", []) if r.get("round") == 8]
    check(len(last) == 1 and last[0].get("agrees") in (True, 1), "the checker agrees with round 8: %r" % last)


def group_robin(data):
    with tempfile.TemporaryDirectory() as tmp:
        event = one_more_round(os.path.join(data, "sw11_b4_r7_pab.trf"), tmp)
        rc, out, err = run("pair", event, "--system", "team-round-robin")
        check(rc == 0, "pair a team round robin: %d %s" % (rc, err))
        check("team round robin" in out, "the system is named: %r" % out[:200])
        # Berger round 8 of 11 teams (12 seats): every team but one plays.
        matches = [l for l in out.splitlines() if l.startswith("Match ")]
        check(len(matches) == 5, "5 matches: %r" % out[:600])
        new_names_the_team_system(tmp)


def new_names_the_team_system(tmp):
    """new --teams names the team system it sets, and refuses the
    sequential system, which pairs no teams."""
    for system, name, saved in (("dutch", "FIDE Swiss Team (C.04.6)", "swiss"),
                                ("berger", "team round robin (Berger)", "round_robin")):
        path = os.path.join(tmp, "new-%s.json" % system)
        rc, out, err = run("new", path, "--rounds", 3, "--teams", "--boards", 4, "--system", system)
        check(rc == 0 and name in out and "Dutch" not in out, "new --teams --system %s: %d %r %s" %
              (system, rc, out, err))
        with open(path, encoding="utf-8") as f:
            teams = json.load(f).get("teams", {})
        check(teams.get("system") == saved, "new --system %s saves the team system: %r" % (system, teams))
    path = os.path.join(tmp, "new-sequential.json")
    rc, out, err = run("new", path, "--rounds", 3, "--teams", "--boards", 4, "--system", "sequential")
    check(rc == 1 and "not by the sequential system" in err and not os.path.exists(path),
          "new --teams --system sequential is refused: %d %r" % (rc, err))


def group_check(data):
    """check names the team system, not the individual one, in English and Chinese."""
    with tempfile.TemporaryDirectory() as tmp:
        swiss = os.path.join(data, "sw11_b4_r7_pab.trf")
        rc, out, err = run("check", swiss)
        head = out.splitlines()[0] if out else ""
        check(rc in (0, 5), "check a team Swiss: %d %s" % (rc, err))
        check("FIDE Swiss Team (C.04.6), colour type A, match points first" in head and "Dutch" not in head,
              "the header names C.04.6: %r" % head)
        rc, out, err = run("check", swiss, "--format", "json")
        try:
            doc = json.loads(out)
        except ValueError:
            doc = {}
            check(False, "check --format json gives JSON: %r" % out[:300])
        check(doc.get("system") == "team-swiss-2026" and doc.get("colour_type") == "A" and
              doc.get("score_order") == "match_points" and "dutch_edition" not in doc,
              "the JSON report names the team system: %r" % {k: doc.get(k) for k in ("system", "colour_type")})
        # Type B, game points first, as the 192 record says.
        text = open(swiss, encoding="utf-8").read().replace("192 FIDE_TEAM_TYPEA_MP_GP", "192 FIDE_TEAM_TYPEB_GP_MP")
        typeb = os.path.join(tmp, "typeb.trf")
        with open(typeb, "w", encoding="utf-8") as f:
            f.write(text)
        rc, out, err = run("check", typeb)
        head = out.splitlines()[0] if out else ""
        check("colour type B, game points first" in head, "type B and game points first: %r" % head)
        rc, out, err = run("check", typeb, "--lang", "zh")
        head = out.splitlines()[0] if out else ""
        check("国际棋联团体积分编排制（C.04.6）" in head and "B类执色倾向" in head and "局分优先" in head and
              "荷兰制" not in head, "the Chinese header: %r" % head)
        # A team round robin.
        robin = os.path.join(data, "rr09_b6_r9.trf")
        rc, out, err = run("check", robin)
        head = out.splitlines()[0] if out else ""
        check(rc in (0, 5) and "team round robin (Berger)" in head and "Dutch" not in head,
              "the round robin is named: %d %r %s" % (rc, head, err))
        rc, out, err = run("check", robin, "--lang", "zh")
        head = out.splitlines()[0] if out else ""
        check("团体循环赛（伯格表）" in head, "the Chinese round robin header: %r" % head)
        rc, out, err = run("check", robin, "--format", "json")
        try:
            doc = json.loads(out)
        except ValueError:
            doc = {}
        check(doc.get("system") == "team-round-robin", "the JSON round robin: %r" % doc.get("system"))


def main():
    group, clitest.tool, data = sys.argv[1], sys.argv[2], sys.argv[3]
    {"pair": group_pair, "robin": group_robin, "check": group_check}[group](data)
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
