import os
import sys

# Tests run from the source tree: the package is on PYTHONPATH (set by meson)
# or found relative to this folder.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

SOURCE_ROOT = os.environ.get(
    "SWC_SOURCE_ROOT",
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
BUILD_ROOT = os.environ.get("SWC_BUILD_ROOT", "")
EXAMPLE_TRF = os.path.join(SOURCE_ROOT, "examples", "data", "open9.trf")
