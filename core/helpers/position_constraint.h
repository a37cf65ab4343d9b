#pragma once
// Position Constraint: the weighted average of the targets' world positions, in parent space.

#include "helpers/controller.h"
#include "pose/pose_lanes.h"

namespace rigstage {

class PositionConstraint final : public PositionController {
public:
    std::vector<ConstraintTarget> targets;  ///< Relative weights; negative weights count as 0.
    /// Keep Initial Offset: a constant world-space vector, the base point's world position minus
    /// the bind-pose average (position_cnstrnt.cpp), so it does not turn with the parent.
    bool keepInitialOffset = false;

    /// Takes the base point (Max's basePointWorld) at the bind pose: the bind local translation
    /// under the parent at the top of a bone; inside a Position List, the list's running value
    /// (the "Available" slot's zero under the running matrix: listctrl.cpp).
    void preprocess(EvalContext& bindCtx) override;
    /// Returns the averaged world position (plus the initial offset) in parent space: it replaces
    /// the running value, also inside a list. With no weight (sum <= 1e-7) the bone stays at the
    /// base point's world position, wherever the parent has gone since (position_cnstrnt.cpp
    /// Update sets the value to basePointWorld, GetValue sets it as the world translation).
    glm::vec3 evaluate(EvalContext& ctx, const glm::vec3& incoming) override;
    const char* typeName() const override { return "PositionConstraint"; }
    /// Evaluates this constraint, driving bone (a bone with a parent whose world transform carries
    /// no scale in any lane) alone or in a list, for the eight characters of a block at once (AVX
    /// lanes, one a character): out[k] is what evaluate() returns for character k, bit for bit.
    /// Without AVX, one lane after the other.
    void evaluateAcross(int bone, PoseLanes& block, glm::vec3 (&out)[kPoseLanes]) const;

private:
    glm::vec3 baseWorld_{0.0f};
    glm::vec3 offsetWorld_{0.0f};
};

}  // namespace rigstage
