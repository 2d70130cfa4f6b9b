#!/usr/bin/env python3
"""Write the export list of the WebAssembly module (emcc's
EXPORTED_FUNCTIONS, as a JSON response file): every function of the
version script except those that take a file name (a module has no file
system: files come in and go out as buffers), the glue's swcjs_* functions,
and malloc/free for the buffers.

usage: wasm-exports.py MAP GLUE_C... OUT
"""
import json
import re
import sys


def main() -> int:
    map_path, *glue_paths, out_path = sys.argv[1:]
    with open(map_path, encoding="utf-8") as f:
        text = re.sub(r"/\*.*?\*/", "", f.read(), flags=re.S)
    names = sorted(set(re.findall(r"^\s*(swc_\w+);", text, flags=re.M)))
    names = [n for n in names if not n.endswith("_file")]
    glue = []
    for path in glue_paths:
        with open(path, encoding="utf-8") as f:
            glue += re.findall(r"^char \*(swcjs_\w+)\(", f.read(), flags=re.M)
    glue = sorted(set(glue))
    if not names or not glue:
        print("wasm-exports.py: no functions found", file=sys.stderr)
        return 1
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump(["_" + n for n in names + glue + ["malloc", "free"]], f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
