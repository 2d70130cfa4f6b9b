"""An arbiter's script: read a TRF file, pair the next round, print the
board list and the standings as a sheet to hang on the wall.

    arbiter.py IN.trf [RULESET] [-o OUT.trf]

Chinese names take two columns on a terminal or a printed sheet; the
columns are padded by display width, so they line up.
"""

import argparse
import sys
import unicodedata

import swisscore as sc


def width(text):
    """Display width: East Asian wide and full-width characters count 2."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def pad(text, cols, right=False):
    space = " " * max(0, cols - width(text))
    return space + text if right else text + space


def table(header, rows):
    """Rows of strings as aligned text; numbers (after column 1) to the right."""
    cols = [max(width(str(r[i])) for r in [header] + rows) for i in range(len(header))]
    numeric = [all(str(r[i]).replace(".", "", 1).replace("-", "").isdigit() or r[i] == ""
                   for r in rows) for i in range(len(header))]
    lines = []
    for r in [header] + rows:
        lines.append("  ".join(pad(str(v), cols[i], numeric[i] and i > 0)
                               for i, v in enumerate(r)).rstrip())
    lines.insert(1, "-" * width(lines[0]))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("trf")
    ap.add_argument("ruleset", nargs="?", default="fide-2026")
    ap.add_argument("-o", "--output", help="write the TRF with the new round")
    args = ap.parse_args()

    with sc.Tournament.from_trf_file(args.trf) as t:
        done = t.round_count
        print("%s — standings after round %d (%s)\n" % (t.name, done, args.ruleset))
        rows = t.standings(args.ruleset)
        codes = rows.codes  # the criteria, points first, even with no player
        print(table(["#", "Name", "Rtg"] + codes,
                    [[("%d" % r.rank) + ("=" if r.shared else ""), r.name,
                      t.player(r.id).rating] + ["" if r[c] is None else str(r[c]) for c in codes]
                     for r in rows]))

        rnd = t.pair_next_round()
        print("\nRound %d pairings\n" % rnd.number)
        boards = []
        for b in rnd.boards:
            w, k = t.player(b.white), t.player(b.black)
            boards.append([b.number, w.name, str(w.score(done)), "-", str(k.score(done)), k.name])
        print(table(["Bd", "White", "Pts", "", "Pts", "Black"], boards))
        for bye in rnd.byes:
            print("%s: %s" % (bye.kind.name.replace("_", " ").lower(), t.player(bye.player).name))
        if args.output:
            t.save_trf(args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
