#pragma once
// A helper's slots compiled, when the helper system is built (it is built anew after every edit),
// for the eight characters of a block: its position controller where it is made of offsets
// (PositionOffsetsAcross), its rotation controller where it is an Euler XYZ of constants, curve
// reactions and expressions (EulerXyzAcross) or a Rotation List of those and World->World
// orientation constraints (RotationListAcross) or a World->World orientation constraint or look-at
// (their forms for the eight; used where no batch takes the helper, as the schedule runs a batch's
// members together), its scale controller where it is a Scale XYZ of such channels
// (ScaleXyzAcross). A look-at only without a position slot (it aims from the bone's position as it
// stands) and on a bone with a parent; a position list holding a constraint only on a bone with a
// parent.

#include <memory>
#include <optional>
#include <span>

#include "helpers/helper_joint.h"
#include "helpers/position_offsets_across.h"
#include "helpers/rotation_list_across.h"
#include "helpers/xyz_across.h"
#include "pose/pose_lanes.h"

namespace rigstage {

class LookAtConstraint;
class OrientationConstraint;

class HelperSlotsAcross {
public:
    /// Null unless every slot the helper has is compiled (it is whole) or its position is.
    static std::unique_ptr<HelperSlotsAcross> compile(const HelperJoint& joint, const Framework& framework);
    /// The helper for the eight characters of a block, lanes[k] reading character k at times[k],
    /// each lane written as evaluateHelperJoint writes it. Where the helper is not whole, the
    /// position is worked out across the eight and the other slots run lane by lane with it; where
    /// the position cannot run across the eight in this frame (a list holding a constraint under a
    /// parent scaled in some lane), the helper runs lane by lane.
    void evaluate(HelperJoint& joint, PoseLanes& block, std::span<PoseSource* const, kPoseLanes> lanes,
                  const HelperTime (&times)[kPoseLanes]) const;

private:
    bool rotates() const { return euler_ || rotationList_ || orientation_ || lookAt_; }

    std::optional<PositionOffsetsAcross> position_;
    std::optional<EulerXyzAcross> euler_;
    std::optional<RotationListAcross> rotationList_;  ///< Where euler_ is empty.
    const OrientationConstraint* orientation_ = nullptr;  ///< Where neither is there.
    const LookAtConstraint* lookAt_ = nullptr;            ///< Without a position slot, on a bone with a parent.
    std::optional<ScaleXyzAcross> scale_;
    bool whole_ = false;
};

}  // namespace rigstage
