#!/usr/bin/env bash
# Installs the Debian packages, builds, and opens the bundled sample character in Rigstage.
# On a machine without a display it renders the sample to a PNG instead and prints its path.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
cmake --preset default >/dev/null
cmake --build --preset default
sample=resources/samples/walker/walker.character.xml
build/bin/rigstage-cli validate "$sample"
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec build/bin/rigstage "$sample"
fi
echo "No display: rendering frame 8 of the sample's walk instead of opening the window."
build/bin/rigstage-cli render "$sample" --frame 8 --size 1280x720 -o build/walker-frame8.png
