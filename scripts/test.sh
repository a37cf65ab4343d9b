#!/usr/bin/env bash
# Installs the Debian packages, builds (preset "default", build/) and runs every test with CTest.
# GUI tests start their own Xvfb through xvfb-run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp/runtime-$(id -u)}"
mkdir -p -m 700 /tmp/runtime-rigstage-tests  # the GUI tests run with this XDG_RUNTIME_DIR
mkdir -p -m 700 "$XDG_RUNTIME_DIR"
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
cmake --preset default >/dev/null
cmake --build --preset default
ctest --preset default -j2
