#!/usr/bin/env python3
"""Compare the built library with the committed ABI baseline (libabigail).

  check-abi.py check  --tool ABIDIFF --baseline XML --lib LIBRARY --headers DIR...
      Runs abidiff between the baseline and the library. Fails when a
      function or variable was removed or changed (its signature, or a type
      it reaches); functions that were only added are accepted, since new
      ones go into a new version node. Fails, naming the package, without
      abidiff: the README's install line installs it.

  check-abi.py update --tool ABIDW --baseline XML --lib LIBRARY --headers DIR...
      Writes a new baseline from the library (the `abi-baseline` target
      runs this). Paths of this machine are reduced to paths inside the
      source tree, so the file is the same wherever it is made.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

def header_args(dirs, flag):
    out = []
    for d in dirs:
        out += [flag, d]
    return out


def normalize(xml):
    # path='../../src/lib/api/player.c' -> path='lib/api/player.c'
    return re.sub(r"path='[^']*?/?((?:lib|include|tools|tests)/[^']*)'", r"path='\1'", xml)


def update(args):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "abi.xml")
        cmd = [args.tool, "--no-corpus-path", "--no-comp-dir-path", "--no-show-locs",
               "--drop-private-types", "--type-id-style", "hash"]
        cmd += header_args(args.headers, "--headers-dir") + ["--out-file", out, args.lib]
        subprocess.run(cmd, check=True)
        with open(out, encoding="utf-8") as f:
            xml = normalize(f.read())
    with open(args.baseline, "w", encoding="utf-8") as f:
        f.write(xml)
    print("wrote %s" % args.baseline)
    return 0


def check(args):
    if not args.tool or not os.path.exists(args.tool):
        print("error: abidiff not found: install Debian package abigail-tools")
        return 1
    cmd = [args.tool, "--no-show-locs", "--drop-private-types"]
    cmd += header_args(args.headers, "--headers-dir2") + [args.baseline, args.lib]
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          universal_newlines=True)
    report = proc.stdout
    status = proc.returncode
    if status & 3:
        # Bit 0: abidiff failed; bit 1: it was used wrongly.
        print(report)
        print("error: abidiff could not compare (status %d): %s" % (status, " ".join(cmd)))
        return 1
    problems = []
    if status & 8:
        problems.append("abidiff reports an incompatible change")
    for m in re.finditer(r"(Functions|Variables|Function symbols|Variable symbols) changes summary: "
                         r"(\d+) Removed(?: \(\d+ filtered out\))?, (?:(\d+) Changed"
                         r"(?: \(\d+ filtered out\))?, )?(\d+) Added", report):
        kind, removed, changed = m.group(1), int(m.group(2)), int(m.group(3) or 0)
        if removed:
            problems.append("%d %s removed" % (removed, kind.lower()))
        if changed:
            problems.append("%d %s changed" % (changed, kind.lower()))
    if problems:
        print(report)
        for p in problems:
            print("error: " + p)
        print("A released interface must not change. If the change is deliberate and nothing was "
              "released yet, regenerate the baseline: meson compile -C BUILDDIR abi-baseline")
        return 1
    added = re.findall(r"(\d+) Added", report)
    print("ABI compatible with %s (%s added)" % (os.path.basename(args.baseline),
                                                "+".join(added) if added else "nothing"))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("mode", choices=["check", "update"])
    ap.add_argument("--tool", default="")
    ap.add_argument("--baseline", required=True)
    ap.add_argument("--lib", required=True)
    ap.add_argument("--headers", nargs="*", default=[])
    args = ap.parse_args()
    return update(args) if args.mode == "update" else check(args)


if __name__ == "__main__":
    sys.exit(main())
