#!/usr/bin/env python3
"""Write an entry point from swisscore.mjs, so every way of loading the
package shares one source:

  make-entry.py cjs SWISSCORE_MJS OUT
      index.cjs, the CommonJS entry: the same code with its export list
      turned into module.exports, loading swisscore.wasm beside it.
  make-entry.py browser SWISSCORE_MJS WASM OUT
      a classic script for pages opened from disk (file:// allows neither
      module imports nor fetch): the module inlined as base64, the API on
      globalThis.swisscore, and swisscore.ready a promise of the loaded
      module.
"""
import base64
import re
import sys


def split(path: str):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^export \{(.*?)\};\s*$", text, flags=re.S | re.M)
    if not m or "import " in text.replace("import.meta", ""):
        raise SystemExit("make-entry.py: expected one export list and no imports in " + path)
    names = []
    for item in m.group(1).replace("\n", " ").split(","):
        item = item.strip()
        if item:
            local, _, exported = item.partition(" as ")
            names.append("%s: %s" % (exported, local) if exported else local)
    return text[:m.start()], names


def main() -> int:
    kind = sys.argv[1]
    if kind == "cjs":
        src, out = sys.argv[2:4]
        body, names = split(src)
        body = body.replace("import.meta.url", "require('url').pathToFileURL(__filename)")
        text = ("'use strict';\n// Generated from swisscore.mjs by tools/make-entry.py: edit that file.\n" + body +
                "initSync(require('fs').readFileSync(require('path').join(__dirname, 'swisscore.wasm')));\n\n"
                "module.exports = {\n  %s,\n};\n" % ",\n  ".join(names))
    elif kind == "browser":
        src, wasm, out = sys.argv[2:5]
        body, names = split(src)
        body = body.replace("import.meta.url", "document.baseURI")
        with open(wasm, "rb") as f:
            b64 = base64.b64encode(f.read()).decode("ascii")
        text = ("// Generated from swisscore.mjs and swisscore.wasm by tools/make-entry.py.\n"
                "(function () {\n'use strict';\n" + body +
                "const WASM_BASE64 = '%s';\n" % b64 +
                "function fromBase64(s) {\n  const bin = atob(s), out = new Uint8Array(bin.length);\n"
                "  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);\n  return out;\n}\n"
                "globalThis.swisscore = {\n  %s,\n  ready: init(fromBase64(WASM_BASE64)),\n};\n})();\n"
                % ",\n  ".join(names))
    else:
        raise SystemExit("usage: make-entry.py cjs|browser ...")
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
