#!/usr/bin/env bash
# What a compare batch costs beside the renders it does, timed side by side in one run:
#   1. N single renders, one `rigstage-cli render --silhouette` process each (a process start, an X
#      server, a character load and a GL context every time): their summed wall time;
#   2. one `rigstage-cli compare FOLDER --rig R --jobs 1` over N references of the same size
#      (its render worker loads the character once and keeps its process and X server).
#   3. the same N renders alone, fed straight to one `rigstage-cli render R --serve` worker (what the
#      batch's renders cost without the comparing, the files and the scheduling around them).
# Prints the three, the batch's cost per comparison and its ratios to 1 and to 3.
# Usage: tests/benchmarks/batch_vs_renders.sh [N (default 200)] [WxH (default 1280x720)] [rigstage-cli]
# Headless as CI runs it: DISPLAY is unset, so every render process starts its own Xvfb.
set -euo pipefail
n=${1:-200}
size=${2:-1280x720}
here=$(cd "$(dirname "$0")/../.." && pwd)
cli=${3:-$here/build/bin/rigstage-cli}
rig=$here/resources/samples/walker/walker.character.xml
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset DISPLAY
export QT3D_RENDERER=${QT3D_RENDERER:-opengl}
mkdir -p "$work/refs" "$work/single"
# References: the walker from one camera at frames 0..29 in turn (one picture serves every one:
# what it shows does not change what a comparison costs).
for ((i = 0; i < n; ++i)); do
    printf '{"position": [0, -450, 100], "target": [0, 0, 100], "up": [0, 0, 1], "fovDegrees": 40, "frame": %d}\n' $((i % 30)) \
        >"$work/refs/ref$(printf %04d $i).json"
done
"$cli" render "$rig" --camera "$work/refs/ref0000.json" --frame 0 --size "$size" --silhouette -o "$work/ref.png" >/dev/null 2>&1
for ((i = 0; i < n; ++i)); do cp "$work/ref.png" "$work/refs/ref$(printf %04d $i).png"; done

now() { date +%s.%N; }
since() { python3 -c "import sys, time; print(time.time() - float(sys.argv[1]))" "$1"; }
calc() { python3 -c "print($1)"; }
start=$(now)
for ((i = 0; i < n; ++i)); do
    name=ref$(printf %04d $i)
    "$cli" render "$rig" --camera "$work/refs/$name.json" --frame $((i % 30)) --size "$size" --silhouette \
        -o "$work/single/$name.png" --facts "$work/single/$name.facts.json" >/dev/null 2>&1
done
renders=$(since "$start")

for ((i = 0; i < n; ++i)); do
    name=ref$(printf %04d $i)
    printf '{"id": %d, "camera": "%s", "frame": %d, "size": "%s", "silhouette": true, "output": "%s", "facts": "%s"}\n' \
        $i "$work/refs/$name.json" $((i % 30)) "$size" "$work/single/$name.png" "$work/single/$name.facts.json"
done >"$work/requests.jsonl"
start=$(now)
"$cli" render "$rig" --serve <"$work/requests.jsonl" >"$work/answers.jsonl" 2>/dev/null
kept=$(since "$start")
if [[ $(grep -c '"ok":true' "$work/answers.jsonl") != "$n" ]]; then
    echo "the render worker did not draw all $n requests" >&2
    exit 1
fi

start=$(now)
status=0
"$cli" compare "$work/refs" --rig "$rig" --jobs 1 --format json >"$work/batch.json" 2>/dev/null || status=$?
batch=$(since "$start")
compared=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["compared"])' "$work/batch.json")
if [[ $compared != "$n" ]]; then
    echo "the batch compared $compared of $n references (exit $status)" >&2
    exit 1
fi
printf 'references: %d at %s (walker sample)\n' "$n" "$size"
printf '1. sum of %d single render processes: %.1f s (%.3f s each)\n' "$n" "$renders" "$(calc "$renders / $n")"
printf '2. batch of %d comparisons (--jobs 1): %.1f s (%.3f s each)\n' "$n" "$batch" "$(calc "$batch / $n")"
printf '3. the %d renders alone in one worker: %.1f s (%.3f s each)\n' "$n" "$kept" "$(calc "$kept / $n")"
printf 'ratio batch / single render processes: %.2f\n' "$(calc "$batch / $renders")"
printf 'ratio batch / renders alone in one worker: %.2f\n' "$(calc "$batch / $kept")"
