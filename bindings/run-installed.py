#!/usr/bin/env python3
"""Install the build into a temporary DESTDIR and run a command against it.

  run-installed.py --meson MESON --build-root DIR --pkg-config PKGCONF
                   --destdir DIR [--cwd DIR] -- COMMAND [ARGS...]

The Go and Java bindings are tested the way a backend uses them: against
the installed library, headers and swisscore.pc, not the build tree. The
command runs with PKG_CONFIG_LIBDIR and PKG_CONFIG_SYSROOT_DIR pointing
into the DESTDIR (as tests/abi/check-install.py does), LD_LIBRARY_PATH set
to the installed library folder, the installed `swisscore` tool first on
PATH, and SWC_INSTALLED_LIBDIR / SWC_INSTALLED_BINDIR naming both folders.
"{libdir}" and "{bindir}" in the arguments are replaced by those folders
(for java -Djna.library.path={libdir}), "{file:NAME}" by the installed file
NAME (for {file:swisscore.jar}).

DESTDIR is emptied and filled again on every run. It is a fixed folder of
the build tree, not a temporary one, because Go's build cache remembers
the -L folder of a cgo package: a new folder on every run would leave the
cached package pointing at one that is gone.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile


def find(root, name):
    for dirpath, _, files in os.walk(root):
        if name in files:
            return os.path.join(dirpath, name)
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--meson", required=True)
    ap.add_argument("--build-root", required=True)
    ap.add_argument("--pkg-config", required=True)
    ap.add_argument("--destdir", required=True)
    ap.add_argument("--cwd")
    ap.add_argument("command", nargs="+")
    args = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="swisscore-bindings-")
    try:
        dest = os.path.abspath(args.destdir)
        shutil.rmtree(dest, ignore_errors=True)
        subprocess.run([args.meson, "install", "-C", args.build_root, "--no-rebuild",
                        "--destdir", dest, "--quiet"], check=True, stdout=subprocess.DEVNULL)
        pc = find(dest, "swisscore.pc")
        lib = find(dest, "libswisscore.so.0")
        tool = find(dest, "swisscore")
        if not pc or not lib or not tool:
            print("error: the install lacks swisscore.pc, libswisscore.so.0 or the swisscore tool",
                  file=sys.stderr)
            return 1
        libdir, bindir = os.path.dirname(lib), os.path.dirname(tool)
        env = dict(os.environ)
        system_pc = subprocess.run([args.pkg_config, "--variable", "pc_path", "pkg-config"],
                                   stdout=subprocess.PIPE, universal_newlines=True).stdout.strip()
        env["PKG_CONFIG_LIBDIR"] = os.pathsep.join([os.path.dirname(pc)] + ([system_pc] if system_pc else []))
        env.pop("PKG_CONFIG_PATH", None)
        env["PKG_CONFIG_SYSROOT_DIR"] = dest
        env["LD_LIBRARY_PATH"] = os.pathsep.join([libdir] + [p for p in [os.environ.get("LD_LIBRARY_PATH")] if p])
        env["PATH"] = os.pathsep.join([bindir, os.environ.get("PATH", "")])
        env["SWC_INSTALLED_LIBDIR"] = libdir
        env["SWC_INSTALLED_BINDIR"] = bindir
        env["SWC_INSTALLED_TMP"] = tmp
        def expand(a):
            a = a.replace("{libdir}", libdir).replace("{bindir}", bindir)
            while "{file:" in a:
                start = a.index("{file:")
                end = a.index("}", start)
                found = find(dest, a[start + 6:end])
                if not found:
                    raise SystemExit("error: %s was not installed" % a[start + 6:end])
                a = a[:start] + found + a[end + 1:]
            return a
        cmd = [expand(a) for a in args.command]
        print("+ " + " ".join(cmd), flush=True)
        return subprocess.run(cmd, env=env, cwd=args.cwd).returncode
    except subprocess.CalledProcessError as e:
        print("error: %s failed with status %d" % (e.cmd[0], e.returncode), file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
