#!/usr/bin/env bash
# Installs every Debian 12 package Rigstage needs to build, test and run.
# Idempotent: when everything is already installed it prints nothing and exits 0.
set -euo pipefail

packages=(
  g++ cmake make ninja-build ccache pkg-config
  qt6-base-dev libqt6opengl6-dev qt6-3d-dev qt6-3d-assimpsceneimport-plugin
  qt6-3d-gltfsceneio-plugin qt6-3d-defaultgeometryloader-plugin
  qt6-tools-dev qt6-l10n-tools
  libassimp-dev zlib1g-dev libglm-dev libtinyxml2-dev libtbb-dev libeigen3-dev
  libtinygltf-dev nlohmann-json3-dev
  libmeshoptimizer-dev  # the crowd preview's lower level of detail
  libbenchmark-dev
  xvfb xauth libgl1-mesa-dri
  fonts-nanum qt6-translations-l10n
  python3 libxml2-utils  # xmllint: the JUnit reports checked against their schema
  stress-ng  # the load of scripts/test_under_load.sh
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "setup-debian: installing ${#missing[@]} package(s): ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=900 install -y -qq \
  --no-install-recommends "${missing[@]}" >/dev/null
echo "setup-debian: done"
