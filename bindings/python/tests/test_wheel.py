"""pip install of the package, as a user does it: from a copy of the source
tree, into a new virtual environment, then the README's Python example run
from a folder outside the tree with SWISSCORE_LIBRARY and PYTHONPATH unset.
The wheel must carry its own library; nothing of the build tree may help.

Needs the Debian packages python3-venv (venv, pip) and python3-mesonpy (the
build backend; PyPI is not used: pip runs with --no-build-isolation and
--no-index)."""

import os
import re
import shutil
import subprocess
import sys
import time

import pytest

from conftest import SOURCE_ROOT

#: What a copy of the source needs to build the package.
COPY = ["meson.build", "meson_options.txt", "pyproject.toml", "README.md", "COPYING",
        "include", "lib", "bindings/python/meson.build", "bindings/python/swisscore"]


def _need(module, package):
    try:
        __import__(module)
    except ImportError:
        pytest.fail("the wheel test needs Python module %s: install Debian package %s"
                    % (module, package))


def _clean_env(extra_path=None):
    """An environment with nothing that could point at the build tree."""
    env = {"PATH": os.pathsep.join(p for p in [extra_path, "/usr/bin", "/bin"] if p),
           "HOME": os.environ.get("HOME", "/root"), "LC_ALL": "C.UTF-8",
           "PIP_NO_INDEX": "1", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    return env


def _run(cmd, **kw):
    proc = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if proc.returncode != 0:
        pytest.fail("%s failed (%d):\n%s\n%s" % (" ".join(map(str, cmd)), proc.returncode,
                                                proc.stdout[-4000:], proc.stderr[-4000:]))
    return proc.stdout


def _readme_example():
    with open(os.path.join(SOURCE_ROOT, "README.md"), encoding="utf-8") as f:
        text = f.read()
    section = text.split("## Use from Python", 1)
    assert len(section) == 2, "README.md has no section 'Use from Python'"
    m = re.search(r"^```python[ \t]*\n(.*?)^```[ \t]*$", section[1], re.S | re.M)
    assert m, "the section 'Use from Python' has no ```python block"
    return m.group(1)


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(venv python, its site-packages, temp folder, seconds) after
    `pip install --no-build-isolation` of a copy of the source."""
    _need("venv", "python3-venv")
    _need("ensurepip", "python3-venv")
    _need("mesonpy", "python3-mesonpy")
    if shutil.which("ninja") is None:
        pytest.fail("the wheel test needs ninja: install Debian package ninja-build")
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    for item in COPY:
        origin = os.path.join(SOURCE_ROOT, item)
        if os.path.isdir(origin):
            shutil.copytree(origin, src / item,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            os.makedirs((src / item).parent, exist_ok=True)
            shutil.copy2(origin, src / item)
    start = time.monotonic()
    # The build tools (mesonpy, meson) come from the system interpreter.
    venv = tmp / "venv"
    _run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)])
    py = str(venv / "bin" / "python")
    env = _clean_env(str(venv / "bin"))
    env["TMPDIR"] = str(tmp)
    _run([py, "-m", "pip", "install", "--no-build-isolation", "--no-cache-dir", "-q", str(src)],
         env=env, cwd=str(tmp))
    seconds = time.monotonic() - start
    print("built and installed in %.1f s" % seconds)
    site = _run([py, "-c", "import sysconfig; print(sysconfig.get_paths()['platlib'])"],
                env=_clean_env(str(venv / "bin"))).strip()
    return py, site, tmp, seconds


README_EXAMPLE_FILE = "example.py"


def _example_in(cmd, tmp, venv_bin):
    outside = tmp / "elsewhere"
    outside.mkdir(exist_ok=True)
    script = outside / README_EXAMPLE_FILE
    script.write_text(_readme_example(), encoding="utf-8")
    return _run(cmd + [str(script)], env=_clean_env(venv_bin), cwd=str(outside))


WHERE = ("import swisscore, swisscore._native as n; "
         "print(swisscore.__file__); print(n.lib._name); print(swisscore.__version__)")


def test_installed_files_carry_the_library_and_the_version(installed):
    py, site, tmp, seconds = installed
    dist = [d for d in os.listdir(site) if d.startswith("swisscore-") and d.endswith(".dist-info")]
    assert len(dist) == 1, dist
    with open(os.path.join(SOURCE_ROOT, "meson.build"), encoding="utf-8") as f:
        version = re.search(r"version:\s*'([^']+)'", f.read()).group(1)
    assert dist[0] == "swisscore-%s.dist-info" % version
    with open(os.path.join(site, dist[0], "RECORD"), encoding="utf-8") as f:
        names = [line.split(",")[0] for line in f if line.strip()]
    assert any(re.fullmatch(r"swisscore/libswisscore\.so[.0-9]*", n) for n in names), names
    assert "swisscore/py.typed" in names and "swisscore/__init__.py" in names
    # Nothing else of a full install: no headers, tool or documentation.
    assert all(n.startswith(("swisscore/", "swisscore-")) for n in names), names
    assert seconds < 600


def test_pip_install_then_the_readme_example(installed):
    py, site, tmp, _ = installed
    venv_bin = os.path.dirname(py)
    package, library, version = _run([py, "-c", WHERE], env=_clean_env(venv_bin),
                                     cwd=str(tmp)).split("\n")[:3]
    # The package and the library both come from the environment.
    assert package.startswith(site), package
    assert library.startswith(os.path.dirname(package)), library
    out = _example_in([py], tmp, venv_bin)
    assert "积分" in out and "王天一" in out, out


def test_the_package_needs_nothing_else(installed):
    # -I -S: no environment variables, no user or system site-packages;
    # only the installed package's folder on the path.
    py, site, tmp, _ = installed
    boot = "import sys; sys.path.insert(0, %r); " % site
    cmd = [py, "-I", "-S", "-c", boot + WHERE]
    package, library, _ = _run(cmd, env=_clean_env(), cwd=str(tmp)).split("\n")[:3]
    assert package.startswith(site) and library.startswith(os.path.dirname(package))
    runner = tmp / "run.py"
    runner.write_text(boot + "import runpy; runpy.run_path(sys.argv[1], run_name='__main__')\n",
                      encoding="utf-8")
    out = _example_in([py, "-I", "-S", str(runner)], tmp, None)
    assert "积分" in out, out


def test_package_without_library_uses_the_system_one(installed):
    # The package alone (as a distribution might ship it, beside a separate
    # libswisscore package): the loader finds the library by its SONAME on
    # the dynamic linker's path.
    py, site, tmp, _ = installed
    bare = tmp / "bare"
    libdir = tmp / "syslib"
    libdir.mkdir()
    shutil.copytree(os.path.join(site, "swisscore"), bare / "swisscore",
                    ignore=shutil.ignore_patterns("libswisscore*", "__pycache__"))
    lib = [n for n in os.listdir(os.path.join(site, "swisscore")) if n.startswith("libswisscore")]
    shutil.copy2(os.path.join(site, "swisscore", lib[0]), libdir / "libswisscore.so.0")
    code = "import swisscore._native as n; print(n.lib._name); print(n.lib.swc_version())"
    env = _clean_env()
    env["PYTHONPATH"] = str(bare)
    env["LD_LIBRARY_PATH"] = str(libdir)
    out = _run([sys.executable, "-c", code], env=env, cwd=str(tmp)).split()
    assert out[0] == "libswisscore.so.0"
    assert int(out[1]) // 10000 == 0
    # Without it, the error lists where the loader looked.
    del env["LD_LIBRARY_PATH"]
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, cwd=str(tmp))
    if proc.returncode != 0:
        assert "inside the package" in proc.stderr and "libswisscore.so.0" in proc.stderr
    else:  # a system-wide libswisscore exists: found by the same SONAME search
        assert proc.stdout.split()[0] == "libswisscore.so.0"
