#!/usr/bin/env bash
# Installs the Debian packages, builds, and evaluates the bundled sample character (frames 0 and 8
# of its walk) with rigstage-cli, printing the world transforms as JSON.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
cmake --preset default >/dev/null
cmake --build --preset default
build/bin/rigstage-cli validate resources/samples/walker/walker.character.xml
build/bin/rigstage-cli eval resources/samples/walker/walker.character.xml --frames 0,8
