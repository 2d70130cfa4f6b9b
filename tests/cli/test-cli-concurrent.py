#!/usr/bin/env python3
"""Several commands changing one event at once, one group per meson test.

  test-cli-concurrent.py GROUP SWISSCORE EXT

GROUP is
  results  20 `result` commands on boards 1-20 started together, ten times
           over: every command exits 0, every result is in the file and
           the journal lists each once.
  mix      results, late entries (player add) and absences (player absent)
           started together, ten times over: nothing is lost, and the
           journal lists every change once.
  kill     a writer killed by SIGKILL inside its save while others wait:
           the file is whole, every command that ended well is in it, and
           the next command removes the killed save's temporary file.
  busy     a writer that waits longer than --lock-wait (or
           SWISSCORE_LOCK_WAIT) gives up with exit status 5, says so, and
           changes nothing.
EXT is the event file's extension: trf or json.
Standard library only.
"""

import json
import os
import signal
import subprocess
import sys
import tempfile
import time

import clitest
from clitest import check

EXIT_OK, EXIT_BUSY = 0, 5
TRIALS = 10
BOARDS = 20


def env(**extra):
    e = dict(os.environ)
    e.pop("SWISSCORE_TEST_SAVE_PAUSE", None)
    e.pop("SWISSCORE_LOCK_WAIT", None)
    e.update({k: str(v) for k, v in extra.items()})
    return e


def ok(*args, **extra):
    rc, out, err = clitest.run(*args, env=env(**extra))
    check(rc == EXIT_OK, "%s exits 0, not %d: %s" % (" ".join(map(str, args)), rc, err.strip()))
    return out


