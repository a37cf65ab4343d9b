#pragma once
// Position Constraint: the weighted average of the targets' world positions, in parent space.

#include "helpers/controller.h"

namespace rigstage {

class PositionConstraint final : public PositionController {
public:
    std::vector<ConstraintTarget> targets;  ///< Relative weights; negative weights count as 0.
    /// Keep Initial Offset: a constant world-space vector, the bone's bind world position minus
    /// the bind-pose average (position_cnstrnt.cpp), so it does not turn with the parent.
    bool keepInitialOffset = false;

    void preprocess(EvalContext& bindCtx) override;
    /// Returns the averaged world position (plus the initial offset) in parent space: it replaces
    /// the running value, also inside a list. With no weight (sum <= 1e-7) the bone keeps its
    /// original position, the bind local translation (Max's base point).
    glm::vec3 evaluate(EvalContext& ctx, const glm::vec3& incoming) override;
    const char* typeName() const override { return "PositionConstraint"; }

private:
    glm::vec3 offsetWorld_{0.0f};
};

}  // namespace rigstage
