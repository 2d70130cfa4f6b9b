#!/usr/bin/env python3
"""`--format json` of the commands that change an event: one JSON object
on standard output that lists the changes as the journal keeps them, or
says why there were none.

  test-cli-answers.py GROUP SWISSCORE

GROUP is event (a scripted event, every writing command) or refusals.
Standard library only.
"""

import json
import os
import sys
import tempfile

import clitest
from clitest import check, run


def answer(*args, expect_ok=True):
    code, out, err = run(*args, "--format", "json")
    try:
        doc = json.loads(out)
    except ValueError:
        check(False, "%s: not one JSON object: %r (stderr %r)" % (args, out, err))
        return code, {"changes": [], "ok": None}
    check(doc.get("ok") is expect_ok and doc.get("exit_status") == code,
          "%s: ok %r exit %r vs %d: %s" % (args, doc.get("ok"), doc.get("exit_status"), code, err))
    check(doc.get("command") == args[0], "%s: command %r" % (args, doc.get("command")))
    return code, doc


def log_entries(ev):
    code, out, _ = run("log", ev, "--format", "json")
    return json.loads(out) if code == 0 else []


def test_event():
    with tempfile.TemporaryDirectory() as d:
        ev = os.path.join(d, "e.json")
        code, doc = answer("new", ev, "--rounds", "3", "--name", "Club open")
        ch = doc["changes"]
        check(len(ch) == 1 and ch[0]["kind"] == "created" and ch[0]["after"] == 3 and ch[0]["number"] == 1,
              "new: %r" % ch)
        for k, name in enumerate(["Ann", "Bob", "Cai", "Dan"]):
            code, doc = answer("player", "add", ev, "--name", name, "--rating", 2000 - 10 * k)
            ch = doc["changes"]
            check(len(ch) == 1 and ch[0]["kind"] == "player_added" and ch[0]["player"] == k + 1
                  and name in ch[0]["text"], "player add %s: %r" % (name, ch))
        run("pair", ev, "--save")
        code, doc = answer("result", ev, "1", "1-0", "--by", "李四")
        ch = doc["changes"]
        check(len(ch) == 1 and ch[0]["kind"] == "result" and ch[0]["round"] == 1 and ch[0]["board"] == 1
              and ch[0]["after"] == 1 and ch[0]["author"] == "李四", "result: %r" % ch)
        code, doc = answer("undo", ev)
        ch = doc["changes"]
        check(len(ch) == 1 and ch[0]["kind"] == "undo" and ch[0]["before"] == ch[0]["number"] - 1,
              "undo: %r" % ch)
        code, doc = answer("redo", ev)
        check([c["kind"] for c in doc["changes"]] == ["redo"], "redo: %r" % doc["changes"])
        code, doc = answer("set", ev, "--city", "Beijing")
        ch = doc["changes"]
        check(len(ch) == 1 and ch[0]["kind"] == "note" and "Beijing" in ch[0]["data"], "set: %r" % ch)
        code, doc = answer("player", "absent", ev, "3", "--round", "2", "--half-point")
        check([c["kind"] for c in doc["changes"]] == ["player_absent"], "absent: %r" % doc["changes"])
        # Every change the answers listed is the journal's own entry.
        entries = {e["number"]: e for e in log_entries(ev)}
        check(len(entries) == 11, "the journal has 11 entries: %d" % len(entries))
        last = entries.get(11, {})
        for key in ("kind", "time", "author", "round", "player", "before", "after", "text"):
            check(last.get(key) == doc["changes"][0].get(key), "log and answer agree on %s: %r vs %r"
                  % (key, last.get(key), doc["changes"][0].get(key)))
        # text is the default and still prints the lines for people.
        code, out, err = run("result", ev, "2", "½-½", "--format", "text")
        check(code == 0 and out.strip() and not out.lstrip().startswith("{"), "text answer: %r" % out)


def test_refusals():
    with tempfile.TemporaryDirectory() as d:
        ev = os.path.join(d, "e.trf")
        run("new", ev, "--rounds", "3")
        for name in ("A", "B"):
            run("player", "add", ev, "--name", name)
        run("pair", ev, "--save")
        before = open(ev, "rb").read()
        code, doc = answer("result", ev, "7", "1-0", expect_ok=False)
        check(code == 2 and "board 7" in doc.get("error", "") and doc["changes"] == [],
              "a board that does not exist: %d %r" % (code, doc))
        check(open(ev, "rb").read() == before, "a refused change leaves the file as it was")
        code, doc = answer("result", ev, "1", "9-9", expect_ok=False)
        check(code == 1 and "9-9" in doc.get("error", ""), "an unknown result: %d %r" % (code, doc))
        code, doc = answer("new", ev, "--rounds", "3", expect_ok=False)
        check(code == 2 and doc["changes"] == [], "new over an existing event: %d %r" % (code, doc))
        code, out, err = run("result", ev, "1", "1-0", "--format", "xml")
        check(code == 1 and "xml" in err and out == "", "an unknown format: %d %r" % (code, err))
        check(open(ev, "rb").read() == before, "the event is still as it was")
        # Commands that only read keep their own --format.
        code, out, err = run("info", "--format", "json", ev)
        check(code == 0 and json.loads(out).get("player_count") == 2, "info keeps its JSON: %r" % out[:200])


GROUPS = {"event": test_event, "refusals": test_refusals}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in GROUPS:
        sys.exit("usage: test-cli-answers.py GROUP SWISSCORE")
    clitest.tool = os.path.abspath(sys.argv[2])
    GROUPS[sys.argv[1]]()
    sys.exit(clitest.finish(sys.argv[1]))