def start(*args, **extra):
    return subprocess.Popen([SWISSCORE] + [str(a) for a in args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env(**extra))


def document(path):
    """The event as a JSON document, whatever its format."""
    if path.endswith(".json"):
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    out = ok("convert", path, "-o", "-", "--format", "json")
    return json.loads(out)


def results(doc, rnd=1):
    return {b["board"]: b["result"] for b in doc["rounds"][rnd - 1]["boards"]}


def journaled(doc, kind):
    """The journal entries of one kind after the event was set up."""
    return [e for e in doc.get("journal", []) if e["kind"] == kind]


def fresh_event(d, ext, players=2 * BOARDS):
    """A 5-round event with `players` players and round 1 paired."""
    path = os.path.join(d, "event." + ext)
    ok("new", path, "--rounds", 5)
    csv = os.path.join(d, "list.csv")
    with open(csv, "w", encoding="utf-8") as f:
        f.write("name,rating\n" + "".join("Player %02d,%d\n" % (i, 2400 - i) for i in range(players)))
    ok("player", "import", path, csv)
    ok("pair", path, "--save")
    return path


def wait_all(procs, what):
    """Every process ends with exit status 0."""
    codes = []
    for p in procs:
        _, err = p.communicate(timeout=120)
        codes.append(p.returncode)
        if p.returncode != EXIT_OK:
            print("%s: exit %d: %s" % (what, p.returncode, err.decode("utf-8", "replace")), file=sys.stderr)
    return codes


def temporaries(d):
    return [n for n in os.listdir(d) if ".tmp-" in n]


# ---- 20 results at once ---------------------------------------------------------------

# Results that differ from board to board, so that a lost one cannot hide
# behind a neighbour's.
WORDS = [("1-0", "white_win"), ("0-1", "black_win"), ("1/2", "draw")]


def group_results(ext):
    lost = 0
    for trial in range(TRIALS):
        d = tempfile.mkdtemp()
        path = fresh_event(d, ext)
        want = {b: WORDS[(b + trial) % 3] for b in range(1, BOARDS + 1)}
        procs = [start("result", path, b, want[b][0]) for b in range(1, BOARDS + 1)]
        codes = wait_all(procs, "result")
        check(codes == [EXIT_OK] * BOARDS, "trial %d: every result command exits 0: %s" % (trial, codes))
        got = results(document(path))
        missing = [b for b in want if got.get(b) != want[b][1]]
        lost += len(missing)
        check(not missing, "trial %d: the results of boards %s are in the file" % (trial, missing))
        boards = sorted(e["board"] for e in journaled(document(path), "result"))
        check(boards == list(range(1, BOARDS + 1)), "trial %d: the journal lists each result once: %s"
              % (trial, boards))
        check(not temporaries(d), "trial %d: no temporary file is left" % trial)
    print("%d trials of %d concurrent results: %d lost" % (TRIALS, BOARDS, lost))


def group_mix(ext):
    lost = 0
    for trial in range(TRIALS):
        d = tempfile.mkdtemp()
        path = fresh_event(d, ext)
        boards = range(1, 13)
        newcomers = ["Late %d-%d" % (trial, k) for k in range(4)]
        absent = [3 + 7 * k for k in range(4)]
        procs = [start("result", path, b, "1-0") for b in boards]
        procs += [start("player", "add", path, "--name", n) for n in newcomers]
        procs += [start("player", "absent", path, pid, "--round", 2) for pid in absent]
        codes = wait_all(procs, "mix")
        check(codes == [EXIT_OK] * len(procs), "trial %d: every command exits 0: %s" % (trial, codes))
        doc = document(path)
        got = results(doc)
        missing = [b for b in boards if got.get(b) != "white_win"]
        names = {p["name"] for p in doc["players"]}
        missing += [n for n in newcomers if n not in names]
        by_id = {p["id"]: p for p in doc["players"]}
        missing += ["absence of %d" % pid for pid in absent
                    if {"round": 2, "kind": "zero_bye"} not in by_id[pid].get("bye_requests", [])]
        lost += len(missing)
        check(not missing, "trial %d: nothing lost, but %s" % (trial, missing))
        check(len(doc["players"]) == 2 * BOARDS + 4, "trial %d: each newcomer is added once" % trial)
        got = (sorted(e["board"] for e in journaled(doc, "result")), len(journaled(doc, "player_added")),
               sorted(e["player"] for e in journaled(doc, "player_absent")))
        check(got == (list(boards), 4, absent), "trial %d: the journal lists every change once: %s" % (trial, got))
    print("%d trials of a mix of %d commands: %d lost" % (TRIALS, 20, lost))


# ---- a writer killed inside its save --------------------------------------------------------

def group_kill(ext):
    for trial in range(3):
        d = tempfile.mkdtemp()
        path = fresh_event(d, ext)
        victim = start("result", path, 1, "1-0", SWISSCORE_TEST_SAVE_PAUSE=30)
        tmp = None
        for _ in range(400):
            names = temporaries(d)
            if names:
                tmp = os.path.join(d, names[0])
                break
            time.sleep(0.01)
        check(tmp is not None, "trial %d: the victim's save has begun" % trial)
        # Writers that come now wait for the victim's lock.
        waiting = [start("result", path, b, "0-1") for b in range(2, 8)]
        time.sleep(0.3)
        check(all(p.poll() is None for p in waiting), "trial %d: the others wait for the lock" % trial)
        victim.send_signal(signal.SIGKILL)
        victim.wait(timeout=60)
        check(victim.returncode == -signal.SIGKILL, "trial %d: the writer was killed" % trial)
        codes = wait_all(waiting, "after the kill")
        check(codes == [EXIT_OK] * len(waiting), "trial %d: the waiting writers exit 0: %s" % (trial, codes))
        doc = document(path)  # fails the test when the file is not whole
        got = results(doc)
        check(got.get(1) == "none", "trial %d: the killed change is not in the file" % trial)
        lost = [b for b in range(2, 8) if got.get(b) != "black_win"]
        check(not lost, "trial %d: every completed change is in the file, but %s" % (trial, lost))
        boards = sorted(e["board"] for e in journaled(doc, "result"))
        check(boards == list(range(2, 8)), "trial %d: the journal lists the completed changes only: %s"
              % (trial, boards))
        check(not temporaries(d), "trial %d: the next writer removed the stray temporary file" % trial)
        # A temporary file of another event in the folder is not ours to remove.
        other = os.path.join(d, ".other.%s.tmp-abcdef" % ext)
        open(other, "w").close()
        old = time.time() - 3600
        os.utime(other, (old, old))
        ok("result", path, 1, "1/2")
        check(os.path.exists(other), "trial %d: another event's temporary file stays" % trial)


# ---- giving up --------------------------------------------------------------------------------

def group_busy(ext):
    d = tempfile.mkdtemp()
    path = fresh_event(d, ext)
    holder = start("result", path, 1, "1-0", SWISSCORE_TEST_SAVE_PAUSE=4)
    for _ in range(400):
        if temporaries(d):
            break
        time.sleep(0.01)
    before = open(path, "rb").read()
    t0 = time.monotonic()
    rc, out, err = clitest.run("--lock-wait", "0.5", "result", path, 2, "0-1", env=env())
    waited = time.monotonic() - t0
    check(rc == EXIT_BUSY, "a writer that cannot get the lock exits 5, not %d" % rc)
    check("another command (process %d) is changing the event" % holder.pid in err,
          "the message names the holder: %r" % err)
    check("Nothing was changed" in err, "the message says nothing was changed: %r" % err)
    check(0.45 <= waited < 3.0, "it gave up after about half a second (%.2f s)" % waited)
    rc, _, err = clitest.run("player", "add", path, "--name", "Too late", env=env(SWISSCORE_LOCK_WAIT="0.2"))
    check(rc == EXIT_BUSY, "SWISSCORE_LOCK_WAIT bounds the wait too (exit %d)" % rc)
    rc, _, err = clitest.run("--lock-wait", "0", "undo", path, env=env())
    check(rc == EXIT_BUSY, "--lock-wait 0 gives up at once (exit %d)" % rc)
    rc, _, err = clitest.run("--lock-wait", "0", "pair", path, "--save", env=env())
    check(rc == EXIT_BUSY, "pair --save waits for the lock too (exit %d)" % rc)
    check(open(path, "rb").read() == before, "the busy writers changed nothing")
    # A reader does not wait.
    rc, _, _ = clitest.run("--lock-wait", "0", "info", path, env=env())
    check(rc == EXIT_OK, "info reads the event while it is locked")
    # The next writer with the default wait gets the lock once the holder ends.
    t0 = time.monotonic()
    ok("result", path, 2, "0-1")
    print("a writer waited %.2f s for a save of 4 s" % (time.monotonic() - t0))
    check(holder.wait(timeout=60) == EXIT_OK, "the holder ends well")
    got = results(document(path))
    check(got.get(1) == "white_win" and got.get(2) == "black_win", "both changes are in the file")
    for bad in ("-1", "x", "1e9", ""):
        rc, _, err = clitest.run("--lock-wait", bad, "result", path, 3, "1-0", env=env())
        check(rc == 1 and "--lock-wait" in err, "--lock-wait %r is a usage error" % bad)


def main():
    global SWISSCORE
    group, SWISSCORE, ext = sys.argv[1], sys.argv[2], sys.argv[3]
    clitest.tool = SWISSCORE
    groups = {"results": group_results, "mix": group_mix, "kill": group_kill, "busy": group_busy}
    if group not in groups:
        print("unknown group " + group, file=sys.stderr)
        return 2
    groups[group](ext)
    return clitest.finish(group)


if __name__ == "__main__":
    sys.exit(main())
