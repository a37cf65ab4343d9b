#!/usr/bin/env bash
# Builds the libFuzzer targets (preset "fuzz": clang, ASan + UBSan) and runs each for a while,
# seeded with the project's own files. Findings (crash-*, timeout-*, oom-*, leak-*) are kept under
# build-fuzz/findings/TARGET; a line per target says how many executions ran and what was found.
#
#   bash scripts/fuzz.sh [SECONDS_PER_TARGET=60] [TARGET...]
#
# Needs clang and its fuzzer runtime (Debian: clang, libclang-rt-14-dev); not part of CI.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(manifest framework animation helper_setting expression bone_name model_import model_transfer corrections camera pose_dump)

cmake --preset fuzz >/dev/null && cmake --build --preset fuzz >/dev/null || exit 2

seed() {  # seed TARGET: the files whose kind the target reads
    case "$1" in
        manifest) find resources tests/fixtures -name '*.character.xml' -o -name 'manifest_*.xml' ;;
        framework) find resources tests/fixtures -name '*Framework.xml' -o -name 'fw_*.xml' ;;
        animation) find resources tests/fixtures -name '*Animation*.xml' -o -name 'anim_*.xml' ;;
        helper_setting) find resources tests/fixtures -name '*HelperJointSetting.xml' ;;
        expression) grep -rhoE 'expression="[^"]*"' resources | sed -E 's/expression="(.*)"/\1/' ;;
        bone_name) grep -rhoE 'name="_[^"]*"' resources/samples | head -50 | sed -E 's/name="(.*)"/\1/' ;;
        corrections) find tests/fixtures resources -name '*Corrections*.xml' 2>/dev/null ;;
        camera) find tests/fixtures resources -name '*camera*.json' 2>/dev/null ;;
        pose_dump) find tests/fixtures -name '*.json' 2>/dev/null ;;
        model_transfer) ;;  # the import guard's hand-over: seeded below from a model the child converted
        model_import) find ../shared/assets -size -200k \( -name '*.glb' -o -name '*.gltf' -o -name '*.dae' -o -name '*.fbx' \) 2>/dev/null | head -20 ;;
    esac
}

for t in "${targets[@]}"; do
    corpus="build-fuzz/corpus/$t"
    findings="build-fuzz/findings/$t"
    mkdir -p "$corpus" "$findings"
    if [ "$t" = camera ]; then  # a few cameras as the DCC scripts and the window write them
        printf '%s' '{"position": [0, -400, 120], "target": [0, 0, 90], "up": [0, 0, 1], "fovDegrees": 45}' > "$corpus/seed-0"
        printf '%s' '{"position": [160, -240, 150], "target": [106, -160, 124], "up": [-0.14, 0.21, 0.97], "fovDegrees": 39.6, "fovAxis": "auto", "near": 10, "far": 100000, "frame": 5, "clip": "Walk"}' > "$corpus/seed-1"
        printf '%s' '{"position": [0, 0, 500], "target": [0, 0, 0], "up": [0, 1, 0], "fovDegrees": 30, "fovAxis": "horizontal", "near": 0.5}' > "$corpus/seed-2"
    elif [ "$t" = pose_dump ] && [ -x build/bin/rigstage-cli ]; then  # eval's output is the format
        build/bin/rigstage-cli eval resources/samples/walker/walker.character.xml --frames 0 > "$corpus/seed-walker" 2>/dev/null
        build/bin/rigstage-cli eval resources/samples/hexapod/*.character.xml --frames 0,3 > "$corpus/seed-hexapod" 2>/dev/null
        while IFS= read -r f; do cp -f "$f" "$corpus/" 2>/dev/null; done < <(seed "$t")
    elif [ "$t" = model_transfer ]; then  # an empty model, one bone, one finding (core/import/imported_model_transfer.cpp's layout)
        python3 - "$corpus" <<'PY'
import struct, sys
def text(s): return struct.pack('<Q', len(s)) + s
def layer(bones): return text(b'Base') + struct.pack('<i', 0) + text(b'a.glb') + struct.pack('<i', 0) + struct.pack('<Q', len(bones)) + b''.join(bones)
bone = text(b'Hips') + text(b'') + struct.pack('<10f', 0, 0, 0, 0, 0, 0, 1, 1, 1, 1) + bytes([3, 1]) + struct.pack('<i', 0)
def model(bones, findings):
    return (b'RSMODEL1' + text(b'a.glb') + layer(bones) + struct.pack('<QQ', 0, 0) + text(b'Y') + struct.pack('<f', 100.0)
            + struct.pack('<Q', 0) + struct.pack('<Q', len(findings)) + b''.join(findings))
finding = struct.pack('<i', 1) + text(b'import.no-skin') + text(b'a.glb') + struct.pack('<i', 0) + struct.pack('<Q', 0) + text(b'no skin') + text(b'')
open(sys.argv[1] + '/seed-empty', 'wb').write(model([], []))
open(sys.argv[1] + '/seed-bone', 'wb').write(model([bone], [finding]))
PY
    elif [ "$t" = expression ] || [ "$t" = bone_name ]; then
        i=0
        while IFS= read -r line; do printf '%s' "$line" > "$corpus/seed-$i"; i=$((i + 1)); done < <(seed "$t")
    else
        while IFS= read -r f; do cp -f "$f" "$corpus/" 2>/dev/null; done < <(seed "$t")
    fi
    log="build-fuzz/findings/$t.log"
    ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
        "build-fuzz/bin/fuzz_$t" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -artifact_prefix="$findings/" -print_final_stats=1 > "$log" 2>&1
    execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)
    found=$(find "$findings" -maxdepth 1 -type f | wc -l)
    echo "fuzz_$t: ${execs:-?} executions in ${seconds} s, $found finding(s) (log: $log)"
done
