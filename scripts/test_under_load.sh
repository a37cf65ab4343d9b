#!/usr/bin/env bash
# Runs the GUI and reliability suites on a busy machine: two CPU-bound stress-ng workers run
# beside them the whole time (as on a CI machine that builds while it tests). Tests that wait on
# wall-clock time instead of conditions fail here first. Uses the build of preset "default"
# (build/), with the test preset's environment: the GUI tests start their own Xvfb.
#
#   bash scripts/test_under_load.sh              # builds the suites' targets, then runs them
#   bash scripts/test_under_load.sh --no-build   # runs what build/ holds
#
# Exits 0 when every suite passed, 1 when one failed, 2 when it cannot run (no stress-ng, no build).
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
for arg in "$@"; do
  case "$arg" in
    --no-build) build=0 ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "test_under_load: unknown argument '$arg' (expected --no-build)" >&2; exit 2 ;;
  esac
done

if ! command -v stress-ng >/dev/null 2>&1; then
  echo "test_under_load: stress-ng is not installed; it makes the load." >&2
  echo "test_under_load: install it with 'apt-get install stress-ng' (or bash scripts/setup-debian.sh)." >&2
  exit 2
fi

# Every GUI suite (tests/gui) and the reliability suite: about 5 minutes in all on two loaded cores.
suites=(test_reliability)
for f in tests/gui/test_*.cpp; do
  suites+=("$(basename "$f" .cpp)")
done
regex="^($(IFS='|'; echo "${suites[*]}"))\$"

export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp/runtime-$(id -u)}"
mkdir -p -m 700 /tmp/runtime-rigstage-tests  # the GUI tests run with this XDG_RUNTIME_DIR
mkdir -p -m 700 "$XDG_RUNTIME_DIR"

if [ "$build" = 1 ]; then
  export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
  [ -f build/CMakeCache.txt ] || cmake --preset default >/dev/null
  cmake --build --preset default --target "${suites[@]}"
fi
if [ ! -f build/CTestTestfile.cmake ]; then
  echo "test_under_load: build/ holds no configured build; run without --no-build (or bash scripts/test.sh) first." >&2
  exit 2
fi

log="$(mktemp /tmp/rigstage-test-under-load.XXXXXX)"
stress_pid=""
stop_stress() {
  if [ -n "$stress_pid" ]; then
    kill -TERM "$stress_pid" 2>/dev/null || true  # stress-ng ends its workers on SIGTERM
    wait "$stress_pid" 2>/dev/null || true
    stress_pid=""
  fi
}
trap 'stop_stress; rm -f "$log"' EXIT
trap 'exit 130' INT TERM

# --timeout: should this script be killed outright, the workers still end on their own.
stress-ng --cpu 2 --timeout 30m --quiet &
stress_pid=$!
sleep 1
if ! kill -0 "$stress_pid" 2>/dev/null; then
  echo "test_under_load: stress-ng did not start" >&2
  exit 2
fi
echo "test_under_load: stress-ng --cpu 2 running (pid $stress_pid); ${#suites[@]} suites"

start=$(date +%s)
status=0
ctest --preset default -R "$regex" 2>&1 | tee "$log" || status=$?
elapsed=$(( $(date +%s) - start ))
stop_stress

passed=$(grep -cE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .* Passed' "$log" || true)
failed=$(grep -cE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .*(\*\*\*|Failed|Timeout|Exception|Not Run)' "$log" || true)
ran=$(( passed + failed ))
echo
echo "test_under_load: summary (stress-ng --cpu 2, ${elapsed} s)"
grep -E '^ *[0-9]+/[0-9]+ Test +#[0-9]+:' "$log" | sed -E 's/^ *[0-9]+\/[0-9]+ Test +#[0-9]+: /  /'
if [ "$ran" -ne "${#suites[@]}" ]; then
  echo "test_under_load: ${ran} of ${#suites[@]} suites ran" >&2
  status=1
fi
echo "${passed} passed, ${failed} failed"
if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ]; then
  exit 1
fi
