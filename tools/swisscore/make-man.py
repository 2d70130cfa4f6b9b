#!/usr/bin/env python3
"""Write the swisscore(1) manual page from the tool's own help texts.

  make-man.py SWISSCORE VERSION OUT.1

The page is the general help followed by `swisscore help COMMAND` of every
command the general help lists, so the manual and --help never disagree.
"""

import re
import subprocess
import sys


def run(exe, *args):
    out = subprocess.run([exe, *args], check=True, capture_output=True,
                         env={"LC_ALL": "C.UTF-8"})
    return out.stdout.decode("utf-8")


def roff_escape(line):
    line = line.replace("\\", "\\e")
    if line.startswith((".", "'")):
        line = "\\&" + line
    return line.replace("-", "\\-")


def block(text):
    """Help text kept as written: a no-fill block in a fixed font."""
    lines = [".nf", ".ft CR"]
    lines += [roff_escape(x) for x in text.rstrip("\n").split("\n")]
    lines += [".ft R", ".fi"]
    return "\n".join(lines) + "\n"


def main():
    exe, version, out_path = sys.argv[1:4]
    general = run(exe, "--help")
    commands = []
    in_list = False
    for line in general.split("\n"):
        if line.startswith("Commands:"):
            in_list = True
            continue
        if in_list:
            m = re.match(r"^  (\S+)\s", line)
            if not m:
                break
            if m.group(1) != "help":
                commands.append(m.group(1))
    page = [
        '.TH SWISSCORE 1 "" "libswisscore %s" "User Commands"' % version,
        ".SH NAME",
        "swisscore \\- pair and rank Swiss\\-system chess and xiangqi tournaments",
        ".SH SYNOPSIS",
        block(general.split("\n\n")[0]),
        ".SH DESCRIPTION",
        block(general.split("\n\n", 1)[1]),
    ]
    for cmd in commands:
        page.append(".SH COMMAND: %s" % roff_escape(cmd.upper()))
        page.append(block(run(exe, "help", cmd)))
    page += [
        ".SH FILES",
        "TRF files: FIDE Tournament Report Files, TRF16 with the engine extension lines, or TRF\\-2026.",
        ".SH SEE ALSO",
        "The libswisscore API reference (HTML, installed with the library).",
    ]
    with open(out_path, "w", encoding="utf-8") as f:
        f.write("\n".join(page) + "\n")


if __name__ == "__main__":
    main()
