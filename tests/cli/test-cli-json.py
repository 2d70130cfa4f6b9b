#!/usr/bin/env python3
"""Tests of JSON in `swisscore`: convert, --format json and .json event files.

  test-cli-json.py GROUP SWISSCORE DATA_DIR VALIDATOR...

GROUP is convert, formats, pair or errors. DATA_DIR is tests/data (its
corpus/ and prizes/ folders are used). VALIDATOR is the command that checks
documents against doc/tournament.schema.json (tests/validate-json.py run by
a python3 with the jsonschema module), empty when none was found. Standard
library only.
"""

import json
import os
import subprocess
import sys
import tempfile

import clitest
from clitest import check, run

EXIT_OK, EXIT_USAGE, EXIT_INPUT = 0, 1, 2


def trf_files():
    corpus = os.path.join(DATA, "corpus")
    return sorted(os.path.join(corpus, f) for f in os.listdir(corpus) if f.endswith(".trf"))


def validate(paths):
    if not VALIDATOR:
        check(False, "no python3 with the jsonschema module: apt-get install python3-jsonschema")
        return
    p = subprocess.run(VALIDATOR + list(paths), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    check(p.returncode == 0, "schema validation: %s %s" % (p.stdout.decode(), p.stderr.decode()))


def group_convert(tmp):
    """TRF -> JSON -> TRF gives the same text; every document follows the schema."""
    docs = []
    for i, trf in enumerate(trf_files()):
        js = os.path.join(tmp, "e%d.json" % i)
        rc, _, err = run("convert", trf, "-o", js)
        check(rc == EXIT_OK, "convert %s -o %s: %s" % (trf, js, err))
        docs.append(js)
        doc = json.load(open(js, encoding="utf-8"))
        check(doc["format"] == "swisscore" and doc["version"] == 1, "%s: header" % js)
        rc, back, err = run("convert", js)
        rc2, direct, _ = run("convert", trf)
        check(rc == EXIT_OK and back == direct, "%s: TRF -> JSON -> TRF differs from TRF -> TRF" % trf)
        rc, again, _ = run("convert", js, "--format", "json")
        check(again == open(js, encoding="utf-8").read(), "%s: JSON -> JSON changes the text" % js)
    # One line with --indent 0, the same document.
    trf = trf_files()[0]
    rc, line, _ = run("convert", "--format", "json", "--indent", "0", trf)
    check(rc == EXIT_OK and line.count("\n") == 1, "--indent 0 writes one line")
    check(json.loads(line) == json.load(open(docs[0], encoding="utf-8")), "--indent 0 is the same document")
    # Standard input: a JSON document is recognised by its first character.
    rc, out, err = run("convert", "-", stdin=line.encode())
    check(rc == EXIT_OK and out == run("convert", trf)[1], "JSON on standard input: %s" % err)
    validate(docs)


def without_file(obj):
    obj.pop("file", None)
    return obj


def group_formats(tmp):
    """Every command reads a .json event like the .trf it came from."""
    prizes_trf = os.path.join(DATA, "prizes", "p40_r5_c.trf")
    for trf in trf_files()[:6] + [prizes_trf]:
        js = os.path.join(tmp, os.path.basename(trf) + ".json")
        run("convert", trf, "-o", js)
        for args in (["info", "--format", "json"], ["info"], ["pair", "--format", "json"], ["pair"],
                     ["check", "--format", "json"], ["standings", "--ruleset", "fide-2026", "--format", "json"],
                     ["stats", "--format", "json"]):
            a = run(*(args[:1] + [trf] + args[1:]))
            b = run(*(args[:1] + [js] + args[1:]))
            check(a[0] == b[0], "%s %s: exit %d for TRF, %d for JSON" % (" ".join(args), trf, a[0], b[0]))
            if "--format" in args:
                if a[0] == EXIT_OK or args[0] == "check":
                    ja, jb = json.loads(a[1]), json.loads(b[1])
                    check(without_file(ja) == without_file(jb), "%s %s: JSON output differs" % (" ".join(args), trf))
            elif args[0] != "check":
                check(a[1] == b[1], "%s %s: output differs for the JSON file" % (" ".join(args), trf))
    rules = run("prizes", "--list", "--format", "json")
    check(rules[0] == EXIT_OK, "prizes --list")
    js = os.path.join(tmp, "prizes.json")
    run("convert", prizes_trf, "-o", js)
    a = run("prizes", prizes_trf, "--rules", "fangzhuang-xiangqi", "--format", "json")
    b = run("prizes", js, "--rules", "fangzhuang-xiangqi", "--format", "json")
    check(a[0] == EXIT_OK and a[0] == b[0] and a[1] == b[1], "prizes: JSON event gives other output (%s)" % b[2])

    # info --format json: ids and scores agree with the document.
    js = os.path.join(tmp, os.path.basename(trf_files()[0]) + ".json")
    doc = json.load(open(js, encoding="utf-8"))
    rc, out, _ = run("info", js, "--format", "json")
    info = json.loads(out)
    check(info["player_count"] == len(doc["players"]), "info: player count")
    check(info["rounds"]["paired"] == len(doc["rounds"]), "info: rounds paired")
    check(info["settings"]["system"] == doc["settings"]["system"], "info: system")
    by_id = {p["id"]: p for p in doc["players"]}
    for p in info["players"]:
        d = by_id[p["id"]]
        check(p["tpn"] == d["tpn"] and p["name"] == d["name"], "info: player %d" % p["id"])
        check("%.1f" % p["score"] == "%.1f" % float(d["score"]), "info: score of player %d" % p["id"])
    check([p["tpn"] for p in info["players"]] == list(range(1, len(doc["players"]) + 1)), "info: TPN order")


def group_pair(tmp):
    """pair --format json: every player once, by id, with the score before the round."""
    for trf in trf_files()[:8]:
        js = os.path.join(tmp, "in.json")
        run("convert", trf, "-o", js)
        doc = json.load(open(js, encoding="utf-8"))
        if len(doc["rounds"]) >= doc["settings"]["rounds"]:
            doc["settings"]["rounds"] = len(doc["rounds"]) + 1
            json.dump(doc, open(js, "w", encoding="utf-8"))
        rc, out, err = run("pair", "--format", "json", js)
        check(rc == EXIT_OK, "pair %s: %s" % (js, err))
        if rc != EXIT_OK:
            continue
        rep = json.loads(out)
        check(rep["round"] == len(doc["rounds"]) + 1, "pair: round number")
        names = {p["id"]: p["name"] for p in doc["players"]}
        scores = {p["id"]: float(p["score"]) for p in doc["players"]}
        seen = []
        for i, b in enumerate(rep["boards"]):
            check(b["board"] == i + 1, "pair: board numbers in order")
            for side in ("white", "black"):
                p = b[side]
                seen.append(p["id"])
                check(p["name"] == names[p["id"]], "pair: name of %d" % p["id"])
                check(abs(p["score"] - scores[p["id"]]) < 1e-9, "pair: score of %d" % p["id"])
        for y in rep["byes"]:
            seen.append(y["id"])
            check(y["kind"] in ("pab", "full_bye", "half_bye", "zero_bye", "not_paired", "not_entered", "withdrawn"),
                  "pair: bye kind %s" % y["kind"])
        check(sorted(seen) == sorted(names), "pair: every player once (%s)" % trf)
        # The same round written into the event file.
        out_js = os.path.join(tmp, "out.json")
        rc, _, err = run("pair", js, "-o", out_js)
        check(rc == EXIT_OK, "pair -o out.json: %s" % err)
        new = json.load(open(out_js, encoding="utf-8"))
        check(len(new["rounds"]) == len(doc["rounds"]) + 1, "pair -o: one more round")
        last = new["rounds"][-1]
        check([(b["white"], b["black"]) for b in last["boards"]] ==
              [(b["white"]["id"], b["black"]["id"]) for b in rep["boards"]], "pair -o: the printed boards")
        check(all(b["result"] == "none" for b in last["boards"]), "pair -o: results pending")
        validate([out_js])


def group_errors(tmp):
    """Malformed documents: the file name, the path and the reason; nothing written."""
    cases = [
        ('{"format": "swisscore", "version": 1, "players": [{"id": 1, "name": "A", "rating": "x"}]}',
         "players[0].rating: expected a number, found a string"),
        ('{"format": "swisscore", "version": 7}', "version: version 7 is not supported (this library reads version 1)"),
        ('{"format": "swisscore",\n "version": 1,]', ":2:15: string or '}' expected near ']'"),
    ]
    for i, (text, want) in enumerate(cases):
        path = os.path.join(tmp, "bad%d.json" % i)
        open(path, "w", encoding="utf-8").write(text)
        for cmd in (["info"], ["pair"], ["convert"], ["standings", "--ruleset", "fide-2026"], ["check"]):
            rc, out, err = run(cmd[0], path, *cmd[1:])
            check(rc == EXIT_INPUT, "%s on bad%d.json exits 2, not %d" % (cmd[0], i, rc))
            check(err.startswith("swisscore: " + path) and want in err, "%s: message %r" % (cmd[0], err))
            check(out == "", "%s: nothing on stdout" % cmd[0])
    # A name ending in .json is read as JSON even when it holds TRF.
    trf = trf_files()[0]
    fake = os.path.join(tmp, "trf.json")
    open(fake, "w", encoding="utf-8").write(open(trf, encoding="utf-8").read())
    rc, _, err = run("info", fake)
    check(rc == EXIT_INPUT and "1:1:" in err, "a .json file holding TRF is refused as JSON: %r" % err)
    rc, _, err = run("convert", trf, "--format", "xml")
    check(rc == EXIT_USAGE and "trf2026, trf16 or json" in err, "convert --format xml: %r" % err)
    rc, _, err = run("convert", trf, "--format", "json", "--indent", "40")
    check(rc == EXIT_USAGE, "convert --indent 40")
    rc, _, err = run("info", trf, "--format", "tsv")
    check(rc == EXIT_USAGE, "info --format tsv")
    rc, _, err = run("pair", trf, "--format", "yaml")
    check(rc == EXIT_USAGE, "pair --format yaml")


def ranged_event(tmp, name, rounds, records):
    """Four players rated 2400 down, one round block each (or none), and
    the given 260 records."""
    lines = ["012 Ranges", "XXR 3", "XXC white1"]
    for i in range(4):
        block = rounds[i] if rounds else ""
        pts = " 1.0" if block.endswith("1") else " 0.0"
        lines.append("001 %4d m    %-33s %4d NOR %11d 2000/01/01 %s       %s"
                     % (i + 1, "Player%02d, Test" % (i + 1), 2400 - 10 * i, 1500001 + i, pts, block))
    path = os.path.join(tmp, name)
    open(path, "w", encoding="utf-8").write("\n".join(lines + records) + "\n")
    return path


def group_forbidden(tmp):
    """TRF-2026 record 260: its players may not meet in its rounds, and may
    from the round after its last. Expectations worked out by hand."""
    # Round 1 played: 1 (white) beat 4, 3 (white) beat 2.
    played = ["   4 w 1", "   3 b 0", "   2 w 1", "   1 b 0"]
    ended = ranged_event(tmp, "ended.trf", played, ["260 001 001    1    3"])
    # 1 and 3 lead and have not met; the range ended with round 1.
    rc, out, err = run("pair", ended, "--format", "json")
    check(rc == EXIT_OK, "pair with an ended range: %s" % err)
    pairs = sorted(sorted((b["white"]["id"], b["black"]["id"])) for b in json.loads(out)["boards"]) if rc == EXIT_OK else []
    check(pairs == [[1, 3], [2, 4]], "round 2 pairs 1-3 once the range ended: %r" % pairs)
    # Still kept apart in round 2: 1 met 4 and 3 met 2, so 1-2 and 3-4.
    held = ranged_event(tmp, "held.trf", played, ["260 001 002    1    3"])
    rc, out, err = run("pair", held, "--format", "json")
    pairs = sorted(sorted((b["white"]["id"], b["black"]["id"])) for b in json.loads(out)["boards"]) if rc == EXIT_OK else []
    check(pairs == [[1, 2], [3, 4]], "round 2 keeps 1 and 3 apart inside the range: %r %s" % (pairs, err))
    # info shows the range; the JSON document and TRF16 keep it.
    rc, out, err = run("info", ended)
    check(rc == EXIT_OK and "Kept apart:        ids 1 and 3, round 1\n" in out, "info shows the range: %r" % out)
    rc, out, err = run("info", held, "--format", "json")
    check(rc == EXIT_OK and json.loads(out)["forbidden_pairs"] ==
          [{"a": 1, "b": 3, "first_round": 1, "last_round": 2}], "info --format json: %r" % out)
    rc, out, err = run("convert", held, "--format", "json")
    check(rc == EXIT_OK and json.loads(out)["forbidden_pairs"] == [[1, 3, 1, 2]], "JSON keeps the range: %s" % err)
    rc, out, err = run("convert", held, "--format", "trf16")
    check(rc == EXIT_OK and "\nXFP 001 002    1    3\n" in out and "XXP" not in out, "TRF16 writes XFP: %r" % out)
    rc, out, err = run("convert", held)
    check(rc == EXIT_OK and "\n260 001 002    1    3\n" in out, "TRF-2026 writes 260 with its range: %r" % out)
    # check: round 1 played 1-3 breaks the rule inside the range only.
    met = ["   3 w 1", "   4 b 1", "   1 b 0", "   2 w 0"]
    inside = ranged_event(tmp, "inside.trf", met, ["260 001 001    1    3"])
    rc, out, err = run("check", inside)
    check(rc != EXIT_OK and "players 1 and 3 must not be paired" in out, "check inside the range: %r" % out)
    before = ranged_event(tmp, "before.trf", met, ["260 002 003    1    3"])
    rc, out, err = run("check", before)
    check(rc == EXIT_OK and "round 1: agrees" in out, "check before the range: %r %s" % (out, err))


def main():
    global SWISSCORE, DATA, VALIDATOR
    group, SWISSCORE, DATA = sys.argv[1:4]
    clitest.tool = SWISSCORE
    VALIDATOR = [a for a in sys.argv[4:] if a]
    with tempfile.TemporaryDirectory() as tmp:
        {"convert": group_convert, "formats": group_formats, "pair": group_pair, "errors": group_errors,
         "forbidden": group_forbidden}[group](tmp)
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
