#!/usr/bin/env python3
"""Check that a binding's example pairs and ranks exactly as the C tool.

  compare-with-cli.py --cli SWISSCORE [--ruleset NAME]... FILE... -- EXAMPLE [ARGS...]

For each FILE, `EXAMPLE ARGS... FILE RULESET` must print {"pairing": ...,
"standings": ...} (examples/go, examples/java) that equals what
`swisscore pair --format json FILE` and `swisscore standings --format json
--ruleset RULESET FILE` print: the same boards, colours, byes and scores,
the same criteria, places and tie-break values. A finished tournament is
given two more planned rounds first (through its JSON document), so that
there is a next round to pair. Numbers are compared as decimals, exactly.
"""

import argparse
import decimal
import json
import os
import subprocess
import sys
import tempfile


def load(text):
    return json.loads(text, parse_float=decimal.Decimal)


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if p.returncode != 0:
        raise RuntimeError("%s: status %d: %s" % (" ".join(cmd), p.returncode, p.stderr.strip()))
    return p.stdout


def side(s):
    return (s["id"], s["name"], s["score"])


def pairing_facts(p):
    return {"round": p["round"],
            "boards": [(b["board"], side(b["white"]), side(b["black"])) for b in p["boards"]],
            "byes": [(side(b), b["kind"]) for b in p["byes"]]}


def standings_facts(s):
    return {"criteria": [(c["code"], c["name_zh"], c["scale"], c["ascending"]) for c in s["criteria"]],
            "rows": [(r["rank"], r["id"], r["name"], r["shared"], r["by_lot"], r["overall_rank"],
                      sorted(r["values"].items())) for r in s["standings"]]}


def with_room(cli, path, tmp):
    """The file itself when a next round can be paired, else a JSON copy with two more rounds."""
    p = subprocess.run([cli, "pair", "--format", "json", path], stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, universal_newlines=True)
    if p.returncode == 0:
        return path
    doc = load(run([cli, "convert", "--format", "json", path]))
    doc["settings"]["rounds"] += 2
    out = os.path.join(tmp, os.path.basename(path) + ".json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, default=str)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--ruleset", action="append")
    ap.add_argument("files", nargs="+")
    argv = sys.argv[1:]
    if "--" not in argv:
        ap.error("missing -- EXAMPLE")
    cut = argv.index("--")
    args = ap.parse_args(argv[:cut])
    example = argv[cut + 1:]
    rulesets = args.ruleset or ["fide-2026"]

    failed = 0
    with tempfile.TemporaryDirectory(prefix="swisscore-compare-") as tmp:
        cases = [(f, r) for r in rulesets for f in args.files]
        for original, ruleset in cases:
            try:
                path = with_room(args.cli, original, tmp)
                got = load(run(example + [path, ruleset]))
                want_pair = load(run([args.cli, "pair", "--format", "json", path]))
                want_st = load(run([args.cli, "standings", "--format", "json", "--ruleset", ruleset, path]))
            except RuntimeError as e:
                print("FAIL %s (%s): %s" % (original, ruleset, e))
                failed += 1
                continue
            checks = [("pairing", pairing_facts(got["pairing"]), pairing_facts(want_pair)),
                      ("standings", standings_facts(got["standings"]), standings_facts(want_st))]
            bad = [name for name, a, b in checks if a != b]
            for name, a, b in checks:
                if a != b:
                    print("FAIL %s (%s): %s differs\n  binding: %s\n  tool:    %s" % (original, ruleset, name, a, b))
            if bad:
                failed += 1
            else:
                print("ok   %s (%s): round %d, %d boards, %d byes, %d ranked" % (
                    original, ruleset, got["pairing"]["round"], len(got["pairing"]["boards"]),
                    len(got["pairing"]["byes"]), len(got["standings"]["standings"])))
    print("%d of %d cases agree" % (len(cases) - failed, len(cases)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
