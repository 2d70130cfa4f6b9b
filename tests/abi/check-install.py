#!/usr/bin/env python3
"""Install the build into a temporary DESTDIR and use it from outside.

  check-install.py --meson MESON --build-root DIR --pkg-config PKGCONF
                   [--sanitize VALUE] -- CC [CC ARGS...]

Runs `meson install --destdir`, then compiles a program that includes
<swisscore/swisscore.h> with only `pkg-config --cflags --libs swisscore`
(pointed into the DESTDIR), and runs it against the installed library.
This catches a header, library or .pc file that the build uses but the
install forgets. Only the standard library is used.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

PROGRAM = r"""
#include <swisscore/swisscore.h>
#include <stdio.h>

int main(void)
{
    swc_tournament *t = NULL;
    swc_player_info info = SWC_PLAYER_INFO_INIT;
    uint32_t id = 0;
    if (swc_version() != SWC_VERSION_NUMBER) {
        fprintf(stderr, "headers %s, library %s\n", SWC_VERSION_STRING, swc_version_string());
        return 1;
    }
    if (swc_tournament_new(&t, NULL) != SWC_OK)
        return 1;
    info.name = "Installed, Check";
    if (swc_player_add(&id, t, &info) != SWC_OK || swc_tournament_player_count(t) != 1) {
        fprintf(stderr, "swc_player_add: %s\n", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return 1;
    }
    swc_tournament_free(t);
    printf("installed libswisscore %s works\n", swc_version_string());
    return 0;
}
"""


def run(cmd, **kw):
    print("+ " + " ".join(cmd), flush=True)
    return subprocess.run(cmd, check=True, **kw)


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
    ap.add_argument("--sanitize", default="none")
    ap.add_argument("cc", nargs="+")
    args = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="swisscore-install-")
    try:
        dest = os.path.join(tmp, "dest")
        run([args.meson, "install", "-C", args.build_root, "--destdir", dest, "--quiet"],
            stdout=subprocess.DEVNULL)

        pc = find(dest, "swisscore.pc")
        if not pc:
            print("error: no swisscore.pc was installed", file=sys.stderr)
            return 1
        env = dict(os.environ)
        # LIBDIR (not PATH), the installed copy first, so that no system
        # copy can answer instead; the sysroot prefixes every -I/-L with
        # the DESTDIR.
        # The system's own folders come after it, for the private
        # requirements (jansson) pkg-config checks are there.
        system_pc = run([args.pkg_config, "--variable", "pc_path", "pkg-config"], stdout=subprocess.PIPE,
                        universal_newlines=True).stdout.strip()
        env["PKG_CONFIG_LIBDIR"] = os.pathsep.join([os.path.dirname(pc)] + ([system_pc] if system_pc else []))
        env.pop("PKG_CONFIG_PATH", None)
        env["PKG_CONFIG_SYSROOT_DIR"] = dest
        flags = run([args.pkg_config, "--cflags", "--libs", "swisscore"], env=env,
                    stdout=subprocess.PIPE, universal_newlines=True).stdout.split()

        src = os.path.join(tmp, "outside.c")
        exe = os.path.join(tmp, "outside")
        with open(src, "w", encoding="utf-8") as f:
            f.write(PROGRAM)
        extra = []
        if args.sanitize not in ("", "none"):
            # A sanitized library needs its runtime in the program too.
            extra.append("-fsanitize=" + args.sanitize)
        run(args.cc + ["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic"] + extra
            + [src, "-o", exe] + flags)

        libdirs = [f[2:] for f in flags if f.startswith("-L")]
        if not any(os.path.exists(os.path.join(d, "libswisscore.so.0")) for d in libdirs):
            print("error: libswisscore.so.0 (the SONAME link) is not installed in %s"
                  % " ".join(libdirs), file=sys.stderr)
            return 1
        run_env = dict(os.environ)
        run_env["LD_LIBRARY_PATH"] = os.pathsep.join(
            libdirs + [p for p in [os.environ.get("LD_LIBRARY_PATH")] if p])
        run([exe], env=run_env)

        # The Python package: installed beside the interpreter's packages,
        # it imports and finds the installed library by its SONAME.
        init = find(dest, "__init__.py")
        pkg_dirs = [d for d, _, files in os.walk(dest)
                    if os.path.basename(d) == "swisscore" and "__init__.py" in files]
        if not init or not pkg_dirs:
            print("error: the Python package swisscore was not installed", file=sys.stderr)
            return 1
        if args.sanitize in ("", "none"):
            py_env = dict(run_env)
            py_env["PYTHONPATH"] = os.path.dirname(pkg_dirs[0])
            py_env.pop("SWISSCORE_LIBRARY", None)
            run([sys.executable, "-c",
                 "import swisscore, sys; t = swisscore.Tournament(); t.add_player('王天一', 2650); "
                 "assert len(t) == 1; print('installed Python package works with', "
                 "swisscore.library_version())"], env=py_env)
        return 0
    except subprocess.CalledProcessError as e:
        print("error: command failed with status %d" % e.returncode, file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
