#!/usr/bin/env python3
"""The dutch: fields of bench-pairing: made, complete, valid, saved and timed again.

  test-bench-pairing.py BENCH_PAIRING SWISSCORE

A small field (40 players, 5 rounds, half-point byes, forfeits and late
entries) is made with every round timed and saved as TRF; the saved file
must hold every player in every round exactly once, the rounds must be
those the engine pairs (`swisscore check`), and timing the saved file
round by round must pair each round as it was made. A 700-player event of
60 rounds, whose late rounds need the widest weights, is paired to the
end. Standard library only.
"""

import json
import os
import subprocess
import sys
import tempfile

BENCH, SWISSCORE = sys.argv[1], sys.argv[2]
SPEC = "dutch:40:5:1"
failed = []


def check(ok, what):
    if not ok:
        failed.append(what)
        print("FAIL:", what)


def run(*args):
    p = subprocess.run(list(args), capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def rows(out, name):
    """Table rows of one input: {round: (players, reference text)}."""
    got = {}
    for line in out.splitlines():
        words = line.split()
        if len(words) >= 10 and words[0] == name and words[2].rstrip("*").isdigit():
            got[int(words[2].rstrip("*"))] = (int(words[1]), " ".join(words[9:]))
    return got


def trf_rounds(path, nrounds):
    """Per player number: its cells of rounds 1..nrounds (opponent, colour, result)."""
    players = {}
    late = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("XLE "):
                late.update(int(x) for x in line.split()[2:])
            if not line.startswith("001 "):
                continue
            cells = []
            for r in range(nrounds):
                cell = line[91 + 10 * r: 99 + 10 * r]
                cells.append((int(cell[0:4].strip() or 0), cell[5], cell[7]))
            players[int(line[4:8])] = cells
    return players, late


def main():
    with tempfile.TemporaryDirectory() as tmp:
        field = os.path.join(tmp, "field.trf")
        # No address-space limit: a sanitizer's shadow memory would not fit.
        args = [BENCH, "--mem-limit", "0", "--every-round", "--byes", "10", "--forfeits", "5", "--late", "4",
                "--save-field", field, SPEC]
        rc, out, err = run(*args)
        check(rc == 0, "made with exit 0, got %d: %s" % (rc, err))
        made = rows(out, SPEC)
        check(sorted(made) == [2, 3, 4, 5], "rounds 2-5 timed: %s" % out)
        check(all(ref == "generated, complete" for _, ref in made.values()), "every round complete: %s" % out)
        check(made.get(2, (0,))[0] < 40 and made.get(5, (0,))[0] == 40,
              "late entries registered after round 1: %s" % made)
        check(any(l.startswith(SPEC) and " worst round " in l for l in out.splitlines()), "worst line: %s" % out)

        # The saved field: every player once in every round, games both ways.
        check(os.path.exists(field), "the field was saved")
        if failed:
            return 1
        players, late = trf_rounds(field, 5)
        check(len(players) == 40, "40 players saved, got %d" % len(players))
        check(len(late) == 4, "4 late entries saved (XLE), got %s" % sorted(late))
        half_byes = forfeits = 0
        for r in range(5):
            pabs = 0
            for num, cells in players.items():
                opp, colour, result = cells[r]
                if opp:
                    check(opp in players and players[opp][r][0] == num,
                          "round %d: %d meets %d and back" % (r + 1, num, opp))
                    check({colour, players[opp][r][1]} == {"w", "b"}, "round %d: colours of %d" % (r + 1, num))
                    forfeits += result == "+"
                else:
                    check(result in "HUZ", "round %d: %d has no game, result %r" % (r + 1, num, result))
                    half_byes += result == "H"
                    pabs += result == "U"
                    if num in late and r == 0:
                        check(result == "Z", "late entry %d is not there in round 1" % num)
            check(pabs <= 1, "round %d: at most one pairing-allocated bye" % (r + 1))
        check(half_byes > 0, "some half-point byes were requested")
        check(forfeits > 0, "some games were forfeited")

        # The library's checker re-pairs each round: all must agree.
        rc, out, err = run(SWISSCORE, "check", "--format", "json", field)
        check(rc == 0, "swisscore check exit 0, got %d: %s %s" % (rc, out, err))
        if rc == 0:
            report = json.loads(out)
            check(report["rounds_checked"] == 5 and report["agree"] == 5 and report["differ"] == 0,
                  "every round as the engine pairs it: %s" % out)

        # The saved field timed again, round by round, pairs as it was made.
        rc, out, err = run(BENCH, "--mem-limit", "0", "--every-round", field)
        again = rows(out, "field.trf")
        check(rc == 0 and sorted(again) == [2, 3, 4, 5], "saved field re-timed: %d %s %s" % (rc, out, err))
        check(all(ref == "matches the removed round" for _, ref in again.values()), "re-paired as made: %s" % out)

        # One round picked, the first included; a round beyond the file is refused.
        for r in (1, 3):
            rc, out, err = run(BENCH, "--mem-limit", "0", "--round", str(r), field)
            check(rc == 0 and rows(out, "field.trf").get(r, (0, ""))[1] == "matches the removed round",
                  "round %d re-paired as made: %d %s %s" % (r, rc, out, err))
        rc, out, err = run(BENCH, "--mem-limit", "0", "--round", "7", field)
        check(rc != 0 and "no round 7" in err, "round 7 of 5 refused: %d %s" % (rc, err))

        # The same spec and options make the same field.
        second = os.path.join(tmp, "second.trf")
        rc, _, err = run(*(args[:-2] + [second, SPEC]))
        with open(field, "rb") as a, open(second, "rb") as b:
            check(rc == 0 and a.read() == b.read(), "the same field twice: %s" % err)

        # A long event of many score groups: from round 54 on, the 2026
        # edition's weights of this field need more than 16 limbs.
        wide = "dutch:700:60:1"
        rc, out, err = run(BENCH, "--mem-limit", "0", "--every-round", wide)
        long_rows = rows(out, wide)
        check(rc == 0 and sorted(long_rows) == list(range(2, 61)),
              "every round of %s paired: %d %s %s" % (wide, rc, out[-300:], err))
        check(all(ref == "generated, complete" for _, ref in long_rows.values()),
              "every round of %s complete: %s" % (wide, out[-300:]))

        # Bad specs and options are refused without a field.
        for bad in (["dutch:1:5"], ["dutch:40:1"], ["dutch:40:5:1:2"], ["--late", "39", SPEC],
                    ["--byes", "101", SPEC], ["--save-field", second, SPEC, SPEC]):
            rc, out, err = run(BENCH, "--mem-limit", "0", *bad)
            check(rc != 0, "refused: %s (exit %d)" % (bad, rc))
    print("%d failures" % len(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
