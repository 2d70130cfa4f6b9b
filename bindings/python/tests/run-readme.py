#!/usr/bin/env python3
"""Run the first ```python block of the section "Use from Python" of a
Markdown file (the README's example), so the documentation cannot drift
from the binding.

  run-readme.py README.md
"""

import os
import re
import sys
import tempfile


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        text = f.read()
    parts = re.split(r"^## Use from Python[ \t]*$", text, maxsplit=1, flags=re.M)
    if len(parts) != 2:
        sys.exit("%s: no section 'Use from Python'" % sys.argv[1])
    m = re.search(r"^```python[ \t]*\n(.*?)^```[ \t]*$", parts[1], re.S | re.M)
    if not m:
        sys.exit("%s: no ```python block in 'Use from Python'" % sys.argv[1])
    code = compile(m.group(1), "README.md (python example)", "exec")
    with tempfile.TemporaryDirectory() as tmp:  # files the example writes
        os.chdir(tmp)
        exec(code, {"__name__": "__main__"})
    return 0


if __name__ == "__main__":
    sys.exit(main())
