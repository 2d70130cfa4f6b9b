#!/usr/bin/env bash
# Run the whole test suite and end with one line "N passed, N failed"
# (", N skipped" is appended when tests were skipped).
#
#   scripts/run-tests.sh [-C BUILDDIR] [more `meson test` arguments]
#
# BUILDDIR defaults to build/ and is configured first when it is not yet a
# build tree. Passed = Ok + Expected Fail; failed = Fail + Unexpected Pass +
# Timeout. The exit status is non-zero when anything failed or the suite
# could not run.
set -u

cd "$(dirname "$0")/.." || exit 2

builddir=build
if [ "${1:-}" = "-C" ] && [ $# -ge 2 ]; then
    builddir=$2
    shift 2
fi

if [ ! -f "$builddir/build.ninja" ]; then
    meson setup "$builddir" || { echo "0 passed, 1 failed"; exit 1; }
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT

meson test -C "$builddir" --print-errorlogs "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}

# Meson's closing summary: "Ok:   12", "Expected Fail:   0", ...
count() {
    sed -n "s/^$1:[[:space:]]*\([0-9][0-9]*\).*/\1/p" "$log" | tail -n 1
}
ok=$(count 'Ok')
xfail=$(count 'Expected Fail')
fail=$(count 'Fail')
xpass=$(count 'Unexpected Pass')
timeout=$(count 'Timeout')
skipped=$(count 'Skipped')

if [ -z "$ok" ] || [ -z "$fail" ]; then
    if [ "$status" -eq 0 ]; then
        echo "0 passed, 0 failed"  # no test matched the selection
        exit 0
    fi
    # No summary: the build or meson itself failed before any test ran.
    echo "meson test did not run the suite (exit status $status)" >&2
    echo "0 passed, 1 failed"
    exit 1
fi

passed=$((ok + ${xfail:-0}))
failed=$((fail + ${xpass:-0} + ${timeout:-0}))
line="$passed passed, $failed failed"
if [ "${skipped:-0}" -gt 0 ]; then
    line="$line, $skipped skipped"
fi
echo "$line"

if [ "$failed" -gt 0 ] || [ "$status" -ne 0 ]; then
    exit 1
fi
exit 0
