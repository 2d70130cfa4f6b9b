#!/usr/bin/env python3
"""Copy the first ```c block of a Markdown file into a C source file.

  extract-c-block.py README.md out.c

The README's example is then compiled with the project's warnings and run
as a test, so the documentation cannot drift from the headers.
"""

import re
import sys


def main():
    src, dst = sys.argv[1], sys.argv[2]
    with open(src, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^```c[ \t]*\n(.*?)^```[ \t]*$", text, re.S | re.M)
    if not m:
        sys.exit("%s: no ```c block found" % src)
    with open(dst, "w", encoding="utf-8") as f:
        f.write("/* Generated from %s; edit the Markdown, not this file. */\n" % src.split("/")[-1])
        f.write(m.group(1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
