#!/usr/bin/env python3
"""Compile Java sources and pack them into a jar: javac, then jar.

  build-jar.py --javac JAVAC --jar JAR --classpath CP --out OUT.jar SOURCES...
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--javac", required=True)
    ap.add_argument("--jar", required=True)
    ap.add_argument("--classpath", default="")
    ap.add_argument("--out", required=True)
    ap.add_argument("sources", nargs="+")
    args = ap.parse_args()
    classes = tempfile.mkdtemp(prefix="swisscore-javac-")
    try:
        cmd = [args.javac, "-encoding", "UTF-8", "-Xlint:all", "-Werror", "--release", "17", "-d", classes]
        if args.classpath:
            cmd += ["-cp", args.classpath]
        subprocess.run(cmd + args.sources, check=True)
        subprocess.run([args.jar, "--create", "--file", os.path.abspath(args.out), "-C", classes, "."], check=True)
    except subprocess.CalledProcessError as e:
        return e.returncode or 1
    finally:
        shutil.rmtree(classes, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
