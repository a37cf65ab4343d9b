#pragma once
// Comparing a rig's evaluated pose with a DCC's pose dump bone by bone (QA's compare-pose): which
// bones diverge beyond a tolerance and which one is the likely culprit, the first diverging bone in
// evaluation order whose divergence nothing it depends on explains (its parent and, for a helper
// joint, the bones its controllers read all agree).

#include <optional>
#include <vector>

#include <glm/glm.hpp>

#include "helpers/helper_joint_system.h"
#include "skeleton/framework.h"

namespace rigstage {

struct PoseTolerance {
    float distance = 0.01f;  ///< Position, in the rig's units (centimetres for a manifest in cm).
    float degrees = 0.01f;   ///< Rotation, the angle between the two orientations.
    float scale = 1e-4f;     ///< Relative difference of any axis's scale.
};

struct BoneDivergence {
    int bone = -1;
    float distance = 0.0f;  ///< Between the positions.
    float degrees = 0.0f;   ///< Between the orientations (scale taken out).
    float scale = 0.0f;     ///< Largest relative difference of an axis's length.
};

struct PoseComparison {
    int compared = 0;                      ///< Bones present in both.
    std::vector<BoneDivergence> diverging; ///< Beyond the tolerance, in evaluation order.
    int culprit = -1;                      ///< Index into diverging, -1 when none diverges.
    BoneDivergence largest;                ///< The largest distance and angle over every compared bone.
};

/// The order in which a frame produces the bones: the clip's and the other non-helper bones by index
/// (parents first), then each helper joint (helpers' order), a bone under a helper right after it.
/// Returns one rank per bone (smaller runs earlier).
std::vector<int> evaluationRanks(const Framework& framework, const HelperJointSystem* helpers);

/// Compares world (the rig's, one per bone) with reference (the dump's, by bone; none: not in it).
PoseComparison comparePose(const Framework& framework, const HelperJointSystem* helpers,
                           const std::vector<glm::mat4>& world, const std::vector<std::optional<glm::mat4>>& reference,
                           const PoseTolerance& tolerance);

}  // namespace rigstage
