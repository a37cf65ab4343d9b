#pragma once
// A Rotation List compiled, when the helper system is built (it is built anew after every edit),
// for the eight characters of a block: each entry an Euler XYZ of channels XyzChannelsAcross
// compiles (its turn for the eight at once) or a World->World Orientation Constraint (evaluated
// for the eight at once: it replaces the running rotation, so it does not depend on it), then the
// list's own steps lane by lane (RotationListRun), so every lane gets the bits its character gets
// alone.

#include <optional>
#include <span>
#include <vector>

#include "helpers/controller.h"
#include "helpers/helper_joint.h"
#include "helpers/xyz_across.h"
#include "pose/pose_lanes.h"

namespace rigstage {

class OrientationConstraint;

class RotationListAcross {
public:
    /// Nullopt unless controller is a Rotation List whose every entry of weight is of those kinds.
    static std::optional<RotationListAcross> compile(const RotationController& controller);
    /// What the rotation slot of the helper driving bone gives for each lane (the list from
    /// identity, normalised).
    void evaluate(int bone, PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                  const HelperTime (&times)[kPoseLanes], glm::quat (&out)[kPoseLanes]) const;

private:
    struct Entry {
        std::optional<EulerXyzAcross> euler;
        const OrientationConstraint* constraint = nullptr;  ///< Where euler is empty.
        float weight = 1.0f;
    };
    std::vector<Entry> entries_;  // those Max does not skip
    bool average_ = false;
};

}  // namespace rigstage
