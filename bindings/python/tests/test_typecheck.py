"""The package's type hints are consistent: mypy checks the whole package,
the bodies of its functions included."""

import os
import subprocess
import sys

import pytest

PACKAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "swisscore")


def test_mypy_finds_no_error(tmp_path):
    try:
        import mypy  # noqa: F401
    except ImportError:
        pytest.fail("the type check needs mypy: install Debian package python3-mypy")
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--check-untyped-defs", "--warn-unused-ignores",
         "--no-incremental", "--cache-dir", str(tmp_path / "cache"), "--python-version", "3.9",
         os.path.normpath(PACKAGE)],
        capture_output=True, text=True, cwd=str(tmp_path))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Success" in proc.stdout
