#!/usr/bin/env python3
"""Guard the exported ABI of libswisscore.

Two checks, each run as its own meson test:

  check-symbols.py headers --map MAP HEADER...
      The SWC_API functions declared in the public headers are exactly the
      functions listed in the version script, and the umbrella header
      includes every other public header.

  check-symbols.py exports --map MAP --nm NM --lib LIBRARY
      The shared library exports exactly the functions of the version
      script, each tagged with the default version (@@) of the node the map
      puts it in, and nothing else but the version nodes themselves.

Only the standard library is used so the test runs on a bare system.
"""

import argparse
import os
import re
import subprocess
import sys

COMMENT_RE = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
NODE = r"[A-Za-z_][A-Za-z0-9_.]*"


def strip_comments(text):
    # Replace with a space so tokens on either side never merge.
    return COMMENT_RE.sub(" ", text)


def parse_map(path):
    """Return ({symbol: node}, [nodes in order]) from a GNU version script."""
    with open(path, encoding="utf-8") as f:
        text = strip_comments(f.read())
    text = re.sub(r"#[^\n]*", " ", text)
    symbols = {}
    nodes = []
    errors = []
    for m in re.finditer(r"(%s)\s*\{(.*?)\}\s*(%s)?\s*;" % (NODE, NODE), text, re.S):
        node, body = m.group(1), m.group(2)
        nodes.append(node)
        scope = "global"
        for stmt in body.split(";"):
            stmt = stmt.strip()
            if not stmt:
                continue
            label = re.match(r"(global|local)\s*:\s*(.*)$", stmt, re.S)
            if label:
                scope, stmt = label.group(1), label.group(2).strip()
                if not stmt:
                    continue
            if scope == "local":
                if stmt != "*":
                    errors.append("%s: unexpected local entry %r" % (node, stmt))
                continue
            if not re.fullmatch(IDENT, stmt):
                # Wildcards would let internal helpers leak into the ABI.
                errors.append("%s: %r is not a plain symbol name" % (node, stmt))
                continue
            if stmt in symbols:
                errors.append("%s listed in both %s and %s" % (stmt, symbols[stmt], node))
            symbols[stmt] = node
    if not nodes:
        errors.append("no version node found in %s" % path)
    return symbols, nodes, errors


def parse_header(path):
    """Names of the functions declared with SWC_API in one header."""
    with open(path, encoding="utf-8") as f:
        text = strip_comments(f.read())
    # Drop preprocessor lines: the SWC_API definitions themselves live there.
    text = re.sub(r"^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", " ", text, flags=re.M)
    names = []
    for m in re.finditer(r"\bSWC_API\b([^;{]*)", text):
        decl = m.group(1)
        call = re.search(r"(%s)\s*\(" % IDENT, decl)
        if call:
            names.append(call.group(1))
    return names


def public_name(path):
    """version.h.in (source) and version.h (build) are the same header."""
    base = os.path.basename(path)
    return base[:-3] if base.endswith(".h.in") else base


def check_headers(args):
    symbols, _, errors = parse_map(args.map)
    declared = {}
    for h in args.headers:
        for name in parse_header(h):
            if name in declared:
                errors.append("%s declared in both %s and %s" % (name, declared[name], h))
            declared[name] = public_name(h)

    for name in sorted(set(declared) - set(symbols)):
        errors.append("%s (%s) is SWC_API but missing from the version script"
                      % (name, declared[name]))
    for name in sorted(set(symbols) - set(declared)):
        errors.append("%s is in the version script but no public header declares it" % name)
    for name in sorted(declared):
        if not name.startswith("swc_"):
            errors.append("%s does not carry the swc_ prefix" % name)

    # The umbrella must pull in every header, or users of <swisscore/swisscore.h>
    # silently miss an area.
    umbrella = [h for h in args.headers if public_name(h) == "swisscore.h"]
    if umbrella:
        with open(umbrella[0], encoding="utf-8") as f:
            included = set(re.findall(r'^\s*#\s*include\s*[<"](?:swisscore/)?([^">]+)[">]',
                                      f.read(), re.M))
        for h in args.headers:
            name = public_name(h)
            if name != "swisscore.h" and name not in included:
                errors.append("swisscore.h does not include %s" % name)

    report(errors, "%d SWC_API functions match the version script" % len(declared))
    return 1 if errors else 0


def run_nm(nm, lib):
    try:
        out = subprocess.run([nm, "-D", "--defined-only", lib], check=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             universal_newlines=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        sys.exit("cannot run %s on %s: %s" % (nm, lib, e))
    rows = []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2:
            rows.append((parts[-2], parts[-1]))  # (type, name[@[@]version])
    if rows and not any("@" in name for _, name in rows):
        # binutils older than 2.35 only shows versions when asked.
        out = subprocess.run([nm, "-D", "--defined-only", "--with-symbol-versions", lib],
                             check=True, stdout=subprocess.PIPE,
                             universal_newlines=True).stdout
        rows = [tuple(l.split()[-2:]) for l in out.splitlines() if len(l.split()) >= 2]
    return rows


def check_exports(args):
    symbols, nodes, errors = parse_map(args.map)
    seen = set()
    for kind, full in run_nm(args.nm, args.lib):
        name, sep, version = full.partition("@")
        default = version.startswith("@")
        version = version.lstrip("@")
        if kind == "A" and name in nodes:
            continue  # the version node definitions themselves
        if name not in symbols:
            errors.append("unexpected export %s (type %s)" % (full, kind))
            continue
        seen.add(name)
        want = symbols[name]
        if not sep:
            errors.append("%s is exported without a symbol version" % name)
        elif version != want or not default:
            errors.append("%s is exported as %s, expected %s@@%s" % (name, full, name, want))
        if kind not in ("T", "W", "i"):
            errors.append("%s is exported as type %s, expected a function" % (name, kind))
    for name in sorted(set(symbols) - seen):
        errors.append("%s is in the version script but not exported" % name)
    report(errors, "%d exports of %s match the version script"
           % (len(seen), os.path.basename(args.lib)))
    return 1 if errors else 0


def report(errors, ok_message):
    for e in errors:
        print("error: " + e, file=sys.stderr)
    if not errors:
        print(ok_message)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="mode", required=True)
    h = sub.add_parser("headers", help="version script vs SWC_API prototypes")
    h.add_argument("--map", required=True)
    h.add_argument("headers", nargs="+")
    e = sub.add_parser("exports", help="version script vs nm -D of the library")
    e.add_argument("--map", required=True)
    e.add_argument("--nm", default="nm")
    e.add_argument("--lib", required=True)
    args = ap.parse_args()
    return check_headers(args) if args.mode == "headers" else check_exports(args)


if __name__ == "__main__":
    sys.exit(main())
