#!/usr/bin/env python3
"""Validate swisscore JSON documents against doc/tournament.schema.json.

Usage: validate-json.py SCHEMA PATH...   (a PATH may be a folder of *.json)
Exit status 0 when every document is valid, 1 otherwise, 2 when the
validator cannot run (python3-jsonschema missing, no documents).
"""
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("validate-json.py: the Python module jsonschema is missing: apt-get install python3-jsonschema")


def documents(paths):
    for p in map(pathlib.Path, paths):
        if p.is_dir():
            yield from sorted(p.glob("*.json"))
        else:
            yield p


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    schema = json.loads(pathlib.Path(argv[1]).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    count = bad = 0
    for path in documents(argv[2:]):
        count += 1
        doc = json.loads(path.read_text(encoding="utf-8"))
        errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
        for e in errors[:5]:
            print("%s: %s: %s" % (path, "/".join(map(str, e.path)) or "(root)", e.message), file=sys.stderr)
        bad += bool(errors)
    print("%d documents, %d invalid" % (count, bad), file=sys.stderr)
    if count == 0:
        print("no documents to validate", file=sys.stderr)
        return 2
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
