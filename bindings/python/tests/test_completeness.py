"""Every public C function has a binding, and every binding is used."""

import os
import re

import swisscore
from swisscore import _native
from conftest import SOURCE_ROOT


def exported_names():
    path = os.path.join(SOURCE_ROOT, "lib", "libswisscore.map")
    with open(path, encoding="utf-8") as f:
        text = re.sub(r"/\*.*?\*/", "", f.read(), flags=re.S)
    names = set()
    for block in re.findall(r"global:(.*?)(?:local:|\})", text, flags=re.S):
        names.update(re.findall(r"\b(swc_\w+)\s*;", block))
    return names


def test_every_exported_function_is_declared():
    exported = exported_names()
    assert len(exported) > 40
    missing = sorted(exported - set(_native.FUNCTIONS))
    assert not missing, "public functions without a Python binding: %s" % missing
    extra = sorted(set(_native.FUNCTIONS) - exported)
    assert not extra, "bindings of functions the library does not export: %s" % extra


def test_every_declared_function_is_used():
    folder = os.path.dirname(swisscore.__file__)
    code = ""
    for name in os.listdir(folder):
        if name.endswith(".py"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                code += f.read()
    unused = sorted(n for n in _native.FUNCTIONS
                    if not re.search(r"\blib\." + n + r"\b", code))
    assert not unused, "declared but never called by the package: %s" % unused
