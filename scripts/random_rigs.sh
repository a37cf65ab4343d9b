#!/usr/bin/env bash
# Runs the random-rig reference test (tests/core/test_random_rigs.cpp) on many more rigs than the
# test suite does: Rigstage against a plain double-precision reference, every bone of every frame.
#   scripts/random_rigs.sh [RIGS (10000)] [FIRST_SEED (1)]
# Needs a build (scripts/test.sh or cmake --build --preset default --target test_random_rigs).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=build/bin/test_random_rigs
if [[ ! -x "$binary" ]]; then
    echo "random_rigs.sh: $binary is not built; run: cmake --build --preset default --target test_random_rigs" >&2
    exit 2
fi
RIGSTAGE_RANDOM_RIGS="${1:-10000}" RIGSTAGE_RANDOM_SEED="${2:-1}" "$binary" rigstageMatchesTheReference
