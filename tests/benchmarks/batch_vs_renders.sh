#!/usr/bin/env bash
# What a compare batch costs beside the renders it does, timed side by side in one run:
#   1. N single renders, one `rigstage-cli render --silhouette` process each (a process start, an X
#      server, a character load and a GL context every time): their summed wall time;
#   2. one `rigstage-cli compare FOLDER --rig R --jobs 1` over N references of the same size
#      (its render worker loads the character once and keeps its process and X server).
#   3. the same N renders alone, fed straight to one `rigstage-cli render R --serve` worker (what the
#      batch's renders cost without the comparing, the files and the scheduling around them).
# Every render is written as the batch's worker writes it: an uncompressed BMP, read once and
# thrown away. Prints the three, the batch's cost per comparison and its ratios to 1 and to 3. The worker's N
# pictures must equal the single processes' byte for byte (it keeps one window and GL context).
# Given a BASELINE rigstage-cli (another build, e.g. of an earlier commit), 2 and 3 are timed with it
# too, in the same run, and the ratios of this build's times to the baseline's printed.
# Usage: tests/benchmarks/batch_vs_renders.sh [N (default 200)] [WxH (default 1280x720)] [rigstage-cli] [BASELINE]
# Headless as CI runs it: DISPLAY is unset, so every render process starts its own Xvfb.
set -euo pipefail
n=${1:-200}
size=${2:-1280x720}
here=$(cd "$(dirname "$0")/../.." && pwd)
cli=${3:-$here/build/bin/rigstage-cli}
baseline=${4:-}
rig=$here/resources/samples/walker/walker.character.xml
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset DISPLAY
export QT3D_RENDERER=${QT3D_RENDERER:-opengl}
mkdir -p "$work/refs" "$work/single" "$work/kept"
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
        -o "$work/single/$name.bmp" --facts "$work/single/$name.facts.json" >/dev/null 2>&1
done
renders=$(since "$start")

for ((i = 0; i < n; ++i)); do
    name=ref$(printf %04d $i)
    printf '{"id": %d, "camera": "%s", "frame": %d, "size": "%s", "silhouette": true, "output": "%s", "facts": "%s"}\n' \
        $i "$work/refs/$name.json" $((i % 30)) "$size" "$work/kept/$name.bmp" "$work/kept/$name.facts.json"
done >"$work/requests.jsonl"
# Times N renders in one worker of the rigstage-cli $1; prints the seconds.
worker() {
    local start
    start=$(now)
    "$1" render "$rig" --serve <"$work/requests.jsonl" >"$work/answers.jsonl" 2>/dev/null
    since "$start"
    if [[ $(grep -c '"ok":true' "$work/answers.jsonl") != "$n" ]]; then
        echo "the render worker of $1 did not draw all $n requests" >&2
        exit 1
    fi
}
# Times the batch of the rigstage-cli $1; prints the seconds.
batch() {
    local start status=0 compared
    start=$(now)
    "$1" compare "$work/refs" --rig "$rig" --jobs 1 --format json >"$work/batch.json" 2>/dev/null || status=$?
    since "$start"
    compared=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["compared"])' "$work/batch.json")
    if [[ $compared != "$n" ]]; then
        echo "the batch of $1 compared $compared of $n references (exit $status)" >&2
        exit 1
    fi
}
kept=$(worker "$cli")
same=0
for ((i = 0; i < n; ++i)); do
    name=ref$(printf %04d $i)
    cmp -s "$work/single/$name.bmp" "$work/kept/$name.bmp" && same=$((same + 1))
done
if [[ $same != "$n" ]]; then
    echo "only $same of the worker's $n pictures equal the single render processes'" >&2
    exit 1
fi
batch=$(batch "$cli")
if [[ -n $baseline ]]; then
    baseBatch=$(batch "$baseline")
    baseKept=$(worker "$baseline")
fi
printf 'references: %d at %s (walker sample)\n' "$n" "$size"
printf '1. sum of %d single render processes: %.1f s (%.3f s each)\n' "$n" "$renders" "$(calc "$renders / $n")"
printf '2. batch of %d comparisons (--jobs 1): %.1f s (%.3f s each)\n' "$n" "$batch" "$(calc "$batch / $n")"
printf '3. the %d renders alone in one worker: %.1f s (%.3f s each)\n' "$n" "$kept" "$(calc "$kept / $n")"
printf 'the worker'"'"'s %d pictures equal the single processes'"'"' byte for byte\n' "$n"
printf 'ratio batch / single render processes: %.2f\n' "$(calc "$batch / $renders")"
printf 'ratio batch / renders alone in one worker: %.2f\n' "$(calc "$batch / $kept")"
if [[ -n $baseline ]]; then
    printf 'baseline %s:\n' "$baseline"
    printf '2. batch: %.1f s (%.3f s each); this build / baseline: %.2f\n' "$baseBatch" "$(calc "$baseBatch / $n")" "$(calc "$batch / $baseBatch")"
    printf '3. renders alone in one worker: %.1f s (%.3f s each); this build / baseline: %.2f\n' "$baseKept" "$(calc "$baseKept / $n")" \
        "$(calc "$kept / $baseKept")"
fi
