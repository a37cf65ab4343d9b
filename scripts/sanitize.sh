#!/usr/bin/env bash
# Builds the core test suites with AddressSanitizer and UndefinedBehaviorSanitizer (preset asan,
# build-asan/) and runs them; any sanitizer report fails the run. The GUI suites are left out:
# Qt3D on software OpenGL under ASan takes longer than a CI run affords (docs/reliability.md).
#   bash scripts/sanitize.sh          the core suites
#   bash scripts/sanitize.sh --all    every suite: core, CLI and GUI (under Xvfb); the whole tree
#                                     builds sanitized (about an hour on 2 cores)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
tests=(test_srt test_bone_name test_framework test_pose test_clip test_xml_io test_layer_checks test_constraints
       test_euler_and_curves test_expression test_controllers test_evaluation_order test_helper_setting_xml
       test_sample_character test_costumes test_two_bone_ik test_trailing_joint test_procedural_modules
       test_locomotion test_model_import test_skinning test_reaction_curve_edit test_units test_ik_limb test_crowd)
gui=()
if [ "${1:-}" = "--all" ]; then
    tests+=(test_cli_eval test_cli_render test_character_changes test_max_exporter_sample test_slope_adaptation test_pipeline
            test_chain_physics test_transition test_sculpt_correction test_reliability)
    gui=(test_main_window test_unsaved_changes test_live_reload test_manipulator test_outliner test_bone_labels test_layer_browser
         test_ik_gizmo test_slope_view test_hit_reaction test_transition_queue test_pose_editor test_corrections_dock
         test_profiler_dock test_compare_dock test_mesh_view test_reaction_editor test_dependency_view test_controller_editor test_korean)
fi
cmake --preset asan >/dev/null
cmake --build --preset asan --target "${tests[@]}" ${gui[@]+"${gui[@]}"} rigstage-cli
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
failed=0
for t in "${tests[@]}"; do
    if ! "build-asan/bin/$t" > "build-asan/$t.log" 2>&1; then
        echo "FAIL $t (build-asan/$t.log)"
        failed=$((failed + 1))
    fi
done
export QT3D_RENDERER=opengl XDG_RUNTIME_DIR=/tmp/runtime-rigstage-tests RIGSTAGE_RECOVERY_DIR=/tmp/runtime-rigstage-tests/asan-recovery
for t in ${gui[@]+"${gui[@]}"}; do
    if ! xvfb-run -a -s "-screen 0 1600x1200x24" "build-asan/bin/$t" > "build-asan/$t.log" 2>&1; then
        echo "FAIL $t (build-asan/$t.log)"
        failed=$((failed + 1))
    fi
done
echo "$(( ${#tests[@]} + ${#gui[@]} - failed )) passed, $failed failed"
[ "$failed" -eq 0 ]
