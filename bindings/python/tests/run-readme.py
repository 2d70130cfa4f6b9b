#!/usr/bin/env python3
"""Run the first ```python block of a Markdown file (the README's example),
so the documentation cannot drift from the binding.

  run-readme.py README.md
"""

import re
import sys


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^```python[ \t]*\n(.*?)^```[ \t]*$", text, re.S | re.M)
    if not m:
        sys.exit("%s: no ```python block found" % sys.argv[1])
    code = compile(m.group(1), "README.md (python example)", "exec")
    exec(code, {"__name__": "__main__"})
    return 0


if __name__ == "__main__":
    sys.exit(main())
