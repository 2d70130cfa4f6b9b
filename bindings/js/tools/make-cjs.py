#!/usr/bin/env python3
"""Write the CommonJS entry (index.cjs) from swisscore.mjs: the same code
with its one export list turned into module.exports and the module loaded
from the file beside it, so require() and import share one source.

usage: make-cjs.py SWISSCORE_MJS OUT_CJS
"""
import re
import sys


def main() -> int:
    src, out = sys.argv[1:3]
    with open(src, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^export \{(.*?)\};\s*$", text, flags=re.S | re.M)
    if not m or "import " in text.replace("import.meta", ""):
        print("make-cjs.py: expected one export list and no imports", file=sys.stderr)
        return 1
    names = []
    for item in m.group(1).replace("\n", " ").split(","):
        item = item.strip()
        if item:
            local, _, exported = item.partition(" as ")
            names.append("%s: %s" % (exported or local, local) if exported else local)
    body = text[:m.start()].replace("import.meta.url", "require('url').pathToFileURL(__filename)")
    with open(out, "w", encoding="utf-8") as f:
        f.write("'use strict';\n// Generated from swisscore.mjs by tools/make-cjs.py: edit that file.\n")
        f.write(body)
        f.write("initSync(require('fs').readFileSync(require('path').join(__dirname, 'swisscore.wasm')));\n\n")
        f.write("module.exports = {\n  %s,\n};\n" % ",\n  ".join(names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
