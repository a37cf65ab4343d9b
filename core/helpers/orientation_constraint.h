#pragma once
// Orientation Constraint: Max's sequential slerp of the targets' rotations with running weights
// (target order matters), World->World or Local->Local.

#include "helpers/controller.h"

namespace rigstage {

enum class TransformRule { WorldToWorld, LocalToLocal };

class OrientationConstraint final : public RotationController {
public:
    std::vector<ConstraintTarget> targets;
    TransformRule transformRule = TransformRule::WorldToWorld;
    bool keepInitialOffset = false;

    void preprocess(EvalContext& bindCtx) override;
    /// Returns the local rotation. World->World replaces the running value's world rotation with
    /// the blend; Local->Local pre-multiplies the running value by it (also inside a Rotation
    /// List). With no weight the bind local rotation stands in for the blend (Max's base rotation).
    glm::quat evaluate(EvalContext& ctx, const glm::quat& incoming) override;
    const char* typeName() const override { return "OrientationConstraint"; }

    /// The blend alone (world or local rotation by the rule), false when every weight is 0.
    bool blend(EvalContext& ctx, glm::quat& out) const;

private:
    glm::quat offset_{1.0f, 0.0f, 0.0f, 0.0f};  // Initial^-1 * base (Keep Initial Offset)
};

}  // namespace rigstage
