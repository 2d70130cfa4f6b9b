#!/bin/sh
# Unpack the jansson source Debian ships into external/jansson-src, where
# the WebAssembly build (bindings/js) compiles it for wasm32: Debian has no
# wasm32 build of jansson, and the library parses and writes JSON with it.
#
# apt-get source needs a deb-src line; this script gives apt one of its own
# (a private sources list, package lists and cache under a temporary folder)
# and leaves the system's apt configuration as it is. The version is the one
# of the installed libjansson-dev, so native and wasm builds share it.
set -eu
cd "$(dirname "$0")/.."
dest=external/jansson-src
[ -f "$dest/src/jansson.h" ] && { echo "$dest: already there"; exit 0; }

# The mirror and suite the machine's own apt sources name for its main
# archive (not the security or updates suites).
main_source=$(apt-get indextargets --format '$(REPO_URI) $(RELEASE)' 2>/dev/null |
    grep -v -e '-security' -e '-updates' -e '-backports' | sort -u | head -n 1)
mirror=${SWC_DEBIAN_MIRROR:-${main_source% *}}
suite=${SWC_DEBIAN_SUITE:-${main_source#* }}
if [ -z "$mirror" ] || [ -z "$suite" ]; then
    echo "$0: no Debian archive in the apt sources; set SWC_DEBIAN_MIRROR and SWC_DEBIAN_SUITE" >&2
    exit 1
fi
version=$(dpkg-query -W -f='${source:Version}' libjansson-dev 2>/dev/null || true)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/lists/partial" "$tmp/parts" "$tmp/cache/archives/partial" "$tmp/out"
echo "deb-src $mirror $suite main" >"$tmp/sources.list"
set -- -o "Dir::Etc::SourceList=$tmp/sources.list" -o "Dir::Etc::SourceParts=$tmp/parts" \
    -o "Dir::State::Lists=$tmp/lists" -o "Dir::Cache=$tmp/cache" \
    -o "APT::Sandbox::User=$(id -un)"
apt-get "$@" update -q >/dev/null
(cd "$tmp/out" && apt-get "$@" source -q "jansson${version:+=$version}")
mkdir -p external
src=$(find "$tmp/out" -mindepth 1 -maxdepth 1 -type d -name 'jansson-*' | head -n 1)
rm -rf "$dest"
cp -r "$src" "$dest"
echo "$dest: jansson ${version:-(newest)} from $mirror $suite"
