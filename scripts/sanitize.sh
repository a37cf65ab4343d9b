#!/usr/bin/env bash
# Builds the core test suites with AddressSanitizer and UndefinedBehaviorSanitizer (preset asan,
# build-asan/) and runs them; any sanitizer report fails the run. The GUI suites are left out:
# Qt3D on software OpenGL under ASan takes longer than a CI run affords (docs/reliability.md).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
tests=(test_srt test_bone_name test_framework test_pose test_clip test_xml_io test_layer_checks test_constraints
       test_euler_and_curves test_expression test_controllers test_evaluation_order test_helper_setting_xml
       test_sample_character test_costumes test_two_bone_ik test_trailing_joint test_procedural_modules
       test_locomotion test_model_import test_skinning test_reaction_curve_edit test_units test_ik_limb test_crowd)
cmake --preset asan >/dev/null
cmake --build --preset asan --target "${tests[@]}"
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
failed=0
for t in "${tests[@]}"; do
    if ! "build-asan/bin/$t" > "build-asan/$t.log" 2>&1; then
        echo "FAIL $t (build-asan/$t.log)"
        failed=$((failed + 1))
    fi
done
echo "$(( ${#tests[@]} - failed )) passed, $failed failed"
[ "$failed" -eq 0 ]
